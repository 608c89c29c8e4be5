//! Terraform's collection functions: `alltrue`, `anytrue`, `one`, `sum`, `transpose`,
//! `matchkeys`, with Terraform's result types and messages.

use std::collections::BTreeMap;

use hcl2_value::{convert, unify_unsafe, ElementIndex, Error, Function, Parameter, Type, Value};

fn bool_list_param() -> Parameter {
    Parameter::new("list", Type::list(Type::Bool))
}

fn elements(v: &Value) -> &[Value] {
    v.as_slice().unwrap_or_default()
}

/// `alltrue(list)`: whether every element is true (true for an empty list; a null
/// element counts as false).
pub(super) fn alltrue() -> Function {
    Function::builder([bool_list_param()])
        .returns(Type::Bool)
        .refine_not_null()
        .build(|args, _| {
            for v in elements(&args[0]) {
                if !v.is_known() {
                    return Ok(Value::unknown(Type::Bool));
                }
                if v.is_null() || v.as_bool() == Some(false) {
                    return Ok(Value::from(false));
                }
            }
            Ok(Value::from(true))
        })
}

/// `anytrue(list)`: whether some element is true (false for an empty list; nulls are
/// skipped; unknown when no element is true and some is unknown).
pub(super) fn anytrue() -> Function {
    Function::builder([bool_list_param()])
        .returns(Type::Bool)
        .refine_not_null()
        .build(|args, _| {
            let mut unknown = false;
            for v in elements(&args[0]) {
                if !v.is_known() {
                    unknown = true;
                } else if v.as_bool() == Some(true) {
                    return Ok(Value::from(true));
                }
            }
            Ok(if unknown {
                Value::unknown(Type::Bool)
            } else {
                Value::from(false)
            })
        })
}

const ONE_ERROR: &str = "must be a list, set, or tuple value with either zero or one elements";

/// `one(list)`: the only element of a list, set or tuple of at most one, or null.
pub(super) fn one() -> Function {
    Function::builder([Parameter::new("list", Type::Dynamic)])
        .returns_with(|args| match args[0].ty() {
            Type::List(e) | Type::Set(e) => Ok((**e).clone()),
            Type::Tuple(es) if es.is_empty() => Ok(Type::Dynamic),
            Type::Tuple(es) if es.len() == 1 => Ok(es[0].clone()),
            _ => Err(Error::arg(0, ONE_ERROR)),
        })
        .build(|args, ret| match elements(&args[0]) {
            [] => Ok(Value::null(ret.clone())),
            [only] => Ok(only.clone()),
            _ => Err(Error::arg(0, ONE_ERROR)),
        })
}

/// `sum(list)`: the sum of a non-empty list, set or tuple of numbers.
pub(super) fn sum() -> Function {
    Function::builder([Parameter::new("list", Type::Dynamic)])
        .returns(Type::Number)
        .refine_not_null()
        .build(|args, _| {
            let list = &args[0];
            let ty = list.ty();
            if !list.can_iterate_elements() {
                return Err(Error::arg(0, "cannot sum noniterable"));
            }
            if list.length_int() == Some(0) {
                return Err(Error::arg(0, "cannot sum an empty list"));
            }
            if !(ty.is_list() || ty.is_set() || ty.is_tuple()) {
                return Err(Error::arg(
                    0,
                    format!(
                        "argument must be list, set, or tuple. Received {}",
                        ty.friendly_name()
                    ),
                ));
            }
            if !list.is_wholly_known() {
                return Ok(Value::unknown(Type::Number));
            }
            let not_numbers =
                || Error::arg(0, "argument must be list, set, or tuple of number values");
            let mut total: Option<Value> = None;
            for v in elements(list) {
                if v.is_null() {
                    return Err(not_numbers());
                }
                let n = convert(v, &Type::Number).map_err(|_| not_numbers())?;
                total = Some(match total {
                    None => n,
                    Some(t) => t
                        .add(&n)
                        .map_err(|_| Error::new("can't compute sum of opposing infinities"))?,
                });
            }
            Ok(total.unwrap_or_else(|| Value::from(0)))
        })
}

