//! The whole token stream of a configuration file, as the reference's `LexConfig` gives
//! it: every byte of the input that is not a space or tab between tokens belongs to one
//! token, comments and newlines included, and template text (quoted strings, heredocs)
//! is split into its literal runs, sequence openers and closers.
//!
//! This is what a formatter or a lossless syntax tree reads. It is built from the same
//! scanners the parser uses (the native lexer for expression syntax, `hcl2-template`'s
//! token ends for template text); the parser itself does not go through it, so
//! [`parse_config`](crate::parse_config) pays nothing for it.
//!
//! ```
//! use hcl2_native::tokens::{tokens, TokenKind};
//!
//! let src = "a = \"x${b}\" # note\n";
//! let kinds: Vec<TokenKind> = tokens(src).iter().map(|t| t.kind).collect();
//! assert_eq!(
//!     kinds,
//!     [
//!         TokenKind::Ident,
//!         TokenKind::Equal,
//!         TokenKind::OQuote,
//!         TokenKind::QuotedLit,
//!         TokenKind::TemplateInterp,
//!         TokenKind::Ident,
//!         TokenKind::TemplateSeqEnd,
//!         TokenKind::CQuote,
//!         TokenKind::Comment,
//!         TokenKind::Eof,
//!     ]
//! );
//! ```

use hcl2_core::Span;
use hcl2_template::tokens::{text_token, TextToken};
use hcl2_template::Mode;

use crate::lexer::{self, Tok};

/// What kind of token (the reference's token types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TokenKind {
    /// An identifier (keywords included).
    Ident,
    /// A number literal.
    NumberLit,
    /// Literal text of a quoted template.
    QuotedLit,
    /// Literal text of a heredoc template.
    StringLit,
    /// `"` opening a quoted template.
    OQuote,
    /// `"` closing a quoted template.
    CQuote,
    /// `<<ID` or `<<-ID` with its newline.
    OHeredoc,
    /// The line closing a heredoc, without its newline (indentation and trailing blanks
    /// included).
    CHeredoc,
    /// `${` or `${~`.
    TemplateInterp,
    /// `%{` or `%{~`.
    TemplateControl,
    /// `}` or `~}` closing a template sequence.
    TemplateSeqEnd,
    /// A comment: `#` or `//` to the end of the line (its newline included, if any), or
    /// `/* ... */`.
    Comment,
    /// `\n` or `\r\n`.
    Newline,
    /// `,`
    Comma,
    /// `.`
    Dot,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `==`
    EqualOp,
    /// `!=`
    NotEqual,
    /// `<`
    LessThan,
    /// `<=`
    LessThanEq,
    /// `>`
    GreaterThan,
    /// `>=`
    GreaterThanEq,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `/`
    Slash,
    /// `%`
    Percent,
    /// `&&`
    And,
    /// `||`
    Or,
    /// `!`
    Bang,
    /// `?`
    Question,
    /// `:`
    Colon,
    /// `::`
    DoubleColon,
    /// `=>`
    FatArrow,
    /// `{`
    OBrace,
    /// `}`
    CBrace,
    /// `[`
    OBrack,
    /// `]`
    CBrack,
    /// `(`
    OParen,
    /// `)`
    CParen,
    /// A character the language does not use.
    Invalid,
    /// The end of the input (empty).
    Eof,
}

impl TokenKind {
    /// `+1` for a token that opens a bracket (`{ [ ( ${ %{`), `-1` for one that closes
    /// it (`} ] )` and a sequence end), `0` otherwise.
    pub fn bracket_change(self) -> i32 {
        match self {
            TokenKind::OBrace
            | TokenKind::OBrack
            | TokenKind::OParen
            | TokenKind::TemplateInterp
            | TokenKind::TemplateControl => 1,
            TokenKind::CBrace
            | TokenKind::CBrack
            | TokenKind::CParen
            | TokenKind::TemplateSeqEnd => -1,
            _ => 0,
        }
    }
}

/// One token: its kind and its bytes in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What kind of token.
    pub kind: TokenKind,
    /// Where it is.
    pub span: Span,
}

/// Where the scan is: in expression syntax (the file, or a template sequence with the
/// braces opened inside it), or in template text.
enum Frame<'s> {
    Expr { braces: u32 },
    Quoted,
    Heredoc { marker: &'s str },
}

/// Every token of `src` read as a configuration file, ending with [`TokenKind::Eof`].
/// Only spaces and tabs between tokens are left out; unterminated constructs end at the
/// end of the text (their diagnostics are the parser's).
pub fn tokens(src: &str) -> Vec<Token> {
    let mut out = Vec::with_capacity(src.len() / 6 + 1);
    for_each_token(src, |t| out.push(t));
    out
}

