//! Static analyses: reading an expression's syntax instead of evaluating it, as the
//! reference's root-package helpers (`ExprList`, `ExprMap`, `ExprCall`,
//! `AbsTraversalForExpr`, `RelTraversalForExpr`, `ExprAsKeyword`) see native
//! expressions.
//!
//! Parentheses are not transparent here: in the reference a parenthesized expression
//! offers none of these analyses, so `(a.b)` is not a traversal and `([1])` is not a
//! static list. Their error subjects still follow the reference: the list, map and call
//! errors point at the expression's [start](super::start_span) (which looks through the
//! parentheses), the traversal error at the whole expression.

use crate::ast::Repr;
use hcl2_core::{Diagnostic, Diagnostics, Range, Traversal, Traverser};

use super::start::start_span;
use crate::ast::{Elements, Expr, Items, ObjectKey, Step, Tree};

use hcl2_core::TRAVERSAL_DETAIL;

/// A function call read without evaluating it (the reference's `hcl.StaticCall`, plus
/// the `...` flag).
#[derive(Clone, Debug)]
pub struct StaticCall<'a> {
    /// The function name as written, namespaces included.
    pub name: &'a str,
    /// Where the name is.
    pub name_range: Range,
    /// The argument expressions, unevaluated.
    pub args: Elements<'a>,
    /// Whether the last argument was written with `...` (the reference's `StaticCall`
    /// does not carry this).
    pub expand_final: bool,
    /// From `(` to `)` inclusive.
    pub args_range: Range,
}

/// The elements of a tuple constructor, or the reference's "static list" error.
pub fn static_list<'a>(expr: &Expr, file: Tree<'a>) -> Result<Elements<'a>, Diagnostics> {
    match expr.tuple_view(file) {
        Some(tuple) => Ok(tuple.elems),
        None => Err(start_error(
            expr,
            file,
            "A static list expression is required.",
        )),
    }
}

/// The items of an object constructor, keys as written, or the reference's "static
/// map" error.
pub fn static_map<'a>(expr: &Expr, file: Tree<'a>) -> Result<Items<'a>, Diagnostics> {
    match expr.object_view(file) {
        Some(object) => Ok(object.items),
        None => Err(start_error(
            expr,
            file,
            "A static map expression is required.",
        )),
    }
}

/// A function call's name, arguments and ranges, or the reference's "static call"
/// error.
pub fn static_call<'a>(expr: &Expr, file: Tree<'a>) -> Result<StaticCall<'a>, Diagnostics> {
    match expr.call_view(file) {
        Some(c) => Ok(StaticCall {
            name: c.name,
            name_range: file.range(c.name_span),
            args: c.args,
            expand_final: c.expand_final,
            args_range: file.range(c.open_paren_span.to(c.close_paren_span)),
        }),
        None => Err(start_error(
            expr,
            file,
            "A static function call is required.",
        )),
    }
}

/// The expression as an absolute traversal (a variable with attribute and constant index
/// steps; `true`, `false` and `null` read as root names), or the reference's error.
pub fn abs_traversal(expr: &Expr, file: Tree<'_>) -> Result<Traversal, Diagnostics> {
    as_traversal(expr, file).ok_or_else(|| {
        Diagnostic::error(
            "Invalid expression",
            TRAVERSAL_DETAIL,
            Some(file.range(expr.span())),
        )
        .into()
    })
}

/// Like [`abs_traversal`], with the root name turned into a first attribute step.
pub fn rel_traversal(expr: &Expr, file: Tree<'_>) -> Result<Traversal, Diagnostics> {
    let mut traversal = abs_traversal(expr, file)?;
    if let Some(Traverser::Root { name, range }) = traversal.0.first_mut() {
        let (name, range) = (std::mem::take(name), range.clone());
        traversal.0[0] = Traverser::Attr { name, range };
    }
    Ok(traversal)
}

/// The single name the expression (parsed from `file`) consists of, if it is one (the
/// reference's `ExprAsKeyword`; `true`, `false` and `null` count as names).
pub fn keyword<'a>(expr: &Expr, file: Tree<'a>) -> Option<&'a str> {
    if let Some((root_span, steps)) = expr.scope_traversal(file.nodes) {
        return steps.is_empty().then(|| file.file.slice(root_span));
    }
    expr.literal(file)
        .and_then(|(value, _)| literal_root_name(&value))
}

