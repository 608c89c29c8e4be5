//! Static analyses of JSON expressions: reading a value's shape instead of evaluating
//! it, as the reference's `ExprList`, `ExprMap`, `ExprCall`, `AbsTraversalForExpr`,
//! `RelTraversalForExpr` and `ExprAsKeyword` see JSON expressions.
//!
//! - A static list is an array: its elements, as expressions.
//! - A static map is an object: each property as a pair of expressions, the name read as
//!   a string expression (a template in full expression mode).
//! - A static call, traversal or keyword is a string whose content parses as a native
//!   expression (a function call) or absolute traversal. As in the reference, that
//!   content is positioned from the string's opening quote, not from its first character.
//! - [`variables`] are those of every string's template.
//!
//! Anything else is the reference's "Invalid expression" error: at the start of the
//! value for lists, maps and calls, over the whole value for traversals.

use hcl2_core::{Diagnostic, Diagnostics, Expression, Range, Traversal, Traverser};
use hcl2_native::analysis::static_call as native_static_call;
use hcl2_native::ast::Expr;
use hcl2_native::{NativeExpression, Parsed};

use crate::ast;
use crate::expression::{JsonExpression, Node};
use crate::template;

use hcl2_core::TRAVERSAL_DETAIL;

/// A function call written in a JSON string, read without evaluating it: the native
/// expression the string holds, with the call's parts.
#[derive(Debug)]
pub struct JsonStaticCall {
    parsed: Parsed<Expr>,
    /// The arguments, in `parsed` (read once: a call of plain arguments keeps them as
    /// its text).
    args: Vec<Expr>,
    name: String,
    name_range: Range,
    args_range: Range,
    expand_final: bool,
}

impl JsonStaticCall {
    /// The function name as written, namespaces included.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Where the name is.
    pub fn name_range(&self) -> &Range {
        &self.name_range
    }

    /// The argument expressions (native syntax), unevaluated.
    pub fn args(&self) -> Vec<NativeExpression<'_>> {
        let file = self.parsed.tree();
        self.args
            .iter()
            .map(|expr| NativeExpression { expr, file })
            .collect()
    }

    /// From `(` to `)` inclusive.
    pub fn args_range(&self) -> &Range {
        &self.args_range
    }

    /// Whether the last argument was written with `...` (the reference's `StaticCall`
    /// does not carry this).
    pub fn expand_final(&self) -> bool {
        self.expand_final
    }
}

/// The elements of an array, or the reference's "static list" error.
pub fn static_list<'a>(expr: &JsonExpression<'a>) -> Result<Vec<JsonExpression<'a>>, Diagnostics> {
    match expr.node {
        Node::Value(ast::Value::Array(a)) => Ok(a
            .elements(expr.tree)
            .map(|e| expr.sibling(Node::Value(e)))
            .collect()),
        _ => Err(start_error(expr, "A static list expression is required.")),
    }
}

/// The properties of an object as (name, value) expression pairs in source order,
/// duplicates included, or the reference's "static map" error.
#[allow(clippy::type_complexity)]
pub fn static_map<'a>(
    expr: &JsonExpression<'a>,
) -> Result<Vec<(JsonExpression<'a>, JsonExpression<'a>)>, Diagnostics> {
    match expr.node {
        Node::Value(ast::Value::Object(o)) => Ok(o
            .properties(expr.tree)
            .map(|p| {
                (
                    expr.sibling(Node::Name(p.name)),
                    expr.sibling(Node::Value(p.value)),
                )
            })
            .collect()),
        _ => Err(start_error(expr, "A static map expression is required.")),
    }
}

/// The function call a string holds, or the reference's "static call" error.
pub fn static_call(expr: &JsonExpression<'_>) -> Result<JsonStaticCall, Diagnostics> {
    let call = expr
        .node
        .string()
        .and_then(|s| {
            template::expression(
                &expr.text(s),
                expr.tree.pos(s.extent.start),
                expr.tree.name(),
            )
        })
        .and_then(|parsed| {
            let call = native_static_call(&parsed.value, parsed.tree()).ok()?;
            let (args, name, name_range, args_range, expand_final) = (
                call.args.iter().collect(),
                call.name.to_owned(),
                call.name_range,
                call.args_range,
                call.expand_final,
            );
            Some(JsonStaticCall {
                parsed,
                args,
                name,
                name_range,
                args_range,
                expand_final,
            })
        });
    call.ok_or_else(|| start_error(expr, "A static function call is required."))
}

