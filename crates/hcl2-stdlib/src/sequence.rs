//! Sequence building: `slice` and `range`.

use hcl2_value::{Error, Function, Number, Parameter, Type, Value};

use crate::lists::{elements_of, list_of};
use crate::whole_number;

/// The start and end of a `slice` call, each checked against the other and the length
/// when known; `None` while an index is unknown.
fn slice_bounds(args: &[Value]) -> Result<Option<(usize, usize)>, Error> {
    let (list, _) = args[0].clone().unmark();
    let length = if list.ty().is_tuple() || list.length().is_known() {
        list.length_int()
    } else {
        None
    };
    let bound = |i: usize, what: &str| -> Result<Option<usize>, Error> {
        let Some(n) = args[i].as_number() else {
            return Ok(None);
        };
        let n =
            whole_number(n).map_err(|e| Error::arg(i, format!("invalid {what} index: {}", e)))?;
        if n < 0 {
            return Err(Error::arg(
                i,
                format!("{what} index must not be less than zero"),
            ));
        }
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        if length.is_some_and(|len| n > len) {
            return Err(Error::arg(
                i,
                format!("{what} index must not be greater than the length of the list"),
            ));
        }
        Ok(Some(n))
    };
    let start = bound(1, "start")?;
    let end = bound(2, "end")?;
    match (start, end) {
        (Some(s), Some(e)) if s > e => Err(Error::arg(
            1,
            "start index must not be greater than end index",
        )),
        (Some(s), Some(e)) => Ok(Some((s, e))),
        _ => Ok(None),
    }
}

/// `slice(list, start_index, end_index)`: the elements from the start index up to (not
/// including) the end index.
pub fn slice() -> Function {
    Function::builder([
        Parameter::new("list", Type::Dynamic).allow_marked(),
        Parameter::new("start_index", Type::Number),
        Parameter::new("end_index", Type::Number),
    ])
    .description("The elements of the list or tuple from the start index to the end index.")
    .returns_with(|args| {
        let ty = args[0].ty();
        if ty.is_set() {
            return Err(Error::arg(0, "cannot slice a set, because its elements do not have indices; explicitly convert to a list if the ordering of the result is not important"));
        }
        if !(ty.is_list() || ty.is_tuple()) {
            return Err(Error::arg(0, "must be a list or tuple value"));
        }
        let bounds = slice_bounds(args)?;
        match (ty, bounds) {
            (Type::List(_), _) => Ok(ty.clone()),
            (Type::Tuple(etys), Some((s, e))) => Ok(Type::Tuple(etys.slice(s, e))),
            _ => Ok(Type::Dynamic),
        }
    })
    .refine_not_null()
    .build(|args, ret| {
        let (list, marks) = args[0].clone().unmark();
        if ret.is_dynamic() {
            return Ok(Value::dynamic().with_marks(&marks));
        }
        let Some((start, end)) = slice_bounds(args)? else {
            return Ok(Value::unknown(ret.clone()).with_marks(&marks));
        };
        let part = elements_of(&list)[start..end].to_vec();
        let out = match ret {
            Type::List(ety) => list_of(ety, part)?,
            _ => Value::tuple(part),
        };
        Ok(out.with_marks(&marks))
    })
}

/// The most elements `range` generates, as the reference.
pub const MAX_RANGE: usize = 1024;

/// `range(params...)`: the numbers from a start (default 0) toward an end (exclusive)
/// in steps (default 1 or -1), at most [`MAX_RANGE`] of them.
pub fn range() -> Function {
    Function::builder([])
        .variadic(Parameter::new("params", Type::Number))
        .description("A list of numbers from a start up to an end, in steps.")
        .returns(Type::list(Type::Number))
        .refine_not_null()
    .build(|args, _| {
            let zero = Value::number(Number::from_i64(0));
            let one = |negative: bool| Value::number(Number::from_i64(if negative { -1 } else { 1 }));
            let is = |v: Result<Value, _>| v.ok().and_then(|v| v.as_bool()) == Some(true);
            let (start, end, step) = match args {
                [end] => (zero.clone(), end.clone(), one(is(end.less_than(&zero)))),
                [start, end] => (start.clone(), end.clone(), one(is(end.less_than(start)))),
                [start, end, step] => (start.clone(), end.clone(), step.clone()),
                _ => return Err(Error::new("must have one, two, or three arguments")),
            };
            let down = is(step.less_than(&zero));
            if down && is(end.greater_than(&start)) {
                return Err(Error::arg(
                    1,
                    "end must be less than start when step is negative",
                ));
            }
            if !down && is(end.less_than(&start)) {
                return Err(Error::arg(
                    1,
                    "end must be greater than start when step is positive",
                ));
            }
            let mut values = Vec::new();
            let mut n = start;
            loop {
                let done = if down {
                    n.less_than_or_equal(&end)
                } else {
                    n.greater_than_or_equal(&end)
                };
                if is(done) {
                    break;
                }
                if values.len() >= MAX_RANGE {
                    return Err(Error::new("more than 1024 values were generated; either decrease the difference between start and end or use a smaller step"));
                }
                // The reference adds with go-cty's value arithmetic, which panics on
                // opposite infinities; the panic is the call's error.
                let next = n.add(&step).map_err(|_| {
                    Error::new(
                        "panic in function implementation: addition of infinities with opposite signs",
                    )
                })?;
                values.push(n);
                n = next;
            }
            list_of(&Type::Number, values)
        })
}
