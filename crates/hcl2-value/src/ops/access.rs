//! Looking inside values: index, attribute access, membership, length and iteration,
//! with the language's key conversion and its error texts.

use std::fmt;

use crate::{strings, Number, Type, Value};

/// Why an index or attribute access failed: the reference's diagnostic summary and detail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessError {
    /// Short summary, e.g. "Invalid index" or "Unsupported attribute".
    pub summary: &'static str,
    /// The full explanation.
    pub detail: String,
}

impl AccessError {
    fn new(summary: &'static str, detail: impl Into<String>) -> AccessError {
        AccessError {
            summary,
            detail: detail.into(),
        }
    }
    fn invalid_index(detail: impl Into<String>) -> AccessError {
        AccessError::new(INVALID_INDEX, detail)
    }
}

impl fmt::Display for AccessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.summary, self.detail)
    }
}

impl std::error::Error for AccessError {}

const INVALID_INDEX: &str = "Invalid index";
const UNSUPPORTED_ATTR: &str = "Unsupported attribute";
const NO_ELEMENT: &str = "The given key does not identify an element in this collection value";

impl Value {
    /// `self[key]` on a list, tuple, map or object, converting the key to the kind the
    /// collection wants; the result carries the marks of both. Unknown or dynamic
    /// operands give unknown results of the best type known.
    pub fn index(&self, key: &Value) -> Result<Value, AccessError> {
        let marks = self.marks().union(key.marks());
        self.index_unmarked(key).map(|v| v.with_marks(&marks))
    }

    fn index_unmarked(&self, key: &Value) -> Result<Value, AccessError> {
        if self.is_null() {
            return Err(AccessError::new(
                "Attempt to index null value",
                "This value is null, so it does not have any indices.",
            ));
        }
        if key.is_null() {
            return Err(AccessError::invalid_index(
                "Can't use a null value as an indexing key.",
            ));
        }
        if key.ty().is_dynamic() || self.ty().is_dynamic() {
            return Ok(Value::dynamic());
        }
        match self.ty() {
            Type::List(_) | Type::Tuple(_) => {
                let key = key_as(key, &Type::Number)?;
                let index = match (key.as_number(), self.is_known()) {
                    (Some(n), true) => n,
                    _ => return Ok(unknown_element(self.ty())),
                };
                let elements = self.as_slice().unwrap_or(&[]);
                match sequence_position(index, elements.len()) {
                    Ok(i) => Ok(elements[i].clone()),
                    Err(detail) => Err(AccessError::invalid_index(detail)),
                }
            }
            Type::Map(ety) => {
                let key = key_as(key, &Type::String)?;
                match (key.as_str(), self.as_map()) {
                    (Some(k), Some(m)) => m
                        .get(k)
                        .cloned()
                        .ok_or_else(|| AccessError::invalid_index(format!("{NO_ELEMENT}."))),
                    _ => Ok(Value::unknown((**ety).clone())),
                }
            }
            Type::Object(o) => {
                let was_number = key.ty() == &Type::Number;
                let key = key_as(key, &Type::String)?;
                let (Some(name), true) = (key.as_str(), self.is_known()) else {
                    return Ok(Value::dynamic());
                };
                if o.attribute(name).is_none() {
                    let hint = if was_number {
                        " An object only supports looking up attributes by name, not by numeric index."
                    } else {
                        ""
                    };
                    return Err(AccessError::invalid_index(format!("{NO_ELEMENT}.{hint}")));
                }
                Ok(self.attr_unchecked(name))
            }
            Type::Set(_) => Err(AccessError::invalid_index(
                "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set.",
            )),
            _ => Err(AccessError::invalid_index("This value does not have any indices.")),
        }
    }

