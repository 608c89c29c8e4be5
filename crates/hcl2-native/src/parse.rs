//! Entry points: every parse takes bytes, a file name and the position of the first byte,
//! and returns what it could build together with its diagnostics. Each has a `_with`
//! form taking [`ParseOptions`]; the others use the default options, which keep at most
//! [`DEFAULT_MAX_DIAGNOSTICS`](hcl2_core::DEFAULT_MAX_DIAGNOSTICS) diagnostics and then
//! one error naming that limit (the reference keeps them all; see
//! [`ParseOptions::max_diagnostics`]).
//!
//! Input must be UTF-8. A byte-order mark at the start is skipped silently, as the
//! current reference skips it (positions count from the byte after it, as the reference
//! counts them); one anywhere else is an invalid character. Each invalid byte reads as a
//! space, and the first is reported, so parsing carries on.
//! Input of about 2 GiB or more (past the reach of the 31-bit indexes a block keeps into its
//! record of parts) is refused with an "Input too large" error and parses as an empty
//! file.

use std::borrow::Cow;
use std::sync::Arc;

use hcl2_core::{
    Diagnostic, Diagnostics, ParseDiagnostics, ParseOptions, Pos, Range, SourceFile, Span,
    Traversal,
};
use hcl2_template::Template;

use crate::ast::{Body, Expr, Nodes, Tree};
use crate::lexer::Tok;
use crate::parser::{Parser, ScanStart};

/// What a parse returns: the result (as much as could be built), the source it refers
/// to, and the diagnostics (as many as the parse's options keep).
#[derive(Clone, Debug)]
pub struct Parsed<T> {
    /// The parsed syntax tree.
    pub value: T,
    /// The source text (turns spans into ranges).
    pub source: Arc<SourceFile>,
    /// The syntax tree's nodes (what the ids in `value` refer to).
    pub nodes: Nodes,
    /// Errors and warnings; empty when the input is valid.
    pub diagnostics: Diagnostics,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The longest text parsed, refused whole past it: spans are 32-bit byte offsets, and the
/// lexer relies on every offset fitting one; a block keeps where its record of parts
/// starts in 31 bits, and records take at most a word per byte of the text they follow
/// and three more (see `Block::record_words`), so the text is held a little under 2^31
/// bytes.
pub(crate) const MAX_TEXT_LEN: usize = (1 << 31) - 16;

/// The error for an input over [`MAX_TEXT_LEN`] bytes, which is parsed as if empty.
fn too_large(len: usize, subject: Range) -> Diagnostic {
    Diagnostic::error(
        "Input too large",
        format!("This input is {len} bytes long; HCL files are limited to {MAX_TEXT_LEN} bytes."),
        Some(subject),
    )
}

/// Turns input bytes into the text to parse (without a leading byte-order mark) and
/// the offsets of the invalid UTF-8 bytes (each reads as a space). Owned input becomes
/// the text without a copy; input over `limit` bytes becomes an empty text and an error.
fn decode(
    src: Cow<'_, [u8]>,
    filename: &str,
    start: Pos,
    limit: usize,
) -> (Arc<SourceFile>, Diagnostics, Vec<usize>) {
    let mut diags = Diagnostics::new();
    let name: Arc<str> = Arc::from(filename);
    let mut start = start;
    let has_bom = src.starts_with(BOM);
    if has_bom {
        // Byte offsets still count the mark (as the reference's do); columns do not.
        start.byte += BOM.len();
    }
    let bytes = match src {
        Cow::Borrowed(b) => hcl2_core::copy_bytes(&b[if has_bom { BOM.len() } else { 0 }..]),
        Cow::Owned(mut b) => {
            if has_bom {
                b.drain(..BOM.len());
            }
            b
        }
    };
    if bytes.len() > limit {
        diags.push(too_large(
            bytes.len(),
            Range::new(name.clone(), start, start),
        ));
        let source = Arc::new(SourceFile::with_origin(name, String::new(), start));
        return (source, diags, Vec::new());
    }
    let (text, invalid) = hcl2_core::lossy_text_owned(bytes);
    let source = Arc::new(SourceFile::with_origin(name, text, start));
    (source, diags, invalid)
}

/// Decodes the input, runs `parse` over it, and gathers the diagnostics, kept up to the
/// limit `options` set: decoding ones first, then the parser's lexical ones, then its
/// syntax ones.
fn run<T>(
    src: Cow<'_, [u8]>,
    filename: &str,
    start: Pos,
    syntax: ScanStart,
    options: &ParseOptions,
    parse: impl FnOnce(&mut Parser<'_>) -> T,
) -> Parsed<T> {
    let (source, decoding, invalid) = decode(src, filename, start, MAX_TEXT_LEN);
    let mut diagnostics = ParseDiagnostics::new(options);
    diagnostics.extend(decoding);
    let first_bad = invalid.first().copied();
    let mut p = Parser::new(&source, syntax, options);
    if first_bad.is_some() {
        p.set_invalid_bytes(invalid);
    }
    // Only now, with the parser having told the file how to find its token breaks,
    // can the position be given.
    if let Some(at) = first_bad {
        diagnostics.push(Diagnostic::error(
            "Invalid character encoding",
            "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.",
            Some(source.range(Span::from_usize(at, at + 1))),
        ));
    }
    let value = parse(&mut p);
    let (parse_diagnostics, nodes) = p.finish();
    diagnostics.append(parse_diagnostics);
    Parsed {
        value,
        source,
        nodes,
        diagnostics: diagnostics.finish(),
    }
}

impl<T> Parsed<T> {
    /// The source text and nodes, as readers of the tree take them.
    pub fn tree(&self) -> Tree<'_> {
        Tree::new(&self.source, &self.nodes)
    }
}

impl Parsed<Body> {
    /// The parsed file's body behind `hcl2-core`'s `Body` trait.
    pub fn body(&self) -> crate::body::NativeBody<'_> {
        crate::body::NativeBody::file(&self.value, self.tree())
    }
}

