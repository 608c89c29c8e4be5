//! The reference's `big.Float` operations with an explicit result precision (Go's
//! `z.Op(x, y)` where `z` already has a precision), including signed zeros and infinities.

use super::core::{self, Parts, Repr};
use super::Number;
use std::cmp::Ordering;

/// How an operation with an undefined (NaN) result failed, before it is named for the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct NaN;

/// The integer part of a finite non-zero value, `None` when it is zero.
pub(crate) fn trunc_parts(p: &Parts) -> Option<Parts> {
    if p.exp >= 0 {
        return Some(p.clone());
    }
    let shift = p.exp.unsigned_abs();
    if shift >= p.mant.bits() {
        return None;
    }
    Some(Parts {
        neg: p.neg,
        mant: &p.mant >> shift,
        exp: 0,
    })
}

/// -2, -1, 0, 1, 2 for -Inf, negative, zero, positive, +Inf.
pub(crate) fn ord(r: &Repr) -> i32 {
    match r {
        Repr::Zero { .. } => 0,
        Repr::Inf { neg } => {
            if *neg {
                -2
            } else {
                2
            }
        }
        r if r.is_neg() => -1,
        _ => 1,
    }
}

/// Compares magnitudes of two finite non-zero values.
pub(crate) fn cmp_magnitude(a: &Parts, b: &Parts) -> Ordering {
    let ta = core::bitlen(&a.mant) + a.exp;
    let tb = core::bitlen(&b.mant) + b.exp;
    if ta != tb {
        return ta.cmp(&tb);
    }
    let e = a.exp.min(b.exp);
    let ma = &a.mant << (a.exp - e) as u64;
    let mb = &b.mant << (b.exp - e) as u64;
    ma.cmp(&mb)
}

/// The number `x` rounded to `prec` bits (Go's `Set` into a float of that precision).
pub(crate) fn set_prec(x: &Number, prec: u32) -> Number {
    match x.repr().parts() {
        Some(p) if x.prec() > prec => {
            Number::new(prec, core::round(p.neg, p.mant, p.exp, false, prec))
        }
        _ => Number::new(prec, x.repr()),
    }
}

/// Go's `z.Add(x, y)` with `z` at precision `prec`.
pub(crate) fn go_add(x: &Number, y: &Number, prec: u32) -> Result<Number, NaN> {
    match (&x.repr(), &y.repr()) {
        (Repr::Small(a), Repr::Small(b)) => {
            if let Some(s) = a.checked_add(*b).filter(|&s| s != i64::MIN) {
                if s == 0 {
                    return Ok(Number::new(prec, Repr::Zero { neg: false }));
                }
                let r = Repr::Small(s);
                if core::min_prec(&r) <= prec {
                    return Ok(Number::new(prec, r));
                }
            }
            Ok(go_add_finite(x, y, prec))
        }
        (Repr::Small(_) | Repr::Big(_), Repr::Small(_) | Repr::Big(_)) => {
            Ok(go_add_finite(x, y, prec))
        }
        (Repr::Inf { neg: a }, Repr::Inf { neg: b }) if a != b => Err(NaN),
        (Repr::Zero { neg: a }, Repr::Zero { neg: b }) => {
            Ok(Number::new(prec, Repr::Zero { neg: *a && *b }))
        }
        (Repr::Inf { .. }, _) | (_, Repr::Zero { .. }) => Ok(set_prec(x, prec)),
        _ => Ok(set_prec(y, prec)),
    }
}

/// The general finite, non-zero case of [`go_add`].
pub(crate) fn go_add_finite(x: &Number, y: &Number, prec: u32) -> Number {
    match (x.repr().parts(), y.repr().parts()) {
        (Some(a), Some(b)) => Number::new(
            prec,
            core::add_parts(&a, &b, prec).unwrap_or(Repr::Zero { neg: false }),
        ),
        _ => Number::new(prec, Repr::Zero { neg: false }),
    }
}

/// Go's `z.Mul(x, y)` with `z` at precision `prec`.
pub(crate) fn go_mul(x: &Number, y: &Number, prec: u32) -> Result<Number, NaN> {
    let neg = x.repr().is_neg() != y.repr().is_neg();
    let repr = match (&x.repr(), &y.repr()) {
        (Repr::Zero { .. }, Repr::Inf { .. }) | (Repr::Inf { .. }, Repr::Zero { .. }) => {
            return Err(NaN)
        }
        (Repr::Inf { .. }, _) | (_, Repr::Inf { .. }) => Repr::Inf { neg },
        (Repr::Zero { .. }, _) | (_, Repr::Zero { .. }) => Repr::Zero { neg },
        (a, b) => match (a.parts(), b.parts()) {
            (Some(pa), Some(pb)) => core::mul_parts(&pa, &pb, prec),
            _ => Repr::Zero { neg },
        },
    };
    Ok(Number::new(prec, repr))
}

/// Go's `z.Quo(x, y)` with `z` at precision `prec`.
pub(crate) fn go_quo(x: &Number, y: &Number, prec: u32) -> Result<Number, NaN> {
    // An exact quotient of two machine integers needs no wide division.
    if let (Repr::Small(a), Repr::Small(b)) = (&x.repr(), &y.repr()) {
        if a.checked_rem(*b) == Some(0) {
            if let Some(q) = a.checked_div(*b) {
                let r = Repr::Small(q);
                if core::min_prec(&r) <= prec {
                    return Ok(Number::new(prec, r));
                }
            }
        }
    }
    let neg = x.repr().is_neg() != y.repr().is_neg();
    let repr = match (&x.repr(), &y.repr()) {
        (Repr::Zero { .. }, Repr::Zero { .. }) | (Repr::Inf { .. }, Repr::Inf { .. }) => {
            return Err(NaN)
        }
        (Repr::Zero { .. }, _) | (_, Repr::Inf { .. }) => Repr::Zero { neg },
        (Repr::Inf { .. }, _) | (_, Repr::Zero { .. }) => Repr::Inf { neg },
        (a, b) => match (a.parts(), b.parts()) {
            (Some(pa), Some(pb)) => core::quo_parts(&pa, &pb, prec),
            _ => Repr::Zero { neg },
        },
    };
    Ok(Number::new(prec, repr))
}
