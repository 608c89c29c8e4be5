//! Every shape of the serde data model, decoded from native syntax and from the
//! equivalent JSON syntax with equal results.

mod common;

use std::collections::{BTreeMap, HashMap};

use common::both;
use serde::Deserialize;

#[derive(Deserialize, Debug, PartialEq)]
struct Server {
    name: String,
    port: u16,
    #[serde(default)]
    debug: bool,
    tags: Option<Vec<String>>,
}

#[test]
fn attributes_become_fields_with_optional_and_default_ones_absent() {
    let s: Server = both(
        "name = \"web\"\nport = 8000 + 80\n",
        r#"{"name": "web", "port": 8080}"#,
    );
    assert_eq!(
        s,
        Server {
            name: "web".into(),
            port: 8080,
            debug: false,
            tags: None
        }
    );
}

#[test]
fn templates_and_operators_evaluate_without_a_context() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        greeting: String,
        sum: i64,
    }
    let native: T = common::decode(
        "greeting = \"hi ${1 + 1}\"\nsum = 2 * 3\n",
        hcl2::Syntax::Native,
    )
    .unwrap();
    assert_eq!(native.greeting, "hi 2");
    assert_eq!(native.sum, 6);
}

#[derive(Deserialize, Debug, PartialEq)]
struct Listener {
    port: u16,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Blocks {
    one: Listener,
    maybe: Option<Listener>,
    absent: Option<Listener>,
    #[serde(default)]
    many: Vec<Listener>,
}

#[test]
fn blocks_decode_as_one_optional_or_many() {
    let b: Blocks = both(
        "one {\n  port = 1\n}\nmaybe {\n  port = 2\n}\nmany {\n  port = 3\n}\nmany {\n  port = 4\n}\n",
        r#"{"one": {"port": 1}, "maybe": {"port": 2}, "many": [{"port": 3}, {"port": 4}]}"#,
    );
    assert_eq!(b.one, Listener { port: 1 });
    assert_eq!(b.maybe, Some(Listener { port: 2 }));
    assert_eq!(b.absent, None);
    assert_eq!(b.many, vec![Listener { port: 3 }, Listener { port: 4 }]);
}

#[test]
fn a_single_json_object_is_one_block_of_a_sequence() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        many: Vec<Listener>,
    }
    let t: T = both("many {\n  port = 3\n}\n", r#"{"many": {"port": 3}}"#);
    assert_eq!(t.many, vec![Listener { port: 3 }]);
}

#[derive(Deserialize, Debug, PartialEq)]
struct Instance {
    ami: String,
}

#[test]
fn labelled_blocks_nest_as_maps_keyed_by_label() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Tf {
        resource: BTreeMap<String, BTreeMap<String, Instance>>,
    }
    let tf: Tf = both(
        "resource \"aws_instance\" \"web\" {\n  ami = \"a\"\n}\nresource \"aws_instance\" \"db\" {\n  ami = \"b\"\n}\n",
        r#"{"resource": {"aws_instance": {"web": {"ami": "a"}, "db": {"ami": "b"}}}}"#,
    );
    let instances = &tf.resource["aws_instance"];
    assert_eq!(instances["web"].ami, "a");
    assert_eq!(instances["db"].ami, "b");
}

#[derive(Deserialize, Debug, PartialEq)]
struct Resource {
    #[serde(rename = "@type")]
    kind: String,
    #[serde(rename = "@name")]
    name: String,
    ami: String,
}

#[test]
fn labels_become_fields_marked_with_an_at_sign() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Tf {
        resource: Resource,
    }
    let tf: Tf = both(
        "resource \"aws_instance\" \"web\" {\n  ami = \"a\"\n}\n",
        r#"{"resource": {"aws_instance": {"web": {"ami": "a"}}}}"#,
    );
    assert_eq!(
        tf.resource,
        Resource {
            kind: "aws_instance".into(),
            name: "web".into(),
            ami: "a".into()
        }
    );
}

#[test]
fn labelled_blocks_in_a_sequence_keep_their_labels_in_fields() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Tf {
        resource: Vec<Resource>,
    }
    let tf: Tf = both(
        "resource \"a\" \"x\" {\n  ami = \"1\"\n}\nresource \"b\" \"y\" {\n  ami = \"2\"\n}\n",
        r#"{"resource": {"a": {"x": {"ami": "1"}}, "b": {"y": {"ami": "2"}}}}"#,
    );
    let names: Vec<_> = tf.resource.iter().map(|r| (&*r.kind, &*r.name)).collect();
    assert_eq!(names, [("a", "x"), ("b", "y")]);
}

