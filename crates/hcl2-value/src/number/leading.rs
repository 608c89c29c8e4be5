//! Leading decimal digits of `m × 2^e` for huge `|e|`, without the full expansion.
//!
//! `x × 10^j` is bracketed using a power of five computed with truncating arithmetic and a
//! proven relative error bound; when both ends of the bracket have the same integer part,
//! that integer is the exact truncation. Whether non-zero digits follow is settled by
//! number theory (`m` odd): `m × 2^e × 10^j` is an integer exactly when `e + j >= 0` and,
//! for negative `j`, `5^-j` divides `m`.

use super::decimal::Decimal;
use num_bigint::BigUint;
use num_traits::Zero;

/// Bits of guard against the accumulated truncation error (at most `2^34` truncations'
/// worth of relative error for exponents below `2^32`).
const GUARD: u64 = 40;

/// At least `want` leading digits of `m × 2^e` (`m` odd, non-zero), or `None` when the
/// bracketing never settles (then the caller expands exactly).
pub(crate) fn leading_digits(m: &BigUint, e: i64, want: usize) -> Option<Decimal> {
    let top = m.bits() as i64 + e; // 2^(top-1) <= x < 2^top
                                   // Decimal digits of the integer part of x are about (top - 1) × log10(2) + 1; aim for
                                   // one more than `want` so under-estimates by one still give enough.
    let int_digits = ((top - 1) as f64 * std::f64::consts::LOG10_2).floor() as i64 + 1;
    let j = want as i64 + 1 - int_digits;
    let mut prec = (want as u64) * 4 + 2 * GUARD + m.bits();
    for _ in 0..4 {
        if let Some(y) = bracket(m, e, j, prec) {
            let integral = e + j >= 0 && (j >= 0 || divides_pow5(m, j.unsigned_abs()));
            let mut digits = y.to_string().into_bytes();
            let exp = digits.len() as i64 - j;
            if integral {
                while digits.last() == Some(&b'0') {
                    digits.pop();
                }
            }
            return Some(Decimal {
                digits,
                exp,
                more: !integral,
            });
        }
        prec *= 2;
    }
    None
}

/// `floor(m × 2^e × 10^j)` if a `prec`-bit bracket determines it.
fn bracket(m: &BigUint, e: i64, j: i64, prec: u64) -> Option<BigUint> {
    let (c, s) = pow5_truncated(j.unsigned_abs(), prec);
    let c_hi = pow5_truncated_upper(&c, prec);
    let (lo, hi) = if j >= 0 {
        let shift = e + j + s;
        (floor_shift(m * &c, shift), floor_shift(m * &c_hi, shift))
    } else {
        let shift = e + j - s;
        (
            floor_div_shift(m, shift, &c_hi),
            floor_div_shift(m, shift, &c),
        )
    };
    (lo == hi && !lo.is_zero()).then_some(lo)
}

/// `floor(n × 2^shift)`.
fn floor_shift(n: BigUint, shift: i64) -> BigUint {
    if shift >= 0 {
        n << shift as u64
    } else {
        n >> shift.unsigned_abs()
    }
}

/// `floor(n × 2^shift / d)`.
fn floor_div_shift(n: &BigUint, shift: i64, d: &BigUint) -> BigUint {
    if shift >= 0 {
        (n << shift as u64) / d
    } else {
        n / (d << shift.unsigned_abs())
    }
}

/// `5^n` as `c × 2^s` with `c` truncated to `prec` bits after every product, so that
/// `c × 2^s <= 5^n < (c + c / 2^(prec - GUARD) + 1) × 2^s` (for `n < 2^32`).
pub(crate) fn pow5_truncated(mut n: u64, prec: u64) -> (BigUint, i64) {
    let trunc = |v: BigUint, s: i64| {
        let extra = v.bits().saturating_sub(prec);
        (v >> extra, s + extra as i64)
    };
    let (mut acc, mut acc_s) = (BigUint::from(1u32), 0i64);
    let (mut base, mut base_s) = (BigUint::from(5u32), 0i64);
    while n > 0 {
        if n & 1 == 1 {
            (acc, acc_s) = trunc(&acc * &base, acc_s + base_s);
        }
        n >>= 1;
        if n > 0 {
            (base, base_s) = trunc(&base * &base, 2 * base_s);
        }
    }
    (acc, acc_s)
}

/// The upper end `c_hi` of the bracket `5^n` lies in, `[c, c_hi) × 2^s`, for `(c, s)` from
/// [`pow5_truncated`] at `prec` bits.
pub(crate) fn pow5_truncated_upper(c: &BigUint, prec: u64) -> BigUint {
    c + (c >> (prec - GUARD)) + 1u32
}

/// Whether `5^k` divides `m`.
fn divides_pow5(m: &BigUint, k: u64) -> bool {
    if k > m.bits() {
        return false;
    }
    let mut v = m.clone();
    let five = BigUint::from(5u32);
    for _ in 0..k {
        if !(&v % &five).is_zero() {
            return false;
        }
        v /= &five;
    }
    true
}
