//! Attribute specs: an attribute's value, converted to the spec's type.

use hcl2_core::{BodyContent, Diagnostic, Diagnostics, EvalContext, Range};
use hcl2_value::strings::go_quote;
use hcl2_value::Value;

use crate::spec::AttrSpec;

/// The attribute's value converted to the spec's type; null of that type when the
/// attribute is absent (the schema has already reported it if it was required); an
/// unknown of that type, with "Incorrect attribute value type", when it does not
/// convert.
pub(super) fn decode(
    spec: &AttrSpec,
    content: &BodyContent<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let Some(attr) = content.attributes.get(&spec.name) else {
        return (Value::null(spec.ty.clone()), Diagnostics::new());
    };
    let (value, mut diags) = attr.expr.value(ctx);
    match super::convert_bounded(&value, &spec.ty, ctx) {
        Ok(converted) => (converted, diags),
        Err(e) => {
            let expr_range = attr.expr.range();
            diags.push(
                Diagnostic::error(
                    "Incorrect attribute value type",
                    format!(
                        "Inappropriate value for attribute {}: {}.",
                        go_quote(&spec.name),
                        e.message()
                    ),
                    Some(expr_range.clone()),
                )
                .with_context(Range::between(&attr.name_range, &expr_range)),
            );
            (Value::unknown(spec.ty.clone()), diags)
        }
    }
}
