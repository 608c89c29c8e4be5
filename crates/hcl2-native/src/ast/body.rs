//! Structural nodes: bodies, attributes and blocks.
//!
//! A block is 12 bytes and keeps only what its text does not say again: where its type
//! name starts and where it ends, and a count or a record for the rest (labels, `{`,
//! body's end and body's runs are read from the text where it says them, see
//! [`Block`]). A block body made only of `name = <plain constant>` arguments, without
//! errors, stores no [`Attribute`] nodes: its arguments are read again from its text,
//! as a plain collection's elements are (issue 29: a file of small blocks parses within
//! 4× its size).

use hcl2_core::{SourceFile, Span};
use smallvec::SmallVec;

use super::expr::Expr;
use super::nodes::{Ids, Node, Nodes, Tree};
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
    /// Plain arguments read again from `text` (what is between a block's braces, or
    /// the stretch of a file's body they span), `count` of them; with the parser when
    /// `parsed` (some values are kept as their text, see [`crate::parser::deferred`]).
    Plain {
        count: u32,
        text: Span,
        parsed: bool,
    },
}

impl AttributeRun {
    /// The plain arguments a block's parts count (see [`PARSED_ARGUMENTS`]), read
    /// again from `text`.
    fn counted(ids: Ids<Attribute>, text: Span) -> AttributeRun {
        let count = ids.len() as u32;
        AttributeRun::Plain {
            count: count & !PARSED_ARGUMENTS,
            text,
            parsed: count & PARSED_ARGUMENTS != 0,
        }
    }
}

impl Default for AttributeRun {
    fn default() -> Self {
        AttributeRun::Stored(Ids::EMPTY)
    }
}

/// `name = expr`: 24 bytes (where its name ends and its `=` are found in the text
/// when asked: [`Attribute::name_span`], [`Attribute::equals_span`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Attribute {
    /// The value expression.
    pub expr: Expr,
    /// Where the name starts.
    name_start: u32,
    /// Where the attribute ends: the end of the last token of its expression read.
    end: u32,
}

/// A block label as the parse keeps it, among the nodes, where the text after the type
/// name does not give it back as it is (read labels with [`Block::labels`]): a quoted
/// string or an identifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// Where it is (quotes included).
    pub span: Span,
    /// The value where it is not simply the source text (an identifier, or what is
    /// between the quotes): escapes decoded, or an invalid label's stand-in. Rare, so
    /// behind one pointer (a label is 16 bytes).
    pub decoded: Option<Box<String>>,
}

/// `type "label" ident { body }`: 12 bytes, its body made when asked ([`Block::body`]).
///
/// A block keeps where its type name starts and where it ends, and reads the rest from
/// the text where the text says it: its labels (identifiers, and quoted labels without
/// escapes or template sequences, are the tokens after the type name), its `{` (the
/// token after the labels) and where its body ends (at the `}`, or for a one-line block
/// with its argument). An empty body, or one of plain arguments read again from the
/// text, is a count; anything else (labels the text cannot give back, stored
/// arguments, nested blocks, the positions of a definition with errors) is in a record
/// of 4-byte words kept with the other nodes (issue 29: a file of tiny blocks
/// parses within 4× its size).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Block {
    /// Where the type name starts (it ends where the identifier does).
    type_start: u32,
    /// Where the block ends (after its `}`).
    end: u32,
    /// Below [`PARTS`], how many plain arguments the body has (none: empty); from it,
    /// [`PARTS`] plus where the block's record of parts starts.
    shape: u32,
}

/// The flag in [`Block::shape`] of a block whose parts are in a record.
const PARTS: u32 = 1 << 31;

/// The flag in the count of a body's plain arguments (in [`Block::shape`], or its
/// record) saying they are read with the parser: some values are kept as their text.
/// Texts are under 2^31 bytes (`parse::MAX_TEXT_LEN`) and an argument takes at least
/// four, so counts stay below it.
const PARSED_ARGUMENTS: u32 = 1 << 30;

/// One word of a block's record of parts: a header saying which parts follow (bits
/// [`HAS_LABELS`], [`HAS_AT`], [`HAS_ATTRIBUTES`], [`HAS_BLOCKS`]), then two words for
/// each, in that order; except that the header's bits from [`BLOCKS_LEN_SHIFT`] hold
/// the number of nested blocks where it fits (a block holding only nested blocks takes
/// 8 bytes more, not 12), and then only their start follows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct BlockPart(u32);

