//! Reading a tree: attributes by name and blocks by type and labels, in one body or at
//! any depth; an attribute's expression as text and parsed; a block's labels; the
//! comments before an item and after it.

use hcl2_core::Pos;
use hcl2_native::ast::Expr;
use hcl2_native::Parsed;

use super::{Attribute, Block, Body, Item};
use crate::Error;

impl<'s> Body<'s> {
    /// The items, to edit in place.
    pub fn items_mut(&mut self) -> &mut [Item<'s>] {
        &mut self.items
    }

    /// The attributes, in order.
    pub fn attributes(&self) -> impl Iterator<Item = &Attribute<'s>> {
        self.items.iter().filter_map(|i| match i {
            Item::Attribute(a) => Some(a),
            _ => None,
        })
    }

    /// The blocks, in order.
    pub fn blocks(&self) -> impl Iterator<Item = &Block<'s>> {
        self.items.iter().filter_map(|i| match i {
            Item::Block(b) => Some(b),
            _ => None,
        })
    }

    /// The attribute called `name`, if there is one.
    pub fn attribute(&self, name: &str) -> Option<&Attribute<'s>> {
        self.attributes().find(|a| a.name() == name)
    }

    /// The attribute called `name`, to edit.
    pub fn attribute_mut(&mut self, name: &str) -> Option<&mut Attribute<'s>> {
        self.items.iter_mut().find_map(|i| match i {
            Item::Attribute(a) if a.name() == name => Some(a),
            _ => None,
        })
    }

    /// The first block of type `kind` whose labels are `labels`.
    pub fn block(&self, kind: &str, labels: &[&str]) -> Option<&Block<'s>> {
        self.blocks().find(|b| b.is(kind, labels))
    }

    /// The first block of type `kind` whose labels are `labels`, to edit.
    pub fn block_mut(&mut self, kind: &str, labels: &[&str]) -> Option<&mut Block<'s>> {
        self.items.iter_mut().find_map(|i| match i {
            Item::Block(b) if b.is(kind, labels) => Some(b),
            _ => None,
        })
    }

    /// Every block of type `kind` in this body and in the bodies of its blocks, at any
    /// depth, in document order.
    pub fn find_blocks(&self, kind: &str) -> Vec<&Block<'s>> {
        let mut out = Vec::new();
        self.walk_blocks(&mut |b| {
            if b.kind() == kind {
                out.push(b);
            }
        });
        out
    }

    /// Every attribute called `name` in this body and in its blocks, at any depth.
    pub fn find_attributes(&self, name: &str) -> Vec<&Attribute<'s>> {
        let mut out: Vec<&Attribute<'s>> = self.attributes().filter(|a| a.name() == name).collect();
        self.walk_blocks(&mut |b| out.extend(b.body.attributes().filter(|a| a.name() == name)));
        out
    }

    /// Calls `f` on every block of type `kind` in this body and in the bodies of its
    /// blocks, at any depth, in document order, to edit them.
    pub fn for_each_block_mut(&mut self, kind: &str, f: &mut dyn FnMut(&mut Block<'s>)) {
        for item in &mut self.items {
            if let Item::Block(b) = item {
                if b.kind() == kind {
                    f(b);
                }
                b.body.for_each_block_mut(kind, f);
            }
        }
    }

    fn walk_blocks<'a>(&'a self, f: &mut dyn FnMut(&'a Block<'s>)) {
        for b in self.blocks() {
            f(b);
            b.body.walk_blocks(f);
        }
    }

    /// The index in [`Body::items`] of the attribute called `name`.
    pub fn attribute_index(&self, name: &str) -> Option<usize> {
        self.items
            .iter()
            .position(|i| matches!(i, Item::Attribute(a) if a.name() == name))
    }

    /// The index in [`Body::items`] of the first block of type `kind` with `labels`.
    pub fn block_index(&self, kind: &str, labels: &[&str]) -> Option<usize> {
        self.items
            .iter()
            .position(|i| matches!(i, Item::Block(b) if b.is(kind, labels)))
    }

    /// The comment lines right before item `index` (no blank line between), as written
    /// (markers and newlines included).
    pub fn leading_comments(&self, index: usize) -> Vec<&str> {
        let start = self.leading_comment_start(index);
        self.items[start..index.min(self.items.len())]
            .iter()
            .filter_map(|i| match i {
                Item::Other(o) => Some(o.text.trim_start_matches([' ', '\t'])),
                _ => None,
            })
            .collect()
    }

    /// The first index of the run of comment lines that ends right before `index`.
    pub(crate) fn leading_comment_start(&self, index: usize) -> usize {
        let mut start = index.min(self.items.len());
        while start > 0 {
            match &self.items[start - 1] {
                Item::Other(o) if is_comment_line(&o.text) => start -= 1,
                _ => break,
            }
        }
        start
    }
}

/// Whether a line holds only a comment (and blanks).
fn is_comment_line(text: &str) -> bool {
    let t = text.trim_start_matches([' ', '\t']);
    (t.starts_with('#')
        || t.starts_with("//")
        || (t.starts_with("/*") && t.trim_end().ends_with("*/")))
        && !t.trim_end().is_empty()
}

/// The comment in a line's trailing text, if there is one (markers included, newline
/// excluded).
pub(crate) fn trailing_comment(trailing: &str) -> Option<&str> {
    let t = trailing.trim_start_matches([' ', '\t']);
    let t = t.trim_end_matches(['\n', '\r']);
    (!t.is_empty()).then_some(t)
}

impl Attribute<'_> {
    /// The attribute's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The expression's source, as written.
    pub fn expr_source(&self) -> &str {
        &self.expr
    }

    /// The expression parsed by the native parser (the tree's ids refer to the
    /// result's nodes).
    pub fn expression(&self) -> Result<Parsed<Expr>, Error> {
        let parsed =
            hcl2_native::parse_expression(self.expr.as_bytes(), "<expression>", Pos::START);
        if parsed.diagnostics.has_errors() {
            return Err(Error::syntax("the expression", parsed.diagnostics));
        }
        Ok(parsed)
    }

    /// The comment after the expression on its line (`# ...`, `// ...` or `/* ... */`).
    pub fn trailing_comment(&self) -> Option<&str> {
        trailing_comment(&self.trailing)
    }
}

impl<'s> Block<'s> {
    /// The block's type.
    pub fn kind(&self) -> &str {
        &self.kind
    }

    /// The labels, unquoted.
    pub fn labels(&self) -> Vec<String> {
        self.labels.iter().map(|(_, l)| unquote(l)).collect()
    }

    /// Whether the block has type `kind` and labels `labels`.
    pub fn is(&self, kind: &str, labels: &[&str]) -> bool {
        self.kind() == kind
            && self.labels.len() == labels.len()
            && self
                .labels
                .iter()
                .zip(labels)
                .all(|((_, l), want)| unquote(l) == *want)
    }

    /// The block's body.
    pub fn body(&self) -> &Body<'s> {
        &self.body
    }

    /// The block's body, to edit.
    pub fn body_mut(&mut self) -> &mut Body<'s> {
        &mut self.body
    }

    /// The comment after the closing `}` on its line.
    pub fn trailing_comment(&self) -> Option<&str> {
        trailing_comment(&self.trailing)
    }
}

/// A label's text: an identifier as it is, a quoted label with its escapes read.
fn unquote(label: &str) -> String {
    let Some(inner) = label.strip_prefix('"').and_then(|l| l.strip_suffix('"')) else {
        return label.to_string();
    };
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('t') => out.push('\t'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}
