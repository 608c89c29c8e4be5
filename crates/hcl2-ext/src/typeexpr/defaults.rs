//! Default values of optional object attributes, found in a type constraint and
//! applied to values (the reference's `typeexpr.Defaults` and its `Apply`).
//!
//! `Defaults` mirrors the shape of the type it came from: default values for the
//! attributes of an object at this level, and the defaults of nested types by attribute
//! name, tuple position, or `""` for the element of a collection.

use std::collections::BTreeMap;

use hcl2_value::{Type, Value};

/// The defaults of a type constraint at one level of its structure.
#[derive(Clone, Debug, PartialEq)]
pub struct Defaults {
    ty: Type,
    values: BTreeMap<String, Value>,
    children: BTreeMap<String, Defaults>,
}

/// One step into a value: an attribute, the element at a position, or a map element.
enum Step {
    Attr(String),
    Index(usize),
    Key,
}

impl Defaults {
    /// Defaults for a collection type whose only child is its element's.
    pub(super) fn with_children(
        ty: &Type,
        children: impl IntoIterator<Item = (String, Defaults)>,
    ) -> Defaults {
        Defaults {
            ty: ty.clone(),
            values: BTreeMap::new(),
            children: children.into_iter().collect(),
        }
    }

    /// Defaults for an object or tuple type, or `None` when there are none.
    pub(super) fn structured(
        ty: &Type,
        values: BTreeMap<String, Value>,
        children: BTreeMap<String, Defaults>,
    ) -> Option<Defaults> {
        (!values.is_empty() || !children.is_empty()).then(|| Defaults {
            ty: ty.clone(),
            values,
            children,
        })
    }

    /// The type at this level.
    pub fn ty(&self) -> &Type {
        &self.ty
    }
    /// The default values of this level's object attributes, by name.
    pub fn values(&self) -> &BTreeMap<String, Value> {
        &self.values
    }
    /// The defaults of nested types: by attribute name, by tuple position (as decimal
    /// text), or under `""` for a collection's element type.
    pub fn children(&self) -> &BTreeMap<String, Defaults> {
        &self.children
    }

    /// `value` with the defaults filled in wherever an object (or map) at a place that
    /// has defaults lacks the attribute or has it null, as the reference's `Apply`
    /// does: unknown values are left alone, and a map given defaults becomes an
    /// object.
    pub fn apply(&self, value: &Value) -> Value {
        self.transform(&mut Vec::new(), value.clone())
    }

    fn transform(&self, path: &mut Vec<Step>, value: Value) -> Value {
        let value = self.enter(path, value);
        if value.is_null() || !value.is_known() {
            return value;
        }
        let (raw, marks) = value.clone().unmark();
        let rebuilt = match raw.ty() {
            Type::List(_) | Type::Set(_) | Type::Tuple(_) => {
                let elements = raw.as_slice().unwrap_or_default();
                if elements.is_empty() {
                    return value;
                }
                let mut out = Vec::with_capacity(elements.len());
                for (i, element) in elements.iter().enumerate() {
                    path.push(Step::Index(i));
                    out.push(self.transform(path, element.clone()));
                    path.pop();
                }
                match raw.ty() {
                    Type::List(_) => {
                        Value::list(out.iter().cloned()).unwrap_or_else(|_| Value::tuple(out))
                    }
                    Type::Set(_) => {
                        Value::set(out.iter().cloned()).unwrap_or_else(|_| Value::tuple(out))
                    }
                    _ => Value::tuple(out),
                }
            }
            Type::Map(_) | Type::Object(_) => {
                let Some(entries) = raw.as_map() else {
                    return value;
                };
                if entries.is_empty() {
                    return value;
                }
                let is_object = raw.ty().is_object();
                let mut out = BTreeMap::new();
                for (name, element) in entries {
                    // Transforming an object reads its attributes through the marked
                    // object, so they carry its marks.
                    let element = if is_object {
                        element.clone().with_marks(&marks)
                    } else {
                        element.clone()
                    };
                    path.push(if is_object {
                        Step::Attr(name.to_string())
                    } else {
                        Step::Key
                    });
                    out.insert(name.to_string(), self.transform(path, element));
                    path.pop();
                }
                if is_object {
                    Value::object_from_map(out)
                } else {
                    Value::map(out.iter().map(|(k, v)| (k, v.clone())))
                        .unwrap_or_else(|_| Value::object_from_map(out))
                }
            }
            _ => return value,
        };
        rebuilt.with_marks(&marks)
    }

    /// The defaults of this place applied to an object or map value itself.
    fn enter(&self, path: &[Step], value: Value) -> Value {
        if !value.is_known() || !(value.ty().is_object() || value.ty().is_map()) {
            return value;
        }
        let Some(defaults) = self.at(path).filter(|d| !d.is_empty()) else {
            return value;
        };
        let (value, marks) = value.unmark();
        let mut attrs = if value.is_null() {
            BTreeMap::new()
        } else {
            value.as_map().map(BTreeMap::from).unwrap_or_default()
        };
        for (name, default) in defaults {
            let missing = attrs.get(name).is_none_or(Value::is_null);
            if missing {
                attrs.insert(name.clone(), default.clone());
            }
        }
        Value::object_from_map(attrs).with_marks(&marks)
    }

    /// The default values for the place `path` leads to, if the defaults reach there.
    fn at(&self, path: &[Step]) -> Option<&BTreeMap<String, Value>> {
        let Some((step, rest)) = path.split_first() else {
            return Some(&self.values);
        };
        let key = match (step, &self.ty) {
            (Step::Attr(name), Type::Object(_)) => name.clone(),
            (Step::Attr(_), Type::Map(_)) => String::new(),
            (Step::Index(i), Type::Tuple(_)) => i.to_string(),
            (Step::Index(_) | Step::Key, Type::List(_) | Type::Set(_) | Type::Map(_)) => {
                String::new()
            }
            _ => return None,
        };
        self.children.get(&key)?.at(rest)
    }
}
