//! `hcl2 eval`: an expression (or with `--template`, a template) evaluated with the
//! variables of `--vars` and the whole function library ([`hcl2::functions_with_files`]:
//! go-cty's and Terraform's functions, `try`, `can`, `convert`, and the filesystem
//! functions confined to `--base-dir`, the current directory by default); the value
//! is printed in HCL syntax,
//! or with `--json` as `{"value": …, "type": …}` in the reference's value and type
//! JSON. Diagnostics go to standard error, rendered with the snippet; exit status 1
//! when there are errors, 2 when the expression or a `--vars` file cannot be read.

use std::path::PathBuf;

use clap::Args;
use hcl2::core::{Diagnostics, EvalContext, Pos};
use hcl2::native::ast::Tree;
use hcl2::value::json::value_to_json;
use hcl2::{ParseOptions, Syntax, Type, Value};

use super::context::context;
use super::hcl_value::hcl_value;
use super::inputs::{self, Source};
use super::report::render;
use super::style::Style;
use super::{Io, EXIT_ERRORS, EXIT_OK, EXIT_USAGE};

/// `hcl2 eval EXPR` or `hcl2 eval --file PATH`.
#[derive(Debug, Args)]
pub struct EvalArgs {
    /// The expression (or template) to evaluate.
    #[arg(required_unless_present = "file", conflicts_with = "file")]
    pub expr: Option<String>,
    /// Read the expression (or template) from this file (`-`: standard input).
    #[arg(long, value_name = "PATH")]
    pub file: Option<PathBuf>,
    /// Evaluate a template (`"…"` content, with `${…}` and `%{…}`) instead of an
    /// expression.
    #[arg(long)]
    pub template: bool,
    /// Variables: a JSON object, or a native or JSON file of attributes (repeatable).
    #[arg(long, value_name = "JSON|FILE")]
    pub vars: Vec<String>,
    /// The directory the filesystem functions (`file`, `fileset`, `templatefile`, …)
    /// may read in; nothing outside it can be read. Default: the current directory.
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub base_dir: PathBuf,
    /// Print `{"value": …, "type": …}` in the reference's JSON instead of HCL.
    #[arg(long)]
    pub json: bool,
    /// How many diagnostics a parse keeps.
    #[command(flatten)]
    pub limit: crate::limit::MaxDiagnostics,
}

/// Runs `hcl2 eval`; returns the exit status.
pub fn run(args: &EvalArgs, style: Style, io: &mut Io<'_>) -> i32 {
    let (name, bytes) = match source_text(args) {
        Ok(read) => read,
        Err(rendered) => {
            let _ = write!(io.err, "{rendered}");
            return EXIT_USAGE;
        }
    };
    let ctx = match context(&args.vars, &args.base_dir, style) {
        Ok(ctx) => ctx,
        Err(rendered) => {
            let _ = write!(io.err, "{rendered}");
            return EXIT_USAGE;
        }
    };
    let (value, diags) = evaluate(&bytes, &name, args.template, &args.limit.options(), &ctx);
    if !diags.is_empty() {
        let _ = write!(
            io.err,
            "{}",
            render(&name, &bytes, Syntax::Native, &diags, style)
        );
    }
    if diags.has_errors() {
        return EXIT_ERRORS;
    }
    if args.json {
        match value_to_json(&value, &Type::Dynamic) {
            Ok(json) => {
                let _ = writeln!(io.out, "{json}");
            }
            Err(e) => {
                let _ = writeln!(io.err, "Error: the value cannot be written as JSON: {e}");
                return EXIT_ERRORS;
            }
        }
    } else {
        let _ = writeln!(io.out, "{}", hcl_value(&value));
    }
    EXIT_OK
}

/// The expression's name (for diagnostics) and text.
fn source_text(args: &EvalArgs) -> Result<(String, Vec<u8>), String> {
    match (&args.file, &args.expr) {
        (Some(path), _) => {
            let source = if path.as_os_str() == "-" {
                Source::Stdin
            } else {
                Source::File(path.clone())
            };
            let name = source.name();
            inputs::read(&source)
                .map(|bytes| (name.clone(), bytes))
                .map_err(|d| render(&name, b"", Syntax::Native, &d, Style::plain()))
        }
        (None, Some(expr)) => Ok(("<expr>".to_owned(), expr.clone().into_bytes())),
        (None, None) => Err("Error: give an expression or --file\n".to_owned()),
    }
}

/// Parses and evaluates `src` as an expression or a template.
fn evaluate(
    src: &[u8],
    name: &str,
    template: bool,
    options: &ParseOptions,
    ctx: &EvalContext<'_>,
) -> (Value, Diagnostics) {
    if template {
        let parsed = hcl2::native::parse_template_with(src, name, Pos::START, options);
        if parsed.diagnostics.has_errors() {
            return (Value::dynamic(), parsed.diagnostics);
        }
        let tree = Tree::new(&parsed.source, &parsed.nodes);
        let (value, diags) = hcl2::native::evaluate_template(&parsed.value, tree, Some(ctx));
        (value, with(parsed.diagnostics, diags))
    } else {
        let parsed = hcl2::native::parse_expression_with(src, name, Pos::START, options);
        if parsed.diagnostics.has_errors() {
            return (Value::dynamic(), parsed.diagnostics);
        }
        let tree = Tree::new(&parsed.source, &parsed.nodes);
        let (value, diags) = hcl2::native::evaluate(&parsed.value, tree, Some(ctx));
        (value, with(parsed.diagnostics, diags))
    }
}

fn with(mut first: Diagnostics, then: Diagnostics) -> Diagnostics {
    first.extend(then);
    first
}
