//! Round trip of serialization: values of a family of types with blocks, labels,
//! nested maps, lists, optional fields and special strings are written with
//! `to_string`, parsed by the native parser, decoded through the `Body` trait into a
//! `Value` of the shape the facade's data model gives (blocks by type: one block an
//! object, repeated blocks a tuple, labelled blocks objects by label), and read back
//! with `hcl2_value`'s deserializer: the result equals the original.

use std::collections::BTreeMap;

use hcl2_core::{Body, BodySchema, Pos};
use hcl2_native::NativeBody;
use hcl2_value::Value;
use hcl2_write::ser::{block, Block};
use proptest::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Root {
    name: String,
    count: i64,
    ratio: Option<f64>,
    enabled: Option<bool>,
    tags: BTreeMap<String, String>,
    list: Vec<i64>,
    nested: BTreeMap<String, Vec<String>>,
    #[serde(serialize_with = "block")]
    settings: Option<Settings>,
    server: Block<BTreeMap<String, Server>>,
    rule: Block<Vec<Rule>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Settings {
    size: String,
    limits: Option<Vec<u32>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Server {
    port: u16,
    note: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Rule {
    action: String,
}

/// How each block type of the family decodes.
enum Shape {
    One,
    Labelled,
    Repeated,
}

fn shape(kind: &str) -> Shape {
    match kind {
        "server" => Shape::Labelled,
        "rule" => Shape::Repeated,
        _ => Shape::One,
    }
}

fn schema() -> BodySchema {
    let mut s = BodySchema::new();
    for a in [
        "name", "count", "ratio", "enabled", "tags", "list", "nested", "size", "limits", "port",
        "note", "action",
    ] {
        s = s.attribute(a, false);
    }
    s.block("settings", Vec::<String>::new())
        .block("server", ["name"])
        .block("rule", Vec::<String>::new())
}

/// A body as the facade's data model sees it.
fn decode(body: &dyn Body) -> Value {
    let (content, diags) = body.content(&schema());
    assert!(!diags.has_errors(), "{diags}");
    let mut fields: BTreeMap<String, Value> = BTreeMap::new();
    for (name, attr) in content.attributes.iter() {
        let (v, diags) = attr.expr.value(None);
        assert!(!diags.has_errors(), "{diags}");
        fields.insert(name.to_string(), v);
    }
    let mut labelled: BTreeMap<String, BTreeMap<String, Value>> = BTreeMap::new();
    let mut repeated: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for b in &content.blocks {
        let v = decode(b.body.as_ref());
        match shape(&b.type_name) {
            Shape::One => {
                fields.insert(b.type_name.clone(), v);
            }
            Shape::Labelled => {
                let by = labelled.entry(b.type_name.clone()).or_default();
                by.insert(b.labels[0].clone(), v);
            }
            Shape::Repeated => repeated.entry(b.type_name.clone()).or_default().push(v),
        }
    }
    for kind in ["server", "rule"] {
        let v = match shape(kind) {
            Shape::Labelled => Value::object(labelled.remove(kind).unwrap_or_default()),
            _ => Value::tuple(repeated.remove(kind).unwrap_or_default()),
        };
        fields.entry(kind.to_string()).or_insert(v);
    }
    Value::object(fields)
}

fn round_trip(root: &Root) -> Root {
    let text = hcl2_write::to_string(root).unwrap();
    let parsed = hcl2_native::parse_config(text.as_bytes(), "out.hcl", Pos::START);
    assert!(
        !parsed.diagnostics.has_errors(),
        "{text}\n{}",
        parsed.diagnostics
    );
    let body = NativeBody::new(parsed.value, parsed.tree());
    let value = decode(&body);
    hcl2_value::serde::from_value::<Root>(&value).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn special_string() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z ]{0,8}",
        Just("${var.x}".to_string()),
        Just("%{ if x }y%{ endif }".to_string()),
        Just("$${already}".to_string()),
        Just("line\nbreak\ttab \"q\" back\\slash".to_string()),
        Just("é 中 \u{1}".to_string()),
        Just("$".to_string()),
        Just("%".to_string()),
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z][a-z0-9_]{0,5}",
        special_string(),
        Just("null".to_string()),
        Just("for".to_string()),
        Just("true".to_string()),
    ]
}

fn root() -> impl Strategy<Value = Root> {
    let settings = proptest::option::of(
        (
            special_string(),
            proptest::option::of(proptest::collection::vec(any::<u32>(), 0..3)),
        )
            .prop_map(|(size, limits)| Settings { size, limits }),
    );
    let server = (any::<u16>(), proptest::option::of(special_string()))
        .prop_map(|(port, note)| Server { port, note });
    let rule = special_string().prop_map(|action| Rule { action });
    (
        (
            special_string(),
            any::<i64>(),
            proptest::option::of(-1e6f64..1e6),
            proptest::option::of(any::<bool>()),
        ),
        proptest::collection::btree_map(key(), special_string(), 0..3),
        proptest::collection::vec(any::<i64>(), 0..4),
        proptest::collection::btree_map(
            key(),
            proptest::collection::vec(special_string(), 0..3),
            0..2,
        ),
        settings,
        proptest::collection::btree_map(key(), server, 0..3),
        proptest::collection::vec(rule, 0..3),
    )
        .prop_map(
            |((name, count, ratio, enabled), tags, list, nested, settings, servers, rules)| Root {
                name,
                count,
                ratio,
                enabled,
                tags,
                list,
                nested,
                settings,
                server: Block(servers),
                rule: Block(rules),
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn written_values_read_back_equal(r in root()) {
        prop_assert_eq!(round_trip(&r), r);
    }
}

#[test]
fn non_identifier_attribute_names_are_refused_with_a_clear_error() {
    let mut m = BTreeMap::new();
    m.insert("not an identifier", 1);
    let err = hcl2_write::to_string(&m).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`not an identifier` cannot be an attribute name: it is not an identifier"
    );
}

#[test]
fn serialized_text_is_canonical_and_omits_none() {
    let mut servers = BTreeMap::new();
    servers.insert(
        "web".to_string(),
        Server {
            port: 80,
            note: None,
        },
    );
    let r = Root {
        name: "n".into(),
        count: 1,
        ratio: None,
        enabled: Some(true),
        tags: BTreeMap::from([("a b".to_string(), "${x}".to_string())]),
        list: vec![1, 2],
        nested: BTreeMap::new(),
        settings: Some(Settings {
            size: "s".into(),
            limits: None,
        }),
        server: Block(servers),
        rule: Block(vec![Rule {
            action: "allow".into(),
        }]),
    };
    assert_eq!(
        hcl2_write::to_string(&r).unwrap(),
        "name    = \"n\"\ncount   = 1\nenabled = true\ntags = {\n  \"a b\" = \"$${x}\"\n}\nlist   = [1, 2]\nnested = {}\nsettings {\n  size = \"s\"\n}\nserver \"web\" {\n  port = 80\n}\nrule {\n  action = \"allow\"\n}\n"
    );
    let mut out = Vec::new();
    hcl2_write::to_writer(&mut out, &r).unwrap();
    assert_eq!(out, hcl2_write::to_vec(&r).unwrap());
}
