//! The template parser, parameterised by the embedding language's expression parser.

use hcl2_core::{Diagnostics, SourceFile};

use crate::ast::Template;

/// What the embedding language lends the template parser: parsing one expression inside
/// `${ … }` or a directive, and skipping its whitespace and comments.
pub trait ExprParser {
    /// The embedding language's expression type.
    type Expr;
    /// Parses one expression starting at byte `at` of the file text, with newlines
    /// insignificant, recording diagnostics in `diags`. Returns the expression (a
    /// placeholder where it could not be parsed) and the offset just after the last
    /// byte it consumed.
    fn parse_expr(&mut self, at: usize, diags: &mut Diagnostics) -> (Self::Expr, usize);
    /// The first offset at or after `at` that is not whitespace, a newline or a comment.
    fn skip_trivia(&self, at: usize) -> usize;
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
    /// templates, after the closing marker (before its newline) for heredocs, the end of
    /// the text for standalone ones.
    pub end: usize,
}

/// Parses the template that starts at byte `start` of `file`'s text, in `mode`, with
/// `exprs` parsing embedded expressions. Problems go into `diags`; a template always
/// comes back.
pub fn parse<P: ExprParser>(
    exprs: &mut P,
    file: &SourceFile,
    start: usize,
    mode: Mode<'_>,
    diags: &mut Diagnostics,
) -> Parsed<P::Expr> {
    let _ = (exprs, file, start, mode, diags);
    unimplemented!("filled in by the template parser")
}
