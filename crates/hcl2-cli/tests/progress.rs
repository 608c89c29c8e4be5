//! The progress bar: on standard error when it is a terminal and a run takes more than
//! 500 files; never when standard error is a pipe.
//!
//! The terminal is a pseudo-terminal from util-linux's `script` (present wherever the
//! project's CI runs): `script -qec CMD FILE` runs CMD with its streams on a new
//! terminal and copies what the terminal shows to FILE. CMD sends its standard output
//! to a file of its own, so the terminal shows only standard error.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// More files than the bar's threshold.
const FILES: usize = 600;

/// A directory of `FILES` small native files.
fn many_files() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..FILES {
        std::fs::write(
            dir.path().join(format!("f{i:04}.tf")),
            format!("a{i} = {i}\n"),
        )
        .unwrap();
    }
    dir
}

/// A word for the shell, in single quotes.
fn quoted(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// What `hcl2 --color never ARGS… DIR > out` shows on a terminal's standard error, and
/// the JSON it printed. A run that does not end within a minute fails the test (a bar
/// drawn from worker threads once deadlocked with the main thread's lock on standard
/// error).
fn on_a_terminal(args: &str, dir: &Path) -> (String, String) {
    let out = dir.join("out.json");
    let typescript = dir.join("terminal.txt");
    let command = format!(
        "{} --color never {args} {} > {}",
        quoted(env!("CARGO_BIN_EXE_hcl2")),
        quoted(&dir.display().to_string()),
        quoted(&out.display().to_string())
    );
    let mut child = Command::new("script")
        .args(["-qec", &command])
        .arg(&typescript)
        .env("COLUMNS", "120")
        .env("LINES", "40")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .expect("util-linux `script` runs (it provides the pseudo-terminal)");
    let began = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if began.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`hcl2 {args}` on a terminal did not end within 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status:?}");
    let terminal = std::fs::read(&typescript).unwrap_or_default();
    let json = std::fs::read_to_string(&out).unwrap_or_default();
    (String::from_utf8_lossy(&terminal).into_owned(), json)
}

#[test]
fn a_long_run_on_a_terminal_shows_the_progress_bar_on_standard_error() {
    let dir = many_files();
    let (terminal, json) = on_a_terminal("to-json", dir.path());
    assert!(
        terminal.contains(&format!("/{FILES} files")),
        "no progress bar on the terminal: {terminal:?}"
    );
    // The bar is drawn on standard error only: the output is the JSON document alone.
    assert!(json.starts_with('{') && json.ends_with("}\n"), "{json}");
    assert!(!json.contains("files"), "{json}");
}

#[test]
fn no_progress_bar_when_standard_error_is_a_pipe() {
    let dir = many_files();
    let o = Command::new(env!("CARGO_BIN_EXE_hcl2"))
        .args(["--color", "never", "to-json"])
        .arg(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{o:?}");
    assert_eq!(String::from_utf8_lossy(&o.stderr), "");
    assert_eq!(o.stdout.iter().filter(|&&b| b == b'\n').count(), 1);
}

#[test]
fn a_short_run_on_a_terminal_shows_no_progress_bar() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..10 {
        std::fs::write(dir.path().join(format!("f{i}.tf")), "a = 1\n").unwrap();
    }
    let (terminal, json) = on_a_terminal("to-json", dir.path());
    assert!(!terminal.contains("files"), "{terminal:?}");
    assert!(json.starts_with('{'), "{json}");
}
