//! The JSON syntax tree: objects (properties in source order, duplicates kept), arrays,
//! strings (decoded), numbers (exact text and value), booleans and null, each with the
//! [`Extent`] of its source text.
//!
//! Positions are kept in the tree rather than recomputed from byte offsets by a
//! [`SourceFile`](hcl2_core::SourceFile), because the reference's JSON scanner counts
//! columns its own way: a tab is two columns and a carriage return none between tokens,
//! inside strings a column is a grapheme cluster, and an invalid byte is one column.

use std::borrow::Cow;
use std::sync::Arc;

use compact_str::CompactString;
use hcl2_core::{Pos, Range};
use hcl2_value::Number;

/// A position as the reference's JSON scanner counts it: line and column from 1, byte
/// from 0 (a compact [`Pos`]; inputs are limited to 4 GiB).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    /// Line number, from 1.
    pub line: u32,
    /// Column number, from 1.
    pub column: u32,
    /// Byte offset, from 0.
    pub byte: u32,
}

impl Loc {
    /// The compact form of `pos` (saturating at `u32::MAX`).
    pub fn from_pos(pos: Pos) -> Loc {
        let narrow = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Loc {
            line: narrow(pos.line),
            column: narrow(pos.column),
            byte: narrow(pos.byte),
        }
    }

    /// The position as the rest of the crates use it.
    pub fn pos(self) -> Pos {
        Pos::new(self.line as usize, self.column as usize, self.byte as usize)
    }

    /// The position `bytes` and `columns` further along the same line.
    pub(crate) fn advance(self, bytes: usize, columns: usize) -> Loc {
        let add = |n: u32, by: usize| n.saturating_add(u32::try_from(by).unwrap_or(u32::MAX));
        Loc {
            line: self.line,
            column: add(self.column, columns),
            byte: add(self.byte, bytes),
        }
    }
}

/// Where a piece of source starts and ends (exclusive).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Extent {
    /// The first position.
    pub start: Loc,
    /// The position just after the end.
    pub end: Loc,
}

impl Extent {
    /// The extent from `start` to `end`.
    pub fn new(start: Loc, end: Loc) -> Extent {
        Extent { start, end }
    }

    /// The one byte (and one column) at `start`, as a bracket or colon takes.
    pub fn single(start: Loc) -> Extent {
        Extent {
            start,
            end: start.advance(1, 1),
        }
    }

    /// The full range in the file named `filename`.
    pub fn range(&self, filename: &Arc<str>) -> Range {
        Range {
            filename: filename.clone(),
            start: self.start.pos(),
            end: self.end.pos(),
        }
    }
}

/// One JSON value, or a placeholder where the input was too broken to give one.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `{ ... }`.
    Object(Object),
    /// `[ ... ]`.
    Array(Array),
    /// `"..."`, decoded.
    String(StringLit),
    /// A number, exactly.
    Number(NumberLit),
    /// `true` or `false`.
    Bool(BoolLit),
    /// `null`.
    Null(Extent),
    /// Where a value was expected but could not be read (a diagnostic says why); the
    /// extent is that of the token where it started, as the reference's placeholder has.
    Invalid(Extent),
}

impl Value {
    /// The extent of the whole value (bracket to bracket for objects and arrays).
    pub fn extent(&self) -> Extent {
        match self {
            Value::Object(o) => o.extent,
            Value::Array(a) => a.extent,
            Value::String(s) => s.extent,
            Value::Number(n) => n.extent,
            Value::Bool(b) => b.extent,
            Value::Null(e) | Value::Invalid(e) => *e,
        }
    }

    /// The extent diagnostics about the value as a whole point at: the opening bracket of
    /// an object or array, or the whole of anything else (the reference's `StartRange`).
    pub fn start_extent(&self) -> Extent {
        match self {
            Value::Object(o) => o.open_extent(),
            Value::Array(a) => a.open_extent(),
            other => other.extent(),
        }
    }

    /// The full range of the whole value in the file named `filename`.
    pub fn range(&self, filename: &Arc<str>) -> Range {
        self.extent().range(filename)
    }

    /// The full range of [`start_extent`](Self::start_extent) in the file named `filename`.
    pub fn start_range(&self, filename: &Arc<str>) -> Range {
        self.start_extent().range(filename)
    }
}

/// An object: its properties in source order, duplicates included.
#[derive(Clone, Debug, PartialEq)]
pub struct Object {
    /// The properties, in the order written.
    pub properties: Box<[Property]>,
    /// From the opening brace to the closing one.
    pub extent: Extent,
}

impl Object {
    /// The opening brace.
    pub fn open_extent(&self) -> Extent {
        Extent::single(self.extent.start)
    }

    /// The closing brace.
    pub fn close_extent(&self) -> Extent {
        let end = self.extent.end;
        let start = Loc {
            line: end.line,
            column: end.column.saturating_sub(1),
            byte: end.byte.saturating_sub(1),
        };
        Extent { start, end }
    }
}

/// One `"name": value` pair of an object. (Where its colon is, no diagnostic and no
/// range of the reference's needs, so the tree does not keep it.)
#[derive(Clone, Debug, PartialEq)]
pub struct Property {
    /// The name, decoded.
    pub name: CompactString,
    /// The name's string literal, quotes included.
    pub name_extent: Extent,
    /// The value.
    pub value: Value,
}

/// An array: its elements in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    /// The elements.
    pub elements: Box<[Value]>,
    /// From the opening bracket to the closing one.
    pub extent: Extent,
}

impl Array {
    /// The opening bracket.
    pub fn open_extent(&self) -> Extent {
        Extent::single(self.extent.start)
    }