#[test]
fn a_map_level_takes_the_first_label_and_a_field_the_next() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Named {
        #[serde(rename = "@name")]
        name: String,
        ami: String,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct Tf {
        resource: HashMap<String, Named>,
    }
    let tf: Tf = both(
        "resource \"aws_instance\" \"web\" {\n  ami = \"a\"\n}\n",
        r#"{"resource": {"aws_instance": {"web": {"ami": "a"}}}}"#,
    );
    assert_eq!(tf.resource["aws_instance"].name, "web");
}

#[test]
fn enums_read_externally_tagged_values_and_block_labels() {
    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "lowercase")]
    enum Mode {
        Fast,
        Safe,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "lowercase")]
    enum Backend {
        S3 { bucket: String },
        Local { path: String },
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        mode: Mode,
        backend: Backend,
    }
    let t: T = both(
        "mode = \"safe\"\nbackend \"s3\" {\n  bucket = \"b\"\n}\n",
        r#"{"mode": "safe", "backend": {"s3": {"bucket": "b"}}}"#,
    );
    assert_eq!(t.mode, Mode::Safe);
    assert_eq!(t.backend, Backend::S3 { bucket: "b".into() });
    let _ = Mode::Fast;
    let _ = Backend::Local {
        path: String::new(),
    };
}

#[test]
fn untagged_enums_try_each_variant() {
    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(untagged)]
    enum Port {
        Number(u16),
        Name(String),
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        a: Port,
        b: Port,
    }
    let t: T = both("a = 80\nb = \"http\"\n", r#"{"a": 80, "b": "http"}"#);
    assert_eq!(t.a, Port::Number(80));
    assert_eq!(t.b, Port::Name("http".into()));
}

#[test]
fn flatten_rename_skip_and_with_work_as_serde_defines_them() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Common {
        region: String,
    }
    fn upper<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
        String::deserialize(d).map(|s| s.to_uppercase())
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        #[serde(flatten)]
        common: Common,
        #[serde(rename = "instance_type")]
        size: String,
        #[serde(skip)]
        cache: Option<u8>,
        #[serde(deserialize_with = "upper")]
        env: String,
    }
    let t: T = both(
        "region = \"eu\"\ninstance_type = \"t3\"\nenv = \"prod\"\n",
        r#"{"region": "eu", "instance_type": "t3", "env": "prod"}"#,
    );
    assert_eq!(t.common.region, "eu");
    assert_eq!(t.size, "t3");
    assert_eq!(t.cache, None);
    assert_eq!(t.env, "PROD");
}

#[test]
fn attribute_objects_and_lists_decode_into_maps_structs_and_sequences() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Limits {
        cpu: u8,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        tags: BTreeMap<String, String>,
        limits: Limits,
        ports: Vec<u16>,
        pair: (String, bool),
    }
    let t: T = both(
        "tags = { env = \"prod\", \"team\" = \"a\" }\nlimits = { cpu = 2 }\nports = [80, 443]\npair = [\"x\", true]\n",
        r#"{"tags": {"env": "prod", "team": "a"}, "limits": {"cpu": 2}, "ports": [80, 443], "pair": ["x", true]}"#,
    );
    assert_eq!(t.tags["team"], "a");
    assert_eq!(t.limits.cpu, 2);
    assert_eq!(t.ports, [80, 443]);
    assert_eq!(t.pair, ("x".to_string(), true));
}

#[test]
fn spanned_values_carry_the_range_they_were_read_from() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        port: hcl2::Spanned<u16>,
        listener: hcl2::Spanned<Listener>,
    }
    let t: T = both(
        "port = 80\nlistener {\n  port = 1\n}\n",
        r#"{"port": 80, "listener": {"port": 1}}"#,
    );
    assert_eq!(*t.port, 80);
    let native: T = common::decode(
        "port = 80\nlistener {\n  port = 1\n}\n",
        hcl2::Syntax::Native,
    )
    .unwrap();
    assert_eq!(native.port.range().to_string(), "main.hcl:1,8-10");
    assert_eq!(native.listener.range().to_string(), "main.hcl:2,1-9");
    let json: T = common::decode(
        r#"{"port": 80, "listener": {"port": 1}}"#,
        hcl2::Syntax::Json,
    )
    .unwrap();
    assert_eq!(json.port.range().to_string(), "main.json:1,10-12");
}

#[test]
fn labels_can_be_spanned() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Named {
        #[serde(rename = "@name")]
        name: hcl2::Spanned<String>,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        thing: Named,
    }
    let t: T = common::decode("thing \"x\" {\n}\n", hcl2::Syntax::Native).unwrap();
    assert_eq!(t.thing.name.range().to_string(), "main.hcl:1,7-10");
}

