//! A serde `Serializer` that turns any `Serialize` value into a [`Node`]: the shape
//! the HCL writer needs, with the block and expression markers recognised.

use serde::ser::{self, Serialize};

use super::{BLOCK_MARKER, EXPRESSION_MARKER};
use crate::Error;

/// A serialized value, before it is written as HCL.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Node {
    /// `Option::None`: omitted as a field, `null` elsewhere.
    None,
    /// The source of a literal or an expression.
    Expr(String),
    /// A string, to be quoted.
    Str(String),
    Seq(Vec<Node>),
    /// A map, its entries in order (in a block marker: a level of labels).
    Map(Vec<(String, Node)>),
    /// A struct, its fields in order (in a block marker: the block's body).
    Struct(Vec<(String, Node)>),
    /// The contents of a [`super::Block`] (or a field serialized with
    /// [`super::block`]).
    Block(Box<Node>),
}

/// Builds nodes.
pub(crate) struct NodeSerializer;

fn expr(s: impl Into<String>) -> Result<Node, Error> {
    Ok(Node::Expr(s.into()))
}

fn float(f: f64) -> Result<Node, Error> {
    if f.is_finite() {
        expr(format!("{f}"))
    } else {
        Err(Error::message(format!(
            "{f} cannot be written as an HCL number"
        )))
    }
}

impl ser::Serializer for NodeSerializer {
    type Ok = Node;
    type Error = Error;
    type SerializeSeq = SeqBuilder;
    type SerializeTuple = SeqBuilder;
    type SerializeTupleStruct = SeqBuilder;
    type SerializeTupleVariant = VariantBuilder<SeqBuilder>;
    type SerializeMap = MapBuilder;
    type SerializeStruct = StructBuilder;
    type SerializeStructVariant = VariantBuilder<StructBuilder>;

    fn serialize_bool(self, v: bool) -> Result<Node, Error> {
        expr(if v { "true" } else { "false" })
    }
    fn serialize_i8(self, v: i8) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_i16(self, v: i16) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_i32(self, v: i32) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_i64(self, v: i64) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_i128(self, v: i128) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_u8(self, v: u8) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_u16(self, v: u16) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_u32(self, v: u32) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_u64(self, v: u64) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_u128(self, v: u128) -> Result<Node, Error> {
        expr(v.to_string())
    }
    fn serialize_f32(self, v: f32) -> Result<Node, Error> {
        float(v.into())
    }
    fn serialize_f64(self, v: f64) -> Result<Node, Error> {
        float(v)
    }
    fn serialize_char(self, v: char) -> Result<Node, Error> {
        Ok(Node::Str(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Node, Error> {
        Ok(Node::Str(v.to_string()))
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<Node, Error> {
        Ok(Node::Seq(
            v.iter().map(|b| Node::Expr(b.to_string())).collect(),
        ))
    }
    fn serialize_none(self) -> Result<Node, Error> {
        Ok(Node::None)
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<Node, Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Node, Error> {
        expr("null")
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<Node, Error> {
        expr("null")
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Node, Error> {
        Ok(Node::Str(variant.to_string()))
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        name: &'static str,
        value: &T,
    ) -> Result<Node, Error> {
        let inner = value.serialize(NodeSerializer)?;
        match (name, inner) {
            (BLOCK_MARKER, inner) => Ok(Node::Block(Box::new(inner))),
            (EXPRESSION_MARKER, Node::Str(src)) => {
                Ok(Node::Expr(crate::ExprText::raw(&src)?.as_str().to_string()))
            }
            (EXPRESSION_MARKER, _) => Err(Error::message(
                "an expression must serialize as its source text",
            )),
            (_, inner) => Ok(inner),
        }
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<Node, Error> {
        let inner = value.serialize(NodeSerializer)?;
        Ok(Node::Map(vec![(variant.to_string(), inner)]))
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<SeqBuilder, Error> {
        Ok(SeqBuilder(Vec::with_capacity(len.unwrap_or(0))))
    }
    fn serialize_tuple(self, len: usize) -> Result<SeqBuilder, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<SeqBuilder, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<VariantBuilder<SeqBuilder>, Error> {
        Ok(VariantBuilder(variant, self.serialize_seq(Some(len))?))
    }
    fn serialize_map(self, len: Option<usize>) -> Result<MapBuilder, Error> {
        Ok(MapBuilder::new(len))
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<StructBuilder, Error> {
        Ok(StructBuilder(MapBuilder::new(Some(len))))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<VariantBuilder<StructBuilder>, Error> {
        Ok(VariantBuilder(
            variant,
            StructBuilder(MapBuilder::new(Some(len))),
        ))
    }
}

pub(crate) struct SeqBuilder(Vec<Node>);

impl SeqBuilder {
    fn push<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        self.0.push(value.serialize(NodeSerializer)?);
        Ok(())
    }
}

/// The sequence traits, each adding an element the same way.
macro_rules! seq_builder {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for SeqBuilder {
            type Ok = Node;
            type Error = Error;
            fn $method<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
                self.push(value)
            }
            fn end(self) -> Result<Node, Error> {
                Ok(Node::Seq(self.0))
            }
        }
    )*};
}

seq_builder!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field
);

pub(crate) struct MapBuilder {
    entries: Vec<(String, Node)>,
    key: Option<String>,
}

impl MapBuilder {
    fn new(len: Option<usize>) -> MapBuilder {
        MapBuilder {
            entries: Vec::with_capacity(len.unwrap_or(0)),
            key: None,
        }
    }
}

/// A map key as a name: strings as they are, numbers and bools as their text.
fn key_name(key: Node) -> Result<String, Error> {
    match key {
        Node::Str(text) | Node::Expr(text) => Ok(text),
        _ => Err(Error::message(
            "a map key must be a string, a number or a bool",
        )),
    }
}

impl ser::SerializeMap for MapBuilder {
    type Ok = Node;
    type Error = Error;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result<(), Error> {
        self.key = Some(key_name(key.serialize(NodeSerializer)?)?);
        Ok(())
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        let key = self
            .key
            .take()
            .ok_or_else(|| Error::message("a map value came without its key"))?;
        self.entries.push((key, value.serialize(NodeSerializer)?));
        Ok(())
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Map(self.entries))
    }
}

/// A struct's fields.
pub(crate) struct StructBuilder(MapBuilder);

impl ser::SerializeStruct for StructBuilder {
    type Ok = Node;
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.0
            .entries
            .push((key.to_string(), value.serialize(NodeSerializer)?));
        Ok(())
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Struct(self.0.entries))
    }
}

/// A tuple or struct variant: an object of one attribute, the variant's name.
pub(crate) struct VariantBuilder<B>(&'static str, B);

impl ser::SerializeTupleVariant for VariantBuilder<SeqBuilder> {
    type Ok = Node;
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        self.1.push(value)
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Map(vec![(self.0.to_string(), Node::Seq(self.1 .0))]))
    }
}

impl ser::SerializeStructVariant for VariantBuilder<StructBuilder> {
    type Ok = Node;
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        ser::SerializeStruct::serialize_field(&mut self.1, key, value)
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Map(vec![(
            self.0.to_string(),
            Node::Struct(self.1 .0.entries),
        )]))
    }
}
