//! The decoded value as the reference prints it: go-cty's JSON for the value's type (or
//! wrapped with its type for `--with-type`), then, unless `--keep-nulls`, re-encoded as
//! Go re-encodes generic JSON: null object properties dropped, keys sorted, compact.
//! The text is written as it is made, never held whole.

use hcl2::value::json::{ValueJson, WriteOptions};
use hcl2::{Type, Value};

/// `value` checked and ready to write as the output, or the marshaller's message when
/// it cannot be written as JSON.
pub fn result_json(value: &Value, with_type: bool, keep_nulls: bool) -> Result<ValueJson, String> {
    let ty = if with_type {
        &Type::Dynamic
    } else {
        value.ty()
    };
    let mut options = WriteOptions::default();
    options.drop_null_properties = !keep_nulls;
    // The reference prints the message without the path inside the value.
    ValueJson::new(value, ty, options).map_err(|e| e.message().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go_json::Json;

    /// The output text (without its final newline).
    fn text(value: &Value, with_type: bool, keep_nulls: bool) -> Result<String, String> {
        let json = result_json(value, with_type, keep_nulls)?;
        let mut out = Vec::new();
        json.write_to(&mut out).map_err(|e| e.to_string())?;
        Ok(String::from_utf8(out).expect("UTF-8"))
    }

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
            text(&sample(), false, false).unwrap(),
            r#"{"list":[null,15],"name":"a\u003cb"}"#
        );
        assert_eq!(
            text(&sample(), false, true).unwrap(),
            r#"{"gone":null,"list":[null,15],"name":"a\u003cb"}"#
        );
    }

    #[test]
    fn with_type_wraps_the_value_and_the_re_encoding_sorts_type_first() {
        let v = Value::from("x");
        assert_eq!(
            text(&v, true, true).unwrap(),
            r#"{"value":"x","type":"string"}"#
        );
        assert_eq!(
            text(&v, true, false).unwrap(),
            r#"{"type":"string","value":"x"}"#
        );
        let null = Value::null(Type::String);
        assert_eq!(text(&null, true, false).unwrap(), r#"{"type":"string"}"#);
    }

    #[test]
    fn unknown_values_cannot_be_written() {
        let v = Value::object([("a", Value::unknown(Type::String))]);
        assert_eq!(text(&v, false, false).unwrap_err(), "value is not known");
    }

    #[test]
    fn dropping_nulls_as_written_matches_go_re_encoding_the_kept_text() {
        let nested = Value::object([
            ("z", Value::null(Type::Number)),
            (
                "m",
                Value::map([("k", Value::null(Type::String)), ("j", Value::from("x"))]).unwrap(),
            ),
            (
                "t",
                Value::tuple(vec![
                    Value::null(Type::Bool),
                    Value::object([("n", Value::null(Type::Dynamic))]),
                    Value::empty_object(),
                ]),
            ),
            ("d", Value::null(Type::Dynamic)),
            ("s", Value::from("<&>\u{2028}")),
        ]);
        let values = [
            sample(),
            nested.clone(),
            Value::tuple(vec![nested, Value::null(Type::String)]),
            Value::null(Type::String),
            Value::empty_object(),
            Value::number(hcl2::value::Number::parse("1.5").unwrap()),
        ];
        for value in &values {
            for with_type in [false, true] {
                let kept = text(value, with_type, true).unwrap();
                let want = Json::parse(&kept)
                    .unwrap()
                    .without_null_properties()
                    .compact();
                assert_eq!(text(value, with_type, false).unwrap(), want, "{kept}");
            }
        }
    }
}
