//! What a `dynamic "type" { for_each, iterator, labels, content }` block says, read
//! with the reference's diagnostics, and the header of each block it generates.

use std::sync::Arc;

use hcl2_core::{
    BlockHeaderSchema, Body, BodySchema, Diagnostic, Diagnostics, EvalContext, Expression, Range,
};
use hcl2_value::{convert, Type, Value};

use super::iteration::{in_scope, Iteration};

/// The schema of a `dynamic` block's body, for a block type with or without labels.
pub(super) fn body_schema(labels: bool) -> BodySchema {
    let schema = BodySchema::new()
        .attribute("for_each", true)
        .attribute("iterator", false);
    let schema = if labels {
        schema.attribute("labels", true)
    } else {
        schema
    };
    schema.block("content", Vec::<String>::new())
}

/// One block a `dynamic` block generates: its labels and its iterator.
pub(super) struct Generated {
    pub(super) labels: Vec<String>,
    pub(super) label_ranges: Vec<Range>,
    pub(super) iteration: Arc<Iteration>,
    /// Whether `for_each` was unknown, so this one block stands for an unknown number.
    pub(super) unknown: bool,
}

/// Reads the `dynamic` block body `body` for block type `block` inside `parent` (the
/// enclosing iteration, if any) over the scope `base`, and gives the blocks it
/// generates; nothing when there were errors (in `diags`).
pub(super) fn generate(
    block: &BlockHeaderSchema,
    body: &dyn Body,
    parent: Option<&Arc<Iteration>>,
    base: &EvalContext<'_>,
    diags: &mut Diagnostics,
) -> Vec<Generated> {
    let (content, content_diags) = body.content(&body_schema(!block.label_names.is_empty()));
    let failed = content_diags.has_errors();
    diags.extend(content_diags);
    if failed {
        return Vec::new();
    }
    let Some(for_each_attr) = content.attributes.get("for_each") else {
        return Vec::new();
    };
    let for_each_expr = for_each_attr.expr.as_ref();
    let (for_each, each_diags) = in_scope(parent, base, |ctx| for_each_expr.value(Some(ctx)));
    diags.extend(each_diags);
    let Some(for_each) = check_for_each(for_each, for_each_expr, diags) else {
        return Vec::new();
    };
    let iterator = match content.attributes.get("iterator") {
        Some(attr) => match iterator_name(attr.expr.as_ref(), diags) {
            Some(name) => name,
            None => return Vec::new(),
        },
        None => block.type_name.clone(),
    };
    let labels = match content.attributes.get("labels") {
        Some(attr) => match label_exprs(block, attr.expr.as_ref(), diags) {
            Some(labels) => labels,
            None => return Vec::new(),
        },
        None => Vec::new(),
    };
    if !one_content_block(&content, diags) {
        return Vec::new();
    }
    let (for_each, marks) = for_each.unmark();
    let elements = match for_each.elements() {
        Some(elements) if for_each.is_known() => elements,
        _ => {
            let it = Iteration::child(parent, &iterator, Value::dynamic(), Value::dynamic());
            return header(it, &labels, base, diags, true).into_iter().collect();
        }
    };
    let mut generated = Vec::with_capacity(elements.len());
    for (key, value) in elements {
        // The marks of the whole for_each go onto each key and value (as the current
        // reference does; the Debian build cannot iterate a marked value).
        let it = Iteration::child(
            parent,
            &iterator,
            key.with_marks(&marks),
            value.with_marks(&marks),
        );
        generated.extend(header(it, &labels, base, diags, false));
    }
    generated
}

/// `for_each` if it can be iterated (or is not known yet), or the reference's error.
fn check_for_each(
    for_each: Value,
    expr: &dyn Expression,
    diags: &mut Diagnostics,
) -> Option<Value> {
    let iterable = matches!(
        for_each.ty(),
        Type::List(_)
            | Type::Map(_)
            | Type::Set(_)
            | Type::Tuple(_)
            | Type::Object(_)
            | Type::Dynamic
    );
    let invalid = |detail: String| {
        Diagnostic::error("Invalid dynamic for_each value", detail, Some(expr.range()))
    };
    if !iterable {
        diags.push(invalid(format!(
            "Cannot use a {} value in for_each. An iterable collection is required.",
            for_each.ty().friendly_name()
        )));
        return None;
    }
    if for_each.is_null() {
        diags.push(invalid("Cannot use a null value in for_each.".into()));
        return None;
    }
    Some(for_each)
}

