//! Structural nodes: bodies, attributes and blocks.

use compact_str::CompactString;
use hcl2_core::Span;

use super::expr::Expr;

/// A body: attributes and blocks in source order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Body {
    /// Attributes in source order (names are unique within a body).
    pub attributes: Box<[Attribute]>,
    /// Blocks in source order.
    pub blocks: Box<[Block]>,
    /// The body's content (for a block, between the braces).
    pub span: Span,
    /// Where the body ends (the closing brace, or the end of the file).
    pub end_span: Span,
}

/// `name = expr`.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    /// The value expression.
    pub expr: Expr,
    /// Name to the end of the expression.
    pub span: Span,
    /// Where the name is (the name is that source text).
    pub name_span: Span,
    /// The `=`.
    pub equals_span: Span,
}

/// A block label: a quoted string or an identifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// The label's value (escapes decoded).
    pub value: CompactString,
    /// Where it is (quotes included).
    pub span: Span,
}

/// `type "label" ident { body }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Where the type name is (the name is that source text).
    pub type_span: Span,
    /// The labels.
    pub labels: Box<[Label]>,
    /// The block's body.
    pub body: Body,
    /// The `{`.
    pub open_brace_span: Span,
    /// The `}`.
    pub close_brace_span: Span,
    /// Type name to `}`.
    pub span: Span,
}

impl Body {
    /// The attribute named `name`, if any (`src` is the text the body was parsed from).
    pub fn attribute(&self, name: &str, src: &str) -> Option<&Attribute> {
        self.attributes.iter().find(|a| a.name(src) == name)
    }
}

impl Attribute {
    /// The attribute name, read from `src`, the text it was parsed from.
    pub fn name<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.name_span)
    }
}

impl Block {
    /// The block type, read from `src`, the text it was parsed from.
    pub fn type_name<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.type_span)
    }
}
