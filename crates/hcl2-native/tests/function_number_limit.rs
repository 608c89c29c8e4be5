//! A function call converts numbers to strings within the context's limit
//! (`EvalContext::max_number_len`), as templates and attribute conversions do: the
//! limit holds for the arguments' conversions to their parameters' types and for what
//! the function converts itself (issue 29: a limit the application can set).

use hcl2_core::{Diagnostics, EvalContext, Expression, Pos};
use hcl2_native::{parse_expression, NativeExpression};
use hcl2_value::Value;

fn eval(src: &str, max_number_len: usize) -> (Value, Diagnostics) {
    let mut ctx = EvalContext::new();
    ctx.set_max_number_len(max_number_len);
    for (name, function) in hcl2_stdlib::functions() {
        ctx.set_function(name, function);
    }
    let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
    assert!(parsed.diagnostics.is_empty(), "{src}");
    NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    }
    .value(Some(&ctx))
}

#[test]
fn a_function_converting_a_number_to_a_string_keeps_the_contexts_limit() {
    let (value, diags) = eval("tostring(1234)", 4);
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(value.as_str(), Some("1234"));
    let (value, diags) = eval("tostring(1234)", 3);
    assert!(!value.is_known());
    assert!(
        diags
            .to_string()
            .contains("4 characters, more than the limit of 3"),
        "{diags}"
    );
}

#[test]
fn an_argument_converted_to_a_string_parameter_keeps_the_contexts_limit() {
    let (value, diags) = eval(r#"join(",", [12345])"#, 5);
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(value.as_str(), Some("12345"));
    let (_, diags) = eval(r#"join(",", [12345])"#, 4);
    assert!(
        diags
            .to_string()
            .contains("5 characters, more than the limit of 4"),
        "{diags}"
    );
}
