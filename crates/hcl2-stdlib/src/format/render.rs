//! Formatting one value for one verb, as go-cty's `format` does: `%v` as is (JSON for
//! anything but strings and numbers, or with `#`), `%t` booleans, `%b %d %o %x %X`
//! whole numbers, `%e %E %f %g %G` numbers, `%s %q` strings; widths count grapheme
//! clusters.

use hcl2_value::strings::{go_quote, grapheme_len, graphemes};
use hcl2_value::{convert, json, Number, Type, Value};

use super::verbs::Verb;
use crate::MAX_RESULT_BYTES;

/// The error for a value the verb cannot format.
fn unsupported(verb: &Verb, why: &str) -> String {
    format!(
        "unsupported value for {} at {}: {why}",
        go_quote(&verb.raw),
        verb.offset
    )
}

/// Refuses widths and precisions that would build strings of gigabytes.
fn check_bounds(verb: &Verb) -> Result<(), String> {
    let too_big = |n: Option<usize>| n.is_some_and(|n| n > MAX_RESULT_BYTES);
    if too_big(verb.width) || too_big(verb.prec) {
        return Err(format!(
            "the width or precision of {} at {} is more than the {MAX_RESULT_BYTES} allowed",
            go_quote(&verb.raw),
            verb.offset
        ));
    }
    Ok(())
}

/// Appends `arg` formatted by `verb` to `out`.
pub(crate) fn append(out: &mut String, verb: &Verb, arg: &Value) -> Result<(), String> {
    check_bounds(verb)?;
    if verb.mode != 'v' && arg.is_null() {
        return Err(unsupported(verb, "null value cannot be formatted"));
    }
    match verb.mode {
        'v' => as_is(out, verb, arg),
        't' => {
            let b = convert(arg, &Type::Bool).map_err(|e| unsupported(verb, e.message()))?;
            out.push_str(if b.as_bool() == Some(true) {
                "true"
            } else {
                "false"
            });
            Ok(())
        }
        'b' | 'd' | 'o' | 'x' | 'X' | 'e' | 'E' | 'f' | 'g' | 'G' => {
            let n = convert(arg, &Type::Number).map_err(|e| unsupported(verb, e.message()))?;
            let n = n
                .as_number()
                .cloned()
                .unwrap_or_else(|| Number::from_i64(0));
            // Go's fmt drops the 0 flag when the - flag is present.
            let verb = &Verb {
                zero: verb.zero && !verb.minus,
                ..verb.clone()
            };
            match verb.mode {
                'b' | 'd' | 'o' | 'x' | 'X' => integer(out, verb, &n),
                _ => {
                    float(out, verb, &n);
                    Ok(())
                }
            }
        }
        's' | 'q' => string(out, verb, arg),
        other => Err(format!(
            "unsupported format verb {} in {} at offset {}",
            go_quote_rune(other),
            go_quote(&verb.raw),
            verb.offset
        )),
    }
}

/// Go's `%q` of a single character.
pub(crate) fn go_quote_rune(c: char) -> String {
    let quoted = match c {
        '"' => "\"".to_string(),
        '\'' => "\\'".to_string(),
        _ => {
            let q = go_quote(&c.to_string());
            q[1..q.len() - 1].to_string()
        }
    };
    format!("'{quoted}'")
}

/// `text` padded to the verb's width (in grapheme clusters) with spaces, or zeros
/// with the `0` flag; on the right with the `-` flag.
fn pad(out: &mut String, verb: &Verb, text: &str) {
    let have = grapheme_len(text);
    let want = verb.width.unwrap_or(0);
    let fill = if verb.zero { '0' } else { ' ' };
    let padding = || std::iter::repeat_n(fill, want.saturating_sub(have));
    if verb.minus {
        out.push_str(text);
        out.extend(padding());
    } else {
        out.extend(padding());
        out.push_str(text);
    }
}

fn as_is(out: &mut String, verb: &Verb, arg: &Value) -> Result<(), String> {
    if !verb.sharp && !arg.is_null() {
        if let Some(s) = arg.as_str() {
            pad(out, verb, s);
            return Ok(());
        }
        if let Some(n) = arg.as_number() {
            pad(out, verb, &n.to_go_text('g', None));
            return Ok(());
        }
    }
    let text = if arg.is_null() {
        "null".to_string()
    } else {
        json::value_to_json(arg, arg.ty()).map_err(|e| unsupported(verb, e.message()))?
    };
    pad(out, verb, &text);
    Ok(())
}