/// The record holds the labels' run (the text does not say them).
const HAS_LABELS: u32 = 1;
/// The record holds where the `{` is and where the body ends (the text does not say).
const HAS_AT: u32 = 2;
/// The record holds the body's attributes: stored, or [`Ids::counted`].
const HAS_ATTRIBUTES: u32 = 4;
/// The record holds the body's blocks.
const HAS_BLOCKS: u32 = 8;
/// The number of the body's blocks is a word of its own after their start, not in the
/// header (too many to fit there).
const BLOCKS_LEN_WORD: u32 = 16;
/// Where the number of the body's blocks starts in the header.
const BLOCKS_LEN_SHIFT: u32 = 5;

/// What a block has beyond its type name and its end, its record decoded.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Parts {
    /// The labels, where the text does not say them.
    pub(crate) labels: Option<Ids<Label>>,
    /// Where the `{` is and where the body ends, where the text does not say them.
    at: Option<(u32, u32)>,
    attributes: Ids<Attribute>,
    blocks: Ids<Block>,
}

/// A block's label as read: where it is (quotes included) and its value (escapes
/// decoded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockLabel<'t> {
    span: Span,
    value: &'t str,
}

/// A block's header read once ([`Block::header`]): its type name, its labels, its `{`
/// and its body.
#[derive(Clone, Debug)]
pub struct BlockHeader<'t> {
    type_name: &'t str,
    type_span: Span,
    labels: SmallVec<[BlockLabel<'t>; 2]>,
    open_brace: Span,
    body: Body,
}

impl<'t> BlockHeader<'t> {
    /// The block type.
    pub fn type_name(&self) -> &'t str {
        self.type_name
    }

    /// Where the type name is.
    pub fn type_span(&self) -> Span {
        self.type_span
    }

    /// The labels, in order.
    pub fn labels(&self) -> &[BlockLabel<'t>] {
        &self.labels
    }

    /// The type name through the last label (the reference's `DefRange`).
    pub fn def_span(&self) -> Span {
        let last = self.labels.last().map_or(self.type_span, |l| l.span);
        self.type_span.to(last)
    }

    /// The `{`; for a block definition without one (an error), the type name.
    pub fn open_brace_span(&self) -> Span {
        self.open_brace
    }

    /// The block's body.
    pub fn body(&self) -> Body {
        self.body
    }
}

/// A block's labels in order ([`Block::labels`]).
#[derive(Clone, Debug)]
pub struct BlockLabels<'t> {
    src: &'t str,
    from: LabelsFrom<'t>,
}

#[derive(Clone, Debug)]
enum LabelsFrom<'t> {
    Nodes(std::slice::Iter<'t, Label>),
    Text(u32),
}

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
            From::Text(scan) => scan.next_attribute(),
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
    /// (what is between a block's braces, or the stretch of a file's body they span),
    /// with the parser when `parsed`.
    pub(crate) fn plain(count: usize, span: Span, text: Span, parsed: bool) -> Body {
        Body {
            attributes: AttributeRun::Plain {
                count: u32::try_from(count).expect("fewer arguments than input bytes"),
                text,
                parsed,
            },
            blocks: Ids::EMPTY,
            span,
        }
    }

    /// The body's attributes in source order, given `tree`, the text and the nodes of
    /// the parse that made it (names are unique within a body).
    ///
    /// ```
    /// use hcl2_core::Pos;
    ///
    /// let src = "service \"web\" {\n  port = 8080\n  name = \"api\"\n}\n";
    /// let parsed = hcl2_native::parse_config(src.as_bytes(), "s.hcl", Pos::START);
    /// let block = &parsed.value.blocks(&parsed.nodes)[0];
    /// let body = block.body(parsed.tree());
    /// let names: Vec<&str> = body
    ///     .attributes(parsed.tree())
    ///     .map(|a| a.name(src))
    ///     .collect();
    /// assert_eq!(names, ["port", "name"]);
    /// assert_eq!(body.attribute_count(), 2);
    /// assert_eq!(&src[body.span().start as usize..body.span().end as usize], "{\n  port = 8080\n  name = \"api\"\n}");
    /// ```
    pub fn attributes<'t>(&self, tree: Tree<'t>) -> BodyAttributes<'t> {
        match self.attributes {
            AttributeRun::Stored(ids) => BodyAttributes {
                from: From::Nodes(tree.nodes[ids].iter()),
                left: ids.len(),
            },
            AttributeRun::Plain {
                count,
                text,
                parsed,
            } => BodyAttributes {
                from: From::Text(PlainScan::arguments(tree.file, text, parsed)),
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
    #[cfg(test)]
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

    /// The attribute named `name`, if any, given `tree`, the text and the nodes of the
    /// parse that made the body.
    pub fn attribute(&self, name: &str, tree: Tree<'_>) -> Option<Attribute> {
        let src = tree.file.text();
        self.attributes(tree).find(|a| a.has_name(src, name))
    }
}

impl Attribute {
    /// The attribute whose name is at `name_span`, whose value is `expr`, and which
    /// ends at `end`.
    pub fn new(name_span: Span, expr: Expr, end: u32) -> Attribute {
        Attribute {
            expr,
            name_start: name_span.start,
            end: end.max(name_span.end),
        }
    }

    /// Name to the end of the expression.
    pub fn span(&self) -> Span {
        Span::new(self.name_start, self.end)
    }

    /// Where the name is, found in `src`, the text the attribute was parsed from: the
    /// identifier it starts with.
    pub fn name_span(&self, src: &str) -> Span {
        let rest = src.get(self.name_start as usize..).unwrap_or("");
        let len = crate::lexer::identifier_len(rest);
        Span::new(self.name_start, self.name_start + len as u32)
    }

    /// Whether the attribute's name (in `src`, the text it was parsed from) is `name`:
    /// the text at its start is `name`, and no identifier character follows.
    pub(crate) fn has_name(&self, src: &str, name: &str) -> bool {
        name_at(src, self.name_start, name)
    }

    /// The attribute name, read from `src`, the text it was parsed from.
    pub fn name<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.name_span(src))
    }

    /// Where the `=` is: the first token after the name (spaces and inline comments may
    /// come between), found in `src`, the text the attribute was parsed from.
    pub fn equals_span(&self, src: &str) -> Span {
        crate::lexer::next_token(src, self.name_span(src).end as usize, false).span
    }
}

