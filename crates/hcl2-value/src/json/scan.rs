//! A recursive-descent validator for one JSON value.
//!
//! [`scan_value`] checks the syntax of the value that starts at a position and
//! tells where it ends, so that callers can take its exact text. Its messages are
//! the reference's: "invalid character 'x' after array element", "unexpected EOF",
//! ... A value is complete as soon as its last byte is read: whatever follows it is
//! not looked at (so `1x` scans as `1`).

use super::MAX_DEPTH;

/// Where in the grammar the scanner was when it met a byte it could not accept.
#[derive(Clone, Copy, Debug)]
enum Place {
    ValueStart,
    AfterElement,
    KeyStart,
    AfterKey,
    AfterMember,
    InString,
    InEscape,
    InHexEscape,
    InNumber,
    AfterPoint,
    InExponent,
    /// Inside the keyword, expecting the byte given.
    InWord(&'static str, u8),
    /// Opening a container one level too deep.
    TooDeep,
}

impl Place {
    /// The phrase that follows "invalid character 'x'" in the reference's message.
    fn phrase(self) -> String {
        let fixed = match self {
            Place::ValueStart => "looking for beginning of value",
            Place::AfterElement => "after array element",
            Place::KeyStart => "looking for beginning of object key string",
            Place::AfterKey => "after object key",
            Place::AfterMember => "after object key:value pair",
            Place::InString => "in string literal",
            Place::InEscape => "in string escape code",
            Place::InHexEscape => "in \\u hexadecimal character escape",
            Place::InNumber => "in numeric literal",
            Place::AfterPoint => "after decimal point in numeric literal",
            Place::InExponent => "in exponent of numeric literal",
            Place::TooDeep => "exceeded max depth",
            Place::InWord(word, want) => {
                return format!("in literal {word} (expecting {})", quote_char(want))
            }
        };
        fixed.to_string()
    }
}

/// Why scanning stopped short of a complete value.
#[derive(Debug)]
enum Stop {
    /// The text ran out inside the value.
    Truncated,
    /// This byte is not allowed at this place.
    Bad(u8, Place),
}

type Step = Result<(), Stop>;

/// JSON's white space.
pub(crate) fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r')
}

/// The reference's message for byte `c` where it is not allowed; `phrase` may be empty.
pub(crate) fn bad_char(c: u8, phrase: &str) -> String {
    let sep = if phrase.is_empty() { "" } else { " " };
    format!("invalid character {}{sep}{phrase}", quote_char(c))
}

/// A byte shown as the reference shows it in messages: in single quotes, with the
/// escapes of a Go string literal except that `"` is left alone and `'` is escaped.
pub(crate) fn quote_char(c: u8) -> String {
    let inner = match c {
        b'\'' => "\\'".to_string(),
        b'"' => "\"".to_string(),
        // Go counts these two as unprintable.
        0xA0 | 0xAD => format!("\\u{c:04x}"),
        _ => {
            let quoted = crate::strings::go_quote(char::from(c).encode_utf8(&mut [0; 4]));
            quoted[1..quoted.len() - 1].to_string()
        }
    };
    format!("'{inner}'")
}

/// Checks the value that starts at `from` (after any white space), nested inside
/// `depth` containers; returns the start and end of its text.
pub(crate) fn scan_value(text: &[u8], from: usize, depth: usize) -> Result<(usize, usize), String> {
    let mut s = Scanner { text, at: from };
    s.skip_space();
    let start = s.at;
    if start >= text.len() {
        return Err("EOF".into());
    }
    match s.value(depth) {
        Ok(()) => Ok((start, s.at)),
        Err(Stop::Truncated) => Err("unexpected EOF".into()),
        Err(Stop::Bad(c, place)) => Err(bad_char(c, &place.phrase())),
    }
}

/// A read position in the text being checked.
struct Scanner<'a> {
    text: &'a [u8],
    at: usize,
}

