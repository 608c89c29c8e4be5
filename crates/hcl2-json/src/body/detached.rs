//! A property of a JSON body kept past its file, to be read again later as an argument
//! or as blocks, as a later schema says (what a decoder's remaining body keeps).

use std::sync::Arc;

use hcl2_core::{BodyContent, BodySchema, Diagnostics, Expression, Range};

use super::{content, JsonBody, Root};
use crate::ast::{Extent, Loc, Value};
use crate::expression::DetachedJson;
use crate::tree::Tree;

/// One property of a JSON body (its name, and its value with a share of its file's tree)
/// that outlives the file. Its [`content`](DetachedProperty::content) is that of a body holding just
/// that property: a schema that names it as a block type reads its value as blocks (one
/// object, an array of them, or objects keyed by labels), and one that names it as an
/// argument reads an argument, with the ranges and diagnostics of the file it came from.
///
/// ```
/// use hcl2_core::{Body, BodySchema};
/// use hcl2_json::{DetachedProperty, JsonBody};
///
/// // Kept from a file that is gone by the time it is read.
/// let kept = {
///     let parsed = hcl2_json::parse(br#"{"disk": {"gb": 3}}"#, "main.json");
///     let body = JsonBody::file(&parsed);
///     let (attrs, _) = body.just_attributes();
///     let disk = attrs.get("disk").unwrap();
///     DetachedProperty::new(&disk.name, &disk.name_range, &*disk.expr).unwrap()
/// };
///
/// let (content, diags) = kept.content(&BodySchema::new().block("disk", [""; 0]));
/// assert!(!diags.has_errors());
/// // As read from the file: a JSON block is defined at its body's opening brace.
/// assert_eq!(content.blocks[0].def_range.to_string(), "main.json:1,10-11");
/// ```
#[derive(Clone, Debug)]
pub struct DetachedProperty {
    /// The property's name, decoded.
    name: String,
    /// The name's extent.
    name_extent: Extent,
    /// The value.
    value: Value,
    /// The extent of an object holding just the property: from the name to the end of
    /// the value.
    extent: Extent,
    /// The tree of the property's file.
    tree: Arc<Tree>,
}

impl DetachedProperty {
    /// The property `name`, written at `name_range`, whose value `value` is; `None` when
    /// `value` is not a JSON value expression.
    pub fn new(name: &str, name_range: &Range, value: &dyn Expression) -> Option<DetachedProperty> {
        let (value, tree) = DetachedJson::value_of(value)?;
        let offset = |pos: hcl2_core::Pos| Loc::new(u32::try_from(pos.byte).unwrap_or(u32::MAX));
        let name_extent = Extent::new(offset(name_range.start), offset(name_range.end));
        let extent = Extent::new(name_extent.start, value.extent().end);
        Some(DetachedProperty {
            name: name.to_owned(),
            name_extent,
            value,
            extent,
            tree,
        })
    }

    /// What `schema` takes from a body holding just this property, as
    /// [`Body::content`](hcl2_core::Body::content) of such a body (a property the schema
    /// does not name is an error).
    pub fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        let body = JsonBody {
            root: Root::Single {
                name: &self.name,
                name_extent: self.name_extent,
                value: self.value,
                extent: self.extent,
            },
            tree: &self.tree,
            hidden: Default::default(),
        };
        content::content(&body, schema, &mut Some)
    }
}
