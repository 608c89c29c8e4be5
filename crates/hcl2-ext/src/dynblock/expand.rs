//! The expanding body: a body whose `dynamic` blocks read as the blocks they
//! generate, at every depth, with the iterators in scope of what they contain.

use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use std::sync::Arc;

use hcl2_core::{
    Attributes, Block, BlockHeaderSchema, Body, BodyContent, BodySchema, Diagnostic, Diagnostics,
    EvalContext, Range,
};
use hcl2_value::strings::go_quote;

use super::iteration::{Iteration, IterationExpr};
use super::owned::{rewrap, ContentCell, Original};
use super::spec::{body_schema, generate};
use super::unknown::UnknownBody;

/// A body with its `dynamic` blocks expanded (see [`expand`](super::expand)).
#[derive(Debug)]
pub struct ExpandBody<'a> {
    original: Original<'a>,
    ctx: &'a EvalContext<'a>,
    iteration: Option<Arc<Iteration>>,
    hidden_attrs: BTreeSet<String>,
    hidden_blocks: BTreeMap<String, BlockHeaderSchema>,
}

impl<'a> ExpandBody<'a> {
    pub(super) fn new(body: &'a dyn Body, ctx: &'a EvalContext<'a>) -> ExpandBody<'a> {
        ExpandBody::over(Original::Borrowed(body), ctx, None)
    }

    fn over(
        original: Original<'a>,
        ctx: &'a EvalContext<'a>,
        iteration: Option<Arc<Iteration>>,
    ) -> ExpandBody<'a> {
        ExpandBody {
            original,
            ctx,
            iteration,
            hidden_attrs: BTreeSet::new(),
            hidden_blocks: BTreeMap::new(),
        }
    }

    fn original(&self) -> &dyn Body {
        self.original.get()
    }

    /// `schema` with `dynamic` blocks and what an earlier partial read took.
    fn extend_schema(&self, schema: &BodySchema) -> BodySchema {
        let mut ext = schema.clone();
        ext.blocks.push(BlockHeaderSchema {
            type_name: "dynamic".into(),
            label_names: vec!["type".into()],
        });
        ext.blocks.extend(self.hidden_blocks.values().cloned());
        for name in &self.hidden_attrs {
            ext = ext.attribute(name.clone(), false);
        }
        ext
    }

    fn read(&self, schema: &BodySchema, partial: bool) -> (BodyContent<'_>, Diagnostics) {
        let original = self.original();
        let ext = self.extend_schema(schema);
        let (raw, mut diags) = if partial {
            let (content, _, diags) = original.partial_content(&ext);
            (content, diags)
        } else {
            original.content(&ext)
        };
        let blocks = self.expand_blocks(schema, raw.blocks, partial, &mut diags);
        let content = BodyContent {
            attributes: self.prepare_attributes(raw.attributes),
            blocks,
            missing_item_range: original.missing_item_range(),
        };
        (content, diags)
    }

