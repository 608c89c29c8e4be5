//! Schemas: what attributes and blocks a body is expected to contain.

use std::collections::HashMap;

/// The expected content of a body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BodySchema {
    /// The arguments the body may (or must) set.
    pub attributes: Vec<AttributeSchema>,
    /// The block types the body may contain.
    pub blocks: Vec<BlockHeaderSchema>,
}

/// One expected argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeSchema {
    /// The argument name.
    pub name: String,
    /// Whether leaving it out is an error.
    pub required: bool,
}

/// One expected block type and the names of its labels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockHeaderSchema {
    /// The block type name.
    pub type_name: String,
    /// One name per label the block must have (used in messages).
    pub label_names: Vec<String>,
}

impl BodySchema {
    /// An empty schema (no attributes, no blocks).
    pub fn new() -> BodySchema {
        BodySchema::default()
    }
    /// Adds an argument.
    pub fn attribute(mut self, name: impl Into<String>, required: bool) -> BodySchema {
        self.attributes.push(AttributeSchema {
            name: name.into(),
            required,
        });
        self
    }
    /// Adds a block type with its label names.
    pub fn block<S: Into<String>>(
        mut self,
        type_name: impl Into<String>,
        label_names: impl IntoIterator<Item = S>,
    ) -> BodySchema {
        self.blocks.push(BlockHeaderSchema {
            type_name: type_name.into(),
            label_names: label_names.into_iter().map(Into::into).collect(),
        });
        self
    }

    /// The schema's entries by name, for bodies that look up each of their items in it
    /// (in time independent of the schema's size).
    ///
    /// Plumbing of the syntax crates' `Body` implementations (native and JSON, crates
    /// of their own), hence public, but no part of the API: hidden from the docs.
    #[doc(hidden)]
    pub fn lookup(&self) -> SchemaLookup<'_> {
        SchemaLookup::new(self)
    }
}

/// A schema's entries by name, built once per content take so that matching a body of
/// n items against a schema of m entries costs n + m, not n × m. As in the reference's
/// lookup tables, a name given twice resolves to its last entry.
///
/// ```
/// use hcl2_core::BodySchema;
/// let schema = BodySchema::new().attribute("a", true).block("b", ["name"]);
/// let lookup = schema.lookup();
/// assert!(lookup.attribute("a").unwrap().required);
/// assert_eq!(lookup.block("b").unwrap().label_names, ["name"]);
/// assert!(lookup.attribute("b").is_none() && lookup.block("a").is_none());
/// ```
#[derive(Debug)]
#[doc(hidden)]
pub struct SchemaLookup<'s> {
    attributes: HashMap<&'s str, &'s AttributeSchema>,
    blocks: HashMap<&'s str, &'s BlockHeaderSchema>,
}

impl<'s> SchemaLookup<'s> {
    fn new(schema: &'s BodySchema) -> SchemaLookup<'s> {
        SchemaLookup {
            attributes: schema
                .attributes
                .iter()
                .map(|a| (a.name.as_str(), a))
                .collect(),
            blocks: schema
                .blocks
                .iter()
                .map(|b| (b.type_name.as_str(), b))
                .collect(),
        }
    }

    /// The attribute entry named `name`, if any.
    pub fn attribute(&self, name: &str) -> Option<&'s AttributeSchema> {
        self.attributes.get(name).copied()
    }

    /// The block type entry named `type_name`, if any.
    pub fn block(&self, type_name: &str) -> Option<&'s BlockHeaderSchema> {
        self.blocks.get(type_name).copied()
    }
}
