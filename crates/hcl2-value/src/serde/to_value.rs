//! A serde `Serializer` that builds values with implied types.

use std::collections::BTreeMap;

use serde::ser::{self, Error as _, Serialize};

use crate::number::Number;
use crate::ty::Type;
use crate::value::Value;
use crate::Error;

/// Serializes Rust data into a [`Value`]: structs and maps as objects, sequences and
/// tuples as tuples, `None` and `()` as a null of the dynamic pseudo-type, integers
/// and floats as numbers (NaN is an error), strings and chars as strings.
pub struct ValueSerializer;

fn number(n: Number) -> Result<Value, Error> {
    Ok(Value::number(n))
}

fn parse(text: String) -> Result<Value, Error> {
    Number::parse(&text)
        .map(Value::number)
        .map_err(|_| Error::custom(format!("{text} is not a number")))
}

fn float(f: f64) -> Result<Value, Error> {
    Number::from_f64(f)
        .map(Value::number)
        .ok_or_else(|| Error::custom("NaN cannot be a number value"))
}

impl ser::Serializer for ValueSerializer {
    type Ok = Value;
    type Error = Error;
    type SerializeSeq = SeqBuilder;
    type SerializeTuple = SeqBuilder;
    type SerializeTupleStruct = SeqBuilder;
    type SerializeTupleVariant = VariantSeqBuilder;
    type SerializeMap = MapBuilder;
    type SerializeStruct = MapBuilder;
    type SerializeStructVariant = VariantMapBuilder;

