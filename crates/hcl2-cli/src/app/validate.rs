//! `hcl2 validate`: parse every file in the syntax its name implies (`.json`: JSON),
//! optionally decode it against an `hcldec` spec, and report every diagnostic: rendered
//! with its snippet, or as JSON (the reference's diagnostic shape plus the file), then
//! a summary line with counts.
//!
//! Exit status: 0 when there is no error (warnings too, unless `--warnings-as-errors`),
//! 1 when there are errors, 2 when a file or the spec could not be read.

use std::path::PathBuf;

use clap::Args;
use hcl2::core::{Diagnostic, Diagnostics, ParseDiagnostics, Severity};
use hcl2::dec;
use hcl2::ext::spec_file::{self, SpecFile};
use hcl2::{ParseOptions, Parser, Syntax};

use super::inputs::{self, is_config_name, Source, Walk};
use super::report::render;
use super::style::Style;
use super::{Io, EXIT_ERRORS, EXIT_OK, EXIT_USAGE};
use crate::context::eval_context;
use crate::diags_json::range_json;
use crate::diags_text::diagnostics_text;
use crate::go_json::Json;

/// `hcl2 validate [PATH…]`.
#[derive(Debug, Args)]
pub struct ValidateArgs {
    /// Files or directories (walked for .tf, .tfvars, .hcl, .nomad files and their
    /// .json forms); standard input (native syntax) when none or `-`.
    pub paths: Vec<PathBuf>,
    /// Print the diagnostics as one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
    /// Also decode each file against this hcldec spec file.
    #[arg(long, value_name = "FILE")]
    pub spec: Option<PathBuf>,
    /// Warnings fail the run too (exit status 1).
    #[arg(long)]
    pub warnings_as_errors: bool,
    /// How many diagnostics a parse keeps.
    #[command(flatten)]
    pub limit: crate::limit::MaxDiagnostics,
}

/// One file's outcome.
struct Checked {
    name: String,
    diags: Diagnostics,
    /// The diagnostics rendered (text mode).
    text: String,
    /// The file could not be read.
    unreadable: bool,
}

/// Runs `hcl2 validate`; returns the exit status.
pub fn run(args: &ValidateArgs, style: Style, io: &mut Io<'_>) -> i32 {
    let spec = match &args.spec {
        None => None,
        Some(path) => match load_spec(path, style) {
            Ok(spec) => Some(spec),
            Err(rendered) => {
                let _ = write!(io.err, "{rendered}");
                return EXIT_USAGE;
            }
        },
    };
    let walk = Walk {
        recursive: true,
        accept: is_config_name,
    };
    let (sources, walk_diags) = inputs::collect(&args.paths, walk);
    let mut checked: Vec<Checked> = Vec::new();
    if !walk_diags.is_empty() {
        checked.push(Checked {
            name: String::new(),
            text: render("", b"", Syntax::Native, &walk_diags, style),
            diags: walk_diags,
            unreadable: true,
        });
    }
    let options = args.limit.options();
    checked.extend(style.par_map(&sources, |s| {
        check(s, spec.as_ref(), &options, args.json, style)
    }));
    report(&checked, args, io)
}

fn load_spec(path: &std::path::Path, style: Style) -> Result<SpecFile, String> {
    let source = Source::File(path.to_path_buf());
    let name = source.name();
    let bytes = inputs::read(&source).map_err(|d| render(&name, b"", Syntax::Native, &d, style))?;
    match spec_file::load_spec_file(&bytes, &name) {
        (Some(spec), diags) if !diags.has_errors() => Ok(spec),
        (_, diags) => Err(render(&name, &bytes, Syntax::Native, &diags, style)),
    }
}

fn check(
    source: &Source,
    spec: Option<&SpecFile>,
    options: &ParseOptions,
    json: bool,
    style: Style,
) -> Checked {
    let name = source.name();
    let syntax = source.syntax();
    let bytes = match inputs::read(source) {
        Ok(bytes) => bytes,
        Err(diags) => {
            let text = render(&name, b"", syntax, &diags, style);
            return Checked {
                name,
                diags,
                text,
                unreadable: true,
            };
        }
    };
    let mut parser = Parser::with_options(options.clone());
    let (file, mut diags) = parser.parse(&bytes, &name, syntax);
    if let Some(spec) = spec.filter(|_| !diags.has_errors()) {
        let ctx = eval_context(&spec.variables, &spec.functions, Vec::new());
        let (_, decode_diags) = dec::decode(file.body(), &spec.root, ctx.as_ref());
        diags.extend(decode_diags);
    }
    let text = if json || diags.is_empty() {
        String::new()
    } else {
        diagnostics_text(&parser, &diags, style.text)
    };
    Checked {
        name,
        diags,
        text,
        unreadable: false,
    }
}

