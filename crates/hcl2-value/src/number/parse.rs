//! Reading decimal literals exactly as the reference's `big.ParseFloat(s, 10, prec, ToNearestEven)`.
//!
//! The digits are read as one exact integer; the decimal exponent becomes a binary
//! exponent plus a power of five, computed by repeated squaring at `prec + 64` bits (the
//! reference's approach), and the two are combined with a single rounding to `prec`.

use super::arith::go_mul;
use super::core::{self, Parts, Repr, MAX_EXP, MIN_EXP};
use super::decimal::digits_needed;
use super::leading;
use super::Number;
use num_bigint::BigUint;

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

/// Any literal: long digit runs from their leading digits when those decide the value,
/// otherwise by exact big-integer arithmetic.
fn parse_general(s: &str, prec: u32) -> Option<Number> {
    parse_literal(s, prec, true)
}

/// [`parse_general`], trying the leading digits first only when `leading_first` is set
/// (the results are the same; the exact path alone is kept for tests to compare).
fn parse_literal(s: &str, prec: u32, leading_first: bool) -> Option<Number> {
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
    // Leading zeros change neither the integer nor the fractional digit count.
    let fcount = point.map(|p| p as i64 - digits.len() as i64);
    let lead = digits.iter().take_while(|&&c| c == b'0').count();
    let lit = Literal {
        neg,
        digits: &digits[lead..],
        fcount,
        exp,
        exp5_from_exp: exp_base == 10,
    };
    if lit.digits.is_empty() {
        return Some(Number::new(prec, Repr::Zero { neg }));
    }
    let decided = leading_first
        .then(|| from_leading_digits(&lit, prec))
        .flatten();
    let repr = match decided {
        Some(decided) => decided,
        None => exact_value(&lit, prec),
    }?;
    Some(Number::new(prec, repr))
}

/// A finite literal taken apart: `(-1)^neg × digits × 10^fcount × base^exp`.
struct Literal<'a> {
    neg: bool,
    /// The significant digits, starting with a non-zero one.
    digits: &'a [u8],
    /// Minus the number of digits after the point, when there is a point.
    fcount: Option<i64>,
    exp: i64,
    /// Whether `exp` is a decimal (`e`) exponent rather than a binary (`p`) one.
    exp5_from_exp: bool,
}

impl Literal<'_> {
    /// The reference's exponents for a mantissa of `bits` bits: the binary exponent of
    /// `0.mant × 2^exp2` and the power of five, with its 64-bit wrapping arithmetic;
    /// `None` when `exp2` is outside the reference's range.
    fn exponents(&self, bits: i64) -> Option<(i64, i64)> {
        let mut exp2 = bits;
        let mut exp5 = 0i64;
        if let Some(fcount) = self.fcount {
            exp5 = fcount;
            exp2 = exp2.wrapping_add(fcount);
        }
        if self.exp5_from_exp {
            exp5 = exp5.wrapping_add(self.exp);
        }
        exp2 = exp2.wrapping_add(self.exp);
        (MIN_EXP..=MAX_EXP).contains(&exp2).then_some((exp2, exp5))
    }
}

/// The literal's value from its exact mantissa: every digit read into one integer.
fn exact_value(lit: &Literal<'_>, prec: u32) -> Option<Repr> {
    let mant = digits_value(lit.digits);
    let bits = core::bitlen(&mant);
    let (exp2, exp5) = lit.exponents(bits)?;
    let z = Parts {
        neg: lit.neg,
        mant,
        exp: exp2 - bits,
    };
    Some(scale_by_pow5(&z, exp5, prec))
}

