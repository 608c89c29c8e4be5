//! Collections of plain constants kept as their text.
//!
//! An object or array whose items are all plain constants (numbers, `true`, `false`,
//! `null` and strings, whose escapes are decoded when read), or such collections
//! nested up to [`MAX_PLAIN_DEPTH`] deep, is kept as one node: its extent. Its items are
//! read again from the text when asked, which the parser has already checked, so the
//! scan here only finds where each token ends. Long arrays of numbers or of small
//! objects then take no more room than their text.
//!
//! Inside an object or array that is stored node by node, consecutive plain items
//! (whole properties of an object) are kept the same way, as one run node from the
//! first one's start to the last one's end.

use crate::ast::{Array, Extent, Loc, NumberLit, Object, StringLit, Value};
use crate::lexer::{keyword_run, number_run};
use crate::tree::Tree;

/// How deeply plain collections may nest and still be kept as text: reading an item
/// scans the nested ones again, so each byte is scanned at most this many times more.
pub(crate) const MAX_PLAIN_DEPTH: u8 = 4;

/// Reads the items of a plain object or array from its text, one token at a time.
#[derive(Clone, Debug)]
pub(crate) struct PlainScan<'t> {
    tree: &'t Tree,
    /// The offset of the next byte to read.
    at: usize,
    /// The offset of the closing bracket.
    end: usize,
}

impl<'t> PlainScan<'t> {
    /// A scan of the items of the collection at `extent`.
    pub(crate) fn new(tree: &'t Tree, extent: Extent) -> PlainScan<'t> {
        PlainScan {
            tree,
            at: tree.offset(extent.start).saturating_add(1),
            end: tree.offset(extent.end).saturating_sub(1),
        }
    }

    /// A scan of the plain items written from `extent`'s start to its end (a run of them
    /// inside a stored collection).
    pub(crate) fn run(tree: &'t Tree, extent: Extent) -> PlainScan<'t> {
        PlainScan {
            tree,
            at: tree.offset(extent.start),
            end: tree.offset(extent.end),
        }
    }

    /// Whether every item has been read (the end of the text, or blanks and
    /// separators before it, remain).
    pub(crate) fn at_end(&self) -> bool {
        let bytes = self.tree.text().as_bytes();
        let rest = bytes.get(self.at..self.end).unwrap_or_default();
        rest.iter()
            .all(|b| matches!(b, b' ' | b'\n' | b'\t' | b'\r' | b',' | b':'))
    }

    /// The next value (a property's name is a value too), passing over the blanks,
    /// commas and colons before it; `None` at the end.
    pub(crate) fn next_value(&mut self) -> Option<Value> {
        let bytes = self.tree.text().as_bytes().get(..self.end)?;
        while matches!(
            bytes.get(self.at),
            Some(b' ' | b'\n' | b'\t' | b'\r' | b',' | b':')
        ) {
            self.at += 1;
        }
        let start = self.at;
        let rest = bytes.get(start..)?;
        let (&first, _) = rest.split_first()?;
        let len = match first {
            b'"' => string_len(rest)?,
            b'{' | b'[' => matching_bracket(rest)? + 1,
            _ => keyword_run(rest).or_else(|| number_run(rest))?,
        };
        self.at = start + len;
        let extent = Extent::new(self.loc(start), self.loc(self.at));
        Some(match first {
            b'"' => Value::String(StringLit::from_text(extent)),
            b'{' => Value::Object(Object::plain(extent)),
            b'[' => Value::Array(Array::plain(extent)),
            b't' | b'f' => Value::Bool(crate::ast::BoolLit {
                value: first == b't',
                extent,
            }),
            b'n' => Value::Null(extent),
            _ => Value::Number(NumberLit { extent }),
        })
    }

    /// The byte offset (as the tree keeps them) of the text's offset `offset`.
    fn loc(&self, offset: usize) -> Loc {
        self.tree.loc(offset)
    }
}

/// The length of the string literal at the start of `text`, quotes included (its
/// escapes, checked by the parser, each a backslash and at least one more byte).
fn string_len(text: &[u8]) -> Option<usize> {
    let mut i = 1;
    loop {
        i += memchr::memchr2(b'"', b'\\', text.get(i..)?)?;
        if text[i] == b'"' {
            return Some(i + 1);
        }
        i += 2;
    }
}

/// The offset in `text` of the bracket closing the one at its start. (One pass of a
/// small state machine: strings in configuration are short, and a call to find each
/// one's end cost more than reading its bytes.)
fn matching_bracket(text: &[u8]) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, &b) in text.iter().enumerate() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use hcl2_core::Pos;

    use super::*;
    use crate::parse::{parse_value, Root};

