//! Block attribute specs: the attributes of the one block of a type, as a map.

use hcl2_core::{Block, BodyContent, Diagnostic, Diagnostics, EvalContext, Range};
use hcl2_value::strings::go_quote;
use hcl2_value::unify_values;
use hcl2_value::{Type, Value};

use super::block::missing_block;
use crate::label::blocks_of_type;
use crate::spec::BlockAttrsSpec;

/// The first block of the type and the second, if there is one.
pub(crate) fn find_block<'c, 'b>(
    spec: &'c BlockAttrsSpec,
    content: &'c BodyContent<'b>,
) -> (Option<&'c Block<'b>>, Option<&'c Block<'b>>) {
    let mut blocks = blocks_of_type(&content.blocks, &spec.type_name);
    (blocks.next(), blocks.next())
}

/// A map of the block's attributes, each converted to the element type ("Invalid
/// attribute value" and an unknown element when one does not convert). No block gives a
/// null map ("Missing ... block" if one is required); a second block is a "Duplicate
/// ... block" error and is ignored.
pub(super) fn decode(
    spec: &BlockAttrsSpec,
    content: &BodyContent<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let mut diags = Diagnostics::new();
    let map_type = Type::map(spec.element_type.clone());
    let (block, other) = find_block(spec, content);
    let Some(block) = block else {
        if spec.required {
            diags.push(missing_block(&spec.type_name, content));
        }
        return (Value::null(map_type), diags);
    };
    if let Some(other) = other {
        diags.push(Diagnostic::error(
            format!("Duplicate {} block", spec.type_name),
            format!(
                "Only one block of type {} is allowed. Previous definition was at {}.",
                go_quote(&spec.type_name),
                block.def_range
            ),
            Some(other.def_range.clone()),
        ));
    }
    let (attrs, attr_diags) = block.body.just_attributes();
    diags.extend(attr_diags);
    if attrs.is_empty() {
        return (Value::empty_map(spec.element_type.clone()), diags);
    }
    let mut entries = Vec::with_capacity(attrs.len());
    for (name, attr) in &attrs {
        let (value, value_diags) = attr.expr.value(ctx);
        diags.extend(value_diags);
        let value = match super::convert_bounded(&value, &spec.element_type, ctx) {
            Ok(value) => value,
            Err(e) => {
                let expr_range = attr.expr.range();
                diags.push(
                    Diagnostic::error(
                        "Invalid attribute value",
                        format!(
                            "Invalid value for attribute of {} block: {}.",
                            go_quote(&spec.type_name),
                            e.message()
                        ),
                        Some(expr_range.clone()),
                    )
                    .with_context(Range::between(&attr.name_range, &expr_range)),
                );
                Value::unknown(spec.element_type.clone())
            }
        };
        entries.push((name.clone(), value));
    }
    match Value::map(entries.iter().map(|(k, v)| (k, v.clone()))) {
        Ok(map) => (map, diags),
        // Values of an element type with `any` in it may differ in type; a map needs one
        // (the reference cannot build this map at all).
        Err(_) => {
            let values: Vec<Value> = entries.iter().map(|(_, v)| v.clone()).collect();
            match unify_values(&values) {
                Ok((_, unified)) => {
                    let names = entries.iter().map(|(k, _)| k);
                    match Value::map(names.zip(unified)) {
                        Ok(map) => (map, diags),
                        Err(e) => inconsistent(spec, block, e.message().to_owned(), diags),
                    }
                }
                Err(e) => inconsistent(spec, block, e.message().to_owned(), diags),
            }
        }
    }
}

/// The error for attribute values of no common type, at the block's header.
fn inconsistent(
    spec: &BlockAttrsSpec,
    block: &Block<'_>,
    message: String,
    mut diags: Diagnostics,
) -> (Value, Diagnostics) {
    diags.push(Diagnostic::error(
        "Invalid attribute value",
        format!(
            "Invalid value for attribute of {} block: {message}.",
            go_quote(&spec.type_name)
        ),
        Some(block.def_range.clone()),
    ));
    (Value::unknown(Type::map(spec.element_type.clone())), diags)
}
