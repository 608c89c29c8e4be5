//! Peak memory of a child process: its `ru_maxrss` (the largest resident set size it
//! reached, in KiB on Linux) as `wait4` returns it when the child ends. Measured this way,
//! the figure covers the child alone, from its start to its exit, with nothing of the
//! measuring process. The child's own output comes first; this JSON line is the last.

use std::process::{Command, Stdio};

/// Runs `program args` and prints its peak resident set size and exit status as JSON.
pub fn run(program: &str, args: &[String]) -> Result<(), String> {
    let child = Command::new(program)
        .args(args)
        .stdin(Stdio::inherit())
        .stdout(Stdio::inherit())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value of this plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our own child, not yet waited for; the pointers are valid.
    let got = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    if got != pid {
        return Err(format!("wait4: {}", std::io::Error::last_os_error()));
    }
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    println!(
        "{}",
        serde_json::json!({ "maxrss_kib": usage.ru_maxrss, "status": code })
    );
    Ok(())
}
