//! Evaluation of native expressions and templates against an [`EvalContext`].
//!
//! [`evaluate`] turns an expression's syntax tree into a value with the reference's
//! results and diagnostics; [`NativeExpression`] pairs a tree with its source file so it
//! can stand behind `hcl2-core`'s [`Expression`] trait. Each kind of expression has its
//! own module; this one only dispatches.
//!
//! Evaluation always yields a value: where there are errors it is a placeholder (the
//! dynamic unknown, or an unknown of the type the expression would have had) beside the
//! diagnostics, so that a caller can report every problem at once.
//!
//! # Deliberate differences from hcl 2.14.1
//!
//! The reference is hcl 2.14.1 with go-cty 1.12.1, except where later releases changed
//! evaluation and this crate follows them on purpose. Each entry says what, why, and
//! where it comes from:
//!
//! - `&&` and `||` short-circuit (PRs #713 and #719, merged after hcl 2.23.0), so that
//!   `x != null && x.a` works: a known `false` operand of `&&` (a known `true` of `||`)
//!   decides the result on either side and only that side's diagnostics are kept; an
//!   unknown operand beside the neutral value gives an unknown bool with the unknown
//!   side's diagnostics; two unknowns give an unknown with the left side's diagnostics
//!   unless the left side has errors; a null operand counts as `false` when deciding
//!   (`null && x` is `false`); conversion errors come before the operands' own
//!   diagnostics; the result, and its placeholder after operand errors, keeps both
//!   operands' marks.
//! - Every other binary operator follows the same rewrite (PR #713): conversion errors
//!   come before the operands' own diagnostics, and the result (also an unknown one,
//!   and the placeholder after operand errors) keeps both operands' marks.
//! - A conditional's result carries the marks of the condition and of both results,
//!   whichever is selected, also when the condition is unknown; an unknown condition
//!   with two null results gives null (hcl 2.18.1, 2.19.0 and 2.23.0, PRs #630, #633
//!   and #710), so that sensitive values cannot leak through a conditional. A template's
//!   `%{ if }` directive, which the reference desugars into a conditional, follows the
//!   same rule (see `hcl2_template::eval`).
//! - A `for` expression checks its `if` clause against unknown iteration values even
//!   when the collection is unknown, and its unknown results keep the marks of the
//!   collection, of `if` results and of keys (hcl 2.23.0, PR #710).
//! - Traversing an unknown value keeps its marks: an attribute or index step on an
//!   unknown or dynamic value gives an unknown marked as that value was; indexing an
//!   unknown object by a known key checks the attribute exists and gives its type
//!   (hcl 2.23.0, PR #699; this lives in `hcl2_value::Value::index` and `get_attr`).
//! - A splat keeps its source's marks on its result: on the empty tuple from a null
//!   source, on the unknown result of an unknown source, on the one-element tuple it
//!   wraps a non-sequence in, and on the placeholders after errors (hcl 2.21.0, PR #678,
//!   and later).
//! - A splat over a list or set whose per-element results differ in type (a nested
//!   splat over elements that are sometimes null) is the error "Invalid nested splat
//!   expressions"; hcl 2.14.1 crashes there (PR #724, merged after hcl 2.23.0).
//! - Function names may be namespaced (`provider::aws::arn_parse`) and are looked up by
//!   their full name; calling an unknown one says whether its namespace has any
//!   functions at all (hcl 2.20.0, PR #639).
//!
//! Not followed: go-cty's refined unknown values (hcl 2.17.0 and later), which this
//! value model does not have. Where the current reference decides something from a
//! refinement (a splat over an unknown that is known not to be null), this crate
//! decides as 2.14.1 does.

mod call;
mod chain;
mod collections;
mod conditional;
mod for_expr;
mod index;
mod logic;
mod operators;
mod splat;
mod template;
mod traversal;

pub use template::evaluate_template;

use hcl2_core::{Diagnostics, EvalContext, Expression, Range, SourceFile, Traversal};
use hcl2_value::Value;

use crate::analysis::{expr_variables, start_span};
use crate::ast::Expr;

/// Evaluates `expr` (parsed from `file`) in `ctx`; `None` is the "no context" mode.
pub fn evaluate(
    expr: &Expr,
    file: &SourceFile,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    eval(expr, file, ctx, None)
}

/// Evaluates `expr` with `item` standing for the element a splat is visiting, which is
/// what [`Expr::SplatItem`] evaluates to (the dynamic unknown when there is none). The
/// item reaches only the expressions a splat's traversal chain is built from: the source
/// of a traversal, the collection of an index, and the source of a nested splat.
/// Left-nested chains of those and of binary operators are walked by [`chain`].
fn eval(
    expr: &Expr,
    file: &SourceFile,
    ctx: Option<&EvalContext<'_>>,
    item: Option<&Value>,
) -> (Value, Diagnostics) {
    match expr {
        Expr::Literal(lit) => (lit.value.clone(), Diagnostics::new()),
        Expr::Template(t) => template::evaluate(t, file, ctx),
        Expr::ScopeTraversal(t) => traversal::scope(t, file, ctx),
        Expr::RelativeTraversal(t) => chain::evaluate(chain::Link::Relative(t), file, ctx, item),
        Expr::FunctionCall(c) => call::evaluate(c, file, ctx),
        Expr::Conditional(c) => conditional::evaluate(c, file, ctx),
        Expr::Binary(b) => chain::evaluate(chain::Link::Binary(b), file, ctx, item),
        Expr::Unary(u) => operators::unary(u, file, ctx),
        Expr::Tuple(t) => collections::tuple(t, file, ctx),
        Expr::Object(o) => collections::object(o, file, ctx),
        Expr::For(f) => for_expr::evaluate(f, file, ctx),
        Expr::Index(i) => chain::evaluate(chain::Link::Index(i), file, ctx, item),
        Expr::Splat(s) => chain::evaluate(chain::Link::Splat(s), file, ctx, item),
        Expr::SplatItem(_) => (
            item.cloned().unwrap_or_else(Value::dynamic),
            Diagnostics::new(),
        ),
        Expr::Parens(p) => eval(&p.expr, file, ctx, item),
    }
}

/// The range of `expr` (the reference's `Range()`).
fn range_of(expr: &Expr, file: &SourceFile) -> Range {
    file.range(expr.span())
}

/// The start range of `expr` (the reference's `StartRange()`).
fn start_range_of(expr: &Expr, file: &SourceFile) -> Range {
    file.range(start_span(expr, file))
}

/// A native expression with the file it came from: an [`Expression`] any consumer can
/// evaluate.
#[derive(Clone, Copy, Debug)]
pub struct NativeExpression<'a> {
    /// The syntax tree.
    pub expr: &'a Expr,
    /// The source it was parsed from (turns spans into ranges).
    pub file: &'a SourceFile,
}

impl Expression for NativeExpression<'_> {
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        evaluate(self.expr, self.file, ctx)
    }
    fn variables(&self) -> Vec<Traversal> {
        expr_variables(self.expr, self.file)
    }
    fn range(&self) -> Range {
        range_of(self.expr, self.file)
    }
    fn start_range(&self) -> Range {
        start_range_of(self.expr, self.file)
    }
}
