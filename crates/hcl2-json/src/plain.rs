//! Collections of plain constants kept as their text.
//!
//! An object or array whose items are all plain constants (numbers, `true`, `false`,
//! `null` and strings without escapes whose value is their text), or such collections
//! nested up to [`MAX_PLAIN_DEPTH`] deep, is kept as one node: its extent. Its items are
//! read again from the text when asked, which the parser has already checked, so the
//! scan here only finds where each token ends. Long arrays of numbers or of small
//! objects then take no more room than their text.

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
            b'"' => memchr::memchr(b'"', &rest[1..])? + 2,
            b'{' | b'[' => matching_bracket(rest)? + 1,
            _ => keyword_run(rest).or_else(|| number_run(rest))?,
        };
        self.at = start + len;
        let extent = Extent::new(self.loc(start), self.loc(self.at));
        Some(match first {
            b'"' => Value::String(StringLit::verbatim(extent)),
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

/// The offset in `text` of the bracket closing the one at its start (strings in plain
/// collections hold no backslash, so a string ends at the next quote).
fn matching_bracket(text: &[u8]) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = 0;
    while let Some(&b) = text.get(i) {
        match b {
            b'"' => i += memchr::memchr(b'"', text.get(i + 1..)?)? + 1,
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_inside_strings_do_not_count() {
        assert_eq!(matching_bracket(br#"{"}": [1, "]"]} x"#), Some(14));
        assert_eq!(matching_bracket(b"[[1], [2]]"), Some(9));
        assert_eq!(matching_bracket(b"[1"), None);
    }
}
