//! Set functions: `sethaselement`, `setunion`, `setintersection`, `setsubtract`,
//! `setsymmetricdifference` and `setproduct`.

use hcl2_value::{
    convert, unify_unsafe, ElementIndex, Error, Function, Marks, Parameter, Type, Value,
};

use crate::lists::elements_of;

/// A parameter taking a set of any element type.
fn set_param(name: &str) -> Parameter {
    Parameter::new(name, Type::set(Type::Dynamic)).allow_dynamic_type()
}

/// `sethaselement(set, elem)`: whether the set has the element.
pub fn sethaselement() -> Function {
    Function::builder([
        set_param("set"),
        Parameter::new("elem", Type::Dynamic).allow_dynamic_type(),
    ])
    .description("Whether the set has the element.")
    .returns(Type::Bool)
    .refine_not_null()
    // `has_element` follows the reference's set rules (`0` is not `-0`).
    .build(|args, _| Ok(args[0].has_element(&args[1])))
}

/// The result type of the set operations: a set of the unified element types (empty
/// sets of unknown element type left out).
fn set_operation_type(args: &[Value]) -> Result<Type, Error> {
    if args.iter().any(|a| a.ty().is_dynamic()) {
        // The reference asks the dynamic pseudo-type for its element type, which
        // panics; the panic comes back as the call's error.
        return Err(Error::new(
            "panic in function implementation: not a collection type",
        ));
    }
    let etys: Vec<Type> = args
        .iter()
        .filter_map(|a| {
            let ety = a.ty().element_type().cloned().unwrap_or(Type::Dynamic);
            let empty_dynamic = a.is_known() && a.length_int() == Some(0) && ety.is_dynamic();
            (!empty_dynamic).then_some(ety)
        })
        .collect();
    if etys.is_empty() {
        return Ok(Type::set(Type::Dynamic));
    }
    unify_unsafe(&etys)
        .map(Type::set)
        .ok_or_else(|| Error::new("given sets must all have compatible element types"))
}

/// Which elements a set operation keeps, given whether each is in the running result
/// and in the next set.
type Keep = fn(in_result: bool, in_next: bool) -> bool;

/// A set operation over the first set and the others, folding left with `keep`.
/// Unknown elements are allowed only where `allow_unknown` (for union).
fn set_operation(description: &str, variadic: bool, allow_unknown: bool, keep: Keep) -> Function {
    let builder = if variadic {
        Function::builder([set_param("first_set")]).variadic(set_param("other_sets"))
    } else {
        Function::builder([set_param("a"), set_param("b")])
    };
    builder
        .description(description)
        .returns_with(set_operation_type)
        .refine_not_null()
        .build(move |args, ret| {
            let mut result: Vec<Value> = Vec::new();
            for (i, arg) in args.iter().enumerate() {
                let converted = convert(arg, ret).map_err(|error| Error::about(i, error))?;
                if !allow_unknown && !converted.is_wholly_known() {
                    return Ok(Value::unknown(ret.clone()));
                }
                let next = elements_of(&converted);
                if i == 0 {
                    result = next.to_vec();
                    continue;
                }
                result = combine(&result, next, keep);
            }
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            if result.is_empty() {
                return Ok(Value::empty_set(ety));
            }
            Value::set(result)
        })
}

/// One step of a set operation: what `keep` keeps of the running result and of the next
/// set, each element looked up in the other by the set rules (linear in both).
fn combine(result: &[Value], next: &[Value], keep: Keep) -> Vec<Value> {
    let mut in_next = ElementIndex::set_rules();
    in_next.extend(next);
    let mut in_result = ElementIndex::set_rules();
    in_result.extend(result);
    let mut combined: Vec<Value> = result
        .iter()
        .filter(|v| keep(true, in_next.contains(v)))
        .cloned()
        .collect();
    combined.extend(
        next.iter()
            .filter(|n| !in_result.contains(n) && keep(false, true))
            .cloned(),
    );
    combined
}

/// `setunion(first_set, other_sets...)`: the elements in any of the sets.
pub fn setunion() -> Function {
    set_operation("The elements in any of the sets.", true, true, |a, b| {
        a || b
    })
}

/// `setintersection(first_set, other_sets...)`: the elements in all of the sets.
pub fn setintersection() -> Function {
    set_operation(
        "The elements in every one of the sets.",
        true,
        false,
        |a, b| a && b,
    )
}

/// `setsubtract(a, b)`: the elements of the first set not in the second.
pub fn setsubtract() -> Function {
    set_operation(
        "The elements of the first set that are not in the second.",
        false,
        false,
        |a, b| a && !b,
    )
}

/// `setsymmetricdifference(first_set, other_sets...)`: the elements in an odd number of
/// the sets.
pub fn setsymmetricdifference() -> Function {
    set_operation(
        "The elements in exactly one of each pair of sets, folding left.",
        true,
        false,
        |a, b| a != b,
    )
}

/// The element type `setproduct` takes from one argument (`None`: not a sequence).
fn product_element_type(i: usize, arg: &Value) -> Result<(Type, bool), Error> {
    match arg.ty() {
        Type::Set(ety) => Ok(((**ety).clone(), false)),
        Type::List(ety) => Ok(((**ety).clone(), true)),
        Type::Tuple(etys) if etys.is_empty() => Ok((Type::Dynamic, true)),
        Type::Tuple(etys) => unify_unsafe(&etys.iter().cloned().collect::<Vec<_>>())
            .map(|t| (t, true))
            .ok_or_else(|| Error::arg(i, "all elements must be of the same type")),
        _ => Err(Error::arg(i, "a set or a list is required")),
    }
}

