//! 64-bit floating point `log` and `pow` computed as the reference's Go runtime computes
//! them, so that `log` and `pow` agree to the last bit: the logarithm by the classic
//! fdlibm reduction (x = 2^k·(1+f), then a polynomial in s = f/(2+f)), and powers by
//! splitting the exponent into a whole part, raised by repeated squaring on a
//! mantissa/exponent pair, and a fraction of at most one half, through `exp` and `log`.
//!
//! `exp` is the reference runtime's x86-64 one on processors with fused multiply-add:
//! x = k·ln 2 + r, a Taylor polynomial for e^(r/16) - 1, squared up four times, scaled
//! by 2^k. (On processors without fused multiply-add the reference itself rounds some
//! powers with fractional exponents differently, in the last bit.)

// The constants are written with the digits they are published with; each rounds to the
// intended double.
#![allow(clippy::excessive_precision)]

const LN2_HI: f64 = 6.931_471_803_691_238_164_90e-01;
const LN2_LO: f64 = 1.908_214_929_270_587_700_02e-10;
const L: [f64; 7] = [
    6.666_666_666_666_735_130e-01,
    3.999_999_999_940_941_908e-01,
    2.857_142_874_366_239_149e-01,
    2.222_219_843_214_978_396e-01,
    1.818_357_216_161_805_012e-01,
    1.531_383_769_920_937_332e-01,
    1.479_819_860_511_658_591e-01,
];

/// The mantissa in [0.5, 1) and the binary exponent of a finite non-zero number.
fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE {
        (x * (1u64 << 52) as f64, -52)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32 - 1022 + bias;
    let frac = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (frac, exp)
}

/// `frac × 2^exp`, rounded once (subnormal results included).
fn ldexp(frac: f64, exp: i32) -> f64 {
    if frac == 0.0 || !frac.is_finite() {
        return frac;
    }
    let (m, e) = frexp(frac);
    let exp = i64::from(exp) + i64::from(e);
    if exp < -1074 {
        return 0.0f64.copysign(frac);
    }
    if exp > 1024 {
        return f64::INFINITY.copysign(frac);
    }
    // m is in [0.5, 1): m × 2^exp, through a normal intermediate when subnormal.
    let (exp, scale) = if exp < -1021 {
        (exp + 53, 1.0 / (1u64 << 53) as f64)
    } else {
        (exp, 1.0)
    };
    let bits = (m.to_bits() & !(0x7ff << 52)) | (((exp + 1022) as u64) << 52);
    scale * f64::from_bits(bits)
}

const LOG2E: f64 = std::f64::consts::LOG2_E;
const LN2U: f64 = 0.693_147_180_559_662_956_511_601_805_686_950_683_593_75;
const LN2L: f64 = 0.282_352_905_630_315_771_225_884_481_750_134_360_255_254_120_68e-12;
/// Taylor coefficients 1/8! down to 1/3!, then 1/2 and 1.
const TAYLOR: [f64; 8] = [
    2.480_158_730_158_730_158_7e-5,
    1.984_126_984_126_984_127_0e-4,
    1.388_888_888_888_888_888_9e-3,
    8.333_333_333_333_333_333_3e-3,
    4.166_666_666_666_666_666_7e-2,
    1.666_666_666_666_666_666_7e-1,
    0.5,
    1.0,
];

/// e^x.
pub(crate) fn exp(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == f64::NEG_INFINITY {
        return 0.0;
    }
    if x > 7.097_827_128_933_84e2 {
        return f64::INFINITY;
    }
    let scaled = (x * LOG2E).round_ties_even();
    let k = if (f64::from(i32::MIN)..=f64::from(i32::MAX)).contains(&scaled) {
        scaled as i32
    } else {
        i32::MIN
    };
    let kf = f64::from(k);
    let r = (-kf).mul_add(LN2U, x);
    let r = (-kf).mul_add(LN2L, r) * 0.0625;
    let p = TAYLOR
        .iter()
        .skip(1)
        .fold(TAYLOR[0], |acc, &c| acc.mul_add(r, c));
    let mut y = r * p;
    for _ in 0..3 {
        y *= y + 2.0;
    }
    let y = y.mul_add(y + 2.0, 1.0);
    let biased = i64::from(k) + 1023;
    if biased >= 0x7ff {
        return f64::INFINITY;
    }
    if biased > 0 {
        return y * f64::from_bits((biased as u64) << 52);
    }
    if biased < -52 {
        return 0.0;
    }
    let first = f64::from_bits(((biased + 1022) as u64) << 52);
    y * first * f64::from_bits(1u64 << 52)
}

