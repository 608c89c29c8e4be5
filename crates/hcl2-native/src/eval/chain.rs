//! Chains of left-nested expressions, evaluated without recursing down the chain.
//!
//! Binary operators are left-associative and postfix operators (traversal steps after
//! an expression, `[key]`, splats) apply to what is on their left, so `1 + 1 + … + 1`
//! and `x[a][b]…[z]` nest to the left as deep as they are long (each link counts towards
//! the parser's nesting limit). Such a chain is walked down to its first operand
//! iteratively and then applied link by link on the way back up; only the other
//! operands (right-hand sides, keys, a splat's steps) are evaluated recursively.

use crate::ast::Repr;
use hcl2_core::{Diagnostics, EvalContext};
use hcl2_value::Value;

use crate::ast::{BinaryExpr, Expr, IndexExpr, RelativeTraversalExpr, SplatExpr, Tree};

/// One link of a chain: a node and the operand on its left.
#[derive(Clone, Copy)]
pub(super) enum Link<'a> {
    Binary(&'a BinaryExpr),
    Index(&'a IndexExpr),
    Relative(&'a RelativeTraversalExpr),
    Splat(&'a SplatExpr),
}

impl<'a> Link<'a> {
    /// The link `expr` (of `file`) is, if it is one.
    pub(super) fn of(expr: &Expr, file: Tree<'a>) -> Option<Link<'a>> {
        match *expr {
            Expr(Repr::Binary(b, _)) => Some(Link::Binary(file.get(b))),
            Expr(Repr::Index(i, _)) => Some(Link::Index(file.get(i))),
            Expr(Repr::RelativeTraversal(t, _)) => Some(Link::Relative(file.get(t))),
            Expr(Repr::Splat(s, _)) => Some(Link::Splat(file.get(s))),
            _ => None,
        }
    }

    /// The operand on the left, evaluated before the link is applied.
    fn operand(self) -> &'a Expr {
        match self {
            Link::Binary(b) => &b.lhs,
            Link::Index(i) => &i.collection,
            Link::Relative(t) => &t.source,
            Link::Splat(s) => &s.source,
        }
    }

    /// Applies the link to its evaluated operand (and `operand_diags`).
    fn apply(
        self,
        operand: (Value, Diagnostics),
        file: Tree<'_>,
        ctx: Option<&EvalContext<'_>>,
    ) -> (Value, Diagnostics) {
        match self {
            Link::Binary(b) => super::operators::binary(b, operand, file, ctx),
            Link::Index(i) => super::index::evaluate(i, operand, file, ctx),
            Link::Relative(t) => super::traversal::relative(t, operand, file),
            Link::Splat(s) => super::splat::evaluate(s, operand, file, ctx),
        }
    }
}

/// Evaluates the chain that starts at `top`. A splat's element (`item`) reaches the
/// chain's first operand unless a binary operator sits in between (operators do not
/// pass it on).
pub(super) fn evaluate<'a>(
    top: Link<'a>,
    file: Tree<'a>,
    ctx: Option<&EvalContext<'_>>,
    item: Option<&Value>,
) -> (Value, Diagnostics) {
    let mut first = top.operand();
    let Some(mut next) = Link::of(first, file) else {
        // The common case: a single link.
        let item = if matches!(top, Link::Binary(_)) {
            None
        } else {
            item
        };
        let operand = super::eval(first, file, ctx, item);
        return top.apply(operand, file, ctx);
    };
    let mut links = vec![top];
    loop {
        links.push(next);
        first = next.operand();
        match Link::of(first, file) {
            Some(link) => next = link,
            None => break,
        }
    }
    let item = if links.iter().any(|l| matches!(l, Link::Binary(_))) {
        None
    } else {
        item
    };
    let mut result = super::eval(first, file, ctx, item);
    for link in links.into_iter().rev() {
        result = link.apply(result, file, ctx);
    }
    result
}
