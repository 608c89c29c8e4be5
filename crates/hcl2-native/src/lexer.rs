//! The native syntax's tokens, scanned on demand with nom over a `nom_locate` span.
//!
//! The parser asks for one token at a time, saying whether newlines matter where it is;
//! where they do not, newlines and line comments are skipped like spaces. A line comment
//! where newlines matter reads as a newline spanning the comment (as the reference does).
//! Template content (after `"` or a heredoc opener) is not scanned here: the template
//! parser reads it and tells the parser where it ended.

use nom::bytes::complete::{take_till, take_while, take_while1};
use nom::{IResult, Slice};
use nom_locate::LocatedSpan;

use hcl2_core::Span;
use hcl2_value::strings::{is_identifier_continue, is_identifier_start};

/// The input the lexical parsers work on: the rest of the source, with its offset.
pub(crate) type Input<'a> = LocatedSpan<&'a str>;

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
    Text(hcl2_template::parse::tokens::TextToken),
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

/// An identifier: `ID_Start` (or `_`) then `ID_Continue` or `-`.
pub(crate) fn identifier(input: Input<'_>) -> IResult<Input<'_>, Input<'_>> {
    match input.fragment().chars().next() {
        Some(c) if is_identifier_start(c) => {}
        _ => {
            return Err(nom::Err::Error(nom::error::Error::new(
                input,
                nom::error::ErrorKind::Alpha,
            )))
        }
    }
    take_while1(is_identifier_continue)(input)
}

/// A number literal as the reference scans one: a digit, then digits, dots and exponents
/// (`e`, an optional sign, a digit) for as long as they go, never ending with a dot.
/// Whether the text is a valid number is the parser's question.
fn number(input: Input<'_>) -> IResult<Input<'_>, Input<'_>> {
    let b = input.fragment().as_bytes();
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
    Ok((input.slice(last_good..), input.slice(..last_good)))
}

/// Spaces and tabs (tabs are whitespace counting one column).
fn blanks(input: Input<'_>) -> IResult<Input<'_>, Input<'_>> {
    take_while(|c| c == ' ' || c == '\t')(input)
}

/// The rest of a line comment, up to (not including) its newline.
fn to_line_end(input: Input<'_>) -> IResult<Input<'_>, Input<'_>> {
    take_till(|c| c == '\n')(input)
}

/// Where an inline comment starting at the front of `s` (`/*`) ends, if it does.
fn inline_comment_len(s: &str) -> Option<usize> {
    s[2..].find("*/").map(|i| i + 4)
}

/// Whether a heredoc opener starts the front of `s`: `<<` or `<<-`, an identifier and a
/// newline. Returns the opener's length (newline included).
fn heredoc_opener_len(s: &str) -> Option<usize> {
    let at = if s.as_bytes().get(2) == Some(&b'-') {
        3
    } else {
        2
    };
    let (_, name) = identifier(Input::new(&s[at..])).ok()?;
    let consumed = at + name.fragment().len();
    let tail = &s[consumed..];
    if tail.starts_with('\n') {
        Some(consumed + 1)
    } else if tail.starts_with("\r\n") {
        Some(consumed + 2)
    } else {
        None
    }
}