/// Parses a configuration file.
pub fn parse_config(src: &[u8], filename: &str, start: Pos) -> Parsed<Body> {
    parse_config_with(src, filename, start, &ParseOptions::default())
}

/// [`parse_config`] with `options`.
///
/// ```
/// use hcl2_core::{ParseOptions, Pos};
///
/// let src = "a = 1\n".repeat(5);
/// // Every `a` after the first is an error ("Attribute redefined"): 4 of them.
/// let parsed = hcl2_native::parse_config_with(
///     src.as_bytes(),
///     "f.hcl",
///     Pos::START,
///     &ParseOptions::new().max_diagnostics(2),
/// );
/// let summaries: Vec<_> = parsed.diagnostics.iter().map(|d| d.summary.as_str()).collect();
/// assert_eq!(summaries, ["Attribute redefined", "Attribute redefined", "Too many errors"]);
/// ```
pub fn parse_config_with(
    src: &[u8],
    filename: &str,
    start: Pos,
    options: &ParseOptions,
) -> Parsed<Body> {
    config(Cow::Borrowed(src), filename, start, options)
}

/// Parses a configuration file the caller hands over (as read from disk): its buffer
/// becomes the parsed source text instead of being copied, which halves the memory the
/// text takes.
pub fn parse_config_owned(src: Vec<u8>, filename: &str, start: Pos) -> Parsed<Body> {
    parse_config_owned_with(src, filename, start, &ParseOptions::default())
}

/// [`parse_config_owned`] with `options` (see [`parse_config_with`]).
pub fn parse_config_owned_with(
    src: Vec<u8>,
    filename: &str,
    start: Pos,
    options: &ParseOptions,
) -> Parsed<Body> {
    config(Cow::Owned(src), filename, start, options)
}

fn config(src: Cow<'_, [u8]>, filename: &str, start: Pos, options: &ParseOptions) -> Parsed<Body> {
    run(src, filename, start, ScanStart::Expression, options, |p| {
        p.parse_body(Tok::Eof)
    })
}

/// Parses a standalone expression (newlines are insignificant; the whole input must be
/// one expression).
pub fn parse_expression(src: &[u8], filename: &str, start: Pos) -> Parsed<Expr> {
    parse_expression_with(src, filename, start, &ParseOptions::default())
}

