//! Arithmetic: `+ - * / %`, negation and absolute value on numbers.

use super::operands::{plain_operands, short_circuit};
use crate::number::{ArithmeticError, Number};
use crate::{Error, Result, Type, Value};

fn binary(
    a: &Value,
    b: &Value,
    op: impl FnOnce(&Number, &Number) -> Result<Number, ArithmeticError>,
) -> Result<Value> {
    let marks = a.marks().union(b.marks());
    if plain_operands(a, b).is_none() {
        if let Some(short) = short_circuit(&Type::Number, &Type::Number, &[a, b])? {
            return Ok(short.with_marks(&marks));
        }
    }
    match (a.as_number(), b.as_number()) {
        (Some(x), Some(y)) => op(x, y)
            .map(|n| Value::number(n).with_marks(&marks))
            .map_err(|e| Error::new(e.to_string())),
        _ => Err(Error::new("a number is required")),
    }
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
        binary(self, other, Number::add)
    }
    /// `self - other`.
    pub fn subtract(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::sub)
    }
    /// `self * other`.
    pub fn multiply(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::mul)
    }
    /// `self / other`; dividing a non-zero number by zero gives an infinity, as the
    /// reference's value model does (the language reports division by zero itself).
    pub fn divide(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::div)
    }
    /// `self % other`, with the reference's truncated-quotient rule.
    pub fn modulo(&self, other: &Value) -> Result<Value> {
        binary(self, other, Number::rem)
    }
    /// `-self`.
    pub fn negate(&self) -> Result<Value> {
        unary(self, Number::neg)
    }
    /// `|self|`.
    pub fn absolute(&self) -> Result<Value> {
        unary(self, Number::abs)
    }
}

#[cfg(test)]
mod tests {
    use crate::{Type, Value};

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
