//! `&&` and `||`, which short-circuit as the current reference does (PRs #713 and #719,
//! merged after hcl 2.23.0; see the list of deliberate differences in the module above).
//!
//! Both operands are always evaluated (an unknown operand must still be type-checked),
//! but once one side decides the result, the other side's diagnostics are dropped:
//!
//! - a known `false` for `&&` (`true` for `||`) on either side decides it, with that
//!   side's diagnostics; the left side is looked at first. A null counts as false here.
//! - an unknown side whose other side is the neutral value (`true` for `&&`, `false`
//!   for `||`) gives an unknown bool with the unknown side's diagnostics.
//! - two unknowns give an unknown bool with the left side's diagnostics, unless the left
//!   side has errors (then both sides' diagnostics are reported).
//!
//! Otherwise both sides' diagnostics are kept and the operation runs as any other.

use hcl2_core::{Diagnostics, EvalContext};
use hcl2_value::{Type, Value};

use super::operators::{apply, binary_operation_for, clean_plain, convert_operands, Side};
use crate::ast::Tree;
use crate::ast::{BinaryExpr, BinaryOp};

/// Evaluates `lhs && rhs` or `lhs || rhs` with the left operand already evaluated.
pub(super) fn evaluate(
    e: &BinaryExpr,
    lhs: (Value, Diagnostics),
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let op = binary_operation_for(e.op);
    let rhs = super::evaluate(&e.rhs, file, ctx);
    // Two clean known bools: short-circuiting decides as the operation does.
    if let Some(done) = clean_plain(op, &lhs, &rhs) {
        return done;
    }
    let operands = match convert_operands(e, op, lhs, rhs, file) {
        Ok(operands) => operands,
        Err(failed) => return failed,
    };
    let decider = e.op == BinaryOp::Or;
    let lhs_errors = operands.lhs_diags.has_errors();
    if let Some((value, side)) = short_circuit(&operands.lhs, &operands.rhs, decider, lhs_errors) {
        let diags = match side {
            Side::Left => operands.lhs_diags,
            _ => operands.rhs_diags,
        };
        return (value.with_marks(&operands.marks), diags);
    }
    apply(e, op, operands, file)
}

/// The forced result and the side whose diagnostics go with it, when one side decides.
/// `decider` is the value that decides the operation on its own (`false` for `&&`,
/// `true` for `||`); operands are unmarked and of type bool.
fn short_circuit(
    lhs: &Value,
    rhs: &Value,
    decider: bool,
    lhs_errors: bool,
) -> Option<(Value, Side)> {
    // The reference asks `True()`/`False()` of known operands, so a null is false.
    let is = |v: &Value, want: bool| v.is_known() && (v.as_bool() == Some(true)) == want;
    let unknown = || Value::unknown(Type::Bool);
    match (lhs.is_known(), rhs.is_known()) {
        (false, false) if !lhs_errors => Some((unknown(), Side::Left)),
        (false, false) => None,
        _ if is(lhs, decider) => Some((Value::bool(decider), Side::Left)),
        _ if is(rhs, decider) => Some((Value::bool(decider), Side::Right)),
        (false, true) if is(rhs, !decider) => Some((unknown(), Side::Left)),
        (true, false) if is(lhs, !decider) => Some((unknown(), Side::Right)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decide(lhs: Value, rhs: Value, or: bool, lhs_errors: bool) -> Option<(Value, bool)> {
        short_circuit(&lhs, &rhs, or, lhs_errors).map(|(v, side)| (v, matches!(side, Side::Left)))
    }

    #[test]
    fn the_deciding_value_wins_from_either_side() {
        let u = || Value::unknown(Type::Bool);
        assert_eq!(
            decide(Value::bool(false), u(), false, false),
            Some((Value::bool(false), true))
        );
        assert_eq!(
            decide(u(), Value::bool(false), false, false),
            Some((Value::bool(false), false))
        );
        assert_eq!(
            decide(u(), Value::bool(true), true, true),
            Some((Value::bool(true), false))
        );
    }

    #[test]
    fn an_unknown_beside_the_neutral_value_is_unknown_with_its_own_side() {
        let u = || Value::unknown(Type::Bool);
        assert_eq!(
            decide(u(), Value::bool(true), false, false),
            Some((u(), true))
        );
        assert_eq!(
            decide(Value::bool(false), u(), true, false),
            Some((u(), false))
        );
    }

    #[test]
    fn two_unknowns_short_circuit_only_when_the_left_side_is_clean() {
        let u = || Value::unknown(Type::Bool);
        assert_eq!(decide(u(), u(), false, false), Some((u(), true)));
        assert_eq!(decide(u(), u(), false, true), None);
    }

    #[test]
    fn null_counts_as_false_and_known_values_do_not_short_circuit() {
        let null = || Value::null(Type::Bool);
        assert_eq!(
            decide(null(), Value::bool(true), false, false),
            Some((Value::bool(false), true))
        );
        assert_eq!(decide(Value::bool(false), null(), true, false), None);
        assert_eq!(
            decide(Value::bool(true), Value::bool(true), false, false),
            None
        );
    }
}