    fn serialize_bool(self, v: bool) -> Result<Value, Error> {
        Ok(Value::bool(v))
    }
    fn serialize_i8(self, v: i8) -> Result<Value, Error> {
        number(Number::from_i64(v.into()))
    }
    fn serialize_i16(self, v: i16) -> Result<Value, Error> {
        number(Number::from_i64(v.into()))
    }
    fn serialize_i32(self, v: i32) -> Result<Value, Error> {
        number(Number::from_i64(v.into()))
    }
    fn serialize_i64(self, v: i64) -> Result<Value, Error> {
        number(Number::from_i64(v))
    }
    fn serialize_i128(self, v: i128) -> Result<Value, Error> {
        parse(v.to_string())
    }
    fn serialize_u8(self, v: u8) -> Result<Value, Error> {
        number(Number::from_u64(v.into()))
    }
    fn serialize_u16(self, v: u16) -> Result<Value, Error> {
        number(Number::from_u64(v.into()))
    }
    fn serialize_u32(self, v: u32) -> Result<Value, Error> {
        number(Number::from_u64(v.into()))
    }
    fn serialize_u64(self, v: u64) -> Result<Value, Error> {
        number(Number::from_u64(v))
    }
    fn serialize_u128(self, v: u128) -> Result<Value, Error> {
        parse(v.to_string())
    }
    /// An `f32` becomes the number its shortest decimal text names (`0.1f32` is `0.1`).
    fn serialize_f32(self, v: f32) -> Result<Value, Error> {
        if v.is_finite() {
            parse(v.to_string())
        } else {
            float(v.into())
        }
    }
    fn serialize_f64(self, v: f64) -> Result<Value, Error> {
        float(v)
    }
    fn serialize_char(self, v: char) -> Result<Value, Error> {
        Ok(Value::string(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Value, Error> {
        Ok(Value::string(v))
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<Value, Error> {
        Ok(Value::tuple(
            v.iter()
                .map(|b| Value::number(Number::from_u64((*b).into()))),
        ))
    }
    fn serialize_none(self) -> Result<Value, Error> {
        Ok(Value::null(Type::Dynamic))
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Value, Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Value, Error> {
        Ok(Value::null(Type::Dynamic))
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<Value, Error> {
        Ok(Value::null(Type::Dynamic))
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Value, Error> {
        Ok(Value::string(variant))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<Value, Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<Value, Error> {
        Ok(Value::object([(
            variant,
            value.serialize(ValueSerializer)?,
        )]))
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<SeqBuilder, Error> {
        Ok(SeqBuilder(Vec::with_capacity(len.unwrap_or(0))))
    }
    fn serialize_tuple(self, len: usize) -> Result<SeqBuilder, Error> {
        Ok(SeqBuilder(Vec::with_capacity(len)))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<SeqBuilder, Error> {
        Ok(SeqBuilder(Vec::with_capacity(len)))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<VariantSeqBuilder, Error> {
        Ok(VariantSeqBuilder(
            variant,
            SeqBuilder(Vec::with_capacity(len)),
        ))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<MapBuilder, Error> {
        Ok(MapBuilder::default())
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<MapBuilder, Error> {
        Ok(MapBuilder::default())
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<VariantMapBuilder, Error> {
        Ok(VariantMapBuilder(variant, MapBuilder::default()))
    }
}

/// Collects the elements of a sequence or tuple into a tuple value.
pub struct SeqBuilder(Vec<Value>);

impl ser::SerializeSeq for SeqBuilder {
    type Ok = Value;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.0.push(value.serialize(ValueSerializer)?);
        Ok(())
    }
    fn end(self) -> Result<Value, Error> {
        Ok(Value::tuple(self.0))
    }
}

impl ser::SerializeTuple for SeqBuilder {
    type Ok = Value;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<Value, Error> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleStruct for SeqBuilder {
    type Ok = Value;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<Value, Error> {
        ser::SerializeSeq::end(self)
    }
}

/// A tuple variant: `{variant = [elements]}`.
pub struct VariantSeqBuilder(&'static str, SeqBuilder);

impl ser::SerializeTupleVariant for VariantSeqBuilder {
    type Ok = Value;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(&mut self.1, value)
    }
    fn end(self) -> Result<Value, Error> {
        Ok(Value::object([(self.0, ser::SerializeSeq::end(self.1)?)]))
    }
}

/// Collects the entries of a map or the fields of a struct into an object value.
#[derive(Default)]
pub struct MapBuilder {
    attrs: BTreeMap<String, Value>,
    key: Option<String>,
}

impl ser::SerializeMap for MapBuilder {
    type Ok = Value;
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        let k = key.serialize(ValueSerializer)?;
        let text = match (k.as_str(), k.as_number(), k.as_bool()) {
            (Some(s), _, _) => s.to_string(),
            (_, Some(n), _) => n.to_string(),
            (_, _, Some(b)) => b.to_string(),
            _ => return Err(Error::custom("map keys must be strings, numbers or bools")),
        };
        self.key = Some(text);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        let Some(k) = self.key.take() else {
            return Err(Error::custom("a map value was given before its key"));
        };
        self.attrs.insert(k, value.serialize(ValueSerializer)?);
        Ok(())
    }
    fn end(self) -> Result<Value, Error> {
        Ok(Value::object(self.attrs))
    }
}

impl ser::SerializeStruct for MapBuilder {
    type Ok = Value;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.attrs
            .insert(key.to_string(), value.serialize(ValueSerializer)?);
        Ok(())
    }
    fn end(self) -> Result<Value, Error> {
        Ok(Value::object(self.attrs))
    }
}

/// A struct variant: `{variant = {fields}}`.
pub struct VariantMapBuilder(&'static str, MapBuilder);

impl ser::SerializeStructVariant for VariantMapBuilder {
    type Ok = Value;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        ser::SerializeStruct::serialize_field(&mut self.1, key, value)
    }
    fn end(self) -> Result<Value, Error> {
        Ok(Value::object([(
            self.0,
            ser::SerializeStruct::end(self.1)?,
        )]))
    }
}

/// Reads any self-describing data (such as JSON through serde_json) as a value with
/// implied types, as [`super::to_value`] builds them.
impl<'de> serde::Deserialize<'de> for Value {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(ValueVisitor)
    }
}

struct ValueVisitor;

impl<'de> serde::de::Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("any value")
    }
    fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<Value, E> {
        Ok(Value::bool(v))
    }
    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Value, E> {
        Ok(Value::number(Number::from_i64(v)))
    }
    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Value, E> {
        Ok(Value::number(Number::from_u64(v)))
    }
    fn visit_i128<E: serde::de::Error>(self, v: i128) -> Result<Value, E> {
        parse(v.to_string()).map_err(E::custom)
    }
    fn visit_u128<E: serde::de::Error>(self, v: u128) -> Result<Value, E> {
        parse(v.to_string()).map_err(E::custom)
    }
    fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Value, E> {
        float(v).map_err(E::custom)
    }
    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Value, E> {
        Ok(Value::string(v))
    }
    fn visit_bytes<E: serde::de::Error>(self, v: &[u8]) -> Result<Value, E> {
        ValueSerializer.serialize_bytes_value(v).map_err(E::custom)
    }
    fn visit_none<E: serde::de::Error>(self) -> Result<Value, E> {
        Ok(Value::null(Type::Dynamic))
    }
    fn visit_unit<E: serde::de::Error>(self) -> Result<Value, E> {
        Ok(Value::null(Type::Dynamic))
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        serde::Deserialize::deserialize(d)
    }
    fn visit_newtype_struct<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        serde::Deserialize::deserialize(d)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut elems = Vec::new();
        while let Some(e) = seq.next_element::<Value>()? {
            elems.push(e);
        }
        Ok(Value::tuple(elems))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut attrs = BTreeMap::new();
        while let Some((k, v)) = map.next_entry::<String, Value>()? {
            attrs.insert(k, v);
        }
        Ok(Value::object(attrs))
    }
}

impl ValueSerializer {
    fn serialize_bytes_value(self, v: &[u8]) -> Result<Value, Error> {
        ser::Serializer::serialize_bytes(self, v)
    }
}
