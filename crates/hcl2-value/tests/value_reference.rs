//! Cases whose expected answers were taken from the reference (go-cty 1.12.1).

use hcl2_value::{Type, Value};

fn strs(items: &[&str]) -> Value {
    if items.is_empty() {
        Value::empty_list(Type::String)
    } else {
        Value::list(items.iter().map(Value::string)).unwrap()
    }
}

#[test]
fn sets_of_lists_are_ordered_by_hash_text() {
    let s = Value::set([strs(&["b"]), strs(&["a", "z"]), strs(&["a"]), strs(&[])]).unwrap();
    let expect = [strs(&["a", "z"]), strs(&["a"]), strs(&["b"]), strs(&[])];
    assert_eq!(s.as_slice().unwrap(), &expect);
}

#[test]
fn sets_of_objects_order_numbers_textually_and_unknowns_last() {
    let obj = |v: Value| Value::object([("n", v)]);
    let s = Value::set([
        obj(Value::from(10)),
        obj(Value::from(9)),
        obj(Value::from(100)),
        obj(Value::unknown(Type::Number)),
    ])
    .unwrap();
    let expect = [
        obj(Value::from(100)),
        obj(Value::from(10)),
        obj(Value::from(9)),
        obj(Value::unknown(Type::Number)),
    ];
    assert_eq!(s.as_slice().unwrap(), &expect);
}

#[test]
fn sets_of_primitives_are_ordered_by_value() {
    let s = Value::set([Value::from(true), Value::from(false)]).unwrap();
    assert_eq!(
        s.as_slice().unwrap(),
        &[Value::from(false), Value::from(true)]
    );
    let s = Value::set(["b", "B", "é", "a"].map(Value::from)).unwrap();
    assert_eq!(
        s.as_slice().unwrap(),
        &["B", "a", "b", "é"].map(Value::from)
    );
}

#[test]
fn list_equality_is_decided_by_the_first_pair_that_is_not_equal() {
    let l = |a: Value, b: Value| Value::list([a, b]).unwrap();
    let u = || Value::unknown(Type::String);
    assert_eq!(
        l(Value::from("a"), u()).equals(&l(Value::from("b"), u())),
        Value::from(false)
    );
    // go-cty 1.13+ refines an unknown answer as not null (1.12.1: plain unknown).
    assert_eq!(
        l(u(), Value::from("a")).equals(&l(u(), Value::from("b"))),
        Value::unknown(Type::Bool).refine_not_null()
    );
}

#[test]
fn set_length_with_unknown_elements_is_unknown() {
    let s = Value::set([Value::from(1), Value::unknown(Type::Number)]).unwrap();
    // go-cty 1.13+: unknown, but between 1 and the two elements (1.12.1: unrefined).
    let bounded = Value::unknown(Type::Number)
        .refine()
        .not_null()
        .number_range_inclusive(1.into(), 2.into())
        .build()
        .unwrap();
    assert_eq!(s.length(), bounded);
}

#[test]
fn equality_across_types_and_with_dynamic() {
    let t = Value::tuple([Value::from(1)]);
    assert_eq!(
        t.equals(&Value::list([Value::from(1)]).unwrap()),
        Value::from(false)
    );
    // go-cty 1.13+ refines an unknown answer as not null (1.12.1: plain unknown).
    let unknown = Value::unknown(Type::Bool).refine_not_null();
    assert_eq!(Value::dynamic().equals(&Value::null(Type::String)), unknown);
    let ul = Value::unknown(Type::list(Type::Dynamic));
    assert_eq!(ul.equals(&Value::empty_list(Type::String)), unknown);
}
