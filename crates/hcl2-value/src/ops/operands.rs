//! The reference's operand check shared by arithmetic, comparison and logic.

use crate::{Error, Number, Result, Type, Value};

/// Both operands' numbers when both are known numbers, which [`short_circuit`] lets
/// through without a word when numbers are required.
pub(super) fn plain_operands<'v>(a: &'v Value, b: &'v Value) -> Option<(&'v Number, &'v Number)> {
    match (a.ty(), b.ty(), a.as_number(), b.as_number()) {
        (Type::Number, Type::Number, Some(x), Some(y)) => Some((x, y)),
        _ => None,
    }
}

/// Checks operands that must be of type `required`: any dynamic or unknown operand makes
/// the result an unknown `ret`, refined as not null (returned as `Some`); a null operand is an error; a wrong
/// type is an error. `None` means every operand is known, non-null and well-typed.
/// Marks are ignored here; callers carry them over.
pub(super) fn short_circuit(
    required: &Type,
    ret: &Type,
    operands: &[&Value],
) -> Result<Option<Value>> {
    let mut unknown = false;
    for (i, v) in operands.iter().enumerate() {
        if v.ty().is_dynamic() {
            unknown = true;
            continue;
        }
        if v.ty() != required {
            return Err(Error::new(format!(
                "type mismatch: want {} but value {i} is {}",
                required.friendly_name(),
                v.ty().friendly_name()
            )));
        }
        unknown |= !v.is_known();
    }
    if unknown {
        // go-cty 1.13+: an operation's unknown result is at least not null.
        return Ok(Some(Value::unknown(ret.clone()).refine_not_null()));
    }
    if operands.iter().any(|v| v.is_null()) {
        return Err(Error::new("argument must not be null"));
    }
    Ok(None)
}
