//! Category `files`: the parse comparison over the real-world corpus (issue 7, first
//! part).
//!
//! The corpus's native-syntax files go to the Go oracle in one process (a list of paths
//! on stdin) and, in-process, to `hcl2_native::parse_config`. Both results are reduced to
//! the canonical records of [`record`] and judged by
//! [`classify`].

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::classify::{self, Case, Deliberate, Disagreement, Verdict};
use super::record::{self, Diag, OracleLine, Side};
use super::{panic_message, repo_root, run_quietly, target_dir, Tally};
use crate::oracle::{Answer, Oracle};

/// Extensions of native-syntax files (`.json` files are the JSON syntax: skipped).
const NATIVE_EXTENSIONS: [&str; 4] = ["tf", "hcl", "tfvars", "nomad"];

/// What `--help` says about this category.
pub const HELP: &str = "\
category files: parses every native-syntax file (.tf .hcl .tfvars .nomad) of the
corpus with the reference and with hcl2-native, and compares: both error-free, or both
with errors whose FIRST error has the same subject range (start and end
line/column/byte). Summary differences are counted separately.

  --corpus DIR   corpus directory (default: ../shared/corpus beside the repository)
  --limit N      only the first N files (sorted by path)
  --file PATH    compare only this file (repeatable; all its diagnostics are shown;
                 implies --category files)
  --json         print one JSON comparison record per file on stdout (summary on stderr)

  known deliberate differences (reported, not failures):
  tabs                 we treat tabs as whitespace; where the reference reports
                       \"Tab characters may not be used\", we compare with the reference's
                       parse of the file with tabs replaced by spaces (2.14.1 never
                       reports it)
  namespaced-function  provider::ns::fn(...) calls: 2.14 reports an error on a colon of
                       the `::` (summary depends on context); we report none
  byte-order-mark      a UTF-8 BOM at the start: 2.14 skips it, we report an error on it
  not compared: files on which the reference crashes (Go stack overflow on deep nesting).";

/// Options of the files category.
#[derive(Debug, Default)]
pub struct Options {
    pub corpus: Option<PathBuf>,
    pub limit: Option<usize>,
    pub show: usize,
    pub files: Vec<PathBuf>,
    pub json: bool,
}

/// `../shared/corpus` beside the repository; when the compiled-in location has no corpus
/// (e.g. the binary was built elsewhere), the same beside any ancestor of the working
/// directory.
pub(super) fn default_corpus(root: &Path) -> Result<PathBuf, String> {
    let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
    let beside = |dir: &Path| dir.parent().map(|p| p.join("shared/corpus"));
    let mut candidates: Vec<PathBuf> = beside(&root).into_iter().collect();
    if let Ok(cwd) = std::env::current_dir() {
        candidates.extend(cwd.ancestors().filter_map(beside));
    }
    candidates
        .iter()
        .find(|c| c.is_dir())
        .cloned()
        .ok_or_else(|| {
            format!(
            "no corpus at {} (expected ../shared/corpus beside the repository); pass --corpus DIR",
            candidates
                .first()
                .map_or_else(|| "../shared/corpus".into(), |c| c.display().to_string())
        )
        })
}

pub(super) fn is_native(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| NATIVE_EXTENSIONS.contains(&e))
}

/// Every file under `dir` (recursively) that `accept` takes.
pub(super) fn collect(
    dir: &Path,
    out: &mut Vec<PathBuf>,
    accept: &dyn Fn(&Path) -> bool,
) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        let path = entry.path();
        let kind = entry
            .file_type()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        if kind.is_dir() {
            collect(&path, out, accept)?;
        } else if kind.is_file() && accept(&path) {
            out.push(path);
        }
    }
    Ok(())
}

/// One file under comparison.
struct Item {
    /// Path given to the oracle (absolute or as the user wrote it).
    path: PathBuf,
    /// Path shown in reports (relative to the corpus).
    shown: String,
    src: Vec<u8>,
    ours: Side,
    theirs: Side,
    theirs_without_tabs: Option<Side>,
}

