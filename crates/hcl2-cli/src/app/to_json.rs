//! `hcl2 to-json`: native-syntax files as the JSON `hcl2json` prints for them
//! ([`hcl2::to_json`]). One input gives its document; several (or a directory) give
//! one object with a property per file, named by its path, in the inputs' order.
//!
//! With `--values`, each file's evaluated view instead ([`super::values`]).
//!
//! A file that cannot be converted is left out of the output; standard error gets
//! `hcl2json`'s message for it on one line, then its diagnostics with snippets.

use std::io::Write;

use clap::Args;
use hcl2::core::{Diagnostics, EvalContext};
use hcl2::value::json::write_json_string;
use hcl2::{ParseOptions, Syntax};

use super::context::context;
use super::inputs::{self, is_native_name, Source, Walk};
use super::report::{collect_inputs, render};
use super::style::Style;
use super::values::values_json;
use super::{Io, EXIT_ERRORS, EXIT_USAGE};

/// `hcl2 to-json [PATH…]`.
#[derive(Debug, Args)]
pub struct ToJsonArgs {
    /// Files or directories (walked for .tf, .tfvars, .hcl, .nomad files); standard
    /// input when none or `-`. Every file is read as native syntax, as hcl2json does.
    pub paths: Vec<std::path::PathBuf>,
    /// Print each file's evaluated view instead: arguments evaluated (with `--vars` and
    /// the function library), blocks nested by their labels.
    #[arg(long)]
    pub values: bool,
    /// With `--values`: variables, a JSON object or a native or JSON file of attributes
    /// (repeatable).
    #[arg(long, value_name = "JSON|FILE", requires = "values")]
    pub vars: Vec<String>,
    /// With `--values`: the directory the filesystem functions may read in (default:
    /// the current directory).
    #[arg(long, value_name = "DIR", requires = "values", default_value = ".")]
    pub base_dir: std::path::PathBuf,
    /// How many diagnostics a parse keeps.
    #[command(flatten)]
    pub limit: crate::limit::MaxDiagnostics,
}

/// What converting one input gave.
enum Outcome {
    Converted(String),
    /// hcl2json's message and the rendered diagnostics.
    Failed(String, String),
    /// The input could not be read: rendered diagnostics.
    Unreadable(String),
}

/// Runs `hcl2 to-json`; returns the exit status.
pub fn run(args: &ToJsonArgs, style: Style, io: &mut Io<'_>) -> i32 {
    let walk = Walk {
        recursive: true,
        accept: is_native_name,
    };
    let (sources, mut code) = collect_inputs(&args.paths, walk, style, io);
    let single = sources.len() == 1 && args.paths.iter().all(|p| !p.is_dir());
    let options = args.limit.options();
    let outcomes = if args.values {
        let ctx = match context(&args.vars, &args.base_dir, style) {
            Ok(ctx) => ctx,
            Err(rendered) => {
                let _ = write!(io.err, "{rendered}");
                return EXIT_USAGE;
            }
        };
        style.par_map(&sources, |source| evaluate(source, &ctx, &options, style))
    } else {
        style.par_map(&sources, |source| convert(source, &options, style))
    };
    // Written as it goes (one buffer, not a second copy of every file's JSON).
    let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut *io.out);
    let mut key = String::new();
    let mut first = true;
    for (source, outcome) in sources.iter().zip(outcomes) {
        match outcome {
            Outcome::Converted(json) => {
                if !single {
                    key.clear();
                    key.push(if first { '{' } else { ',' });
                    write_json_string(&mut key, &source.name());
                    key.push(':');
                    let _ = out.write_all(key.as_bytes());
                }
                first = false;
                let _ = out.write_all(json.as_bytes());
            }
            Outcome::Failed(message, rendered) => {
                let _ = writeln!(io.err, "{message}");
                let _ = write!(io.err, "{rendered}");
                code = code.max(EXIT_ERRORS);
            }
            Outcome::Unreadable(rendered) => {
                let _ = write!(io.err, "{rendered}");
                code = EXIT_USAGE;
            }
        }
    }
    if !single {
        let _ = out.write_all(if first { b"{}\n" } else { b"}\n" });
    } else if !first {
        let _ = out.write_all(b"\n");
    }
    let _ = out.flush();
    code
}

fn convert(source: &Source, options: &ParseOptions, style: Style) -> Outcome {
    let name = source.name();
    let bytes = match inputs::read(source) {
        Ok(bytes) => bytes,
        Err(d) => return Outcome::Unreadable(render(&name, b"", Syntax::Native, &d, style)),
    };
    match hcl2::to_json::to_json_bytes_with(&bytes, &name, options) {
        Ok(json) => Outcome::Converted(json),
        Err(e) => Outcome::Failed(
            e.to_string(),
            rendered(&name, &bytes, e.diagnostics(), style),
        ),
    }
}

fn evaluate(
    source: &Source,
    ctx: &EvalContext<'_>,
    options: &ParseOptions,
    style: Style,
) -> Outcome {
    let name = source.name();
    let bytes = match inputs::read(source) {
        Ok(bytes) => bytes,
        Err(d) => return Outcome::Unreadable(render(&name, b"", Syntax::Native, &d, style)),
    };
    match values_json(&name, &bytes, ctx, options) {
        Ok(json) => Outcome::Converted(json),
        Err(diags) => Outcome::Failed(
            format!("Error: {name} cannot be evaluated"),
            rendered(&name, &bytes, &diags, style),
        ),
    }
}

fn rendered(name: &str, bytes: &[u8], diags: &Diagnostics, style: Style) -> String {
    render(name, bytes, Syntax::Native, diags, style)
}
