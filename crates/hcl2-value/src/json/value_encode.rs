//! Values to JSON (the reference's `json.Marshal(val, ty)`).

use super::type_json::write_type;
use crate::error::{Error, Result};
use crate::path::{Path, PathStep};
use crate::ty::Type;
use crate::value::Value;

/// Appends `s` as a JSON string with Go's escapes: `"`, `\`, `\n`, `\r`, `\t`, other
/// controls as `\u00XX`, the HTML-sensitive `<`, `>`, `&` and U+2028 / U+2029 as `\uXXXX`.
pub fn write_json_string(out: &mut String, s: &str) {
    out.reserve(s.len() + 2);
    out.push('"');
    write_json_string_content(out, s);
    out.push('"');
}

/// The bytes that may begin an escape: controls, `"`, `\`, `<`, `>`, `&`, and 0xE2
/// (the first byte of U+2028 and U+2029).
const MAY_ESCAPE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = true;
        b += 1;
    }
    table[b'"' as usize] = true;
    table[b'\\' as usize] = true;
    table[b'<' as usize] = true;
    table[b'>' as usize] = true;
    table[b'&' as usize] = true;
    table[0xE2] = true;
    table
};

/// [`write_json_string`] without the quotes: `s` escaped for the inside of a JSON
/// string. Runs of characters that need no escape are copied whole.
pub fn write_json_string_content(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let bytes = s.as_bytes();
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        // The common case first: a run of bytes that can never start an escape.
        if !MAY_ESCAPE[usize::from(bytes[i])] {
            i += 1;
            continue;
        }
        let b = bytes[i];
        let (len, escape) = match b {
            b'"' => (1, "\\\""),
            b'\\' => (1, "\\\\"),
            b'\n' => (1, "\\n"),
            b'\r' => (1, "\\r"),
            b'\t' => (1, "\\t"),
            0..=0x1f | b'<' | b'>' | b'&' => (1, ""),
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            0xE2 if bytes.get(i + 1) == Some(&0x80)
                && matches!(bytes.get(i + 2), Some(0xA8 | 0xA9)) =>
            {
                (
                    3,
                    if bytes[i + 2] == 0xA8 {
                        "\\u2028"
                    } else {
                        "\\u2029"
                    },
                )
            }
            _ => {
                i += 1;
                continue;
            }
        };
        out.push_str(&s[copied..i]);
        if escape.is_empty() {
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 0xF)]));
        } else {
            out.push_str(escape);
        }
        i += len;
        copied = i;
    }
    out.push_str(&s[copied..]);
}

/// The marshalling of `val` as type `ty`; the caller made `val` conform to `ty`.
/// An error at the first number in `val` that prints longer than `max` characters.
pub(crate) fn check_number_lengths(
    val: &Value,
    max: usize,
    path: &mut Vec<PathStep>,
) -> Result<()> {
    if let Some(n) = val.as_number() {
        if let Some((len, bound)) = n.printed_len_over(max) {
            let at_least = if bound { "at least " } else { "" };
            return Err(Error::at_path(
                Path(path.clone()),
                format!(
                    "number too long to serialize: it prints as {at_least}{len} characters, more than the limit of {max} (hcl2_value::json::DEFAULT_MAX_NUMBER_LEN, or the limit given to value_to_json_limited)"
                ),
            ));
        }
    } else if let Some(items) = val.as_slice() {
        for (i, item) in items.iter().enumerate() {
            path.push(PathStep::Index(Value::number(crate::Number::from_u64(
                i as u64,
            ))));
            check_number_lengths(item, max, path)?;
            path.pop();
        }
    } else if let Some(attrs) = val.as_map() {
        for (name, item) in attrs {
            path.push(PathStep::Attr(name.to_string()));
            check_number_lengths(item, max, path)?;
            path.pop();
        }
    }
    Ok(())
}

