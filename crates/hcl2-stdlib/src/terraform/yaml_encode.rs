//! `yamlencode(value)`: a value as YAML in the block style Terraform writes: keys and
//! strings double-quoted, mappings in key order indented by two, sequences as `- `
//! items (not indented under their key), empty collections as `{}` and `[]`. Written
//! with an explicit stack, so deep values cannot exhaust ours.

use hcl2_value::{Error, Function, Parameter, Type, Value};

/// `yamlencode(value)`.
pub(super) fn yamlencode() -> Function {
    Function::builder([Parameter::new("value", Type::Dynamic)
        .allow_null()
        .allow_dynamic_type()])
    .returns(Type::String)
    .build(|args, _| {
        if !args[0].is_wholly_known() {
            return Ok(Value::unknown(Type::String));
        }
        encode(&args[0]).map(Value::string)
    })
}

/// Where a value is written.
#[derive(Clone, Copy, PartialEq)]
enum Place {
    /// The whole document.
    Top,
    /// After `"key":`, its nested lines at the given indentation.
    AfterKey,
    /// After `-`.
    AfterDash,
}

/// One piece of work: literal text, or a value to write at a place, nested lines
/// indented by `indent`.
enum Job<'v> {
    Text(String),
    Value(&'v Value, usize, Place),
}

/// The YAML text of `value`.
pub(super) fn encode(value: &Value) -> Result<String, Error> {
    let mut out = String::new();
    let mut jobs = vec![Job::Value(value, 0, Place::Top)];
    while let Some(job) = jobs.pop() {
        let (value, indent, place) = match job {
            Job::Text(t) => {
                out.push_str(&t);
                continue;
            }
            Job::Value(value, indent, place) => (value, indent, place),
        };
        let mut pending = Vec::new();
        if let Some(map) = value.as_map().filter(|m| !m.is_empty()) {
            for (i, (k, v)) in map.iter().enumerate() {
                let lead = match (i, place) {
                    (0, Place::AfterDash) => " ".to_string(),
                    (0, Place::AfterKey) => format!("\n{}", " ".repeat(indent)),
                    _ => " ".repeat(indent),
                };
                pending.push(Job::Text(format!("{lead}{}:", quote(k))));
                pending.push(Job::Value(v, indent + 2, Place::AfterKey));
            }
        } else if let Some(items) = value.as_slice().filter(|s| !s.is_empty()) {
            // Under a key, a sequence is not indented further than the key.
            let at = if place == Place::AfterKey {
                indent - 2
            } else {
                indent
            };
            for (i, v) in items.iter().enumerate() {
                let lead = match (i, place) {
                    (0, Place::AfterDash) => " ".to_string(),
                    (0, Place::AfterKey) => format!("\n{}", " ".repeat(at)),
                    _ => " ".repeat(at),
                };
                pending.push(Job::Text(format!("{lead}-")));
                pending.push(Job::Value(v, at + 2, Place::AfterDash));
            }
        } else {
            let sep = if place == Place::Top { "" } else { " " };
            pending.push(Job::Text(format!("{sep}{}\n", scalar(value)?)));
        }
        jobs.extend(pending.into_iter().rev());
    }
    Ok(out)
}

/// A scalar (or empty collection) as YAML.
fn scalar(value: &Value) -> Result<String, Error> {
    if value.is_null() {
        return Ok("null".into());
    }
    if let Some(s) = value.as_str() {
        return Ok(quote(s));
    }
    if let Some(b) = value.as_bool() {
        return Ok(b.to_string());
    }
    if let Some(n) = value.as_number() {
        return Ok(match n.to_string().as_str() {
            "+Inf" | "Inf" | "inf" => ".inf".into(),
            "-Inf" | "-inf" => "-.inf".into(),
            text => text.to_string(),
        });
    }
    if value.as_map().is_some() {
        return Ok("{}".into());
    }
    if value.as_slice().is_some() {
        return Ok("[]".into());
    }
    Err(Error::new(format!(
        "cannot encode a value of type {} as YAML",
        value.ty().friendly_name()
    )))
}

/// A string in YAML's double-quoted style.
fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\0' => out.push_str("\\0"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\u{b}' => out.push_str("\\v"),
            '\u{c}' => out.push_str("\\f"),
            '\r' => out.push_str("\\r"),
            '\u{1b}' => out.push_str("\\e"),
            '\u{85}' => out.push_str("\\N"),
            '\u{a0}' => out.push_str("\\_"),
            '\u{2028}' => out.push_str("\\L"),
            '\u{2029}' => out.push_str("\\P"),
            '\u{feff}' => out.push_str("\\uFEFF"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02X}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
