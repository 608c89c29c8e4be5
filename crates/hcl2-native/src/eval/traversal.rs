//! Traversals: a variable looked up in the context followed by static steps
//! (`var.a[0]`), and static steps after any other expression (`f(x).a[0]`).

use hcl2_core::{lookup_root, Diagnostic, Diagnostics, EvalContext, Span};
use hcl2_value::Value;

use crate::ast::Tree;
use crate::ast::{RelativeTraversalExpr, Step};

/// `name.steps…` (the name at `root_span`): the variable from the nearest scope that
/// defines it, then its steps.
pub(super) fn scope(
    root_span: Span,
    steps: &[Step],
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let found = match lookup_root(ctx, file.slice(root_span), || file.range(root_span)) {
        Ok(value) => value,
        Err(diags) => return (Value::dynamic(), diags),
    };
    match apply_steps(found, steps, file) {
        Ok(value) => (value, Diagnostics::new()),
        Err(diags) => (Value::dynamic(), diags),
    }
}

/// `source.steps…`: the steps applied to what the source evaluated to (even a
/// placeholder after errors, which the steps pass through).
pub(super) fn relative(
    t: &RelativeTraversalExpr,
    (source, mut diags): (Value, Diagnostics),
    file: Tree<'_>,
) -> (Value, Diagnostics) {
    match apply_steps(&source, &t.steps, file) {
        Ok(value) => (value, diags),
        Err(step_diags) => {
            diags.extend(step_diags);
            (Value::dynamic(), diags)
        }
    }
}

/// Applies static steps in order, stopping at the first that fails with its diagnostic
/// (at the step's own range).
fn apply_steps(start: &Value, steps: &[Step], file: Tree<'_>) -> Result<Value, Diagnostics> {
    let (start, steps) = super::in_place::steps_in_place(start, steps, file.text());
    let Some((first, rest)) = steps.split_first() else {
        return Ok(start.clone());
    };
    let mut current = apply_step(start, first, file)?;
    for step in rest {
        current = apply_step(&current, step, file)?;
    }
    Ok(current)
}

fn apply_step(value: &Value, step: &Step, file: Tree<'_>) -> Result<Value, Diagnostics> {
    let result = match step {
        Step::Attr { name_span, .. } => value.get_attr(file.slice(*name_span)),
        Step::Index(index) => value.index(&index.key(file.text())),
    };
    result.map_err(|e| {
        Diagnostic::error(
            e.summary().unwrap_or_default(),
            e.message().to_owned(),
            Some(file.range(step.span())),
        )
        .into()
    })
}
