//! The processes the benchmarks talk to: the reference oracle in its bench mode and the
//! rivals runner (`bench/rivals`, built here in release mode), both answering one JSON
//! line per JSON request; and the peak-memory measurement of a fresh child.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::Value as Json;

/// A running JSON-lines process, asked one request at a time.
pub struct Peer {
    name: &'static str,
    child: Child,
    /// Always present until the peer is dropped.
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Peer {
    /// Starts `program args`.
    pub fn start(name: &'static str, program: &Path, args: &[&str]) -> Result<Peer, String> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", program.display()))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(Peer {
            name,
            child,
            stdin: Some(stdin),
            stdout,
        })
    }

    /// Sends `request` and returns the answer; an answer carrying `error` is an error.
    pub fn ask(&mut self, request: &Json) -> Result<Json, String> {
        let fail = |e: std::io::Error| format!("{}: {e}", self.name);
        let stdin = self.stdin.as_mut().expect("open until dropped");
        writeln!(stdin, "{request}").map_err(fail)?;
        stdin.flush().map_err(fail)?;
        let mut line = String::new();
        let read = self.stdout.read_line(&mut line).map_err(fail)?;
        if read == 0 {
            return Err(format!("{} exited while answering {request}", self.name));
        }
        let answer: Json = serde_json::from_str(&line)
            .map_err(|e| format!("{}: unreadable answer {line:?}: {e}", self.name))?;
        if let Some(e) = answer.get("error") {
            return Err(format!("{}: {}", self.name, e.as_str().unwrap_or_default()));
        }
        Ok(answer)
    }

    /// `key` of `answer` as a number.
    pub fn number(answer: &Json, key: &str) -> Result<u64, String> {
        answer[key]
            .as_u64()
            .ok_or_else(|| format!("answer without number `{key}`: {answer}"))
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        // Closing stdin ends the request loop of both programs.
        drop(self.stdin.take());
        let _ = self.child.wait();
    }
}

/// The root workspace's `[profile.release]` settings as `--config` arguments, so that
/// the rivals workspace builds our crates exactly as the project's release builds do.
fn release_profile(root: &Path) -> Result<Vec<String>, String> {
    let manifest = root.join("Cargo.toml");
    let text =
        std::fs::read_to_string(&manifest).map_err(|e| format!("{}: {e}", manifest.display()))?;
    let mut out = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.starts_with('[') {
            inside = line == "[profile.release]";
        } else if inside && line.contains('=') {
            let (key, value) = line.split_once('=').expect("contains =");
            out.push(format!("profile.release.{}={}", key.trim(), value.trim()));
        }
    }
    Ok(out)
}

/// Builds `bench/rivals` in release mode into `<target>/bench-rivals` (its own
/// workspace, so serde_json there has its default features) and returns the binary
/// with a description of the profile used.
pub fn build_rivals(root: &Path, target: &Path) -> Result<(PathBuf, String), String> {
    let profile = release_profile(root)?;
    let out = target.join("bench-rivals");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    eprintln!("building bench/rivals (release) into {}", out.display());
    let mut cmd = Command::new(cargo);
    cmd.args(["build", "--quiet", "--release", "--manifest-path"])
        .arg(root.join("bench/rivals/Cargo.toml"))
        .arg("--target-dir")
        .arg(&out);
    for setting in &profile {
        cmd.args(["--config", setting]);
    }
    let status = cmd
        .env_remove("CARGO_TARGET_DIR")
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("building bench/rivals failed ({status})"));
    }
    let shown = if profile.is_empty() {
        "cargo's default release profile".to_string()
    } else {
        profile.join(", ")
    };
    Ok((out.join("release/hcl2-bench-rivals"), shown))
}

/// The peak resident set size, in bytes, of `program args` run as a fresh child with
/// `input` on its stdin (its `ru_maxrss` from `wait4`, taken by the rivals runner's
/// `maxrss` command), and the child's last output line.
pub fn max_rss(
    rivals: &Path,
    program: &Path,
    args: &[&str],
    input: &str,
) -> Result<(u64, String), String> {
    let mut child = Command::new(rivals)
        .arg("maxrss")
        .arg(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", rivals.display()))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin
        .write_all(input.as_bytes())
        .map_err(|e| format!("maxrss: {e}"))?;
    drop(stdin);
    let output = child
        .wait_with_output()
        .map_err(|e| format!("maxrss: {e}"))?;
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let (last, before) = lines
        .split_last()
        .ok_or_else(|| format!("maxrss of {} printed nothing", program.display()))?;
    let report: Json = serde_json::from_str(last).map_err(|e| format!("maxrss: {e}"))?;
    if report["status"].as_i64() != Some(0) {
        return Err(format!("{} {args:?} failed: {report}", program.display()));
    }
    let kib = Peer::number(&report, "maxrss_kib")?;
    Ok((kib * 1024, before.last().unwrap_or(&"").to_string()))
}
