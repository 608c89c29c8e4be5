//! A file the user may not read is a diagnostic naming it, and the run exits 2 (an I/O
//! problem), for `validate`, `fmt` and `to-json`.
//!
//! Root reads any file whatever its mode, so as root the binary runs as `nobody`
//! (through `setpriv` or `runuser`) on a file of mode 000 in a world-traversable
//! temporary directory; as any other user it runs directly. Where neither can be done,
//! the test says why and checks the mapping from the error to the diagnostic instead.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use hcl2_cli::app::inputs::{os_message, read_error};

/// The uid of `nobody` on Linux.
const NOBODY: &str = "65534";

/// This process's real user id, from `/proc/self/status`.
fn uid() -> Option<u32> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("Uid:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// How to run a program as someone the file's mode applies to: the command prefix, or
/// why there is none.
fn runner(program: &Path) -> Result<Vec<String>, String> {
    match uid() {
        None => Err("the user id is unknown (no /proc/self/status)".into()),
        Some(0) => {
            let candidates = [
                vec![
                    "setpriv".to_owned(),
                    format!("--reuid={NOBODY}"),
                    format!("--regid={NOBODY}"),
                    "--clear-groups".to_owned(),
                ],
                vec![
                    "runuser".to_owned(),
                    "-u".to_owned(),
                    "nobody".to_owned(),
                    "--".to_owned(),
                ],
            ];
            candidates
                .into_iter()
                .find(|prefix| runs(prefix, program))
                .ok_or_else(|| {
                    "running as root, and neither `setpriv` nor `runuser` can run the binary as nobody".into()
                })
        }
        Some(_) => Ok(Vec::new()),
    }
}

/// Whether `prefix program --version` succeeds.
fn runs(prefix: &[String], program: &Path) -> bool {
    let mut cmd = Command::new(&prefix[0]);
    cmd.args(&prefix[1..]).arg(program).arg("--version");
    cmd.output().is_ok_and(|o| o.status.success())
}

fn run(prefix: &[String], program: &Path, args: &[&str]) -> Output {
    let mut cmd = if prefix.is_empty() {
        Command::new(program)
    } else {
        let mut cmd = Command::new(&prefix[0]);
        cmd.args(&prefix[1..]).arg(program);
        cmd
    };
    cmd.args(args)
        .env_remove("NO_COLOR")
        .output()
        .expect("hcl2 runs")
}

/// A temporary directory anyone may enter, holding `locked.tf` of mode 000, and a copy
/// of the binary anyone may run (the build directory may not be open to `nobody`).
fn setup() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let open = std::fs::Permissions::from_mode(0o755);
    std::fs::set_permissions(dir.path(), open.clone()).unwrap();
    let program = dir.path().join("hcl2");
    std::fs::copy(env!("CARGO_BIN_EXE_hcl2"), &program).unwrap();
    std::fs::set_permissions(&program, open).unwrap();
    let locked = dir.path().join("locked.tf");
    std::fs::write(&locked, "a = 1\n").unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    (dir, program, locked)
}

#[test]
fn a_file_without_read_permission_is_a_diagnostic_naming_it_and_exits_2() {
    let (_dir, program, locked) = setup();
    let prefix = match runner(&program) {
        Ok(prefix) => prefix,
        Err(why) => {
            eprintln!("not run end to end: {why}; checking the error's diagnostic instead");
            let e = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
            let d = read_error("locked.tf", &os_message(&e));
            assert_eq!(d.summary, "Failed to read file");
            assert!(d.detail.contains("\"locked.tf\""), "{}", d.detail);
            assert!(d.detail.contains("permission denied"), "{}", d.detail);
            return;
        }
    };
    let path = locked.display().to_string();
    let cases: [&[&str]; 4] = [&["validate"], &["fmt"], &["fmt", "--check"], &["to-json"]];
    for args in cases {
        let mut args = args.to_vec();
        args.splice(0..0, ["--color", "never"]);
        args.push(&path);
        let o = run(&prefix, &program, &args);
        // Rendered diagnostics wrap at 80 columns: compare with the lines joined.
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        )
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
        assert_eq!(o.status.code(), Some(2), "{args:?}: {text}");
        assert!(
            text.contains(&path),
            "{args:?} does not name the file: {text}"
        );
        assert!(text.contains("Permission denied"), "{args:?}: {text}");
        assert!(text.contains("Failed to read file"), "{args:?}: {text}");
    }
}
