//! Conversions to lists, sets and maps: from collections, tuples and objects.

use std::collections::BTreeMap;

use crate::error::{Error, Result};
use crate::path::PathStep;
use crate::tuple_type::TupleType;
use crate::ty::{ObjectType, Type};
use crate::value::Value;

use super::plan::{
    apply_elem, elem_plan, normalize_null, plan, unify_elements, Conversion, ElemConv, Step,
};
use super::unify::unify_with;

fn index(i: usize) -> PathStep {
    PathStep::Index(Value::from(i as u64))
}

fn key(k: &str) -> PathStep {
    PathStep::Index(Value::string(k))
}

/// The element type of a collection built from `elems`, by the reference's rule (the
/// first element's type, with elements of the dynamic pseudo-type fitting any type), or
/// `None` when two elements' types differ. Elements of the dynamic pseudo-type become
/// an unknown or null of that element type so that the collection stays well-typed.
fn homogeneous(elems: Vec<Value>) -> Option<(Type, Vec<Value>)> {
    let mut ety = Type::Dynamic;
    for e in &elems {
        if ety.is_dynamic() {
            ety = e.ty().clone();
        } else if !e.ty().is_dynamic() && *e.ty() != ety {
            return None;
        }
    }
    if ety.is_dynamic() {
        return Some((ety, elems));
    }
    let elems = elems
        .into_iter()
        .map(|e| {
            if !e.ty().is_dynamic() {
                return e;
            }
            let (e, marks) = e.unmark();
            let fixed = if e.is_known() {
                Value::null(ety.clone())
            } else {
                Value::unknown(ety.clone())
            };
            fixed.with_marks(&marks)
        })
        .collect();
    Some((ety, elems))
}

/// Whether a set value's length is known: the reference cannot count a set holding
/// unknowns among other elements, since the unknowns might coalesce with them.
fn set_length_known(value: &Value, elems: &[Value]) -> bool {
    !value.ty().is_set() || elems.len() <= 1 || value.is_wholly_known()
}

/// List or set to list, in the source's order (set order for sets).
pub(super) fn to_list(value: &Value, ety: &Type, elem: Option<&Conversion>) -> Result<Value> {
    let src = value.as_slice().unwrap_or_default();
    let in_ety = value.ty().element_type().cloned().unwrap_or(Type::Dynamic);
    if !set_length_known(value, src) {
        return Ok(Value::unknown(Type::list(in_ety)));
    }
    let elems = convert_seq(src, |_| elem, true)?;
    if elems.is_empty() {
        let ety = if ety.is_dynamic() {
            in_ety
        } else {
            ety.without_optional_attributes()
        };
        return Ok(Value::empty_list(ety));
    }
    let (ety, elems) = homogeneous(elems)
        .ok_or_else(|| Error::new("element types must all match for conversion to list"))?;
    Ok(Value::seq_unchecked(Type::list(ety), elems))
}

/// List or set to set; equal elements collapse.
pub(super) fn to_set(value: &Value, ety: &Type, elem: Option<&Conversion>) -> Result<Value> {
    let src = value.as_slice().unwrap_or_default();
    let elems = convert_seq(src, |_| elem, true)?;
    if elems.is_empty() {
        let ety = if ety.is_dynamic() {
            value.ty().element_type().cloned().unwrap_or(Type::Dynamic)
        } else {
            ety.without_optional_attributes()
        };
        return Ok(Value::empty_set(ety));
    }
    let (ety, elems) = homogeneous(elems)
        .ok_or_else(|| Error::new("element types must all match for conversion to set"))?;
    Ok(Value::set_unchecked(ety, elems))
}

/// Converts each element with its plan, the error path naming its index.
fn convert_seq<'a>(
    src: &[Value],
    conv_for: impl Fn(usize) -> Option<&'a Conversion>,
    fix_nulls: bool,
) -> Result<Vec<Value>> {
    src.iter()
        .enumerate()
        .map(|(i, e)| {
            let v = apply_elem(conv_for(i), e).map_err(|err| err.inside(index(i)))?;
            Ok(if fix_nulls { normalize_null(v) } else { v })
        })
        .collect()
}