    /// `self.name` on an object (or a map, by key), with the reference's messages for
    /// everything else; the result carries `self`'s marks.
    pub fn get_attr(&self, name: &str) -> Result<Value, AccessError> {
        if self.is_null() {
            return Err(AccessError::new(
                "Attempt to get attribute from null value",
                "This value is null, so it does not have any attributes.",
            ));
        }
        let found = match self.ty() {
            Type::Object(o) => {
                if o.attribute(name).is_none() {
                    return Err(AccessError::new(
                        UNSUPPORTED_ATTR,
                        format!("This object does not have an attribute named {}.", strings::go_quote(name)),
                    ));
                }
                self.attr_unchecked(name)
            }
            Type::Map(ety) => match self.as_map() {
                None => Value::unknown((**ety).clone()),
                Some(m) => m.get(name).cloned().ok_or_else(|| {
                    AccessError::new(
                        "Missing map element",
                        format!("This map does not have an element with the key {}.", strings::go_quote(name)),
                    )
                })?,
            },
            Type::Dynamic => Value::dynamic(),
            Type::List(e) if e.is_object() => {
                let detail = if e.has_attribute(name) {
                    format!("Can't access attributes on a list of objects. Did you mean to access attribute {} for a specific element of the list, or across all elements of the list?", strings::go_quote(name))
                } else {
                    "Can't access attributes on a list of objects. Did you mean to access an attribute for a specific element of the list, or across all elements of the list?".to_string()
                };
                return Err(AccessError::new(UNSUPPORTED_ATTR, detail));
            }
            Type::Set(e) if e.is_object() => {
                return Err(AccessError::new(
                    UNSUPPORTED_ATTR,
                    "Can't access attributes on a set of objects. Did you mean to access an attribute across all elements of the set?",
                ))
            }
            t if t.is_primitive() => {
                return Err(AccessError::new(
                    UNSUPPORTED_ATTR,
                    format!("Can't access attributes on a primitive-typed value ({}).", t.friendly_name()),
                ))
            }
            _ => return Err(AccessError::new(UNSUPPORTED_ATTR, "This value does not have any attributes.")),
        };
        Ok(found.with_marks(self.marks()))
    }

    /// The attribute `name` of an object known to have it (unknown if `self` is unknown).
    fn attr_unchecked(&self, name: &str) -> Value {
        match self.as_map().and_then(|m| m.get(name)) {
            Some(v) => v.clone(),
            None => Value::unknown(
                self.ty()
                    .attribute_type(name)
                    .cloned()
                    .unwrap_or(Type::Dynamic),
            ),
        }
    }

    /// Whether `self[key]` exists, without key conversion: a bool, unknown when that
    /// depends on unknowns; false for keys of the wrong type.
    pub fn has_index(&self, key: &Value) -> Value {
        let marks = self.marks().union(key.marks());
        let unknown = Value::unknown(Type::Bool);
        let answer = if self.ty().is_dynamic() || key.ty().is_dynamic() {
            unknown
        } else {
            match self.ty() {
                Type::List(_) | Type::Tuple(_) => match key.as_number() {
                    _ if key.ty() != &Type::Number => Value::bool(false),
                    None => unknown,
                    Some(_) if !self.is_known() && !self.ty().is_tuple() => unknown,
                    Some(n) => {
                        let len = self.length_int().unwrap_or(0);
                        Value::bool(sequence_position(n, len).is_ok())
                    }
                },
                Type::Map(_) => match (key.as_str(), self.as_map()) {
                    _ if key.ty() != &Type::String => Value::bool(false),
                    (Some(k), Some(m)) => Value::bool(m.contains_key(k)),
                    _ => unknown,
                },
                _ => Value::bool(false),
            }
        };
        answer.with_marks(&marks)
    }

    /// Whether a set holds `element`: unknown when either is unknown.
    pub fn has_element(&self, element: &Value) -> Value {
        let marks = self.marks().union(element.marks());
        let answer = match (self.as_slice(), self.ty().element_type()) {
            _ if !self.is_known() || !element.is_known() => Value::unknown(Type::Bool),
            (Some(es), Some(ety)) if ety == element.ty() => {
                let (e, _) = element.clone().unmark_deep();
                Value::bool(es.iter().any(|x| x.equals(&e).as_bool() == Some(true)))
            }
            _ => Value::bool(false),
        };
        answer.with_marks(&marks)
    }

