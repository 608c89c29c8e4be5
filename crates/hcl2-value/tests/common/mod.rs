//! Shared proptest strategies: random types, and random values of a given type (known,
//! unknown, null and marked), for the property tests of this crate.
#![allow(dead_code)]

use hcl2_value::{Number, Type, Value};
use proptest::prelude::*;

/// Random types up to a small depth (no capsules, no dynamic at the top).
pub fn any_type() -> impl Strategy<Value = Type> {
    let leaf = prop_oneof![Just(Type::Bool), Just(Type::Number), Just(Type::String)];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            inner.clone().prop_map(Type::list),
            inner.clone().prop_map(Type::map),
            inner.clone().prop_map(Type::set),
            prop::collection::btree_map("[a-d]", inner.clone(), 0..4).prop_map(Type::object),
            prop::collection::vec(inner, 0..4).prop_map(Type::tuple),
        ]
    })
}

/// A random number: small integers, decimals, big integers, or infinities.
pub fn any_number() -> impl Strategy<Value = Number> {
    prop_oneof![
        4 => (-1000i64..1000).prop_map(Number::from_i64),
        2 => ("-?[0-9]{1,3}\\.[0-9]{1,4}").prop_map(|s| Number::parse(&s).expect("decimal")),
        1 => ("[1-9][0-9]{20,40}").prop_map(|s| Number::parse(&s).expect("big integer")),
        1 => prop::bool::ANY.prop_map(Number::infinity),
    ]
}

/// A random string, with some non-ASCII and combining characters.
pub fn any_string() -> impl Strategy<Value = String> {
    prop_oneof!["[a-c]{0,3}", "[a-zé\u{301}\u{1F600} ]{0,4}",]
}

/// A random known value of type `ty` (elements may themselves be unknown or null when
/// `specials` is set).
pub fn value_of(ty: Type, specials: bool) -> BoxedStrategy<Value> {
    let known = known_value_of(ty.clone(), specials);
    if specials {
        prop_oneof![
            6 => known,
            1 => Just(Value::null(ty.clone())),
            1 => Just(Value::unknown(ty.clone())),
        ]
        .boxed()
    } else {
        known
    }
}

fn known_value_of(ty: Type, specials: bool) -> BoxedStrategy<Value> {
    match ty.clone() {
        Type::Bool => prop::bool::ANY.prop_map(Value::bool).boxed(),
        Type::Number => any_number().prop_map(Value::number).boxed(),
        Type::String => any_string().prop_map(Value::string).boxed(),
        Type::List(e) => prop::collection::vec(value_of((*e).clone(), specials), 0..3)
            .prop_map(move |es| {
                if es.is_empty() {
                    Value::empty_list((*e).clone())
                } else {
                    Value::list(es).expect("one type")
                }
            })
            .boxed(),
        Type::Set(e) => prop::collection::vec(value_of((*e).clone(), specials), 0..3)
            .prop_map(move |es| {
                if es.is_empty() {
                    Value::empty_set((*e).clone())
                } else {
                    Value::set(es).expect("one type")
                }
            })
            .boxed(),
        Type::Map(e) => {
            prop::collection::btree_map("[a-c]", value_of((*e).clone(), specials), 0..3)
                .prop_map(move |es| {
                    if es.is_empty() {
                        Value::empty_map((*e).clone())
                    } else {
                        Value::map(es).expect("one type")
                    }
                })
                .boxed()
        }
        Type::Object(o) => {
            let parts: Vec<BoxedStrategy<(String, Value)>> = o
                .attributes()
                .iter()
                .map(|(k, t)| {
                    let k = k.clone();
                    value_of(t.clone(), specials)
                        .prop_map(move |v| (k.clone(), v))
                        .boxed()
                })
                .collect();
            parts.prop_map(Value::object).boxed()
        }
        Type::Tuple(es) => {
            let parts: Vec<BoxedStrategy<Value>> =
                es.iter().map(|t| value_of(t.clone(), specials)).collect();
            parts.prop_map(Value::tuple).boxed()
        }
        _ => Just(Value::null(ty)).boxed(),
    }
}

/// A random type and a random value of it.
pub fn any_value(specials: bool) -> impl Strategy<Value = Value> {
    any_type().prop_flat_map(move |t| value_of(t, specials))
}

/// A value, sometimes with a mark added.
pub fn maybe_marked(v: impl Strategy<Value = Value>) -> impl Strategy<Value = Value> {
    (v, prop::bool::ANY).prop_map(|(v, m)| if m { v.mark("sensitive") } else { v })
}
