//! Templates inside native expressions: the native parser lends itself to the template
//! parser as the expression parser of `${ … }` and directives.

use crate::ast::Repr;
use hcl2_core::{Diagnostic, ParseDiagnostics, Span};
use hcl2_template::tokens::{text_token, TextToken};
use hcl2_template::Buffers;
use hcl2_template::{ExprParser, Mode, Parsed, Template};

use super::Parser;
use crate::ast::plain_template::{self, Form};
use crate::ast::{Constant, Expr, TemplateExpr, TemplateKind};
use crate::lexer::{skip_trivia, Tok, Token};

/// The bytes a plain quoted string may hold: printable ASCII but for the quote, the
/// escape character and the template introducers (see [`Parser::plain_quoted`]).
const PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = b' ';
    while c <= b'~' {
        t[c as usize] = !matches!(c, b'"' | b'\\' | b'$' | b'%');
        c += 1;
    }
    t
};

/// The native parser seen through the template parser's [`ExprParser`] interface.
struct Embed<'p, 'a> {
    p: &'p mut Parser<'a>,
    /// The template being parsed.
    mode: Mode<'a>,
}

/// What the reference's scanner makes of the text while the parser reads an expression
/// inside a template sequence. It counts braces to find the `}` that closes the
/// sequence, and reads template text after it, so an expression (or a recovery) that
/// runs past its sequence meets the tokens the reference's parser would.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sequence<'a> {
    /// The enclosing template, whose text follows the sequence.
    mode: Mode<'a>,
    /// Braces opened since the sequence opened.
    depth: i64,
    /// Whether the sequence has closed.
    in_text: bool,
}

impl<'a> Sequence<'a> {
    fn new(mode: Mode<'a>) -> Self {
        Sequence {
            mode,
            depth: 0,
            in_text: false,
        }
    }

    /// Whether the sequence has closed, so that template text follows.
    pub(crate) fn in_text(&self) -> bool {
        self.in_text
    }

    /// The template-text token at `at`, once the sequence has closed.
    pub(crate) fn text_token(&self, src: &str, at: usize) -> Option<Token> {
        if !self.in_text || at >= src.len() {
            return None;
        }
        let (end, kind) = text_token(src, self.mode, at);
        Some(Token {
            kind: Tok::Text(kind),
            span: Span::from_usize(at, end.max(at + 1)),
        })
    }

    /// An expression token's kind here: a `}` with no brace open closes the sequence.
    pub(crate) fn kind(&self, kind: Tok) -> Tok {
        match kind {
            Tok::CBrace if self.depth == 0 => Tok::SeqEnd,
            kind => kind,
        }
    }

    /// Follows a token just read; false once the template's own text has ended.
    pub(crate) fn advance(&mut self, kind: Tok) -> bool {
        match kind {
            Tok::OBrace => self.depth += 1,
            Tok::CBrace => self.depth -= 1,
            // `~}` ends a sequence only with no brace open, and always counts as a close.
            Tok::StripClose if self.depth == 0 => self.in_text = true,
            Tok::StripClose => self.depth -= 1,
            Tok::SeqEnd => self.in_text = true,
            Tok::Text(TextToken::Opener) => *self = Sequence::new(self.mode),
            Tok::Text(TextToken::Close) => return false,
            _ => {}
        }
        true
    }
}

impl ExprParser for Embed<'_, '_> {
    type Expr = Expr;

    fn parse_expr(&mut self, at: usize, diags: &mut ParseDiagnostics) -> (Expr, usize) {
        let p = &mut *self.p;
        // The template's diagnostics are the parser's own, lent: the expression's go
        // after them, counted with them.
        std::mem::swap(&mut p.diags, diags);
        p.seek(at);
        p.push_newlines(false);
        let before = p.prev;
        let outer = p.seq.replace(Sequence::new(self.mode));
        p.prev = Span::empty(at as u32);
        let expr = p.parse_expression();
        p.pop_newlines();
        let end = (p.prev.end as usize).max(at);
        p.prev = before;
        p.seq = outer;
        p.peeked = super::Peeked::NONE;
        std::mem::swap(&mut p.diags, diags);
        (expr, end)
    }

    fn recovering(&self) -> bool {
        self.p.recovering()
    }

    fn take_skip_memo(&mut self) -> hcl2_template::SkipMemo {
        std::mem::take(&mut self.p.skip_memo)
    }

