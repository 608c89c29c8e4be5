//! `cargo xtask differential`: our implementation against the reference on the same
//! inputs (issue 7), in two categories:
//!
//! - `files` ([`files`]): the parse of every native-syntax file of the real-world
//!   corpus;
//! - `expressions` ([`expressions`]): seeded, generated expressions and templates,
//!   parsed and evaluated under a fixed context;
//! - `decode` ([`decode`]): the structure, values and variables of every corpus file,
//!   native and JSON;
//! - `json-docs` ([`json_docs`]): generated JSON-syntax documents decoded with generated
//!   schemas;
//! - `format` ([`mod@format`]): the formatter on the corpus and unformatted variants of it;
//! - `functions` ([`functions`]): go-cty's stdlib functions called on generated arguments;
//! - `to-json` ([`to_json`]): `hcl2 to-json` against `@cdktf/hcl2json` on every native
//!   corpus file (not part of `all`: it needs Node).
//!
//! The reference is the Go oracle (`xtask/oracle`); each category prints
//! `N passed, M failed`, and the command exits non-zero on any failure.

mod classify;
mod decode;
mod describe;
mod expressions;
mod files;
mod format;
mod functions;
mod json_docs;
mod record;
mod to_json;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The usage text.
fn help() -> String {
    format!(
        "usage: cargo xtask differential [--category files|expressions|decode|json-docs|format|functions|to-json|all] [options]

Compares our implementation with the reference (Go hashicorp/hcl v2 from the Debian
package, through xtask/oracle, built on demand; Go and the library are installed with
apt-get when missing). Prints `N passed, M failed` per category and exits non-zero on
any failure.

  --category C   files, expressions, decode, json-docs, format, functions, to-json
                 or all (default all; all leaves out to-json, which needs Node)
  --show N       list up to N failures on the terminal (default 10)

{}

{}

{}

{}

{}

{}

{}",
        files::HELP,
        expressions::help(),
        decode::HELP,
        json_docs::HELP,
        format::HELP,
        functions::HELP,
        to_json::HELP
    )
}

/// Counts of one category's cases.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Cases that agree (including known deliberate differences).
    pub passed: usize,
    /// Cases that disagree.
    pub failed: usize,
    /// Cases that could not be compared (the reference crashed on them).
    pub not_compared: usize,
}

impl Tally {
    /// `N passed, M failed` (and how many were not compared, if any).
    fn line(&self, category: &str) -> String {
        let mut line = format!("{category}: {} passed, {} failed", self.passed, self.failed);
        if self.not_compared > 0 {
            line.push_str(&format!(
                " ({} not compared: the reference crashed)",
                self.not_compared
            ));
        }
        line
    }
}

/// Which categories run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Category {
    Files,
    Expressions,
    Decode,
    JsonDocs,
    Format,
    Functions,
    ToJson,
    All,
}

