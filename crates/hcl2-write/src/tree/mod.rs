//! The lossless syntax tree: a configuration file as bodies of attributes, blocks and
//! other lines, where every byte of the input — comments, blank lines, blanks,
//! heredocs — belongs to exactly one piece of one node, so printing an unedited tree
//! gives back the input byte for byte.
//!
//! A body is a list of [`Item`]s, each covering whole lines (or, inside a one-line
//! block, the text between the braces): an [`Attribute`], a [`Block`], or any other
//! line (blank, comment-only, or text the tree does not model). Unedited pieces borrow
//! the input; edits replace single pieces with owned text.
//!
//! ```
//! use hcl2_write::Document;
//!
//! let src = "# settings\nname = \"web\" # trailing\n\nserver \"a\" {\n  port = 80\n}\n";
//! let doc = Document::parse(src).unwrap();
//! assert_eq!(doc.to_string(), src);
//! let server = doc.body().blocks().next().unwrap();
//! assert_eq!((server.kind(), server.labels()), ("server", vec!["a".to_string()]));
//! assert_eq!(server.body().attribute("port").unwrap().expr_source(), "80");
//! ```

mod build;
mod edit;
mod elements;
mod read;

use std::borrow::Cow;
use std::fmt;

use crate::Error;

/// One piece of text: borrowed from the input, or written by an edit.
pub(crate) type Text<'s> = Cow<'s, str>;

/// A parsed configuration file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document<'s> {
    pub(crate) body: Body<'s>,
}

/// A body: the items of a file or of a block, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Body<'s> {
    pub(crate) items: Vec<Item<'s>>,
    /// How many blocks enclose it (new lines are indented two spaces a level).
    pub(crate) depth: usize,
    /// Whether it is the body of a one-line block (`a { b = 1 }`, `a {}`), which must
    /// become multi-line before lines are added to it.
    pub(crate) inline: bool,
    /// Text before the first item and after the last: empty, except in a one-line
    /// block made multi-line (the newline after `{`, the indentation before `}`).
    pub(crate) lead: Text<'s>,
    pub(crate) tail: Text<'s>,
}

/// One item of a body.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Item<'s> {
    /// `name = expression`.
    Attribute(Attribute<'s>),
    /// `type "label" { ... }`.
    Block(Block<'s>),
    /// A line that is neither: blank, comments only, or text not modelled.
    Other(Other<'s>),
}

/// Any other line of a body, kept as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Other<'s> {
    pub(crate) text: Text<'s>,
}

/// An attribute line: `indent name = expression trailing`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute<'s> {
    /// How many blocks enclose it.
    pub(crate) depth: usize,
    /// Blanks before the name.
    pub(crate) indent: Text<'s>,
    pub(crate) name: Text<'s>,
    /// Blanks, `=` and blanks.
    pub(crate) assign: Text<'s>,
    pub(crate) expr: Text<'s>,
    /// Blanks, comments and the newline after the expression (or the blanks before the
    /// `}` of a one-line block).
    pub(crate) trailing: Text<'s>,
}

/// A block: `indent type labels { body } trailing`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block<'s> {
    /// How many blocks enclose it.
    pub(crate) depth: usize,
    pub(crate) indent: Text<'s>,
    pub(crate) kind: Text<'s>,
    /// Each label with the blanks before it.
    pub(crate) labels: Vec<(Text<'s>, Text<'s>)>,
    /// Blanks, `{` and the rest of its line (newline included) or, in a one-line
    /// block, the blanks after it.
    pub(crate) open: Text<'s>,
    pub(crate) body: Body<'s>,
    /// The closing line's indentation and `}`.
    pub(crate) close: Text<'s>,
    /// The rest of the closing line.
    pub(crate) trailing: Text<'s>,
}

impl<'s> Document<'s> {
    /// Parses a configuration file into its lossless tree; a file with syntax errors
    /// is refused with their diagnostics.
    pub fn parse(src: &'s str) -> Result<Document<'s>, Error> {
        crate::format::check_syntax(src.as_bytes())?;
        Ok(Document::parse_unchecked(src))
    }

    /// The tree of any text, without checking its syntax (it still prints back as it
    /// was; only well-formed lines become attributes and blocks).
    pub fn parse_unchecked(src: &'s str) -> Document<'s> {
        Document {
            body: build::document(src),
        }
    }

    /// The file's top-level body.
    pub fn body(&self) -> &Body<'s> {
        &self.body
    }

    /// The file's top-level body, to edit.
    pub fn body_mut(&mut self) -> &mut Body<'s> {
        &mut self.body
    }

    /// The same tree owning all its text.
    pub fn into_owned(self) -> Document<'static> {
        Document {
            body: self.body.into_owned(),
        }
    }
}

