//! Number functions: `abs`, `int`, `min` and `max`.

use std::cmp::Ordering;

use hcl2_value::{Error, Function, Number, Parameter, Type, Value};

/// `abs(num)`: the number's magnitude; a marked argument gives a result with its marks.
pub fn abs() -> Function {
    Function::builder([Parameter::new("num", Type::Number)
        .allow_dynamic_type()
        .allow_marked()])
    .description("The magnitude of the number: the number itself without its sign.")
    .returns(Type::Number)
    .refine_not_null()
    .build(|args, _| args[0].absolute())
}

/// What the reference reports for `int` of an infinity: its implementation panics (on
/// the missing integer part) and the panic comes back as the call's error. The reference
/// follows this first line with the panic's stack trace, which has no counterpart here.
pub(crate) const INT_OF_INFINITY: &str = "panic in function implementation: runtime error: invalid memory address or nil pointer dereference";

/// `int(num)`: the number with its fractional part discarded (rounding toward zero); an
/// integer comes back unchanged, any other number as a fresh integer.
pub fn int() -> Function {
    Function::builder([Parameter::new("num", Type::Number).allow_dynamic_type()])
        .description("Discards the fractional part of the number, rounding toward zero.")
        .returns(Type::Number)
        .refine_not_null()
        .build(|args, _| {
            let n = args[0]
                .as_number()
                .ok_or_else(|| Error::arg(0, "a known number is required"))?;
            if n.is_integer() {
                return Ok(args[0].clone());
            }
            let whole = n.to_integer().ok_or_else(|| Error::new(INT_OF_INFINITY))?;
            Ok(Value::number(whole))
        })
}

/// `min(numbers...)`: the numerically smallest argument (the first of equal ones).
pub fn min() -> Function {
    extreme(
        "The numerically smallest of the numbers.",
        Ordering::Less,
        false,
    )
}

/// `max(numbers...)`: the numerically greatest argument (the first of equal ones).
pub fn max() -> Function {
    extreme(
        "The numerically greatest of the numbers.",
        Ordering::Greater,
        true,
    )
}

/// A function of any count of numbers picking the one that compares `wins` against every
/// earlier pick, starting from the infinity at the other end (negative when `from_below`).
fn extreme(description: &str, wins: Ordering, from_below: bool) -> Function {
    Function::builder([])
        .variadic(Parameter::new("numbers", Type::Number).allow_dynamic_type())
        .description(description)
        .returns(Type::Number)
        .refine_not_null()
        .build(move |args, _| {
            if args.is_empty() {
                return Err(Error::new("must pass at least one number"));
            }
            let mut pick = Number::infinity(from_below);
            for arg in args {
                let n = arg
                    .as_number()
                    .ok_or_else(|| Error::new("a number is required"))?;
                if n.cmp_numeric(&pick) == wins {
                    pick = n.clone();
                }
            }
            Ok(Value::number(pick))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `int`'s result precision in bits (which later arithmetic rounds at).
    fn int_precision(literal: &str) -> u32 {
        let arg = Value::number(Number::parse(literal).expect("a number literal"));
        let result = int().call(&[arg]).expect("int succeeds");
        result.as_number().expect("a number").precision()
    }

    /// The reference returns an integer argument itself (parsed literals have 512 bits)
    /// and builds any other result afresh at max(bit length, 64) bits; these precisions
    /// are what it reported for the same calls.
    #[test]
    fn int_results_carry_the_references_precision() {
        assert_eq!(int_precision("7"), 512);
        assert_eq!(int_precision("-0"), 512);
        assert_eq!(int_precision("-1.5"), 64);
        assert_eq!(int_precision("1180591620717411303424.5"), 71);
        assert_eq!(int_precision("123456789012345678901234567890.9"), 97);
    }
}
