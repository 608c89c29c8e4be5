//! Behaviour of the JSON functions beyond the reference's oracle table: unknown and
//! marked values, deep nesting, robustness on arbitrary bytes.

use hcl2_value::json::{
    implied_type, type_from_json, type_to_json, value_from_json, value_to_json, MAX_DEPTH,
};
use hcl2_value::{CapsuleType, Type, Value};

#[test]
fn unknown_values_cannot_be_serialized() {
    let e = value_to_json(&Value::unknown(Type::String), &Type::String).unwrap_err();
    assert_eq!(e.to_string(), "value is not known");
    let v = Value::object([("a", Value::tuple([Value::unknown(Type::Number)]))]);
    let e = value_to_json(&v, v.ty()).unwrap_err();
    assert_eq!(e.to_string(), ".a[0]: value is not known");
    let e = value_to_json(&Value::dynamic(), &Type::Dynamic).unwrap_err();
    assert_eq!(e.to_string(), "value is not known");
}

#[test]
fn unknown_inside_a_dynamic_wrapper_is_silently_dropped_as_the_reference_does() {
    let v = Value::unknown(Type::String);
    assert_eq!(
        value_to_json(&v, &Type::Dynamic).unwrap(),
        r#"{"value":,"type":"string"}"#
    );
}

#[test]
fn marked_values_cannot_be_serialized() {
    let v = Value::string("s").mark("sensitive");
    let e = value_to_json(&v, &Type::String).unwrap_err();
    assert_eq!(
        e.to_string(),
        "value has marks, so it cannot be serialized as JSON"
    );
    let v = Value::object([("p", Value::from(1).mark("sensitive"))]);
    let e = value_to_json(&v, v.ty()).unwrap_err();
    assert_eq!(
        e.to_string(),
        ".p: value has marks, so it cannot be serialized as JSON"
    );
    // As in the reference, a failure inside the dynamic wrapper is not reported.
    assert_eq!(
        value_to_json(&v, &Type::Dynamic).unwrap(),
        r#"{"value":{"p":,"type":["object",{"p":"number"}]}"#
    );
}

#[test]
fn non_conforming_values_are_converted_before_writing() {
    assert_eq!(
        value_to_json(&Value::from(1), &Type::String).unwrap(),
        r#""1""#
    );
    let e = value_to_json(&Value::from("x"), &Type::Number).unwrap_err();
    assert_eq!(e.to_string(), "a number is required");
}

#[test]
fn capsules_have_no_json() {
    let cap = CapsuleType::new("thing");
    assert_eq!(
        type_to_json(&Type::Capsule(cap.clone()))
            .unwrap_err()
            .to_string(),
        "type not allowed: thing"
    );
    let v = Value::capsule(&cap, std::sync::Arc::new(1u8));
    assert_eq!(
        value_to_json(&v, &Type::Dynamic).unwrap_err().to_string(),
        "failed to serialize type: type not allowed: thing"
    );
    assert!(value_to_json(&v, v.ty()).is_err());
    assert!(value_from_json(b"1", &Type::Capsule(cap)).is_err());
}

#[test]
fn nesting_up_to_the_limit_decodes_and_deeper_is_an_error() {
    // The limit was 1000 (reached on a big-stack thread); it is now `MAX_DEPTH`, low
    // enough for an ordinary 2 MiB stack (see `json_depth.rs`).
    let depth = MAX_DEPTH;
    let text = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    let t = implied_type(text.as_bytes()).unwrap();
    let v = value_from_json(text.as_bytes(), &t).unwrap();
    assert_eq!(value_to_json(&v, &t).unwrap(), text);
    let deeper = format!("{}{}", "[".repeat(depth + 1), "]".repeat(depth + 1));
    assert!(implied_type(deeper.as_bytes()).is_err());
    assert!(value_from_json(deeper.as_bytes(), &t).is_err());
    let huge = "[".repeat(100_000);
    assert!(implied_type(huge.as_bytes()).is_err());
    assert!(value_from_json(huge.as_bytes(), &Type::Dynamic).is_err());
    let deep_type = format!(
        "{}\"string\"{}",
        "[\"list\",".repeat(100_000),
        "]".repeat(100_000)
    );
    assert!(type_from_json(deep_type.as_bytes()).is_err());
}

#[test]
fn numbers_round_trip_through_their_exact_text() {
    for s in ["0", "-1", "0.5", "1e150", "12.25", "-7.125"] {
        let v = value_from_json(s.as_bytes(), &Type::Number).unwrap();
        let back = value_to_json(&v, &Type::Number).unwrap();
        let again = value_from_json(back.as_bytes(), &Type::Number).unwrap();
        assert_eq!(again, v, "{s}");
    }
}

#[test]
fn arbitrary_bytes_never_panic() {
    let samples: &[&[u8]] = &[
        b"\xff\xfe",
        b"[\"\xc3\x28\"]",
        b"{\"a\":\"\\ud800\"}",
        b"[[[[",
        b"}}}}",
        b"\"\\u",
        b"-0.e",
        b"{\"value\":{\"value\":1}}",
        b"\x00",
        b"[1,2,3]]]",
        b"{\"\":{\"\":{}}}",
    ];
    let types = [
        Type::Dynamic,
        Type::String,
        Type::list(Type::Dynamic),
        Type::object([("a", Type::String)]),
        Type::map(Type::Number),
        Type::tuple([Type::Number]),
    ];
    for s in samples {
        let _ = implied_type(s);
        let _ = type_from_json(s);
        for t in &types {
            let _ = value_from_json(s, t);
        }
    }
}
