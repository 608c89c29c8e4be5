//! The reference oracle: a small Go program (`xtask/oracle/main.go`) linked against the
//! reference implementation (hashicorp/hcl v2 from the Debian package, built in GOPATH
//! mode). This module installs the toolchain when it is missing, builds the program
//! when its inputs changed, and runs it over a batch of requests.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// Where the Debian packages put Go libraries.
pub const GOPATH: &str = "/usr/share/gocode";
/// The reference library inside [`GOPATH`].
pub const HCL_PACKAGE: &str = "src/github.com/hashicorp/hcl/v2";

/// A built oracle binary.
pub struct Oracle {
    binary: PathBuf,
}

/// One answer: the JSON line the oracle printed for a request, or the reason the
/// process died while handling it.
#[derive(Debug)]
pub enum Answer {
    Line(String),
    Died(String),
}

/// Changes to the reference library for one build of the oracle, applied with
/// `go build -overlay` (the installed library is never modified).
#[derive(Clone, Debug, Default)]
pub struct Overlay {
    /// Go files added to the library: each source file, and the path it takes
    /// relative to the library's root (`hclsyntax/x.go`, or `x.go` for package hcl).
    pub added: Vec<(PathBuf, String)>,
    /// Text inserted into the library's own files.
    pub insertions: Vec<Insertion>,
}

/// `text` inserted right after the only occurrence of `anchor` in `file` (a path
/// relative to the library's root, such as `hclsyntax/expression.go`).
#[derive(Clone, Debug)]
pub struct Insertion {
    pub file: &'static str,
    pub anchor: &'static str,
    pub text: &'static str,
}

impl Oracle {
    /// Installs Go and the reference library if needed, then builds the oracle into
    /// `<target dir>/xtask-oracle/` unless the existing build is up to date.
    pub fn prepare(repo_root: &Path, target_dir: &Path) -> Result<Oracle, String> {
        Oracle::prepare_variant(repo_root, target_dir, "oracle", &[], None)
    }

    /// Like [`Oracle::prepare`], for a variant named `name`: built with the Go build
    /// `tags` and, if given, the library changed by `overlay`.
    pub fn prepare_variant(
        repo_root: &Path,
        target_dir: &Path,
        name: &str,
        tags: &[&str],
        overlay: Option<&Overlay>,
    ) -> Result<Oracle, String> {
        ensure_toolchain()?;
        let source_dir = repo_root.join("xtask/oracle");
        let out_dir = target_dir.join("xtask-oracle");
        std::fs::create_dir_all(&out_dir)
            .map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
        let binary = out_dir.join(name);
        let stamp_path = out_dir.join(format!("{name}.stamp"));
        let mut stamp = build_stamp(&source_dir)?;
        stamp.push_str(&format!("tags {tags:?}\n"));
        let overlay_file = match overlay {
            Some(o) => {
                let (file, fingerprint) =
                    write_overlay(o, &out_dir.join(format!("{name}-overlay")))?;
                stamp.push_str(&fingerprint);
                Some(file)
            }
            None => None,
        };
        let current = std::fs::read_to_string(&stamp_path).unwrap_or_default();
        if current != stamp || !binary.is_file() {
            eprintln!("building the reference oracle into {}", binary.display());
            let tmp = out_dir.join(format!("{name}.tmp"));
            let mut cmd = Command::new(go_binary());
            cmd.args(["build", "-o"]).arg(&tmp);
            if !tags.is_empty() {
                cmd.arg(format!("-tags={}", tags.join(",")));
            }
            if let Some(file) = &overlay_file {
                cmd.arg(format!("-overlay={}", file.display()));
            }
            let status = cmd
                .arg(".")
                .current_dir(&source_dir)
                .env("GOPATH", GOPATH)
                .env("GO111MODULE", "off")
                .env("GOFLAGS", "")
                .env("GOCACHE", out_dir.join("gocache"))
                .status()
                .map_err(|e| format!("cannot run go build: {e}"))?;
            if !status.success() {
                return Err(format!("go build of the oracle `{name}` failed ({status})"));
            }
            std::fs::rename(&tmp, &binary).map_err(|e| format!("cannot install oracle: {e}"))?;
            std::fs::write(&stamp_path, stamp).map_err(|e| format!("cannot write stamp: {e}"))?;
        }
        Ok(Oracle { binary })
    }

