//! Mapping functions: `lookup`, `merge` and `zipmap`.

use std::collections::BTreeMap;

use hcl2_value::{convert, Error, Function, Marks, Parameter, Type, Value};

use crate::lists::elements_of;

/// `lookup(inputMap, key, default)`: the map's element (or object's attribute) at the
/// key, else the default converted to the element type.
pub fn lookup() -> Function {
    Function::builder([
        Parameter::new("inputMap", Type::Dynamic).allow_marked(),
        Parameter::new("key", Type::String).allow_marked(),
        Parameter::new("default", Type::Dynamic).allow_marked(),
    ])
    .description("The element of the map at the key, or the default when there is none.")
    .returns_with(|args| match args[0].ty() {
        Type::Object(o) => {
            if !args[1].is_known() {
                return Ok(Type::Dynamic);
            }
            let (key, _) = args[1].clone().unmark();
            let key = key.as_str().unwrap_or_default();
            match o.attribute(key) {
                Some(ty) => Ok(ty.clone()),
                None => Ok(args[2].ty().clone()),
            }
        }
        Type::Map(ety) => {
            let (default, _) = args[2].clone().unmark_deep();
            convert(&default, ety).map_err(|_| {
                Error::arg(
                    2,
                    "the default value must have the same type as the map elements",
                )
            })?;
            Ok((**ety).clone())
        }
        _ => Err(Error::arg(
            0,
            "lookup() requires a map as the first argument",
        )),
    })
    .build(|args, ret| {
        let (mapping, mut marks) = args[0].clone().unmark();
        let (key, key_marks) = args[1].clone().unmark();
        marks.extend(&key_marks);
        let key = key.as_str().unwrap_or_default();
        if !mapping.is_wholly_known() {
            return Ok(Value::unknown(ret.clone()).with_marks(&marks));
        }
        let found = match mapping.ty() {
            Type::Object(o) if o.attribute(key).is_some() => mapping.get_attr(key).ok(),
            Type::Object(_) => None,
            _ => mapping.as_map().and_then(|m| m.get(key)).cloned(),
        };
        if let Some(v) = found {
            return Ok(v.with_marks(&marks));
        }
        Ok(convert(&args[2], ret)?.with_marks(&marks))
    })
}

/// `merge(maps...)`: the elements of all the maps (or attributes of all the objects),
/// later ones winning.
pub fn merge() -> Function {
    Function::builder([])
        .variadic(
            Parameter::new("maps", Type::Dynamic)
                .allow_dynamic_type()
                .allow_null()
                .allow_marked(),
        )
        .description("Merges the maps or objects into one, later ones winning.")
        .returns_with(merge_type)
        .refine_not_null()
        .build(|args, ret| {
            let mut out: BTreeMap<String, Value> = BTreeMap::new();
            let mut marks = Marks::new();
            for arg in args {
                if arg.is_null() {
                    continue;
                }
                let (arg, arg_marks) = arg.clone().unmark();
                marks.extend(&arg_marks);
                match arg.as_map() {
                    Some(entries) => {
                        out.extend(entries.iter().map(|(k, v)| (k.to_string(), v.clone())))
                    }
                    // Reached only when a dynamic argument skipped the type checks: the
                    // reference's implementation panics iterating it (or on the first
                    // key of a sequence, which is not a string).
                    None => merge_unchecked(&arg, &mut out)?,
                }
            }
            let merged = match ret {
                Type::Map(ety) if out.is_empty() => Value::empty_map((**ety).clone()),
                Type::Map(_) => Value::map(out)?,
                _ => Value::object_from_map(out),
            };
            Ok(merged.with_marks(&marks))
        })
}

/// Merges an argument that is not a map or object, which only a dynamic argument that
/// skipped the type checks lets through: a set's elements are their own keys (so a set
/// of strings merges), while the reference's implementation panics on anything else
/// (a sequence's first key is not a string; a primitive cannot be iterated).
fn merge_unchecked(arg: &Value, out: &mut BTreeMap<String, Value>) -> Result<(), Error> {
    let panic = |why: &str| Error::new(format!("panic in function implementation: {why}"));
    let Some(items) = arg.as_slice() else {
        return Err(panic(
            "attempt to iterate on non-collection, non-tuple type",
        ));
    };
    for item in items {
        let key = if arg.ty().is_set() {
            item
        } else {
            &Value::from(0)
        };
        match key.as_str() {
            Some(k) => {
                out.insert(k.to_string(), item.clone());
            }
            None if key.ty() != &Type::String => return Err(panic("not a string")),
            None if key.is_null() => return Err(panic("value is null")),
            None => return Err(panic("value is not known")),
        }
    }
    Ok(())
}

