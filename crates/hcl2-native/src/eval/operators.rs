//! Arithmetic, comparison, equality and unary operators.
//!
//! As in the reference, each operator is a function of the value model: the operands
//! are converted to its parameter type first ("Invalid operand" when they cannot be),
//! then the function is called, which decides what unknown, null and marked operands
//! do; a failing call is "Operation failed". `&&` and `||` short-circuit and live in
//! [`super::logic`].

use std::sync::LazyLock;

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, SourceFile};
use hcl2_value::{convert, CallError, Function, Parameter, Type, Value};

use super::range_of;
use crate::ast::{BinaryExpr, BinaryOp, UnaryExpr, UnaryOp};

/// An operator: the function that implements it, the type its operands are converted
/// to, and the type of its result.
pub(super) struct Operation {
    /// The implementation, with the reference's parameter rules.
    pub(super) function: Function,
    /// What each operand is converted to before the call.
    pub(super) operand: Type,
    /// The result type, also that of the unknown placeholder after errors.
    pub(super) result: Type,
}

type Binary = fn(&Value, &Value) -> hcl2_value::Result<Value>;
type Unary = fn(&Value) -> hcl2_value::Result<Value>;

/// A two-operand operation; `param` adjusts what each parameter accepts.
fn binary_operation(
    operand: Type,
    result: Type,
    param: fn(Parameter) -> Parameter,
    op: Binary,
) -> Operation {
    let params = ["a", "b"].map(|name| param(Parameter::new(name, operand.clone())));
    let function = Function::builder(params)
        .returns(result.clone())
        .build(move |args, _| op(&args[0], &args[1]).map_err(CallError::from));
    Operation {
        function,
        operand,
        result,
    }
}

/// A one-operand operation whose parameter accepts dynamic and marked values.
fn unary_operation(ty: Type, op: Unary) -> Operation {
    let param = Parameter::new("val", ty.clone())
        .allow_dynamic_type()
        .allow_marked();
    let function = Function::builder([param])
        .returns(ty.clone())
        .build(move |args, _| op(&args[0]).map_err(CallError::from));
    Operation {
        function,
        operand: ty.clone(),
        result: ty,
    }
}

fn arithmetic(op: Binary) -> Operation {
    binary_operation(
        Type::Number,
        Type::Number,
        Parameter::allow_dynamic_type,
        op,
    )
}

fn comparison(op: Binary) -> Operation {
    binary_operation(
        Type::Number,
        Type::Bool,
        |p| p.allow_dynamic_type().allow_marked(),
        op,
    )
}

fn equality(op: Binary) -> Operation {
    binary_operation(
        Type::Dynamic,
        Type::Bool,
        |p| p.allow_unknown().allow_dynamic_type().allow_null(),
        op,
    )
}

fn logical(op: Binary) -> Operation {
    binary_operation(
        Type::Bool,
        Type::Bool,
        |p| p.allow_dynamic_type().allow_marked(),
        op,
    )
}

/// The operation behind a binary operator.
pub(super) fn binary_operation_for(op: BinaryOp) -> &'static Operation {
    static OPS: LazyLock<[Operation; 13]> = LazyLock::new(|| {
        [
            logical(Value::or),
            logical(Value::and),
            equality(|a, b| Ok(a.equals(b))),
            equality(|a, b| Ok(a.not_equals(b))),
            comparison(Value::greater_than),
            comparison(Value::greater_than_or_equal),
            comparison(Value::less_than),
            comparison(Value::less_than_or_equal),
            arithmetic(Value::add),
            arithmetic(Value::subtract),
            arithmetic(Value::multiply),
            arithmetic(Value::divide),
            arithmetic(Value::modulo),
        ]
    });
    let i = match op {
        BinaryOp::Or => 0,
        BinaryOp::And => 1,
        BinaryOp::Equal => 2,
        BinaryOp::NotEqual => 3,
        BinaryOp::Greater => 4,
        BinaryOp::GreaterOrEqual => 5,
        BinaryOp::Less => 6,
        BinaryOp::LessOrEqual => 7,
        BinaryOp::Add => 8,
        BinaryOp::Subtract => 9,
        BinaryOp::Multiply => 10,
        BinaryOp::Divide => 11,
        BinaryOp::Modulo => 12,
    };
    &OPS[i]
}

