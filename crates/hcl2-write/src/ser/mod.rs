//! Serialization: any `Serialize` value as HCL native syntax, in the canonical layout.
//!
//! The data model is the inverse of the facade's `from_str`:
//!
//! - A struct or map at the top is the file's body; its fields are attributes, written
//!   in field order. `Option::None` fields are omitted (`null` inside maps and sequences).
//! - A field is written as blocks, not as an attribute, when it is marked: its type is
//!   [`Block<T>`] (or `Vec<Block<T>>`), or the field has
//!   `#[serde(serialize_with = "hcl2_write::ser::block")]`. Inside the mark, a struct
//!   is one block's body, a sequence repeats the block (`Vec<T>`), and each map level
//!   is one label (`BTreeMap<String, T>` for `type "label" { ... }`,
//!   `BTreeMap<String, BTreeMap<String, T>>` for two labels) — so a block's body must
//!   be a struct. Fields of the body whose names start with `@` (`#[serde(rename =
//!   "@name")]`) are the block's own labels, in order, after those of the map levels,
//!   as the facade's decoder reads them.
//! - Other values are expressions: numbers, bools, `null` for `()`, quoted strings
//!   (with `\` escapes and `$${` / `%%{` for template openers), tuples for sequences,
//!   objects (one attribute a line) for maps and structs; enums as their variant name
//!   or a one-attribute object, as serde_json does.
//! - A newtype struct named [`EXPRESSION_MARKER`] holding a string is written as that
//!   expression's source, unquoted and validated ([`RawExpression`] is one; an
//!   unevaluated expression type of the facade serializes the same way).
//! - Attribute names and block types must be identifiers; anything else is an error.
//!
//! ```
//! use std::collections::BTreeMap;
//! use serde::Serialize;
//! use hcl2_write::ser::{Block, RawExpression};
//!
//! #[derive(Serialize)]
//! struct Config {
//!     region: String,
//!     replicas: Option<u32>,
//!     server: Block<BTreeMap<String, Server>>,
//! }
//! #[derive(Serialize)]
//! struct Server {
//!     port: u16,
//!     name: RawExpression,
//! }
//!
//! let mut servers = BTreeMap::new();
//! servers.insert("web".to_string(), Server { port: 80, name: RawExpression::new("var.name") });
//! let config = Config { region: "eu-${x}".into(), replicas: None, server: Block(servers) };
//! assert_eq!(
//!     hcl2_write::to_string(&config).unwrap(),
//!     "region = \"eu-$${x}\"\nserver \"web\" {\n  port = 80\n  name = var.name\n}\n"
//! );
//! ```

mod node;
pub(crate) mod output;
mod write;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The newtype-struct name that marks a block ([`Block`], [`block`]).
pub const BLOCK_MARKER: &str = "$hcl2::Block";

/// The newtype-struct name that marks an expression's source ([`RawExpression`]).
pub const EXPRESSION_MARKER: &str = "$hcl2::Expression";

/// Marks a value as blocks (see the [module](self) documentation); deserializes as
/// the value itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Block<T>(pub T);

impl<T: Serialize> Serialize for Block<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(BLOCK_MARKER, &self.0)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Block<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        T::deserialize(d).map(Block)
    }
}

/// For `#[serde(serialize_with = "hcl2_write::ser::block")]`: writes the field as
/// blocks without changing its type.
pub fn block<T: Serialize, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_newtype_struct(BLOCK_MARKER, value)
}

/// An expression written back as its source (validated when written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawExpression(String);

impl RawExpression {
    /// The expression with source `src`.
    pub fn new(src: impl Into<String>) -> RawExpression {
        RawExpression(src.into())
    }

    /// Its source.
    pub fn source(&self) -> &str {
        &self.0
    }
}

impl Serialize for RawExpression {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(EXPRESSION_MARKER, &self.0)
    }
}
