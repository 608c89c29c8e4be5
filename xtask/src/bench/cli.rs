//! Section `cli` (issue 33): whole processes on the corpus's native files, each figure
//! the median wall time of the rounds, the programs alternating within a round:
//!
//! - `hcl2 to-json FILES…` against `@cdktf/hcl2json` in Node (its WebAssembly
//!   converter on the same list, through `xtask/hcl2json/driver.js --quiet`);
//! - `hcl2 fmt --check FILES…` against the reference's `hclfmt -require-no-change
//!   FILES…` (built from the Go sources; output to /dev/null) — measured only once
//!   `hcl2 fmt` has a real formatter (today's stand-in changes nothing, which this
//!   section detects and then reports the target as not measured);
//! - `hcl2 to-json` with `RAYON_NUM_THREADS` from 1 to all cores.
//!
//! Our binary is built in release mode (`cargo build --release -p hcl2-cli --bin
//! hcl2`). Files go on the command line (the corpus's 7,339 paths fit Linux's limit).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use super::stats::{median, ratio, times};
use super::summary::{Summary, Verdict};
use super::Options;
use crate::hcl2json;

/// The targets of issue 33, as multiples of the rival's time.
const TO_JSON_TARGET: f64 = 50.0;
const FMT_TARGET: f64 = 10.0;

/// Runs the section.
pub fn run(
    root: &Path,
    target: &Path,
    options: &Options,
    native: &[PathBuf],
    summary: &mut Summary,
) -> Result<(), String> {
    println!(
        "== cli: whole processes on {} native corpus files",
        native.len()
    );
    let bytes: u64 = native
        .iter()
        .filter_map(|p| std::fs::metadata(p).ok())
        .map(|m| m.len())
        .sum();
    let ours = build_hcl2(root, target)?;
    let package = hcl2json::ensure_installed(target)?;
    let list: String = native
        .iter()
        .map(|p| format!("{}\n", p.display()))
        .collect();
    let node = || {
        let mut cmd = hcl2json::command(root, &package, true);
        cmd.stdin(Stdio::piped());
        Run {
            cmd,
            stdin: Some(list.clone()),
        }
    };
    let to_json = || Run::of(&ours, &["to-json"], native);
    let [t_ours, t_node] = time_pair(options.rounds, to_json, node)?;
    let mb = bytes as f64 / 1e6;
    let speedup = ratio(t_node, t_ours);
    println!(
        "  to-json   hcl2 {t_ours:.3} s ({:.1} MB/s) | @cdktf/hcl2json {t_node:.3} s ({:.2} MB/s) | {}",
        mb / t_ours,
        mb / t_node,
        times(speedup)
    );
    summary.add(
        format!("hcl2 to-json >= {TO_JSON_TARGET}x @cdktf/hcl2json (whole process, corpus)"),
        format!("{t_ours:.3} s vs {t_node:.3} s: {}", times(speedup)),
        Verdict::of(speedup >= TO_JSON_TARGET),
    );
    fmt(root, target, options, &ours, native, summary)?;
    scaling(options, &ours, native, summary)
}

fn fmt(
    root: &Path,
    target: &Path,
    options: &Options,
    ours: &Path,
    native: &[PathBuf],
    summary: &mut Summary,
) -> Result<(), String> {
    let goal = format!("hcl2 fmt --check >= {FMT_TARGET}x hclfmt (whole process, corpus)");
    if !formats(ours)? {
        println!("  fmt       not measured: `hcl2 fmt` still has its stand-in formatter");
        summary.add(goal, "stand-in formatter", Verdict::Unmeasured);
        return Ok(());
    }
    let hclfmt = build_hclfmt(root, target)?;
    let check = || Run::of(ours, &["fmt", "--check"], native);
    let reference = || Run::of(&hclfmt, &["-require-no-change"], native);
    let [t_ours, t_ref] = time_pair(options.rounds, check, reference)?;
    let speedup = ratio(t_ref, t_ours);
    println!(
        "  fmt       hcl2 {t_ours:.3} s | hclfmt {t_ref:.3} s | {}",
        times(speedup)
    );
    summary.add(
        goal,
        format!("{t_ours:.3} s vs {t_ref:.3} s: {}", times(speedup)),
        Verdict::of(speedup >= FMT_TARGET),
    );
    Ok(())
}

