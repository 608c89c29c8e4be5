//! The native syntax's tokens, scanned on demand straight from the source bytes.
//!
//! The parser asks for one token at a time at a byte offset, saying whether newlines
//! matter where it is; where they do not, newlines and line comments are skipped like
//! spaces. A line comment where newlines matter reads as a newline spanning the comment
//! (as the reference does). Template content (after `"` or a heredoc opener) is not
//! scanned here: the template parser reads it and tells the parser where it ended.
//!
//! The scanner works on bytes with an ASCII fast path and decodes a character only where
//! a non-ASCII byte may continue an identifier. Tokens are spans; nothing is allocated,
//! and positions (lines, columns) are left to the [`SourceFile`](hcl2_core::SourceFile).

use hcl2_core::Span;
use hcl2_value::strings::{is_identifier_continue, is_identifier_start, skip_spaces};

/// What kind of token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    Ident,
    Number,
    /// `"`, opening a quoted template.
    OQuote,
    /// `<<ID` or `<<-ID` with its newline.
    OHeredoc,
    Newline,
    Eof,
    Comma,
    Dot,
    Ellipsis,
    Equal,
    EqualEqual,
    NotEqual,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    AndAnd,
    OrOr,
    Bang,
    Question,
    Colon,
    DoubleColon,
    FatArrow,
    OBrace,
    CBrace,
    OBrack,
    CBrack,
    OParen,
    CParen,
    /// `~}`, closing a template sequence with a strip marker.
    StripClose,
    /// A `}` that closes the template sequence the parser reads an expression in (see
    /// [`crate::parser`]'s embedding); never produced by [`next_token`].
    SeqEnd,
    /// Template text past the end of that sequence, where the reference's scanner reads
    /// text rather than expression tokens; never produced by [`next_token`].
    Text(hcl2_template::tokens::TextToken),
    /// A character the language does not use.
    Invalid(Bad),
}

/// Why a character is invalid (each has its own message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bad {
    BitAnd,
    BitOr,
    BitXor,
    BitNot,
    Apostrophe,
    Backtick,
    Semicolon,
    CurlyQuote,
    Other,
}

/// One token: its kind and bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Tok,
    pub span: Span,
}

/// The bytes that continue an identifier on their own: ASCII letters, digits, `_` and
/// `-` (a non-ASCII byte may too, as part of a character the slow path decodes).
pub(crate) const IDENT_CONTINUE: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 128 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
        c += 1;
    }
    t
};

/// The length of the identifier at the front of `s` (`ID_Start` or `_`, then
/// `ID_Continue` or `-`), or 0 if none starts there.
pub(crate) fn identifier_len(s: &str) -> usize {
    let b = s.as_bytes();
    let mut i = match b.first() {
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => 1,
        Some(&c) if c >= 0x80 => match s.chars().next() {
            Some(ch) if is_identifier_start(ch) => ch.len_utf8(),
            _ => return 0,
        },
        _ => return 0,
    };
    loop {
        // A run of ASCII, then at most one non-ASCII character to decode.
        i += b[i..]
            .iter()
            .position(|&c| !IDENT_CONTINUE[c as usize])
            .unwrap_or(b.len() - i);
        match b.get(i) {
            Some(&c) if c >= 0x80 => match s[i..].chars().next() {
                Some(ch) if is_identifier_continue(ch) => i += ch.len_utf8(),
                _ => return i,
            },
            _ => return i,
        }
    }
}

/// The length of the number literal at the front of `b` (which starts with a digit), as
/// the reference scans one: a digit, then digits, dots and exponents (`e`, an optional
/// sign, a digit) for as long as they go, never ending with a dot. Whether the text is
/// a valid number is the parser's question.
fn number_len(b: &[u8]) -> usize {
    let mut i = 1;
    let mut last_good = 1;
    while i < b.len() {
        match b[i] {
            b'0'..=b'9' => {
                i += 1;
                last_good = i;
            }
            b'.' => i += 1,
            b'e' | b'E' => {
                let mut j = i + 1;
                if matches!(b.get(j), Some(b'+' | b'-')) {
                    j += 1;
                }
                if matches!(b.get(j), Some(b'0'..=b'9')) {
                    i = j + 1;
                    last_good = i;
                } else {
                    break;
                }
            }
            _ => break,
        }
    }
    last_good
}

