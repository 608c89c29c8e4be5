//! Type conversion and unification, matching the reference's `cty/convert` package.
//!
//! A conversion is planned from the two types first (an internal plan); a missing
//! plan means the types are not convertible at all, and the error is the reference's
//! [`mismatch_message`]. Applying a plan may still fail for particular values (the
//! string `"x"` is not a number), with the reference's message and the path inside
//! the value where it happened.
//!
//! Safe conversions never fail for a known value (number to string, list to list of a
//! wider element type); unsafe ones may (string to number, map to object).

mod collection;
mod dynamic;
mod mismatch;
pub(crate) mod number_limit;
mod plan;
mod primitive;
mod structural;
mod unify;

use crate::error::{Error, Result};
use crate::ty::Type;
use crate::value::Value;

pub use mismatch::mismatch_message;
pub use unify::{unify, unify_unsafe};

/// Converts `value` to `want`, allowing unsafe conversions (the reference's `convert.Convert`).
pub fn convert(value: &Value, want: &Type) -> Result<Value> {
    convert_with(value, want, true)
}

/// Converts `value` to `want` as [`convert`] does, a number converted to a string
/// printing at most `max_number_len` characters ([`convert`] allows
/// [`DEFAULT_MAX_NUMBER_LEN`](crate::json::DEFAULT_MAX_NUMBER_LEN)); past it the
/// conversion fails with an error naming the limit. The reference has no limit.
///
/// ```
/// use hcl2_value::{convert_limited, Number, Type, Value};
///
/// let n = Value::number(Number::parse("1e40").unwrap());
/// assert_eq!(convert_limited(&n, &Type::String, 41).unwrap().as_str().map(str::len), Some(41));
/// assert!(convert_limited(&n, &Type::String, 40).is_err());
/// ```
pub fn convert_limited(value: &Value, want: &Type, max_number_len: usize) -> Result<Value> {
    number_limit::with_limit(max_number_len, || convert_with(value, want, true))
}

/// Converts `value` to `want` using only conversions that cannot fail for a known value.
pub fn convert_safe(value: &Value, want: &Type) -> Result<Value> {
    convert_with(value, want, false)
}

/// Whether some value of type `from` may convert to `to` (unsafe conversions allowed).
pub fn can_convert(from: &Type, to: &Type) -> bool {
    is_identity(from, to) || plan::plan(from, to, true).is_some()
}

/// Whether every value of type `from` converts to `to` (safe conversions only).
pub fn can_convert_safe(from: &Type, to: &Type) -> bool {
    is_identity(from, to) || plan::plan(from, to, false).is_some()
}

/// Unifies the values' types (as [`unify`]) and converts each value with the
/// reference's unifying conversions, so that they can form one collection.
///
/// As in the reference, when collections or structural types unify with the dynamic
/// pseudo-type, every value becomes the (unmarked) dynamic unknown value.
pub fn unify_values(values: &[Value]) -> Result<(Type, Vec<Value>)> {
    unify_values_with(values, false)
}

/// As [`unify_values`], but with [`unify_unsafe`] and unsafe conversions (what the
/// reference's conditional expression does with its two results).
pub fn unify_values_unsafe(values: &[Value]) -> Result<(Type, Vec<Value>)> {
    unify_values_with(values, true)
}

fn unify_values_with(values: &[Value], unsafe_: bool) -> Result<(Type, Vec<Value>)> {
    let types: Vec<Type> = values.iter().map(|v| v.ty().clone()).collect();
    let Some(unified) = unify::unify_full(&types, unsafe_) else {
        return Err(Error::new("given values do not have a common type"));
    };
    if unified.all_dynamic {
        return Ok((Type::Dynamic, vec![Value::dynamic(); values.len()]));
    }
    let ty = unified.ty;
    let convert_to = |v: &Value, from: &Type, to: &Type| match plan::plan(from, to, unsafe_) {
        Some(conversion) => conversion.apply(v),
        None => Err(Error::new(mismatch_message(from, to))),
    };
    let converted = values
        .iter()
        .map(|v| {
            if *v.ty() == ty {
                return Ok(v.clone());
            }
            match &unified.via {
                Some(via) if v.ty().is_tuple() || v.ty().is_object() => {
                    // The reference checks the tuple (object) converts to the
                    // intermediate collection, then applies the collection's own
                    // conversion to the original value rather than to that result
                    // (go-cty's unifyTuplesAsList and unifyObjectsAsMaps), so element
                    // types the first step would have fixed can still fail here.
                    let as_collection = convert_to(v, v.ty(), via)?;
                    if *via == ty {
                        Ok(as_collection)
                    } else {
                        convert_to(v, via, &ty)
                    }
                }
                _ => convert_to(v, v.ty(), &ty),
            }
        })
        .collect::<Result<Vec<_>>>()?;
    Ok((ty, converted))
}

impl Value {
    /// This value converted to `want`, as [`convert`].
    pub fn convert_to(&self, want: &Type) -> Result<Value> {
        convert(self, want)
    }
}

/// Whether converting from `from` to `to` returns the value unchanged: `from` is `to`
/// with every optional attribute made required (compared in place, without building
/// that type).
fn is_identity(from: &Type, to: &Type) -> bool {
    match (from, to) {
        (Type::List(f), Type::List(t))
        | (Type::Map(f), Type::Map(t))
        | (Type::Set(f), Type::Set(t)) => is_identity(f, t),
        (Type::Object(f), Type::Object(t)) => {
            f.optional().is_empty()
                && f.attributes().len() == t.attributes().len()
                && f.attributes()
                    .iter()
                    .zip(t.attributes())
                    .all(|((fk, ft), (tk, tt))| fk == tk && is_identity(ft, tt))
        }
        (Type::Tuple(f), Type::Tuple(t)) => {
            f.len() == t.len() && f.iter().zip(t.iter()).all(|(f, t)| is_identity(f, t))
        }
        _ => from == to,
    }
}

fn convert_with(value: &Value, want: &Type, unsafe_: bool) -> Result<Value> {
    // Anything converts to the dynamic pseudo-type as it is, marks and all.
    if want.is_dynamic() || is_identity(value.ty(), want) {
        return Ok(value.clone());
    }
    match plan::plan(value.ty(), want, unsafe_) {
        Some(conversion) => conversion.apply(value),
        None => Err(Error::new(mismatch_message(value.ty(), want))),
    }
}
