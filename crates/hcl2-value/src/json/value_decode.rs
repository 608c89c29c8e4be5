//! JSON to values (the reference's `json.Unmarshal(buf, ty)`): type-directed, reading
//! each nested value afresh from its own text exactly as the reference does, so that
//! the same inputs are accepted and the same errors reported at the same paths.

use std::collections::BTreeMap;

use super::cursor::{Cursor, Token};
use super::type_json::read_type;
use crate::error::{Error, Result};
use crate::number::Number;
use crate::path::{Path, PathStep};
use crate::ty::Type;
use crate::value::Value;

fn at(path: &[PathStep], message: impl Into<String>) -> Error {
    Error::at_path(Path(path.to_vec()), message)
}

/// Decodes `buf`, which sits inside `depth` containers, as a value of type `ty`,
/// reporting errors at `path`.
pub(crate) fn unmarshal(
    buf: &[u8],
    ty: &Type,
    path: &mut Vec<PathStep>,
    depth: usize,
) -> Result<Value> {
    let mut dec = Cursor::new(buf, depth);
    let tok = dec.token().map_err(|e| at(path, e))?;
    if tok == Token::Null {
        return Ok(Value::null(ty.clone()));
    }
    match ty {
        Type::Dynamic => unmarshal_dynamic(buf, path, depth),
        Type::Bool | Type::Number | Type::String => unmarshal_primitive(tok, ty, path),
        Type::List(ety) => {
            let vals = unmarshal_seq(buf, depth, path, "list", |_| Some(&**ety))?;
            if vals.is_empty() {
                return Ok(Value::empty_list((**ety).clone()));
            }
            Value::list(vals).map_err(|e| at(path, e.message()))
        }
        Type::Set(ety) => {
            let vals = unmarshal_seq(buf, depth, path, "set", |_| Some(&**ety))?;
            if vals.is_empty() {
                return Ok(Value::empty_set((**ety).clone()));
            }
            Value::set(vals).map_err(|e| at(path, e.message()))
        }
        Type::Tuple(etys) => {
            let vals = unmarshal_seq(buf, depth, path, "tuple", |i| etys.get(i))?;
            if vals.len() != etys.len() {
                // The reference reports this one step above the tuple (and panics for
                // a tuple at the root, where we report it at the root).
                let parent = &path[..path.len().saturating_sub(1)];
                return Err(at(
                    parent,
                    format!("not enough tuple elements (need {})", etys.len()),
                ));
            }
            Ok(Value::tuple(vals))
        }
        Type::Map(ety) => {
            let vals = unmarshal_members(buf, depth, path, "map", |_| Some(&**ety))?;
            if vals.is_empty() {
                return Ok(Value::empty_map((**ety).clone()));
            }
            Value::map(vals).map_err(|e| at(path, e.message()))
        }
        Type::Object(o) => {
            let mut vals = unmarshal_members(buf, depth, path, "object", |k| o.attribute(k))?;
            for (k, aty) in o.attributes() {
                vals.entry(k.to_string())
                    .or_insert_with(|| Value::null(aty.clone()));
            }
            Ok(Value::object(vals))
        }
        Type::Capsule(_) => Err(at(path, format!("unsupported type {}", ty.friendly_name()))),
    }
}

fn unmarshal_primitive(tok: Token, ty: &Type, path: &[PathStep]) -> Result<Value> {
    match ty {
        Type::Bool => match tok {
            Token::Bool(b) => Ok(Value::bool(b)),
            Token::String(s) => {
                let s = crate::strings::normalize(&s);
                match s.as_str() {
                    "true" | "1" => Ok(Value::bool(true)),
                    "false" | "0" => Ok(Value::bool(false)),
                    _ => Err(at(
                        path,
                        match s.to_lowercase().as_str() {
                            "true" => "a bool is required; to convert from string, use lowercase \"true\"",
                            "false" => "a bool is required; to convert from string, use lowercase \"false\"",
                            _ => "a bool is required",
                        },
                    )),
                }
            }
            _ => Err(at(path, "bool is required")),
        },
        Type::Number => match tok {
            Token::Number(s) | Token::String(s) => Number::parse(&s)
                .map(Value::number)
                .map_err(|e| at(path, e.to_string())),
            _ => Err(at(path, "number is required")),
        },
        _ => match tok {
            Token::String(s) | Token::Number(s) => Ok(Value::string(s)),
            Token::Bool(b) => Ok(Value::string(if b { "true" } else { "false" })),
            _ => Err(at(path, "string is required")),
        },
    }
}

fn require_delim(dec: &mut Cursor<'_>, d: u8) -> std::result::Result<(), String> {
    if dec.token()? != Token::Delim(d) {
        return Err(format!("missing expected {}", char::from(d)));
    }
    Ok(())
}