/// The keyword an object constructor key reads as (none when it was parenthesized).
pub fn key_keyword<'a>(key: &ObjectKey, file: Tree<'a>) -> Option<&'a str> {
    if key.parenthesized {
        None
    } else {
        keyword(&key.expr, file)
    }
}

/// An object constructor key as an absolute traversal: as [`abs_traversal`], except that
/// a parenthesized key never is one.
pub fn key_abs_traversal(key: &ObjectKey, file: Tree<'_>) -> Result<Traversal, Diagnostics> {
    if key.parenthesized {
        // Report the same error a non-traversal gets.
        return Err(Diagnostic::error(
            "Invalid expression",
            TRAVERSAL_DETAIL,
            Some(file.range(key.expr.span())),
        )
        .into());
    }
    abs_traversal(&key.expr, file)
}

/// Whether the variables analysis reads an object key as an expression: everything but
/// a bare name (the reference takes `a = 1` as the literal key `"a"`, but `a.b = 1` and
/// `(a) = 1` as references).
pub(super) fn key_is_expression(key: &ObjectKey, file: Tree<'_>) -> bool {
    key.parenthesized || !is_keyword(&key.expr, file)
}

/// Whether [`keyword`] finds a name in the expression.
fn is_keyword(expr: &Expr, file: Tree<'_>) -> bool {
    if let Some((_, steps)) = expr.scope_traversal(file.nodes) {
        return steps.is_empty();
    }
    expr.literal(file)
        .is_some_and(|(value, _)| literal_root_name(&value).is_some())
}

/// The static traversal an expression is, if any.
fn as_traversal(expr: &Expr, file: Tree<'_>) -> Option<Traversal> {
    match expr {
        Expr(Repr::Deferred(span, skip_newlines)) => {
            let (root, nodes) = crate::parser::deferred::expand(file.file, *span, *skip_newlines);
            as_traversal(&root, Tree::new(file.file, &nodes))
        }
        Expr(Repr::Variable(_)) | Expr(Repr::AttrPath(_)) | Expr(Repr::ScopeTraversal(..)) => {
            let (root_span, steps) = expr.scope_traversal(file.nodes)?;
            let root = Traverser::Root {
                name: file.slice(root_span).to_string(),
                range: file.range(root_span),
            };
            let mut found = vec![root];
            found.extend(steps.iter().map(|s| step(s, file)));
            Some(Traversal(found))
        }
        Expr(Repr::Constant(..)) | Expr(Repr::Number(_)) | Expr(Repr::Literal(..)) => {
            let (value, span) = expr.literal(file)?;
            literal_root_name(&value).map(|name| {
                Traversal(vec![Traverser::Root {
                    name: name.to_owned(),
                    range: file.range(span),
                }])
            })
        }
        Expr(Repr::RelativeTraversal(r, _)) => {
            let r = file.get(*r);
            let mut traversal = as_traversal(&r.source, file)?;
            traversal.0.extend(r.steps.iter().map(|s| step(s, file)));
            Some(traversal)
        }
        _ => None,
    }
}

/// One AST step as a traversal step.
pub(super) fn step(s: &Step, file: Tree<'_>) -> Traverser {
    match s {
        Step::Attr { name_span, .. } => Traverser::Attr {
            name: file.slice(*name_span).to_string(),
            range: file.range(s.span()),
        },
        Step::Index(index) => Traverser::Index {
            key: index.key(file.text()).into_owned(),
            range: file.range(index.span()),
        },
    }
}

/// The keyword a literal was written as, for the literals that are keywords: any null
/// (the parser only makes nulls from `null`), `true` and `false`.
fn literal_root_name(value: &hcl2_value::Value) -> Option<&'static str> {
    if value.is_null() {
        return Some("null");
    }
    match value.as_bool() {
        Some(true) => Some("true"),
        Some(false) => Some("false"),
        None => None,
    }
}

/// The "Invalid expression" error the list, map and call analyses give, at the start of
/// the expression.
fn start_error(expr: &Expr, file: Tree<'_>, detail: &str) -> Diagnostics {
    Diagnostic::error(
        "Invalid expression",
        detail,
        Some(file.range(start_span(expr, file))),
    )
    .into()
}

#[cfg(test)]
mod tests {
    use super::super::test_ast::*;
    use super::*;
    use crate::ast::BinaryOp;

