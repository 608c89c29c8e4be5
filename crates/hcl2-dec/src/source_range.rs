//! Where in a body a spec's value comes from (the reference's `SourceRange`), for
//! messages about a decoded value found wrong later.

use hcl2_core::{Body, BodyContent, Pos, Range};

use crate::label::{blocks_of_type, labels_of, Label};
use crate::schema::implied_schema;
use crate::spec::{innermost_primary, Spec};

/// The source range of what `spec` reads from `body` (of a block with `labels`): best
/// effort, taking the body's content partially so that nothing is reported.
pub(crate) fn source_range_in(body: &dyn Body, labels: &[Label<'_>], spec: &Spec) -> Range {
    let (content, _, _) = body.partial_content(&implied_schema(spec));
    content_source_range(spec, &content, labels)
}

/// As [`source_range_in`], from content already taken with `spec`'s schema: an
/// attribute's expression, the first block of a type (through the nested spec), a
/// label; where the item would go when it is missing; the primary or wrapped spec's for
/// defaults and transforms; the body's missing-item range for objects and tuples; an
/// empty range in a file named `<unknown>` for literals.
pub(crate) fn content_source_range(
    spec: &Spec,
    content: &BodyContent<'_>,
    labels: &[Label<'_>],
) -> Range {
    let missing = || content.missing_item_range.clone();
    let first_block =
        |type_name: &str, nested: &Spec| match blocks_of_type(&content.blocks, type_name).next() {
            Some(block) => source_range_in(block.body.as_ref(), &labels_of(block), nested),
            None => missing(),
        };
    // A default's range is its innermost primary's.
    match innermost_primary(spec) {
        Spec::Object(_) | Spec::Tuple(_) => missing(),
        Spec::Attr(a) => match content.attributes.get(&a.name) {
            Some(attr) => attr.expr.range(),
            None => missing(),
        },
        Spec::Literal(_) => Range::new("<unknown>", Pos::default(), Pos::default()),
        Spec::Expr(expr) => expr.range(),
        Spec::Block(b) => first_block(&b.type_name, &b.nested),
        Spec::BlockList(b) | Spec::BlockTuple(b) | Spec::BlockSet(b) => {
            first_block(&b.type_name, &b.nested)
        }
        Spec::BlockMap(b) | Spec::BlockObject(b) => first_block(&b.type_name, &b.nested),
        Spec::BlockAttrs(b) => match blocks_of_type(&content.blocks, &b.type_name).next() {
            Some(block) => block.def_range.clone(),
            None => missing(),
        },
        // Outside a block with that label (a mistake in the spec), where it would go.
        Spec::BlockLabel(l) => match labels.get(l.index) {
            Some(label) => label.range.clone(),
            None => missing(),
        },
        Spec::Default(_) => missing(),
        Spec::Transform(t) => content_source_range(&t.wrapped, content, labels),
        Spec::TransformFunc(t) => content_source_range(&t.wrapped, content, labels),
    }
}
