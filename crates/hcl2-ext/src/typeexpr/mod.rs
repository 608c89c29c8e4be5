//! Type constraint expressions (the reference's `ext/typeexpr`): `string`,
//! `list(object({name = string, port = optional(number, 80)}))`, `any`, read from any
//! syntax's expression without evaluating it; the defaults of `optional` attributes,
//! applied to values; the text of a type; and `convert(value, type)`.
//!
//! ```
//! use hcl2_core::Pos;
//! use hcl2_ext::typeexpr::{type_constraint_with_defaults, type_string};
//! use hcl2_native::{parse_expression, NativeExpression};
//! use hcl2_value::Value;
//!
//! let src = b"object({name = string, port = optional(number, 80)})";
//! let parsed = parse_expression(src, "t.hcl", Pos::START);
//! let expr = NativeExpression { expr: &parsed.value, file: parsed.tree() };
//! let (ty, defaults) = type_constraint_with_defaults(&expr).unwrap();
//! assert_eq!(type_string(&ty).unwrap(), "object({name=string,port=number})");
//! let given = Value::object([("name", Value::from("web"))]);
//! let filled = defaults.unwrap().apply(&given);
//! assert_eq!(filled, Value::object([("name", Value::from("web")), ("port", Value::from(80))]));
//! ```

mod defaults;
mod function;
mod read;
mod type_string;

pub use defaults::Defaults;
pub use function::{
    convert_function, type_constraint_type, type_constraint_value, type_from_value,
};
pub use type_string::type_string;

use hcl2_core::{Diagnostics, Expression};
use hcl2_value::Type;

use read::{read, Mode};

/// The exact type `expr` specifies (`any` and `optional` are errors here: the
/// reference's `typeexpr.Type`).
pub fn exact_type(expr: &dyn Expression) -> Result<Type, Diagnostics> {
    finish(read(
        expr,
        Mode {
            constraint: false,
            defaults: false,
        },
    ))
    .map(|(ty, _)| ty)
}

/// The type constraint `expr` specifies: `any` and `optional(type)` attributes are
/// allowed (the reference's `typeexpr.TypeConstraint`).
pub fn type_constraint(expr: &dyn Expression) -> Result<Type, Diagnostics> {
    finish(read(
        expr,
        Mode {
            constraint: true,
            defaults: false,
        },
    ))
    .map(|(ty, _)| ty)
}

/// The type constraint `expr` specifies and the defaults its `optional(type, default)`
/// attributes give, if any (the reference's `typeexpr.TypeConstraintWithDefaults`).
pub fn type_constraint_with_defaults(
    expr: &dyn Expression,
) -> Result<(Type, Option<Defaults>), Diagnostics> {
    finish(read(
        expr,
        Mode {
            constraint: true,
            defaults: true,
        },
    ))
}

fn finish(
    (ty, defaults, diags): (Type, Option<Defaults>, Diagnostics),
) -> Result<(Type, Option<Defaults>), Diagnostics> {
    if diags.has_errors() {
        Err(diags)
    } else {
        Ok((ty, defaults))
    }
}