/// Whether the identifier starting at `start` of `src` is `name`: the text there is
/// `name`, and no identifier character follows.
pub(crate) fn name_at(src: &str, start: u32, name: &str) -> bool {
    let start = start as usize;
    let end = start + name.len();
    if src.as_bytes().get(start..end) != Some(name.as_bytes()) {
        return false;
    }
    match src.as_bytes().get(end) {
        None => true,
        Some(b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'-') => false,
        Some(b) if b.is_ascii() => true,
        Some(_) => start + crate::lexer::identifier_len(&src[start..]) == end,
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
        Label::plain_value(src, self.span)
    }

    /// The value of a label written at `span` of `src` that keeps no decoded copy: its
    /// text, inside the quotes of a quoted label.
    fn plain_value(src: &str, span: Span) -> &str {
        let text = super::source_text(src, span);
        match text.strip_prefix('"') {
            Some(inner) => inner.strip_suffix('"').unwrap_or(inner),
            None => text,
        }
    }
}

impl<'t> BlockLabel<'t> {
    /// Where the label is (quotes included).
    pub fn span(&self) -> Span {
        self.span
    }

    /// The label's value: escapes decoded, or an invalid label's stand-in.
    pub fn value(&self) -> &'t str {
        self.value
    }
}

impl<'t> Iterator for BlockLabels<'t> {
    type Item = BlockLabel<'t>;

    fn next(&mut self) -> Option<BlockLabel<'t>> {
        match &mut self.from {
            LabelsFrom::Nodes(stored) => stored.next().map(|l| BlockLabel {
                span: l.span,
                value: l.value(self.src),
            }),
            LabelsFrom::Text(at) => {
                let HeaderItem::Label(span) = header_item(self.src, *at) else {
                    return None;
                };
                *at = span.end;
                Some(BlockLabel {
                    span,
                    value: Label::plain_value(self.src, span),
                })
            }
        }
    }
}

/// Reads the labels the text says after a block's type name (which ends at `type_end`)
/// into `labels`, and returns what follows them.
fn read_labels<'t>(
    src: &'t str,
    type_end: u32,
    labels: &mut SmallVec<[BlockLabel<'t>; 2]>,
) -> HeaderItem {
    let mut at = type_end;
    loop {
        match header_item(src, at) {
            HeaderItem::Label(span) => {
                labels.push(BlockLabel {
                    span,
                    value: Label::plain_value(src, span),
                });
                at = span.end;
            }
            item => return item,
        }
    }
}

impl Parts {
    /// The record of these parts (its words, and how many), or `None` for a block that
    /// needs none (its labels, `{` and body's end read from the text, its body empty or
    /// of plain arguments).
    fn record(&self) -> Option<([BlockPart; 9], usize)> {
        let plain_count = self.attributes.is_empty()
            || (self.attributes.is_counted() && (self.attributes.len() as u32) < PARTS);
        if self.labels.is_none() && self.at.is_none() && self.blocks.is_empty() && plain_count {
            return None;
        }
        let mut words = [BlockPart(0); 9];
        let mut len = 1;
        let mut header = 0;
        let mut add = |flag: u32, pair: Option<(u32, u32)>| {
            if let Some((a, b)) = pair {
                header |= flag;
                words[len] = BlockPart(a);
                words[len + 1] = BlockPart(b);
                len += 2;
            }
        };
        let run = |start: u32, len: usize| (len > 0).then_some((start, len as u32));
        add(HAS_LABELS, self.labels.map(|l| (l.start(), l.len() as u32)));
        add(HAS_AT, self.at);
        add(
            HAS_ATTRIBUTES,
            run(self.attributes.start(), self.attributes.len()),
        );
        add(HAS_BLOCKS, run(self.blocks.start(), self.blocks.len()));
        let blocks = self.blocks.len() as u32;
        if blocks > 0 && blocks < 1 << (32 - BLOCKS_LEN_SHIFT) {
            header |= blocks << BLOCKS_LEN_SHIFT;
            len -= 1;
        } else if blocks > 0 {
            header |= BLOCKS_LEN_WORD;
        }
        words[0] = BlockPart(header);
        Some((words, len))
    }

