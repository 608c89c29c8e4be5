//! The bench-only runner of `cargo xtask bench` (issue 8): our parsers and evaluator,
//! hcl-rs and serde_json (default features), built in release mode in a workspace of
//! their own. The harness drives it; it is not meant to be run by hand.
//!
//! Commands:
//!
//! - `serve`: JSON requests on stdin, one JSON answer per line on stdout (see
//!   [`serve`]); the harness alternates these requests with the reference oracle's.
//! - `once IMPL FILE`: read FILE and parse it once with IMPL (`ours`, `hcl-rs`, or
//!   `read` to only read it), then exit: the child whose peak memory is measured.
//! - `maxrss PROGRAM ARGS...`: run PROGRAM as a child (stdin inherited, stdout
//!   and stdout passed through) and then print `{"maxrss_kib": N, "status": S}`, N
//!   being the child's
//!   `ru_maxrss` as reported by `wait4` (see [`maxrss`]).

mod decode;
mod eval;
mod format;
mod maxrss;
mod native;
mod serve;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve::run(),
        Some("once") if args.len() == 3 => native::once(&args[1], &args[2]),
        Some("maxrss") if args.len() >= 2 => maxrss::run(&args[1], &args[2..]),
        _ => Err("usage: hcl2-bench-rivals serve | once IMPL FILE | maxrss PROGRAM ARGS...".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hcl2-bench-rivals: {e}");
            ExitCode::FAILURE
        }
    }
}
