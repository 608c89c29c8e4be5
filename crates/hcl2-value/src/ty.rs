//! Types: primitives, collections, structural types, capsules and the dynamic pseudo-type.

use std::collections::BTreeSet;
use std::fmt;
use std::sync::Arc;

use crate::capsule::CapsuleType;
use crate::name_map::NameMap;
use crate::tuple_type::TupleType;

/// The type of a value (or, as a constraint, what a value must conform to).
///
/// Cheap to clone: compound types share their parts.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Type {
    /// `bool`.
    Bool,
    /// `number`: arbitrary-precision binary floating point.
    Number,
    /// `string`: NFC-normalized Unicode text.
    String,
    /// The dynamic pseudo-type: a type not known yet (`any` as a constraint).
    Dynamic,
    /// `list(T)`: an ordered sequence.
    List(Arc<Type>),
    /// `map(T)`: string-keyed elements.
    Map(Arc<Type>),
    /// `set(T)`: distinct elements.
    Set(Arc<Type>),
    /// `object({...})`: named attributes of their own types.
    Object(Arc<ObjectType>),
    /// `tuple([...])`: positional elements of their own types (behind one thin pointer,
    /// so that every `Type` stays two words; runs of one element type stored once).
    Tuple(TupleType),
    /// An opaque application-defined type.
    Capsule(CapsuleType),
}

/// The attributes of an object type, in name order, and which of them are optional.
///
/// Optional attributes only matter as a conversion target: converting to the type fills
/// a missing optional attribute with null.
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct ObjectType {
    attrs: NameMap<Type>,
    optional: BTreeSet<String>,
}

impl ObjectType {
    /// The attribute types, in name order.
    pub fn attributes(&self) -> &NameMap<Type> {
        &self.attrs
    }
    /// The names of the optional attributes.
    pub fn optional(&self) -> &BTreeSet<String> {
        &self.optional
    }
    /// The type of attribute `name`, if there is one.
    pub fn attribute(&self, name: &str) -> Option<&Type> {
        self.attrs.get(name)
    }
    /// Whether `name` is an optional attribute.
    pub fn is_optional(&self, name: &str) -> bool {
        self.optional.contains(name)
    }
    /// The shared object type of `attrs` (names already in NFC), none optional.
    pub(crate) fn shared(attrs: NameMap<Type>) -> Arc<ObjectType> {
        Arc::new(ObjectType {
            attrs,
            optional: BTreeSet::new(),
        })
    }
}

impl Type {
    /// `list(element)`.
    pub fn list(element: Type) -> Type {
        Type::List(Arc::new(element))
    }
    /// `map(element)`.
    pub fn map(element: Type) -> Type {
        Type::Map(Arc::new(element))
    }
    /// `set(element)`.
    pub fn set(element: Type) -> Type {
        Type::Set(Arc::new(element))
    }
    /// `object({...})` from name/type pairs (a later duplicate name wins).
    pub fn object<K: Into<String>>(attrs: impl IntoIterator<Item = (K, Type)>) -> Type {
        Type::object_with_optional(attrs, std::iter::empty::<String>())
    }
    /// `object({...})` with some attributes optional; names not among the attributes are ignored.
    pub fn object_with_optional<K: Into<String>, O: Into<String>>(
        attrs: impl IntoIterator<Item = (K, Type)>,
        optional: impl IntoIterator<Item = O>,
    ) -> Type {
        let attrs: NameMap<Type> = attrs
            .into_iter()
            .map(|(k, t)| {
                let k: String = k.into();
                if crate::strings::is_nfc(&k) {
                    (k, t)
                } else {
                    (crate::strings::normalize(&k), t)
                }
            })
            .collect();
        let optional = optional
            .into_iter()
            .map(Into::into)
            .filter(|n: &String| attrs.contains_key(n))
            .collect();
        Type::Object(Arc::new(ObjectType { attrs, optional }))
    }
    /// The object type with no attributes.
    pub fn empty_object() -> Type {
        Type::Object(Arc::new(ObjectType::default()))
    }
    /// `tuple([...])`.
    pub fn tuple(elements: impl IntoIterator<Item = Type>) -> Type {
        Type::Tuple(elements.into_iter().collect())
    }
    /// The tuple type with no elements.
    pub fn empty_tuple() -> Type {
        Type::tuple([])
    }

