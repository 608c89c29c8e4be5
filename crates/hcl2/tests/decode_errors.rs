//! Each decode error with its exact range and the reference's wording. The expected
//! texts were printed by the reference's `gohcl.DecodeBody` on the same inputs (with the
//! equivalent Go struct), except where a Rust type has no Go counterpart (serde's own
//! messages after "Unsuitable value: ").

mod common;

use common::error;
use hcl2::Syntax::{Json, Native};
use serde::Deserialize;

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct Listener {
    port: i64,
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct Named {
    #[serde(rename = "@name")]
    name: String,
    port: Option<i64>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Cfg {
    name: String,
    port: Option<u16>,
    listener: Option<Listener>,
    #[serde(default)]
    named: Vec<Named>,
}

#[test]
fn a_missing_field_is_a_missing_required_argument_where_it_would_go() {
    assert_eq!(
        error::<Cfg>("port = 1\n", Native),
        "main.hcl:1,1-1: Missing required argument; The argument \"name\" is required, but no definition was found."
    );
    assert_eq!(
        error::<Cfg>("{\"port\": 1}", Json),
        "main.json:1,11-12: Missing required argument; The argument \"name\" is required, but no definition was found."
    );
    assert_eq!(
        error::<Cfg>("name = \"a\"\nlistener {\n}\n", Native),
        "main.hcl:2,10-10: Missing required argument; The argument \"port\" is required, but no definition was found."
    );
}

#[test]
fn an_unknown_field_is_an_unsupported_argument_with_a_suggestion_among_unused_fields() {
    assert_eq!(
        error::<Cfg>("name = \"a\"\nnmae = 1\n", Native),
        "main.hcl:2,1-5: Unsupported argument; An argument named \"nmae\" is not expected here."
    );
    assert_eq!(
        error::<Cfg>("name = \"a\"\nprot = 1\n", Native),
        "main.hcl:2,1-5: Unsupported argument; An argument named \"prot\" is not expected here. Did you mean \"port\"?"
    );
    assert_eq!(
        error::<Cfg>("name = \"a\"\nlistenr {\n}\n", Native),
        "main.hcl:2,1-8: Unsupported block type; Blocks of type \"listenr\" are not expected here. Did you mean \"listener\"?"
    );
    assert_eq!(
        error::<Cfg>("{\"name\": \"a\", \"nmae\": 1}", Json),
        "main.json:1,15-21: Extraneous JSON object property; No argument or block type is named \"nmae\"."
    );
}

#[test]
fn a_value_that_does_not_fit_is_unsuitable_at_the_expression() {
    assert_eq!(
        error::<Cfg>("name = \"a\"\nport = 70000\n", Native),
        "main.hcl:2,8-13: Unsuitable value type; Unsuitable value: number 70000 is out of range for u16"
    );
    let err = common::decode::<Cfg>("name = \"a\"\nport = \"x\"\n", Native).unwrap_err();
    let d = &err.diagnostics().as_slice()[0];
    assert_eq!(d.subject.as_ref().unwrap().to_string(), "main.hcl:2,9-10");
    assert_eq!(d.context.as_ref().unwrap().to_string(), "main.hcl:2,8-11");
    assert_eq!(
        d.detail,
        "Unsuitable value: invalid type: string \"x\", expected u16"
    );
    assert_eq!(
        error::<Cfg>("{\"name\": \"a\", \"port\": 70000}", Json),
        "main.json:1,23-28: Unsuitable value type; Unsuitable value: number 70000 is out of range for u16"
    );
}

#[test]
fn a_second_block_where_one_is_allowed_is_a_duplicate() {
    assert_eq!(
        error::<Cfg>(
            "name = \"a\"\nlistener {\n  port = 1\n}\nlistener {\n  port = 2\n}\n",
            Native
        ),
        "main.hcl:5,1-9: Duplicate listener block; Only one listener block is allowed. Another was defined at main.hcl:2,1-9."
    );
}

#[test]
fn label_counts_that_differ_from_the_label_fields_are_errors_on_the_label_or_brace() {
    let err = common::decode::<Cfg>("name = \"a\"\nnamed \"x\" \"y\" {\n}\n", Native).unwrap_err();
    let d = &err.diagnostics().as_slice()[0];
    assert_eq!(
        d.to_string(),
        "main.hcl:2,11-14: Extraneous label for named; Only 1 labels (name) are expected for named blocks."
    );
    assert_eq!(d.context.as_ref().unwrap().to_string(), "main.hcl:2,1-16");
    let err = common::decode::<Cfg>("name = \"a\"\nnamed {\n}\n", Native).unwrap_err();
    let d = &err.diagnostics().as_slice()[0];
    assert_eq!(
        d.to_string(),
        "main.hcl:2,7-8: Missing name for named; All named blocks must have 1 labels (name)."
    );
    assert_eq!(d.context.as_ref().unwrap().to_string(), "main.hcl:2,1-8");
}

#[test]
fn a_block_where_a_value_is_wanted_suggests_the_equals_sign() {
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct T {
        port: u16,
    }
    assert_eq!(
        error::<T>("port {\n}\n", Native),
        "main.hcl:1,1-5: Unsupported block type; Blocks of type \"port\" are not expected here. Did you mean to define argument \"port\"? If so, use the equals sign to assign it a value."
    );
}

#[test]
fn variables_and_functions_are_not_allowed_without_a_context() {
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct T {
        a: String,
    }
    let err = common::decode::<T>("a = var.x\n", Native).unwrap_err();
    assert_eq!(
        err.diagnostics().as_slice()[0].summary,
        "Variables not allowed"
    );
    let err = common::decode::<T>("a = upper(\"x\")\n", Native).unwrap_err();
    assert_eq!(
        err.diagnostics().as_slice()[0].summary,
        "Function calls not allowed"
    );
    let json: T = common::decode(r#"{"a": "${var.x}"}"#, hcl2::Syntax::Json).unwrap();
    assert_eq!(json.a, "${var.x}");
}

#[test]
fn every_error_is_reported_and_listed_one_per_line() {
    let err = common::decode::<Cfg>(r#"{"name": "a", "name": "b", "port": 1, "port": 2}"#, Json)
        .unwrap_err();
    assert!(err.diagnostics().len() >= 2, "{err}");
    assert_eq!(err.to_string().lines().count(), err.diagnostics().len());
}

#[test]
fn errors_render_with_the_snippet_and_a_label_and_work_with_miette() {
    let err = common::decode::<Cfg>("name = \"a\"\nport = 70000\n", Native).unwrap_err();
    let out = err.render();
    assert!(out.contains("main.hcl:2:8"), "{out}");
    assert!(out.contains("port = 70000"), "{out}");
    assert!(
        out.contains("Unsuitable value: number 70000 is out of range for u16"),
        "{out}"
    );
    let report = miette::Report::new(err);
    assert!(format!("{report:?}").contains("port = 70000"));
    let _: &dyn std::error::Error = report.as_ref();
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct StrictListener {
    port: i64,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct StrictNamed {
    #[serde(rename = "@name")]
    name: String,
    port: Option<i64>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct StrictCfg {
    name: String,
    listener: Option<StrictListener>,
    #[serde(default)]
    named: Vec<StrictNamed>,
}

#[test]
fn json_blocks_fail_with_the_reference_s_json_wording_and_ranges() {
    assert_eq!(
        error::<StrictCfg>(r#"{"name": "a", "listener": [{"port": 1}, {"port": 2}]}"#, Json),
        "main.json:1,27-28: Duplicate listener block; Only one listener block is allowed. Another was defined at main.json:1,27-28."
    );
    assert_eq!(
        error::<StrictCfg>(r#"{"name": "a", "listener": {}}"#, Json),
        "main.json:1,28-29: Missing required argument; The argument \"port\" is required, but no definition was found."
    );
    assert_eq!(
        error::<StrictCfg>(r#"{"name": "a", "named": {"x": {"prt": 1}}}"#, Json),
        "main.json:1,31-36: Extraneous JSON object property; No argument or block type is named \"prt\". Did you mean \"port\"?"
    );
    assert_eq!(
        error::<StrictCfg>("name = \"a\"\nnamed \"x\" {\n  prt = 1\n}\n", Native),
        "main.hcl:3,3-6: Unsupported argument; An argument named \"prt\" is not expected here. Did you mean \"port\"?"
    );
    assert_eq!(
        error::<StrictCfg>(r#"{"name": "a", "listener": 5}"#, Json),
        "main.json:1,27-28: Incorrect JSON value type; Either a JSON object or a JSON array is required, representing the contents of one or more \"listener\" blocks."
    );
    let err = common::decode::<StrictCfg>(r#"{"name": "a", "named": {"x": {"port": "q"}}}"#, Json)
        .unwrap_err();
    let d = &err.diagnostics().as_slice()[0];
    assert_eq!(d.subject.as_ref().unwrap().to_string(), "main.json:1,39-42");
    assert_eq!(d.summary, "Unsuitable value type");
}

#[test]
fn an_argument_set_in_two_merged_native_files_is_a_duplicate_at_the_second() {
    let a = hcl2::File::parse(b"name = \"web\"\n", "a.hcl", Native);
    let b = hcl2::File::parse(b"port = 80\nname = \"db\"\n", "b.hcl", Native);
    let merged = hcl2::merge([&a, &b]);
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct T {
        name: String,
        port: u16,
    }
    let err = hcl2::from_body::<T>(&merged, None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "b.hcl:2,1-5: Duplicate argument; Argument \"name\" was already set at a.hcl:1,1-5"
    );
}
