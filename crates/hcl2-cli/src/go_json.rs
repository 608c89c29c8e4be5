//! JSON documents written byte for byte as Go's `encoding/json` writes them, which is
//! what the reference `hcldec` prints: compact or indented by two spaces, strings with
//! Go's escapes (including `<`, `>`, `&`, U+2028 and U+2029), and numbers as their text.
//!
//! Documents are built from parts or read back from JSON text (the value marshaller's
//! output), so that the reference's generic re-encoding, which drops null object
//! properties and sorts object keys, can be applied to them (hcldec's value output does
//! the same as it writes, with `hcl2::value::json::WriteOptions`).

/// A JSON document whose objects keep their properties in the order given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as its JSON text.
    Number(String),
    /// A string (unescaped).
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object's properties, in order.
    Object(Vec<(String, Json)>),
}

/// Deepest nesting [`Json::parse`] accepts: beyond what the value marshaller writes, low
/// enough for any stack.
const MAX_DEPTH: usize = 512;

impl Json {
    /// A string property value.
    pub fn str(s: impl Into<String>) -> Json {
        Json::String(s.into())
    }

    /// A number property value.
    pub fn int(n: usize) -> Json {
        Json::Number(n.to_string())
    }

    /// Reads a JSON document; the text must be exactly one value (with optional
    /// surrounding whitespace).
    pub fn parse(text: &str) -> Result<Json, String> {
        let mut reader = Reader {
            text: text.as_bytes(),
            at: 0,
        };
        let value = reader.value(0)?;
        reader.skip_space();
        if reader.at != reader.text.len() {
            return Err(format!(
                "unexpected text after JSON value at byte {}",
                reader.at
            ));
        }
        Ok(value)
    }

    /// The document as Go re-encodes it after decoding into generic maps and slices:
    /// null object properties dropped and object keys sorted, at every level (nulls in
    /// arrays stay).
    pub fn without_null_properties(self) -> Json {
        match self {
            Json::Object(props) => {
                let mut props: Vec<(String, Json)> = props
                    .into_iter()
                    .filter(|(_, v)| *v != Json::Null)
                    .map(|(k, v)| (k, v.without_null_properties()))
                    .collect();
                props.sort_by(|a, b| a.0.cmp(&b.0));
                Json::Object(props)
            }
            Json::Array(items) => Json::Array(
                items
                    .into_iter()
                    .map(Json::without_null_properties)
                    .collect(),
            ),
            other => other,
        }
    }

    /// The compact encoding (Go's `json.Marshal`).
    pub fn compact(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, None, 0);
        out
    }

    /// The encoding indented by two spaces per level (Go's `json.MarshalIndent(v, "", "  ")`).
    pub fn indented(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, Some("  "), 0);
        out
    }

    /// Appends the encoding indented by two spaces per level, as it reads nested `depth`
    /// levels deep in an indented document (its first line is not indented).
    pub fn write_indented(&self, out: &mut String, depth: usize) {
        self.write(out, Some("  "), depth);
    }

    fn write(&self, out: &mut String, indent: Option<&str>, depth: usize) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Number(n) => out.push_str(n),
            Json::String(s) => write_string(out, s),
            Json::Array(items) => write_seq(out, indent, depth, ('[', ']'), items, |out, item| {
                item.write(out, indent, depth + 1)
            }),
            Json::Object(props) => {
                write_seq(out, indent, depth, ('{', '}'), props, |out, (k, v)| {
                    write_string(out, k);
                    out.push(':');
                    if indent.is_some() {
                        out.push(' ');
                    }
                    v.write(out, indent, depth + 1);
                })
            }
        }
    }
}

/// Writes a bracketed sequence; an empty one stays on one line, as Go's indenter
/// leaves it.
fn write_seq<T>(
    out: &mut String,
    indent: Option<&str>,
    depth: usize,
    (open, close): (char, char),
    items: &[T],
    mut each: impl FnMut(&mut String, &T),
) {
    out.push(open);
    if !items.is_empty() {
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            new_line(out, indent, depth + 1);
            each(out, item);
        }
        new_line(out, indent, depth);
    }
    out.push(close);
}

fn new_line(out: &mut String, indent: Option<&str>, depth: usize) {
    if let Some(unit) = indent {
        out.push('\n');
        for _ in 0..depth {
            out.push_str(unit);
        }
    }
}

