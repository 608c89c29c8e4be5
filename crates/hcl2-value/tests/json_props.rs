//! Properties: values and types survive JSON round trips; serde round trips.

use hcl2_value::json::{type_from_json, type_to_json, value_from_json, value_to_json};
use hcl2_value::serde::{from_value, to_value};
use hcl2_value::{Type, Value};
use proptest::prelude::*;

fn arb_type() -> impl Strategy<Value = Type> {
    let leaf = prop_oneof![
        Just(Type::Bool),
        Just(Type::Number),
        Just(Type::String),
        Just(Type::Dynamic),
    ];
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            inner.clone().prop_map(Type::list),
            inner.clone().prop_map(Type::map),
            inner.clone().prop_map(Type::set),
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Type::tuple),
            (
                proptest::collection::btree_map("[a-z<&]{1,4}", inner, 0..4),
                proptest::collection::vec(any::<bool>(), 4)
            )
                .prop_map(|(attrs, opt)| {
                    let optional: Vec<String> = attrs
                        .keys()
                        .zip(opt)
                        .filter(|(_, o)| *o)
                        .map(|(k, _)| k.clone())
                        .collect();
                    Type::object_with_optional(attrs, optional)
                }),
        ]
    })
}

/// A known value with no dynamic types inside, and its type.
fn arb_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        any::<bool>().prop_map(Value::bool),
        any::<i32>().prop_map(Value::from),
        (-1000i64..1000, 0u32..4).prop_map(|(m, e)| {
            let text = format!("{m}e-{e}");
            Value::number(hcl2_value::Number::parse(&text).unwrap())
        }),
        "[ -~é\u{2028}<>&\"\\\\\n\t]{0,8}".prop_map(Value::string),
        Just(Value::null(Type::String)),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::tuple),
            proptest::collection::btree_map("[a-z]{1,3}", inner.clone(), 0..4)
                .prop_map(Value::object),
            proptest::collection::vec(any::<i16>(), 1..4)
                .prop_map(
                    |xs| Value::list(xs.into_iter().map(|x| Value::from(i64::from(x)))).unwrap()
                ),
            proptest::collection::vec("[a-c]{0,2}", 1..4)
                .prop_map(|xs| Value::set(xs.into_iter().map(Value::string)).unwrap()),
            proptest::collection::btree_map("[a-z]{1,3}", any::<bool>(), 1..3)
                .prop_map(|m| Value::map(m.into_iter().map(|(k, b)| (k, Value::bool(b)))).unwrap()),
        ]
    })
}

proptest! {
    #[test]
    fn types_round_trip_through_json(t in arb_type()) {
        let text = type_to_json(&t).unwrap();
        prop_assert_eq!(type_from_json(text.as_bytes()).unwrap(), t);
    }

    #[test]
    fn values_round_trip_through_json_with_their_type(v in arb_value()) {
        let text = value_to_json(&v, v.ty()).unwrap();
        let back = value_from_json(text.as_bytes(), v.ty()).unwrap();
        prop_assert_eq!(back, v);
    }

    #[test]
    fn values_round_trip_through_json_as_dynamic(v in arb_value()) {
        let text = value_to_json(&v, &Type::Dynamic).unwrap();
        let back = value_from_json(text.as_bytes(), &Type::Dynamic).unwrap();
        prop_assert_eq!(back, v);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..64), t in arb_type()) {
        let _ = value_from_json(&bytes, &t);
        let _ = hcl2_value::json::implied_type(&bytes);
        let _ = type_from_json(&bytes);
    }

    #[test]
    fn derived_structs_round_trip_through_values(
        name in "[ -~é]{0,8}",
        port in any::<u16>(),
        weight in -(1i64 << 53)..(1i64 << 53),
        tags in proptest::collection::vec("[a-z]{0,4}", 0..4),
        flag in proptest::option::of(any::<bool>()),
    ) {
        let s = Server { name, port, weight, tags, flag, kind: Kind::Tcp { backlog: port as u32 } };
        let v = to_value(&s).unwrap();
        let back: Server = from_value(&v).unwrap();
        prop_assert_eq!(back, s.clone());
        let text = value_to_json(&v, &Type::Dynamic).unwrap();
        let again = value_from_json(text.as_bytes(), &Type::Dynamic).unwrap();
        prop_assert_eq!(from_value::<Server>(&again).unwrap(), s);
    }
}

#[derive(serde::Serialize, serde::Deserialize, Debug, Clone, PartialEq)]
struct Server {
    name: String,
    port: u16,
    weight: i64,
    tags: Vec<String>,
    flag: Option<bool>,
    kind: Kind,
}

#[derive(serde::Serialize, serde::Deserialize, Debug, Clone, PartialEq)]
enum Kind {
    Udp,
    Tcp { backlog: u32 },
}
