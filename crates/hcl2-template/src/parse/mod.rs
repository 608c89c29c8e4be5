//! The template parser, parameterised by the embedding language's expression parser.
//!
//! Parsing runs in two steps. `scan` reads the template text into a flat list of
//! pieces — literal text (escapes decoded, strip markers applied), interpolations, and
//! the opening and closing directive sequences — exactly as the reference splits them,
//! so strip markers and heredoc flush see the same neighbours as there. Then `tree`
//! applies the heredoc flush and nests the directives into the AST, reporting unbalanced
//! ones.

use hcl2_core::{Diagnostic, ParseDiagnostics, SourceFile, Span};

use compact_str::CompactString;

use crate::ast::{Literal, Part, Parts, Template};

pub(crate) mod lex;

use lex::SkipMemo;
mod scan;
pub mod tokens;
mod tree;

/// What the embedding language lends the template parser: parsing one expression inside
/// `${ … }` or a directive, and skipping its whitespace and comments.
pub trait ExprParser {
    /// The embedding language's expression type.
    type Expr;
    /// Parses one expression starting at byte `at` of the file text, with newlines
    /// insignificant, recording diagnostics in `diags`. Returns the expression (a
    /// placeholder where it could not be parsed) and the offset just after the last
    /// byte it consumed.
    ///
    /// The template parser calls it with `at` already past trivia, and looks for the
    /// closing `}` / `~}` at `skip_trivia(end)`. If the embedding parser recovered from
    /// an error by skipping input, `end` must be where its skipping stopped (the
    /// reference shares one token stream between both parsers).
    fn parse_expr(&mut self, at: usize, diags: &mut ParseDiagnostics) -> (Self::Expr, usize);
    /// The first offset at or after `at` that is not whitespace, a newline or a comment.
    fn skip_trivia(&self, at: usize) -> usize;
    /// Whether the embedding parser is in recovery mode. The reference keeps one such
    /// flag per parser: once any recovery has skipped input, the syntax errors that
    /// would follow from it are no longer reported. The template parser reports its
    /// own recoverable errors only while neither it nor the embedding parser is
    /// recovering. The default says never.
    fn recovering(&self) -> bool {
        false
    }
    /// Called when the template parser skips input after an error, so the embedding
    /// parser can enter recovery mode too. The default does nothing.
    fn start_recovery(&mut self) {}
    /// Enters one level of directive nesting (the body of an `if` or `for`), counting it
    /// with the embedding's own expression nesting so that templates and expressions
    /// together stay within one bound. Past the bound it reports the error (into `diags`,
    /// once) and returns false; the template parser then skips that directive.
    fn enter(&mut self, at: Span, diags: &mut ParseDiagnostics) -> bool;
    /// Leaves a level [`ExprParser::enter`] entered.
    fn leave(&mut self);
    /// Takes an error the reference finds while scanning rather than parsing (a newline
    /// inside a quoted string), so the embedding parser can order it with its own
    /// lexical errors. The default records it in `diags`.
    fn lexical_error(&mut self, diagnostic: Diagnostic, diags: &mut ParseDiagnostics) {
        diags.push(diagnostic);
    }
    /// Lends the buffers the last template parsed through this embedding gave back, so
    /// that parsing many templates does not grow fresh ones for each. The default lends
    /// new ones.
    fn lend_buffers(&mut self) -> Buffers<Self::Expr> {
        Buffers::default()
    }
    /// Takes back the buffers a template was parsed with (emptied). The default drops
    /// them.
    fn give_back_buffers(&mut self, buffers: Buffers<Self::Expr>) {
        drop(buffers);
    }
    /// Lends the memo of where skipped template sequences of this text close, which
    /// [`ExprParser::keep_skip_memo`] was last given: an embedding that keeps it makes
    /// recovery at many nested levels of one text cost the text once, not once per
    /// level. The default lends an empty one.
    ///
    /// Plumbing between this parser and an embedding's (the native syntax keeps the
    /// memo in its parser, another crate), hence public, but not part of the API.
    #[doc(hidden)]
    fn take_skip_memo(&mut self) -> SkipMemo {
        SkipMemo::default()
    }
    /// Takes back the memo [`ExprParser::take_skip_memo`] lent, grown. The default
    /// drops it. (Plumbing, as [`ExprParser::take_skip_memo`].)
    #[doc(hidden)]
    fn keep_skip_memo(&mut self, memo: SkipMemo) {
        drop(memo);
    }
}

