//! The binary floating-point core: exact operands, one correct rounding per operation.
//!
//! Every operation computes (or brackets with a sticky bit) the exact result and rounds it
//! once to nearest-even at the requested precision, which is what the reference's
//! `big.Float` does. Its exponent range is that of an `int32` exponent of `0.mant × 2^exp`:
//! results beyond it become a signed zero or infinity.

use num_bigint::BigUint;
use num_traits::{One, Zero};
use std::sync::Arc;

/// Smallest exponent (of the `0.mant × 2^exp` form) the reference can hold.
pub(crate) const MIN_EXP: i64 = i32::MIN as i64;
/// Largest exponent (of the `0.mant × 2^exp` form) the reference can hold.
pub(crate) const MAX_EXP: i64 = i32::MAX as i64;

/// A finite non-zero magnitude too large for the machine-word fast path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BigFloat {
    pub(crate) neg: bool,
    /// Odd mantissa: value is `mant × 2^exp`.
    pub(crate) mant: BigUint,
    pub(crate) exp: i64,
}

/// The value part of a number.
#[derive(Clone, Debug)]
pub(crate) enum Repr {
    Zero {
        neg: bool,
    },
    Inf {
        neg: bool,
    },
    /// A non-zero integer held exactly in a machine word.
    Small(i64),
    Big(Arc<BigFloat>),
}

/// A finite non-zero value taken apart: `(-1)^neg × mant × 2^exp`, `mant` not necessarily odd.
#[derive(Clone, Debug)]
pub(crate) struct Parts {
    pub(crate) neg: bool,
    pub(crate) mant: BigUint,
    pub(crate) exp: i64,
}

/// Bit length of a non-zero mantissa, as `i64`.
pub(crate) fn bitlen(m: &BigUint) -> i64 {
    m.bits() as i64
}

impl Repr {
    /// The exact parts of a finite non-zero value, with an odd mantissa.
    pub(crate) fn parts(&self) -> Option<Parts> {
        match self {
            Repr::Small(v) => {
                let mag = v.unsigned_abs();
                let tz = mag.trailing_zeros();
                Some(Parts {
                    neg: *v < 0,
                    mant: BigUint::from(mag >> tz),
                    exp: i64::from(tz),
                })
            }
            Repr::Big(b) => Some(Parts {
                neg: b.neg,
                mant: b.mant.clone(),
                exp: b.exp,
            }),
            _ => None,
        }
    }

    /// The sign bit (zeros and infinities included).
    pub(crate) fn is_neg(&self) -> bool {
        match self {
            Repr::Zero { neg } | Repr::Inf { neg } => *neg,
            Repr::Small(v) => *v < 0,
            Repr::Big(b) => b.neg,
        }
    }
}

/// Builds the canonical representation of an exact finite non-zero value (mantissa any).
pub(crate) fn from_exact(neg: bool, mant: BigUint, exp: i64) -> Repr {
    let tz = mant.trailing_zeros().unwrap_or(0);
    let (mant, exp) = if tz > 0 {
        (mant >> tz, exp + tz as i64)
    } else {
        (mant, exp)
    };
    if exp >= 0 && bitlen(&mant) + exp <= 63 {
        let mag: u64 = mant.iter_u64_digits().next().unwrap_or(0) << exp;
        let v = mag as i64;
        return Repr::Small(if neg { -v } else { v });
    }
    Repr::Big(Arc::new(BigFloat { neg, mant, exp }))
}