/// [`parse_expression`] with `options`.
///
/// ```
/// use hcl2_core::{ParseOptions, Pos};
///
/// let all = ParseOptions::new().max_diagnostics(usize::MAX);
/// let parsed = hcl2_native::parse_expression_with(b"1 +", "e.hcl", Pos::START, &all);
/// assert_eq!(parsed.diagnostics.len(), 1);
/// ```
pub fn parse_expression_with(
    src: &[u8],
    filename: &str,
    start: Pos,
    options: &ParseOptions,
) -> Parsed<Expr> {
    run_newlines_ignored(src, filename, start, options, |p| {
        let expr = p.parse_expression();
        let next = p.peek();
        if next.kind != Tok::Eof && !p.recovering() {
            p.error(
                "Extra characters after expression",
                "An expression was successfully parsed, but extra characters were found after it.",
                next.span,
            );
        }
        expr
    })
}

/// [`run`] over borrowed input in expression mode with newlines insignificant, as the
/// standalone expression and traversal entry points read.
fn run_newlines_ignored<T>(
    src: &[u8],
    filename: &str,
    start: Pos,
    options: &ParseOptions,
    parse: impl FnOnce(&mut Parser<'_>) -> T,
) -> Parsed<T> {
    run(
        Cow::Borrowed(src),
        filename,
        start,
        ScanStart::Expression,
        options,
        |p| {
            p.push_newlines(false);
            let value = parse(p);
            p.pop_newlines();
            value
        },
    )
}

/// Parses a standalone template (the whole input is template text).
pub fn parse_template(src: &[u8], filename: &str, start: Pos) -> Parsed<Template<Expr>> {
    parse_template_with(src, filename, start, &ParseOptions::default())
}

/// [`parse_template`] with `options`.
///
/// ```
/// use hcl2_core::{ParseOptions, Pos};
///
/// // Three unbalanced directives, one error each.
/// let parsed = hcl2_native::parse_template_with(
///     b"%{endif}%{endif}%{endif}",
///     "t.tmpl",
///     Pos::START,
///     &ParseOptions::new().max_diagnostics(1),
/// );
/// assert_eq!(parsed.diagnostics.len(), 2);
/// assert_eq!(parsed.diagnostics.as_slice()[1].summary, "Too many errors");
/// ```
pub fn parse_template_with(
    src: &[u8],
    filename: &str,
    start: Pos,
    options: &ParseOptions,
) -> Parsed<Template<Expr>> {
    run(
        Cow::Borrowed(src),
        filename,
        start,
        ScanStart::Template,
        options,
        |p| p.parse_standalone_template(),
    )
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
    let options = ParseOptions::default();
    run_newlines_ignored(src, filename, start, &options, |p| {
        p.parse_traversal(absolute)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_over_the_limit_is_refused_whole_with_an_error_at_its_start() {
        let start = Pos::START;
        let (source, diags, invalid) = decode(Cow::Borrowed(b"a = 1\n"), "big.hcl", start, 5);
        assert_eq!(source.text(), "");
        assert!(invalid.is_empty());
        assert_eq!(diags.len(), 1);
        let d = diags.iter().next().expect("one diagnostic");
        assert_eq!(d.summary, "Input too large");
        assert!(d.detail.contains("6 bytes"), "{}", d.detail);
        let subject = d.subject.as_ref().expect("a subject");
        assert_eq!((subject.start, subject.end), (start, start));
    }

    #[test]
    fn a_tree_in_new_vectors_keeps_no_spare_room_and_one_in_recycled_ones_keeps_theirs() {
        let src = b"a = f(x, [1, 2], {k = v})\nb {\n  c = d.e[f]\n}\n";
        // A thread of its own: no tree was dropped on it before.
        std::thread::spawn(|| {
            let first = parse_config(src, "f.hcl", Pos::START);
            assert_eq!(first.nodes.spare_room(), 0);
            drop(first);
            let again = parse_config(b"a = 1\n", "f.hcl", Pos::START);
            assert!(again.nodes.spare_room() > 0);
        })
        .join()
        .expect("the parses ran");
    }

    #[test]
    fn input_at_the_limit_is_parsed() {
        let (source, diags, _) = decode(Cow::Borrowed(b"a = 1"), "f.hcl", Pos::START, 5);
        assert_eq!(source.text(), "a = 1");
        assert!(diags.is_empty());
    }
}
