//! Block specs: the nested spec applied to the one block of a type.

use hcl2_core::{Block, BodyContent, Diagnostic, Diagnostics, EvalContext};
use hcl2_value::strings::go_quote;
use hcl2_value::Value;

use super::decode_body;
use crate::implied_type::implied_type;
use crate::label::{blocks_of_type, labels_of};
use crate::spec::BlockSpec;

/// The first block of the type decoded with the nested spec. A second block is a
/// "Duplicate ... block" error (later ones are not reported); no block gives null of the
/// nested spec's type, and "Missing ... block" if one is required.
pub(super) fn decode(
    spec: &BlockSpec,
    content: &BodyContent<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let mut diags = Diagnostics::new();
    let mut found: Option<&Block<'_>> = None;
    for candidate in blocks_of_type(&content.blocks, &spec.type_name) {
        if let Some(first) = found {
            diags.push(Diagnostic::error(
                format!("Duplicate {} block", spec.type_name),
                format!(
                    "Only one block of type {} is allowed. Previous definition was at {}.",
                    go_quote(&spec.type_name),
                    first.def_range
                ),
                Some(candidate.def_range.clone()),
            ));
            break;
        }
        found = Some(candidate);
    }
    let Some(block) = found else {
        if spec.required {
            diags.push(missing_block(&spec.type_name, content));
        }
        return (Value::null(implied_type(&spec.nested)), diags);
    };
    let (value, _, block_diags) = decode_body(
        block.body.as_ref(),
        &labels_of(block),
        ctx,
        &spec.nested,
        false,
    );
    diags.extend(block_diags);
    (value, diags)
}

/// "Missing ... block", where the block would have gone.
pub(super) fn missing_block(type_name: &str, content: &BodyContent<'_>) -> Diagnostic {
    Diagnostic::error(
        format!("Missing {type_name} block"),
        format!("A block of type {} is required here.", go_quote(type_name)),
        Some(content.missing_item_range.clone()),
    )
}
