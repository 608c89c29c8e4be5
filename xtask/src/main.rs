//! Project automation, run as `cargo xtask <command>`.
//!
//! Commands arrive with their issues: `conformance` (issue 5), `differential` (issue 7)
//! and `bench` (issue 8). Today it only lists what exists.

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <command>\n\ncommands:\n  help    print this list\n\n(conformance, differential and bench are not available yet)";

fn main() -> ExitCode {
    match std::env::args().nth(1).as_deref() {
        None | Some("help") | Some("--help") | Some("-h") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("unknown command `{other}`\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