/// Where an inline comment starting at the front of `b` (`/*`) ends, if it does.
fn inline_comment_len(b: &[u8]) -> Option<usize> {
    let mut i = 2;
    loop {
        i += memchr::memchr(b'*', &b[i..])? + 1;
        if b.get(i) == Some(&b'/') {
            return Some(i + 1);
        }
    }
}

/// Where the inline comment starting at byte `i` of `b` (at `/*`) ends, if it does.
pub(crate) fn inline_comment_end(b: &[u8], i: usize) -> Option<usize> {
    inline_comment_len(&b[i..]).map(|len| i + len)
}

/// Whether a heredoc opener starts the front of `s`: `<<` or `<<-`, an identifier and a
/// newline. Returns the opener's length (newline included).
fn heredoc_opener_len(s: &str) -> Option<usize> {
    let at = if s.as_bytes().get(2) == Some(&b'-') {
        3
    } else {
        2
    };
    let name = identifier_len(&s[at..]);
    if name == 0 {
        return None;
    }
    let tail = &s.as_bytes()[at + name..];
    if tail.starts_with(b"\n") {
        Some(at + name + 1)
    } else if tail.starts_with(b"\r\n") {
        Some(at + name + 2)
    } else {
        None
    }
}

/// The offset of the first byte at or after `i` that is neither a space nor a tab.
#[inline(always)]
fn skip_blanks(b: &[u8], mut i: usize) -> usize {
    let blank = |i: usize| matches!(b.get(i), Some(b' ' | b'\t'));
    // Most runs are none or one blank; longer ones are mostly indentation.
    if !blank(i) {
        return i;
    }
    i += 1;
    if !blank(i) {
        return i;
    }
    loop {
        i = skip_spaces(b, i);
        // A tab continues the run.
        if !blank(i) {
            return i;
        }
        i += 1;
    }
}

/// The span of bytes `start..end` of a text the parser accepted, whose offsets all fit
/// 32 bits (longer texts are refused before lexing: see `parse::MAX_TEXT_LEN`).
#[inline(always)]
pub(crate) fn span(start: usize, end: usize) -> Span {
    debug_assert!(end <= crate::parse::MAX_TEXT_LEN);
    Span::new(start as u32, end as u32)
}

/// Where the identifier starting at byte `at` of `src` ends: read byte by byte when it
/// is ASCII and ends at an ASCII byte, by the lexer otherwise.
pub(crate) fn identifier_end(src: &str, at: usize) -> usize {
    let b = src.as_bytes();
    if b.get(at)
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
    {
        let mut i = at + 1;
        while let Some(&c) = b.get(i) {
            if !c.is_ascii() || !IDENT_CONTINUE[c as usize] {
                break;
            }
            i += 1;
        }
        if b.get(i).is_none_or(u8::is_ascii) {
            return i;
        }
    }
    next_token(src, at, true).span.end as usize
}

/// The length of the ASCII identifier at the front of `b` (whose first byte starts one):
/// up to the first byte that does not continue it on its own.
#[inline(always)]
fn ascii_identifier_len(b: &[u8]) -> usize {
    let mut i = 1;
    // Eight bytes at a time while there are eight, with one bounds check for the eight.
    while let Some(chunk) = b.get(i..).and_then(<[u8]>::first_chunk::<8>) {
        if let Some(k) = chunk.iter().position(|&c| !IDENT_CONTINUE[c as usize]) {
            return i + k;
        }
        i += 8;
    }
    i + b[i..]
        .iter()
        .position(|&c| !IDENT_CONTINUE[c as usize])
        .unwrap_or(b.len() - i)
}

/// Scans the token at byte `at` of `src` (after any spaces, and after newlines and
/// comments where those are skipped). Newlines (and line comments) are tokens when
/// `newlines` is set, and skipped otherwise. The token ends where the next scan starts.
pub(crate) fn next_token(src: &str, at: usize, newlines: bool) -> Token {
    scan_token(src, at, newlines).0
}

