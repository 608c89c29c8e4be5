//! The reference harness (`hclspecsuite` from the Debian package of hashicorp/hcl v2):
//! building it, running it on a suite with a given hcldec, reading its per-test
//! verdicts, and comparing them with ours.
//!
//! The reference harness prints `- <name>` on stdout when a test begins and again when
//! it ends, and writes the test's problems, if any, to stderr in between (each problem
//! is a diagnostic rendered as text, preceded by an empty line). Problems outside any
//! test follow a `== Test harness problems:` heading at the end. It exits with 2 when
//! it reported any problem. We run it with stdout and stderr going to one file, so the
//! two streams keep their order: a test failed when anything but empty lines came
//! between its two name lines.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::check::{Outcome, Verdict};
use crate::oracle::{ensure_toolchain, go_binary, GOPATH, HCL_PACKAGE};

/// The Go package of the reference harness.
const HARNESS_PACKAGE: &str = "github.com/hashicorp/hcl/v2/cmd/hclspecsuite";

/// The reference's own suite, shipped in its package.
pub fn reference_suite() -> PathBuf {
    Path::new(GOPATH).join(HCL_PACKAGE).join("specsuite/tests")
}

/// Installs Go and the reference library if needed and builds the reference harness
/// into `<target>/xtask-conformance/` unless the build there is up to date.
pub fn build_harness(target: &Path) -> Result<PathBuf, String> {
    ensure_toolchain()?;
    let out_dir = target.join("xtask-conformance");
    std::fs::create_dir_all(&out_dir)
        .map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    let binary = out_dir.join("hclspecsuite");
    let stamp_path = out_dir.join("hclspecsuite.stamp");
    let stamp = build_stamp()?;
    let current = std::fs::read_to_string(&stamp_path).unwrap_or_default();
    if current == stamp && binary.is_file() {
        return Ok(binary);
    }
    eprintln!("building the reference harness into {}", binary.display());
    let tmp = out_dir.join("hclspecsuite.tmp");
    let status = Command::new(go_binary())
        .args(["build", "-o"])
        .arg(&tmp)
        .arg(HARNESS_PACKAGE)
        .env("GOPATH", GOPATH)
        .env("GO111MODULE", "off")
        .env("GOFLAGS", "")
        .env("GOCACHE", out_dir.join("gocache"))
        .status()
        .map_err(|e| format!("cannot run go build: {e}"))?;
    if !status.success() {
        return Err(format!("go build of {HARNESS_PACKAGE} failed ({status})"));
    }
    std::fs::rename(&tmp, &binary).map_err(|e| format!("cannot install the harness: {e}"))?;
    std::fs::write(&stamp_path, stamp).map_err(|e| format!("cannot write the stamp: {e}"))?;
    Ok(binary)
}

/// What the build depends on: the Go version and the harness's sources (a package
/// upgrade replaces them, so their sizes and times change).
fn build_stamp() -> Result<String, String> {
    let version = Command::new(go_binary())
        .arg("version")
        .output()
        .map_err(|e| format!("cannot run go version: {e}"))?;
    let mut stamp = String::from_utf8_lossy(&version.stdout).into_owned();
    let sources = Path::new(GOPATH).join("src").join(HARNESS_PACKAGE);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&sources)
        .map_err(|e| format!("cannot read {}: {e}", sources.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    for file in files {
        let meta = std::fs::metadata(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let modified = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos());
        stamp.push_str(&format!("{} {} {modified}\n", file.display(), meta.len()));
    }
    Ok(stamp)
}

/// One test as the reference harness reported it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReferenceTest {
    /// The test's name.
    pub name: String,
    /// Whether it reported no problem.
    pub passed: bool,
    /// The problem text it printed for the test.
    pub text: Vec<String>,
}

/// A whole run of the reference harness.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReferenceRun {
    /// The tests, in the order run.
    pub tests: Vec<ReferenceTest>,
    /// Problems outside any test (unreadable directories), and any output that could
    /// not be placed.
    pub other: Vec<String>,
    /// Whether it exited successfully.
    pub exit_ok: bool,
}

impl ReferenceRun {
    /// How many tests passed and failed.
    pub fn tally(&self) -> (usize, usize) {
        let passed = self.tests.iter().filter(|t| t.passed).count();
        (passed, self.tests.len() - passed)
    }

    /// Whether it passed everything and said nothing else.
    pub fn all_passed(&self) -> bool {
        self.exit_ok && self.other.is_empty() && self.tests.iter().all(|t| t.passed)
    }
}

/// Runs the reference harness at `harness` on `suite` with `hcldec`; its combined
/// output is kept in `log`.
pub fn run_harness(
    harness: &Path,
    suite: &Path,
    hcldec: &Path,
    log: &Path,
) -> Result<ReferenceRun, String> {
    let file = std::fs::File::create(log).map_err(|e| format!("{}: {e}", log.display()))?;
    let err = file
        .try_clone()
        .map_err(|e| format!("{}: {e}", log.display()))?;
    let status = Command::new(harness)
        .arg(suite)
        .arg(hcldec)
        .stdin(Stdio::null())
        .stdout(file)
        .stderr(err)
        .status()
        .map_err(|e| format!("cannot run {}: {e}", harness.display()))?;
    let text = std::fs::read(log).map_err(|e| format!("{}: {e}", log.display()))?;
    let mut run = parse_output(&String::from_utf8_lossy(&text));
    run.exit_ok = status.success();
    Ok(run)
}

