//! [`Remain`]: the items of a body no field took, kept to decode later (the reference's
//! `hcl:",remain"`), so that an application can decode a configuration in phases.

use std::borrow::Cow;
use std::cell::RefCell;
use std::fmt;
use std::sync::Arc;

use hcl2_core::suggestion::{did_you_mean, first_suggestion};
use hcl2_core::{
    Attribute, Attributes, Block, Body, BodyContent, BodyItems, BodySchema, Diagnostic,
    Diagnostics, EvalContext, ListedBlock, Range,
};
use hcl2_json::DetachedProperty;
use hcl2_value::strings::go_quote;
use serde::de::DeserializeOwned;
use serde::de::{self, Deserialize, Deserializer, Visitor};

use crate::de::magic;
use crate::error::Error;
use crate::expression::Expression;

/// What a struct's `#[serde(rename = "@remain")]` field receives: every argument and
/// block of the body that no other field names, with their ranges, to decode later with
/// another type (and perhaps a richer context), as Terraform decodes in phases.
///
/// ```
/// #[derive(serde::Deserialize)]
/// struct Phase1 {
///     name: String,
///     #[serde(rename = "@remain")]
///     rest: hcl2::Remain,
/// }
/// #[derive(serde::Deserialize)]
/// struct Phase2 { size: u8, disk: Disk }
/// #[derive(serde::Deserialize)]
/// struct Disk { gb: u16 }
///
/// let p1: Phase1 = hcl2::from_str("name = \"a\"\nsize = n * 2\ndisk {\n  gb = 10\n}\n").unwrap();
/// assert_eq!(p1.name, "a");
/// assert_eq!(p1.rest.attribute_names().collect::<Vec<_>>(), ["size"]);
///
/// let mut ctx = hcl2::EvalContext::new();
/// ctx.set_variable("n", hcl2::Value::from(4));
/// let p2: Phase2 = p1.rest.decode(Some(&ctx)).unwrap();
/// assert_eq!((p2.size, p2.disk.gb), (8, 10));
/// ```
///
/// From a JSON body, whose properties only a schema tells apart as arguments or blocks,
/// every property is kept as an argument (as the reference's `JustAttributes` lists
/// them), and a later decode whose type asks for blocks of that name reads the property
/// as blocks, as the JSON syntax writes them (one object, an array of objects, or
/// objects keyed by labels), exactly as from the file.
///
/// It owns its text: it outlives the file it came from. Its arguments decode as
/// [`Expression`]s are evaluated (whole, not item by item), so errors inside an object
/// value point at the whole value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remain {
    attributes: Vec<RemainAttribute>,
    blocks: Vec<RemainBlock>,
    missing_item_range: Range,
}

/// An argument kept in a [`Remain`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemainAttribute {
    name: String,
    name_range: Range,
    expr: Expression,
    /// For a JSON property, its tree, to read as blocks when a schema asks.
    json: Option<JsonProperty>,
}

/// A kept JSON property; equal to any other, as the expression beside it is what tells
/// two attributes apart.
#[derive(Clone, Debug)]
struct JsonProperty(Arc<DetachedProperty>);

impl PartialEq for JsonProperty {
    fn eq(&self, _: &JsonProperty) -> bool {
        true
    }
}

impl Eq for JsonProperty {}

/// A block kept in a [`Remain`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemainBlock {
    type_name: String,
    labels: Vec<String>,
    def_range: Range,
    type_range: Range,
    label_ranges: Vec<Range>,
    body: Remain,
}

impl Remain {
    pub(crate) fn new(
        attributes: Vec<RemainAttribute>,
        blocks: Vec<RemainBlock>,
        missing_item_range: Range,
    ) -> Remain {
        Remain {
            attributes,
            blocks,
            missing_item_range,
        }
    }

    /// Whether nothing was left.
    pub fn is_empty(&self) -> bool {
        self.attributes.is_empty() && self.blocks.is_empty()
    }

    /// The names of the arguments left, in order.
    pub fn attribute_names(&self) -> impl Iterator<Item = &str> {
        self.attributes.iter().map(|a| a.name.as_str())
    }

    /// The arguments left, in order.
    pub fn attributes(&self) -> &[RemainAttribute] {
        &self.attributes
    }

    /// The blocks left, in order.
    pub fn blocks(&self) -> &[RemainBlock] {
        &self.blocks
    }

    /// Decodes what was left into a `T`, with `ctx`, as [`from_body`](crate::from_body)
    /// decodes a body.
    pub fn decode<T: DeserializeOwned>(&self, ctx: Option<&EvalContext<'_>>) -> Result<T, Error> {
        crate::decode::from_body(&RemainBody(Cow::Borrowed(self)), ctx)
    }
}

