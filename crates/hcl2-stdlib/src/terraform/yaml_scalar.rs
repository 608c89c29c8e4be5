//! How `yamldecode` resolves a scalar, as go-cty-yaml does: YAML 1.1's words for
//! booleans (`yes`, `on`, `y`…) and nulls, decimal, octal (`0o`) and hexadecimal
//! (`0x`) integers, floats, infinities, and the core tags (`!!str`, `!!bool`, `!!int`,
//! `!!float`, `!!null`, `!!binary`, `!!timestamp`). A quoted or block scalar without
//! a tag is a string, and so is a quoted one whose tag would make it something else.

use hcl2_value::{Number, Type, Value};
use yaml_rust2::parser::Tag;
use yaml_rust2::scanner::TScalarStyle;

use super::yaml_decode::is_core_tag;
use super::yaml_timestamp::timestamp;

/// The value of a scalar with its style and tag.
pub(super) fn resolve(text: &str, style: TScalarStyle, tag: Option<&Tag>) -> Result<Value, String> {
    let mut kind = match tag {
        None => "",
        Some(t) if is_core_tag(t) => t.suffix.as_str(),
        Some(t) => return Err(unsupported(&format!("{}{}", t.handle, t.suffix))),
    };
    if !matches!(
        kind,
        "" | "str" | "bool" | "int" | "float" | "null" | "timestamp" | "binary"
    ) {
        return Err(unsupported(&format!("tag:yaml.org,2002:{kind}")));
    }
    if tag.is_none() && style != TScalarStyle::Plain {
        return Ok(Value::string(text));
    }
    let hint = text.bytes().next().map_or(b'N', hint_of);
    if hint != 0 && kind != "str" && kind != "binary" {
        if matches!(
            style,
            TScalarStyle::SingleQuoted | TScalarStyle::DoubleQuoted
        ) {
            return Ok(Value::string(text));
        }
        if let Some(v) = word(text) {
            return Ok(v);
        }
        if kind.is_empty() && matches!(text, ".nan" | ".NaN" | ".NAN") {
            return Err("floating point NaN is not supported".into());
        }
        match hint {
            b'.' => {
                if let Some(n) = decimal(text) {
                    return Ok(Value::number(n));
                }
            }
            b'D' | b'S' => {
                if matches!(kind, "" | "timestamp") {
                    if let Some(t) = timestamp(text) {
                        return Ok(Value::string(t));
                    }
                }
                if is_integer_literal(text) {
                    kind = "int";
                } else if is_float_literal(text) {
                    kind = "float";
                }
            }
            _ => {}
        }
    }
    by_tag(text, kind)
}

fn by_tag(text: &str, kind: &str) -> Result<Value, String> {
    let cannot = || format!("cannot parse {} as tag:yaml.org,2002:{kind}", quote(text));
    match kind {
        "binary" => {
            use base64::Engine;
            base64::engine::general_purpose::STANDARD
                .decode(text)
                .map(|_| Value::string(text))
                .map_err(|_| format!("{}: not valid base64", cannot()))
        }
        "bool" => word(text)
            .filter(|v| v.ty() == &Type::Bool)
            .ok_or_else(cannot),
        "int" | "float" => {
            let plain = text.replace('_', "");
            decimal(&plain)
                .or_else(|| prefixed_integer(&plain))
                .map(Value::number)
                .ok_or_else(cannot)
        }
        "timestamp" => timestamp(text).map(Value::string).ok_or_else(cannot),
        "null" => Ok(Value::null(Type::Dynamic)),
        _ => Ok(Value::string(text)),
    }
}

fn unsupported(tag: &str) -> String {
    format!("unsupported tag {}", quote(tag))
}

fn quote(s: &str) -> String {
    hcl2_value::strings::go_quote(s)
}

/// go-cty-yaml's first-byte hint: 0 when the scalar can only be a string.
fn hint_of(first: u8) -> u8 {
    match first {
        b'+' | b'-' => b'S',
        b'0'..=b'9' => b'D',
        b'y' | b'Y' | b'n' | b'N' | b't' | b'T' | b'f' | b'F' | b'o' | b'O' | b'~' => b'M',
        b'.' => b'.',
        _ => 0,
    }
}

