//! The on-demand lexer: one token at a time, each with its byte offsets and its span,
//! counted as the reference's JSON scanner counts positions.
//!
//! Like the reference it is lax about the multi-byte tokens, so the parser can say what
//! is wrong with them: a number token is any run of `-+.eE` and digits, a keyword any run
//! of letters and `_` starting with a letter, and a string runs from its quote to the
//! next unescaped quote, a control character or the end. The first byte that cannot
//! start a token is an invalid token, and the input ends one byte after it.
//!
//! Columns: a tab between tokens is two, a carriage return none, and inside a string
//! each grapheme cluster is one (a quote or backslash that starts a cluster is counted
//! alone). The reference's segmenter reads bytes, not text, so invalid UTF-8 has
//! clusters too: a sequence that has the shape of UTF-8 (a lead byte and the
//! continuation bytes it calls for) but is not valid (overlong, a surrogate, beyond
//! U+10FFFF) counts as one ordinary character, and any other invalid byte as a cluster
//! of its own.

use std::borrow::Cow;

use crate::positions::{Point, Span};

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    BraceO,
    BraceC,
    BrackO,
    BrackC,
    Comma,
    Colon,
    /// `=`, recognised only to remind the user that JSON uses colons.
    Equals,
    Keyword,
    String,
    Number,
    Eof,
    /// A byte no token starts with.
    Invalid,
}

/// One token: its kind, byte offsets into the input, and span.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
    pub span: Span,
    /// For strings: closed by its quote, with no backslash and only ASCII, so it is
    /// valid and the text between the quotes is the value.
    pub plain: bool,
}

impl Token {
    /// A placeholder for a token not read yet.
    pub(crate) const EMPTY: Token = Token {
        kind: Tok::Eof,
        start: 0,
        end: 0,
        span: Span {
            start: Point {
                line: 0,
                column: 0,
                byte: 0,
            },
            end: Point {
                line: 0,
                column: 0,
                byte: 0,
            },
        },
        plain: false,
    };
}

/// A cursor over the input that hands out tokens.
pub(crate) struct Lexer<'a> {
    /// The input bytes.
    raw: &'a [u8],
    /// The input as [`segmentation_text`] gives it.
    text: &'a str,
    at: usize,
    loc: Point,
    /// Set after an invalid token: the input ends there.
    stopped: bool,
}