    #[test]
    fn brackets_and_escaped_quotes_inside_strings_do_not_count() {
        assert_eq!(matching_bracket(br#"{"}": [1, "]"]} x"#), Some(14));
        assert_eq!(matching_bracket(b"[[1], [2]]"), Some(9));
        assert_eq!(matching_bracket(b"[1"), None);
        assert_eq!(matching_bracket(br#"["\"]", "\\"] x"#), Some(12));
        assert_eq!(string_len(br#""a\"b\\" x"#), Some(8));
    }

    /// Every value of the tree with its range and what it reads, one a line.
    fn render(value: Value, tree: &Tree, out: &mut String) {
        let range = value.range(tree);
        let _ = match value {
            Value::Object(o) => {
                let _ = writeln!(out, "object {range}");
                for p in o.properties(tree) {
                    let name = p.name.extent.range(tree);
                    let _ = writeln!(out, "name {:?} {name}", p.name.text(tree));
                    render(p.value, tree, out);
                }
                writeln!(out, "end")
            }
            Value::Array(a) => {
                let _ = writeln!(out, "array {range}");
                for e in a.elements(tree) {
                    render(e, tree, out);
                }
                writeln!(out, "end")
            }
            Value::String(s) => writeln!(out, "string {:?} {range}", s.text(tree)),
            Value::Number(n) => writeln!(out, "number {} {} {range}", n.text(tree), n.value(tree)),
            Value::Bool(b) => writeln!(out, "bool {} {range}", b.value),
            Value::Null(_) => writeln!(out, "null {range}"),
            Value::Invalid(_) => writeln!(out, "invalid {range}"),
        };
    }

    fn rendered(src: impl AsRef<[u8]>, plain_depth: u8) -> (String, usize) {
        let src = src.as_ref();
        let (at, options) = (Pos::new(2, 3, 10), hcl2_core::ParseOptions::new());
        let parsed = parse_value(src, "p.json", at, plain_depth, &options, Root::Any);
        assert!(
            parsed.diagnostics.is_empty(),
            "{}: {}",
            String::from_utf8_lossy(src),
            parsed.diagnostics
        );
        let mut out = String::new();
        render(parsed.value, &parsed.tree, &mut out);
        (out, parsed.tree.len())
    }

    #[test]
    fn collections_and_runs_kept_as_text_read_as_the_stored_ones() {
        let shapes = [
            "[]",
            "{}",
            "[1, 2, 3]",
            r#"{"x": 1}"#,
            r#"{"b": [{"x": 1}, {"x": 1}]}"#,
            "[[[[1]]]]",
            "[[[[[1]]]]]",
            "[[[[[1]]]], 2]",
            "[true, false, null, -0, 1.5e-3, 12345678901234567890123]",
            r#"["", "a b", "}", "]", "{", "[", ",", ":", "é", "日本"]"#,
            r#"{"": "", "a": {}, "b": [], "c": {"d": [null]}}"#,
            "[\n\t1,\r\n  2 ,3\t]",
            "{\n  \"a\" : 1 ,\n\t\"a\":\"x\"\n}",
            r#"{"a": "x\ny", "b": [1, 2]}"#,
            r#"[{"a\u00e9": 1}, {"b": 2}]"#,
            r#"[["x"], ["\\"], [[]]]"#,
            r#"{"${a}": "${b}", "c": ["%{ if x }y%{ endif }"]}"#,
            "  [1]  ",
            "1",
            r#""s""#,
            "[1e400, 0.1, 100000000000000000000000000000001]",
            r#"[1, "\n", 2, 3, {"a": "\t"}, 4, [5], "\"", []]"#,
            r#"{"a": 1, "b": "\n", "c": 2, "d": [3], "e\u0041": 4, "f": {}}"#,
            r#"["\n", 1, 2]"#,
            r#"[[[[[1]]]], [[[[2]]]], "x\n", [[[[[3]]]]], 4]"#,
            r#"{"a": [[[["x"]]]], "b": {"c": {"d": {"e": {"f": 1}}}}, "g": 2}"#,
            r#"[[[[["\"", "\\", "\/\b\f\n\r\t\u00e9\ud83d\ude00"]]]], "a\"b"]"#,
        ];
        for src in shapes {
            let (stored, nodes) = rendered(src, 0);
            let (kept, fewer) = rendered(src, MAX_PLAIN_DEPTH);
            assert_eq!(kept, stored, "{src}");
            assert!(fewer <= nodes, "{src}");
        }
        assert_eq!(
            rendered(r#"{"b": [{"x": 1}, {"x": 1}]}"#, MAX_PLAIN_DEPTH).1,
            1
        );
        assert_eq!(rendered("[[[[[1]]]]]", MAX_PLAIN_DEPTH).1, 2);
        assert_eq!(
            rendered(r#"{"a": "x\ny", "b": [1, 2]}"#, MAX_PLAIN_DEPTH).1,
            1
        );
        assert_eq!(
            rendered(r#"{"a": [[[[[1]]]]], "b": [1, 2]}"#, MAX_PLAIN_DEPTH).1,
            5
        );
    }

    #[test]
    fn strings_that_are_not_utf8_are_plain_and_read_as_the_stored_ones() {
        let shapes: [&[u8]; 6] = [
            b"[\"\xff\", \"a\xe2\x82b\", 1]",
            b"{\"k\xff\": \"\xc0\x80\\n\", \"\xed\xa0\x80\": [\"\xf8\"]}",
            b"[{\"a\": \"\xff\"}, {\"a\": \"\\u0001\xff\"}]",
            b"[[\"\xf0\x9f\x98\"], \"\\\"\xfe\", \"\xff\"]",
            b"{\"a\": [[[[[\"\xff\"]]]]], \"b\xff\": 2}",
            "[\"\u{600}\" \n, 1]".as_bytes(),
        ];
        for src in shapes {
            let (stored, nodes) = rendered(src, 0);
            let (kept, fewer) = rendered(src, MAX_PLAIN_DEPTH);
            assert_eq!(kept, stored, "{src:?}");
            assert!(fewer <= nodes, "{src:?}");
            assert!(!stored.contains("invalid"), "{stored}");
        }
        assert_eq!(rendered(shapes[0], MAX_PLAIN_DEPTH).1, 1);
        assert_eq!(rendered(shapes[1], MAX_PLAIN_DEPTH).1, 1);
        // A string whose token runs on past its literal stays a node, read up to the
        // literal's end.
        let (text, nodes) = rendered(shapes[5], MAX_PLAIN_DEPTH);
        assert!(text.contains("string \"\\u{600}\" p.json:2,4-7"), "{text}");
        assert_eq!(nodes, 3);
    }
}
