//! serde integration: [`Value`] as serializable data, as a self-describing
//! deserializer for any `Deserialize` type, and built from any `Serialize` type.
//!
//! * Serializing a known value gives natural data: null, bools, numbers (as `i64`
//!   or `u64` when integral and in range, otherwise the nearest `f64`, so very large
//!   or very precise numbers lose precision), strings, sequences for lists, sets and
//!   tuples, and maps for maps and objects. Unknown values fail ("value is unknown");
//!   marks are ignored.
//! * Deserializing from a value ([`from_value`], or a `Value` / `&Value` used directly
//!   as a `Deserializer`) accepts structs from objects and maps, sequences from
//!   lists, sets and tuples, `Option` from null, enums from strings (unit variants) or
//!   single-attribute objects, and numbers through checked conversions. Unknown values
//!   fail with their path (`value at .a[0] is unknown`).
//! * [`to_value`] builds values with implied types: structs and maps as objects,
//!   sequences as tuples, `None` and `()` as a null of the dynamic pseudo-type.
//!
//! ```
//! use serde::{Deserialize, Serialize};
//! use hcl2_value::serde::{from_value, to_value};
//!
//! #[derive(Serialize, Deserialize, PartialEq, Debug)]
//! struct Server { name: String, port: u16, tags: Vec<String> }
//!
//! let s = Server { name: "web".into(), port: 8080, tags: vec!["a".into()] };
//! let v = to_value(&s).unwrap();
//! assert_eq!(v.ty().to_string(), "object({name=string,port=number,tags=tuple([string])})");
//! assert_eq!(from_value::<Server>(&v).unwrap(), s);
//! ```

mod de;
mod ser;
mod to_value;

use std::fmt;

use crate::path::Path;
use crate::value::Value;

pub use de::ValueDeserializer;
pub use to_value::ValueSerializer;

/// Why a [`Value`] could not be deserialized into a Rust type (and where inside the
/// value), or a Rust value could not be serialized: serde's error for both directions,
/// as `serde_json::Error` is.
///
/// It is a type of its own beside [`crate::Error`] because serde asks for one that any
/// serde code can build (`serde::de::Error::custom`), whose message is not the
/// reference's wording and whose place may not be known yet.
///
/// ```
/// use hcl2_value::serde::from_value;
/// use hcl2_value::Value;
///
/// let v = Value::object([("port", Value::from("x"))]);
/// #[derive(serde::Deserialize, Debug)]
/// struct Server { port: u16 }
/// let err = from_value::<Server>(&v).unwrap_err();
/// assert_eq!(err.path().map(|p| p.to_string()).as_deref(), Some(".port"));
/// assert_eq!(err.to_string(), ".port: invalid type: string \"x\", expected u16");
/// ```
#[derive(Clone, Debug)]
pub struct Error {
    path: Option<Path>,
    message: String,
    unknown: bool,
}

impl Error {
    fn unknown(path: &Path) -> Error {
        Error {
            path: Some(path.clone()),
            message: "value is unknown".into(),
            unknown: true,
        }
    }
    /// Where inside the value the problem is (`None` when it is not known, and for
    /// serialization).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_ref()
    }
    /// What went wrong, without the path.
    pub fn message(&self) -> &str {
        &self.message
    }
    /// The same error, placed at `path` unless it already has a place.
    fn at(mut self, path: &Path) -> Error {
        if self.path.is_none() {
            self.path = Some(path.clone());
        }
        self
    }
    /// An error with `message` and no place.
    fn unplaced(message: String) -> Error {
        Error {
            path: None,
            message,
            unknown: false,
        }
    }
}

/// `value at .a[0] is unknown` for unknown values; otherwise the message, prefixed by
/// the path when it is not the root (`.port: invalid type: string "x", expected u16`).
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.path {
            Some(p) if self.unknown && !p.is_root() => write!(f, "value at {p} is unknown"),
            Some(p) if !p.is_root() => write!(f, "{p}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Error {}

impl serde::de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::unplaced(msg.to_string())
    }
}

impl serde::ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::unplaced(msg.to_string())
    }
}

/// Deserializes a `T` from `v` (see the module documentation for the mapping).
pub fn from_value<T: serde::de::DeserializeOwned>(v: &Value) -> Result<T, Error> {
    T::deserialize(ValueDeserializer::new(v))
}

/// The value that represents `t`, with implied types (see the module documentation).
pub fn to_value<T: serde::Serialize + ?Sized>(t: &T) -> Result<Value, Error> {
    t.serialize(ValueSerializer)
}
