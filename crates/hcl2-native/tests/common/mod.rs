//! Shared checks for the native-syntax integration tests.

use hcl2_core::{Pos, Range};

/// `line,column,byte-line,column,byte`, the form expectations are recorded in.
pub fn range_text(r: &Range) -> String {
    format!(
        "{},{},{}-{},{},{}",
        r.start.line, r.start.column, r.start.byte, r.end.line, r.end.column, r.end.byte
    )
}

/// Parses `src` as a configuration file and checks its diagnostics: each expected
/// `(summary, detail, subject)` in order, and no others.
#[track_caller]
pub fn check(src: &str, expected: &[(&str, &str, &str)]) {
    check_bytes(src.as_bytes(), expected);
}

/// [`check`] for input that is not UTF-8.
#[track_caller]
pub fn check_bytes(src: &[u8], expected: &[(&str, &str, &str)]) {
    let parsed = hcl2_native::parse_config(src, "t.hcl", Pos::START);
    let got: Vec<(String, String, String)> = parsed
        .diagnostics
        .iter()
        .map(|d| {
            (
                d.summary.clone(),
                d.detail.clone(),
                d.subject.as_ref().map(range_text).unwrap_or_default(),
            )
        })
        .collect();
    let want: Vec<(String, String, String)> = expected
        .iter()
        .map(|(s, d, r)| (s.to_string(), d.to_string(), r.to_string()))
        .collect();
    assert_eq!(
        got,
        want,
        "diagnostics for {:?}",
        String::from_utf8_lossy(src)
    );
}
