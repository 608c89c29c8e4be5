//! Traversals (variable references) as the harness compares them: the ones hcldec
//! reports with `--var-refs` against the `expect` blocks of a `.t` file's `traversals`
//! block, with the reference harness's matching rules and messages.
//!
//! Two traversals are equivalent when they have the same steps: same kinds, same
//! names, and index keys that are identical values; ranges do not take part. Every
//! reported traversal must match an expectation (the first equivalent one), and then
//! its file name and start and end positions must be the expected ones; every
//! expectation must be matched by some reported traversal.

use hcl2_core::Traverser;
use hcl2_value::strings::go_quote;
use hcl2_value::Value;

use super::position_blocks::StatedRange;
use super::problem::{Location, Problem};

/// What one step does.
#[derive(Clone, Debug, PartialEq)]
pub enum StepKind {
    /// The variable the traversal starts from.
    Root(String),
    /// `.name`.
    Attr(String),
    /// `[key]`.
    Index(Value),
}

/// One step and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What it does.
    pub kind: StepKind,
    /// Where it is.
    pub location: Location,
}

/// A traversal: its steps in order.
pub type Traversal = Vec<Step>;

/// The steps of one of our traversals.
pub fn from_core(traversal: &hcl2_core::Traversal) -> Traversal {
    traversal
        .0
        .iter()
        .map(|step| {
            let kind = match step {
                Traverser::Root { name, .. } => StepKind::Root(name.clone()),
                Traverser::Attr { name, .. } => StepKind::Attr(name.clone()),
                Traverser::Index { key, .. } => StepKind::Index(key.clone()),
            };
            Step {
                kind,
                location: Location::of(step.range()),
            }
        })
        .collect()
}

/// From the first step's start to the last step's end, in the first step's file (an
/// empty traversal has an empty, nameless range), as the reference's `SourceRange`.
pub fn source_range(traversal: &[Step]) -> Location {
    match (traversal.first(), traversal.last()) {
        (Some(first), Some(last)) => Location {
            filename: first.location.filename.clone(),
            start: first.location.start,
            end: last.location.end,
        },
        _ => Location::default(),
    }
}

/// Whether `a` and `b` have the same steps (ranges aside).
pub fn equivalent(a: &[Step], b: &[Step]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (&x.kind, &y.kind) {
            (StepKind::Root(m), StepKind::Root(n)) | (StepKind::Attr(m), StepKind::Attr(n)) => {
                m == n
            }
            (StepKind::Index(k), StepKind::Index(l)) => k.raw_equals(l),
            _ => false,
        })
}

/// A traversal a `.t` file expects.
#[derive(Clone, Debug)]
pub struct ExpectedTraversal {
    /// The `ref` expression read as a traversal (its ranges are in the `.t` file).
    pub traversal: Traversal,
    /// Where in the input file it must be.
    pub range: StatedRange,
}

/// The problems with the traversals hcldec reported (`got`) for `input`, against the
/// expectations.
pub fn compare(got: &[Traversal], expected: &[ExpectedTraversal], input: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    for traversal in got {
        match expected
            .iter()
            .find(|e| equivalent(&e.traversal, traversal))
        {
            None => problems.push(Problem::error(
                "Unexpected traversal",
                "Detected traversal that is not indicated as expected in the test file.",
                Some(source_range(traversal)),
            )),
            Some(e) => problems.extend(check_position(traversal, e, input)),
        }
    }
    for e in expected {
        if !got.iter().any(|t| equivalent(t, &e.traversal)) {
            problems.push(Problem::error(
                "Missing expected traversal",
                "This expected traversal was not detected.",
                Some(source_range(&e.traversal)),
            ));
        }
    }
    problems
}