impl RemainAttribute {
    pub(crate) fn new(name: String, name_range: Range, expr: Expression) -> RemainAttribute {
        RemainAttribute {
            name,
            name_range,
            expr,
            json: None,
        }
    }

    /// The JSON property `name` (at `name_range`) whose value `value` is, kept as `expr`:
    /// a later schema may read it as blocks.
    pub(crate) fn property(
        name: String,
        name_range: Range,
        expr: Expression,
        value: &dyn hcl2_core::Expression,
    ) -> RemainAttribute {
        let json = DetachedProperty::new(&name, &name_range, value);
        RemainAttribute {
            json: json.map(|p| JsonProperty(Arc::new(p))),
            ..RemainAttribute::new(name, name_range, expr)
        }
    }
    /// The argument's name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// Where its name is.
    pub fn name_range(&self) -> &Range {
        &self.name_range
    }
    /// Its value, unevaluated.
    pub fn expr(&self) -> &Expression {
        &self.expr
    }
}

impl RemainBlock {
    pub(crate) fn new(block: &ListedBlock<'_>, body: Remain) -> RemainBlock {
        RemainBlock {
            type_name: block.type_name.to_string(),
            labels: block.labels.iter().map(|l| l.value.to_string()).collect(),
            def_range: block.def_range.range(),
            type_range: block.type_range.range(),
            label_ranges: block.labels.iter().map(|l| l.range.range()).collect(),
            body,
        }
    }
    /// The block type.
    pub fn type_name(&self) -> &str {
        &self.type_name
    }
    /// Its labels.
    pub fn labels(&self) -> &[String] {
        &self.labels
    }
    /// Its header (type and labels).
    pub fn def_range(&self) -> &Range {
        &self.def_range
    }
    /// Its body.
    pub fn body(&self) -> &Remain {
        &self.body
    }
}

thread_local! {
    /// The remain a decoder hands to [`Remain::deserialize`] (serde moves data only, so
    /// the decoder parks the value here and answers the request with a unit).
    static HANDOFF: RefCell<Option<Remain>> = const { RefCell::new(None) };
}

/// Parks `remain` for the [`Remain::deserialize`] about to run.
pub(crate) fn hand_off(remain: Remain) {
    HANDOFF.with(|h| *h.borrow_mut() = Some(remain));
}

impl<'de> Deserialize<'de> for Remain {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Remain, D::Error> {
        d.deserialize_struct(magic::REMAIN, &[], RemainVisitor)
    }
}

struct RemainVisitor;

impl<'de> Visitor<'de> for RemainVisitor {
    type Value = Remain;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the rest of a body decoded by hcl2")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Remain, E> {
        HANDOFF
            .with(|h| h.borrow_mut().take())
            .ok_or_else(|| E::custom("hcl2::Remain can only be decoded by hcl2"))
    }
}

/// A [`Remain`] as a body, to decode it.
#[derive(Debug)]
struct RemainBody<'r>(Cow<'r, Remain>);

impl RemainBody<'_> {
    fn attribute(a: &RemainAttribute) -> Attribute<'static> {
        Attribute {
            name: a.name.clone(),
            expr: Box::new(a.expr.clone()),
            range: a.expr.range().clone(),
            name_range: a.name_range.clone(),
        }
    }

    fn block(b: &RemainBlock) -> Block<'_> {
        Block {
            type_name: b.type_name.clone(),
            labels: b.labels.clone(),
            body: Box::new(RemainBody(Cow::Borrowed(&b.body))),
            def_range: b.def_range.clone(),
            type_range: b.type_range.clone(),
            label_ranges: b.label_ranges.clone(),
        }
    }

    /// What `schema` takes, the rest, and the errors of what it takes (missing required
    /// arguments, blocks with other label counts than the schema's).
    fn split(&self, schema: &BodySchema) -> (BodyContent<'_>, Remain, Diagnostics) {
        let r = &*self.0;
        let mut diags = Diagnostics::new();
        let mut content = BodyContent {
            attributes: Attributes::new(),
            blocks: Vec::new(),
            missing_item_range: r.missing_item_range.clone(),
        };
        let mut rest = Remain::new(Vec::new(), Vec::new(), r.missing_item_range.clone());
        let lax = optional(schema);
        for a in &r.attributes {
            let argument = schema.attributes.iter().any(|s| s.name == a.name);
            match &a.json {
                Some(json) if argument || schema.blocks.iter().any(|s| s.type_name == a.name) => {
                    let (taken, taken_diags) = json.0.content(&lax);
                    diags.extend(taken_diags);
                    content.attributes.extend(taken.attributes);
                    content.blocks.extend(taken.blocks);
                }
                _ if argument => {
                    let attribute = Self::attribute(a);
                    content.attributes.insert(a.name.clone(), attribute);
                }
                _ => rest.attributes.push(a.clone()),
            }
        }
        for s in schema.attributes.iter().filter(|s| s.required) {
            if !content.attributes.contains_key(&s.name) {
                diags.push(Diagnostic::error(
                    "Missing required argument",
                    format!(
                        "The argument {} is required, but no definition was found.",
                        go_quote(&s.name)
                    ),
                    Some(r.missing_item_range.clone()),
                ));
            }
        }
        for b in &r.blocks {
            match schema.blocks.iter().find(|s| s.type_name == b.type_name) {
                Some(s) if s.label_names.len() == b.labels.len() => {
                    content.blocks.push(Self::block(b));
                }
                Some(s) => diags.push(label_error(b, &s.label_names)),
                None => rest.blocks.push(b.clone()),
            }
        }
        (content, rest, diags)
    }
}

