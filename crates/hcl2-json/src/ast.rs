//! The JSON syntax tree: objects (properties in source order, duplicates kept), arrays,
//! strings (decoded), numbers (exact text and value), booleans and null, each with the
//! [`Extent`] of its source text.
//!
//! Each value is a small `Copy` handle read through its file's [`Tree`], which holds the
//! text and one 16-byte node per stored value and property name, in document order. An
//! object or array of plain constants (numbers, `true`, `false`, `null`, strings of
//! UTF-8, nested up to four deep) is one node and its items are read again from the
//! text when asked, as is each run of plain items in the others; a string's escapes are
//! decoded when it is read. The tree keeps byte offsets only; the tree gives their lines and
//! columns, counted as the reference's JSON scanner counts them.

use hcl2_core::Range;
use hcl2_value::Number;

use crate::plain::PlainScan;
use std::borrow::Cow;

use crate::literal::decode_string;
use crate::tape::{Kind, Node, WHOLE_TOKEN};
use crate::tree::Tree;

/// A byte offset into a JSON file, from 0 (inputs are limited to 4 GiB); its line and
/// column come from the file's [`Tree`].
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

    /// The full range in the file whose tree `tree` is.
    pub fn range(&self, tree: &Tree) -> Range {
        tree.range(*self)
    }
}

/// One JSON value, or a placeholder where the input was too broken to give one.
///
/// A value is a small handle into its file's [`Tree`]: reading an object's properties,
/// an array's elements, a string's text or a number takes the tree it came from (that
/// of another file gives empty or wrong answers, never a panic). Two handles are equal
/// when they are the same node of a tree, not when their contents are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// `{ ... }`.
    Object(Object),
    /// `[ ... ]`.
    Array(Array),
    /// `"..."`.
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
    /// The value of `node`, the node at `index` of its tree.
    pub(crate) fn of_node(node: Node, index: u32) -> Value {
        let extent = node.extent;
        let stored = Items {
            first: index.saturating_add(1),
            end: node.data,
        };
        match node.kind {
            Kind::Object => Value::Object(Object::new(stored, extent)),
            Kind::Array => Value::Array(Array::new(stored, extent)),
            Kind::PlainObject => Value::Object(Object::plain(extent)),
            Kind::PlainArray => Value::Array(Array::plain(extent)),
            Kind::String => Value::String(StringLit {
                literal: node.data,
                extent,
            }),
            Kind::Number => Value::Number(NumberLit { extent }),
            Kind::True | Kind::False => Value::Bool(BoolLit {
                value: node.kind == Kind::True,
                extent,
            }),
            Kind::Null => Value::Null(extent),
            // A run is read by the cursor over its container's items, never as a value.
            Kind::Invalid | Kind::Run => Value::Invalid(extent),
        }
    }

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

    /// The full range of the whole value in the file whose tree `tree` is.
    pub fn range(&self, tree: &Tree) -> Range {
        tree.range(self.extent())
    }

    /// The full range of [`start_extent`](Self::start_extent) in the file whose tree
    /// `tree` is.
    pub fn start_range(&self, tree: &Tree) -> Range {
        tree.range(self.start_extent())
    }
}

/// Where the items of an object or array are: the nodes from `first` up to `end` of
/// the tree, or (for a collection of plain constants kept as its text) the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Items {
    first: u32,
    end: u32,
}

impl Items {
    /// The items are read again from the text.
    const TEXT: Items = Items {
        first: u32::MAX,
        end: u32::MAX,
    };

    fn cursor(self, tree: &Tree, extent: Extent) -> Cursor<'_> {
        if self == Items::TEXT {
            Cursor::Text(PlainScan::new(tree, extent))
        } else {
            Cursor::Stored {
                tree,
                at: self.first,
                end: self.end,
                run: None,
            }
        }
    }
}

/// Reads the items of an object or array one after another.
#[derive(Clone, Debug)]
enum Cursor<'t> {
    /// The nodes from `at` up to `end`, and the run of plain items being read, if any.
    Stored {
        tree: &'t Tree,
        at: u32,
        end: u32,
        run: Option<PlainScan<'t>>,
    },
    /// The text of a collection of plain constants.
    Text(PlainScan<'t>),
}