/// The elements of a JSON array decoded with the element types `ety_at(index)` gives
/// (`None`: too many elements for a tuple).
fn unmarshal_seq<'t>(
    buf: &[u8],
    depth: usize,
    path: &mut Vec<PathStep>,
    kind: &str,
    ety_at: impl Fn(usize) -> Option<&'t Type>,
) -> Result<Vec<Value>> {
    let mut dec = Cursor::new(buf, depth);
    require_delim(&mut dec, b'[').map_err(|e| at(path, e))?;
    let mut vals = Vec::new();
    while dec.more() {
        let idx = vals.len();
        let Some(ety) = ety_at(idx) else {
            return Err(at(path, format!("too many tuple elements (need {idx})")));
        };
        let key = if kind == "set" {
            Value::unknown(ety.clone())
        } else {
            Value::number(Number::from_u64(idx as u64))
        };
        path.push(PathStep::Index(key));
        let r = match dec.raw_value() {
            Ok(raw) => unmarshal(raw, ety, path, depth + 1),
            Err(e) => Err(at(path, format!("failed to read {kind} value: {e}"))),
        };
        path.pop();
        vals.push(r?);
    }
    require_delim(&mut dec, b']').map_err(|e| at(path, e))?;
    Ok(vals)
}

/// The members of a JSON object decoded with the types `aty_of(key)` gives (`None`:
/// an attribute the object type does not have). A later duplicate key wins.
fn unmarshal_members<'t>(
    buf: &[u8],
    depth: usize,
    path: &mut Vec<PathStep>,
    kind: &str,
    aty_of: impl Fn(&str) -> Option<&'t Type>,
) -> Result<BTreeMap<String, Value>> {
    let mut dec = Cursor::new(buf, depth);
    require_delim(&mut dec, b'{').map_err(|e| at(path, e))?;
    let mut vals = BTreeMap::new();
    // The reference reports object-key failures at the previous attribute's path (or
    // at an empty step before the first one, shown here as `[...]`).
    let mut key_step = PathStep::Index(Value::dynamic());
    while dec.more() {
        let placeholder = if kind == "map" {
            PathStep::Index(Value::unknown(Type::String))
        } else {
            key_step.clone()
        };
        path.push(placeholder);
        let key = match dec.token() {
            Ok(Token::String(k)) => k,
            Ok(_) => Err(at(
                path,
                format!("failed to read {kind} key: missing expected object key"),
            ))?,
            Err(e) => Err(at(path, format!("failed to read {kind} key: {e}")))?,
        };
        path.pop();
        let Some(aty) = aty_of(&key) else {
            return Err(at(
                path,
                format!("unsupported attribute {}", crate::strings::go_quote(&key)),
            ));
        };
        let step = if kind == "map" {
            PathStep::Index(Value::string(&key))
        } else {
            PathStep::Attr(key.clone())
        };
        key_step = step.clone();
        path.push(step);
        let r = match dec.raw_value() {
            Ok(raw) => unmarshal(raw, aty, path, depth + 1),
            Err(e) => Err(at(path, format!("failed to read {kind} value: {e}"))),
        };
        path.pop();
        vals.insert(crate::strings::normalize(&key), r?);
    }
    require_delim(&mut dec, b'}').map_err(|e| at(path, e))?;
    Ok(vals)
}

/// The `{"value":...,"type":...}` wrapper of a dynamically-typed value.
fn unmarshal_dynamic(buf: &[u8], path: &[PathStep], depth: usize) -> Result<Value> {
    let mut dec = Cursor::new(buf, depth);
    require_delim(&mut dec, b'{').map_err(|e| at(path, e))?;
    let mut ty: Option<Type> = None;
    let mut body: Option<&[u8]> = None;
    while dec.more() {
        let key = match dec.token() {
            Ok(Token::String(k)) => k,
            Ok(_) => {
                return Err(at(
                    path,
                    "failed to read dynamic type descriptor key: missing expected object key",
                ))
            }
            Err(e) => {
                return Err(at(
                    path,
                    format!("failed to read dynamic type descriptor key: {e}"),
                ))
            }
        };
        let raw = dec.raw_value().map_err(|e| {
            at(
                path,
                format!("failed to read dynamic type descriptor value: {e}"),
            )
        })?;
        match key.as_str() {
            "type" => {
                ty = Some(read_type(raw, depth + 1).map_err(|e| {
                    at(
                        path,
                        format!("failed to decode type for dynamic value: {e}"),
                    )
                })?)
            }
            "value" => body = Some(raw),
            _ => {
                return Err(at(
                    path,
                    format!(
                        "invalid key {} in dynamically-typed value",
                        crate::strings::go_quote(&key)
                    ),
                ))
            }
        }
    }
    require_delim(&mut dec, b'}').map_err(|e| at(path, e))?;
    let Some(ty) = ty else {
        return Err(at(path, "missing type in dynamically-typed value"));
    };
    let Some(body) = body else {
        return Err(at(path, "missing value in dynamically-typed value"));
    };
    // The reference joins the inner error's path onto this one.
    unmarshal(body, &ty, &mut Vec::new(), depth + 1).map_err(|e| e.under(path))
}
