//! Entry points: every parse takes bytes, a file name and the position of the first byte,
//! and returns what it could build together with every diagnostic.
//!
//! Input must be UTF-8 without a byte-order mark. A byte-order mark is reported and
//! skipped (positions count from the byte after it, as the reference counts them); each
//! invalid byte reads as a space, and the first is reported, so parsing carries on.

use std::sync::Arc;

use hcl2_core::{Diagnostic, Diagnostics, Pos, Range, SourceFile, Traversal};
use hcl2_template::{Mode, Template};

use crate::ast::{Body, Expr};
use crate::lexer::Tok;
use crate::parser::Parser;

/// What a parse returns: the result (as much as could be built), the source it refers
/// to, and every diagnostic.
#[derive(Clone, Debug)]
pub struct Parsed<T> {
    /// The parsed syntax tree.
    pub value: T,
    /// The source text (turns spans into ranges).
    pub source: Arc<SourceFile>,
    /// Errors and warnings; empty when the input is valid.
    pub diagnostics: Diagnostics,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Turns input bytes into the text to parse, with diagnostics for a byte-order mark and
/// for invalid UTF-8.
fn decode(src: &[u8], filename: &str, start: Pos) -> (Arc<SourceFile>, Diagnostics) {
    let mut diags = Diagnostics::new();
    let name: Arc<str> = Arc::from(filename);
    let mut bytes = src;
    let mut start = start;
    if let Some(rest) = bytes.strip_prefix(BOM) {
        bytes = rest;
        // Byte offsets still count the mark (as the reference's do); columns do not.
        let mark = start;
        start.byte += BOM.len();
        diags.push(Diagnostic::error(
            "Invalid byte order mark",
            "HCL files must not start with a UTF-8 byte order mark. Save the file as UTF-8 without a BOM.",
            Some(Range::new(name.clone(), mark, start)),
        ));
    }
    let text: Arc<str> = match std::str::from_utf8(bytes) {
        Ok(s) => Arc::from(s),
        Err(first) => {
            let at = first.valid_up_to();
            let mut fixed = Vec::with_capacity(bytes.len());
            let mut rest = bytes;
            while !rest.is_empty() {
                match std::str::from_utf8(rest) {
                    Ok(s) => {
                        fixed.extend_from_slice(s.as_bytes());
                        break;
                    }
                    Err(e) => {
                        let good = e.valid_up_to();
                        fixed.extend_from_slice(&rest[..good]);
                        let bad = e.error_len().unwrap_or(rest.len() - good);
                        fixed.extend(std::iter::repeat_n(b' ', bad));
                        rest = &rest[good + bad..];
                    }
                }
            }
            let text = String::from_utf8(fixed).unwrap_or_default();
            let file = SourceFile::with_origin(name.clone(), text.as_str(), start);
            let range = file.range(hcl2_core::Span::from_usize(at, at + 1));
            diags.push(Diagnostic::error(
                "Invalid character encoding",
                "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.",
                Some(range),
            ));
            Arc::from(text)
        }
    };
    (Arc::new(SourceFile::with_origin(name, text, start)), diags)
}

fn finish<T>(
    value: T,
    source: Arc<SourceFile>,
    mut diags: Diagnostics,
    parser: Diagnostics,
) -> Parsed<T> {
    diags.extend(parser);
    Parsed {
        value,
        source,
        diagnostics: diags,
    }
}

/// Parses a configuration file.
pub fn parse_config(src: &[u8], filename: &str, start: Pos) -> Parsed<Body> {
    let (source, diags) = decode(src, filename, start);
    let mut p = Parser::new(&source);
    let body = p.parse_body(Tok::Eof);
    let parser_diags = p.finish();
    finish(body, source.clone(), diags, parser_diags)
}

/// Parses a standalone expression (newlines are insignificant; the whole input must be
/// one expression).
pub fn parse_expression(src: &[u8], filename: &str, start: Pos) -> Parsed<Expr> {
    let (source, diags) = decode(src, filename, start);
    let mut p = Parser::new(&source);
    p.push_newlines(false);
    let expr = p.parse_expression();
    let next = p.peek();
    if next.kind != Tok::Eof && !p.recovering() {
        p.error(
            "Extra characters after expression",
            "An expression was successfully parsed, but extra characters were found after it.",
            next.span,
        );
    }
    p.pop_newlines();
    let parser_diags = p.finish();
    finish(expr, source.clone(), diags, parser_diags)
}

/// Parses a standalone template (the whole input is template text).
pub fn parse_template(src: &[u8], filename: &str, start: Pos) -> Parsed<Template<Expr>> {
    let (source, diags) = decode(src, filename, start);
    let mut p = Parser::new(&source);
    let template = p.parse_standalone_template(Mode::Standalone);
    let parser_diags = p.finish();
    finish(template, source.clone(), diags, parser_diags)
}

/// Parses an absolute traversal such as `var.a[0].b`.
pub fn parse_traversal_abs(src: &[u8], filename: &str, start: Pos) -> Parsed<Traversal> {
    traversal(src, filename, start, true)
}

/// Parses a relative traversal such as `.a[0].b` or `[0]`.
pub fn parse_traversal_partial(src: &[u8], filename: &str, start: Pos) -> Parsed<Traversal> {
    traversal(src, filename, start, false)
}

fn traversal(src: &[u8], filename: &str, start: Pos, absolute: bool) -> Parsed<Traversal> {
    let (source, diags) = decode(src, filename, start);
    let mut p = Parser::new(&source);
    p.push_newlines(false);
    let t = p.parse_traversal(absolute);
    p.pop_newlines();
    let parser_diags = p.finish();
    finish(t, source.clone(), diags, parser_diags)
}
