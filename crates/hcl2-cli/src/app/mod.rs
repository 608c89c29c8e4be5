//! The `hcl2` program: its command line (clap) and the subcommands.
//!
//! - [`to_json`] — `hcl2 to-json`: files as `hcl2json` prints them; [`values`] — with
//!   `--values`, their evaluated view; [`context`] — the variables and functions of
//!   `eval` and `--values`.
//! - [`validate`] — `hcl2 validate`: every diagnostic, a summary, an exit status.
//! - [`eval`] — `hcl2 eval`: an expression or template with variables and functions.
//! - [`refs`] — `hcl2 refs`: every variable reference with its range.
//! - [`fmt`] — `hcl2 fmt`: the canonical formatter on files, standard input or trees.
//! - [`inputs`] — paths, directory walks and reading; [`style`] — colours, progress,
//!   the parallel map; [`atomic`] — writing a file so that it is never left half
//!   written.
//!
//! Exit statuses: 0 when all went well, 1 when the input has errors (or `fmt --check`
//! found files to change), 2 for a usage or I/O problem.

pub mod atomic;
pub mod context;
pub mod eval;
pub mod fmt;
pub mod hcl_value;
pub mod inputs;
pub mod refs;
pub mod report;
pub mod style;
pub mod to_json;
pub mod validate;
pub mod values;

use std::io::Write;

use clap::{Parser as ClapParser, Subcommand};

use style::{ColorChoice, Style};

/// The exit status when everything went well.
pub const EXIT_OK: i32 = 0;
/// The exit status when the input has errors.
pub const EXIT_ERRORS: i32 = 1;
/// The exit status for a usage or I/O problem.
pub const EXIT_USAGE: i32 = 2;

/// HCL tools: format, validate, convert to JSON, evaluate, list references.
#[derive(Debug, ClapParser)]
#[command(name = "hcl2", version, about, long_about = None)]
pub struct Cli {
    /// When to use colours (NO_COLOR in the environment turns `auto` off).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// The subcommand.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Format files (standard input to standard output when no path is given).
    Fmt(fmt::FmtArgs),
    /// Parse files and report every diagnostic; exit 1 when there are errors.
    Validate(validate::ValidateArgs),
    /// Convert native-syntax files to JSON as hcl2json does.
    ToJson(to_json::ToJsonArgs),
    /// Evaluate an expression or template.
    Eval(eval::EvalArgs),
    /// List every variable reference in files, with its range, as JSON.
    Refs(refs::RefsArgs),
}

/// Runs `hcl2` with the process's arguments; returns the exit status.
pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { EXIT_USAGE } else { EXIT_OK };
        }
    };
    let style = Style::detect(cli.color);
    let out = std::io::stdout();
    // Standard error is locked per write, never for the whole run: the progress bar
    // draws on it from worker threads while the main thread waits for them.
    let mut io = Io {
        out: &mut out.lock(),
        err: &mut std::io::stderr(),
    };
    let code = match cli.command {
        Command::Fmt(args) => fmt::run(&args, &fmt::canonical, style, &mut io),
        Command::Validate(args) => validate::run(&args, style, &mut io),
        Command::ToJson(args) => to_json::run(&args, style, &mut io),
        Command::Eval(args) => eval::run(&args, style, &mut io),
        Command::Refs(args) => refs::run(&args, style, &mut io),
    };
    let _ = io.out.flush();
    code
}

/// Standard output and standard error (or buffers, in tests).
pub struct Io<'a> {
    /// Results.
    pub out: &'a mut dyn Write,
    /// Diagnostics and messages.
    pub err: &'a mut dyn Write,
}