    fn keep_skip_memo(&mut self, memo: hcl2_template::SkipMemo) {
        self.p.skip_memo = memo;
    }

    fn start_recovery(&mut self) {
        self.p.set_recovery();
    }

    fn enter(&mut self, at: Span, diags: &mut ParseDiagnostics) -> bool {
        std::mem::swap(&mut self.p.diags, diags);
        let entered = self.p.enter(at);
        std::mem::swap(&mut self.p.diags, diags);
        entered
    }

    fn leave(&mut self) {
        self.p.leave();
    }

    fn lend_buffers(&mut self) -> Buffers<Expr> {
        std::mem::take(&mut self.p.scratch.templates)
    }

    fn give_back_buffers(&mut self, buffers: Buffers<Expr>) {
        self.p.scratch.templates = buffers;
    }

    /// Dropped: the lexical scan of the whole text reports these (see
    /// [`Parser::finish`]), including those in text the parsers never reach; the
    /// parser only notes that the scan must run.
    fn lexical_error(&mut self, _diagnostic: Diagnostic, _diags: &mut ParseDiagnostics) {
        self.p.doubt_lexically();
    }

    fn skip_trivia(&self, at: usize) -> usize {
        skip_trivia(self.p.src, at)
    }
}

impl<'a> Parser<'a> {
    /// Parses the template a just-taken quote or heredoc opener starts, leaving the read
    /// position after its closing quote or marker.
    pub(crate) fn parse_template_expr(&mut self, open: Token) -> Expr {
        if !self.enter(open.span) {
            self.seek(self.src.len());
            return Expr(Repr::Constant(Constant::Invalid, open.span));
        }
        let (template, kind, end) = self.template_after(open);
        self.leave();
        self.nodes.expr(TemplateExpr {
            template,
            kind,
            span: Span::new(open.span.start, end as u32),
        })
    }

    /// The span of the quoted string a just-taken `open` quote starts, quotes included,
    /// when it is plain printable ASCII with no escape or template sequence, read
    /// without the template parser (the commonest string by far): the read position
    /// moves past the closing quote, as [`Parser::parse_template_expr`] would move it.
    /// `None`, with nothing read, for any other string.
    pub(crate) fn plain_quoted(&mut self, open: Token) -> Option<Span> {
        if open.kind != Tok::OQuote || !self.invalid_bytes.is_empty() {
            return None;
        }
        let start = open.span.end as usize;
        let rest = self.src.as_bytes().get(start..)?;
        let len = rest.iter().position(|&c| !PLAIN[usize::from(c)])?;
        if len == 0 || rest[len] != b'"' || self.depth >= super::MAX_NESTING_DEPTH {
            return None;
        }
        let end = start + len + 1;
        self.seek(end);
        self.prev = crate::lexer::span(end - 1, end);
        Some(crate::lexer::span(open.span.start as usize, end))
    }

    /// The form and span of the template a just-taken `open` quote or heredoc opener
    /// starts (quotes or opener and marker included), when it is plain text and
    /// interpolations of plain traversals (see [`crate::ast::plain_template`]): the read
    /// position moves past it, as [`Parser::parse_template_expr`] would move it. `None`,
    /// with nothing read, for any other template.
    pub(crate) fn plain_template(&mut self, open: Token) -> Option<(Form, Span)> {
        // The template and, inside it, an interpolation's expression are nested levels.
        if !self.invalid_bytes.is_empty()
            || self.depth + 2 > super::MAX_NESTING_DEPTH
            || crate::ast::plain::stores_every_collection()
        {
            return None;
        }
        let start = open.span.end as usize;
        let (form, end, prev) = if open.kind == Tok::OQuote {
            let (end, flat) = plain_template::quoted_end(self.src, start)?;
            let kind = TemplateKind::Quoted;
            (Form { kind, flat }, end, end - 1)
        } else {
            let opener = self.text(open.span);
            let flush = opener.as_bytes().get(2) == Some(&b'-');
            let marker = opener
                .get(if flush { 3 } else { 2 }..)?
                .strip_suffix('\n')?;
            let (end, unstripped) = plain_template::heredoc_end(self.src, start, marker)?;
            let kind = TemplateKind::Heredoc { flush };
            // The closing marker's line.
            let line_start = self.src[..end].rfind('\n').map_or(0, |i| i + 1);
            let flat = unstripped && !flush;
            (Form { kind, flat }, end, line_start.max(start))
        };
        self.seek(end);
        self.prev = crate::lexer::span(prev, end);
        Some((form, crate::lexer::span(open.span.start as usize, end)))
    }

