//! Specs built from other specs applied to the same body (object, tuple, default,
//! transforms), and block labels.

use std::collections::BTreeMap;

use hcl2_core::{Diagnostic, Diagnostics, EvalContext};
use hcl2_value::{Type, Value};

use super::decode_content;
use super::streamed::Content;
use crate::implied_type::{transform_func_type, transform_type};
use crate::label::Label;
use crate::source_range::content_source_range;
use crate::spec::{BlockLabelSpec, DefaultSpec, Spec, TransformFuncSpec, TransformSpec};

/// An object of each named spec's result.
pub(super) fn object(
    specs: &BTreeMap<String, Spec>,
    content: &Content<'_, '_>,
    labels: &[Label<'_>],
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let mut diags = Diagnostics::new();
    let mut attrs = Vec::with_capacity(specs.len());
    for (name, spec) in specs {
        let (value, value_diags) = decode_content(spec, content, labels, ctx);
        diags.extend(value_diags);
        attrs.push((name, value));
    }
    (Value::object(attrs), diags)
}

/// A tuple of each spec's result.
pub(super) fn tuple(
    specs: &[Spec],
    content: &Content<'_, '_>,
    labels: &[Label<'_>],
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let mut diags = Diagnostics::new();
    let mut elems = Vec::with_capacity(specs.len());
    for spec in specs {
        let (value, value_diags) = decode_content(spec, content, labels, ctx);
        diags.extend(value_diags);
        elems.push(value);
    }
    (Value::tuple(elems), diags)
}

/// The primary spec's result, or the default spec's when that is null: along a chain
/// of defaults, the first alternative's result that is not null (or the last's).
pub(super) fn default(
    spec: &DefaultSpec,
    content: &Content<'_, '_>,
    labels: &[Label<'_>],
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let mut diags = Diagnostics::new();
    let mut value = Value::null(Type::Dynamic);
    for alternative in spec.alternatives() {
        let (found, more) = decode_content(alternative, content, labels, ctx);
        diags.extend(more);
        value = found;
        if !value.is_null() {
            break;
        }
    }
    (value, diags)
}

/// The expression's value with the wrapped result as a variable. When the wrapped spec
/// has errors the expression is not evaluated (its errors would only distract) and the
/// result is an unknown of the spec's type.
pub(super) fn transform(
    spec: &TransformSpec,
    content: &Content<'_, '_>,
    labels: &[Label<'_>],
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let (wrapped, mut diags) = decode_content(&spec.wrapped, content, labels, ctx);
    if diags.has_errors() {
        return (Value::unknown(transform_type(spec)), diags);
    }
    let mut scope = spec.ctx.child();
    scope.variables = Some(BTreeMap::from([(spec.var_name.clone(), wrapped)]));
    let (value, more) = spec.expr.value(Some(&scope));
    diags.extend(more);
    (value, diags)
}

/// The function's result for the wrapped result; a failure is "Transform function
/// failed" at the wrapped spec's source range.
pub(super) fn transform_func(
    spec: &TransformFuncSpec,
    content: &Content<'_, '_>,
    labels: &[Label<'_>],
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let (wrapped, mut diags) = decode_content(&spec.wrapped, content, labels, ctx);
    let unknown = || Value::unknown(transform_func_type(spec));
    if diags.has_errors() {
        return (unknown(), diags);
    }
    match spec.func.call(&[wrapped]) {
        Ok(value) => (value, diags),
        Err(e) => {
            diags.push(Diagnostic::error(
                "Transform function failed",
                format!("Decoder transform returned an error: {e}"),
                Some(content_source_range(&spec.wrapped, content, labels)),
            ));
            (unknown(), diags)
        }
    }
}

/// The label of the enclosing block at the spec's index. A label spec outside a block
/// with that many labels is a mistake in the spec (the reference panics); here it is an
/// error and an unknown string.
pub(super) fn label(
    spec: &BlockLabelSpec,
    content: &Content<'_, '_>,
    labels: &[Label<'_>],
) -> (Value, Diagnostics) {
    match labels.get(spec.index) {
        Some(label) => (Value::string(label.value), Diagnostics::new()),
        None => {
            let diag = Diagnostic::error(
                "Invalid block label spec",
                format!(
                    "Label {} ({}) is read outside a block that has it.",
                    spec.index, spec.name
                ),
                Some(content.missing_item_range.clone()),
            );
            (Value::unknown(Type::String), diag.into())
        }
    }
}
