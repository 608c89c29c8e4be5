//! Block sequences decoded while the body hands their blocks over, so that a list of a
//! million blocks never has all its blocks built at once: each block is decoded as it
//! is taken and only its value is kept.
//!
//! Only a list, tuple or set spec reached from the body's spec through objects and
//! tuples alone, and the only spec reading its block type, takes its blocks this way:
//! its blocks are then read by it alone, exactly once, in source order, as they would
//! be from collected content. Its diagnostics are kept aside and reported where the
//! spec's value is built, so they come in the same order.

use std::cell::RefCell;
use std::ops::Deref;

use hcl2_core::{Block, Body, BodyContent, BodySchema, Diagnostics, EvalContext, Range};
use hcl2_value::Value;

use super::decode_body;
use crate::label::labels_of;
use crate::source_range::source_range_in;
use crate::spec::{BlockListSpec, Spec};

/// What one sequence spec took while the content was taken.
pub(crate) struct Streamed<'s> {
    spec: &'s BlockListSpec,
    /// The blocks' values, in source order.
    pub elems: Vec<Value>,
    /// What decoding the blocks reported.
    pub diags: Diagnostics,
    /// The source range of the first block over the spec's limit, if any.
    over_limit: Option<Range>,
}

/// The sequence specs of `spec`'s body that take their blocks one by one.
pub(crate) fn plan<'s>(spec: &'s Spec, schema: &BodySchema) -> Vec<Streamed<'s>> {
    let mut found = Vec::new();
    let mut stack = vec![spec];
    while let Some(spec) = stack.pop() {
        match spec {
            Spec::Object(specs) => stack.extend(specs.values()),
            Spec::Tuple(specs) => stack.extend(specs),
            Spec::BlockList(s) | Spec::BlockTuple(s) | Spec::BlockSet(s) => {
                let readers = schema.blocks.iter();
                if readers.filter(|b| b.type_name == s.type_name).count() == 1 {
                    found.push(Streamed {
                        spec: s,
                        elems: Vec::new(),
                        diags: Diagnostics::new(),
                        over_limit: None,
                    });
                }
            }
            _ => {}
        }
    }
    found
}

/// Decodes `block` if a planned spec reads its type; otherwise gives it back.
pub(crate) fn offer<'b>(
    plan: &mut [Streamed<'_>],
    block: Block<'b>,
    ctx: Option<&EvalContext<'_>>,
) -> Option<Block<'b>> {
    let Some(taker) = plan
        .iter_mut()
        .find(|s| s.spec.type_name == block.type_name)
    else {
        return Some(block);
    };
    let spec = taker.spec;
    let labels = labels_of(&block);
    let (value, _, diags) = decode_body(block.body.as_ref(), &labels, ctx, &spec.nested, false);
    taker.diags.extend(diags);
    if spec.max_items > 0 && taker.elems.len() == spec.max_items {
        taker.over_limit = Some(source_range_in(block.body.as_ref(), &labels, &spec.nested));
    }
    taker.elems.push(value);
    None
}

/// What a spec's value is built from: the content taken with the body's schema, and
/// what the sequence specs took while it was taken. It reads as the content.
pub(crate) struct Content<'c, 'b> {
    taken: &'c BodyContent<'b>,
    streamed: RefCell<Vec<Streamed<'c>>>,
    body: &'c dyn Body,
    schema: &'c BodySchema,
}

impl<'c, 'b> Content<'c, 'b> {
    /// Content taken whole.
    pub(crate) fn collected(
        taken: &'c BodyContent<'b>,
        body: &'c dyn Body,
        schema: &'c BodySchema,
    ) -> Content<'c, 'b> {
        Content::streamed(taken, Vec::new(), body, schema)
    }

    /// Content whose planned sequences took their blocks as it was taken.
    pub(crate) fn streamed(
        taken: &'c BodyContent<'b>,
        streamed: Vec<Streamed<'c>>,
        body: &'c dyn Body,
        schema: &'c BodySchema,
    ) -> Content<'c, 'b> {
        Content {
            taken,
            streamed: RefCell::new(streamed),
            body,
            schema,
        }
    }

    /// What `spec` took, if it took its blocks as they came (handed out once).
    pub(crate) fn take_streamed(&self, spec: &BlockListSpec) -> Option<Streamed<'c>> {
        let mut streamed = self.streamed.borrow_mut();
        let at = streamed.iter().position(|s| std::ptr::eq(s.spec, spec))?;
        Some(streamed.swap_remove(at))
    }

    /// The source range of the block at `index` among those `taken` decoded: kept if it
    /// was the first over the limit, otherwise found by taking the content again and
    /// keeping that block alone (only errors ask).
    pub(crate) fn range_of(&self, taken: &Streamed<'_>, index: usize) -> Range {
        if let Some(range) = &taken.over_limit {
            if index == taken.spec.max_items {
                return range.clone();
            }
        }
        let spec = taken.spec;
        let mut seen = 0;
        let mut found = None;
        let _ = self.body.content_keeping(self.schema, &mut |block| {
            if block.type_name == spec.type_name {
                if seen == index {
                    found = Some(source_range_in(
                        block.body.as_ref(),
                        &labels_of(&block),
                        &spec.nested,
                    ));
                }
                seen += 1;
            }
            None
        });
        found.unwrap_or_else(|| self.taken.missing_item_range.clone())
    }
}

impl<'b> Deref for Content<'_, 'b> {
    type Target = BodyContent<'b>;

    fn deref(&self) -> &BodyContent<'b> {
        self.taken
    }
}
