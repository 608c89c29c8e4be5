//! The hcl2 command-line tools: `hcl2` ([`app`]: `fmt`, `validate`, `to-json`, `eval`,
//! `refs`, on one file or thousands in parallel), and `hcldec`, a drop-in for the
//! reference's tool of the same name, which turns HCL input into JSON through a
//! decoding spec.
//!
//! `hcldec` accepts the reference's flags in pflag's syntax and prints the same bytes
//! on standard output with the same exit codes; its diagnostics are the reference's JSON
//! with `--diags json`, and otherwise rendered with the source snippet and a label on
//! the exact range.
//!
//! - [`app`] — the `hcl2` program and its subcommands.
//! - [`hcldec`] — the program: spec, context, inputs, result ([`hcldec::run`]).
//! - [`flags`] — the command line, read as pflag reads it, and the usage text.
//! - [`limit`] — `--max-diagnostics`, shared by both programs.
//! - [`vars`] — the `--vars` arguments (inline JSON or files) as variables.
//! - [`context`] — the evaluation context (spec variables and functions, `--vars`).
//! - [`output`] — the decoded value as JSON, with `--with-type` and `--keep-nulls`.
//! - [`var_refs`] — the `--var-refs` report.
//! - [`diags_json`] — diagnostics as the reference's JSON.
//! - [`diags_text`] — diagnostics rendered for people, through miette.
//! - [`go_json`] — JSON written byte for byte as Go's `encoding/json` writes it.
//! - [`go_format`] — Go's quoting and formatting where messages depend on it.
//! - [`paths`] — command-line arguments as bytes and paths.
//!
//! Where `hcldec` deliberately differs from the reference:
//!
//! - Text diagnostics (without `--diags json`) are rendered through miette with the
//!   snippet and a label on the range, instead of the reference's plain text; summary
//!   and detail are the same.
//! - Where the reference's order is random (it decodes object specs by iterating a Go
//!   map, so diagnostics and `--var-refs` entries come in any order), ours is fixed.
//! - Input nested deeper than the parsers' documented limits is an error rather than
//!   a deep stack.
//!
//! ```
//! use hcl2_cli::hcldec::{run, Streams};
//!
//! let (mut out, mut err) = (Vec::new(), Vec::new());
//! let streams = Streams { stdin: &mut std::io::empty(), stdout: &mut out, stderr: &mut err };
//! let code = run(&[b"--version".to_vec()], streams, Default::default());
//! assert_eq!((code, out.as_slice()), (0, &b"0.0.1-dev\n"[..]));
//! ```
#![forbid(unsafe_code)]

pub mod app;
pub mod context;
pub mod diags_json;
pub mod diags_text;
pub mod flags;
pub mod go_format;
pub mod go_json;
pub mod hcldec;
pub mod limit;
pub mod output;
pub mod paths;
pub mod var_refs;
pub mod vars;