/// Scans the next token of `input`. Newlines (and line comments) are tokens when
/// `newlines` is set, and skipped otherwise. Returns the token and the input after it.
pub(crate) fn next_token(mut input: Input<'_>, newlines: bool) -> (Token, Input<'_>) {
    loop {
        if let Ok((rest, _)) = blanks(input) {
            input = rest;
        }
        let s: &str = input.fragment();
        let start = input.location_offset();
        let Some(&first) = s.as_bytes().first() else {
            return (
                Token {
                    kind: Tok::Eof,
                    span: Span::from_usize(start, start),
                },
                input,
            );
        };
        let one = move |kind: Tok, len: usize| {
            (
                Token {
                    kind,
                    span: Span::from_usize(start, start + len),
                },
                input.slice(len..),
            )
        };
        let second = s.as_bytes().get(1).copied();
        return match first {
            b'\n' | b'\r' if first == b'\n' || second == Some(b'\n') => {
                let len = if first == b'\n' { 1 } else { 2 };
                if newlines {
                    one(Tok::Newline, len)
                } else {
                    input = input.slice(len..);
                    continue;
                }
            }
            b'#' | b'/' if first == b'#' || second == Some(b'/') => {
                let (rest, _) = to_line_end(input).expect("take_till cannot fail");
                let rest_s: &str = rest.fragment();
                if rest_s.is_empty() {
                    input = rest;
                    continue;
                }
                // The comment includes its newline.
                let len = s.len() - rest_s.len() + 1;
                if newlines {
                    one(Tok::Newline, len)
                } else {
                    input = input.slice(len..);
                    continue;
                }
            }
            b'/' if second == Some(b'*') => match inline_comment_len(s) {
                Some(len) => {
                    input = input.slice(len..);
                    continue;
                }
                None => one(Tok::Slash, 1),
            },
            b'0'..=b'9' => {
                let (rest, _) = number(input).expect("number cannot fail on a digit");
                let len = s.len() - rest.fragment().len();
                one(Tok::Number, len)
            }
            b'"' => one(Tok::OQuote, 1),
            b'<' => match second {
                Some(b'<') => match heredoc_opener_len(s) {
                    Some(len) => one(Tok::OHeredoc, len),
                    None => one(Tok::Less, 1),
                },
                Some(b'=') => one(Tok::LessEqual, 2),
                _ => one(Tok::Less, 1),
            },
            b'>' if second == Some(b'=') => one(Tok::GreaterEqual, 2),
            b'>' => one(Tok::Greater, 1),
            b'=' => match second {
                Some(b'=') => one(Tok::EqualEqual, 2),
                Some(b'>') => one(Tok::FatArrow, 2),
                _ => one(Tok::Equal, 1),
            },
            b'!' if second == Some(b'=') => one(Tok::NotEqual, 2),
            b'!' => one(Tok::Bang, 1),
            b'&' if second == Some(b'&') => one(Tok::AndAnd, 2),
            b'&' => one(Tok::Invalid(Bad::BitAnd), 1),
            b'|' if second == Some(b'|') => one(Tok::OrOr, 2),
            b'|' => one(Tok::Invalid(Bad::BitOr), 1),
            b'^' => one(Tok::Invalid(Bad::BitXor), 1),
            b'~' if second == Some(b'}') => one(Tok::StripClose, 2),
            b'~' => one(Tok::Invalid(Bad::BitNot), 1),
            b'\'' => one(Tok::Invalid(Bad::Apostrophe), 1),
            b'`' => one(Tok::Invalid(Bad::Backtick), 1),
            b';' => one(Tok::Invalid(Bad::Semicolon), 1),
            b'.' if s.starts_with("...") => one(Tok::Ellipsis, 3),
            b'.' => one(Tok::Dot, 1),
            b',' => one(Tok::Comma, 1),
            b'+' => one(Tok::Plus, 1),
            b'-' => one(Tok::Minus, 1),
            b'*' => one(Tok::Star, 1),
            b'/' => one(Tok::Slash, 1),
            b'%' => one(Tok::Percent, 1),
            b'?' => one(Tok::Question, 1),
            b':' if second == Some(b':') => one(Tok::DoubleColon, 2),
            b':' => one(Tok::Colon, 1),
            b'{' => one(Tok::OBrace, 1),
            b'}' => one(Tok::CBrace, 1),
            b'[' => one(Tok::OBrack, 1),
            b']' => one(Tok::CBrack, 1),
            b'(' => one(Tok::OParen, 1),
            b')' => one(Tok::CParen, 1),
            _ => {
                if let Ok((rest, _)) = identifier(input) {
                    let len = s.len() - rest.fragment().len();
                    return one(Tok::Ident, len);
                }
                let c = s.chars().next().expect("input is not empty");
                let bad = if c == '\u{201c}' || c == '\u{201d}' {
                    Bad::CurlyQuote
                } else {
                    Bad::Other
                };
                one(Tok::Invalid(bad), c.len_utf8())
            }
        };
    }
}

/// The first offset at or after `input`'s start that is not whitespace, a newline or a
/// comment.
pub(crate) fn skip_trivia(input: Input<'_>) -> usize {
    let (tok, _) = next_token(input, false);
    tok.span.start as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str, newlines: bool) -> Vec<(Tok, &str)> {
        let mut input = Input::new(src);
        let mut out = Vec::new();
        loop {
            let (tok, rest) = next_token(input, newlines);
            if tok.kind == Tok::Eof {
                return out;
            }
            out.push((
                tok.kind,
                &src[tok.span.start as usize..tok.span.end as usize],
            ));
            input = rest;
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
}
