//! Building one of our command-line binaries (`hcl2-cli`) for a harness that runs it.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Builds `bin` of `hcl2-cli` in debug mode into `target` (`cargo build -p hcl2-cli
/// --bin BIN`) and returns its path; `hint` follows the failure message.
pub fn build_debug_cli(
    root: &Path,
    target: &Path,
    bin: &str,
    hint: &str,
) -> Result<PathBuf, String> {
    build_cli(root, target, bin, false, hint)
}

/// Builds `bin` of `hcl2-cli` in release mode into `target` (`cargo build --release
/// -p hcl2-cli --bin BIN`) and returns its path.
pub fn build_release_cli(root: &Path, target: &Path, bin: &str) -> Result<PathBuf, String> {
    build_cli(root, target, bin, true, "")
}

fn build_cli(
    root: &Path,
    target: &Path,
    bin: &str,
    release: bool,
    hint: &str,
) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let profile: &[&str] = if release { &["--release"] } else { &[] };
    let status = Command::new(cargo)
        .args(["build", "--quiet"])
        .args(profile)
        .args(["-p", "hcl2-cli", "--bin", bin])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", target)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        let flag = if release { " --release" } else { "" };
        return Err(format!(
            "`cargo build{flag} -p hcl2-cli --bin {bin}` failed ({status}){hint}"
        ));
    }
    let dir = if release { "release" } else { "debug" };
    Ok(target.join(dir).join(bin))
}
