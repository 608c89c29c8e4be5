//! Reading decimal literals exactly as the reference's `big.ParseFloat(s, 10, prec, ToNearestEven)`.
//!
//! The digits are read as one exact integer; the decimal exponent becomes a binary
//! exponent plus a power of five, computed by repeated squaring at `prec + 64` bits (the
//! reference's approach), and the two are combined with a single rounding to `prec`.

use super::arith::go_mul;
use super::core::{self, Parts, Repr, MAX_EXP, MIN_EXP};
use super::Number;
use num_bigint::BigUint;
use num_traits::Zero;

/// Powers of five that fit a machine word, the reference's starting table.
const POW5_TABLE_MAX: u64 = 27;

/// Parses `s` at `prec` bits; `None` where the reference reports an error.
pub(crate) fn parse(s: &str, prec: u32) -> Option<Number> {
    small_integer(s, prec).or_else(|| parse_general(s, prec))
}

/// The common literal, up to 18 plain digits whose value fits `prec` bits: exact in a
/// machine word, so it needs no big-integer arithmetic.
fn small_integer(s: &str, prec: u32) -> Option<Number> {
    if s.is_empty() || s.len() > 18 || !s.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let v = s.bytes().fold(0i64, |v, c| v * 10 + i64::from(c - b'0'));
    if 64 - v.leading_zeros() > prec {
        return None;
    }
    Some(Number::whole(v, prec))
}

