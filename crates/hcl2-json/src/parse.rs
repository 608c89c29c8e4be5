//! Entry points: a configuration file (whose root must be an object or an array) and a
//! standalone value, each from bytes, a file name and optionally the position of the
//! first byte.
//!
//! As in the reference, the input is not required to be UTF-8 and a byte-order mark is
//! not special: outside strings such bytes cannot start a token (so they are reported
//! as the invalid start of a value, or as extra data after it), and inside strings each
//! invalid byte decodes as U+FFFD.
//!
//! The `_with` entry points take [`ParseOptions`]; the others use the default options,
//! which keep at most [`DEFAULT_MAX_DIAGNOSTICS`](hcl2_core::DEFAULT_MAX_DIAGNOSTICS)
//! diagnostics and then one error naming that limit (the reference keeps them all; see
//! [`ParseOptions::max_diagnostics`]).

use std::borrow::Cow;
use std::sync::Arc;

use hcl2_core::{Diagnostic, Diagnostics, ParseOptions, Pos, SourceFile};

use crate::ast::Value;
use crate::lexer::{segmentation_text, with_invalid_bytes_as, Lexer, Tok, INVALID_BYTE};
use crate::parser::Parser;
use crate::plain::MAX_PLAIN_DEPTH;
use crate::positions::Point;
use crate::tree::Tree;

/// A parsed JSON file or value: its root, the source, the tree the root is read through
/// (which also turns the tree's byte offsets into lines and columns), and the
/// diagnostics.
#[derive(Debug)]
#[non_exhaustive]
pub struct Parsed<T> {
    /// The root of the parsed syntax tree, a handle read through [`tree`](Self::tree).
    pub value: T,
    /// The source text.
    pub source: Arc<SourceFile>,
    /// The file's tree: its nodes, and what turns their byte offsets into ranges (with
    /// the file's name).
    pub tree: Arc<Tree>,
    /// Errors and warnings (as many as the parse's options keep); empty when the input
    /// is valid.
    pub diagnostics: Diagnostics,
}

/// Parses a JSON configuration file starting at line 1, column 1, byte 0.
pub fn parse(src: &[u8], filename: &str) -> Parsed<Value> {
    parse_with_start(src, filename, Pos::START)
}

/// Parses a JSON configuration file whose first byte is at `start` (for JSON embedded in
/// a larger file).
///
/// A root that is not an object or an array is reported ("Root value must be object").
/// The tree is returned as parsed all the same; a body built over it must read such a
/// root as empty, as the reference's does.
pub fn parse_with_start(src: &[u8], filename: &str, start: Pos) -> Parsed<Value> {
    parse_with(src, filename, start, &ParseOptions::default())
}

/// [`parse_with_start`] with `options`.
///
/// ```
/// use hcl2_core::{ParseOptions, Pos};
///
/// let one = ParseOptions::new().max_diagnostics(1);
/// let parsed = hcl2_json::parse_with(b"[x, y]", "f.json", Pos::START, &one);
/// let summaries: Vec<_> = parsed.diagnostics.iter().map(|d| d.summary.as_str()).collect();
/// assert_eq!(summaries, ["Invalid JSON keyword", "Too many errors"]);
/// ```
pub fn parse_with(src: &[u8], filename: &str, start: Pos, options: &ParseOptions) -> Parsed<Value> {
    parse_value(src, filename, start, MAX_PLAIN_DEPTH, options, Root::File)
}

/// Parses one JSON value of any kind starting at line 1, column 1, byte 0.
pub fn parse_expression(src: &[u8], filename: &str) -> Parsed<Value> {
    parse_expression_with_start(src, filename, Pos::START)
}

/// Parses one JSON value of any kind whose first byte is at `start`. Anything after the
/// value is an error ("Extraneous data after value"), reported only when the value
/// itself had none.
pub fn parse_expression_with_start(src: &[u8], filename: &str, start: Pos) -> Parsed<Value> {
    parse_expression_with(src, filename, start, &ParseOptions::default())
}

/// [`parse_expression_with_start`] with `options`.
pub fn parse_expression_with(
    src: &[u8],
    filename: &str,
    start: Pos,
    options: &ParseOptions,
) -> Parsed<Value> {
    parse_value(src, filename, start, MAX_PLAIN_DEPTH, options, Root::Any)
}

/// What the root value may be.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Root {
    /// A configuration file's: an object or an array.
    File,
    /// Any value.
    Any,
}

