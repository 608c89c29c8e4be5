//! Values: known, unknown and null values of every type, with marks.

use std::any::Any;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use crate::capsule::CapsuleType;
use crate::error::{Error, Result};
use crate::marks::{Mark, Marks};
use crate::name_map::NameMap;
use crate::number::Number;
use crate::strings;
use crate::ty::Type;

/// A value of some [`Type`]: known, unknown or null, possibly marked.
///
/// Cheap to clone: the contents are shared and never mutated. Thirty-two bytes: its
/// type and its contents inline, each two words, and marks (rare) out of line.
#[derive(Clone)]
pub struct Value {
    ty: Type,
    slot: Slot,
}

/// Where a value's contents live: inline, or beside its marks when it has any.
///
/// A marked value is rare, so its marks take no room in every other value.
#[derive(Clone)]
enum Slot {
    Plain(Data),
    Marked(Arc<MarkedData>),
}

/// The contents of a marked value and its (non-empty) marks.
#[derive(Clone)]
struct MarkedData {
    data: Data,
    marks: Marks,
}

/// The marks of an unmarked value, to lend out by reference.
static NO_MARKS: Marks = Marks::new();

/// What a value holds. Lists, sets and tuples hold a sequence (sets sorted in the
/// reference's set order and deduplicated); maps and objects hold name-ordered entries.
#[derive(Clone)]
pub(crate) enum Data {
    Null,
    /// Unknown, with what is known about it if anything ([`crate::refinement`]).
    Unknown(Option<Arc<crate::refinement::Refinement>>),
    Bool(bool),
    Number(Number),
    /// One thin pointer (a `Value` is as large as its largest contents).
    String(arcstr::ArcStr),
    /// Kept as the `Vec` it was built in: making an `Arc<[Value]>` of it would copy
    /// every element while both exist.
    Seq(Arc<Vec<Value>>),
    Attrs(NameMap<Value>),
    /// Behind a thin pointer of its own: capsules are rare, and the wide pointer would
    /// make every value larger.
    Capsule(Arc<Arc<dyn Any + Send + Sync>>),
}

impl Data {
    /// A sequence of `elements`, without spare capacity.
    fn seq(mut elements: Vec<Value>) -> Data {
        elements.shrink_to_fit();
        Data::Seq(Arc::new(elements))
    }
}

impl Value {
    pub(crate) fn from_parts(ty: Type, data: Data) -> Value {
        Value {
            ty,
            slot: Slot::Plain(data),
        }
    }
    /// The value of `ty` holding `data` with `marks` (none, most often).
    fn with_parts(ty: Type, data: Data, marks: Marks) -> Value {
        if marks.is_empty() {
            return Value::from_parts(ty, data);
        }
        Value {
            ty,
            slot: Slot::Marked(Arc::new(MarkedData { data, marks })),
        }
    }
    pub(crate) fn data(&self) -> &Data {
        match &self.slot {
            Slot::Plain(data) => data,
            Slot::Marked(m) => &m.data,
        }
    }
    /// The type, the contents and the marks, taken apart without copying what this
    /// value alone holds.
    fn into_parts(self) -> (Type, Data, Marks) {
        match self.slot {
            Slot::Plain(data) => (self.ty, data, Marks::new()),
            Slot::Marked(m) => {
                let m = Arc::unwrap_or_clone(m);
                (self.ty, m.data, m.marks)
            }
        }
    }

