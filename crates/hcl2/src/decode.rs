//! The one-call decoders: text, bytes, readers and files (in the syntax their name
//! implies), or any body, into any `Deserialize` type.
//!
//! # The data model
//!
//! A body deserializes as a struct or a map. Bodies are read through the
//! [`Body`] trait only, so a native file, a JSON file and several files
//! merged decode to the same value.
//!
//! | Configuration | Rust field |
//! |---|---|
//! | argument `port = 80` | `port: u16` (evaluated; `Option<_>` when optional, `#[serde(default)]` for a default) |
//! | argument kept unevaluated | `port: hcl2::Expression` |
//! | value with its range | `port: hcl2::Spanned<u16>` (any type, blocks and labels too) |
//! | exactly one `listener { … }` block | `listener: Listener` |
//! | at most one | `listener: Option<Listener>` |
//! | any number | `listener: Vec<Listener>` (with `#[serde(default)]` when none is fine) |
//! | `resource "type" "name" { … }` | `resource: HashMap<String, HashMap<String, Resource>>`, one map level per label, as the JSON syntax writes it |
//! | labels as fields | `#[serde(rename = "@type")] kind: String` in the block's struct: fields whose name starts with `@` take the block's labels, in order |
//! | `backend "s3" { … }` | `backend: Backend`, an enum whose variant the label names |
//! | the whole body, schema-less | `hcl2::Value` or `serde_json::Value`: blocks nest by label; an unlabelled type repeated is a sequence |
//!
//! `rename`, `default`, `skip`, `flatten`, `deny_unknown_fields`, externally tagged and
//! untagged enums and `#[serde(with = …)]` work as serde defines them.
//!
//! ```
//! use std::collections::HashMap;
//! use serde::Deserialize;
//!
//! #[derive(Deserialize, Debug, PartialEq)]
//! struct Config {
//!     region: String,
//!     #[serde(default)]
//!     resource: HashMap<String, HashMap<String, Instance>>,
//! }
//! #[derive(Deserialize, Debug, PartialEq)]
//! struct Instance { ami: String, count: Option<u32> }
//!
//! let native: Config = hcl2::from_str(r#"
//! region = "eu-west-1"
//! resource "aws_instance" "web" {
//!   ami   = "ami-1"
//!   count = 2
//! }
//! "#).unwrap();
//! let json: Config = hcl2::File::parse(
//!     br#"{"region": "eu-west-1", "resource": {"aws_instance": {"web": {"ami": "ami-1", "count": 2}}}}"#,
//!     "main.tf.json",
//!     hcl2::Syntax::Json,
//! ).decode(None).unwrap();
//! assert_eq!(native, json);
//! assert_eq!(native.resource["aws_instance"]["web"].count, Some(2));
//! ```
//!
//! In the JSON syntax a property is an argument or blocks as its field's type says: a
//! struct (or a sequence of structs) reads it as blocks, with the struct's `@` fields
//! naming the label levels.
//!
//! # Evaluation
//!
//! Without a context ([`from_str`], [`from_file`]) expressions evaluate as the reference
//! evaluates them with none: literals, operators and templates; a variable is the error
//! "Variables not allowed" and a call "Function calls not allowed"; in a JSON file
//! strings are literal, not templates. [`from_str_with`] and [`from_file_with`] evaluate
//! with a context's variables and functions (`hcl2::stdlib` has the standard ones).
//!
//! # Numbers
//!
//! Integer fields take a number only when it is a whole number in the type's range
//! ("number 70000 is out of range for u16"); nothing is rounded. `f64` and `f32` fields
//! take the nearest binary float of the (512-bit) number, as the reference's `gocty`
//! does for Go's `float64`: a number that needs more precision than an `f64` has is
//! rounded there, by choice, since a float field asks for a float. Keep exact decimals
//! with an [`Expression`](crate::Expression) or `hcl2::Value` field.
//!
//! # Errors
//!
//! Every error is a diagnostic with the exact range of the item that caused it, worded
//! as the reference's `gohcl` words it: "Missing required argument" where the argument
//! would go, "Unsupported argument" / "Unsupported block type" (with "Did you mean …?")
//! for unknown fields under `deny_unknown_fields`, "Duplicate … block", "Extraneous
//! label for …", and "Unsuitable value type" on the expression for what serde rejects
//! ("invalid type: string \"x\", expected u16").
//!
//! # Coming from hcl-rs
//!
//! | hcl-rs | hcl2 |
//! |---|---|
//! | `hcl::from_str::<T>(s)` | [`hcl2::from_str::<T>(s)`](crate::from_str) |
//! | `hcl::from_slice`, `hcl::from_reader` | [`from_slice`], [`from_reader`] |
//! | `hcl::from_body(body)` | [`from_body(&body, ctx)`](from_body) (native, JSON or merged bodies) |
//! | `hcl::Error` (first error, line/column) | [`hcl2::Error`](crate::Error) (every error, exact ranges, miette reports) |
//! | `hcl::eval::from_str(s, &ctx)` | [`from_str_with(s, &ctx)`](from_str_with) |
//! | `hcl::Value` | [`hcl2::Value`](crate::Value) (the reference's type system: unknowns, marks, exact numbers) |
//! | `hcl::Expression` field | [`hcl2::Expression`](crate::Expression) field (evaluate later, list its variables) |
//! | `hcl::Body` / `hcl::parse(s)` | [`hcl2::parse(s)`](crate::parse) → [`File`], whose `body()` is a [`core::Body`](hcl2_core::Body) |
//! | `hcl::eval::Context` | [`hcl2::EvalContext`](crate::EvalContext) |
//! | `hcl::Template` / `hcl::eval::Evaluate` | [`parse_template`](crate::parse_template), [`evaluate_template`](crate::evaluate_template) |
//! | blocks as `hcl::Block` | structs, maps by label, `@` label fields, or [`Spanned`](crate::Spanned) blocks |
//! | JSON syntax: not supported | `.json` files decode like native ones |