/// Each column's elements converted to its element type of the product. A failure is
/// reported for the element the reference meets first walking the product in order: the
/// first column failing at its first element, else the last column that fails at all.
fn convert_columns(columns: &[Value], types: &[Type]) -> Result<Vec<Vec<Value>>, Error> {
    let mut out = Vec::with_capacity(columns.len());
    let mut failures: Vec<(usize, usize)> = Vec::new();
    for (j, (column, ty)) in columns.iter().zip(types).enumerate() {
        let mut values = Vec::new();
        for (n, v) in elements_of(column).iter().enumerate() {
            match convert(v, ty) {
                Ok(c) => values.push(c),
                Err(_) => {
                    failures.push((j, n));
                    break;
                }
            }
        }
        out.push(values);
    }
    let first = failures
        .iter()
        .find(|(_, n)| *n == 0)
        .or(failures.last())
        .copied();
    if let Some((j, n)) = first {
        return Err(Error::new(format!(
            "failed to convert argVals[{j}][{n}] to {}; this is a bug in cty",
            types[j].friendly_name()
        )));
    }
    Ok(out)
}

/// The most elements `setproduct` builds (the reference has no limit but memory).
pub const MAX_PRODUCT: usize = 1 << 20;

/// `setproduct(sets...)`: every combination of one element of each set (or list), as
/// tuples; a list when every argument is a list or tuple, otherwise a set.
pub fn setproduct() -> Function {
    Function::builder([])
        .variadic(
            Parameter::new("sets", Type::Dynamic)
                .describe("The sets (or lists and tuples) to combine.")
                .allow_marked(),
        )
        .description("The cartesian product of the sets.")
        .returns_with(|args| {
            if args.len() < 2 {
                return Err(Error::new("at least two arguments are required"));
            }
            let mut etys = Vec::new();
            let mut lists = 0;
            for (i, arg) in args.iter().enumerate() {
                let (ety, list) = product_element_type(i, arg)?;
                etys.push(ety);
                lists += usize::from(list);
            }
            let tuple = Type::tuple(etys);
            Ok(if lists == args.len() {
                Type::list(tuple)
            } else {
                Type::set(tuple)
            })
        })
        .refine_not_null()
        .build(|args, ret| {
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let mut marks = Marks::new();
            let mut columns = Vec::new();
            let mut unknown_length = false;
            let mut total: usize = 1;
            for arg in args {
                let (arg, arg_marks) = arg.clone().unmark();
                marks.extend(&arg_marks);
                match arg.length().as_number().and_then(|n| n.to_u64()) {
                    Some(n) if arg.length().is_known() => {
                        total = total.saturating_mul(n as usize);
                    }
                    _ => unknown_length = true,
                }
                columns.push(arg);
            }
            if unknown_length {
                return Ok(Value::unknown(ret.clone()).with_marks(&marks));
            }
            if total > MAX_PRODUCT {
                return Err(Error::new(format!(
                    "the product would have {total} elements, more than the {MAX_PRODUCT} allowed"
                )));
            }
            let sub_types = ety
                .tuple_elements()
                .map(|t| t.iter().cloned().collect::<Vec<_>>())
                .unwrap_or_default();
            let converted = if total == 0 {
                Vec::new()
            } else {
                convert_columns(&columns, &sub_types)?
            };
            let mut rows: Vec<Vec<Value>> = vec![Vec::new()];
            for column in &converted {
                rows = rows
                    .iter()
                    .flat_map(|row| {
                        column.iter().map(move |v| {
                            let mut r = row.clone();
                            r.push(v.clone());
                            r
                        })
                    })
                    .collect();
            }
            if total == 0 {
                rows.clear();
            }
            let product: Vec<Value> = rows.into_iter().map(Value::tuple).collect();
            let out = match ret {
                Type::List(_) if product.is_empty() => Value::empty_list(ety),
                Type::List(_) => Value::list(product)?,
                _ if product.is_empty() => Value::empty_set(ety),
                _ => Value::set(product)?,
            };
            Ok(out.with_marks(&marks))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_keeps_every_unknown_element() {
        let a = Value::set([Value::unknown(Type::Number)]).unwrap();
        let b = Value::set([Value::from("x"), Value::unknown(Type::String)]).unwrap();
        let u = setunion().call(&[a, b]).unwrap();
        assert_eq!(u.as_slice().map(<[Value]>::len), Some(3), "{u:?}");
    }

    #[test]
    fn zero_and_negative_zero_are_two_elements_as_in_the_reference() {
        let zero = Value::from(0);
        let negative = Value::number(hcl2_value::Number::parse("-0").unwrap());
        let a = Value::set([zero.clone(), Value::from(1)]).unwrap();
        let b = Value::set([negative.clone()]).unwrap();
        let left = setsubtract().call(&[a.clone(), b]).unwrap();
        assert_eq!(left, a);
        let has = sethaselement().call(&[a, negative]).unwrap();
        assert_eq!(has, Value::from(false));
    }
}
