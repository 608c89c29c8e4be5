//! Rendering diagnostics for people shows each one a bounded snippet: a long line is cut
//! around the range, not repeated whole in every diagnostic (issue 29, defect 1).

use hcl2::{ParseOptions, Parser, Syntax};
use hcl2_cli::diags_text::{diagnostics_text, TextStyle};

/// Every diagnostic of `src` (none left out by the parse's limit), rendered.
fn render(src: &[u8]) -> String {
    let mut parser = Parser::with_options(ParseOptions::new().max_diagnostics(usize::MAX));
    let (_, diags) = parser.parse(src, "in.hcl", Syntax::Native);
    assert!(diags.len() > 2_000);
    diagnostics_text(&parser, &diags, TextStyle::default())
}

#[test]
fn a_snippet_of_a_long_line_shows_only_the_part_around_its_range() {
    let text = render("\u{1} ".repeat(2_000).as_bytes());
    let per_diagnostic = text.len() / 2_000;
    assert!(
        per_diagnostic < 2_000,
        "{per_diagnostic} bytes per diagnostic"
    );
}