impl<'a> Lexer<'a> {
    /// A lexer over `raw`, whose first byte is at `start`; `text` is
    /// [`segmentation_text`] of `raw`.
    pub(crate) fn new(raw: &'a [u8], text: &'a str, start: Point) -> Lexer<'a> {
        debug_assert_eq!(raw.len(), text.len());
        Lexer {
            raw,
            text,
            at: 0,
            loc: start,
            stopped: false,
        }
    }

    /// The input bytes.
    pub(crate) fn raw(&self) -> &'a [u8] {
        self.raw
    }

    /// Writes the next token to `out` (in place: see [`next_token`](Self::next_token)).
    pub(crate) fn next_token_into(&mut self, out: &mut Token) {
        *out = self.next_token();
    }

    /// The next token; at the end, an end-of-input token every time.
    #[inline(always)]
    pub(crate) fn next_token(&mut self) -> Token {
        // Positions stay in registers: the state's are read before and written after.
        let start_loc = if self.stopped {
            self.loc
        } else {
            self.skip_whitespace()
        };
        let start = self.at;
        let token = |kind, end, extent_end, plain| Token {
            kind,
            start,
            end,
            span: Span {
                start: start_loc,
                end: extent_end,
            },
            plain,
        };
        let rest = &self.raw[self.at..];
        let Some(&first) = rest.first().filter(|_| !self.stopped) else {
            self.loc = start_loc;
            return token(Tok::Eof, start, start_loc, false);
        };
        // A table, not a `match`: a jump table on the first byte mispredicts often.
        let single = SINGLE[usize::from(first)];
        let (kind, len, columns, plain) = if single != Tok::Invalid {
            (single, 1, 1, false)
        } else if first == b'"' {
            let (len, columns, plain) = self.string_extent();
            (Tok::String, len, columns, plain)
        } else if let Some(len) = number_run(rest) {
            (Tok::Number, len, len, false)
        } else if let Some(len) = keyword_run(rest) {
            (Tok::Keyword, len, len, false)
        } else {
            // The input ends one byte (and one column) after the invalid one.
            self.stopped = true;
            (Tok::Invalid, 1, 1, false)
        };
        self.at += len;
        let end_loc = start_loc.advance(len, columns);
        self.loc = end_loc;
        token(kind, self.at, end_loc, plain)
    }

    /// Passes over spaces, tabs, carriage returns and newlines (counted in wide integers
    /// and narrowed once, which saturates exactly as counting step by step would),
    /// giving the position after them.
    fn skip_whitespace(&mut self) -> Point {
        let raw = self.raw;
        let start = self.at;
        // Tokens often follow one another directly (`"key":`, `},`).
        if !matches!(raw.get(start), Some(b' ' | b'\n' | b'\t' | b'\r')) {
            return self.loc;
        }
        let mut i = start;
        let mut line = u64::from(self.loc.line);
        let mut column = u64::from(self.loc.column);
        // Tests in order of frequency rather than a `match`, whose jump table
        // mispredicts on every change of character.
        while let Some(&b) = raw.get(i) {
            if b == b' ' {
                // Indentation comes in runs: count them in a loop of their own.
                let end = hcl2_value::strings::skip_spaces(raw, i);
                column += (end - i) as u64;
                i = end;
            } else if b == b'\n' {
                line += 1;
                column = 1;
                i += 1;
            } else if b == b'\t' {
                column += 2;
                i += 1;
            } else if b == b'\r' {
                i += 1;
            } else {
                break;
            }
        }
        self.at = i;
        let narrow = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
        Point {
            line: narrow(line),
            column: narrow(column),
            byte: narrow(u64::from(self.loc.byte) + (i - start) as u64),
        }
    }

    /// The length in bytes and columns of the string token at the cursor, and whether it
    /// is plain: closed by its quote, with no backslash and only ASCII.
    fn string_extent(&self) -> (usize, usize, bool) {
        let raw = self.raw;
        let mut i = self.at + 1;
        let mut columns = 1;
        let mut escaping = false;
        let mut plain = true;
        loop {
            // A run of ordinary ASCII characters is a cluster each, except that the last
            // one starts a longer cluster when a non-ASCII byte follows it.
            let rest = &raw[i..];
            let run = rest
                .iter()
                .position(|&b| !is_ordinary_ascii(b))
                .unwrap_or(rest.len());
            let run = match rest.get(run) {
                Some(&next) if next >= 0x80 => run.saturating_sub(1),
                _ => run,
            };
            if run > 0 {
                escaping = false;
                i += run;
                columns += run;
            }
            let Some(&b) = raw.get(i) else {
                return (i - self.at, columns, false);
            };
            match b {
                b'\\' => {
                    escaping = !escaping;
                    plain = false;
                    i += 1;
                }
                b'"' => {
                    i += 1;
                    columns += 1;
                    if !escaping {
                        return (i - self.at, columns, plain);
                    }
                    escaping = false;
                    continue;
                }
                0..=0x1f => return (i - self.at, columns, false),
                _ => {
                    escaping = false;
                    plain = false;
                    i += self.cluster_len(i);
                }
            }
            columns += 1;
        }
    }

    /// The length of the grapheme cluster starting at byte `i`.
    fn cluster_len(&self, i: usize) -> usize {
        self.text
            .get(i..)
            .and_then(|rest| hcl2_value::strings::graphemes(rest).next())
            .map_or(1, str::len)
    }
}

/// The input as text whose grapheme clusters are the reference's clusters of the raw
/// bytes, with the same byte offsets: valid UTF-8 as it is, a UTF-8-shaped invalid
/// sequence as an ordinary character of the same length, and any other invalid byte as
/// a control character.
pub(crate) fn segmentation_text(raw: &[u8]) -> Cow<'_, str> {
    let first = match std::str::from_utf8(raw) {
        Ok(text) => return Cow::Borrowed(text),
        Err(e) => e,
    };
    let mut text = String::with_capacity(raw.len());
    let mut at = 0;
    let mut valid = first.valid_up_to();
    loop {
        text.push_str(std::str::from_utf8(&raw[at..at + valid]).unwrap_or_default());
        at += valid;
        if at >= raw.len() {
            return Cow::Owned(text);
        }
        let shaped = utf8_shaped_len(&raw[at..]);
        text.push(match shaped {
            2 => '\u{c0}',
            3 => '\u{4e00}',
            4 => '\u{20000}',
            _ => '\u{1}',
        });
        at += shaped.max(1);
        valid = match std::str::from_utf8(&raw[at..]) {
            Ok(rest) => rest.len(),
            Err(e) => e.valid_up_to(),
        };
    }
}

/// The byte that stands for each byte of the input that is not UTF-8 in the text values
/// are read from ([`with_invalid_bytes_as`]): a control character, which no valid string
/// literal holds, so that a string read from that text decodes it as U+FFFD, as the
/// reference decodes each such byte.
pub(crate) const INVALID_BYTE: u8 = 0x01;

