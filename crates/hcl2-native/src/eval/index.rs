//! Index expressions whose key is not a constant: `coll[key]`.

use hcl2_core::{Diagnostic, Diagnostics, EvalContext};
use hcl2_value::Value;

use crate::ast::IndexExpr;
use crate::ast::Tree;

/// `collection[key]` with the collection already evaluated: the key is evaluated (both
/// sides' diagnostics come first) and converted to what the collection is indexed by;
/// failures point at the brackets.
pub(super) fn evaluate(
    e: &IndexExpr,
    (collection, mut diags): (Value, Diagnostics),
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let (key, key_diags) = super::evaluate(&e.key, file, ctx);
    diags.extend(key_diags);
    match collection.index(&key) {
        Ok(value) => (value, diags),
        Err(err) => {
            diags.push(Diagnostic::error(
                err.summary().unwrap_or_default(),
                err.message().to_owned(),
                Some(file.range(e.bracket_span)),
            ));
            (Value::dynamic(), diags)
        }
    }
}
