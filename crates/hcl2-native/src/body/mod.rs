//! Native bodies behind `hcl2-core`'s [`Body`] trait, as the reference's `hclsyntax.Body`
//! implements `hcl.Body`.
//!
//! A [`NativeBody`] borrows a parsed body and its source file. Taking content with a
//! schema hands out the attributes and blocks the schema names; a partial take also
//! returns the same body with those items hidden, so that a later schema does not see
//! them again.

mod content;

use hcl2_core::{
    Attribute, Attributes, Block, Body, BodyContent, BodyItems, BodySchema, Diagnostic, Expression,
    ItemRange, ListedAttribute, ListedBlock, ListedExpr, ListedExprs, ListedLabel, MergedBody,
};
use hcl2_core::{Diagnostics, Range, Span};
use hcl2_value::strings::go_quote;
use smallvec::SmallVec;

use crate::ast;
use crate::ast::Tree;
use crate::eval::NativeExpression;
use crate::lexer::next_token;
use crate::parse::Parsed;

/// A body's attributes as a [`NativeBody`] holds them: borrowed from the nodes, or
/// read from the text (a block of plain arguments, which has a few, kept inline).
#[derive(Clone, Debug)]
enum Attrs<'a> {
    Stored(&'a [ast::Attribute]),
    Read(SmallVec<[ast::Attribute; 2]>),
}

impl std::ops::Deref for Attrs<'_> {
    type Target = [ast::Attribute];

    fn deref(&self) -> &[ast::Attribute] {
        match self {
            Attrs::Stored(stored) => stored,
            Attrs::Read(read) => read,
        }
    }
}

/// A native body (a file's, or a block's) seen through the [`Body`] trait.
#[derive(Clone, Debug)]
pub struct NativeBody<'a> {
    body: ast::Body,
    file: Tree<'a>,
    /// The body's attributes: borrowed from the nodes, or for a block of plain
    /// arguments, read from the text.
    attrs: Attrs<'a>,
    /// Which attributes (by position) earlier partial takes have handed out; empty
    /// when none have.
    hidden_attrs: Vec<bool>,
    /// Which blocks (by position) earlier partial takes have claimed by type.
    hidden_blocks: Vec<bool>,
    /// Where the body starts for the reference (its missing-item range).
    start: u32,
}

impl<'a> NativeBody<'a> {
    /// The body `body` of a block parsed from `file`, with nothing hidden.
    pub fn new(body: ast::Body, file: Tree<'a>) -> NativeBody<'a> {
        let attrs = match body.stored_attributes(file.nodes) {
            Some(stored) => Attrs::Stored(stored),
            None => Attrs::Read(body.attributes(file).collect()),
        };
        NativeBody {
            body,
            file,
            attrs,
            hidden_attrs: Vec::new(),
            hidden_blocks: Vec::new(),
            start: body.span().start,
        }
    }

    /// The top-level body of a parsed file, with nothing hidden.
    ///
    /// For the reference a file's body starts at its first token, where a newline is a
    /// token and so is a line comment (`#`, `//`) that a newline ends; inline comments
    /// and spaces before it are skipped. That start is the body's missing-item range.
    pub fn file(body: &ast::Body, file: Tree<'a>) -> NativeBody<'a> {
        let first = next_token(file.text(), 0, true);
        NativeBody {
            start: first.span.start,
            ..NativeBody::new(*body, file)
        }
    }

    /// The syntax tree.
    pub fn ast(&self) -> ast::Body {
        self.body
    }

    /// The source text and nodes the body was parsed into.
    pub fn tree(&self) -> Tree<'a> {
        self.file
    }

    /// The body's attributes, hidden ones included.
    fn attrs(&self) -> &[ast::Attribute] {
        &self.attrs
    }

    /// The body's blocks, hidden ones included.
    fn blocks(&self) -> &'a [ast::Block] {
        self.body.blocks(self.file.nodes)
    }

    fn attr_hidden(&self, index: usize) -> bool {
        self.hidden_attrs.get(index).copied().unwrap_or(false)
    }

    fn block_hidden(&self, index: usize) -> bool {
        self.hidden_blocks.get(index).copied().unwrap_or(false)
    }

    /// The attribute at `index` in `hcl2-core`'s form.
    fn attribute(&self, index: usize) -> Attribute<'_> {
        let a = &self.attrs()[index];
        let range = self.file.range(a.span());
        let start = range.start;
        Attribute {
            name: a.name(self.file.file.text()).to_string(),
            expr: Box::new(NativeExpression {
                expr: &a.expr,
                file: self.file,
            }),
            // The attribute and its name start at the same place: one position for both.
            name_range: Range::new(
                self.file.name().clone(),
                start,
                self.file
                    .pos(a.name_span(self.file.file.text()).end as usize),
            ),
            range,
        }
    }

    /// The block whose header is `header` in `hcl2-core`'s form; its header range runs
    /// from the type name to the last label.
    fn block(&self, header: &ast::BlockHeader<'a>) -> Block<'a> {
        let labels = header.labels();
        let type_range = self.file.range(header.type_span());
        Block {
            type_name: header.type_name().to_string(),
            // Sized exactly: a block's labels are kept with it, and a vector grown by
            // pushing holds room for four (a body of 100k one-label blocks took 26 MB more).
            labels: labels.iter().map(|l| l.value().to_string()).collect(),
            body: Box::new(NativeBody::new(header.body(), self.file)),
            // The header starts with the type name: one position for both.
            def_range: Range::new(
                self.file.name().clone(),
                type_range.start,
                self.file.pos(header.def_span().end as usize),
            ),
            type_range,
            label_ranges: labels.iter().map(|l| self.file.range(l.span())).collect(),
        }
    }
}

