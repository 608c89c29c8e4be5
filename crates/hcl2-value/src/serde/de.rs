//! Values as a self-describing serde `Deserializer`.

use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};
use serde::Deserializer;

use crate::number::Number;
use crate::path::{Path, PathStep};
use crate::ty::Type;
use crate::value::Value;
use crate::Error;

/// A deserializer reading from a borrowed value, tracking where inside the root it is
/// so that errors can name the path.
pub struct ValueDeserializer<'a> {
    value: &'a Value,
    path: Path,
}

impl<'a> ValueDeserializer<'a> {
    /// A deserializer for the whole of `value`.
    pub fn new(value: &'a Value) -> ValueDeserializer<'a> {
        ValueDeserializer {
            value,
            path: Path::root(),
        }
    }

    fn child(&self, value: &'a Value, step: PathStep) -> ValueDeserializer<'a> {
        let mut path = self.path.clone();
        path.0.push(step);
        ValueDeserializer { value, path }
    }

    fn known(&self) -> Result<(), Error> {
        if self.value.is_known() {
            Ok(())
        } else {
            Err(Error::unknown_value(&self.path))
        }
    }

    fn number(&self) -> Option<&'a Number> {
        self.value.as_number()
    }

    fn out_of_range(&self, n: &Number, what: &str) -> Error {
        let why = if n.is_integer() {
            format!("number {n} is out of range for {what}")
        } else {
            format!("number {n} is not an integer, so it cannot be read as {what}")
        };
        custom_at(why, &self.path)
    }
}

/// A serde error at `path`.
fn custom_at(message: String, path: &Path) -> Error {
    Error::serde(message).at(path)
}

macro_rules! int_hint {
    ($method:ident, $visit:ident, $t:ty) => {
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.known()?;
            let Some(n) = self.number() else {
                return self.deserialize_any(visitor);
            };
            let path = self.path.clone();
            let v: Option<$t> = if n.is_integer() {
                n.to_string().parse::<$t>().ok()
            } else {
                None
            };
            match v {
                Some(v) => visitor.$visit::<Error>(v).map_err(|e| e.at(&path)),
                None => Err(self.out_of_range(n, stringify!($t))),
            }
        }
    };
}