/// `z × 5^exp5` as the reference computes it: the power of five at `prec + 64` bits,
/// then one product or quotient rounded to `prec`.
fn scale_by_pow5(z: &Parts, exp5: i64, prec: u32) -> Repr {
    if exp5 == 0 {
        return core::round(z.neg, z.mant.clone(), z.exp, false, prec);
    }
    let p = pow5(exp5.unsigned_abs(), prec + 64);
    match p.repr().parts() {
        Some(pp) if exp5 < 0 => core::quo_parts(z, &pp, prec),
        Some(pp) => core::mul_parts(z, &pp, prec),
        None if exp5 < 0 => Repr::Zero { neg: z.neg },
        None => Repr::Inf { neg: z.neg },
    }
}

/// Significant digits beyond which a literal is first read from its leading digits:
/// enough that the digits dropped change the value by far less than half a unit in the
/// last of `prec` bits.
fn leading_digit_count(prec: u32) -> usize {
    digits_needed(prec) + 48
}

/// The value of a literal with many significant digits, from its leading ones only (time
/// linear in the literal's length): with `D` the leading digits and `t` the number
/// dropped, the mantissa lies in `[D × 10^t, (D + 1) × 10^t)`; both ends are scaled as
/// the exact mantissa would be, and when they round alike, so does every value between
/// (rounding is monotonic). `None` when they differ (a value near a rounding midpoint),
/// and the caller reads every digit; `Some(None)` is the reference's exponent error.
#[allow(clippy::option_option)]
fn from_leading_digits(lit: &Literal<'_>, prec: u32) -> Option<Option<Repr>> {
    let keep = leading_digit_count(prec);
    if lit.digits.len() <= keep {
        return None;
    }
    let (head, tail) = lit.digits.split_at(keep);
    let t = tail.len() as u64;
    if t >= 1 << 32 {
        return None; // beyond the bracket's proven error bound
    }
    let d = digits_value(head);
    // 10^t = 5^t × 2^t, and 5^t lies in [c, c_hi) × 2^s.
    let (c, s) = leading::pow5_truncated(t, u64::from(prec) + 128);
    let c_hi = leading::pow5_truncated_upper(&c, u64::from(prec) + 128);
    let shift = s + t as i64;
    let lo = &d * &c;
    let hi = (d + 1u32) * c_hi;
    let (bits_lo, bits_hi) = (core::bitlen(&lo) + shift, core::bitlen(&hi) + shift);
    if bits_lo != bits_hi {
        return None;
    }
    let Some((exp2, exp5)) = lit.exponents(bits_lo) else {
        return Some(None);
    };
    let exp = exp2 - bits_lo + shift;
    let (neg, prec_bits) = (lit.neg, prec);
    let lo = scale_by_pow5(&Parts { neg, mant: lo, exp }, exp5, prec_bits);
    let hi = scale_by_pow5(&Parts { neg, mant: hi, exp }, exp5, prec_bits);
    same_value(&lo, &hi).then_some(Some(lo))
}

