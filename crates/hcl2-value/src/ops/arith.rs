//! Arithmetic: `+ - * / %`, negation and absolute value on numbers.

use super::operands::{plain_operands, short_circuit};
use crate::number::Number;
use crate::{Error, Result, Type, Value};

type NumberOp = fn(&Number, &Number) -> Result<Number>;

/// A binary operation; with `bounded`, an unknown result gets the bounds the operands'
/// ranges give it (go-cty 1.13+ does so for `+`, `-` and `*`).
fn binary(a: &Value, b: &Value, op: NumberOp, bounded: bool) -> Result<Value> {
    let marks = a.marks().union(b.marks());
    if plain_operands(a, b).is_none() {
        if let Some(short) = short_circuit(&Type::Number, &Type::Number, &[a, b])? {
            let short = if bounded {
                bound_result(short, a, b, op)
            } else {
                short
            };
            return Ok(short.with_marks(&marks));
        }
    }
    match (a.as_number(), b.as_number()) {
        (Some(x), Some(y)) => op(x, y).map(|n| Value::number(n).with_marks(&marks)),
        _ => Err(Error::new("a number is required")),
    }
}

/// `unknown` bounded by the least and greatest of `op` over the corners of the two
/// ranges (an infinite corner bounds nothing; a corner the operation refuses, such as
/// infinity minus infinity, leaves the result unbounded).
fn bound_result(unknown: Value, a: &Value, b: &Value, op: NumberOp) -> Value {
    if unknown.ty() != &Type::Number || a.ty() != &Type::Number || b.ty() != &Type::Number {
        return unknown;
    }
    let (ra, rb) = (a.range(), b.range());
    let (a_lo, a_hi) = (ra.number_lower_bound().0, ra.number_upper_bound().0);
    let (b_lo, b_hi) = (rb.number_lower_bound().0, rb.number_upper_bound().0);
    let corners: Result<Vec<Number>, _> = [
        (&a_lo, &b_lo),
        (&a_lo, &b_hi),
        (&a_hi, &b_lo),
        (&a_hi, &b_hi),
    ]
    .into_iter()
    .map(|(x, y)| op(x, y))
    .collect();
    let Ok(corners) = corners else {
        return unknown;
    };
    let least = corners.iter().min_by(|x, y| x.cmp_numeric(y));
    let most = corners.iter().max_by(|x, y| x.cmp_numeric(y));
    let mut refine = unknown.clone().refine();
    if let Some(n) = least.filter(|n| !n.is_infinite()) {
        refine = refine.number_lower_bound(n.clone(), true);
    }
    if let Some(n) = most.filter(|n| !n.is_infinite()) {
        refine = refine.number_upper_bound(n.clone(), true);
    }
    refine.build().unwrap_or(unknown)
}

fn unary(a: &Value, op: impl FnOnce(&Number) -> Number) -> Result<Value> {
    if let Some(short) = short_circuit(&Type::Number, &Type::Number, &[a])? {
        return Ok(short.with_marks(a.marks()));
    }
    match a.as_number() {
        Some(x) => Ok(Value::number(op(x)).with_marks(a.marks())),
        None => Err(Error::new("a number is required")),
    }
}

impl Value {
    /// `self + other`; unknown or dynamic operands give an unknown number.
    pub fn add(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::add, true)
    }
    /// `self - other`.
    pub fn subtract(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::sub, true)
    }
    /// `self * other`.
    pub fn multiply(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::mul, true)
    }
    /// `self / other`; dividing a non-zero number by zero gives an infinity, as the
    /// reference's value model does (the language reports division by zero itself).
    pub fn divide(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::div, false)
    }
    /// `self % other`, with the reference's truncated-quotient rule.
    pub fn modulo(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::rem, false)
    }
    /// `-self`.
    pub fn negate(&self) -> Result<Value> {
        unary(self, Number::neg)
    }
    /// `|self|`; unknown, it is at least 0 (go-cty 1.13+).
    pub fn absolute(&self) -> Result<Value> {
        let v = unary(self, Number::abs)?;
        if v.is_known() || v.ty() != &Type::Number {
            return Ok(v);
        }
        Ok(v.clone()
            .refine()
            .number_lower_bound(Number::from_i64(0), true)
            .build()
            .unwrap_or(v))
    }
}

#[cfg(test)]
mod tests {
    use crate::{Number, Type, Value};

    #[test]
    fn unknown_sums_and_products_are_bounded_by_their_operands_ranges() {
        let n = Value::unknown(Type::Number)
            .refine()
            .number_range_inclusive(Number::from(1), Number::from(3))
            .build()
            .unwrap();
        let sum = n.add(&Value::from(10)).unwrap();
        assert_eq!(sum.range().number_lower_bound(), (Number::from(11), true));
        assert_eq!(sum.range().number_upper_bound(), (Number::from(13), true));
        let product = n.multiply(&Value::from(-2)).unwrap();
        assert_eq!(
            product.range().number_lower_bound(),
            (Number::from(-6), true)
        );
        assert_eq!(
            product.range().number_upper_bound(),
            (Number::from(-2), true)
        );
        assert_eq!(
            sum.greater_than(&Value::from(10)).unwrap(),
            Value::from(true)
        );
        let open = Value::unknown(Type::Number).add(&Value::from(1)).unwrap();
        assert!(open.definitely_not_null());
        assert_eq!(open.range().number_lower_bound().0, Number::infinity(true));
        let abs = Value::unknown(Type::Number).absolute().unwrap();
        assert_eq!(abs.range().number_lower_bound(), (Number::from(0), true));
    }

    #[test]
    fn arithmetic_on_known_numbers() {
        assert_eq!(Value::from(2).add(&Value::from(3)).unwrap(), Value::from(5));
        assert_eq!(
            Value::from(2).subtract(&Value::from(3)).unwrap(),
            Value::from(-1)
        );
        assert_eq!(
            Value::from(4).multiply(&Value::from(3)).unwrap(),
            Value::from(12)
        );
        assert_eq!(Value::from(7).negate().unwrap(), Value::from(-7));
        assert_eq!(Value::from(-7).absolute().unwrap(), Value::from(7));
    }

    #[test]
    fn unknown_or_dynamic_operands_give_unknown_numbers() {
        let u = Value::from(1).add(&Value::unknown(Type::Number)).unwrap();
        assert!(!u.is_known());
        assert_eq!(u.ty(), &Type::Number);
        let d = Value::dynamic().multiply(&Value::from(1)).unwrap();
        assert_eq!(d.ty(), &Type::Number);
        assert!(!d.is_known());
    }

    #[test]
    fn marks_of_both_operands_reach_the_result() {
        let r = Value::from(1)
            .mark("a")
            .add(&Value::from(2).mark("b"))
            .unwrap();
        assert!(r.has_mark(&"a".into()) && r.has_mark(&"b".into()));
    }

    #[test]
    fn wrong_types_and_nulls_are_errors() {
        assert!(Value::string("1").add(&Value::from(1)).is_err());
        assert_eq!(
            Value::null(Type::Number)
                .add(&Value::from(1))
                .unwrap_err()
                .to_string(),
            "argument must not be null"
        );
    }
}
