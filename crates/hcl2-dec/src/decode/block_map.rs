//! Block map and object specs: every block of a type, keyed by its labels.

use std::collections::BTreeMap;

use hcl2_core::{BodyContent, Diagnostic, Diagnostics, EvalContext};
use hcl2_value::strings::go_quote;
use hcl2_value::{Type, Value};

use super::decode_body;
use crate::implied_type::{block_map_type, implied_type};
use crate::label::{blocks_of_type, labels_of};
use crate::spec::BlockMapSpec;

/// Which structure the levels of labels form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Maps: every value must have the same type.
    Map,
    /// Objects: each value keeps its type.
    Object,
}

/// One level of the result being built: a decoded value, or the next level of labels.
enum Node {
    Leaf(Value),
    Level(BTreeMap<String, Node>),
}

/// Every block of the type decoded with the nested spec, one level of nesting per label
/// name (the remaining labels go to the nested spec's label specs). A block whose labels
/// were all used before is a "Duplicate ... block" error and is left out.
pub(crate) fn decode(
    spec: &BlockMapSpec,
    kind: Kind,
    content: &BodyContent<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let mut diags = Diagnostics::new();
    let depth = spec.label_names.len();
    if depth == 0 {
        diags.push(invalid(
            content,
            "Invalid block label name list",
            "A block_map must have at least one label specified.",
        ));
        return (Value::unknown(implied_type_of(spec, kind)), diags);
    }
    if kind == Kind::Map && implied_type_of(spec, kind).has_dynamic_types() {
        diags.push(invalid(
            content,
            "Invalid block_map spec",
            "A block_map spec may not contain attributes with type 'any'.",
        ));
        return (Value::dynamic(), diags);
    }
    let mut root: BTreeMap<String, Node> = BTreeMap::new();
    for block in blocks_of_type(&content.blocks, &spec.type_name) {
        let labels = labels_of(block);
        if labels.len() < depth {
            // The schema only lets through blocks with every label.
            continue;
        }
        let (value, _, block_diags) = decode_body(
            block.body.as_ref(),
            &labels[depth..],
            ctx,
            &spec.nested,
            false,
        );
        diags.extend(block_diags);
        // Every block has the same number of labels, so no level is ever a value.
        let Some(level) = descend(&mut root, &block.labels[..depth - 1]) else {
            continue;
        };
        let key = &block.labels[depth - 1];
        if level.contains_key(key) {
            let labels: String = block
                .labels
                .iter()
                .map(|l| format!(" {}", go_quote(l)))
                .collect();
            let name = &spec.type_name;
            diags.push(Diagnostic::error(
                format!("Duplicate {name} block"),
                format!(
                    "A block for {name}{labels} was already defined. The {name} labels must be unique."
                ),
                Some(block.def_range.clone()),
            ));
            continue;
        }
        level.insert(key.clone(), Node::Leaf(value));
    }
    if root.is_empty() {
        let value = match kind {
            Kind::Map => Value::empty_map(implied_type(&spec.nested)),
            Kind::Object => Value::empty_object(),
        };
        return (value, diags);
    }
    match build(root, kind) {
        Ok(value) => (value, diags),
        Err(message) => {
            diags.push(invalid(
                content,
                &format!("Unconsistent argument types in {} blocks", spec.type_name),
                &format!("Corresponding attributes in all blocks of this type must be the same: {message}."),
            ));
            (Value::dynamic(), diags)
        }
    }
}

/// The level `keys` lead to from `level`, creating levels as needed; `None` if a value
/// is in the way.
fn descend<'m>(
    mut level: &'m mut BTreeMap<String, Node>,
    keys: &[String],
) -> Option<&'m mut BTreeMap<String, Node>> {
    for key in keys {
        match level
            .entry(key.clone())
            .or_insert_with(|| Node::Level(BTreeMap::new()))
        {
            Node::Level(next) => level = next,
            Node::Leaf(_) => return None,
        }
    }
    Some(level)
}

/// The value of one level: a map or object of its entries.
fn build(level: BTreeMap<String, Node>, kind: Kind) -> Result<Value, String> {
    let mut entries = Vec::with_capacity(level.len());
    for (key, node) in level {
        let value = match node {
            Node::Leaf(value) => value,
            Node::Level(next) => build(next, kind)?,
        };
        entries.push((key, value));
    }
    match kind {
        Kind::Map => Value::map(entries).map_err(|e| e.message().to_owned()),
        Kind::Object => Ok(Value::object(entries)),
    }
}

/// The result type: a map per label level, or dynamic for objects.
fn implied_type_of(spec: &BlockMapSpec, kind: Kind) -> Type {
    match kind {
        Kind::Map => block_map_type(spec),
        Kind::Object => Type::Dynamic,
    }
}

/// An error about the spec or the blocks as a whole, where the blocks would go.
fn invalid(content: &BodyContent<'_>, summary: &str, detail: &str) -> Diagnostic {
    Diagnostic::error(summary, detail, Some(content.missing_item_range.clone()))
}
