//! `%{ for k, v in coll }…%{ endfor }`: the reference's tuple-producing `for` expression
//! over the body template, whose results are then joined.

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Span};
use hcl2_value::{Type, Value};

use super::concat::{append, Joined};
use super::{body_span, Embedding};
use crate::ast::ForDirective;

/// Evaluates a `for` directive to a string: the body once per element of the
/// collection (lists and tuples by index, maps and objects by key, sets in set order),
/// with the key and value variables in a child scope, joined.
///
/// A null or non-iterable collection is an error; such a collection, an unknown one or
/// one of unknown type gives an unknown string. If any repetition of the body is
/// unknown the result is an unknown string marked only as the collection was (the
/// reference returns early there); otherwise it carries the collection's marks and
/// every repetition's.
pub(crate) fn evaluate<M: Embedding>(
    d: &ForDirective<M::Expr>,
    embedding: &M,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let (coll, mut diags) = embedding.evaluate(&d.collection, ctx);
    let unknown = Value::unknown(Type::String);
    let error = |summary: &str, detail: String| {
        let file = embedding.file();
        Diagnostic::error(
            summary,
            detail,
            Some(file.range(embedding.span(&d.collection))),
        )
        .with_context(file.range(d.span))
    };
    if coll.is_null() {
        diags.push(error(
            "Iteration over null value",
            "A null value cannot be used as the collection in a 'for' expression.".into(),
        ));
        return (unknown, diags);
    }
    if coll.ty().is_dynamic() {
        return (unknown, diags);
    }
    let (coll, coll_marks) = coll.unmark();
    let ty = coll.ty();
    if !(ty.is_collection() || ty.is_object() || ty.is_tuple()) {
        diags.push(error(
            "Iteration over non-iterable value",
            format!(
                "A value of type {} cannot be used as the collection in a 'for' expression.",
                ty.friendly_name()
            ),
        ));
        return (unknown, diags);
    }
    let Some(elements) = coll.element_refs() else {
        return (unknown, diags);
    };

    let body = &d.body.parts;
    let span = body_span(body, Span::empty(d.for_span.end), embedding);
    let mut text = String::new();
    let mut known = true;
    let mut marks = coll_marks.clone();
    // One child scope serves every repetition, its names rebound each time (the
    // value name to the element in place).
    let mut scope = match ctx {
        Some(parent) => parent.child(),
        None => EvalContext::empty(),
    };
    for (key, value) in elements {
        if let Some(k) = &d.key_var {
            scope.rebind_variable(k.name.as_str(), key.value(value));
        }
        scope.bind(d.value_var.name.as_str(), value);
        // Each repetition is appended straight to the joined text: normalizing the
        // whole once is the same as normalizing each repetition first. Once one is
        // unknown the text no longer matters.
        let (repetition_known, repetition_marks) = append(
            body.iter().map(Joined::Part),
            span,
            embedding,
            Some(&scope),
            &mut text,
            &mut diags,
        );
        if known && repetition_known {
            marks.extend(&repetition_marks);
        } else {
            known = false;
        }
    }
    if !known {
        return (unknown.with_marks(&coll_marks), diags);
    }
    (Value::string(text).with_marks(&marks), diags)
}