    /// The null value of `ty`.
    pub fn null(ty: Type) -> Value {
        Value::from_parts(ty, Data::Null)
    }
    /// The unknown value of `ty`.
    pub fn unknown(ty: Type) -> Value {
        Value::from_parts(ty, Data::Unknown(None))
    }
    /// The dynamic value: unknown, of the dynamic pseudo-type.
    pub fn dynamic() -> Value {
        Value::unknown(Type::Dynamic)
    }
    /// A known bool.
    pub fn bool(v: bool) -> Value {
        Value::from_parts(Type::Bool, Data::Bool(v))
    }
    /// A known number.
    pub fn number(v: impl Into<Number>) -> Value {
        Value::from_parts(Type::Number, Data::Number(v.into()))
    }
    /// A known string, NFC-normalized as every string entering the value model.
    pub fn string(v: impl AsRef<str>) -> Value {
        Value::from_parts(
            Type::String,
            Data::String(strings::normalize_thin(v.as_ref())),
        )
    }
    /// A known list of `elements`, which must all have one type; use
    /// [`Value::empty_list`] for an empty one.
    pub fn list(elements: impl IntoIterator<Item = Value>) -> Result<Value> {
        let elements: Vec<Value> = elements.into_iter().collect();
        let ety = common_type(&elements, "list")?;
        Ok(Value::from_parts(Type::list(ety), Data::seq(elements)))
    }
    /// The empty list of element type `ety`.
    pub fn empty_list(ety: Type) -> Value {
        Value::from_parts(Type::list(ety), Data::Seq(Arc::new(Vec::new())))
    }
    /// A known set of `elements` (which must all have one type); equal elements collapse.
    pub fn set(elements: impl IntoIterator<Item = Value>) -> Result<Value> {
        let elements: Vec<Value> = elements.into_iter().collect();
        let ety = common_type(&elements, "set")?;
        Ok(Value::set_unchecked(ety, elements))
    }
    /// The empty set of element type `ety`.
    pub fn empty_set(ety: Type) -> Value {
        Value::from_parts(Type::set(ety), Data::Seq(Arc::new(Vec::new())))
    }
    /// A known map from its entries, which must all have one type; use
    /// [`Value::empty_map`] for an empty one. Keys are NFC-normalized; a later duplicate wins.
    pub fn map<K: AsRef<str>>(entries: impl IntoIterator<Item = (K, Value)>) -> Result<Value> {
        let entries: NameMap<Value> = collect_attrs(entries).into_iter().collect();
        let ety = common_type(entries.values(), "map")?;
        Ok(Value::from_parts(Type::map(ety), Data::Attrs(entries)))
    }
    /// The empty map of element type `ety`.
    pub fn empty_map(ety: Type) -> Value {
        Value::from_parts(Type::map(ety), Data::Attrs(NameMap::new()))
    }
    /// A known object from its attributes; its type is made of the attributes' types.
    pub fn object<K: AsRef<str>>(attrs: impl IntoIterator<Item = (K, Value)>) -> Value {
        Value::object_of_sorted(crate::name_map::sorted_last_wins(collect_attrs(attrs)))
    }
    /// The object of `attrs`, sorted by name with each name once and in NFC; the
    /// attribute names are shared with its object type.
    fn object_of_sorted(attrs: Vec<(String, Value)>) -> Value {
        let ty = crate::shared_types::object_type(&attrs, Value::ty);
        let entries = (ty.attributes().entries().iter())
            .zip(attrs)
            .map(|((name, _), (_, v))| (name.clone(), v))
            .collect();
        Value::from_parts(Type::Object(ty), Data::Attrs(NameMap::from_sorted(entries)))
    }
    /// A known object from a name-ordered map of its attributes, as [`Value::object`]
    /// gives for the same entries, without collecting them again.
    pub fn object_from_map(attrs: BTreeMap<String, Value>) -> Value {
        if !attrs.keys().all(|k| strings::is_nfc(k)) {
            return Value::object(attrs);
        }
        Value::object_of_sorted(attrs.into_iter().collect())
    }
    /// The object with no attributes.
    pub fn empty_object() -> Value {
        Value::object(std::iter::empty::<(String, Value)>())
    }
    /// A known tuple; its type is made of the elements' types.
    pub fn tuple(elements: impl IntoIterator<Item = Value>) -> Value {
        let elements: Vec<Value> = elements.into_iter().collect();
        let ty = Type::tuple(elements.iter().map(|v| v.ty.clone()));
        Value::from_parts(ty, Data::seq(elements))
    }
    /// The tuple with no elements.
    pub fn empty_tuple() -> Value {
        Value::tuple([])
    }
    /// A value of capsule type `ty` wrapping `v`.
    pub fn capsule(ty: &CapsuleType, v: Arc<dyn Any + Send + Sync>) -> Value {
        Value::from_parts(Type::Capsule(ty.clone()), Data::Capsule(Arc::new(v)))
    }

