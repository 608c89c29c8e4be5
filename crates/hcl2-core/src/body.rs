//! The `Body` trait and what processing a body against a schema yields.

use std::fmt;

use indexmap::IndexMap;

use crate::diagnostic::Diagnostics;
use crate::expression::Expression;
use crate::pos::Range;
use crate::schema::BodySchema;

/// A body of any syntax (or a merge of several), decoded only through a schema.
pub trait Body: fmt::Debug {
    /// The content `schema` describes; anything else in the body is an error.
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics);
    /// The content `schema` describes, plus a body of whatever is left for another
    /// schema to take.
    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics);
    /// Every attribute, for bodies whose argument names are not known in advance; blocks
    /// are errors.
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics);
    /// Where a missing argument or block would have gone (for "Missing required
    /// argument" and similar).
    fn missing_item_range(&self) -> Range;
    /// Every attribute and block not already handed out, in source order, for a syntax
    /// that tells attributes from blocks without a schema (the native syntax does).
    /// `None` when it cannot: in the JSON syntax only a schema says which properties
    /// are blocks. Schema-less consumers (serde decoding, a body's value view) use it.
    /// What listing finds wrong (an argument a merge sets twice) comes with the items.
    fn items(&self) -> Option<BodyItems<'_>> {
        None
    }
}

/// A borrowed body is a body, so that a body lent by its owner (a parsed file's, say)
/// can go wherever an owned one is taken (a merge, a boxed list).
impl<B: Body + ?Sized> Body for &B {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        (**self).content(schema)
    }
    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        (**self).partial_content(schema)
    }
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        (**self).just_attributes()
    }
    fn missing_item_range(&self) -> Range {
        (**self).missing_item_range()
    }
    fn items(&self) -> Option<BodyItems<'_>> {
        (**self).items()
    }
}

/// Attributes by name, in source order.
pub type Attributes<'a> = IndexMap<String, Attribute<'a>>;

/// What a schema took from a body.
#[derive(Debug)]
pub struct BodyContent<'a> {
    /// The attributes present, by name, in source order.
    pub attributes: Attributes<'a>,
    /// The blocks present, in source order.
    pub blocks: Vec<Block<'a>>,
    /// Where a missing item would have gone.
    pub missing_item_range: Range,
}

/// Every item of a body, listed without a schema ([`Body::items`]).
#[derive(Debug)]
#[non_exhaustive]
pub struct BodyItems<'a> {
    /// The attributes, in source order (listing builds no map: a consumer that wants
    /// one by name makes it).
    pub attributes: Vec<Attribute<'a>>,
    /// The blocks, in source order.
    pub blocks: Vec<Block<'a>>,
    /// What listing found wrong: an argument set by two merged bodies is listed once,
    /// and reported here as the reference's "Duplicate argument".
    pub diagnostics: Diagnostics,
}

impl<'a> BodyItems<'a> {
    /// Items with nothing wrong found. (Where a missing item would go is the body's
    /// [`Body::missing_item_range`], found only when asked.)
    pub fn new(attributes: Vec<Attribute<'a>>, blocks: Vec<Block<'a>>) -> BodyItems<'a> {
        BodyItems {
            attributes,
            blocks,
            diagnostics: Diagnostics::new(),
        }
    }
}

/// One argument: `name = expr`.
#[derive(Debug)]
pub struct Attribute<'a> {
    /// The argument name.
    pub name: String,
    /// The value expression.
    pub expr: Box<dyn Expression + 'a>,
    /// The whole attribute.
    pub range: Range,
    /// The name alone.
    pub name_range: Range,
}

/// One block: `type "label" { body }`.
#[derive(Debug)]
pub struct Block<'a> {
    /// The block type name.
    pub type_name: String,
    /// The label values.
    pub labels: Vec<String>,
    /// The block's body.
    pub body: Box<dyn Body + 'a>,
    /// The header: the type name through the last label (the reference's `DefRange`),
    /// for messages about the whole block.
    pub def_range: Range,
    /// The type name alone.
    pub type_range: Range,
    /// Each label's range.
    pub label_ranges: Vec<Range>,
}
