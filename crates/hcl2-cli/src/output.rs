//! The decoded value as the reference prints it: go-cty's JSON for the value's type (or
//! wrapped with its type for `--with-type`), then, unless `--keep-nulls`, re-encoded as
//! Go re-encodes generic JSON: null object properties dropped, keys sorted, compact.

use hcl2::value::json::value_to_json;
use hcl2::{Type, Value};

use crate::go_json::compact_without_null_properties;

/// The output text for `value` (without the final newline), or the marshaller's message
/// when the value cannot be written as JSON.
pub fn result_json(value: &Value, with_type: bool, keep_nulls: bool) -> Result<String, String> {
    let ty = if with_type {
        &Type::Dynamic
    } else {
        value.ty()
    };
    // The reference prints the message without the path inside the value.
    let text = value_to_json(value, ty).map_err(|e| e.message().to_owned())?;
    if keep_nulls {
        return Ok(text);
    }
    compact_without_null_properties(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Value {
        Value::object([
            ("name", Value::from("a<b")),
            ("gone", Value::null(Type::String)),
            (
                "list",
                Value::list(vec![Value::null(Type::Number), Value::from(15)]).unwrap(),
            ),
        ])
    }

    #[test]
    fn null_properties_are_dropped_unless_kept() {
        assert_eq!(
            result_json(&sample(), false, false).unwrap(),
            r#"{"list":[null,15],"name":"a\u003cb"}"#
        );
        assert_eq!(
            result_json(&sample(), false, true).unwrap(),
            r#"{"gone":null,"list":[null,15],"name":"a\u003cb"}"#
        );
    }

    #[test]
    fn with_type_wraps_the_value_and_the_re_encoding_sorts_type_first() {
        let v = Value::from("x");
        assert_eq!(
            result_json(&v, true, true).unwrap(),
            r#"{"value":"x","type":"string"}"#
        );
        assert_eq!(
            result_json(&v, true, false).unwrap(),
            r#"{"type":"string","value":"x"}"#
        );
        let null = Value::null(Type::String);
        assert_eq!(
            result_json(&null, true, false).unwrap(),
            r#"{"type":"string"}"#
        );
    }

    #[test]
    fn unknown_values_cannot_be_written() {
        let v = Value::object([("a", Value::unknown(Type::String))]);
        assert_eq!(
            result_json(&v, false, false).unwrap_err(),
            "value is not known"
        );
    }
}
