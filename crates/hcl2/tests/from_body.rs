//! `from_body` on bodies the decoder has no text for (a parsed file's body, a merge):
//! `Expression` and `Remain` fields keep what each expression says of its source.

use hcl2::{EvalContext, Expression, Remain, Syntax, Value};
use serde::Deserialize;

#[derive(Deserialize, Debug)]
struct Phase1 {
    name: Expression,
    #[serde(rename = "@remain")]
    rest: Remain,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Phase2 {
    size: u32,
    disk: Vec<Disk>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Disk {
    gb: u16,
}

fn ctx() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    ctx.set_variable("n", Value::from(4));
    ctx
}

const NATIVE: &str = "name = \"web-${n}\"\nsize = n * 2\ndisk {\n  gb = 10\n}\n";
const JSON: &str = r#"{"name": "web-${n}", "size": "${n * 2}", "disk": [{"gb": 10}]}"#;

fn phase1(text: &str, file: &str, syntax: Syntax) -> Phase1 {
    let parsed = hcl2::File::parse(text.as_bytes(), file, syntax);
    hcl2::from_body(&parsed.body(), None).unwrap()
}

#[test]
fn a_native_body_keeps_expressions_as_written() {
    let p1 = phase1(NATIVE, "main.tf", Syntax::Native);
    let from_text: Phase1 = hcl2::from_str(NATIVE).unwrap();
    assert_eq!(p1.name.source(), "\"web-${n}\"");
    assert_eq!(p1.name.range().to_string(), "main.tf:1,8-18");
    assert_eq!(p1.name.source(), from_text.name.source());
    assert_eq!(
        p1.name.evaluate(Some(&ctx())).unwrap(),
        Value::from("web-4")
    );
    let p2: Phase2 = p1.rest.decode(Some(&ctx())).unwrap();
    assert_eq!(p2, from_text.rest.decode::<Phase2>(Some(&ctx())).unwrap());
    assert_eq!(p2.size, 8);
}

#[test]
fn a_json_body_keeps_expressions_exactly_with_compact_source() {
    let p1 = phase1(JSON, "main.tf.json", Syntax::Json);
    assert_eq!(p1.name.source(), "\"web-${n}\"");
    assert_eq!(p1.name.syntax(), Syntax::Json);
    assert_eq!(p1.name.range().to_string(), "main.tf.json:1,10-20");
    assert_eq!(
        p1.name.evaluate(Some(&ctx())).unwrap(),
        Value::from("web-4")
    );
    // Without a context a JSON string is its own text.
    assert_eq!(p1.name.evaluate(None).unwrap(), Value::from("web-${n}"));
    assert_eq!(p1.name.variables()[0].root_name(), Some("n"));
    let p2: Phase2 = p1.rest.decode(Some(&ctx())).unwrap();
    assert_eq!(
        p2,
        Phase2 {
            size: 8,
            disk: vec![Disk { gb: 10 }]
        }
    );
}

#[test]
fn a_json_expression_from_a_body_places_its_errors_as_from_text() {
    let text = "{\n  \"name\": \"a${ nope }\",\n  \"size\": 1, \"disk\": []\n}";
    let from_body = phase1(text, "main.json", Syntax::Json);
    let from_text: Phase1 = {
        let parsed = hcl2::File::parse(text.as_bytes(), "main.json", Syntax::Json);
        parsed.decode(None).unwrap()
    };
    let errors = |p: &Phase1| {
        let err = p.name.evaluate(Some(&EvalContext::new())).unwrap_err();
        err.diagnostics().as_slice()[0].to_string()
    };
    assert_eq!(errors(&from_body), errors(&from_text));
    assert!(errors(&from_body).starts_with("main.json:2,16-20: Unknown variable"));
}

#[test]
fn a_merged_body_keeps_expressions_of_each_file() {
    let a = hcl2::File::parse(b"name = upper(\"x\")\n", "a.tf", Syntax::Native);
    let b = hcl2::File::parse(
        br#"{"size": "${n + 1}", "disk": [{"gb": 3}]}"#,
        "b.tf.json",
        Syntax::Json,
    );
    let merged = hcl2::merge([&a, &b]);
    let p1: Phase1 = hcl2::from_body(&merged, None).unwrap();
    assert_eq!(p1.name.source(), "upper(\"x\")");
    assert_eq!(p1.name.range().to_string(), "a.tf:1,8-18");
    // Without a schema a JSON property is an argument; a later decode reads it as blocks.
    assert_eq!(
        p1.rest.attribute_names().collect::<Vec<_>>(),
        ["size", "disk"]
    );
    assert_eq!(
        p1.rest.attributes()[0].expr().range().to_string(),
        "b.tf.json:1,10-20"
    );
    let p2: Phase2 = p1.rest.decode(Some(&ctx())).unwrap();
    assert_eq!(
        p2,
        Phase2 {
            size: 5,
            disk: vec![Disk { gb: 3 }]
        }
    );
}

#[test]
fn an_expression_field_of_a_remain_decodes_again_from_it() {
    #[derive(Deserialize, Debug)]
    struct Later {
        size: Expression,
    }
    for (text, file, syntax) in [
        (NATIVE, "m.tf", Syntax::Native),
        (JSON, "m.json", Syntax::Json),
    ] {
        let p1 = phase1(text, file, syntax);
        #[derive(Deserialize, Debug)]
        struct Loose {
            size: Expression,
            #[serde(rename = "@remain")]
            _rest: Remain,
        }
        let later: Loose = p1.rest.decode(None).unwrap();
        let size = Later { size: later.size };
        assert_eq!(
            size.size.evaluate(Some(&ctx())).unwrap(),
            Value::from(8),
            "{file}"
        );
    }
}