    /// The built program (for callers that start it themselves, as the benchmarks do).
    pub fn binary(&self) -> &Path {
        &self.binary
    }

    /// Runs `oracle <args>` over `requests` (one line each) and returns one answer per
    /// request, in order. A request that kills the process (Go stack overflows cannot
    /// be recovered) gets [`Answer::Died`]; the oracle is restarted after it.
    pub fn run(&self, args: &[&str], requests: &[String]) -> Result<Vec<Answer>, String> {
        let mut answers = Vec::with_capacity(requests.len());
        while answers.len() < requests.len() {
            let pending = &requests[answers.len()..];
            let (lines, died) = self.run_once(args, pending)?;
            let got = lines.len();
            answers.extend(lines.into_iter().map(Answer::Line));
            if got < pending.len() {
                // The process ended early: the next request killed it.
                let why = died.unwrap_or_else(|| "oracle exited early".to_string());
                answers.push(Answer::Died(why));
            }
        }
        Ok(answers)
    }

    /// One process over `requests`: the lines it printed, and why it died if it did.
    fn run_once(
        &self,
        args: &[&str],
        requests: &[String],
    ) -> Result<(Vec<String>, Option<String>), String> {
        let mut child = Command::new(&self.binary)
            .args(args)
            // Keep a fatal error's report to its first lines.
            .env("GOTRACEBACK", "none")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", self.binary.display()))?;
        let mut stdin = child.stdin.take().expect("piped stdin");
        let input: String = requests.iter().map(|r| format!("{r}\n")).collect();
        // Feed stdin from a thread so a full stdout pipe cannot deadlock us.
        let writer = std::thread::spawn(move || {
            // The oracle may die before reading everything; a broken pipe is expected then.
            let _ = stdin.write_all(input.as_bytes());
        });
        let mut stderr = child.stderr.take().expect("piped stderr");
        let err_reader = std::thread::spawn(move || {
            let mut s = String::new();
            let _ = stderr.read_to_string(&mut s);
            s
        });
        let stdout = child.stdout.take().expect("piped stdout");
        let mut lines = Vec::with_capacity(requests.len());
        for line in BufReader::new(stdout).lines() {
            let line = line.map_err(|e| format!("reading the oracle's output: {e}"))?;
            lines.push(line);
        }
        let status = child
            .wait()
            .map_err(|e| format!("waiting for the oracle: {e}"))?;
        let _ = writer.join();
        let err_text = err_reader.join().unwrap_or_default();
        if lines.len() > requests.len() {
            return Err("the oracle printed more answers than requests".into());
        }
        if lines.len() == requests.len() {
            if !status.success() {
                return Err(format!("the oracle failed ({status}): {err_text}"));
            }
            return Ok((lines, None));
        }
        if err_text.starts_with("oracle:") || err_text.starts_with("usage:") {
            // Not a crash on one input: the program itself refused to work.
            return Err(format!("the oracle failed ({status}): {err_text}"));
        }
        let why: Vec<&str> = err_text.lines().filter(|l| !l.is_empty()).take(3).collect();
        Ok((lines, Some(format!("{status}: {}", why.join(" | ")))))
    }
}

/// A long-running oracle process answering batches of requests as they come (used
/// where many small batches follow each other, as while shrinking). It is restarted
/// after a request that kills it.
pub struct Session {
    binary: PathBuf,
    args: Vec<String>,
    running: Option<Running>,
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Oracle {
    /// A session of `oracle <args>`; the process starts with the first batch.
    pub fn session(&self, args: &[&str]) -> Session {
        Session {
            binary: self.binary.clone(),
            args: args.iter().map(|a| a.to_string()).collect(),
            running: None,
        }
    }
}

impl Session {
    /// One answer per request, in order (see [`Oracle::run`]).
    pub fn ask(&mut self, requests: &[String]) -> Result<Vec<Answer>, String> {
        let mut answers = Vec::with_capacity(requests.len());
        while answers.len() < requests.len() {
            let pending = &requests[answers.len()..];
            let lines = self.ask_running(pending)?;
            let got = lines.len();
            answers.extend(lines.into_iter().map(Answer::Line));
            if got < pending.len() {
                let why = self.reap();
                answers.push(Answer::Died(why));
            }
        }
        Ok(answers)
    }

