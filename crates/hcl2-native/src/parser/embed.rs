//! Templates inside native expressions: the native parser lends itself to the template
//! parser as the expression parser of `${ … }` and directives.

use hcl2_core::{Diagnostic, Diagnostics, Span};
use hcl2_template::{ExprParser, Mode, Parsed, Template};

use super::Parser;
use crate::ast::{Expr, LiteralExpr, TemplateExpr, TemplateKind};
use crate::lexer::{skip_trivia, Tok, Token};

/// The native parser seen through the template parser's [`ExprParser`] interface.
struct Embed<'p, 'a> {
    p: &'p mut Parser<'a>,
}

impl ExprParser for Embed<'_, '_> {
    type Expr = Expr;

    fn parse_expr(&mut self, at: usize, diags: &mut Diagnostics) -> (Expr, usize) {
        let p = &mut *self.p;
        p.seek(at);
        p.push_newlines(false);
        let before = p.prev;
        p.prev = Span::empty(at as u32);
        let expr = p.parse_expression();
        p.pop_newlines();
        let end = (p.prev.end as usize).max(at);
        p.prev = before;
        diags.extend(std::mem::take(&mut p.diags));
        (expr, end)
    }

    fn recovering(&self) -> bool {
        self.p.recovering()
    }

    fn start_recovery(&mut self) {
        self.p.set_recovery();
    }

    fn enter(&mut self, at: Span, diags: &mut Diagnostics) -> bool {
        let entered = self.p.enter(at);
        diags.extend(std::mem::take(&mut self.p.diags));
        entered
    }

    fn leave(&mut self) {
        self.p.leave();
    }

    /// Dropped: the lexical scan of the whole text reports these (see
    /// [`Parser::finish`]), including those in text the parsers never reach.
    fn lexical_error(&mut self, _diagnostic: Diagnostic, _diags: &mut Diagnostics) {}

    fn skip_trivia(&self, at: usize) -> usize {
        skip_trivia(self.p.src, at)
    }
}

impl Parser<'_> {
    /// Parses the template a just-taken quote or heredoc opener starts, leaving the read
    /// position after its closing quote or marker.
    pub(crate) fn parse_template_expr(&mut self, open: Token) -> Expr {
        if !self.enter(open.span) {
            self.seek(self.src.len());
            return Expr::Literal(Box::new(LiteralExpr {
                value: hcl2_value::Value::dynamic(),
                span: open.span,
            }));
        }
        let (template, kind, end) = self.template_after(open);
        self.leave();
        Expr::Template(Box::new(TemplateExpr {
            template,
            kind,
            span: Span::new(open.span.start, end as u32),
        }))
    }

    /// Skips the template a just-taken opener starts, reporting nothing about it.
    pub(crate) fn skip_template(&mut self, open: Token) {
        let saved = std::mem::take(&mut self.diags);
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
    fn run_template(&mut self, start: usize, mode: Mode<'_>) -> Parsed<Expr> {
        let file = self.file;
        let mut diags = std::mem::take(&mut self.diags);
        let parsed = hcl2_template::parse(&mut Embed { p: self }, file, start, mode, &mut diags);
        self.diags = diags;
        parsed
    }
}
