//! Index expressions whose key is not a constant: `coll[key]`.

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, SourceFile};
use hcl2_value::Value;

use crate::ast::IndexExpr;

/// `collection[key]`: both sides are evaluated (their diagnostics come first), then the
/// key is converted to what the collection is indexed by; failures point at the brackets.
pub(super) fn evaluate(
    e: &IndexExpr,
    file: &SourceFile,
    ctx: Option<&EvalContext<'_>>,
    item: Option<&Value>,
) -> (Value, Diagnostics) {
    let (collection, mut diags) = super::eval(&e.collection, file, ctx, item);
    let (key, key_diags) = super::evaluate(&e.key, file, ctx);
    diags.extend(key_diags);
    match collection.index(&key) {
        Ok(value) => (value, diags),
        Err(err) => {
            diags.push(Diagnostic::error(
                err.summary,
                err.detail,
                Some(file.range(e.bracket_span)),
            ));
            (Value::dynamic(), diags)
        }
    }
}