/// Whether the dynamic block has exactly one `content` block (else the error).
fn one_content_block(content: &hcl2_core::BodyContent<'_>, diags: &mut Diagnostics) -> bool {
    match content.blocks.as_slice() {
        [] => diags.push(Diagnostic::error(
            "Missing dynamic content block",
            "A dynamic block must have a nested block of type \"content\" to describe the body of each generated block.",
            Some(content.missing_item_range.clone()),
        )),
        [_] => return true,
        [_, second, ..] => diags.push(Diagnostic::error(
            "Extraneous dynamic content block",
            "Only one nested content block is allowed for each dynamic block.",
            Some(second.def_range.clone()),
        )),
    }
    false
}

/// The iterator name `iterator = name` gives.
fn iterator_name(expr: &dyn Expression, diags: &mut Diagnostics) -> Option<String> {
    let traversal = match expr.as_abs_traversal() {
        Ok(t) => t,
        Err(found) => {
            diags.extend(found);
            return None;
        }
    };
    if traversal.0.len() != 1 {
        diags.push(Diagnostic::error(
            "Invalid dynamic iterator name",
            "Dynamic iterator must be a single variable name.",
            traversal.range(),
        ));
        return None;
    }
    traversal.root_name().map(str::to_string)
}

/// The expressions of `labels = [...]`, one per label of the block type.
fn label_exprs<'e>(
    block: &BlockHeaderSchema,
    expr: &'e dyn Expression,
    diags: &mut Diagnostics,
) -> Option<Vec<Box<dyn Expression + 'e>>> {
    let items = match expr.as_list() {
        Ok(items) => items,
        Err(found) => {
            diags.extend(found);
            return None;
        }
    };
    let want = block.label_names.len();
    let detail = || {
        format!(
            "Blocks of type {} require {want} label(s).",
            hcl2_value::strings::go_quote(&block.type_name)
        )
    };
    if items.len() > want {
        diags.push(Diagnostic::error(
            "Extraneous dynamic block label",
            detail(),
            Some(items[want].range()),
        ));
        return None;
    }
    if items.len() < want {
        diags.push(Diagnostic::error(
            "Insufficient dynamic block labels",
            detail(),
            Some(expr.range()),
        ));
        return None;
    }
    Some(items)
}

/// The header of the block for iteration `it`: its labels evaluated in its scope.
fn header(
    it: Arc<Iteration>,
    labels: &[Box<dyn Expression + '_>],
    base: &EvalContext<'_>,
    diags: &mut Diagnostics,
    unknown: bool,
) -> Option<Generated> {
    let scope = it.context(base);
    let mut values = Vec::with_capacity(labels.len());
    for label in labels {
        let (value, label_diags) = label.value(Some(&scope));
        let failed = label_diags.has_errors();
        diags.extend(label_diags);
        if failed {
            return None;
        }
        let invalid = |detail: String| {
            Diagnostic::error("Invalid dynamic block label", detail, Some(label.range()))
        };
        let value = match convert(&value, &Type::String) {
            Ok(v) => v,
            Err(e) => {
                diags.push(invalid(format!(
                    "Cannot use this value as a dynamic block label: {}.",
                    e.message()
                )));
                return None;
            }
        };
        if value.is_null() {
            diags.push(invalid(
                "Cannot use a null value as a dynamic block label.".into(),
            ));
            return None;
        }
        if !value.is_known() {
            diags.push(invalid(
                "This value is not yet known. Dynamic block labels must be immediately-known values.".into(),
            ));
            return None;
        }
        if value.is_marked() {
            // Labels are plain strings: a marked (say, sensitive) value must not leak
            // into one.
            diags.push(invalid(
                "Cannot use a marked value as a dynamic block label.".into(),
            ));
            return None;
        }
        values.push(value.as_str().unwrap_or_default().to_string());
    }
    Some(Generated {
        labels: values,
        label_ranges: labels.iter().map(|l| l.range()).collect(),
        iteration: it,
        unknown,
    })
}
