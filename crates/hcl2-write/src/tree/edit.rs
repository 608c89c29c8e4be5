//! Editing a tree. Each edit replaces only the pieces it changes: every other byte of
//! the file stays as it was, and comments on an edited line stay with it. New and
//! changed content is laid out in the canonical style and indented to its place.

use std::borrow::Cow;

use super::{Attribute, Block, Body, Item, Other};
use crate::expr::ExprText;
use crate::format::format_unchecked;
use crate::literal::quote;
use crate::Error;

/// `lines` (new content ending in a newline) laid out canonically as it would be inside
/// `depth` blocks: formatted inside that many enclosing blocks, which are then cut off.
pub(crate) fn canonical_at(lines: &str, depth: usize) -> String {
    let mut src = "x {\n".repeat(depth);
    src.push_str(lines);
    src.push_str(&"}\n".repeat(depth));
    let out = format_unchecked(&src);
    let mut start = 0;
    for _ in 0..depth {
        start += out[start..].find('\n').map_or(0, |k| k + 1);
    }
    let mut end = out.len();
    for _ in 0..depth {
        end = out[..end.saturating_sub(1)]
            .rfind('\n')
            .map_or(start, |k| k + 1);
    }
    out[start..end.max(start)].to_string()
}

fn indent(depth: usize) -> String {
    "  ".repeat(depth)
}

fn check_identifier(name: &str, what: &str) -> Result<(), Error> {
    if hcl2_native::valid_identifier(name) {
        Ok(())
    } else {
        Err(Error::message(format!(
            "{what} `{name}` is not a valid identifier"
        )))
    }
}

/// A comment line's text: `text` as it is when it is already a comment, else `# text`.
fn comment_text(text: &str) -> String {
    let t = text.trim_end_matches(['\n', '\r']);
    if t.starts_with('#') || t.starts_with("//") || t.starts_with("/*") {
        t.to_string()
    } else if t.is_empty() {
        "#".to_string()
    } else {
        format!("# {t}")
    }
}

/// The trailing piece of a line with `comment` (or none) in place of its comment,
/// keeping the line's ending. A line that does not end in a newline (the last of the
/// file, or one closed by a one-line block's `}`) takes a `/* */` comment.
fn with_comment(trailing: &str, comment: Option<&str>) -> String {
    let ending = if trailing.ends_with("\r\n") {
        "\r\n"
    } else if trailing.ends_with('\n') {
        "\n"
    } else {
        ""
    };
    let tail = if ending.is_empty() {
        trailing
            .strip_prefix(|c| c == ' ' || c == '\t')
            .map_or("", |_| " ")
    } else {
        ending
    };
    match comment {
        None => tail.to_string(),
        Some(c) if ending.is_empty() => {
            let inner = c
                .trim_start_matches(['#', '/', '*'])
                .trim_end_matches("*/")
                .trim();
            format!(" /* {inner} */{tail}")
        }
        Some(c) => format!(" {}{ending}", comment_text(c)),
    }
}

impl<'s> Body<'s> {
    /// Sets attribute `name` to `expr`: an existing attribute keeps its place and its
    /// comments; a new one is added at the end of the body.
    pub fn set_attribute(&mut self, name: &str, expr: ExprText) -> Result<(), Error> {
        check_identifier(name, "the attribute name")?;
        if let Some(a) = self.attribute_mut(name) {
            a.set_expr(expr);
            return Ok(());
        }
        let attr = new_attribute(name, &expr, self.depth);
        self.push_item(Item::Attribute(attr));
        Ok(())
    }

    /// Removes attribute `name`; says whether there was one.
    pub fn remove_attribute(&mut self, name: &str) -> bool {
        match self.attribute_index(name) {
            Some(i) => {
                self.items.remove(i);
                true
            }
            None => false,
        }
    }

