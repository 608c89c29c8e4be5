//! Structural nodes: bodies, attributes and blocks.
//!
//! A block is 40 bytes and keeps what its text does not say again: where its type name,
//! `{`, body and `}` end (the type name's end and the body's start are read from the
//! text). A block body made only of `name = <plain constant>` arguments, without errors,
//! stores no [`Attribute`] nodes: its arguments are read again from its text, as a plain
//! collection's elements are (issue 29: a file of small blocks parses within 4× its
//! size).

use hcl2_core::Span;

use super::expr::Expr;
use super::nodes::{Ids, Nodes, Tree};
use super::plain::PlainScan;
use crate::lexer::{identifier_end, next_token, Tok};

/// A body: attributes and blocks in source order. A block's is made when asked
/// ([`Block::body`]); read its attributes with [`Body::attributes`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Body {
    attributes: AttributeRun,
    blocks: Ids<Block>,
    span: Span,
}

/// Where a body's attributes are.
#[derive(Clone, Copy, Debug, PartialEq)]
enum AttributeRun {
    /// Stored among the parse's nodes.
    Stored(Ids<Attribute>),
    /// Plain arguments read again from `text` (a block's braces and what is between
    /// them), `count` of them.
    Plain { count: u32, text: Span },
}

impl Default for AttributeRun {
    fn default() -> Self {
        AttributeRun::Stored(Ids::EMPTY)
    }
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

/// `type "label" ident { body }`: 32 bytes, its labels kept with the other nodes, its
/// body made when asked ([`Block::body`]).
///
/// Where the `{` is and where the body ends are read from the text: the `{` is the
/// token after the labels, and the body ends at the `}` (for a one-line block, with its
/// argument). A block for which that reading is wrong (a definition with errors) keeps
/// both in one more label after its own, flagged in `labels_len`.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Where the type name starts (it ends where the identifier does).
    type_start: u32,
    /// The labels (and the positions the text does not say, see [`IRREGULAR`]).
    labels_start: u32,
    labels_len: u32,
    /// The body's attributes: stored, or (see [`Ids::counted`]) how many plain ones
    /// its text holds.
    attributes: Ids<Attribute>,
    blocks: Ids<Block>,
    /// Where the block ends (after its `}`).
    end: u32,
}

/// The flag in [`Block::labels_len`] of a block whose last label holds where its `{`
/// and its body's end are (a label's span from one to the other). Blocks have fewer
/// than 2^31 labels: each takes two bytes of input at least.
const IRREGULAR: u32 = 1 << 31;

/// A body's attributes in source order, read from the nodes or, for a body of plain
/// arguments, from the text ([`Body::attributes`]).
#[derive(Clone, Debug)]
pub struct BodyAttributes<'t> {
    from: From<'t>,
    left: usize,
}

