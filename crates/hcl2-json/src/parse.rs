//! Entry points: a configuration file (whose root must be an object or an array) and a
//! standalone value, each from bytes, a file name and optionally the position of the
//! first byte.
//!
//! As in the reference, the input is not required to be UTF-8 and a byte-order mark is
//! not special: outside strings such bytes cannot start a token (so they are reported
//! as the invalid start of a value, or as extra data after it), and inside strings each
//! invalid byte decodes as U+FFFD.

use std::borrow::Cow;
use std::sync::Arc;

use hcl2_core::{Diagnostic, Diagnostics, Pos, SourceFile};

use crate::ast::Value;
use crate::lexer::{segmentation_text, Lexer, Tok};
use crate::parser::Parser;
use crate::positions::{Point, Positions};

/// A parsed JSON file or value: the tree, the source, the lines and columns of the
/// tree's byte offsets, and the diagnostics.
#[derive(Debug)]
#[non_exhaustive]
pub struct Parsed<T> {
    /// The parsed syntax tree.
    pub value: T,
    /// The source text.
    pub source: Arc<SourceFile>,
    /// Turns the tree's byte offsets into ranges (with the file's name).
    pub positions: Arc<Positions>,
    /// Errors and warnings; empty when the input is valid.
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
    let mut parsed = parse_expression_with_start(src, filename, start);
    if !matches!(parsed.value, Value::Object(_) | Value::Array(_)) {
        let at = parsed.value.start_range(&parsed.positions);
        parsed.diagnostics.push(Diagnostic::error(
            "Root value must be object",
            "The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.",
            Some(at),
        ));
    }
    parsed
}

/// Parses one JSON value of any kind starting at line 1, column 1, byte 0.
pub fn parse_expression(src: &[u8], filename: &str) -> Parsed<Value> {
    parse_expression_with_start(src, filename, Pos::START)
}

/// Parses one JSON value of any kind whose first byte is at `start`. Anything after the
/// value is an error ("Extraneous data after value"), reported only when the value
/// itself had none.
pub fn parse_expression_with_start(src: &[u8], filename: &str, start: Pos) -> Parsed<Value> {
    let segmentation = segmentation_text(src);
    let text = match &segmentation {
        Cow::Borrowed(valid) => (*valid).to_owned(),
        Cow::Owned(_) => hcl2_core::lossy_text(src).0,
    };
    let source = Arc::new(SourceFile::with_origin(filename, text, start));
    let origin = Point::from_pos(start);
    let lexer = Lexer::new(src, &segmentation, origin);
    let lines = memchr::memchr_iter(b'\n', src).count();
    let positions = Positions::new(source.name().clone(), origin, lines);
    let mut parser = Parser::new(lexer, positions, property_bound(src));
    let value = parser.parse_value();
    let next = parser.peek();
    if parser.diags.is_empty() && next.kind != Tok::Eof {
        parser.diags.push(Diagnostic::error(
            "Extraneous data after value",
            "Extra characters appear after the JSON value.",
            Some(next.span.range(source.name())),
        ));
    }
    let (diagnostics, positions) = parser.finish();
    Parsed {
        value,
        source,
        positions: Arc::new(positions),
        diagnostics,
    }
}

/// At most how many properties `src` can hold: one per colon, and one per four bytes
/// (`"":0` is the shortest), so that colons inside strings cannot make the parser take
/// room out of proportion to the input. (memchr counts with vector instructions: the
/// plain filter cost 7% of parsing small files.)
fn property_bound(src: &[u8]) -> usize {
    let colons = memchr::memchr_iter(b':', src).count();
    colons.min(src.len() / 4)
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
        assert_eq!(parsed.positions.pos(parsed.value.extent().start), start);
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