/// The working buffers of the template parser, which an embedding keeps from one
/// template to the next (see [`ExprParser::lend_buffers`]).
pub struct Buffers<E> {
    pieces: Vec<scan::Piece<E>>,
}

impl<E> Default for Buffers<E> {
    fn default() -> Self {
        Buffers { pieces: Vec::new() }
    }
}

impl<E> Buffers<E> {
    /// The buffers emptied, or new ones where they grew past
    /// [`KEEP_BYTES`](hcl2_scratch::KEEP_BYTES).
    pub fn emptied(self) -> Self {
        Buffers {
            pieces: hcl2_scratch::emptied(self.pieces),
        }
    }
}

/// Where a template's content ends, and which escapes it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode<'m> {
    /// A whole text is the template (`ParseTemplate`, JSON strings): no backslash escapes.
    Standalone,
    /// A quoted template: starts just after `"`, ends at the closing `"`; backslash
    /// escapes apply and literal newlines are errors.
    Quoted,
    /// A heredoc's content: starts at the line after `<<ID` / `<<-ID`, ends before the
    /// line holding only `marker` (after optional spaces); `flush` for `<<-`.
    Heredoc {
        /// The closing identifier.
        marker: &'m str,
        /// Whether to remove the common leading spaces of the lines.
        flush: bool,
    },
}

/// The result of parsing one template.
#[derive(Debug)]
pub struct Parsed<E> {
    /// The template (as much of it as could be parsed).
    pub template: Template<E>,
    /// The offset just after the template's content: after the closing `"` for quoted
    /// templates, after the closing marker line's text (the marker and any whitespace
    /// around it, not the newline) for heredocs, the end of the text for standalone ones.
    /// After an unterminated template, where recovery stopped (often the end of the text).
    pub end: usize,
}

/// Parses the template that starts at byte `start` of `file`'s text, in `mode`, with
/// `exprs` parsing embedded expressions. Problems go into `diags` (which keeps as many
/// as its options allow); a template always comes back.
pub fn parse<P: ExprParser>(
    exprs: &mut P,
    file: &SourceFile,
    start: usize,
    mode: Mode<'_>,
    diags: &mut ParseDiagnostics,
) -> Parsed<P::Expr> {
    let text = file.text();
    let mut start = start.min(text.len());
    while !text.is_char_boundary(start) {
        start += 1;
    }
    if mode == Mode::Quoted {
        if let Some(parsed) = plain_quoted(text, start) {
            return parsed;
        }
    }
    let Buffers { pieces } = exprs.lend_buffers();
    let mut scanned = scan::scan(exprs, file, start, mode, pieces, diags);
    if let Mode::Heredoc { flush: true, .. } = mode {
        tree::flush(&mut scanned.pieces);
    }
    let template = tree::build(file, &mut scanned.pieces, start, &scanned.end, diags);
    exprs.give_back_buffers(Buffers {
        pieces: scanned.pieces,
    });
    Parsed {
        template,
        end: scanned.end.next,
    }
}

