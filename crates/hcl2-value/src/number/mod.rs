//! Arbitrary-precision numbers with the reference's binary floating-point semantics.
//!
//! A [`Number`] behaves like a Go `math/big.Float` as go-cty uses it: it carries a
//! precision in bits, arithmetic rounds to nearest-even at the larger operand precision,
//! there are signed infinities and no NaN, and it prints as the shortest decimal that
//! reads back to the same value at its precision, without an exponent.

mod arith;
mod convert;
mod core;
mod decimal;
mod go_text;
mod leading;
mod parse;

#[cfg(test)]
mod tests;

use self::arith::{cmp_magnitude, go_add, go_mul, go_quo, ord, set_prec, trunc_parts};
use self::core::{BigFloat, Parts, Repr};
use num_bigint::BigUint;
use std::cmp::Ordering;
use std::fmt::{self, Write as _};
use std::sync::Arc;

use crate::Error;

/// The precision, in bits, that decimal literals are parsed at (as the reference's `ParseNumberVal`).
pub const LITERAL_PRECISION: u32 = 512;

/// A number value: finite binary float with a precision, or a signed infinity.
///
/// Sixteen bytes: the precision sits beside the value's kind, in the space a separate
/// field would pad out (a value holds numbers inline, so their size is its size).
#[derive(Clone)]
pub struct Number(Packed);

/// A number's value and its precision in bits (the reference keeps one on infinities too).
#[derive(Clone)]
enum Packed {
    Zero { neg: bool, prec: u32 },
    Inf { neg: bool, prec: u32 },
    Small { v: i64, prec: u32 },
    Big { b: Arc<BigFloat>, prec: u32 },
}

/// The reference's messages for arithmetic whose result would be undefined (NaN in
/// IEEE terms); the errors are of kind [`ErrorKind::Arithmetic`](crate::ErrorKind).
const OPPOSING_INFINITIES_SUM: &str = "can't compute sum of opposing infinities";
const INFINITY_MINUS_INFINITY: &str = "can't subtract infinity from itself";
const ZERO_TIMES_INFINITY: &str = "can't multiply zero by infinity";
const ZERO_OVER_ZERO_OR_INF_OVER_INF: &str = "can't divide zero by zero or infinity by infinity";
const MODULO_ZERO_INFINITY: &str = "can't use modulo with zero and infinity";