/// Any literal, by exact big-integer arithmetic.
fn parse_general(s: &str, prec: u32) -> Option<Number> {
    match s {
        "Inf" | "inf" | "+Inf" | "+inf" => {
            return Some(Number::new(prec, Repr::Inf { neg: false }))
        }
        "-Inf" | "-inf" => return Some(Number::new(prec, Repr::Inf { neg: true })),
        _ => {}
    }
    let b = s.as_bytes();
    let mut i = 0;
    let neg = match b.first()? {
        b'-' => {
            i += 1;
            true
        }
        b'+' => {
            i += 1;
            false
        }
        _ => false,
    };
    // Mantissa: decimal digits with at most one point.
    let mut digits: Vec<u8> = Vec::new();
    let mut point: Option<usize> = None;
    while let Some(&c) = b.get(i) {
        if c == b'.' && point.is_none() {
            point = Some(digits.len());
        } else if c.is_ascii_digit() {
            digits.push(c);
        } else {
            break;
        }
        i += 1;
    }
    if digits.is_empty() {
        return None;
    }
    // Exponent: decimal (`e`) or binary (`p`), optional sign, digits, in an i64.
    let mut exp: i64 = 0;
    let mut exp_base = 10;
    if let Some(&c) = b.get(i) {
        if matches!(c, b'e' | b'E' | b'p' | b'P') {
            if matches!(c, b'p' | b'P') {
                exp_base = 2;
            }
            i += 1;
            let start = i;
            if matches!(b.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
            let digits_start = i;
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            if i == digits_start {
                return None;
            }
            let text = std::str::from_utf8(&b[start..i]).ok()?;
            exp = text.strip_prefix('+').unwrap_or(text).parse().ok()?;
        }
    }
    if i != b.len() {
        return None;
    }
    let mant = digits_value(&digits);
    if mant.is_zero() {
        return Some(Number::new(prec, Repr::Zero { neg }));
    }
    // Binary and decimal exponents, with the reference's 64-bit wrapping arithmetic.
    let bits = core::bitlen(&mant);
    let mut exp2 = bits;
    let mut exp5 = 0i64;
    if let Some(p) = point {
        let fcount = p as i64 - digits.len() as i64;
        exp5 = fcount;
        exp2 = exp2.wrapping_add(fcount);
    }
    if exp_base == 10 {
        exp5 = exp5.wrapping_add(exp);
    }
    exp2 = exp2.wrapping_add(exp);
    if !(MIN_EXP..=MAX_EXP).contains(&exp2) {
        return None;
    }
    let z = Parts {
        neg,
        mant,
        exp: exp2 - bits,
    };
    if exp5 == 0 {
        return Some(Number::new(
            prec,
            core::round(z.neg, z.mant, z.exp, false, prec),
        ));
    }
    let p = pow5(exp5.unsigned_abs(), prec + 64);
    let repr = match p.repr.parts() {
        Some(pp) if exp5 < 0 => core::quo_parts(&z, &pp, prec),
        Some(pp) => core::mul_parts(&z, &pp, prec),
        None if exp5 < 0 => Repr::Zero { neg },
        None => Repr::Inf { neg },
    };
    Some(Number::new(prec, repr))
}

/// How many digits [`digits_value`] reads directly; longer runs are split in two.
const DIGITS_CHUNK: usize = 512;

/// The integer that the ASCII decimal `digits` spell. A long run is split so that its
/// lower part holds `DIGITS_CHUNK × 2^k` digits and combined as `high × 10^len + low`,
/// with the powers of ten made once by squaring: big-integer multiplication is
/// subquadratic, where reading digit by digit into one integer is quadratic in their
/// number.
fn digits_value(digits: &[u8]) -> BigUint {
    let mut powers = vec![BigUint::from(10u32).pow(DIGITS_CHUNK as u32)];
    while DIGITS_CHUNK << powers.len() < digits.len() {
        let last = &powers[powers.len() - 1];
        powers.push(last * last);
    }
    split_digits_value(digits, &powers)
}

/// [`digits_value`] with `powers[k]` = `10^(DIGITS_CHUNK × 2^k)`.
fn split_digits_value(digits: &[u8], powers: &[BigUint]) -> BigUint {
    if digits.len() <= DIGITS_CHUNK {
        return BigUint::parse_bytes(digits, 10).unwrap_or_default();
    }
    let k = (0..powers.len())
        .rev()
        .find(|&k| DIGITS_CHUNK << k < digits.len())
        .unwrap_or(0);
    let (high, low) = digits.split_at(digits.len() - (DIGITS_CHUNK << k));
    split_digits_value(high, powers) * &powers[k] + split_digits_value(low, powers)
}

/// `5^n` at `prec` bits, by the reference's square-and-multiply (the running square
/// kept at `prec + 64` bits); may overflow to infinity.
fn pow5(n: u64, prec: u32) -> Number {
    let exact = |k: u64| {
        Number::new(
            prec,
            core::from_exact(false, BigUint::from(5u32).pow(k as u32), 0),
        )
    };
    if n <= POW5_TABLE_MAX {
        return exact(n);
    }
    let mut z = exact(POW5_TABLE_MAX);
    let mut n = n - POW5_TABLE_MAX;
    let mut f = Number::new(prec + 64, Repr::Small(5));
    while n > 0 {
        if n & 1 != 0 {
            z = go_mul(&z, &f, prec)
                .unwrap_or_else(|_| Number::new(prec, Repr::Inf { neg: false }));
        }
        f = go_mul(&f, &f, prec + 64)
            .unwrap_or_else(|_| Number::new(prec + 64, Repr::Inf { neg: false }));
        n >>= 1;
    }
    z
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_digit_runs_read_as_one_integer() {
        for len in [1, 511, 512, 513, 1024, 1025, 3000, 9000] {
            let digits: Vec<u8> = (0..len).map(|i| b'0' + ((i * 7 + 3) % 10) as u8).collect();
            let expected = BigUint::parse_bytes(&digits, 10).unwrap();
            assert_eq!(digits_value(&digits), expected, "{len} digits");
        }
    }

    #[test]
    fn small_integers_read_as_the_general_path_reads_them() {
        let mut cases: Vec<String> = ["0", "00", "7", "010", "999999999999999999"]
            .map(String::from)
            .to_vec();
        let mut n: u64 = 1;
        while n < 1_000_000_000_000_000_000 {
            cases.extend([n.to_string(), (n - 1).to_string(), (n + 1).to_string()]);
            n = n * 7 + 3;
        }
        for s in cases {
            for prec in [53, 64, 512] {
                let general = parse_general(&s, prec).expect("a number");
                let fast = small_integer(&s, prec);
                let wide = s.parse::<u64>().unwrap() >= 1 << prec.min(63);
                assert_eq!(fast.is_none(), wide, "{s} at {prec}");
                if let Some(fast) = fast {
                    assert_eq!(format!("{fast:?}"), format!("{general:?}"), "{s} at {prec}");
                    assert_eq!(fast, general, "{s} at {prec}");
                }
            }
        }
        for s in ["", "-1", "1.0", "1e3", "1000000000000000000", "+1", "Inf"] {
            assert!(small_integer(s, 512).is_none(), "{s}");
        }
    }
}
