//! Values to JSON (the reference's `json.Marshal(val, ty)`).

use super::type_json::write_type;
use crate::error::{Error, Result};
use crate::path::{Path, PathStep};
use crate::ty::Type;
use crate::value::Value;

/// Appends `s` as a JSON string with Go's escapes: `"`, `\`, `\n`, `\r`, `\t`, other
/// controls as `\u00XX`, the HTML-sensitive `<`, `>`, `&` and U+2028 / U+2029 as `\uXXXX`.
pub fn write_json_string(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c if (c as u32) < 0x20 || c == '<' || c == '>' || c == '&' => {
                let b = c as u32 as usize;
                out.push_str("\\u00");
                out.push(char::from(HEX[b >> 4]));
                out.push(char::from(HEX[b & 0xF]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The marshalling of `val` as type `ty`; the caller made `val` conform to `ty`.
pub(crate) fn marshal(
    val: &Value,
    ty: &Type,
    path: &mut Vec<PathStep>,
    out: &mut String,
) -> Result<()> {
    let err = |path: &Vec<PathStep>, msg: &str| Error {
        path: Path(path.clone()),
        message: msg.to_string(),
    };
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
                path.push(PathStep::Attr(name.clone()));
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
        return Err(Error {
            path: Path(path.clone()),
            message: format!("failed to serialize type: {}", e.message),
        });
    }
    out.push_str("{\"value\":");
    let _ = marshal(val, val.ty(), path, out);
    out.push_str(",\"type\":");
    out.push_str(&type_json);
    out.push('}');
    Ok(())
}