impl Number {
    /// A number from its parts.
    fn new(prec: u32, repr: Repr) -> Number {
        Number(match repr {
            Repr::Zero { neg } => Packed::Zero { neg, prec },
            Repr::Inf { neg } => Packed::Inf { neg, prec },
            Repr::Small(v) => Packed::Small { v, prec },
            Repr::Big(b) => Packed::Big { b, prec },
        })
    }
    /// The value part (sharing a big mantissa, not copying it).
    fn repr(&self) -> Repr {
        match &self.0 {
            Packed::Zero { neg, .. } => Repr::Zero { neg: *neg },
            Packed::Inf { neg, .. } => Repr::Inf { neg: *neg },
            Packed::Small { v, .. } => Repr::Small(*v),
            Packed::Big { b, .. } => Repr::Big(Arc::clone(b)),
        }
    }
    /// The precision in bits as stored (infinities keep theirs, unlike [`Number::precision`]).
    fn prec(&self) -> u32 {
        match &self.0 {
            Packed::Zero { prec, .. }
            | Packed::Inf { prec, .. }
            | Packed::Small { prec, .. }
            | Packed::Big { prec, .. } => *prec,
        }
    }
    /// An integer, at 64 bits of precision (as the reference's `NumberIntVal`).
    pub fn from_i64(v: i64) -> Number {
        let repr = if v == 0 {
            Repr::Zero { neg: false }
        } else if v == i64::MIN {
            core::from_exact(true, BigUint::from(1u32), 63)
        } else {
            Repr::Small(v)
        };
        Number::new(64, repr)
    }
    /// A whole number exactly as its plain-digit literal reads (at [`LITERAL_PRECISION`]
    /// bits), without the text: for syntax trees that keep small literals as integers.
    pub fn from_literal_integer(v: u32) -> Number {
        Number::whole(i64::from(v), LITERAL_PRECISION)
    }
    /// The non-negative whole number `v`, which must fit `prec` bits, at `prec` bits.
    pub(crate) fn whole(v: i64, prec: u32) -> Number {
        let repr = if v == 0 {
            Repr::Zero { neg: false }
        } else {
            Repr::Small(v)
        };
        Number::new(prec, repr)
    }
    /// An unsigned integer, at 64 bits of precision (as `NumberUIntVal`).
    pub fn from_u64(v: u64) -> Number {
        let repr = match i64::try_from(v) {
            Ok(0) => Repr::Zero { neg: false },
            Ok(small) => Repr::Small(small),
            Err(_) => core::from_exact(false, BigUint::from(v), 0),
        };
        Number::new(64, repr)
    }
    /// A float, at 53 bits of precision (as `NumberFloatVal`); `None` for NaN.
    pub fn from_f64(v: f64) -> Option<Number> {
        if v.is_nan() {
            return None;
        }
        let neg = v.is_sign_negative();
        if v.is_infinite() {
            return Some(Number::new(53, Repr::Inf { neg }));
        }
        if v == 0.0 {
            return Some(Number::new(53, Repr::Zero { neg }));
        }
        let bits = v.to_bits();
        let biased = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        let (mant, exp) = if biased == 0 {
            (frac, -1074)
        } else {
            (frac | (1u64 << 52), biased - 1075)
        };
        Some(Number::new(
            53,
            core::from_exact(neg, BigUint::from(mant), exp),
        ))
    }
    /// The decimal read as the same literal would be (512 bits): exact whenever the value
    /// has a finite binary form, and rounded to nearest like a literal otherwise (`0.1`).
    pub fn from_decimal(d: rust_decimal::Decimal) -> Number {
        // The decimal's own text is always a valid literal; read it as the reference reads
        // literals (a decimal fraction is generally not a finite binary fraction).
        Self::parse(&d.to_string()).unwrap_or_else(|_| Number::from_i64(0))
    }
    /// Reads a decimal number (`-12.5e3`, `.5`, `1E+9`, `Inf`) at [`LITERAL_PRECISION`] bits,
    /// as the reference's `ParseNumberVal`.
    pub fn parse(s: &str) -> Result<Number, Error> {
        parse::parse(s, LITERAL_PRECISION).ok_or_else(Error::number_syntax)
    }
    /// Positive (`negative == false`) or negative infinity.
    pub fn infinity(negative: bool) -> Number {
        Number::new(0, Repr::Inf { neg: negative })
    }
    /// The precision in bits (0 for infinities).
    pub fn precision(&self) -> u32 {
        if self.is_infinite() {
            0
        } else {
            self.prec()
        }
    }
    /// True for either infinity.
    pub fn is_infinite(&self) -> bool {
        matches!(self.0, Packed::Inf { .. })
    }
    /// True for a finite number with no fractional part.
    pub fn is_integer(&self) -> bool {
        match &self.0 {
            Packed::Zero { .. } | Packed::Small { .. } => true,
            Packed::Inf { .. } => false,
            Packed::Big { b, .. } => b.exp >= 0,
        }
    }
    /// True for zero of either sign.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Packed::Zero { .. })
    }
    /// -1, 0 or 1 (zero of either sign gives 0).
    pub fn signum(&self) -> i32 {
        match &self.repr() {
            Repr::Zero { .. } => 0,
            r if r.is_neg() => -1,
            _ => 1,
        }
    }
    /// The value as an `i64` if it is an integer in range.
    pub fn to_i64(&self) -> Option<i64> {
        match &self.repr() {
            Repr::Zero { .. } => Some(0),
            Repr::Small(v) => Some(*v),
            Repr::Big(b) => {
                (b.neg && b.exp == 63 && b.mant == BigUint::from(1u32)).then_some(i64::MIN)
            }
            Repr::Inf { .. } => None,
        }
    }
    /// The value as a `u64` if it is a non-negative integer in range.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.repr() {
            Repr::Zero { .. } => Some(0),
            Repr::Small(v) => u64::try_from(*v).ok(),
            Repr::Big(b) if !b.neg && b.exp >= 0 && core::bitlen(&b.mant) + b.exp <= 64 => {
                let m = b.mant.iter_u64_digits().next().unwrap_or(0);
                Some(m << b.exp)
            }
            _ => None,
        }
    }
    /// The value as an `f64` if that is exact (infinities included).
    pub fn to_f64(&self) -> Option<f64> {
        let (v, exact) = convert::to_f64(self);
        exact.then_some(v)
    }
    /// The nearest `f64` (rounding to nearest even; overflow gives an infinity).
    pub fn to_f64_lossy(&self) -> f64 {
        convert::to_f64(self).0
    }
    /// The value as a `Decimal` if that is exact.
    pub fn to_decimal(&self) -> Option<rust_decimal::Decimal> {
        convert::to_decimal(self)
    }
    /// The integer part, truncated toward zero, at this number's precision; `None` for infinities.
    pub fn trunc(&self) -> Option<Number> {
        let repr = match &self.repr() {
            Repr::Inf { .. } => return None,
            // The reference goes through a `big.Int`, which has no negative zero.
            Repr::Zero { .. } => Repr::Zero { neg: false },
            Repr::Small(_) => self.repr(),
            Repr::Big(b) if b.exp >= 0 => self.repr(),
            Repr::Big(b) => match trunc_parts(&Parts {
                neg: b.neg,
                mant: b.mant.clone(),
                exp: b.exp,
            }) {
                Some(p) => core::round(p.neg, p.mant, p.exp, false, self.prec()),
                None => Repr::Zero { neg: false },
            },
        };
        Some(Number::new(self.prec(), repr))
    }
    /// The integer part, truncated toward zero, as a fresh integer at its own bit length
    /// but at least 64 bits of precision (the reference's `Float.Int` then `SetInt`, as
    /// its `int` function builds results); `None` for infinities.
    pub fn to_integer(&self) -> Option<Number> {
        let whole = match self.repr().parts() {
            Some(p) => trunc_parts(&p),
            None if self.is_infinite() => return None,
            None => None,
        };
        Some(match whole {
            Some(p) => {
                let bits = core::bitlen(&p.mant) + p.exp;
                let prec = u32::try_from(bits.max(64)).unwrap_or(u32::MAX);
                Number::new(prec, core::from_exact(p.neg, p.mant, p.exp))
            }
            // A big integer has no negative zero.
            None => Number::from_i64(0),
        })
    }
    /// `self + other` (as the reference's `Add`).
    pub fn add(&self, other: &Number) -> Result<Number, Error> {
        go_add(self, other, self.prec().max(other.prec()))
            .map_err(|_| Error::arithmetic(OPPOSING_INFINITIES_SUM))
    }
    /// `self - other` (as the reference's `Subtract`).
    pub fn sub(&self, other: &Number) -> Result<Number, Error> {
        go_add(self, &other.neg(), self.prec().max(other.prec()))
            .map_err(|_| Error::arithmetic(INFINITY_MINUS_INFINITY))
    }
    /// `self * other` (as the reference's `Multiply`).
    pub fn mul(&self, other: &Number) -> Result<Number, Error> {
        // The product is formed at 512 bits and then kept at the operands' larger
        // precision, or more if the product needs more bits.
        let prec = self.prec().max(other.prec());
        if let (Repr::Small(a), Repr::Small(b)) = (&self.repr(), &other.repr()) {
            if let Some(p) = a.checked_mul(*b).filter(|&p| p != i64::MIN) {
                let repr = Repr::Small(p);
                return Ok(Number::new(prec.max(core::min_prec(&repr)), repr));
            }
        }
        let r = go_mul(self, other, LITERAL_PRECISION)
            .map_err(|_| Error::arithmetic(ZERO_TIMES_INFINITY))?;
        let res_prec = prec.max(core::min_prec(&r.repr()));
        Ok(set_prec(&r, res_prec))
    }
    /// `self / other`; a non-zero number over zero is a signed infinity (as `Divide`).
    pub fn div(&self, other: &Number) -> Result<Number, Error> {
        go_quo(self, other, self.prec().max(other.prec()))
            .map_err(|_| Error::arithmetic(ZERO_OVER_ZERO_OR_INF_OVER_INF))
    }
    /// `self % other` with the reference's truncated-quotient rule (as `Modulo`).
    pub fn rem(&self, other: &Number) -> Result<Number, Error> {
        // go-cty's shortcut for infinities compares with its own infinity values by
        // identity, so it never applies to infinities arithmetic produced (`1/0`): a
        // zero divisor returns the dividend, infinite or not, and otherwise the general
        // algorithm runs, in which a finite dividend over an infinite divisor (or two
        // infinities) multiplies zero by infinity.
        if other.is_zero() {
            return Ok(self.clone());
        }
        if other.is_infinite() {
            return Err(Error::arithmetic(MODULO_ZERO_INFINITY));
        }
        if self.is_infinite() {
            // The reference crashes here (a nil integer part); an infinity of the
            // sign the product gives is the answer its shortcut meant.
            return self
                .mul(other)
                .map_err(|_| Error::arithmetic(MODULO_ZERO_INFINITY));
        }
        if let Some(r) = self.small_rem(other) {
            return Ok(r);
        }
        self.rem_general(other)
    }
    /// [`Number::rem`] of two machine integers whose every intermediate the general
    /// algorithm computes exactly: its rounded quotient then truncates to the exact
    /// integer quotient (its rounding error is below the distance `1/|other|` to the
    /// next integer), and each product and difference fits the precision. The result is
    /// the machine remainder, at this number's precision.
    fn small_rem(&self, other: &Number) -> Option<Number> {
        let (Repr::Small(a), Repr::Small(b)) = (&self.repr(), &other.repr()) else {
            return None;
        };
        let bits = |v: i64| 64 - v.unsigned_abs().leading_zeros();
        let (bits_a, bits_b) = (bits(*a), bits(*b));
        let quotient_prec = self.prec().max(other.prec());
        if bits_a > self.prec() || bits_b > self.prec() || bits_a + bits_b > quotient_prec {
            return None;
        }
        let r = a.checked_rem(*b)?;
        let repr = if r == 0 {
            Repr::Zero { neg: false }
        } else {
            Repr::Small(r)
        };
        Some(Number::new(self.prec(), repr))
    }
    /// [`Number::rem`] of finite numbers, as the reference computes it.
    fn rem_general(&self, other: &Number) -> Result<Number, Error> {
        let q = self
            .div(other)
            .map_err(|_| Error::arithmetic(MODULO_ZERO_INFINITY))?;
        let t = match &q.repr() {
            Repr::Zero { .. } => None,
            Repr::Inf { .. } => return Err(Error::arithmetic(MODULO_ZERO_INFINITY)),
            r => r.parts().and_then(|p| trunc_parts(&p)),
        };
        // The truncated quotient at this number's precision, times `other`, taken from `self`.
        let work = match t {
            Some(p) => Number::new(
                self.prec(),
                core::round(p.neg, p.mant, p.exp, false, self.prec()),
            ),
            None => Number::new(self.prec(), Repr::Zero { neg: false }),
        };
        let work = go_mul(other, &work, self.prec())
            .map_err(|_| Error::arithmetic(MODULO_ZERO_INFINITY))?;
        go_add(self, &work.neg(), self.prec()).map_err(|_| Error::arithmetic(MODULO_ZERO_INFINITY))
    }
    /// `-self`.
    pub fn neg(&self) -> Number {
        let repr = match &self.repr() {
            Repr::Zero { neg } => Repr::Zero { neg: !neg },
            Repr::Inf { neg } => Repr::Inf { neg: !neg },
            Repr::Small(v) => Repr::Small(-v),
            Repr::Big(b) => {
                let mut b = (**b).clone();
                b.neg = !b.neg;
                Repr::Big(std::sync::Arc::new(b))
            }
        };
        Number::new(self.prec(), repr)
    }
    /// `|self|`.
    pub fn abs(&self) -> Number {
        if self.repr().is_neg() {
            self.neg()
        } else {
            self.clone()
        }
    }
    /// Numeric order (`-0 == 0`; infinities at the ends).
    pub fn cmp_numeric(&self, other: &Number) -> Ordering {
        let (ox, oy) = (ord(&self.repr()), ord(&other.repr()));
        if ox != oy {
            return ox.cmp(&oy);
        }
        match (&self.repr(), &other.repr()) {
            (Repr::Small(a), Repr::Small(b)) => a.cmp(b),
            (a, b) => match (a.parts(), b.parts()) {
                (Some(pa), Some(pb)) => {
                    let mag = cmp_magnitude(&pa, &pb);
                    if pa.neg {
                        mag.reverse()
                    } else {
                        mag
                    }
                }
                _ => Ordering::Equal,
            },
        }
    }
    /// The reference's value equality: equal when their shortest decimal texts are equal.
    pub fn equals(&self, other: &Number) -> bool {
        if self.signum() != other.signum() {
            return false;
        }
        if let (Repr::Small(a), Repr::Small(b)) = (&self.repr(), &other.repr()) {
            if self.prec() >= 64 && other.prec() >= 64 {
                return a == b;
            }
        }
        // The texts are equal exactly when the shortest decimals are (zeros aside, and
        // zeros of both signs compare equal); this avoids building huge strings.
        if self.is_zero() || other.is_zero() {
            return self.is_zero() && other.is_zero();
        }
        match (&self.repr(), &other.repr()) {
            (Repr::Inf { .. }, Repr::Inf { .. }) => true,
            (Repr::Inf { .. }, _) | (_, Repr::Inf { .. }) => false,
            _ => self.shortest() == other.shortest(),
        }
    }
    /// Go's `%g` with 10 significant digits (`big.Float.String`), which the reference
    /// uses to order set elements.
    pub fn format_g10(&self) -> String {
        let mut out = String::new();
        if self.repr().is_neg() {
            out.push('-');
        }
        match &self.repr() {
            Repr::Inf { neg } => out.push_str(if *neg { "Inf" } else { "+Inf" }),
            _ => self.decimal(decimal::digits_needed(10)).fmt_g(&mut out, 10),
        }
        out
    }
    /// The decimal expansion of a finite value's magnitude (at least `want` leading digits).
    fn decimal(&self, want: usize) -> decimal::Decimal {
        match &self.repr() {
            Repr::Small(v) => decimal::Decimal::from_u64(v.unsigned_abs()),
            Repr::Big(b) => decimal::Decimal::from_binary(&b.mant, b.exp, want),
            _ => decimal::Decimal::from_u64(0),
        }
    }
    /// The shortest decimal of the magnitude that reads back to this value at its precision.
    fn shortest(&self) -> decimal::Decimal {
        if let (Repr::Small(v), true) = (&self.repr(), self.prec() >= 64) {
            return decimal::Decimal::from_u64(v.unsigned_abs());
        }
        let d = self.decimal(decimal::digits_needed(self.prec()));
        if decimal::is_shortest_already(&d, self.prec()) {
            return d;
        }
        self.shortened(d)
    }
    /// `exact` (this value's decimal expansion) cut to the fewest digits that read back.
    fn shortened(&self, mut exact: decimal::Decimal) -> decimal::Decimal {
        if let Some(p) = self.repr().parts() {
            exact.round_shortest(&p.mant, p.exp, self.prec());
        }
        exact
    }
}

