//! The reference's JSON encoding of types: `"string"`, `["list","string"]`,
//! `["object",{"a":"number"},["a"]]`, `["tuple",["bool"]]`, `"dynamic"`.

use std::collections::BTreeMap;

use super::cursor::{unquote, Cursor, SynResult, Token};
use super::value_encode::write_json_string;
use crate::error::{Error, Result};
use crate::strings::{go_quote, normalize};
use crate::ty::Type;

/// Writes the JSON of `ty`; capsule types have none ("type not allowed: ...").
pub(crate) fn write_type(out: &mut String, ty: &Type) -> Result<()> {
    match ty {
        Type::Bool => out.push_str("\"bool\""),
        Type::Number => out.push_str("\"number\""),
        Type::String => out.push_str("\"string\""),
        Type::Dynamic => out.push_str("\"dynamic\""),
        Type::List(e) | Type::Map(e) | Type::Set(e) => {
            out.push_str(match ty {
                Type::List(_) => "[\"list\",",
                Type::Map(_) => "[\"map\",",
                _ => "[\"set\",",
            });
            write_type(out, e)?;
            out.push(']');
        }
        Type::Object(o) => {
            out.push_str("[\"object\",{");
            for (i, (name, aty)) in o.attributes().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_json_string(out, name);
                out.push(':');
                write_type(out, aty)?;
            }
            out.push('}');
            if !o.optional().is_empty() {
                out.push_str(",[");
                for (i, name) in o.optional().iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_json_string(out, name);
                }
                out.push(']');
            }
            out.push(']');
        }
        Type::Tuple(es) => {
            out.push_str("[\"tuple\",[");
            for (i, e) in es.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_type(out, e)?;
            }
            out.push_str("]]");
        }
        Type::Capsule(_) => {
            return Err(Error::new(format!(
                "type not allowed: {}",
                ty.friendly_name()
            )))
        }
    }
    Ok(())
}

/// Reads a type from its JSON (the reference's `Type.UnmarshalJSON`), with its
/// messages; `buf` sits inside `depth` containers.
pub(crate) fn read_type(buf: &[u8], depth: usize) -> SynResult<Type> {
    let mut dec = Cursor::new(buf, depth);
    match dec.token()? {
        Token::String(name) => {
            let t = match name.as_str() {
                "bool" => Type::Bool,
                "number" => Type::Number,
                "string" => Type::String,
                "dynamic" => Type::Dynamic,
                _ => return Err(format!("invalid primitive type name {}", go_quote(&name))),
            };
            if dec.more() {
                return Err("extraneous data after type description".into());
            }
            Ok(t)
        }
        Token::Delim(b'[') => {
            let Token::String(kind) = dec.token()? else {
                return Err("invalid complex type kind name".into());
            };
            let t = match kind.as_str() {
                "list" => Type::list(read_type(dec.raw_value()?, depth + 1)?),
                "map" => Type::map(read_type(dec.raw_value()?, depth + 1)?),
                "set" => Type::set(read_type(dec.raw_value()?, depth + 1)?),
                "object" => {
                    let atys = read_type_map(dec.raw_value()?, depth + 1)?;
                    let optional = if dec.more() {
                        read_string_list(dec.raw_value()?, depth + 1)?
                    } else {
                        Vec::new()
                    };
                    let optional: Vec<String> = optional.iter().map(|n| normalize(n)).collect();
                    let names: BTreeMap<String, ()> =
                        atys.iter().map(|(k, _)| (normalize(k), ())).collect();
                    if let Some(bad) = optional.iter().find(|n| !names.contains_key(*n)) {
                        return Err(format!(
                            "optional contains undeclared attribute {}",
                            go_quote(bad)
                        ));
                    }
                    Type::object_with_optional(atys, optional)
                }
                "tuple" => Type::tuple(read_type_list(dec.raw_value()?, depth + 1)?),
                _ => return Err("invalid complex type kind name".into()),
            };
            let tok = dec.token()?;
            if tok != Token::Delim(b']') || dec.more() {
                return Err("unexpected extra data in type description".into());
            }
            Ok(t)
        }
        Token::Delim(_) => Err("invalid complex type description".into()),
        _ => Err("invalid type description".into()),
    }
}

/// The kind of JSON value `raw` holds, as Go's decoder names it in type errors.
fn json_kind(raw: &[u8]) -> &'static str {
    match raw.first() {
        Some(b'{') => "object",
        Some(b'[') => "array",
        Some(b'"') => "string",
        Some(b't') | Some(b'f') => "bool",
        _ => "number",
    }
}

/// Go's `json.Unmarshal` into `map[string]cty.Type` (null gives no attributes).
fn read_type_map(raw: &[u8], depth: usize) -> SynResult<Vec<(String, Type)>> {
    if raw.first() == Some(&b'n') {
        return Ok(Vec::new());
    }
    if raw.first() != Some(&b'{') {
        return Err(format!(
            "json: cannot unmarshal {} into Go value of type map[string]cty.Type",
            json_kind(raw)
        ));
    }
    let mut dec = Cursor::new(raw, depth);
    dec.token()?;
    let mut out: BTreeMap<String, Type> = BTreeMap::new();
    while dec.more() {
        let Token::String(k) = dec.token()? else {
            return Err("invalid object key".into());
        };
        let t = read_type(dec.raw_value()?, depth + 1)?;
        out.insert(k, t);
    }
    Ok(out.into_iter().collect())
}

/// A cursor inside the JSON array `raw`, as Go's `json.Unmarshal` into a slice of
/// `go_type` opens it: `None` for `null`, an error for any other kind of value.
fn open_go_list<'r>(raw: &'r [u8], depth: usize, go_type: &str) -> SynResult<Option<Cursor<'r>>> {
    match raw.first() {
        Some(&b'n') => Ok(None),
        Some(&b'[') => {
            let mut dec = Cursor::new(raw, depth);
            dec.token()?;
            Ok(Some(dec))
        }
        _ => Err(format!(
            "json: cannot unmarshal {} into Go value of type {go_type}",
            json_kind(raw)
        )),
    }
}

/// Go's `json.Unmarshal` into `[]cty.Type` (null gives no elements).
fn read_type_list(raw: &[u8], depth: usize) -> SynResult<Vec<Type>> {
    let Some(mut dec) = open_go_list(raw, depth, "[]cty.Type")? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    while dec.more() {
        out.push(read_type(dec.raw_value()?, depth + 1)?);
    }
    Ok(out)
}

/// Go's `json.Unmarshal` into `[]string`: nulls give empty strings, and the first
/// element of another kind is reported after the whole list is read.
fn read_string_list(raw: &[u8], depth: usize) -> SynResult<Vec<String>> {
    let Some(mut dec) = open_go_list(raw, depth, "[]string")? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    let mut saved: Option<String> = None;
    while dec.more() {
        let raw = dec.raw_value()?;
        match raw.first() {
            Some(b'"') => out.push(unquote(raw)),
            Some(b'n') => out.push(String::new()),
            _ => {
                out.push(String::new());
                saved.get_or_insert_with(|| {
                    format!(
                        "json: cannot unmarshal {} into Go value of type string",
                        json_kind(raw)
                    )
                });
            }
        }
    }
    match saved {
        Some(e) => Err(e),
        None => Ok(out),
    }
}
