//! Reading the text of number, string and keyword tokens, strictly, where the lexer was
//! lax: what is valid, what it means, and where the reference places the fault.

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, digit0, digit1, one_of};
use nom::combinator::{all_consuming, opt, recognize};
use nom::sequence::{pair, tuple};
use nom::IResult;
use std::borrow::Cow;

use crate::lexer::INVALID_BYTE;

/// Whether `text` is exactly one JSON number: an optional minus, an integer part without
/// leading zeros, an optional fraction and an optional exponent.
pub(crate) fn is_json_number(text: &[u8]) -> bool {
    fn number(input: &[u8]) -> IResult<&[u8], &[u8]> {
        recognize(tuple((
            opt(char('-')),
            alt((tag("0"), recognize(pair(one_of("123456789"), digit0)))),
            opt(pair(char('.'), digit1)),
            opt(tuple((one_of("eE"), opt(one_of("+-")), digit1))),
        )))(input)
    }
    all_consuming(number)(text).is_ok()
}

/// Checks a string token as the reference does (by reading it as a whole JSON document).
/// Gives the length of the string literal it starts with, or the reference's error
/// offset: the number of bytes read up to and including the one at fault, or the
/// token's length where it ends before the literal does.
pub(crate) fn check_string(token: &[u8]) -> Result<usize, usize> {
    #[derive(Clone, Copy)]
    enum State {
        Text,
        Escape,
        /// Inside `\u`, with this many hex digits read.
        Hex(u8),
        /// After the closing quote: only white space may follow.
        After(usize),
    }
    let mut state = State::Text;
    for (i, &b) in token.iter().enumerate().skip(1) {
        state = match (state, b) {
            (State::Text, b'"') => State::After(i + 1),
            (State::Text, b'\\') => State::Escape,
            (State::Text, 0..=0x1f) => return Err(i + 1),
            (State::Text, _) => State::Text,
            (State::Escape, b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => State::Text,
            (State::Escape, b'u') => State::Hex(0),
            (State::Hex(3), h) if h.is_ascii_hexdigit() => State::Text,
            (State::Hex(n), h) if h.is_ascii_hexdigit() => State::Hex(n + 1),
            (State::After(end), b' ' | b'\t' | b'\r' | b'\n') => State::After(end),
            _ => return Err(i + 1),
        };
    }
    match state {
        State::After(end) => Ok(end),
        _ => Err(token.len()),
    }
}

/// The value of a checked string literal (quotes included): the text between the quotes
/// when it has no escapes and is UTF-8. Each byte that is not UTF-8, and each
/// [`INVALID_BYTE`] standing for one (a literal the parser checked holds no other control
/// character), decodes as U+FFFD.
pub(crate) fn decode_string(literal: &[u8]) -> Cow<'_, str> {
    let inside = &literal[1..literal.len() - 1];
    if memchr::memchr2(b'\\', INVALID_BYTE, inside).is_none() {
        if let Ok(text) = std::str::from_utf8(inside) {
            return Cow::Borrowed(text);
        }
    }
    if memchr::memchr(INVALID_BYTE, inside).is_some() {
        // The bytes stood for decode as any invalid byte does.
        let raw: Vec<u8> = literal
            .iter()
            .map(|&b| if b == INVALID_BYTE { 0xFF } else { b })
            .collect();
        return Cow::Owned(hcl2_value::json::unquote_string(&raw));
    }
    Cow::Owned(hcl2_value::json::unquote_string(literal))
}

/// The keywords JSON has, in the order the reference suggests them.
pub(crate) const KEYWORDS: [&str; 3] = ["false", "true", "null"];

/// JavaScript names that people write in JSON, which get their own message.
pub(crate) fn is_javascript_identifier(word: &str) -> bool {
    matches!(word, "undefined" | "NaN" | "Infinity")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_numbers_follow_the_json_grammar_exactly() {
        for ok in [
            "0", "-0", "1", "-12", "1.5", "0.25", "1e5", "1E+5", "1e-05", "-0.0e0",
        ] {
            assert!(is_json_number(ok.as_bytes()), "{ok}");
        }
        for bad in [
            "", "-", "+1", ".5", "1.", "01", "-01", "1e", "1e+", "1.5.5", "1ee5", "--1", "1-",
            "0x1",
        ] {
            assert!(!is_json_number(bad.as_bytes()), "{bad}");
        }
    }

    #[test]
    fn string_errors_are_placed_after_the_faulty_byte() {
        assert_eq!(check_string(br#""abc""#), Ok(5));
        assert_eq!(check_string(br#""a\u00e9\n""#), Ok(11));
        // An invalid escape: the offset counts the byte after the backslash.
        assert_eq!(check_string(br#""a\x""#), Err(4));
        assert_eq!(check_string(br#""\u12x4""#), Err(6));
        // Unterminated: the offset is the token's length.
        assert_eq!(check_string(br#""abc"#), Err(4));
        assert_eq!(check_string(br#""\"#), Err(2));
        assert_eq!(check_string(br#""\u12"#), Err(5));
        // Text after the closing quote (a cluster swallowed it): white space is allowed.
        assert_eq!(check_string(b"\"a\" "), Ok(3));
        assert_eq!(check_string(b"\"a\": 1}"), Err(4));
    }

    #[test]
    fn strings_decode_escapes_and_invalid_utf8_as_the_reference() {
        assert_eq!(decode_string(br#""plain""#), "plain");
        assert_eq!(decode_string("\"caf\u{e9}\"".as_bytes()), "caf\u{e9}");
        assert_eq!(
            decode_string(br#""a\"\\\/\b\f\n\r\t\u00e9""#),
            "a\"\\/\u{8}\u{c}\n\r\t\u{e9}"
        );
        assert_eq!(decode_string(br#""\ud83d\ude00""#), "\u{1f600}");
        assert_eq!(decode_string(br#""\ud800\u0041""#), "\u{fffd}A");
        assert_eq!(decode_string(b"\"a\xe2\x82b\""), "a\u{fffd}\u{fffd}b");
    }

    #[test]
    fn a_byte_standing_for_invalid_utf8_decodes_as_the_byte_would() {
        let raws: [&[u8]; 6] = [
            b"\"\xff\"",
            b"\"a\xe2\x82b\\n\"",
            b"\"\xc0\x80\\u0001\"",
            b"\"\xed\xa0\x80\xf4\x90\x80\x80\"",
            b"\"\\\"\xf8\"",
            b"\"\xf0\x9f\x98\"",
        ];
        for raw in raws {
            let marked = crate::lexer::with_invalid_bytes_as(raw.to_vec(), raw, INVALID_BYTE);
            assert_eq!(marked.len(), raw.len());
            assert_eq!(
                decode_string(marked.as_bytes()),
                decode_string(raw),
                "{raw:?}"
            );
        }
        // An escaped U+0001 stays itself.
        assert_eq!(decode_string(b"\"\\u0001\xff\""), "\u{1}\u{fffd}");
    }

    #[test]
    fn javascript_identifiers_are_recognised_by_exact_spelling() {
        assert!(is_javascript_identifier("NaN"));
        assert!(is_javascript_identifier("Infinity"));
        assert!(is_javascript_identifier("undefined"));
        assert!(!is_javascript_identifier("nan"));
    }
}
