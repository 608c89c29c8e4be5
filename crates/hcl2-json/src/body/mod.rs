//! JSON bodies behind `hcl2-core`'s [`Body`] trait, as the JSON syntax specification and
//! the reference define them.
//!
//! A body is an object, or an array of objects whose properties are read as one
//! sequence. Which properties are attributes and which are blocks only a schema says;
//! a block's property holds one object per label level (or an array of them), then the
//! block body (an object) or several bodies (an array of objects). The `"//"` property
//! is a comment in bodies and is ignored there.
//!
//! A partial take hides the names it took (attributes and block types alike) from the
//! body it leaves, as the reference does: by name, not by property.

mod content;
mod detached;

pub use detached::DetachedProperty;

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::sync::Arc;

use hcl2_core::{Attribute, Attributes, Body, BodyContent, BodySchema, Diagnostic, Diagnostics};
use hcl2_core::{Pos, Range};
use hcl2_value::strings::go_quote;

use crate::ast::{Extent, Value};
use crate::expression::JsonExpression;
use crate::parse::Parsed;
use crate::tree::Tree;

/// The name of the comment property, ignored in bodies.
const COMMENT: &str = "//";

/// What a body is made of: a value of the tree, an object of one property kept apart
/// from its file's (a [`DetachedProperty`], with the object's extent), or the empty
/// object the reference puts in place of a file's root that is neither an object nor an
/// array.
#[derive(Clone, Copy, Debug)]
enum Root<'a> {
    Value(Value),
    Single {
        name: &'a str,
        name_extent: Extent,
        value: Value,
        extent: Extent,
    },
    Placeholder,
}

impl<'a> Root<'a> {
    /// The one property of a [`Root::Single`].
    fn single(self) -> Option<Prop<'a>> {
        match self {
            Root::Single {
                name,
                name_extent,
                value,
                ..
            } => Some(Prop {
                name: Cow::Borrowed(name),
                name_extent,
                value,
            }),
            _ => None,
        }
    }
}

/// One property of a body: its name (decoded), the name's extent and its value.
#[derive(Clone, Debug)]
struct Prop<'a> {
    name: Cow<'a, str>,
    name_extent: Extent,
    value: Value,
}

/// The properties of an object of a body, read one by one as they are asked for.
#[derive(Clone, Debug)]
struct Props<'a> {
    properties: crate::ast::Properties<'a>,
    tree: &'a Tree,
}

impl<'a> Iterator for Props<'a> {
    type Item = Prop<'a>;

    fn next(&mut self) -> Option<Prop<'a>> {
        let p = self.properties.next()?;
        Some(Prop {
            name: p.name.text(self.tree),
            name_extent: p.name.extent,
            value: p.value,
        })
    }
}

/// A JSON body (a file's, or a block's) seen through the [`Body`] trait.
#[derive(Clone, Debug)]
pub struct JsonBody<'a> {
    root: Root<'a>,
    tree: &'a Arc<Tree>,
    /// The names earlier partial takes have handed out.
    hidden: BTreeSet<String>,
}

impl<'a> JsonBody<'a> {
    /// The body made of `value` (parsed from the file whose tree `tree` is), with
    /// nothing hidden. Any value is accepted; one that is not an object or an array of
    /// objects is an error when its content is asked for.
    pub fn new(value: Value, tree: &'a Arc<Tree>) -> JsonBody<'a> {
        JsonBody {
            root: Root::Value(value),
            tree,
            hidden: BTreeSet::new(),
        }
    }

    /// The body of a parsed file. A root that is neither an object nor an array (which
    /// the parse has reported) reads as an empty object, as in the reference, whose
    /// missing-item range is then an empty range in no file.
    pub fn file(parsed: &'a Parsed<Value>) -> JsonBody<'a> {
        let tree = &parsed.tree;
        match parsed.value {
            root @ (Value::Object(_) | Value::Array(_)) => JsonBody::new(root, tree),
            _ => JsonBody {
                root: Root::Placeholder,
                tree,
                hidden: BTreeSet::new(),
            },
        }
    }

    /// The value the body is made of (`None` for a file root replaced by an empty
    /// object).
    pub fn ast(&self) -> Option<Value> {
        match self.root {
            Root::Value(v) => Some(v),
            Root::Single { .. } | Root::Placeholder => None,
        }
    }

    /// The properties of `object`, in order.
    fn properties(&self, object: crate::ast::Object) -> Props<'a> {
        let tree: &'a Tree = self.tree;
        Props {
            properties: object.properties(tree),
            tree,
        }
    }

    /// The property `p` as an attribute: its range runs from the name to the end of the
    /// value.
    fn attribute(&self, p: &Prop<'a>) -> Attribute<'a> {
        let name_range = p.name_extent.range(self.tree);
        let value_range = p.value.range(self.tree);
        Attribute {
            name: p.name.to_string(),
            expr: Box::new(JsonExpression::new(p.value, self.tree)),
            range: Range::between(&name_range, &value_range),
            name_range,
        }
    }
}

impl Body for JsonBody<'_> {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        content::content(self, schema, &mut Some)
    }

