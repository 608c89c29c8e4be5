//! The `Body` trait and what processing a body against a schema yields.

use std::borrow::Cow;
use std::fmt;

use indexmap::IndexMap;

use crate::diagnostic::Diagnostics;
use crate::expression::Expression;
use crate::pos::Range;
use crate::schema::BodySchema;
use crate::source_file::SourceFile;
use crate::span::Span;

/// A body of any syntax (or a merge of several), decoded only through a schema.
pub trait Body: fmt::Debug {
    /// The content `schema` describes; anything else in the body is an error.
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics);
    /// The content `schema` describes, plus a body of whatever is left for another
    /// schema to take.
    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics);
    /// Every attribute, for bodies whose argument names are not known in advance; blocks
    /// are errors.
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics);
    /// Where a missing argument or block would have gone (for "Missing required
    /// argument" and similar).
    fn missing_item_range(&self) -> Range;
    /// Every attribute and block not already handed out, in source order, for a syntax
    /// that tells attributes from blocks without a schema (the native syntax does).
    /// `None` when it cannot: in the JSON syntax only a schema says which properties
    /// are blocks. Schema-less consumers (serde decoding, a body's value view) use it.
    /// What listing finds wrong (an argument a merge sets twice) comes with the items.
    fn items(&self) -> Option<BodyItems<'_>> {
        None
    }
    /// As [`Body::content`], but each block is offered to `keep` as it is taken, in
    /// source order, and only the blocks `keep` gives back are collected into the
    /// content. A decoder that consumes blocks one at a time (a list of a million
    /// blocks) then never holds them all at once. The diagnostics are those of
    /// [`Body::content`]. The default takes the content whole, then offers its blocks.
    fn content_keeping<'s>(
        &'s self,
        schema: &BodySchema,
        keep: &mut dyn FnMut(Block<'s>) -> Option<Block<'s>>,
    ) -> (BodyContent<'s>, Diagnostics) {
        let (mut content, diags) = self.content(schema);
        content.blocks = std::mem::take(&mut content.blocks)
            .into_iter()
            .filter_map(keep)
            .collect();
        (content, diags)
    }
}

/// A borrowed body is a body, so that a body lent by its owner (a parsed file's, say)
/// can go wherever an owned one is taken (a merge, a boxed list).
impl<B: Body + ?Sized> Body for &B {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        (**self).content(schema)
    }
    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        (**self).partial_content(schema)
    }
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        (**self).just_attributes()
    }
    fn missing_item_range(&self) -> Range {
        (**self).missing_item_range()
    }
    fn items(&self) -> Option<BodyItems<'_>> {
        (**self).items()
    }
    fn content_keeping<'s>(
        &'s self,
        schema: &BodySchema,
        keep: &mut dyn FnMut(Block<'s>) -> Option<Block<'s>>,
    ) -> (BodyContent<'s>, Diagnostics) {
        (**self).content_keeping(schema, keep)
    }
}

/// Attributes by name, in source order.
pub type Attributes<'a> = IndexMap<String, Attribute<'a>>;

/// What a schema took from a body.
#[derive(Debug)]
pub struct BodyContent<'a> {
    /// The attributes present, by name, in source order.
    pub attributes: Attributes<'a>,
    /// The blocks present, in source order.
    pub blocks: Vec<Block<'a>>,
    /// Where a missing item would have gone.
    pub missing_item_range: Range,
}

/// Every item of a body, listed without a schema ([`Body::items`]).
///
/// Listing is what a schema-less decoder does for every body it reads, most of whose
/// items it then skips: so names are borrowed where the syntax can lend them, and ranges
/// are [`ItemRange`]s, turned into line and column positions only when asked.
#[derive(Debug)]
#[non_exhaustive]
pub struct BodyItems<'a> {
    /// The attributes, in source order (listing builds no map: a consumer that wants
    /// one by name makes it).
    pub attributes: Vec<ListedAttribute<'a>>,
    /// The blocks, in source order.
    pub blocks: Vec<ListedBlock<'a>>,
    /// What listing found wrong: an argument set by two merged bodies is listed once,
    /// and reported here as the reference's "Duplicate argument".
    pub diagnostics: Diagnostics,
}

impl<'a> BodyItems<'a> {
    /// Items with nothing wrong found. (Where a missing item would go is the body's
    /// [`Body::missing_item_range`], found only when asked.)
    pub fn new(
        attributes: Vec<ListedAttribute<'a>>,
        blocks: Vec<ListedBlock<'a>>,
    ) -> BodyItems<'a> {
        BodyItems {
            attributes,
            blocks,
            diagnostics: Diagnostics::new(),
        }
    }
}