/// The result type of `merge`: the arguments' type when they all have the same one,
/// else an object of every attribute (dynamic while a map's keys are unknown).
fn merge_type(args: &[Value]) -> Result<Type, Error> {
    if args.is_empty() {
        return Ok(Type::empty_object());
    }
    let mut attrs: BTreeMap<String, Type> = BTreeMap::new();
    let mut keys_known = true;
    for arg in args {
        let ty = arg.ty();
        if ty.is_dynamic() {
            return Ok(Type::Dynamic);
        }
        let (arg, _) = arg.clone().unmark();
        match ty {
            Type::Object(o) if !arg.is_null() => {
                attrs.extend(
                    o.attributes()
                        .iter()
                        .map(|(k, t)| (k.to_string(), t.clone())),
                );
            }
            Type::Object(_) => {}
            Type::Map(ety) => match arg.as_map() {
                _ if arg.is_null() => {}
                Some(entries) => {
                    attrs.extend(entries.keys().map(|k| (k.to_string(), (**ety).clone())));
                }
                None => keys_known = false,
            },
            other => {
                return Err(Error::new(format!(
                    "arguments must be maps or objects, got \"{}\"",
                    other.friendly_name()
                )))
            }
        }
    }
    let first = args[0].ty();
    if args.iter().all(|a| a.ty() == first) {
        return Ok(first.clone());
    }
    if !keys_known {
        return Ok(Type::Dynamic);
    }
    Ok(Type::object(attrs))
}

/// `zipmap(keys, values)`: the map (or object, for a tuple of values) from each key to
/// the value at the same position.
pub fn zipmap() -> Function {
    Function::builder([
        Parameter::new("keys", Type::list(Type::String)).allow_marked(),
        Parameter::new("values", Type::Dynamic).allow_marked(),
    ])
    .description("The map from each of the keys to the value at the same position.")
    .returns_with(zipmap_type)
    .refine_not_null()
    .build(|args, ret| {
        let (keys, mut marks) = args[0].clone().unmark();
        let (values, value_marks) = args[1].clone().unmark();
        marks.extend(&value_marks);
        if !keys.is_wholly_known() {
            return Ok(Value::unknown(ret.clone()).with_marks(&marks));
        }
        let keys = elements_of(&keys);
        let values = elements_of(&values);
        if keys.len() != values.len() {
            return Err(count_mismatch(keys.len(), values.len()));
        }
        let mut out = BTreeMap::new();
        for (k, v) in keys.iter().zip(values) {
            let (k, k_marks) = k.clone().unmark();
            marks.extend(&k_marks);
            let Some(k) = k.as_str() else {
                return Err(Error::new(
                    "panic in function implementation: value is null",
                ));
            };
            out.insert(k.to_string(), v.clone());
        }
        let zipped = match ret {
            Type::Map(ety) if out.is_empty() => Value::empty_map((**ety).clone()),
            Type::Map(_) => Value::map(out)?,
            _ => Value::object_from_map(out),
        };
        Ok(zipped.with_marks(&marks))
    })
}

fn count_mismatch(keys: usize, values: usize) -> Error {
    Error::new(format!(
        "number of keys ({keys}) does not match number of values ({values})"
    ))
}

fn zipmap_type(args: &[Value]) -> Result<Type, Error> {
    match args[1].ty() {
        Type::List(ety) => Ok(Type::map((**ety).clone())),
        Type::Tuple(etys) => {
            if !args[0].is_wholly_known() {
                return Ok(Type::Dynamic);
            }
            let (keys, _) = args[0].clone().unmark();
            let keys = elements_of(&keys);
            if keys.len() != etys.len() {
                return Err(count_mismatch(keys.len(), etys.len()));
            }
            let mut attrs = BTreeMap::new();
            for (i, (k, ty)) in keys.iter().zip(etys.iter()).enumerate() {
                let (k, _) = k.clone().unmark();
                let Some(name) = k.as_str() else {
                    return Err(Error::new(format!("keys list has null value at index {i}")));
                };
                attrs.insert(name.to_string(), ty.clone());
            }
            Ok(Type::object(attrs))
        }
        _ => Err(Error::new("values argument must be a list or tuple value")),
    }
}
