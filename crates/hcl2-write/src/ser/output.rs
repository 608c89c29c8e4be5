//! The entry points of serialization: [`to_string`], [`to_vec`], [`to_writer`].

use serde::Serialize;

use super::{node, write};
use crate::Error;

/// `value` as a configuration file in the canonical layout.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let node = value.serialize(node::NodeSerializer)?;
    let text = write::body(&node)?;
    Ok(crate::format::format_unchecked(&text))
}

/// [`to_string`] as bytes.
pub fn to_vec<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, Error> {
    to_string(value).map(String::into_bytes)
}

/// [`to_string`] written to `writer`.
pub fn to_writer<W: std::io::Write, T: Serialize + ?Sized>(
    mut writer: W,
    value: &T,
) -> Result<(), Error> {
    let text = to_string(value)?;
    writer
        .write_all(text.as_bytes())
        .map_err(|e| Error::message(format!("cannot write the HCL text: {e}")))
}
