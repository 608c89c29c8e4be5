//! What a native body hands out is ready to use: attribute expressions evaluate, and
//! block bodies are bodies of their own.

use hcl2_core::{Body, BodySchema, Pos};
use hcl2_native::parse_config;
use hcl2_value::Value;

#[test]
fn attribute_expressions_from_content_evaluate() {
    let parsed = parse_config(b"a = \"x${1}\"\nb = true\n", "t.hcl", Pos::START);
    let body = parsed.body();
    let (content, diags) = body.content(&BodySchema::new().attribute("a", true));
    assert!(!diags.is_empty(), "b is unsupported");
    assert_eq!(
        content.attributes["a"].expr.value(None).0,
        Value::string("x1")
    );
    let (attrs, diags) = body.just_attributes();
    assert!(diags.is_empty());
    assert_eq!(attrs["b"].expr.value(None).0, Value::bool(true));
    assert_eq!(attrs["b"].expr.range().start.line, 2);
}

#[test]
fn block_bodies_take_their_own_schemas() {
    let src = b"outer \"o\" {\n  inner {\n    v = 2\n  }\n}\n";
    let parsed = parse_config(src, "t.hcl", Pos::START);
    let body = parsed.body();
    let (content, _) = body.content(&BodySchema::new().block("outer", ["name"]));
    let outer = &content.blocks[0];
    assert_eq!(outer.labels, ["o"]);
    let (inner, _) = outer
        .body
        .content(&BodySchema::new().block("inner", [] as [&str; 0]));
    let (attrs, diags) = inner.blocks[0].body.just_attributes();
    assert!(diags.is_empty());
    assert_eq!(attrs["v"].expr.value(None).0, Value::from(2));
}