/// Prints the diagnostics and the summary; returns the exit status.
fn report(checked: &[Checked], args: &ValidateArgs, io: &mut Io<'_>) -> i32 {
    let all = || checked.iter().flat_map(|c| c.diags.iter());
    let count = |severity| all().filter(|d| d.severity == severity).count();
    let (errors, warnings) = (count(Severity::Error), count(Severity::Warning));
    let files = checked.iter().filter(|c| !c.name.is_empty()).count();
    if args.json {
        let _ = writeln!(
            io.out,
            "{}",
            json_document(checked, files, errors, warnings)
        );
    } else {
        for c in checked {
            let _ = write!(io.out, "{}", c.text);
        }
        let counts = Counts::of(all());
        let _ = writeln!(io.out, "{}", summary(files, &counts));
    }
    if checked.iter().any(|c| c.unreadable) {
        EXIT_USAGE
    } else if errors > 0 || (args.warnings_as_errors && warnings > 0) {
        EXIT_ERRORS
    } else {
        EXIT_OK
    }
}

/// The problems the summary line counts.
#[derive(Debug, Default, PartialEq)]
struct Counts {
    /// Errors shown, the one naming a parse's limit left aside.
    errors: usize,
    /// Warnings shown, the one naming a parse's limit left aside.
    warnings: usize,
    /// Problems parses found past their limits and left out.
    left_out: usize,
}

impl Counts {
    fn of<'d>(diags: impl Iterator<Item = &'d Diagnostic>) -> Counts {
        let mut counts = Counts::default();
        for d in diags {
            match (ParseDiagnostics::left_out(d), d.severity) {
                (Some(n), _) => counts.left_out += n,
                (None, Severity::Error) => counts.errors += 1,
                (None, Severity::Warning) => counts.warnings += 1,
            }
        }
        counts
    }
}

/// `3 files checked: 1 error, 2 warnings.`; when parses left problems out, how many
/// there are in all, then how many of each kind are shown.
fn summary(files: usize, counts: &Counts) -> String {
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    let Counts {
        errors,
        warnings,
        left_out,
    } = *counts;
    let files = plural(files, "file");
    if left_out > 0 {
        return format!(
            "{files} checked: {} found, {} and {} shown (--max-diagnostics 0 shows them all).",
            plural(errors + warnings + left_out, "problem"),
            plural(errors, "error"),
            plural(warnings, "warning")
        );
    }
    if errors == 0 && warnings == 0 {
        return format!("{files} checked: no problems.");
    }
    format!(
        "{files} checked: {}, {}.",
        plural(errors, "error"),
        plural(warnings, "warning")
    )
}

/// `{"diagnostics": [...], "files": N, "errors": N, "warnings": N}`, each diagnostic
/// in the reference's shape with the file it belongs to.
fn json_document(checked: &[Checked], files: usize, errors: usize, warnings: usize) -> String {
    let mut list = Vec::new();
    for c in checked {
        for d in c.diags.iter() {
            let severity = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            let mut props = vec![
                ("severity".to_owned(), Json::str(severity)),
                ("summary".to_owned(), Json::str(d.summary.clone())),
            ];
            if !d.detail.is_empty() {
                props.push(("detail".to_owned(), Json::str(d.detail.clone())));
            }
            if let Some(subject) = &d.subject {
                props.push(("subject".to_owned(), range_json(subject)));
            }
            if !c.name.is_empty() {
                props.push(("file".to_owned(), Json::str(c.name.clone())));
            }
            list.push(Json::Object(props));
        }
    }
    Json::Object(vec![
        ("diagnostics".to_owned(), Json::Array(list)),
        ("files".to_owned(), Json::int(files)),
        ("errors".to_owned(), Json::int(errors)),
        ("warnings".to_owned(), Json::int(warnings)),
    ])
    .indented()
}

#[cfg(test)]
mod tests {
    use super::{summary, Counts};

    fn counts(errors: usize, warnings: usize, left_out: usize) -> Counts {
        Counts {
            errors,
            warnings,
            left_out,
        }
    }

    #[test]
    fn the_summary_counts_files_errors_and_warnings() {
        assert_eq!(summary(1, &counts(0, 0, 0)), "1 file checked: no problems.");
        assert_eq!(
            summary(3, &counts(1, 2, 0)),
            "3 files checked: 1 error, 2 warnings."
        );
    }

    #[test]
    fn past_a_parse_limit_the_summary_gives_the_total_found_and_what_is_shown() {
        assert_eq!(
            summary(2, &counts(3, 1, 296)),
            "2 files checked: 300 problems found, 3 errors and 1 warning shown \
             (--max-diagnostics 0 shows them all)."
        );
    }
}
