//! The sections of the run, each printing its figures as it goes and adding its targets
//! to the summary:
//!
//! - `parse`: native-syntax parse throughput on the corpus and on the large file, for
//!   ours, the reference and hcl-rs (files hcl-rs rejects are left out of its figure
//!   only), with the reference's allocation per input byte;
//! - `memory`: peak resident memory of a fresh process parsing the large file once;
//! - `linear`: our parse throughput on 1, 2, 5 and 10 MB prefixes of the large file;
//! - `json`: JSON-syntax parse, ours against `serde_json::Value` (default features);
//! - `eval`: evaluations per second of an expression-heavy set, each expression parsed
//!   once, for ours, the reference and hcl-rs (on the expressions it gets right);
//! - `decode`: Terraform files decoded into structs, ours against hcl-rs and the
//!   reference's `gohcl` (see [`decode`]);
//! - `format`: formatting the corpus, ours against the reference's `hclwrite.Format`
//!   and hcl-rs's `hcl::format` ([`mod@format`]).

mod decode;
mod format;

use std::path::{Path, PathBuf};

use serde_json::{json, Value as Json};

use super::inputs::{default_corpus, write_list, Blocks, Corpus, MB};
use super::peer::{build_rivals, max_rss, Peer};
use super::results::same_json;
use super::stats::{median, per_s, rate, ratio, times};
use super::summary::{loadavg, Summary, Verdict};
use super::Options;
use crate::oracle::Oracle;

/// Sizes of the linearity check, in MB (the largest is the large file itself).
const LINEAR_SIZES: [usize; 3] = [1, 2, 5];

/// Wall time aimed at for one implementation's share of a repeated round.
const ROUND_NS: f64 = 0.25e9;

/// Which process runs a job.
#[derive(Clone, Copy)]
enum Who {
    Reference,
    Rivals,
}

/// One implementation's request in a round, and which answer field counts its work.
struct Job {
    who: Who,
    request: Json,
    work: &'static str,
}

impl Job {
    fn new(who: Who, request: Json, work: &'static str) -> Job {
        Job { who, request, work }
    }
}

/// The generated large files, written under the work directory.
struct Large {
    /// The large file (ours and the reference) and its size.
    file: PathBuf,
    bytes: usize,
    /// The same made only of files hcl-rs accepts, its size, and whether hcl-rs accepts
    /// the whole.
    hcl_rs_file: PathBuf,
    hcl_rs_bytes: usize,
    hcl_rs_accepts: bool,
    /// Prefix sizes (MB) with their byte counts, loaded as sets `large-N`.
    prefixes: Vec<(usize, usize)>,
}

/// The state of one run.
struct Bench<'o> {
    options: &'o Options,
    work: PathBuf,
    corpus: Corpus,
    oracle: PathBuf,
    rivals: PathBuf,
    go: Peer,
    rs: Peer,
    summary: Summary,
    /// Indices of the native files the reference / hcl-rs reject (once loaded).
    native: Option<(Vec<usize>, Vec<usize>, u64)>,
    large: Option<Large>,
}

/// The corpus (the one `--corpus` names, or the default), its files, and the bench's
/// work directory (created if missing).
fn corpus_and_work(
    root: &Path,
    target: &Path,
    options: &Options,
) -> Result<(PathBuf, Corpus, PathBuf), String> {
    let corpus_dir = match &options.corpus {
        Some(dir) => dir.clone(),
        None => default_corpus(root)?,
    };
    let corpus = Corpus::find(&corpus_dir)?;
    let work = target.join("xtask-bench");
    std::fs::create_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    Ok((corpus_dir, corpus, work))
}

/// Builds what is needed and starts both runners.
fn start<'o>(root: &Path, target: &Path, options: &'o Options) -> Result<Bench<'o>, String> {
    let (corpus_dir, corpus, work) = corpus_and_work(root, target, options)?;
    let oracle = Oracle::prepare(root, target)?.binary().to_path_buf();
    let (rivals, profile) = build_rivals(root, target)?;
    println!("corpus: {}", corpus_dir.display());
    println!("our crates built in release mode with: {profile}");
    println!("rivals: {}", rival_versions(root));
    let go = Peer::start("reference oracle", &oracle, &["bench"])?;
    let rs = Peer::start("rivals runner", &rivals, &["serve"])?;
    Ok(Bench {
        options,
        work,
        corpus,
        oracle,
        rivals,
        go,
        rs,
        summary: Summary::default(),
        native: None,
        large: None,
    })
}

