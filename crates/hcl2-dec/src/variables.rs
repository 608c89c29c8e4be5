//! The variables a body refers to in the parts a spec decodes (the reference's
//! `hcldec.Variables`), so that a caller can build a context holding just those.

use hcl2_core::{Body, BodyContent, Traversal};

use crate::decode::block_attrs_block;
use crate::label::blocks_of_type;
use crate::schema::implied_schema;
use crate::spec::Spec;

/// The variable references `spec` would evaluate in `body`: for each spec applied to the
/// body (in spec order), its attribute's references, and those of the blocks it decodes
/// with their nested specs. Best effort: the body is taken partially and nothing is
/// reported.
pub fn variables(body: &dyn Body, spec: &Spec) -> Vec<Traversal> {
    let (content, _, _) = body.partial_content(&implied_schema(spec));
    let mut found = Vec::new();
    spec.visit_same_body(&mut |s| found.extend(needed(s, &content)));
    found
}

/// The references `spec` itself evaluates from `content`.
fn needed(spec: &Spec, content: &BodyContent<'_>) -> Vec<Traversal> {
    let in_blocks = |type_name: &str, nested: &Spec, only_first: bool| {
        let blocks = blocks_of_type(&content.blocks, type_name);
        let take = if only_first { 1 } else { usize::MAX };
        blocks
            .take(take)
            .flat_map(|b| variables(b.body.as_ref(), nested))
            .collect()
    };
    match spec {
        Spec::Attr(a) => content
            .attributes
            .get(&a.name)
            .map(|attr| attr.expr.variables())
            .unwrap_or_default(),
        Spec::Expr(expr) => expr.variables(),
        Spec::Block(b) => in_blocks(&b.type_name, &b.nested, true),
        Spec::BlockList(b) | Spec::BlockTuple(b) | Spec::BlockSet(b) => {
            in_blocks(&b.type_name, &b.nested, false)
        }
        Spec::BlockMap(b) | Spec::BlockObject(b) => in_blocks(&b.type_name, &b.nested, false),
        Spec::BlockAttrs(b) => {
            let Some(block) = block_attrs_block(b, content) else {
                return Vec::new();
            };
            let (attrs, diags) = block.body.just_attributes();
            if diags.has_errors() {
                return Vec::new();
            }
            let mut vars: Vec<Traversal> =
                attrs.values().flat_map(|a| a.expr.variables()).collect();
            // In source order, so that messages about them come in that order too.
            vars.sort_by_key(|t| t.range().map_or(0, |r| r.start.byte));
            vars
        }
        _ => Vec::new(),
    }
}