#[derive(Clone, Debug)]
enum From<'t> {
    Nodes(std::slice::Iter<'t, Attribute>),
    Text(PlainScan<'t>),
}

impl Iterator for BodyAttributes<'_> {
    type Item = Attribute;

    fn next(&mut self) -> Option<Attribute> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        match &mut self.from {
            From::Nodes(stored) => stored.next().copied(),
            From::Text(scan) => {
                let item = scan.next_item()?;
                let name_span = item.key.expr.span();
                Some(Attribute {
                    expr: item.value,
                    span: name_span.to(item.value.span()),
                    name_span,
                })
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for BodyAttributes<'_> {}

impl Body {
    /// A body with `attributes` and `blocks` stored, written at `span`.
    pub(crate) fn stored(attributes: Ids<Attribute>, blocks: Ids<Block>, span: Span) -> Body {
        Body {
            attributes: AttributeRun::Stored(attributes),
            blocks,
            span,
        }
    }

    /// A body written at `span` of `count` plain arguments, read again from `text`
    /// (the block's braces and what is between them).
    pub(crate) fn plain(count: usize, span: Span, text: Span) -> Body {
        Body {
            attributes: AttributeRun::Plain {
                count: u32::try_from(count).expect("fewer arguments than input bytes"),
                text,
            },
            blocks: Ids::EMPTY,
            span,
        }
    }

    /// The body's attributes in source order, given `src` and `nodes`, the text and the
    /// nodes of the parse that made it (names are unique within a body).
    ///
    /// ```
    /// use hcl2_core::Pos;
    ///
    /// let src = "service \"web\" {\n  port = 8080\n  name = \"api\"\n}\n";
    /// let parsed = hcl2_native::parse_config(src.as_bytes(), "s.hcl", Pos::START);
    /// let block = &parsed.value.blocks(&parsed.nodes)[0];
    /// let body = block.body(parsed.tree());
    /// let names: Vec<&str> = body
    ///     .attributes(src, &parsed.nodes)
    ///     .map(|a| a.name(src))
    ///     .collect();
    /// assert_eq!(names, ["port", "name"]);
    /// assert_eq!(body.attribute_count(), 2);
    /// assert_eq!(&src[body.span().start as usize..body.span().end as usize], "{\n  port = 8080\n  name = \"api\"\n}");
    /// ```
    pub fn attributes<'t>(&self, src: &'t str, nodes: &'t Nodes) -> BodyAttributes<'t> {
        match self.attributes {
            AttributeRun::Stored(ids) => BodyAttributes {
                from: From::Nodes(nodes[ids].iter()),
                left: ids.len(),
            },
            AttributeRun::Plain { count, text } => BodyAttributes {
                from: From::Text(PlainScan::inside(src, text)),
                left: count as usize,
            },
        }
    }

    /// The body's attributes when they are stored (not read again from the text).
    pub(crate) fn stored_attributes<'n>(&self, nodes: &'n Nodes) -> Option<&'n [Attribute]> {
        match self.attributes {
            AttributeRun::Stored(ids) => Some(&nodes[ids]),
            AttributeRun::Plain { .. } => None,
        }
    }

    /// How many attributes the body has.
    pub fn attribute_count(&self) -> usize {
        match self.attributes {
            AttributeRun::Stored(ids) => ids.len(),
            AttributeRun::Plain { count, .. } => count as usize,
        }
    }

    /// Whether the body's attributes are read again from its text rather than stored.
    pub(crate) fn kept_as_text(&self) -> bool {
        matches!(self.attributes, AttributeRun::Plain { .. })
    }

    /// The body's blocks in source order, from `nodes`, the nodes of the parse that
    /// made it.
    pub fn blocks<'n>(&self, nodes: &'n Nodes) -> &'n [Block] {
        &nodes[self.blocks]
    }

    /// Where the body is: for a block, its content between the braces (for a one-line
    /// block, its argument).
    pub fn span(&self) -> Span {
        self.span
    }

    /// The attribute named `name`, if any (`src` is the text the body was parsed from,
    /// `nodes` its nodes).
    pub fn attribute(&self, name: &str, src: &str, nodes: &Nodes) -> Option<Attribute> {
        self.attributes(src, nodes).find(|a| a.name(src) == name)
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
    /// A block whose type name is at `type_span`, with `labels` and `body`, its `{` at
    /// `open_brace` (the type name's start without one), ending at `end`, read from
    /// `read`; and, where the text does not say the `{` or the body's end, the label
    /// to keep after `labels` for them. `regular` when the parser knows the text says
    /// them (the `{` right after the labels, the body ending where a block's does), so
    /// there is nothing to read again. Place the labels with [`Block::labels_at`].
    pub(crate) fn new(
        type_span: Span,
        labels: &[Label],
        body: &Body,
        (open_brace, end): (u32, u32),
        regular: bool,
        read: Read<'_>,
    ) -> (Block, Option<Label>) {
        let attributes = match body.attributes {
            AttributeRun::Stored(ids) => ids,
            AttributeRun::Plain { count, .. } => Ids::counted(count),
        };
        let mut block = Block {
            type_start: type_span.start,
            labels_start: 0,
            labels_len: u32::try_from(labels.len()).expect("fewer labels than input bytes"),
            attributes,
            blocks: body.blocks,
            end,
        };
        let irregular = !regular && {
            let after_labels = labels.last().map_or(type_span.end, |l| l.span.end);
            block.read_open_brace(read, after_labels) != open_brace
                || block.read_body_end(read, open_brace) != body.span.end
        };
        let extra = irregular.then(|| {
            block.labels_len |= IRREGULAR;
            Label {
                span: Span::new(open_brace, body.span.end),
                decoded: None,
            }
        });
        (block, extra)
    }

    /// Places the block's labels (the extra one included) at `start` of the parse's
    /// labels.
    pub(crate) fn labels_at(&mut self, start: Ids<Label>) {
        self.labels_start = start.start();
    }

    /// Where the type name is, found in `src`, the text the block was parsed from.
    pub fn type_span(&self, src: &str) -> Span {
        let end = identifier_end(src, self.type_start as usize);
        Span::new(self.type_start, end as u32)
    }

    /// The block type, read from `src`, the text it was parsed from.
    pub fn type_name<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.type_span(src))
    }

    /// The labels, in order, from `nodes`, the nodes of the parse that made the block.
    pub fn labels<'n>(&self, nodes: &'n Nodes) -> &'n [Label] {
        &nodes[Ids::run(self.labels_start, self.labels_len & !IRREGULAR)]
    }

    /// The block's body, given `tree`, the text and nodes of the parse that made it.
    pub fn body(&self, tree: Tree<'_>) -> Body {
        self.body_in(Read::of(tree))
    }

    /// [`Block::body`] from the text and the nodes.
    pub(crate) fn body_in(&self, read: Read<'_>) -> Body {
        let (open, body_end) = self.open_and_body_end(read);
        let attributes = if self.attributes.is_counted() {
            AttributeRun::Plain {
                count: self.attributes.len() as u32,
                text: Span::new(open, self.end),
            }
        } else {
            AttributeRun::Stored(self.attributes)
        };
        Body {
            attributes,
            blocks: self.blocks,
            span: Span::new(self.body_start(read.src, open), body_end),
        }
    }

    /// Where the `{` is and where the body ends.
    pub(crate) fn open_and_body_end(&self, read: Read<'_>) -> (u32, u32) {
        if self.labels_len & IRREGULAR != 0 {
            let len = (self.labels_len & !IRREGULAR) + 1;
            let kept = &read.nodes[Ids::<Label>::run(self.labels_start, len)];
            let span = kept[kept.len() - 1].span;
            return (span.start, span.end);
        }
        let after_labels = match self.labels(read.nodes).last() {
            Some(last) => last.span.end,
            None => self.type_span(read.src).end,
        };
        let open = self.read_open_brace(read, after_labels);
        (open, self.read_body_end(read, open))
    }

    /// Where the text says the `{` is: the token after the labels (which end at
    /// `after_labels`), if it is one; otherwise (a definition without one) the type
    /// name's start.
    fn read_open_brace(&self, read: Read<'_>, after_labels: u32) -> u32 {
        match next_kind(read.src, after_labels) {
            (Tok::OBrace, at) => at,
            _ => self.type_start,
        }
    }

    /// Where the text says the body ends, given its `{` at `open`: at the `}`, or for a
    /// one-line block, after its argument; the type name's end without a `{`.
    fn read_body_end(&self, read: Read<'_>, open: u32) -> u32 {
        if open == self.type_start {
            return self.type_span(read.src).end;
        }
        if self.attributes.is_empty() || !one_line(read.src, open) {
            return self.end;
        }
        let first = if self.attributes.is_counted() {
            if let Some(end) = plain_value_end(read.src, self.end) {
                return end;
            }
            let text = Span::new(open, self.end);
            let plain = AttributeRun::Plain { count: 1, text };
            let body = Body {
                attributes: plain,
                ..Body::default()
            };
            body.attributes(read.src, read.nodes).next()
        } else {
            read.nodes[self.attributes].first().copied()
        };
        first.map_or(self.end, |a| a.span.end)
    }

    /// Where the body starts, given its `{` at `open`: there, or for a one-line block,
    /// at its argument; at the type name for a block definition without a `{`.
    fn body_start(&self, src: &str, open: u32) -> u32 {
        if open == self.type_start || self.attributes.is_empty() {
            return open;
        }
        match next_kind(src, open + 1) {
            (Tok::Newline | Tok::Eof | Tok::CBrace, _) => open,
            (_, start) => start,
        }
    }

    /// The `{`; for a block definition without one (an error), the type name, given
    /// `tree`, the text and nodes of the parse that made the block.
    pub fn open_brace_span(&self, tree: Tree<'_>) -> Span {
        let (open, _) = self.open_and_body_end(Read::of(tree));
        if open == self.type_start {
            self.type_span(tree.text())
        } else {
            Span::new(open, open + 1)
        }
    }

    /// Type name to `}`.
    pub fn span(&self) -> Span {
        Span::new(self.type_start, self.end)
    }
}

