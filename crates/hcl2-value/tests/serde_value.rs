//! serde integration: values as serializable data, as a deserializer, and built from
//! Rust data.

use std::collections::BTreeMap;

use hcl2_value::serde::{from_value, to_value};
use hcl2_value::{Number, Type, Value};
use serde::Deserialize;

/// Whether the crate's `Number` is exact yet (its placeholder body is an f64; checks
/// on integers beyond 2^53 wait for the real one).
fn numbers_are_exact() -> bool {
    let digits = "18446744073709551615";
    Number::parse(digits).is_ok_and(|n| n.to_string() == digits && n.to_i64().is_none())
}

fn n(s: &str) -> Value {
    Value::number(Number::parse(s).unwrap())
}

#[test]
fn known_values_serialize_as_natural_data() {
    let v = Value::object([
        ("b", Value::bool(true)),
        ("i", Value::from(-3)),
        (
            "u",
            Value::from(if numbers_are_exact() {
                u64::MAX
            } else {
                1 << 40
            }),
        ),
        ("f", n("1.5")),
        ("s", Value::string("x")),
        ("l", Value::list([Value::from(1), Value::from(2)]).unwrap()),
        ("z", Value::null(Type::String)),
        ("m", Value::map([("k", Value::from(1))]).unwrap()),
    ]);
    assert_eq!(
        serde_json::to_string(&v).unwrap(),
        if numbers_are_exact() {
            r#"{"b":true,"f":1.5,"i":-3,"l":[1,2],"m":{"k":1},"s":"x","u":18446744073709551615,"z":null}"#
        } else {
            r#"{"b":true,"f":1.5,"i":-3,"l":[1,2],"m":{"k":1},"s":"x","u":1099511627776,"z":null}"#
        }
    );
}