impl Number {
    /// How many characters [`Display`](fmt::Display) writes for this number, found
    /// without writing them: a number prints without an exponent, so `1e646456992`
    /// prints 646,456,993 characters, and an application can check this before printing.
    ///
    /// ```
    /// use hcl2_value::Number;
    /// for text in ["0", "-12", "1.5", "0.001", "1e30", "-2.5e-7"] {
    ///     let n = Number::parse(text).unwrap();
    ///     assert_eq!(n.printed_len(), n.to_string().len(), "{text}");
    /// }
    /// assert_eq!(Number::parse("1e646456992").unwrap().printed_len(), 646_456_993);
    /// ```
    ///
    /// For a number of huge magnitude this takes time in proportion to its length; use
    /// [`Number::printed_len_at_least`] to reject one first.
    pub fn printed_len(&self) -> usize {
        let sign = usize::from(self.repr().is_neg());
        match &self.repr() {
            Repr::Inf { .. } => 4,
            Repr::Zero { .. } => 1 + sign,
            _ => {
                let d = self.shortest();
                let len = d.digits.len() as i64;
                let whole = d.exp.max(1);
                let fraction = (len - d.exp).max(0);
                let point = i64::from(fraction > 0);
                sign + usize::try_from(whole + point + fraction).unwrap_or(usize::MAX)
            }
        }
    }
}