    /// The number of elements (or attributes, or grapheme clusters of a string), as a
    /// number value: unknown when not yet known, marked as `self` is.
    pub fn length(&self) -> Value {
        let n = match self.ty() {
            Type::Tuple(es) => Some(es.len()),
            Type::Object(o) => Some(o.attributes().len()),
            Type::Set(_)
                if self.is_known() && !self.is_wholly_known() && self.length_int() != Some(1) =>
            {
                None
            }
            _ => self.length_int(),
        };
        match n {
            Some(n) => Value::number(Number::from_u64(n as u64)),
            None => Value::unknown(Type::Number),
        }
        .with_marks(self.marks())
    }

    /// The number of elements, attributes or grapheme clusters, when known and not null.
    pub fn length_int(&self) -> Option<usize> {
        match self.ty() {
            Type::Tuple(es) => return Some(es.len()),
            Type::Object(o) => return Some(o.attributes().len()),
            _ => {}
        }
        if let Some(s) = self.as_str() {
            return Some(strings::grapheme_len(s));
        }
        self.as_slice()
            .map(<[Value]>::len)
            .or_else(|| self.as_map().map(|m| m.len()))
    }

    /// The (key, element) pairs of a known collection or structural value, in the
    /// reference's order: lists and tuples by index (keys are numbers), maps and objects by
    /// key (keys are strings), sets in set order (each key is the element itself).
    /// `self`'s own marks are not copied onto the elements; unmark first and re-apply.
    pub fn elements(&self) -> Option<Vec<(Value, Value)>> {
        if let Some(es) = self.as_slice() {
            return Some(if self.ty().is_set() {
                es.iter().map(|e| (e.clone(), e.clone())).collect()
            } else {
                es.iter()
                    .enumerate()
                    .map(|(i, e)| (Value::number(Number::from_u64(i as u64)), e.clone()))
                    .collect()
            });
        }
        self.as_map().map(|m| {
            m.iter()
                .map(|(k, e)| (Value::string(k), e.clone()))
                .collect()
        })
    }

    /// Whether [`Value::elements`] applies: a known, non-null collection or structural value.
    pub fn can_iterate_elements(&self) -> bool {
        self.as_slice().is_some() || self.as_map().is_some()
    }
}

/// `key` as a value of `want` (number for sequences, string for maps and objects), with
/// the reference's message when it cannot be.
fn key_as(key: &Value, want: &Type) -> Result<Value, AccessError> {
    crate::convert::convert(key, want)
        .map(|k| k.unmark().0)
        .map_err(|e| AccessError::invalid_index(format!("{NO_ELEMENT}: {e}.")))
}

/// The element position `n` names in a sequence of `len`, or the reference's detail.
fn sequence_position(n: &Number, len: usize) -> Result<usize, String> {
    if !n.is_integer() {
        return Err(format!("{NO_ELEMENT}: indexing a sequence requires a whole number, but the given index has a fractional part."));
    }
    if n.signum() < 0 {
        return Err(format!(
            "{NO_ELEMENT}: a negative number is not a valid index for a sequence."
        ));
    }
    match n.to_u64().and_then(|i| usize::try_from(i).ok()) {
        Some(i) if i < len => Ok(i),
        _ if len == 0 => Err(format!("{NO_ELEMENT}: the collection has no elements.")),
        _ => Err(format!("{NO_ELEMENT}: the given index is greater than or equal to the length of the collection.")),
    }
}