impl<'t> Cursor<'t> {
    /// The text the next items are read from, if they are in a run or a collection
    /// kept as text; else the index of the next item's node (`None` at the end).
    fn next_source(&mut self) -> Result<&mut PlainScan<'t>, Option<u32>> {
        match self {
            Cursor::Text(scan) => Ok(scan),
            Cursor::Stored { tree, at, end, run } => {
                if run.as_mut().is_some_and(|scan| !scan.at_end()) {
                    return run.as_mut().ok_or(None);
                }
                if *at >= *end {
                    return Err(None);
                }
                let index = *at;
                match tree.node_at(index) {
                    Some(node) if node.kind == Kind::Run => {
                        *at = index.saturating_add(1);
                        *run = Some(PlainScan::run(tree, node.extent));
                        run.as_mut().ok_or(None)
                    }
                    _ => {
                        *at = tree.after(index);
                        Err(Some(index))
                    }
                }
            }
        }
    }

    /// The tree of a stored collection's nodes.
    fn tree(&self) -> Option<&'t Tree> {
        match self {
            Cursor::Stored { tree, .. } => Some(*tree),
            Cursor::Text(_) => None,
        }
    }

    fn next_element(&mut self) -> Option<Value> {
        match self.next_source() {
            Ok(scan) => scan.next_value(),
            Err(index) => Some(self.tree()?.value_at(index?)),
        }
    }

    fn next_property(&mut self) -> Option<Property> {
        let name = match self.next_source() {
            Ok(scan) => {
                let Value::String(name) = scan.next_value()? else {
                    return None;
                };
                return Some(Property {
                    name,
                    value: scan.next_value()?,
                });
            }
            Err(index) => index?,
        };
        let Value::String(name) = self.tree()?.value_at(name) else {
            return None;
        };
        let value = match self.next_source() {
            Err(Some(index)) => self.tree()?.value_at(index),
            _ => return None,
        };
        Some(Property { name, value })
    }
}

/// What an object and an array share: made of their items and extent, read through a
/// cursor over the items, and the bracket at each end of the extent.
macro_rules! bracketed {
    ($collection:ident, $a:literal, $bracket:literal) => {
        impl $collection {
            fn new(items: Items, extent: Extent) -> $collection {
                $collection { items, extent }
            }

            #[doc = concat!($a, " of plain constants at `extent`, read again from the text.")]
            pub(crate) fn plain(extent: Extent) -> $collection {
                $collection::new(Items::TEXT, extent)
            }

            fn cursor<'t>(&self, tree: &'t Tree) -> Cursor<'t> {
                self.items.cursor(tree, self.extent)
            }

            #[doc = concat!("The opening ", $bracket, ".")]
            pub fn open_extent(&self) -> Extent {
                Extent::single(self.extent.start)
            }

            #[doc = concat!("The closing ", $bracket, ".")]
            pub fn close_extent(&self) -> Extent {
                Extent::last(self.extent.end)
            }
        }
    };
}

/// An object: its properties in source order, duplicates included.
///
/// ```
/// let parsed = hcl2_json::parse(br#"{"a": {"b": 1}}"#, "f.json");
/// let tree = &parsed.tree;
/// let hcl2_json::ast::Value::Object(root) = parsed.value else { panic!() };
/// let outer = root.properties(tree).next().unwrap();
/// assert_eq!(outer.name.text(tree), "a");
/// let hcl2_json::ast::Value::Object(inner) = outer.value else { panic!() };
/// assert_eq!(inner.properties(tree).next().unwrap().name.text(tree), "b");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Object {
    items: Items,
    /// From the opening brace to the closing one.
    pub extent: Extent,
}

bracketed!(Object, "An object", "brace");

impl Object {
    /// The properties, in the order written; `tree` must be that of the file the object
    /// was parsed from.
    pub fn properties<'t>(&self, tree: &'t Tree) -> Properties<'t> {
        Properties {
            cursor: self.cursor(tree),
        }
    }
}

/// The properties of an [`Object`], in the order written.
#[derive(Clone, Debug)]
pub struct Properties<'t> {
    cursor: Cursor<'t>,
}

impl Iterator for Properties<'_> {
    type Item = Property;

    fn next(&mut self) -> Option<Property> {
        self.cursor.next_property()
    }
}

/// One `"name": value` pair of an object. (Where its colon is, no diagnostic and no
/// range of the reference's needs, so the tree does not keep it.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Property {
    /// The name's string literal.
    pub name: StringLit,
    /// The value.
    pub value: Value,
}

/// An array: its elements in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Array {
    items: Items,
    /// From the opening bracket to the closing one.
    pub extent: Extent,
}

bracketed!(Array, "An array", "bracket");

impl Array {
    /// The elements, in order; `tree` must be that of the file the array was parsed
    /// from.
    ///
    /// ```
    /// let parsed = hcl2_json::parse(br#"[{"a": 1}, {}]"#, "f.json");
    /// let hcl2_json::ast::Value::Array(list) = parsed.value else { panic!() };
    /// assert_eq!(list.elements(&parsed.tree).count(), 2);
    /// ```
    pub fn elements<'t>(&self, tree: &'t Tree) -> Elements<'t> {
        Elements {
            cursor: self.cursor(tree),
        }
    }
}

/// The elements of an [`Array`], in order.
#[derive(Clone, Debug)]
pub struct Elements<'t> {
    cursor: Cursor<'t>,
}