fn own(t: Text<'_>) -> Text<'static> {
    Cow::Owned(t.into_owned())
}

impl<'s> Body<'s> {
    /// The items, in order.
    pub fn items(&self) -> &[Item<'s>] {
        &self.items
    }

    fn into_owned(self) -> Body<'static> {
        Body {
            items: self.items.into_iter().map(Item::into_owned).collect(),
            depth: self.depth,
            inline: self.inline,
            lead: own(self.lead),
            tail: own(self.tail),
        }
    }
}

impl Item<'_> {
    fn into_owned(self) -> Item<'static> {
        match self {
            Item::Attribute(a) => Item::Attribute(a.into_owned()),
            Item::Block(b) => Item::Block(b.into_owned()),
            Item::Other(o) => Item::Other(Other { text: own(o.text) }),
        }
    }
}

impl Other<'_> {
    /// The line's text, as it is.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl Attribute<'_> {
    fn into_owned(self) -> Attribute<'static> {
        Attribute {
            depth: self.depth,
            indent: own(self.indent),
            name: own(self.name),
            assign: own(self.assign),
            expr: own(self.expr),
            trailing: own(self.trailing),
        }
    }
}

impl Block<'_> {
    fn into_owned(self) -> Block<'static> {
        Block {
            depth: self.depth,
            indent: own(self.indent),
            kind: own(self.kind),
            labels: self
                .labels
                .into_iter()
                .map(|(g, l)| (own(g), own(l)))
                .collect(),
            open: own(self.open),
            body: self.body.into_owned(),
            close: own(self.close),
            trailing: own(self.trailing),
        }
    }
}

/// Writes a tree's text.
pub(crate) trait Print {
    fn print(&self, out: &mut String);
}

impl Print for Body<'_> {
    fn print(&self, out: &mut String) {
        out.push_str(&self.lead);
        for item in &self.items {
            item.print(out);
        }
        out.push_str(&self.tail);
    }
}

impl Print for Item<'_> {
    fn print(&self, out: &mut String) {
        match self {
            Item::Attribute(a) => a.print(out),
            Item::Block(b) => b.print(out),
            Item::Other(o) => out.push_str(&o.text),
        }
    }
}

impl Print for Attribute<'_> {
    fn print(&self, out: &mut String) {
        for t in [
            &self.indent,
            &self.name,
            &self.assign,
            &self.expr,
            &self.trailing,
        ] {
            out.push_str(t);
        }
    }
}

impl Print for Block<'_> {
    fn print(&self, out: &mut String) {
        out.push_str(&self.indent);
        out.push_str(&self.kind);
        for (gap, label) in &self.labels {
            out.push_str(gap);
            out.push_str(label);
        }
        out.push_str(&self.open);
        self.body.print(out);
        out.push_str(&self.close);
        out.push_str(&self.trailing);
    }
}

macro_rules! display_by_print {
    ($($t:ident),*) => {$(
        /// The node's text, exactly as it prints in its file.
        impl fmt::Display for $t<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let mut out = String::new();
                self.print(&mut out);
                f.write_str(&out)
            }
        }
    )*};
}

display_by_print!(Body, Attribute, Block, Item);

/// The file's text: the input itself where nothing was edited.
impl fmt::Display for Document<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        self.body.print(&mut out);
        f.write_str(&out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(src: &str) {
        let doc = Document::parse_unchecked(src);
        assert_eq!(doc.to_string(), src);
    }

    #[test]
    fn an_unedited_tree_prints_back_its_input() {
        for src in [
            "",
            "a = 1",
            "a = 1\n",
            "  \n\n# c\n",
            "a = {\n  b = 2 # x\n} # y\n",
            "blk \"x\" y {\n  inner {}\n  one { k = v }\n}\n",
            "h = <<EOT\n  text ${x}\nEOT\n",
            "a = \"${\n b}\" /* i */ // j\n",
            "x {\r\n  y = 1\r\n}\r\n   ",
            "broken = [\n",
            "} stray {\n",
            "a { /* c */ }\n",
            "x = 1 }\n",
        ] {
            round_trip(src);
        }
    }

    #[test]
    fn any_text_builds_a_tree_that_prints_it_back() {
        for src in crate::test_texts::fragment_texts(20_000) {
            assert_eq!(Document::parse_unchecked(&src).to_string(), src, "{src:?}");
        }
    }

    #[test]
    fn attributes_and_blocks_are_found_in_their_pieces() {
        let doc = Document::parse("a = 1 # one\nb \"l\" {\n  c = [1,\n  2]\n}\n").unwrap();
        let items = doc.body().items();
        assert_eq!(items.len(), 2);
        let Item::Attribute(a) = &items[0] else {
            panic!("{items:?}")
        };
        assert_eq!((&*a.name, &*a.expr, &*a.trailing), ("a", "1", " # one\n"));
        let Item::Block(b) = &items[1] else {
            panic!("{items:?}")
        };
        assert_eq!(&*b.kind, "b");
        let Item::Attribute(c) = &b.body.items[0] else {
            panic!("{b:?}")
        };
        assert_eq!((&*c.indent, &*c.expr), ("  ", "[1,\n  2]"));
        assert_eq!(&*b.close, "}");
    }
}