/// `bytes`, the input `raw` or a text of the same length that agrees with it wherever
/// it is UTF-8, with each byte of `raw` that is not UTF-8 replaced by `mark` (in place:
/// no copy is made).
pub(crate) fn with_invalid_bytes_as(mut bytes: Vec<u8>, raw: &[u8], mark: u8) -> String {
    debug_assert!(mark.is_ascii() && bytes.len() == raw.len());
    let mut at = 0;
    while let Err(e) = std::str::from_utf8(raw.get(at..).unwrap_or_default()) {
        let bad = at + e.valid_up_to();
        // `None`: the input ends inside a character, every byte left is invalid.
        at = bad + e.error_len().unwrap_or(raw.len() - bad);
        if let Some(run) = bytes.get_mut(bad..at) {
            run.fill(mark);
        }
    }
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The length of the UTF-8-shaped sequence at the start of `bytes` (a lead byte
/// followed by the continuation bytes it calls for), or 0.
fn utf8_shaped_len(bytes: &[u8]) -> usize {
    let len = match bytes.first() {
        Some(0xC0..=0xDF) => 2,
        Some(0xE0..=0xEF) => 3,
        Some(0xF0..=0xF7) => 4,
        _ => return 0,
    };
    let continued = bytes.len() >= len && bytes[1..len].iter().all(|b| (0x80..=0xBF).contains(b));
    if continued {
        len
    } else {
        0
    }
}

/// Whether `b` is an ASCII character with no special meaning in a string.
fn is_ordinary_ascii(b: u8) -> bool {
    ORDINARY_ASCII[usize::from(b)]
}

/// [`is_ordinary_ascii`] as a table, for the string scanning loop.
static ORDINARY_ASCII: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0x20;
    while b <= 0x7f {
        table[b] = b != b'"' as usize && b != b'\\' as usize;
        b += 1;
    }
    table
};

/// The token each byte is when it is a token of its own; [`Tok::Invalid`] for the
/// others.
static SINGLE: [Tok; 256] = {
    let mut table = [Tok::Invalid; 256];
    table[b'{' as usize] = Tok::BraceO;
    table[b'}' as usize] = Tok::BraceC;
    table[b'[' as usize] = Tok::BrackO;
    table[b']' as usize] = Tok::BrackC;
    table[b',' as usize] = Tok::Comma;
    table[b':' as usize] = Tok::Colon;
    table[b'=' as usize] = Tok::Equals;
    table
};

/// The length of the number token at the start of `input`: any run of the bytes a number
/// may contain, starting with one that may start it (not `e` or `E`, which start an
/// invalid keyword instead).
pub(crate) fn number_run(input: &[u8]) -> Option<usize> {
    let (first, rest) = input.split_first()?;
    if !matches!(first, b'-' | b'+' | b'.' | b'0'..=b'9') {
        return None;
    }
    let in_number = |b: &u8| matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9');
    Some(1 + rest.iter().take_while(|b| in_number(b)).count())
}

/// The length of the keyword token at the start of `input`: a letter, then letters and
/// underscores.
pub(crate) fn keyword_run(input: &[u8]) -> Option<usize> {
    let (first, rest) = input.split_first()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let in_keyword = |b: &u8| b.is_ascii_alphabetic() || *b == b'_';
    Some(1 + rest.iter().take_while(|b| in_keyword(b)).count())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every token of `src` as (kind, text, "line:column:byte-line:column:byte").
    fn tokens(src: &[u8]) -> Vec<(Tok, String, String)> {
        let text = segmentation_text(src);
        let mut lexer = Lexer::new(src, &text, Point::from_pos(hcl2_core::Pos::START));
        let mut out = Vec::new();
        loop {
            let t = lexer.next_token();
            let (s, e) = (t.span.start, t.span.end);
            out.push((
                t.kind,
                String::from_utf8_lossy(&src[t.start..t.end]).into_owned(),
                format!(
                    "{}:{}:{}-{}:{}:{}",
                    s.line, s.column, s.byte, e.line, e.column, e.byte
                ),
            ));
            if t.kind == Tok::Eof {
                return out;
            }
        }
    }

    fn kinds(src: &[u8]) -> Vec<Tok> {
        tokens(src).into_iter().map(|t| t.0).collect()
    }

    #[test]
    fn tabs_count_two_columns_and_carriage_returns_none() {
        let t = tokens(b"\t{\r\n\t\"a\"\r}");
        assert_eq!(t[0].2, "1:3:1-1:4:2");
        assert_eq!(t[1].2, "2:3:5-2:6:8");
        assert_eq!(t[2].2, "2:6:9-2:7:10");
        assert_eq!(t[3].2, "2:7:10-2:7:10");
    }

    #[test]
    fn runs_of_white_space_count_as_their_parts() {
        let src = format!(
            "{}\n{}\t\r{}1",
            " ".repeat(37),
            " ".repeat(20),
            " ".repeat(3)
        );
        let t = tokens(src.as_bytes());
        // 20 spaces, a tab (two columns), a carriage return (none), 3 spaces.
        assert_eq!(t[0].2, format!("2:26:{}-2:27:{}", 37 + 1 + 25, 37 + 1 + 26));
    }

    #[test]
    fn numbers_and_keywords_are_scanned_laxly() {
        assert_eq!(
            tokens(b"-1.5e+3x 1-2 True_x e5")
                .iter()
                .map(|t| (t.0, t.1.as_str()))
                .collect::<Vec<_>>(),
            [
                (Tok::Number, "-1.5e+3"),
                (Tok::Keyword, "x"),
                (Tok::Number, "1-2"),
                (Tok::Keyword, "True_x"),
                (Tok::Keyword, "e"),
                (Tok::Number, "5"),
                (Tok::Eof, ""),
            ]
        );
    }

    #[test]
    fn a_string_ends_at_an_unescaped_quote_a_control_character_or_the_end() {
        assert_eq!(tokens(br#""a\"b" 1"#)[0].1, r#""a\"b""#);
        assert_eq!(tokens(br#""a\\" 1"#)[0].1, r#""a\\""#);
        assert_eq!(tokens(b"\"ab\ncd\"")[0].1, "\"ab");
        assert_eq!(tokens(b"\"ab")[0].1, "\"ab");
    }

    #[test]
    fn string_columns_count_grapheme_clusters_and_invalid_bytes() {
        // e + combining acute is one column; each invalid byte is one.
        assert_eq!(tokens("\"e\u{301}x\"".as_bytes())[0].2, "1:1:0-1:5:6");
        assert_eq!(tokens(b"\"a\xe2\x82b\"")[0].2, "1:1:0-1:7:6");
        // A prepended mark joins the quote after it, which then does not close the string.
        let t = tokens("[\"\u{600}\", 1]".as_bytes());
        assert_eq!(t[1].1, "\"\u{600}\", 1]");
        // ... but not an invalid byte.
        assert_eq!(tokens(b"\"\xd8\x80\xff\"")[0].2, "1:1:0-1:5:5");
    }

    #[test]
    fn utf8_shaped_invalid_sequences_count_as_one_character() {
        // Overlong, surrogate and out-of-range sequences; a combining mark joins them.
        assert_eq!(tokens(b"\"\xc0\x80\"")[0].2, "1:1:0-1:4:4");
        assert_eq!(tokens(b"\"\xed\xa0\x80\xcc\x81\"")[0].2, "1:1:0-1:4:7");
        assert_eq!(tokens(b"\"\xf4\x90\x80\x80\"")[0].2, "1:1:0-1:4:6");
        // A truncated sequence is one cluster per byte.
        assert_eq!(tokens(b"\"\xe2\x82b\"")[0].2, "1:1:0-1:6:5");
        assert_eq!(tokens(b"\"\xf8\x80\x80\x80\"")[0].2, "1:1:0-1:7:6");
    }

    #[test]
    fn segmentation_text_keeps_byte_offsets() {
        for raw in [
            &b"plain"[..],
            b"a\xc0\x80b\xe2\x82c\xff",
            b"\xf0\x9f\x98",
            b"\xed\xa0\x80\xf4\x90\x80\x80",
        ] {
            assert_eq!(segmentation_text(raw).len(), raw.len(), "{raw:?}");
        }
        assert!(matches!(segmentation_text(b"ok"), Cow::Borrowed("ok")));
    }

    #[test]
    fn an_invalid_byte_ends_the_input_one_byte_later() {
        let t = tokens("{} \u{e9} 1".as_bytes());
        assert_eq!(
            kinds("{} \u{e9} 1".as_bytes()),
            [Tok::BraceO, Tok::BraceC, Tok::Invalid, Tok::Eof]
        );
        assert_eq!(t[2].2, "1:4:3-1:5:4");
        assert_eq!(t[3].2, "1:5:4-1:5:4");
    }

    #[test]
    fn punctuation_and_equals_are_single_tokens() {
        assert_eq!(
            kinds(b"{}[],:="),
            [
                Tok::BraceO,
                Tok::BraceC,
                Tok::BrackO,
                Tok::BrackC,
                Tok::Comma,
                Tok::Colon,
                Tok::Equals,
                Tok::Eof
            ]
        );
    }
}
