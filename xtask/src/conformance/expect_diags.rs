//! Expected diagnostics (a `.t` file's `diagnostics` block of `error` and `warning`
//! blocks) against the ones hcldec reported, as the reference harness correlates them:
//! by severity and exact source range (file name, start and end line, column and byte)
//! only. Summaries and details are not compared, and a repeated expectation or
//! diagnostic counts once. A reported diagnostic without a range, or with one in
//! another file, can never be expected and is passed through as a problem.

use super::position_blocks::StatedRange;
use super::problem::{Location, Problem, Severity};

/// One diagnostic a `.t` file expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectedDiagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Where in the input file.
    pub range: StatedRange,
    /// The `error` or `warning` block's type name in the `.t` file.
    pub declared_at: Location,
}

/// The problems of a test that expects `expected` and got `got` from hcldec for
/// `input`.
pub fn compare(got: &[Problem], expected: &[ExpectedDiagnostic], input: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    // (severity, range) -> the last diagnostic reported there, in first-seen order.
    let mut reported: Vec<((Severity, Location), &Problem)> = Vec::new();
    for diag in got {
        match &diag.subject {
            Some(at) if at.filename == input => {
                let key = (diag.severity, at.clone());
                match reported.iter_mut().find(|(k, _)| *k == key) {
                    Some(slot) => slot.1 = diag,
                    None => reported.push((key, diag)),
                }
            }
            _ => problems.push(diag.clone()),
        }
    }
    let mut wanted: Vec<((Severity, Location), &Location)> = Vec::new();
    for e in expected {
        let key = (e.severity, e.range.in_file(input));
        match wanted.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = &e.declared_at,
            None => wanted.push((key, &e.declared_at)),
        }
    }
    for ((severity, at), diag) in &reported {
        if !wanted.iter().any(|(k, _)| k.0 == *severity && k.1 == *at) {
            problems.push((*diag).clone());
            problems.push(Problem::error(
                "Unexpected diagnostic",
                format!(
                    "No {} diagnostic was expected {}. The unexpected diagnostic was shown above.",
                    severity.word(),
                    at.span_text()
                ),
                Some(at.clone()),
            ));
        }
    }
    for ((severity, at), declared_at) in &wanted {
        if !reported.iter().any(|(k, _)| k.0 == *severity && k.1 == *at) {
            problems.push(Problem::error(
                "Missing expected diagnostic",
                format!(
                    "No {} diagnostic was generated {}.",
                    severity.word(),
                    at.span_text()
                ),
                Some((*declared_at).clone()),
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conformance::problem::Position;

    fn range(from: i64, to: i64) -> StatedRange {
        StatedRange {
            start: Position {
                line: 1,
                column: from + 1,
                byte: from,
            },
            end: Position {
                line: 1,
                column: to + 1,
                byte: to,
            },
        }
    }

    fn diag(severity: Severity, file: Option<&str>, from: i64, to: i64) -> Problem {
        Problem {
            severity,
            summary: "Something".into(),
            detail: String::new(),
            subject: file.map(|f| range(from, to).in_file(f)),
        }
    }

    fn expect(severity: Severity, from: i64, to: i64) -> ExpectedDiagnostic {
        ExpectedDiagnostic {
            severity,
            range: range(from, to),
            declared_at: range(0, 5).in_file("x.t"),
        }
    }

    fn summaries(problems: &[Problem]) -> Vec<&str> {
        problems.iter().map(|p| p.summary.as_str()).collect()
    }

    #[test]
    fn diagnostics_match_by_severity_and_exact_range_only() {
        let got = [
            diag(Severity::Error, Some("in.hcl"), 3, 4),
            diag(Severity::Warning, Some("in.hcl"), 6, 9),
        ];
        let want = [
            expect(Severity::Warning, 6, 9),
            expect(Severity::Error, 3, 4),
        ];
        assert!(compare(&got, &want, "in.hcl").is_empty());
    }

    #[test]
    fn repeats_count_once() {
        let got = [
            diag(Severity::Error, Some("in.hcl"), 3, 4),
            diag(Severity::Error, Some("in.hcl"), 3, 4),
        ];
        let want = [expect(Severity::Error, 3, 4)];
        assert!(compare(&got, &want, "in.hcl").is_empty());
        let got = [diag(Severity::Error, Some("in.hcl"), 3, 4)];
        let want = [expect(Severity::Error, 3, 4), expect(Severity::Error, 3, 4)];
        assert!(compare(&got, &want, "in.hcl").is_empty());
    }

    #[test]
    fn each_kind_of_diagnostic_mismatch_is_reported() {
        let want = [expect(Severity::Error, 3, 4)];
        let p = compare(&[], &want, "in.hcl");
        assert_eq!(summaries(&p), ["Missing expected diagnostic"]);
        assert_eq!(
            p[0].detail,
            "No error diagnostic was generated from line 1 column 4 byte 3 to line 1 column 5 byte 4."
        );
        assert_eq!(p[0].subject, Some(range(0, 5).in_file("x.t")));

        let got = [diag(Severity::Error, Some("in.hcl"), 3, 5)];
        let p = compare(&got, &want, "in.hcl");
        assert_eq!(
            summaries(&p),
            [
                "Something",
                "Unexpected diagnostic",
                "Missing expected diagnostic"
            ]
        );

        let got = [diag(Severity::Warning, Some("in.hcl"), 3, 4)];
        let p = compare(&got, &want, "in.hcl");
        assert_eq!(p[1].summary, "Unexpected diagnostic");
        assert!(p[1]
            .detail
            .starts_with("No warning diagnostic was expected from"));

        for elsewhere in [None, Some("in.hcldec")] {
            let got = [
                diag(Severity::Error, Some("in.hcl"), 3, 4),
                diag(Severity::Error, elsewhere, 3, 4),
            ];
            let p = compare(&got, &want, "in.hcl");
            assert_eq!(summaries(&p), ["Something"], "{elsewhere:?}");
        }
    }
}