    /// Adds an empty block `kind "labels"... {}` at the end of the body.
    pub fn append_block(&mut self, kind: &str, labels: &[&str]) -> Result<&mut Block<'s>, Error> {
        let at = self.items.len();
        self.insert_block(at, kind, labels)
    }

    /// Inserts an empty block before item `index` of [`Body::items`] (at the end when
    /// `index` is past it).
    pub fn insert_block(
        &mut self,
        index: usize,
        kind: &str,
        labels: &[&str],
    ) -> Result<&mut Block<'s>, Error> {
        check_identifier(kind, "the block type")?;
        let block = Block {
            depth: self.depth,
            indent: Cow::Owned(indent(self.depth)),
            kind: Cow::Owned(kind.to_string()),
            labels: labels
                .iter()
                .map(|l| (Cow::Borrowed(" "), Cow::Owned(quote(l))))
                .collect(),
            open: Cow::Borrowed(" {\n"),
            body: Body {
                items: Vec::new(),
                depth: self.depth + 1,
                inline: false,
                lead: Cow::Borrowed(""),
                tail: Cow::Borrowed(""),
            },
            close: Cow::Owned(format!("{}}}", indent(self.depth))),
            trailing: Cow::Borrowed("\n"),
        };
        self.make_multi_line();
        let index = index.min(self.items.len());
        if index == self.items.len() {
            self.push_item(Item::Block(block));
        } else {
            self.items.insert(index, Item::Block(block));
        }
        let last = self.items.len() - 1;
        match &mut self.items[index.min(last)] {
            Item::Block(b) => Ok(b),
            _ => Err(Error::message("the block was not inserted")),
        }
    }

    /// Removes the first block of type `kind` with `labels`; says whether there was one.
    pub fn remove_block(&mut self, kind: &str, labels: &[&str]) -> bool {
        match self.block_index(kind, labels) {
            Some(i) => {
                self.items.remove(i);
                true
            }
            None => false,
        }
    }

    /// Replaces the comment lines right before item `index` with `comments` (each a
    /// comment, or text that becomes `# text`), indented to the body. Returns the
    /// item's new index.
    pub fn set_leading_comments(&mut self, index: usize, comments: &[&str]) -> usize {
        self.make_multi_line();
        let index = index.min(self.items.len());
        let start = self.leading_comment_start(index);
        let lines = comments.iter().map(|c| {
            Item::Other(Other {
                text: Cow::Owned(format!("{}{}\n", indent(self.depth), comment_text(c))),
            })
        });
        let lines: Vec<Item<'s>> = lines.collect();
        let count = lines.len();
        self.items.splice(start..index, lines);
        start + count
    }

    /// Lays the body of a one-line block out on lines of its own (the newline after
    /// `{` and the indentation before `}` go to the body's lead and tail), so that
    /// lines can be added to it.
    fn make_multi_line(&mut self) {
        if !self.inline {
            return;
        }
        self.inline = false;
        self.lead = Cow::Borrowed("\n");
        self.tail = Cow::Owned(indent(self.depth.saturating_sub(1)));
        let own_line = |t: &str| format!("{}\n", t.trim_end_matches([' ', '\t']));
        for item in &mut self.items {
            match item {
                Item::Attribute(a) => {
                    a.indent = Cow::Owned(indent(self.depth));
                    a.trailing = Cow::Owned(own_line(&a.trailing));
                }
                Item::Block(b) => {
                    b.indent = Cow::Owned(indent(self.depth));
                    b.trailing = Cow::Owned(own_line(&b.trailing));
                }
                Item::Other(o) => {
                    let text = format!("{}{}", indent(self.depth), o.text.trim());
                    o.text = Cow::Owned(own_line(&text));
                }
            }
        }
    }

    /// Appends an item on lines of its own, after a newline if the body's last line
    /// has none.
    fn push_item(&mut self, item: Item<'s>) {
        self.make_multi_line();
        if let Some(last) = self.items.last_mut() {
            let text = last.to_string();
            if !text.is_empty() && !text.ends_with('\n') {
                match last {
                    Item::Attribute(a) => a.trailing.to_mut().push('\n'),
                    Item::Block(b) => b.trailing.to_mut().push('\n'),
                    Item::Other(o) => o.text.to_mut().push('\n'),
                }
            }
        }
        self.items.push(item);
    }
}

/// The canonical text of `expr` as the value of attribute `name` at `depth`.
pub(crate) fn canonical_expr(name: &str, expr: &ExprText, depth: usize) -> String {
    let line = canonical_at(&format!("{name} = {}\n", expr.as_str()), depth);
    let expr_start = indent(depth).len() + name.len() + 3;
    line.get(expr_start..line.len().saturating_sub(1))
        .unwrap_or_default()
        .to_string()
}

/// A new attribute line in the canonical layout.
fn new_attribute<'s>(name: &str, expr: &ExprText, depth: usize) -> Attribute<'s> {
    let expr_text = canonical_expr(name, expr, depth);
    Attribute {
        depth,
        indent: Cow::Owned(indent(depth)),
        name: Cow::Owned(name.to_string()),
        assign: Cow::Borrowed(" = "),
        expr: Cow::Owned(expr_text),
        trailing: Cow::Borrowed("\n"),
    }
}

impl Attribute<'_> {
    /// Replaces the expression, laid out canonically; the name, the `=` and the
    /// comment after it stay as they are.
    pub fn set_expr(&mut self, expr: ExprText) {
        let fresh = new_attribute(&self.name, &expr, self.depth);
        self.expr = fresh.expr;
    }

    /// Renames the attribute.
    pub fn rename(&mut self, name: &str) -> Result<(), Error> {
        check_identifier(name, "the attribute name")?;
        self.name = Cow::Owned(name.to_string());
        Ok(())
    }

    /// Sets (or with `None` removes) the comment after the expression.
    pub fn set_trailing_comment(&mut self, comment: Option<&str>) {
        self.trailing = Cow::Owned(with_comment(&self.trailing, comment));
    }
}

impl Block<'_> {
    /// Changes the block's type.
    pub fn rename(&mut self, kind: &str) -> Result<(), Error> {
        check_identifier(kind, "the block type")?;
        self.kind = Cow::Owned(kind.to_string());
        Ok(())
    }

    /// Replaces the labels (written quoted).
    pub fn set_labels(&mut self, labels: &[&str]) {
        self.labels = labels
            .iter()
            .map(|l| (Cow::Borrowed(" "), Cow::Owned(quote(l))))
            .collect();
    }

    /// Sets (or with `None` removes) the comment after the closing `}`.
    pub fn set_trailing_comment(&mut self, comment: Option<&str>) {
        self.trailing = Cow::Owned(with_comment(&self.trailing, comment));
    }
}
