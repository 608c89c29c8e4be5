//! Hand-picked conversion behaviours of the reference, including its surprises.

use std::sync::Arc;

use hcl2_value::{
    can_convert, can_convert_safe, convert, convert_safe, mismatch_message, unify, unify_unsafe,
    unify_values, unify_values_unsafe,
};
use hcl2_value::{CapsuleType, PathStep, Type, Value};

fn s(x: &str) -> Value {
    Value::string(x)
}

#[test]
fn capsules_convert_only_to_themselves_and_to_dynamic() {
    let cap = CapsuleType::new("thing");
    let v = Value::capsule(&cap, Arc::new(5u32));
    let ty = Type::Capsule(cap.clone());
    assert!(convert(&v, &ty).unwrap() == v);
    assert!(convert(&v, &Type::Dynamic).unwrap() == v);
    assert_eq!(
        convert(&v, &Type::String).unwrap_err().to_string(),
        "string required"
    );
    assert_eq!(
        convert(&s("x"), &ty).unwrap_err().to_string(),
        "thing required"
    );
    // Even a null capsule has no conversion to another type.
    let null = Value::null(ty.clone());
    assert_eq!(
        convert(&null, &Type::String).unwrap_err().to_string(),
        "string required"
    );
    assert!(can_convert(&ty, &ty) && can_convert_safe(&ty, &ty));
    assert!(!can_convert(&ty, &Type::String));
    let other = Type::Capsule(CapsuleType::new("thing"));
    assert!(
        !can_convert(&ty, &other),
        "capsule types are distinct by identity"
    );
}

#[test]
fn convert_to_method_is_convert() {
    let v = s("12");
    assert!(v.convert_to(&Type::Number).unwrap() == convert(&v, &Type::Number).unwrap());
}

#[test]
fn error_paths_name_attributes_and_indices_structurally() {
    let v = Value::object([("a", Value::list([s("1"), s("x")]).unwrap())]);
    let want = Type::object([("a", Type::list(Type::Number))]);
    let err = convert(&v, &want).unwrap_err();
    assert_eq!(err.message(), "a number is required");
    assert_eq!(err.to_string(), ".a[1]: a number is required");
    assert!(matches!(&err.path().0[0], PathStep::Attr(n) if n == "a"));
    assert!(
        matches!(&err.path().0[1], PathStep::Index(i) if i.as_number().and_then(|n| n.to_i64()) == Some(1))
    );
}

#[test]
fn map_keys_appear_in_error_paths_as_string_indices() {
    let v = Value::map([("k", s("x"))]).unwrap();
    let err = convert(&v, &Type::object([("k", Type::Bool)])).unwrap_err();
    assert_eq!(err.to_string(), "[\"k\"]: a bool is required");
}

#[test]
fn marked_null_elements_lose_their_marks_when_converted_inside_a_collection() {
    // The reference re-makes converted null elements as fresh unmarked nulls.
    let v = Value::list([Value::null(Type::String).mark("sensitive"), s("2")]).unwrap();
    let got = convert(&v, &Type::list(Type::Number)).unwrap();
    assert!(!got.contains_marked());
    // ...but a marked null converted on its own keeps the mark.
    let one = convert(&Value::null(Type::String).mark("sensitive"), &Type::Number).unwrap();
    assert!(one.has_mark(&"sensitive".into()));
}

#[test]
fn set_with_unknowns_converts_to_an_unknown_list_of_the_sets_element_type() {
    // Not of the wanted element type: the reference keeps the source's element type.
    let v = Value::set([s("a"), Value::unknown(Type::String)]).unwrap();
    let got = convert(&v, &Type::list(Type::Number)).unwrap();
    assert!(got == Value::unknown(Type::list(Type::String)));
}

#[test]
fn string_to_bool_accepts_one_and_zero_and_hints_at_lowercase() {
    assert!(convert(&s("1"), &Type::Bool).unwrap() == Value::bool(true));
    assert!(convert(&s("0"), &Type::Bool).unwrap() == Value::bool(false));
    assert_eq!(
        convert(&s("True"), &Type::Bool).unwrap_err().to_string(),
        "a bool is required; to convert from string, use lowercase \"true\""
    );
    assert_eq!(
        convert_safe(&s("true"), &Type::Bool)
            .unwrap_err()
            .to_string(),
        "bool required"
    );
}

#[test]
fn mismatch_message_lists_three_or_more_missing_attributes_with_commas() {
    let want = Type::object([
        ("a", Type::String),
        ("b", Type::String),
        ("c", Type::String),
    ]);
    assert_eq!(
        mismatch_message(&Type::empty_object(), &want),
        "attributes \"a\", \"b\", and \"c\" are required"
    );
}

#[test]
fn unify_values_with_a_dynamic_collection_gives_dynamic_unknowns() {
    let vs = [Value::list([s("a")]).unwrap(), Value::dynamic()];
    let (ty, out) = unify_values(&vs).unwrap();
    assert_eq!(ty, Type::Dynamic);
    assert!(out.iter().all(|v| *v == Value::dynamic()));
}

#[test]
fn unify_values_unsafe_converts_to_the_unsafe_unification() {
    let (ty, out) = unify_values_unsafe(&[s("1"), Value::from(2)]).unwrap();
    assert_eq!(ty, Type::String);
    assert!(out[1] == s("2"));
    assert_eq!(
        unify_values(&[Value::bool(true), Value::from(1)])
            .unwrap_err()
            .to_string(),
        "given values do not have a common type"
    );
}

#[test]
fn a_tuple_of_elements_already_of_the_list_type_converts_to_a_list_of_the_same_elements() {
    let tuple = Value::tuple([s("a"), s("b").mark("secret"), Value::null(Type::String)]);
    let list = convert(&tuple, &Type::list(Type::String)).unwrap();
    assert_eq!(list.ty(), &Type::list(Type::String));
    let expected = Value::list([s("a"), s("b").mark("secret"), Value::null(Type::String)]);
    assert_eq!(list, expected.unwrap());
    let elements = list.as_slice().unwrap();
    assert_eq!(elements[1].marks(), s("b").mark("secret").marks());
    // Nested: tuples of lists of one type as well.
    let nested = Value::tuple([Value::list([s("x")]).unwrap()]);
    let converted = convert(&nested, &Type::list(Type::list(Type::String))).unwrap();
    assert_eq!(converted.ty(), &Type::list(Type::list(Type::String)));
}

#[test]
fn objects_unify_unsafely_with_a_map_their_attributes_cannot_convert_to_as_the_reference_does() {
    // go-cty 1.12.1: convert.Unify gives no type; convert.UnifyUnsafe gives
    // map(set(number)), though GetConversionUnsafe has no conversion from the objects to it.
    let a = Type::object([("a", Type::tuple([Type::Bool, Type::String]))]);
    let b = Type::map(Type::set(Type::Number));
    let c = Type::object([("a", Type::tuple([Type::String, Type::Bool]))]);
    let types = [a.clone(), b.clone(), c];
    assert_eq!(unify(&types), None);
    assert_eq!(unify_unsafe(&types), Some(b.clone()));
    assert!(!can_convert(&a, &b));
}
