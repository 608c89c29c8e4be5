//! `cargo xtask bench` (issue 8): our implementation side by side with the reference
//! (Go hashicorp/hcl v2, through the oracle's `bench` mode) and hcl-rs 0.20 (through the
//! bench-only crate `bench/rivals`, built in release mode in its own workspace), on the
//! same in-memory inputs, with a summary of the issue's targets. `docs/benchmarks.md`
//! describes the method and how to read the output.
//!
//! ```text
//! cargo xtask bench [--rounds N] [--quick] [--only parse|memory|linear|json|eval|decode|format|cli] [--corpus DIR]
//! cargo xtask bench gen-large OUT [--size MB] [--corpus DIR]
//! ```
//!
//! Every timed figure is the median of N rounds (default 7), and within a round the
//! implementations run one after the other (A B C A B C ...) so that machine load hits
//! all of them alike. Sections: [`sections`]; inputs: [`inputs`]; processes: [`peer`].

mod cli;
mod inputs;
mod peer;
mod results;
mod sections;
mod stats;
mod summary;

use std::path::PathBuf;
use std::process::ExitCode;

use crate::differential::{repo_root, target_dir};

/// The usage text.
const HELP: &str = "\
usage: cargo xtask bench [options]
       cargo xtask bench gen-large OUT [--size MB] [--corpus DIR]

Times our parsers and evaluator beside the reference (Go hashicorp/hcl v2, via the
oracle's bench mode) and hcl-rs 0.20 (bench/rivals, release build), on the same
in-memory inputs, and prints a summary of the targets of issue 8. Go and the reference
library are installed with apt-get when missing. See docs/benchmarks.md.

  --rounds N     timed rounds per figure; each figure is the median (default 7)
  --quick        one round and short evaluation rounds: a smoke check, not figures
  --only S       run only section S: parse, memory, linear, json, eval, decode,
                 format or cli (repeatable; cli: whole `hcl2` processes against
                 @cdktf/hcl2json in Node and the reference's hclfmt, and scaling over cores)
  --corpus DIR   corpus directory (default: ../shared/corpus beside the repository)

gen-large writes the generated large native file (corpus files the reference parses
without errors, each wrapped as `file \"N\" { ... }`) to OUT; --size in MB of 10^6
bytes (default 10).";

/// The sections, in the order they run.
pub const SECTIONS: [&str; 8] = [
    "parse", "memory", "linear", "json", "eval", "decode", "format", "cli",
];

/// Command-line options.
#[derive(Debug, PartialEq)]
pub struct Options {
    pub rounds: usize,
    pub quick: bool,
    pub only: Vec<String>,
    pub corpus: Option<PathBuf>,
    /// `gen-large OUT`: write the large file instead of benchmarking.
    pub gen_large: Option<PathBuf>,
    /// Size of the generated file, in MB.
    pub size_mb: usize,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        rounds: 7,
        quick: false,
        only: Vec::new(),
        corpus: None,
        gen_large: None,
        size_mb: 10,
    };
    let mut args = args.iter();
    let mut positional = Vec::new();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--rounds" => {
                o.rounds = value("--rounds")?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("--rounds needs a positive number")?;
            }
            "--quick" => o.quick = true,
            "--only" => {
                let section = value("--only")?;
                if !SECTIONS.contains(&section.as_str()) {
                    return Err(format!("unknown section `{section}` (one of {SECTIONS:?})"));
                }
                o.only.push(section);
            }
            "--corpus" => o.corpus = Some(PathBuf::from(value("--corpus")?)),
            "--size" => {
                o.size_mb = value("--size")?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("--size needs a positive number of MB")?;
            }
            other if other.starts_with('-') => return Err(format!("unknown option `{other}`")),
            other => positional.push(other.to_string()),
        }
    }
    match positional.as_slice() {
        [] => {}
        [cmd, out] if cmd == "gen-large" => o.gen_large = Some(PathBuf::from(out)),
        _ => return Err(format!("unexpected arguments {positional:?}")),
    }
    if o.quick {
        o.rounds = 1;
    }
    Ok(o)
}

/// Entry point of `cargo xtask bench`.
pub fn run(args: &[String]) -> ExitCode {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let options = match parse_options(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}\n\n{HELP}");
            return ExitCode::from(2);
        }
    };
    let root = repo_root();
    let target = target_dir(&root);
    let outcome = match &options.gen_large {
        Some(out) => sections::gen_large(&root, &target, &options, out),
        None => sections::run_all(&root, &target, &options),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_read_rounds_sections_and_the_generator() {
        let o = parse_options(&args(&[
            "--rounds", "3", "--only", "eval", "--only", "json",
        ]))
        .unwrap();
        assert_eq!(o.rounds, 3);
        assert_eq!(o.only, ["eval", "json"]);
        let g = parse_options(&args(&["gen-large", "out.hcl", "--size", "2"])).unwrap();
        assert_eq!(g.gen_large, Some(PathBuf::from("out.hcl")));
        assert_eq!(g.size_mb, 2);
        assert_eq!(parse_options(&args(&["--quick"])).unwrap().rounds, 1);
    }

    #[test]
    fn options_reject_unknown_sections_and_zero_rounds() {
        assert!(parse_options(&args(&["--only", "speed"])).is_err());
        assert!(parse_options(&args(&["--rounds", "0"])).is_err());
        assert!(parse_options(&args(&["gen-large"])).is_err());
    }
}
