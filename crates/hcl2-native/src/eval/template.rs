//! Template expressions: quoted strings and heredocs, evaluated by `hcl2-template` with
//! this crate's expression evaluation plugged in.

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, SourceFile};
use hcl2_value::Value;

use crate::ast::TemplateExpr;

/// Evaluates a quoted string or heredoc.
pub(super) fn evaluate(
    t: &TemplateExpr,
    file: &SourceFile,
    _ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    if let Some(text) = t.template.as_literal() {
        return (Value::string(text), Diagnostics::new());
    }
    let diag = Diagnostic::error(
        "Unsupported expression",
        "Templates with interpolations cannot be evaluated yet.",
        Some(file.range(t.span)),
    );
    (Value::dynamic(), diag.into())
}
