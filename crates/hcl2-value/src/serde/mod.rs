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
//! * Errors in both directions are the crate's [`Error`], of kind
//!   [`ErrorKind::Serde`](crate::ErrorKind::Serde) (or
//!   [`ErrorKind::UnknownValue`](crate::ErrorKind::UnknownValue)), placed at the path
//!   inside the value where it is known:
//!
//! ```
//! use hcl2_value::serde::from_value;
//! use hcl2_value::{ErrorKind, Value};
//!
//! let v = Value::object([("port", Value::from("x"))]);
//! #[derive(serde::Deserialize, Debug)]
//! struct Server { port: u16 }
//! let err = from_value::<Server>(&v).unwrap_err();
//! assert_eq!(err.kind(), ErrorKind::Serde);
//! assert_eq!(err.path().to_string(), ".port");
//! assert_eq!(err.to_string(), ".port: invalid type: string \"x\", expected u16");
//! ```
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

use crate::value::Value;
use crate::Error;

pub use de::ValueDeserializer;
pub use to_value::ValueSerializer;

/// Deserializes a `T` from `v` (see the module documentation for the mapping).
pub fn from_value<T: serde::de::DeserializeOwned>(v: &Value) -> Result<T, Error> {
    T::deserialize(ValueDeserializer::new(v))
}

/// The value that represents `t`, with implied types (see the module documentation).
pub fn to_value<T: serde::Serialize + ?Sized>(t: &T) -> Result<Value, Error> {
    t.serialize(ValueSerializer)
}
