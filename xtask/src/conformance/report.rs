//! Running a whole suite with our harness, and the lines it prints: one per failing or
//! bad test with its first problem (all of them with `--verbose`), a note for tests
//! that check nothing, then `N passed, M failed`.

use std::path::Path;

use super::check::{run_test, Outcome, Verdict};
use super::discover::discover;
use super::hcldec::Hcldec;
use super::problem::Problem;

/// Every test of a suite, run.
#[derive(Debug, Default)]
pub struct SuiteRun {
    /// One outcome per test, in running order.
    pub outcomes: Vec<Outcome>,
    /// Problems outside any test (unreadable directories).
    pub harness_problems: Vec<Problem>,
}

impl SuiteRun {
    /// How many tests passed and how many did not.
    pub fn tally(&self) -> (usize, usize) {
        let passed = self
            .outcomes
            .iter()
            .filter(|o| o.verdict == Verdict::Pass)
            .count();
        (passed, self.outcomes.len() - passed)
    }

    /// Whether every test passed and nothing else went wrong.
    pub fn all_passed(&self) -> bool {
        self.harness_problems.is_empty() && self.outcomes.iter().all(|o| o.verdict == Verdict::Pass)
    }

    /// `N passed, M failed`, with how many of the failures are bad test files.
    pub fn summary(&self) -> String {
        let (passed, failed) = self.tally();
        let bad = self
            .outcomes
            .iter()
            .filter(|o| o.verdict == Verdict::Bad)
            .count();
        let mut line = format!("{passed} passed, {failed} failed");
        if bad > 0 {
            line.push_str(&format!(" ({bad} of them bad test files)"));
        }
        line
    }
}

/// Runs every test under `suite` against `hcldec`.
pub fn run_suite(suite: &Path, hcldec: &Hcldec) -> SuiteRun {
    let found = discover(suite);
    SuiteRun {
        outcomes: found.cases.iter().map(|c| run_test(c, hcldec)).collect(),
        harness_problems: found.problems,
    }
}

/// A problem on one line: its summary, place and the first line of its detail.
fn one_line(p: &Problem) -> String {
    let mut line = p.summary.clone();
    if let Some(at) = &p.subject {
        line.push_str(&format!(" ({at})"));
    }
    if let Some(first) = p.detail.lines().next().filter(|l| !l.is_empty()) {
        line.push_str(": ");
        line.push_str(first);
    }
    line
}

/// The lines reporting `run` (without the summary).
pub fn render(run: &SuiteRun, verbose: bool) -> Vec<String> {
    let mut lines = Vec::new();
    for o in &run.outcomes {
        let label = match o.verdict {
            Verdict::Pass => {
                if o.inputs == 0 {
                    lines.push(format!(
                        "note: {} has no .hcl or .hcl.json input, so nothing was checked",
                        o.name
                    ));
                }
                continue;
            }
            Verdict::Fail => "FAIL",
            Verdict::Bad => "BAD ",
        };
        let mut line = format!("{label} {}", o.name);
        if o.verdict == Verdict::Bad {
            line.push_str(" (bad test file)");
        }
        if verbose {
            line.push_str(&format!(" ({} problems):", o.problems.len()));
        } else if let Some(first) = o.problems.first() {
            line.push_str(": ");
            line.push_str(&one_line(first));
        }
        if o.problems.len() > 1 && !verbose {
            line.push_str(&format!(
                " (+{} more; --verbose lists them)",
                o.problems.len() - 1
            ));
        }
        lines.push(line);
        if verbose {
            for p in &o.problems {
                for (i, text) in p.to_string().lines().enumerate() {
                    let indent = if i == 0 { "    " } else { "      " };
                    lines.push(format!("{indent}{text}"));
                }
            }
        }
    }
    for p in &run.harness_problems {
        lines.push(format!("suite problem: {}", one_line(p)));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(name: &str, verdict: Verdict, problems: Vec<Problem>, inputs: usize) -> Outcome {
        Outcome {
            name: name.into(),
            verdict,
            problems,
            inputs,
        }
    }

    #[test]
    fn one_line_per_failing_test_then_the_counts() {
        let run = SuiteRun {
            outcomes: vec![
                outcome("ok", Verdict::Pass, vec![], 1),
                outcome("empty", Verdict::Pass, vec![], 0),
                outcome(
                    "wrong",
                    Verdict::Fail,
                    vec![
                        Problem::error(
                            "Incorrect result value",
                            "Input file x produced 1.\n\nmore",
                            None,
                        ),
                        Problem::error("Incorrect result type", "", None),
                    ],
                    1,
                ),
                outcome(
                    "broken",
                    Verdict::Bad,
                    vec![Problem::error("Missing .hcldec file", "No spec.", None)],
                    0,
                ),
            ],
            harness_problems: vec![],
        };
        assert_eq!(
            render(&run, false),
            [
                "note: empty has no .hcl or .hcl.json input, so nothing was checked",
                "FAIL wrong: Incorrect result value: Input file x produced 1. (+1 more; --verbose lists them)",
                "BAD  broken (bad test file): Missing .hcldec file: No spec.",
            ]
        );
        assert_eq!(
            run.summary(),
            "2 passed, 2 failed (1 of them bad test files)"
        );
        assert!(!run.all_passed());
        let verbose = render(&run, true);
        assert!(verbose.contains(&"FAIL wrong (2 problems):".to_string()));
        assert!(verbose.contains(&"    error: Incorrect result type".to_string()));
        assert!(verbose.contains(&"      more".to_string()));
    }
}