/// `transpose(map)`: a map of lists of strings turned inside out: each string a key,
/// listing the keys whose lists held it.
pub(super) fn transpose() -> Function {
    let ty = Type::map(Type::list(Type::String));
    Function::builder([Parameter::new("values", ty.clone())])
        .returns(ty)
        .refine_not_null()
        .build(|args, _| {
            let mut out: BTreeMap<String, Vec<Value>> = BTreeMap::new();
            for (key, list) in args[0].as_map().into_iter().flatten() {
                if !list.is_known() {
                    return Ok(Value::unknown(Type::map(Type::list(Type::String))));
                }
                if list.is_null() {
                    return Err(Error::new("input must not contain null list"));
                }
                for s in elements(list) {
                    if !s.is_known() {
                        return Ok(Value::unknown(Type::map(Type::list(Type::String))));
                    }
                    let Some(name) = s.as_str() else {
                        return Err(Error::new("input must not contain null string"));
                    };
                    out.entry(name.to_string())
                        .or_default()
                        .push(Value::from(key));
                }
            }
            if out.is_empty() {
                return Ok(Value::empty_map(Type::list(Type::String)));
            }
            let entries: Vec<(String, Value)> = out
                .into_iter()
                .map(|(k, keys)| Value::list(keys).map(|l| (k, l)))
                .collect::<Result<_, _>>()?;
            Value::map(entries)
        })
}

/// `matchkeys(values, keys, searchset)`: the elements of `values` whose
/// corresponding element of `keys` is in `searchset`.
/// The values whose keys are in `searchset`, in order; `None` when a comparison with
/// the search set is unknown (the reference then answers an empty list). Keys are
/// wholly known here. Linear when the search set is wholly known (the usual case);
/// otherwise each key is compared in turn, as the reference does, up to the first
/// match or unknown answer.
fn matching_values(values: &[Value], keys: &[Value], searchset: &Value) -> Option<Vec<Value>> {
    let search = elements(searchset);
    if searchset.is_wholly_known() {
        let mut index = ElementIndex::equality();
        index.extend(search);
        let matched = keys.iter().zip(values).filter(|(k, _)| index.contains(k));
        return Some(matched.map(|(_, v)| v.clone()).collect());
    }
    let mut out = Vec::new();
    for (key, value) in keys.iter().zip(values) {
        for candidate in search {
            let eq = key.equals(candidate);
            if !eq.is_known() {
                return None;
            }
            if eq.as_bool() == Some(true) {
                out.push(value.clone());
                break;
            }
        }
    }
    Some(out)
}

pub(super) fn matchkeys() -> Function {
    let list = || Type::list(Type::Dynamic);
    Function::builder([
        Parameter::new("values", list()),
        Parameter::new("keys", list()),
        Parameter::new("searchset", list()),
    ])
    .returns_with(|args| {
        unify_unsafe(&[args[1].ty().clone(), args[2].ty().clone()])
            .ok_or_else(|| Error::new("keys and searchset must be of the same type"))?;
        Ok(args[0].ty().clone())
    })
    .refine_not_null()
    .build(|args, ret| {
        let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
        let empty = || Value::empty_list(ety.clone());
        if !args[0].is_known() {
            return Ok(Value::unknown(Type::list(ety.clone())));
        }
        if args[0].length_int() != args[1].length_int() {
            return Err(Error::new("length of keys and values should be equal"));
        }
        let ty =
            unify_unsafe(&[args[1].ty().clone(), args[2].ty().clone()]).unwrap_or(Type::Dynamic);
        let keys = convert(&args[1], &ty)?;
        let searchset = convert(&args[2], &ty)?;
        if searchset.length_int() == Some(0) {
            return Ok(empty());
        }
        if !args[0].is_wholly_known() || !keys.is_wholly_known() {
            return Ok(Value::unknown(ret.clone()));
        }
        let Some(out) = matching_values(elements(&args[0]), elements(&keys), &searchset) else {
            return Ok(empty());
        };
        if out.is_empty() {
            return Ok(empty());
        }
        Value::list(out)
    })
}
