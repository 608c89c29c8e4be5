//! Values to JSON (the reference's `json.Marshal(val, ty)`).

use std::borrow::Cow;

use super::type_json::write_type;
use crate::error::{Error, Result};
use crate::path::{Path, PathStep};
use crate::ty::Type;
use crate::value::Value;

/// Appends `s` as a JSON string with Go's escapes: `"`, `\`, `\n`, `\r`, `\t`, other
/// controls as `\u00XX`, the HTML-sensitive `<`, `>`, `&` and U+2028 / U+2029 as `\uXXXX`.
pub fn write_json_string(out: &mut String, s: &str) {
    out.reserve(s.len() + 2);
    write_json_string_to(out, s);
}

/// [`write_json_string`] into any sink.
fn write_json_string_to<S: Sink>(out: &mut S, s: &str) {
    out.text("\"");
    write_content_to(out, s);
    out.text("\"");
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
    write_content_to(out, s);
}

/// [`write_json_string_content`] into any sink.
fn write_content_to<S: Sink>(out: &mut S, s: &str) {
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
        out.text(&s[copied..i]);
        if escape.is_empty() {
            let hex = [
                b'\\',
                b'u',
                b'0',
                b'0',
                HEX[usize::from(b >> 4)],
                HEX[usize::from(b & 0xF)],
            ];
            out.text(std::str::from_utf8(&hex).unwrap_or_default());
        } else {
            out.text(escape);
        }
        i += len;
        copied = i;
    }
    out.text(&s[copied..]);
}

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

/// Where marshalled JSON goes: a string, a writer, or nowhere (a checking pass).
pub(crate) trait Sink {
    fn text(&mut self, s: &str);
    fn number(&mut self, n: &crate::Number) {
        self.text(&n.to_string());
    }
}

impl Sink for String {
    fn text(&mut self, s: &str) {
        self.push_str(s);
    }
}

/// A checking pass: every error found, nothing written.
pub(crate) struct Nowhere;

impl Sink for Nowhere {
    fn text(&mut self, _: &str) {}
    fn number(&mut self, _: &crate::Number) {}
}

/// A writer behind a buffer; the first error stops the writing and is kept.
pub(crate) struct Buffered<'w> {
    out: &'w mut dyn std::io::Write,
    buf: Vec<u8>,
    error: Option<std::io::Error>,
}

impl<'w> Buffered<'w> {
    const CAPACITY: usize = 64 << 10;

    pub fn new(out: &'w mut dyn std::io::Write) -> Buffered<'w> {
        Buffered {
            out,
            buf: Vec::with_capacity(Self::CAPACITY),
            error: None,
        }
    }

    fn drain(&mut self) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(&self.buf) {
                self.error = Some(e);
            }
        }
        self.buf.clear();
    }

    /// Writes what is buffered and flushes; the first error met, if any.
    pub fn finish(mut self) -> std::io::Result<()> {
        self.drain();
        match self.error.take() {
            Some(e) => Err(e),
            None => self.out.flush(),
        }
    }
}

impl Sink for Buffered<'_> {
    fn text(&mut self, s: &str) {
        if self.buf.len() + s.len() > Self::CAPACITY {
            self.drain();
        }
        if s.len() > Self::CAPACITY {
            if self.error.is_none() {
                if let Err(e) = self.out.write_all(s.as_bytes()) {
                    self.error = Some(e);
                }
            }
        } else {
            self.buf.extend_from_slice(s.as_bytes());
        }
    }
}

/// One walk of a value, writing its JSON to `out`.
pub(crate) struct Marshal<'o, S> {
    pub out: &'o mut S,
    /// Leave out object and map properties whose value is `null`, and write the
    /// dynamic wrapper as `{"type":...,"value":...}`: the reference `hcldec`'s
    /// re-encoding of the marshalled text (Go's generic decode and encode).
    pub drop_null_properties: bool,
    /// Whether a failure inside a dynamic wrapper was passed over, leaving text that is
    /// not JSON (the reference writes what it had).
    pub passed_over: bool,
    pub path: Vec<PathStep>,
}

