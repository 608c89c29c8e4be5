//! Section `cli` (issue 33): whole processes on the corpus's native files, the programs
//! alternating within a round:
//!
//! - `hcl2 to-json FILES…` against `@cdktf/hcl2json` in Node (its WebAssembly
//!   converter on the same list, through `xtask/hcl2json/driver.js --quiet`);
//! - `hcl2 fmt --check FILES…` against the reference's `hclfmt -require-no-change
//!   FILES…` (built from the Go sources; output to /dev/null) — measured only when
//!   `hcl2 fmt` does format (a binary that leaves a badly laid out input unchanged is
//!   reported as not measured rather than timed);
//! - `hcl2 to-json` and `hcl2 fmt --check` with `RAYON_NUM_THREADS` from 1 to all
//!   cores.
//!
//! Every round's times are printed; a target is judged by the median of the rounds'
//! ratios (each round's two runs share the load of their moment), wall time and CPU
//! time (user and system, all threads) both reported, with the load average.
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
        "== cli: whole processes on {} native corpus files (load average {})",
        native.len(),
        load_average()
    );
    let bytes: u64 = native
        .iter()
        .filter_map(|p| std::fs::metadata(p).ok())
        .map(|m| m.len())
        .sum();
    let ours = crate::cli_build::build_release_cli(root, target, "hcl2")?;
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
    let pair = time_pair(options.rounds, to_json, node)?;
    let mb = bytes as f64 / 1e6;
    let (ours_t, node_t) = (medians(&pair.a), medians(&pair.b));
    println!(
        "  to-json   hcl2 {:.3} s ({:.1} MB/s), cpu {:.2} s | @cdktf/hcl2json {:.3} s ({:.2} MB/s), cpu {:.2} s (medians)",
        ours_t.wall,
        mb / ours_t.wall,
        ours_t.cpu,
        node_t.wall,
        mb / node_t.wall,
        node_t.cpu,
    );
    let figures = pair.report("to-json", "hcl2", "@cdktf/hcl2json");
    summary.add(
        format!("hcl2 to-json >= {TO_JSON_TARGET}x @cdktf/hcl2json (whole process, corpus)"),
        figures,
        Verdict::of(pair.median_ratio().wall >= TO_JSON_TARGET),
    );
    fmt(root, target, options, &ours, native, summary)?;
    println!(
        "  scaling (RAYON_NUM_THREADS, the median of {} rounds):",
        options.rounds
    );
    scaling(options, "to-json", &ours, &["to-json"], native)?;
    scaling(options, "fmt --check", &ours, &["fmt", "--check"], native)
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
    let pair = time_pair(options.rounds, check, reference)?;
    let figures = pair.report("fmt --check", "hcl2", "hclfmt");
    summary.add(
        goal,
        figures,
        Verdict::of(pair.median_ratio().wall >= FMT_TARGET),
    );
    Ok(())
}

/// How `hcl2 ARGS…`'s time moves from one thread to all cores (a report, not a
/// target: printed in the section, not in the summary).
fn scaling(
    options: &Options,
    label: &str,
    ours: &Path,
    args: &[&str],
    native: &[PathBuf],
) -> Result<(), String> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut one = Times {
        wall: 0.0,
        cpu: 0.0,
    };
    for threads in 1..=cores {
        let mut samples = Vec::new();
        for _ in 0..options.rounds {
            let mut run = Run::hcl2(ours, args, native);
            run.cmd.env("RAYON_NUM_THREADS", threads.to_string());
            samples.push(run.time()?);
        }
        let t = medians(&samples);
        if threads == 1 {
            one = t;
        }
        println!(
            "    {label:<11} threads={threads}: wall {:.3} s ({} the speed of one thread), cpu {:.2} s ({} of one thread's) [{}]",
            t.wall,
            times(ratio(one.wall, t.wall)),
            t.cpu,
            times(ratio(t.cpu, one.cpu)),
            walls(&samples)
        );
    }
    Ok(())
}

