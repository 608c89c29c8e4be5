//! Helpers shared by the reference tests: building argument values tersely, and rendering
//! a call's outcome the way the reference-side generator rendered go-cty's.
// Each test file uses a different subset of the helpers.
#![allow(dead_code)]

use std::fmt::Write as _;

use hcl2_value::{Error, Number, PathStep, Type, Value};

/// A known string.
pub fn s(text: &str) -> Value {
    Value::string(text)
}
/// A known number from its decimal text (parsed as the reference parses literals).
pub fn n(text: &str) -> Value {
    Value::number(Number::parse(text).expect("a number literal"))
}
/// Positive (`negative == false`) or negative infinity.
pub fn inf(negative: bool) -> Value {
    Value::number(Number::infinity(negative))
}
/// A known bool.
pub fn b(v: bool) -> Value {
    Value::bool(v)
}
/// The null value of `ty`.
pub fn null(ty: Type) -> Value {
    Value::null(ty)
}
/// The unknown value of `ty`.
pub fn unknown(ty: Type) -> Value {
    Value::unknown(ty)
}
/// A known, non-empty list.
pub fn list(elements: Vec<Value>) -> Value {
    Value::list(elements).expect("list elements of one type")
}
/// A known, non-empty set.
pub fn set(elements: Vec<Value>) -> Value {
    Value::set(elements).expect("set elements of one type")
}
/// A known tuple.
pub fn tup(elements: Vec<Value>) -> Value {
    Value::tuple(elements)
}
/// A known, non-empty map.
pub fn map(entries: Vec<(&str, Value)>) -> Value {
    Value::map(entries).expect("map elements of one type")
}
/// A known object.
pub fn obj(attrs: Vec<(&str, Value)>) -> Value {
    Value::object(attrs)
}
/// The empty list of `ety`.
pub fn empty_list(ety: Type) -> Value {
    Value::empty_list(ety)
}
/// The empty set of `ety`.
pub fn empty_set(ety: Type) -> Value {
    Value::empty_set(ety)
}
/// The empty map of `ety`.
pub fn empty_map(ety: Type) -> Value {
    Value::empty_map(ety)
}

/// Calls the stdlib function `name` with `args` and asserts the rendered outcome.
pub fn check(name: &str, args: Vec<Value>, expected: &str) {
    let functions = hcl2_stdlib::functions();
    let outcome = functions[name].call(&args);
    assert_eq!(render_outcome(&outcome), expected, "{name}({args:?})");
}

/// `value : type`, or `error[arg N] at PATH: message` (the index and path when present).
pub fn render_outcome(outcome: &Result<Value, Error>) -> String {
    match outcome {
        Ok(v) => format!("{} : {}", render(v), v.ty()),
        Err(e) => {
            let mut out = String::from("error");
            if let Some(i) = e.argument() {
                let _ = write!(out, "[arg {i}]");
            }
            if !e.path().is_root() {
                out.push_str(" at ");
                for step in &e.path().0 {
                    match step {
                        PathStep::Attr(name) => {
                            let _ = write!(out, ".{name}");
                        }
                        PathStep::Index(key) => match (key.as_str(), key.as_number()) {
                            (Some(k), _) => {
                                let _ = write!(out, "[{}]", quote(k));
                            }
                            (_, Some(k)) => {
                                let _ = write!(out, "[{k}]");
                            }
                            _ => out.push_str("[...]"),
                        },
                    }
                }
            }
            let _ = write!(out, ": {}", e.message());
            out
        }
    }
}

/// A value's contents: `null`, `unknown`, quoted strings, numbers, `[...]` for
/// sequences and `{"k" = v}` for maps and objects, each followed by `@mark`s.
fn render(v: &Value) -> String {
    let body = if v.is_null() {
        "null".to_string()
    } else if !v.is_known() {
        "unknown".to_string()
    } else if let Some(text) = v.as_str() {
        quote(text)
    } else if let Some(num) = v.as_number() {
        num.to_string()
    } else if let Some(flag) = v.as_bool() {
        flag.to_string()
    } else if let Some(elements) = v.as_slice() {
        let parts: Vec<String> = elements.iter().map(render).collect();
        format!("[{}]", parts.join(", "))
    } else if let Some(entries) = v.as_map() {
        let parts: Vec<String> = entries
            .iter()
            .map(|(k, e)| format!("{} = {}", quote(k), render(e)))
            .collect();
        format!("{{{}}}", parts.join(", "))
    } else {
        format!("<{}>", v.ty())
    };
    let marks: String = v.marks().iter().map(|m| format!("@{}", m.name())).collect();
    body + &marks
}

/// `text` quoted, with escapes for quotes, backslashes and control characters only.
fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