fn scaling(
    options: &Options,
    ours: &Path,
    native: &[PathBuf],
    summary: &mut Summary,
) -> Result<(), String> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut figures = Vec::new();
    let mut one = 0.0;
    for threads in 1..=cores {
        let mut samples = Vec::new();
        for _ in 0..options.rounds {
            let mut run = Run::of(ours, &["to-json"], native);
            run.cmd.env("RAYON_NUM_THREADS", threads.to_string());
            samples.push(run.time()?);
        }
        let t = median(&samples);
        if threads == 1 {
            one = t;
        }
        println!(
            "  to-json with RAYON_NUM_THREADS={threads}: {t:.3} s ({} of one thread)",
            times(ratio(one, t))
        );
        figures.push(format!("{threads}: {t:.3} s"));
    }
    summary.add(
        "hcl2 to-json scaling, 1 to all cores (RAYON_NUM_THREADS)",
        figures.join(", "),
        Verdict::Met,
    );
    Ok(())
}

/// A command to time, with what to feed its standard input.
struct Run {
    cmd: Command,
    stdin: Option<String>,
}

impl Run {
    fn of(program: &Path, args: &[&str], files: &[PathBuf]) -> Run {
        let mut cmd = Command::new(program);
        cmd.args(["--color", "never"]).args(args).args(files);
        cmd.stdin(Stdio::null());
        Run { cmd, stdin: None }
    }

    /// The wall time of one run, in seconds (its output discarded; its exit status
    /// ignored, since corpus files with syntax errors fail every tool).
    fn time(&mut self) -> Result<f64, String> {
        self.cmd.stdout(Stdio::null()).stderr(Stdio::null());
        let began = Instant::now();
        let mut child = self
            .cmd
            .spawn()
            .map_err(|e| format!("cannot run {:?}: {e}", self.cmd))?;
        if let (Some(text), Some(mut stdin)) = (self.stdin.take(), child.stdin.take()) {
            stdin
                .write_all(text.as_bytes())
                .map_err(|e| format!("stdin: {e}"))?;
        }
        child.wait().map_err(|e| format!("{:?}: {e}", self.cmd))?;
        Ok(began.elapsed().as_secs_f64())
    }
}

/// Median times of `a` and `b` over `rounds`, alternating A B A B.
fn time_pair(rounds: usize, a: impl Fn() -> Run, b: impl Fn() -> Run) -> Result<[f64; 2], String> {
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        ta.push(a().time()?);
        tb.push(b().time()?);
    }
    Ok([median(&ta), median(&tb)])
}

/// Whether `hcl2 fmt` changes a badly laid out input (false: the stand-in formatter).
fn formats(ours: &Path) -> Result<bool, String> {
    let mut child = Command::new(ours)
        .arg("fmt")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run hcl2: {e}"))?;
    const MESSY: &str = "a=1\nb   =   [1,2]\n";
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(MESSY.as_bytes())
            .map_err(|e| format!("stdin: {e}"))?;
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("hcl2 fmt: {e}"))?;
    Ok(out.status.success() && out.stdout != MESSY.as_bytes())
}

fn build_hcl2(root: &Path, target: &Path) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args([
            "build",
            "--quiet",
            "--release",
            "-p",
            "hcl2-cli",
            "--bin",
            "hcl2",
        ])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", target)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!(
            "`cargo build --release -p hcl2-cli --bin hcl2` failed ({status})"
        ));
    }
    Ok(target.join("release").join("hcl2"))
}

/// The reference's `hclfmt`, built from the Go sources the oracle uses.
fn build_hclfmt(root: &Path, target: &Path) -> Result<PathBuf, String> {
    let out = target.join("hclfmt");
    if out.is_file() {
        return Ok(out);
    }
    crate::oracle::ensure_toolchain()?;
    let status = Command::new(crate::oracle::go_binary())
        .args(["build", "-o"])
        .arg(&out)
        .arg("github.com/hashicorp/hcl/v2/cmd/hclfmt")
        .current_dir(root)
        .env("GOPATH", crate::oracle::GOPATH)
        .env("GO111MODULE", "off")
        .env("GOFLAGS", "")
        .env("GOCACHE", target.join("xtask-oracle/gocache"))
        .status()
        .map_err(|e| format!("cannot run go: {e}"))?;
    if !status.success() {
        return Err(format!("building hclfmt failed ({status})"));
    }
    Ok(out)
}