/// The scalars that are words: booleans, nulls and infinities.
fn word(text: &str) -> Option<Value> {
    Some(match text {
        "y" | "Y" | "yes" | "Yes" | "YES" | "true" | "True" | "TRUE" | "on" | "On" | "ON" => {
            Value::from(true)
        }
        "n" | "N" | "no" | "No" | "NO" | "false" | "False" | "FALSE" | "off" | "Off" | "OFF" => {
            Value::from(false)
        }
        "" | "~" | "null" | "Null" | "NULL" => Value::null(Type::Dynamic),
        ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" => {
            Value::number(Number::infinity(false))
        }
        "-.inf" | "-.Inf" | "-.INF" => Value::number(Number::infinity(true)),
        _ => return None,
    })
}

/// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
fn is_integer_literal(s: &str) -> bool {
    let digits = |t: &str, ok: fn(u8) -> bool| !t.is_empty() && t.bytes().all(ok);
    if let Some(oct) = s.strip_prefix("0o") {
        return digits(oct, |b| (b'0'..=b'7').contains(&b));
    }
    if let Some(hex) = s.strip_prefix("0x") {
        return digits(hex, |b| b.is_ascii_hexdigit());
    }
    digits(s.strip_prefix(['-', '+']).unwrap_or(s), |b| {
        b.is_ascii_digit()
    })
}

/// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
fn is_float_literal(s: &str) -> bool {
    let s = s.strip_prefix(['-', '+']).unwrap_or(s);
    let (mantissa, exponent) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    let mantissa_ok = match mantissa.split_once('.') {
        Some(("", frac)) => !frac.is_empty() && digits(frac),
        Some((int, frac)) => !int.is_empty() && digits(int) && digits(frac),
        None => !mantissa.is_empty() && digits(mantissa),
    };
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(['-', '+']).unwrap_or(e);
        !e.is_empty() && digits(e)
    });
    mantissa_ok && exponent_ok
}

/// A decimal number as go-cty reads one (`cty.ParseNumberVal`): an optional sign,
/// digits with an optional point and exponent.
fn decimal(s: &str) -> Option<Number> {
    if !is_float_literal(s) {
        return None;
    }
    let (sign, rest) = match s.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", s.strip_prefix('+').unwrap_or(s)),
    };
    let rest = rest.trim_start_matches('0');
    let rest = if rest.is_empty() || rest.starts_with(['.', 'e', 'E']) {
        format!("0{rest}")
    } else {
        rest.to_string()
    };
    let rest = match rest.split_once(['e', 'E']) {
        Some((m, e)) => format!("{}e{e}", m.trim_end_matches('.')),
        None => rest.trim_end_matches('.').to_string(),
    };
    Number::parse(&format!("{sign}{rest}")).ok()
}

/// An integer as Go's `strconv.ParseInt(s, 0, 64)` (or `ParseUint`) reads one: a sign,
/// then `0x`, `0o`, `0b` or a leading `0` (octal) for the base.
fn prefixed_integer(s: &str) -> Option<Number> {
    let (negative, rest) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let lower = rest.to_ascii_lowercase();
    let (radix, digits) = if let Some(d) = lower.strip_prefix("0x") {
        (16, d)
    } else if let Some(d) = lower.strip_prefix("0o") {
        (8, d)
    } else if let Some(d) = lower.strip_prefix("0b") {
        (2, d)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    let magnitude = u64::from_str_radix(digits, radix).ok()?;
    let fits = if negative { magnitude <= 1 << 63 } else { true };
    let text = if negative {
        format!("-{magnitude}")
    } else {
        magnitude.to_string()
    };
    fits.then(|| Number::parse(&text).ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::{decimal, is_float_literal, is_integer_literal, prefixed_integer};

    #[test]
    fn literals_match_go_cty_yaml_patterns() {
        assert!(
            is_integer_literal("017") && is_integer_literal("-5") && is_integer_literal("0x1F")
        );
        assert!(!is_integer_literal("-0x1F") && !is_integer_literal("0b11"));
        assert!(is_float_literal(".5") && is_float_literal("1.") && is_float_literal("+1e3"));
        assert!(!is_float_literal(".") && !is_float_literal("1e"));
    }

    #[test]
    fn numbers_read_as_go_reads_them() {
        let n = |s: &str| decimal(s).map(|n| n.to_string());
        assert_eq!(n("017"), Some("17".into()));
        assert_eq!(n("+1.50"), Some("1.5".into()));
        assert_eq!(n(".5"), Some("0.5".into()));
        assert_eq!(n("1e3"), Some("1000".into()));
        let p = |s: &str| prefixed_integer(s).map(|n| n.to_string());
        assert_eq!(p("0o17"), Some("15".into()));
        assert_eq!(p("-0x1F"), Some("-31".into()));
        assert_eq!(p("0b11"), Some("3".into()));
        assert_eq!(p("0x"), None);
    }
}
