//! `yamldecode(src)`: YAML (with the `yaml-rust2` event parser) as a value, the way
//! Terraform reads it: mappings become objects, sequences tuples, and plain scalars
//! resolve by the YAML 1.2 core schema (null, booleans, integers, floats, else
//! strings). The value is built without recursion, nesting is bounded, and aliases
//! share their anchor's value instead of copying it.

use std::collections::BTreeMap;

use hcl2_value::{CallError, Function, Number, Parameter, Type, Value};
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser, Tag};
use yaml_rust2::scanner::{Marker, TScalarStyle};

/// The deepest nesting of sequences and mappings read (the native parser's bound).
pub const MAX_YAML_DEPTH: usize = 128;

/// How many nodes the value may hold, counting every alias as a copy of what it
/// refers to, per byte of input (and at least [`MIN_NODES`]): aliases referring to
/// aliases would otherwise make a value (and its type) exponentially large.
const NODES_PER_BYTE: usize = 16;
const MIN_NODES: usize = 100_000;

/// `yamldecode(src)`.
pub(super) fn yamldecode() -> Function {
    Function::builder([Parameter::new("src", Type::String)])
        .returns_with(|args| {
            if !args[0].is_known() {
                return Ok(Type::Dynamic);
            }
            decode(args[0].as_str().unwrap_or_default()).map(|v| v.ty().clone())
        })
        .build(|args, _| decode(args[0].as_str().unwrap_or_default()))
}

/// The value of YAML text `src`.
pub(super) fn decode(src: &str) -> Result<Value, CallError> {
    let mut builder = Builder {
        budget: MIN_NODES.max(src.len().saturating_mul(NODES_PER_BYTE)),
        ..Builder::default()
    };
    let mut parser = Parser::new_from_str(src);
    let loaded = parser.load(&mut builder, true);
    if let Some(e) = builder.error {
        return Err(CallError::new(e));
    }
    loaded.map_err(|e| {
        CallError::new(format!(
            "on line {}, column {}: {}",
            e.marker().line(),
            e.marker().col() + 1,
            e.info()
        ))
    })?;
    match builder.documents.len() {
        0 => Ok(Value::null(Type::Dynamic)),
        1 => Ok(builder.documents.remove(0)),
        _ => Err(CallError::new(
            "the YAML contains more than one document, which is not supported",
        )),
    }
}

/// A collection being read.
enum Open {
    Sequence {
        anchor: usize,
        items: Vec<Value>,
        size: usize,
    },
    Mapping {
        anchor: usize,
        attrs: BTreeMap<String, Value>,
        key: Option<String>,
        size: usize,
    },
}

#[derive(Default)]
struct Builder {
    stack: Vec<Open>,
    /// Each anchor's value and its size in nodes, aliases expanded.
    anchors: BTreeMap<usize, (Value, usize)>,
    documents: Vec<Value>,
    error: Option<String>,
    /// Nodes left to build, aliases expanded.
    budget: usize,
}

impl Builder {
    fn fail(&mut self, mark: Marker, message: impl Into<String>) {
        if self.error.is_none() {
            self.error = Some(format!(
                "on line {}, column {}: {}",
                mark.line(),
                mark.col() + 1,
                message.into()
            ));
        }
    }

    /// A finished value of `size` nodes, put where it belongs.
    fn place(&mut self, value: Value, size: usize, mark: Marker) {
        if size > self.budget {
            self.fail(mark, "the YAML contains excessive aliasing");
            return;
        }
        self.budget -= size;
        match self.stack.last_mut() {
            None => self.documents.push(value),
            Some(Open::Sequence {
                items, size: total, ..
            }) => {
                items.push(value);
                *total += size;
            }
            Some(Open::Mapping {
                attrs,
                key,
                size: total,
                ..
            }) => match key.take() {
                None => match value.as_str() {
                    Some(k) if attrs.contains_key(k) => {
                        let message = format!("duplicate key {}", hcl2_value::strings::go_quote(k));
                        self.fail(mark, message);
                    }
                    Some(k) => *key = Some(k.to_string()),
                    None if value.is_null() => *key = Some("null".into()),
                    None => match scalar_text(&value) {
                        Some(text) => *key = Some(text),
                        None => self.fail(mark, "only scalar mapping keys are supported"),
                    },
                },
                Some(k) => {
                    attrs.insert(k, value);
                    *total += size;
                }
            },
        }
    }

    fn anchor(&mut self, id: usize, value: &Value, size: usize) {
        if id != 0 {
            self.anchors.insert(id, (value.clone(), size));
        }
    }
}

/// The text of a non-string scalar used as a mapping key.
fn scalar_text(v: &Value) -> Option<String> {
    if let Some(b) = v.as_bool() {
        return Some(b.to_string());
    }
    v.as_number().map(|n| n.to_string())
}

