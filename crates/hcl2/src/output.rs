//! HCL out through the facade: [`format`], [`format_bytes`], [`to_string`], [`to_vec`]
//! and [`to_writer`], the functions of `hcl2-write` answering with this crate's one
//! [`Error`], whose syntax diagnostics render with the source as decoding errors do.

use hcl2_core::{Diagnostic, Diagnostics};
use serde::Serialize;

use crate::de::Source;
use crate::{Error, Syntax};

/// The file name the formatter's diagnostics carry.
const INPUT: &str = "<input>";

/// `src` laid out exactly as the reference's `hclfmt` lays it out; a text with syntax
/// errors is refused with every diagnostic, rendered on the text.
///
/// ```
/// assert_eq!(hcl2::format("a=1\nbb   = \"x\"\n").unwrap(), "a  = 1\nbb = \"x\"\n");
///
/// let err = hcl2::format("a = \n").unwrap_err();
/// assert!(err.to_string().starts_with("<input>:1,5-2,1: Invalid expression"), "{err}");
/// assert!(err.render().contains("a = "));
/// ```
pub fn format(src: &str) -> Result<String, Error> {
    hcl2_write::format(src).map_err(|e| on_text(e, src))
}

/// [`format()`] on bytes (which must be UTF-8).
///
/// ```
/// assert_eq!(hcl2::format_bytes(b"a   = 1\n").unwrap(), b"a = 1\n");
/// assert!(hcl2::format_bytes(b"a = \"\xff\"\n").is_err());
/// ```
pub fn format_bytes(src: &[u8]) -> Result<Vec<u8>, Error> {
    hcl2_write::format_bytes(src).map_err(|e| on_text(e, &String::from_utf8_lossy(src)))
}

/// `value` as HCL native syntax in the canonical layout: the inverse of
/// [`from_str`](crate::from_str). Fields typed [`write::ser::Block`](crate::write::ser::Block)
/// (or marked with `#[serde(serialize_with = "hcl2::write::ser::block")]`) are blocks,
/// each map level inside one label; [`Expression`](crate::Expression) fields are written
/// back as their source; `None` fields are left out. The
/// [`write::ser`](crate::write::ser) module has the whole data model.
///
/// ```
/// use std::collections::BTreeMap;
/// use hcl2::write::ser::Block;
///
/// #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
/// struct Config {
///     name: String,
///     port: Option<u16>,
///     service: Block<BTreeMap<String, Service>>,
/// }
/// #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
/// struct Service { command: Vec<String> }
///
/// let config = Config {
///     name: "web-${env}".into(),
///     port: None,
///     service: Block(BTreeMap::from([(
///         "api".to_string(),
///         Service { command: vec!["run".into(), "--fast".into()] },
///     )])),
/// };
/// let text = hcl2::to_string(&config).unwrap();
/// assert_eq!(
///     text,
///     "name = \"web-$${env}\"\nservice \"api\" {\n  command = [\"run\", \"--fast\"]\n}\n"
/// );
/// assert_eq!(hcl2::from_str::<Config>(&text).unwrap(), config);
///
/// let bad = BTreeMap::from([("not an identifier", 1)]);
/// assert!(hcl2::to_string(&bad).is_err());
/// ```
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    hcl2_write::to_string(value).map_err(without_text)
}

/// [`to_string`] as bytes.
///
/// ```
/// let v = std::collections::BTreeMap::from([("a", 1)]);
/// assert_eq!(hcl2::to_vec(&v).unwrap(), b"a = 1\n");
/// ```
pub fn to_vec<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, Error> {
    hcl2_write::to_vec(value).map_err(without_text)
}

/// [`to_string`] written to `writer`.
///
/// ```
/// let v = std::collections::BTreeMap::from([("a", true)]);
/// let mut out = Vec::new();
/// hcl2::to_writer(&mut out, &v).unwrap();
/// assert_eq!(out, b"a = true\n");
/// ```
pub fn to_writer<W: std::io::Write, T: Serialize + ?Sized>(
    writer: W,
    value: &T,
) -> Result<(), Error> {
    hcl2_write::to_writer(writer, value).map_err(without_text)
}

/// `e`, whose diagnostics point into `text` (named [`INPUT`]), as this crate's error.
fn on_text(e: hcl2_write::Error, text: &str) -> Error {
    let source = Source {
        filename: INPUT,
        text,
        offset: 0,
        syntax: Syntax::Native,
        file: None,
    };
    Error::new(diagnostics(e), &[source])
}

/// `e` as this crate's error, with no text to render its diagnostics on.
fn without_text(e: hcl2_write::Error) -> Error {
    Error::without_sources(diagnostics(e))
}

/// The diagnostics of `e`, or one diagnostic saying its message when it has none.
fn diagnostics(e: hcl2_write::Error) -> Diagnostics {
    if e.diagnostics().has_errors() {
        return e.diagnostics().clone();
    }
    Diagnostics::from(Diagnostic::error(
        "Cannot write HCL",
        e.summary().to_string(),
        None,
    ))
}