    const LIST: &str = "[Invalid expression | A static list expression is required. | ";
    const MAP: &str = "[Invalid expression | A static map expression is required. | ";
    const CALL: &str = "[Invalid expression | A static function call is required. | ";

    fn traversal_error(range: &str) -> String {
        format!("[Invalid expression | {TRAVERSAL_DETAIL} | {range}]")
    }

    fn abs(src: &str, e: &Expr) -> Result<String, String> {
        abs_traversal(e, file(src).tree())
            .map(|t| show_traversal(&t))
            .map_err(|d| show_diags(&d))
    }

    fn rel_(src: &str, e: &Expr) -> Result<String, String> {
        rel_traversal(e, file(src).tree())
            .map(|t| show_traversal(&t))
            .map_err(|d| show_diags(&d))
    }

    fn list_err(src: &str, e: &Expr) -> String {
        show_diags(&static_list(e, file(src).tree()).unwrap_err())
    }

    fn map_err(src: &str, e: &Expr) -> String {
        show_diags(&static_map(e, file(src).tree()).unwrap_err())
    }

    fn call_err(src: &str, e: &Expr) -> String {
        show_diags(&static_call(e, file(src).tree()).unwrap_err())
    }

    #[test]
    fn a_scope_traversal_is_an_absolute_and_a_relative_traversal() {
        let src = "a.b[0].c";
        let e = trav("a", 0, vec![attr("b", 1), index(0, 3, 6), attr("c", 6)]);
        assert_eq!(
            abs(src, &e).unwrap(),
            "Root(a)@1:1(0)-1:2(1) Attr(b)@1:2(1)-1:4(3) Index(0)@1:4(3)-1:7(6) Attr(c)@1:7(6)-1:9(8)"
        );
        assert_eq!(
            rel_(src, &e).unwrap(),
            "Attr(a)@1:1(0)-1:2(1) Attr(b)@1:2(1)-1:4(3) Index(0)@1:4(3)-1:7(6) Attr(c)@1:7(6)-1:9(8)"
        );
        assert_eq!(keyword(&e, file(src).tree()), None);
        assert_eq!(keyword(&var("a", 0), file(src).tree()), Some("a"));

        let src = "a[\"k\"]";
        let e = trav("a", 0, vec![index("k", 1, 6)]);
        assert_eq!(
            abs(src, &e).unwrap(),
            "Root(a)@1:1(0)-1:2(1) Index(\"k\")@1:2(1)-1:7(6)"
        );
    }

    #[test]
    fn true_false_and_null_read_as_root_names() {
        assert_eq!(
            abs("true", &lit(true, 0, 4)).unwrap(),
            "Root(true)@1:1(0)-1:5(4)"
        );
        assert_eq!(
            rel_("true", &lit(true, 0, 4)).unwrap(),
            "Attr(true)@1:1(0)-1:5(4)"
        );
        assert_eq!(
            abs("false", &lit(false, 0, 5)).unwrap(),
            "Root(false)@1:1(0)-1:6(5)"
        );
        assert_eq!(abs("null", &null(0)).unwrap(), "Root(null)@1:1(0)-1:5(4)");
        assert_eq!(keyword(&lit(true, 0, 4), file("true").tree()), Some("true"));
        assert_eq!(keyword(&null(0), file("null").tree()), Some("null"));
        assert_eq!(keyword(&lit(1, 0, 1), file("1").tree()), None);
        assert_eq!(
            abs("1", &lit(1, 0, 1)).unwrap_err(),
            traversal_error("1:1(0)-1:2(1)")
        );
    }

    #[test]
    fn steps_after_a_keyword_literal_extend_its_traversal() {
        let e = rel(lit(true, 0, 4), vec![attr("a", 4)]);
        assert_eq!(
            abs("true.a", &e).unwrap(),
            "Root(true)@1:1(0)-1:5(4) Attr(a)@1:5(4)-1:7(6)"
        );
        assert_eq!(keyword(&e, file("true.a").tree()), None);
        let e = rel(null(0), vec![index(0, 4, 7)]);
        assert_eq!(
            rel_("null[0]", &e).unwrap(),
            "Attr(null)@1:1(0)-1:5(4) Index(0)@1:5(4)-1:8(7)"
        );
    }