impl Number {
    /// A lower bound of [`Number::printed_len`], found in constant time from the binary
    /// exponent alone (exact to within a few characters): enough to refuse a number too
    /// long to print before spending time on its digits.
    ///
    /// ```
    /// use hcl2_value::Number;
    /// let n = Number::parse("1e646456992").unwrap();
    /// assert!(n.printed_len_at_least() <= 646_456_993);
    /// assert!(n.printed_len_at_least() >= 646_456_990);
    /// ```
    pub fn printed_len_at_least(&self) -> usize {
        // The product's rounding error is far below the one character taken off at the end.
        use std::f64::consts::LOG10_2;
        let Repr::Big(b) = &self.repr() else {
            return 1;
        };
        // The magnitude lies in [2^(top - 1), 2^top).
        let top = core::bitlen(&b.mant).saturating_add(b.exp);
        let digits = if top > 1 {
            // At least floor((top - 1) × log10 2) + 1 digits before the point.
            (top - 1) as f64 * LOG10_2
        } else {
            // "0." and at least floor(-top × log10 2) zeros after the point.
            2.0 + (-top) as f64 * LOG10_2
        };
        (digits as usize).saturating_sub(1).max(1)
    }

    /// Whether the number prints longer than `max` characters, found without printing a
    /// huge one: `None` when it fits (infinities always do), else how long it prints
    /// and whether that length is only a lower bound (then the number is too long to
    /// count its characters cheaply).
    ///
    /// ```
    /// use hcl2_value::Number;
    /// let n = Number::parse("1e646456992").unwrap();
    /// let (len, lower_bound) = n.printed_len_over(1_000_000).unwrap();
    /// assert!(len > 1_000_000 && lower_bound);
    /// assert_eq!(Number::parse("1e40").unwrap().printed_len_over(40), Some((41, false)));
    /// assert_eq!(Number::parse("1e40").unwrap().printed_len_over(41), None);
    /// ```
    pub fn printed_len_over(&self, max: usize) -> Option<(usize, bool)> {
        if self.is_infinite() {
            return None;
        }
        // The bounds first: a huge number's exact length costs time in proportion to
        // it, and an ordinary one's costs its shortest digits, which printing finds again.
        match self.printed_len_at_least() {
            bound if bound > max => Some((bound, true)),
            _ if self.printed_len_at_most() <= max => None,
            _ => Some((self.printed_len(), false)).filter(|&(len, _)| len > max),
        }
    }

