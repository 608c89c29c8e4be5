//! Sequence functions: `element`, `index`, `reverse` of lists, `coalescelist`,
//! `compact`, `contains`, `distinct`, `chunklist` and `flatten`.

use hcl2_value::{ElementIndex, Error, Function, Marks, Number, Parameter, Type, Value};

use crate::{number_arg, whole_number};

/// `elements` as a list of `ety` (empty or not).
pub(crate) fn list_of(ety: &Type, elements: Vec<Value>) -> Result<Value, Error> {
    if elements.is_empty() {
        return Ok(Value::empty_list(ety.clone()));
    }
    Value::list(elements)
}

/// The elements of a known list, set or tuple (none for anything else).
pub(crate) fn elements_of(v: &Value) -> &[Value] {
    v.as_slice().unwrap_or_default()
}

/// The reference's "invalid index" style error: `what` then the whole-number error.
fn whole_or(n: &Number, what: &str, arg: Option<usize>) -> Result<i64, Error> {
    whole_number(n).map_err(|e| {
        let error = Error::new(format!("{what}: {e}"));
        match arg {
            Some(index) => Error::about(index, error),
            None => error,
        }
    })
}

/// `element(list, index)`: the element at the index, wrapping around past the end (and,
/// as go-cty does since 1.15.0, before the start: -1 is the last element).
pub fn element() -> Function {
    Function::builder([
        Parameter::new("list", Type::Dynamic).allow_marked(),
        Parameter::new("index", Type::Number),
    ])
    .description("The element at the index of the list or tuple, wrapping around past its end.")
    .returns_with(element_type)
    .build(|args, ret| {
        let index = whole_or(number_arg(args, 1)?, "invalid index", None)?;
        let (input, marks) = args[0].clone().unmark();
        if !input.is_known() {
            return Ok(Value::unknown(ret.clone()).with_marks(&marks));
        }
        let items = elements_of(&input);
        if items.is_empty() {
            return Err(Error::new("cannot use element function with an empty list"));
        }
        Ok(items[wrap(index, items.len())].clone().with_marks(&marks))
    })
}

/// The position `index` comes to in a sequence of `len` elements, wrapping around in
/// both directions (-1 is the last element).
fn wrap(index: i64, len: usize) -> usize {
    index.rem_euclid(i64::try_from(len).unwrap_or(i64::MAX)) as usize
}

fn element_type(args: &[Value]) -> Result<Type, Error> {
    let index = &args[1];
    match args[0].ty() {
        Type::List(ety) => Ok((**ety).clone()),
        Type::Tuple(etys) => {
            let Some(n) = index.as_number() else {
                return Ok(Type::Dynamic);
            };
            let i = whole_or(n, "invalid index", None)?;
            if etys.is_empty() {
                return Err(Error::new("cannot use element function with an empty list"));
            }
            Ok(etys[wrap(i, etys.len())].clone())
        }
        other => Err(Error::new(format!(
            "cannot read elements from {}",
            other.friendly_name()
        ))),
    }
}

/// go-cty's `index(collection, key)`: the element of the list, map or tuple at the key,
/// an error when there is none. (Terraform's `index` is another function.)
pub fn index() -> Function {
    Function::builder([
        Parameter::new("collection", Type::Dynamic),
        Parameter::new("key", Type::Dynamic).allow_dynamic_type(),
    ])
    .description("The element of the collection at the key.")
    .returns_with(index_type)
    .build(|args, _| {
        if args[0].has_index(&args[1]).as_bool() != Some(true) {
            return Err(Error::new("invalid index"));
        }
        args[0]
            .index(&args[1])
            .map_err(|e| Error::new(e.to_string()))
    })
}

fn index_type(args: &[Value]) -> Result<Type, Error> {
    let key = &args[1];
    let key_is = |ty: &Type| key.ty() == ty || key.ty().is_dynamic();
    match args[0].ty() {
        Type::Tuple(etys) => {
            if !key_is(&Type::Number) {
                return Err(Error::new("key for tuple must be number"));
            }
            let Some(n) = key.as_number() else {
                return Ok(Type::Dynamic);
            };
            let i = whole_or(n, "invalid key for tuple", None)?;
            usize::try_from(i)
                .ok()
                .and_then(|i| etys.get(i))
                .cloned()
                .ok_or_else(|| {
                    Error::new(format!(
                        "key must be between 0 and {} inclusive",
                        etys.len()
                    ))
                })
        }
        Type::List(ety) if key_is(&Type::Number) => Ok((**ety).clone()),
        Type::List(_) => Err(Error::new("key for list must be number")),
        Type::Map(ety) if key_is(&Type::String) => Ok((**ety).clone()),
        Type::Map(_) => Err(Error::new("key for map must be string")),
        _ => Err(Error::new("collection must be a list, a map or a tuple")),
    }
}