    #[test]
    fn parentheses_hide_a_traversal_and_the_error_covers_them() {
        let e = parens(trav("a", 1, vec![attr("b", 2)]), 0, 5);
        assert_eq!(
            abs("(a.b)", &e).unwrap_err(),
            traversal_error("1:1(0)-1:6(5)")
        );
        assert_eq!(
            keyword(&parens(var("a", 1), 0, 3), file("(a)").tree()),
            None
        );
        // ...and so do steps taken from a parenthesized or computed source.
        let e = rel(parens(var("a", 1), 0, 3), vec![attr("b", 3)]);
        assert_eq!(
            abs("(a).b", &e).unwrap_err(),
            traversal_error("1:1(0)-1:6(5)")
        );
        let e = rel(
            call("f", 0, vec![var("a", 2)], false, 3),
            vec![attr("b", 4)],
        );
        assert_eq!(
            rel_("f(a).b", &e).unwrap_err(),
            traversal_error("1:1(0)-1:7(6)")
        );
    }

    #[test]
    fn a_tuple_constructor_is_a_static_list() {
        let src = "[a, b.c]";
        let e = tuple(vec![var("a", 1), trav("b", 4, vec![attr("c", 5)])], 0, 8);
        let f = file(src);
        let elems = static_list(&e, f.tree()).unwrap();
        let ranges: Vec<_> = elems
            .iter()
            .map(|e| show_range(&f.range(e.span())))
            .collect();
        assert_eq!(ranges, ["1:2(1)-1:3(2)", "1:5(4)-1:8(7)"]);
        assert!(static_list(&tuple(vec![], 0, 2), file("[]").tree())
            .unwrap()
            .is_empty());
        // Not a map, call or traversal; map and call errors point at the `[`.
        assert_eq!(map_err(src, &e), format!("{MAP}1:1(0)-1:2(1)]"));
        assert_eq!(call_err(src, &e), format!("{CALL}1:1(0)-1:2(1)]"));
        assert_eq!(abs(src, &e).unwrap_err(), traversal_error("1:1(0)-1:9(8)"));
    }

    #[test]
    fn a_parenthesized_tuple_is_not_a_static_list_and_the_error_looks_inside() {
        let e = parens(tuple(vec![lit(1, 2, 3)], 1, 4), 0, 5);
        assert_eq!(list_err("([1])", &e), format!("{LIST}1:2(1)-1:3(2)]"));
        let e = parens(object(vec![(key(var("a", 2)), lit(1, 6, 7))], 1, 8), 0, 9);
        assert_eq!(map_err("({a = 1})", &e), format!("{MAP}1:2(1)-1:3(2)]"));
        let e = parens(call("f", 1, vec![var("a", 3)], false, 4), 0, 6);
        assert_eq!(call_err("(f(a))", &e), format!("{CALL}1:2(1)-1:4(3)]"));
    }

    #[test]
    fn an_object_constructor_is_a_static_map_with_keys_as_written() {
        let (src, e) = (MIXED_KEYS, mixed_keys_object());
        let f = file(src);
        let items = static_map(&e, f.tree()).unwrap();
        let keys: Vec<_> = items
            .iter()
            .map(|i| {
                let t = key_abs_traversal(&i.key, f.tree())
                    .map(|t| show_traversal(&t))
                    .map_err(|d| show_diags(&d));
                (
                    show_range(&f.range(i.key.expr.span())),
                    show_range(&f.range(i.value.span())),
                    key_keyword(&i.key, f.tree()),
                    t,
                )
            })
            .collect();
        let err = |r: &str| Err(traversal_error(r));
        assert_eq!(
            keys,
            [
                (
                    "1:2(1)-1:3(2)".into(),
                    "1:6(5)-1:7(6)".into(),
                    Some("a"),
                    Ok("Root(a)@1:2(1)-1:3(2)".into())
                ),
                (
                    "1:9(8)-1:12(11)".into(),
                    "1:15(14)-1:16(15)".into(),
                    None,
                    Ok("Root(b)@1:9(8)-1:10(9) Attr(c)@1:10(9)-1:12(11)".into())
                ),
                (
                    "1:18(17)-1:21(20)".into(),
                    "1:24(23)-1:25(24)".into(),
                    None,
                    err("1:18(17)-1:21(20)")
                ),
                (
                    "1:27(26)-1:30(29)".into(),
                    "1:33(32)-1:34(33)".into(),
                    None,
                    err("1:27(26)-1:30(29)")
                ),
                (
                    "1:36(35)-1:40(39)".into(),
                    "1:43(42)-1:44(43)".into(),
                    Some("true"),
                    Ok("Root(true)@1:36(35)-1:40(39)".into())
                ),
                (
                    "1:46(45)-1:51(50)".into(),
                    "1:54(53)-1:55(54)".into(),
                    None,
                    err("1:46(45)-1:51(50)")
                ),
            ]
        );
        assert!(static_map(&object(vec![], 0, 2), file("{}").tree())
            .unwrap()
            .is_empty());
        assert_eq!(list_err(src, &e), format!("{LIST}1:1(0)-1:2(1)]"));
    }