    /// Each block is built only when offered: one the decoder consumes is never
    /// collected.
    fn content_keeping<'s>(
        &'s self,
        schema: &BodySchema,
        keep: &mut dyn FnMut(hcl2_core::Block<'s>) -> Option<hcl2_core::Block<'s>>,
    ) -> (BodyContent<'s>, Diagnostics) {
        let this: &JsonBody<'s> = self;
        content::content(this, schema, keep)
    }

    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        let (content, remain, diags) = content::partial_content(self, schema);
        (content, Box::new(remain), diags)
    }

    /// Every property of the body's object except comments and hidden names, as
    /// attributes. The body must be a single object (an array of objects is not
    /// enough); a name defined twice is an error at the later definition.
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        let mut diags = Diagnostics::new();
        let mut attrs = Attributes::new();
        let properties: Vec<Prop<'_>> = match self.root {
            Root::Value(Value::Object(o)) => self.properties(o).collect(),
            root @ Root::Single { .. } => root.single().into_iter().collect(),
            Root::Placeholder => Vec::new(),
            Root::Value(other) => {
                diags.push(Diagnostic::error(
                    "Incorrect JSON value type",
                    "A JSON object is required here, setting the arguments for this block.",
                    Some(other.start_range(self.tree)),
                ));
                return (attrs, diags);
            }
        };
        for p in &properties {
            let name: &str = &p.name;
            if name == COMMENT || self.hidden.contains(name) {
                continue;
            }
            if let Some(first) = attrs.get(name) {
                diags.push(Diagnostic::error(
                    "Duplicate attribute definition",
                    format!(
                        "The argument {} was already set at {}.",
                        go_quote(name),
                        first.range
                    ),
                    Some(p.name_extent.range(self.tree)),
                ));
                continue;
            }
            attrs.insert(name.to_owned(), self.attribute(p));
        }
        (attrs, diags)
    }

    /// The closing brace of an object, the opening bracket of an array, the whole of any
    /// other value; for a replaced file root, an empty range in no file.
    fn missing_item_range(&self) -> Range {
        match self.root {
            Root::Value(Value::Object(o)) => o.close_extent().range(self.tree),
            Root::Value(Value::Array(a)) => a.open_extent().range(self.tree),
            Root::Value(other) => other.start_range(self.tree),
            Root::Single { extent, .. } => Extent::last(extent.end).range(self.tree),
            Root::Placeholder => Range::new("", Pos::default(), Pos::default()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn attributes_come_back_in_source_order() {
        let parsed = parse(br#"{"z": 1, "//": 0, "a": 2, "m": 3}"#, "f.json");
        let body = JsonBody::file(&parsed);
        let (attrs, diags) = body.just_attributes();
        assert!(diags.is_empty());
        assert_eq!(attrs.keys().collect::<Vec<_>>(), ["z", "a", "m"]);
        let schema = BodySchema::new()
            .attribute("m", false)
            .attribute("z", false);
        let (content, _) = body.content(&schema);
        assert_eq!(content.attributes.keys().collect::<Vec<_>>(), ["z", "m"]);
    }

    #[test]
    fn a_partial_take_hides_every_property_of_a_taken_name() {
        let parsed = parse(br#"[{"a": 1, "b": {}}, {"a": 2, "c": 3}]"#, "f.json");
        let body = JsonBody::file(&parsed);
        let schema = BodySchema::new().attribute("a", false).block("b", [""; 0]);
        let (content, rest, diags) = body.partial_content(&schema);
        assert_eq!(diags.len(), 1, "the second a is a duplicate");
        assert_eq!(content.blocks.len(), 1);
        let (rest_content, diags) = rest.content(&BodySchema::new().attribute("c", true));
        assert!(diags.is_empty(), "{diags}");
        assert_eq!(rest_content.attributes.len(), 1);
    }

    #[test]
    fn a_scalar_file_root_is_an_empty_object_body() {
        let parsed = parse(b"[1] x", "f.json");
        assert!(JsonBody::file(&parsed).ast().is_some());
        let parsed = parse(b"true", "f.json");
        let body = JsonBody::file(&parsed);
        assert!(body.ast().is_none());
        let (attrs, diags) = body.just_attributes();
        assert!(attrs.is_empty() && diags.is_empty());
        assert_eq!(
            body.missing_item_range(),
            Range::new("", Pos::default(), Pos::default())
        );
    }
}
