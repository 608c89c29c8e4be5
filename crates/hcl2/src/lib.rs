//! hcl2: HashiCorp Configuration Language v2 for Rust — the facade crate.
//!
//! Decode a configuration into your own types in one call (see [`decode`] for how bodies
//! map to Rust types, the evaluation rules, and a table for users of hcl-rs):
//!
//! ```
//! #[derive(serde::Deserialize, Debug)]
//! struct Config { name: String, listener: Vec<Listener> }
//! #[derive(serde::Deserialize, Debug)]
//! struct Listener { port: u16 }
//!
//! let config: Config = hcl2::from_str(r#"
//! name = "web"
//! listener { port = 80 }
//! listener { port = 443 }
//! "#).unwrap();
//! assert_eq!(config.listener[1].port, 443);
//!
//! let err = hcl2::from_str::<Config>("name = \"web\"\nlistener { port = 70000 }\n").unwrap_err();
//! assert_eq!(err.to_string(), "<input>:2,19-24: Unsuitable value type; Unsuitable value: number 70000 is out of range for u16");
//! println!("{}", err.render()); // the snippet with a label on 70000
//! ```
//!
//! Parse and evaluate on text alone with [`parse`], [`parse_expression`],
//! [`parse_template`], [`evaluate`] and [`evaluate_template`]; keep values' ranges with
//! [`Spanned`] and unevaluated arguments with [`Expression`].
//!
//! It parses configuration files in the syntax their name implies, merges several into
//! one body, and re-exports the layers below so that an application needs only this
//! crate:
//!
//! - [`Syntax`]: native or JSON, chosen by the `.json` suffix as the reference's tools
//!   choose it.
//! - [`File`]: a parsed file of either syntax, with its body (a [`core::Body`]), its
//!   diagnostics and its text for rendering them.
//! - [`Parser`]: reads and parses files once each (the reference's `hclparse.Parser`),
//!   with the reference's diagnostics for unreadable files, and pairs diagnostics with
//!   their file's text as a renderable [`core::Report`].
//! - [`ParseOptions`]: how files are parsed ([`Parser::with_options`],
//!   [`File::parse_with`]); by default a parse keeps at most 100 diagnostics, then one
//!   error naming the limit (the reference keeps them all).
//! - [`merge()`] — several files' bodies as one ([`core::MergedBody`]).
//! - [`to_json`](mod@to_json) — a native-syntax file as the JSON `hcl2json` prints for it
//!   (its failures are [`Error`]s of kind [`ErrorKind::ToJson`]).
//! - [`format()`], [`to_string`], [`to_vec`], [`to_writer`] — HCL out: a file laid out as
//!   `hclfmt` lays it out, and any `Serialize` value as HCL (the inverse of
//!   [`from_str`]), with errors as [`Error`]; [`write`](mod@write) has the lossless tree and its
//!   edits.
//! - The layers: [`value`] (types and values), [`core`] (ranges, diagnostics, bodies,
//!   schemas, evaluation contexts), [`native`] and [`json`] (the syntaxes), [`stdlib`]
//!   (standard functions) and [`dec`] (spec-based decoding, the `hcldec` model).
//!
//! ```
//! use hcl2::core::{BodySchema, EvalContext};
//! use hcl2::{merge, Parser, Syntax, Value};
//!
//! let mut parser = Parser::new();
//! let (main, diags) = parser.parse(b"name = \"web-${n}\"\n", "main.hcl", Syntax::Native);
//! assert!(diags.is_empty());
//! let (extra, diags) = parser.parse(br#"{"port": 8080}"#, "extra.json", Syntax::Json);
//! assert!(diags.is_empty());
//!
//! let body = merge([main.as_ref(), extra.as_ref()]);
//! let schema = BodySchema::new().attribute("name", true).attribute("port", true);
//! let (content, diags) = hcl2::core::Body::content(&body, &schema);
//! assert!(diags.is_empty());
//!
//! let mut ctx = EvalContext::new();
//! ctx.set_variable("n", Value::from(1));
//! let (name, _) = content.attributes["name"].expr.value(Some(&ctx));
//! assert_eq!(name, Value::from("web-1"));
//! let (port, _) = content.attributes["port"].expr.value(Some(&ctx));
//! assert_eq!(port, Value::from(8080));
//! ```
//!
//! Diagnostics render with their source through miette:
//!
//! ```
//! use hcl2::{Parser, Syntax};
//!
//! let mut parser = Parser::new();
//! let (_, diags) = parser.parse(b"a = \n", "broken.hcl", Syntax::Native);
//! let report = parser.report(diags.as_slice()[0].clone());
//! let mut out = String::new();
//! miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
//!     .render_report(&mut out, &report)
//!     .unwrap();
//! assert!(out.contains("broken.hcl:1:"), "{out}");
//! ```

#![forbid(unsafe_code)]

mod de;
pub mod decode;
mod error;
mod expression;
mod expression_ser;
mod file;
mod functions;
mod merge;
mod output;
mod parser;
mod remain;
mod spanned;
mod syntax;
mod text;
pub mod to_json;

pub use decode::{
    from_body, from_file, from_file_with, from_reader, from_slice, from_str, from_str_with,
};
pub use error::{Error, ErrorKind};
pub use expression::Expression;
pub use file::File;
pub use functions::{eval_context, functions, functions_with_files};
pub use merge::merge;
pub use parser::Parser;
pub use remain::{Remain, RemainAttribute, RemainBlock};
pub use spanned::Spanned;
pub use syntax::Syntax;
pub use text::{evaluate, evaluate_template, parse, parse_expression, parse_template};

pub use hcl2_core as core;
pub use hcl2_dec as dec;
pub use hcl2_ext as ext;
pub use hcl2_json as json;
pub use hcl2_native as native;
pub use hcl2_stdlib as stdlib;
pub use hcl2_value as value;

pub use hcl2_core::{Body, Diagnostic, Diagnostics, EvalContext, ParseOptions};
pub use hcl2_value::{Type, Value};

/// HCL out: the formatter, the lossless tree with its editing API, and serialization
/// (`hcl2-write`).
pub use hcl2_write as write;
pub use output::{format, format_bytes, to_string, to_vec, to_writer};
