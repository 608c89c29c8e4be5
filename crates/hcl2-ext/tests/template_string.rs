//! `templatestring` through both syntaxes, on the example of Terraform's documentation
//! (a template read from elsewhere, here an object's attribute as a data source gives
//! it).

mod common;

use std::collections::BTreeMap;

use common::{eval, eval_json};
use hcl2_core::EvalContext;
use hcl2_ext::template_string::templatestring;
use hcl2_value::Value;

fn ctx() -> EvalContext<'static> {
    let mut ctx = EvalContext::empty();
    ctx.set_function("templatestring", templatestring(BTreeMap::new));
    let body = Value::object([("body".to_string(), Value::from("Hello, ${name}!"))]);
    let object = Value::object([("example".to_string(), body)]);
    let data = Value::object([("aws_s3_object".to_string(), object)]);
    ctx.set_variable("data", data);
    ctx.set_variable(
        "var",
        Value::object([("name".to_string(), Value::from("Alex"))]),
    );
    ctx
}

#[test]
fn the_documented_example_renders_in_native_syntax() {
    let (v, diags) = eval(
        "templatestring(data.aws_s3_object.example.body, { name = var.name })",
        Some(&ctx()),
    );
    assert!(!diags.has_errors(), "{diags}");
    assert_eq!(v, Value::from("Hello, Alex!"));
}

#[test]
fn json_templates_call_it_with_the_same_argument_rule() {
    let ctx = ctx();
    let (v, diags) = eval_json(
        r#""${templatestring(data.aws_s3_object.example.body, { name = var.name })}""#,
        Some(&ctx),
    );
    assert!(!diags.has_errors(), "{diags}");
    assert_eq!(v, Value::from("Hello, Alex!"));
    let (_, diags) = eval_json(r#""${templatestring(\"Hello\", {})}""#, Some(&ctx));
    assert!(
        diags
            .to_string()
            .contains("does not support providing a literal template"),
        "{diags}"
    );
}