use std::io::Read;
use std::path::Path;
use std::sync::Arc;

use hcl2_core::{Body, Diagnostic, EvalContext};
use serde::de::DeserializeOwned;
use serde::Deserialize;

use crate::de::{BodyDe, Ctx, Source};
use crate::error::Error;
use crate::file::File;
use crate::parser::Parser;
use crate::syntax::Syntax;

/// The file name that ranges in text given without one carry.
pub const INPUT_NAME: &str = "<input>";

/// Decodes native-syntax text into a `T` (see the [crate documentation](crate) for how
/// bodies map to Rust types). Expressions are evaluated without a context: literals,
/// operators and templates, but no variables or functions.
///
/// ```
/// #[derive(serde::Deserialize, Debug, PartialEq)]
/// struct Config { name: String, port: u16 }
///
/// let config: Config = hcl2::from_str("name = \"web\"\nport = 8000 + 80\n").unwrap();
/// assert_eq!(config, Config { name: "web".into(), port: 8080 });
/// ```
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    from_slice(text.as_bytes())
}

/// As [`from_str`], from bytes (invalid UTF-8 is an error with its range).
pub fn from_slice<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    decode_native(bytes, None)
}

/// As [`from_str`], reading the text from `reader` first.
pub fn from_reader<T: DeserializeOwned>(mut reader: impl Read) -> Result<T, Error> {
    let mut bytes = Vec::new();
    if let Err(e) = reader.read_to_end(&mut bytes) {
        let d = Diagnostic::error(
            "Failed to read input",
            format!("The input could not be read: {e}."),
            None,
        );
        return Err(Error::without_sources(d.into()));
    }
    from_slice(&bytes)
}

/// As [`from_str`], with `ctx`'s variables and functions in scope.
pub fn from_str_with<T: DeserializeOwned>(text: &str, ctx: &EvalContext<'_>) -> Result<T, Error> {
    decode_native(text.as_bytes(), Some(ctx))
}

/// Reads and decodes the file at `path`, in the syntax its name implies (JSON for a
/// `.json` suffix, as the reference chooses). In a JSON file without a context, strings
/// are literal, not templates, as the JSON syntax specifies.
pub fn from_file<T: DeserializeOwned>(path: impl AsRef<Path>) -> Result<T, Error> {
    read_and_decode(path.as_ref(), None)
}

