//! The fixed evaluation context the expression and template targets share: variables of
//! every kind and the whole standard library, so evaluation reaches every operation.

use hcl2_core::EvalContext;
use hcl2_value::{Type, Value};

/// Variables of every kind and every standard-library function.
pub fn fixed_context() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    ctx.set_variable("a", Value::from(1))
        .set_variable(
            "big",
            Value::number(hcl2_value::Number::parse("1e40").unwrap()),
        )
        .set_variable("name", Value::string("x"))
        .set_variable("flag", Value::from(true))
        .set_variable("nothing", Value::null(Type::Dynamic))
        .set_variable("unk", Value::dynamic())
        .set_variable(
            "obj",
            Value::object([("k", Value::string("v")), ("n", Value::from(2))]),
        )
        .set_variable("tup", Value::tuple([Value::from(1), Value::string("b")]))
        .set_variable(
            "list",
            Value::list([Value::string("p"), Value::string("q")]).expect("one element type"),
        )
        .set_variable("secret", Value::string("s").mark("sensitive"));
    for (name, function) in hcl2_stdlib::functions() {
        ctx.set_function(name, function);
    }
    ctx
}