    /// The parts the record at `start` of `words` holds.
    fn read(words: &[BlockPart], start: usize) -> Parts {
        let header = words[start].0;
        let mut next = start + 1;
        let mut word = |flag: u32| {
            (header & flag != 0).then(|| {
                next += 1;
                words[next - 1].0
            })
        };
        let mut pair = |flag: u32| Some((word(flag)?, word(flag)?));
        let labels = pair(HAS_LABELS).map(|(s, n)| Ids::run(s, n));
        let at = pair(HAS_AT);
        let attributes = pair(HAS_ATTRIBUTES).map_or(Ids::EMPTY, |(s, n)| Ids::run(s, n));
        let blocks = match word(HAS_BLOCKS) {
            Some(start) => {
                let len = word(BLOCKS_LEN_WORD).unwrap_or(header >> BLOCKS_LEN_SHIFT);
                Ids::run(start, len)
            }
            None => Ids::EMPTY,
        };
        Parts {
            labels,
            at,
            attributes,
            blocks,
        }
    }
}

impl Block {
    /// A block whose type name is at `type_span`, with `labels` (`None` where the text
    /// says them: see [`Block::labels_in_text`]) and `body`, its `{` at `open_brace` (the
    /// type name's start without one), ending at `end`, read from `src` and stored in
    /// `nodes`. `regular` when the parser knows the text says where the `{` and the
    /// body's end are (the `{` right after the labels, the body ending where a block's
    /// does), so there is nothing to read again.
    pub(crate) fn new(
        type_span: Span,
        labels: Option<Ids<Label>>,
        body: &Body,
        (open_brace, end): (u32, u32),
        regular: bool,
        file: &SourceFile,
        nodes: &mut Nodes,
    ) -> Block {
        let attributes = match body.attributes {
            AttributeRun::Stored(ids) => ids,
            AttributeRun::Plain { count, parsed, .. } => {
                assert!(
                    count < PARSED_ARGUMENTS,
                    "fewer arguments than a quarter of the text's bytes"
                );
                Ids::counted(if parsed {
                    count | PARSED_ARGUMENTS
                } else {
                    count
                })
            }
        };
        let mut parts = Parts {
            labels,
            at: None,
            attributes,
            blocks: body.blocks,
        };
        let mut block = Block {
            type_start: type_span.start,
            end,
            shape: 0,
        };
        let at = (open_brace, body.span.end);
        if !regular && block.read_at(&parts, Tree::new(file, nodes)) != at {
            parts.at = Some(at);
        }
        block.shape = match parts.record() {
            None => attributes.len() as u32,
            Some((words, len)) => {
                let start = nodes.add_all(words[..len].iter().copied()).start();
                // Texts are under 2^31 bytes (`parse::MAX_TEXT_LEN`), and records take
                // about a word per byte at most: the parser checks it (debug builds).
                assert!(start < PARTS, "fewer than 2^31 words of block records");
                PARTS | start
            }
        };
        block
    }

    /// How many words the records of the blocks in `nodes` take: at most the bytes of
    /// text before the last block's end, and three more (the parser checks it in debug
    /// builds), so a record's start fits [`Block::shape`]'s 31 bits.
    pub(crate) fn record_words(nodes: &Nodes) -> usize {
        BlockPart::all(nodes).len()
    }

    /// Whether the text after the type name (which ends at `type_end`) says `labels`
    /// exactly: each is a token there, none needs a decoded copy, and no other label
    /// follows them.
    pub(crate) fn labels_in_text(src: &str, type_end: u32, labels: &[Label]) -> bool {
        let mut at = type_end;
        for label in labels {
            match header_item(src, at) {
                HeaderItem::Label(span) if span == label.span && label.decoded.is_none() => {
                    at = span.end;
                }
                _ => return false,
            }
        }
        Block::no_label_at(src, at)
    }

    /// Whether the text at `at` (after the last label) holds no further label.
    pub(crate) fn no_label_at(src: &str, at: u32) -> bool {
        !matches!(header_item(src, at), HeaderItem::Label(_))
    }

