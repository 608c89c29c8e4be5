//! Writing a serialized [`Node`] as a body: attributes for plain values, blocks for
//! block-marked ones (inside a marker, each map is a level of labels, each sequence
//! repeats the block, and a struct is the block's body), then laid out by the
//! formatter.

use super::node::Node;
use crate::literal::{object, quote, tuple};
use crate::Error;

/// The body text of a top-level node (a struct or map), before formatting.
pub(crate) fn body(node: &Node) -> Result<String, Error> {
    let (Node::Map(entries) | Node::Struct(entries)) = node else {
        return Err(Error::message(
            "only a struct or a map can be written as an HCL body",
        ));
    };
    let mut out = String::new();
    entries_body(entries, &mut out)?;
    Ok(out)
}

fn entries_body<'n>(
    entries: impl IntoIterator<Item = &'n (String, Node)>,
    out: &mut String,
) -> Result<(), Error> {
    for (name, node) in entries {
        match node {
            Node::None => {}
            Node::Block(inner) => blocks(name, &mut Vec::new(), inner, out)?,
            Node::Seq(items) if !items.is_empty() && items.iter().all(is_block) => {
                for item in items {
                    blocks(name, &mut Vec::new(), item, out)?;
                }
            }
            _ => {
                if !hcl2_native::valid_identifier(name) {
                    return Err(Error::message(format!(
                        "`{name}` cannot be an attribute name: it is not an identifier"
                    )));
                }
                out.push_str(name);
                out.push_str(" = ");
                expression(node, out)?;
                out.push('\n');
            }
        }
    }
    Ok(())
}

fn is_block(n: &Node) -> bool {
    matches!(n, Node::Block(_))
}

/// The blocks of type `kind` a block-marked node holds, under `labels` so far.
fn blocks(
    kind: &str,
    labels: &mut Vec<String>,
    node: &Node,
    out: &mut String,
) -> Result<(), Error> {
    match node {
        Node::None => Ok(()),
        Node::Block(inner) => blocks(kind, labels, inner, out),
        Node::Seq(items) => items.iter().try_for_each(|i| blocks(kind, labels, i, out)),
        Node::Map(entries) => {
            for (label, inner) in entries {
                labels.push(label.clone());
                blocks(kind, labels, inner, out)?;
                labels.pop();
            }
            Ok(())
        }
        Node::Struct(entries) => {
            if !hcl2_native::valid_identifier(kind) {
                return Err(Error::message(format!(
                    "`{kind}` cannot be a block type: it is not an identifier"
                )));
            }
            let (own, body) = label_fields(kind, entries)?;
            out.push_str(kind);
            for l in labels.iter().map(String::as_str).chain(own) {
                out.push(' ');
                out.push_str(&quote(l));
            }
            out.push_str(" {\n");
            entries_body(body, out)?;
            out.push_str("}\n");
            Ok(())
        }
        _ => Err(Error::message(format!(
            "the `{kind}` block must hold a struct (its body) or a map of labels"
        ))),
    }
}

/// A block's labels and its body's entries.
type Split<'n> = (Vec<&'n str>, Vec<&'n (String, Node)>);

/// A block body's `@` fields (its own labels, after those of the map levels, as the
/// facade's decoder reads them) and its other fields.
fn label_fields<'n>(kind: &str, entries: &'n [(String, Node)]) -> Result<Split<'n>, Error> {
    let mut labels = Vec::new();
    let mut body = Vec::new();
    for entry in entries {
        let (name, node) = entry;
        match (name.strip_prefix('@'), node) {
            (None, _) => body.push(entry),
            (Some(_), Node::Str(label)) => labels.push(label.as_str()),
            (Some(_), _) => {
                return Err(Error::message(format!(
                    "the label field `{name}` of a `{kind}` block must be a string"
                )))
            }
        }
    }
    Ok((labels, body))
}

/// An expression's source.
fn expression(node: &Node, out: &mut String) -> Result<(), Error> {
    match node {
        Node::None => out.push_str("null"),
        Node::Expr(src) => out.push_str(src),
        Node::Str(s) => out.push_str(&quote(s)),
        Node::Seq(items) => tuple(items, out, expression)?,
        Node::Map(entries) => {
            object(
                entries.iter().map(|(k, v)| (k.as_str(), v)),
                out,
                expression,
            )?;
        }
        Node::Struct(entries) => {
            let written = entries.iter().filter(|(_, v)| *v != Node::None);
            object(written.map(|(k, v)| (k.as_str(), v)), out, expression)?;
        }
        Node::Block(_) => {
            return Err(Error::message(
                "a block cannot be written inside an expression",
            ))
        }
    }
    Ok(())
}