/// Whether two representations hold the same value with the same sign.
fn same_value(a: &Repr, b: &Repr) -> bool {
    match (a, b) {
        (Repr::Zero { neg: x }, Repr::Zero { neg: y })
        | (Repr::Inf { neg: x }, Repr::Inf { neg: y }) => x == y,
        (Repr::Small(x), Repr::Small(y)) => x == y,
        (Repr::Big(x), Repr::Big(y)) => x == y,
        _ => false,
    }
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
    use crate::number::LITERAL_PRECISION;

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

    /// Asserts that the literal reads the same with the leading-digit path as exactly.
    fn check_against_exact(s: &str) {
        let fast = parse_literal(s, LITERAL_PRECISION, true);
        let exact = parse_literal(s, LITERAL_PRECISION, false);
        assert_eq!(format!("{fast:?}"), format!("{exact:?}"), "{s:.60}");
    }

    /// The exact decimal text of the midpoint between two neighbours at 512 bits:
    /// `(2m + 1) × 2^(e - 1)` for a 512-bit `m`, as plain digits and a decimal exponent.
    fn midpoint(words: &[u32], e: i64) -> (String, i64) {
        let mut m = BigUint::from_slice(words);
        m.set_bit(511, true);
        let odd = (m << 1u32) + 1u32;
        if e >= 1 {
            ((odd << (e - 1) as u64).to_string(), 0)
        } else {
            let k = 1 - e;
            ((odd * BigUint::from(5u32).pow(k as u32)).to_string(), -k)
        }
    }

    #[test]
    fn a_one_then_many_zeros_then_a_one_reads_as_exactly() {
        for zeros in [300, 1000, 5000] {
            let mid = "0".repeat(zeros);
            for s in [
                format!("1{mid}1"),
                format!("1{mid}"),
                format!("1.{mid}1"),
                format!("-1{mid}1e-7"),
                format!("0.000{mid}1{mid}1"),
                format!("9{}", "9".repeat(zeros)),
                format!("1{mid}1p-3"),
            ] {
                check_against_exact(&s);
            }
        }
    }

    #[test]
    fn leading_digits_decide_values_far_from_a_midpoint() {
        let digits = format!("1{}1", "0".repeat(3000)).into_bytes();
        for (fcount, exp, decimal) in [
            (None, 0, true),
            (Some(-1500), 0, true),
            (None, -4000, true),
            (None, 4000, true),
            (Some(-10), 7, false),
        ] {
            for neg in [false, true] {
                let lit = Literal {
                    neg,
                    digits: &digits,
                    fcount,
                    exp,
                    exp5_from_exp: decimal,
                };
                let fast = from_leading_digits(&lit, LITERAL_PRECISION)
                    .unwrap_or_else(|| panic!("undecided: {fcount:?} {exp}"));
                let exact = exact_value(&lit, LITERAL_PRECISION);
                assert_eq!(
                    format!("{fast:?}"),
                    format!("{exact:?}"),
                    "{fcount:?} {exp}"
                );
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        #[test]
        fn long_literals_read_from_leading_digits_as_exactly(
            digits in "[1-9][0-9]{200,700}",
            point in proptest::option::of(0usize..700),
            exp in proptest::option::of(-2000i64..2000),
        ) {
            let mut s = digits;
            if let Some(p) = point {
                s.insert(p.min(s.len()), '.');
            }
            if let Some(e) = exp {
                s.push_str(&format!("e{e}"));
            }
            check_against_exact(&s);
        }

        #[test]
        fn literals_near_a_rounding_midpoint_read_as_exactly(
            words in proptest::collection::vec(proptest::prelude::any::<u32>(), 16),
            e in -1500i64..3000,
            tail in 1usize..400,
        ) {
            let (digits, exp) = midpoint(&words, e);
            let zeros = "0".repeat(tail);
            let nines = "9".repeat(tail);
            let below = (BigUint::parse_bytes(digits.as_bytes(), 10).unwrap() - 1u32).to_string();
            let t = tail as i64;
            for s in [
                format!("{digits}e{exp}"),
                format!("{digits}{zeros}e{}", exp - t),
                format!("{digits}{zeros}1e{}", exp - t - 1),
                format!("{below}{nines}e{}", exp - t),
                format!("-{below}e{exp}"),
            ] {
                check_against_exact(&s);
            }
            if exp == 0 && digits.len() > leading_digit_count(LITERAL_PRECISION) {
                // An exact midpoint: its leading digits cannot decide it.
                let lit = Literal {
                    neg: false,
                    digits: digits.as_bytes(),
                    fcount: None,
                    exp: 0,
                    exp5_from_exp: true,
                };
                proptest::prop_assert!(from_leading_digits(&lit, LITERAL_PRECISION).is_none());
            }
            if exp == 0 {
                let plus = (BigUint::parse_bytes(digits.as_bytes(), 10).unwrap() + 1u32).to_string();
                for s in [digits.clone(), below, plus, format!("{digits}.{zeros}1")] {
                    check_against_exact(&s);
                }
            }
        }
    }
}
