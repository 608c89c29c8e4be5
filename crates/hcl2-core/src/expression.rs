//! The `Expression` trait: what every syntax's expressions offer once parsed.

use std::fmt;

use hcl2_value::Value;

use crate::diagnostic::Diagnostics;
use crate::eval_context::EvalContext;
use crate::pos::Range;
use crate::traversal::Traversal;

/// An expression of any syntax, ready to evaluate.
///
/// Evaluation always returns a value: when there are errors it is a placeholder
/// (usually an unknown of the type the expression would have had) beside the
/// diagnostics, so callers can keep going and report everything at once.
pub trait Expression: fmt::Debug {
    /// Evaluates the expression; `None` is the "no context" mode, in which variables
    /// and function calls are errors.
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics);
    /// The absolute traversals (variable references) the expression makes, in source
    /// order, excluding names it binds itself.
    fn variables(&self) -> Vec<Traversal>;
    /// The whole expression's source range.
    fn range(&self) -> Range;
    /// A short range at the start of the expression, for messages about all of it.
    fn start_range(&self) -> Range;
}