    /// The block's parts, from `nodes`, the nodes of the parse that made it.
    pub(crate) fn parts(&self, nodes: &Nodes) -> Parts {
        if self.shape < PARTS {
            let attributes = if self.shape == 0 {
                Ids::EMPTY
            } else {
                Ids::counted(self.shape)
            };
            return Parts {
                attributes,
                ..Parts::default()
            };
        }
        Parts::read(BlockPart::all(nodes), (self.shape & !PARTS) as usize)
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

    /// The labels, in order, given `tree`, the text and nodes of the parse that made
    /// the block.
    ///
    /// ```
    /// use hcl2_core::Pos;
    ///
    /// let src = "resource \"aws_instance\" \"web\\u0021\" {}\n";
    /// let parsed = hcl2_native::parse_config(src.as_bytes(), "r.hcl", Pos::START);
    /// let block = &parsed.value.blocks(&parsed.nodes)[0];
    /// let labels: Vec<&str> = block.labels(parsed.tree()).map(|l| l.value()).collect();
    /// assert_eq!(labels, ["aws_instance", "web!"]);
    /// let first = block.labels(parsed.tree()).next().unwrap().span();
    /// assert_eq!(&src[first.start as usize..first.end as usize], "\"aws_instance\"");
    /// ```
    pub fn labels<'t>(&self, tree: Tree<'t>) -> BlockLabels<'t> {
        self.labels_in(tree)
    }

    /// [`Block::labels`] from the text and the nodes.
    pub(crate) fn labels_in<'t>(&self, read: Tree<'t>) -> BlockLabels<'t> {
        let from = match self.parts(read.nodes).labels {
            Some(ids) => LabelsFrom::Nodes(read.nodes[ids].iter()),
            None => LabelsFrom::Text(self.type_span(read.file.text()).end),
        };
        BlockLabels {
            src: read.file.text(),
            from,
        }
    }

    /// The block's body, given `tree`, the text and nodes of the parse that made it.
    ///
    /// ```
    /// use hcl2_core::Pos;
    ///
    /// let src = "server {\n  port = 80\n  tls {}\n}\n";
    /// let parsed = hcl2_native::parse_config(src.as_bytes(), "s.hcl", Pos::START);
    /// let server = &parsed.value.blocks(&parsed.nodes)[0];
    /// let body = server.body(parsed.tree());
    /// assert_eq!(body.attribute_count(), 1);
    /// assert_eq!(body.blocks(&parsed.nodes)[0].type_name(src), "tls");
    /// ```
    pub fn body(&self, tree: Tree<'_>) -> Body {
        self.body_in(tree)
    }

    /// [`Block::body`] from the text and the nodes.
    pub(crate) fn body_in(&self, read: Tree<'_>) -> Body {
        self.header_of(&self.parts(read.nodes), read).body
    }

    /// The body of a block of `parts` whose `{` is at `open`, starting at `start` and
    /// ending at `body_end`.
    fn body_at(&self, parts: &Parts, open: u32, (start, body_end): (u32, u32)) -> Body {
        let attributes = if parts.attributes.is_counted() {
            AttributeRun::counted(parts.attributes, Span::new(open + 1, self.end - 1))
        } else {
            AttributeRun::Stored(parts.attributes)
        };
        Body {
            attributes,
            blocks: parts.blocks,
            span: Span::new(start, body_end),
        }
    }

    /// The whole header, read once: type name, labels, `{` and body, given `tree`, the
    /// text and nodes of the parse that made the block. Reading a block through it
    /// costs one pass over its header, where [`Block::labels`], [`Block::body`] and
    /// [`Block::open_brace_span`] each read it again.
    ///
    /// ```
    /// use hcl2_core::{Pos, Span};
    ///
    /// let src = "resource \"aws_instance\" web {\n  ami = \"x\"\n}\n";
    /// let parsed = hcl2_native::parse_config(src.as_bytes(), "r.hcl", Pos::START);
    /// let header = parsed.value.blocks(&parsed.nodes)[0].header(parsed.tree());
    /// assert_eq!(header.type_name(), "resource");
    /// let labels: Vec<&str> = header.labels().iter().map(|l| l.value()).collect();
    /// assert_eq!(labels, ["aws_instance", "web"]);
    /// assert_eq!(header.def_span(), Span::new(0, 27));
    /// assert_eq!(header.open_brace_span(), Span::new(28, 29));
    /// assert_eq!(header.body().attribute_count(), 1);
    /// ```
    pub fn header<'t>(&self, tree: Tree<'t>) -> BlockHeader<'t> {
        self.header_of(&self.parts(tree.nodes), tree)
    }

    /// [`Block::header`] of a block of `parts`, from the text and the nodes.
    fn header_of<'t>(&self, parts: &Parts, read: Tree<'t>) -> BlockHeader<'t> {
        let type_span = self.type_span(read.file.text());
        let mut labels = SmallVec::new();
        // What follows the labels, when the text says them (read on to the end).
        let after = match parts.labels {
            Some(ids) => {
                let kept = &read.nodes[ids];
                labels.extend(kept.iter().map(|l| BlockLabel {
                    span: l.span,
                    value: l.value(read.file.text()),
                }));
                None
            }
            None => Some(read_labels(read.file.text(), type_span.end, &mut labels)),
        };
        let open = parts.at.map_or_else(
            || {
                let after_labels = labels.last().map_or(type_span.end, |l| l.span.end);
                match after.unwrap_or_else(|| header_item(read.file.text(), after_labels)) {
                    HeaderItem::Open(brace) => brace,
                    _ => self.type_start,
                }
            },
            |(open, _)| open,
        );
        let inline = self.inline_start(parts, read.file.text(), open);
        let body_end = match parts.at {
            Some((_, end)) => end,
            None if open == self.type_start => type_span.end,
            None => self.read_body_end(parts, read, open, inline.is_some()),
        };
        BlockHeader {
            type_name: super::source_text(read.file.text(), type_span),
            type_span,
            labels,
            open_brace: if open == self.type_start {
                type_span
            } else {
                Span::new(open, open + 1)
            },
            body: self.body_at(parts, open, (inline.unwrap_or(open), body_end)),
        }
    }

    /// Where the `{` is and where the body ends.
    pub(crate) fn open_and_body_end(&self, read: Tree<'_>) -> (u32, u32) {
        self.read_at(&self.parts(read.nodes), read)
    }

    /// Where the `{` is and where the body ends, for a block of `parts`: kept, or read
    /// from the text.
    fn read_at(&self, parts: &Parts, read: Tree<'_>) -> (u32, u32) {
        let header = self.header_of(parts, read);
        (header.open_brace.start, header.body.span.end)
    }

    /// Where the text says the body ends, given its `{` at `open` and whether the block
    /// is a one-line block: at the `}`, or for a one-line block, after its argument.
    fn read_body_end(&self, parts: &Parts, read: Tree<'_>, open: u32, one_line: bool) -> u32 {
        if !one_line {
            return self.end;
        }
        let first = if parts.attributes.is_counted() {
            if let Some(end) = plain_value_end(read.file.text(), self.end) {
                return end;
            }
            let body = Body {
                attributes: AttributeRun::counted(
                    parts.attributes,
                    Span::new(open + 1, self.end - 1),
                ),
                ..Body::default()
            };
            body.attributes(read).next()
        } else {
            read.nodes[parts.attributes].first().copied()
        };
        first.map_or(self.end, |a| a.span().end)
    }

    /// Where a one-line block's argument starts (its body starts there): the token
    /// after its `{` (at `open`), when that is neither a newline nor the `}`. `None` for
    /// any other block: one whose body is empty or starts on a line of its own, or a
    /// definition without a `{` (its body starts at `open`, the type name).
    fn inline_start(&self, parts: &Parts, src: &str, open: u32) -> Option<u32> {
        if open == self.type_start || parts.attributes.is_empty() {
            return None;
        }
        match next_kind(src, open + 1) {
            (Tok::Newline | Tok::Eof | Tok::CBrace, _) => None,
            (_, start) => Some(start),
        }
    }

    /// The `{`; for a block definition without one (an error), the type name, given
    /// `tree`, the text and nodes of the parse that made the block.
    ///
    /// ```
    /// use hcl2_core::{Pos, Span};
    ///
    /// let src = "b \"x\" {\n}\nbad \"y\"\n";
    /// let parsed = hcl2_native::parse_config(src.as_bytes(), "b.hcl", Pos::START);
    /// let blocks = parsed.value.blocks(&parsed.nodes);
    /// assert_eq!(blocks[0].open_brace_span(parsed.tree()), Span::new(6, 7));
    /// // Without a `{` (an error): the type name.
    /// assert_eq!(blocks[1].open_brace_span(parsed.tree()), Span::new(10, 13));
    /// ```
    pub fn open_brace_span(&self, tree: Tree<'_>) -> Span {
        self.header(tree).open_brace
    }

    /// Type name to `}`.
    pub fn span(&self) -> Span {
        Span::new(self.type_start, self.end)
    }
}