/// `reverse(list)` in Terraform's sense: the elements of the list, set or tuple in
/// reverse order (a set gives a list).
pub fn reverse_list() -> Function {
    Function::builder([Parameter::new("list", Type::Dynamic).allow_marked()])
        .description("The elements of the list in reverse order.")
        .returns_with(|args| match args[0].ty() {
            Type::Tuple(etys) => Ok(Type::tuple(etys.iter().rev().cloned().collect::<Vec<_>>())),
            Type::List(ety) | Type::Set(ety) => Ok(Type::list((**ety).clone())),
            other => Err(Error::arg(
                0,
                format!(
                    "can only reverse list or tuple values, not {}",
                    other.friendly_name()
                ),
            )),
        })
        .refine_not_null()
        .build(|args, ret| {
            let (input, marks) = args[0].clone().unmark();
            let reversed: Vec<Value> = elements_of(&input).iter().rev().cloned().collect();
            let out = match ret {
                Type::List(ety) => list_of(ety, reversed)?,
                _ => Value::tuple(reversed),
            };
            Ok(out.with_marks(&marks))
        })
}

/// `coalescelist(vals...)`: the first of the lists or tuples that is not empty.
pub fn coalescelist() -> Function {
    Function::builder([])
        .variadic(
            Parameter::new("vals", Type::Dynamic)
                .describe("List or tuple values to test in the given order.")
                .allow_unknown()
                .allow_dynamic_type()
                .allow_null(),
        )
        .description("The first of the lists or tuples that has any elements.")
        .returns_with(|args| {
            if args.is_empty() {
                return Err(Error::new("at least one argument is required"));
            }
            for arg in args {
                if !arg.is_known() {
                    return Ok(Type::Dynamic);
                }
                if !(arg.ty().is_list() || arg.ty().is_tuple()) {
                    return Err(Error::new("coalescelist arguments must be lists or tuples"));
                }
            }
            let first = args[0].ty();
            if args.iter().all(|a| a.ty() == first) {
                Ok(first.clone())
            } else {
                Ok(Type::Dynamic)
            }
        })
        .refine_not_null()
        .build(|args, ret| {
            for arg in args {
                if !arg.is_known() {
                    return Ok(Value::unknown(ret.clone()));
                }
                if !arg.is_null() && arg.length_int().unwrap_or(0) > 0 {
                    return Ok(arg.clone());
                }
            }
            Err(Error::new("no non-null arguments"))
        })
}

/// `compact(list)`: the list of strings without its empty and null elements.
pub fn compact() -> Function {
    Function::builder([Parameter::new("list", Type::list(Type::String))])
        .description("The list of strings without its empty strings.")
        .returns(Type::list(Type::String))
        .refine_not_null()
        .build(|args, ret| {
            if !args[0].is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let kept: Vec<Value> = elements_of(&args[0])
                .iter()
                .filter(|v| v.as_str().is_some_and(|s| !s.is_empty()))
                .cloned()
                .collect();
            list_of(&Type::String, kept)
        })
}

/// `contains(list, value)`: whether the list, tuple or set has an element equal to the
/// value (unknown while an unknown element might be it).
pub fn contains() -> Function {
    Function::builder([
        Parameter::new("list", Type::Dynamic),
        // A null value asks whether the collection holds a null, as go-cty allows
        // since 1.18.1.
        Parameter::new("value", Type::Dynamic).allow_null(),
    ])
    .description("Whether the list, tuple or set has the value as an element.")
    .returns(Type::Bool)
    .refine_not_null()
    .build(|args, _| {
        let ty = args[0].ty();
        if !(ty.is_list() || ty.is_tuple() || ty.is_set()) {
            return Err(Error::new("argument must be list, tuple, or set"));
        }
        let items = elements_of(&args[0]);
        if items.is_empty() {
            return Ok(Value::bool(false));
        }
        let mut unknown = false;
        for item in items {
            match args[1].equals(item).as_bool() {
                Some(true) => return Ok(Value::bool(true)),
                Some(false) => {}
                None => unknown = true,
            }
        }
        Ok(if unknown {
            Value::unknown(Type::Bool)
        } else {
            Value::bool(false)
        })
    })
}

/// `distinct(list)`: the list without repeated elements, first occurrences kept in order.
pub fn distinct() -> Function {
    Function::builder([Parameter::new("list", Type::list(Type::Dynamic))])
        .description("The list without its duplicate elements, keeping the first of each.")
        .returns_with(|args| Ok(args[0].ty().clone()))
        .refine_not_null()
        .build(|args, ret| {
            if !args[0].is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let mut seen = ElementIndex::equality();
            let kept: Vec<Value> = elements_of(&args[0])
                .iter()
                .filter(|item| seen.insert(item))
                .cloned()
                .collect();
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            list_of(&ety, kept)
        })
}

