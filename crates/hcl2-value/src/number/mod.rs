//! Arbitrary-precision numbers with the reference's binary floating-point semantics.
//!
//! A [`Number`] behaves like a Go `math/big.Float` as go-cty uses it: it carries a
//! precision in bits, arithmetic rounds to nearest-even at the larger operand precision,
//! there are signed infinities and no NaN, and it prints as the shortest decimal that
//! reads back to the same value at its precision, without an exponent.

use std::cmp::Ordering;
use std::fmt;

/// The precision, in bits, that decimal literals are parsed at (as the reference's `ParseNumberVal`).
pub const LITERAL_PRECISION: u32 = 512;

/// A number value: finite binary float with a precision, or a signed infinity.
#[derive(Clone)]
pub struct Number {
    // PLACEHOLDER representation, replaced by the real one.
    v: f64,
    prec: u32,
}

/// Why a string could not be read as a number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseNumberError;

impl fmt::Display for ParseNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a number is required")
    }
}

impl std::error::Error for ParseNumberError {}

/// An arithmetic operation whose result would be undefined (NaN in IEEE terms).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArithmeticError {
    /// `inf + -inf`.
    OpposingInfinitiesSum,
    /// `inf - inf`.
    InfinityMinusInfinity,
    /// `0 * inf`.
    ZeroTimesInfinity,
    /// `0 / 0` or `inf / inf`.
    ZeroOverZeroOrInfOverInf,
    /// Modulo mixing zero and infinity.
    ModuloZeroInfinity,
}

impl fmt::Display for ArithmeticError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ArithmeticError::OpposingInfinitiesSum => "can't compute sum of opposing infinities",
            ArithmeticError::InfinityMinusInfinity => "can't subtract infinity from itself",
            ArithmeticError::ZeroTimesInfinity => "can't multiply zero by infinity",
            ArithmeticError::ZeroOverZeroOrInfOverInf => {
                "can't divide zero by zero or infinity by infinity"
            }
            ArithmeticError::ModuloZeroInfinity => "can't use modulo with zero and infinity",
        })
    }
}

impl std::error::Error for ArithmeticError {}

