//! Template evaluation, generic over the embedding language.
//!
//! A template evaluates to a string: literal text as it is, each interpolation's value
//! converted to a string, each directive's result spliced in. The embedding language
//! evaluates the expressions inside (through [`Embedding`]); everything else follows the
//! reference, which desugars directives into its own expression nodes, so the
//! diagnostics here are those nodes' diagnostics with their ranges:
//!
//! - `concat` — the parts joined into one string (the reference's template node):
//!   null and non-string values are errors, any unknown part makes the result an
//!   unknown string, and marks on any part mark the result.
//! - `if_directive` — `%{ if }`: the conditional expression with two string results.
//! - `for_directive` — `%{ for }`: the tuple-producing `for` expression, joined.
//!
//! # Deliberate differences from hcl 2.14.1
//!
//! - An `if` directive's result carries the marks of its condition and of both
//!   branches, whichever is chosen, also when the condition is unknown: the current
//!   reference's conditional expression does this (hcl 2.23.0, PR #710), and the native
//!   conditional operator of this project follows it, so the directive (which the
//!   reference desugars into that expression) does too. In 2.14.1 only the chosen
//!   branch's marks survive, and an unknown condition's result has none.
//!
//! A template that is exactly one interpolation, with no text or directives around it
//! (not even text that strip markers emptied), is not a string template at all: its
//! value is the interpolated expression's value, unconverted (the reference's
//! `TemplateWrapExpr`).

mod concat;
mod for_directive;
mod if_directive;

use hcl2_core::{Diagnostics, EvalContext, SourceFile, Span};
use hcl2_value::Value;

use crate::ast::{Part, Template};

/// What a syntax that embeds templates lends their evaluation: its expressions'
/// evaluation and spans, and the source file all spans refer to.
pub trait Embedding {
    /// The embedded expression type.
    type Expr;
    /// The file the template and its expressions were parsed from (turns spans into
    /// diagnostic ranges).
    fn file(&self) -> &SourceFile;
    /// Evaluates one embedded expression; `None` is the "no context" mode.
    fn evaluate(&self, expr: &Self::Expr, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics);
    /// The expression's whole span (the subject of errors about its value).
    fn span(&self, expr: &Self::Expr) -> Span;
    /// The value `expr` evaluates to, borrowed from the tree or the context, when the
    /// embedding can read it in place (a plain lookup whose evaluation gives exactly
    /// that value and no diagnostics); `None` means "evaluate it".
    fn peek<'v>(
        &'v self,
        expr: &'v Self::Expr,
        ctx: Option<&'v EvalContext<'_>>,
    ) -> Option<&'v Value> {
        let _ = (expr, ctx);
        None
    }
}

/// Evaluates `template` in `ctx`. `context` is the span of the whole template as the
/// embedding sees it (for a quoted template, quotes included), reported as the context
/// of errors about interpolated values.
pub fn evaluate<M: Embedding>(
    template: &Template<M::Expr>,
    context: Span,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    match template.unwrapped() {
        Some(expr) => embedding.evaluate(expr, ctx),
        None => {
            let parts = template.parts.iter().map(concat::Joined::Part);
            concat::concat(parts, context, embedding, ctx)
        }
    }
}

/// A part of a template without directives, as an embedding that keeps such templates
/// in a compact form of its own reads them out for [`evaluate_flat`].
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum FlatPart<'a, E> {
    /// Literal text, as the template contributes it (escapes decoded, strip markers
    /// applied).
    Text(&'a str),
    /// An interpolation's expression.
    Interpolation(E),
}

