//! Expressions kept as their text (issue 29: parsing within a small multiple of the
//! input, whatever the input).
//!
//! In a big text (from `ParseOptions::defer_from` bytes, 64 KiB by default), an attribute's value, a collection's
//! element, an object's value or a call's argument that the parser read without errors
//! and would store as nodes is kept as an inline [`Repr::Deferred`] over its text
//! instead: its nodes are dropped as soon as it is read. A collection whose elements
//! are all inline then is one of the plain forms ([`crate::ast::plain`]), which keep
//! no nodes either: a tuple of a million `x + 1` costs sixteen bytes.
//!
//! Evaluating or viewing a deferred expression parses its text again, exactly as it
//! was read the first time (same position, same newline mode), into a tree that lives
//! as long as that use: see [`expand`]. A plain collection holding deferred elements
//! is read again element by element with the parser ([`read_element`]).

use std::sync::{LazyLock, OnceLock};

use hcl2_core::{ParseOptions, SourceFile, Span};
use hcl2_scratch::Reusable;

use super::{Parser, ScanStart, SKIPPING};
use crate::ast::nodes::NodesMark;
use crate::ast::plain::{plain_element, plain_key, MAX_PLAIN_DEPTH};
use crate::ast::{Expr, Nodes, ObjectKey, Repr};
use crate::lexer::Tok;

/// The environment variable that, in a debug build, makes every parse keep
/// expressions as their text whatever its length: the differentials and tests run
/// with it to compare the deferred forms with the reference on every input.
pub const DEFER_EVERY_VARIABLE: &str = "HCL2_DEFER_EVERY_EXPRESSION";

/// Whether a parse of a text of `len` bytes with `options` keeps expressions as
/// their text: from the length the options give (below it, a tree costs little memory
/// however it is stored, and evaluating a stored expression, the same one many times
/// for some applications, reads nothing again).
pub(crate) fn defers(len: usize, options: &ParseOptions) -> bool {
    #[cfg(test)]
    if let Some(forced) = DEFERS.with(|d| d.get()) {
        return forced;
    }
    len >= options.deferred_from() || defers_every()
}

/// Whether every parse keeps expressions as their text (debug builds, on request).
fn defers_every() -> bool {
    static EVERY: OnceLock<bool> = OnceLock::new();
    cfg!(debug_assertions)
        && *EVERY.get_or_init(|| std::env::var_os(DEFER_EVERY_VARIABLE).is_some_and(|v| v != "0"))
}

#[cfg(test)]
thread_local! {
    /// Set by tests that need every parse on their thread to keep expressions as text
    /// (`Some(true)`) or to store them (`Some(false)`), whatever the text's length.
    pub(crate) static DEFERS: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// The options the parses of kept text run with: the text was read without errors,
/// so no diagnostic is kept.
static OPTIONS: LazyLock<ParseOptions> = LazyLock::new(ParseOptions::default);

impl<'a> Parser<'a> {
    /// A parser reading the expression at byte `at` of `file`, newlines insignificant
    /// when `skip_newlines`, keeping expressions as their text when `defer`.
    fn reading_at(file: &'a SourceFile, at: u32, skip_newlines: bool, defer: bool) -> Self {
        let mut p = Parser::new(file, ScanStart::Expression, &OPTIONS);
        // Room for the nodes of one expression, not for those of the whole text.
        p.nodes.reserve_for_text(0);
        p.defer = defer;
        p.seek(at as usize);
        p.push_newlines(!skip_newlines);
        p
    }

    /// The nodes it built, its scratch stacks given back for the next parse.
    fn into_nodes(self) -> Nodes {
        self.scratch.give_back();
        self.nodes
    }

    /// An expression where the parse may keep it as its text (see the module
    /// documentation), read at `place`.
    #[inline(always)]
    pub(crate) fn parse_deferrable_expression(&mut self, place: Place) -> Expr {
        if self.defer {
            self.parse_deferring(place)
        } else {
            self.parse_expression()
        }
    }

    /// [`Parser::parse_deferrable_expression`] in a text that keeps expressions as
    /// their text (out of line: most texts do not).
    #[inline(never)]
    fn parse_deferring(&mut self, place: Place) -> Expr {
        let nodes = self.nodes.mark();
        let errors = self.error_count();
        let expr = self.parse_expression();
        self.deferred(expr, nodes, errors, place)
    }

    /// `expr`, read at `place` since `nodes` and `errors`, as a [`Repr::Deferred`]
    /// when it was read cleanly and is stored, or is inline but would keep the
    /// collection around it from being plain.
    fn deferred(&mut self, expr: Expr, nodes: NodesMark, errors: usize, place: Place) -> Expr {
        let clean = self.error_count() == errors && !self.recovering() && self.seq.is_none();
        if !clean || !(expr.is_stored() || place.keeps_from_plain(&expr)) {
            return expr;
        }
        self.nodes.truncate(nodes);
        Expr(Repr::Deferred(expr.span(), self.mode == SKIPPING))
    }
}

/// Where an expression that may be kept as its text is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// An attribute's value, a tuple's element, an object's value, a call's argument:
    /// where a plain collection or a block body kept as text holds a value (an
    /// attribute's value kept inline but not plain would keep its body stored).
    Element,
    /// An object's key.
    Key,
}

