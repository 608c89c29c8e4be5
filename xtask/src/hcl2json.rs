//! `@cdktf/hcl2json`, the npm package of the `hcl2json` converter (a WebAssembly build
//! of the Go tool), as the reference of `hcl2 to-json`: installed with npm under the
//! target directory when missing (as the oracle installs Go), and driven by
//! `xtask/hcl2json/driver.js`, which converts a list of files in one Node process.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The package version the comparison and the bench pin.
pub const VERSION: &str = "0.21.0";

/// One file's result: `hcl2json`'s JSON, or its error message.
pub type Answer = Result<String, String>;

/// The installed package's directory, installing it (`npm install`) under
/// `<target>/hcl2json` if it is not there.
pub fn ensure_installed(target: &Path) -> Result<PathBuf, String> {
    let prefix = target.join("hcl2json");
    let package = prefix.join("node_modules/@cdktf/hcl2json");
    if package.join("main.wasm.gz").is_file() {
        return Ok(package);
    }
    for tool in ["node", "npm"] {
        if Command::new(tool).arg("--version").output().is_err() {
            return Err(format!(
                "`{tool}` is required to run @cdktf/hcl2json (install Node.js, e.g. `apt-get install nodejs npm`)"
            ));
        }
    }
    std::fs::create_dir_all(&prefix).map_err(|e| format!("{}: {e}", prefix.display()))?;
    eprintln!(
        "installing @cdktf/hcl2json@{VERSION} with npm under {}",
        prefix.display()
    );
    let status = Command::new("npm")
        .args(["install", "--no-audit", "--no-fund", "--silent", "--prefix"])
        .arg(&prefix)
        .arg(format!("@cdktf/hcl2json@{VERSION}"))
        .status()
        .map_err(|e| format!("cannot run npm: {e}"))?;
    if !status.success() || !package.join("main.wasm.gz").is_file() {
        return Err(format!(
            "`npm install @cdktf/hcl2json@{VERSION}` failed ({status})"
        ));
    }
    Ok(package)
}

/// The driver script (in the repository).
pub fn driver(root: &Path) -> PathBuf {
    root.join("xtask/hcl2json/driver.js")
}

/// The `node` command that converts every file listed on its standard input (with
/// `quiet`, printing nothing: for timing).
pub fn command(root: &Path, package: &Path, quiet: bool) -> Command {
    let mut cmd = Command::new("node");
    cmd.arg(driver(root)).arg(package);
    if quiet {
        cmd.arg("--quiet");
    }
    cmd
}

/// `hcl2json`'s answer for each of `files`, in order.
pub fn convert(root: &Path, package: &Path, files: &[PathBuf]) -> Result<Vec<Answer>, String> {
    let mut child = command(root, package, false)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run node: {e}"))?;
    let list: String = files.iter().map(|f| format!("{}\n", f.display())).collect();
    let mut stdin = child.stdin.take().ok_or("node has no stdin")?;
    let writer = std::thread::spawn(move || stdin.write_all(list.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("node failed: {e}"))?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(format!("the hcl2json driver failed ({})", output.status));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let answers: Vec<Answer> = text.lines().map(parse_line).collect::<Result<_, _>>()?;
    if answers.len() != files.len() {
        return Err(format!(
            "the hcl2json driver answered {} of {} files",
            answers.len(),
            files.len()
        ));
    }
    Ok(answers)
}

/// `{"ok": json}` or `{"err": message}`.
fn parse_line(line: &str) -> Result<Answer, String> {
    let value: serde_json::Value =
        serde_json::from_str(line).map_err(|e| format!("bad driver line: {e}: {}", cut(line)))?;
    let field = |name: &str| value.get(name).and_then(|v| v.as_str()).map(str::to_owned);
    match (field("ok"), field("err")) {
        (Some(ok), _) => Ok(Ok(ok)),
        (None, Some(err)) => Ok(Err(err)),
        _ => Err(format!("bad driver line: {}", cut(line))),
    }
}

/// The start of a long line, for messages.
fn cut(line: &str) -> String {
    line.chars().take(200).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn driver_lines_are_results_or_messages() {
        assert_eq!(
            parse_line(r#"{"ok":"{\"a\":1}"}"#),
            Ok(Ok("{\"a\":1}".into()))
        );
        assert_eq!(
            parse_line(r#"{"err":"parse config: []"}"#),
            Ok(Err("parse config: []".into()))
        );
        assert!(parse_line("{}").is_err());
    }
}