pub(crate) fn marshal(
    val: &Value,
    ty: &Type,
    path: &mut Vec<PathStep>,
    out: &mut String,
) -> Result<()> {
    let err = |path: &Vec<PathStep>, msg: &str| Error::at_path(Path(path.clone()), msg);
    if val.is_marked() {
        return Err(err(
            path,
            "value has marks, so it cannot be serialized as JSON",
        ));
    }
    if ty.is_dynamic() && !val.ty().is_dynamic() {
        return marshal_dynamic(val, path, out);
    }
    if val.is_null() {
        out.push_str("null");
        return Ok(());
    }
    if !val.is_known() {
        return Err(err(path, "value is not known"));
    }
    match ty {
        Type::String => {
            write_json_string(out, val.as_str().unwrap_or_default());
            Ok(())
        }
        Type::Number => {
            let Some(n) = val.as_number() else {
                return Err(err(path, "cannot JSON-serialize number"));
            };
            if n.is_infinite() {
                return Err(err(path, "cannot serialize infinity as JSON"));
            }
            out.push_str(&n.to_string());
            Ok(())
        }
        Type::Bool => {
            out.push_str(if val.as_bool() == Some(true) {
                "true"
            } else {
                "false"
            });
            Ok(())
        }
        Type::List(ety) | Type::Set(ety) => {
            out.push('[');
            for (i, ev) in val.as_slice().unwrap_or_default().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let key = if ty.is_set() {
                    ev.clone()
                } else {
                    Value::number(crate::Number::from_u64(i as u64))
                };
                path.push(PathStep::Index(key));
                let r = marshal(ev, ety, path, out);
                path.pop();
                r?;
            }
            out.push(']');
            Ok(())
        }
        Type::Map(ety) => {
            out.push('{');
            if let Some(entries) = val.as_map() {
                for (i, (k, ev)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_json_string(out, k);
                    out.push(':');
                    path.push(PathStep::Index(Value::string(k)));
                    let r = marshal(ev, ety, path, out);
                    path.pop();
                    r?;
                }
            }
            out.push('}');
            Ok(())
        }
        Type::Tuple(etys) => {
            out.push('[');
            let elems = val.as_slice().unwrap_or_default();
            for (i, (ev, ety)) in elems.iter().zip(etys.iter()).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                path.push(PathStep::Index(Value::number(crate::Number::from_u64(
                    i as u64,
                ))));
                let r = marshal(ev, ety, path, out);
                path.pop();
                r?;
            }
            out.push(']');
            Ok(())
        }
        Type::Object(o) => {
            out.push('{');
            let attrs = val.as_map();
            for (i, (name, aty)) in o.attributes().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let null;
                let av = match attrs.and_then(|a| a.get(name)) {
                    Some(av) => av,
                    None => {
                        null = Value::null(aty.clone());
                        &null
                    }
                };
                path.push(PathStep::Attr(name.to_string()));
                write_json_string(out, name);
                out.push(':');
                let r = marshal(av, aty, path, out);
                path.pop();
                r?;
            }
            out.push('}');
            Ok(())
        }
        Type::Capsule(_) => Err(err(
            path,
            &format!("cannot JSON-serialize {}", ty.friendly_name()),
        )),
        Type::Dynamic => Err(err(path, "value is not known")),
    }
}

/// The `{"value":...,"type":...}` wrapper that records a value's type where the type
/// is dynamic. As in the reference, a failure to write the inner value is not
/// reported: whatever was written before the failure stays in the output.
fn marshal_dynamic(val: &Value, path: &mut Vec<PathStep>, out: &mut String) -> Result<()> {
    let mut type_json = String::new();
    if let Err(e) = write_type(&mut type_json, val.ty()) {
        return Err(Error::at_path(
            Path(path.clone()),
            format!("failed to serialize type: {}", e.message()),
        ));
    }
    out.push_str("{\"value\":");
    let _ = marshal(val, val.ty(), path, out);
    out.push_str(",\"type\":");
    out.push_str(&type_json);
    out.push('}');
    Ok(())
}

#[cfg(test)]
mod string_tests {
    use super::write_json_string;

    #[test]
    fn strings_are_escaped_as_go_escapes_them_and_other_text_is_copied() {
        let mut out = String::new();
        write_json_string(
            &mut out,
            "a\"b\\c\nd\re\tf\u{1}<x>&\u{2028}\u{2029}é😀\u{7f}",
        );
        assert_eq!(
            out,
            "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001\\u003cx\\u003e\\u0026\\u2028\\u2029é😀\u{7f}\""
        );
    }

    #[test]
    fn other_characters_starting_with_the_same_byte_are_copied() {
        let mut out = String::new();
        write_json_string(&mut out, "\u{2027}\u{202a}\u{20ac}");
        assert_eq!(out, "\"\u{2027}\u{202a}\u{20ac}\"");
    }
}