impl Place {
    /// Whether `expr`, inline, read here, would keep the collection around it from
    /// being plain (see [`crate::ast::plain`]): a plain collection nested as deep as
    /// one may be, an element that is not plain, a key that is not.
    fn keeps_from_plain(self, expr: &Expr) -> bool {
        let deepest = matches!(expr.0, Repr::PlainTuple(shape, _) | Repr::PlainObject(shape, _) | Repr::PlainCall(shape, _)
            if shape.depth() >= MAX_PLAIN_DEPTH);
        match self {
            Place::Element => deepest || plain_element(expr).is_none(),
            Place::Key => !plain_key(&ObjectKey {
                expr: *expr,
                parenthesized: false,
            }),
        }
    }
}

/// The expression kept as its text at `span` of `file` (read with newlines
/// insignificant when `skip_newlines`), parsed again with every node stored: its root
/// and nodes. Its text was read without errors, so it reads again without errors; the
/// unknown value's placeholder stands in should it not (a debug build stops there).
pub(crate) fn expand(file: &SourceFile, span: Span, skip_newlines: bool) -> (Expr, Nodes) {
    read_again(file, span, skip_newlines, false)
}

/// The expression kept as its text at `span` of `file`, read again with its own
/// elements, items or arguments kept as text (each inline): its root and nodes, for
/// the analyses that read one level of it.
pub(crate) fn read_level(file: &SourceFile, span: Span, skip_newlines: bool) -> (Expr, Nodes) {
    read_again(file, span, skip_newlines, true)
}

/// [`expand`], or [`read_level`] when `defer`.
fn read_again(file: &SourceFile, span: Span, skip_newlines: bool, defer: bool) -> (Expr, Nodes) {
    let mut p = Parser::reading_at(file, span.start, skip_newlines, defer);
    let root = p.parse_expression();
    let clean = p.error_count() == 0 && root.span() == span;
    let nodes = p.into_nodes();
    debug_assert!(
        clean,
        "the text kept at {span:?} reads as {:?} again",
        file.slice(span)
    );
    if clean {
        (root, nodes)
    } else {
        (super::expr::invalid(span), Nodes::default())
    }
}

/// Calls `each` with every element of the plain collection holding deferred elements
/// whose elements lie between `at` and `end` of `file` (for an object, each value with
/// its key), parsed with every node stored, in order, with the tree it is in: one
/// parser reads them all, and each one's nodes are dropped once `each` returns. This is
/// how evaluation reads such a collection: one parse of each element, not one to find
/// it and another to expand it.
pub(crate) fn for_each_element(
    file: &SourceFile,
    (at, end): (u32, u32),
    object: bool,
    mut each: impl FnMut(Option<ObjectKey>, Expr, crate::ast::Tree<'_>),
) {
    let mut p = Parser::reading_at(file, at, !object, false);
    let mark = p.nodes.mark();
    loop {
        let tok = p.peek();
        if tok.span.start >= end || tok.kind == Tok::Eof {
            break;
        }
        if matches!(tok.kind, Tok::Comma | Tok::Newline) {
            p.read();
            continue;
        }
        let key = object.then(|| {
            let parenthesized = tok.kind == Tok::OParen;
            let expr = p.parse_expression();
            if matches!(p.peek().kind, Tok::Equal | Tok::Colon) {
                p.read();
            }
            ObjectKey {
                expr,
                parenthesized,
            }
        });
        let value = p.parse_expression();
        debug_assert_eq!(
            p.error_count(),
            0,
            "an element kept at {at} reads again with errors"
        );
        each(key, value, crate::ast::Tree::new(file, &p.nodes));
        p.nodes.truncate(mark);
    }
    p.into_nodes();
}

/// The element (or key, or value: `place`) of a plain collection holding deferred
/// elements that starts at byte `at` of `file`, read again as the parser read it the
/// first time: inline, its nodes (if any) dropped.
pub(crate) fn read_element(file: &SourceFile, at: u32, skip_newlines: bool, place: Place) -> Expr {
    let mut p = Parser::reading_at(file, at, skip_newlines, true);
    let expr = p.parse_deferrable_expression(place);
    let clean = p.error_count() == 0;
    p.into_nodes();
    debug_assert!(clean, "the element kept at {at} reads again with errors");
    if expr.is_stored() || !clean {
        Expr(Repr::Deferred(expr.span(), skip_newlines))
    } else {
        expr
    }
}