/// As [`from_file`], with `ctx`'s variables and functions in scope.
pub fn from_file_with<T: DeserializeOwned>(
    path: impl AsRef<Path>,
    ctx: &EvalContext<'_>,
) -> Result<T, Error> {
    read_and_decode(path.as_ref(), Some(ctx))
}

/// Decodes any body (a native or JSON file's, a block's, several files merged) into a
/// `T`, evaluating with `ctx`. Errors carry ranges but no source text to render, and
/// [`Expression`](crate::Expression) fields are errors (their text is unknown here);
/// decode a [`File`] with [`File::decode`] to have both.
pub fn from_body<T: DeserializeOwned>(
    body: &dyn Body,
    ctx: Option<&EvalContext<'_>>,
) -> Result<T, Error> {
    decode_body(body, ctx, &[])
}

fn read_and_decode<T: DeserializeOwned>(
    path: &Path,
    ctx: Option<&EvalContext<'_>>,
) -> Result<T, Error> {
    match Parser::new().parse_file(path) {
        (Some(file), _) => decode_file(&file, ctx),
        (None, diags) => Err(Error::without_sources(diags)),
    }
}

/// Decodes a parsed file, failing with the parse's errors first.
pub(crate) fn decode_file<T: DeserializeOwned>(
    file: &File,
    ctx: Option<&EvalContext<'_>>,
) -> Result<T, Error> {
    let fail = |diags| {
        let text = file.text_for_ranges();
        Error::new(diags, &[whole_file(file.name(), &text, file.syntax())])
    };
    if file.diagnostics().has_errors() {
        return Err(fail(file.diagnostics().clone()));
    }
    let sources = [parsed_text(file.source(), file.syntax())];
    decode_body_with(file.body(), ctx, &sources).map_err(fail)
}

/// Parses and decodes native-syntax bytes named [`INPUT_NAME`].
fn decode_native<T: DeserializeOwned>(
    bytes: &[u8],
    ctx: Option<&EvalContext<'_>>,
) -> Result<T, Error> {
    let parsed = hcl2_native::parse_config(bytes, INPUT_NAME, hcl2_core::Pos::START);
    let fail = |diags| {
        let text = hcl2_core::lossy_text(bytes).0;
        Error::new(diags, &[whole_file(INPUT_NAME, &text, Syntax::Native)])
    };
    if parsed.diagnostics.has_errors() {
        return Err(fail(parsed.diagnostics.clone()));
    }
    let sources = [parsed_text(&parsed.source, Syntax::Native)];
    decode_body_with(&parsed.body(), ctx, &sources).map_err(fail)
}

/// The parser's text of a file, for fields that keep source text.
fn parsed_text(source: &Arc<hcl2_core::SourceFile>, syntax: Syntax) -> Source<'_> {
    Source {
        filename: source.name(),
        text: source.text(),
        offset: source.origin().byte,
        syntax,
        file: Some(source),
    }
}

/// A whole file's text as ranges index it, for rendering errors.
fn whole_file<'s>(filename: &'s str, text: &'s str, syntax: Syntax) -> Source<'s> {
    Source {
        filename,
        text,
        offset: 0,
        syntax,
        file: None,
    }
}

/// Decodes `body`; the diagnostics of a failure.
fn decode_body_with<'de, T: Deserialize<'de>>(
    body: &dyn Body,
    ctx: Option<&EvalContext<'_>>,
    sources: &[Source<'_>],
) -> Result<T, hcl2_core::Diagnostics> {
    let de = BodyDe::new(body, Ctx { eval: ctx, sources });
    T::deserialize(de).map_err(|e| e.into_diagnostics(&body.missing_item_range()))
}

/// Decodes `body` with the files' texts at hand.
pub(crate) fn decode_body<'de, T: Deserialize<'de>>(
    body: &dyn Body,
    ctx: Option<&EvalContext<'_>>,
    sources: &[Source<'_>],
) -> Result<T, Error> {
    decode_body_with(body, ctx, sources).map_err(|d| Error::new(d, sources))
}