/// The unknown result of indexing a sequence with an unknown key (or an unknown
/// sequence): its element type for a list, dynamic for a tuple.
fn unknown_element(ty: &Type) -> Value {
    match ty {
        Type::List(e) => Value::unknown((**e).clone()),
        _ => Value::dynamic(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_converts_string_keys_for_sequences() {
        let l = Value::list([Value::from("a"), Value::from("b")]).unwrap();
        assert_eq!(l.index(&Value::from("1")).unwrap(), Value::from("b"));
        let t = Value::tuple([Value::from(1), Value::from("x")]);
        assert_eq!(t.index(&Value::from(1)).unwrap(), Value::from("x"));
    }

    #[test]
    fn index_converts_number_keys_for_maps() {
        let m = Value::map([("1", Value::from(true))]).unwrap();
        assert_eq!(m.index(&Value::from(1)).unwrap(), Value::from(true));
    }

    #[test]
    fn out_of_range_and_fractional_indexes_have_the_reference_details() {
        let l = Value::list([Value::from("a")]).unwrap();
        let e = l.index(&Value::from(3)).unwrap_err();
        assert_eq!(e.summary, "Invalid index");
        assert!(e
            .detail
            .ends_with("greater than or equal to the length of the collection."));
        let e = Value::empty_list(Type::String)
            .index(&Value::from(0))
            .unwrap_err();
        assert!(e.detail.ends_with("the collection has no elements."));
        let e = l.index(&Value::from(-1)).unwrap_err();
        assert!(e.detail.contains("negative number"));
    }

    #[test]
    fn indexing_null_or_sets_is_an_error() {
        assert_eq!(
            Value::null(Type::list(Type::String))
                .index(&Value::from(0))
                .unwrap_err()
                .summary,
            "Attempt to index null value"
        );
        let s = Value::set([Value::from(1)]).unwrap();
        assert!(s
            .index(&Value::from(0))
            .unwrap_err()
            .detail
            .starts_with("Elements of a set"));
    }

    #[test]
    fn unknown_collections_index_to_unknowns() {
        let r = Value::unknown(Type::list(Type::String))
            .index(&Value::from(0))
            .unwrap();
        assert_eq!(r.ty(), &Type::String);
        assert!(!r.is_known());
        assert!(!Value::dynamic().index(&Value::from(0)).unwrap().is_known());
    }

    #[test]
    fn index_carries_marks_of_collection_and_key() {
        let l = Value::list([Value::from("a")]).unwrap().mark("c");
        let r = l.index(&Value::from(0).mark("k")).unwrap();
        assert!(r.has_mark(&"c".into()) && r.has_mark(&"k".into()));
    }

    #[test]
    fn get_attr_reports_the_reference_messages() {
        let o = Value::object([("a", Value::from(1))]);
        assert_eq!(o.get_attr("a").unwrap(), Value::from(1));
        assert_eq!(
            o.get_attr("b").unwrap_err().detail,
            "This object does not have an attribute named \"b\"."
        );
        assert_eq!(
            Value::from(1).get_attr("x").unwrap_err().detail,
            "Can't access attributes on a primitive-typed value (number)."
        );
        let m = Value::map([("k", Value::from(1))]).unwrap();
        assert_eq!(m.get_attr("z").unwrap_err().summary, "Missing map element");
    }

    #[test]
    fn length_counts_graphemes_elements_and_attributes() {
        assert_eq!(Value::from("e\u{301}a").length(), Value::from(2));
        assert_eq!(
            Value::list([Value::from(1), Value::from(2)])
                .unwrap()
                .length(),
            Value::from(2)
        );
        assert_eq!(Value::unknown(Type::empty_tuple()).length(), Value::from(0));
        assert!(!Value::unknown(Type::list(Type::String)).length().is_known());
    }

    #[test]
    fn set_length_is_unknown_while_unknown_elements_may_collapse() {
        let s = Value::set([Value::from(1), Value::unknown(Type::Number)]).unwrap();
        assert!(!s.length().is_known());
        let one = Value::set([Value::unknown(Type::Number)]).unwrap();
        assert_eq!(one.length(), Value::from(1));
    }

    #[test]
    fn elements_follow_key_order_for_maps() {
        let m = Value::map([("b", Value::from(2)), ("a", Value::from(1))]).unwrap();
        let keys: Vec<_> = m
            .elements()
            .unwrap()
            .into_iter()
            .map(|(k, _)| k.as_str().unwrap().to_string())
            .collect();
        assert_eq!(keys, ["a", "b"]);
    }
}