    /// An upper bound of [`Number::printed_len`] from the binary exponent and the
    /// precision alone: a sign, `0.`, the zeros or integer digits the magnitude asks
    /// for, and at most [`decimal::digits_needed`] significant digits, with a few
    /// characters to spare (a carry in rounding, the logarithm's rounding).
    fn printed_len_at_most(&self) -> usize {
        use std::f64::consts::LOG10_2;
        let Repr::Big(b) = &self.repr() else {
            return self.printed_len();
        };
        let top = core::bitlen(&b.mant).saturating_add(b.exp);
        let magnitude = (top.unsigned_abs() as f64 * LOG10_2).ceil() as usize;
        let significant = decimal::digits_needed(self.prec());
        magnitude.saturating_add(significant).saturating_add(6)
    }
}

/// The shortest decimal that reads back to the same value at its precision, no exponent
/// (`+Inf` / `-Inf` for infinities).
impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.repr() {
            Repr::Inf { neg } => f.write_str(if *neg { "-Inf" } else { "+Inf" }),
            Repr::Zero { neg } => f.write_str(if *neg { "-0" } else { "0" }),
            Repr::Small(v) if self.prec() >= 64 => write!(f, "{v}"),
            _ => {
                if self.repr().is_neg() {
                    f.write_char('-')?;
                }
                let d = self.shortest();
                let prec = (d.digits.len() as i64 - d.exp).max(0);
                d.fmt_f(f, prec)
            }
        }
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
    type Err = Error;
    fn from_str(s: &str) -> Result<Number, Error> {
        Number::parse(s)
    }
}
