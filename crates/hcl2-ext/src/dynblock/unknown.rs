//! The body of the one block a `dynamic` block with an unknown `for_each` generates:
//! its content as written, but every attribute (at any depth) unknown.

use hcl2_core::closure::ValueExpression;
use hcl2_core::{Attributes, Block, Body, BodyContent, BodySchema, Diagnostics, Range};
use hcl2_value::Value;

use super::owned::rewrap;

/// A body whose attributes all read as unknown values of unknown type.
#[derive(Debug)]
pub(super) struct UnknownBody<'a>(pub(super) Box<dyn Body + 'a>);

impl Body for UnknownBody<'_> {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        let (content, diags) = self.0.content(schema);
        (unknown_content(content), diags)
    }
    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        let (content, remain, diags) = self.0.partial_content(schema);
        (
            unknown_content(content),
            Box::new(UnknownBody(remain)),
            diags,
        )
    }
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        let (attrs, diags) = self.0.just_attributes();
        (unknown_attributes(attrs), diags)
    }
    fn missing_item_range(&self) -> Range {
        self.0.missing_item_range()
    }
}

fn unknown_content(content: BodyContent<'_>) -> BodyContent<'_> {
    let blocks = content.blocks.into_iter().map(unknown_block).collect();
    BodyContent {
        attributes: unknown_attributes(content.attributes),
        blocks,
        missing_item_range: content.missing_item_range,
    }
}

/// A block whose body (and everything in it) is unknown.
fn unknown_block(block: Block<'_>) -> Block<'_> {
    rewrap(block, |body| Box::new(UnknownBody(body)))
}

fn unknown_attributes(attrs: Attributes<'_>) -> Attributes<'_> {
    attrs
        .into_iter()
        .map(|(name, mut attr)| {
            attr.expr = Box::new(ValueExpression::new(Value::dynamic(), attr.expr.range()));
            (name, attr)
        })
        .collect()
}