/// [`tokens`] handed to `f` one at a time, in order, without collecting them.
///
/// ```
/// let mut count = 0;
/// hcl2_native::tokens::for_each_token("a = [1, 2]\n", |_| count += 1);
/// assert_eq!(count, 9);
/// ```
pub fn for_each_token(src: &str, mut f: impl FnMut(Token)) {
    let src = &src[..src.len().min(crate::parse::MAX_TEXT_LEN)];
    let mut frames = vec![Frame::Expr { braces: 0 }];
    let mut at = 0;
    loop {
        let top = frames.len() - 1;
        let token = match frames[top] {
            Frame::Expr { .. } => expression_token(src, at, &mut frames, &mut f),
            Frame::Quoted | Frame::Heredoc { .. } if at >= src.len() => Token {
                kind: TokenKind::Eof,
                span: Span::from_usize(src.len(), src.len()),
            },
            Frame::Quoted => template_token(src, at, Mode::Quoted, &mut frames),
            Frame::Heredoc { marker } => {
                let mode = Mode::Heredoc {
                    marker,
                    flush: false,
                };
                template_token(src, at, mode, &mut frames)
            }
        };
        f(token);
        if token.kind == TokenKind::Eof {
            return;
        }
        at = token.span.end as usize;
    }
}

/// The next token in expression syntax at `at`, handing the inline comments skipped
/// before it to `emit` and keeping `frames` in step with what it opens and closes.
fn expression_token<'s>(
    src: &'s str,
    at: usize,
    frames: &mut Vec<Frame<'s>>,
    emit: &mut impl FnMut(Token),
) -> Token {
    let (tok, crossed) = lexer::scan_token(src, at, true);
    let mut line_comment = None;
    if crossed {
        line_comment = inline_comments(src, at, tok.span.start as usize, emit);
    }
    // A line comment that ends the text is skipped by the lexer as it would skip a
    // newline; it is a token here.
    if let (Some(start), Tok::Eof) = (line_comment, tok.kind) {
        return Token {
            kind: TokenKind::Comment,
            span: Span::from_usize(start, tok.span.start as usize),
        };
    }
    let text = &src[tok.span.start as usize..tok.span.end as usize];
    let nested = frames.len() > 1;
    let kind = match tok.kind {
        Tok::OBrace => {
            if let Some(Frame::Expr { braces }) = frames.last_mut() {
                *braces += 1;
            }
            TokenKind::OBrace
        }
        Tok::CBrace | Tok::StripClose => match frames.last_mut() {
            Some(Frame::Expr { braces }) if *braces > 0 => {
                *braces -= 1;
                TokenKind::CBrace
            }
            _ if nested => {
                frames.pop();
                TokenKind::TemplateSeqEnd
            }
            _ => TokenKind::CBrace,
        },
        Tok::OQuote => {
            frames.push(Frame::Quoted);
            TokenKind::OQuote
        }
        Tok::OHeredoc => {
            let name = text.trim_start_matches("<<").trim_start_matches('-');
            let marker = name.trim_end_matches(['\n', '\r']);
            frames.push(Frame::Heredoc { marker });
            TokenKind::OHeredoc
        }
        Tok::Newline if text.starts_with(['#', '/']) => TokenKind::Comment,
        other => simple_kind(other),
    };
    Token {
        kind,
        span: tok.span,
    }
}