    /// True for bool, number and string.
    pub fn is_primitive(&self) -> bool {
        matches!(self, Type::Bool | Type::Number | Type::String)
    }
    /// True for list, map and set types.
    pub fn is_collection(&self) -> bool {
        matches!(self, Type::List(_) | Type::Map(_) | Type::Set(_))
    }
    /// True for object and tuple types.
    pub fn is_structural(&self) -> bool {
        matches!(self, Type::Object(_) | Type::Tuple(_))
    }
    /// True for a list type.
    pub fn is_list(&self) -> bool {
        matches!(self, Type::List(_))
    }
    /// True for a map type.
    pub fn is_map(&self) -> bool {
        matches!(self, Type::Map(_))
    }
    /// True for a set type.
    pub fn is_set(&self) -> bool {
        matches!(self, Type::Set(_))
    }
    /// True for an object type.
    pub fn is_object(&self) -> bool {
        matches!(self, Type::Object(_))
    }
    /// True for a tuple type.
    pub fn is_tuple(&self) -> bool {
        matches!(self, Type::Tuple(_))
    }
    /// True for a capsule type.
    pub fn is_capsule(&self) -> bool {
        matches!(self, Type::Capsule(_))
    }
    /// True for the dynamic pseudo-type itself.
    pub fn is_dynamic(&self) -> bool {
        matches!(self, Type::Dynamic)
    }

    /// The element type of a collection type.
    pub fn element_type(&self) -> Option<&Type> {
        match self {
            Type::List(e) | Type::Map(e) | Type::Set(e) => Some(e),
            _ => None,
        }
    }
    /// The object type's attributes, for an object type.
    pub fn object_type(&self) -> Option<&ObjectType> {
        match self {
            Type::Object(o) => Some(o),
            _ => None,
        }
    }
    /// The tuple's element types, for a tuple type.
    pub fn tuple_elements(&self) -> Option<&TupleType> {
        match self {
            Type::Tuple(e) => Some(e),
            _ => None,
        }
    }
    /// The type of object attribute `name`, for an object type that has it.
    pub fn attribute_type(&self, name: &str) -> Option<&Type> {
        self.object_type().and_then(|o| o.attribute(name))
    }
    /// Whether this is an object type with attribute `name`.
    pub fn has_attribute(&self, name: &str) -> bool {
        self.attribute_type(name).is_some()
    }

    /// True if the dynamic pseudo-type appears anywhere in this type.
    pub fn has_dynamic_types(&self) -> bool {
        match self {
            Type::Dynamic => true,
            Type::List(e) | Type::Map(e) | Type::Set(e) => e.has_dynamic_types(),
            Type::Object(o) => o.attrs.values().any(Type::has_dynamic_types),
            Type::Tuple(es) => es.iter().any(Type::has_dynamic_types),
            _ => false,
        }
    }

    /// The same type with every optional-attribute marker removed, recursively.
    pub fn without_optional_attributes(&self) -> Type {
        match self {
            Type::List(e) => Type::list(e.without_optional_attributes()),
            Type::Map(e) => Type::map(e.without_optional_attributes()),
            Type::Set(e) => Type::set(e.without_optional_attributes()),
            Type::Object(o) => Type::object(
                o.attrs
                    .iter()
                    .map(|(k, t)| (k, t.without_optional_attributes())),
            ),
            Type::Tuple(es) => Type::tuple(es.iter().map(Type::without_optional_attributes)),
            other => other.clone(),
        }
    }

    /// The reference's English name for the type (`list of string`, `object`, `dynamic`).
    pub fn friendly_name(&self) -> String {
        self.english_name(false)
    }
    /// The English name for the type as a constraint (`any type`, `list of any single type`).
    pub fn friendly_name_for_constraint(&self) -> String {
        self.english_name(true)
    }

