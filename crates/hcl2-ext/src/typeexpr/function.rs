//! Types as values (a capsule type whose values hold a type constraint), and
//! `convert(value, type)`, whose second argument is a type expression read from syntax
//! (the reference's `TypeConstraintType` and `ConvertFunc`).

use std::sync::{Arc, OnceLock};

use hcl2_core::closure::{closure_type, expression_function, Argument, ClosureError};
use hcl2_value::{convert, CallError, CapsuleType, Function, Parameter, Type, Value};

use super::type_constraint;

/// The capsule type of values that hold a type constraint; two are equal when their
/// types are.
pub fn type_constraint_type() -> Type {
    static TY: OnceLock<CapsuleType> = OnceLock::new();
    let capsule = TY.get_or_init(|| {
        CapsuleType::with_equality("type constraint", |a, b| {
            a.downcast_ref::<Type>() == b.downcast_ref::<Type>()
        })
    });
    Type::Capsule(capsule.clone())
}

/// A value of [`type_constraint_type`] holding `ty`.
pub fn type_constraint_value(ty: Type) -> Value {
    let Type::Capsule(capsule) = type_constraint_type() else {
        unreachable!("type_constraint_type is a capsule type")
    };
    Value::capsule(&capsule, Arc::new(ty))
}

/// The type a value of [`type_constraint_type`] holds; `None` for any other value.
pub fn type_from_value(value: &Value) -> Option<Type> {
    if value.ty() != &type_constraint_type() {
        return None;
    }
    value.as_capsule()?.downcast_ref::<Type>().cloned()
}

/// `convert(value, type)`: `value` converted to the type constraint written as the
/// second argument, as the language converts values (an error about the first
/// argument when it cannot be). Unknown, null, dynamic and marked values behave as for
/// any function that accepts nulls and dynamic values.
pub fn convert_function() -> Function {
    let builder = Function::builder([
        Parameter::new("value", Type::Dynamic)
            .allow_null()
            .allow_dynamic_type(),
        Parameter::new("type", closure_type()),
    ])
    .description("Converts a value to the given type constraint.");
    expression_function(builder, |args| {
        let (Some(value), Some(closure)) = (
            args.first().and_then(Argument::value),
            args.get(1).and_then(Argument::closure),
        ) else {
            return Err(CallError::new("convert takes a value and a type").into());
        };
        let ty = type_constraint(closure.expression).map_err(ClosureError::Diagnostics)?;
        Ok(convert_to(ty).call(std::slice::from_ref(value))?)
    })
}

/// A function of one value converting it to `ty`, so that the value argument gets
/// the usual treatment of unknowns and marks.
fn convert_to(ty: Type) -> Function {
    Function::builder([Parameter::new("value", Type::Dynamic)
        .allow_null()
        .allow_dynamic_type()])
    .returns_with(move |args| {
        convert(&args[0], &ty)
            .map(|v| v.ty().clone())
            .map_err(|e| CallError::arg(0, e.message))
    })
    .build(|args, ret| convert(&args[0], ret).map_err(|e| CallError::arg(0, e.message)))
}