    /// Sends `requests` to the running process (starting it if needed) and reads
    /// answers until it has one per request or the process ends.
    fn ask_running(&mut self, requests: &[String]) -> Result<Vec<String>, String> {
        if self.running.is_none() {
            let mut child = Command::new(&self.binary)
                .args(&self.args)
                .env("GOTRACEBACK", "none")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|e| format!("cannot start {}: {e}", self.binary.display()))?;
            let stdin = child.stdin.take().expect("piped stdin");
            let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
            self.running = Some(Running {
                child,
                stdin,
                stdout,
            });
        }
        let running = self.running.as_mut().expect("started above");
        let input: String = requests.iter().map(|r| format!("{r}\n")).collect();
        let Running { stdin, stdout, .. } = running;
        std::thread::scope(|scope| {
            // Write from a thread so a full stdout pipe cannot deadlock us; the process
            // may die before reading everything (a broken pipe is expected then).
            scope.spawn(move || {
                let _ = stdin.write_all(input.as_bytes());
                let _ = stdin.flush();
            });
            let mut lines = Vec::with_capacity(requests.len());
            let mut line = String::new();
            while lines.len() < requests.len() {
                line.clear();
                match stdout.read_line(&mut line) {
                    Ok(0) => break,
                    Ok(_) => lines.push(line.trim_end_matches(['\n', '\r']).to_string()),
                    Err(e) => return Err(format!("reading the oracle's output: {e}")),
                }
            }
            Ok(lines)
        })
    }

    /// Waits for the dead process and returns why it died (its first stderr lines).
    fn reap(&mut self) -> String {
        let Some(mut running) = self.running.take() else {
            return "oracle not running".into();
        };
        drop(running.stdin);
        let status = running.child.wait();
        let mut err_text = String::new();
        if let Some(mut stderr) = running.child.stderr.take() {
            let _ = stderr.read_to_string(&mut err_text);
        }
        let why: Vec<&str> = err_text.lines().filter(|l| !l.is_empty()).take(3).collect();
        match status {
            Ok(status) => format!("{status}: {}", why.join(" | ")),
            Err(e) => format!("{e}"),
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Some(mut running) = self.running.take() {
            drop(running.stdin);
            let _ = running.child.wait();
        }
    }
}

/// The `go` command: the one on `PATH`, else the Debian package's.
pub fn go_binary() -> PathBuf {
    find_in_path("go").unwrap_or_else(|| PathBuf::from("/usr/bin/go"))
}

fn find_in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// Installs `golang-go` and `golang-github-hashicorp-hcl-v2-dev` with apt-get when
/// `go` or the reference library is missing.
pub fn ensure_toolchain() -> Result<(), String> {
    let have_go = find_in_path("go").is_some() || Path::new("/usr/bin/go").is_file();
    let have_hcl = Path::new(GOPATH).join(HCL_PACKAGE).is_dir();
    if have_go && have_hcl {
        return Ok(());
    }
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false);
    let steps: [&[&str]; 2] = [
        &["apt-get", "update"],
        &[
            "apt-get",
            "install",
            "-y",
            "golang-go",
            "golang-github-hashicorp-hcl-v2-dev",
        ],
    ];
    eprintln!(
        "the reference implementation is missing (go: {}, {}/{}: {}); installing it",
        if have_go { "found" } else { "missing" },
        GOPATH,
        HCL_PACKAGE,
        if have_hcl { "found" } else { "missing" },
    );
    for step in steps {
        let mut argv: Vec<&str> = Vec::new();
        if !is_root {
            argv.push("sudo");
        }
        argv.extend_from_slice(step);
        eprintln!("+ {}", argv.join(" "));
        let status = Command::new(argv[0])
            .args(&argv[1..])
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status()
            .map_err(|e| format!("cannot run {}: {e}", argv[0]))?;
        if !status.success() {
            return Err(format!("`{}` failed ({status})", argv.join(" ")));
        }
    }
    if !Path::new(GOPATH).join(HCL_PACKAGE).is_dir() {
        return Err(format!(
            "{GOPATH}/{HCL_PACKAGE} is still missing after installing"
        ));
    }
    Ok(())
}

