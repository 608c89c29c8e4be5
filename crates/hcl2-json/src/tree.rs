//! A parsed JSON file: its text, its nodes and its line table; what the handles of
//! [`ast`](crate::ast) are read through.

use std::sync::Arc;

use hcl2_core::{Pos, Range, SourceFile};

use crate::ast::{Extent, Loc, Value};
use crate::positions::{Lines, Point, Span};
use crate::tape::{Kind, Node, Tape};

/// A parsed JSON file, all but its root: the text, the tree's nodes, and what turns the
/// tree's byte offsets into lines and columns. The values of [`ast`](crate::ast) are small handles into it: reading an
/// object's properties, an array's elements or a string's text takes the tree.
///
/// ```
/// let parsed = hcl2_json::parse(b"{\n\t\"a\": 1}", "f.json");
/// let hcl2_json::ast::Value::Object(root) = parsed.value else { panic!() };
/// let name = root.properties(&parsed.tree).next().unwrap().name;
/// assert_eq!(name.text(&parsed.tree), "a");
/// // A tab counts two columns, as the reference counts them.
/// assert_eq!(parsed.tree.range(name.extent).to_string(), "f.json:2,3-6");
/// ```
#[derive(Clone, Debug)]
pub struct Tree {
    name: Arc<str>,
    text: Text,
    /// The byte offset of the text's first byte (non-zero for JSON embedded in a larger
    /// file).
    base: u32,
    lines: Lines,
    nodes: Tape,
}

/// The text values are read from, with the input's byte offsets.
#[derive(Clone, Debug)]
enum Text {
    /// The source itself (valid UTF-8).
    Source(Arc<SourceFile>),
    /// The input with each byte that is not UTF-8 replaced by
    /// [`INVALID_BYTE`](crate::lexer::INVALID_BYTE), which strings decode as U+FFFD.
    Own(Box<str>),
}

impl Tree {
    /// The empty tree of `source`, whose first byte is at `origin`, before any node is
    /// recorded, with room for `lines` points of the line table and about `nodes` nodes.
    pub(crate) fn new(source: &Arc<SourceFile>, origin: Point, lines: usize, nodes: usize) -> Tree {
        Tree {
            name: source.name().clone(),
            text: Text::Source(source.clone()),
            base: origin.byte,
            lines: Lines::new(origin, lines),
            nodes: Tape::new(nodes),
        }
    }

    /// The file's name.
    pub fn name(&self) -> &Arc<str> {
        &self.name
    }

    /// The line, column and byte of `loc`, which must be a token boundary of the tree
    /// (any other offset gets the column its line's last recorded point predicts).
    pub fn pos(&self, loc: Loc) -> Pos {
        self.lines.pos(loc)
    }

    /// The full range of `extent` in this file.
    pub fn range(&self, extent: Extent) -> Range {
        Range {
            filename: self.name.clone(),
            start: self.pos(extent.start),
            end: self.pos(extent.end),
        }
    }

    /// The line table.
    #[cfg(test)]
    pub(crate) fn lines(&self) -> &Lines {
        &self.lines
    }

    /// The text, from the first byte of the input.
    pub(crate) fn text(&self) -> &str {
        match &self.text {
            Text::Source(source) => source.text(),
            Text::Own(text) => text,
        }
    }

    /// The offset into [`text`](Self::text) of `loc`.
    pub(crate) fn offset(&self, loc: Loc) -> usize {
        loc.byte().saturating_sub(self.base) as usize
    }

    /// The byte offset (as the tree keeps them) of the text's offset `offset`.
    pub(crate) fn loc(&self, offset: usize) -> Loc {
        Loc::new(self.base.saturating_add(crate::positions::narrow(offset)))
    }

    /// The text at `extent` (empty if it is not in the file).
    pub(crate) fn slice(&self, extent: Extent) -> &str {
        let (start, end) = (self.offset(extent.start), self.offset(extent.end));
        self.text().get(start..end).unwrap_or_default()
    }

    /// The value whose node is at `index` (an invalid placeholder if there is none).
    pub(crate) fn value_at(&self, index: u32) -> Value {
        match self.nodes.get(index) {
            Some(node) => Value::of_node(node, index),
            None => Value::Invalid(Extent::default()),
        }
    }

