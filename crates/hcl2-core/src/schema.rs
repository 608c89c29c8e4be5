//! Schemas: what attributes and blocks a body is expected to contain.

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
}
