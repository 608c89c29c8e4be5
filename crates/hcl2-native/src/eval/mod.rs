//! Evaluation of native expressions and templates against an [`EvalContext`].
//!
//! [`evaluate`] turns an expression's syntax tree into a value with the reference's
//! results and diagnostics; [`NativeExpression`] pairs a tree with its source file so it
//! can stand behind `hcl2-core`'s [`Expression`] trait.

mod template;

pub use template::evaluate_template;

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Expression, Range, SourceFile, Traversal};
use hcl2_value::Value;

use crate::analysis::{expr_variables, start_span};
use crate::ast::Expr;

/// Evaluates `expr` (parsed from `file`) in `ctx`; `None` is the "no context" mode.
pub fn evaluate(
    expr: &Expr,
    file: &SourceFile,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    match expr {
        Expr::Literal(lit) => (lit.value.clone(), Diagnostics::new()),
        Expr::Template(t) => template::evaluate(t, file, ctx),
        other => {
            let diag = Diagnostic::error(
                "Unsupported expression",
                "This kind of expression cannot be evaluated yet.",
                Some(file.range(other.span())),
            );
            (Value::dynamic(), diag.into())
        }
    }
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
        self.file.range(self.expr.span())
    }
    fn start_range(&self) -> Range {
        self.file.range(start_span(self.expr, self.file))
    }
}