    /// The node at `index`.
    pub(crate) fn node_at(&self, index: u32) -> Option<Node> {
        self.nodes.get(index)
    }

    /// The index of the node after the value whose node is at `index` and all its items.
    pub(crate) fn after(&self, index: u32) -> u32 {
        match self.nodes.get(index) {
            Some(node) if matches!(node.kind, Kind::Object | Kind::Array) => node.data,
            _ => index.saturating_add(1),
        }
    }

    // The parser's side.

    /// Records both ends of a token in the line table.
    #[inline]
    pub(crate) fn record(&mut self, span: Span) {
        self.lines.record(span);
    }

    /// How many nodes there are (the index of the next one).
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Appends a node.
    #[inline]
    pub(crate) fn push(&mut self, node: Node) {
        self.nodes.push(node);
    }

    /// Folds the nodes from `first` on (one plain item) into the run node at `run`, or
    /// a new one at `first` (see [`Tape::fold_run`]); gives where the run node is.
    #[inline]
    pub(crate) fn fold_run(&mut self, first: usize, run: Option<usize>) -> usize {
        self.nodes.fold_run(first, run)
    }

    /// Whether the last node is a string at `index` (so that a value read from there is
    /// a string and nothing else).
    #[inline]
    pub(crate) fn is_last_string(&self, index: usize) -> bool {
        self.nodes.len() == index + 1 && self.nodes.last_kind() == Some(Kind::String)
    }

    /// The node at `index`, to be completed.
    pub(crate) fn node_mut(&mut self, index: usize) -> Option<&mut Node> {
        self.nodes.get_mut(index)
    }

    /// Drops the nodes from `len` on.
    pub(crate) fn truncate(&mut self, len: usize) {
        self.nodes.truncate(len);
    }

    /// Reads values from `text` instead of the source's (for input that is not UTF-8:
    /// the input with each byte that is not UTF-8 replaced by
    /// [`INVALID_BYTE`](crate::lexer::INVALID_BYTE)).
    pub(crate) fn read_from(&mut self, text: Box<str>) {
        self.text = Text::Own(text);
    }

    /// Ends the parse: no spare room is kept.
    pub(crate) fn finish(&mut self) {
        self.lines.finish();
        self.nodes.shrink();
    }

    /// The heap bytes held apart from the text (for memory accounting in tests).
    #[cfg(test)]
    pub(crate) fn heap_bytes(&self) -> usize {
        self.lines.heap_bytes() + self.nodes.heap_bytes()
    }
}

#[cfg(test)]
mod tests {
    use crate::ast::Value;

    fn texts(parsed: &crate::Parsed<Value>) -> Vec<String> {
        let tree = &parsed.tree;
        let Value::Array(list) = parsed.value else {
            panic!("an array")
        };
        list.elements(tree)
            .map(|e| match e {
                Value::String(s) => s.text(tree).into_owned(),
                Value::Number(n) => n.value(tree).to_string(),
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn a_document_of_plain_constants_is_one_node_and_reads_back() {
        let parsed = crate::parse(br#"{"b": [{"x": 1}, {"x": "y"}], "c": null}"#, "f.json");
        assert!(parsed.diagnostics.is_empty());
        assert_eq!(parsed.tree.len(), 1);
        assert!(parsed.tree.heap_bytes() <= 64);
        let mut out = String::new();
        crate::compact::write_value(parsed.value, &parsed.tree, &mut out);
        assert_eq!(out, r#"{"b":[{"x":1},{"x":"y"}],"c":null}"#);
    }

    #[test]
    fn input_that_is_not_utf8_reads_from_its_segmented_text_at_the_same_offsets() {
        let parsed = crate::parse(b"[\"\xff\", \"a\\n\", \"b\", 12]", "f.json");
        assert!(parsed.diagnostics.is_empty());
        assert_eq!(texts(&parsed), ["\u{fffd}", "a\n", "b", "12"]);
    }

    #[test]
    fn embedded_json_reads_its_values_from_its_own_first_byte() {
        let start = hcl2_core::Pos::new(3, 5, 40);
        let parsed = crate::parse_with_start(br#"["a\n", "b", 7.5]"#, "f.json", start);
        assert!(parsed.diagnostics.is_empty());
        assert_eq!(texts(&parsed), ["a\n", "b", "7.5"]);
    }
}
