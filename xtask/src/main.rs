//! Project automation, run as `cargo xtask <command>`.
//!
//! Commands arrive with their issues: `differential` (issue 7; today the parse
//! comparison against the reference), `conformance` (issue 5: the conformance suite
//! run by our harness, and with `--reference` checked against the reference
//! harness; see [`conformance`]) and `bench` (issue 8: side-by-side benchmarks with the
//! reference and hcl-rs; see [`mod@bench`]).

mod bench;
mod cli_build;
mod conformance;
mod differential;
mod hcl2json;
mod oracle;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <command>\n\ncommands:\n  help          print this list\n  conformance   run the conformance suite (tests/conformance) against hcldec, as the\n                reference harness would; `--reference` also runs the reference harness;\n                `cargo xtask conformance --help` for options\n  differential  compare our parser with the reference (Go hashicorp/hcl v2) on the corpus;\n                `cargo xtask differential --help` for options and known deliberate differences\n  bench         time our parsers and evaluator beside the reference and hcl-rs on the\n                same inputs (issue 8); `cargo xtask bench --help` for options";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None | Some("help") | Some("--help") | Some("-h") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some("bench") => bench::run(&args[1..]),
        Some("conformance") => conformance::run(&args[1..]),
        Some("differential") => differential::run(&args[1..]),
        Some(other) => {
            eprintln!("unknown command `{other}`\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