#[test]
fn expressions_are_kept_for_later_evaluation_in_their_syntax() {
    #[derive(Deserialize, Debug)]
    struct T {
        name: hcl2::Expression,
    }
    let mut ctx = hcl2::EvalContext::new();
    ctx.set_variable("n", hcl2::Value::from(7));
    let native: T = common::decode("name = \"v${n}\"\n", hcl2::Syntax::Native).unwrap();
    assert_eq!(native.name.source(), "\"v${n}\"");
    assert_eq!(native.name.variables()[0].root_name(), Some("n"));
    assert_eq!(
        native.name.evaluate(Some(&ctx)).unwrap(),
        hcl2::Value::from("v7")
    );
    let err = native.name.evaluate(None).unwrap_err();
    assert_eq!(
        err.diagnostics().as_slice()[0].summary,
        "Variables not allowed"
    );

    let json: T = common::decode(r#"{"name": "v${n}"}"#, hcl2::Syntax::Json).unwrap();
    assert_eq!(
        json.name.evaluate(Some(&ctx)).unwrap(),
        hcl2::Value::from("v7")
    );
    assert_eq!(
        json.name.evaluate(None).unwrap(),
        hcl2::Value::from("v${n}")
    );
    assert_eq!(json.name.range().to_string(), "main.json:1,10-17");
}

#[test]
fn a_body_decodes_schema_less_into_json_values_with_blocks_nested_by_label() {
    let native: serde_json::Value = common::decode(
        "a = 1\nresource \"t\" \"n\" {\n  b = [true]\n}\n",
        hcl2::Syntax::Native,
    )
    .unwrap();
    let json: serde_json::Value = common::decode(
        r#"{"a": 1, "resource": {"t": {"n": {"b": [true]}}}}"#,
        hcl2::Syntax::Json,
    )
    .unwrap();
    assert_eq!(native, json);
    assert_eq!(
        native.to_string(),
        r#"{"a":1,"resource":{"t":{"n":{"b":[true]}}}}"#
    );
}

#[test]
fn a_body_decodes_into_an_hcl2_value() {
    let v: hcl2::Value = common::decode("a = 1\nb { c = \"x\" }\n", hcl2::Syntax::Native).unwrap();
    assert_eq!(
        v,
        hcl2::Value::object([
            ("a", hcl2::Value::from(1)),
            ("b", hcl2::Value::object([("c", hcl2::Value::from("x"))])),
        ])
    );
}

#[test]
fn variables_come_from_the_context_in_the_with_variants() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        name: String,
    }
    let mut ctx = hcl2::EvalContext::new();
    ctx.set_variable("env", hcl2::Value::from("prod"));
    let t: T = hcl2::from_str_with("name = \"web-${env}\"\n", &ctx).unwrap();
    assert_eq!(t.name, "web-prod");
}