/// Hands the `/* */` comments between `from` and `to` (text the lexer skipped where
/// newlines matter: blanks and inline comments, and a final line comment) to `emit`;
/// returns where that final line comment starts, if there is one.
fn inline_comments(
    src: &str,
    from: usize,
    to: usize,
    emit: &mut impl FnMut(Token),
) -> Option<usize> {
    let b = src.as_bytes();
    let mut i = from;
    while i < to {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let end = lexer::inline_comment_end(b, i).unwrap_or(to).min(to);
                emit(Token {
                    kind: TokenKind::Comment,
                    span: Span::from_usize(i, end),
                });
                i = end;
            }
            b'#' | b'/' => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// The next template-text token at `at` (before the end of `src`) in `mode`.
fn template_token(src: &str, at: usize, mode: Mode<'_>, frames: &mut Vec<Frame<'_>>) -> Token {
    let (end, what) = text_token(src, mode, at);
    let kind = match (what, mode) {
        (TextToken::Opener, _) => {
            frames.push(Frame::Expr { braces: 0 });
            if src.as_bytes()[at] == b'$' {
                TokenKind::TemplateInterp
            } else {
                TokenKind::TemplateControl
            }
        }
        (TextToken::Close, Mode::Quoted) => {
            frames.pop();
            TokenKind::CQuote
        }
        (TextToken::Close, _) => {
            frames.pop();
            TokenKind::CHeredoc
        }
        (TextToken::Text, Mode::Quoted) => TokenKind::QuotedLit,
        (TextToken::Text, _) => TokenKind::StringLit,
    };
    Token {
        kind,
        span: Span::from_usize(at, end.max(at + 1).min(src.len())),
    }
}

/// The kind of a lexer token that needs no context.
fn simple_kind(tok: Tok) -> TokenKind {
    match tok {
        Tok::Ident => TokenKind::Ident,
        Tok::Number => TokenKind::NumberLit,
        Tok::Newline => TokenKind::Newline,
        Tok::Eof => TokenKind::Eof,
        Tok::Comma => TokenKind::Comma,
        Tok::Dot => TokenKind::Dot,
        Tok::Ellipsis => TokenKind::Ellipsis,
        Tok::Equal => TokenKind::Equal,
        Tok::EqualEqual => TokenKind::EqualOp,
        Tok::NotEqual => TokenKind::NotEqual,
        Tok::Less => TokenKind::LessThan,
        Tok::LessEqual => TokenKind::LessThanEq,
        Tok::Greater => TokenKind::GreaterThan,
        Tok::GreaterEqual => TokenKind::GreaterThanEq,
        Tok::Plus => TokenKind::Plus,
        Tok::Minus => TokenKind::Minus,
        Tok::Star => TokenKind::Star,
        Tok::Slash => TokenKind::Slash,
        Tok::Percent => TokenKind::Percent,
        Tok::AndAnd => TokenKind::And,
        Tok::OrOr => TokenKind::Or,
        Tok::Bang => TokenKind::Bang,
        Tok::Question => TokenKind::Question,
        Tok::Colon => TokenKind::Colon,
        Tok::DoubleColon => TokenKind::DoubleColon,
        Tok::FatArrow => TokenKind::FatArrow,
        Tok::OBrace => TokenKind::OBrace,
        Tok::CBrace | Tok::StripClose | Tok::SeqEnd => TokenKind::CBrace,
        Tok::OBrack => TokenKind::OBrack,
        Tok::CBrack => TokenKind::CBrack,
        Tok::OParen => TokenKind::OParen,
        Tok::CParen => TokenKind::CParen,
        Tok::OQuote => TokenKind::OQuote,
        Tok::OHeredoc => TokenKind::OHeredoc,
        Tok::Text(_) | Tok::Invalid(_) => TokenKind::Invalid,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<(TokenKind, &str)> {
        tokens(src)
            .iter()
            .map(|t| (t.kind, &src[t.span.start as usize..t.span.end as usize]))
            .collect()
    }

    /// The bytes between tokens are only spaces and tabs, and the tokens are in order.
    fn assert_covers(src: &str) {
        let mut at = 0;
        for t in tokens(src) {
            let (s, e) = (t.span.start as usize, t.span.end as usize);
            assert!(s >= at && e >= s, "{src:?}: {t:?} after {at}");
            assert!(
                src[at..s].bytes().all(|c| c == b' ' || c == b'\t'),
                "{src:?}: gap {:?}",
                &src[at..s]
            );
            at = e;
        }
        assert_eq!(at, src.len(), "{src:?}");
    }

    #[test]
    fn heredocs_are_split_into_opener_lines_and_closer() {
        use TokenKind::*;
        assert_eq!(
            texts("a = <<EOT\nx ${y}\n  EOT  \n"),
            [
                (Ident, "a"),
                (Equal, "="),
                (OHeredoc, "<<EOT\n"),
                (StringLit, "x "),
                (TemplateInterp, "${"),
                (Ident, "y"),
                (TemplateSeqEnd, "}"),
                (StringLit, "\n"),
                (CHeredoc, "  EOT  "),
                (Newline, "\n"),
                (Eof, ""),
            ]
        );
    }

    #[test]
    fn comments_of_every_form_are_tokens() {
        use TokenKind::*;
        assert_eq!(
            texts("a /* x */ = 1 # c\n// d\n/* e\n*/b # f"),
            [
                (Ident, "a"),
                (Comment, "/* x */"),
                (Equal, "="),
                (NumberLit, "1"),
                (Comment, "# c\n"),
                (Comment, "// d\n"),
                (Comment, "/* e\n*/"),
                (Ident, "b"),
                (Comment, "# f"),
                (Eof, ""),
            ]
        );
    }

    #[test]
    fn braces_inside_an_interpolation_do_not_close_it() {
        use TokenKind::*;
        let kinds: Vec<_> = texts("x = \"${ {a=1} }%{~ if b ~}\"\n{}")
            .into_iter()
            .map(|t| t.0)
            .collect();
        assert_eq!(
            kinds,
            [
                Ident,
                Equal,
                OQuote,
                TemplateInterp,
                OBrace,
                Ident,
                Equal,
                NumberLit,
                CBrace,
                TemplateSeqEnd,
                TemplateControl,
                Ident,
                Ident,
                TemplateSeqEnd,
                CQuote,
                Newline,
                OBrace,
                CBrace,
                Eof
            ]
        );
    }

    #[test]
    fn every_byte_but_blanks_belongs_to_a_token() {
        for src in [
            "",
            "a = \"unterminated",
            "a = <<EOT\nno end",
            "x = \"${\"${\"in\"}\"}\"",
            "b { c = [1, 2, /* k */] }\r\n",
            "  \t# only\n\n",
            "/* open",
            "x = \"a\\\"b$${c}%%{d}\" ~ & $",
            "y = \"${a}",
        ] {
            assert_covers(src);
        }
    }
}
