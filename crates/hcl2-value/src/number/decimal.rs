//! Exact decimal digit strings of binary values, and the reference's decimal rounding rules.

use super::leading;
use num_bigint::BigUint;
use num_traits::Zero;
use std::fmt;

/// Leading decimal digits that always suffice to tell apart neighbours at `prec` bits.
pub(crate) fn digits_needed(prec: u32) -> usize {
    (f64::from(prec) * std::f64::consts::LOG10_2) as usize + 24
}

/// Whether `exact`, the whole decimal expansion of a value at `prec` bits, is already its
/// shortest decimal that reads back: when its `D` digits satisfy `D × log2 10 < prec`.
///
/// The neighbours [`Decimal::round_shortest`] compares with lie half a unit in the last
/// place away, at most `value × 2^-prec < 10^X × 2^-prec` for `value < 10^X`; any
/// decimal with fewer digits is a multiple of `10^(X-D+1)` and `exact`'s last digit is
/// not zero, so it lies at least `10^(X-D)` away, which the condition makes farther than
/// the neighbours. (Dyadic values such as `1.5` or `0.25` end here without the three
/// big-integer expansions of the comparison.)
pub(crate) fn is_shortest_already(exact: &Decimal, prec: u32) -> bool {
    !exact.more && (exact.digits.len() as f64) * std::f64::consts::LOG2_10 + 1.0 < f64::from(prec)
}

/// Binary exponents up to this size are expanded exactly; beyond it only leading digits are
/// computed (the full expansion would take time quadratic in hundreds of millions of digits).
const EXACT_EXP_LIMIT: u64 = 20_000;

/// A decimal `0.digits × 10^exp`; empty `digits` means zero. When `more` is set the digits
/// are a truncation and non-zero digits follow; otherwise there are no trailing zeros.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Decimal {
    pub(crate) digits: Vec<u8>,
    pub(crate) exp: i64,
    pub(crate) more: bool,
}

impl Decimal {
    /// The decimal expansion of `mant × 2^exp`: exact, or for huge exponents at least
    /// `want` leading digits followed by the `more` marker.
    pub(crate) fn from_binary(mant: &BigUint, exp: i64, want: usize) -> Decimal {
        if mant.is_zero() {
            return Decimal {
                digits: Vec::new(),
                exp: 0,
                more: false,
            };
        }
        let tz = mant.trailing_zeros().unwrap_or(0);
        let (m, e) = (mant >> tz, exp + tz as i64);
        if e.unsigned_abs() > EXACT_EXP_LIMIT {
            if let Some(d) = leading::leading_digits(&m, e, want) {
                return d;
            }
        }
        if e >= 0 {
            let n = m << e as u64;
            Self::from_digits(n.to_string().into_bytes(), 0)
        } else {
            // m × 2^e = m × 5^-e / 10^-e.
            let k = e.unsigned_abs();
            let n = m * BigUint::from(5u32).pow(k as u32);
            Self::from_digits(n.to_string().into_bytes(), e)
        }
    }

    /// The exact decimal of an unsigned machine integer.
    pub(crate) fn from_u64(v: u64) -> Decimal {
        Self::from_digits(v.to_string().into_bytes(), 0)
    }

    /// `digits × 10^scale` from an integer's digit string.
    fn from_digits(mut digits: Vec<u8>, scale: i64) -> Decimal {
        if digits == b"0" {
            return Decimal {
                digits: Vec::new(),
                exp: 0,
                more: false,
            };
        }
        let exp = digits.len() as i64 + scale;
        while digits.last() == Some(&b'0') {
            digits.pop();
        }
        Decimal {
            digits,
            exp,
            more: false,
        }
    }

    /// The digit at `i`, `'0'` outside the stored digits.
    pub(crate) fn at(&self, i: i64) -> u8 {
        if i >= 0 && (i as usize) < self.digits.len() {
            self.digits[i as usize]
        } else {
            b'0'
        }
    }

    /// Drops trailing zeros (of an exact expansion); an empty mantissa resets the exponent.
    fn trim(&mut self) {
        while self.digits.last() == Some(&b'0') {
            self.digits.pop();
        }
        if self.digits.is_empty() {
            self.exp = 0;
        }
    }

    /// Rounds to `n` digits: half-even only for an exact final 5, else half-up.
    pub(crate) fn round(&mut self, n: i64) {
        if n < 0 || n >= self.digits.len() as i64 {
            return;
        }
        let n = n as usize;
        let up = if self.digits[n] == b'5' && n + 1 == self.digits.len() && !self.more {
            n > 0 && (self.digits[n - 1] - b'0') & 1 != 0
        } else {
            self.digits[n] >= b'5'
        };
        if up {
            self.round_up(n as i64);
        } else {
            self.round_down(n as i64);
        }
    }

    /// Truncates to `n` digits, rounding the magnitude up.
    pub(crate) fn round_up(&mut self, n: i64) {
        if n < 0 || n >= self.digits.len() as i64 {
            return;
        }
        let mut n = n as usize;
        while n > 0 && self.digits[n - 1] >= b'9' {
            n -= 1;
        }
        self.more = false;
        if n == 0 {
            self.digits.truncate(1);
            self.digits[0] = b'1';
            self.exp += 1;
            return;
        }
        self.digits[n - 1] += 1;
        self.digits.truncate(n);
    }