/// Runs the comparison and prints its report; the tally counts failing disagreements
/// as failed and every other file as passed.
pub fn run(options: &Options) -> Result<Tally, String> {
    let started = std::time::Instant::now();
    let root = repo_root();
    let single_files = !options.files.is_empty();

    let (base, mut paths) = if single_files {
        (None, options.files.clone())
    } else {
        let corpus = match &options.corpus {
            Some(dir) => dir.clone(),
            None => default_corpus(&root)?,
        };
        let corpus = corpus
            .canonicalize()
            .map_err(|e| format!("corpus {}: {e}", corpus.display()))?;
        let mut paths = Vec::new();
        collect(&corpus, &mut paths, &is_native)?;
        paths.sort();
        (Some(corpus), paths)
    };
    if let Some(limit) = options.limit {
        paths.truncate(limit);
    }
    // The oracle reads one path per line.
    paths.retain(|p| {
        let ok = !p.to_string_lossy().contains(['\n', '\r']);
        if !ok {
            eprintln!("skipping {:?}: newline in its name", p);
        }
        ok
    });

    let mut items = Vec::with_capacity(paths.len());
    for path in paths {
        let src = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let shown = base
            .as_ref()
            .and_then(|b| path.strip_prefix(b).ok())
            .unwrap_or(&path)
            .to_string_lossy()
            .into_owned();
        items.push(Item {
            path,
            shown,
            src,
            ours: Side::Diagnostics(Vec::new()),
            theirs: Side::Diagnostics(Vec::new()),
            theirs_without_tabs: None,
        });
    }

    // The reference in its own process while we parse in this one.
    let requests: Vec<String> = items
        .iter()
        .map(|i| i.path.to_string_lossy().into_owned())
        .collect();
    let target = target_dir(&root);
    let reference = std::thread::spawn(move || -> Result<(Oracle, Vec<Side>), String> {
        let oracle = Oracle::prepare(&root, &target)?;
        let sides = oracle_parse(&oracle, &["parse"], &requests)?;
        Ok((oracle, sides))
    });
    let ours = parse_ours(&items)?;
    let (oracle, theirs) = reference
        .join()
        .map_err(|_| "the oracle thread panicked".to_string())??;
    for ((item, o), t) in items.iter_mut().zip(ours).zip(theirs) {
        item.ours = o;
        item.theirs = t;
    }

    // Deliberate difference (1): rerun the reference without tabs where it complained.
    let tabbed: Vec<usize> = (0..items.len())
        .filter(|&i| classify::has_tab_diagnostic(&items[i].theirs))
        .collect();
    if !tabbed.is_empty() {
        let requests: Vec<String> = tabbed
            .iter()
            .map(|&i| items[i].path.to_string_lossy().into_owned())
            .collect();
        let sides = oracle_parse(&oracle, &["parse", "-tabs-to-spaces"], &requests)?;
        for (i, side) in tabbed.into_iter().zip(sides) {
            items[i].theirs_without_tabs = Some(side);
        }
    }

    let verdicts: Vec<Verdict> = items
        .iter()
        .map(|item| {
            classify::classify(&Case {
                src: &item.src,
                ours: &item.ours,
                theirs: &item.theirs,
                theirs_without_tabs: item.theirs_without_tabs.as_ref(),
            })
        })
        .collect();

    if options.json {
        for (item, verdict) in items.iter().zip(&verdicts) {
            println!("{}", json_record(item, *verdict));
        }
    }
    let report = render_report(&items, &verdicts, options.show, single_files);
    let elapsed = format!("({:.1}s)", started.elapsed().as_secs_f64());
    if options.json {
        eprintln!("{report}{elapsed}");
    } else {
        println!("{report}{elapsed}");
    }
    let failed = verdicts.iter().filter(|v| v.is_failure()).count();
    let not_compared = verdicts
        .iter()
        .filter(|v| **v == Verdict::ReferenceCrashed)
        .count();
    Ok(Tally {
        passed: verdicts.len() - failed - not_compared,
        failed,
        not_compared,
    })
}