/// Where the value of a one-line block's plain argument ends, the block ending at
/// `end` (after its `}`): after the last byte before the `}` and the spaces before it,
/// when that byte ends a plain constant (a digit or letter, a quote, a bracket or a
/// brace); `None` for anything else (a comment), which the scanner reads.
fn plain_value_end(src: &str, end: u32) -> Option<u32> {
    let before = src.as_bytes().get(..(end as usize).checked_sub(1)?)?;
    let last = before.iter().rposition(|&c| c != b' ' && c != b'\t')?;
    let ends_value = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'"' | b']' | b'}');
    ends_value(before[last]).then_some(last as u32 + 1)
}

/// Whether the block whose `{` is at `open` is a one-line block: something other than
/// a newline or the `}` follows its `{`.
fn one_line(src: &str, open: u32) -> bool {
    let (kind, _) = next_kind(src, open + 1);
    !matches!(kind, Tok::Newline | Tok::Eof | Tok::CBrace)
}

/// The kind and start of the token at `at` of `src`, newlines being tokens: after
/// spaces, a brace, a newline or an ASCII name read byte by byte (what follows a
/// block's labels and its `{` almost always is), anything else by the lexer.
fn next_kind(src: &str, at: u32) -> (Tok, u32) {
    let bytes = src.as_bytes();
    let mut i = at as usize;
    while let Some(b' ' | b'\t') = bytes.get(i) {
        i += 1;
    }
    let kind = match bytes.get(i) {
        Some(b'{') => Tok::OBrace,
        Some(b'}') => Tok::CBrace,
        Some(b'\n') => Tok::Newline,
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => Tok::Ident,
        _ => {
            let token = next_token(src, at as usize, true);
            return (token.kind, token.span.start);
        }
    };
    (kind, i as u32)
}

