//! Conversions between bool, number and string.

use crate::error::{Error, Result};
use crate::number::Number;
use crate::ty::Type;
use crate::value::Value;

/// A conversion between two different primitive types. Only number and bool to string
/// are safe; string to number and string to bool are unsafe; number and bool never
/// convert to each other.
#[derive(Clone, Copy)]
pub(super) enum Primitive {
    NumberToString,
    BoolToString,
    StringToNumber,
    StringToBool,
}

impl Primitive {
    /// The conversion from `from` to `to`, if the reference has one.
    pub(super) fn between(from: &Type, to: &Type, unsafe_: bool) -> Option<Primitive> {
        let p = match (from, to) {
            (Type::Number, Type::String) => Primitive::NumberToString,
            (Type::Bool, Type::String) => Primitive::BoolToString,
            (Type::String, Type::Number) => Primitive::StringToNumber,
            (Type::String, Type::Bool) => Primitive::StringToBool,
            _ => return None,
        };
        (unsafe_ || p.is_safe()).then_some(p)
    }

    fn is_safe(self) -> bool {
        matches!(self, Primitive::NumberToString | Primitive::BoolToString)
    }

    /// Converts a known, unmarked, non-null value of the source type.
    pub(super) fn apply(self, value: &Value) -> Result<Value> {
        match self {
            Primitive::NumberToString => match value.as_number() {
                Some(n) => Ok(Value::string(super::number_limit::print(n)?)),
                None => Err(Error::new("a number is required")),
            },
            Primitive::BoolToString => match value.as_bool() {
                Some(b) => Ok(Value::string(if b { "true" } else { "false" })),
                None => Err(Error::new("a bool is required")),
            },
            Primitive::StringToNumber => value
                .as_str()
                .and_then(|s| Number::parse(s).ok())
                .map(Value::number)
                .ok_or_else(|| Error::new("a number is required")),
            Primitive::StringToBool => string_to_bool(value.as_str().unwrap_or_default()),
        }
    }
}

/// The reference accepts exactly "true"/"1" and "false"/"0", hinting at the lowercase
/// spelling for other casings of "true" and "false".
fn string_to_bool(s: &str) -> Result<Value> {
    match s {
        "true" | "1" => Ok(Value::bool(true)),
        "false" | "0" => Ok(Value::bool(false)),
        _ => {
            let lower = s.to_lowercase();
            let message = match lower.as_str() {
                "true" | "false" => {
                    format!("a bool is required; to convert from string, use lowercase \"{lower}\"")
                }
                _ => "a bool is required".to_string(),
            };
            Err(Error::new(message))
        }
    }
}
