//! The serializer is the inverse of the decoder: `from_str(&to_string(&x)?)? == x` over
//! generated values of a family of types with blocks (one, optional, many), labels (as
//! `@` fields and as nested label maps), nested maps, lists, optional fields and special
//! strings — each type deriving both `Serialize` and `Deserialize`.

use std::collections::BTreeMap;

use hcl2::write::ser::{block, Block};
use hcl2::{Expression, Spanned};
use proptest::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Root {
    name: String,
    count: i64,
    ratio: Option<f64>,
    enabled: Option<bool>,
    port: Spanned<u16>,
    tags: BTreeMap<String, String>,
    list: Vec<i64>,
    nested: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    #[serde(serialize_with = "block")]
    settings: Settings,
    #[serde(serialize_with = "block")]
    extra: Option<Settings>,
    #[serde(default)]
    rule: Block<Vec<Rule>>,
    #[serde(default)]
    resource: Block<BTreeMap<String, BTreeMap<String, Resource>>>,
    #[serde(default)]
    module: Block<Vec<Module>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Settings {
    size: String,
    limits: Option<Vec<u32>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Rule {
    action: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Resource {
    ami: String,
    count: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Module {
    #[serde(rename = "@name")]
    name: String,
    source: String,
    inputs: BTreeMap<String, Option<String>>,
    #[serde(default)]
    provider: Block<Vec<Provider>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Provider {
    #[serde(rename = "@kind")]
    kind: String,
    #[serde(rename = "@alias")]
    alias: String,
    region: String,
}

/// Strings in normal form C: HCL normalizes every string it reads (as cty does), so
/// only those can come back unchanged.
fn special_string() -> impl Strategy<Value = String> {
    any_string().prop_filter("not in normal form C", |s| {
        hcl2::Value::string(s).as_str() == Some(s.as_str())
    })
}

fn any_string() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z ]{0,8}",
        "\\PC{0,6}",
        Just("${var.x}".to_string()),
        Just("%{ if x }y%{ endif }".to_string()),
        Just("$${already}".to_string()),
        Just("%%{already}".to_string()),
        Just("line\nbreak\ttab \"q\" back\\slash\r".to_string()),
        Just("é 中 \u{1} \u{7f} \u{feff} 🦀".to_string()),
        Just("$".to_string()),
        Just("%".to_string()),
        Just("ends with $".to_string()),
        Just("\\n not a newline".to_string()),
        Just(String::new()),
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z][a-z0-9_-]{0,5}",
        special_string(),
        Just("null".to_string()),
        Just("for".to_string()),
        Just("true".to_string()),
        Just("1x".to_string()),
    ]
}

fn settings() -> impl Strategy<Value = Settings> {
    (
        special_string(),
        proptest::option::of(proptest::collection::vec(any::<u32>(), 0..3)),
    )
        .prop_map(|(size, limits)| Settings { size, limits })
}

fn module() -> impl Strategy<Value = Module> {
    let provider =
        (special_string(), special_string(), special_string()).prop_map(|(kind, alias, region)| {
            Provider {
                kind,
                alias,
                region,
            }
        });
    (
        special_string(),
        special_string(),
        proptest::collection::btree_map(key(), proptest::option::of(special_string()), 0..3),
        proptest::collection::vec(provider, 0..3),
    )
        .prop_map(|(name, source, inputs, providers)| Module {
            name,
            source,
            inputs,
            provider: Block(providers),
        })
}

fn resources() -> impl Strategy<Value = BTreeMap<String, BTreeMap<String, Resource>>> {
    let resource = (special_string(), proptest::option::of(any::<u32>()))
        .prop_map(|(ami, count)| Resource { ami, count });
    proptest::collection::btree_map(
        key(),
        proptest::collection::btree_map(key(), resource, 1..3),
        0..3,
    )
}

fn root() -> impl Strategy<Value = Root> {
    (
        (
            special_string(),
            any::<i64>(),
            proptest::option::of(
                proptest::num::f64::NORMAL
                    | proptest::num::f64::SUBNORMAL
                    | proptest::num::f64::ZERO,
            ),
            proptest::option::of(any::<bool>()),
            any::<u16>(),
        ),
        proptest::collection::btree_map(key(), special_string(), 0..3),
        proptest::collection::vec(any::<i64>(), 0..4),
        proptest::collection::btree_map(
            key(),
            proptest::collection::btree_map(
                key(),
                proptest::collection::vec(special_string(), 0..3),
                0..2,
            ),
            0..2,
        ),
        (settings(), proptest::option::of(settings())),
        proptest::collection::vec(special_string().prop_map(|action| Rule { action }), 0..3),
        resources(),
        proptest::collection::vec(module(), 0..3),
    )
        .prop_map(
            |(
                (name, count, ratio, enabled, port),
                tags,
                list,
                nested,
                (settings, extra),
                rules,
                resources,
                modules,
            )| Root {
                name,
                count,
                ratio,
                enabled,
                port: Spanned::new(
                    port,
                    hcl2::core::Range::new(
                        "<input>",
                        hcl2::core::Pos::START,
                        hcl2::core::Pos::START,
                    ),
                ),
                tags,
                list,
                nested,
                settings,
                extra,
                rule: Block(rules),
                resource: Block(resources),
                module: Block(modules),
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn written_values_decode_back_equal(r in root()) {
        let text = hcl2::to_string(&r).unwrap_or_else(|e| panic!("{e}\n{r:?}"));
        let back: Root = hcl2::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(back, r, "{}", text);
        prop_assert_eq!(hcl2::format(&text).unwrap(), text);
    }
}

#[test]
fn expressions_are_written_back_as_their_source() {
    #[derive(Serialize, Deserialize)]
    struct Config {
        name: Expression,
        items: Vec<Expression>,
        #[serde(serialize_with = "block")]
        server: Server,
    }
    #[derive(Serialize, Deserialize)]
    struct Server {
        port: Spanned<Expression>,
    }
    let src = "name = \"web-${var.n}\"\nitems = [var.a, upper(\"x\"), [for x in xs : x]]\n\nserver {\n  port = 8000 + var.offset # comment\n}\n";
    let config: Config = hcl2::from_str(src).unwrap();
    assert_eq!(
        hcl2::to_string(&config).unwrap(),
        "name  = \"web-${var.n}\"\nitems = [var.a, upper(\"x\"), [for x in xs : x]]\nserver {\n  port = 8000 + var.offset\n}\n"
    );
}

#[test]
fn spanned_values_serialize_as_the_value_alone() {
    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Config {
        port: Spanned<u16>,
        names: Spanned<Vec<String>>,
    }
    let config: Config = hcl2::from_str("port = 80\nnames = [\"a\"]\n").unwrap();
    assert_eq!(
        hcl2::to_string(&config).unwrap(),
        "port  = 80\nnames = [\"a\"]\n"
    );
}

#[test]
fn label_fields_become_the_block_labels_after_the_map_levels() {
    #[derive(Serialize)]
    struct Config {
        #[serde(serialize_with = "block")]
        resource: BTreeMap<String, Named>,
    }
    #[derive(Serialize)]
    struct Named {
        #[serde(rename = "@name")]
        name: String,
        v: u8,
    }
    let config = Config {
        resource: BTreeMap::from([(
            "t".to_string(),
            Named {
                name: "n \"q\"".into(),
                v: 1,
            },
        )]),
    };
    assert_eq!(
        hcl2::to_string(&config).unwrap(),
        "resource \"t\" \"n \\\"q\\\"\" {\n  v = 1\n}\n"
    );
}

#[test]
fn a_label_field_that_is_not_a_string_is_refused() {
    #[derive(Serialize)]
    struct Config {
        #[serde(serialize_with = "block")]
        thing: Bad,
    }
    #[derive(Serialize)]
    struct Bad {
        #[serde(rename = "@n")]
        n: u8,
    }
    let err = hcl2::to_string(&Config {
        thing: Bad { n: 1 },
    })
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Cannot write HCL; the label field `@n` of a `thing` block must be a string"
    );
}

#[test]
fn format_errors_are_the_facade_error_rendered_on_the_text() {
    let err = hcl2::format("a = {\n").unwrap_err();
    assert!(!err.diagnostics().is_empty());
    let rendered = err.render();
    assert!(rendered.contains("<input>:2:1"), "{rendered}");
    assert!(rendered.contains("a = {"), "{rendered}");
}

#[test]
fn expressions_from_json_files_are_written_as_their_json_text() {
    #[derive(Serialize, Deserialize)]
    struct Config {
        name: Expression,
        ports: Expression,
    }
    let file = hcl2::File::parse(
        br#"{"name": "web-${var.n}", "ports": [80, 443]}"#,
        "main.hcl.json",
        hcl2::Syntax::Json,
    );
    let config: Config = file.decode(None).unwrap();
    assert_eq!(
        hcl2::to_string(&config).unwrap(),
        "name  = \"web-${var.n}\"\nports = [80, 443]\n"
    );
}

#[test]
fn a_block_enum_is_written_with_its_variant_as_the_label() {
    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Config {
        #[serde(serialize_with = "block")]
        backend: Backend,
    }
    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "lowercase")]
    enum Backend {
        S3 { bucket: String },
        Local(Local),
    }
    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Local {
        path: String,
    }
    for config in [
        Config {
            backend: Backend::S3 { bucket: "b".into() },
        },
        Config {
            backend: Backend::Local(Local { path: "p".into() }),
        },
    ] {
        let text = hcl2::to_string(&config).unwrap();
        assert!(text.starts_with("backend \""), "{text}");
        assert_eq!(hcl2::from_str::<Config>(&text).unwrap(), config, "{text}");
    }
}

#[test]
fn a_value_object_round_trips_as_attributes() {
    let v = hcl2::Value::object([
        ("name", hcl2::Value::from("x ${y}")),
        (
            "ports",
            hcl2::Value::tuple([hcl2::Value::from(80), hcl2::Value::from(-7)]),
        ),
        (
            "tags",
            hcl2::Value::object([("a b", hcl2::Value::from(true))]),
        ),
    ]);
    let text = hcl2::to_string(&v).unwrap();
    assert_eq!(hcl2::from_str::<hcl2::Value>(&text).unwrap(), v, "{text}");
}
