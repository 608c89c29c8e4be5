//! Looking inside values: index, attribute access, membership, length and iteration,
//! with the language's key conversion and its error texts.

use crate::{strings, Error, Number, Type, Value};

/// An "Invalid index" access failure.
fn invalid_index(detail: impl Into<String>) -> Error {
    Error::access(INVALID_INDEX, detail)
}

const INVALID_INDEX: &str = "Invalid index";
const UNSUPPORTED_ATTR: &str = "Unsupported attribute";
const NO_ELEMENT: &str = "The given key does not identify an element in this collection value";

impl Value {
    /// `self[key]` on a list, tuple, map or object (the reference's `hcl.Index`),
    /// converting the key to the kind the collection wants. A found element carries the
    /// marks of both operands (an object attribute only the object's); an unknown or
    /// dynamic operand gives an unknown of the best type known, marked as `self` is (as
    /// hcl 2.23 does: marks are kept when traversing unknown values).
    pub fn index(&self, key: &Value) -> Result<Value, Error> {
        if self.is_null() {
            return Err(Error::access(
                "Attempt to index null value",
                "This value is null, so it does not have any indices.",
            ));
        }
        if key.is_null() {
            return Err(invalid_index("Can't use a null value as an indexing key."));
        }
        if key.ty().is_dynamic() || self.ty().is_dynamic() {
            return Ok(Value::dynamic().with_marks(self.marks()));
        }
        match self.ty() {
            Type::List(_) | Type::Tuple(_) | Type::Map(_) => {
                let want = if self.ty().is_map() {
                    Type::String
                } else {
                    Type::Number
                };
                let key = key_as(key, &want)?;
                match self.has_index(&key).as_bool() {
                    None if self.ty().is_tuple() => Ok(Value::dynamic().with_marks(self.marks())),
                    None => Ok(Value::unknown(
                        self.ty().element_type().cloned().unwrap_or(Type::Dynamic),
                    )
                    .with_marks(self.marks())),
                    Some(false) => Err(self.missing_element(&key)),
                    Some(true) => {
                        let marks = self.marks().union(key.marks());
                        Ok(self.element_unchecked(&key).with_marks(&marks))
                    }
                }
            }
            Type::Object(o) => {
                let was_number = key.ty() == &Type::Number;
                let key = key_as(key, &Type::String)?;
                let Some(name) = key.as_str() else {
                    return Ok(Value::dynamic().with_marks(self.marks()));
                };
                if o.attribute(name).is_none() {
                    let hint = if was_number {
                        " An object only supports looking up attributes by name, not by numeric index."
                    } else {
                        ""
                    };
                    return Err(invalid_index(format!("{NO_ELEMENT}.{hint}")));
                }
                Ok(self.attr_unchecked(name).with_marks(self.marks()))
            }
            Type::Set(_) => Err(invalid_index(
                "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set.",
            )),
            _ => Err(invalid_index("This value does not have any indices.")),
        }
    }

    /// The element a converted key names in a list, tuple or map that has it (unknown
    /// for an unknown tuple, whose element types are known).
    fn element_unchecked(&self, key: &Value) -> Value {
        if let Some(m) = self.as_map() {
            return key
                .as_str()
                .and_then(|k| m.get(k))
                .cloned()
                .unwrap_or_else(Value::dynamic);
        }
        let i = key.as_number().and_then(Number::to_u64).unwrap_or(0) as usize;
        match self.as_slice().and_then(|es| es.get(i)) {
            Some(e) => e.clone(),
            None => Value::unknown(
                self.ty()
                    .tuple_elements()
                    .and_then(|es| es.get(i))
                    .cloned()
                    .unwrap_or(Type::Dynamic),
            ),
        }
    }

    /// Why a converted key names no element: the specific reasons the reference gives
    /// for sequences (its length is consulted only when known and unmarked, and its
    /// "greater than or equal" message only fires for an index equal to the length),
    /// otherwise the generic message.
    fn missing_element(&self, key: &Value) -> Error {
        if let (Some(n), false) = (key.as_number(), self.ty().is_map()) {
            if !n.is_integer() {
                return invalid_index(format!("{NO_ELEMENT}: indexing a sequence requires a whole number, but the given index has a fractional part."));
            }
            if n.signum() < 0 {
                return invalid_index(format!(
                    "{NO_ELEMENT}: a negative number is not a valid index for a sequence."
                ));
            }
            let len = self.length();
            if let (Some(len), false) = (len.as_number(), len.is_marked()) {
                if n.sub(len).map(|d| d.signum() < 1).unwrap_or(false) {
                    return invalid_index(if len.is_zero() {
                        format!("{NO_ELEMENT}: the collection has no elements.")
                    } else {
                        format!("{NO_ELEMENT}: the given index is greater than or equal to the length of the collection.")
                    });
                }
            }
        }
        invalid_index(format!("{NO_ELEMENT}."))
    }

