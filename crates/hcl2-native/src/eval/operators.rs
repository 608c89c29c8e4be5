//! Arithmetic, comparison, equality and unary operators.
//!
//! As in the reference, each operator is a function of the value model: the operands
//! are converted to its parameter type first ("Invalid operand" when they cannot be),
//! then the function is called, which decides what unknown, null and marked operands
//! do; a failing call is "Operation failed". Binary operators follow the current
//! reference (hcl PR #713, the same rewrite that made `&&` and `||` short-circuit):
//! conversion errors are reported before the operands' own diagnostics, and the
//! placeholder after operand errors keeps both operands' marks. `&&` and `||` live in
//! [`super::logic`].

use std::sync::LazyLock;

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Span};
use hcl2_value::{convert, Error, Function, Marks, Parameter, Type, Value};

use super::range_of;
use crate::ast::Tree;
use crate::ast::{BinaryExpr, BinaryOp, Expr, UnaryExpr, UnaryOp};

/// An operator: the function that implements it, the type its operands are converted
/// to, and the type of its result.
pub(super) struct Operation {
    /// The implementation, with the reference's parameter rules.
    pub(super) function: Function,
    /// What each operand is converted to before the call.
    pub(super) operand: Type,
    /// The result type, also that of the unknown placeholder after errors.
    pub(super) result: Type,
    /// The operation itself, called straight away on operands the function's checks
    /// would pass through untouched (see [`Operation::plain`]).
    direct: Direct,
}

/// The value-model operation behind a [`Operation::function`].
#[derive(Clone, Copy)]
enum Direct {
    Binary(Binary),
    Unary(Unary),
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
        .build(move |args, _| op(&args[0], &args[1]));
    Operation {
        function,
        operand,
        result,
        direct: Direct::Binary(op),
    }
}