fn string(out: &mut String, verb: &Verb, arg: &Value) -> Result<(), String> {
    let s = convert(arg, &Type::String).map_err(|e| unsupported(verb, e.message()))?;
    let mut text = s.as_str().unwrap_or_default();
    if let Some(prec) = verb.prec.filter(|&p| p > 0) {
        let end: usize = graphemes(text).take(prec).map(str::len).sum();
        text = &text[..end];
    }
    if verb.mode == 'q' {
        let quoted = json::value_to_json(&Value::string(text), &Type::String)
            .map_err(|e| unsupported(verb, e.message()))?;
        pad(out, verb, &quoted);
    } else {
        pad(out, verb, text);
    }
    Ok(())
}

/// The sign Go puts before a number: `-`, or `+` / space with those flags.
fn sign(verb: &Verb, negative: bool) -> &'static str {
    if negative {
        "-"
    } else if verb.plus {
        "+"
    } else if verb.space {
        " "
    } else {
        ""
    }
}

/// `[pad][sign][prefix][zeros][digits][pad]`: Go's layout of a formatted number.
fn lay_out(out: &mut String, verb: &Verb, sign: &str, prefix: &str, zeros: usize, digits: &str) {
    let length = sign.len() + prefix.len() + zeros + digits.len();
    let (mut left, mut zeros, mut right) = (0, zeros, 0);
    if let Some(width) = verb.width.filter(|&w| w > length) {
        let d = width - length;
        if verb.minus {
            right = d;
        } else if verb.zero && (verb.prec.is_none() || !"bdoxX".contains(verb.mode)) {
            zeros = d;
        } else {
            left = d;
        }
    }
    out.extend(std::iter::repeat_n(' ', left));
    out.push_str(sign);
    out.push_str(prefix);
    out.extend(std::iter::repeat_n('0', zeros));
    out.push_str(digits);
    out.extend(std::iter::repeat_n(' ', right));
}

/// A whole number in base 2, 8, 10 or 16 (`big.Int`'s formatting).
fn integer(out: &mut String, verb: &Verb, n: &Number) -> Result<(), String> {
    if n.is_infinite() || !n.is_integer() {
        return Err(unsupported(verb, "an integer is required"));
    }
    let text = n.to_go_text('f', Some(0));
    let (negative, magnitude) = match text.strip_prefix('-') {
        Some(m) => (m != "0", m),
        None => (false, text.as_str()),
    };
    let (base, prefix) = match verb.mode {
        'b' => (2, "0b"),
        'o' => (8, "0"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        _ => (10, ""),
    };
    let mut digits = to_base(magnitude, base);
    if verb.mode == 'X' {
        digits.make_ascii_uppercase();
    }
    let prefix = if verb.sharp { prefix } else { "" };
    let mut zeros = 0;
    if let Some(prec) = verb.prec {
        if digits.len() < prec {
            zeros = prec - digits.len();
        } else if digits == "0" && prec == 0 {
            return Ok(());
        }
    }
    lay_out(out, verb, sign(verb, negative), prefix, zeros, &digits);
    Ok(())
}

/// The decimal digits `decimal` rewritten in `base`.
fn to_base(decimal: &str, base: u32) -> String {
    if base == 10 {
        return decimal.to_string();
    }
    let n = num_bigint::BigUint::parse_bytes(decimal.as_bytes(), 10).unwrap_or_default();
    n.to_str_radix(base)
}

/// A number in `%e`, `%f` or `%g` layout (`big.Float`'s formatting: precision 6 by
/// default, the fewest digits for `%g` without one).
fn float(out: &mut String, verb: &Verb, n: &Number) {
    let prec = match (verb.prec, verb.mode) {
        (Some(p), _) => Some(p),
        (None, 'g' | 'G') => None,
        (None, _) => Some(6),
    };
    let text = n.to_go_text(verb.mode, prec);
    let (negative, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text.strip_prefix('+').unwrap_or(&text)),
    };
    let sign = if text.starts_with('+') && !verb.space {
        "+"
    } else {
        sign(verb, negative)
    };
    let zero_pad = verb.zero && !n.is_infinite();
    let v = Verb {
        zero: zero_pad,
        ..verb.clone()
    };
    lay_out(out, &v, sign, "", 0, body);
}