    /// `self.name` on an object (or a map, by key), with the reference's messages for
    /// everything else (the reference's `hcl.GetAttr`). The result carries `self`'s
    /// marks, also when it is the unknown from an unknown value (as in hcl 2.23).
    pub fn get_attr(&self, name: &str) -> Result<Value, Error> {
        if self.is_null() {
            return Err(Error::access(
                "Attempt to get attribute from null value",
                "This value is null, so it does not have any attributes.",
            ));
        }
        match self.ty() {
            Type::Object(o) => {
                // A known object holds exactly its type's attributes.
                if let Some(found) = self.as_map().and_then(|m| m.get(name)) {
                    return Ok(found.clone().with_marks(self.marks()));
                }
                if o.attribute(name).is_none() {
                    return Err(Error::access(
                        UNSUPPORTED_ATTR,
                        format!("This object does not have an attribute named {}.", strings::go_quote(name)),
                    ));
                }
                Ok(self.attr_unchecked(name).with_marks(self.marks()))
            }
            Type::Map(ety) => match self.as_map() {
                None => Ok(Value::unknown((**ety).clone()).with_marks(self.marks())),
                Some(m) => match m.get(name) {
                    Some(found) => Ok(found.clone().with_marks(self.marks())),
                    None => Err(Error::access(
                        "Missing map element",
                        format!("This map does not have an element with the key {}.", strings::go_quote(name)),
                    )),
                },
            },
            Type::Dynamic => Ok(Value::dynamic().with_marks(self.marks())),
            Type::List(e) if e.is_object() => {
                let detail = if e.has_attribute(name) {
                    format!("Can't access attributes on a list of objects. Did you mean to access attribute {} for a specific element of the list, or across all elements of the list?", strings::go_quote(name))
                } else {
                    "Can't access attributes on a list of objects. Did you mean to access an attribute for a specific element of the list, or across all elements of the list?".to_string()
                };
                Err(Error::access(UNSUPPORTED_ATTR, detail))
            }
            Type::Set(e) if e.is_object() => Err(Error::access(
                UNSUPPORTED_ATTR,
                "Can't access attributes on a set of objects. Did you mean to access an attribute across all elements of the set?",
            )),
            t if t.is_primitive() => Err(Error::access(
                UNSUPPORTED_ATTR,
                format!("Can't access attributes on a primitive-typed value ({}).", t.friendly_name()),
            )),
            _ => Err(Error::access(UNSUPPORTED_ATTR, "This value does not have any attributes.")),
        }
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
                        Value::bool(position(n, len).is_some())
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
                Value::bool(es.iter().any(|x| crate::set_order::same_element(x, &e)))
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
            None => self.length_range(),
        }
        .with_marks(self.marks())
    }

    /// The unknown length of a collection, with the bounds go-cty 1.13+ gives it: those
    /// of an unknown collection's refinement, or from 1 to the number of elements of a
    /// set holding unknowns (which may turn out equal).
    fn length_range(&self) -> Value {
        let unknown = Value::unknown(Type::Number);
        let (min, max) = match (self.as_slice(), self.is_known()) {
            (Some(es), true) => (1, es.len() as u64),
            (_, true) => return unknown,
            (_, false) => {
                let r = self.range();
                let max = r.length_upper_bound().min(i64::MAX as usize);
                (r.length_lower_bound() as u64, max as u64)
            }
        };
        unknown
            .refine()
            .not_null()
            .number_range_inclusive(Number::from_u64(min), Number::from_u64(max))
            .build()
            .unwrap_or_else(|_| Value::unknown(Type::Number))
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

    /// Whether [`Value::elements`] applies: a known, non-null collection or structural value.
    pub fn can_iterate_elements(&self) -> bool {
        self.as_slice().is_some() || self.as_map().is_some()
    }
}

