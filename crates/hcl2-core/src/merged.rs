//! Merged bodies: several bodies (typically several files) processed as one, as the
//! reference's `hcl.MergeBodies` and `hcl.MergeFiles` do.
//!
//! Each schema is applied to every body in turn with all its attributes optional; the
//! results are concatenated in body order, an attribute set in more than one body is an
//! error at its later definitions, and only then are required attributes checked
//! against the merged result. Bodies of any syntax can be merged, and a merged body is
//! itself a [`Body`].
//!
//! Unlike the reference, a merged body inside another is not flattened into it. Nothing
//! changes but one corner: an empty inner merge placed first answers the outer body's
//! missing-item range with its `<empty>` placeholder, where the reference would skip to
//! the next body.

use crate::body::{Attribute, Attributes, Body, BodyContent, BodyItems};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::pos::{Pos, Range};
use crate::schema::BodySchema;
use hcl2_value::strings::go_quote;
use std::collections::HashMap;

/// Several bodies processed as one.
#[derive(Debug, Default)]
pub struct MergedBody<'a> {
    bodies: Vec<Box<dyn Body + 'a>>,
}

impl<'a> MergedBody<'a> {
    /// The bodies merged, in the order their items are returned.
    pub fn new(bodies: impl IntoIterator<Item = Box<dyn Body + 'a>>) -> MergedBody<'a> {
        MergedBody {
            bodies: bodies.into_iter().collect(),
        }
    }

    /// The bodies, in order.
    pub fn bodies(&self) -> &[Box<dyn Body + 'a>] {
        &self.bodies
    }

    /// Applies `schema` to every body (partially, keeping each leftover, when
    /// `leftovers` is given).
    fn merged_content<'s>(
        &'s self,
        schema: &BodySchema,
        mut leftovers: Option<&mut Vec<Box<dyn Body + 's>>>,
    ) -> (BodyContent<'s>, Diagnostics) {
        // Any one body may supply a required attribute, so each sees it as optional.
        let mut optional = schema.clone();
        for a in &mut optional.attributes {
            a.required = false;
        }
        let mut diags = Diagnostics::new();
        let mut attributes = Attributes::new();
        let mut blocks = Vec::new();
        for body in &self.bodies {
            let (content, body_diags) = match leftovers.as_deref_mut() {
                Some(rest) => {
                    let (content, remain, d) = body.partial_content(&optional);
                    rest.push(remain);
                    (content, d)
                }
                None => body.content(&optional),
            };
            diags.extend(body_diags);
            for (name, attr) in content.attributes {
                insert_once(&mut attributes, name, attr, &mut diags);
            }
            blocks.extend(content.blocks);
        }
        for a in &schema.attributes {
            if a.required && !attributes.contains_key(&a.name) {
                diags.push(Diagnostic::error(
                    "Missing required argument",
                    format!(
                        "The argument {} is required, but was not set.",
                        go_quote(&a.name)
                    ),
                    None,
                ));
            }
        }
        let content = BodyContent {
            attributes,
            blocks,
            // The reference leaves a merged content's missing-item range unset.
            missing_item_range: Range::new("", Pos::default(), Pos::default()),
        };
        (content, diags)
    }
}

impl Body for MergedBody<'_> {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        self.merged_content(schema, None)
    }

    /// The merged content, and a merged body of every body's leftovers.
    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        let mut leftovers = Vec::new();
        let (content, diags) = self.merged_content(schema, Some(&mut leftovers));
        (content, Box::new(MergedBody::new(leftovers)), diags)
    }

    /// Every body's attributes in body order; a name already set by an earlier body is
    /// an error at the later definition, which is left out.
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        let mut diags = Diagnostics::new();
        let mut attributes = Attributes::new();
        for body in &self.bodies {
            let (attrs, body_diags) = body.just_attributes();
            diags.extend(body_diags);
            for (name, attr) in attrs {
                insert_once(&mut attributes, name, attr, &mut diags);
            }
        }
        (attributes, diags)
    }

    /// The first body's; with no bodies, an empty range in a file named `<empty>`.
    fn missing_item_range(&self) -> Range {
        match self.bodies.first() {
            Some(body) => body.missing_item_range(),
            None => Range::new("<empty>", Pos::default(), Pos::default()),
        }
    }

    /// Every body's items in body order; an argument set again by a later body is left
    /// out and reported, as `content` reports it.
    ///
    /// A body that cannot list its own items (JSON, where only a schema says which
    /// properties are blocks) is read by the block types the listed bodies hold: its
    /// properties of those types are blocks, with their labels, and the others
    /// arguments. With no such block types (every body JSON, or none with blocks) there
    /// is nothing to read it by, and the merge cannot list its items either.
    fn items(&self) -> Option<BodyItems<'_>> {
        let listed: Vec<Option<BodyItems<'_>>> = self.bodies.iter().map(|b| b.items()).collect();
        let blocks = match listed.iter().all(Option::is_some) {
            true => BodySchema::new(),
            false => listed_block_types(listed.iter().flatten())?,
        };
        let mut all = BodyItems::new(Vec::new(), Vec::new());
        let mut seen: HashMap<String, usize> = HashMap::new();
        for (body, items) in self.bodies.iter().zip(listed) {
            let items = items.unwrap_or_else(|| items_by_block_types(body.as_ref(), &blocks));
            add_items(&mut all, &mut seen, items);
        }
        Some(all)
    }
}

