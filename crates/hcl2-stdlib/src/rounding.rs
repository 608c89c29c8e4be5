//! Number functions beyond the basics: `ceil`, `floor`, `log`, `pow`, `signum` and
//! `parseint`.

use hcl2_value::strings::go_quote;
use hcl2_value::{Error, Function, Number, Parameter, Type, Value};

use crate::{float64, number_arg, text_arg, whole_number};

/// A function of one number returning what `op` makes of it.
fn of_number(description: &str, op: fn(&Number) -> Result<Number, Error>) -> Function {
    Function::builder([Parameter::new("num", Type::Number)])
        .description(description)
        .returns(Type::Number)
        .refine_not_null()
        .build(move |args, _| Ok(Value::number(op(number_arg(args, 0)?)?)))
}

/// The whole number next to `n` in the direction of `up` (itself when whole).
fn round_toward(n: &Number, up: bool) -> Result<Number, Error> {
    let Some(whole) = n.trunc() else {
        return Ok(n.clone());
    };
    let step = match n.cmp_numeric(&whole) {
        std::cmp::Ordering::Greater if up => 1,
        std::cmp::Ordering::Less if !up => -1,
        _ => 0,
    };
    if step == 0 {
        return Ok(whole);
    }
    whole
        .add(&Number::from_i64(step))
        .map_err(|e| Error::new(e.to_string()))
}

/// `ceil(num)`: the smallest whole number not less than the number.
pub fn ceil() -> Function {
    of_number(
        "The smallest whole number greater than or equal to the number.",
        |n| round_toward(n, true),
    )
}

/// `floor(num)`: the greatest whole number not greater than the number.
pub fn floor() -> Function {
    of_number(
        "The greatest whole number less than or equal to the number.",
        |n| round_toward(n, false),
    )
}

/// The reference computes `log` and `pow` in 64-bit floating point; a result that is
/// not a number is its implementation's panic, reported as the call's error.
fn from_float(f: f64) -> Result<Value, Error> {
    Number::from_f64(f)
        .map(Value::number)
        .ok_or_else(|| Error::new("panic in function implementation: Float.SetFloat64(NaN)"))
}

/// The argument as a 64-bit float (rounded; beyond the float range is an error).
fn float_arg(args: &[Value], index: usize) -> Result<f64, Error> {
    let n = number_arg(args, index)?;
    let f = n.to_f64_lossy();
    if f.is_infinite() && !n.is_infinite() {
        return Err(Error::new(format!(
            "value must be between {:.6} and {:.6} inclusive",
            -f64::MAX,
            f64::MAX
        )));
    }
    Ok(f)
}

/// `log(num, base)`: the logarithm of the number in the base.
pub fn log() -> Function {
    Function::builder([
        Parameter::new("num", Type::Number),
        Parameter::new("base", Type::Number),
    ])
    .description("The logarithm of the number in the base.")
    .returns(Type::Number)
    .refine_not_null()
    .build(|args, _| {
        let (num, base) = (float_arg(args, 0)?, float_arg(args, 1)?);
        from_float(float64::log(num) / float64::log(base))
    })
}

/// `pow(num, power)`: the number raised to the power (in 64-bit floating point, so
/// the result cannot grow beyond a float: huge powers are infinities, not gigabytes).
pub fn pow() -> Function {
    Function::builder([
        Parameter::new("num", Type::Number),
        Parameter::new("power", Type::Number),
    ])
    .description("The number raised to the power.")
    .returns(Type::Number)
    .refine_not_null()
    .build(|args, _| {
        let (num, power) = (float_arg(args, 0)?, float_arg(args, 1)?);
        from_float(float64::pow(num, power))
    })
}

/// `signum(num)`: -1, 0 or 1 by the sign of the (whole) number.
pub fn signum() -> Function {
    of_number(
        "-1 for a negative number, 0 for zero and 1 for a positive number.",
        |n| {
            let whole = whole_number(n)?;
            Ok(Number::from_i64(whole.signum()))
        },
    )
}

/// `parseint(number, base)`: the integer the string spells in the base (2 to 62).
pub fn parseint() -> Function {
    Function::builder([
        Parameter::new("number", Type::Dynamic),
        Parameter::new("base", Type::Number),
    ])
    .description("Parses the string as an integer in the base.")
    .returns_with(|args| {
        if args[0].ty() != &Type::String {
            return Err(Error::arg(
                0,
                format!(
                    "first argument must be a string, not {}",
                    args[0].ty().friendly_name()
                ),
            ));
        }
        Ok(Type::Number)
    })
    .refine_not_null()
    .build(|args, _| {
        let text = text_arg(args, 0)?;
        let base = whole_number(number_arg(args, 1)?).map_err(|e| Error::about(1, e))?;
        if !(2..=62).contains(&base) {
            return Err(Error::arg(
                1,
                "base must be a whole number between 2 and 62 inclusive",
            ));
        }
        let parsed = parse_integer(text, base as u32).ok_or_else(|| {
            Error::arg(
                0,
                format!("cannot parse {} as a base {base} integer", go_quote(text)),
            )
        })?;
        Ok(Value::number(parsed))
    })
}

/// The digit value of `c` in bases up to 62: 0-9, then a-z (and A-Z the same up to
/// base 36), then A-Z as 36-61 beyond base 36.
fn digit(c: char, base: u32) -> Option<u32> {
    let d = match c {
        '0'..='9' => c as u32 - '0' as u32,
        'a'..='z' => c as u32 - 'a' as u32 + 10,
        'A'..='Z' if base <= 36 => c as u32 - 'A' as u32 + 10,
        'A'..='Z' => c as u32 - 'A' as u32 + 36,
        _ => return None,
    };
    (d < base).then_some(d)
}

/// The integer `text` spells in `base`: an optional sign and at least one digit.
fn parse_integer(text: &str, base: u32) -> Option<Number> {
    let (neg, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() {
        return None;
    }
    let mut value = num_bigint::BigUint::default();
    for c in digits.chars() {
        value = value * base + digit(c, base)?;
    }
    let decimal = if neg {
        format!("-{value}")
    } else {
        value.to_string()
    };
    Number::parse(&decimal).ok()
}