/// [`next_token`], inlined into the parser's token cache, its hottest caller; also says
/// whether the scan skipped anything but spaces and tabs before the token (a newline or
/// a comment, which only happens where newlines are skipped, or an inline comment).
#[inline(always)]
pub(crate) fn scan_token(src: &str, at: usize, newlines: bool) -> (Token, bool) {
    let bytes = src.as_bytes();
    let mut start = at.min(bytes.len());
    let mut crossed = false;
    loop {
        start = skip_blanks(bytes, start);
        let Some(&first) = bytes.get(start) else {
            let eof = Token {
                kind: Tok::Eof,
                span: span(start, start),
            };
            return (eof, crossed);
        };
        let rest = &bytes[start..];
        let one = |kind: Tok, len: usize| Token {
            kind,
            span: span(start, start + len),
        };
        // Read only by the arms that need it, so an identifier does not pay for it.
        let second = || rest.get(1).copied();
        let token = match first {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                // The commonest token: an identifier, ASCII until shown otherwise.
                let len = ascii_identifier_len(rest);
                if rest.get(len).is_some_and(|&c| c >= 0x80) {
                    one(Tok::Ident, identifier_len(&src[start..]))
                } else {
                    one(Tok::Ident, len)
                }
            }
            b'\n' | b'\r' if first == b'\n' || second() == Some(b'\n') => {
                let len = if first == b'\n' { 1 } else { 2 };
                if newlines {
                    one(Tok::Newline, len)
                } else {
                    start += len;
                    crossed = true;
                    continue;
                }
            }
            b'#' | b'/' if first == b'#' || second() == Some(b'/') => {
                let Some(nl) = memchr::memchr(b'\n', rest) else {
                    // A comment that ends the text ends with it.
                    start = bytes.len();
                    crossed = true;
                    continue;
                };
                // The comment includes its newline.
                if newlines {
                    one(Tok::Newline, nl + 1)
                } else {
                    start += nl + 1;
                    crossed = true;
                    continue;
                }
            }
            b'/' if second() == Some(b'*') => match inline_comment_len(rest) {
                Some(len) => {
                    start += len;
                    crossed = true;
                    continue;
                }
                None => one(Tok::Slash, 1),
            },
            b'0'..=b'9' => one(Tok::Number, number_len(rest)),
            b'"' => one(Tok::OQuote, 1),
            b'<' => match second() {
                Some(b'<') => match heredoc_opener_len(&src[start..]) {
                    Some(len) => one(Tok::OHeredoc, len),
                    None => one(Tok::Less, 1),
                },
                Some(b'=') => one(Tok::LessEqual, 2),
                _ => one(Tok::Less, 1),
            },
            b'>' if second() == Some(b'=') => one(Tok::GreaterEqual, 2),
            b'>' => one(Tok::Greater, 1),
            b'=' => match second() {
                Some(b'=') => one(Tok::EqualEqual, 2),
                Some(b'>') => one(Tok::FatArrow, 2),
                _ => one(Tok::Equal, 1),
            },
            b'!' if second() == Some(b'=') => one(Tok::NotEqual, 2),
            b'!' => one(Tok::Bang, 1),
            b'&' if second() == Some(b'&') => one(Tok::AndAnd, 2),
            b'&' => one(Tok::Invalid(Bad::BitAnd), 1),
            b'|' if second() == Some(b'|') => one(Tok::OrOr, 2),
            b'|' => one(Tok::Invalid(Bad::BitOr), 1),
            b'^' => one(Tok::Invalid(Bad::BitXor), 1),
            b'~' if second() == Some(b'}') => one(Tok::StripClose, 2),
            b'~' => one(Tok::Invalid(Bad::BitNot), 1),
            b'\'' => one(Tok::Invalid(Bad::Apostrophe), 1),
            b'`' => one(Tok::Invalid(Bad::Backtick), 1),
            b';' => one(Tok::Invalid(Bad::Semicolon), 1),
            b'.' if rest.starts_with(b"...") => one(Tok::Ellipsis, 3),
            b'.' => one(Tok::Dot, 1),
            b',' => one(Tok::Comma, 1),
            b'+' => one(Tok::Plus, 1),
            b'-' => one(Tok::Minus, 1),
            b'*' => one(Tok::Star, 1),
            b'/' => one(Tok::Slash, 1),
            b'%' => one(Tok::Percent, 1),
            b'?' => one(Tok::Question, 1),
            b':' if second() == Some(b':') => one(Tok::DoubleColon, 2),
            b':' => one(Tok::Colon, 1),
            b'{' => one(Tok::OBrace, 1),
            b'}' => one(Tok::CBrace, 1),
            b'[' => one(Tok::OBrack, 1),
            b']' => one(Tok::CBrack, 1),
            b'(' => one(Tok::OParen, 1),
            b')' => one(Tok::CParen, 1),
            _ => {
                let s = &src[start..];
                let len = identifier_len(s);
                if len > 0 {
                    one(Tok::Ident, len)
                } else {
                    let c = s.chars().next().expect("input is not empty");
                    let bad = if c == '\u{201c}' || c == '\u{201d}' {
                        Bad::CurlyQuote
                    } else {
                        Bad::Other
                    };
                    one(Tok::Invalid(bad), c.len_utf8())
                }
            }
        };
        return (token, crossed);
    }
}

