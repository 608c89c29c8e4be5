//! Section `cli` (issue 33): whole processes on the corpus's native files, each figure
//! the median wall time of the rounds, the programs alternating within a round:
//!
//! - `hcl2 to-json FILES…` against `@cdktf/hcl2json` in Node (its WebAssembly
//!   converter on the same list, through `xtask/hcl2json/driver.js --quiet`);
//! - `hcl2 fmt --check FILES…` against the reference's `hclfmt -require-no-change
//!   FILES…` (built from the Go sources; output to /dev/null) — measured only when
//!   `hcl2 fmt` does format (a binary that leaves a badly laid out input unchanged is
//!   reported as not measured rather than timed);
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
    let to_json = || Run::hcl2(&ours, &["to-json"], native);
    let [ours_t, node_t] = time_pair(options.rounds, to_json, node)?;
    let (t_ours, t_node) = (ours_t.wall, node_t.wall);
    let mb = bytes as f64 / 1e6;
    let speedup = ratio(t_node, t_ours);
    let cpu_speedup = ratio(node_t.cpu, ours_t.cpu);
    println!(
        "  to-json   hcl2 {t_ours:.3} s ({:.1} MB/s), cpu {:.2} s | @cdktf/hcl2json {t_node:.3} s ({:.2} MB/s), cpu {:.2} s | wall {}, cpu {}",
        mb / t_ours,
        ours_t.cpu,
        mb / t_node,
        node_t.cpu,
        times(speedup),
        times(cpu_speedup)
    );
    summary.add(
        format!("hcl2 to-json >= {TO_JSON_TARGET}x @cdktf/hcl2json (whole process, corpus)"),
        format!(
            "wall {t_ours:.3} s vs {t_node:.3} s: {} (cpu {})",
            times(speedup),
            times(cpu_speedup)
        ),
        Verdict::of(speedup >= TO_JSON_TARGET),
    );
    fmt(root, target, options, &ours, native, summary)?;
    scaling(options, &ours, native)
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
        println!("  fmt       not measured: `hcl2 fmt` left a badly laid out input unchanged");
        summary.add(goal, "hcl2 fmt does not format", Verdict::Unmeasured);
        return Ok(());
    }
    let hclfmt = build_hclfmt(root, target)?;
    let check = || Run::hcl2(ours, &["fmt", "--check"], native);
    let reference = || Run::of(&hclfmt, &["-require-no-change"], native);
    let [ours_t, ref_t] = time_pair(options.rounds, check, reference)?;
    let speedup = ratio(ref_t.wall, ours_t.wall);
    let cpu_speedup = ratio(ref_t.cpu, ours_t.cpu);
    let figures = format!(
        "wall {:.3} s vs {:.3} s: {} (cpu {})",
        ours_t.wall,
        ref_t.wall,
        times(speedup),
        times(cpu_speedup)
    );
    println!("  fmt       hcl2 vs hclfmt: {figures}");
    summary.add(goal, figures, Verdict::of(speedup >= FMT_TARGET));
    Ok(())
}

/// How `hcl2 to-json`'s time moves from one thread to all cores (a report, not a
/// target: printed in the section, not in the summary).
fn scaling(options: &Options, ours: &Path, native: &[PathBuf]) -> Result<(), String> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut one = 0.0;
    for threads in 1..=cores {
        let mut samples = Vec::new();
        for _ in 0..options.rounds {
            let mut run = Run::hcl2(ours, &["to-json"], native);
            run.cmd.env("RAYON_NUM_THREADS", threads.to_string());
            samples.push(run.time()?);
        }
        let t = medians(&samples);
        if threads == 1 {
            one = t.wall;
        }
        println!(
            "  to-json with RAYON_NUM_THREADS={threads}: wall {:.3} s ({} the speed of one thread), cpu {:.2} s",
            t.wall,
            times(ratio(one, t.wall)),
            t.cpu
        );
    }
    Ok(())
}

/// A command to time, with what to feed its standard input.
struct Run {
    cmd: Command,
    stdin: Option<String>,
}

impl Run {
    /// `program ARGS… FILES…`.
    fn of(program: &Path, args: &[&str], files: &[PathBuf]) -> Run {
        let mut cmd = Command::new(program);
        cmd.args(args).args(files);
        cmd.stdin(Stdio::null());
        Run { cmd, stdin: None }
    }

    /// `hcl2 --color never ARGS… FILES…` (only our program knows `--color`: given to
    /// `hclfmt`, it stopped at once on the unknown flag).
    fn hcl2(ours: &Path, args: &[&str], files: &[PathBuf]) -> Run {
        let mut run = Run::of(ours, &["--color", "never"], &[]);
        run.cmd.args(args).args(files);
        run
    }

    /// The wall time and the CPU time (user and system, all threads) of one run, in
    /// seconds (its output discarded; its exit status ignored, since corpus files with
    /// syntax errors fail every tool).
    fn time(&mut self) -> Result<Times, String> {
        self.cmd.stdout(Stdio::null()).stderr(Stdio::null());
        let cpu_before = children_cpu();
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
        Ok(Times {
            wall: began.elapsed().as_secs_f64(),
            cpu: children_cpu() - cpu_before,
        })
    }
}

/// One run's wall and CPU seconds.
#[derive(Clone, Copy, Debug)]
struct Times {
    wall: f64,
    cpu: f64,
}

/// The CPU seconds (user and system) of this process's children waited for so far:
/// `cutime` and `cstime` of `/proc/self/stat`, in clock ticks of 1/100 s (Linux's
/// USER_HZ); 0 where that file is not available. CPU time does not grow with the
/// machine's load as wall time does, so it shows the work each program does.
fn children_cpu() -> f64 {
    children_cpu_of(&std::fs::read_to_string("/proc/self/stat").unwrap_or_default())
}

/// `cutime + cstime` of a `/proc/PID/stat` line, in seconds.
fn children_cpu_of(stat: &str) -> f64 {
    // Fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // cutime and cstime are fields 16 and 17 of the whole line, 14 and 15 here.
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(13) + ticks(14)) / 100.0
}

/// Median times of `a` and `b` over `rounds`, alternating A B A B.
fn time_pair(
    rounds: usize,
    a: impl Fn() -> Run,
    b: impl Fn() -> Run,
) -> Result<[Times; 2], String> {
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        ta.push(a().time()?);
        tb.push(b().time()?);
    }
    Ok([medians(&ta), medians(&tb)])
}

fn medians(samples: &[Times]) -> Times {
    let wall: Vec<f64> = samples.iter().map(|t| t.wall).collect();
    let cpu: Vec<f64> = samples.iter().map(|t| t.cpu).collect();
    Times {
        wall: median(&wall),
        cpu: median(&cpu),
    }
}

/// Whether `hcl2 fmt` changes a badly laid out input.
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

#[cfg(test)]
mod tests {
    use super::children_cpu_of;

    #[test]
    fn children_cpu_is_cutime_plus_cstime_in_seconds() {
        let stat = "42 (x (y) z) S 1 42 42 0 -1 4194560 100 0 0 0 7 3 150 25 20 0 1 0";
        assert_eq!(children_cpu_of(stat), 1.75);
        assert_eq!(children_cpu_of(""), 0.0);
    }
}
