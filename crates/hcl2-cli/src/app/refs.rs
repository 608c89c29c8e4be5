//! `hcl2 refs`: every variable reference (absolute traversal) in the files, with its
//! steps and ranges, as one JSON document keyed by file name (in the inputs' order),
//! each file's references in source order in the shape of `hcldec --var-refs`.
//! Native files are walked through their whole structure; a JSON file's properties are
//! read as attributes, every string of them a template.
//!
//! Files with syntax errors are reported on standard error (exit status 1) and listed
//! with the references their recovered parse has.

use std::path::PathBuf;

use clap::Args;
use hcl2::core::{Diagnostics, Pos, Traversal};
use hcl2::native::ast::Tree;
use hcl2::{ParseOptions, Parser, Syntax};

use super::inputs::{self, is_config_name, Source, Walk};
use super::report::{collect_inputs, render};
use super::style::Style;
use super::{Io, EXIT_ERRORS, EXIT_USAGE};
use crate::go_json::Json;
use crate::var_refs::traversals_json;

/// `hcl2 refs [PATH…]`.
#[derive(Debug, Args)]
pub struct RefsArgs {
    /// Files or directories (walked for .tf, .tfvars, .hcl, .nomad files and their
    /// .json forms); standard input (native syntax) when none or `-`.
    pub paths: Vec<PathBuf>,
    /// How many diagnostics a parse keeps.
    #[command(flatten)]
    pub limit: crate::limit::MaxDiagnostics,
}

/// One file's references, or why it has none.
struct Found {
    name: String,
    refs: Vec<Traversal>,
    /// Rendered diagnostics, if any.
    diags: String,
    has_errors: bool,
    unreadable: bool,
}

/// Runs `hcl2 refs`; returns the exit status.
pub fn run(args: &RefsArgs, style: Style, io: &mut Io<'_>) -> i32 {
    let walk = Walk {
        recursive: true,
        accept: is_config_name,
    };
    let (sources, mut code) = collect_inputs(&args.paths, walk, style, io);
    let options = args.limit.options();
    let found = style.par_map(&sources, |source| find(source, &options, style));
    let mut props = Vec::new();
    for f in found {
        let _ = write!(io.err, "{}", f.diags);
        if f.unreadable {
            code = EXIT_USAGE;
            continue;
        }
        if f.has_errors {
            code = code.max(EXIT_ERRORS);
        }
        props.push((f.name, traversals_json(&f.refs, None)));
    }
    let _ = writeln!(io.out, "{}", Json::Object(props).indented());
    code
}

fn find(source: &Source, options: &ParseOptions, style: Style) -> Found {
    let name = source.name();
    let syntax = source.syntax();
    let bytes = match inputs::read(source) {
        Ok(bytes) => bytes,
        Err(diags) => {
            return Found {
                diags: render(&name, b"", syntax, &diags, style),
                name,
                refs: Vec::new(),
                has_errors: true,
                unreadable: true,
            }
        }
    };
    let (refs, diags) = match syntax {
        Syntax::Json => json_refs(&bytes, &name, options),
        _ => native_refs(&bytes, &name, options),
    };
    Found {
        diags: if diags.is_empty() {
            String::new()
        } else {
            render(&name, &bytes, syntax, &diags, style)
        },
        name,
        refs,
        has_errors: diags.has_errors(),
        unreadable: false,
    }
}

/// Every reference in a native file: attributes before nested blocks, in source order.
fn native_refs(bytes: &[u8], name: &str, options: &ParseOptions) -> (Vec<Traversal>, Diagnostics) {
    let parsed = hcl2::native::parse_config_with(bytes, name, Pos::START, options);
    let tree = Tree::new(&parsed.source, &parsed.nodes);
    let refs = hcl2::native::analysis::body_variables(&parsed.value, tree);
    (refs, parsed.diagnostics)
}

/// Every reference in a JSON file, its top-level properties read as attributes.
fn json_refs(bytes: &[u8], name: &str, options: &ParseOptions) -> (Vec<Traversal>, Diagnostics) {
    let mut parser = Parser::with_options(options.clone());
    let (file, mut diags) = parser.parse(bytes, name, Syntax::Json);
    if diags.has_errors() {
        return (Vec::new(), diags);
    }
    let body = file.body();
    let (attrs, attr_diags) = body.just_attributes();
    diags.extend(attr_diags);
    let mut attrs: Vec<_> = attrs.into_iter().collect();
    attrs.sort_by_key(|(_, attr)| attr.range.start.byte);
    let refs = attrs
        .iter()
        .flat_map(|(_, attr)| attr.expr.variables())
        .collect();
    (refs, diags)
}
