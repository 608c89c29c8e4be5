//! `try` and `can`: functions that evaluate their arguments themselves, to recover from
//! errors (the reference's `ext/tryfunc`).
//!
//! `try(a, b, ...)` is the value of the first argument that evaluates without errors;
//! `can(a)` says whether `a` does. An argument that reads a value not yet wholly known
//! cannot be judged, so the result is then unknown (dynamic for `try`, a bool for
//! `can`). When every argument of `try` fails, the error lists each failure.
//!
//! ```
//! use hcl2_core::{EvalContext, Expression, Pos};
//! use hcl2_native::{parse_expression, NativeExpression};
//! use hcl2_value::Value;
//!
//! let mut ctx = EvalContext::new();
//! ctx.set_function("try", hcl2_ext::tryfunc::try_function());
//! ctx.set_variable("config", Value::object([("port", Value::from(80))]));
//! let parsed = parse_expression(b"try(config.host, \"localhost\")", "e.hcl", Pos::START);
//! let expr = NativeExpression { expr: &parsed.value, file: parsed.tree() };
//! let (value, diags) = expr.value(Some(&ctx));
//! assert!(!diags.has_errors());
//! assert_eq!(value, Value::from("localhost"));
//! ```

use std::fmt::Write;

use hcl2_core::closure::{closure_type, expression_function, Argument, ClosureError};
use hcl2_core::Diagnostics;
use hcl2_value::{Error, Function, Parameter, Type, Value};

/// `try(expressions...)`: the first argument that evaluates without errors.
pub fn try_function() -> Function {
    let builder = Function::builder([])
        .description("Returns the first of the given expressions that evaluates without errors.")
        .variadic(Parameter::new("expressions", closure_type()));
    expression_function(builder, try_each)
}

/// `can(expression)`: whether the argument evaluates without errors.
pub fn can_function() -> Function {
    let builder = Function::builder([Parameter::new("expression", closure_type())])
        .description("Returns whether the given expression evaluates without errors.")
        .returns(Type::Bool);
    expression_function(builder, |args| {
        let Some(closure) = args.first().and_then(Argument::closure) else {
            return Err(Error::new("can takes one expression").into());
        };
        if closure.depends_on_unknowns() {
            return Ok(Value::unknown(Type::Bool));
        }
        Ok(Value::bool(!closure.value().1.has_errors()))
    })
}

fn try_each(args: &[Argument<'_>]) -> Result<Value, ClosureError> {
    if args.is_empty() {
        return Err(Error::new("at least one argument is required").into());
    }
    let mut failures = Diagnostics::new();
    for closure in args.iter().filter_map(Argument::closure) {
        if closure.depends_on_unknowns() {
            return Ok(Value::dynamic());
        }
        let (value, diags) = closure.value();
        if !diags.has_errors() {
            return Ok(value);
        }
        failures.extend(diags);
    }
    Err(Error::new(no_success_message(&failures)).into())
}

/// The reference's message when every argument of `try` failed: each diagnostic with
/// its summary, subject and detail.
fn no_success_message(failures: &Diagnostics) -> String {
    let mut text = String::from("no expression succeeded:\n");
    for d in failures.iter() {
        let _ = match &d.subject {
            Some(at) => writeln!(text, "- {} (at {at})\n  {}", d.summary, d.detail),
            None => writeln!(text, "- {}\n  {}", d.summary, d.detail),
        };
    }
    text.push_str("\nAt least one expression must produce a successful result");
    text
}
