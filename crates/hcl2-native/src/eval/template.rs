//! Template expressions: quoted strings and heredocs (and standalone templates),
//! evaluated by `hcl2-template` with this crate's expression evaluation plugged in.

use hcl2_core::{Diagnostics, EvalContext, SourceFile, Span};
use hcl2_template::{Embedding, FlatPart, Template};
use hcl2_value::{Type, Value};

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
        match joined_in_place(parts.clone(), span, file, ctx) {
            InPlace::Joined(value) => (value, Diagnostics::new()),
            InPlace::Lone(expr) => super::evaluate(&expr, file, ctx),
            InPlace::Declined => hcl2_template::evaluate_flat(parts, span, &Native { file }, ctx),
        }
    } else {
        evaluate(&plain_template::read(form, span, file.file), file, ctx)
    }
}

/// What [`joined_in_place`] makes of a flat plain template.
enum InPlace {
    /// Its value: its text, every interpolation a known, unmarked string read in place
    /// (no diagnostics).
    Joined(Value),
    /// It is one interpolation and nothing else: its value is the expression's.
    Lone(Expr),
    /// An interpolation is not such a string: the template evaluator decides.
    Declined,
}

/// The flat plain template of `parts` (at `span`) joined straight from the text and
/// the values read in place, the commonest case: as the template evaluator joins it,
/// without its per-part bookkeeping (diagnostics, marks, unknowns).
fn joined_in_place(
    mut parts: plain_template::FlatParts<'_>,
    span: Span,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> InPlace {
    JOINED.with_borrow_mut(|text| {
        text.clear();
        text.reserve(span.len() as usize);
        let mut first = true;
        while let Some(part) = parts.next() {
            let piece = match part {
                FlatPart::Text(piece) => piece,
                FlatPart::Interpolation(expr) if first && parts.is_done() => {
                    return InPlace::Lone(expr);
                }
                FlatPart::Interpolation(expr) => match in_place_string(&expr, file, ctx) {
                    Some(piece) => piece,
                    None => return InPlace::Declined,
                },
                // A kind of part this evaluation does not know (the enum may grow).
                _ => return InPlace::Declined,
            };
            text.push_str(piece);
            first = false;
        }
        let value = Value::string(text.as_str());
        if text.capacity() > MAX_KEPT_JOIN_BYTES {
            *text = String::new();
        }
        InPlace::Joined(value)
    })
}

/// The most bytes the join buffer keeps between evaluations (a longer join frees it).
const MAX_KEPT_JOIN_BYTES: usize = 1 << 16;

thread_local! {
    /// The buffer [`joined_in_place`] joins into before the text becomes a value (which
    /// copies it): reused, so that joining allocates nothing of its own. Nothing
    /// evaluated while joining (values read in place) joins again.
    static JOINED: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// The string `expr` reads in place (see [`super::in_place::peek`]), when it is a
/// known, unmarked string.
fn in_place_string<'v>(
    expr: &Expr,
    file: Tree<'v>,
    ctx: Option<&'v EvalContext<'_>>,
) -> Option<&'v str> {
    super::in_place::peek(expr, file, ctx)
        .filter(|v| !v.is_marked() && v.ty() == &Type::String)
        .and_then(Value::as_str)
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

#[cfg(test)]
mod tests {
    use hcl2_core::{EvalContext, Pos};
    use hcl2_value::Value;

    use super::MAX_KEPT_JOIN_BYTES;

    #[test]
    fn joins_past_the_kept_buffer_size_and_after_it_are_exact() {
        let big = "x".repeat(MAX_KEPT_JOIN_BYTES + 1);
        let mut ctx = EvalContext::new();
        ctx.set_variable("big", Value::string(&big));
        ctx.set_variable("s", Value::from("str"));
        let cases = [
            ("\"a${s}b\"", "astrb".to_string()),
            ("\"<${big}>${s}\"", format!("<{big}>str")),
            ("\"a${s}b\"", "astrb".to_string()),
            ("<<EOT\n${s}-${s}\nEOT\n", "str-str\n".to_string()),
        ];
        for (src, want) in cases {
            let parsed = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            let (value, diags) = crate::evaluate(&parsed.value, parsed.tree(), Some(&ctx));
            assert!(diags.is_empty(), "{src}: {diags:?}");
            assert_eq!(value, Value::string(&want), "{src}");
        }
    }
}
