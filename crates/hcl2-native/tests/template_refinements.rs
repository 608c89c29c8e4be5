//! Unknown template results are refined as hcl 2.17+ with go-cty 1.13+ refines them:
//! never null, and starting with the text known before the first unknown part (at most
//! 128 bytes of it, less a last character a following one could change).

use hcl2_core::{EvalContext, Expression, Pos};
use hcl2_native::{parse_expression, NativeExpression};
use hcl2_value::{Type, Value};

fn eval(src: &str) -> Value {
    let mut ctx = EvalContext::new();
    ctx.set_variable("id", Value::unknown(Type::String));
    ctx.set_variable("n", Value::unknown(Type::Number));
    let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
    assert!(parsed.diagnostics.is_empty(), "{src}");
    let (value, diags) = NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    }
    .value(Some(&ctx));
    assert!(diags.is_empty(), "{src}: {diags}");
    value
}

#[test]
fn an_unknown_template_starts_with_its_known_text() {
    let url = eval(r#""https://${id}/x""#);
    assert!(!url.is_known());
    assert!(url.definitely_not_null());
    assert_eq!(url.range().string_prefix(), "https://");
    assert_eq!(url.equals(&Value::from("http://a")), Value::from(false));
    // Text after the first unknown part is not part of the prefix.
    let mid = eval(r#""a-${n}-${"b"}""#);
    assert_eq!(mid.range().string_prefix(), "a-");
    // The last character could still combine with what follows: it is dropped.
    assert_eq!(eval(r#""abc${id}""#).range().string_prefix(), "ab");
}

#[test]
fn an_unknown_templates_prefix_is_at_most_128_bytes() {
    let long = "x".repeat(300);
    let v = eval(&format!("\"{long}${{id}}\""));
    let prefix = v.range().string_prefix().len();
    assert!(prefix < 128 && prefix > 100, "{prefix}");
}

#[test]
fn a_template_that_is_one_interpolation_is_the_value_itself() {
    let v = eval(r#""${id}""#);
    assert_eq!(v, Value::unknown(Type::String));
}
