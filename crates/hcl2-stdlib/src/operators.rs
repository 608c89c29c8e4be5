//! The language's operators as functions: arithmetic (`add`, `subtract`, `multiply`,
//! `divide`, `modulo`, `negate`), comparison (`lessthan`, `greaterthan`, ...),
//! equality (`equal`, `notequal`) and logic (`not`, `and`, `or`), as go-cty's stdlib
//! offers them to applications that evaluate their own expression languages.

use hcl2_value::{Error, Function, Parameter, Result, Type, Value};

/// An operation of two values.
type Binary = fn(&Value, &Value) -> Result<Value>;

/// A parameter of the operand type `ty`, accepting dynamic values, and marked ones when
/// the operation carries marks itself.
fn operand(name: &str, ty: Type, marked: bool) -> Parameter {
    let p = Parameter::new(name, ty).allow_dynamic_type();
    if marked {
        p.allow_marked()
    } else {
        p
    }
}

/// A function of two operands of type `ty` returning `ret`.
fn binary(description: &str, ty: Type, ret: Type, marked: bool, op: Binary) -> Function {
    Function::builder([operand("a", ty.clone(), marked), operand("b", ty, marked)])
        .description(description)
        .returns(ret)
        .refine_not_null()
        .build(move |args, _| op(&args[0], &args[1]))
}

/// `add(a, b)`: the sum.
pub fn add() -> Function {
    binary(
        "The sum of the two numbers.",
        Type::Number,
        Type::Number,
        false,
        Value::add,
    )
}

/// `subtract(a, b)`: the difference.
pub fn subtract() -> Function {
    binary(
        "The difference of the two numbers.",
        Type::Number,
        Type::Number,
        false,
        Value::subtract,
    )
}

/// `multiply(a, b)`: the product.
pub fn multiply() -> Function {
    binary(
        "The product of the two numbers.",
        Type::Number,
        Type::Number,
        false,
        Value::multiply,
    )
}

/// `divide(a, b)`: the quotient (an infinity when dividing a non-zero number by zero).
pub fn divide() -> Function {
    binary(
        "The first number divided by the second.",
        Type::Number,
        Type::Number,
        false,
        Value::divide,
    )
}

/// `modulo(a, b)`: the remainder of the truncated division. An infinity divided by a
/// finite number has no whole quotient: the reference's implementation panics on the
/// missing integer, and the panic's first line is the call's error.
pub fn modulo() -> Function {
    binary(
        "The remainder of dividing the first number by the second.",
        Type::Number,
        Type::Number,
        false,
        |a, b| {
            let infinite = |v: &Value| v.as_number().is_some_and(|n| n.is_infinite());
            let zero = |v: &Value| v.as_number().is_some_and(|n| n.is_zero());
            if infinite(a) && !infinite(b) && !zero(b) {
                return Err(Error::new(crate::number::INT_OF_INFINITY));
            }
            a.modulo(b)
        },
    )
}

/// `negate(num)`: the number times -1.
pub fn negate() -> Function {
    Function::builder([operand("num", Type::Number, true)])
        .description("The number multiplied by -1.")
        .returns(Type::Number)
        .refine_not_null()
        .build(|args, _| args[0].negate())
}

/// `lessthan(a, b)`: whether a < b.
pub fn less_than() -> Function {
    binary(
        "Whether a < b.",
        Type::Number,
        Type::Bool,
        true,
        Value::less_than,
    )
}

/// `lessthanorequalto(a, b)`: whether a <= b.
pub fn less_than_or_equal_to() -> Function {
    binary(
        "Whether a <= b.",
        Type::Number,
        Type::Bool,
        true,
        Value::less_than_or_equal,
    )
}

/// `greaterthan(a, b)`: whether a > b.
pub fn greater_than() -> Function {
    binary(
        "Whether a > b.",
        Type::Number,
        Type::Bool,
        true,
        Value::greater_than,
    )
}

/// `greaterthanorequalto(a, b)`: whether a >= b.
pub fn greater_than_or_equal_to() -> Function {
    binary(
        "Whether a >= b.",
        Type::Number,
        Type::Bool,
        true,
        Value::greater_than_or_equal,
    )
}

/// A parameter of an equality test: any value at all, unknown and null included.
fn any_value(name: &str) -> Parameter {
    Parameter::new(name, Type::Dynamic)
        .allow_unknown()
        .allow_dynamic_type()
        .allow_null()
}

/// `equal(a, b)`: whether the values are equal (unknown while that cannot be known).
pub fn equal() -> Function {
    Function::builder([any_value("a"), any_value("b")])
        .description("Whether the two values are equal.")
        .returns(Type::Bool)
        .refine_not_null()
        .build(|args, _| Ok(args[0].equals(&args[1])))
}

/// `notequal(a, b)`: whether the values differ.
pub fn not_equal() -> Function {
    Function::builder([any_value("a"), any_value("b")])
        .description("Whether the two values differ.")
        .returns(Type::Bool)
        .refine_not_null()
        .build(|args, _| args[0].equals(&args[1]).not())
}

/// `not(val)`: the logical negation.
pub fn not() -> Function {
    Function::builder([operand("val", Type::Bool, true)])
        .description("The logical NOT of the boolean.")
        .returns(Type::Bool)
        .refine_not_null()
        .build(|args, _| args[0].not())
}

/// `and(a, b)`: the logical AND.
pub fn and() -> Function {
    binary(
        "The logical AND of the booleans.",
        Type::Bool,
        Type::Bool,
        true,
        Value::and,
    )
}

/// `or(a, b)`: the logical OR.
pub fn or() -> Function {
    binary(
        "The logical OR of the booleans.",
        Type::Bool,
        Type::Bool,
        true,
        Value::or,
    )
}