/// Where a listed item is: a [`Range`] found only when [`range`](ItemRange::range) asks
/// for it (the span of a source file), or one already known.
///
/// ```
/// use hcl2_core::{ItemRange, SourceFile, Span};
///
/// let file = SourceFile::new("a.hcl", "a = 1\nb = 2\n");
/// let at = ItemRange::in_file(&file, Span::from_usize(6, 7));
/// assert_eq!(at.range().to_string(), "a.hcl:2,1-2");
/// ```
#[derive(Clone, Debug)]
pub struct ItemRange<'a>(Place<'a>);

/// Small (16 bytes): listed items are moved from list to list as a decoder groups
/// them, and a known range, which only merged, JSON and kept bodies give, is boxed.
#[derive(Clone, Debug)]
enum Place<'a> {
    InFile(&'a SourceFile, Span),
    Known(Box<Range>),
}

impl<'a> ItemRange<'a> {
    /// The range `span` covers in `file`, found when asked.
    pub fn in_file(file: &'a SourceFile, span: Span) -> ItemRange<'a> {
        ItemRange(Place::InFile(file, span))
    }

    /// A range already known.
    pub fn known(range: Range) -> ItemRange<'a> {
        ItemRange(Place::Known(Box::new(range)))
    }

    /// The range, with its line and column positions.
    pub fn range(&self) -> Range {
        match &self.0 {
            Place::InFile(file, span) => file.range(*span),
            Place::Known(range) => Range::clone(range),
        }
    }
}

/// What builds the expressions of the arguments a body lists, when a consumer reads one
/// (see [`ListedExpr::deferred`]): a schema-less decoder lists every item of a body and
/// skips most of them.
pub trait ListedExprs {
    /// The expression of the argument the body listed as `index` (an index of its own
    /// choosing).
    fn listed_expr(&self, index: usize) -> Box<dyn Expression + '_>;

    /// Calls `f` with that expression, which a body can build on the stack (the
    /// default boxes it, as [`listed_expr`](ListedExprs::listed_expr) does).
    fn with_listed_expr(&self, index: usize, f: &mut dyn FnMut(&dyn Expression)) {
        f(&*self.listed_expr(index));
    }
}

/// An argument's expression as [`Body::items`] lists it: built already, or built by its
/// body when [`into_expr`](ListedExpr::into_expr) asks, so that listing an argument a
/// consumer skips builds nothing.
///
/// ```
/// use hcl2_core::{Expression, ListedExpr, ListedExprs};
///
/// #[derive(Debug)]
/// struct Two;
/// impl ListedExprs for Two {
///     fn listed_expr(&self, index: usize) -> Box<dyn Expression + '_> {
///         // A real body builds the expression of its argument `index`.
///         unreachable!("never asked in this example: {index}")
///     }
/// }
/// let skipped = ListedExpr::deferred(&Two, 1);
/// drop(skipped); // never built
/// ```
pub struct ListedExpr<'a>(ExprSource<'a>);

enum ExprSource<'a> {
    Built(Box<dyn Expression + 'a>),
    Deferred(&'a (dyn ListedExprs + 'a), usize),
}

impl<'a> ListedExpr<'a> {
    /// An expression built already.
    pub fn built(expr: Box<dyn Expression + 'a>) -> ListedExpr<'a> {
        ListedExpr(ExprSource::Built(expr))
    }

    /// The expression `source` builds as its argument `index`, when asked.
    pub fn deferred(source: &'a (dyn ListedExprs + 'a), index: usize) -> ListedExpr<'a> {
        ListedExpr(ExprSource::Deferred(source, index))
    }

    /// What `f` makes of the expression, which is built for the call if it was not
    /// (without a box where its body can).
    pub fn with<R>(self, f: impl FnOnce(&dyn Expression) -> R) -> R {
        let (source, index) = match self.0 {
            ExprSource::Built(expr) => return f(&*expr),
            ExprSource::Deferred(source, index) => (source, index),
        };
        let mut f = Some(f);
        let mut out = None;
        source.with_listed_expr(index, &mut |expr| {
            if let Some(f) = f.take() {
                out = Some(f(expr));
            }
        });
        match (out, f) {
            (Some(out), _) => out,
            // A body that did not make the call: the expression it builds.
            (None, Some(f)) => f(&*source.listed_expr(index)),
            (None, None) => unreachable!("`f` ran, so it returned"),
        }
    }

    /// The expression, built now if it was not.
    pub fn into_expr(self) -> Box<dyn Expression + 'a> {
        match self.0 {
            ExprSource::Built(expr) => expr,
            ExprSource::Deferred(source, index) => source.listed_expr(index),
        }
    }
}

impl<'a> From<Box<dyn Expression + 'a>> for ListedExpr<'a> {
    fn from(expr: Box<dyn Expression + 'a>) -> ListedExpr<'a> {
        ListedExpr::built(expr)
    }
}

impl fmt::Debug for ListedExpr<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            ExprSource::Built(expr) => expr.fmt(f),
            ExprSource::Deferred(_, index) => write!(f, "ListedExpr(#{index}, not built)"),
        }
    }
}