/// The versions of hcl-rs, hcl-edit and serde_json in `bench/rivals/Cargo.lock`.
fn rival_versions(root: &Path) -> String {
    let lock = std::fs::read_to_string(root.join("bench/rivals/Cargo.lock")).unwrap_or_default();
    let version = |name: &str| {
        let head = format!("name = \"{name}\"\nversion = \"");
        lock.find(&head)
            .and_then(|at| lock[at + head.len()..].split('"').next())
            .unwrap_or("?")
            .to_string()
    };
    format!(
        "hcl-rs {}, hcl-edit {}, serde_json {} (default features: no preserve_order, no arbitrary_precision)",
        version("hcl-rs"),
        version("hcl-edit"),
        version("serde_json")
    )
}

/// `cargo xtask bench`: every selected section, then the summary.
pub fn run_all(root: &Path, target: &Path, options: &Options) -> Result<(), String> {
    let load_before = loadavg();
    let nproc = std::thread::available_parallelism().map_or(0, |n| n.get());
    let began = std::time::Instant::now();
    let mut bench = start(root, target, options)?;
    println!(
        "rounds: {}{}; nproc {nproc}; /proc/loadavg: {load_before}\n",
        options.rounds,
        if options.quick {
            " (--quick: a smoke check, not figures to quote)"
        } else {
            ""
        }
    );
    let selected = |s: &str| options.only.is_empty() || options.only.iter().any(|o| o == s);
    if selected("parse") {
        bench.parse()?;
    }
    if selected("memory") {
        bench.memory()?;
    }
    if selected("linear") {
        bench.linear()?;
    }
    if selected("json") {
        bench.json()?;
    }
    if selected("eval") {
        bench.eval()?;
    }
    if selected("decode") {
        bench.decode()?;
    }
    if selected("format") {
        bench.format()?;
    }
    if selected("cli") {
        let native = bench.corpus.native.clone();
        super::cli::run(root, target, options, &native, &mut bench.summary)?;
    }
    let load_after = loadavg();
    print!("{}", bench.summary.render(nproc, &load_before, &load_after));
    if options.quick {
        println!("(--quick: one round each, so these verdicts check that everything ran, not the targets)");
    }
    println!("total time {:.0} s", began.elapsed().as_secs_f64());
    Ok(())
}

/// `cargo xtask bench gen-large OUT`: writes the large file.
pub fn gen_large(root: &Path, target: &Path, options: &Options, out: &Path) -> Result<(), String> {
    let (_, corpus, work) = corpus_and_work(root, target, options)?;
    let oracle = Oracle::prepare(root, target)?;
    let mut go = Peer::start("reference oracle", oracle.binary(), &["bench"])?;
    let list = work.join("native.list");
    write_list(&list, &corpus.native)?;
    go.ask(&json!({"op": "load", "set": "native", "list": list}))?;
    let rejected = indices(&go.ask(&json!({"op": "check", "set": "native"}))?["errors"]);
    let blocks = Blocks::wrap(&corpus.native, &rejected)?;
    let (file, count) = blocks.file_of(options.size_mb * MB);
    std::fs::write(out, &file).map_err(|e| format!("{}: {e}", out.display()))?;
    println!(
        "wrote {} ({} bytes, {count} blocks; {} corpus files left out: the reference reports errors for them)",
        out.display(),
        file.len(),
        rejected.len()
    );
    Ok(())
}

fn indices(list: &Json) -> Vec<usize> {
    list.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_u64())
                .map(|n| n as usize)
                .collect()
        })
        .unwrap_or_default()
}

fn mb(bytes: impl Into<u64>) -> String {
    format!("{:.2} MB", bytes.into() as f64 / MB as f64)
}

