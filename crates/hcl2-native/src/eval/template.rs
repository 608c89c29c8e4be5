//! Template expressions: quoted strings and heredocs (and standalone templates),
//! evaluated by `hcl2-template` with this crate's expression evaluation plugged in.

use hcl2_core::{Diagnostics, EvalContext, SourceFile, Span};
use hcl2_template::{Embedding, Template};
use hcl2_value::Value;

use crate::ast::{plain_template, Expr, TemplateExpr, Tree};

/// Native expressions as the template evaluator sees them.
struct Native<'f> {
    file: Tree<'f>,
}

impl Embedding for Native<'_> {
    type Expr = Expr;

    fn file(&self) -> &SourceFile {
        self.file.file
    }

    fn evaluate(&self, expr: &Expr, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        super::evaluate(expr, self.file, ctx)
    }

    fn span(&self, expr: &Expr) -> Span {
        expr.span()
    }

    fn peek<'v>(&'v self, expr: &'v Expr, ctx: Option<&'v EvalContext<'_>>) -> Option<&'v Value> {
        super::in_place::peek(expr, self.file, ctx)
    }
}

/// Evaluates a quoted string or heredoc.
pub(super) fn evaluate(
    t: &TemplateExpr,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    if let Some(text) = t.template.as_literal() {
        return (Value::string(text), Diagnostics::new());
    }
    hcl2_template::evaluate(&t.template, t.span, &Native { file }, ctx)
}

/// Evaluates the plain template (see [`plain_template`]) of `form` at `span`: from its
/// parts read straight from the text when it is flat (no strip marker or flush), else
/// from the template rebuilt.
pub(super) fn evaluate_plain(
    form: plain_template::Form,
    span: Span,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    if form.flat {
        let parts = plain_template::flat_parts(file.file.text(), form.kind, span);
        hcl2_template::evaluate_flat(parts, span, &Native { file }, ctx)
    } else {
        evaluate(&plain_template::read(form, span, file.file), file, ctx)
    }
}

/// Evaluates a standalone template (as [`parse_template`](crate::parse_template) returns
/// it, parsed from `file`).
pub fn evaluate_template(
    template: &Template<Expr>,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    hcl2_template::evaluate(template, template.span, &Native { file }, ctx)
}
