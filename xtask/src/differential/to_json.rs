//! Category `to-json`: our `hcl2 to-json` against `@cdktf/hcl2json` (issue 33) on
//! every native-syntax file of the corpus: the same JSON text byte for byte, or the
//! same error message.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::files::{collect, default_corpus, is_native, Options};
use super::{repo_root, target_dir, Tally};
use crate::hcl2json;

/// What `--help` says about this category.
pub const HELP: &str = "\
category to-json: converts every native-syntax file (.tf .hcl .tfvars .nomad) of the
corpus with `hcl2 to-json` (one process per file) and with @cdktf/hcl2json (installed
with npm under the target directory when missing; run by xtask/hcl2json/driver.js in
Node), and compares standard output with hcl2json's JSON text byte for byte, or the
first line of standard error with its error message. Takes --corpus, --limit, --file
and --show.

  known deliberate differences (reported, not failures):
  go-map-order     a body with several attributes that cannot be converted (`-true`):
                   hcl2json names whichever its Go map iteration meets first (it varies
                   from run to run); we name the first in source order
  not-utf8         a file that is not UTF-8: Node decodes it with replacement
                   characters before hcl2json sees it; we report the invalid bytes";

/// One file's comparison.
enum Verdict {
    Same,
    Deliberate(&'static str),
    Different(String),
}

/// Runs the comparison and prints its report.
pub fn run(options: &Options) -> Result<Tally, String> {
    let root = repo_root();
    let target = target_dir(&root);
    let files = files(options, &root)?;
    let package = hcl2json::ensure_installed(&target)?;
    let ours = crate::cli_build::build_debug_cli(&root, &target, "hcl2", "")?;
    let theirs = hcl2json::convert(&root, &package, &files)?;
    let verdicts = compare_all(&ours, &files, &theirs);
    let mut tally = Tally::default();
    let mut deliberate = std::collections::BTreeMap::<&str, usize>::new();
    let mut shown = 0;
    for (file, verdict) in files.iter().zip(verdicts) {
        match verdict {
            Verdict::Same => tally.passed += 1,
            Verdict::Deliberate(kind) => {
                tally.passed += 1;
                *deliberate.entry(kind).or_default() += 1;
            }
            Verdict::Different(report) => {
                tally.failed += 1;
                if shown < options.show {
                    shown += 1;
                    println!("DIFFERENT {}\n{report}", file.display());
                }
            }
        }
    }
    for (kind, n) in deliberate {
        println!("to-json: {n} known deliberate difference(s): {kind}");
    }
    Ok(tally)
}

/// The files compared: `--file`s, or the corpus's native files sorted (and `--limit`ed).
fn files(options: &Options, root: &Path) -> Result<Vec<PathBuf>, String> {
    if !options.files.is_empty() {
        return Ok(options.files.clone());
    }
    let corpus = match &options.corpus {
        Some(dir) => dir.clone(),
        None => default_corpus(root)?,
    };
    let mut files = Vec::new();
    collect(&corpus, &mut files, &is_native)?;
    files.sort();
    if let Some(limit) = options.limit {
        files.truncate(limit);
    }
    Ok(files)
}

/// Every file through our binary, on two threads, compared with hcl2json's answer.
fn compare_all(ours: &Path, files: &[PathBuf], theirs: &[hcl2json::Answer]) -> Vec<Verdict> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunk = files.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .zip(theirs.chunks(chunk))
            .map(|(files, theirs)| {
                scope.spawn(move || {
                    files
                        .iter()
                        .zip(theirs)
                        .map(|(file, answer)| compare(ours, file, answer))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}

fn compare(ours: &Path, file: &Path, theirs: &hcl2json::Answer) -> Verdict {
    let output = match Command::new(ours)
        .args(["--color", "never", "to-json"])
        .arg(file)
        .output()
    {
        Ok(output) => output,
        Err(e) => return Verdict::Different(format!("  cannot run hcl2: {e}")),
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let first_err = stderr.lines().next().unwrap_or("");
    let ours = if output.status.success() {
        Ok(stdout.strip_suffix('\n').unwrap_or(&stdout))
    } else {
        Err(first_err)
    };
    match (ours, theirs) {
        (Ok(a), Ok(b)) if a == b => Verdict::Same,
        (Err(a), Err(b)) if a == b => Verdict::Same,
        (Err(a), Err(b)) if map_order(a, b) => Verdict::Deliberate("go-map-order"),
        (Err(_), Ok(_))
            if std::str::from_utf8(&std::fs::read(file).unwrap_or_default()).is_err() =>
        {
            Verdict::Deliberate("not-utf8")
        }
        (a, b) => Verdict::Different(format!(
            "  ours:    {}\n  hcl2json: {}",
            describe(a.map(str::to_owned).map_err(str::to_owned)),
            describe(b.clone())
        )),
    }
}

/// Two messages about a failed negation in the same body (they differ only in which
/// attribute the Go map iteration met first).
fn map_order(a: &str, b: &str) -> bool {
    const MARK: &str = "convert expression: ";
    match (a.find(MARK), b.find(MARK)) {
        (Some(i), Some(j)) => a[..i] == b[..j],
        _ => false,
    }
}

fn describe(answer: Result<String, String>) -> String {
    let (tag, text) = match answer {
        Ok(json) => ("json", json),
        Err(message) => ("error", message),
    };
    let cut: String = text.chars().take(400).collect();
    format!("{tag} {cut}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_that_differ_only_in_the_attribute_named_are_map_order() {
        let a = "convert to HCL: convert file: convert body: convert expression: f:1,6-10: Invalid operand; x";
        let b = "convert to HCL: convert file: convert body: convert expression: f:2,6-7: Invalid operand; y";
        assert!(map_order(a, b));
        let c = "convert to HCL: convert file: convert body: convert block: convert body: convert expression: f:2,6-7: x";
        assert!(!map_order(a, c));
        assert!(!map_order("parse config: [a]", "parse config: [b]"));
    }
}