    /// Builds a known value of a structural or collection type from its parts without
    /// re-checking them; the caller guarantees they fit `ty`.
    /// The same contents, shared, as a value of type `ty` (which must describe them), unmarked.
    pub(crate) fn retyped(&self, ty: Type) -> Value {
        Value::from_parts(ty, self.data().clone())
    }
    pub(crate) fn seq_unchecked(ty: Type, elements: Vec<Value>) -> Value {
        Value::from_parts(ty, Data::seq(elements))
    }
    pub(crate) fn attrs_unchecked(ty: Type, attrs: NameMap<Value>) -> Value {
        Value::from_parts(ty, Data::Attrs(attrs))
    }
    pub(crate) fn set_unchecked(ety: Type, elements: Vec<Value>) -> Value {
        let mut marks = Marks::new();
        let elements = elements
            .into_iter()
            .map(|e| e.unmark_deep_into(&mut marks))
            .collect();
        Value::from_parts(
            Type::set(ety),
            Data::seq(crate::set_order::canonical_set(elements)),
        )
        .with_marks(&marks)
    }

    /// The value's type.
    pub fn ty(&self) -> &Type {
        &self.ty
    }
    /// Whether this is a null value (marks aside).
    pub fn is_null(&self) -> bool {
        matches!(self.data(), Data::Null)
    }
    /// Whether this value is known at its top level (its elements may still be unknown).
    pub fn is_known(&self) -> bool {
        !matches!(self.data(), Data::Unknown(_))
    }
    /// Whether this value and everything inside it is known.
    pub fn is_wholly_known(&self) -> bool {
        match self.data() {
            Data::Unknown(_) => false,
            Data::Seq(es) => es.iter().all(Value::is_wholly_known),
            Data::Attrs(es) => es.values().all(Value::is_wholly_known),
            _ => true,
        }
    }
    /// Whether the type is known all the way down (no dynamic pseudo-type in it).
    pub fn has_wholly_known_type(&self) -> bool {
        match self.data() {
            Data::Unknown(_) | Data::Null => !self.ty.has_dynamic_types(),
            Data::Seq(es) => es.iter().all(Value::has_wholly_known_type),
            Data::Attrs(es) => es.values().all(Value::has_wholly_known_type),
            _ => !self.ty.is_dynamic(),
        }
    }

    /// The marks on this value itself.
    pub fn marks(&self) -> &Marks {
        match &self.slot {
            Slot::Plain(_) => &NO_MARKS,
            Slot::Marked(m) => &m.marks,
        }
    }
    /// Whether this value itself carries any mark.
    pub fn is_marked(&self) -> bool {
        matches!(self.slot, Slot::Marked(_))
    }
    /// Whether this value itself carries `mark`.
    pub fn has_mark(&self, mark: &Mark) -> bool {
        self.marks().contains(mark)
    }
    /// Whether this value or anything inside it carries a mark.
    pub fn contains_marked(&self) -> bool {
        self.is_marked()
            || match self.data() {
                Data::Seq(es) => es.iter().any(Value::contains_marked),
                Data::Attrs(es) => es.values().any(Value::contains_marked),
                _ => false,
            }
    }
    /// This value with `mark` added.
    pub fn mark(self, mark: impl Into<Mark>) -> Value {
        self.with_marks(&std::iter::once(mark.into()).collect())
    }
    /// This value with every mark of `marks` added.
    pub fn with_marks(self, marks: &Marks) -> Value {
        if marks.is_empty() {
            return self;
        }
        let (ty, data, mut own) = self.into_parts();
        own.extend(marks);
        Value::with_parts(ty, data, own)
    }
    /// This value without its own marks, and those marks.
    pub fn unmark(self) -> (Value, Marks) {
        if !self.is_marked() {
            return (self, Marks::new());
        }
        let (ty, data, marks) = self.into_parts();
        (Value::from_parts(ty, data), marks)
    }
    /// This value with no marks anywhere inside, and the union of all of them.
    pub fn unmark_deep(self) -> (Value, Marks) {
        let mut all = Marks::new();
        let v = self.unmark_deep_into(&mut all);
        (v, all)
    }
    fn unmark_deep_into(self, all: &mut Marks) -> Value {
        if !self.contains_marked() {
            return self;
        }
        let (ty, data, marks) = self.into_parts();
        all.extend(&marks);
        let data = match data {
            Data::Seq(es) => Data::Seq(Arc::new(
                es.iter().map(|e| e.clone().unmark_deep_into(all)).collect(),
            )),
            Data::Attrs(es) => Data::Attrs(es.map_values(|_, e| e.clone().unmark_deep_into(all))),
            other => other,
        };
        Value::from_parts(ty, data)
    }

