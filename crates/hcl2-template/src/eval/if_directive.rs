//! `%{ if cond }…%{ else }…%{ endif }`: the reference's conditional expression whose two
//! results are the branch templates (an omitted `else` is the empty string).

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Span};
use hcl2_value::{convert, Type, Value};

use super::{body_span, concat::concat, Embedding};
use crate::ast::IfDirective;

/// Evaluates an `if` directive to a string.
///
/// The condition must convert to a bool; a null, unknown or non-bool condition gives an
/// unknown string, and then neither branch's errors are reported (as in the reference,
/// which drops both). Otherwise the chosen branch's value and errors are the result;
/// the condition's own marks are not carried over (the reference drops them too).
pub(crate) fn evaluate<M: Embedding>(
    d: &IfDirective<M::Expr>,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let (cond, mut diags) = embedding.evaluate(&d.cond, ctx);
    let error = |summary: &str, detail: &str| {
        let file = embedding.file();
        Diagnostic::error(summary, detail, Some(file.range(embedding.span(&d.cond))))
            .with_context(file.range(d.span))
    };
    let unknown = Value::unknown(Type::String);
    if cond.is_null() {
        diags.push(error(
            "Null condition",
            "The condition value is null. Conditions must either be true or false.",
        ));
        return (unknown, diags);
    }
    if !cond.is_known() {
        return (unknown, diags);
    }
    let Ok(cond) = convert(&cond, &Type::Bool) else {
        diags.push(error(
            "Incorrect condition type",
            "The condition expression must be of type bool.",
        ));
        return (unknown, diags);
    };
    let (cond, _) = cond.unmark_deep();
    let (value, branch_diags) = if cond.as_bool() == Some(true) {
        let empty = Span::empty(d.if_span.end);
        let span = body_span(&d.then.parts, empty, embedding);
        concat(&d.then.parts, span, embedding, ctx)
    } else {
        match &d.otherwise {
            Some(t) => {
                let empty = Span::empty(d.endif_span.start);
                let span = body_span(&t.parts, empty, embedding);
                concat(&t.parts, span, embedding, ctx)
            }
            None => (Value::string(""), Diagnostics::new()),
        }
    };
    diags.extend(branch_diags);
    (value, diags)
}