/// Evaluates the template without directives whose parts `parts` yields, exactly as
/// [`evaluate`] evaluates the [`Template`] of those parts: `context` is the span of the
/// whole template as the embedding sees it. A template that is one interpolation and
/// nothing else (no text at all, not even empty text) has the expression's value.
///
/// ```
/// use hcl2_core::{Diagnostics, EvalContext, SourceFile, Span};
/// use hcl2_template::{evaluate_flat, Embedding, FlatPart};
/// use hcl2_value::Value;
///
/// /// Expressions that are their own values.
/// struct Constants(SourceFile);
///
/// impl Embedding for Constants {
///     type Expr = Value;
///     fn file(&self) -> &SourceFile {
///         &self.0
///     }
///     fn evaluate(&self, v: &Value, _: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
///         (v.clone(), Diagnostics::new())
///     }
///     fn span(&self, _: &Value) -> Span {
///         Span::empty(0)
///     }
/// }
///
/// let m = Constants(SourceFile::new("t", "x"));
/// let parts = [FlatPart::Text("n = "), FlatPart::Interpolation(Value::from(7))];
/// let (text, _) = evaluate_flat(parts, Span::empty(0), &m, None);
/// assert_eq!(text, Value::from("n = 7"));
/// let (seven, _) = evaluate_flat([FlatPart::Interpolation(Value::from(7))], Span::empty(0), &m, None);
/// assert_eq!(seven, Value::from(7));
/// ```
pub fn evaluate_flat<'a, M: Embedding>(
    parts: impl IntoIterator<Item = FlatPart<'a, M::Expr>>,
    context: Span,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics)
where
    M::Expr: 'a,
{
    let mut parts = parts.into_iter();
    let first = parts.next();
    let second = parts.next();
    if let (Some(FlatPart::Interpolation(expr)), None) = (&first, &second) {
        return embedding.evaluate(expr, ctx);
    }
    let joined = first.into_iter().chain(second).chain(parts);
    concat::concat(joined.map(concat::Joined::Flat), context, embedding, ctx)
}

/// The span the reference gives a part: an interpolation is its expression, a literal
/// its source text, a directive everything from its opening to its closing sequence.
fn part_span<M: Embedding>(part: &Part<M::Expr>, embedding: &M) -> Span {
    match part {
        Part::Literal(l) => l.span,
        Part::Interpolation(i) => embedding.span(&i.expr),
        Part::If(d) => d.span,
        Part::For(d) => d.span,
    }
}

/// The span of a directive's sub-template: its first part to its last, or `empty` when
/// it has none.
fn body_span<M: Embedding>(parts: &[Part<M::Expr>], empty: Span, embedding: &M) -> Span {
    match (parts.first(), parts.last()) {
        (Some(first), Some(last)) => part_span(first, embedding).to(part_span(last, embedding)),
        _ => empty,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::{Interpolation, Literal, Strip};

    /// An embedding whose expressions are constants.
    struct Constants(SourceFile);

    impl Embedding for Constants {
        type Expr = (Value, Span);
        fn file(&self) -> &SourceFile {
            &self.0
        }
        fn evaluate(&self, e: &(Value, Span), _: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
            (e.0.clone(), Diagnostics::new())
        }
        fn span(&self, e: &(Value, Span)) -> Span {
            e.1
        }
    }

    fn interp(v: Value, start: u32, end: u32) -> Part<(Value, Span)> {
        Part::Interpolation(Interpolation {
            expr: (v, Span::new(start + 2, end - 1)),
            strip: Strip::default(),
            span: Span::new(start, end),
        })
    }

    fn lit(text: &str, start: u32) -> Part<(Value, Span)> {
        Part::Literal(Literal {
            text: text.into(),
            span: Span::new(start, start + text.len() as u32),
        })
    }

    #[test]
    fn a_lone_interpolation_keeps_its_value_and_type() {
        let m = Constants(SourceFile::new("t", "${x}"));
        let t = Template {
            parts: vec![interp(Value::from(7), 0, 4)].into(),
            span: Span::new(0, 4),
        };
        assert_eq!(evaluate(&t, t.span, &m, None).0, Value::from(7));
    }

    #[test]
    fn an_emptied_literal_still_makes_a_string_template() {
        let m = Constants(SourceFile::new("t", "${x~} "));
        let t = Template {
            parts: vec![interp(Value::from(7), 0, 5), lit("", 5)].into(),
            span: Span::new(0, 6),
        };
        assert_eq!(evaluate(&t, t.span, &m, None).0, Value::string("7"));
    }

    #[test]
    fn a_sub_template_spans_its_first_part_to_its_last() {
        let m = Constants(SourceFile::new("t", "ab${x}"));
        let parts = vec![lit("ab", 0), interp(Value::from(1), 2, 6)];
        let empty = Span::empty(0);
        assert_eq!(body_span(&parts, empty, &m), Span::new(0, 5));
        assert_eq!(body_span(&parts[..0], empty, &m), empty);
    }
}
