//! `hcl2 fmt`: everything around a formatter. Standard input (no path, or `-`) is
//! formatted to standard output. Files (directories walked for `.tf`, `.tfvars`,
//! `.hcl`, `.pkr.hcl`, `.nomad`; into subdirectories with `--recursive`; `.json` files
//! left alone) are formatted on all cores, and then, in the inputs' order:
//!
//! - `--write` replaces each file that changes ([`super::atomic`]: never half written,
//!   permissions kept);
//! - `--check` lists each file that would change (writing nothing), and the run
//!   exits 1;
//! - `--diff` prints a unified diff for each;
//! - with none of them, the formatted text of each file is printed.
//!
//! A file with syntax errors is reported (with snippets, on standard error) and never
//! rewritten; the run then exits 1. A file that cannot be read or written exits 2.
//!
//! The formatter is a parameter ([`Formatter`]), so this module depends on nothing but
//! its contract: given a file's name and text, the formatted text or the diagnostics
//! that prevent formatting.

use std::path::PathBuf;

use clap::Args;
use hcl2::core::Diagnostics;
use hcl2::Syntax;

use super::atomic::write_atomic;
use super::inputs::{self, is_native_name, Source, Walk};
use super::report::{collect_inputs, render};
use super::style::Style;
use super::{Io, EXIT_ERRORS, EXIT_OK, EXIT_USAGE};

/// A formatter: `(file name, text)` to the formatted text, or the diagnostics that stop
/// it (syntax errors).
pub type Formatter = dyn Fn(&str, &str) -> Result<String, Diagnostics> + Sync;

/// `hcl2 fmt [PATH…]`.
#[derive(Debug, Default, Args)]
pub struct FmtArgs {
    /// Files or directories; standard input when none or `-`.
    pub paths: Vec<PathBuf>,
    /// Rewrite the files that change.
    #[arg(short, long)]
    pub write: bool,
    /// List the files that would change, and exit 1 if there are any.
    #[arg(long)]
    pub check: bool,
    /// Print a unified diff of each file that would change.
    #[arg(long)]
    pub diff: bool,
    /// Walk into subdirectories of the directories given.
    #[arg(short, long)]
    pub recursive: bool,
}

/// The canonical formatter ([`hcl2::write::format_named`]), in the [`Formatter`]
/// shape: a file with syntax errors gives their diagnostics, naming the file.
pub fn canonical(name: &str, text: &str) -> Result<String, Diagnostics> {
    hcl2::write::format_named(text, name).map_err(|e| e.diagnostics().clone())
}

/// What formatting one input gave.
enum Outcome {
    /// Formatted: the original and the formatted text.
    Formatted(String, String),
    /// Formatted, where nothing but whether it changed is left to report (`--check`
    /// alone, or an unchanged input with `--check`, `--diff` or `--write`): the texts
    /// are dropped as soon as they are compared, so a run over many files holds one
    /// flag a file instead of every file twice.
    Compared { changed: bool },
    /// Syntax errors, rendered.
    Refused(String),
    /// Unreadable (or not UTF-8), rendered.
    Unreadable(String),
}

/// Runs `hcl2 fmt` with `format`; returns the exit status.
pub fn run(args: &FmtArgs, format: &Formatter, style: Style, io: &mut Io<'_>) -> i32 {
    let walk = Walk {
        recursive: args.recursive,
        accept: is_native_name,
    };
    let (sources, mut code) = collect_inputs(&args.paths, walk, style, io);
    let sources: Vec<Source> = sources.into_iter().filter(|s| !is_json(s)).collect();
    let outcomes = style.par_map(&sources, |source| {
        keep_what_is_reported(format_one(source, format, style), args)
    });
    for (source, outcome) in sources.iter().zip(outcomes) {
        let status = match outcome {
            Outcome::Formatted(old, new) => finish(source, &old, &new, args, io),
            Outcome::Compared { changed } => report_check(source, changed, args, io),
            Outcome::Refused(rendered) => {
                let name = source.name();
                let _ = writeln!(io.err, "{name}: not formatted (syntax errors):\n");
                let _ = write!(io.err, "{rendered}");
                EXIT_ERRORS
            }
            Outcome::Unreadable(rendered) => {
                let _ = write!(io.err, "{rendered}");
                EXIT_USAGE
            }
        };
        code = code.max(status);
    }
    code
}

/// `outcome`, its texts dropped when the flags report no more than whether they differ.
fn keep_what_is_reported(outcome: Outcome, args: &FmtArgs) -> Outcome {
    let acts = args.check || args.diff || args.write;
    match outcome {
        Outcome::Formatted(old, new) if acts && (old == new || (args.check && !args.diff)) => {
            Outcome::Compared {
                changed: old != new,
            }
        }
        other => other,
    }
}

/// `--check`'s report of one input: its name when formatting changes it.
fn report_check(source: &Source, changed: bool, args: &FmtArgs, io: &mut Io<'_>) -> i32 {
    if !(args.check && changed) {
        return EXIT_OK;
    }
    let _ = writeln!(io.out, "{}", source.name());
    EXIT_ERRORS
}

/// A `.json` file named on the command line: left alone, as in a walk.
fn is_json(source: &Source) -> bool {
    matches!(source, Source::File(path) if path.extension().is_some_and(|e| e == "json"))
}

fn format_one(source: &Source, format: &Formatter, style: Style) -> Outcome {
    let name = source.name();
    let unreadable = |diags: Diagnostics, bytes: &[u8]| {
        Outcome::Unreadable(render(&name, bytes, Syntax::Native, &diags, style))
    };
    let bytes = match inputs::read(source) {
        Ok(bytes) => bytes,
        Err(diags) => return unreadable(diags, b""),
    };
    let text = match inputs::text(bytes, &name) {
        Ok(text) => text,
        Err((diags, bytes)) => return unreadable(diags, &bytes),
    };
    match format(&name, &text) {
        Ok(formatted) => Outcome::Formatted(text, formatted),
        Err(diags) => Outcome::Refused(render(
            &name,
            text.as_bytes(),
            Syntax::Native,
            &diags,
            style,
        )),
    }
}

/// Reports, writes or prints one formatted input; returns its exit status.
fn finish(source: &Source, old: &str, new: &str, args: &FmtArgs, io: &mut Io<'_>) -> i32 {
    let name = source.name();
    let changed = old != new;
    let path = match source {
        Source::File(path) => Some(path),
        Source::Stdin => None,
    };
    if !(args.check || args.diff || (args.write && path.is_some())) {
        let _ = write!(io.out, "{new}");
        return EXIT_OK;
    }
    if !changed {
        return EXIT_OK;
    }
    let status = report_check(source, changed, args, io);
    if args.diff {
        let diff = similar::TextDiff::from_lines(old, new);
        let old_name = format!("old/{name}");
        let new_name = format!("new/{name}");
        let _ = write!(
            io.out,
            "{}",
            diff.unified_diff().header(&old_name, &new_name)
        );
    }
    if let (true, Some(path)) = (args.write && !args.check, path) {
        if let Err(e) = write_atomic(path, new.as_bytes()) {
            let reason = inputs::os_message(&e);
            let _ = writeln!(
                io.err,
                "Error: cannot write {name}: {reason}; it was left as it was."
            );
            return EXIT_USAGE;
        }
    }
    status
}