/// A one-operand operation whose parameter accepts dynamic and marked values.
fn unary_operation(ty: Type, op: Unary) -> Operation {
    let param = Parameter::new("val", ty.clone())
        .allow_dynamic_type()
        .allow_marked();
    let function = Function::builder([param])
        .returns(ty.clone())
        .build(move |args, _| op(&args[0]));
    Operation {
        function,
        operand: ty.clone(),
        result: ty,
        direct: Direct::Unary(op),
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

impl Operation {
    /// Whether the function's argument checks would hand `arg` to the operation as it
    /// is and let it decide: a known, non-null value of exactly the operand type (any
    /// type for the dynamic operand of `==` and `!=`) with no marks anywhere inside.
    /// For such arguments, calling the operation directly gives what the call gives.
    fn plain(&self, arg: &Value) -> bool {
        // The usual operand types first: a known number or bool has nothing inside
        // that could carry marks.
        match self.operand {
            Type::Number => {
                return arg.as_number().is_some()
                    && matches!(arg.ty(), Type::Number)
                    && !arg.is_marked()
            }
            Type::Bool => {
                return arg.as_bool().is_some()
                    && matches!(arg.ty(), Type::Bool)
                    && !arg.is_marked()
            }
            _ => {}
        }
        arg.is_known()
            && !arg.is_null()
            && (self.operand.is_dynamic() || arg.ty() == &self.operand)
            && !arg.contains_marked()
    }

    /// The binary operation on two plain operands, called directly; `None` when an
    /// operand is not plain (or this is not a binary operation).
    fn invoke_plain(&self, lhs: &Value, rhs: &Value) -> Option<Result<Value, Error>> {
        match self.direct {
            Direct::Binary(op) if self.plain(lhs) && self.plain(rhs) => Some(op(lhs, rhs)),
            _ => None,
        }
    }

    /// The unary operation on a plain operand, called directly; `None` when the
    /// operand is not plain (or this is not a unary operation).
    fn invoke_plain_unary(&self, operand: &Value) -> Option<Result<Value, Error>> {
        match self.direct {
            Direct::Unary(op) if self.plain(operand) => Some(op(operand)),
            _ => None,
        }
    }

    /// The call, straight to the operation when every argument is plain.
    fn invoke(&self, args: &[Value]) -> Result<Value, Error> {
        if args.iter().all(|a| self.plain(a)) {
            match (self.direct, args) {
                (Direct::Binary(op), [a, b]) => return op(a, b),
                (Direct::Unary(op), [a]) => return op(a),
                _ => {}
            }
        }
        self.function.call(args)
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
/// diagnostic (subject the `operand`, context the `whole` operation; ranges are
/// computed only for the diagnostic).
pub(super) fn convert_operand(
    value: &Value,
    op: &Operation,
    side: Side,
    operand: &Expr,
    whole: Span,
    file: Tree<'_>,
) -> Result<Value, Diagnostics> {
    convert(value, &op.operand).map_err(|e| {
        let which = match side {
            Side::Left => "left",
            Side::Right => "right",
            Side::Unary => "unary",
        };
        Diagnostic::error(
            "Invalid operand",
            format!("Unsuitable value for {which} operand: {}.", e.message()),
            Some(range_of(operand, file)),
        )
        .with_context(file.range(whole))
        .into()
    })
}

/// Calls the operation, turning a failure into "Operation failed" at the `whole`
/// operation; the caller's placeholder is then an unknown of the result type.
pub(super) fn call(
    op: &Operation,
    args: &[Value],
    whole: Span,
    file: Tree<'_>,
) -> Result<Value, Diagnostics> {
    op.invoke(args).map_err(|e| {
        Diagnostic::error(
            "Operation failed",
            format!("Error during operation: {}.", e.message()),
            Some(file.range(whole)),
        )
        .into()
    })
}

/// Both operands of a binary operator, converted to its operand type and unmarked,
/// with the marks they carried and the diagnostics evaluating each side gave.
pub(super) struct Operands {
    pub(super) lhs: Value,
    pub(super) rhs: Value,
    pub(super) marks: Marks,
    pub(super) lhs_diags: Diagnostics,
    pub(super) rhs_diags: Diagnostics,
}

/// Converts both evaluated operands of `e`. When either cannot be converted the
/// operation is over: an unknown of the result type with the conversion errors first,
/// then the operands' own diagnostics (the current reference's order).
pub(super) fn convert_operands(
    e: &BinaryExpr,
    op: &Operation,
    (lhs, lhs_diags): (Value, Diagnostics),
    (rhs, rhs_diags): (Value, Diagnostics),
    file: Tree<'_>,
) -> Result<Operands, (Value, Diagnostics)> {
    let lhs = convert_operand(&lhs, op, Side::Left, &e.lhs, e.span, file);
    let rhs = convert_operand(&rhs, op, Side::Right, &e.rhs, e.span, file);
    match (lhs, rhs) {
        (Ok(lhs), Ok(rhs)) => {
            let (lhs, lhs_marks) = lhs.unmark();
            let (rhs, rhs_marks) = rhs.unmark();
            Ok(Operands {
                lhs,
                rhs,
                marks: lhs_marks.union(&rhs_marks),
                lhs_diags,
                rhs_diags,
            })
        }
        (l, r) => {
            let mut diags = Diagnostics::new();
            for conversion in l.err().into_iter().chain(r.err()) {
                diags.extend(conversion);
            }
            diags.extend(lhs_diags);
            diags.extend(rhs_diags);
            Err((Value::unknown(op.result.clone()), diags))
        }
    }
}

/// Runs the operation on converted operands once neither side reported errors; the
/// result (or the unknown placeholder for operand errors) carries both sides' marks.
pub(super) fn apply(
    e: &BinaryExpr,
    op: &Operation,
    operands: Operands,
    file: Tree<'_>,
) -> (Value, Diagnostics) {
    let Operands {
        lhs,
        rhs,
        marks,
        mut lhs_diags,
        rhs_diags,
    } = operands;
    lhs_diags.extend(rhs_diags);
    let mut diags = lhs_diags;
    if diags.has_errors() {
        return (Value::unknown(op.result.clone()).with_marks(&marks), diags);
    }
    match call(op, &[lhs, rhs], e.span, file) {
        Ok(value) => (value.with_marks(&marks), diags),
        Err(failed) => {
            diags.extend(failed);
            (Value::unknown(op.result.clone()), diags)
        }
    }
}

/// `lhs op rhs` when both operands can be read in place or are inline constants (see
/// [`super::in_place::operand`]) and are plain: the operation on them directly, which
/// is what the general path gives. `None` leaves it to the general path (also when the
/// operation fails).
pub(super) fn binary_in_place(
    e: &BinaryExpr,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> Option<(Value, Diagnostics)> {
    let lhs = super::in_place::operand(&e.lhs, file, ctx)?;
    let rhs = super::in_place::operand(&e.rhs, file, ctx)?;
    // For `&&` and `||` too: with two known bools, short-circuiting decides as the
    // operation does.
    match binary_operation_for(e.op).invoke_plain(&lhs, &rhs)? {
        Ok(value) => Some((value, Diagnostics::new())),
        Err(_) => None,
    }
}

/// The common case of a binary operator: two operands evaluated without diagnostics
/// and plain need no conversion, unmarking or diagnostics bookkeeping; the operation
/// on them directly. `None` leaves it to the general path (also when it fails).
pub(super) fn clean_plain(
    op: &Operation,
    (lhs, lhs_diags): &(Value, Diagnostics),
    (rhs, rhs_diags): &(Value, Diagnostics),
) -> Option<(Value, Diagnostics)> {
    if !(lhs_diags.is_empty() && rhs_diags.is_empty()) {
        return None;
    }
    match op.invoke_plain(lhs, rhs)? {
        Ok(value) => Some((value, Diagnostics::new())),
        Err(_) => None,
    }
}

/// `lhs op rhs` with the left operand already evaluated; `&&` and `||` go to
/// [`super::logic`], which may decide the result from one side.
pub(super) fn binary(
    e: &BinaryExpr,
    lhs: (Value, Diagnostics),
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    if matches!(e.op, BinaryOp::And | BinaryOp::Or) {
        return super::logic::evaluate(e, lhs, file, ctx);
    }
    let op = binary_operation_for(e.op);
    let rhs = super::evaluate(&e.rhs, file, ctx);
    if let Some(done) = clean_plain(op, &lhs, &rhs) {
        return done;
    }
    match convert_operands(e, op, lhs, rhs, file) {
        Ok(operands) => apply(e, op, operands, file),
        Err(failed) => failed,
    }
}

/// `-x` and `!x`.
pub(super) fn unary(
    e: &UnaryExpr,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let op = unary_operation_for(e.op);
    let (operand, mut diags) = super::evaluate(&e.operand, file, ctx);
    if diags.is_empty() {
        if let Some(Ok(value)) = op.invoke_plain_unary(&operand) {
            return (value, diags);
        }
    }
    let operand = match convert_operand(&operand, op, Side::Unary, &e.operand, e.span, file) {
        Ok(v) if !diags.has_errors() => v,
        Ok(_) => return (Value::unknown(op.result.clone()), diags),
        Err(conversion) => {
            diags.extend(conversion);
            return (Value::unknown(op.result.clone()), diags);
        }
    };
    match call(op, &[operand], e.span, file) {
        Ok(value) => (value, diags),
        Err(failed) => {
            diags.extend(failed);
            (Value::unknown(op.result.clone()), diags)
        }
    }
}