/// The rounds' wall times, `0.251 0.263 …`.
fn walls(samples: &[Times]) -> String {
    let walls: Vec<String> = samples.iter().map(|t| format!("{:.3}", t.wall)).collect();
    walls.join(" ")
}

/// The machine's load averages over 1, 5 and 15 minutes (`/proc/loadavg`), for the
/// report: 2 cores shared with other work make wall times move.
fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let fields: Vec<&str> = text.split_whitespace().take(3).collect();
    if fields.len() == 3 {
        fields.join(" ")
    } else {
        "unknown".into()
    }
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

/// The rounds of two programs timed alternately: `a[i]` and `b[i]` ran one after the
/// other, under about the same load.
struct Pair {
    a: Vec<Times>,
    b: Vec<Times>,
}

impl Pair {
    /// Each round's ratios, b's time over a's (how many times faster `a` is).
    fn ratios(&self) -> Vec<Times> {
        self.a
            .iter()
            .zip(&self.b)
            .map(|(a, b)| Times {
                wall: ratio(b.wall, a.wall),
                cpu: ratio(b.cpu, a.cpu),
            })
            .collect()
    }

    /// The median of the rounds' ratios, wall and CPU (the figure a target is judged
    /// by: a round's two runs share the load of their moment).
    fn median_ratio(&self) -> Times {
        medians(&self.ratios())
    }

    /// Prints every round and the medians; returns the summary's figures.
    fn report(&self, label: &str, a_name: &str, b_name: &str) -> String {
        for (i, ((a, b), r)) in self.a.iter().zip(&self.b).zip(self.ratios()).enumerate() {
            println!(
                "    {label} round {}: {a_name} {:.3} s (cpu {:.2}) | {b_name} {:.3} s (cpu {:.2}) | {} (cpu {})",
                i + 1,
                a.wall,
                a.cpu,
                b.wall,
                b.cpu,
                times(r.wall),
                times(r.cpu)
            );
        }
        let (a, b, r) = (medians(&self.a), medians(&self.b), self.median_ratio());
        let figures = format!(
            "median wall {:.3} s vs {:.3} s; median of the rounds' ratios: wall {}, cpu {} (load {})",
            a.wall,
            b.wall,
            times(r.wall),
            times(r.cpu),
            load_average()
        );
        println!("  {label:<11} {a_name} vs {b_name}: {figures}");
        figures
    }
}

/// `a` and `b` timed over `rounds`, alternating A B A B.
fn time_pair(rounds: usize, a: impl Fn() -> Run, b: impl Fn() -> Run) -> Result<Pair, String> {
    let mut pair = Pair {
        a: Vec::new(),
        b: Vec::new(),
    };
    for _ in 0..rounds {
        pair.a.push(a().time()?);
        pair.b.push(b().time()?);
    }
    Ok(pair)
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
    use super::{children_cpu_of, Pair, Times};

    #[test]
    fn a_pair_is_judged_by_the_median_of_its_rounds_ratios() {
        let t = |wall, cpu| Times { wall, cpu };
        let pair = Pair {
            a: vec![t(1.0, 1.0), t(2.0, 1.0), t(1.0, 2.0)],
            b: vec![t(10.0, 30.0), t(60.0, 4.0), t(40.0, 4.0)],
        };
        let r = pair.median_ratio();
        // Wall ratios 10, 30, 40; CPU ratios 30, 4, 2.
        assert_eq!((r.wall, r.cpu), (30.0, 4.0));
    }

    #[test]
    fn children_cpu_is_cutime_plus_cstime_in_seconds() {
        let stat = "42 (x (y) z) S 1 42 42 0 -1 4194560 100 0 0 0 7 3 150 25 20 0 1 0";
        assert_eq!(children_cpu_of(stat), 1.75);
        assert_eq!(children_cpu_of(""), 0.0);
    }
}
