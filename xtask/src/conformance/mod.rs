//! `cargo xtask conformance`: the conformance suite (issue 5), run by our harness, and
//! optionally checked against the reference harness.
//!
//! A suite is a directory tree in the reference suite's format (hashicorp/hcl's
//! `specsuite`): for each test `x`, an input `x.hcl` and/or `x.hcl.json`, a decoding
//! spec `x.hcldec` and expectations `x.t`. The harness runs the `hcldec` program under
//! test on every input exactly as the reference harness does and checks what it
//! reports against the expectations, with the reference harness's rules:
//!
//! - [`discover`] — which files are tests, in which order, and how their spec and
//!   inputs are found;
//! - [`test_file`] — reading `.t` files (native HCL, read with our own parser), with
//!   [`type_expr`] for `result_type` and [`position_blocks`] for stated ranges;
//! - [`hcldec`] — running hcldec and reading its JSON ([`go_json`] reads it as Go does);
//! - [`check`] — one test's verdict: result type and value ([`value_diff`] shows where
//!   values differ), expected diagnostics ([`expect_diags`]) and traversals
//!   ([`traversal`]);
//! - [`report`] — running a suite and printing one line per failing test, then
//!   `N passed, M failed`;
//! - [`reference`](mod@reference) — building and running the reference harness (`hclspecsuite`, from
//!   the Debian package) and comparing its per-test verdicts with ours.
//!
//! `--reference` runs both harnesses with the same hcldec on our suite and on the
//! reference's own `specsuite/tests`; it fails unless the reference harness passes
//! every test and the two harnesses agree on every test.

mod check;
mod discover;
mod expect_diags;
mod go_json;
mod go_path;
mod hcldec;
mod position_blocks;
mod problem;
mod reference;
mod report;
#[cfg(test)]
mod scratch;
mod test_file;
mod traversal;
mod type_expr;
mod value_diff;

#[cfg(test)]
mod mismatch_tests;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::differential::{repo_root, target_dir};
use hcldec::Hcldec;
use report::{render, run_suite, SuiteRun};

/// The usage text.
pub const HELP: &str =
    "usage: cargo xtask conformance [--suite DIR] [--hcldec PATH] [--reference] [--verbose]

Runs a conformance suite in the reference suite's format (for each test: x.hcl and/or
x.hcl.json input, x.hcldec spec, x.t expectations) with hcldec, as the reference
harness (hashicorp/hcl's hclspecsuite) would, printing one line per failing test, then
`N passed, M failed`; exits non-zero on any failure.

  --suite DIR    the suite to run (default: tests/conformance in the repository)
  --hcldec PATH  the hcldec to test (default: ours, built with
                 `cargo build -p hcl2-cli --bin hcldec`)
  --reference    also build the reference harness (Go and the hcl package are
                 installed with apt-get when missing) and run it with the same hcldec on
                 the suite and on the reference's own specsuite/tests; fails unless it
                 passes every test and agrees with our harness on every test
  --verbose      list every problem of each failing test";

#[derive(Debug, Default, PartialEq, Eq)]
struct Options {
    suite: Option<PathBuf>,
    hcldec: Option<PathBuf>,
    reference: bool,
    verbose: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .map(PathBuf::from)
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--suite" => options.suite = Some(value("--suite")?),
            "--hcldec" => options.hcldec = Some(value("--hcldec")?),
            "--reference" => options.reference = true,
            "--verbose" | "-v" => options.verbose = true,
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    Ok(options)
}

/// Runs the command.
pub fn run(args: &[String]) -> ExitCode {
    let options = match parse_args(args) {
        Ok(o) => o,
        Err(msg) if msg.is_empty() => {
            println!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(msg) => {
            eprintln!("{msg}\n\n{HELP}");
            return ExitCode::from(2);
        }
    };
    match run_with(&options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(msg) => {
            eprintln!("conformance: {msg}");
            ExitCode::from(2)
        }
    }
}

/// Runs with `options`; whether everything passed, or why nothing could be run.
fn run_with(options: &Options) -> Result<bool, String> {
    let root = repo_root();
    let target = target_dir(&root);
    let hcldec = match &options.hcldec {
        Some(path) => Hcldec::find(path)?,
        None => Hcldec::find(&crate::cli_build::build_debug_cli(
            &root,
            &target,
            "hcldec",
            "; use --hcldec PATH to test another hcldec",
        )?)?,
    };
    let default_suite = root.join("tests/conformance");
    let suite = options.suite.clone().unwrap_or(default_suite);
    if !options.reference {
        let run = run_suite(&suite, &hcldec);
        return Ok(report_ours(&suite, &run, options.verbose));
    }
    let harness = reference::build_harness(&target)?;
    let log_dir = target.join("xtask-conformance");
    let mut ok = true;
    for (label, suite, log) in [
        ("the suite", suite, "reference-harness-suite.log"),
        (
            "the reference's own suite",
            reference::reference_suite(),
            "reference-harness-own-suite.log",
        ),
    ] {
        println!("== {label}: {}", suite.display());
        let ours = run_suite(&suite, &hcldec);
        let ours_ok = report_ours(&suite, &ours, options.verbose);
        let log = log_dir.join(log);
        let theirs = reference::run_harness(&harness, &suite, hcldec.path(), &log)?;
        let (passed, failed) = theirs.tally();
        println!("reference harness: {passed} passed, {failed} failed");
        for line in theirs.other.iter().filter(|l| !l.trim().is_empty()) {
            println!("reference harness: {line}");
        }
        if !theirs.all_passed() {
            println!("reference harness output: {}", log.display());
        }
        let differences = reference::compare(&ours.outcomes, &theirs);
        for d in &differences {
            println!("DIFFER {d}");
        }
        println!(
            "verdicts: the two harnesses differ on {} of {} tests",
            differences.len(),
            ours.outcomes.len().max(theirs.tests.len())
        );
        ok &= ours_ok && theirs.all_passed() && differences.is_empty();
    }
    Ok(ok)
}

/// Prints our harness's report of `run` (of `suite`); whether everything passed. A
/// suite without tests does not pass.
fn report_ours(suite: &Path, run: &SuiteRun, verbose: bool) -> bool {
    for line in render(run, verbose) {
        println!("{line}");
    }
    if run.outcomes.is_empty() {
        let why = if suite.is_dir() {
            "it has no tests (.t files)"
        } else {
            "it does not exist or is not a directory"
        };
        println!(
            "no conformance tests were run from {}: {why}",
            suite.display()
        );
        return false;
    }
    println!("{}", run.summary());
    run.all_passed()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Result<Options, String> {
        parse_args(&list.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn options_default_to_our_suite_and_hcldec() {
        assert_eq!(args(&[]).unwrap(), Options::default());
    }

    #[test]
    fn options_are_read() {
        let o = args(&["--suite", "s", "--hcldec", "/bin/h", "--reference", "-v"]).unwrap();
        assert_eq!(
            o,
            Options {
                suite: Some("s".into()),
                hcldec: Some("/bin/h".into()),
                reference: true,
                verbose: true,
            }
        );
    }

    #[test]
    fn bad_options_are_errors() {
        assert!(args(&["--suite"]).is_err());
        assert!(args(&["--bogus"]).is_err());
        assert_eq!(args(&["--help"]).err(), Some(String::new()));
    }
}
