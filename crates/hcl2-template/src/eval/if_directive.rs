//! `%{ if cond }…%{ else }…%{ endif }`: the reference's conditional expression whose two
//! results are the branch templates (an omitted `else` is the empty string).

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Span};
use hcl2_value::{convert, Type, Value};

use super::concat::{concat, Joined};
use super::{body_span, Embedding};
use crate::ast::{IfDirective, Part};

/// Evaluates an `if` directive to a string.
///
/// The condition must convert to a bool; a null or non-bool condition is an error and
/// gives an unknown string, and then neither branch's errors are reported (as in the
/// reference, which drops both). An unknown condition gives an unknown string too.
/// Otherwise the chosen branch's value and errors are the result. Whenever the
/// condition is not null and of a usable type, the result carries the marks of the
/// condition and of both branches, chosen or not (current reference; see "Deliberate
/// differences" in [`super`]).
pub(crate) fn evaluate<M: Embedding>(
    d: &IfDirective<M::Expr>,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let (then, then_diags) = branch(&d.then.parts, Span::empty(d.if_span.end), embedding, ctx);
    let (otherwise, otherwise_diags) = match &d.otherwise {
        Some(t) => branch(&t.parts, Span::empty(d.endif_span.start), embedding, ctx),
        None => (Value::string(""), Diagnostics::new()),
    };
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
    let (cond, cond_marks) = cond.unmark();
    let (then, then_marks) = then.unmark();
    let (otherwise, otherwise_marks) = otherwise.unmark();
    let marks = cond_marks.union(&then_marks).union(&otherwise_marks);
    if !cond.is_known() {
        return (unknown.with_marks(&marks), diags);
    }
    let Some(chosen) = convert(&cond, &Type::Bool).ok().and_then(|c| c.as_bool()) else {
        diags.push(error(
            "Incorrect condition type",
            "The condition expression must be of type bool.",
        ));
        return (unknown, diags);
    };
    let (value, branch_diags) = if chosen {
        (then, then_diags)
    } else {
        (otherwise, otherwise_diags)
    };
    diags.extend(branch_diags);
    (value.with_marks(&marks), diags)
}

/// One branch's string, with its own parts (or, when it has none, `empty`) as the
/// context of its errors.
fn branch<M: Embedding>(
    parts: &[Part<M::Expr>],
    empty: Span,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let context = body_span(parts, empty, embedding);
    concat(parts.iter().map(Joined::Part), context, embedding, ctx)
}