/// `key` as a value of `want` (number for sequences, string for maps and objects), with
/// the reference's message when it cannot be.
fn key_as(key: &Value, want: &Type) -> Result<Value, Error> {
    crate::convert::convert(key, want)
        .map_err(|e| invalid_index(format!("{NO_ELEMENT}: {}.", e.message())))
}

/// The element a whole, non-negative `n` names in a sequence of `len`, if any.
fn position(n: &Number, len: usize) -> Option<usize> {
    if !n.is_integer() || n.signum() < 0 {
        return None;
    }
    n.to_u64()
        .and_then(|i| usize::try_from(i).ok())
        .filter(|&i| i < len)
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
        let e = l.index(&Value::from(1)).unwrap_err();
        assert_eq!(e.summary().unwrap(), "Invalid index");
        assert!(e
            .message()
            .ends_with("greater than or equal to the length of the collection."));
        let e = Value::empty_list(Type::String)
            .index(&Value::from(0))
            .unwrap_err();
        assert!(e.message().ends_with("the collection has no elements."));
        let e = l.index(&Value::from(-1)).unwrap_err();
        assert!(e.message().contains("negative number"));
        let e = l.index(&Value::from("0.5")).unwrap_err();
        assert!(e.message().contains("fractional part"));
    }

    #[test]
    fn indexes_past_the_length_or_into_marked_sequences_get_the_generic_detail() {
        // The reference only explains an index equal to the length, and never consults
        // the length of a marked sequence.
        let generic = "The given key does not identify an element in this collection value.";
        let l = Value::list([Value::from("a")]).unwrap();
        assert_eq!(l.index(&Value::from(3)).unwrap_err().message(), generic);
        let marked = l.clone().mark("s");
        assert_eq!(
            marked.index(&Value::from(1)).unwrap_err().message(),
            generic
        );
        let t = Value::tuple([Value::from(1)]);
        assert_eq!(t.index(&Value::from(2)).unwrap_err().message(), generic);
    }

    #[test]
    fn unknown_tuples_index_to_their_element_types() {
        let t = Value::unknown(Type::tuple([Type::String, Type::Number]));
        assert_eq!(
            t.index(&Value::from(1)).unwrap(),
            Value::unknown(Type::Number)
        );
        assert!(t.index(&Value::from(2)).is_err());
        let any = t.index(&Value::unknown(Type::Number)).unwrap();
        assert_eq!(any, Value::dynamic());
    }

    #[test]
    fn unknown_results_keep_the_collections_marks_but_not_the_keys() {
        let l = Value::list([Value::from("a")]).unwrap().mark("c");
        let unknown = l.index(&Value::unknown(Type::Number).mark("k")).unwrap();
        assert_eq!(unknown, Value::unknown(Type::String).mark("c"));
        let o = Value::object([("a", Value::from(1))]);
        let by_marked_key = o.index(&Value::from("a").mark("k")).unwrap();
        assert_eq!(by_marked_key, Value::from(1));
        let unknown_obj = Value::unknown(o.ty().clone()).mark("o");
        let attr = Value::unknown(Type::Number).mark("o");
        assert_eq!(unknown_obj.get_attr("a").unwrap(), attr);
        assert_eq!(unknown_obj.index(&Value::from("a")).unwrap(), attr);
        assert!(unknown_obj.index(&Value::from("b")).is_err());
        assert_eq!(o.mark("o").get_attr("a").unwrap(), Value::from(1).mark("o"));
        let dynamic = Value::dynamic().mark("o");
        assert_eq!(dynamic.get_attr("a").unwrap(), dynamic);
    }

    #[test]
    fn indexing_null_or_sets_is_an_error() {
        assert_eq!(
            Value::null(Type::list(Type::String))
                .index(&Value::from(0))
                .unwrap_err()
                .summary()
                .unwrap(),
            "Attempt to index null value"
        );
        let s = Value::set([Value::from(1)]).unwrap();
        assert!(s
            .index(&Value::from(0))
            .unwrap_err()
            .message()
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
            o.get_attr("b").unwrap_err().message(),
            "This object does not have an attribute named \"b\"."
        );
        assert_eq!(
            Value::from(1).get_attr("x").unwrap_err().message(),
            "Can't access attributes on a primitive-typed value (number)."
        );
        let m = Value::map([("k", Value::from(1))]).unwrap();
        assert_eq!(
            m.get_attr("z").unwrap_err().summary().unwrap(),
            "Missing map element"
        );
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