/// `schema` with every argument optional: what a kept JSON property is read with (the
/// missing arguments are the whole remain's to report, not each property's).
fn optional(schema: &BodySchema) -> BodySchema {
    let mut lax = schema.clone();
    for a in &mut lax.attributes {
        a.required = false;
    }
    lax
}

/// The error for a kept block whose label count is not the schema's.
fn label_error(b: &RemainBlock, names: &[String]) -> Diagnostic {
    let ty = &b.type_name;
    if b.labels.len() > names.len() {
        Diagnostic::error(
            format!("Extraneous label for {ty}"),
            format!(
                "Only {} labels ({}) are expected for {ty} blocks.",
                names.len(),
                names.join(", ")
            ),
            Some(b.label_ranges[names.len()].clone()),
        )
    } else {
        Diagnostic::error(
            format!("Missing {} for {ty}", names[b.labels.len()]),
            format!(
                "All {ty} blocks must have {} labels ({}).",
                names.len(),
                names.join(", ")
            ),
            Some(b.def_range.clone()),
        )
    }
}

impl Body for RemainBody<'_> {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        let (content, rest, mut diags) = self.split(schema);
        let names = || schema.attributes.iter().map(|s| s.name.as_str());
        let lax = optional(schema);
        for a in &rest.attributes {
            if let Some(json) = &a.json {
                // The JSON syntax's own words for a property no schema names.
                diags.extend(json.0.content(&lax).1);
                continue;
            }
            let hint = did_you_mean(first_suggestion(&a.name, names()));
            diags.push(Diagnostic::error(
                "Unsupported argument",
                format!(
                    "An argument named {} is not expected here.{hint}",
                    go_quote(&a.name)
                ),
                Some(a.name_range.clone()),
            ));
        }
        for b in &rest.blocks {
            let types = schema.blocks.iter().map(|s| s.type_name.as_str());
            let hint = did_you_mean(first_suggestion(&b.type_name, types));
            diags.push(Diagnostic::error(
                "Unsupported block type",
                format!(
                    "Blocks of type {} are not expected here.{hint}",
                    go_quote(&b.type_name)
                ),
                Some(b.type_range.clone()),
            ));
        }
        (content, diags)
    }

    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        let (content, rest, diags) = self.split(schema);
        (content, Box::new(RemainBody(Cow::Owned(rest))), diags)
    }

    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        let r = &*self.0;
        let mut diags = Diagnostics::new();
        if let Some(first) = r.blocks.first() {
            diags.push(Diagnostic::error(
                format!("Unexpected {} block", go_quote(&first.type_name)),
                "Blocks are not allowed here.",
                Some(first.type_range.clone()),
            ));
        }
        let mut attrs = Attributes::new();
        for a in &r.attributes {
            match &a.json {
                // The property's own tree, which static analyses read item by item.
                Some(json) => {
                    let schema = BodySchema::new().attribute(a.name.as_str(), false);
                    attrs.extend(json.0.content(&schema).0.attributes);
                }
                None => {
                    attrs.insert(a.name.clone(), Self::attribute(a));
                }
            }
        }
        (attrs, diags)
    }

    fn missing_item_range(&self) -> Range {
        self.0.missing_item_range.clone()
    }

    /// `None` when a JSON property is kept: only a schema tells whether it is an argument
    /// or blocks, as in the JSON body it came from.
    fn items(&self) -> Option<BodyItems<'_>> {
        let r = &*self.0;
        if r.attributes.iter().any(|a| a.json.is_some()) {
            return None;
        }
        Some(BodyItems::new(
            r.attributes
                .iter()
                .map(|a| Self::attribute(a).into())
                .collect(),
            r.blocks.iter().map(|b| Self::block(b).into()).collect(),
        ))
    }
}