/// Rounds `(-1)^neg × (mant + s) × 2^exp` to `prec` bits, nearest-even, where `s` is a
/// value strictly between 0 and 1 when `sticky` is set (and 0 otherwise). Applies the
/// reference's exponent range: underflow gives a signed zero, overflow a signed infinity.
pub(crate) fn round(neg: bool, mut mant: BigUint, mut exp: i64, sticky: bool, prec: u32) -> Repr {
    if mant.is_zero() && !sticky {
        return Repr::Zero { neg };
    }
    if sticky {
        // Make the sticky part a real bit well below the rounding position.
        let bl = bitlen(&mant);
        let need = i64::from(prec) + 2;
        let shift = if bl < need { need - bl } else { 1 };
        mant = (mant << shift as u64) | BigUint::one();
        exp -= shift;
    }
    let bl = bitlen(&mant);
    let go_exp = bl.saturating_add(exp);
    if go_exp < MIN_EXP {
        return Repr::Zero { neg };
    }
    if go_exp > MAX_EXP {
        return Repr::Inf { neg };
    }
    let prec_i = i64::from(prec.max(1));
    if bl <= prec_i {
        return from_exact(neg, mant, exp);
    }
    let r = (bl - prec_i - 1) as u64; // rounding bit position
    let rbit = mant.bit(r);
    let below = mant.trailing_zeros().unwrap_or(0) < r;
    let mut kept = mant >> (r + 1);
    if rbit && (below || kept.bit(0)) {
        kept += 1u32;
        if bitlen(&kept) > prec_i && go_exp >= MAX_EXP {
            return Repr::Inf { neg };
        }
    }
    from_exact(neg, kept, exp + r as i64 + 1)
}

/// `x + y` on exact parts, rounded once to `prec`; `None` when the exact sum is zero.
pub(crate) fn add_parts(x: &Parts, y: &Parts, prec: u32) -> Option<Repr> {
    // Order so that `a` has the larger top bit.
    let (a, b) = if bitlen(&x.mant) + x.exp >= bitlen(&y.mant) + y.exp {
        (x, y)
    } else {
        (y, x)
    };
    let a_top = bitlen(&a.mant) + a.exp;
    let b_top = bitlen(&b.mant) + b.exp;
    // Everything at or above `floor` matters exactly; a `b` wholly below it only as sticky.
    let floor = a_top - i64::from(prec) - 3;
    let (b_mant, b_exp) = if b_top < floor && b_top < a.exp {
        // `b` is far below both `a`'s lowest bit and the rounding position: any value
        // strictly between 0 and 2^floor gives the same rounded result.
        let lo = floor.min(a.exp);
        (BigUint::one(), lo - 1)
    } else {
        (b.mant.clone(), b.exp)
    };
    let e = a.exp.min(b_exp);
    let am = &a.mant << (a.exp - e) as u64;
    let bm = b_mant << (b_exp - e) as u64;
    if a.neg == b.neg {
        Some(round(a.neg, am + bm, e, false, prec))
    } else if am > bm {
        Some(round(a.neg, am - bm, e, false, prec))
    } else if bm > am {
        Some(round(b.neg, bm - am, e, false, prec))
    } else {
        None
    }
}

/// `x × y` on exact parts, rounded once to `prec`.
pub(crate) fn mul_parts(x: &Parts, y: &Parts, prec: u32) -> Repr {
    round(
        x.neg != y.neg,
        &x.mant * &y.mant,
        x.exp.saturating_add(y.exp),
        false,
        prec,
    )
}

/// `x / y` on exact parts, rounded once to `prec`.
pub(crate) fn quo_parts(x: &Parts, y: &Parts, prec: u32) -> Repr {
    // Scale the dividend so the quotient has at least prec + 2 bits.
    let want = i64::from(prec) + 2 + bitlen(&y.mant) - bitlen(&x.mant) + 1;
    let shift = want.max(0);
    let num = &x.mant << shift as u64;
    let q = &num / &y.mant;
    let sticky = (&q * &y.mant) != num;
    let exp = x.exp.saturating_sub(y.exp).saturating_sub(shift);
    round(x.neg != y.neg, q, exp, sticky, prec)
}

/// The minimal number of bits needed to hold the value exactly (0 for zero and infinity).
pub(crate) fn min_prec(r: &Repr) -> u32 {
    match r {
        Repr::Small(v) => {
            let m = v.unsigned_abs();
            64 - m.leading_zeros() - m.trailing_zeros()
        }
        Repr::Big(b) => b.mant.bits() as u32,
        _ => 0,
    }
}