/// The text and nodes a block is read from.
#[derive(Clone, Copy)]
pub(crate) struct Read<'a> {
    pub(crate) src: &'a str,
    pub(crate) nodes: &'a Nodes,
}

impl<'a> Read<'a> {
    fn of(tree: Tree<'a>) -> Read<'a> {
        Read {
            src: tree.file.text(),
            nodes: tree.nodes,
        }
    }
}

#[cfg(test)]
mod tests {
    use hcl2_core::{Pos, Span};

    use super::{Attribute, Block, Body};
    use crate::ast::plain::STORE_EVERY_COLLECTION;
    use crate::ast::Nodes;

    #[test]
    fn labels_keep_a_copy_only_when_the_value_is_not_the_source_text() {
        let src = "b \"x\\\"y\" \"plain\" ident \"\" {}\n";
        let parsed = crate::parse_config(src.as_bytes(), "l.hcl", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
        let labels = parsed.value.blocks(&parsed.nodes)[0].labels(&parsed.nodes);
        let values: Vec<&str> = labels.iter().map(|l| l.value(src)).collect();
        assert_eq!(values, ["x\"y", "plain", "ident", ""]);
        let copied: Vec<bool> = labels.iter().map(|l| l.decoded.is_some()).collect();
        assert_eq!(copied, [true, false, false, false]);
    }

    #[test]
    fn nodes_keep_their_sizes() {
        assert_eq!(std::mem::size_of::<super::Label>(), 16);
        assert_eq!(std::mem::size_of::<Block>(), 32);
        assert_eq!(std::mem::size_of::<Attribute>(), 32);
    }

    #[test]
    fn an_attributes_equals_sign_is_found_after_its_name() {
        let src = "a = 1\nbb /* c */\t= 2\nc {\n  d=3\n}\n";
        let parsed = crate::parse_config(src.as_bytes(), "e.hcl", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
        let nodes = &parsed.nodes;
        let mut attrs: Vec<Attribute> = parsed.value.attributes(src, nodes).collect();
        let block = &parsed.value.blocks(nodes)[0];
        attrs.extend(block.body(parsed.tree()).attributes(src, nodes));
        let found: Vec<u32> = attrs.iter().map(|a| a.equals_span(src).start).collect();
        assert_eq!(found, [2, 17, 28]);
        assert!(attrs.iter().all(|a| a.equals_span(src).len() == 1));
    }

    #[test]
    fn a_blocks_open_brace_is_its_brace_or_without_one_its_type_name() {
        let src = "blk \"x\"  {\n}\nbad \"y\"\n";
        let parsed = crate::parse_config(src.as_bytes(), "b.hcl", Pos::START);
        let (blocks, tree) = (parsed.value.blocks(&parsed.nodes), parsed.tree());
        assert_eq!(blocks[0].open_brace_span(tree), Span::new(9, 10));
        assert_eq!(&src[9..10], "{");
        assert_eq!(blocks[1].open_brace_span(tree), blocks[1].type_span(src));
        assert_eq!(blocks[1].type_span(src), Span::new(13, 16));
    }

    #[test]
    fn an_invalid_quoted_label_reads_as_its_stand_in() {
        let src = "b \"a${x}\" {}\n";
        let parsed = crate::parse_config(src.as_bytes(), "l.hcl", Pos::START);
        assert!(!parsed.diagnostics.is_empty());
        let block = &parsed.value.blocks(&parsed.nodes)[0];
        assert_eq!(block.labels(&parsed.nodes)[0].value(src), "a${ ... }");
    }

    /// Everything a reader sees of a body and its blocks, depth first: spans, names,
    /// and each argument's value and diagnostics.
    fn readings(
        body: &Body,
        src: &str,
        nodes: &Nodes,
        file: &hcl2_core::SourceFile,
    ) -> Vec<String> {
        let tree = crate::ast::Tree::new(file, nodes);
        let mut out = vec![format!("body {:?} {}", body.span(), body.attribute_count())];
        for a in body.attributes(src, nodes) {
            let (value, diags) = crate::evaluate(&a.expr, tree, None);
            out.push(format!(
                "attr {} {:?} {:?} {:?} {:?} {value:?} {}",
                a.name(src),
                a.name_span,
                a.span,
                a.equals_span(src),
                a.expr.span(),
                diags.len(),
            ));
        }
        for b in body.blocks(nodes) {
            out.push(format!(
                "block {} {:?} {:?} {:?}",
                b.type_name(src),
                b.type_span(src),
                b.span(),
                b.open_brace_span(tree)
            ));
            out.extend(readings(&b.body(tree), src, nodes, file));
        }
        out
    }

    /// Parses `src` keeping plain bodies as text (or not): what is read, and how many
    /// block bodies were kept as text.
    fn read_back(src: &str, store_all: bool) -> (Vec<String>, usize, String) {
        STORE_EVERY_COLLECTION.with(|s| s.set(store_all));
        let parsed = crate::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        STORE_EVERY_COLLECTION.with(|s| s.set(false));
        let nodes = &parsed.nodes;
        let kept = parsed
            .value
            .blocks(nodes)
            .iter()
            .filter(|b| b.body(parsed.tree()).kept_as_text())
            .count();
        let diags = format!("{:?}", parsed.diagnostics);
        (
            readings(&parsed.value, src, nodes, &parsed.source),
            kept,
            diags,
        )
    }

    #[test]
    fn a_block_of_plain_arguments_reads_exactly_as_one_stored() {
        let kept_as_text = [
            "b { x = 1 }\n",
            "b {x=1}\n",
            "b \"l\" other { x = \"s\" }\n",
            "b {\n  x = 1\n  y = \"two\"\n  z = [1, [true, null], {k = \"v\"}]\n}\n",
            "b {\n  # comment\n  x = 1 // trailing\n  /* inline */ y = false\n\n}\n",
            "b {\r\n  x = 1\r\n  y = {\r\n    a = 2\r\n  }\r\n}\r\n",
            "b {\n  true = 1\n  null = 2\n  ünï = 3\n  a-b = 4\n}\n",
            "b { x = {a = [1, 2], \"b\" = 3} }\n",
            "b {\n  x = 4294967295\n}\nc { y = \"\" }",
        ];
        let stored = [
            "b {}\n",
            "b {\n}\n",
            "b { x = a }\n",
            "b { x = 1.5 }\n",
            "b {\n  x = 1\n  c {}\n}\n",
            "b {\n  x = 1\n  y = \"${v}\"\n}\n",
            "b {\n  x = 1\n  x = 2\n}\n",
            "b { x = 1, }\n",
            "b { x = 1\n}\n",
            "b {\n  x = 1 y = 2\n}\n",
            "b {\n  x = 1\n",
            "b \"l\"\n",
            "b { x = }\n",
            "b {\n  x = 4294967296\n}\n",
            "b { x = -1 }\n",
        ];
        for src in kept_as_text.iter().chain(&stored) {
            let (text, kept, diags) = read_back(src, false);
            let (nodes, none, stored_diags) = read_back(src, true);
            assert_eq!(text, nodes, "{src:?}");
            assert_eq!(diags, stored_diags, "{src:?}");
            assert_eq!(none, 0, "{src:?}");
            assert_eq!(kept > 0, kept_as_text.contains(src), "{src:?}: {text:#?}");
        }
        // Their text says where each `{` and body end is: no block keeps them.
        for src in kept_as_text {
            let parsed = crate::parse_config(src.as_bytes(), "t.hcl", Pos::START);
            let blocks = parsed.value.blocks(&parsed.nodes);
            let labels: usize = blocks.iter().map(|b| b.labels(&parsed.nodes).len()).sum();
            assert_eq!(parsed.nodes.count::<super::Label>(), labels, "{src:?}");
        }
    }

    #[test]
    fn every_prefix_of_block_definitions_with_errors_reads_back_as_parsed() {
        let src = concat!(
            "a \"x\" /* c */ {\n  v = 1\n}\n",
            "b{x=1}\nc \"l\"{ y = [1, {z = 2}] }\n",
            "d \"${x}\" { w = 1 }\n",
            "m {\n  n = 1 junk\n  o = 2\n}\n",
            "e \"a\\\"b\" id { u = \"s\" # t\n}\n",
            "f { g = 1, }\nh { i = }\nj = 2\nk \"m\"\nl {\n  n = 1 o = 2\n}\n",
            "p { q {\n} }\nr \"\" {\r\n  s = null\r\n}\r\n",
            "t \"${\" {\n  x = 1\n}\nu = {\nv { w = 1 }\n",
        );
        for end in (0..=src.len()).filter(|&end| src.is_char_boundary(end)) {
            let prefix = &src[..end];
            let (text, _, diags) = read_back(prefix, false);
            let (nodes, _, stored_diags) = read_back(prefix, true);
            assert_eq!(text, nodes, "{prefix:?}");
            assert_eq!(diags, stored_diags, "{prefix:?}");
        }
    }
}
