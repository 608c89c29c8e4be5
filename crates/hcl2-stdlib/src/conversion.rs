//! The type conversion functions `tostring`, `tonumber`, `tobool`, `tolist`, `toset`
//! and `tomap` (go-cty's `MakeToFunc`), with errors worded for an explicit conversion.

use hcl2_value::can_convert;
use hcl2_value::strings::go_quote;
use hcl2_value::{convert, Error, Function, Parameter, Type, Value};

/// A function converting its one argument to `want` (a type or a constraint such as
/// "list of any one element type").
pub fn make_to_function(want: Type) -> Function {
    let description = format!(
        "Converts the given value to {}, or raises an error if that conversion is impossible.",
        want.friendly_name()
    );
    let for_type = want.clone();
    // A null or unknown of no known type converts too (go-cty 1.14.4): to a null, or an
    // unknown, of the wanted type.
    Function::builder([Parameter::new("v", Type::Dynamic)
        .allow_null()
        .allow_dynamic_type()])
    .description(description)
    .returns_with(move |args| {
        let got = args[0].ty();
        if got == &for_type || can_convert(got, &for_type) {
            return Ok(for_type.clone());
        }
        Err(cannot_convert(got, &for_type))
    })
    .build(move |args, ret| {
        convert(&args[0], ret).map_err(|err| conversion_failure(&args[0], &want, err.message()))
    })
}

/// The error for types with no conversion between them.
fn cannot_convert(got: &Type, want: &Type) -> Error {
    Error::arg(
        0,
        format!(
            "cannot convert {} to {}",
            got.friendly_name(),
            want.friendly_name_for_constraint()
        ),
    )
}

/// The error for a value the planned conversion failed on (`message`: the conversion's
/// own words, kept where they say more than the reference's).
fn conversion_failure(v: &Value, want: &Type, message: &str) -> Error {
    let quoted = || v.as_str().map_or_else(|| "string".to_string(), go_quote);
    match (v.ty(), want) {
        (Type::String, Type::Bool) => Error::arg(
            0,
            format!(
                "cannot convert {} to bool; only the strings \"true\" or \"false\" are allowed",
                quoted()
            ),
        ),
        (Type::String, Type::Number) => Error::arg(
            0,
            format!(
                "cannot convert {} to number; given string must be a decimal representation of a number",
                quoted()
            ),
        ),
        // Only a number printing past the application's limit fails here; the
        // reference, which has no limit, never does.
        (Type::Number, Type::String) => Error::arg(0, message),
        (got, _) => cannot_convert(got, want),
    }
}

/// `tostring(v)`.
pub fn tostring() -> Function {
    make_to_function(Type::String)
}

/// `tonumber(v)`.
pub fn tonumber() -> Function {
    make_to_function(Type::Number)
}

/// `tobool(v)`.
pub fn tobool() -> Function {
    make_to_function(Type::Bool)
}

/// `tolist(v)`: a list of the one type the elements unify to.
pub fn tolist() -> Function {
    make_to_function(Type::list(Type::Dynamic))
}

/// `toset(v)`: a set of the one type the elements unify to.
pub fn toset() -> Function {
    make_to_function(Type::set(Type::Dynamic))
}

/// `tomap(v)`: a map of the one type the elements unify to.
pub fn tomap() -> Function {
    make_to_function(Type::map(Type::Dynamic))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nulls_of_unknown_type_convert_as_newer_go_cty_does() {
        let null = tostring().call(&[Value::null(Type::Dynamic)]).unwrap();
        assert_eq!(null, Value::null(Type::String));
        let e = tobool().call(&[Value::from("yes")]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "cannot convert \"yes\" to bool; only the strings \"true\" or \"false\" are allowed"
        );
    }
}