impl<'a> NativeBody<'a> {
    /// The range `span` covers, found when asked.
    fn lazy(&self, span: Span) -> ItemRange<'a> {
        ItemRange::in_file(self.file.file, span)
    }

    /// The attribute at `index` as [`Body::items`] lists it: name borrowed from the
    /// text, ranges found when asked, expression built when asked.
    fn listed_attribute(&self, index: usize) -> ListedAttribute<'_> {
        let a = &self.attrs()[index];
        let expr = ListedExpr::deferred(self, index);
        let src = self.file.file.text();
        let name_span = a.name_span(src);
        let name = src
            .get(name_span.start as usize..name_span.end as usize)
            .unwrap_or("");
        ListedAttribute::new(name, expr, self.lazy(a.span()), self.lazy(name_span))
    }

    /// The block at `index` as [`Body::items`] lists it.
    fn listed_block(&self, index: usize) -> ListedBlock<'a> {
        let header = self.blocks()[index].header(self.file);
        let labels = header.labels().iter();
        ListedBlock::new(
            header.type_name(),
            labels
                .map(|l| ListedLabel::new(l.value(), self.lazy(l.span())))
                .collect(),
            Box::new(NativeBody::new(header.body(), self.file)),
            self.lazy(header.def_span()),
            self.lazy(header.type_span()),
        )
    }
}

/// A listed attribute's expression, built when a consumer reads it.
impl ListedExprs for NativeBody<'_> {
    fn listed_expr(&self, index: usize) -> Box<dyn Expression + '_> {
        Box::new(self.native_expr(index))
    }

    fn with_listed_expr(&self, index: usize, f: &mut dyn FnMut(&dyn Expression)) {
        f(&self.native_expr(index));
    }
}

impl<'a> NativeBody<'a> {
    /// The expression of the attribute at `index`.
    fn native_expr(&self, index: usize) -> NativeExpression<'_> {
        NativeExpression {
            expr: &self.attrs()[index].expr,
            file: self.file,
        }
    }
}

/// The bodies of several parsed files as one body (the reference's `hcl.MergeFiles`):
/// items come back in file order, and an argument set in more than one file is an
/// error.
pub fn merge_files<'a>(files: impl IntoIterator<Item = &'a Parsed<ast::Body>>) -> MergedBody<'a> {
    MergedBody::new(
        files
            .into_iter()
            .map(|f| Box::new(f.body()) as Box<dyn Body + 'a>),
    )
}

impl Body for NativeBody<'_> {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        content::content(self, schema, &mut Some)
    }

    /// Each block is built only when offered: one the decoder consumes is never
    /// collected.
    fn content_keeping<'s>(
        &'s self,
        schema: &BodySchema,
        keep: &mut dyn FnMut(Block<'s>) -> Option<Block<'s>>,
    ) -> (BodyContent<'s>, Diagnostics) {
        content::content(self, schema, keep)
    }

    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        let (content, remain, diags) = content::partial_content(self, schema);
        (content, Box::new(remain), diags)
    }

    /// Every attribute not already handed out, in source order. A body with any block
    /// is an error about the first one (even one a partial take already claimed), as
    /// in the reference; the attributes are returned anyway.
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        let mut diags = Diagnostics::new();
        if let Some(first) = self.blocks().first() {
            diags.push(Diagnostic::error(
                format!(
                    "Unexpected {} block",
                    go_quote(first.type_name(self.file.text()))
                ),
                "Blocks are not allowed here.",
                Some(self.file.range(first.type_span(self.file.text()))),
            ));
        }
        let attrs = (0..self.attrs().len())
            .filter(|&i| !self.attr_hidden(i))
            .map(|i| {
                let name = self.attrs()[i].name(self.file.text());
                (name.to_string(), self.attribute(i))
            })
            .collect();
        (attrs, diags)
    }

    /// Every attribute and block not handed out yet, in source order.
    fn items(&self) -> Option<BodyItems<'_>> {
        // Sized up front: a filter's unknown length would grow the vectors step by step.
        let mut attributes = Vec::with_capacity(self.attrs().len());
        attributes.extend(
            (0..self.attrs().len())
                .filter(|&i| !self.attr_hidden(i))
                .map(|i| self.listed_attribute(i)),
        );
        let mut blocks = Vec::with_capacity(self.blocks().len());
        blocks.extend(
            (0..self.blocks().len())
                .filter(|&i| !self.block_hidden(i))
                .map(|i| self.listed_block(i)),
        );
        Some(BodyItems::new(attributes, blocks))
    }

    /// The empty range at the start of the body: for a block, at its opening brace (or,
    /// for a one-line block, at its argument); for a file, at its first token.
    fn missing_item_range(&self) -> Range {
        self.file.range(Span::empty(self.start))
    }
}
