//! Go's text forms of a number (`big.Float.Text`): `%e`, `%f` and `%g` layouts with a
//! given precision or the fewest digits that read back exactly.

use super::core::Repr;
use super::{decimal, Number};

impl Number {
    /// The number as Go's `big.Float.Text(verb, prec)` writes it, for the verbs `e`,
    /// `E`, `f`, `g` and `G`: `prec` digits after the point (significant digits for
    /// `g`), or with `None` the fewest digits that read back to this value (and for `g`
    /// an exponent from the seventh integer digit on). Infinities are `+Inf` and `-Inf`;
    /// any other verb is taken as `g`.
    ///
    /// ```
    /// use hcl2_value::Number;
    ///
    /// let n = Number::parse("1234.5678").unwrap();
    /// assert_eq!(n.to_go_text('f', Some(2)), "1234.57");
    /// assert_eq!(n.to_go_text('e', None), "1.2345678e+03");
    /// assert_eq!(Number::parse("1e21").unwrap().to_go_text('g', None), "1e+21");
    /// ```
    pub fn to_go_text(&self, verb: char, prec: Option<usize>) -> String {
        let mut out = String::new();
        if self.repr().is_neg() {
            out.push('-');
        }
        if let Repr::Inf { neg } = self.repr() {
            if !neg {
                out.push('+');
            }
            out.push_str("Inf");
            return out;
        }
        let upper = verb.is_ascii_uppercase();
        let verb = match verb.to_ascii_lowercase() {
            v @ ('e' | 'f') => v,
            _ => 'g',
        };
        let prec = prec.map(|p| i64::try_from(p).unwrap_or(i64::MAX / 4));
        let want = decimal::digits_needed(self.prec()) + prec.unwrap_or(0).max(0) as usize;
        let mut d = match self.repr().parts() {
            Some(p) => decimal::Decimal::from_binary(&p.mant, p.exp, want),
            None => decimal::Decimal::from_u64(0),
        };
        let (prec, shortest) = match prec {
            None => {
                if let Some(p) = self.repr().parts() {
                    d.round_shortest(&p.mant, p.exp, self.prec());
                }
                let len = d.digits.len() as i64;
                let p = match verb {
                    'e' => len - 1,
                    'f' => (len - d.exp).max(0),
                    _ => len,
                };
                (p, true)
            }
            Some(p) => {
                let p = if verb == 'g' && p == 0 { 1 } else { p };
                match verb {
                    'e' => d.round(1 + p),
                    'f' => d.round(d.exp + p),
                    _ => d.round(p),
                }
                (p, false)
            }
        };
        match verb {
            'e' => d.fmt_e(&mut out, prec),
            'f' => {
                // Writing to a `String` cannot fail.
                let _ = d.fmt_f(&mut out, prec);
            }
            _ => write_g(&mut out, &d, prec, shortest),
        }
        if upper {
            out = out.replace('e', "E");
        }
        out
    }
}

/// Go's `%g` choice between the `%e` and `%f` layouts of a rounded decimal.
fn write_g(out: &mut String, d: &decimal::Decimal, mut prec: i64, shortest: bool) {
    let len = d.digits.len() as i64;
    let mut eprec = prec;
    if eprec > len && len >= d.exp {
        eprec = len;
    }
    if shortest {
        eprec = 6;
    }
    let exp = d.exp - 1;
    if exp < -4 || exp >= eprec {
        if prec > len {
            prec = len;
        }
        d.fmt_e(out, prec - 1);
        return;
    }
    if prec > d.exp {
        prec = len;
    }
    let _ = d.fmt_f(out, (prec - d.exp).max(0));
}