impl Iterator for Elements<'_> {
    type Item = Value;

    fn next(&mut self) -> Option<Value> {
        self.cursor.next_element()
    }
}

/// A string literal, whose value is its text with escapes applied (each byte of invalid
/// UTF-8 and each unpaired surrogate escape decoded as U+FFFD, as the reference does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StringLit {
    /// The length of the literal, if it is shorter than its token (see
    /// [`Kind::String`]), else [`WHOLE_TOKEN`].
    literal: u32,
    /// The literal, quotes included.
    pub extent: Extent,
}

impl StringLit {
    /// A string whose literal is its whole text at `extent`.
    pub(crate) fn from_text(extent: Extent) -> StringLit {
        StringLit {
            literal: WHOLE_TOKEN,
            extent,
        }
    }

    /// The decoded text, read from `tree`, that of the file the string was parsed from:
    /// borrowed from the text unless the string has escapes or bytes that are not
    /// UTF-8, which are decoded each time.
    pub fn text<'t>(&self, tree: &'t Tree) -> Cow<'t, str> {
        let token = tree.slice(self.extent);
        let quoted = match self.literal {
            WHOLE_TOKEN => token,
            len => token.get(..len as usize).unwrap_or_default(),
        };
        match quoted {
            quoted if quoted.len() >= 2 => decode_string(quoted.as_bytes()),
            _ => Cow::Borrowed(""),
        }
    }
}

/// A number literal, read as the reference reads JSON numbers (a 512-bit binary float
/// rounded to nearest even) from its text when asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumberLit {
    /// The literal.
    pub extent: Extent,
}

impl NumberLit {
    /// The literal as written, read from `tree`, that of the file the number was parsed
    /// from.
    pub fn text<'t>(&self, tree: &'t Tree) -> &'t str {
        tree.slice(self.extent)
    }

    /// Its value. The parser only keeps numbers whose text reads; a handle read against
    /// another file's tree, whose text there does not, gives zero.
    pub fn value(&self, tree: &Tree) -> Number {
        Number::parse(self.text(tree)).unwrap_or_else(|_| Number::from_literal_integer(0))
    }
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
        let array = Array::plain(extent);
        assert_eq!(array.open_extent(), Extent::new(loc(2), loc(3)));
        assert_eq!(array.close_extent(), Extent::new(loc(19), loc(20)));
        let value = Value::Array(array);
        assert_eq!(value.start_extent(), Extent::single(loc(2)));
        assert_eq!(value.extent(), extent);
    }

    #[test]
    fn offsets_convert_to_ranges_through_the_files_tree() {
        let parsed = crate::parse(b"{\"ab\": 1}", "f.json");
        let range = Extent::new(loc(1), loc(5)).range(&parsed.tree);
        assert_eq!(range.to_string(), "f.json:1,2-6");
    }

    #[test]
    fn numbers_read_back_as_written_and_as_parsed() {
        let texts = ["0", "80", "4294967296", "-0", "-5", "1.0", "1e3", "1.50e-7"];
        let src = format!("[{}, \"\\n\"]", texts.join(", "));
        let parsed = crate::parse(src.as_bytes(), "f.json");
        let Value::Array(list) = parsed.value else {
            panic!("an array")
        };
        let tree = &parsed.tree;
        for (element, text) in list.elements(tree).zip(texts) {
            let Value::Number(n) = element else {
                panic!("a number")
            };
            let want = Number::parse(text).unwrap();
            assert_eq!(n.text(tree), text);
            assert_eq!(n.value(tree), want, "{text}");
            assert_eq!(n.value(tree).precision(), want.precision(), "{text}");
        }
    }

    #[test]
    fn strings_with_escapes_read_their_decoded_text_and_others_their_own() {
        let parsed = crate::parse(
            r#"{"a\u00e9": ["x\"y", "caf\u00e9", "plain", "é"]}"#.as_bytes(),
            "f.json",
        );
        let tree = &parsed.tree;
        let Value::Object(root) = parsed.value else {
            panic!("an object")
        };
        let property = root.properties(tree).next().unwrap();
        assert_eq!(property.name.text(tree), "a\u{e9}");
        let Value::Array(list) = property.value else {
            panic!("an array")
        };
        let texts: Vec<String> = list
            .elements(tree)
            .map(|e| match e {
                Value::String(s) => s.text(tree).into_owned(),
                _ => panic!("a string"),
            })
            .collect();
        assert_eq!(texts, ["x\"y", "caf\u{e9}", "plain", "\u{e9}"]);
    }

    #[test]
    fn a_value_handle_is_20_bytes() {
        assert_eq!(std::mem::size_of::<Extent>(), 8);
        assert_eq!(std::mem::size_of::<Value>(), 20);
    }
}