/// What the text says comes next in a block header.
enum HeaderItem {
    /// A label the text gives back: an identifier, or a quoted string of printable
    /// ASCII (or non-ASCII) characters without `\\`, `$` or `%` (its value is what is
    /// between the quotes).
    Label(Span),
    /// The `{`, starting there.
    Open(u32),
    /// Anything else.
    Other,
}

/// The header item at `at` of `src` (after spaces, and after comments where the lexer
/// skips them): read byte by byte for a brace, a quote or an ASCII name, which is
/// almost always what is there, and by the lexer otherwise.
#[inline]
fn header_item(src: &str, at: u32) -> HeaderItem {
    let bytes = src.as_bytes();
    let mut i = at as usize;
    while let Some(b' ' | b'\t') = bytes.get(i) {
        i += 1;
    }
    match bytes.get(i) {
        Some(b'{') => HeaderItem::Open(i as u32),
        Some(b'"') => quoted_label(bytes, i),
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {
            HeaderItem::Label(Span::new(i as u32, identifier_end(src, i) as u32))
        }
        _ => lexed_header_item(src, at),
    }
}

/// [`header_item`] read by the lexer.
#[cold]
#[inline(never)]
fn lexed_header_item(src: &str, at: u32) -> HeaderItem {
    let token = next_token(src, at as usize, true);
    match token.kind {
        Tok::Ident => HeaderItem::Label(token.span),
        Tok::OBrace => HeaderItem::Open(token.span.start),
        Tok::OQuote => quoted_label(src.as_bytes(), token.span.start as usize),
        _ => HeaderItem::Other,
    }
}