    /// The attributes not taken earlier, reading through the iterators.
    fn prepare_attributes<'s>(&self, raw: Attributes<'s>) -> Attributes<'s> {
        if self.hidden_attrs.is_empty() && self.iteration.is_none() {
            return raw;
        }
        raw.into_iter()
            .filter(|(name, _)| !self.hidden_attrs.contains(name))
            .map(|(name, mut attr)| {
                if let Some(it) = &self.iteration {
                    attr.expr = Box::new(IterationExpr {
                        inner: attr.expr,
                        iteration: it.clone(),
                    });
                }
                (name, attr)
            })
            .collect()
    }

    fn expand_blocks<'s>(
        &'s self,
        schema: &BodySchema,
        raw: Vec<Block<'s>>,
        partial: bool,
        diags: &mut Diagnostics,
    ) -> Vec<Block<'s>> {
        let mut blocks = Vec::with_capacity(raw.len());
        for block in raw {
            if block.type_name != "dynamic" {
                if !self.hidden_blocks.contains_key(&block.type_name) {
                    blocks.push(self.expand_static(block));
                }
                continue;
            }
            let real = block.labels.first().cloned().unwrap_or_default();
            if self.hidden_blocks.contains_key(&real) {
                continue;
            }
            let Some(block_schema) = schema.blocks.iter().find(|b| b.type_name == real) else {
                if !partial {
                    diags.push(Diagnostic::error(
                        "Unsupported block type",
                        format!("Blocks of type {} are not expected here.", go_quote(&real)),
                        block.label_ranges.first().cloned(),
                    ));
                }
                continue;
            };
            self.expand_dynamic(block_schema, block, &mut blocks, diags);
        }
        blocks
    }

    /// A block written as it is, whose own body expands too.
    fn expand_static<'s>(&'s self, block: Block<'s>) -> Block<'s> {
        rewrap(block, |body| {
            Box::new(ExpandBody::over(
                Original::Owned(body),
                self.ctx,
                self.iteration.clone(),
            ))
        })
    }

    /// The blocks a `dynamic` block generates, appended to `out`.
    fn expand_dynamic<'s>(
        &'s self,
        block_schema: &BlockHeaderSchema,
        block: Block<'s>,
        out: &mut Vec<Block<'s>>,
        diags: &mut Diagnostics,
    ) {
        let generated = generate(
            block_schema,
            block.body.as_ref(),
            self.iteration.as_ref(),
            self.ctx,
            diags,
        );
        if generated.is_empty() {
            return;
        }
        let dynamic_body: Rc<dyn Body + 's> = Rc::from(block.body);
        let labelled = !block_schema.label_names.is_empty();
        let type_range = block
            .label_ranges
            .first()
            .cloned()
            .unwrap_or_else(|| block.type_range.clone());
        for g in generated {
            let cell = ContentCell::new(dynamic_body.clone(), |body| {
                content_body(body.as_ref(), labelled)
            });
            let child = ExpandBody::over(Original::Content(cell), self.ctx, Some(g.iteration));
            let body: Box<dyn Body + 's> = if g.unknown {
                Box::new(UnknownBody(Box::new(child)))
            } else {
                Box::new(child)
            };
            out.push(Block {
                type_name: block_schema.type_name.clone(),
                labels: g.labels,
                body,
                def_range: block.def_range.clone(),
                type_range: type_range.clone(),
                label_ranges: g.label_ranges,
            });
        }
    }
}

/// The body of the `content` block of a `dynamic` block's body (which was checked to
/// have one; bodies do not change, but an empty body stands in if it had none).
fn content_body<'b>(dynamic_body: &'b (dyn Body + 'b), labelled: bool) -> Box<dyn Body + 'b> {
    let (content, _) = dynamic_body.content(&body_schema(labelled));
    match content.blocks.into_iter().next() {
        Some(block) => block.body,
        None => Box::new(EmptyBody(content.missing_item_range)),
    }
}

/// A body with nothing in it.
#[derive(Debug)]
pub(super) struct EmptyBody(pub(super) Range);

impl Body for EmptyBody {
    fn content(&self, _: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        let content = BodyContent {
            attributes: Attributes::new(),
            blocks: Vec::new(),
            missing_item_range: self.0.clone(),
        };
        (content, Diagnostics::new())
    }
    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        let (content, diags) = self.content(schema);
        (content, Box::new(EmptyBody(self.0.clone())), diags)
    }
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        (Attributes::new(), Diagnostics::new())
    }
    fn missing_item_range(&self) -> Range {
        self.0.clone()
    }
}

impl Body for ExpandBody<'_> {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        self.read(schema, false)
    }

    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        let (content, diags) = self.read(schema, true);
        let mut remain = ExpandBody::over(
            Original::Borrowed(self.original()),
            self.ctx,
            self.iteration.clone(),
        );
        remain.hidden_attrs = self.hidden_attrs.clone();
        remain.hidden_blocks = self.hidden_blocks.clone();
        remain
            .hidden_attrs
            .extend(schema.attributes.iter().map(|a| a.name.clone()));
        for b in &schema.blocks {
            remain.hidden_blocks.insert(b.type_name.clone(), b.clone());
        }
        (content, Box::new(remain), diags)
    }

    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        self.original().just_attributes()
    }

    fn missing_item_range(&self) -> Range {
        self.original().missing_item_range()
    }
}