impl Bench<'_> {
    fn peer(&mut self, who: Who) -> &mut Peer {
        match who {
            Who::Reference => &mut self.go,
            Who::Rivals => &mut self.rs,
        }
    }

    /// Runs the jobs alternately for the configured rounds; per job, the median rate
    /// (work per second) and the median nanoseconds of one request.
    fn alternate(&mut self, jobs: &[Job]) -> Result<Vec<(f64, f64)>, String> {
        let mut rates = vec![Vec::new(); jobs.len()];
        let mut ns = vec![Vec::new(); jobs.len()];
        for _ in 0..self.options.rounds {
            for (i, job) in jobs.iter().enumerate() {
                let answer = self.peer(job.who).ask(&job.request)?;
                let took = Peer::number(&answer, "ns")?;
                let work = Peer::number(&answer, job.work)?;
                rates[i].push(per_s(work, took));
                ns[i].push(took as f64);
            }
        }
        Ok(rates
            .iter()
            .zip(&ns)
            .map(|(r, n)| (median(r), median(n)))
            .collect())
    }

    /// `job` with its request's `repeat` set so that one answer takes about [`ROUND_NS`]
    /// (one pass at least; at most three in a quick run), from one probe pass that also
    /// warms the implementation up; the probe's answer comes along.
    fn repeated(&mut self, mut job: Job) -> Result<(Job, Json), String> {
        let probe = self.peer(job.who).ask(&job.request)?;
        let repeat = (ROUND_NS / Peer::number(&probe, "ns")?.max(1) as f64)
            .ceil()
            .max(1.0) as u64;
        let repeat = if self.options.quick {
            repeat.min(3)
        } else {
            repeat
        };
        job.request["repeat"] = json!(repeat);
        Ok((job, probe))
    }

    /// [`Bench::alternate`] over `jobs`, each first [`Bench::repeated`] to its share of
    /// a round.
    fn alternate_repeated(&mut self, jobs: Vec<Job>) -> Result<Vec<(f64, f64)>, String> {
        let jobs = jobs
            .into_iter()
            .map(|job| Ok(self.repeated(job)?.0))
            .collect::<Result<Vec<_>, String>>()?;
        self.alternate(&jobs)
    }

    /// Loads the corpus's native files into both runners (once) and checks them, which
    /// also warms each parser up: the files the reference and hcl-rs reject.
    fn native(&mut self) -> Result<(Vec<usize>, Vec<usize>, u64), String> {
        if let Some(n) = &self.native {
            return Ok(n.clone());
        }
        let list = self.work.join("native.list");
        write_list(&list, &self.corpus.native)?;
        let load = json!({"op": "load", "set": "native", "list": list});
        let loaded = self.go.ask(&load)?;
        self.rs.ask(&load)?;
        let bytes = Peer::number(&loaded, "bytes")?;
        let reference = indices(&self.go.ask(&json!({"op": "check", "set": "native"}))?["errors"]);
        let hcl_rs = indices(
            &self
                .rs
                .ask(&json!({"op": "check", "set": "native", "impl": "hcl-rs"}))?["errors"],
        );
        let ours = indices(
            &self
                .rs
                .ask(&json!({"op": "check", "set": "native", "impl": "ours"}))?["errors"],
        );
        println!(
            "native corpus: {} files, {}; with errors: reference {}, ours {}, hcl-rs {}",
            self.corpus.native.len(),
            mb(bytes),
            reference.len(),
            ours.len(),
            hcl_rs.len()
        );
        let n = (reference, hcl_rs, bytes);
        self.native = Some(n.clone());
        Ok(n)
    }

    /// Generates, writes and loads the large file, its hcl-rs variant and its prefixes
    /// (once).
    fn large(&mut self) -> Result<&Large, String> {
        if self.large.is_none() {
            let (reference, hcl_rs, _) = self.native()?;
            let size = self.options.size_mb * MB;
            let blocks = Blocks::wrap(&self.corpus.native, &reference)?;
            let file = self
                .work
                .join(format!("large-{}.hcl", self.options.size_mb));
            let (text, count) = blocks.file_of(size);
            std::fs::write(&file, &text).map_err(|e| format!("{}: {e}", file.display()))?;
            let mut excluded = reference.clone();
            excluded.extend(&hcl_rs);
            let (hcl_rs_text, _) = Blocks::wrap(&self.corpus.native, &excluded)?.file_of(size);
            let hcl_rs_file = self
                .work
                .join(format!("large-{}-hcl-rs.hcl", self.options.size_mb));
            std::fs::write(&hcl_rs_file, &hcl_rs_text)
                .map_err(|e| format!("{}: {e}", hcl_rs_file.display()))?;
            let mut sets = vec![("large".to_string(), file.clone())];
            sets.push(("large-hcl-rs".to_string(), hcl_rs_file.clone()));
            let mut prefixes = Vec::new();
            for n in LINEAR_SIZES {
                let (prefix, _) = blocks.file_of(n * MB);
                let path = self.work.join(format!("large-prefix-{n}.hcl"));
                std::fs::write(&path, &prefix).map_err(|e| format!("{}: {e}", path.display()))?;
                prefixes.push((n, prefix.len()));
                sets.push((format!("large-{n}"), path));
            }
            for (set, path) in &sets {
                let list = self.work.join(format!("{set}.list"));
                write_list(&list, std::slice::from_ref(path))?;
                let load = json!({"op": "load", "set": set, "list": list});
                if set == "large" {
                    self.go.ask(&load)?;
                }
                self.rs.ask(&load)?;
            }
            let errors = |answer: Json| indices(&answer["errors"]).len();
            let reference_errs = errors(self.go.ask(&json!({"op": "check", "set": "large"}))?);
            let ours_errs = errors(
                self.rs
                    .ask(&json!({"op": "check", "set": "large", "impl": "ours"}))?,
            );
            let hcl_rs_whole = errors(
                self.rs
                    .ask(&json!({"op": "check", "set": "large", "impl": "hcl-rs"}))?,
            );
            let hcl_rs_errs = errors(
                self.rs
                    .ask(&json!({"op": "check", "set": "large-hcl-rs", "impl": "hcl-rs"}))?,
            );
            println!(
                "large file: {} ({}, {} blocks of corpus files the reference parses without errors); \
                 reference {}, ours {}; hcl-rs {} it",
                file.display(),
                mb(text.len() as u64),
                count,
                if reference_errs == 0 { "accepts it" } else { "REJECTS it" },
                if ours_errs == 0 { "accepts it" } else { "REJECTS it" },
                if hcl_rs_whole == 0 { "accepts" } else { "rejects" },
            );
            println!(
                "large file for hcl-rs: {} ({}, without the files it rejects alone); hcl-rs {} it\n",
                hcl_rs_file.display(),
                mb(hcl_rs_text.len() as u64),
                if hcl_rs_errs == 0 { "accepts" } else { "still rejects" }
            );
            self.large = Some(Large {
                file,
                bytes: text.len(),
                hcl_rs_file,
                hcl_rs_bytes: hcl_rs_text.len(),
                hcl_rs_accepts: hcl_rs_errs == 0,
                prefixes,
            });
        }
        Ok(self.large.as_ref().expect("generated above"))
    }

    /// Section `parse`.
    fn parse(&mut self) -> Result<(), String> {
        let (_, hcl_rs_rejects, bytes) = self.native()?;
        let parse = |set: &str, who: &str, skip: &[usize]| json!({"op": "parse", "set": set, "impl": who, "skip": skip});
        let jobs = vec![
            Job::new(Who::Rivals, parse("native", "ours", &[]), "bytes"),
            Job::new(
                Who::Reference,
                json!({"op": "parse", "set": "native"}),
                "bytes",
            ),
            Job::new(
                Who::Rivals,
                parse("native", "hcl-rs", &hcl_rs_rejects),
                "bytes",
            ),
        ];
        let allocation = self.reference_allocation("native")?;
        let figures = self.alternate_repeated(jobs)?;
        let [(ours, _), (reference, _), (hcl_rs, _)] = figures[..] else {
            unreachable!("three jobs")
        };
        println!(
            "== native parse: corpus ({} files, {}), median of {} rounds ==",
            self.corpus.native.len(),
            mb(bytes),
            self.options.rounds
        );
        println!(
            "  ours (hcl2_native::parse_config, full AST with ranges)  {:>7} MB/s",
            rate(ours / 1e6)
        );
        println!(
            "  reference (Go hclsyntax.ParseConfig, in-process timing)  {:>7} MB/s   {allocation}",
            rate(reference / 1e6)
        );
        println!(
            "  hcl-rs (hcl::parse)                                      {:>7} MB/s   without the {} files it rejects",
            rate(hcl_rs / 1e6),
            hcl_rs_rejects.len()
        );
        self.parse_ratios("corpus", ours, reference, hcl_rs, true);

        let large = self.large()?;
        let (bytes, hcl_rs_bytes, hcl_rs_ok) =
            (large.bytes, large.hcl_rs_bytes, large.hcl_rs_accepts);
        let mut jobs = vec![
            Job::new(Who::Rivals, parse("large", "ours", &[]), "bytes"),
            Job::new(
                Who::Reference,
                json!({"op": "parse", "set": "large"}),
                "bytes",
            ),
        ];
        if hcl_rs_ok {
            jobs.push(Job::new(
                Who::Rivals,
                parse("large-hcl-rs", "hcl-rs", &[]),
                "bytes",
            ));
        }
        let figures = self.alternate_repeated(jobs)?;
        println!(
            "== native parse: the large file ({}), median of {} rounds ==",
            mb(bytes as u64),
            self.options.rounds
        );
        let line = |name: &str, (r, _): (f64, f64), bytes: usize, note: &str| {
            println!(
                "  {name:<56} {:>7} MB/s   {:.3} s a parse{note}",
                rate(r / 1e6),
                bytes as f64 / r
            )
        };
        line("ours", figures[0], bytes, "");
        line("reference", figures[1], bytes, "");
        let hcl_rs = if hcl_rs_ok {
            line(
                "hcl-rs",
                figures[2],
                hcl_rs_bytes,
                &format!(
                    "   (its variant without the files it rejects, {})",
                    mb(hcl_rs_bytes as u64)
                ),
            );
            figures[2].0
        } else {
            println!("  hcl-rs rejects its variant of the large file: no figure");
            f64::NAN
        };
        self.parse_ratios("large file", figures[0].0, figures[1].0, hcl_rs, hcl_rs_ok);
        Ok(())
    }

    /// The reference's allocation on one pass over `set`, per input byte, and the CPU time
    /// its threads used per second of that pass (ours parses on one thread only).
    fn reference_allocation(&mut self, set: &str) -> Result<String, String> {
        let answer = self.go.ask(&json!({"op": "parse", "set": set}))?;
        let bytes = Peer::number(&answer, "bytes")? as f64;
        let alloc = Peer::number(&answer, "alloc_bytes")? as f64;
        let mallocs = Peer::number(&answer, "mallocs")? as f64;
        let wall = Peer::number(&answer, "ns")? as f64;
        let cpu = Peer::number(&answer, "cpu_ns")? as f64;
        Ok(format!(
            "allocates {:.1} bytes per input byte ({:.1} allocations per KB; runtime.MemStats); \
             {:.2} CPU-seconds per second (getrusage: its garbage collector runs on other cores)",
            ratio(alloc, bytes),
            ratio(mallocs * 1000.0, bytes),
            ratio(cpu, wall)
        ))
    }

    fn parse_ratios(
        &mut self,
        what: &str,
        ours: f64,
        reference: f64,
        hcl_rs: f64,
        hcl_rs_ok: bool,
    ) {
        let vs_ref = ratio(ours, reference);
        let vs_hcl_rs = ratio(ours, hcl_rs);
        println!(
            "  ours / reference {}   ours / hcl-rs {}\n",
            times(vs_ref),
            times(vs_hcl_rs)
        );
        self.summary.add(
            format!("native parse, {what}: ours >= 30x reference"),
            format!(
                "ours {} MB/s, reference {} MB/s: {}",
                rate(ours / 1e6),
                rate(reference / 1e6),
                times(vs_ref)
            ),
            Verdict::of(vs_ref >= 30.0),
        );
        self.summary.add(
            format!("native parse, {what}: ours >= 6x hcl-rs"),
            if hcl_rs_ok {
                format!(
                    "ours {} MB/s, hcl-rs {} MB/s: {}",
                    rate(ours / 1e6),
                    rate(hcl_rs / 1e6),
                    times(vs_hcl_rs)
                )
            } else {
                "hcl-rs rejects the input".into()
            },
            if hcl_rs_ok {
                Verdict::of(vs_hcl_rs >= 6.0)
            } else {
                Verdict::Unmeasured
            },
        );
    }

    /// Section `memory`.
    fn memory(&mut self) -> Result<(), String> {
        let large = self.large()?;
        let (file, bytes) = (large.file.clone(), large.bytes as f64);
        let (hcl_rs_file, hcl_rs_bytes, hcl_rs_ok) = (
            large.hcl_rs_file.clone(),
            large.hcl_rs_bytes as f64,
            large.hcl_rs_accepts,
        );
        let runs = self.options.rounds.min(3);
        let path = file.to_string_lossy().into_owned();
        let hcl_rs_path = hcl_rs_file.to_string_lossy().into_owned();
        let rivals = self.rivals.clone();
        let oracle = self.oracle.clone();
        let measure = |program: &Path, args: &[&str], input: &str| -> Result<f64, String> {
            let mut peaks = Vec::new();
            for _ in 0..runs {
                peaks.push(max_rss(&rivals, program, args, input)?.0 as f64);
            }
            Ok(median(&peaks))
        };
        let read = measure(&rivals, &["once", "read", &path], "")?;
        let ours = measure(&rivals, &["once", "ours", &path], "")?;
        let reference = measure(&oracle, &["parseonce"], &format!("{path}\n"))?;
        let hcl_rs = if hcl_rs_ok {
            measure(&rivals, &["once", "hcl-rs", &hcl_rs_path], "")?
        } else {
            f64::NAN
        };
        println!(
            "== peak memory: a fresh process reads the large file ({}) and parses it once ==",
            mb(bytes as u64)
        );
        println!(
            "  method: the child's ru_maxrss from wait4 (peak resident set), median of {runs} runs"
        );
        let line = |name: &str, peak: f64, input: f64| {
            println!(
                "  {name:<40} {:>9}   {} the input",
                mb(peak as u64),
                times(ratio(peak, input))
            )
        };
        line("only reading the file (rivals runner)", read, bytes);
        line("ours", ours, bytes);
        line("reference (oracle parseonce)", reference, bytes);
        if hcl_rs_ok {
            line("hcl-rs (its variant of the file)", hcl_rs, hcl_rs_bytes);
        } else {
            println!("  hcl-rs rejects its variant of the large file: no figure");
        }
        println!();
        let ours_x = ratio(ours, bytes);
        self.summary.add(
            "peak memory, large file: ours <= 4x input",
            format!(
                "ours {} ({}); reference {}, hcl-rs {}",
                times(ours_x),
                mb(ours as u64),
                times(ratio(reference, bytes)),
                times(ratio(hcl_rs, hcl_rs_bytes))
            ),
            Verdict::of(ours_x <= 4.0),
        );
        Ok(())
    }

    /// Section `linear`.
    fn linear(&mut self) -> Result<(), String> {
        let large = self.large()?;
        let mut sizes: Vec<(String, usize)> = large
            .prefixes
            .iter()
            .map(|&(n, bytes)| (format!("large-{n}"), bytes))
            .collect();
        sizes.push(("large".into(), large.bytes));
        let jobs: Vec<Job> = sizes
            .iter()
            .map(|(set, _)| {
                Job::new(
                    Who::Rivals,
                    json!({"op": "parse", "set": set, "impl": "ours"}),
                    "bytes",
                )
            })
            .collect();
        let figures = self.alternate_repeated(jobs)?;
        println!(
            "== linearity: our parse of prefixes of the large file, median of {} rounds ==",
            self.options.rounds
        );
        for ((_, bytes), (r, _)) in sizes.iter().zip(&figures) {
            println!(
                "  {:>9}   {:>7} MB/s   {:.4} s a parse",
                mb(*bytes as u64),
                rate(r / 1e6),
                *bytes as f64 / r
            );
        }
        let rates: Vec<f64> = figures.iter().map(|f| f.0).collect();
        let slowest = rates.iter().cloned().fold(f64::INFINITY, f64::min);
        let fastest = rates.iter().cloned().fold(0.0, f64::max);
        let spread = ratio(slowest, fastest);
        println!(
            "  slowest / fastest throughput {} (linear: at least 0.75x)\n",
            times(spread)
        );
        self.summary.add(
            "parse time linear in size (1, 2, 5, 10 MB)",
            format!(
                "{} MB/s; slowest / fastest {}",
                rates
                    .iter()
                    .map(|r| rate(r / 1e6))
                    .collect::<Vec<_>>()
                    .join(", "),
                times(spread)
            ),
            Verdict::of(spread >= 0.75),
        );
        Ok(())
    }

    /// Section `json`.
    fn json(&mut self) -> Result<(), String> {
        let list = self.work.join("json.list");
        write_list(&list, &self.corpus.json)?;
        self.rs
            .ask(&json!({"op": "load", "set": "json", "list": list}))?;
        let check = |rs: &mut Peer, set: &str, who: &str| -> Result<Vec<usize>, String> {
            Ok(indices(
                &rs.ask(&json!({"op": "check", "set": set, "impl": who}))?["errors"],
            ))
        };
        let mut skip = check(&mut self.rs, "json", "json-ours")?;
        skip.extend(check(&mut self.rs, "json", "serde_json")?);
        skip.sort_unstable();
        skip.dedup();
        // The same files as the elements of one array, repeated up to 1 MB: one large
        // document (the corpus's JSON files are small).
        let mut sources = Vec::new();
        for (i, path) in self.corpus.json.iter().enumerate() {
            if !skip.contains(&i) {
                sources.push(std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?);
            }
        }
        let mut array = b"[\n".to_vec();
        let mut elements = 0;
        while array.len() < MB && !sources.is_empty() {
            for src in &sources {
                if elements > 0 {
                    array.extend_from_slice(b",\n");
                }
                array.extend_from_slice(src);
                elements += 1;
            }
        }
        array.extend_from_slice(b"\n]\n");
        let array_file = self.work.join("json-array.json");
        std::fs::write(&array_file, &array)
            .map_err(|e| format!("{}: {e}", array_file.display()))?;
        let array_list = self.work.join("json-array.list");
        write_list(&array_list, &[array_file])?;
        self.rs
            .ask(&json!({"op": "load", "set": "json-array", "list": array_list}))?;
        println!(
            "== JSON parse: ours (hcl2_json::parse: positions, order, exact numbers) against serde_json::Value, median of {} rounds ==",
            self.options.rounds
        );
        println!("  serde_json with its default features, in bench/rivals's own workspace");
        let inputs = [
            ("json", "corpus JSON files".to_string(), &skip[..]),
            (
                "json-array",
                format!("one array of them ({elements} elements)"),
                &[][..],
            ),
        ];
        for (set, what, skipped) in inputs {
            let request =
                |who: &str| json!({"op": "parse", "set": set, "impl": who, "skip": skipped});
            let (ours, probe) =
                self.repeated(Job::new(Who::Rivals, request("json-ours"), "bytes"))?;
            let bytes = Peer::number(&probe, "bytes")?;
            let (serde, _) =
                self.repeated(Job::new(Who::Rivals, request("serde_json"), "bytes"))?;
            let figures = self.alternate(&[ours, serde])?;
            let (ours, serde) = (figures[0].0, figures[1].0);
            let files = if set == "json" { sources.len() } else { 1 };
            println!(
                "  {what}, {files} file(s), {}: ours {} MB/s, serde_json {} MB/s: ours / serde_json {}",
                mb(bytes),
                rate(ours / 1e6),
                rate(serde / 1e6),
                times(ratio(ours, serde))
            );
            self.summary.add(
                format!(
                    "JSON parse, {}: ours >= serde_json::Value",
                    if set == "json" {
                        "corpus files"
                    } else {
                        "1 MB array"
                    }
                ),
                format!(
                    "ours {} MB/s, serde_json {} MB/s: {}",
                    rate(ours / 1e6),
                    rate(serde / 1e6),
                    times(ratio(ours, serde))
                ),
                Verdict::of(ours >= serde),
            );
        }
        if !skip.is_empty() {
            println!(
                "  left out: {} files that either parser rejects",
                skip.len()
            );
        }
        println!();
        Ok(())
    }

    /// Section `eval`.
    fn eval(&mut self) -> Result<(), String> {
        let exprs = expressions();
        let load = json!({"op": "eval-load", "exprs": exprs});
        let ours_and_hcl_rs = self.rs.ask(&load)?;
        let reference = self.go.ask(&load)?;
        let rendered = |list: &Json| -> Vec<Result<String, String>> {
            list.as_array()
                .map(|a| {
                    a.iter()
                        .map(|r| match r["json"].as_str() {
                            Some(j) => Ok(j.to_string()),
                            None => Err(r["error"].as_str().unwrap_or("?").to_string()),
                        })
                        .collect()
                })
                .unwrap_or_default()
        };
        let ours = rendered(&ours_and_hcl_rs["ours"]);
        let hcl_rs = rendered(&ours_and_hcl_rs["hcl_rs"]);
        let theirs = rendered(&reference["results"]);
        if ours.len() != exprs.len() || hcl_rs.len() != exprs.len() || theirs.len() != exprs.len() {
            return Err("an evaluator answered for fewer expressions than asked".into());
        }
        let agree = |a: &Result<String, String>, b: &Result<String, String>| matches!((a, b), (Ok(a), Ok(b)) if same_json(a, b));
        let mut differ = 0;
        for (i, expr) in exprs.iter().enumerate() {
            if !agree(&ours[i], &theirs[i]) {
                differ += 1;
                if differ <= 3 {
                    println!(
                        "  ours and the reference differ on {expr}:\n    ours {:?}\n    reference {:?}",
                        ours[i], theirs[i]
                    );
                }
            }
        }
        if differ > 0 {
            return Err(format!(
                "ours and the reference differ on {differ} of the {} bench expressions",
                exprs.len()
            ));
        }
        let hcl_rs_ok: Vec<usize> = (0..exprs.len())
            .filter(|&i| agree(&hcl_rs[i], &ours[i]))
            .collect();
        let eval = |who: &str, only: Option<&[usize]>, iterations: u64| match only {
            Some(only) => {
                json!({"op": "eval", "impl": who, "iterations": iterations, "only": only})
            }
            None => json!({"op": "eval", "impl": who, "iterations": iterations}),
        };
        // Calibrate: one warm-up iteration each sets the iterations of a round.
        let probes = [
            (Who::Rivals, eval("ours", None, 1)),
            (Who::Reference, json!({"op": "eval", "iterations": 1})),
            (Who::Rivals, eval("hcl-rs", Some(&hcl_rs_ok), 1)),
            (Who::Rivals, eval("ours", Some(&hcl_rs_ok), 1)),
        ];
        let mut iterations = Vec::new();
        for (who, probe) in &probes {
            let answer = self.peer(*who).ask(probe)?;
            let n = (ROUND_NS / Peer::number(&answer, "ns")?.max(1) as f64)
                .ceil()
                .max(1.0) as u64;
            iterations.push(if self.options.quick { n.min(5) } else { n });
        }
        let jobs = [
            Job::new(Who::Rivals, eval("ours", None, iterations[0]), "evals"),
            Job::new(
                Who::Reference,
                json!({"op": "eval", "iterations": iterations[1]}),
                "evals",
            ),
            Job::new(
                Who::Rivals,
                eval("hcl-rs", Some(&hcl_rs_ok), iterations[2]),
                "evals",
            ),
            Job::new(
                Who::Rivals,
                eval("ours", Some(&hcl_rs_ok), iterations[3]),
                "evals",
            ),
        ];
        let figures = self.alternate(&jobs)?;
        let [(ours_all, _), (reference_all, _), (hcl_rs_sub, _), (ours_sub, _)] = figures[..]
        else {
            unreachable!("four jobs")
        };
        println!(
            "== expression evaluation: {} expressions ({} shapes: arithmetic, logic, conditionals, templates, for, splats, functions), parsed once, median of {} rounds ==",
            exprs.len(),
            shapes().len(),
            self.options.rounds
        );
        println!(
            "  ours and the reference give the same result for all {}",
            exprs.len()
        );
        println!("  ours        {:>10} evaluations/s", rate(ours_all));
        println!("  reference   {:>10} evaluations/s", rate(reference_all));
        println!(
            "  on the {} of {} expressions hcl-rs evaluates to our result: hcl-rs {} evaluations/s, ours {} evaluations/s",
            hcl_rs_ok.len(),
            exprs.len(),
            rate(hcl_rs_sub),
            rate(ours_sub)
        );
        let (vs_ref, vs_hcl_rs) = (ratio(ours_all, reference_all), ratio(ours_sub, hcl_rs_sub));
        println!(
            "  ours / reference {}   ours / hcl-rs {}\n",
            times(vs_ref),
            times(vs_hcl_rs)
        );
        self.summary.add(
            "evaluation: ours >= 10x reference",
            format!(
                "ours {}/s, reference {}/s: {}",
                rate(ours_all),
                rate(reference_all),
                times(vs_ref)
            ),
            Verdict::of(vs_ref >= 10.0),
        );
        self.summary.add(
            "evaluation: ours faster than hcl-rs (where it is right)",
            format!(
                "on {}/{}: ours {}/s, hcl-rs {}/s: {}",
                hcl_rs_ok.len(),
                exprs.len(),
                rate(ours_sub),
                rate(hcl_rs_sub),
                times(vs_hcl_rs)
            ),
            if hcl_rs_ok.is_empty() {
                Verdict::Unmeasured
            } else {
                Verdict::of(vs_hcl_rs > 1.0)
            },
        );
        Ok(())
    }
}