/// The absolute traversal a string holds (`"var.a[0]"`), or the reference's error.
pub fn abs_traversal(expr: &JsonExpression<'_>) -> Result<Traversal, Diagnostics> {
    expr.node
        .string()
        .and_then(|s| {
            template::traversal(
                &expr.text(s),
                expr.tree.pos(s.extent.start),
                expr.tree.name(),
            )
        })
        .ok_or_else(|| {
            Diagnostic::error("Invalid expression", TRAVERSAL_DETAIL, Some(expr.range())).into()
        })
}

/// Like [`abs_traversal`], with the root name turned into a first attribute step.
pub fn rel_traversal(expr: &JsonExpression<'_>) -> Result<Traversal, Diagnostics> {
    let mut traversal = abs_traversal(expr)?;
    if let Some(Traverser::Root { name, range }) = traversal.0.first_mut() {
        let (name, range) = (std::mem::take(name), range.clone());
        traversal.0[0] = Traverser::Attr { name, range };
    }
    Ok(traversal)
}

/// The single name a string holds (`"count"`), if it holds one and nothing more.
pub fn keyword(expr: &JsonExpression<'_>) -> Option<String> {
    match abs_traversal(expr).ok()?.0.as_slice() {
        [Traverser::Root { name, .. }] => Some(name.clone()),
        _ => None,
    }
}

/// The root-scope variables the expression refers to, in source order.
pub fn variables(expr: &JsonExpression<'_>) -> Vec<Traversal> {
    expr.variables()
}

/// The "Invalid expression" error the list, map and call analyses give, at the start of
/// the expression.
fn start_error(expr: &JsonExpression<'_>, detail: &str) -> Diagnostics {
    Diagnostic::error("Invalid expression", detail, Some(expr.start_range())).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_expression;
    use hcl2_core::EvalContext;
    use hcl2_value::Value;

    fn with_expr<R>(src: &str, f: impl FnOnce(&JsonExpression<'_>) -> R) -> R {
        let parsed = parse_expression(src.as_bytes(), "t.json");
        f(&JsonExpression::new(parsed.value, &parsed.tree))
    }

    #[test]
    fn a_static_calls_arguments_are_native_expressions() {
        with_expr(r#""upper(name, [1]...)""#, |e| {
            let call = static_call(e).expect("a call");
            assert_eq!(call.name(), "upper");
            assert!(call.expand_final());
            let args = call.args();
            assert_eq!(args.len(), 2);
            let mut ctx = EvalContext::new();
            ctx.set_variable("name", Value::string("x"));
            assert_eq!(args[0].value(Some(&ctx)).0, Value::string("x"));
            // Positioned from the opening quote, as the reference does: `[1]` is the
            // 13th to 15th characters of the content, but the 14th to 16th of the line.
            assert_eq!(args[1].range().to_string(), "t.json:1,13-16");
        });
    }

    /// As the native syntax (and the reference since hcl 2.20.0), a function name may
    /// be namespaced; hcl 2.14.1 cannot parse `ns::f()` at all.
    #[test]
    fn a_static_call_may_name_a_namespaced_function() {
        with_expr(r#""provider::aws::arn(a)""#, |e| {
            assert_eq!(static_call(e).expect("a call").name(), "provider::aws::arn");
        });
    }

    #[test]
    fn keywords_are_single_names_only() {
        with_expr(r#""count""#, |e| {
            assert_eq!(keyword(e).as_deref(), Some("count"))
        });
        with_expr(r#""a.b""#, |e| assert_eq!(keyword(e), None));
        with_expr("true", |e| assert_eq!(keyword(e), None));
    }

    #[test]
    fn static_maps_keep_duplicate_names_in_order() {
        with_expr(r#"{"a": 1, "b": 2, "a": 3}"#, |e| {
            let names: Vec<Value> = static_map(e)
                .expect("a map")
                .iter()
                .map(|(k, _)| k.value(None).0)
                .collect();
            assert_eq!(names, ["a", "b", "a"].map(Value::string));
        });
    }

    #[test]
    fn relative_traversals_start_with_an_attribute() {
        with_expr(r#""a.b""#, |e| {
            let t = rel_traversal(e).expect("a traversal");
            assert!(t.is_relative());
            assert!(matches!(&t.0[0], Traverser::Attr { name, .. } if name == "a"));
            assert_eq!(variables(e).len(), 0);
        });
    }
}
