//! Terraform's encoding functions: `base64encode`, `base64decode`, `base64gzip` (the
//! `base64` crate and our own Go-exact gzip writer) and `urlencode`.

use base64::Engine;
use hcl2_value::{Error, Function, Marks, Parameter, Type, Value};

use super::sensitive::SENSITIVE;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::STANDARD;

fn str_param() -> Parameter {
    Parameter::new("str", Type::String)
}

/// `base64encode(str)`: the string's UTF-8 bytes in standard base64.
pub(super) fn base64encode() -> Function {
    Function::builder([str_param()])
        .returns(Type::String)
        .refine_not_null()
        .build(|args, _| {
            Ok(Value::string(
                B64.encode(args[0].as_str().unwrap_or_default()),
            ))
        })
}

/// `base64decode(str)`: the text whose UTF-8 bytes `str` encodes in standard base64.
pub(super) fn base64decode() -> Function {
    Function::builder([str_param().allow_marked()])
        .returns(Type::String)
        .refine_not_null()
        .build(|args, _| {
            let (raw, marks) = args[0].clone().unmark();
            let s = raw.as_str().unwrap_or_default();
            let bytes = B64.decode(s).map_err(|_| {
                Error::new(format!(
                    "failed to decode base64 data {}",
                    redacted(s, &marks)
                ))
            })?;
            let text = String::from_utf8(bytes).map_err(|_| {
                Error::new("the result of decoding the provided string is not valid UTF-8")
            })?;
            Ok(Value::string(text).with_marks(&marks))
        })
}

/// A value for a message: quoted, or "(sensitive value)" when it is marked sensitive.
fn redacted(s: &str, marks: &Marks) -> String {
    if marks.iter().any(|m| m.name() == SENSITIVE) {
        "(sensitive value)".into()
    } else {
        hcl2_value::strings::go_quote(s)
    }
}

/// `base64gzip(str)`: the string gzip-compressed, in standard base64, byte for byte
/// what Terraform's Go compressor gives (see the `deflate` module).
pub(super) fn base64gzip() -> Function {
    Function::builder([str_param()])
        .returns(Type::String)
        .refine_not_null()
        .build(|args, _| {
            let s = args[0].as_str().unwrap_or_default();
            Ok(Value::string(
                B64.encode(super::deflate::gzip(s.as_bytes())),
            ))
        })
}

/// `urlencode(str)`: the string escaped for a URL query (Go's `QueryEscape`: letters,
/// digits and `-_.~` stay, a space becomes `+`, every other byte `%XX`).
pub(super) fn urlencode() -> Function {
    Function::builder([str_param()])
        .returns(Type::String)
        .refine_not_null()
        .build(|args, _| {
            let s = args[0].as_str().unwrap_or_default();
            let mut out = String::with_capacity(s.len());
            for b in s.bytes() {
                match b {
                    b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                        out.push(char::from(b))
                    }
                    b' ' => out.push('+'),
                    _ => out.push_str(&format!("%{b:02X}")),
                }
            }
            Ok(Value::string(out))
        })
}
