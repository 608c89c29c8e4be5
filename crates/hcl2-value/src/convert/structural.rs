//! Conversions to objects and tuples: object to object, tuple to tuple, map to object.

use std::collections::{BTreeMap, BTreeSet};

use crate::error::{Error, Result};
use crate::path::PathStep;
use crate::tuple_type::TupleType;
use crate::ty::{ObjectType, Type};
use crate::value::Value;

use super::mismatch::mismatch_message;
use super::plan::{apply_elem, elem_plan, normalize_null, plan, ElemConv, Step};

/// Plans object to object: every wanted attribute must be present (unless optional) and
/// convertible; attributes the target lacks are dropped.
pub(super) fn plan_object_to_object(
    from: &ObjectType,
    to: &ObjectType,
    unsafe_: bool,
) -> Option<Step> {
    let mut attrs = BTreeMap::new();
    for (name, oty) in to.attributes() {
        match from.attribute(name) {
            Some(fty) => {
                attrs.insert(name.to_string(), elem_plan(fty, oty, unsafe_)?);
            }
            None if to.is_optional(name) => {}
            None => return None,
        }
    }
    Some(Step::ObjectToObject {
        out: to.clone(),
        attrs,
    })
}

/// Object to object: converts the wanted attributes and fills missing optional ones
/// with null.
pub(super) fn object_to_object(
    value: &Value,
    out: &ObjectType,
    convs: &BTreeMap<String, ElemConv>,
) -> Result<Value> {
    let mut attrs = BTreeMap::new();
    for (name, v) in value.as_map().into_iter().flatten() {
        let Some(conv) = convs.get(name) else {
            continue;
        };
        let v = apply_elem(conv.as_deref(), v)
            .map_err(|err| err.inside(PathStep::Attr(name.to_string())))?;
        attrs.insert(name.to_string(), normalize_null(v));
    }
    for name in out.optional() {
        if !attrs.contains_key(name) {
            let ty = out.attribute(name).cloned().unwrap_or(Type::Dynamic);
            attrs.insert(name.clone(), Value::null(ty.without_optional_attributes()));
        }
    }
    Ok(Value::object(attrs))
}

/// Plans tuple to tuple: same length, each element convertible.
pub(super) fn plan_tuple_to_tuple(from: &TupleType, to: &TupleType, unsafe_: bool) -> Option<Step> {
    if from.len() != to.len() {
        return None;
    }
    let elems = from
        .iter()
        .zip(to)
        .map(|(f, t)| elem_plan(f, t, unsafe_))
        .collect::<Option<Vec<_>>>()?;
    Some(Step::TupleToTuple { elems })
}

/// Tuple to tuple, element by element.
pub(super) fn tuple_to_tuple(value: &Value, convs: &[ElemConv]) -> Result<Value> {
    let elems = value
        .as_slice()
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let conv = convs.get(i).and_then(|c| c.as_deref());
            apply_elem(conv, e).map_err(|err| err.inside(PathStep::Index(Value::from(i as u64))))
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Value::tuple(elems))
}

/// Plans map to object (unsafe only): the map's element type must convert to each
/// attribute's type, except that an optional attribute it cannot convert to is only an
/// error when the map actually has that key.
pub(super) fn plan_map_to_object(ety: &Type, to: &ObjectType, unsafe_: bool) -> Option<Step> {
    let mut attrs = BTreeMap::new();
    let mut incompatible = BTreeSet::new();
    for (name, oty) in to.attributes() {
        if oty == ety {
            continue;
        }
        match plan(ety, oty, unsafe_) {
            Some(c) => {
                attrs.insert(name.to_string(), Some(Box::new(c)));
            }
            None if to.is_optional(name) && unsafe_ => {
                incompatible.insert(name.to_string());
            }
            None => return None,
        }
    }
    Some(Step::MapToObject {
        out: to.clone(),
        attrs,
        incompatible,
    })
}

/// Map to object: keys the object type lacks are dropped, each wanted key converted, a
/// missing optional attribute null and a missing required one an error.
pub(super) fn map_to_object(
    value: &Value,
    out: &ObjectType,
    convs: &BTreeMap<String, ElemConv>,
    incompatible: &BTreeSet<String>,
) -> Result<Value> {
    let mut attrs = BTreeMap::new();
    for (name, v) in value.as_map().into_iter().flatten() {
        let Some(aty) = out.attribute(name) else {
            continue;
        };
        if incompatible.contains(name) {
            return Err(Error::new(format!(
                "map element type is incompatible with attribute {}: {}",
                crate::strings::go_quote(name),
                mismatch_message(v.ty(), aty)
            )));
        }
        let conv = convs.get(name).and_then(|c| c.as_deref());
        let v =
            apply_elem(conv, v).map_err(|err| err.inside(PathStep::Index(Value::string(name))))?;
        attrs.insert(name, normalize_null(v));
    }
    for (name, aty) in out.attributes() {
        if attrs.contains_key(name) {
            continue;
        }
        if out.is_optional(name) {
            attrs.insert(name, Value::null(aty.clone()));
        } else {
            return Err(Error::new(format!(
                "map has no element for required attribute {}",
                crate::strings::go_quote(name)
            )));
        }
    }
    Ok(Value::object(attrs))
}