impl Number {
    /// An integer, at 64 bits of precision (as the reference's `NumberIntVal`).
    pub fn from_i64(v: i64) -> Number {
        Number {
            v: v as f64,
            prec: 64,
        }
    }
    /// An unsigned integer, at 64 bits of precision (as `NumberUIntVal`).
    pub fn from_u64(v: u64) -> Number {
        Number {
            v: v as f64,
            prec: 64,
        }
    }
    /// A float, at 53 bits of precision (as `NumberFloatVal`); `None` for NaN.
    pub fn from_f64(v: f64) -> Option<Number> {
        if v.is_nan() {
            None
        } else {
            Some(Number { v, prec: 53 })
        }
    }
    /// Exactly the given decimal, or `None` when it does not fit (never, in practice).
    pub fn from_decimal(d: rust_decimal::Decimal) -> Number {
        Self::parse(&d.to_string()).expect("decimal text parses")
    }
    /// Reads a decimal number (`-12.5e3`, `.5`, `1E+9`, `Inf`) at [`LITERAL_PRECISION`] bits,
    /// as the reference's `ParseNumberVal`.
    pub fn parse(s: &str) -> Result<Number, ParseNumberError> {
        s.parse::<f64>()
            .ok()
            .filter(|v| !v.is_nan())
            .map(|v| Number {
                v,
                prec: LITERAL_PRECISION,
            })
            .ok_or(ParseNumberError)
    }
    /// Positive (`negative == false`) or negative infinity.
    pub fn infinity(negative: bool) -> Number {
        Number {
            v: if negative {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            },
            prec: 0,
        }
    }
    /// The precision in bits (0 for infinities).
    pub fn precision(&self) -> u32 {
        self.prec
    }
    /// True for either infinity.
    pub fn is_infinite(&self) -> bool {
        self.v.is_infinite()
    }
    /// True for a finite number with no fractional part.
    pub fn is_integer(&self) -> bool {
        self.v.is_finite() && self.v.fract() == 0.0
    }
    /// True for zero of either sign.
    pub fn is_zero(&self) -> bool {
        self.v == 0.0
    }
    /// -1, 0 or 1 (zero of either sign gives 0).
    pub fn signum(&self) -> i32 {
        if self.v > 0.0 {
            1
        } else if self.v < 0.0 {
            -1
        } else {
            0
        }
    }
    /// The value as an `i64` if it is an integer in range.
    pub fn to_i64(&self) -> Option<i64> {
        self.is_integer().then_some(self.v as i64)
    }
    /// The value as a `u64` if it is a non-negative integer in range.
    pub fn to_u64(&self) -> Option<u64> {
        (self.is_integer() && self.v >= 0.0).then_some(self.v as u64)
    }
    /// The value as an `f64` if that is exact (infinities included).
    pub fn to_f64(&self) -> Option<f64> {
        Some(self.v)
    }
    /// The nearest `f64` (rounding to nearest even; overflow gives an infinity).
    pub fn to_f64_lossy(&self) -> f64 {
        self.v
    }
    /// The value as a `Decimal` if that is exact.
    pub fn to_decimal(&self) -> Option<rust_decimal::Decimal> {
        self.to_string().parse().ok()
    }
    /// The integer part, truncated toward zero, at this number's precision; `None` for infinities.
    pub fn trunc(&self) -> Option<Number> {
        self.v.is_finite().then(|| Number {
            v: self.v.trunc(),
            prec: self.prec,
        })
    }
    /// `self + other` (as the reference's `Add`).
    pub fn add(&self, other: &Number) -> Result<Number, ArithmeticError> {
        Ok(Number {
            v: self.v + other.v,
            prec: self.prec.max(other.prec),
        })
    }
    /// `self - other` (as the reference's `Subtract`).
    pub fn sub(&self, other: &Number) -> Result<Number, ArithmeticError> {
        Ok(Number {
            v: self.v - other.v,
            prec: self.prec.max(other.prec),
        })
    }
    /// `self * other` (as the reference's `Multiply`).
    pub fn mul(&self, other: &Number) -> Result<Number, ArithmeticError> {
        Ok(Number {
            v: self.v * other.v,
            prec: self.prec.max(other.prec),
        })
    }
    /// `self / other`; a non-zero number over zero is a signed infinity (as `Divide`).
    pub fn div(&self, other: &Number) -> Result<Number, ArithmeticError> {
        Ok(Number {
            v: self.v / other.v,
            prec: self.prec.max(other.prec),
        })
    }
    /// `self % other` with the reference's truncated-quotient rule (as `Modulo`).
    pub fn rem(&self, other: &Number) -> Result<Number, ArithmeticError> {
        Ok(Number {
            v: self.v % other.v,
            prec: self.prec.max(other.prec),
        })
    }
    /// `-self`.
    pub fn neg(&self) -> Number {
        Number {
            v: -self.v,
            prec: self.prec,
        }
    }
    /// `|self|`.
    pub fn abs(&self) -> Number {
        Number {
            v: self.v.abs(),
            prec: self.prec,
        }
    }
    /// Numeric order (`-0 == 0`; infinities at the ends).
    pub fn cmp_numeric(&self, other: &Number) -> Ordering {
        self.v.partial_cmp(&other.v).unwrap_or(Ordering::Equal)
    }
    /// The reference's value equality: equal when their shortest decimal texts are equal.
    pub fn equals(&self, other: &Number) -> bool {
        self.to_string() == other.to_string()
    }
    /// Go's `%g` with 10 significant digits (`big.Float.String`), which the reference
    /// uses to order set elements.
    pub fn format_g10(&self) -> String {
        format!("{:e}", self.v)
    }
}

/// The shortest decimal that reads back to the same value at its precision, no exponent
/// (`+Inf` / `-Inf` for infinities).
impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.v.is_infinite() {
            return f.write_str(if self.v > 0.0 { "+Inf" } else { "-Inf" });
        }
        write!(f, "{}", self.v)
    }
}

impl fmt::Debug for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Number({self})")
    }
}

impl PartialEq for Number {
    fn eq(&self, other: &Number) -> bool {
        self.equals(other)
    }
}

impl From<i64> for Number {
    fn from(v: i64) -> Number {
        Number::from_i64(v)
    }
}

impl From<u64> for Number {
    fn from(v: u64) -> Number {
        Number::from_u64(v)
    }
}

impl From<i32> for Number {
    fn from(v: i32) -> Number {
        Number::from_i64(v.into())
    }
}

impl std::str::FromStr for Number {
    type Err = ParseNumberError;
    fn from_str(s: &str) -> Result<Number, ParseNumberError> {
        Number::parse(s)
    }
}
