//! Reading hcldec's JSON as the reference harness's Go struct decoding reads it: object
//! member names match struct fields without regard to case (the last matching member
//! wins), a missing member or `null` leaves a field at its zero value, integers must be
//! written as whole numbers within 64 bits, and any member of the wrong JSON type makes
//! the whole document unreadable.

use serde_json::{Map, Value};

/// A JSON document, or why it is not one.
pub fn parse(text: &[u8]) -> Result<Value, String> {
    serde_json::from_slice(text).map_err(|e| e.to_string())
}

/// What a JSON value is, for messages.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn mismatch(value: &Value, what: &str, want: &str) -> String {
    format!(
        "cannot unmarshal {} into {what} of type {want}",
        kind(value)
    )
}

/// Whether a member name selects the field `field` (a lower-case ASCII name), with Go's
/// case folding (which also folds `ſ` to `s` and the Kelvin sign to `k`).
fn folds_to(member: &str, field: &str) -> bool {
    let mut chars = member.chars();
    for want in field.chars() {
        let got = match chars.next() {
            Some('\u{17F}') => 's',
            Some('\u{212A}') => 'k',
            Some(c) => c.to_ascii_lowercase(),
            None => return false,
        };
        if got != want {
            return false;
        }
    }
    chars.next().is_none()
}

/// The member of `object` that fills the struct field `field`, if any.
pub fn member<'a>(object: &'a Map<String, Value>, field: &str) -> Option<&'a Value> {
    object
        .iter()
        .filter(|(name, _)| folds_to(name, field))
        .map(|(_, v)| v)
        .next_back()
}

/// `value` as a struct: its members, or none for `null`.
pub fn as_struct<'a>(
    value: &'a Value,
    what: &str,
) -> Result<Option<&'a Map<String, Value>>, String> {
    match value {
        Value::Null => Ok(None),
        Value::Object(members) => Ok(Some(members)),
        other => Err(mismatch(other, what, "struct")),
    }
}

/// `value` as a slice: its elements (none for `null`).
pub fn as_slice<'a>(value: &'a Value, what: &str) -> Result<&'a [Value], String> {
    match value {
        Value::Null => Ok(&[]),
        Value::Array(items) => Ok(items),
        other => Err(mismatch(other, what, "slice")),
    }
}

/// The string field `field` of a struct (`""` when absent or null).
pub fn string_field(object: Option<&Map<String, Value>>, field: &str) -> Result<String, String> {
    match object.and_then(|o| member(o, field)) {
        None | Some(Value::Null) => Ok(String::new()),
        Some(Value::String(s)) => Ok(s.clone()),
        Some(other) => Err(mismatch(other, field, "string")),
    }
}

/// The `int` field `field` of a struct (0 when absent or null).
pub fn int_field(object: Option<&Map<String, Value>>, field: &str) -> Result<i64, String> {
    match object.and_then(|o| member(o, field)) {
        None | Some(Value::Null) => Ok(0),
        Some(Value::Number(n)) => {
            let text = n.to_string();
            let whole = !text.contains(['.', 'e', 'E']);
            match text.parse::<i64>() {
                Ok(i) if whole => Ok(i),
                _ => Err(format!(
                    "cannot unmarshal number {text} into {field} of type int"
                )),
            }
        }
        Some(other) => Err(mismatch(other, field, "int")),
    }
}

/// The struct field `field` of a struct (none when absent or null).
pub fn struct_field<'a>(
    object: Option<&'a Map<String, Value>>,
    field: &str,
) -> Result<Option<&'a Map<String, Value>>, String> {
    match object.and_then(|o| member(o, field)) {
        None => Ok(None),
        Some(v) => as_struct(v, field),
    }
}

/// The slice field `field` of a struct (empty when absent or null).
pub fn slice_field<'a>(
    object: Option<&'a Map<String, Value>>,
    field: &str,
) -> Result<&'a [Value], String> {
    match object.and_then(|o| member(o, field)) {
        None => Ok(&[]),
        Some(v) => as_slice(v, field),
    }
}

/// The raw JSON text of the field `field` (Go's `json.RawMessage`): empty when absent,
/// `null` when null.
pub fn raw_field(object: Option<&Map<String, Value>>, field: &str) -> String {
    object
        .and_then(|o| member(o, field))
        .map(|v| v.to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obj(text: &str) -> Map<String, Value> {
        match parse(text.as_bytes()).unwrap() {
            Value::Object(m) => m,
            _ => panic!("not an object"),
        }
    }

    #[test]
    fn member_names_match_fields_without_regard_to_case() {
        let o = obj(r#"{"Line": 3, "COLUMN": 4, "byTe": 5, "ſeverity": "error"}"#);
        assert_eq!(int_field(Some(&o), "line"), Ok(3));
        assert_eq!(int_field(Some(&o), "column"), Ok(4));
        assert_eq!(int_field(Some(&o), "byte"), Ok(5));
        assert_eq!(string_field(Some(&o), "severity"), Ok("error".into()));
        assert_eq!(string_field(Some(&o), "summary"), Ok(String::new()));
    }

    #[test]
    fn the_last_matching_member_wins() {
        let o = obj(r#"{"kind": "root", "Kind": "attr"}"#);
        assert_eq!(string_field(Some(&o), "kind"), Ok("attr".into()));
        let o = obj(r#"{"kind": "root", "kind": "attr"}"#);
        assert_eq!(string_field(Some(&o), "kind"), Ok("attr".into()));
    }

    #[test]
    fn nulls_and_absences_are_zero_values() {
        let o = obj(r#"{"line": null, "name": null, "steps": null, "subject": null}"#);
        assert_eq!(int_field(Some(&o), "line"), Ok(0));
        assert_eq!(string_field(Some(&o), "name"), Ok(String::new()));
        assert!(slice_field(Some(&o), "steps").unwrap().is_empty());
        assert_eq!(struct_field(Some(&o), "subject"), Ok(None));
        assert_eq!(raw_field(Some(&o), "key"), "");
        assert_eq!(raw_field(Some(&o), "line"), "null");
        assert_eq!(int_field(None, "line"), Ok(0));
    }

    #[test]
    fn ints_must_be_whole_64_bit_numbers() {
        let o = obj(r#"{"a": 1.0, "b": 1e2, "c": 9223372036854775808, "d": -0, "e": "1"}"#);
        assert!(int_field(Some(&o), "a").is_err());
        assert!(int_field(Some(&o), "b").is_err());
        assert!(int_field(Some(&o), "c").is_err());
        assert_eq!(int_field(Some(&o), "d"), Ok(0));
        assert!(int_field(Some(&o), "e").is_err());
    }

    #[test]
    fn raw_members_keep_exact_numbers() {
        let o = obj(r#"{"key": 12345678901234567890.5}"#);
        assert_eq!(raw_field(Some(&o), "key"), "12345678901234567890.5");
    }
}