    fn english_name(&self, constraint: bool) -> String {
        let collection = |kind: &str, e: &Type| {
            let elem = if constraint && e.is_dynamic() {
                "any single type".to_string()
            } else {
                e.english_name(constraint)
            };
            format!("{kind} of {elem}")
        };
        match self {
            Type::Bool => "bool".into(),
            Type::Number => "number".into(),
            Type::String => "string".into(),
            Type::Dynamic => if constraint { "any type" } else { "dynamic" }.into(),
            Type::List(e) => collection("list", e),
            Type::Map(e) => collection("map", e),
            Type::Set(e) => collection("set", e),
            Type::Object(_) => "object".into(),
            Type::Tuple(_) => "tuple".into(),
            Type::Capsule(c) => c.name().to_string(),
        }
    }
}

/// The type expression for the type, as written in HCL: `list(string)`,
/// `object({a=number,b=optional(bool)})`, `tuple([string])`, `any`.
impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Bool => f.write_str("bool"),
            Type::Number => f.write_str("number"),
            Type::String => f.write_str("string"),
            Type::Dynamic => f.write_str("any"),
            Type::List(e) => write!(f, "list({e})"),
            Type::Map(e) => write!(f, "map({e})"),
            Type::Set(e) => write!(f, "set({e})"),
            Type::Object(o) => {
                f.write_str("object({")?;
                for (i, (name, t)) in o.attrs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    if crate::strings::is_identifier(name) {
                        f.write_str(name)?;
                    } else {
                        crate::strings::write_go_quoted(f, name)?;
                    }
                    if o.is_optional(name) {
                        write!(f, "=optional({t})")?;
                    } else {
                        write!(f, "={t}")?;
                    }
                }
                f.write_str("})")
            }
            Type::Tuple(es) => {
                f.write_str("tuple([")?;
                for (i, t) in es.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str("])")
            }
            Type::Capsule(c) => f.write_str(c.name()),
        }
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_expression_names_match_the_reference_type_string() {
        let t = Type::object([
            ("b", Type::list(Type::String)),
            ("a", Type::Number),
            ("not ident", Type::Bool),
        ]);
        assert_eq!(
            t.to_string(),
            r#"object({a=number,b=list(string),"not ident"=bool})"#
        );
        assert_eq!(
            Type::tuple([Type::String, Type::Dynamic]).to_string(),
            "tuple([string,any])"
        );
        assert_eq!(
            Type::map(Type::set(Type::Bool)).to_string(),
            "map(set(bool))"
        );
        let o = Type::object_with_optional([("a", Type::String)], ["a"]);
        assert_eq!(o.to_string(), "object({a=optional(string)})");
        // As typeexpr.TypeString: `_a` is an identifier, `1x` is not.
        let names = Type::object([
            ("_a", Type::Number),
            ("b-c", Type::String),
            ("1x", Type::Bool),
        ]);
        assert_eq!(
            names.to_string(),
            r#"object({"1x"=bool,_a=number,b-c=string})"#
        );
    }

    #[test]
    fn friendly_names_match_the_reference() {
        assert_eq!(Type::list(Type::String).friendly_name(), "list of string");
        assert_eq!(Type::Dynamic.friendly_name(), "dynamic");
        assert_eq!(Type::Dynamic.friendly_name_for_constraint(), "any type");
        assert_eq!(
            Type::list(Type::Dynamic).friendly_name_for_constraint(),
            "list of any single type"
        );
        assert_eq!(Type::empty_object().friendly_name(), "object");
        assert_eq!(Type::empty_tuple().friendly_name(), "tuple");
    }

    #[test]
    fn type_identity_is_structural() {
        assert_eq!(Type::list(Type::String), Type::list(Type::String));
        assert_ne!(Type::list(Type::String), Type::set(Type::String));
        assert_eq!(
            Type::object([("a", Type::Number)]),
            Type::object([("a", Type::Number)])
        );
        assert_ne!(
            Type::object([("a", Type::Number)]),
            Type::object_with_optional([("a", Type::Number)], ["a"])
        );
    }
}