#[test]
fn files_decode_in_the_syntax_their_name_implies() {
    let dir = std::env::temp_dir().join(format!("hcl2-decode-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("a.hcl"), "port = 1\n").unwrap();
    std::fs::write(dir.join("a.json"), r#"{"port": 1}"#).unwrap();
    let a: Listener = hcl2::from_file(dir.join("a.hcl")).unwrap();
    let b: Listener = hcl2::from_file(dir.join("a.json")).unwrap();
    assert_eq!(a, b);
    let missing = hcl2::from_file::<Listener>(dir.join("none.hcl")).unwrap_err();
    assert_eq!(
        missing.diagnostics().as_slice()[0].summary,
        "Failed to read file"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn merged_bodies_decode_like_one_file() {
    let a = hcl2::File::parse(b"name = \"web\"\n", "a.hcl", hcl2::Syntax::Native);
    let b = hcl2::File::parse(br#"{"port": 80}"#, "b.json", hcl2::Syntax::Json);
    let merged = hcl2::merge([&a, &b]);
    #[derive(Deserialize, Debug)]
    struct T {
        name: String,
        port: u16,
    }
    let t: T = hcl2::from_body(&merged, None).unwrap();
    assert_eq!((t.name.as_str(), t.port), ("web", 80));
}

#[test]
fn an_optional_expression_is_not_evaluated_so_it_may_use_variables() {
    #[derive(Deserialize, Debug)]
    struct T {
        count: Option<hcl2::Expression>,
        absent: Option<hcl2::Expression>,
        null: Option<u8>,
    }
    let t: T = common::decode("count = var.n + 1\nnull = null\n", hcl2::Syntax::Native).unwrap();
    assert_eq!(t.count.unwrap().source(), "var.n + 1");
    assert!(t.absent.is_none() && t.null.is_none());
}

#[derive(Deserialize, Debug)]
struct Phase1 {
    name: String,
    #[serde(rename = "@remain")]
    rest: hcl2::Remain,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Phase2 {
    size: u8,
    disk: Vec<Listener>,
}

#[test]
fn a_remain_field_keeps_what_no_field_took_to_decode_later_with_a_context() {
    let mut ctx = hcl2::EvalContext::new();
    ctx.set_variable("n", hcl2::Value::from(4));
    let native: Phase1 = common::decode(
        "name = \"a\"\nsize = n * 2\ndisk {\n  port = 1\n}\ndisk {\n  port = 2\n}\n",
        hcl2::Syntax::Native,
    )
    .unwrap();
    let json: Phase1 = common::decode(
        r#"{"name": "a", "size": "${n * 2}", "disk": [{"port": 1}, {"port": 2}]}"#,
        hcl2::Syntax::Json,
    )
    .unwrap();
    for p1 in [&native, &json] {
        assert_eq!(p1.name, "a");
        let p2: Phase2 = p1.rest.decode(Some(&ctx)).unwrap();
        assert_eq!(p2.size, 8);
        assert_eq!(p2.disk, vec![Listener { port: 1 }, Listener { port: 2 }]);
    }
    assert_eq!(native.rest.attribute_names().collect::<Vec<_>>(), ["size"]);
    assert_eq!(native.rest.blocks().len(), 2);
    assert_eq!(
        native.rest.blocks()[0].def_range().to_string(),
        "main.hcl:3,1-5"
    );
}

#[test]
fn a_remain_decode_reports_unknown_and_missing_items_with_ranges() {
    let p1: Phase1 = common::decode("name = \"a\"\nsize = 1\n", hcl2::Syntax::Native).unwrap();
    let err = p1.rest.decode::<Phase2>(None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "main.hcl:1,1-1: Missing required argument; The argument \"disk\" is required, but no definition was found."
    );
    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Strict {
        sise: u8,
    }
    let err = p1.rest.decode::<Strict>(None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "main.hcl:2,1-5: Unsupported argument; An argument named \"size\" is not expected here. Did you mean \"sise\"?"
    );
}

#[test]
fn a_remain_field_may_be_any_map_for_a_schema_less_view() {
    #[derive(Deserialize, Debug)]
    struct T {
        #[serde(rename = "@remain")]
        rest: BTreeMap<String, serde_json::Value>,
    }
    let t: T = common::decode("a = 1\nb { c = 2 }\n", hcl2::Syntax::Native).unwrap();
    assert_eq!(t.rest["a"], 1);
    assert_eq!(t.rest["b"]["c"], 2);
}

#[test]
fn internally_tagged_enums_read_their_tag_from_an_argument_of_the_block() {
    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(tag = "type", rename_all = "lowercase")]
    enum Auth {
        Basic { user: String },
        Token { token: String },
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        auth: Auth,
    }
    let t: T = both(
        "auth {\n  type = \"basic\"\n  user = \"u\"\n}\n",
        r#"{"auth": {"type": "basic", "user": "u"}}"#,
    );
    assert_eq!(t.auth, Auth::Basic { user: "u".into() });
    let _ = Auth::Token {
        token: String::new(),
    };
}

#[test]
fn an_unlabelled_block_names_its_variant_by_its_only_item() {
    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "lowercase")]
    enum Auth {
        Basic { user: String },
        Token(String),
        None,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        a: Auth,
        b: Auth,
    }
    let t: T = both(
        "a {\n  basic {\n    user = \"u\"\n  }\n}\nb {\n  token = \"t\"\n}\n",
        r#"{"a": {"basic": {"user": "u"}}, "b": {"token": "t"}}"#,
    );
    assert_eq!(t.a, Auth::Basic { user: "u".into() });
    assert_eq!(t.b, Auth::Token("t".into()));
    let _ = Auth::None;
}

#[test]
fn a_spanned_inside_a_value_evaluated_whole_takes_the_whole_expression_s_range() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        x: Vec<hcl2::Spanned<String>>,
        m: std::collections::BTreeMap<String, hcl2::Spanned<u16>>,
    }
    let native = "x = true ? [\"a\", \"b\"] : []\nm = true ? { p = 80 } : {}\n";
    let t: T = hcl2::from_str(native).unwrap();
    let x: Vec<_> =
        t.x.iter()
            .map(|s| (s.get_ref().as_str(), s.range().to_string()))
            .collect();
    assert_eq!(
        x,
        [
            ("a", "<input>:1,5-27".to_string()),
            ("b", "<input>:1,5-27".to_string())
        ]
    );
    assert_eq!(t.m["p"].range().to_string(), "<input>:2,5-27");
    assert_eq!(*t.m["p"].get_ref(), 80);
    let json = r#"{"x": "${true ? [\"a\", \"b\"] : []}", "m": "${true ? { p = 80 } : {}}"}"#;
    // JSON strings are templates only with a context (an empty one will do).
    let file = hcl2::File::parse(json.as_bytes(), "main.json", hcl2::Syntax::Json);
    let ctx = hcl2::EvalContext::new();
    let from_json: T = hcl2::from_body(&file.body(), Some(&ctx)).unwrap();
    assert_eq!(from_json, t);
}
