//! A carriage return on a heredoc's closing-marker line, other than one before its
//! newline, is an invalid character, so that line closes nothing (the reference's
//! answers, from its `hcldec --diags json`). Found by the `native_parse` fuzz target:
//! before, `\rEOT` closed the heredoc and the parse came out clean.

use hcl2_core::Pos;

/// A diagnostic's summary and where its subject starts and ends (line, column).
type Seen = (String, (usize, usize), (usize, usize));

/// Each diagnostic of `src` as (summary, start line:column, end line:column).
fn diagnostics(src: &str) -> Vec<Seen> {
    let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
    parsed
        .diagnostics
        .iter()
        .map(|d| {
            let s = d.subject.as_ref().expect("a subject");
            (
                d.summary.clone(),
                (s.start.line, s.start.column),
                (s.end.line, s.end.column),
            )
        })
        .collect()
}

fn unterminated_at(start: (usize, usize), end: (usize, usize)) -> Vec<Seen> {
    vec![
        ("Invalid character".to_string(), start, end),
        ("Unterminated template string".to_string(), start, end),
    ]
}

#[test]
fn a_carriage_return_before_the_marker_leaves_the_heredoc_unterminated() {
    assert_eq!(
        diagnostics("b = <<EOT\nx\n\rEOT\n"),
        unterminated_at((3, 1), (4, 1))
    );
}

#[test]
fn a_lone_carriage_return_after_the_marker_leaves_the_heredoc_unterminated() {
    assert_eq!(
        diagnostics("b = <<EOT\nx\nEOT\r\r\n"),
        unterminated_at((3, 4), (4, 1))
    );
}

#[test]
fn a_carriage_return_newline_after_the_marker_closes_it() {
    assert!(diagnostics("b = <<EOT\r\nx\r\nEOT\r\n").is_empty());
    assert!(diagnostics("b = <<-EOT\n  x\n  EOT\n").is_empty());
}
