//! Joining a template's parts into one string.

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Span};
use hcl2_value::{convert, Marks, Type, Value};

use super::{for_directive, if_directive, part_span, Embedding, FlatPart};
use crate::ast::Part;

/// One piece [`append`] joins: a part of a parsed template, or one of a flat template
/// an embedding reads from a form of its own ([`evaluate_flat`](super::evaluate_flat)).
pub(crate) enum Joined<'p, E> {
    Part(&'p Part<E>),
    Flat(FlatPart<'p, E>),
}

/// Evaluates `parts` and joins them into a string, with the errors and context span
/// `context` of the reference's template node.
///
/// Every part is evaluated even after one turns out unknown or wrong, so that all
/// errors are reported; a null part or one that cannot become a string is left out
/// with an error. Marks of every part except null ones end up on the result.
pub(crate) fn concat<'p, M: Embedding>(
    parts: impl IntoIterator<Item = Joined<'p, M::Expr>>,
    context: Span,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics)
where
    M::Expr: 'p,
{
    let mut diags = Diagnostics::new();
    // The source text is as long as the literal text and the interpolations it writes:
    // joining most templates then needs no reallocation.
    let mut text = String::with_capacity(context.len() as usize);
    let (known, marks) = append(parts, context, embedding, ctx, &mut text, &mut diags);
    let result = if known {
        Value::string(text)
    } else if diags.has_errors() {
        Value::unknown(Type::String).refine_not_null()
    } else {
        unknown_with_prefix(&text)
    };
    (result.with_marks(&marks), diags)
}

/// The longest known prefix an unknown template result keeps, in bytes (hcl 2.19+: a
/// prefix is for short fixed starts such as `https://`).
const MAX_PREFIX_BYTES: usize = 128;

/// The unknown result of a template whose text is known up to its first unknown part
/// (hcl 2.17+ with go-cty 1.13+): never null, starting with that text (at most
/// [`MAX_PREFIX_BYTES`], less any last character a following one could change).
fn unknown_with_prefix(known: &str) -> Value {
    let mut end = known.len().min(MAX_PREFIX_BYTES);
    while !known.is_char_boundary(end) {
        end -= 1;
    }
    let unknown = Value::unknown(Type::String);
    unknown
        .clone()
        .refine()
        .not_null()
        .string_prefix(&known[..end])
        .build()
        .unwrap_or_else(|_| unknown.refine_not_null())
}

/// What [`concat`] does, appending the text to `text` and the diagnostics to `diags`
/// instead of making a value: whether every part was known (the text is complete;
/// otherwise it stops where the first unknown part began), and the marks the result
/// would carry. A loop that joins repetitions appends them
/// all to one buffer this way.
pub(crate) fn append<'p, M: Embedding>(
    parts: impl IntoIterator<Item = Joined<'p, M::Expr>>,
    context: Span,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
    text: &mut String,
    diags: &mut Diagnostics,
) -> (bool, Marks)
where
    M::Expr: 'p,
{
    let mut known = true;
    let mut marks = Marks::new();
    for part in parts {
        let (value, part_diags) = match &part {
            Joined::Part(Part::Literal(l)) => {
                if known {
                    text.push_str(&l.text);
                }
                continue;
            }
            Joined::Flat(FlatPart::Text(t)) => {
                if known {
                    text.push_str(t);
                }
                continue;
            }
            Joined::Part(Part::Interpolation(i)) => {
                match interpolate(&i.expr, embedding, ctx, known, text) {
                    Some(evaluated) => evaluated,
                    None => continue,
                }
            }
            Joined::Flat(FlatPart::Interpolation(expr)) => {
                match interpolate(expr, embedding, ctx, known, text) {
                    Some(evaluated) => evaluated,
                    None => continue,
                }
            }
            Joined::Part(Part::If(d)) => if_directive::evaluate(d, embedding, ctx),
            Joined::Part(Part::For(d)) => for_directive::evaluate(d, embedding, ctx),
        };
        diags.extend(part_diags);
        let error = |detail: String| {
            let file = embedding.file();
            let subject = match &part {
                Joined::Part(part) => part_span(part, embedding),
                Joined::Flat(FlatPart::Interpolation(expr)) => embedding.span(expr),
                Joined::Flat(FlatPart::Text(_)) => context,
            };
            Diagnostic::error(
                "Invalid template interpolation value",
                detail,
                Some(file.range(subject)),
            )
            .with_context(file.range(context))
        };
        if value.is_null() {
            diags.push(error(
                "The expression result is null. Cannot include a null value in a string template."
                    .into(),
            ));
            continue;
        }
        let (value, part_marks) = value.unmark();
        marks.extend(&part_marks);
        if !value.is_known() {
            known = false;
            continue;
        }
        if let Some(message) = too_long_to_include(&value, ctx) {
            diags.push(error(message));
            continue;
        }
        match convert(&value, &Type::String) {
            Ok(s) if known => text.push_str(s.as_str().unwrap_or_default()),
            Ok(_) => {}
            Err(e) => diags.push(error(format!(
                "Cannot include the given value in a string template: {e}."
            ))),
        }
    }
    (known, marks)
}

/// An interpolation's value, evaluated; `None` when it was a known, unmarked string
/// read in place, which is then spliced in as it is (if the text is still `known`).
fn interpolate<M: Embedding>(
    expr: &M::Expr,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
    known: bool,
    text: &mut String,
) -> Option<(Value, Diagnostics)> {
    if let Some(piece) = embedding
        .peek(expr, ctx)
        .filter(|v| !v.is_marked() && v.ty() == &Type::String)
        .and_then(Value::as_str)
    {
        if known {
            text.push_str(piece);
        }
        return None;
    }
    Some(embedding.evaluate(expr, ctx))
}

/// Why a number cannot be written into the string: it prints longer than the context's
/// limit ([`EvalContext::max_number_len`]).
fn too_long_to_include(value: &Value, ctx: Option<&EvalContext<'_>>) -> Option<String> {
    let max = ctx.map_or(hcl2_value::json::DEFAULT_MAX_NUMBER_LEN, |c| {
        c.max_number_len()
    });
    let (len, bound) = value.as_number()?.printed_len_over(max)?;
    let at_least = if bound { "at least " } else { "" };
    Some(format!(
        "Cannot include the given value in a string template: the number prints as {at_least}{len} characters, more than the limit of {max} (hcl2_value::json::DEFAULT_MAX_NUMBER_LEN, or the limit set by EvalContext::set_max_number_len)."
    ))
}