/// `chunklist(list, size)`: the list cut into lists of `size` elements (the last may be
/// shorter); size 0 gives the whole list as the one chunk.
pub fn chunklist() -> Function {
    Function::builder([
        Parameter::new("list", Type::list(Type::Dynamic))
            .describe("The list to split into chunks.")
            .allow_marked(),
        Parameter::new("size", Type::Number)
            .describe("The most elements of each chunk.")
            .allow_marked(),
    ])
    .description("Splits the list into lists of at most the given size.")
    .returns_with(|args| Ok(Type::list(args[0].ty().clone())))
    .refine_not_null()
    .build(|args, ret| {
        let (list, mut marks) = args[0].clone().unmark();
        let (size, size_marks) = args[1].clone().unmark();
        marks.extend(&size_marks);
        let size = size
            .as_number()
            .ok_or_else(|| Error::new("invalid size: a number is required"))?;
        let size = whole_or(size, "invalid size", None)?;
        if size < 0 {
            return Err(Error::new("the size argument must be positive"));
        }
        let items = elements_of(&list);
        let list_ty = ret.element_type().cloned().unwrap_or(Type::Dynamic);
        let chunks = if items.is_empty() {
            return Ok(Value::empty_list(list_ty).with_marks(&marks));
        } else if size == 0 {
            vec![list]
        } else {
            items
                .chunks(usize::try_from(size).unwrap_or(usize::MAX))
                .map(|c| Value::list(c.to_vec()))
                .collect::<Result<Vec<_>, _>>()?
        };
        Ok(Value::list(chunks)?.with_marks(&marks))
    })
}

/// The flattened elements of a known list, set or tuple, with the marks taken off the
/// nested sequences; `None` when some nested sequence is unknown (so the result's
/// length is). Iterative, so that deeply nested values cannot exhaust the stack.
fn flattened(top: &Value) -> (Option<Vec<Value>>, Marks) {
    let mut marks = Marks::new();
    let mut out = Vec::new();
    let mut known = true;
    let (top, top_marks) = top.clone().unmark();
    marks.extend(&top_marks);
    if !top.length().is_known() {
        return (None, marks);
    }
    // The reference walks the elements of whatever it is given (a map's too, when its
    // type check was skipped for an unknown part); only nested sequences are opened.
    let first: Vec<Value> = match top.as_map() {
        Some(entries) => entries.values().cloned().collect(),
        None => elements_of(&top).to_vec(),
    };
    let mut stack: Vec<std::vec::IntoIter<Value>> = vec![first.into_iter()];
    while let Some(level) = stack.last_mut() {
        let Some(item) = level.next() else {
            stack.pop();
            continue;
        };
        if item.ty().is_dynamic() && !item.is_known() && !item.is_marked() {
            known = false;
        }
        let ty = item.ty();
        let sequence = ty.is_list() || ty.is_set() || ty.is_tuple();
        if item.is_null() || !sequence {
            out.push(item);
            continue;
        }
        let (inner, inner_marks) = item.unmark();
        marks.extend(&inner_marks);
        if !inner.is_known() {
            known = false;
            continue;
        }
        if !inner.length().is_known() {
            // A set whose unknown elements may coalesce: its length is unknown.
            return (None, marks);
        }
        stack.push(elements_of(&inner).to_vec().into_iter());
    }
    (known.then_some(out), marks)
}

/// `flatten(list)`: the elements of the list, set or tuple with nested lists, sets and
/// tuples replaced by their own (flattened) elements, as a tuple.
pub fn flatten() -> Function {
    Function::builder([Parameter::new("list", Type::Dynamic).allow_marked()])
        .description("Replaces the nested sequences of the sequence by their elements.")
        .returns_with(|args| {
            if !args[0].is_wholly_known() {
                return Ok(Type::Dynamic);
            }
            let ty = args[0].ty();
            if !(ty.is_list() || ty.is_set() || ty.is_tuple()) {
                return Err(Error::new("can only flatten lists, sets and tuples"));
            }
            Ok(match flattened(&args[0]).0 {
                Some(items) => {
                    Type::tuple(items.iter().map(|v| v.ty().clone()).collect::<Vec<_>>())
                }
                None => Type::Dynamic,
            })
        })
        .refine_not_null()
        .build(|args, ret| {
            let (items, marks) = flattened(&args[0]);
            Ok(match items {
                Some(items) => Value::tuple(items),
                None => Value::unknown(ret.clone()),
            }
            .with_marks(&marks))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn abc() -> Value {
        Value::list(["a", "b", "c"].map(Value::from)).unwrap()
    }

    #[test]
    fn element_wraps_negative_indices_as_newer_go_cty_does() {
        let e = element();
        assert_eq!(e.call(&[abc(), Value::from(-1)]).unwrap(), Value::from("c"));
        assert_eq!(e.call(&[abc(), Value::from(-4)]).unwrap(), Value::from("c"));
        assert_eq!(e.call(&[abc(), Value::from(4)]).unwrap(), Value::from("b"));
    }

    #[test]
    fn contains_looks_for_null_elements_as_newer_go_cty_does() {
        let with_null = Value::list([Value::from("a"), Value::null(Type::String)]).unwrap();
        let null = Value::null(Type::String);
        assert_eq!(
            contains().call(&[with_null, null.clone()]).unwrap(),
            Value::from(true)
        );
        assert_eq!(contains().call(&[abc(), null]).unwrap(), Value::from(false));
    }
}