#[derive(Debug)]
struct Options {
    category: Category,
    files: files::Options,
    expressions: expressions::Options,
    format_variants: usize,
    format_generated: usize,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut category = None;
    let mut f = files::Options {
        show: 10,
        ..files::Options::default()
    };
    let mut e = expressions::Options::default();
    let mut format_variants = 3;
    let mut format_generated = 5000;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        let number = |name: &str, v: String| {
            v.parse::<usize>()
                .map_err(|_| format!("{name} needs a number, not `{v}`"))
        };
        match arg.as_str() {
            "--category" => {
                category = Some(match value("--category")?.as_str() {
                    "files" => Category::Files,
                    "expressions" => Category::Expressions,
                    "decode" => Category::Decode,
                    "json-docs" => Category::JsonDocs,
                    "format" => Category::Format,
                    "functions" => Category::Functions,
                    "to-json" => Category::ToJson,
                    "all" => Category::All,
                    other => return Err(format!("unknown category `{other}`")),
                })
            }
            "--show" => {
                let n = number("--show", value("--show")?)?;
                f.show = n;
                e.show = n;
            }
            "--corpus" => f.corpus = Some(PathBuf::from(value("--corpus")?)),
            "--limit" => f.limit = Some(number("--limit", value("--limit")?)?),
            "--file" => {
                f.files.push(PathBuf::from(value("--file")?));
                category.get_or_insert(Category::Files);
            }
            "--json" => f.json = true,
            "--count" => e.count = number("--count", value("--count")?)?,
            "--seed" => {
                let v = value("--seed")?;
                e.seed = v
                    .parse::<u64>()
                    .map_err(|_| format!("--seed needs a number, not `{v}`"))?;
            }
            "--cases" => {
                e.cases = Some(PathBuf::from(value("--cases")?));
                category.get_or_insert(Category::Expressions);
            }
            "--print-reference" => e.print_reference = true,
            "--report" => e.report = Some(PathBuf::from(value("--report")?)),
            "--shrink" => e.shrink = number("--shrink", value("--shrink")?)?,
            "--shrink-seconds" => {
                e.shrink_seconds = number("--shrink-seconds", value("--shrink-seconds")?)? as u64
            }
            "--variants" => format_variants = number("--variants", value("--variants")?)?,
            "--generated" => format_generated = number("--generated", value("--generated")?)?,
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    Ok(Options {
        category: category.unwrap_or(Category::All),
        files: f,
        expressions: e,
        format_variants,
        format_generated,
    })
}

/// Runs the command.
pub fn run(args: &[String]) -> ExitCode {
    let options = match parse_args(args) {
        Ok(o) => o,
        Err(msg) if msg.is_empty() => {
            println!("{}", help());
            return ExitCode::SUCCESS;
        }
        Err(msg) => {
            eprintln!("{msg}\n\n{}", help());
            return ExitCode::from(2);
        }
    };
    let mut lines = Vec::new();
    let mut failed = false;
    if matches!(options.category, Category::Files | Category::All) {
        match files::run(&options.files) {
            Ok(t) => {
                lines.push(t.line("files"));
                failed |= t.failed > 0;
            }
            Err(msg) => {
                eprintln!("differential files: {msg}");
                return ExitCode::from(2);
            }
        }
    }
    if matches!(options.category, Category::Expressions | Category::All) {
        match expressions::run(&options.expressions) {
            Ok(t) => {
                lines.push(t.line("expressions"));
                failed |= t.failed > 0;
            }
            Err(msg) => {
                eprintln!("differential expressions: {msg}");
                return ExitCode::from(2);
            }
        }
    }
    if matches!(options.category, Category::Decode | Category::All) {
        match decode::run(&options.files) {
            Ok(t) => {
                lines.push(t.line("decode"));
                failed |= t.failed > 0;
            }
            Err(msg) => {
                eprintln!("differential decode: {msg}");
                return ExitCode::from(2);
            }
        }
    }
    if matches!(options.category, Category::JsonDocs | Category::All) {
        let e = &options.expressions;
        match json_docs::run(e.seed, e.count, e.show, e.shrink_seconds) {
            Ok(t) => {
                lines.push(t.line("json-docs"));
                failed |= t.failed > 0;
            }
            Err(msg) => {
                eprintln!("differential json-docs: {msg}");
                return ExitCode::from(2);
            }
        }
    }
    if matches!(options.category, Category::Format | Category::All) {
        let (f, e) = (&options.files, &options.expressions);
        match format::run(f, options.format_variants, options.format_generated, e.seed) {
            Ok(t) => {
                lines.push(t.line("format"));
                failed |= t.failed > 0;
            }
            Err(msg) => {
                eprintln!("differential format: {msg}");
                return ExitCode::from(2);
            }
        }
    }
    if matches!(options.category, Category::Functions | Category::All) {
        let e = &options.expressions;
        match functions::run(e.seed, e.count, e.show) {
            Ok(t) => {
                lines.push(t.line("functions"));
                failed |= t.failed > 0;
            }
            Err(msg) => {
                eprintln!("differential functions: {msg}");
                return ExitCode::from(2);
            }
        }
    }
    if options.category == Category::ToJson {
        match to_json::run(&options.files) {
            Ok(t) => {
                lines.push(t.line("to-json"));
                failed |= t.failed > 0;
            }
            Err(msg) => {
                eprintln!("differential to-json: {msg}");
                return ExitCode::from(2);
            }
        }
    }
    // The summary goes where the reports went (stderr when stdout carries JSON).
    for line in lines {
        if options.files.json || options.expressions.print_reference {
            eprintln!("{line}");
        } else {
            println!("{line}");
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The repository root (the parent of the xtask package).
pub(crate) fn repo_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// Cargo's target directory: `CARGO_TARGET_DIR`, else the one this binary was built in.
pub(crate) fn target_dir(root: &Path) -> PathBuf {
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(dir);
    }
    // <target>/<profile>/xtask
    std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.to_path_buf()))
        .unwrap_or_else(|| root.join("target"))
}

/// Names of the threads that run our implementation start with this; their panics are
/// caught and reported, so the default hook's message is not printed for them.
const QUIET_THREAD_PREFIX: &str = "hcl2-under-test-";

/// Runs `work` on a thread with a large stack (deep nesting has room) whose panics are
/// not printed (callers catch them per case).
fn run_quietly<T: Send>(name: &str, work: impl FnOnce() -> T + Send) -> Result<T, String> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let quiet = std::thread::current()
                .name()
                .is_some_and(|n| n.starts_with(QUIET_THREAD_PREFIX));
            if !quiet {
                previous(info);
            }
        }));
    });
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name(format!("{QUIET_THREAD_PREFIX}{name}"))
            .stack_size(512 << 20)
            .spawn_scoped(scope, work)
            .map_err(|e| format!("cannot start the {name} thread: {e}"))?
            .join()
            .map_err(|_| format!("the {name} thread failed"))
    })
}

