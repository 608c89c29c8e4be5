//! hcl2: HashiCorp Configuration Language v2 for Rust — the facade crate.
//!
//! It parses configuration files in the syntax their name implies, merges several into
//! one body, and re-exports the layers below so that an application needs only this
//! crate:
//!
//! - [`syntax`] — [`Syntax`]: native or JSON, chosen by the `.json` suffix as the
//!   reference's tools choose it.
//! - [`file`](mod@file) — [`File`]: a parsed file of either syntax, with its body (a
//!   [`core::Body`]), its diagnostics and its text for rendering them.
//! - [`parser`] — [`Parser`]: reads and parses files once each (the reference's
//!   `hclparse.Parser`), with the reference's diagnostics for unreadable files, and
//!   pairs diagnostics with their file's text as a renderable [`core::Report`].
//! - [`merge()`] — several files' bodies as one ([`core::MergedBody`]).
//! - [`to_json`](mod@to_json) — a native-syntax file as the JSON `hcl2json` prints for it.
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

pub mod file;
pub mod merge;
pub mod parser;
pub mod syntax;
pub mod to_json;

pub use file::File;
pub use merge::merge;
pub use parser::Parser;
pub use syntax::Syntax;

pub use hcl2_core as core;
pub use hcl2_dec as dec;
pub use hcl2_json as json;
pub use hcl2_native as native;
pub use hcl2_stdlib as stdlib;
pub use hcl2_value as value;

pub use hcl2_core::{Body, Diagnostic, Diagnostics, EvalContext};
pub use hcl2_value::{Type, Value};
