//! The nesting limit keeps every recursive path within a 2 MiB stack: the deepest
//! accepted inputs go through reading, writing, implied types, type JSON and serde on
//! a thread with a 2 MiB stack (run this in a debug build, where frames are largest).

use hcl2_value::json::{
    implied_type, type_from_json, type_to_json, value_from_json, value_to_json, MAX_DEPTH,
};
use hcl2_value::serde::{from_value, to_value};
use hcl2_value::{Type, Value};

/// The stack every check here must fit in.
const STACK_BYTES: usize = 2 << 20;

/// Runs `f` on a thread with a [`STACK_BYTES`] stack.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    let stack = std::env::var("HCL2_TEST_STACK")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(STACK_BYTES);
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(f)
        .expect("thread starts")
        .join()
        .expect("no stack overflow or panic");
}

/// `open` repeated `depth` times around `inner`, closed by `close`.
fn nest(open: &str, inner: &str, close: &str, depth: usize) -> String {
    format!("{}{inner}{}", open.repeat(depth), close.repeat(depth))
}

/// Every JSON path over one value: implied type, reading, writing (plain and
/// dynamic), and the serde paths.
fn round_trips(text: &str, ty: &Type) {
    let v = value_from_json(text.as_bytes(), ty).unwrap();
    assert_eq!(value_to_json(&v, v.ty()).unwrap(), text);
    let wrapped = value_to_json(&v, &Type::Dynamic).unwrap();
    assert!(wrapped.starts_with("{\"value\":"));
    let j: serde_json::Value = serde_json::to_value(&v).unwrap();
    let back: serde_json::Value = from_value(&v).unwrap();
    assert_eq!(back, j);
    let again = to_value(&j).unwrap();
    assert_eq!(again.ty().is_dynamic(), v.ty().is_dynamic());
}

#[test]
fn deepest_arrays_fit() {
    on_small_stack(|| {
        let text = nest("[", "1", "]", MAX_DEPTH);
        let implied = implied_type(text.as_bytes()).unwrap();
        round_trips(&text, &implied);
        let list = (0..MAX_DEPTH).fold(Type::Number, |t, _| Type::list(t));
        round_trips(&text, &list);
        assert_eq!(
            type_from_json(type_to_json(&list).unwrap().as_bytes()).unwrap(),
            list
        );
        let set = (0..MAX_DEPTH).fold(Type::Number, |t, _| Type::set(t));
        round_trips(&text, &set);
    });
}

#[test]
fn deepest_objects_fit() {
    on_small_stack(|| {
        let text = nest("{\"a\":", "\"x\"", "}", MAX_DEPTH);
        let implied = implied_type(text.as_bytes()).unwrap();
        round_trips(&text, &implied);
        let map = (0..MAX_DEPTH).fold(Type::String, |t, _| Type::map(t));
        round_trips(&text, &map);
        // Object types take two JSON levels per level of type.
        let half = (0..MAX_DEPTH / 2).fold(Type::String, |t, _| Type::object([("a", t)]));
        let json = type_to_json(&half).unwrap();
        assert_eq!(type_from_json(json.as_bytes()).unwrap(), half);
        let tuple = (0..MAX_DEPTH / 2).fold(Type::String, |t, _| Type::tuple([t]));
        let json = type_to_json(&tuple).unwrap();
        assert_eq!(type_from_json(json.as_bytes()).unwrap(), tuple);
    });
}

#[test]
fn deepest_dynamic_wrappers_fit() {
    on_small_stack(|| {
        let inner = "{\"value\":1,\"type\":\"number\"}";
        let text = nest(
            "{\"value\":",
            inner,
            ",\"type\":\"dynamic\"}",
            MAX_DEPTH - 1,
        );
        let v = value_from_json(text.as_bytes(), &Type::Dynamic).unwrap();
        assert_eq!(v, Value::from(1));
        let list_of_dyn = nest("[", inner, "]", MAX_DEPTH - 1);
        let ty = (0..MAX_DEPTH - 1).fold(Type::Dynamic, |t, _| Type::list(t));
        let v = value_from_json(list_of_dyn.as_bytes(), &ty).unwrap();
        let written = value_to_json(&v, &ty).unwrap();
        assert_eq!(written, list_of_dyn);
    });
}

#[test]
fn deeper_input_is_an_error_not_a_crash() {
    on_small_stack(|| {
        let text = nest("[", "", "]", MAX_DEPTH + 1);
        let e = implied_type(text.as_bytes()).unwrap_err();
        assert_eq!(e.to_string(), "exceeded max depth");
        let list = (0..=MAX_DEPTH).fold(Type::Number, |t, _| Type::list(t));
        let e = value_from_json(text.as_bytes(), &list).unwrap_err();
        assert!(e.to_string().ends_with("exceeded max depth"), "{e}");
        assert_eq!(
            type_to_json(&list).unwrap_err().to_string(),
            "exceeded max depth"
        );
        let v = Value::empty_list((0..MAX_DEPTH).fold(Type::Number, |t, _| Type::list(t)));
        assert_eq!(
            value_to_json(&v, v.ty()).unwrap_err().to_string(),
            "exceeded max depth"
        );
        let deep_type = nest("[\"list\",", "\"string\"", "]", MAX_DEPTH + 1);
        let e = type_from_json(deep_type.as_bytes()).unwrap_err();
        assert!(e.to_string().ends_with("exceeded max depth"), "{e}");
        let wrappers = nest("{\"value\":", "1", ",\"type\":\"dynamic\"}", MAX_DEPTH + 1);
        assert!(value_from_json(wrappers.as_bytes(), &Type::Dynamic).is_err());
        let huge = "[".repeat(100_000);
        assert!(implied_type(huge.as_bytes()).is_err());
        assert!(value_from_json(huge.as_bytes(), &Type::list(Type::Dynamic)).is_err());
        assert!(type_from_json(huge.as_bytes()).is_err());
    });
}