/// Runs the oracle in `parse` mode and turns its answers into [`Side`]s.
fn oracle_parse(oracle: &Oracle, args: &[&str], requests: &[String]) -> Result<Vec<Side>, String> {
    let answers = oracle.run(args, requests)?;
    answers
        .into_iter()
        .zip(requests)
        .map(|(answer, request)| match answer {
            Answer::Line(line) => {
                let parsed: OracleLine = serde_json::from_str(&line)
                    .map_err(|e| format!("bad oracle line for {request}: {e}: {line}"))?;
                if parsed.file != *request {
                    return Err(format!(
                        "oracle answered for {} instead of {request}",
                        parsed.file
                    ));
                }
                Ok(parsed.into_side())
            }
            Answer::Died(why) => Ok(Side::Panic(format!("oracle process died: {why}"))),
        })
        .collect()
}

/// Parses every item with our parser, catching panics per file, on a thread with a
/// large stack so deep nesting has room (a stack overflow would still abort).
fn parse_ours(items: &[Item]) -> Result<Vec<Side>, String> {
    run_quietly("parse", || {
        items
            .iter()
            .map(|item| parse_one(&item.src, &item.shown))
            .collect()
    })
}

fn parse_one(src: &[u8], name: &str) -> Side {
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        hcl2_native::parse_config(src, name, hcl2_core::Pos::START)
    }));
    match result {
        Ok(parsed) => Side::Diagnostics(record::from_native(&parsed.diagnostics)),
        Err(payload) => Side::Panic(panic_message(payload.as_ref())),
    }
}

fn json_record(item: &Item, verdict: Verdict) -> serde_json::Value {
    serde_json::json!({
        "file": item.shown,
        "verdict": verdict.name(),
        "failure": verdict.is_failure(),
        "summary_mismatch": matches!(verdict, Verdict::Agree { summary_mismatch: true }),
        "ours": item.ours.to_json(&item.shown),
        "theirs": item.theirs.to_json(&item.shown),
        "theirs_without_tabs": item.theirs_without_tabs.as_ref().map(|s| s.to_json(&item.shown)),
    })
}

fn describe_diag(d: &Diag) -> String {
    let at = match d.subject {
        Some(r) => format!(
            "{}:{}-{}:{} (bytes {}-{})",
            r.start.line, r.start.column, r.end.line, r.end.column, r.start.byte, r.end.byte
        ),
        None => "(no subject)".to_string(),
    };
    format!("{at} {}: {}; {}", d.severity, d.summary, d.detail)
}

fn describe_side(side: &Side, all: bool) -> Vec<String> {
    match side {
        Side::Diagnostics(diags) if all => {
            if diags.is_empty() {
                vec!["no diagnostics".into()]
            } else {
                diags.iter().map(describe_diag).collect()
            }
        }
        Side::Diagnostics(_) => vec![side
            .first_error()
            .map(describe_diag)
            .unwrap_or_else(|| "no errors".into())],
        Side::Panic(msg) => vec![format!("panic: {}", msg.lines().next().unwrap_or(""))],
        Side::Failure(msg) => vec![format!("failure: {msg}")],
    }
}

/// Statistics about the reference's own results (which files it rejects, and how).
fn reference_stats(items: &[Item]) -> String {
    let mut with_errors = 0;
    let mut tab_only = 0;
    let mut namespaced = 0;
    let mut crashed = 0;
    let mut summaries: BTreeMap<&str, usize> = BTreeMap::new();
    for item in items {
        match &item.theirs {
            Side::Diagnostics(diags) => {
                let errors: Vec<&Diag> = diags.iter().filter(|d| d.is_error()).collect();
                let Some(first) = errors.first() else {
                    continue;
                };
                with_errors += 1;
                *summaries.entry(first.summary.as_str()).or_default() += 1;
                if errors
                    .iter()
                    .all(|d| classify::has_tab_diagnostic(&Side::Diagnostics(vec![(*d).clone()])))
                {
                    tab_only += 1;
                }
                if first
                    .subject
                    .is_some_and(|r| classify::on_namespaced_colon(&item.src, r.start.byte))
                {
                    namespaced += 1;
                }
            }
            Side::Panic(_) => crashed += 1,
            Side::Failure(_) => {}
        }
    }
    let mut out = format!(
        "reference: {with_errors} files with errors ({tab_only} tab-only, {namespaced} first error on a `::` call), {crashed} crashed\n"
    );
    let mut by_count: Vec<(&str, usize)> = summaries.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    for (summary, n) in by_count {
        out.push_str(&format!("  {n:6}  {summary}\n"));
    }
    out
}

