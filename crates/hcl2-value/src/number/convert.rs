//! Conversions to machine floats and to `rust_decimal::Decimal`.

use super::core::{self, Repr};
use super::Number;
use num_bigint::BigUint;
use num_traits::{One, ToPrimitive};

/// The nearest `f64` (ties to even, as the reference's `Float64`) and whether it is exact.
pub(crate) fn to_f64(n: &Number) -> (f64, bool) {
    let p = match &n.repr() {
        Repr::Zero { neg } => return (if *neg { -0.0 } else { 0.0 }, true),
        Repr::Inf { neg } => {
            return (
                if *neg {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                },
                true,
            )
        }
        Repr::Small(v) if v.unsigned_abs() < (1u64 << 53) => return (*v as f64, true),
        r => match r.parts() {
            Some(p) => p,
            None => return (0.0, false),
        },
    };
    let sign = if p.neg { -1.0 } else { 1.0 };
    // Exponent of the value as 1.m × 2^e.
    let e = core::bitlen(&p.mant) + p.exp - 1;
    let mut bits = 53i64;
    if e < -1022 {
        bits = 53 + 1022 + e;
        if bits < 0 || bits == 0 && p.mant.is_one() {
            return (sign * 0.0, false);
        }
        if bits == 0 {
            return (sign * f64::from_bits(1), false);
        }
    }
    let r = core::round(p.neg, p.mant.clone(), p.exp, false, bits as u32);
    let q = match r.parts() {
        Some(q) => q,
        None => return (sign * f64::INFINITY, false),
    };
    if core::bitlen(&q.mant) + q.exp - 1 > 1023 {
        return (sign * f64::INFINITY, false);
    }
    let exact = q.mant == p.mant && q.exp == p.exp;
    let m = q.mant.to_u64().unwrap_or(0) as f64;
    (sign * ldexp(m, q.exp), exact)
}

/// `x × 2^e`, exact whenever the result is representable.
fn ldexp(mut x: f64, mut e: i64) -> f64 {
    let pow2 = |k: i64| f64::from_bits(((1023 + k) as u64) << 52);
    while e > 1000 {
        x *= pow2(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= pow2(-1000);
        e += 1000;
    }
    x * pow2(e)
}

/// The value as a `Decimal` when it is exactly one (at most 28 fractional digits, 96 bits).
pub(crate) fn to_decimal(n: &Number) -> Option<rust_decimal::Decimal> {
    let p = match &n.repr() {
        Repr::Zero { .. } => return Some(rust_decimal::Decimal::ZERO),
        Repr::Inf { .. } => return None,
        Repr::Small(v) => return Some(rust_decimal::Decimal::from(*v)),
        r => r.parts()?,
    };
    let (int, scale) = if p.exp >= 0 {
        if core::bitlen(&p.mant) + p.exp > 96 {
            return None;
        }
        (p.mant << p.exp as u64, 0u32)
    } else {
        let k = p.exp.unsigned_abs();
        if k > 28 {
            return None;
        }
        (p.mant * BigUint::from(5u32).pow(k as u32), k as u32)
    };
    let v = i128::try_from(int.to_u128()?).ok()?;
    rust_decimal::Decimal::try_from_i128_with_scale(if p.neg { -v } else { v }, scale).ok()
}
