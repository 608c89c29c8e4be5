//! Encoding functions: `jsonencode`.

use hcl2_value::{json, Function, Parameter, Type, Value};

/// `jsonencode(val)`: the JSON text of any value, written for its own type (as the
/// reference's `json.Marshal`); unknown while any part of the value is unknown, and
/// marked with every mark found anywhere in the value.
pub fn jsonencode() -> Function {
    Function::builder([Parameter::new("val", Type::Dynamic)
        .allow_dynamic_type()
        .allow_null()])
    .description("The JSON text of the value.")
    .returns(Type::String)
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