/// The natural logarithm (NaN for negatives, -Inf for zero).
pub(crate) fn log(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    let (mut f1, mut ki) = frexp(x);
    if f1 < std::f64::consts::SQRT_2 / 2.0 {
        f1 *= 2.0;
        ki -= 1;
    }
    let f = f1 - 1.0;
    let k = f64::from(ki);
    let s = f / (2.0 + f);
    let s2 = s * s;
    let s4 = s2 * s2;
    let t1 = s2 * (L[0] + s4 * (L[2] + s4 * (L[4] + s4 * L[6])));
    let t2 = s4 * (L[1] + s4 * (L[3] + s4 * L[5]));
    let r = t1 + t2;
    let hfsq = 0.5 * f * f;
    k * LN2_HI - ((hfsq - (s * (hfsq + r) + k * LN2_LO)) - f)
}

fn is_odd_int(y: f64) -> bool {
    let (whole, frac) = (y.trunc(), y.fract());
    frac == 0.0 && whole.abs() < (1u64 << 53) as f64 && (whole as i64) & 1 == 1
}

/// The special cases of `pow`, decided before any arithmetic.
fn pow_special(x: f64, y: f64) -> Option<f64> {
    Some(match () {
        _ if y == 0.0 || x == 1.0 => 1.0,
        _ if y == 1.0 => x,
        _ if x.is_nan() || y.is_nan() => f64::NAN,
        _ if x == 0.0 && y < 0.0 => {
            if x.is_sign_negative() && is_odd_int(y) {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        _ if x == 0.0 => {
            if x.is_sign_negative() && is_odd_int(y) {
                x
            } else {
                0.0
            }
        }
        _ if y.is_infinite() => {
            if x == -1.0 {
                1.0
            } else if (x.abs() < 1.0) == (y > 0.0) {
                0.0
            } else {
                f64::INFINITY
            }
        }
        _ if x.is_infinite() => {
            if x < 0.0 {
                return Some(pow(1.0 / x, -y));
            }
            if y < 0.0 {
                0.0
            } else {
                f64::INFINITY
            }
        }
        _ if y == 0.5 => x.sqrt(),
        _ if y == -0.5 => 1.0 / x.sqrt(),
        _ => return None,
    })
}

/// `x` raised to `y`.
pub(crate) fn pow(x: f64, y: f64) -> f64 {
    if let Some(special) = pow_special(x, y) {
        return special;
    }
    let (mut whole, mut frac) = (y.abs().trunc(), y.abs().fract());
    if frac != 0.0 && x < 0.0 {
        return f64::NAN;
    }
    if whole >= 9.223_372_036_854_775_808e18 {
        return if x == -1.0 {
            1.0
        } else if (x.abs() < 1.0) == (y > 0.0) {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let mut mantissa = 1.0;
    let mut exponent: i64 = 0;
    if frac != 0.0 {
        if frac > 0.5 {
            frac -= 1.0;
            whole += 1.0;
        }
        mantissa = exp(frac * log(x));
    }
    let (mut x1, xe) = frexp(x);
    let mut xe = i64::from(xe);
    let mut i = whole as i64;
    while i != 0 {
        if !(-(1 << 12)..=(1 << 12)).contains(&xe) {
            exponent += xe;
            break;
        }
        if i & 1 == 1 {
            mantissa *= x1;
            exponent += xe;
        }
        x1 *= x1;
        xe <<= 1;
        if x1 < 0.5 {
            x1 += x1;
            xe -= 1;
        }
        i >>= 1;
    }
    if y < 0.0 {
        mantissa = 1.0 / mantissa;
        exponent = -exponent;
    }
    ldexp(
        mantissa,
        exponent.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_match_the_references_last_bits() {
        // Values the reference computed for log(3)/log(16), pow(2, 10) and pow(10, -3).
        assert_eq!(log(3.0) / log(16.0), 0.396_240_625_180_289);
        assert_eq!(pow(2.0, 10.0), 1024.0);
        assert_eq!(pow(1000.0, 2.0), 1e6);
        assert_eq!(pow(7.0, 2.5), 129.641_814_242_164_94);
        assert_eq!(pow(1.5, -2.5), 0.362_887_369_301_211_5);
    }

    #[test]
    fn frexp_and_ldexp_are_inverse() {
        for x in [1.0, 0.1, 3.5e300, 5e-320, -7.25] {
            let (m, e) = frexp(x);
            assert!((0.5..1.0).contains(&m.abs()));
            assert_eq!(ldexp(m, e), x);
        }
    }
}
