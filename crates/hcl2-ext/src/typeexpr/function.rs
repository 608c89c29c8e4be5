//! Types as values (a capsule type whose values hold a type constraint), and
//! `convert(value, type)`, whose second argument is a type expression read from syntax
//! (the reference's `TypeConstraintType` and `ConvertFunc`).

use std::sync::{Arc, OnceLock};

use hcl2_core::closure::ExpressionDecoder;
use hcl2_core::Diagnostics;
use hcl2_value::{convert, CapsuleType, Error, Function, Parameter, Type, Value};

use super::type_constraint;

/// The capsule type of values that hold a type constraint; two are equal when their
/// types are. A function parameter of this type reads its argument as a type
/// constraint expression (`list(string)`) rather than evaluating it.
pub fn type_constraint_type() -> Type {
    static TY: OnceLock<CapsuleType> = OnceLock::new();
    let capsule = TY.get_or_init(|| {
        CapsuleType::with_extension(
            "type constraint",
            |a, b| a.downcast_ref::<Type>() == b.downcast_ref::<Type>(),
            ExpressionDecoder::new(|expr, _| match type_constraint(expr) {
                Ok(ty) => (type_constraint_value(ty), Diagnostics::new()),
                Err(diags) => (Value::unknown(type_constraint_type()), diags),
            }),
        )
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
/// argument when it cannot be).
pub fn convert_function() -> Function {
    Function::builder([
        Parameter::new("value", Type::Dynamic)
            .allow_null()
            .allow_dynamic_type(),
        Parameter::new("type", type_constraint_type()),
    ])
    .description("Converts a value to the given type constraint.")
    .returns_with(|args| {
        let ty = type_from_value(&args[1]).unwrap_or(Type::Dynamic);
        convert(&args[0], &ty)
            .map(|v| v.ty().clone())
            .map_err(|e| Error::arg(0, e.message()))
    })
    .build(|args, ret| convert(&args[0], ret).map_err(|e| Error::arg(0, e.message())))
}
