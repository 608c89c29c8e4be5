//! Structural nodes: bodies, attributes and blocks.

use hcl2_core::Span;

use super::expr::Expr;
use super::nodes::{Ids, Nodes};

/// A body: attributes and blocks in source order.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Body {
    /// Attributes in source order (names are unique within a body).
    pub attributes: Ids<Attribute>,
    /// Blocks in source order.
    pub blocks: Ids<Block>,
    /// The body's content (for a block, between the braces).
    pub span: Span,
}

/// `name = expr`: 32 bytes (the `=` is found when asked, [`Attribute::equals_span`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Attribute {
    /// The value expression.
    pub expr: Expr,
    /// Name to the end of the expression.
    pub span: Span,
    /// Where the name is (the name is that source text).
    pub name_span: Span,
}

/// A block label: a quoted string or an identifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// Where it is (quotes included).
    pub span: Span,
    /// The value where it is not simply the source text (an identifier, or what is
    /// between the quotes): escapes decoded, or an invalid label's stand-in. Rare, so
    /// behind one pointer (a label is 16 bytes).
    pub decoded: Option<Box<String>>,
}

/// `type "label" ident { body }`: 52 bytes, its labels kept with the other nodes.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Where the type name is (the name is that source text).
    pub type_span: Span,
    /// The labels, in order (read them with [`Block::labels`]).
    pub labels: Ids<Label>,
    /// The block's body.
    pub body: Body,
    /// Where the `{` is (read its span with [`Block::open_brace_span`]); the type
    /// name's start for a block definition without one.
    pub open_brace: u32,
    /// Type name to `}`.
    pub span: Span,
}

impl Body {
    /// The attribute named `name`, if any (`src` is the text the body was parsed from,
    /// `nodes` its nodes).
    pub fn attribute<'n>(&self, name: &str, src: &str, nodes: &'n Nodes) -> Option<&'n Attribute> {
        nodes[self.attributes].iter().find(|a| a.name(src) == name)
    }
}

impl Attribute {
    /// The attribute name, read from `src`, the text it was parsed from.
    pub fn name<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.name_span)
    }

    /// Where the `=` is: the first token after the name (spaces and inline comments may
    /// come between), found in `src`, the text the attribute was parsed from.
    pub fn equals_span(&self, src: &str) -> Span {
        crate::lexer::next_token(src, self.name_span.end as usize, false).span
    }
}

impl Label {
    /// The label `value` written at `span` of `src`, keeping a copy only when the value
    /// is not the source text itself.
    pub fn new(value: &str, span: Span, src: &str) -> Label {
        let label = Label {
            span,
            decoded: None,
        };
        if label.written(src) == value {
            label
        } else {
            Label {
                decoded: Some(Box::new(value.to_owned())),
                ..label
            }
        }
    }

    /// The label's value (escapes decoded), given `src`, the text it was parsed from.
    pub fn value<'s>(&'s self, src: &'s str) -> &'s str {
        match &self.decoded {
            Some(v) => v,
            None => self.written(src),
        }
    }

    /// The source text of the value: inside the quotes of a quoted label.
    fn written<'s>(&self, src: &'s str) -> &'s str {
        let text = super::source_text(src, self.span);
        match text.strip_prefix('"') {
            Some(inner) => inner.strip_suffix('"').unwrap_or(inner),
            None => text,
        }
    }
}

impl Block {
    /// The block type, read from `src`, the text it was parsed from.
    pub fn type_name<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.type_span)
    }

    /// The labels, in order, from `nodes`, the nodes of the parse that made the block.
    pub fn labels<'n>(&self, nodes: &'n Nodes) -> &'n [Label] {
        &nodes[self.labels]
    }

    /// The `{`; for a block definition without one (an error), the type name.
    pub fn open_brace_span(&self) -> Span {
        if self.open_brace == self.type_span.start {
            self.type_span
        } else {
            Span::new(self.open_brace, self.open_brace + 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use hcl2_core::Pos;

    #[test]
    fn labels_keep_a_copy_only_when_the_value_is_not_the_source_text() {
        let src = "b \"x\\\"y\" \"plain\" ident \"\" {}\n";
        let parsed = crate::parse_config(src.as_bytes(), "l.hcl", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
        let labels = parsed.nodes[parsed.value.blocks][0].labels(&parsed.nodes);
        let values: Vec<&str> = labels.iter().map(|l| l.value(src)).collect();
        assert_eq!(values, ["x\"y", "plain", "ident", ""]);
        let copied: Vec<bool> = labels.iter().map(|l| l.decoded.is_some()).collect();
        assert_eq!(copied, [true, false, false, false]);
        assert_eq!(std::mem::size_of::<super::Label>(), 16);
        assert_eq!(std::mem::size_of::<super::Block>(), 52);
        assert_eq!(std::mem::size_of::<super::Attribute>(), 32);
        assert_eq!(std::mem::size_of::<super::Body>(), 24);
    }

    #[test]
    fn an_attributes_equals_sign_is_found_after_its_name() {
        let src = "a = 1\nbb /* c */\t= 2\nc {\n  d=3\n}\n";
        let parsed = crate::parse_config(src.as_bytes(), "e.hcl", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
        let nodes = &parsed.nodes;
        let mut attrs: Vec<&super::Attribute> = nodes[parsed.value.attributes].iter().collect();
        attrs.extend(&nodes[nodes[parsed.value.blocks][0].body.attributes]);
        let found: Vec<u32> = attrs.iter().map(|a| a.equals_span(src).start).collect();
        assert_eq!(found, [2, 17, 28]);
        assert!(attrs.iter().all(|a| a.equals_span(src).len() == 1));
    }

    #[test]
    fn a_blocks_open_brace_is_its_brace_or_without_one_its_type_name() {
        let src = "blk \"x\"  {\n}\nbad \"y\"\n";
        let parsed = crate::parse_config(src.as_bytes(), "b.hcl", Pos::START);
        let blocks = &parsed.nodes[parsed.value.blocks];
        assert_eq!(blocks[0].open_brace_span(), hcl2_core::Span::new(9, 10));
        assert_eq!(&src[9..10], "{");
        assert_eq!(blocks[1].open_brace_span(), blocks[1].type_span);
    }

    #[test]
    fn an_invalid_quoted_label_reads_as_its_stand_in() {
        let src = "b \"a${x}\" {}\n";
        let parsed = crate::parse_config(src.as_bytes(), "l.hcl", Pos::START);
        assert!(!parsed.diagnostics.is_empty());
        let block = &parsed.nodes[parsed.value.blocks][0];
        assert_eq!(block.labels(&parsed.nodes)[0].value(src), "a${ ... }");
    }
}