    #[test]
    fn a_parenthesized_bare_key_is_never_a_keyword_or_traversal() {
        // As a parser that drops the parentheses node would build `{(a) = 1}`.
        let k = pkey(var("a", 2));
        assert_eq!(key_keyword(&k, file("{(a) = 1}").tree()), None);
        assert_eq!(
            show_diags(&key_abs_traversal(&k, file("{(a) = 1}").tree()).unwrap_err()),
            traversal_error("1:3(2)-1:4(3)")
        );
    }

    #[test]
    fn a_function_call_is_a_static_call_with_name_and_argument_ranges() {
        let src = "f(a, b...)";
        let e = call("f", 0, vec![var("a", 2), var("b", 5)], true, 9);
        let f = file(src);
        let c = static_call(&e, f.tree()).unwrap();
        assert_eq!(c.name, "f");
        assert_eq!(show_range(&c.name_range), "1:1(0)-1:2(1)");
        assert_eq!(show_range(&c.args_range), "1:2(1)-1:11(10)");
        assert_eq!(c.args.len(), 2);
        assert!(c.expand_final);
        // The list error names the function and its `(`.
        assert_eq!(list_err(src, &e), format!("{LIST}1:1(0)-1:3(2)]"));

        let e = call("f", 0, vec![], false, 2);
        let f = file("f()");
        let c = static_call(&e, f.tree()).unwrap();
        assert_eq!(show_range(&c.args_range), "1:2(1)-1:4(3)");
        assert!(c.args.is_empty() && !c.expand_final);
    }

    #[test]
    fn errors_for_operators_point_at_the_first_operand_or_the_operator() {
        let e = binary(BinaryOp::Add, var("a", 0), var("b", 4), 2);
        assert_eq!(call_err("a + b", &e), format!("{CALL}1:1(0)-1:2(1)]"));
        let e = parens(binary(BinaryOp::Add, var("a", 1), var("b", 5), 3), 0, 7);
        assert_eq!(list_err("(a + b)", &e), format!("{LIST}1:2(1)-1:3(2)]"));
        let e = unary(crate::ast::UnaryOp::Not, var("a", 1), 0);
        assert_eq!(map_err("!a", &e), format!("{MAP}1:1(0)-1:2(1)]"));
        let e = conditional(var("x", 0), var("y", 4), var("z", 8));
        assert_eq!(list_err("x ? y : z", &e), format!("{LIST}1:1(0)-1:2(1)]"));
    }

    #[test]
    fn errors_for_splats_and_index_expressions_point_at_the_bracket() {
        let (m1, m2) = (sp(1, 4), sp(10, 12));
        let lhs = splat(var("a", 0), m1, rel(splat_item(m1), vec![attr("b", 4)]));
        let rhs = splat(var("c", 9), m2, rel(splat_item(m2), vec![attr("d", 12)]));
        let e = binary(BinaryOp::Add, lhs, rhs, 7);
        assert_eq!(
            list_err("a[*].b + c.*.d", &e),
            format!("{LIST}1:2(1)-1:5(4)]")
        );
        let sum = binary(BinaryOp::Add, lit(1, 2, 3), lit(1, 6, 7), 4);
        let e = index_expr(var("a", 0), sum, 1, 7);
        assert_eq!(map_err("a[1 + 1]", &e), format!("{MAP}1:2(1)-1:3(2)]"));
        assert_eq!(
            abs("a[1 + 1]", &e).unwrap_err(),
            traversal_error("1:1(0)-1:9(8)")
        );
    }
}