#[test]
fn unknown_values_fail_to_serialize_and_marks_are_ignored() {
    let e = serde_json::to_string(&Value::unknown(Type::String)).unwrap_err();
    assert!(e.to_string().contains("value is unknown"), "{e}");
    let v = Value::string("secret").mark("sensitive");
    assert_eq!(serde_json::to_string(&v).unwrap(), r#""secret""#);
}

#[derive(Deserialize, Debug, PartialEq)]
struct Config {
    name: String,
    port: u16,
    ratio: f64,
    tags: Vec<String>,
    extra: Option<i32>,
    mode: Mode,
    limits: BTreeMap<String, u8>,
}

#[derive(Deserialize, Debug, PartialEq)]
enum Mode {
    Fast,
    Slow(u32),
    Custom { level: i8 },
}

fn config_value(mode: Value) -> Value {
    Value::object([
        ("name", Value::string("web")),
        ("port", Value::from(8080)),
        ("ratio", n("0.25")),
        (
            "tags",
            Value::set([Value::string("b"), Value::string("a")]).unwrap(),
        ),
        ("extra", Value::null(Type::Number)),
        ("mode", mode),
        ("limits", Value::map([("x", Value::from(7))]).unwrap()),
    ])
}

#[test]
fn structs_decode_from_objects_with_enums_options_sets_and_maps() {
    let c: Config = from_value(&config_value(Value::string("Fast"))).unwrap();
    assert_eq!(
        c,
        Config {
            name: "web".into(),
            port: 8080,
            ratio: 0.25,
            tags: vec!["a".into(), "b".into()],
            extra: None,
            mode: Mode::Fast,
            limits: [("x".to_string(), 7u8)].into_iter().collect(),
        }
    );
    let c: Config = from_value(&config_value(Value::object([("Slow", Value::from(3))]))).unwrap();
    assert_eq!(c.mode, Mode::Slow(3));
    let c: Config = from_value(&config_value(Value::object([(
        "Custom",
        Value::object([("level", Value::from(-2))]),
    )])))
    .unwrap();
    assert_eq!(c.mode, Mode::Custom { level: -2 });
}

#[test]
fn value_and_borrowed_value_are_deserializers() {
    let v = Value::tuple([Value::from(1), Value::string("a")]);
    let t: (u8, String) = <(u8, String)>::deserialize(&v).unwrap();
    assert_eq!(t, (1, "a".into()));
    let t: (u8, String) = <(u8, String)>::deserialize(v).unwrap();
    assert_eq!(t, (1, "a".into()));
}

#[test]
fn unknown_values_are_reported_with_their_path() {
    let v = Value::object([("a", Value::tuple([Value::unknown(Type::Number)]))]);
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct A {
        a: Vec<i64>,
    }
    let e = from_value::<A>(&v).unwrap_err();
    assert_eq!(e.to_string(), "value at .a[0] is unknown");
    let e = from_value::<i64>(&Value::unknown(Type::Number)).unwrap_err();
    assert_eq!(e.to_string(), "value is unknown");
    let m = Value::map([("k", Value::unknown(Type::String))]).unwrap();
    let e = from_value::<BTreeMap<String, String>>(&m).unwrap_err();
    assert_eq!(e.to_string(), r#"value at ["k"] is unknown"#);
}

#[test]
fn integer_hints_are_checked_conversions() {
    assert_eq!(from_value::<u8>(&Value::from(255)).unwrap(), 255);
    let e = from_value::<u8>(&Value::from(256)).unwrap_err();
    assert_eq!(e.to_string(), "number 256 is out of range for u8");
    let e = from_value::<i32>(&n("1.5")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "number 1.5 is not an integer, so it cannot be read as i32"
    );
    let e = from_value::<u64>(&Value::from(-1)).unwrap_err();
    assert_eq!(e.to_string(), "number -1 is out of range for u64");
    if numbers_are_exact() {
        assert_eq!(
            from_value::<i128>(&Value::from(i64::MIN)).unwrap(),
            i128::from(i64::MIN)
        );
    }
    assert_eq!(from_value::<i128>(&Value::from(-7)).unwrap(), -7);
    assert_eq!(from_value::<f32>(&n("0.5")).unwrap(), 0.5);
    assert!(from_value::<f32>(&n("1e300")).is_err());
    assert_eq!(from_value::<f64>(&Value::from(3)).unwrap(), 3.0);
    let nested = Value::object([("p", Value::from(70000))]);
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct P {
        p: u16,
    }
    let e = from_value::<P>(&nested).unwrap_err();
    assert_eq!(e.to_string(), ".p: number 70000 is out of range for u16");
}

#[test]
fn type_mismatches_name_the_path() {
    let v = Value::object([("p", Value::string("x"))]);
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct P {
        p: u16,
    }
    let e = from_value::<P>(&v).unwrap_err();
    assert_eq!(
        e.to_string(),
        r#".p: invalid type: string "x", expected u16"#
    );
    let e = from_value::<P>(&Value::empty_object()).unwrap_err();
    assert_eq!(e.to_string(), "missing field `p`");
}

#[test]
fn any_decodes_numbers_as_integers_when_they_fit() {
    let big = if numbers_are_exact() {
        u64::MAX
    } else {
        1 << 40
    };
    let j: serde_json::Value = from_value(&Value::tuple([
        Value::from(-5),
        Value::from(big),
        n("2.5"),
        Value::null(Type::Dynamic),
    ]))
    .unwrap();
    assert_eq!(j.to_string(), format!("[-5,{big},2.5,null]"));
}

#[test]
fn decimals_decode_from_strings_and_numbers() {
    use rust_decimal::Decimal;
    let d: Decimal = from_value(&Value::string("1.25")).unwrap();
    assert_eq!(d.to_string(), "1.25");
    let d: Decimal = from_value(&n("0.5")).unwrap();
    assert_eq!(d.to_string(), "0.5");
    let d: Decimal = from_value(&Value::from(42)).unwrap();
    assert_eq!(d.to_string(), "42");
}

#[test]
fn to_value_builds_implied_types() {
    #[derive(serde::Serialize)]
    struct S<'a> {
        a: Option<u8>,
        b: &'a str,
        c: (bool, char),
        d: Vec<f64>,
        e: BTreeMap<u32, ()>,
        f: Unit,
        g: E,
    }
    #[derive(serde::Serialize)]
    struct Unit;
    #[derive(serde::Serialize)]
    enum E {
        V { x: i8 },
    }
    let v = to_value(&S {
        a: None,
        b: "x",
        c: (true, 'q'),
        d: vec![0.5],
        e: [(3, ())].into_iter().collect(),
        f: Unit,
        g: E::V { x: 1 },
    })
    .unwrap();
    assert_eq!(
        v.ty().to_string(),
        "object({a=any,b=string,c=tuple([bool,string]),d=tuple([number]),e=object({\"3\"=any}),f=any,g=object({V=object({x=number})})})"
    );
    assert!(v.as_map().unwrap()["a"].is_null());
    assert_eq!(to_value(&0.1f32).unwrap(), n("0.1"));
    assert_eq!(
        to_value(&f64::NAN).unwrap_err().to_string(),
        "NaN cannot be a number value"
    );
    assert_eq!(to_value(&u128::MAX).unwrap().ty(), &Type::Number);
}

#[test]
fn values_deserialize_from_json_with_implied_types() {
    let v: Value = serde_json::from_str(r#"{"a":[1,"x",null],"b":{"c":true}}"#).unwrap();
    assert_eq!(
        v.ty().to_string(),
        "object({a=tuple([number,string,any]),b=object({c=bool})})"
    );
    let round: Value = from_value(&v).unwrap();
    assert_eq!(round, v);
}