fn unary_operation_for(op: UnaryOp) -> &'static Operation {
    static NEGATE: LazyLock<Operation> =
        LazyLock::new(|| unary_operation(Type::Number, Value::negate));
    static NOT: LazyLock<Operation> = LazyLock::new(|| unary_operation(Type::Bool, Value::not));
    match op {
        UnaryOp::Negate => &NEGATE,
        UnaryOp::Not => &NOT,
    }
}

/// Which side of a binary operator an operand is, as the reference words it.
#[derive(Clone, Copy)]
pub(super) enum Side {
    Left,
    Right,
    Unary,
}

/// `value` converted to the operation's operand type, or the "Invalid operand"
/// diagnostic (subject the operand, context the whole operation).
pub(super) fn convert_operand(
    value: &Value,
    op: &Operation,
    side: Side,
    operand: hcl2_core::Range,
    whole: &hcl2_core::Range,
) -> Result<Value, Diagnostics> {
    convert(value, &op.operand).map_err(|e| {
        let which = match side {
            Side::Left => "left",
            Side::Right => "right",
            Side::Unary => "unary",
        };
        Diagnostic::error(
            "Invalid operand",
            format!("Unsuitable value for {which} operand: {}.", e.message),
            Some(operand),
        )
        .with_context(whole.clone())
        .into()
    })
}

/// Calls the operation, turning a failure into "Operation failed" at the whole
/// operation; the caller's placeholder is then an unknown of the result type.
pub(super) fn call(
    op: &Operation,
    args: &[Value],
    whole: hcl2_core::Range,
) -> Result<Value, Diagnostics> {
    op.function.call(args).map_err(|e| {
        Diagnostic::error(
            "Operation failed",
            format!("Error during operation: {}.", e.error.message),
            Some(whole),
        )
        .into()
    })
}

/// `lhs op rhs` with the left operand already evaluated, for every operator but `&&`
/// and `||` (which [`super::logic`] handles): the right operand is evaluated, both are
/// converted, and the call is skipped when anything failed so far.
pub(super) fn binary(
    e: &BinaryExpr,
    (lhs, mut diags): (Value, Diagnostics),
    file: &SourceFile,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    if matches!(e.op, BinaryOp::And | BinaryOp::Or) {
        return super::logic::evaluate(e, (lhs, diags), file, ctx);
    }
    let op = binary_operation_for(e.op);
    let whole = file.range(e.span);
    let (rhs, rhs_diags) = super::evaluate(&e.rhs, file, ctx);
    diags.extend(rhs_diags);
    let lhs = convert_operand(&lhs, op, Side::Left, range_of(&e.lhs, file), &whole);
    let rhs = convert_operand(&rhs, op, Side::Right, range_of(&e.rhs, file), &whole);
    let (lhs, rhs) = match (lhs, rhs) {
        (Ok(l), Ok(r)) if !diags.has_errors() => (l, r),
        (l, r) => {
            for conversion in l.err().into_iter().chain(r.err()) {
                diags.extend(conversion);
            }
            return (Value::unknown(op.result.clone()), diags);
        }
    };
    match call(op, &[lhs, rhs], whole) {
        Ok(value) => (value, diags),
        Err(failed) => {
            diags.extend(failed);
            (Value::unknown(op.result.clone()), diags)
        }
    }
}

/// `-x` and `!x`.
pub(super) fn unary(
    e: &UnaryExpr,
    file: &SourceFile,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let op = unary_operation_for(e.op);
    let whole = file.range(e.span);
    let (operand, mut diags) = super::evaluate(&e.operand, file, ctx);
    let operand = match convert_operand(
        &operand,
        op,
        Side::Unary,
        range_of(&e.operand, file),
        &whole,
    ) {
        Ok(v) if !diags.has_errors() => v,
        Ok(_) => return (Value::unknown(op.result.clone()), diags),
        Err(conversion) => {
            diags.extend(conversion);
            return (Value::unknown(op.result.clone()), diags);
        }
    };
    match call(op, &[operand], whole) {
        Ok(value) => (value, diags),
        Err(failed) => {
            diags.extend(failed);
            (Value::unknown(op.result.clone()), diags)
        }
    }
}
