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
/// lookup tables, a name given twice resolves to its last entry. A list of a few
/// entries is searched as it is: a table for it (built for every block body a decoder
/// takes) cost more than every search it saved.
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
    attributes: Entries<'s, AttributeSchema>,
    blocks: Entries<'s, BlockHeaderSchema>,
}

/// Up to how many entries a list is searched rather than put in a table.
const SEARCHED: usize = 8;

/// One kind of a schema's entries: searched in place, or by name in a table.
#[derive(Debug)]
enum Entries<'s, T> {
    Searched(&'s [T]),
    Table(HashMap<&'s str, &'s T>),
}

impl<'s, T> Entries<'s, T> {
    fn new(list: &'s [T], name: impl Fn(&'s T) -> &'s str) -> Entries<'s, T> {
        if list.len() <= SEARCHED {
            Entries::Searched(list)
        } else {
            Entries::Table(list.iter().map(|e| (name(e), e)).collect())
        }
    }

    /// The last entry whose name `name` gives is `wanted`.
    fn get(&self, wanted: &str, name: impl Fn(&'s T) -> &'s str) -> Option<&'s T> {
        match self {
            Entries::Searched(list) => list.iter().rev().find(|e| name(e) == wanted),
            Entries::Table(table) => table.get(wanted).copied(),
        }
    }
}

fn attribute_name(a: &AttributeSchema) -> &str {
    &a.name
}

fn block_type(b: &BlockHeaderSchema) -> &str {
    &b.type_name
}

impl<'s> SchemaLookup<'s> {
    fn new(schema: &'s BodySchema) -> SchemaLookup<'s> {
        SchemaLookup {
            attributes: Entries::new(&schema.attributes, attribute_name),
            blocks: Entries::new(&schema.blocks, block_type),
        }
    }

    /// The attribute entry named `name`, if any.
    pub fn attribute(&self, name: &str) -> Option<&'s AttributeSchema> {
        self.attributes.get(name, attribute_name)
    }

    /// The block type entry named `type_name`, if any.
    pub fn block(&self, type_name: &str) -> Option<&'s BlockHeaderSchema> {
        self.blocks.get(type_name, block_type)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups_find_the_last_entry_of_a_name_in_short_and_long_schemas() {
        for extra in [0, super::SEARCHED] {
            let mut schema = BodySchema::new().attribute("a", false).block("b", ["x"]);
            for i in 0..extra {
                schema = schema
                    .attribute(format!("p{i}"), false)
                    .block(format!("q{i}"), ["y"]);
            }
            let schema = schema.attribute("a", true).block("b", ["z"]);
            let lookup = schema.lookup();
            assert!(lookup.attribute("a").unwrap().required, "{extra}");
            assert_eq!(lookup.block("b").unwrap().label_names, ["z"], "{extra}");
            assert!(lookup.attribute("b").is_none() && lookup.block("a").is_none());
            assert_eq!(lookup.attribute("p0").is_some(), extra > 0);
        }
    }
}
