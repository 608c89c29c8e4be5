//! Block list, tuple and set specs: the nested spec applied to every block of a type.

use hcl2_core::{Block, BodyContent, Diagnostic, Diagnostics, EvalContext, Range};
use hcl2_value::strings::go_quote;
use hcl2_value::unify_values_unsafe;
use hcl2_value::{convert, unify_unsafe, Type, Value};

use super::decode_body;
use super::streamed::Content;
use crate::implied_type::implied_type;
use crate::label::{blocks_of_type, labels_of};
use crate::source_range::source_range_in;
use crate::spec::BlockListSpec;

/// Which collection the blocks' values form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A list: the values are unified to one type.
    List,
    /// A tuple: each value keeps its type.
    Tuple,
    /// A set: as a list, without order or duplicates.
    Set,
}

/// Every block of the type decoded with the nested spec, in source order, with the
/// reference's checks of the number of blocks ("Insufficient ... blocks" where the
/// blocks would go, "Too many ... blocks" at the first block over the limit) and, for
/// lists and sets, of the values' types.
pub(crate) fn decode(
    spec: &BlockListSpec,
    kind: Kind,
    content: &Content<'_, '_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    if let Some(mut taken) = content.take_streamed(spec) {
        let elems = std::mem::take(&mut taken.elems);
        let diags = std::mem::replace(&mut taken.diags, Diagnostics::new());
        let range_of = |i: usize| content.range_of(&taken, i);
        return collect(spec, kind, content, elems, diags, &range_of);
    }
    let mut diags = Diagnostics::new();
    let blocks: Vec<&Block<'_>> = blocks_of_type(&content.blocks, &spec.type_name).collect();
    let mut elems = Vec::with_capacity(blocks.len());
    for block in &blocks {
        let (value, _, block_diags) = decode_body(
            block.body.as_ref(),
            &labels_of(block),
            ctx,
            &spec.nested,
            false,
        );
        diags.extend(block_diags);
        elems.push(value);
    }
    let range_of = |i: usize| -> Range {
        let block = blocks[i];
        source_range_in(block.body.as_ref(), &labels_of(block), &spec.nested)
    };
    collect(spec, kind, content, elems, diags, &range_of)
}

/// The blocks' values `elems` as the collection, after the checks of their number and
/// types; `range_of` gives the source range of the block at an index.
fn collect(
    spec: &BlockListSpec,
    kind: Kind,
    content: &BodyContent<'_>,
    elems: Vec<Value>,
    mut diags: Diagnostics,
    range_of: &dyn Fn(usize) -> Range,
) -> (Value, Diagnostics) {
    let name = &spec.type_name;
    if elems.len() < spec.min_items {
        diags.push(Diagnostic::error(
            format!("Insufficient {name} blocks"),
            format!(
                "At least {} {} blocks are required.",
                spec.min_items,
                go_quote(name)
            ),
            Some(content.missing_item_range.clone()),
        ));
    } else if spec.max_items > 0 && elems.len() > spec.max_items {
        diags.push(Diagnostic::error(
            format!("Too many {name} blocks"),
            format!(
                "No more than {} {} blocks are allowed",
                spec.max_items,
                go_quote(name)
            ),
            Some(range_of(spec.max_items)),
        ));
    }
    if elems.is_empty() {
        let value = match kind {
            Kind::List => Value::empty_list(implied_type(&spec.nested)),
            Kind::Tuple => Value::empty_tuple(),
            Kind::Set => Value::empty_set(implied_type(&spec.nested)),
        };
        return (value, diags);
    }
    if kind == Kind::Tuple {
        return (Value::tuple(elems), diags);
    }
    match unified(elems, kind) {
        Ok(value) => (value, diags),
        Err(Inconsistent { index, message }) => {
            let detail = match message {
                None => "Corresponding attributes in all blocks of this type must be the same."
                    .to_string(),
                Some(m) => {
                    format!("Block with index {index} has inconsistent argument types: {m}.")
                }
            };
            diags.push(Diagnostic::error(
                format!("Unconsistent argument types in {name} blocks"),
                detail,
                Some(range_of(index)),
            ));
            (Value::dynamic(), diags)
        }
    }
}

/// Why the blocks' values cannot form one collection: the block at fault, and the
/// conversion error (none when the types have nothing in common).
struct Inconsistent {
    index: usize,
    message: Option<String>,
}

/// The values unified (as the reference's unsafe unification converts them) into a
/// list or set.
fn unified(elems: Vec<Value>, kind: Kind) -> Result<Value, Inconsistent> {
    let build = |converted| match kind {
        Kind::Set => Value::set(converted),
        _ => Value::list(converted),
    };
    // Blocks decoded alike have one type: unification keeps it and converts nothing
    // (it unifies the distinct types only), so the values are taken as they are.
    if let Some(first) = elems.first().map(|v| v.ty().clone()) {
        if elems.iter().all(|v| *v.ty() == first)
            && unify_unsafe(std::slice::from_ref(&first)).as_ref() == Some(&first)
        {
            return build(elems).map_err(|e| Inconsistent {
                index: 0,
                message: Some(e.message().to_owned()),
            });
        }
    }
    let types: Vec<Type> = elems.iter().map(|v| v.ty().clone()).collect();
    let Some(ty) = unify_unsafe(&types) else {
        return Err(Inconsistent {
            index: 0,
            message: None,
        });
    };
    let converted = match unify_values_unsafe(&elems) {
        Ok((_, converted)) => converted,
        Err(e) => {
            // The first value that does not convert is the one at fault.
            let index = elems
                .iter()
                .position(|v| convert(v, &ty).is_err())
                .unwrap_or(0);
            return Err(Inconsistent {
                index,
                message: Some(e.message().to_owned()),
            });
        }
    };
    build(converted).map_err(|e| Inconsistent {
        index: 0,
        message: Some(e.message().to_owned()),
    })
}