/// Appends `s` as a JSON string with Go's escapes: `"` and `\`, `\n`, `\r` and `\t`,
/// other controls and the HTML-sensitive `<`, `>` and `&` as `\u00XX`, and the line and
/// paragraph separators as `\u2028` and `\u2029`.
pub fn write_string(out: &mut String, s: &str) {
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
            c if (c as u32) < 0x20 || matches!(c, '<' | '>' | '&') => {
                let b = c as usize;
                out.push_str("\\u00");
                out.push(char::from(HEX[b >> 4]));
                out.push(char::from(HEX[b & 0xF]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A recursive-descent reader over JSON text.
struct Reader<'t> {
    text: &'t [u8],
    at: usize,
}

impl Reader<'_> {
    fn skip_space(&mut self) {
        while matches!(self.text.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.text.get(self.at).copied()
    }

    fn expect(&mut self, byte: u8) -> Result<(), String> {
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(format!(
                "expected '{}' at byte {}",
                char::from(byte),
                self.at
            ))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, String> {
        if depth > MAX_DEPTH {
            return Err("JSON nested too deeply".into());
        }
        match self.peek() {
            Some(b'{') => {
                self.at += 1;
                let mut props = Vec::new();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Ok(Json::Object(props));
                }
                loop {
                    let key = self.string()?;
                    self.expect(b':')?;
                    props.push((key, self.value(depth + 1)?));
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        _ => break,
                    }
                }
                self.expect(b'}')?;
                Ok(Json::Object(props))
            }
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        _ => break,
                    }
                }
                self.expect(b']')?;
                Ok(Json::Array(items))
            }
            Some(b'"') => self.string().map(Json::String),
            Some(b'-' | b'0'..=b'9') => {
                let start = self.at;
                while matches!(
                    self.text.get(self.at),
                    Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                ) {
                    self.at += 1;
                }
                let text =
                    std::str::from_utf8(&self.text[start..self.at]).map_err(|e| e.to_string())?;
                Ok(Json::Number(text.to_string()))
            }
            _ => {
                for (word, value) in [
                    ("null", Json::Null),
                    ("true", Json::Bool(true)),
                    ("false", Json::Bool(false)),
                ] {
                    if self.text[self.at..].starts_with(word.as_bytes()) {
                        self.at += word.len();
                        return Ok(value);
                    }
                }
                Err(format!("unexpected JSON text at byte {}", self.at))
            }
        }
    }

    fn string(&mut self) -> Result<String, String> {
        self.expect(b'"')?;
        let mut out = Vec::new();
        loop {
            let Some(&b) = self.text.get(self.at) else {
                return Err("unterminated JSON string".into());
            };
            self.at += 1;
            match b {
                b'"' => break,
                b'\\' => {
                    let Some(&e) = self.text.get(self.at) else {
                        return Err("unterminated JSON string".into());
                    };
                    self.at += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => return Err(format!("invalid JSON escape at byte {}", self.at)),
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                b => out.push(b),
            }
        }
        String::from_utf8(out).map_err(|e| e.to_string())
    }

    /// The character of a `\uXXXX` escape (the `\u` read), joining a surrogate pair;
    /// a lone surrogate reads as U+FFFD, as Go's decoder reads it.
    fn unicode_escape(&mut self) -> Result<char, String> {
        let first = self.hex4()?;
        if (0xD800..0xDC00).contains(&first) && self.text[self.at..].starts_with(b"\\u") {
            let save = self.at;
            self.at += 2;
            let second = self.hex4()?;
            if (0xDC00..0xE000).contains(&second) {
                let c = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
                return Ok(char::from_u32(c).unwrap_or('\u{FFFD}'));
            }
            self.at = save;
        }
        Ok(char::from_u32(first).unwrap_or('\u{FFFD}'))
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self
            .text
            .get(self.at..self.at + 4)
            .and_then(|d| std::str::from_utf8(d).ok())
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| format!("invalid \\u escape at byte {}", self.at))?;
        self.at += 4;
        Ok(digits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_get_go_escapes() {
        let mut out = String::new();
        write_string(&mut out, "a\"\\\n\r\t\u{1}\u{8}<>&\u{7f}é\u{2028}\u{2029}");
        assert_eq!(
            out,
            "\"a\\\"\\\\\\n\\r\\t\\u0001\\u0008\\u003c\\u003e\\u0026\u{7f}é\\u2028\\u2029\""
        );
    }

    #[test]
    fn reading_and_writing_round_trips_compactly() {
        let text = r#"{"b":[1,2.5,-3e+2,null,true,false],"a":{"x":"\u003cy\u003e"},"c":[],"d":{}}"#;
        let json = Json::parse(text).unwrap();
        assert_eq!(json.compact(), text);
    }

    #[test]
    fn escapes_read_back_including_surrogate_pairs_and_lone_surrogates() {
        let json = Json::parse(r#""\ud83d\ude00 \ud800 \/ \b\f""#).unwrap();
        assert_eq!(json, Json::str("\u{1F600} \u{FFFD} / \u{8}\u{c}"));
    }

    #[test]
    fn regenerating_drops_null_properties_and_sorts_keys_at_every_level() {
        let json =
            Json::parse(r#"{"value":{"z":null,"b":1,"a":[null,{"d":null,"c":2}]},"type":"x"}"#)
                .unwrap();
        assert_eq!(
            json.without_null_properties().compact(),
            r#"{"type":"x","value":{"a":[null,{"c":2}],"b":1}}"#
        );
        assert_eq!(Json::Null.without_null_properties().compact(), "null");
    }

    #[test]
    fn indentation_is_two_spaces_and_empty_containers_stay_inline() {
        let json = Json::Object(vec![
            ("a".into(), Json::Array(vec![])),
            (
                "b".into(),
                Json::Array(vec![Json::int(1), Json::Object(vec![])]),
            ),
        ]);
        assert_eq!(
            json.indented(),
            "{\n  \"a\": [],\n  \"b\": [\n    1,\n    {}\n  ]\n}"
        );
        assert_eq!(Json::Array(vec![]).indented(), "[]");
    }

    #[test]
    fn malformed_or_too_deep_text_is_an_error_not_a_panic() {
        for bad in [
            "",
            "{",
            "[1,",
            r#"{"a"}"#,
            "nul",
            r#""\x""#,
            r#""\u12""#,
            "1 2",
        ] {
            assert!(Json::parse(bad).is_err(), "{bad}");
        }
        let deep = "[".repeat(100_000);
        assert!(Json::parse(&deep).is_err());
    }
}
