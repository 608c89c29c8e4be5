//! Category `expressions`: generated expressions and templates, parsed and evaluated
//! by both implementations under the fixed context of the shared fixture, and compared
//! on value, type, marks and diagnostics (see [`compare`]).
//!
//! A run first checks that every fixture variable reads the same on both sides (the
//! Go oracle mirrors the Rust fixture), then generates `--count` cases from `--seed`
//! ([`generate`]), sends them to the oracle in one process while evaluating them here,
//! classifies each disagreement (known deliberate differences, [`known`], are passed;
//! everything else fails), shrinks failing cases ([`shrink`]) and writes them to the
//! report file.

pub mod case;
pub mod compare;
#[path = "../../../../crates/hcl2-native/tests/common/eval_fixture.rs"]
pub mod fixture;
pub mod generate;
pub mod known;
pub mod outcome;
pub mod rng;
pub mod shrink;
pub mod tree;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use case::{Case, Origin};
use compare::{Aspect, Comparison};
use fixture::{ContextMode, Kind};
use known::Classifier;
use outcome::Outcome;

use super::{repo_root, target_dir, Tally};
use crate::oracle::Session;

/// What `--help` says about this category.
pub const HELP: &str = "\
category expressions: generated expressions and templates (every construct of the
native syntax, including invalid ones), parsed and evaluated under a fixed context
(crates/hcl2-native/tests/common/eval_fixture.rs: unknowns, nulls, marks, collections,
functions) in the three context modes, compared on parse diagnostics, type, value
(unknowns and marks at every path) and evaluation diagnostics with their ranges.
Failing cases are shrunk and written to the report file.

  --count N          generated cases (default 10000)
  --seed S           seed of the generator (default 1); case i of seed S is always the
                     same case
  --cases FILE       run these cases instead (one JSON object per line:
                     {\"src\": ..., \"kind\": \"expr\"|\"template\", \"ctx\": \"none\"|\"empty\"|\"full\"},
                     kind and ctx optional); implies --category expressions
  --print-reference  print the reference's canonical result of every case as one JSON
                     line {\"case\": {...}, \"reference\": {...}} on stdout
  --report PATH      report file (default <target>/differential-report.txt); the failing
                     cases, shrunk, are also written beside it as <report>.cases.jsonl
  --shrink N         shrink at most N failing cases (default 40; the first of each
                     distinct cause first)
  --shrink-seconds S stop shrinking after S seconds (default 60)

  not compared: cases on which the reference panics, its process dies, or go-cty reports
  a panic inside a function as a diagnostic (listed in the report).
  Where the current reference (newer than the installed 2.14.1) is documented to behave
  differently, we follow it: each such behaviour is emulated in a second oracle build
  (xtask/src/differential/expressions/known.rs) and every case must equal, in every
  detail, the reference with all of them emulated; cases where that differs from plain
  2.14.1 are counted under the known difference that explains them:";

/// [`HELP`] followed by the list of known deliberate differences.
pub fn help() -> String {
    let mut out = String::from(HELP);
    for k in known::KNOWN {
        let _ = write!(out, "\n  {}", k.name);
        let mut line = String::new();
        for word in k.what.split_whitespace() {
            if line.len() + word.len() > 76 {
                let _ = write!(out, "\n      {line}");
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        let _ = write!(out, "\n      {line}");
    }
    let k = &known::REFINEMENTS;
    let _ = write!(
        out,
        "\n  {} (not emulated: our evaluation without them agrees)\n      {}",
        k.name, k.what
    );
    if known::KNOWN.is_empty() {
        out.push_str("\n  (none yet)");
    }
    out
}

/// Options of the expressions category.
#[derive(Debug)]
pub struct Options {
    pub count: usize,
    pub seed: u64,
    pub cases: Option<PathBuf>,
    pub print_reference: bool,
    pub report: Option<PathBuf>,
    pub shrink: usize,
    pub shrink_seconds: u64,
    pub show: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            count: 10_000,
            seed: 1,
            cases: None,
            print_reference: false,
            report: None,
            shrink: 40,
            shrink_seconds: 60,
            show: 10,
        }
    }
}

/// The judgement on one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Agree,
    /// A known deliberate difference (by name).
    Known(&'static str),
    /// The reference panicked or its process died: not compared.
    ReferenceCrashed,
    /// A failure.
    Fail {
        aspect: Aspect,
        cause: String,
    },
}

/// One failing case, before and after shrinking.
struct Failure {
    original: Case,
    aspect: Aspect,
    cause: String,
    /// The shrunk case with both outcomes, when it was shrunk.
    shrunk: Option<(Case, Outcome, Outcome)>,
    /// The cause of the shrunk case's failure (it may read differently).
    shrunk_cause: Option<String>,
    ours: Outcome,
    /// The reference's outcome with the known differences emulated (what we must match).
    theirs: Outcome,
    /// Plain 2.14.1's outcome.
    plain: Outcome,
}

/// Runs the category and prints its report.
pub fn run(options: &Options) -> Result<Tally, String> {
    let started = std::time::Instant::now();
    let root = repo_root();
    let target = target_dir(&root);
    let oracle_thread = {
        let (root, target) = (root.clone(), target.clone());
        std::thread::spawn(move || known::prepare_oracles(&root, &target))
    };

    let vars = fixture::variables();
    let mut cases: Vec<Case> = vars
        .keys()
        .map(|name| Case {
            src: name.clone(),
            kind: Kind::Expr,
            ctx: ContextMode::Full,
            origin: Origin::Fixture,
            tree: None,
        })
        .collect();
    let fixture_checks = cases.len();
    match &options.cases {
        Some(path) => {
            cases.clear();
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            for (i, line) in text.lines().enumerate() {
                if !line.trim().is_empty() {
                    cases.push(Case::from_line(line, i + 1)?);
                }
            }
        }
        None => {
            for index in 0..options.count as u64 {
                let g = generate::generate(options.seed, index, &vars);
                cases.push(Case {
                    src: g.tree.render(),
                    kind: g.kind,
                    ctx: g.ctx,
                    origin: Origin::Generated {
                        seed: options.seed,
                        index,
                    },
                    tree: Some(g.tree),
                });
            }
        }
    }

    let (oracle, current) = oracle_thread
        .join()
        .map_err(|_| "the oracle build thread panicked".to_string())??;
    let mut reference = oracle.session(&["eval"]);
    let mut classifier = Classifier::new(current.session(&["eval"]));

    // The reference in its own process while we evaluate in this one.
    let (theirs, ours) = std::thread::scope(|scope| {
        let requests: Vec<String> = cases.iter().map(Case::request).collect();
        let reference = &mut reference;
        let asking = scope.spawn(move || reference.ask(&requests));
        let ours = outcome::evaluate_ours(&cases);
        let theirs = asking
            .join()
            .map_err(|_| "the oracle thread panicked".to_string())
            .and_then(|r| r);
        (theirs, ours)
    });
    let theirs: Vec<Outcome> = theirs?.into_iter().map(Outcome::from_answer).collect();
    let ours = ours?;

    let (verdicts, expected) = judge_all(&cases, &ours, &theirs, &mut classifier)?;

    if options.print_reference {
        for ((case, e), t) in cases.iter().zip(&expected).zip(&theirs) {
            let mut line = serde_json::json!({
                "case": serde_json::from_str::<serde_json::Value>(&case.request())
                    .map_err(|e| e.to_string())?,
                "reference": e.to_json(),
            });
            if e != t {
                line["hcl_2_14_1"] = t.to_json();
            }
            println!("{line}");
        }
    }

    let mut failures: Vec<Failure> = Vec::new();
    for (i, verdict) in verdicts.iter().enumerate() {
        if let Verdict::Fail { aspect, cause } = verdict {
            failures.push(Failure {
                original: cases[i].clone(),
                aspect: *aspect,
                cause: cause.clone(),
                shrunk: None,
                shrunk_cause: None,
                ours: ours[i].clone(),
                theirs: expected[i].clone(),
                plain: theirs[i].clone(),
            });
        }
    }
    let deadline =
        std::time::Instant::now() + std::time::Duration::from_secs(options.shrink_seconds);
    shrink_failures(
        &mut failures,
        options.shrink,
        deadline,
        &mut reference,
        &mut classifier,
    )?;

    let report_path = options
        .report
        .clone()
        .unwrap_or_else(|| target.join("differential-report.txt"));
    let summary = summarize(
        options,
        &cases,
        &verdicts,
        &failures,
        fixture_checks,
        started,
        &report_path,
    );
    write_report(
        &report_path,
        &summary,
        &failures,
        &Judged {
            cases: &cases,
            verdicts: &verdicts,
            ours: &ours,
            expected: &expected,
            plain: &theirs,
        },
    )?;
    let shown = render_failures(&failures, options.show);
    if options.print_reference {
        eprint!("{summary}{shown}");
    } else {
        print!("{summary}{shown}");
    }

    let failed = failures.len();
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

/// Judges every case: our outcome against the emulated current reference (see
/// [`known`]), then, for the ones that match it but not plain 2.14.1 (`theirs`), which
/// known difference explains them. Also returns the emulated reference's outcomes.
fn judge_all(
    cases: &[Case],
    ours: &[Outcome],
    theirs: &[Outcome],
    classifier: &mut Classifier,
) -> Result<(Vec<Verdict>, Vec<Outcome>), String> {
    let expected = classifier.expected(cases)?;
    let mut verdicts: Vec<Verdict> = Vec::with_capacity(cases.len());
    let mut to_name: Vec<usize> = Vec::new();
    for i in 0..cases.len() {
        let plain = compare::with_suggestions_of(&theirs[i], &expected[i]);
        let verdict = match compare::compare(&ours[i], &expected[i]) {
            Comparison::Agree => match compare::compare(&ours[i], &plain) {
                Comparison::Agree => Verdict::Agree,
                _ => {
                    to_name.push(i);
                    Verdict::Known(known::SEVERAL)
                }
            },
            Comparison::ReferenceCrashed => Verdict::ReferenceCrashed,
            Comparison::Differ { aspect, cause } => {
                let cause = if compare::compare(&ours[i], &plain) == Comparison::Agree {
                    format!("{cause} (we match 2.14.1, not the current reference)")
                } else {
                    cause
                };
                Verdict::Fail { aspect, cause }
            }
        };
        verdicts.push(verdict);
    }
    let names = {
        let sel_cases: Vec<&Case> = to_name.iter().map(|&i| &cases[i]).collect();
        let sel_ours: Vec<&Outcome> = to_name.iter().map(|&i| &ours[i]).collect();
        classifier.name(&sel_cases, &sel_ours)?
    };
    for (i, name) in to_name.into_iter().zip(names) {
        verdicts[i] = Verdict::Known(name);
    }
    explain_by_refinements(cases, &expected, &mut verdicts)?;
    Ok((verdicts, expected))
}

/// Failures that our evaluation without unknown-value refinements (go-cty 1.13+, hcl
/// 2.17+; see [`known::REFINEMENTS`]) turns into agreements: counted as that known
/// difference. The emulating oracle cannot show them (go-cty 1.12.1 has no refinements),
/// so we run our own evaluation in 1.12.1's way instead, and everything else about the
/// case must still agree.
fn explain_by_refinements(
    cases: &[Case],
    expected: &[Outcome],
    verdicts: &mut [Verdict],
) -> Result<(), String> {
    let failed: Vec<usize> = (0..verdicts.len())
        .filter(|&i| matches!(verdicts[i], Verdict::Fail { .. }))
        .collect();
    if failed.is_empty() {
        return Ok(());
    }
    let batch: Vec<Case> = failed.iter().map(|&i| cases[i].clone()).collect();
    hcl2_value::set_refinements_enabled(false);
    let unrefined = outcome::evaluate_ours(&batch);
    hcl2_value::set_refinements_enabled(true);
    for (&i, ours) in failed.iter().zip(unrefined?) {
        if compare::compare(&ours, &expected[i]) == Comparison::Agree {
            verdicts[i] = Verdict::Known(known::REFINEMENTS.name);
        }
    }
    Ok(())
}

/// Shrinks up to `budget` failures: first one per distinct cause, then the rest in
/// order.
fn shrink_failures(
    failures: &mut [Failure],
    budget: usize,
    deadline: std::time::Instant,
    reference: &mut Session,
    classifier: &mut Classifier,
) -> Result<(), String> {
    let mut order: Vec<usize> = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for (i, f) in failures.iter().enumerate() {
        if seen.insert(f.cause.clone()) {
            order.push(i);
        }
    }
    for i in 0..failures.len() {
        if !order.contains(&i) {
            order.push(i);
        }
    }
    order.truncate(budget);
    for i in order {
        if std::time::Instant::now() >= deadline {
            break;
        }
        let f = &failures[i];
        if matches!(f.aspect, Aspect::OracleFailure) || f.original.origin == Origin::Fixture {
            continue;
        }
        let mut judge = |batch: &[Case]| -> Result<Vec<Option<Aspect>>, String> {
            let (ours, theirs) = run_both(batch, reference)?;
            let (verdicts, _) = judge_all(batch, &ours, &theirs, classifier)?;
            Ok(verdicts
                .into_iter()
                .map(|v| match v {
                    Verdict::Fail { aspect, .. } => Some(aspect),
                    _ => None,
                })
                .collect())
        };
        let small = shrink::shrink(&f.original, f.aspect, &mut judge, deadline)?;
        let (ours, _) = run_both(std::slice::from_ref(&small), reference)?;
        let expected = classifier.expected(std::slice::from_ref(&small))?;
        let (o, t) = (ours.into_iter().next(), expected.into_iter().next());
        if let (Some(o), Some(t)) = (o, t) {
            if let Comparison::Differ { cause, .. } = compare::compare(&o, &t) {
                failures[i].shrunk_cause = Some(cause);
            }
            failures[i].shrunk = Some((small, o, t));
        }
    }
    Ok(())
}

/// Both outcomes of every case of a small batch.
fn run_both(
    cases: &[Case],
    reference: &mut Session,
) -> Result<(Vec<Outcome>, Vec<Outcome>), String> {
    let requests: Vec<String> = cases.iter().map(Case::request).collect();
    let theirs = reference
        .ask(&requests)?
        .into_iter()
        .map(Outcome::from_answer)
        .collect();
    let ours = outcome::evaluate_ours(cases)?;
    Ok((ours, theirs))
}

fn summarize(
    options: &Options,
    cases: &[Case],
    verdicts: &[Verdict],
    failures: &[Failure],
    fixture_checks: usize,
    started: std::time::Instant,
    report_path: &std::path::Path,
) -> String {
    let mut out = String::new();
    let source = match &options.cases {
        Some(p) => format!("cases from {}", p.display()),
        None => format!(
            "{} generated (seed {}) + {fixture_checks} fixture checks",
            options.count, options.seed
        ),
    };
    let _ = writeln!(
        out,
        "differential expressions: {} cases ({source})",
        cases.len()
    );
    let count = |f: &dyn Fn(&Verdict) -> bool| verdicts.iter().filter(|v| f(v)).count();
    let _ = writeln!(out, "  agree        {:6}", count(&|v| *v == Verdict::Agree));
    let mut known_counts: BTreeMap<&str, usize> = BTreeMap::new();
    for v in verdicts {
        if let Verdict::Known(name) = v {
            *known_counts.entry(name).or_default() += 1;
        }
    }
    let _ = write!(
        out,
        "  known        {:6} ",
        known_counts.values().sum::<usize>()
    );
    for (name, n) in &known_counts {
        let _ = write!(out, " {name}: {n}");
    }
    out.push('\n');
    let crashed = count(&|v| *v == Verdict::ReferenceCrashed);
    let _ = writeln!(
        out,
        "  not compared {crashed:6}  (the reference crashed: listed in the report)"
    );
    let _ = write!(out, "  failed       {:6} ", failures.len());
    for aspect in Aspect::ALL {
        let n = failures.iter().filter(|f| f.aspect == aspect).count();
        if n > 0 {
            let _ = write!(out, " {}: {n}", aspect.name());
        }
    }
    out.push('\n');
    let fixture_failures = failures
        .iter()
        .filter(|f| f.original.origin == Origin::Fixture)
        .count();
    if fixture_failures > 0 {
        let _ = writeln!(
            out,
            "  WARNING: {fixture_failures} fixture variables differ between the sides; fix the fixture first"
        );
    }
    let mut causes: BTreeMap<&str, usize> = BTreeMap::new();
    for f in failures {
        *causes.entry(f.cause.as_str()).or_default() += 1;
    }
    if !causes.is_empty() {
        let mut by_count: Vec<(&str, usize)> = causes.into_iter().collect();
        by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        let _ = writeln!(out, "  distinct causes: {}", by_count.len());
        for (cause, n) in by_count.iter().take(25) {
            let _ = writeln!(out, "    {n:6}  {cause}");
        }
        if by_count.len() > 25 {
            let _ = writeln!(out, "    ... (all in the report)");
        }
    }
    let _ = writeln!(
        out,
        "  report: {} ({:.1}s)",
        report_path.display(),
        started.elapsed().as_secs_f64()
    );
    out
}

/// The case as a JSON line, with a readable form of its source.
fn case_block(case: &Case) -> String {
    format!(
        "  case: {}\n  source ({} {}):\n{}\n",
        case.request(),
        case.kind.name(),
        case.ctx.name(),
        indent(&case.src, "    | ")
    )
}

fn indent(text: &str, prefix: &str) -> String {
    text.split('\n')
        .map(|l| format!("{prefix}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn outcome_block(label: &str, o: &Outcome) -> String {
    format!("  {label}:\n{}", describe_outcome(o))
}

/// A compact, line-per-item rendering of an outcome: parse diagnostics, then type,
/// value and evaluation diagnostics.
fn describe_outcome(o: &Outcome) -> String {
    let rec = match o {
        Outcome::Record(r) => r,
        Outcome::Panic(p) => return format!("    panic: {}\n", p.lines().next().unwrap_or("")),
        Outcome::Failure(e) => return format!("    failure: {e}\n"),
    };
    let mut out = String::new();
    for d in rec["parse"].as_array().into_iter().flatten() {
        let _ = writeln!(out, "    parse  {}", describe_diagnostic(d));
    }
    let result = &rec["result"];
    if result.is_null() {
        out.push_str("    (not evaluated)\n");
        return out;
    }
    let _ = writeln!(out, "    type   {}", result["type"]);
    let _ = writeln!(out, "    value  {}", result["value"]);
    for d in result["diagnostics"].as_array().into_iter().flatten() {
        let _ = writeln!(out, "    diag   {}", describe_diagnostic(d));
    }
    out
}

fn describe_range(r: &serde_json::Value) -> String {
    if r.is_null() {
        return "-".into();
    }
    let p = |p: &serde_json::Value| format!("{}:{}({})", p["line"], p["column"], p["byte"]);
    format!("{}-{}", p(&r["start"]), p(&r["end"]))
}

fn describe_diagnostic(d: &serde_json::Value) -> String {
    format!(
        "{} {:?} at {} ctx {}: {}",
        d["severity"].as_str().unwrap_or("?"),
        d["summary"].as_str().unwrap_or("?"),
        describe_range(&d["subject"]),
        describe_range(&d["context"]),
        d["detail"].as_str().unwrap_or("?")
    )
}

fn failure_block(n: usize, f: &Failure) -> String {
    let mut out = format!(
        "=== failure {n} [{}] {} ({})\n  cause: {}\n",
        f.aspect.name(),
        f.original.describe_origin(),
        if f.shrunk.is_some() {
            "shrunk"
        } else {
            "not shrunk"
        },
        f.shrunk_cause.as_ref().unwrap_or(&f.cause)
    );
    match &f.shrunk {
        Some((small, o, t)) => {
            out.push_str(&case_block(small));
            out.push_str(&outcome_block("ours", o));
            out.push_str(&outcome_block("theirs", t));
            out.push_str("  original");
            out.push_str(&case_block(&f.original)[1..]);
        }
        None => {
            out.push_str(&case_block(&f.original));
            out.push_str(&outcome_block("ours", &f.ours));
            out.push_str(&outcome_block("theirs", &f.theirs));
            if f.plain != f.theirs {
                out.push_str(&outcome_block("hcl 2.14.1 (differs)", &f.plain));
            }
        }
    }
    out
}

fn render_failures(failures: &[Failure], show: usize) -> String {
    let mut out = String::new();
    for (n, f) in failures.iter().take(show).enumerate() {
        out.push_str(&failure_block(n + 1, f));
    }
    out
}

/// Every case with its verdict and outcomes, for the report.
struct Judged<'a> {
    cases: &'a [Case],
    verdicts: &'a [Verdict],
    ours: &'a [Outcome],
    /// The reference with the known differences emulated.
    expected: &'a [Outcome],
    /// Plain 2.14.1.
    plain: &'a [Outcome],
}

/// Examples of each known difference shown in the report, so the exemptions can be
/// audited.
const KNOWN_EXAMPLES: usize = 3;

fn write_report(
    path: &std::path::Path,
    summary: &str,
    failures: &[Failure],
    judged: &Judged<'_>,
) -> Result<(), String> {
    let mut out = String::from(summary);
    let crashed: Vec<usize> = (0..judged.cases.len())
        .filter(|&i| judged.verdicts[i] == Verdict::ReferenceCrashed)
        .collect();
    if !crashed.is_empty() {
        out.push_str("\nthe reference crashed on (not compared):\n");
        for &i in &crashed {
            out.push_str(&case_block(&judged.cases[i]));
            match &judged.expected[i] {
                Outcome::Panic(p) => {
                    let _ = writeln!(out, "  panic: {}", p.lines().next().unwrap_or(""));
                }
                other => out.push_str(&outcome_block("theirs", other)),
            }
            out.push_str(&outcome_block("ours", &judged.ours[i]));
        }
    }
    for k in known::KNOWN.iter().map(|k| k.name).chain([known::SEVERAL]) {
        let examples: Vec<usize> = (0..judged.cases.len())
            .filter(|&i| judged.verdicts[i] == Verdict::Known(k))
            .take(KNOWN_EXAMPLES)
            .collect();
        if examples.is_empty() {
            continue;
        }
        let _ = writeln!(
            out,
            "\nknown difference {k}, examples (ours = current reference):"
        );
        for i in examples {
            out.push_str(&case_block(&judged.cases[i]));
            out.push_str(&outcome_block("ours", &judged.ours[i]));
            out.push_str(&outcome_block("hcl 2.14.1", &judged.plain[i]));
        }
    }
    out.push('\n');
    for (n, f) in failures.iter().enumerate() {
        out.push_str(&failure_block(n + 1, f));
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, out).map_err(|e| format!("{}: {e}", path.display()))?;
    let cases_path = path.with_extension("cases.jsonl");
    let lines: String = failures
        .iter()
        .map(|f| {
            let c = f.shrunk.as_ref().map_or(&f.original, |(c, _, _)| c);
            format!("{}\n", c.request())
        })
        .collect();
    std::fs::write(&cases_path, lines).map_err(|e| format!("{}: {e}", cases_path.display()))
}
