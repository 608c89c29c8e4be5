//! The JSON syntax tree: objects (properties in source order, duplicates kept), arrays,
//! strings (decoded), numbers (exact text and value), booleans and null, each with the
//! [`Extent`] of its source text.
//!
//! The tree keeps byte offsets only; the parsed file's [`Positions`] gives their lines
//! and columns, counted as the reference's JSON scanner counts them.

use std::borrow::Cow;

use compact_str::CompactString;
use hcl2_core::Range;
use hcl2_value::Number;

use crate::positions::Positions;

/// A byte offset into a JSON file, from 0 (inputs are limited to 4 GiB); its line and
/// column come from the file's [`Positions`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc(u32);

impl Loc {
    /// The offset `byte`.
    pub fn new(byte: u32) -> Loc {
        Loc(byte)
    }

    /// The byte offset.
    pub fn byte(self) -> u32 {
        self.0
    }
}

/// Where a piece of source starts and ends (exclusive).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Extent {
    /// The first byte.
    pub start: Loc,
    /// The byte just after the end.
    pub end: Loc,
}

impl Extent {
    /// The extent from `start` to `end`.
    pub fn new(start: Loc, end: Loc) -> Extent {
        Extent { start, end }
    }

    /// The one byte at `start`, as a bracket takes.
    pub fn single(start: Loc) -> Extent {
        Extent {
            start,
            end: Loc(start.0.saturating_add(1)),
        }
    }

    /// The one byte before `end`, as a closing bracket takes.
    pub(crate) fn last(end: Loc) -> Extent {
        Extent {
            start: Loc(end.0.saturating_sub(1)),
            end,
        }
    }

    /// The full range in the file whose positions `positions` are.
    pub fn range(&self, positions: &Positions) -> Range {
        positions.range(*self)
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

    /// The full range of the whole value in the file whose positions `positions` are.
    pub fn range(&self, positions: &Positions) -> Range {
        positions.range(self.extent())
    }

    /// The full range of [`start_extent`](Self::start_extent) in the file whose
    /// positions `positions` are.
    pub fn start_range(&self, positions: &Positions) -> Range {
        positions.range(self.start_extent())
    }
}

/// An object: its properties in source order, duplicates included.
///
/// The properties of all the objects of a file lie in one arena its [`Positions`] keep
/// (one allocation per file instead of one per object); an object holds where its own
/// are, and [`properties`](Object::properties) reads them.
///
/// ```
/// let parsed = hcl2_json::parse(br#"{"a": {"b": 1}}"#, "f.json");
/// let hcl2_json::ast::Value::Object(root) = &parsed.value else { panic!() };
/// let outer = root.properties(&parsed.positions);
/// assert_eq!(outer[0].name, "a");
/// let hcl2_json::ast::Value::Object(inner) = &outer[0].value else { panic!() };
/// assert_eq!(inner.properties(&parsed.positions)[0].name, "b");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Object {
    /// Where the properties start in the file's arena.
    first: u32,
    /// How many there are.
    len: u32,
    /// From the opening brace to the closing one.
    pub extent: Extent,
}

impl Object {
    /// The object whose properties are the `len` at `first` in its file's arena.
    pub(crate) fn new(first: u32, len: u32, extent: Extent) -> Object {
        Object { first, len, extent }
    }

    /// The properties, in the order written; `positions` must be those of the file the
    /// object was parsed from (those of another file give an empty or wrong slice).
    pub fn properties<'p>(&self, positions: &'p Positions) -> &'p [Property] {
        positions.properties(self.first, self.len)
    }

    /// How many properties the object has.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the object has no properties.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The opening brace.
    pub fn open_extent(&self) -> Extent {
        Extent::single(self.extent.start)
    }

    /// The closing brace.
    pub fn close_extent(&self) -> Extent {
        Extent::last(self.extent.end)
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
        Extent::last(self.extent.end)
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

    fn loc(byte: u32) -> Loc {
        Loc::new(byte)
    }

    #[test]
    fn brackets_are_one_byte_at_each_end_of_a_container() {
        let extent = Extent::new(loc(2), loc(20));
        let array = Array {
            elements: Box::default(),
            extent,
        };
        assert_eq!(array.open_extent(), Extent::new(loc(2), loc(3)));
        assert_eq!(array.close_extent(), Extent::new(loc(19), loc(20)));
        let value = Value::Array(array);
        assert_eq!(value.start_extent(), Extent::single(loc(2)));
        assert_eq!(value.extent(), extent);
    }

    #[test]
    fn offsets_convert_to_ranges_through_the_files_positions() {
        let parsed = crate::parse(b"{\"ab\": 1}", "f.json");
        let range = Extent::new(loc(1), loc(5)).range(&parsed.positions);
        assert_eq!(range.to_string(), "f.json:1,2-6");
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
    fn a_small_object_in_an_array_takes_96_bytes_in_one_allocation_per_file() {
        use std::mem::size_of;
        assert_eq!(size_of::<Extent>(), 8);
        assert_eq!(size_of::<Object>(), 16);
        assert_eq!(size_of::<Value>() + size_of::<Property>(), 96);
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
}