    /// The closing bracket.
    pub fn close_extent(&self) -> Extent {
        let end = self.extent.end;
        let start = Loc {
            line: end.line,
            column: end.column.saturating_sub(1),
            byte: end.byte.saturating_sub(1),
        };
        Extent { start, end }
    }
}

/// A string literal with its decoded value (escapes applied; each byte of invalid UTF-8
/// and each unpaired surrogate escape decoded as U+FFFD, as the reference does).
#[derive(Clone, Debug, PartialEq)]
pub struct StringLit {
    /// The decoded text.
    pub value: CompactString,
    /// The literal, quotes included.
    pub extent: Extent,
}

/// A number literal: its exact text and its value, read as the reference reads JSON
/// numbers (a 512-bit binary float rounded to nearest even).
///
/// Plain digits that fit 32 bits (the common case: counts, ports, sizes) are kept as
/// that integer, from which text and value both follow; any other literal keeps its
/// text and value out of line, so that a number takes no more room in the tree than a
/// string does.
#[derive(Clone, Debug, PartialEq)]
pub struct NumberLit {
    literal: Literal,
    /// The literal.
    pub extent: Extent,
}

/// How a [`NumberLit`] holds its text and value.
#[derive(Clone, Debug, PartialEq)]
enum Literal {
    /// Decimal digits without a leading zero (or just `0`), at most `u32::MAX`.
    Digits(u32),
    /// Any other literal: its text as written and its value.
    Exact(Box<(CompactString, Number)>),
}

impl NumberLit {
    /// The literal `text` (a valid JSON number) of value `value` at `extent`.
    pub(crate) fn new(text: &str, value: Number, extent: Extent) -> NumberLit {
        let literal = match plain_digits(text) {
            Some(digits) => Literal::Digits(digits),
            None => Literal::Exact(Box::new((CompactString::new(text), value))),
        };
        NumberLit { literal, extent }
    }

    /// The literal as written.
    pub fn text(&self) -> Cow<'_, str> {
        match &self.literal {
            Literal::Digits(digits) => Cow::Owned(digits.to_string()),
            Literal::Exact(exact) => Cow::Borrowed(exact.0.as_str()),
        }
    }

    /// Its value.
    pub fn value(&self) -> Number {
        match &self.literal {
            Literal::Digits(digits) => Number::from_literal_integer(*digits),
            Literal::Exact(exact) => exact.1.clone(),
        }
    }
}

/// `text` as an integer, if it is one written the one way `u32`'s `to_string` writes it.
fn plain_digits(text: &str) -> Option<u32> {
    let canonical = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    canonical.then(|| text.parse().ok()).flatten()
}

/// `true` or `false`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoolLit {
    /// Which one.
    pub value: bool,
    /// The keyword.
    pub extent: Extent,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(line: u32, column: u32, byte: u32) -> Loc {
        Loc { line, column, byte }
    }

    #[test]
    fn brackets_are_one_byte_at_each_end_of_a_container() {
        let extent = Extent::new(loc(1, 3, 2), loc(2, 6, 20));
        let array = Array {
            elements: Box::default(),
            extent,
        };
        assert_eq!(array.open_extent(), Extent::new(loc(1, 3, 2), loc(1, 4, 3)));
        assert_eq!(
            array.close_extent(),
            Extent::new(loc(2, 5, 19), loc(2, 6, 20))
        );
        let value = Value::Array(array);
        assert_eq!(value.start_extent(), Extent::single(loc(1, 3, 2)));
        assert_eq!(value.extent(), extent);
    }

    #[test]
    fn locations_convert_to_positions_and_ranges() {
        let name: Arc<str> = Arc::from("f.json");
        let range = Extent::new(loc(1, 2, 1), loc(1, 5, 4)).range(&name);
        assert_eq!(range.to_string(), "f.json:1,2-5");
        assert_eq!(Loc::from_pos(Pos::new(3, 4, 5)).pos(), Pos::new(3, 4, 5));
        assert_eq!(Loc::from_pos(Pos::new(1, 1, usize::MAX)).byte, u32::MAX);
    }

    #[test]
    fn numbers_kept_as_integers_read_back_as_parsed() {
        let extent = Extent::default();
        let texts = [
            "0",
            "1",
            "80",
            "4294967295",
            "4294967296",
            "01",
            "-0",
            "-5",
            "1.0",
            "1e3",
        ];
        for text in texts {
            let value = Number::parse(text).unwrap();
            let lit = NumberLit::new(text, value.clone(), extent);
            assert_eq!(lit.text(), text);
            assert_eq!(lit.value(), value, "{text}");
            assert_eq!(lit.value().precision(), value.precision(), "{text}");
            let kept_as_integer = matches!(lit.literal, Literal::Digits(_));
            assert_eq!(
                kept_as_integer,
                ["0", "1", "80", "4294967295"].contains(&text)
            );
        }
    }

    #[test]
    fn values_and_properties_take_no_more_room_than_their_string_literals() {
        assert!(std::mem::size_of::<NumberLit>() <= std::mem::size_of::<StringLit>());
        assert!(std::mem::size_of::<Value>() <= std::mem::size_of::<StringLit>());
        assert_eq!(
            std::mem::size_of::<Property>(),
            std::mem::size_of::<StringLit>() + std::mem::size_of::<Value>()
        );
    }

    #[test]
    fn advancing_saturates_instead_of_wrapping() {
        let far = loc(1, u32::MAX - 1, u32::MAX - 1).advance(10, 10);
        assert_eq!((far.column, far.byte), (u32::MAX, u32::MAX));
    }
}