/// A fingerprint of everything the build depends on: the oracle's Go sources, the Go
/// version and the installed reference library's parser sources.
fn build_stamp(source_dir: &Path) -> Result<String, String> {
    let mut hash = Fnv::new();
    let mut sources: Vec<PathBuf> = std::fs::read_dir(source_dir)
        .map_err(|e| format!("cannot read {}: {e}", source_dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "go"))
        .collect();
    sources.sort();
    for path in &sources {
        hash.write(path.file_name().unwrap_or_default().as_encoded_bytes());
        hash.write(&std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    let version = Command::new(go_binary())
        .arg("version")
        .output()
        .map_err(|e| format!("cannot run go version: {e}"))?;
    hash.write(&version.stdout);
    let library = Path::new(GOPATH).join(HCL_PACKAGE).join("hclsyntax");
    if let Ok(entries) = std::fs::read_dir(&library) {
        let mut files: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        files.sort();
        for path in files {
            if let Ok(meta) = std::fs::metadata(&path) {
                hash.write(path.as_os_str().as_encoded_bytes());
                hash.write(&meta.len().to_le_bytes());
                if let Ok(Ok(t)) = meta
                    .modified()
                    .map(|t| t.duration_since(std::time::UNIX_EPOCH))
                {
                    hash.write(&t.as_nanos().to_le_bytes());
                }
            }
        }
    }
    Ok(format!("{:016x}\n", hash.0))
}

/// Writes the changed library files and `overlay.json` (the `go build -overlay` map)
/// into `dir`; returns the map's path and a fingerprint of everything in it.
fn write_overlay(overlay: &Overlay, dir: &Path) -> Result<(PathBuf, String), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let library = Path::new(GOPATH).join(HCL_PACKAGE);
    let mut replace = serde_json::Map::new();
    let mut hash = Fnv::new();
    for (added, target) in &overlay.added {
        let target_path = library.join(target);
        if target_path.exists() {
            return Err(format!("{} would replace a library file", added.display()));
        }
        hash.write(target.as_bytes());
        hash.write(&std::fs::read(added).map_err(|e| format!("{}: {e}", added.display()))?);
        replace.insert(
            target_path.to_string_lossy().into_owned(),
            added.to_string_lossy().into_owned().into(),
        );
    }
    let mut by_file: std::collections::BTreeMap<&str, Vec<&Insertion>> = Default::default();
    for ins in &overlay.insertions {
        by_file.entry(ins.file).or_default().push(ins);
    }
    for (file, insertions) in by_file {
        let original_path = library.join(file);
        let mut text = std::fs::read_to_string(&original_path)
            .map_err(|e| format!("{}: {e}", original_path.display()))?;
        for ins in insertions {
            let found: Vec<usize> = text.match_indices(ins.anchor).map(|(i, _)| i).collect();
            let [at] = found[..] else {
                return Err(format!(
                    "the overlay anchor {:?} occurs {} times in {} (expected once): the installed library changed",
                    ins.anchor,
                    found.len(),
                    original_path.display()
                ));
            };
            text.insert_str(at + ins.anchor.len(), ins.text);
            hash.write(ins.anchor.as_bytes());
            hash.write(ins.text.as_bytes());
        }
        let changed = dir.join(file.replace('/', "__"));
        std::fs::write(&changed, &text).map_err(|e| format!("{}: {e}", changed.display()))?;
        replace.insert(
            original_path.to_string_lossy().into_owned(),
            changed.to_string_lossy().into_owned().into(),
        );
    }
    let map = serde_json::json!({ "Replace": replace });
    let file = dir.join("overlay.json");
    std::fs::write(&file, map.to_string()).map_err(|e| format!("{}: {e}", file.display()))?;
    Ok((file, format!("overlay {:016x}\n", hash.0)))
}

/// FNV-1a, 64 bits: stable across Rust versions (unlike `DefaultHasher`).
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        // Separate fields so that ("ab", "c") and ("a", "bc") differ.
        self.0 ^= 0xff;
        self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
    }
}
