//! Encoding functions: `jsonencode` and `jsondecode`.

use hcl2_value::{json, Function, Parameter, Type, Value};

use crate::text_arg;

/// `jsonencode(val)`: the JSON text of any value, written for its own type (as the
/// reference's `json.Marshal`); unknown while any part of the value is unknown, and
/// marked with every mark found anywhere in the value.
pub fn jsonencode() -> Function {
    Function::builder([Parameter::new("val", Type::Dynamic)
        .allow_dynamic_type()
        .allow_null()])
    .description("The JSON text of the value.")
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let value = &args[0];
        if !value.is_wholly_known() {
            return Ok(Value::unknown(Type::String));
        }
        if value.is_null() {
            return Ok(Value::string("null"));
        }
        Ok(Value::string(json::value_to_json(value, value.ty())?))
    })
}

/// `jsondecode(str)`: the value the JSON text describes, typed as the text implies
/// (objects as objects, arrays as tuples, null as a null of the dynamic pseudo-type);
/// while the text is unknown, so is the result and its type.
pub fn jsondecode() -> Function {
    Function::builder([Parameter::new("str", Type::String)])
        .description("Reads the JSON text as the value it describes.")
        .returns_with(|args| match args[0].as_str() {
            None if !args[0].is_known() => Ok(Type::Dynamic),
            text => Ok(json::implied_type(text.unwrap_or_default().as_bytes())?),
        })
        .build(|args, ret| json::value_from_json(text_arg(args, 0)?.as_bytes(), ret))
}
