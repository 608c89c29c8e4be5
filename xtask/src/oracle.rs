//! The reference oracle: a small Go program (`xtask/oracle/main.go`) linked against the
//! reference implementation (hashicorp/hcl v2 from the Debian package, built in GOPATH
//! mode). This module installs the toolchain when it is missing, builds the program
//! when its inputs changed, and runs it over a batch of requests.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where the Debian packages put Go libraries.
const GOPATH: &str = "/usr/share/gocode";
/// The reference library inside [`GOPATH`].
const HCL_PACKAGE: &str = "src/github.com/hashicorp/hcl/v2";

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

impl Oracle {
    /// Installs Go and the reference library if needed, then builds the oracle into
    /// `<target dir>/xtask-oracle/` unless the existing build is up to date.
    pub fn prepare(repo_root: &Path, target_dir: &Path) -> Result<Oracle, String> {
        ensure_toolchain()?;
        let source_dir = repo_root.join("xtask/oracle");
        let out_dir = target_dir.join("xtask-oracle");
        std::fs::create_dir_all(&out_dir)
            .map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
        let binary = out_dir.join("oracle");
        let stamp_path = out_dir.join("oracle.stamp");
        let stamp = build_stamp(&source_dir)?;
        let current = std::fs::read_to_string(&stamp_path).unwrap_or_default();
        if current != stamp || !binary.is_file() {
            eprintln!("building the reference oracle into {}", binary.display());
            let tmp = out_dir.join("oracle.tmp");
            let status = Command::new(go_binary())
                .args(["build", "-o"])
                .arg(&tmp)
                .arg(".")
                .current_dir(&source_dir)
                .env("GOPATH", GOPATH)
                .env("GO111MODULE", "off")
                .env("GOFLAGS", "")
                .env("GOCACHE", out_dir.join("gocache"))
                .status()
                .map_err(|e| format!("cannot run go build: {e}"))?;
            if !status.success() {
                return Err(format!("go build of the oracle failed ({status})"));
            }
            std::fs::rename(&tmp, &binary).map_err(|e| format!("cannot install oracle: {e}"))?;
            std::fs::write(&stamp_path, stamp).map_err(|e| format!("cannot write stamp: {e}"))?;
        }
        Ok(Oracle { binary })
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

fn go_binary() -> PathBuf {
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
fn ensure_toolchain() -> Result<(), String> {
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