impl<'de, 'a> Deserializer<'de> for ValueDeserializer<'a> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.known()?;
        let path = self.path.clone();
        let v = self.value;
        let r = if v.is_null() {
            visitor.visit_unit::<Error>()
        } else {
            match v.ty() {
                Type::Bool => visitor.visit_bool::<Error>(v.as_bool().unwrap_or_default()),
                Type::Number => match v.as_number() {
                    Some(n) => {
                        if let Some(i) = n.to_i64() {
                            visitor.visit_i64::<Error>(i)
                        } else if let Some(u) = n.to_u64() {
                            visitor.visit_u64::<Error>(u)
                        } else {
                            visitor.visit_f64::<Error>(n.to_f64_lossy())
                        }
                    }
                    None => visitor.visit_unit::<Error>(),
                },
                Type::String => visitor.visit_str::<Error>(v.as_str().unwrap_or_default()),
                Type::List(_) | Type::Set(_) | Type::Tuple(_) => visitor.visit_seq(SeqAccess {
                    parent: &self,
                    elems: v.as_slice().unwrap_or_default().iter(),
                    index: 0,
                    is_set: v.ty().is_set(),
                }),
                Type::Map(_) | Type::Object(_) => match v.as_map() {
                    Some(m) => visitor.visit_map(MapAccess {
                        parent: &self,
                        entries: m.iter(),
                        pending: None,
                        is_object: v.ty().is_object(),
                    }),
                    None => visitor.visit_unit::<Error>(),
                },
                Type::Dynamic => visitor.visit_unit::<Error>(),
                Type::Capsule(_) => Err(custom_at(
                    format!("cannot deserialize a value of capsule type {}", v.ty()),
                    &path,
                )),
            }
        };
        r.map_err(|e| e.at(&path))
    }

    int_hint!(deserialize_i8, visit_i8, i8);
    int_hint!(deserialize_i16, visit_i16, i16);
    int_hint!(deserialize_i32, visit_i32, i32);
    int_hint!(deserialize_i64, visit_i64, i64);
    int_hint!(deserialize_i128, visit_i128, i128);
    int_hint!(deserialize_u8, visit_u8, u8);
    int_hint!(deserialize_u16, visit_u16, u16);
    int_hint!(deserialize_u32, visit_u32, u32);
    int_hint!(deserialize_u64, visit_u64, u64);
    int_hint!(deserialize_u128, visit_u128, u128);

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.known()?;
        match self.number() {
            Some(n) => {
                let path = self.path.clone();
                visitor
                    .visit_f64::<Error>(n.to_f64_lossy())
                    .map_err(|e| e.at(&path))
            }
            None => self.deserialize_any(visitor),
        }
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.known()?;
        match self.number() {
            Some(n) => {
                let f = n.to_f64_lossy();
                let narrow = f as f32;
                if f.is_finite() && narrow.is_infinite() {
                    return Err(custom_at(
                        format!("number {n} is out of range for f32"),
                        &self.path,
                    ));
                }
                let path = self.path.clone();
                visitor.visit_f32::<Error>(narrow).map_err(|e| e.at(&path))
            }
            None => self.deserialize_any(visitor),
        }
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.known()?;
        if let Some(s) = self.value.as_str() {
            let mut chars = s.chars();
            if let (Some(c), None) = (chars.next(), chars.next()) {
                let path = self.path.clone();
                return visitor.visit_char::<Error>(c).map_err(|e| e.at(&path));
            }
        }
        self.deserialize_any(visitor)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.known()?;
        if let Some(s) = self.value.as_str() {
            let path = self.path.clone();
            return visitor
                .visit_bytes::<Error>(s.as_bytes())
                .map_err(|e| e.at(&path));
        }
        self.deserialize_any(visitor)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_bytes(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.known()?;
        let path = self.path.clone();
        if self.value.is_null() {
            visitor.visit_none::<Error>().map_err(|e| e.at(&path))
        } else {
            visitor.visit_some(self).map_err(|e| e.at(&path))
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.known()?;
        let path = self.path.clone();
        visitor.visit_newtype_struct(self).map_err(|e| e.at(&path))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.known()?;
        let path = self.path.clone();
        if let Some(s) = self.value.as_str() {
            let de: de::value::StrDeserializer<'_, Error> = s.into_deserializer();
            return visitor.visit_enum(de).map_err(|e| e.at(&path));
        }
        if let Some(m) = self.value.as_map() {
            if m.len() == 1 {
                if let Some((k, v)) = m.iter().next() {
                    let step = if self.value.ty().is_object() {
                        PathStep::Attr(k.to_string())
                    } else {
                        PathStep::Index(Value::string(k))
                    };
                    let inner = self.child(v, step);
                    return visitor
                        .visit_enum(EnumAccess { variant: k, inner })
                        .map_err(|e| e.at(&path));
                }
            }
        }
        Err(custom_at(
            format!(
                "an enum needs a string or an object with one attribute, not {}",
                self.value.ty().friendly_name()
            ),
            &path,
        ))
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit::<Error>()
    }

    serde::forward_to_deserialize_any! {
        bool str string unit unit_struct seq tuple tuple_struct map struct identifier
    }
}

struct SeqAccess<'p, 'a> {
    parent: &'p ValueDeserializer<'a>,
    elems: std::slice::Iter<'a, Value>,
    index: usize,
    is_set: bool,
}

