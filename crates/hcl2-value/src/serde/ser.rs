//! `Serialize` for values: known values as natural data.

use serde::ser::{Error as _, SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};

use crate::ty::Type;
use crate::value::Value;

/// Known values as natural data; numbers as `i64`/`u64` when integral and in range,
/// otherwise the nearest `f64`. Unknown values and capsules fail; marks are ignored.
impl Serialize for Value {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !self.is_known() {
            return Err(S::Error::custom("value is unknown"));
        }
        if self.is_null() {
            return serializer.serialize_none();
        }
        match self.ty() {
            Type::Bool => serializer.serialize_bool(self.as_bool().unwrap_or_default()),
            Type::Number => {
                let Some(n) = self.as_number() else {
                    return Err(S::Error::custom("value is not a number"));
                };
                if let Some(i) = n.to_i64() {
                    serializer.serialize_i64(i)
                } else if let Some(u) = n.to_u64() {
                    serializer.serialize_u64(u)
                } else {
                    serializer.serialize_f64(n.to_f64_lossy())
                }
            }
            Type::String => serializer.serialize_str(self.as_str().unwrap_or_default()),
            Type::List(_) | Type::Set(_) | Type::Tuple(_) => {
                let elems = self.as_slice().unwrap_or_default();
                let mut seq = serializer.serialize_seq(Some(elems.len()))?;
                for e in elems {
                    seq.serialize_element(e)?;
                }
                seq.end()
            }
            Type::Map(_) | Type::Object(_) => {
                let empty = crate::NameMap::new();
                let entries = self.as_map().unwrap_or(&empty);
                let mut map = serializer.serialize_map(Some(entries.len()))?;
                for (k, v) in entries {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
            Type::Dynamic => serializer.serialize_none(),
            Type::Capsule(_) => Err(S::Error::custom(format!(
                "cannot serialize a value of capsule type {}",
                self.ty()
            ))),
        }
    }
}
