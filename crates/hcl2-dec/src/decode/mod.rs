//! Decoding a body with a spec, as the reference's `hcldec.Decode` does: the body's
//! content is taken with the spec's [implied schema](crate::schema::implied_schema)
//! (which reports anything missing or unexpected), then each spec kind builds its value
//! from that content. Block kinds decode each selected block's body the same way with
//! their nested spec, always in full (only the top level may be partial).
//!
//! Each kind has its own module; this one dispatches.

mod attr;
mod block;
mod block_attrs;
mod block_map;
mod block_sequence;
mod combine;
mod streamed;

use hcl2_core::{Body, BodyContent, Diagnostics, EvalContext};
use hcl2_value::Value;

use crate::label::Label;
use crate::schema::implied_schema;
use crate::spec::Spec;
use streamed::Content;

/// What decoding a body gives: the value, the leftover body of a partial decode, and
/// the diagnostics.
pub(crate) type Decoded<'b> = (Value, Option<Box<dyn Body + 'b>>, Diagnostics);

/// Decodes `body` (of a block with `labels`, if any) with `spec`; with `partial`,
/// whatever the spec does not read is returned as a leftover body instead of being an
/// error.
pub(crate) fn decode_body<'b>(
    body: &'b dyn Body,
    labels: &[Label<'_>],
    ctx: Option<&EvalContext<'_>>,
    spec: &Spec,
    partial: bool,
) -> Decoded<'b> {
    let schema = implied_schema(spec);
    if partial {
        let (content, rest, mut diags) = body.partial_content(&schema);
        let content = Content::collected(&content, body, &schema);
        let (value, value_diags) = decode_content(spec, &content, labels, ctx);
        diags.extend(value_diags);
        return (value, Some(rest), diags);
    }
    let mut plan = streamed::plan(spec, &schema);
    let (taken, mut diags) = if plan.is_empty() {
        body.content(&schema)
    } else {
        body.content_keeping(&schema, &mut |block| streamed::offer(&mut plan, block, ctx))
    };
    let content = Content::streamed(&taken, plan, body, &schema);
    let (value, value_diags) = decode_content(spec, &content, labels, ctx);
    diags.extend(value_diags);
    (value, None, diags)
}

/// Builds `spec`'s value from content already taken with its schema.
pub(crate) fn decode_content(
    spec: &Spec,
    content: &Content<'_, '_>,
    labels: &[Label<'_>],
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    match spec {
        Spec::Object(specs) => combine::object(specs, content, labels, ctx),
        Spec::Tuple(specs) => combine::tuple(specs, content, labels, ctx),
        Spec::Attr(s) => attr::decode(s, content, ctx),
        Spec::Literal(value) => (value.clone(), Diagnostics::new()),
        Spec::Expr(expr) => expr.value(ctx),
        Spec::Block(s) => block::decode(s, content, ctx),
        Spec::BlockList(s) => block_sequence::decode(s, block_sequence::Kind::List, content, ctx),
        Spec::BlockTuple(s) => block_sequence::decode(s, block_sequence::Kind::Tuple, content, ctx),
        Spec::BlockSet(s) => block_sequence::decode(s, block_sequence::Kind::Set, content, ctx),
        Spec::BlockMap(s) => block_map::decode(s, block_map::Kind::Map, content, ctx),
        Spec::BlockObject(s) => block_map::decode(s, block_map::Kind::Object, content, ctx),
        Spec::BlockAttrs(s) => block_attrs::decode(s, content, ctx),
        Spec::BlockLabel(s) => combine::label(s, content, labels),
        Spec::Default(s) => combine::default(s, content, labels, ctx),
        Spec::Transform(s) => combine::transform(s, content, labels, ctx),
        Spec::TransformFunc(s) => combine::transform_func(s, content, labels, ctx),
    }
}

/// The block a block attributes spec reads from `content` (the first of its type).
pub(crate) fn block_attrs_block<'c, 'b>(
    spec: &'c crate::spec::BlockAttrsSpec,
    content: &'c BodyContent<'b>,
) -> Option<&'c hcl2_core::Block<'b>> {
    block_attrs::find_block(spec, content).0
}

/// `value` converted to `ty`, a number written into a string printing at most the
/// context's [`EvalContext::max_number_len`] characters (the default limit without one).
pub(crate) fn convert_bounded(
    value: &Value,
    ty: &hcl2_value::Type,
    ctx: Option<&EvalContext<'_>>,
) -> hcl2_value::Result<Value> {
    let max = ctx.map_or(hcl2_value::json::DEFAULT_MAX_NUMBER_LEN, |c| {
        c.max_number_len()
    });
    hcl2_value::convert_limited(value, ty, max)
}