impl Scanner<'_> {
    fn skip_space(&mut self) {
        while self.text.get(self.at).copied().is_some_and(is_space) {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    /// Takes the next byte.
    fn take(&mut self) -> Result<u8, Stop> {
        let c = self.peek().ok_or(Stop::Truncated)?;
        self.at += 1;
        Ok(c)
    }

    /// Takes the next byte after white space.
    fn take_after_space(&mut self) -> Result<u8, Stop> {
        self.skip_space();
        self.take()
    }

    /// Skips ASCII digits.
    fn skip_digits(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
    }

    /// Any value, inside `depth` containers.
    fn value(&mut self, depth: usize) -> Step {
        let c = self.take_after_space()?;
        match c {
            b'[' | b'{' if depth >= MAX_DEPTH => Err(Stop::Bad(c, Place::TooDeep)),
            b'[' => self.array(depth + 1),
            b'{' => self.object(depth + 1),
            b'"' => self.string_rest(),
            b'-' => match self.take()? {
                d if d.is_ascii_digit() => self.number_rest(d),
                d => Err(Stop::Bad(d, Place::InNumber)),
            },
            b'0'..=b'9' => self.number_rest(c),
            b't' => self.word_rest("true"),
            b'f' => self.word_rest("false"),
            b'n' => self.word_rest("null"),
            _ => Err(Stop::Bad(c, Place::ValueStart)),
        }
    }

    /// The rest of an array whose `[` was taken; its elements are inside `depth`.
    fn array(&mut self, depth: usize) -> Step {
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(());
        }
        loop {
            self.value(depth)?;
            match self.take_after_space()? {
                b',' => {}
                b']' => return Ok(()),
                c => return Err(Stop::Bad(c, Place::AfterElement)),
            }
        }
    }

    /// The rest of an object whose `{` was taken; its members are inside `depth`.
    fn object(&mut self, depth: usize) -> Step {
        match self.take_after_space()? {
            b'}' => return Ok(()),
            b'"' => {}
            c => return Err(Stop::Bad(c, Place::KeyStart)),
        }
        loop {
            self.string_rest()?;
            match self.take_after_space()? {
                b':' => {}
                c => return Err(Stop::Bad(c, Place::AfterKey)),
            }
            self.value(depth)?;
            match self.take_after_space()? {
                b',' => {}
                b'}' => return Ok(()),
                c => return Err(Stop::Bad(c, Place::AfterMember)),
            }
            match self.take_after_space()? {
                b'"' => {}
                c => return Err(Stop::Bad(c, Place::KeyStart)),
            }
        }
    }

    /// The rest of a string whose opening quote was taken.
    fn string_rest(&mut self) -> Step {
        loop {
            match self.take()? {
                b'"' => return Ok(()),
                b'\\' => self.escape_rest()?,
                c if c < 0x20 => return Err(Stop::Bad(c, Place::InString)),
                _ => {}
            }
        }
    }

    /// The rest of an escape whose backslash was taken.
    fn escape_rest(&mut self) -> Step {
        match self.take()? {
            b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => Ok(()),
            b'u' => {
                for _ in 0..4 {
                    let h = self.take()?;
                    if !h.is_ascii_hexdigit() {
                        return Err(Stop::Bad(h, Place::InHexEscape));
                    }
                }
                Ok(())
            }
            c => Err(Stop::Bad(c, Place::InEscape)),
        }
    }

    /// The rest of a number whose first digit `first` was taken. A leading zero is
    /// the whole integer part; the number ends at the first byte that cannot extend it.
    fn number_rest(&mut self, first: u8) -> Step {
        if first != b'0' {
            self.skip_digits();
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            let d = self.take()?;
            if !d.is_ascii_digit() {
                return Err(Stop::Bad(d, Place::AfterPoint));
            }
            self.skip_digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            let mut d = self.take()?;
            if d == b'+' || d == b'-' {
                d = self.take()?;
            }
            if !d.is_ascii_digit() {
                return Err(Stop::Bad(d, Place::InExponent));
            }
            self.skip_digits();
        }
        Ok(())
    }

    /// The rest of `true`, `false` or `null` after its first letter.
    fn word_rest(&mut self, word: &'static str) -> Step {
        for &want in &word.as_bytes()[1..] {
            let c = self.take()?;
            if c != want {
                return Err(Stop::Bad(c, Place::InWord(word, want)));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(s: &str) -> Result<String, String> {
        scan_value(s.as_bytes(), 0, 0).map(|(a, b)| s[a..b].to_string())
    }

    #[test]
    fn values_end_at_their_last_byte() {
        assert_eq!(scan(" 12x").unwrap(), "12");
        assert_eq!(scan("01").unwrap(), "0");
        assert_eq!(scan("-1.5e+3,").unwrap(), "-1.5e+3");
        assert_eq!(
            scan(" [1, {\"a\": null}] tail").unwrap(),
            "[1, {\"a\": null}]"
        );
        assert_eq!(scan("\"a\\u00e9\"\"").unwrap(), "\"a\\u00e9\"");
    }

    #[test]
    fn errors_name_the_place() {
        let cases = [
            ("", "EOF"),
            ("  ", "EOF"),
            ("[1", "unexpected EOF"),
            ("[1 2]", "invalid character '2' after array element"),
            ("{\"a\" 1}", "invalid character '1' after object key"),
            (
                "{\"a\":1 2}",
                "invalid character '2' after object key:value pair",
            ),
            (
                "{1}",
                "invalid character '1' looking for beginning of object key string",
            ),
            (
                "{\"a\":1,}",
                "invalid character '}' looking for beginning of object key string",
            ),
            (
                "[,]",
                "invalid character ',' looking for beginning of value",
            ),
            ("\"\t\"", "invalid character '\\t' in string literal"),
            ("\"\\q\"", "invalid character 'q' in string escape code"),
            (
                "\"\\u12x4\"",
                "invalid character 'x' in \\u hexadecimal character escape",
            ),
            ("-a", "invalid character 'a' in numeric literal"),
            (
                "1.x",
                "invalid character 'x' after decimal point in numeric literal",
            ),
            (
                "1e+x",
                "invalid character 'x' in exponent of numeric literal",
            ),
            (
                "nulL",
                "invalid character 'L' in literal null (expecting 'l')",
            ),
            (
                "'",
                "invalid character '\\'' looking for beginning of value",
            ),
        ];
        for (text, want) in cases {
            assert_eq!(scan(text).unwrap_err(), want, "{text:?}");
        }
    }

    #[test]
    fn nesting_is_limited() {
        let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(scan(&ok).is_ok());
        let deep = "[".repeat(MAX_DEPTH + 1);
        assert_eq!(
            scan(&deep).unwrap_err(),
            "invalid character '[' exceeded max depth"
        );
        assert_eq!(
            scan_value(b"{}", 0, MAX_DEPTH).unwrap_err(),
            "invalid character '{' exceeded max depth"
        );
    }
}
