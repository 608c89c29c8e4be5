//! Evaluation of the toy language, enough to drive template evaluation as the native
//! syntax would: `true`, `false` and `null` are literals, other identifiers are
//! variables (with the reference's lookup errors), numbers are numbers, and quoted
//! templates are evaluated as templates.

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, SourceFile, Span, Traversal, Traverser};
use hcl2_template::Embedding;
use hcl2_value::{Number, Type, Value};

use super::Expr;

/// The toy seen through [`Embedding`].
pub struct ToyEval<'f> {
    pub file: &'f SourceFile,
}

impl Embedding for ToyEval<'_> {
    type Expr = Expr;

    fn file(&self) -> &SourceFile {
        self.file
    }

    fn evaluate(&self, expr: &Expr, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        match expr {
            Expr::Var(name, span) => match name.as_str() {
                "true" => (Value::bool(true), Diagnostics::new()),
                "false" => (Value::bool(false), Diagnostics::new()),
                "null" => (Value::null(Type::Dynamic), Diagnostics::new()),
                _ => Traversal(vec![Traverser::Root {
                    name: name.clone(),
                    range: self.file.range(*span),
                }])
                .apply_in(ctx),
            },
            Expr::Num(span) => match Number::parse(self.file.slice(*span)) {
                Ok(n) => (Value::number(n), Diagnostics::new()),
                Err(_) => (Value::dynamic(), Diagnostics::new()),
            },
            Expr::Str(t, span) => hcl2_template::evaluate(t, *span, self, ctx),
            Expr::Missing(span) => {
                let d = Diagnostic::error("Missing", "", Some(self.file.range(*span)));
                (Value::dynamic(), d.into())
            }
        }
    }

    fn span(&self, expr: &Expr) -> Span {
        expr.span()
    }
}
