//! `textencodebase64(string, encoding)` and `textdecodebase64(source, encoding)`:
//! text in another character encoding, as base64. UTF-8, UTF-16 (LE and BE) and
//! ISO-8859-1 are converted here, exactly; every other encoding through the
//! `encoding_rs` crate by its WHATWG label, refusing characters it cannot represent.

use base64::Engine;
use hcl2_value::strings::go_quote;
use hcl2_value::{Error, Function, Parameter, Type, Value};

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::STANDARD;

/// A character encoding the functions know.
#[derive(Clone, Copy)]
enum Charset {
    Utf8,
    Utf16 { big_endian: bool },
    Latin1,
    Other(&'static encoding_rs::Encoding),
}

impl Charset {
    fn by_name(name: &str) -> Option<Charset> {
        let lower = name.trim().to_ascii_lowercase();
        Some(match lower.as_str() {
            "utf-8" | "utf8" | "csutf8" => Charset::Utf8,
            "utf-16le" | "csutf16le" => Charset::Utf16 { big_endian: false },
            "utf-16be" | "csutf16be" => Charset::Utf16 { big_endian: true },
            "iso-8859-1" | "iso_8859-1" | "latin1" | "l1" | "iso-ir-100" | "cp819" | "ibm819"
            | "csisolatin1" => Charset::Latin1,
            _ => Charset::Other(encoding_rs::Encoding::for_label(lower.as_bytes())?),
        })
    }

    fn name(self) -> String {
        match self {
            Charset::Utf8 => "UTF-8".into(),
            Charset::Utf16 { big_endian: false } => "UTF-16LE".into(),
            Charset::Utf16 { big_endian: true } => "UTF-16BE".into(),
            Charset::Latin1 => "ISO-8859-1".into(),
            Charset::Other(e) => e.name().into(),
        }
    }

    fn encode(self, text: &str) -> Option<Vec<u8>> {
        match self {
            Charset::Utf8 => Some(text.as_bytes().to_vec()),
            Charset::Utf16 { big_endian } => Some(
                text.encode_utf16()
                    .flat_map(|u| {
                        if big_endian {
                            u.to_be_bytes()
                        } else {
                            u.to_le_bytes()
                        }
                    })
                    .collect(),
            ),
            Charset::Latin1 => text
                .chars()
                .map(|c| u8::try_from(u32::from(c)).ok())
                .collect(),
            Charset::Other(e) => {
                let (bytes, _, unmappable) = e.encode(text);
                (!unmappable && e.output_encoding() == e).then(|| bytes.into_owned())
            }
        }
    }

    fn decode(self, bytes: &[u8]) -> Option<String> {
        match self {
            Charset::Utf8 => String::from_utf8(bytes.to_vec()).ok(),
            Charset::Utf16 { big_endian } => {
                if bytes.len() % 2 != 0 {
                    return None;
                }
                let units = bytes.chunks_exact(2).map(|p| {
                    let pair = [p[0], p[1]];
                    if big_endian {
                        u16::from_be_bytes(pair)
                    } else {
                        u16::from_le_bytes(pair)
                    }
                });
                char::decode_utf16(units)
                    .collect::<Result<String, _>>()
                    .ok()
            }
            Charset::Latin1 => Some(bytes.iter().map(|&b| char::from(b)).collect()),
            Charset::Other(e) => e
                .decode_without_bom_handling_and_without_replacement(bytes)
                .map(|s| s.into_owned()),
        }
    }
}

fn charset(name: &Value) -> Result<Charset, Error> {
    let name = name.as_str().unwrap_or_default();
    Charset::by_name(name).ok_or_else(|| {
        Error::arg(
            1,
            format!(
                "{} is not a supported IANA encoding name or alias in this Terraform version",
                go_quote(name)
            ),
        )
    })
}

/// `textencodebase64(string, encoding)`.
pub(super) fn textencodebase64() -> Function {
    Function::builder([
        Parameter::new("string", Type::String),
        Parameter::new("encoding", Type::String),
    ])
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let cs = charset(&args[1])?;
        let bytes = cs
            .encode(args[0].as_str().unwrap_or_default())
            .ok_or_else(|| {
                Error::arg(
                    0,
                    format!(
                        "the given string contains characters that cannot be represented in {}",
                        cs.name()
                    ),
                )
            })?;
        Ok(Value::string(B64.encode(bytes)))
    })
}

/// `textdecodebase64(source, encoding)`.
pub(super) fn textdecodebase64() -> Function {
    Function::builder([
        Parameter::new("source", Type::String),
        Parameter::new("encoding", Type::String),
    ])
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let cs = charset(&args[1])?;
        let bytes = B64
            .decode(args[0].as_str().unwrap_or_default())
            .map_err(|e| match e {
                base64::DecodeError::InvalidByte(offset, _)
                | base64::DecodeError::InvalidLastSymbol(offset, _) => Error::arg(
                    0,
                    format!("the given value is has an invalid base64 symbol at offset {offset}"),
                ),
                other => Error::arg(0, format!("invalid source string: {other}")),
            })?;
        let text = cs.decode(&bytes).ok_or_else(|| {
            Error::arg(
                0,
                format!(
                    "the given string contains symbols that are not defined for {}",
                    cs.name()
                ),
            )
        })?;
        Ok(Value::string(text))
    })
}
