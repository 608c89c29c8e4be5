//! A token cursor over JSON text, for the type-directed readers.
//!
//! It hands out tokens (`[`, `]`, `{`, `}`, keys, scalars) one at a time, or the whole
//! text of the next value ([`Cursor::raw_value`], checked by [`scan_value`]) so that a
//! reader can decode that value separately. It checks only what it passes over, so a
//! reader that stops early never sees later syntax errors, and text after a complete
//! top-level value is not looked at unless asked for. Messages are the reference's.

use super::scan::{bad_char, is_space, scan_value};
use super::MAX_DEPTH;

/// A syntax error, as the reference's message text.
pub(crate) type SynResult<T> = Result<T, String>;

/// One token.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Token {
    Null,
    Bool(bool),
    /// A number, as its literal text.
    Number(String),
    /// A string (a key or a value), decoded.
    String(String),
    /// One of `[ ] { }`.
    Delim(u8),
}

/// What the grammar allows next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// A value (at the top, after `,` in an array, after `:`).
    Value,
    /// The first element or `]`.
    ElementOrClose,
    /// A key (after `,` in an object).
    Key,
    /// The first key or `}`.
    KeyOrClose,
    /// The `:` after a key.
    Colon,
    /// `,` or the closing bracket, after an element or member.
    CommaOrClose,
}

