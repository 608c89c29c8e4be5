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

/// Why a value could not be deserialized into a Rust type, and where inside the value.
///
/// serde's deserializer error for [`ValueDeserializer`] (a type of its own beside
/// [`crate::Error`], as serde asks each direction for one implementing its error trait).
#[derive(Clone, Debug)]
pub struct DeError {
    pub(crate) path: Option<Path>,
    pub(crate) message: String,
    unknown: bool,
}

impl DeError {
    fn unknown(path: &Path) -> DeError {
        DeError {
            path: Some(path.clone()),
            message: "value is unknown".into(),
            unknown: true,
        }
    }
    /// Where inside the value the problem is (`None` when it is not known).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_ref()
    }
    /// What went wrong, without the path.
    pub fn message(&self) -> &str {
        &self.message
    }
    /// The same error, placed at `path` unless it already has a place.
    fn at(mut self, path: &Path) -> DeError {
        if self.path.is_none() {
            self.path = Some(path.clone());
        }
        self
    }
}

/// `value at .a[0] is unknown` for unknown values; otherwise the message, prefixed by
/// the path when it is not the root (`.port: invalid type: string "x", expected u16`).
impl fmt::Display for DeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.path {
            Some(p) if self.unknown && !p.is_root() => write!(f, "value at {p} is unknown"),
            Some(p) if !p.is_root() => write!(f, "{p}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for DeError {}

impl serde::de::Error for DeError {
    fn custom<T: fmt::Display>(msg: T) -> DeError {
        DeError {
            path: None,
            message: msg.to_string(),
            unknown: false,
        }
    }
}

/// Why a Rust value could not be serialized (to a [`Value`] or by a serializer).
///
/// serde's serializer error for [`ValueSerializer`] (a type of its own, as serde asks
/// each direction for one implementing its error trait).
#[derive(Clone, Debug)]
pub struct SerError {
    pub(crate) message: String,
}

impl SerError {
    /// What went wrong.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for SerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SerError {}

impl serde::ser::Error for SerError {
    fn custom<T: fmt::Display>(msg: T) -> SerError {
        SerError {
            message: msg.to_string(),
        }
    }
}

/// Deserializes a `T` from `v` (see the module documentation for the mapping).
pub fn from_value<T: serde::de::DeserializeOwned>(v: &Value) -> Result<T, DeError> {
    T::deserialize(ValueDeserializer::new(v))
}

/// The value that represents `t`, with implied types (see the module documentation).
pub fn to_value<T: serde::Serialize + ?Sized>(t: &T) -> Result<Value, SerError> {
    t.serialize(ValueSerializer)
}
