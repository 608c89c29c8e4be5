//! Number functions: `abs`, `min` and `max`.

use std::cmp::Ordering;

use hcl2_value::{CallError, Function, Number, Parameter, Type, Value};

/// `abs(num)`: the number's magnitude; a marked argument gives a result with its marks.
pub fn abs() -> Function {
    Function::builder([Parameter::new("num", Type::Number)
        .allow_dynamic_type()
        .allow_marked()])
    .description("The magnitude of the number: the number itself without its sign.")
    .returns(Type::Number)
    .build(|args, _| Ok(args[0].absolute()?))
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
        .build(move |args, _| {
            if args.is_empty() {
                return Err(CallError::new("must pass at least one number"));
            }
            let mut pick = Number::infinity(from_below);
            for arg in args {
                let n = arg
                    .as_number()
                    .ok_or_else(|| CallError::new("a number is required"))?;
                if n.cmp_numeric(&pick) == wins {
                    pick = n.clone();
                }
            }
            Ok(Value::number(pick))
        })
}
