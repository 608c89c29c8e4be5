//! The one-call decoders: text, bytes, readers and files (in the syntax their name
//! implies), or any body, into any `Deserialize` type.

use std::io::Read;
use std::path::Path;

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
    decode_file(&File::parse(bytes, INPUT_NAME, Syntax::Native), None)
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
    let file = File::parse(text.as_bytes(), INPUT_NAME, Syntax::Native);
    decode_file(&file, Some(ctx))
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
    let text = file.text_for_ranges();
    let sources = [Source {
        filename: file.name(),
        text: &text,
        syntax: file.syntax(),
    }];
    if file.diagnostics().has_errors() {
        return Err(Error::new(file.diagnostics().clone(), &sources));
    }
    decode_body(&*file.body(), ctx, &sources)
}

/// Decodes `body` with the files' texts at hand.
pub(crate) fn decode_body<'de, T: Deserialize<'de>>(
    body: &dyn Body,
    ctx: Option<&EvalContext<'_>>,
    sources: &[Source<'_>],
) -> Result<T, Error> {
    let de = BodyDe::new(body, Ctx { eval: ctx, sources });
    T::deserialize(de)
        .map_err(|e| Error::new(e.into_diagnostics(&body.missing_item_range()), sources))
}