/// The expression shapes of the evaluation set, a line each (also those of
/// `crates/hcl2-native/benches/eval.rs`); `{n}` takes several values.
const SHAPES: &str = include_str!("../../../crates/hcl2-native/benches/eval_shapes.txt");

/// The lines of [`SHAPES`].
fn shapes() -> Vec<&'static str> {
    SHAPES.lines().collect()
}

/// Variants of each shape in the set.
const VARIANTS: usize = 10;

/// The evaluation set: every shape with `{n}` = 0, 11, 22, ... (`VARIANTS` values).
fn expressions() -> Vec<String> {
    let shapes = shapes();
    let mut out = Vec::with_capacity(shapes.len() * VARIANTS);
    for v in 0..VARIANTS {
        for shape in &shapes {
            out.push(shape.replace("{n}", &(v * 11).to_string()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_evaluation_set_fills_every_shape_with_each_variant() {
        let exprs = expressions();
        assert_eq!(exprs.len(), shapes().len() * VARIANTS);
        assert!(exprs.iter().all(|e| !e.contains("{n}")));
        assert_eq!(exprs[shapes().len() + 11], "length(names) + 11");
        // The loop variable's interpolation survives the filling-in.
        assert!(exprs.contains(&"\"%{ for n in names }${ n },%{ endfor }11\"".to_string()));
    }
}