/// The text of a caught panic.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(non-string panic payload)".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Result<Options, String> {
        parse_args(&list.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn options_default_to_every_category() {
        let o = args(&[]).unwrap();
        assert_eq!(o.category, Category::All);
        assert_eq!((o.files.show, o.expressions.show), (10, 10));
        assert_eq!(o.expressions.count, expressions::Options::default().count);
    }

    #[test]
    fn options_reach_their_category() {
        let o = args(&[
            "--corpus", "c", "--limit", "5", "--show", "2", "--file", "a.tf", "--file", "b.hcl",
            "--json",
        ])
        .unwrap();
        assert_eq!(o.category, Category::Files);
        assert_eq!(o.files.corpus, Some(PathBuf::from("c")));
        assert_eq!(
            (o.files.limit, o.files.show, o.files.json),
            (Some(5), 2, true)
        );
        assert_eq!(
            o.files.files,
            vec![PathBuf::from("a.tf"), PathBuf::from("b.hcl")]
        );
        let o = args(&[
            "--count",
            "20",
            "--seed",
            "9",
            "--shrink",
            "3",
            "--shrink-seconds",
            "5",
        ])
        .unwrap();
        assert_eq!((o.expressions.count, o.expressions.seed), (20, 9));
        assert_eq!((o.expressions.shrink, o.expressions.shrink_seconds), (3, 5));
        let o = args(&["--cases", "c.jsonl", "--print-reference"]).unwrap();
        assert_eq!(o.category, Category::Expressions);
        assert!(o.expressions.print_reference);
        let o = args(&["--category", "expressions", "--file", "a.tf"]).unwrap();
        assert_eq!(o.category, Category::Expressions);
        let o = args(&["--category", "functions", "--count", "7"]).unwrap();
        assert_eq!((o.category, o.expressions.count), (Category::Functions, 7));
    }

    #[test]
    fn bad_options_are_errors() {
        assert!(args(&["--limit"]).is_err());
        assert!(args(&["--limit", "x"]).is_err());
        assert!(args(&["--seed", "-1"]).is_err());
        assert!(args(&["--category", "nope"]).is_err());
        assert!(args(&["--bogus"]).is_err());
        assert_eq!(args(&["--help"]).err(), Some(String::new()));
    }
}