/// Map to map, converting each element.
pub(super) fn map_to_map(value: &Value, ety: &Type, elem: &Conversion) -> Result<Value> {
    let src = value.as_map().map(BTreeMap::from).unwrap_or_default();
    if src.is_empty() {
        let ety = if ety.is_dynamic() {
            value.ty().element_type().cloned().unwrap_or(Type::Dynamic)
        } else {
            ety.clone()
        };
        return Ok(Value::empty_map(ety));
    }
    let mut elems = BTreeMap::new();
    for (k, e) in src.iter() {
        let v = elem.apply(e).map_err(|err| err.inside(key(k)))?;
        elems.insert(k.to_string(), v);
    }
    finish_map(
        elems,
        ety,
        false,
        "element types must all match for conversion to map",
    )
}

/// Unifies map elements of collection or object type, then builds the map.
fn finish_map(
    mut elems: BTreeMap<String, Value>,
    ety: &Type,
    unsafe_: bool,
    mismatch: &str,
) -> Result<Value> {
    if ety.is_collection() || ety.is_object() {
        elems = unify_map_elements(elems, unsafe_)?;
    }
    let (keys, values): (Vec<String>, Vec<Value>) = elems.into_iter().unzip();
    let (ety, values) = homogeneous(values).ok_or_else(|| Error::new(mismatch))?;
    Ok(Value::attrs_unchecked(
        Type::map(ety),
        keys.into_iter().zip(values).collect(),
    ))
}

/// Converts every map element to the elements' unified type.
fn unify_map_elements(
    elems: BTreeMap<String, Value>,
    unsafe_: bool,
) -> Result<BTreeMap<String, Value>> {
    let types: Vec<Type> = elems.values().map(|v| v.ty().clone()).collect();
    let common = || Error::new("cannot find a common base type for all elements");
    let unified = unify_with(&types, unsafe_).ok_or_else(common)?;
    elems
        .into_iter()
        .map(|(k, v)| {
            if *v.ty() == unified {
                return Ok((k, v));
            }
            let conv = plan(v.ty(), &unified, unsafe_).ok_or_else(common)?;
            let v = conv.apply(&v).map_err(|err| err.inside(key(&k)))?;
            Ok((k, v))
        })
        .collect()
}

/// Plans tuple to list: each element to the list's element type, or (for a list of the
/// dynamic pseudo-type) to the elements' unified type.
pub(super) fn plan_tuple_to_list(from: &TupleType, ety: &Type, unsafe_: bool) -> Option<Step> {
    let (ety, elems) = plan_tuple_elems(from, ety, unsafe_)?;
    Some(Step::TupleToList {
        ety,
        elems,
        unsafe_,
    })
}

/// Plans tuple to set, as [`plan_tuple_to_list`].
pub(super) fn plan_tuple_to_set(from: &TupleType, ety: &Type, unsafe_: bool) -> Option<Step> {
    let (ety, elems) = plan_tuple_elems(from, ety, unsafe_)?;
    Some(Step::TupleToSet { ety, elems })
}

fn plan_tuple_elems(from: &TupleType, ety: &Type, unsafe_: bool) -> Option<(Type, Vec<ElemConv>)> {
    if from.is_empty() {
        return Some((ety.clone(), Vec::new()));
    }
    let ety = if ety.is_dynamic() {
        unify_elements(&from.iter().cloned().collect::<Vec<_>>(), unsafe_)?
    } else {
        ety.clone()
    };
    let elems = from
        .iter()
        .map(|f| elem_plan(f, &ety, unsafe_))
        .collect::<Option<Vec<_>>>()?;
    Some((ety, elems))
}