/// Parses one JSON value, keeping collections of plain constants nested up to
/// `plain_depth` deep as text.
pub(crate) fn parse_value(
    src: &[u8],
    filename: &str,
    start: Pos,
    plain_depth: u8,
    options: &ParseOptions,
    root: Root,
) -> Parsed<Value> {
    let (text, segmented) = match segmentation_text(src) {
        Cow::Borrowed(valid) => (valid.to_owned(), None),
        // The source's text is `hcl2_core::lossy_text`'s (each invalid byte a space),
        // made without the list of their offsets that one makes.
        Cow::Owned(segmented) => (
            with_invalid_bytes_as(src.to_vec(), src, b' '),
            Some(segmented),
        ),
    };
    let source = Arc::new(SourceFile::with_origin(filename, text, start));
    let origin = Point::from_pos(start);
    let lexer = Lexer::new(src, segmented.as_deref().unwrap_or(source.text()), origin);
    let tree = Tree::new(&source, origin, line_room(src), node_estimate(src));
    let mut parser = Parser::new(lexer, tree, plain_depth, options);
    parser.parse_value();
    let value = parser.tree().value_at(0);
    let next = parser.peek();
    if parser.diags.found() == 0 && next.kind != Tok::Eof {
        parser.diags.push(Diagnostic::error(
            "Extraneous data after value",
            "Extra characters appear after the JSON value.",
            Some(next.span.range(source.name())),
        ));
    }
    let (mut diagnostics, mut tree) = parser.finish();
    if let Some(segmented) = segmented {
        let marked = with_invalid_bytes_as(segmented.into_bytes(), src, INVALID_BYTE);
        tree.read_from(marked.into_boxed_str());
    }
    if root == Root::File && !matches!(value, Value::Object(_) | Value::Array(_)) {
        diagnostics.push(Diagnostic::error(
            "Root value must be object",
            "The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.",
            Some(value.start_range(&tree)),
        ));
    }
    Parsed {
        value,
        source,
        tree: Arc::new(tree),
        diagnostics: diagnostics.finish(),
    }
}

/// How many points of the line table to make room for at once: about one a line is
/// kept, but no more than one per 8 bytes are reserved, so that a file of blank lines
/// does not take room out of proportion to its size. (memchr counts with vector
/// instructions; growing from one point took a tenth of parsing a small file.)
fn line_room(src: &[u8]) -> usize {
    memchr::memchr_iter(b'\n', src).count().min(src.len() / 8)
}

/// About how many nodes the tree needs at first (room for its first chunk, which grows by
/// doubling up to a few thousand): one per 64 bytes, as plain constants take none.
/// Measured on the corpus's 43 JSON files: the parses' peak was 3.43 times the input
/// against 3.90 with one per 16 bytes, for 1% more instructions; counting colons or
/// brackets took more instructions and more room.
fn node_estimate(src: &[u8]) -> usize {
    src.len() / 64 + 4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_source_keeps_the_name_and_origin() {
        let start = Pos::new(4, 3, 30);
        let parsed = parse_with_start(b"{}", "f.json", start);
        assert_eq!(&**parsed.source.name(), "f.json");
        assert_eq!(parsed.source.origin(), start);
        assert_eq!(parsed.tree.pos(parsed.value.extent().start), start);
    }

    #[test]
    fn a_scalar_root_is_reported_but_kept() {
        let parsed = parse(b"1", "f.json");
        assert!(matches!(parsed.value, Value::Number(_)));
        let summaries: Vec<_> = parsed.diagnostics.iter().map(|d| &d.summary).collect();
        assert_eq!(summaries, ["Root value must be object"]);
        assert!(parse_expression(b"1", "f.json").diagnostics.is_empty());
    }

    #[test]
    fn input_that_is_not_utf8_keeps_the_text_lossy_text_gives() {
        for raw in [
            &b"{\"a\xff\": 1}"[..],
            b"[\"\xc0\x80\xe2\x82b\"] \xed\xa0\x80",
            b"[\"\xf0\x9f\x98",
        ] {
            let parsed = parse(raw, "f.json");
            assert_eq!(
                parsed.source.text(),
                hcl2_core::lossy_text(raw).0,
                "{raw:?}"
            );
        }
    }

    #[test]
    fn extra_data_is_reported_only_after_a_good_value() {
        let parsed = parse(b"{} {}", "f.json");
        assert_eq!(
            parsed.diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>(),
            ["f.json:1,4-5: Extraneous data after value; Extra characters appear after the JSON value."]
        );
        let parsed = parse(b"{\"a\": x} {}", "f.json");
        assert_eq!(parsed.diagnostics.len(), 1);
        assert_eq!(
            parsed.diagnostics.as_slice()[0].summary,
            "Invalid JSON keyword"
        );
    }
}