    /// The bool, if this is a known, non-null bool.
    pub fn as_bool(&self) -> Option<bool> {
        match self.data() {
            Data::Bool(b) => Some(*b),
            _ => None,
        }
    }
    /// The number, if this is a known, non-null number.
    pub fn as_number(&self) -> Option<&Number> {
        match self.data() {
            Data::Number(n) => Some(n),
            _ => None,
        }
    }
    /// The text, if this is a known, non-null string.
    pub fn as_str(&self) -> Option<&str> {
        match self.data() {
            Data::String(s) => Some(s),
            _ => None,
        }
    }
    /// The elements of a known list, set (in set order) or tuple.
    pub fn as_slice(&self) -> Option<&[Value]> {
        match self.data() {
            Data::Seq(es) => Some(es),
            _ => None,
        }
    }
    /// The elements of a known list, set (in set order) or tuple, taken out of the value:
    /// without a copy when this value is their only holder, copied otherwise.
    ///
    /// ```
    /// use hcl2_value::Value;
    ///
    /// let t = Value::tuple([Value::from(1), Value::from("a")]);
    /// assert_eq!(t.clone().into_sequence(), t.as_slice().map(<[Value]>::to_vec));
    /// assert_eq!(Value::from(1).into_sequence(), None);
    /// ```
    pub fn into_sequence(self) -> Option<Vec<Value>> {
        match self.into_parts().1 {
            Data::Seq(es) => Some(Arc::unwrap_or_clone(es)),
            _ => None,
        }
    }
    /// The entries of a known map or the attributes of a known object, in key order.
    pub fn as_map(&self) -> Option<&NameMap<Value>> {
        match self.data() {
            Data::Attrs(es) => Some(es),
            _ => None,
        }
    }
    /// The wrapped application value, if this is a known capsule value.
    pub fn as_capsule(&self) -> Option<&Arc<dyn Any + Send + Sync>> {
        match self.data() {
            Data::Capsule(c) => Some(&**c),
            _ => None,
        }
    }
}

fn collect_attrs<K: AsRef<str>>(
    entries: impl IntoIterator<Item = (K, Value)>,
) -> Vec<(String, Value)> {
    entries
        .into_iter()
        .map(|(k, v)| (strings::normalize(k.as_ref()), v))
        .collect()
}

fn common_type<'a>(values: impl IntoIterator<Item = &'a Value>, kind: &str) -> Result<Type> {
    let mut values = values.into_iter();
    let Some(first) = values.next() else {
        return Err(Error::new(format!(
            "a {kind} needs at least one element to imply its element type"
        )));
    };
    match values.enumerate().find(|(_, v)| v.ty != first.ty) {
        None => Ok(first.ty.clone()),
        Some((i, other)) => Err(Error::new(format!(
            "inconsistent {kind} element types (element 0 is {}, element {} is {})",
            first.ty,
            i + 1,
            other.ty
        ))),
    }
}

impl From<bool> for Value {
    fn from(v: bool) -> Value {
        Value::bool(v)
    }
}
impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::string(v)
    }
}
impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::string(v)
    }
}
impl From<Number> for Value {
    fn from(v: Number) -> Value {
        Value::number(v)
    }
}
impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::number(v)
    }
}
impl From<i32> for Value {
    fn from(v: i32) -> Value {
        Value::number(Number::from_i64(v.into()))
    }
}
impl From<u64> for Value {
    fn from(v: u64) -> Value {
        Value::number(v)
    }
}