fn render_report(items: &[Item], verdicts: &[Verdict], show: usize, all_diags: bool) -> String {
    let count = |f: &dyn Fn(&Verdict) -> bool| verdicts.iter().filter(|v| f(v)).count();
    let both_clean = items
        .iter()
        .zip(verdicts)
        .filter(|(i, v)| {
            matches!(v, Verdict::Agree { .. })
                && i.ours.first_error().is_none()
                && i.theirs.first_error().is_none()
        })
        .count();
    let agree = count(&|v| matches!(v, Verdict::Agree { .. }));
    let mismatch = count(&|v| {
        matches!(
            v,
            Verdict::Agree {
                summary_mismatch: true
            }
        )
    });
    let deliberate = count(&|v| matches!(v, Verdict::Deliberate(_)));
    let crashed = count(&|v| matches!(v, Verdict::ReferenceCrashed));
    let disagree = count(&|v| v.is_failure());

    let mut out = String::new();
    out.push_str(&format!("differential parse: {} files\n", items.len()));
    out.push_str(&format!(
        "  agree       {agree:6}  ({both_clean} both error-free, {} same first error range)\n",
        agree - both_clean
    ));
    out.push_str(&format!(
        "    summary mismatches {mismatch} (same first range, different summary)\n"
    ));
    out.push_str(&format!("  deliberate  {deliberate:6} "));
    for d in Deliberate::ALL {
        let n = count(&|v| *v == Verdict::Deliberate(d));
        out.push_str(&format!(" {}: {n}", d.name()));
    }
    out.push('\n');
    out.push_str(&format!(
        "  not compared {crashed:5}  (the reference crashed)\n"
    ));
    out.push_str(&format!("  disagree    {disagree:6} "));
    for d in Disagreement::ALL {
        let n = count(&|v| *v == Verdict::Disagree(d));
        out.push_str(&format!(" {}: {n}", d.name()));
    }
    out.push('\n');
    out.push_str(&reference_stats(items));

    let crashed_items: Vec<&Item> = items
        .iter()
        .zip(verdicts)
        .filter(|(_, v)| **v == Verdict::ReferenceCrashed)
        .map(|(i, _)| i)
        .collect();
    if !crashed_items.is_empty() && show > 0 {
        out.push_str("the reference crashed on:\n");
        for item in crashed_items.iter().take(show) {
            let side = item.theirs_without_tabs.as_ref().unwrap_or(&item.theirs);
            for line in describe_side(side, false) {
                out.push_str(&format!("  {}: {line}\n", item.shown));
            }
        }
    }

    let failing: Vec<(&Item, &Verdict)> = items
        .iter()
        .zip(verdicts)
        .filter(|(_, v)| v.is_failure())
        .collect();
    if !failing.is_empty() && show > 0 {
        out.push_str(&format!(
            "first {} of {} disagreements:\n",
            show.min(failing.len()),
            failing.len()
        ));
        for (item, verdict) in failing.iter().take(show) {
            out.push_str(&format!("  {} [{}]\n", item.shown, verdict.name()));
            for line in describe_side(&item.ours, all_diags) {
                out.push_str(&format!("    ours:   {line}\n"));
            }
            let theirs = item.theirs_without_tabs.as_ref().unwrap_or(&item.theirs);
            for line in describe_side(theirs, all_diags) {
                out.push_str(&format!("    theirs: {line}\n"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_files_only() {
        for ok in ["a.tf", "d/b.hcl", "x.tfvars", "job.nomad"] {
            assert!(is_native(Path::new(ok)), "{ok}");
        }
        for no in ["a.tf.json", "b.json", "README.md", "tf", "x.hcl.bak"] {
            assert!(!is_native(Path::new(no)), "{no}");
        }
    }
}