/// A position in JSON text and the containers open there.
pub(crate) struct Cursor<'a> {
    text: &'a [u8],
    at: usize,
    /// The open containers, innermost last, as `b'['` or `b'{'`.
    open: Vec<u8>,
    expect: Expect,
    /// How many containers enclose `text` itself.
    outer: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`, which sits inside `outer` containers.
    pub(crate) fn new(text: &'a [u8], outer: usize) -> Cursor<'a> {
        Cursor {
            text,
            at: 0,
            open: Vec::new(),
            expect: Expect::Value,
            outer,
        }
    }

    /// How many containers enclose the cursor.
    pub(crate) fn depth(&self) -> usize {
        self.outer + self.open.len()
    }

    /// Skips white space and shows the next byte.
    fn next_byte(&mut self) -> Option<u8> {
        while self.text.get(self.at).copied().is_some_and(is_space) {
            self.at += 1;
        }
        self.text.get(self.at).copied()
    }

    fn in_array(&self) -> bool {
        self.open.last() == Some(&b'[')
    }

    /// Whether something other than a closing bracket or the end comes next.
    pub(crate) fn more(&mut self) -> bool {
        matches!(self.next_byte(), Some(c) if c != b']' && c != b'}')
    }

    /// Records that a value just ended.
    fn value_done(&mut self) {
        self.expect = if self.open.is_empty() {
            Expect::Value
        } else {
            Expect::CommaOrClose
        };
    }

    /// The message for byte `c` where it does not fit.
    fn misplaced(&self, c: u8) -> String {
        let phrase = match self.expect {
            Expect::Value | Expect::ElementOrClose => "looking for beginning of value",
            Expect::Key => "looking for beginning of object key string",
            Expect::KeyOrClose => "",
            Expect::Colon => "after object key",
            Expect::CommaOrClose if self.in_array() => "after array element",
            Expect::CommaOrClose => "after object key:value pair",
        };
        bad_char(c, phrase)
    }

    /// Checks the value at the cursor and moves past it, giving its text.
    fn take_value(&mut self) -> SynResult<&'a [u8]> {
        let (start, end) = scan_value(self.text, self.at, self.depth())?;
        self.at = end;
        Ok(&self.text[start..end])
    }

    /// The next token; separators (`,` and `:`) are checked and passed over.
    pub(crate) fn token(&mut self) -> SynResult<Token> {
        loop {
            let Some(c) = self.next_byte() else {
                return Err("EOF".into());
            };
            let value_here = matches!(self.expect, Expect::Value | Expect::ElementOrClose);
            match c {
                b'[' | b'{' if value_here => {
                    if self.depth() >= MAX_DEPTH {
                        return Err("exceeded max depth".into());
                    }
                    self.at += 1;
                    self.open.push(c);
                    self.expect = if c == b'[' {
                        Expect::ElementOrClose
                    } else {
                        Expect::KeyOrClose
                    };
                    return Ok(Token::Delim(c));
                }
                b']' | b'}' if self.closes_here(c) => {
                    self.at += 1;
                    self.open.pop();
                    self.value_done();
                    return Ok(Token::Delim(c));
                }
                b',' if self.expect == Expect::CommaOrClose => {
                    self.at += 1;
                    self.expect = if self.in_array() {
                        Expect::Value
                    } else {
                        Expect::Key
                    };
                }
                b':' if self.expect == Expect::Colon => {
                    self.at += 1;
                    self.expect = Expect::Value;
                }
                b'"' if matches!(self.expect, Expect::Key | Expect::KeyOrClose) => {
                    let key = unquote(self.take_value()?);
                    self.expect = Expect::Colon;
                    return Ok(Token::String(key));
                }
                _ if value_here => {
                    let raw = self.take_value()?;
                    self.value_done();
                    return Ok(scalar(raw));
                }
                _ => return Err(self.misplaced(c)),
            }
        }
    }

    /// Whether `c` (`]` or `}`) closes the innermost container here.
    fn closes_here(&self, c: u8) -> bool {
        let open = if c == b']' { b'[' } else { b'{' };
        self.open.last() == Some(&open)
            && matches!(
                self.expect,
                Expect::ElementOrClose | Expect::KeyOrClose | Expect::CommaOrClose
            )
    }

    /// The text of the next whole value, checked, without surrounding white space;
    /// a `,` before an array element or `:` before a member value is passed over.
    pub(crate) fn raw_value(&mut self) -> SynResult<&'a [u8]> {
        match self.expect {
            Expect::Value | Expect::ElementOrClose => {}
            Expect::CommaOrClose if self.in_array() => {
                self.separator(b',', "expected comma after array element")?
            }
            Expect::Colon => self.separator(b':', "expected colon after object key")?,
            _ => return Err("not at beginning of value".into()),
        }
        let raw = self.take_value()?;
        self.value_done();
        Ok(raw)
    }

    /// Passes over the separator `sep`, or fails with `missing`.
    fn separator(&mut self, sep: u8, missing: &str) -> SynResult<()> {
        match self.next_byte() {
            None => Err("EOF".into()),
            Some(c) if c == sep => {
                self.at += 1;
                Ok(())
            }
            Some(_) => Err(missing.into()),
        }
    }
}

/// The token for the checked text of a scalar.
fn scalar(raw: &[u8]) -> Token {
    match raw.first() {
        Some(b'n') => Token::Null,
        Some(b't') => Token::Bool(true),
        Some(b'f') => Token::Bool(false),
        Some(b'"') => Token::String(unquote(raw)),
        _ => Token::Number(String::from_utf8_lossy(raw).into_owned()),
    }
}

/// The text of a checked JSON string literal (quotes included). As in the reference,
/// each byte of invalid UTF-8 and each unpaired surrogate escape becomes U+FFFD.
pub(crate) fn unquote(raw: &[u8]) -> String {
    let inner = raw
        .strip_prefix(b"\"")
        .and_then(|r| r.strip_suffix(b"\""))
        .unwrap_or_default();
    let mut out = String::with_capacity(inner.len());
    let mut rest = inner;
    while !rest.is_empty() {
        // A run of plain bytes up to the next backslash.
        let run_len = rest.iter().position(|&b| b == b'\\').unwrap_or(rest.len());
        push_lossy(&mut out, &rest[..run_len]);
        rest = &rest[run_len..];
        if rest.is_empty() {
            break;
        }
        rest = push_escape(&mut out, rest);
    }
    out
}

/// Appends `bytes` as UTF-8, with one U+FFFD for each byte that is not part of a
/// valid sequence.
fn push_lossy(out: &mut String, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        match std::str::from_utf8(bytes) {
            Ok(s) => {
                out.push_str(s);
                return;
            }
            Err(e) => {
                let (good, bad) = bytes.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(good).unwrap_or_default());
                out.push(char::REPLACEMENT_CHARACTER);
                bytes = &bad[1..];
            }
        }
    }
}

/// Appends the escape at the start of `s` (which begins with a backslash) and
/// returns what follows it.
fn push_escape<'s>(out: &mut String, s: &'s [u8]) -> &'s [u8] {
    let Some(&kind) = s.get(1) else {
        return &[];
    };
    let simple = match kind {
        b'b' => Some('\u{8}'),
        b'f' => Some('\u{c}'),
        b'n' => Some('\n'),
        b'r' => Some('\r'),
        b't' => Some('\t'),
        b'u' => None,
        other => Some(char::from(other)),
    };
    if let Some(ch) = simple {
        out.push(ch);
        return &s[2..];
    }
    let Some(unit) = hex_unit(&s[2..]) else {
        out.push(char::REPLACEMENT_CHARACTER);
        return &s[2..];
    };
    let after = &s[6..];
    if (0xD800..0xDC00).contains(&unit) {
        // A high surrogate pairs only with an immediately following low one.
        if let Some(low) = after.strip_prefix(b"\\u").and_then(hex_unit) {
            if (0xDC00..0xE000).contains(&low) {
                let cp = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                out.push(char::from_u32(cp).unwrap_or(char::REPLACEMENT_CHARACTER));
                return &after[6..];
            }
        }
    }
    out.push(char::from_u32(unit).unwrap_or(char::REPLACEMENT_CHARACTER));
    after
}

/// The value of the four hex digits at the start of `s`.
fn hex_unit(s: &[u8]) -> Option<u32> {
    let digits = std::str::from_utf8(s.get(..4)?).ok()?;
    u32::from_str_radix(digits, 16).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_of_a_nested_document() {
        let mut c = Cursor::new(br#" {"a": [1, "x", true, null]} "#, 0);
        let mut toks = Vec::new();
        while let Ok(t) = c.token() {
            toks.push(t);
        }
        assert_eq!(
            toks,
            vec![
                Token::Delim(b'{'),
                Token::String("a".into()),
                Token::Delim(b'['),
                Token::Number("1".into()),
                Token::String("x".into()),
                Token::Bool(true),
                Token::Null,
                Token::Delim(b']'),
                Token::Delim(b'}'),
            ]
        );
    }

    #[test]
    fn raw_values_pass_over_separators() {
        let mut c = Cursor::new(br#"{"k" : [1, 2] , "j":3}"#, 0);
        assert_eq!(c.token(), Ok(Token::Delim(b'{')));
        assert_eq!(c.token(), Ok(Token::String("k".into())));
        assert_eq!(c.raw_value(), Ok(&b"[1, 2]"[..]));
        assert!(c.more());
        assert_eq!(c.raw_value(), Err("not at beginning of value".into()));
        let mut c = Cursor::new(b"[1 2]", 0);
        c.token().unwrap();
        assert_eq!(c.raw_value(), Ok(&b"1"[..]));
        assert_eq!(
            c.raw_value(),
            Err("expected comma after array element".into())
        );
    }

    #[test]
    fn misplaced_bytes_are_named_by_place() {
        let first = |text: &[u8], n: usize| {
            let mut c = Cursor::new(text, 0);
            (0..n).map(|_| c.token()).last().unwrap().unwrap_err()
        };
        assert_eq!(first(b"{]", 2), "invalid character ']'");
        assert_eq!(
            first(b"[}", 2),
            "invalid character '}' looking for beginning of value"
        );
        assert_eq!(
            first(b"[1}", 3),
            "invalid character '}' after array element"
        );
        assert_eq!(
            first(b"{\"a\",", 3),
            "invalid character ',' after object key"
        );
    }

    #[test]
    fn unquote_replaces_invalid_utf8_per_byte_and_lone_surrogates() {
        assert_eq!(unquote(b"\"a\xe2\x82b\""), "a\u{fffd}\u{fffd}b");
        assert_eq!(unquote(br#""\ud800x""#), "\u{fffd}x");
        assert_eq!(unquote(br#""\udc00\ud800""#), "\u{fffd}\u{fffd}");
        assert_eq!(unquote(br#""\ud83d\ude00""#), "\u{1f600}");
        assert_eq!(unquote(br#""\u00e9\n\/""#), "\u{e9}\n/");
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let deep = "[".repeat(MAX_DEPTH + 1);
        let mut c = Cursor::new(deep.as_bytes(), 0);
        let last = (0..=MAX_DEPTH).map(|_| c.token()).last().unwrap();
        assert_eq!(last, Err("exceeded max depth".to_string()));
        let mut c = Cursor::new(deep.as_bytes(), 0);
        assert_eq!(
            c.raw_value(),
            Err("invalid character '[' exceeded max depth".to_string())
        );
        let mut c = Cursor::new(b"[]", MAX_DEPTH);
        assert_eq!(c.token(), Err("exceeded max depth".to_string()));
    }
}