/// The first offset at or after `at` that is not whitespace, a newline or a comment.
pub(crate) fn skip_trivia(src: &str, at: usize) -> usize {
    // Most often a token starts right there (the expression after `${`, the `}` after
    // it), and only these bytes can start trivia.
    if !matches!(
        src.as_bytes().get(at),
        Some(b' ' | b'\t' | b'\n' | b'\r' | b'#' | b'/')
    ) {
        return at.min(src.len());
    }
    next_token(src, at, false).span.start as usize
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_identifier_ends_where_the_lexer_ends_it() {
        for src in [
            "b {",
            "b",
            "a-b_c9 x",
            "ab\u{e9}c {",
            "_x\t",
            "\u{e9}t\u{e9} {",
            "x.y",
        ] {
            let lexed = super::next_token(src, 0, true).span.end as usize;
            assert_eq!(super::identifier_end(src, 0), lexed, "{src:?}");
        }
    }

    use super::*;

    fn kinds(src: &str, newlines: bool) -> Vec<(Tok, &str)> {
        let mut at = 0;
        let mut out = Vec::new();
        loop {
            let tok = next_token(src, at, newlines);
            if tok.kind == Tok::Eof {
                return out;
            }
            out.push((
                tok.kind,
                &src[tok.span.start as usize..tok.span.end as usize],
            ));
            at = tok.span.end as usize;
        }
    }

    #[test]
    fn numbers_are_scanned_greedily_but_never_end_with_a_dot() {
        let toks = kinds("1.5e+3 1. 1..2 1.5e 1e5e5 007", false);
        let texts: Vec<_> = toks.iter().map(|t| t.1).collect();
        assert_eq!(
            texts,
            ["1.5e+3", "1", ".", "1..2", "1.5", "e", "1e5e5", "007"]
        );
    }

    #[test]
    fn line_comments_read_as_newlines_where_newlines_matter() {
        let toks = kinds("a # c\nb // d\r\nc /* e\n */ d", true);
        assert_eq!(
            toks,
            [
                (Tok::Ident, "a"),
                (Tok::Newline, "# c\n"),
                (Tok::Ident, "b"),
                (Tok::Newline, "// d\r\n"),
                (Tok::Ident, "c"),
                (Tok::Ident, "d"),
            ]
        );
        assert_eq!(kinds("a # c\nb", false).len(), 2);
    }

    #[test]
    fn identifiers_allow_dashes_underscores_and_unicode() {
        assert_eq!(
            kinds("_a-b é1", false),
            [(Tok::Ident, "_a-b"), (Tok::Ident, "é1")]
        );
        assert!(crate::valid_identifier("foo-bar"));
        assert!(!crate::valid_identifier("1a"));
        assert!(!crate::valid_identifier("a b"));
    }

    #[test]
    fn heredoc_openers_need_a_name_and_a_newline() {
        assert_eq!(kinds("<<EOT\n", false), [(Tok::OHeredoc, "<<EOT\n")]);
        assert_eq!(kinds("<<-EOT\r\n", false), [(Tok::OHeredoc, "<<-EOT\r\n")]);
        assert_eq!(
            kinds("<< EOT", false),
            [(Tok::Less, "<"), (Tok::Less, "<"), (Tok::Ident, "EOT")]
        );
    }

    #[test]
    fn invalid_characters_are_single_tokens() {
        assert_eq!(
            kinds("a & ~b ~} \u{201c} \r$", false),
            [
                (Tok::Ident, "a"),
                (Tok::Invalid(Bad::BitAnd), "&"),
                (Tok::Invalid(Bad::BitNot), "~"),
                (Tok::Ident, "b"),
                (Tok::StripClose, "~}"),
                (Tok::Invalid(Bad::CurlyQuote), "\u{201c}"),
                (Tok::Invalid(Bad::Other), "\r"),
                (Tok::Invalid(Bad::Other), "$"),
            ]
        );
    }

    #[test]
    fn an_unterminated_inline_comment_is_a_slash_and_a_star() {
        assert_eq!(
            kinds("1 /* x", false),
            [
                (Tok::Number, "1"),
                (Tok::Slash, "/"),
                (Tok::Star, "*"),
                (Tok::Ident, "x")
            ]
        );
    }

    /// The scanner as first written, a byte at a time and without tricks: the model the
    /// fast scanner must agree with, token for token. Its runs (blanks, identifiers,
    /// comments) are its own; single-token punctuation, which the fast scanner reads
    /// the same simple way, it leaves to the scanner under test.
    fn byte_by_byte_scan(src: &str, at: usize, newlines: bool) -> (Token, bool) {
        let bytes = src.as_bytes();
        let mut start = at.min(bytes.len());
        let mut crossed = false;
        loop {
            start += bytes[start..]
                .iter()
                .position(|&c| c != b' ' && c != b'\t')
                .unwrap_or(bytes.len() - start);
            let Some(&first) = bytes.get(start) else {
                let eof = Token {
                    kind: Tok::Eof,
                    span: Span::from_usize(start, start),
                };
                return (eof, crossed);
            };
            let rest = &bytes[start..];
            let one = |kind: Tok, len: usize| Token {
                kind,
                span: Span::from_usize(start, start + len),
            };
            let second = rest.get(1).copied();
            let token = match first {
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                    // The commonest token: an identifier, ASCII until shown otherwise.
                    let len = 1 + rest[1..]
                        .iter()
                        .position(|&c| !IDENT_CONTINUE[c as usize])
                        .unwrap_or(rest.len() - 1);
                    if rest.get(len).is_some_and(|&c| c >= 0x80) {
                        one(Tok::Ident, identifier_len(&src[start..]))
                    } else {
                        one(Tok::Ident, len)
                    }
                }
                b'\n' | b'\r' if first == b'\n' || second == Some(b'\n') => {
                    let len = if first == b'\n' { 1 } else { 2 };
                    if newlines {
                        one(Tok::Newline, len)
                    } else {
                        start += len;
                        crossed = true;
                        continue;
                    }
                }
                b'#' | b'/' if first == b'#' || second == Some(b'/') => {
                    let Some(nl) = rest.iter().position(|&c| c == b'\n') else {
                        // A comment that ends the text ends with it.
                        start = bytes.len();
                        crossed = true;
                        continue;
                    };
                    // The comment includes its newline.
                    if newlines {
                        one(Tok::Newline, nl + 1)
                    } else {
                        start += nl + 1;
                        crossed = true;
                        continue;
                    }
                }
                b'/' if second == Some(b'*') => {
                    match rest[2..].windows(2).position(|w| w == b"*/").map(|i| i + 4) {
                        Some(len) => {
                            start += len;
                            crossed = true;
                            continue;
                        }
                        None => one(Tok::Slash, 1),
                    }
                }
                b'0'..=b'9' => one(Tok::Number, number_len(rest)),
                // Operators, brackets, quotes and invalid characters: single tokens
                // with no run to scan, read by the scanner under test as they are.
                _ => scan_token(src, start, newlines).0,
            };
            return (token, crossed);
        }
    }

    /// Text cut from fragments the scanner treats specially (blank runs around 8 bytes,
    /// comments, CRLF, identifiers with non-ASCII tails), by a fixed pseudo-random walk.
    fn random_texts(count: usize) -> Vec<String> {
        const PARTS: &[&str] = &[
            " ",
            "  ",
            "\t",
            "       ",
            "        ",
            "         ",
            " \t  \t",
            "\n",
            "\r\n",
            "\r",
            "#",
            "# c",
            "//",
            "/",
            "*",
            "/*",
            "*/",
            "/**/",
            "a",
            "Ab_",
            "x-y",
            "abcdefg",
            "abcdefgh",
            "abcdefghijklmnop",
            "é",
            "\u{201c}",
            "中",
            "1",
            "1.5e+3",
            "0.",
            ".",
            "...",
            "<<EOT\n",
            "<<-X\r\n",
            "<<",
            "=",
            "==",
            "=>",
            "!",
            "&&",
            "|",
            "~}",
            "~",
            ";",
            "'",
            "`",
            "$",
            "{",
            "}",
            "(",
            ")",
            "[",
            "]",
            ",",
            ":",
            "::",
            "?",
            "%",
            "-",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        (0..count)
            .map(|_| {
                let parts = next() % 12;
                (0..parts)
                    .map(|_| PARTS[(next() % PARTS.len() as u64) as usize])
                    .collect()
            })
            .collect()
    }

    #[test]
    fn scans_like_the_byte_by_byte_model_from_every_offset_in_both_modes() {
        for src in random_texts(20_000) {
            for at in (0..=src.len()).filter(|&at| src.is_char_boundary(at)) {
                for newlines in [false, true] {
                    assert_eq!(
                        scan_token(&src, at, newlines),
                        byte_by_byte_scan(&src, at, newlines),
                        "{src:?} at {at}, newlines {newlines}"
                    );
                }
            }
        }
    }

    #[test]
    fn blank_runs_of_every_length_end_at_the_next_token_or_the_end() {
        for n in 0..=25 {
            let blanks = " ".repeat(n);
            let tail = format!("a{blanks}");
            assert_eq!(kinds(&tail, false), [(Tok::Ident, "a")], "{n}");
            let eof = next_token(&tail, 1, true);
            assert_eq!((eof.kind, eof.span.start as usize), (Tok::Eof, n + 1));
            let lead = format!("{blanks}b");
            assert_eq!(next_token(&lead, 0, true).span.start as usize, n);
        }
    }

    #[test]
    fn tabs_mixed_into_a_long_space_run_continue_it() {
        let src = "   \t    \t         \t\tx";
        assert_eq!(next_token(src, 0, true).span.start as usize, src.len() - 1);
        assert_eq!(kinds("\t\t\t\t\t\t\t\t\ta", true), [(Tok::Ident, "a")]);
    }

    #[test]
    fn a_line_comment_at_the_end_of_the_text_ends_with_it() {
        assert_eq!(kinds("a # c", true), [(Tok::Ident, "a")]);
        assert_eq!(kinds("a //", false), [(Tok::Ident, "a")]);
        assert_eq!(scan_token("a # c", 1, true).0.kind, Tok::Eof);
        assert!(scan_token("a # c", 1, true).1);
    }

    #[test]
    fn crlf_is_one_newline_and_a_lone_cr_is_invalid() {
        assert_eq!(
            kinds("a\r\nb\rc", true),
            [
                (Tok::Ident, "a"),
                (Tok::Newline, "\r\n"),
                (Tok::Ident, "b"),
                (Tok::Invalid(Bad::Other), "\r"),
                (Tok::Ident, "c"),
            ]
        );
        let (tok, crossed) = scan_token("  \r\n  x", 0, false);
        assert_eq!((tok.kind, tok.span.start, crossed), (Tok::Ident, 6, true));
    }

    #[test]
    fn inline_comments_end_at_the_first_star_slash() {
        assert_eq!(kinds("/**/a", false), [(Tok::Ident, "a")]);
        assert_eq!(
            kinds("/***/a/* * / */b", false),
            [(Tok::Ident, "a"), (Tok::Ident, "b")]
        );
        assert_eq!(
            kinds("/*/", false),
            [(Tok::Slash, "/"), (Tok::Star, "*"), (Tok::Slash, "/")]
        );
        let (tok, crossed) = scan_token("/* x */ y", 0, true);
        assert_eq!((tok.kind, tok.span.start, crossed), (Tok::Ident, 8, true));
    }

    #[test]
    fn non_ascii_right_after_an_ascii_identifier_is_decoded_at_any_length() {
        for n in 1..=20 {
            let name = "a".repeat(n);
            let joined = format!("{name}é.");
            assert_eq!(
                kinds(&joined, false)[0],
                (Tok::Ident, &joined[..n + 2]),
                "{n}"
            );
            let quoted = format!("{name}\u{201c}");
            assert_eq!(
                kinds(&quoted, false),
                [
                    (Tok::Ident, name.as_str()),
                    (Tok::Invalid(Bad::CurlyQuote), "\u{201c}")
                ],
                "{n}"
            );
        }
    }
}