    /// Skips the template a just-taken opener starts, reporting nothing about it.
    #[cold]
    pub(crate) fn skip_template(&mut self, open: Token) {
        self.doubt_lexically();
        let saved = std::mem::replace(&mut self.diags, ParseDiagnostics::discarding());
        let _ = self.template_after(open);
        self.diags = saved;
    }

    /// Runs the template parser on the content after `open`; returns the template, its
    /// kind and the offset after it, with the read position moved there.
    fn template_after(&mut self, open: Token) -> (Template<Expr>, TemplateKind, usize) {
        let start = open.span.end as usize;
        let opener = self.text(open.span);
        let (mode, kind) = if open.kind == Tok::OQuote {
            (Mode::Quoted, TemplateKind::Quoted)
        } else {
            let flush = opener.as_bytes().get(2) == Some(&b'-');
            let name = opener[if flush { 3 } else { 2 }..].trim_end_matches(['\r', '\n']);
            (
                Mode::Heredoc {
                    marker: name,
                    flush,
                },
                TemplateKind::Heredoc { flush },
            )
        };
        let parsed = self.run_template(start, mode);
        let end = parsed.end.max(start);
        self.seek(end);
        // The closing token, as the reference's `PrevRange` would see it.
        self.prev = match kind {
            TemplateKind::Quoted => Span::from_usize(end.saturating_sub(1).max(start), end),
            TemplateKind::Heredoc { .. } => {
                let line_start = self.src[..end].rfind('\n').map_or(0, |i| i + 1);
                Span::from_usize(line_start.max(start), end)
            }
        };
        (parsed.template, kind, end)
    }

    /// The whole text as one template (`Mode::Standalone`).
    pub(crate) fn parse_standalone_template(&mut self) -> Template<Expr> {
        self.run_template(0, Mode::Standalone).template
    }

    /// Runs the template parser from `start` with this parser lent as its expression
    /// parser; diagnostics stay in source order with the parser's own.
    fn run_template(&mut self, start: usize, mode: Mode<'a>) -> Parsed<Expr> {
        let file = self.file;
        let mut diags = std::mem::replace(&mut self.diags, ParseDiagnostics::discarding());
        let parsed =
            hcl2_template::parse(&mut Embed { p: self, mode }, file, start, mode, &mut diags);
        self.diags = diags;
        parsed
    }
}

#[cfg(test)]
mod tests {
    use hcl2_core::SourceFile;

    use super::super::{Parser, ScanStart};
    use crate::ast::{Expr, Repr};
    use crate::lexer::Tok;

    /// The quoted string at the start of `src`, read by the fast path if it takes it
    /// and by the template parser, each with where the read position ended.
    fn both_ways(src: &str) -> (Option<(Expr, usize)>, (Expr, usize)) {
        let file = SourceFile::new("t.hcl", src);
        let options = hcl2_core::ParseOptions::new();
        let mut fast = Parser::new(&file, ScanStart::Expression, &options);
        let open = fast.take();
        assert_eq!(open.kind, Tok::OQuote);
        let fast = fast
            .plain_quoted(open)
            .map(|span| (Expr(Repr::PlainString(span)), fast.pos));
        let mut slow = Parser::new(&file, ScanStart::Expression, &options);
        let open = slow.take();
        let template = slow.parse_template_expr(open);
        (fast, (slow.plain_string(template), slow.pos))
    }

    #[test]
    fn plain_ascii_strings_skip_the_template_parser_with_the_same_result() {
        for src in [r#""a""#, r#""hello world {} [] ~ !""#, r#""x" + 1"#] {
            let (fast, slow) = both_ways(src);
            let fast = fast.unwrap_or_else(|| panic!("fast path declined {src}"));
            assert_eq!(format!("{fast:?}"), format!("{slow:?}"), "{src}");
        }
    }

    #[test]
    fn strings_with_escapes_sequences_or_other_characters_take_the_template_parser() {
        for src in [
            r#""""#,
            r#""a\nb""#,
            r#""${a}""#,
            r#""%{if a}b%{endif}""#,
            r#""$$""#,
            r#""100%""#,
            "\"tab\there\"",
            "\"caf\u{e9}\"",
            "\"unterminated",
            "\"line\nbreak\"",
        ] {
            assert!(both_ways(src).0.is_none(), "fast path took {src:?}");
        }
    }
}
