//! Bodies and blocks: the object tree `hcl2json` builds, labels nesting as objects and
//! blocks collecting in arrays, then written with sorted keys.

use std::collections::BTreeMap;

use hcl2_core::Diagnostic;
use hcl2_native::ast::{Block, BlockHeader, Body, Tree};
use hcl2_value::json::write_json_string;
use hcl2_value::strings::go_quote;

use super::expr::Converter;
use super::Failure;

/// A converted body: properties by name, in Go's (bytewise) key order.
pub(super) type Object = BTreeMap<String, Node>;

/// One property of a converted body.
#[derive(Debug)]
pub(super) enum Node {
    /// The next label level of labelled blocks.
    Labels(Object),
    /// The bodies of the blocks with the same type and labels, in source order.
    Blocks(Vec<Object>),
    /// An attribute's value, as JSON text.
    Json(String),
}

/// The object for `body`: its blocks, then its attributes.
pub(super) fn convert(body: &Body, tree: Tree<'_>) -> Result<Object, Failure> {
    let converter = Converter::new(tree);
    let mut out = Object::new();
    for block in body.blocks(tree.nodes) {
        add_block(block, tree, &mut out).map_err(|f| f.within("convert block: "))?;
    }
    for attr in body.attributes(tree) {
        let mut json = String::new();
        converter
            .value(&attr.expr, &mut json)
            .map_err(|f| f.within("convert expression: "))?;
        out.insert(attr.name(tree.text()).to_owned(), Node::Json(json));
    }
    Ok(out)
}

/// Adds `block` to the body object `out`: one object level per label, then its body
/// appended to the array at the last one.
fn add_block(block: &Block, tree: Tree<'_>, mut out: &mut Object) -> Result<(), Failure> {
    let header = block.header(tree);
    let mut key = header.type_name();
    for label in header.labels() {
        let level = out
            .entry(key.to_owned())
            .or_insert_with(|| Node::Labels(Object::new()));
        out = match level {
            Node::Labels(next) => next,
            _ => return Err(shape_failure(&header, tree, unlabelled_message(&header))),
        };
        key = label.value();
    }
    let value = convert(&header.body(), tree).map_err(|f| f.within("convert body: "))?;
    match out
        .entry(key.to_owned())
        .or_insert_with(|| Node::Blocks(Vec::new()))
    {
        Node::Blocks(bodies) => bodies.push(value),
        _ => {
            let message = format!(
                "invalid HCL detected for {} block, cannot have blocks with and without labels",
                go_quote(key)
            );
            return Err(shape_failure(&header, tree, message));
        }
    }
    Ok(())
}

/// `hcl2json`'s message for a labelled block under a name that unlabelled blocks took.
fn unlabelled_message(header: &BlockHeader<'_>) -> String {
    let mut names = vec![header.type_name()];
    names.extend(header.labels().iter().map(|l| l.value()));
    format!("Unable to convert Block to JSON: {}", names.join("."))
}

/// A block whose labels do not fit the JSON shape of the blocks before it.
fn shape_failure(header: &BlockHeader<'_>, tree: Tree<'_>, message: String) -> Failure {
    let detail = "In JSON, blocks of one type must all have the same number of labels, since labels nest as object properties. This block does not fit the ones before it.";
    let diagnostic = Diagnostic::error(
        "Block has no JSON form",
        detail,
        Some(tree.range(header.type_span().to(header.open_brace_span()))),
    );
    Failure::new(message, diagnostic)
}

/// Writes `object` as compact JSON.
pub(super) fn write(object: &Object, out: &mut String) {
    out.push('{');
    for (i, (key, node)) in object.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_json_string(out, key);
        out.push(':');
        match node {
            Node::Labels(next) => write(next, out),
            Node::Json(json) => out.push_str(json),
            Node::Blocks(bodies) => {
                out.push('[');
                for (j, body) in bodies.iter().enumerate() {
                    if j > 0 {
                        out.push(',');
                    }
                    write(body, out);
                }
                out.push(']');
            }
        }
    }
    out.push('}');
}
