//! Shared test helpers: random types, and random values of a given type (known, unknown,
//! null and marked), for the property tests; and shorthands for the oracle tables.
#![allow(dead_code)]

use hcl2_value::{Number, Type, Value};
use proptest::prelude::*;

/// A random number: small integers, decimals, big integers, or infinities.
pub fn any_number() -> impl Strategy<Value = Number> {
    prop_oneof![
        4 => (-1000i64..1000).prop_map(Number::from_i64),
        2 => ("-?[0-9]{1,3}\\.[0-9]{1,4}").prop_map(|s| Number::parse(&s).expect("decimal")),
        1 => ("[1-9][0-9]{20,40}").prop_map(|s| Number::parse(&s).expect("big integer")),
        1 => prop::bool::ANY.prop_map(Number::infinity),
    ]
}

/// Fails with every differing case listed, when any of `total` cases differ from the
/// reference's answer.
pub fn assert_all_match(failures: &[String], total: usize) {
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A number value from a decimal literal (test tables are written with literals).
pub fn num(s: &str) -> Value {
    Value::number(Number::parse(s).expect("a number literal"))
}

/// A random type, and a random value of it (unknowns included when `unknowns`).
pub fn typed_value(unknowns: bool) -> impl Strategy<Value = Value> {
    arb_type(false).prop_flat_map(move |t| arb_value(&t, unknowns))
}

pub const NAMES: [&str; 3] = ["a", "b", "c"];

/// Random types, `dynamic` allowing the dynamic pseudo-type among the leaves.
pub fn arb_type(dynamic: bool) -> BoxedStrategy<Type> {
    let leaf = if dynamic {
        prop_oneof![
            Just(Type::Bool),
            Just(Type::Number),
            Just(Type::String),
            Just(Type::Dynamic)
        ]
        .boxed()
    } else {
        prop_oneof![Just(Type::Bool), Just(Type::Number), Just(Type::String)].boxed()
    };
    leaf.prop_recursive(3, 16, 3, |inner| {
        prop_oneof![
            inner.clone().prop_map(Type::list),
            inner.clone().prop_map(Type::set),
            inner.clone().prop_map(Type::map),
            prop::collection::btree_map(prop::sample::select(&NAMES[..]), inner.clone(), 0..3)
                .prop_map(Type::object),
            prop::collection::vec(inner, 0..3).prop_map(Type::tuple),
        ]
    })
    .boxed()
}

/// Random values of `ty`: null, unknown (`unknowns`, never inside a set) or known, some
/// known ones marked.
pub fn arb_value(ty: &Type, unknowns: bool) -> BoxedStrategy<Value> {
    let null = Just(Value::null(ty.clone()));
    let unknown = Just(Value::unknown(ty.clone()));
    let known = arb_known(ty, unknowns);
    let known = (known, any::<u8>())
        .prop_map(|(v, m)| if m % 5 == 0 { v.mark("sensitive") } else { v })
        .boxed();
    if unknowns {
        prop_oneof![1 => null, 1 => unknown, 6 => known].boxed()
    } else {
        prop_oneof![1 => null, 6 => known].boxed()
    }
}

pub fn arb_known(ty: &Type, unknowns: bool) -> BoxedStrategy<Value> {
    match ty {
        Type::Bool => any::<bool>().prop_map(Value::bool).boxed(),
        Type::Number => prop::sample::select(vec!["0", "1", "-2", "1.5", "100", "0.25", "-7.125"])
            .prop_map(|s| Value::number(Number::parse(s).unwrap()))
            .boxed(),
        Type::String => prop::sample::select(vec!["", "a", "b", "1", "true", "false", "0", "x y"])
            .prop_map(Value::string)
            .boxed(),
        Type::List(e) => {
            let e = (**e).clone();
            prop::collection::vec(arb_value(&e, unknowns), 0..3)
                .prop_map(move |vs| {
                    if vs.is_empty() {
                        Value::empty_list(e.clone())
                    } else {
                        Value::list(vs).unwrap()
                    }
                })
                .boxed()
        }
        Type::Set(e) => {
            let e = (**e).clone();
            prop::collection::vec(arb_value(&e, false), 0..3)
                .prop_map(move |vs| {
                    if vs.is_empty() {
                        Value::empty_set(e.clone())
                    } else {
                        Value::set(vs).unwrap()
                    }
                })
                .boxed()
        }
        Type::Map(e) => {
            let e = (**e).clone();
            prop::collection::btree_map(
                prop::sample::select(&NAMES[..]),
                arb_value(&e, unknowns),
                0..3,
            )
            .prop_map(move |m| {
                if m.is_empty() {
                    Value::empty_map(e.clone())
                } else {
                    Value::map(m).unwrap()
                }
            })
            .boxed()
        }
        Type::Object(o) => {
            let parts: Vec<BoxedStrategy<(String, Value)>> = o
                .attributes()
                .iter()
                .map(|(k, t)| {
                    let k = k.to_string();
                    arb_value(t, unknowns)
                        .prop_map(move |v| (k.clone(), v))
                        .boxed()
                })
                .collect();
            parts.prop_map(Value::object).boxed()
        }
        Type::Tuple(es) => {
            let parts: Vec<BoxedStrategy<Value>> =
                es.iter().map(|t| arb_value(t, unknowns)).collect();
            parts.prop_map(Value::tuple).boxed()
        }
        other => Just(Value::unknown(other.clone())).boxed(),
    }
}