/// The verdicts in the reference harness's combined output.
pub fn parse_output(text: &str) -> ReferenceRun {
    let mut run = ReferenceRun::default();
    let mut current: Option<ReferenceTest> = None;
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.starts_with("== Test harness problems:") {
            if let Some(mut test) = current.take() {
                test.text
                    .push("(abandoned: see the harness problems)".into());
                run.tests.push(test);
            }
            run.other.push(line.to_string());
            run.other.extend(lines.by_ref().map(str::to_string));
            break;
        }
        match current.take() {
            Some(mut test) => {
                let quiet = test.text.iter().all(|l| l.trim().is_empty());
                match line.strip_prefix("- ") {
                    Some(name) if name == test.name => {
                        test.passed = quiet;
                        run.tests.push(test);
                    }
                    Some(name) if quiet => {
                        // The test ended without its closing line: the harness gave
                        // up on it (a missing spec file), reporting the problem at
                        // the end; this line begins the next test.
                        test.text
                            .push("(abandoned: see the harness problems)".into());
                        run.tests.push(test);
                        current = Some(ReferenceTest {
                            name: name.to_string(),
                            passed: false,
                            text: Vec::new(),
                        });
                    }
                    _ => {
                        test.text.push(line.to_string());
                        current = Some(test);
                    }
                }
            }
            None => {
                if let Some(name) = line.strip_prefix("- ") {
                    current = Some(ReferenceTest {
                        name: name.to_string(),
                        passed: false,
                        text: Vec::new(),
                    });
                } else if !line.trim().is_empty() {
                    run.other.push(line.to_string());
                }
            }
        }
    }
    if let Some(mut test) = current {
        // The output ended inside a test: the harness died there.
        test.text
            .push("(the reference harness stopped during this test)".into());
        run.tests.push(test);
    }
    run
}

/// The tests on which the two harnesses disagree, one line each.
pub fn compare(ours: &[Outcome], theirs: &ReferenceRun) -> Vec<String> {
    let word = |passed: bool| if passed { "PASS" } else { "FAIL" };
    let mut differences = Vec::new();
    for outcome in ours {
        let our_pass = outcome.verdict == Verdict::Pass;
        match theirs.tests.iter().find(|t| t.name == outcome.name) {
            None => differences.push(format!(
                "{}: ours {}, the reference harness did not run it",
                outcome.name,
                word(our_pass)
            )),
            Some(t) if t.passed != our_pass => differences.push(format!(
                "{}: ours {}, reference {}",
                outcome.name,
                word(our_pass),
                word(t.passed)
            )),
            Some(_) => {}
        }
    }
    for t in &theirs.tests {
        if !ours.iter().any(|o| o.name == t.name) {
            differences.push(format!(
                "{}: reference {}, our harness did not run it",
                t.name,
                word(t.passed)
            ));
        }
    }
    differences
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passing_and_failing_tests_are_told_apart() {
        let out = "- a\n- a\n- dir/b\n\nError: Incorrect result value\n\n  on x.t line 1:\n   1: result = 1\n\n- dir/b\n- c\n- c\n";
        let run = parse_output(out);
        let verdicts: Vec<(&str, bool)> = run
            .tests
            .iter()
            .map(|t| (t.name.as_str(), t.passed))
            .collect();
        assert_eq!(verdicts, [("a", true), ("dir/b", false), ("c", true)]);
        assert_eq!(run.tally(), (2, 1));
        assert!(run.other.is_empty());
    }

    #[test]
    fn harness_problems_and_early_ends_are_kept() {
        let out =
            "- a\n- a\n\n\n\n== Test harness problems:\n\nError: Failed to read test directory\n";
        let run = parse_output(out);
        assert_eq!(run.tests.len(), 1);
        assert_eq!(run.other[0], "== Test harness problems:");
        assert!(run.other.iter().any(|l| l.contains("Failed to read")));
        let run = parse_output("- a\n\nError: x\n");
        assert!(!run.tests[0].passed);
        assert!(run.tests[0].text.last().unwrap().contains("stopped"));
    }

    #[test]
    fn a_test_without_its_closing_line_was_abandoned_and_failed() {
        let out =
            "- a\n- b\n- b\n- c\n\n\n\n== Test harness problems:\n\nError: Missing .hcldec file\n";
        let run = parse_output(out);
        let verdicts: Vec<(&str, bool)> = run
            .tests
            .iter()
            .map(|t| (t.name.as_str(), t.passed))
            .collect();
        assert_eq!(verdicts, [("a", false), ("b", true), ("c", false)]);
        assert_eq!(run.other[0], "== Test harness problems:");
    }

    #[test]
    fn a_problem_line_that_looks_like_another_test_does_not_end_this_one() {
        let out = "- a\n\nError: x\n\n- \t\"got\"\n- a\n";
        let run = parse_output(out);
        assert_eq!(run.tests.len(), 1);
        assert!(!run.tests[0].passed);
    }

    #[test]
    fn verdicts_are_compared_per_test_name() {
        let outcome = |name: &str, verdict| Outcome {
            name: name.into(),
            verdict,
            problems: Vec::new(),
            inputs: 1,
        };
        let ours = [
            outcome("a", Verdict::Pass),
            outcome("b", Verdict::Bad),
            outcome("c", Verdict::Pass),
            outcome("d", Verdict::Fail),
        ];
        let theirs = parse_output("- a\n- a\n- b\nError: x\n- b\n- c\nError: y\n- c\n- e\n- e\n");
        assert_eq!(
            compare(&ours, &theirs),
            [
                "c: ours PASS, reference FAIL",
                "d: ours FAIL, the reference harness did not run it",
                "e: reference PASS, our harness did not run it",
            ]
        );
    }
}