impl MarkedEventReceiver for Builder {
    fn on_event(&mut self, ev: Event, mark: Marker) {
        if self.error.is_some() {
            return;
        }
        match ev {
            Event::SequenceStart(..) | Event::MappingStart(..)
                if self.stack.len() >= MAX_YAML_DEPTH =>
            {
                self.fail(
                    mark,
                    format!("nesting deeper than {MAX_YAML_DEPTH} levels is not supported"),
                );
            }
            Event::SequenceStart(anchor, _) => self.stack.push(Open::Sequence {
                anchor,
                items: Vec::new(),
                size: 1,
            }),
            Event::MappingStart(anchor, _) => self.stack.push(Open::Mapping {
                anchor,
                attrs: BTreeMap::new(),
                key: None,
                size: 1,
            }),
            Event::SequenceEnd | Event::MappingEnd => {
                let (anchor, value, size) = match self.stack.pop() {
                    Some(Open::Sequence {
                        anchor,
                        items,
                        size,
                    }) => (anchor, Value::tuple(items), size),
                    Some(Open::Mapping {
                        anchor,
                        attrs,
                        size,
                        ..
                    }) => (anchor, Value::object_from_map(attrs), size),
                    None => return,
                };
                self.anchor(anchor, &value, size);
                // Its nodes were counted as they were placed inside it.
                self.budget += size - 1;
                self.place(value, size, mark);
            }
            Event::Scalar(text, style, anchor, tag) => match scalar(&text, style, tag.as_ref()) {
                Ok(value) => {
                    self.anchor(anchor, &value, 1);
                    self.place(value, 1, mark);
                }
                Err(message) => self.fail(mark, message),
            },
            Event::Alias(id) => match self.anchors.get(&id).cloned() {
                Some((value, size)) => self.place(value, size, mark),
                None => self.fail(mark, "unknown anchor"),
            },
            Event::Nothing
            | Event::StreamStart
            | Event::StreamEnd
            | Event::DocumentStart
            | Event::DocumentEnd => {}
        }
    }
}

/// A scalar's value: by its tag when it has one, as a string when quoted or a block,
/// else by the core schema.
fn scalar(text: &str, style: TScalarStyle, tag: Option<&Tag>) -> Result<Value, String> {
    if let Some(tag) = tag {
        let name = if tag.handle == "!!" || tag.handle == "tag:yaml.org,2002:" {
            tag.suffix.as_str()
        } else {
            let full = format!("{}{}", tag.handle, tag.suffix);
            return Err(format!(
                "unsupported tag {}",
                hcl2_value::strings::go_quote(&full)
            ));
        };
        return match name {
            "str" => Ok(Value::string(text)),
            "null" => Ok(Value::null(Type::Dynamic)),
            "bool" | "int" | "float" => plain(text)
                .filter(|v| !v.is_null() && !v.ty().eq(&Type::String))
                .ok_or_else(|| {
                    format!(
                        "cannot decode {} as !!{name}",
                        hcl2_value::strings::go_quote(text)
                    )
                }),
            other => Err(format!(
                "unsupported tag {}",
                hcl2_value::strings::go_quote(&format!("tag:yaml.org,2002:{other}"))
            )),
        };
    }
    if style != TScalarStyle::Plain {
        return Ok(Value::string(text));
    }
    plain(text).ok_or_else(|| "floating point NaN is not supported".to_string())
}

/// A plain scalar by the YAML 1.2 core schema; `None` for NaN, which has no value.
fn plain(text: &str) -> Option<Value> {
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Some(Value::null(Type::Dynamic)),
        "true" | "True" | "TRUE" => return Some(Value::from(true)),
        "false" | "False" | "FALSE" => return Some(Value::from(false)),
        ".nan" | ".NaN" | ".NAN" => return None,
        _ => {}
    }
    let (sign, rest) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text.strip_prefix('+').unwrap_or(text)),
    };
    if matches!(rest, ".inf" | ".Inf" | ".INF") {
        return Some(Value::number(Number::infinity(sign == "-")));
    }
    let radix = |digits: &str, base: u32| {
        (!digits.is_empty() && sign.is_empty())
            .then(|| u128::from_str_radix(digits, base).ok())
            .flatten()
            .and_then(|n| Number::parse(&n.to_string()).ok())
    };
    if let Some(hex) = rest.strip_prefix("0x") {
        if let Some(n) = radix(hex, 16) {
            return Some(Value::number(n));
        }
    }
    if let Some(oct) = rest.strip_prefix("0o") {
        if let Some(n) = radix(oct, 8) {
            return Some(Value::number(n));
        }
    }
    if is_decimal(rest) {
        if let Ok(n) = Number::parse(&format!("{sign}{rest}")) {
            return Some(Value::number(n));
        }
    }
    Some(Value::string(text))
}

/// `[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?` or `\.[0-9]+(...)?`.
fn is_decimal(s: &str) -> bool {
    let (mantissa, exponent) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let (int, frac) = match mantissa.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (mantissa, None),
    };
    let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    let mantissa_ok = digits(int)
        && frac.is_none_or(digits)
        && !(int.is_empty() && frac.is_none_or(str::is_empty));
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(['-', '+']).unwrap_or(e);
        !e.is_empty() && digits(e)
    });
    mantissa_ok && exponent_ok
}