impl<S: Sink> Marshal<'_, S> {
    fn err(&self, msg: &str) -> Error {
        Error::at_path(Path(self.path.clone()), msg)
    }

    /// Whether `val` written as `ty` is a property to leave out.
    fn left_out(&self, val: &Value, ty: &Type) -> bool {
        // A null written as the dynamic wrapper is an object, not `null`.
        let wrapped = ty.is_dynamic() && !val.ty().is_dynamic();
        self.drop_null_properties && val.is_null() && !val.is_marked() && !wrapped
    }

    /// Writes `val`, which conforms to `ty`.
    pub fn value(&mut self, val: &Value, ty: &Type) -> Result<()> {
        if val.is_marked() {
            return Err(self.err("value has marks, so it cannot be serialized as JSON"));
        }
        if ty.is_dynamic() && !val.ty().is_dynamic() {
            return self.dynamic(val);
        }
        if val.is_null() {
            self.out.text("null");
            return Ok(());
        }
        if !val.is_known() {
            return Err(self.err("value is not known"));
        }
        match ty {
            Type::String => {
                write_json_string_to(self.out, val.as_str().unwrap_or_default());
                Ok(())
            }
            Type::Number => {
                let Some(n) = val.as_number() else {
                    return Err(self.err("cannot JSON-serialize number"));
                };
                if n.is_infinite() {
                    return Err(self.err("cannot serialize infinity as JSON"));
                }
                self.out.number(n);
                Ok(())
            }
            Type::Bool => {
                let b = val.as_bool() == Some(true);
                self.out.text(if b { "true" } else { "false" });
                Ok(())
            }
            Type::List(ety) | Type::Set(ety) => {
                let items = val.as_slice().unwrap_or_default();
                self.sequence(items.iter().map(|ev| (ev, &**ety)), |i, ev| {
                    PathStep::Index(match ty.is_set() {
                        true => ev.clone(),
                        false => index_key(i),
                    })
                })
            }
            Type::Tuple(etys) => {
                let items = val.as_slice().unwrap_or_default();
                self.sequence(items.iter().zip(etys.iter()), |i, _| {
                    PathStep::Index(index_key(i))
                })
            }
            Type::Map(ety) => {
                let entries = val.as_map().into_iter().flatten();
                self.properties(entries.map(|(k, ev)| {
                    let step = PathStep::Index(Value::string(k));
                    (k, Cow::Borrowed(ev), &**ety, step)
                }))
            }
            Type::Object(o) => {
                let attrs = val.as_map();
                self.properties(o.attributes().iter().map(|(name, aty)| {
                    // An attribute the value lacks is written as a null of its type.
                    let av = match attrs.and_then(|a| a.get(name)) {
                        Some(av) => Cow::Borrowed(av),
                        None => Cow::Owned(Value::null(aty.clone())),
                    };
                    (name, av, aty, PathStep::Attr(name.to_string()))
                }))
            }
            Type::Capsule(_) => {
                Err(self.err(&format!("cannot JSON-serialize {}", ty.friendly_name())))
            }
            Type::Dynamic => Err(self.err("value is not known")),
        }
    }

    /// `[...]` of `items`, each with the path step `step` gives it.
    fn sequence<'v>(
        &mut self,
        items: impl Iterator<Item = (&'v Value, &'v Type)>,
        step: impl Fn(usize, &Value) -> PathStep,
    ) -> Result<()> {
        self.out.text("[");
        for (i, (ev, ety)) in items.enumerate() {
            if i > 0 {
                self.out.text(",");
            }
            self.path.push(step(i, ev));
            let r = self.value(ev, ety);
            self.path.pop();
            r?;
        }
        self.out.text("]");
        Ok(())
    }

    /// `{...}` of `(name, value, type, path step)` entries, in order.
    fn properties<'v>(
        &mut self,
        entries: impl Iterator<Item = (&'v str, Cow<'v, Value>, &'v Type, PathStep)>,
    ) -> Result<()> {
        self.out.text("{");
        let mut written = 0;
        for (name, ev, ety, step) in entries {
            if self.left_out(&ev, ety) {
                continue;
            }
            if written > 0 {
                self.out.text(",");
            }
            written += 1;
            self.path.push(step);
            write_json_string_to(self.out, name);
            self.out.text(":");
            let r = self.value(&ev, ety);
            self.path.pop();
            r?;
        }
        self.out.text("}");
        Ok(())
    }

    /// The `{"value":...,"type":...}` wrapper that records a value's type where the
    /// type is dynamic. As in the reference, a failure to write the inner value is not
    /// reported: whatever was written before the failure stays in the output.
    fn dynamic(&mut self, val: &Value) -> Result<()> {
        let mut type_json = String::new();
        if let Err(e) = write_type(&mut type_json, val.ty()) {
            return Err(self.err(&format!("failed to serialize type: {}", e.message())));
        }
        if self.drop_null_properties {
            self.out.text("{\"type\":");
            self.out.text(&type_json);
            if !val.is_null() {
                self.out.text(",\"value\":");
                self.inner(val);
            }
        } else {
            self.out.text("{\"value\":");
            self.inner(val);
            self.out.text(",\"type\":");
            self.out.text(&type_json);
        }
        self.out.text("}");
        Ok(())
    }

    /// The value inside a dynamic wrapper, whose failure is passed over.
    fn inner(&mut self, val: &Value) {
        if self.value(val, val.ty()).is_err() {
            self.passed_over = true;
        }
    }
}

/// The path step of index `i`.
fn index_key(i: usize) -> Value {
    Value::number(crate::Number::from_u64(i as u64))
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