    /// Truncates to `n` digits.
    pub(crate) fn round_down(&mut self, n: i64) {
        if n < 0 || n >= self.digits.len() as i64 {
            return;
        }
        self.digits.truncate(n as usize);
        self.more = false;
        self.trim();
    }

    /// Shortens `self` (the exact value of a float whose mantissa is `mant × 2^exp`, odd
    /// `mant`, at `prec` bits) to the fewest digits that still read back to that float,
    /// by the reference's digit-by-digit comparison with the half-way neighbours.
    pub(crate) fn round_shortest(&mut self, mant: &BigUint, exp: i64, prec: u32) {
        if self.digits.is_empty() {
            return;
        }
        let bl = mant.bits() as i64;
        let shift = i64::from(prec) + 1 - bl;
        let (m, e) = if shift >= 0 {
            (mant << shift as u64, exp - shift)
        } else {
            (mant >> (-shift) as u64, exp - shift)
        };
        let want = digits_needed(prec);
        let lower = Decimal::from_binary(&(&m - 1u32), e, want);
        let upper = Decimal::from_binary(&(&m + 1u32), e, want);
        let inclusive = !m.bit(1);
        // The neighbours differ from this value within `want` digits, so the loop ends
        // inside the digits computed even when they are truncated.
        for i in 0..self.digits.len() {
            let d = self.digits[i];
            let l = lower.at(i as i64);
            let u = upper.at(i as i64);
            let lower_ends_here = !lower.more && i + 1 == lower.digits.len();
            let upper_goes_on = upper.more || i + 1 < upper.digits.len();
            let okdown = l != d || inclusive && lower_ends_here;
            let okup = d != u && (inclusive || d + 1 < u || upper_goes_on);
            let n = i as i64 + 1;
            match (okdown, okup) {
                (true, true) => return self.round(n),
                (true, false) => return self.round_down(n),
                (false, true) => return self.round_up(n),
                (false, false) => {}
            }
        }
    }

    /// `%f` layout with `prec` fractional digits, written straight to `out` (the text of a
    /// huge value can be hundreds of megabytes).
    pub(crate) fn fmt_f<W: fmt::Write>(&self, out: &mut W, prec: i64) -> fmt::Result {
        let len = self.digits.len() as i64;
        if self.exp > 0 {
            let m = len.min(self.exp);
            out.write_str(ascii(&self.digits[..m as usize]))?;
            zeros(out, self.exp - m)?;
        } else {
            out.write_char('0')?;
        }
        if prec > 0 {
            out.write_char('.')?;
            // Positions exp .. exp + prec of the digit string, zeros outside it.
            let (from, to) = (self.exp, self.exp + prec);
            let lead = (-from).clamp(0, prec);
            zeros(out, lead)?;
            let (a, b) = (from.max(0).min(len), to.max(0).min(len));
            if a < b {
                out.write_str(ascii(&self.digits[a as usize..b as usize]))?;
            }
            zeros(out, prec - lead - (b - a).max(0))?;
        }
        Ok(())
    }

    /// `%e` layout with `prec` fractional digits and an at-least-two-digit exponent.
    pub(crate) fn fmt_e(&self, out: &mut String, prec: i64) {
        out.push(self.digits.first().map_or('0', |&c| c as char));
        if prec > 0 {
            out.push('.');
            let m = (self.digits.len() as i64).min(prec + 1).max(1) as usize;
            out.extend(
                self.digits
                    .get(1..m)
                    .unwrap_or(&[])
                    .iter()
                    .map(|&c| c as char),
            );
            for _ in m.max(1) as i64..=prec {
                out.push('0');
            }
        }
        out.push('e');
        let exp = if self.digits.is_empty() {
            0
        } else {
            self.exp - 1
        };
        out.push(if exp < 0 { '-' } else { '+' });
        let a = exp.unsigned_abs();
        if a < 10 {
            out.push('0');
        }
        out.push_str(&a.to_string());
    }

    /// `%g` with `prec` significant digits, as the reference lays it out.
    pub(crate) fn fmt_g(mut self, out: &mut String, prec: i64) {
        let mut prec = if prec == 0 { 1 } else { prec };
        self.round(prec);
        let len = self.digits.len() as i64;
        let mut eprec = prec;
        if eprec > len && len >= self.exp {
            eprec = len;
        }
        let exp = self.exp - 1;
        if exp < -4 || exp >= eprec {
            if prec > len {
                prec = len;
            }
            return self.fmt_e(out, prec - 1);
        }
        if prec > self.exp {
            prec = len;
        }
        // Writing to a `String` cannot fail.
        let _ = self.fmt_f(out, (prec - self.exp).max(0));
    }
}

/// The text of ASCII digits.
fn ascii(digits: &[u8]) -> &str {
    std::str::from_utf8(digits).unwrap_or("")
}

/// Writes `n` zeros.
fn zeros<W: fmt::Write>(out: &mut W, mut n: i64) -> fmt::Result {
    const CHUNK: &str = "0000000000000000000000000000000000000000000000000000000000000000";
    while n > 0 {
        let k = n.min(CHUNK.len() as i64);
        out.write_str(&CHUNK[..k as usize])?;
        n -= k;
    }
    Ok(())
}