/// The commonest template by far, a quoted string with no escapes, sequences or line
/// breaks, read without the general scanner: one literal (none if empty), then the quote.
fn plain_quoted<E>(text: &str, start: usize) -> Option<Parsed<E>> {
    let b = text.as_bytes();
    let len = b[start..]
        .iter()
        .position(|&c| matches!(c, b'"' | b'\\' | b'$' | b'%' | b'\n' | b'\r'))?;
    let end = start + len;
    if b[end] != b'"' {
        return None;
    }
    let span = Span::from_usize(start, end);
    let parts = if len == 0 {
        Parts::default()
    } else {
        Parts::from(Part::Literal(Literal {
            text: CompactString::from(&text[start..end]),
            span,
        }))
    };
    Some(Parsed {
        template: Template { parts, span },
        end: end + 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An embedding whose expressions are never reached by the texts below.
    struct NoExprs;

    impl ExprParser for NoExprs {
        type Expr = ();
        fn parse_expr(&mut self, at: usize, _: &mut ParseDiagnostics) -> ((), usize) {
            ((), at)
        }
        fn skip_trivia(&self, at: usize) -> usize {
            at
        }
        fn enter(&mut self, _: Span, _: &mut ParseDiagnostics) -> bool {
            true
        }
        fn leave(&mut self) {}
    }

    /// [`NoExprs`] keeping the buffers it is given back, and counting its lends.
    #[derive(Default)]
    struct Keeping {
        kept: Buffers<()>,
        lends: usize,
    }

    impl ExprParser for Keeping {
        type Expr = ();
        fn parse_expr(&mut self, at: usize, diags: &mut ParseDiagnostics) -> ((), usize) {
            NoExprs.parse_expr(at, diags)
        }
        fn skip_trivia(&self, at: usize) -> usize {
            at
        }
        fn enter(&mut self, _: Span, _: &mut ParseDiagnostics) -> bool {
            true
        }
        fn leave(&mut self) {}
        fn lend_buffers(&mut self) -> Buffers<()> {
            self.lends += 1;
            std::mem::take(&mut self.kept)
        }
        fn give_back_buffers(&mut self, buffers: Buffers<()>) {
            self.kept = buffers;
        }
    }

    #[test]
    fn a_template_gives_its_emptied_buffers_back_to_the_embedding_for_the_next() {
        let file = SourceFile::new("t.hcl", "a\nb\nc\n");
        let mut exprs = Keeping::default();
        let mut diags = ParseDiagnostics::new(&hcl2_core::ParseOptions::new());
        let first = parse(&mut exprs, &file, 0, Mode::Standalone, &mut diags);
        // Three line pieces; the third is melded into the second.
        assert_eq!(first.template.parts.len(), 2);
        let capacity = exprs.kept.pieces.capacity();
        assert!(capacity >= 2 && exprs.kept.pieces.is_empty());
        let again = parse(&mut exprs, &file, 0, Mode::Standalone, &mut diags);
        assert_eq!(again.template, first.template);
        assert_eq!((exprs.lends, exprs.kept.pieces.capacity()), (2, capacity));
        assert_eq!(diags.found(), 0);
    }

    #[test]
    fn plain_quoted_strings_read_as_the_general_scanner_reads_them() {
        for text in ["\"\"", "\"abc\" x", "\"h\u{e9}llo w\u{301}orld\"\n"] {
            let file = SourceFile::new("t.hcl", text);
            let fast = plain_quoted::<()>(text, 1).expect("a plain string");
            let mut diags = ParseDiagnostics::new(&hcl2_core::ParseOptions::new());
            let mut scanned =
                scan::scan(&mut NoExprs, &file, 1, Mode::Quoted, Vec::new(), &mut diags);
            let slow = tree::build(&file, &mut scanned.pieces, 1, &scanned.end, &mut diags);
            assert_eq!((fast.template, fast.end), (slow, scanned.end.next));
            assert_eq!(diags.found(), 0);
        }
        for text in ["\"a\\n\"", "\"a${b}\"", "\"a%\"", "\"a\nb\"", "\"abc"] {
            assert!(plain_quoted::<()>(text, 1).is_none(), "{text:?}");
        }
    }
}