/// The bytes a quoted label read from the text may hold: printable ASCII but `"`, `\\`,
/// `$` and `%`, and any byte of a non-ASCII character.
const LABEL_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b >= 0x80 || (b' ' <= b && b <= b'~' && !matches!(b, b'"' | b'\\' | b'$' | b'%'));
        c += 1;
    }
    t
};

/// The quoted label whose `"` is at `open` of `bytes`, when its value is what is
/// between the quotes.
fn quoted_label(bytes: &[u8], open: usize) -> HeaderItem {
    let rest = &bytes[open + 1..];
    let len = rest
        .iter()
        .position(|&c| !LABEL_BYTE[usize::from(c)])
        .unwrap_or(rest.len());
    if rest.get(len) == Some(&b'"') {
        HeaderItem::Label(Span::new(open as u32, (open + len + 2) as u32))
    } else {
        HeaderItem::Other
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
        let block = parsed.value.blocks(&parsed.nodes)[0];
        let values: Vec<&str> = block.labels(parsed.tree()).map(|l| l.value()).collect();
        assert_eq!(values, ["x\"y", "plain", "ident", ""]);
        // The text cannot give the first back: the labels are kept, only it with a copy.
        let kept = &parsed.nodes[block.parts(&parsed.nodes).labels.unwrap()];
        let copied: Vec<bool> = kept.iter().map(|l| l.decoded.is_some()).collect();
        assert_eq!(copied, [true, false, false, false]);
    }

    #[test]
    fn labels_the_text_gives_back_are_read_from_it_and_others_kept() {
        let read_from_text = [
            ("b \"l1\" \"l2\" {}\n", vec!["l1", "l2"]),
            ("b id \"q\" {\n  x = 1\n}\n", vec!["id", "q"]),
            ("b /* c */ \"l\" # d\n", vec!["l"]),
            ("b \"\" {}\n", vec![""]),
            ("b \"é ü\" ünï {}\n", vec!["é ü", "ünï"]),
            ("b\t\"a b-c.d\"\t{ x = 1 }\n", vec!["a b-c.d"]),
            ("b \"x\" = 1\n", vec!["x"]),
        ];
        let kept = [
            ("b \"a\\\"b\" {}\n", vec!["a\"b"]),
            ("b \"a$b\" \"c\" {}\n", vec!["a$b", "c"]),
            ("b \"a%b\" {}\n", vec!["a%b"]),
            ("b \"a$${b}\" {}\n", vec!["a${b}"]),
            ("b \"a${x}\" {}\n", vec!["a${ ... }"]),
            ("b \"a\tb\" {}\n", vec!["a\tb"]),
        ];
        for (src, values) in read_from_text.iter().chain(&kept) {
            let parsed = crate::parse_config(src.as_bytes(), "l.hcl", Pos::START);
            let block = parsed.value.blocks(&parsed.nodes)[0];
            let read: Vec<&str> = block.labels(parsed.tree()).map(|l| l.value()).collect();
            assert_eq!(&read, values, "{src:?}");
            let stored = parsed.nodes.count::<super::Label>();
            assert_eq!(stored > 0, kept.iter().any(|k| k.0 == *src), "{src:?}");
        }
    }

    #[test]
    fn labels_next_to_invalid_bytes_are_kept_where_the_text_reads_otherwise() {
        // The lexer reads on past the invalid bytes, where the parser stopped at them.
        let src = b"resource aws_instance nes\xff\xffted {\n}\nb \"x\xff\" {}\n";
        let parsed = crate::parse_config(src, "l.hcl", Pos::START);
        let blocks = parsed.value.blocks(&parsed.nodes);
        let labels = |b: &Block| -> Vec<String> {
            let read = b.labels(parsed.tree()).map(|l| l.value().to_owned());
            read.collect()
        };
        assert_eq!(labels(&blocks[0]), ["aws_instance", "nes"]);
        assert!(blocks[0].parts(&parsed.nodes).labels.is_some());
        assert_eq!(labels(&blocks[1]).len(), 1);
    }

    #[test]
    fn nodes_keep_their_sizes() {
        assert_eq!(std::mem::size_of::<super::Label>(), 16);
        assert_eq!(std::mem::size_of::<Block>(), 12);
        assert_eq!(std::mem::size_of::<Attribute>(), 24);
    }

    #[test]
    fn an_attributes_equals_sign_is_found_after_its_name() {
        let src = "a = 1\nbb /* c */\t= 2\nc {\n  d=3\n}\n";
        let parsed = crate::parse_config(src.as_bytes(), "e.hcl", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
        let nodes = &parsed.nodes;
        let mut attrs: Vec<Attribute> = parsed.value.attributes(parsed.tree()).collect();
        let block = &parsed.value.blocks(nodes)[0];
        attrs.extend(block.body(parsed.tree()).attributes(parsed.tree()));
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
        let label = block.labels(parsed.tree()).next().unwrap();
        assert_eq!(label.value(), "a${ ... }");
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
        for a in body.attributes(tree) {
            let (value, diags) = crate::evaluate(&a.expr, tree, None);
            out.push(format!(
                "attr {} {:?} {:?} {:?} {:?} {value:?} {}",
                a.name(src),
                a.name_span(src),
                a.span(),
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
    fn a_block_whose_values_are_kept_as_their_text_reads_as_one_stored() {
        let sources = [
            "b { x = y+1 }\n",
            "b {x=f(y+1)}\n",
            "b {\n  x = a[0]\n  y = f(x+1, 1)\n  z = [for v in l: v]\n  w = 2\n}\n",
            "b {\n  x = 1\n  y = \"${v}\"\n  z = {(k) = v, n = -1}\n}\n",
            "b \"l\" {\n  a-b = x ? 1 : 2\n  c = <<EOT\n  hi ${v}\nEOT\n}\n",
            "b {\n  x = (1 + 2) /* c */\n  # comment\n  y = !t\n}\n",
        ];
        for src in sources {
            crate::parser::deferred::DEFERS.with(|d| d.set(Some(true)));
            let (text, kept, diags) = read_back(src, false);
            crate::parser::deferred::DEFERS.with(|d| d.set(Some(false)));
            let (nodes, none, stored_diags) = read_back(src, true);
            crate::parser::deferred::DEFERS.with(|d| d.set(None));
            assert_eq!(text, nodes, "{src:?}");
            assert_eq!(diags, stored_diags, "{src:?}");
            assert_eq!((kept, none), (1, 0), "{src:?}: {text:#?}");
        }
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
            "b { x = 1.5 }\n",
            "b {\n  x = 4294967296\n}\n",
        ];
        let stored = [
            "b {}\n",
            "b {\n}\n",
            "b { x = a }\n",
            "b {\n  x = a\n  y = v.b.c\n  z = f()\n  w = [a, {k = v.b}]\n}\n",
            "b {\n  x = 1\n  c {}\n}\n",
            "b {\n  x = 1\n  y = \"${v}\"\n}\n",
            "b {\n  x = 1\n  x = 2\n}\n",
            "b { x = 1, }\n",
            "b { x = 1\n}\n",
            "b {\n  x = 1 y = 2\n}\n",
            "b {\n  x = 1\n",
            "b \"l\"\n",
            "b { x = }\n",
            "b { x = -1 }\n",
        ];
        // Values kept as their text would keep some of the stored ones as text too.
        crate::parser::deferred::DEFERS.with(|d| d.set(Some(false)));
        for src in kept_as_text.iter().chain(&stored) {
            let (text, kept, diags) = read_back(src, false);
            let (nodes, none, stored_diags) = read_back(src, true);
            assert_eq!(text, nodes, "{src:?}");
            assert_eq!(diags, stored_diags, "{src:?}");
            assert_eq!(none, 0, "{src:?}");
            assert_eq!(kept > 0, kept_as_text.contains(src), "{src:?}: {text:#?}");
        }
        // Their text says their labels and where each `{` and body end is: no block
        // keeps them.
        for src in kept_as_text {
            let parsed = crate::parse_config(src.as_bytes(), "t.hcl", Pos::START);
            assert_eq!(parsed.nodes.count::<super::Label>(), 0, "{src:?}");
            for block in parsed.value.blocks(&parsed.nodes) {
                let parts = block.parts(&parsed.nodes);
                assert_eq!((parts.labels, parts.at), (None, None), "{src:?}");
            }
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