/// The problems with where `got` is, given the expectation it matched.
fn check_position(got: &[Step], expected: &ExpectedTraversal, input: &str) -> Vec<Problem> {
    let got_range = source_range(got);
    if got_range.filename != input {
        return vec![Problem::error(
            "Incorrect filename in detected traversal",
            format!(
                "Filename was reported as {}, but was expecting {}.",
                go_quote(&got_range.filename),
                go_quote(input)
            ),
            Some(source_range(&expected.traversal)),
        )];
    }
    let want = expected.range.in_file(input);
    let mut problems = Vec::new();
    for (which, got_pos, want_pos) in [
        ("start", got_range.start, want.start),
        ("end", got_range.end, want.end),
    ] {
        if got_pos != want_pos {
            let upper = if which == "start" { "Start" } else { "End" };
            problems.push(Problem::error(
                format!("Incorrect {which} position in detected traversal"),
                format!(
                    "{upper} position was reported as {got_pos}, but was expecting {want_pos}."
                ),
                Some(want.clone()),
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conformance::problem::Position;

    fn loc(file: &str, from: i64, to: i64) -> Location {
        Location {
            filename: file.into(),
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

    fn step(kind: StepKind, file: &str, from: i64, to: i64) -> Step {
        Step {
            kind,
            location: loc(file, from, to),
        }
    }

    /// `var.a[0]` at bytes `at..at+8` of `file`.
    fn var_a0(file: &str, at: i64) -> Traversal {
        vec![
            step(StepKind::Root("var".into()), file, at, at + 3),
            step(StepKind::Attr("a".into()), file, at + 3, at + 5),
            step(StepKind::Index(Value::from(0)), file, at + 5, at + 8),
        ]
    }

    fn expect(at: i64, to: i64) -> ExpectedTraversal {
        let range = loc("in.hcl", at, to);
        ExpectedTraversal {
            traversal: var_a0("x.t", 40),
            range: StatedRange {
                start: range.start,
                end: range.end,
            },
        }
    }

    fn summaries(problems: &[Problem]) -> Vec<&str> {
        problems.iter().map(|p| p.summary.as_str()).collect()
    }

    #[test]
    fn equivalence_ignores_ranges_but_not_steps_or_key_types() {
        assert!(equivalent(&var_a0("a", 0), &var_a0("b", 9)));
        let mut string_key = var_a0("a", 0);
        string_key[2].kind = StepKind::Index(Value::string("0"));
        assert!(!equivalent(&var_a0("a", 0), &string_key));
        let mut attr_not_root = var_a0("a", 0);
        attr_not_root[0].kind = StepKind::Attr("var".into());
        assert!(!equivalent(&var_a0("a", 0), &attr_not_root));
        assert!(!equivalent(&var_a0("a", 0)[..2], &var_a0("a", 0)));
        assert!(equivalent(&[], &[]));
    }

    #[test]
    fn matching_traversals_in_place_pass() {
        assert!(compare(&[var_a0("in.hcl", 4)], &[expect(4, 12)], "in.hcl").is_empty());
    }

    #[test]
    fn each_kind_of_traversal_mismatch_is_reported() {
        let p = compare(&[var_a0("in.hcl", 4)], &[], "in.hcl");
        assert_eq!(summaries(&p), ["Unexpected traversal"]);
        let p = compare(&[], &[expect(4, 12)], "in.hcl");
        assert_eq!(summaries(&p), ["Missing expected traversal"]);
        let p = compare(&[var_a0("in.hcl", 5)], &[expect(4, 12)], "in.hcl");
        assert_eq!(
            summaries(&p),
            [
                "Incorrect start position in detected traversal",
                "Incorrect end position in detected traversal"
            ]
        );
        assert_eq!(
            p[0].detail,
            "Start position was reported as line 1 column 6 byte 5, but was expecting line 1 column 5 byte 4."
        );
        let p = compare(&[var_a0("other.hcl", 4)], &[expect(4, 12)], "in.hcl");
        assert_eq!(summaries(&p), ["Incorrect filename in detected traversal"]);
    }

    #[test]
    fn every_reported_duplicate_is_checked_against_the_first_equivalent_expectation() {
        // The second expectation is never the one matched, so its range is not checked;
        // both traversals at byte 4 are fine, the one at byte 20 is misplaced.
        let got = [var_a0("in.hcl", 4), var_a0("in.hcl", 20)];
        let p = compare(&got, &[expect(4, 12), expect(20, 28)], "in.hcl");
        assert_eq!(
            summaries(&p),
            [
                "Incorrect start position in detected traversal",
                "Incorrect end position in detected traversal"
            ]
        );
    }
}