/// Exact identity: same type, same marks, same knownness and contents (the reference's
/// `RawEquals`); use [`Value::equals`] for the language's `==`.
impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.raw_equals(other)
    }
}

/// A compact rendering for tests and debugging: `"a"`, `1.5`, `list(string)["x"]`,
/// `unknown(number)`, `null(bool)`, marks as `<sensitive>` suffixes.
impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.data() {
            Data::Null => write!(f, "null({})", self.ty)?,
            Data::Unknown(None) => write!(f, "unknown({})", self.ty)?,
            Data::Unknown(Some(r)) => write!(f, "unknown({}){r:?}", self.ty)?,
            Data::Bool(b) => write!(f, "{b}")?,
            Data::Number(n) => write!(f, "{n}")?,
            Data::String(s) => strings::write_go_quoted(f, s)?,
            Data::Seq(es) => {
                match &self.ty {
                    Type::Tuple(_) => f.write_str("tuple")?,
                    t => write!(f, "{t}")?,
                }
                f.debug_list().entries(es.iter()).finish()?
            }
            Data::Attrs(es) => {
                match &self.ty {
                    Type::Object(_) => f.write_str("object")?,
                    t => write!(f, "{t}")?,
                }
                f.debug_map().entries(es.iter()).finish()?
            }
            Data::Capsule(_) => write!(f, "capsule({})", self.ty)?,
        }
        for m in self.marks().iter() {
            write!(f, "<{}>", m.name())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_object_from_a_map_is_the_object_of_its_entries() {
        let attrs: BTreeMap<String, Value> = [
            ("b".to_string(), Value::from(1)),
            ("a".to_string(), Value::from("x").mark("m")),
        ]
        .into();
        let from_map = Value::object_from_map(attrs.clone());
        assert_eq!(from_map, Value::object(attrs));
        assert_eq!(
            from_map.ty(),
            Value::object([("a", Value::from("")), ("b", Value::from(0))]).ty()
        );
    }

    #[test]
    fn an_object_from_a_map_normalizes_its_names_as_objects_do() {
        // "e" + combining acute and the precomposed "é" are one name after NFC.
        let attrs: BTreeMap<String, Value> = [
            ("e\u{301}".to_string(), Value::from(1)),
            ("\u{e9}".to_string(), Value::from(2)),
        ]
        .into();
        let from_map = Value::object_from_map(attrs.clone());
        assert_eq!(from_map, Value::object(attrs));
        assert_eq!(from_map.as_map().map(NameMap::len), Some(1));
    }

    #[test]
    fn a_value_is_thirty_two_bytes_and_an_optional_value_no_more() {
        assert!(std::mem::size_of::<Value>() <= 32);
        assert_eq!(
            std::mem::size_of::<Option<Value>>(),
            std::mem::size_of::<Value>()
        );
    }

    #[test]
    fn marks_kept_out_of_line_come_back_with_the_value() {
        let v = Value::from(1).mark("a").mark("b");
        assert!(v.is_marked() && v.has_mark(&"a".into()) && v.has_mark(&"b".into()));
        assert_eq!(v.as_number(), Value::from(1).as_number());
        let (plain, marks) = v.clone().unmark();
        assert!(!plain.is_marked() && plain.marks().is_empty());
        assert_eq!(marks.len(), 2);
        assert_eq!(plain.with_marks(&marks), v);
        assert!(!Value::from(1).with_marks(&Marks::new()).is_marked());
    }

    #[test]
    fn a_marked_sequence_gives_up_its_elements() {
        let t = Value::tuple([Value::from(1), Value::from("a")]).mark("m");
        assert_eq!(
            t.into_sequence(),
            Some(vec![Value::from(1), Value::from("a")])
        );
    }

    #[test]
    fn strings_are_normalized_whether_or_not_they_are_ascii() {
        assert_eq!(Value::string("plain").as_str(), Some("plain"));
        assert_eq!(Value::string("e\u{301}").as_str(), Some("\u{e9}"));
    }
}
