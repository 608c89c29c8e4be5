//! Helpers shared by the integration tests: evaluating a native or JSON expression.

#![allow(dead_code)]

use hcl2_core::{Diagnostics, EvalContext, Expression, Pos};
use hcl2_json::JsonExpression;
use hcl2_native::{parse_expression, NativeExpression};
use hcl2_value::Value;

/// Evaluates native expression `src` (file `test.hcl`, from 1:1) in `ctx`.
pub fn eval(src: &str, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
    let parsed = parse_expression(src.as_bytes(), "test.hcl", Pos::START);
    assert!(
        !parsed.diagnostics.has_errors(),
        "{src}: {}",
        parsed.diagnostics
    );
    let expr = NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    };
    expr.value(ctx)
}

/// Evaluates JSON expression `src` (file `test.json`) in `ctx`.
pub fn eval_json(src: &str, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
    let parsed = hcl2_json::parse_expression(src.as_bytes(), "test.json");
    assert!(!parsed.diagnostics.has_errors(), "{src}");
    JsonExpression::new(parsed.value, &parsed.tree).value(ctx)
}

/// The value of `src`, which must evaluate without errors.
pub fn value(src: &str, ctx: &EvalContext<'_>) -> Value {
    let (v, diags) = eval(src, Some(ctx));
    assert!(!diags.has_errors(), "{src}: {diags}");
    v
}

/// The first error of evaluating `src`, as the reference's `Error()` renders it.
pub fn error(src: &str, ctx: Option<&EvalContext<'_>>) -> String {
    let (_, diags) = eval(src, ctx);
    diags
        .iter()
        .next()
        .unwrap_or_else(|| panic!("{src}: no error"))
        .to_string()
}

/// A value as the recorders render it: kind, elements, `unknown(type)`, `null(type)`
/// and marks in angle brackets.
pub fn render(v: &Value) -> String {
    if v.is_marked() {
        let (raw, marks) = v.clone().unmark();
        let names: Vec<&str> = marks.iter().map(|m| m.name()).collect();
        return format!("{}<{}>", render(&raw), names.join(","));
    }
    let ty = v.ty();
    if !v.is_known() {
        return format!("unknown({})", ty.friendly_name());
    }
    if v.is_null() {
        return format!("null({})", ty.friendly_name());
    }
    if let Some(s) = v.as_str() {
        return serde_json::to_string(s).unwrap_or_default();
    }
    if let Some(n) = v.as_number() {
        return n.to_string();
    }
    if let Some(b) = v.as_bool() {
        return b.to_string();
    }
    let kind = if ty.is_set() {
        "set"
    } else if ty.is_tuple() {
        "tuple"
    } else if ty.is_list() {
        "list"
    } else if ty.is_object() {
        "object"
    } else {
        "map"
    };
    if let Some(items) = v.as_slice() {
        let parts: Vec<String> = items.iter().map(render).collect();
        return format!("{kind}[{}]", parts.join(","));
    }
    let parts: Vec<String> = v
        .as_map()
        .into_iter()
        .flatten()
        .map(|(k, e)| format!("{k}={}", render(e)))
        .collect();
    format!("{kind}{{{}}}", parts.join(","))
}
