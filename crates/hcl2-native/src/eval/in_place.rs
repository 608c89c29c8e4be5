//! Reading values in place: an expression that only looks a value up (a literal, or a
//! variable followed by attribute steps) evaluates to a value that is already stored,
//! in the syntax tree or in the context. Borrowing it spares the copy full evaluation
//! makes, and its later drop, wherever the caller only needs to look at the value.
//!
//! Only lookups that full evaluation would answer with that very value and no
//! diagnostics are taken in place: an attribute of a known object or map that has it
//! and carries no marks (evaluation would otherwise add the marks). Anything else is
//! declined (`None`) and the caller evaluates as usual.

use crate::ast::{number_text_value, Repr};
use std::borrow::Cow;

use hcl2_core::{EvalContext, Lookup, Span};
use hcl2_value::{Type, Value};

use crate::ast::{Expr, Step, TextKey, Tree};

/// The value `expr` (parsed into `file`) evaluates to, borrowed, when it is a plain
/// lookup.
pub(super) fn peek<'v>(
    expr: &Expr,
    file: Tree<'v>,
    ctx: Option<&'v EvalContext<'_>>,
) -> Option<&'v Value> {
    match *expr {
        Expr(Repr::Literal(lit, _)) => Some(&file.get(lit).value),
        // Nothing stored to borrow; evaluating it is as cheap as a copy.
        Expr(Repr::Constant(..)) | Expr(Repr::Number(_)) => None,
        Expr(Repr::Parens(p, _)) => peek(&file.get(p).expr, file, ctx),
        // The commonest lookup, read straight from the names.
        Expr(Repr::AttrPath(path)) => {
            let root = variable(path.root_span(), file, ctx)?;
            let Some([first, second]) = path.names(file.file.text()) else {
                let steps = path.steps();
                let (found, rest) = steps_in_place(root, &steps, file.file.text());
                return rest.is_empty().then_some(found);
            };
            let found = attr_in_place(root, first)?;
            if second.is_empty() {
                Some(found)
            } else {
                attr_in_place(found, second)
            }
        }
        Expr(Repr::Variable(_)) | Expr(Repr::ScopeTraversal(..)) => {
            let (root_span, steps) = expr.scope_traversal(file.nodes)?;
            let root = variable(root_span, file, ctx)?;
            let (found, rest) = steps_in_place(root, &steps, file.file.text());
            rest.is_empty().then_some(found)
        }
        _ => None,
    }
}

/// The value of the variable named at `root_span`, when the context defines it.
fn variable<'v>(
    root_span: Span,
    file: Tree<'v>,
    ctx: Option<&'v EvalContext<'_>>,
) -> Option<&'v Value> {
    let src = file.file.text();
    let name = src.get(root_span.start as usize..root_span.end as usize)?;
    match ctx?.variable(name) {
        Lookup::Found(root) => Some(root),
        _ => None,
    }
}

/// The value `expr` evaluates to without diagnostics when it is a plain lookup
/// (borrowed, as [`peek`]) or an inline constant (made on the spot, which is as cheap
/// as evaluating it): what an operator can take its operands from directly.
pub(super) fn operand<'v>(
    expr: &Expr,
    file: Tree<'v>,
    ctx: Option<&'v EvalContext<'_>>,
) -> Option<Cow<'v, Value>> {
    match *expr {
        Expr(Repr::Constant(constant, _)) => Some(Cow::Owned(constant.value())),
        Expr(Repr::Number(span)) => Some(Cow::Owned(number_text_value(file.slice(span)))),
        _ => peek(expr, file, ctx).map(Cow::Borrowed),
    }
}

/// The value a splat's per-element expression (parsed into `file`) gives for `item`,
/// borrowed, when it is the element itself or attribute steps from it taken in place.
pub(super) fn peek_item<'v>(expr: &Expr, file: Tree<'_>, item: &'v Value) -> Option<&'v Value> {
    match *expr {
        Expr(Repr::SplatItem(_)) => Some(item),
        Expr(Repr::RelativeTraversal(t, _)) => {
            let t = file.get(t);
            if !matches!(t.source, Expr(Repr::SplatItem(_))) {
                return None;
            }
            let (found, rest) = steps_in_place(item, &t.steps, file.text());
            rest.is_empty().then_some(found)
        }
        _ => None,
    }
}

/// Follows `steps` (parsed from `src`) from `start` as far as they can be taken in
/// place: the value reached and the steps left.
pub(super) fn steps_in_place<'v, 's>(
    start: &'v Value,
    steps: &'s [Step],
    src: &str,
) -> (&'v Value, &'s [Step]) {
    let mut current = start;
    for (i, step) in steps.iter().enumerate() {
        match step_in_place(current, step, src) {
            Some(next) => current = next,
            None => return (current, &steps[i..]),
        }
    }
    (current, &[])
}

/// One step taken in place: an attribute step, or an index step whose key is a plain
/// string, as [`attr_in_place`] takes it; an index step whose key is a small whole
/// number, as [`element_in_place`] takes it.
fn step_in_place<'v>(value: &'v Value, step: &Step, src: &str) -> Option<&'v Value> {
    match step {
        Step::Attr { .. } => attr_in_place(value, step.attr_name(src)?),
        Step::Index(index) => match index.text_key(src)? {
            TextKey::Name(name) => attr_in_place(value, name),
            TextKey::Position(at) => element_in_place(value, at),
        },
    }
}