/// An argument as [`Body::items`] lists it: [`Attribute`] with its name borrowed where
/// it can be, its ranges found when asked and its expression built when asked.
#[derive(Debug)]
#[non_exhaustive]
pub struct ListedAttribute<'a> {
    /// The argument name.
    pub name: Cow<'a, str>,
    /// The value expression.
    pub expr: ListedExpr<'a>,
    /// The whole attribute.
    pub range: ItemRange<'a>,
    /// The name alone.
    pub name_range: ItemRange<'a>,
}

impl<'a> ListedAttribute<'a> {
    /// An argument from its parts.
    pub fn new(
        name: impl Into<Cow<'a, str>>,
        expr: impl Into<ListedExpr<'a>>,
        range: ItemRange<'a>,
        name_range: ItemRange<'a>,
    ) -> ListedAttribute<'a> {
        ListedAttribute {
            name: name.into(),
            expr: expr.into(),
            range,
            name_range,
        }
    }
}

impl<'a> From<Attribute<'a>> for ListedAttribute<'a> {
    fn from(a: Attribute<'a>) -> ListedAttribute<'a> {
        ListedAttribute::new(
            a.name,
            a.expr,
            ItemRange::known(a.range),
            ItemRange::known(a.name_range),
        )
    }
}

/// A block label as [`Body::items`] lists it.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ListedLabel<'a> {
    /// The label's value (escapes decoded).
    pub value: Cow<'a, str>,
    /// Where it is.
    pub range: ItemRange<'a>,
}

impl<'a> ListedLabel<'a> {
    /// A label from its value and place.
    pub fn new(value: impl Into<Cow<'a, str>>, range: ItemRange<'a>) -> ListedLabel<'a> {
        ListedLabel {
            value: value.into(),
            range,
        }
    }
}

/// A block as [`Body::items`] lists it: [`Block`] with names borrowed where they can be
/// and ranges found when asked.
#[derive(Debug)]
#[non_exhaustive]
pub struct ListedBlock<'a> {
    /// The block type name.
    pub type_name: Cow<'a, str>,
    /// The labels, each with its range.
    pub labels: Vec<ListedLabel<'a>>,
    /// The block's body.
    pub body: Box<dyn Body + 'a>,
    /// The header: the type name through the last label (the reference's `DefRange`).
    pub def_range: ItemRange<'a>,
    /// The type name alone.
    pub type_range: ItemRange<'a>,
}

impl<'a> ListedBlock<'a> {
    /// A block from its parts.
    pub fn new(
        type_name: impl Into<Cow<'a, str>>,
        labels: Vec<ListedLabel<'a>>,
        body: Box<dyn Body + 'a>,
        def_range: ItemRange<'a>,
        type_range: ItemRange<'a>,
    ) -> ListedBlock<'a> {
        ListedBlock {
            type_name: type_name.into(),
            labels,
            body,
            def_range,
            type_range,
        }
    }
}

impl<'a> From<Block<'a>> for ListedBlock<'a> {
    fn from(b: Block<'a>) -> ListedBlock<'a> {
        let labels = b
            .labels
            .into_iter()
            .zip(b.label_ranges)
            .map(|(value, range)| ListedLabel::new(value, ItemRange::known(range)))
            .collect();
        ListedBlock::new(
            b.type_name,
            labels,
            b.body,
            ItemRange::known(b.def_range),
            ItemRange::known(b.type_range),
        )
    }
}

/// One argument: `name = expr`.
#[derive(Debug)]
pub struct Attribute<'a> {
    /// The argument name.
    pub name: String,
    /// The value expression.
    pub expr: Box<dyn Expression + 'a>,
    /// The whole attribute.
    pub range: Range,
    /// The name alone.
    pub name_range: Range,
}

/// One block: `type "label" { body }`.
#[derive(Debug)]
pub struct Block<'a> {
    /// The block type name.
    pub type_name: String,
    /// The label values.
    pub labels: Vec<String>,
    /// The block's body.
    pub body: Box<dyn Body + 'a>,
    /// The header: the type name through the last label (the reference's `DefRange`),
    /// for messages about the whole block.
    pub def_range: Range,
    /// The type name alone.
    pub type_range: Range,
    /// Each label's range.
    pub label_ranges: Vec<Range>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos::Pos;

    #[test]
    fn an_item_range_is_two_words_and_gives_the_range_either_way() {
        assert_eq!(std::mem::size_of::<ItemRange<'_>>(), 16);
        let file = SourceFile::new("a.hcl", "a = 1\nbb = 2\n");
        let lazy = ItemRange::in_file(&file, Span::from_usize(6, 8));
        let range = Range::new("a.hcl", Pos::new(2, 1, 6), Pos::new(2, 3, 8));
        assert_eq!(lazy.range(), range);
        assert_eq!(ItemRange::known(range.clone()).range(), range);
    }
}
