//! A file's reports share its text and line index: reading the snippets of n diagnostics
//! costs time in proportion to n, not n times the file (issue 29, defect 1).

#[path = "../../../tests/support/linear_growth.rs"]
mod linear_growth;

use hcl2::{ParseOptions, Parser, Syntax};
use miette::Diagnostic as _;

/// Parses `n` lines that are each an error (keeping every diagnostic), and reads every
/// diagnostic's snippet.
fn read_every_snippet(n: usize) {
    let mut parser = Parser::with_options(ParseOptions::new().max_diagnostics(usize::MAX));
    let src = "a b\n".repeat(n);
    let (_, diags) = parser.parse(src.as_bytes(), "in.hcl", Syntax::Native);
    assert_eq!(diags.len(), n);
    for d in diags.iter() {
        let report = parser.report(d.clone());
        let source = report.source_code().expect("the file's text");
        let label = report.labels().and_then(|mut l| l.next()).expect("a label");
        assert!(source.read_span(label.inner(), 1, 1).is_ok());
    }
}

#[test]
fn the_snippets_of_an_error_on_every_line_read_in_linear_time() {
    linear_growth::assert_linear("reading every snippet", 2_000, read_every_snippet);
}