/// The element at `at` of `value` taken in place: when `value` is a known, unmarked
/// list or tuple that has it (what `index` would copy out: the key, written as digits,
/// carries no marks).
fn element_in_place(value: &Value, at: usize) -> Option<&Value> {
    if value.is_marked() || !matches!(value.ty(), Type::List(_) | Type::Tuple(_)) {
        return None;
    }
    value.as_slice()?.get(at)
}

/// The attribute `name` of `value` taken in place: when `value` is a known, unmarked
/// object or map that has it (what `get_attr` would copy out).
fn attr_in_place<'v>(value: &'v Value, name: &str) -> Option<&'v Value> {
    if value.is_marked() || !matches!(value.ty(), Type::Object(_) | Type::Map(_)) {
        return None;
    }
    let attrs = value.as_map()?;
    if attrs.len() > SMALL {
        return attrs.get(name);
    }
    // Few attributes: a scan comparing lengths first beats the tree's ordered search.
    attrs.iter().find(|(k, _)| same(k, name)).map(|(_, v)| v)
}

/// Up to how many attributes a scan is used instead of the map's search.
const SMALL: usize = 8;

/// `a == b`, comparing short names byte by byte in line.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| x == y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_expression;
    use hcl2_core::Pos;

    fn peeked(src: &str, ctx: &EvalContext<'_>) -> Option<Value> {
        let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{src}");
        let found = peek(&parsed.value, parsed.tree(), Some(ctx)).cloned();
        if let Some(v) = &found {
            let (full, diags) = super::super::evaluate(&parsed.value, parsed.tree(), Some(ctx));
            assert!(diags.is_empty() && full == *v, "{src}: in place differs");
        }
        found
    }

    #[test]
    fn plain_lookups_are_read_in_place_as_evaluation_reads_them() {
        let mut ctx = EvalContext::new();
        let inner = Value::object([("b", Value::from(2))]);
        let map = Value::map([("k", Value::from("v"))]).unwrap();
        ctx.set_variable("a", Value::object([("inner", inner), ("m", map)]));
        assert_eq!(peeked("a.inner.b", &ctx), Some(Value::from(2)));
        assert_eq!(peeked("(a.m.k)", &ctx), Some(Value::from("v")));
        // An inline constant or a number kept as its text stores no value to borrow:
        // it is evaluated.
        assert_eq!(peeked("7", &ctx), None);
        assert_eq!(peeked("7.5", &ctx), None);
    }

    #[test]
    fn operands_are_lookups_or_inline_constants_valued_as_evaluation_values_them() {
        let mut ctx = EvalContext::new();
        ctx.set_variable("a", Value::object([("b", Value::from(2))]));
        for src in ["7", "true", "null", "a.b", "(a)"] {
            let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            let found = operand(&parsed.value, parsed.tree(), Some(&ctx));
            let (full, _) = super::super::evaluate(&parsed.value, parsed.tree(), Some(&ctx));
            assert_eq!(found.as_deref(), Some(&full), "{src}");
        }
        let parsed = parse_expression(b"a.b + 1", "t.hcl", Pos::START);
        assert!(operand(&parsed.value, parsed.tree(), Some(&ctx)).is_none());
    }

    #[test]
    fn lookups_that_would_fail_or_add_marks_are_declined() {
        let mut ctx = EvalContext::new();
        ctx.set_variable("a", Value::object([("b", Value::from(2))]).mark("secret"))
            .set_variable("t", Value::tuple([Value::from(1)]))
            .set_variable("u", Value::unknown(Type::object([("b", Type::Number)])));
        ctx.set_variable("s", Value::set([Value::from(1)]).unwrap())
            .set_variable("l", Value::unknown(Type::list(Type::Number)));
        for src in [
            "a.b",
            "a.c",
            "t.x",
            "u.b",
            "missing",
            "a.b + 1",
            r#"a["b"]"#,
            "t[1]",
            "t.1",
            r#"t["x"]"#,
            "s[0]",
            "l[0]",
            "t[0.0]",
            r#"u["b"]"#,
        ] {
            assert_eq!(peeked(src, &ctx), None, "{src}");
        }
    }

    #[test]
    fn constant_keys_written_as_text_are_read_in_place_as_evaluation_reads_them() {
        let mut ctx = EvalContext::new();
        let inner = Value::object([("b", Value::from(2))]);
        let map = Value::map([("k", Value::from("v"))]).unwrap();
        let list = Value::list([Value::from("x"), Value::from("y")]).unwrap();
        ctx.set_variable(
            "a",
            Value::object([("inner", inner), ("m", map), ("l", list)]),
        )
        .set_variable("t", Value::tuple([Value::from(1), Value::from("two")]));
        assert_eq!(peeked(r#"a["inner"]["b"]"#, &ctx), Some(Value::from(2)));
        assert_eq!(peeked(r#"a.m["k"]"#, &ctx), Some(Value::from("v")));
        assert_eq!(peeked(r#"a["l"][1]"#, &ctx), Some(Value::from("y")));
        assert_eq!(peeked("a.l.0", &ctx), Some(Value::from("x")));
        assert_eq!(peeked("t[1]", &ctx), Some(Value::from("two")));
        assert_eq!(peeked(r#"a["inner"].b"#, &ctx), Some(Value::from(2)));
    }
}