impl<'de, 'p, 'a> de::SeqAccess<'de> for SeqAccess<'p, 'a> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let Some(e) = self.elems.next() else {
            return Ok(None);
        };
        let key = if self.is_set {
            e.clone()
        } else {
            Value::number(Number::from_u64(self.index as u64))
        };
        self.index += 1;
        let child = self.parent.child(e, PathStep::Index(key));
        let path = child.path.clone();
        seed.deserialize(child).map(Some).map_err(|e| e.at(&path))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.elems.len())
    }
}

struct MapAccess<'p, 'a> {
    parent: &'p ValueDeserializer<'a>,
    entries: crate::NameMapIter<'a, Value>,
    pending: Option<(&'a str, &'a Value)>,
    is_object: bool,
}

impl<'de, 'p, 'a> de::MapAccess<'de> for MapAccess<'p, 'a> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        let Some((k, v)) = self.entries.next() else {
            return Ok(None);
        };
        self.pending = Some((k, v));
        let de: de::value::StrDeserializer<'_, Error> = k.into_deserializer();
        seed.deserialize(de)
            .map(Some)
            .map_err(|e| e.at(&self.parent.path))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        let Some((k, v)) = self.pending.take() else {
            return Err(de::Error::custom(
                "a map value was asked for before its key",
            ));
        };
        let step = if self.is_object {
            PathStep::Attr(k.to_string())
        } else {
            PathStep::Index(Value::string(k))
        };
        let child = self.parent.child(v, step);
        let path = child.path.clone();
        seed.deserialize(child).map_err(|e| e.at(&path))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

struct EnumAccess<'a> {
    variant: &'a str,
    inner: ValueDeserializer<'a>,
}

impl<'de, 'a> de::EnumAccess<'de> for EnumAccess<'a> {
    type Error = Error;
    type Variant = ValueDeserializer<'a>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Self::Variant), Error> {
        let de: de::value::StrDeserializer<'_, Error> = self.variant.into_deserializer();
        let v = seed.deserialize(de)?;
        Ok((v, self.inner))
    }
}

impl<'de, 'a> de::VariantAccess<'de> for ValueDeserializer<'a> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        self.known()?;
        if self.value.is_null() {
            Ok(())
        } else {
            Err(custom_at(
                "a unit variant's attribute must be null".into(),
                &self.path,
            ))
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        let path = self.path.clone();
        seed.deserialize(self).map_err(|e| e.at(&path))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }
}

macro_rules! forward_value {
    ($($method:ident($($arg:ident: $t:ty),*)),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, $($arg: $t,)* visitor: V) -> Result<V::Value, Error> {
                ValueDeserializer::new(std::borrow::Borrow::<Value>::borrow(&self)).$method($($arg,)* visitor)
            }
        )*
    };
}

macro_rules! value_deserializer {
    ([$($gen:tt)*] $target:ty) => {
        /// The value as a self-describing deserializer (see the module documentation).
        impl<$($gen)*> Deserializer<'de> for $target {
            type Error = Error;
            forward_value! {
                deserialize_any(), deserialize_bool(), deserialize_i8(), deserialize_i16(),
                deserialize_i32(), deserialize_i64(), deserialize_i128(), deserialize_u8(),
                deserialize_u16(), deserialize_u32(), deserialize_u64(), deserialize_u128(),
                deserialize_f32(), deserialize_f64(), deserialize_char(), deserialize_str(),
                deserialize_string(), deserialize_bytes(), deserialize_byte_buf(),
                deserialize_option(), deserialize_unit(),
                deserialize_unit_struct(name: &'static str),
                deserialize_newtype_struct(name: &'static str),
                deserialize_seq(), deserialize_tuple(len: usize),
                deserialize_tuple_struct(name: &'static str, len: usize),
                deserialize_map(),
                deserialize_struct(name: &'static str, fields: &'static [&'static str]),
                deserialize_enum(name: &'static str, variants: &'static [&'static str]),
                deserialize_identifier(), deserialize_ignored_any(),
            }
        }
    };
}

value_deserializer!(['de, 'a] &'a Value);
value_deserializer!(['de] Value);