/// `items` added to `all`, but for an argument an earlier body set (in `seen`, by its
/// place in `all`), which is the reference's "Duplicate argument" at the later one.
fn add_items<'a>(all: &mut BodyItems<'a>, seen: &mut HashMap<String, usize>, items: BodyItems<'a>) {
    all.diagnostics.extend(items.diagnostics);
    for attr in items.attributes {
        if let Some(&at) = seen.get(attr.name.as_ref()) {
            let first = all.attributes[at].name_range.range();
            all.diagnostics.push(duplicate_argument(
                &attr.name,
                attr.name_range.range(),
                &first,
            ));
            continue;
        }
        seen.insert(attr.name.to_string(), all.attributes.len());
        all.attributes.push(attr);
    }
    all.blocks.extend(items.blocks);
}

/// The block types `listed` items hold, each with as many labels as its first block
/// has, as a schema of blocks; `None` when they hold no block. A listed block's labels
/// have no names, so each is called `name` (which a JSON error about a missing label
/// names).
fn listed_block_types<'i, 'a: 'i>(
    listed: impl Iterator<Item = &'i BodyItems<'a>>,
) -> Option<BodySchema> {
    let mut schema = BodySchema::new();
    for block in listed.flat_map(|items| &items.blocks) {
        if schema.blocks.iter().all(|b| b.type_name != block.type_name) {
            let labels = vec!["name"; block.labels.len()];
            schema = schema.block(block.type_name.as_ref(), labels);
        }
    }
    (!schema.blocks.is_empty()).then_some(schema)
}

/// The items of `body`, which cannot list them itself, read with the block types of
/// `blocks`: every other property is an argument.
fn items_by_block_types<'b>(body: &'b (dyn Body + '_), blocks: &BodySchema) -> BodyItems<'b> {
    // Only the property names are wanted here: `content` reports what is wrong.
    let (attributes, _) = body.just_attributes();
    let mut schema = blocks.clone();
    for name in attributes.keys() {
        if schema.blocks.iter().all(|b| &b.type_name != name) {
            schema = schema.attribute(name.as_str(), false);
        }
    }
    let (content, diags) = body.content(&schema);
    let mut items = BodyItems::new(
        content.attributes.into_values().map(Into::into).collect(),
        content.blocks.into_iter().map(Into::into).collect(),
    );
    items.diagnostics = diags;
    items
}

/// Adds `attr` unless an earlier body set `name`, which is the reference's "Duplicate
/// argument" at the later definition.
fn insert_once<'a>(
    attributes: &mut Attributes<'a>,
    name: String,
    attr: Attribute<'a>,
    diags: &mut Diagnostics,
) {
    if let Some(first) = attributes.get(&name) {
        diags.push(duplicate(&attr, &first.name_range));
        return;
    }
    attributes.insert(name, attr);
}

/// The reference's "Duplicate argument" at `attr`, first set at `first`.
fn duplicate(attr: &Attribute<'_>, first: &Range) -> Diagnostic {
    duplicate_argument(&attr.name, attr.name_range.clone(), first)
}

/// The reference's "Duplicate argument" for `name` at `at`, first set at `first`.
fn duplicate_argument(name: &str, at: Range, first: &Range) -> Diagnostic {
    Diagnostic::error(
        "Duplicate argument",
        format!("Argument {} was already set at {}", go_quote(name), first),
        Some(at),
    )
}