/// Tuple to list: elements converted, then unified to one type.
pub(super) fn tuple_to_list(
    value: &Value,
    ety: &Type,
    convs: &[ElemConv],
    unsafe_: bool,
) -> Result<Value> {
    let src = value.as_slice().unwrap_or_default();
    if convs.is_empty() || src.is_empty() {
        return Ok(Value::empty_list(ety.without_optional_attributes()));
    }
    // Every element already of the (known) list element type: the list shares them.
    if !ety.is_dynamic() && convs.iter().all(Option::is_none) {
        return Ok(value.retyped(Type::list(ety.clone())));
    }
    let elems = convert_seq(src, |i| convs.get(i).and_then(|c| c.as_deref()), false)?;
    // The reference reports problems unifying the converted elements at the path of the
    // last element, with the failing element's index after it.
    let last = index(elems.len() - 1);
    let elems = unify_list_elements(elems, unsafe_).map_err(|err| err.inside(last))?;
    let (ety, elems) = homogeneous(elems)
        .ok_or_else(|| Error::new("element types must all match for conversion to list"))?;
    Ok(Value::seq_unchecked(Type::list(ety), elems))
}

fn unify_list_elements(elems: Vec<Value>, unsafe_: bool) -> Result<Vec<Value>> {
    let types: Vec<Type> = elems.iter().map(|v| v.ty().clone()).collect();
    let common = || Error::new("cannot find a common base type for all elements");
    let unified = unify_with(&types, unsafe_).ok_or_else(common)?;
    elems
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            if *v.ty() == unified {
                return Ok(v);
            }
            let conv = plan(v.ty(), &unified, unsafe_).ok_or_else(common)?;
            conv.apply(&v).map_err(|err| err.inside(index(i)))
        })
        .collect()
}

/// Tuple to set: elements converted, equal ones collapsing.
pub(super) fn tuple_to_set(value: &Value, ety: &Type, convs: &[ElemConv]) -> Result<Value> {
    let src = value.as_slice().unwrap_or_default();
    if convs.is_empty() || src.is_empty() {
        return Ok(Value::empty_set(ety.without_optional_attributes()));
    }
    let elems = convert_seq(src, |i| convs.get(i).and_then(|c| c.as_deref()), true)?;
    let (ety, elems) = homogeneous(elems)
        .ok_or_else(|| Error::new("element types must all match for conversion to set"))?;
    Ok(Value::set_unchecked(ety, elems))
}

/// Plans object to map: each attribute to the map's element type, or (for a map of the
/// dynamic pseudo-type) to the attributes' unified type.
pub(super) fn plan_object_to_map(from: &ObjectType, ety: &Type, unsafe_: bool) -> Option<Step> {
    let atys = from.attributes();
    if atys.is_empty() {
        return Some(Step::ObjectToMap {
            ety: ety.clone(),
            attrs: BTreeMap::new(),
            unsafe_,
        });
    }
    let ety = if ety.is_dynamic() {
        let types: Vec<Type> = atys.values().cloned().collect();
        unify_with(&types, unsafe_)?
    } else {
        ety.clone()
    };
    let attrs = atys
        .iter()
        .map(|(name, aty)| Some((name.to_string(), elem_plan(aty, &ety, unsafe_)?)))
        .collect::<Option<BTreeMap<_, _>>>()?;
    Some(Step::ObjectToMap {
        ety,
        attrs,
        unsafe_,
    })
}

/// Object to map: attributes converted, then unified to one type.
pub(super) fn object_to_map(
    value: &Value,
    ety: &Type,
    convs: &BTreeMap<String, ElemConv>,
    unsafe_: bool,
) -> Result<Value> {
    let src = value.as_map().map(BTreeMap::from).unwrap_or_default();
    if convs.is_empty() || src.is_empty() {
        return Ok(Value::empty_map(ety.without_optional_attributes()));
    }
    let mut elems = BTreeMap::new();
    for (k, e) in src.iter() {
        let conv = convs.get(k).and_then(|c| c.as_deref());
        let v = apply_elem(conv, e).map_err(|err| err.inside(key(k)))?;
        elems.insert(k.to_string(), v);
    }
    finish_map(
        elems,
        ety,
        unsafe_,
        "attribute types must all match for conversion to map",
    )
}
