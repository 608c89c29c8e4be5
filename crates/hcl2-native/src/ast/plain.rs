//! Collections of plain constants kept as their source span (issue 29: parsing within
//! a small multiple of the input).
//!
//! A tuple or object constructor whose elements (keys and values) are all inline
//! constants — `true`, `false`, `null`, whole numbers in plain digits, plain quoted
//! strings, bare keys — or such collections in turn is stored as one inline
//! [`Repr::PlainTuple`] / [`Repr::PlainObject`] over its text: a tuple of a million `1`s
//! costs sixteen bytes, not sixteen a element. The parser has validated the text, so
//! reading it again only picks out the tokens: [`PlainScan`] yields, one at a time, the
//! same inline expressions the parser had built for the elements.
//!
//! In a big text, an element the parser keeps as its text ([`Repr::Deferred`], see
//! [`crate::parser::deferred`]) is a plain element too: a collection holding one has
//! the deferred bit in its [`Shape`], and its elements are read again with the parser
//! itself rather than token by token.

use hcl2_core::{SourceFile, Span};

use super::attr_path::AttrPath;
use super::expr::{Constant, Expr, ObjectItem, ObjectKey, Repr};
use crate::ast::Attribute;
use crate::lexer::{identifier_len, next_token, span, Tok, Token};
use crate::parser::deferred::{read_element, Place};

/// How deep plain collections may nest inside one kept as a span: reading an element
/// scans its text once for each enclosing collection viewed, so this bounds the
/// re-reading to a few times the text.
pub(crate) const MAX_PLAIN_DEPTH: u8 = 4;

#[cfg(test)]
thread_local! {
    /// Set by tests that compare a parse keeping plain collections as text with one
    /// storing every collection.
    pub(crate) static STORE_EVERY_COLLECTION: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// How a plain collection is made: how deep collections nest in it (1 for none),
/// whether it may hold elements whose value needs the evaluation context (bare
/// variables, short attribute paths, calls without arguments), and how
/// many elements (a tuple's) or items (an object's) it has, packed into the four bytes
/// its [`Expr`] has to spare, so that sizing its value or answering its length needs
/// no reading of the text before the one that evaluates it, and a collection of
/// constants alone is known to be one without reading it. A count too large for the
/// field is not kept: the length is then counted from the text.
///
/// The count is derived from the text the collection's span covers, and whether it is
/// dynamic is exact where the parser made the shape but may be a "maybe" for
/// one read again from the text (see [`group_end`]), so only the depth takes part in
/// comparing expressions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape(u32);

/// The low bits of a [`Shape`] that hold the depth.
const DEPTH_BITS: u32 = 3;

/// The bit of a [`Shape`] set when the collection may hold references or calls.
const DYNAMIC_BIT: u32 = 1 << DEPTH_BITS;

/// The bit of a [`Shape`] set when the collection holds deferred expressions
/// ([`Repr::Deferred`], or collections holding them): its elements are then read
/// again with the parser (see [`crate::parser::deferred::read_element`]).
const DEFERRED_BIT: u32 = 1 << (DEPTH_BITS + 1);

/// Where a [`Shape`]'s count starts.
const COUNT_SHIFT: u32 = DEPTH_BITS + 2;

const _: () = assert!((MAX_PLAIN_DEPTH as u32) < 1 << DEPTH_BITS);

/// The count field's value when no count is kept.
const NO_COUNT: u32 = u32::MAX >> COUNT_SHIFT;

impl Shape {
    /// A collection of constants alone, `depth` deep, of `count` elements or items
    /// (`None`: not counted).
    pub(crate) fn new(depth: u8, count: Option<usize>) -> Shape {
        let count = count
            .and_then(|n| u32::try_from(n).ok())
            .filter(|&n| n < NO_COUNT)
            .unwrap_or(NO_COUNT);
        let depth = u32::from(depth).min((1 << DEPTH_BITS) - 1);
        Shape(count << COUNT_SHIFT | depth)
    }

    /// This shape, of a collection that holds references or calls (or may) when
    /// `dynamic` is set.
    pub(crate) fn with_dynamic(self, dynamic: bool) -> Shape {
        if dynamic {
            Shape(self.0 | DYNAMIC_BIT)
        } else {
            Shape(self.0 & !DYNAMIC_BIT)
        }
    }

    /// This shape, of a collection that holds deferred expressions when `deferred`
    /// is set (which then also may hold references).
    pub(crate) fn with_deferred(self, deferred: bool) -> Shape {
        if deferred {
            Shape(self.0 | DEFERRED_BIT | DYNAMIC_BIT)
        } else {
            self
        }
    }

    /// Whether it holds deferred expressions, read again with the parser.
    pub(crate) fn deferred(self) -> bool {
        self.0 & DEFERRED_BIT != 0
    }

    /// How deep collections nest in it (1 for none).
    pub(crate) fn depth(self) -> u8 {
        (self.0 & ((1 << DEPTH_BITS) - 1)) as u8
    }

    /// Whether it may hold references or calls: when not, it is constants alone.
    pub(crate) fn dynamic(self) -> bool {
        self.0 & DYNAMIC_BIT != 0
    }

    /// How many elements or items it has, if counted.
    pub(crate) fn count(self) -> Option<usize> {
        let count = self.0 >> COUNT_SHIFT;
        (count != NO_COUNT).then_some(count as usize)
    }
}

impl PartialEq for Shape {
    fn eq(&self, other: &Shape) -> bool {
        self.depth() == other.depth()
    }
}

/// A fixed linear congruential sequence from `seed`, for generated test cases that are
/// the same on every run: each call gives a number below its argument.
#[cfg(test)]
pub(crate) fn test_sequence(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |below: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % below
    }
}

/// Whether the parser is to store every collection (only ever in this crate's tests).
pub(crate) fn stores_every_collection() -> bool {
    #[cfg(test)]
    return STORE_EVERY_COLLECTION.with(|s| s.get());
    #[cfg(not(test))]
    false
}

/// A number literal's text as an inline [`Constant::Whole`], when it is plain digits
/// whose value fits one (almost every number written).
pub(crate) fn whole_constant(text: &str) -> Option<Constant> {
    if text.bytes().all(|c| c.is_ascii_digit()) {
        text.parse().ok().map(Constant::Whole)
    } else {
        None
    }
}

/// The constant `true`, `false` or `null` names. Compared as fixed-size arrays, which
/// compile to a load and a compare, where a match on strings called `memcmp` for every
/// variable name of a matching length.
pub(crate) fn keyword_constant(name: &[u8]) -> Option<Constant> {
    if let Ok(four) = <[u8; 4]>::try_from(name) {
        if four == *b"true" {
            return Some(Constant::True);
        }
        if four == *b"null" {
            return Some(Constant::Null);
        }
    } else if name == b"false" {
        return Some(Constant::False);
    }
    None
}

/// How deep plain collections nest in `expr`, a plain constant: 0 for any other plain
/// constant, `None` for an expression that is not one (a reference or a call, or a
/// collection that holds one, included: a block body kept as text holds constants
/// alone).
pub(crate) fn plain_depth(expr: &Expr) -> Option<u8> {
    match plain_element(expr)? {
        (depth, false) => Some(depth),
        (_, true) => None,
    }
}

/// How deep plain collections nest in `expr`, an element a plain collection keeps (0
/// for one that is not a collection), and whether it is or holds one whose value
/// needs the evaluation context: a bare variable or a short attribute path kept inline
/// (`x`, `var.a`, `aws_sg.x.id`), a call without arguments written tight (`uuid()`).
/// `None` for an expression that keeps its collection stored.
pub(crate) fn plain_element(expr: &Expr) -> Option<(u8, bool)> {
    match expr.0 {
        Repr::Constant(Constant::Invalid, _) => None,
        Repr::Constant(..) | Repr::Number(_) | Repr::PlainString(_) => Some((0, false)),
        Repr::Variable(_) | Repr::EmptyCall(_) | Repr::Deferred(..) => Some((0, true)),
        Repr::AttrPath(path) if path.attrs_only() => Some((0, true)),
        Repr::PlainTuple(shape, _) | Repr::PlainObject(shape, _) | Repr::PlainCall(shape, _) => {
            Some((shape.depth(), shape.dynamic()))
        }
        _ => None,
    }
}

/// Whether `expr`, a plain element, is kept as its text or holds one that is: what is
/// read again with the parser rather than from the text alone.
pub(crate) fn holds_deferred(expr: &Expr) -> bool {
    match expr.0 {
        Repr::Deferred(..) => true,
        Repr::PlainTuple(shape, _) | Repr::PlainObject(shape, _) | Repr::PlainCall(shape, _) => {
            shape.deferred()
        }
        _ => false,
    }
}

/// Whether `key` is one a plain object keeps: written bare, a name or a plain constant.
pub(crate) fn plain_key(key: &ObjectKey) -> bool {
    !key.parenthesized
        && match key.expr.0 {
            Repr::Variable(_) => true,
            Repr::PlainTuple(..) | Repr::PlainObject(..) => false,
            _ => plain_depth(&key.expr).is_some(),
        }
}

/// The plain expressions inside a plain collection's brackets, read from its text in
/// order (a tuple's elements; an object's keys and values, alternating).
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlainScan<'a> {
    src: &'a str,
    at: usize,
    /// Where the closing bracket is.
    end: usize,
    /// For a collection holding deferred expressions, the file to read its elements
    /// from with the parser, and whether newlines are insignificant between them.
    parsed: Option<(&'a SourceFile, bool)>,
}

impl<'a> PlainScan<'a> {
    /// The expressions inside the collection written at `span` of `src`, brackets
    /// included.
    pub(crate) fn inside(src: &'a str, span: Span) -> PlainScan<'a> {
        let end = (span.end as usize).saturating_sub(1).min(src.len());
        PlainScan {
            src,
            at: (span.start as usize + 1).min(end),
            end,
            parsed: None,
        }
    }

    /// The arguments of a body kept as its text, which lie within `text` of `file`
    /// (between a block's braces, say), read with the parser when `parsed`: an
    /// argument's value is read with newlines significant.
    pub(crate) fn arguments(file: &'a SourceFile, text: Span, parsed: bool) -> PlainScan<'a> {
        let src = file.text();
        let end = (text.end as usize).min(src.len());
        PlainScan {
            src,
            at: (text.start as usize).min(end),
            end,
            parsed: parsed.then_some((file, false)),
        }
    }

    /// The expressions inside the collection of `shape` written at `span` of `file`,
    /// brackets included: read with the parser if it holds deferred expressions.
    pub(crate) fn inside_file(file: &'a SourceFile, span: Span, shape: Shape) -> PlainScan<'a> {
        let scan = PlainScan::inside(file.text(), span);
        scan.parsed_from(file, shape.deferred())
    }

    /// This scan, reading with the parser from `file` when `deferred`. Newlines
    /// separate an object's items, and are insignificant in a tuple or a call.
    pub(crate) fn parsed_from(mut self, file: &'a SourceFile, deferred: bool) -> PlainScan<'a> {
        if deferred {
            let opener = self
                .at
                .checked_sub(1)
                .and_then(|at| self.src.as_bytes().get(at));
            self.parsed = Some((file, opener != Some(&b'{')));
        }
        self
    }

    /// The expressions from offset `from` of `src` on (as many as the caller knows
    /// there are).
    pub(crate) fn after(src: &'a str, from: u32) -> PlainScan<'a> {
        PlainScan {
            src,
            at: (from as usize).min(src.len()),
            end: src.len(),
            parsed: None,
        }
    }

    /// How many expressions are left.
    pub(crate) fn count(self) -> usize {
        let mut scan = self;
        std::iter::from_fn(|| scan.next_expr()).count()
    }

    /// The next expression, after any separators (`,`, `=`, `:`, newlines, comments).
    pub(crate) fn next_expr(&mut self) -> Option<Expr> {
        if self.parsed.is_some() {
            return self.next_parsed(Place::Element);
        }
        if let Some(simple) = self.next_simple() {
            return Some(simple);
        }
        let tok = self.next_start()?;
        let expr = plain_expr(self.src, tok);
        self.at = (expr.span().end as usize).max(tok.span.end as usize);
        Some(expr)
    }

    /// The token the next expression starts with, after any separators (`,`, `=`, `:`,
    /// newlines, comments); `None`, the scan ended, at the closing bracket.
    fn next_start(&mut self) -> Option<Token> {
        loop {
            if self.at >= self.end {
                return None;
            }
            let tok = next_token(self.src, self.at, false);
            if tok.span.start as usize >= self.end || tok.span.end as usize <= self.at {
                self.at = self.end;
                return None;
            }
            if !matches!(tok.kind, Tok::Comma | Tok::Equal | Tok::Colon) {
                return Some(tok);
            }
            self.at = tok.span.end as usize;
        }
    }

    /// For a collection holding deferred expressions, its file and where its elements
    /// lie (after its opener, up to its closer).
    pub(crate) fn parsed_text(&self) -> Option<(&'a SourceFile, (u32, u32))> {
        let (file, _) = self.parsed?;
        Some((file, (self.at as u32, self.end as u32)))
    }

    /// The next expression of a collection holding deferred expressions, after any
    /// separators, read with the parser as it was read the first time.
    fn next_parsed(&mut self, place: Place) -> Option<Expr> {
        let (file, skip_newlines) = self.parsed?;
        let tok = self.next_start()?;
        let expr = read_element(file, tok.span.start, skip_newlines, place);
        self.at = (expr.span().end as usize).max(tok.span.end as usize);
        Some(expr)
    }

    /// The commonest elements read without the lexer: after separators and blanks, a
    /// whole number in plain digits that fits a [`Constant::Whole`], or an ASCII name
    /// (a bare key, `true`, `false`, `null`), ended by a separator, a blank or the
    /// closing bracket. `None`, having read nothing, for anything else.
    #[inline]
    fn next_simple(&mut self) -> Option<Expr> {
        let bytes = self.src.as_bytes().get(..self.end)?;
        let mut at = self.at;
        while let Some(b' ' | b'\t' | b'\n' | b',' | b'=' | b':') = bytes.get(at) {
            at += 1;
        }
        let start = at;
        let expr = match bytes.get(at)? {
            b'0'..=b'9' => {
                let mut value: u64 = 0;
                while let Some(&digit @ b'0'..=b'9') = bytes.get(at) {
                    value = value * 10 + u64::from(digit - b'0');
                    at += 1;
                    if at - start > 10 {
                        return None;
                    }
                }
                Repr::Constant(Constant::Whole(u32::try_from(value).ok()?), span(start, at))
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                at = ascii_name_end(bytes, at);
                let root = span(start, at);
                match keyword_constant(&bytes[start..at]) {
                    _ if bytes.get(at) == Some(&b'(') || bytes.get(at..at + 2) == Some(b"::") => {
                        let (call, end) = ascii_empty_call(bytes, start, at)?;
                        at = end;
                        call
                    }
                    Some(c) => Repr::Constant(c, root),
                    None if bytes.get(at) == Some(&b'.') => {
                        let (path, end) = ascii_attr_path(bytes, root)?;
                        at = end;
                        Repr::AttrPath(path)
                    }
                    None => Repr::Variable(root),
                }
            }
            _ => return None,
        };
        let ended = matches!(
            bytes.get(at),
            None | Some(b' ' | b'\t' | b'\n' | b',' | b'\r' | b'=' | b':')
        );
        if !ended {
            return None;
        }
        self.at = at;
        Some(Expr(expr))
    }

    /// The next argument of a block body kept as its text: its name, then its value
    /// after the `=` (read with the parser when the body holds deferred values).
    pub(crate) fn next_attribute(&mut self) -> Option<Attribute> {
        let name = self.next_name()?;
        let value = if self.parsed.is_some() {
            self.next_parsed(Place::Element)?
        } else {
            self.next_expr()?
        };
        Some(Attribute::new(name, value, value.span().end))
    }

    /// The next argument's name: after blanks and newlines, an identifier starting with
    /// an ASCII letter or `_` is read byte by byte; anything else (a comment) by the
    /// lexer.
    fn next_name(&mut self) -> Option<Span> {
        let bytes = self.src.as_bytes().get(..self.end)?;
        let mut at = self.at;
        while let Some(b' ' | b'\t' | b'\n') = bytes.get(at) {
            at += 1;
        }
        let name = match bytes.get(at) {
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {
                span(at, at + identifier_len(&self.src[at..self.end]))
            }
            _ => self.next_start()?.span,
        };
        self.at = name.end as usize;
        Some(name)
    }

    /// The next key and value of a plain object.
    pub(crate) fn next_item(&mut self) -> Option<ObjectItem> {
        if self.parsed.is_some() {
            // A key written in parentheses starts with one, as the parser tells it.
            let key = self.next_parsed(Place::Key)?;
            let parenthesized = self.src.as_bytes().get(key.span().start as usize) == Some(&b'(');
            let value = self.next_parsed(Place::Element)?;
            return Some(ObjectItem {
                key: ObjectKey {
                    expr: key,
                    parenthesized,
                },
                value,
            });
        }
        let key = self.next_expr()?;
        let value = self.next_expr()?;
        Some(ObjectItem {
            key: ObjectKey {
                expr: key,
                parenthesized: false,
            },
            value,
        })
    }
}

/// Where the ASCII name starting at `at` of `bytes` ends (its first byte starts one).
fn ascii_name_end(bytes: &[u8], mut at: usize) -> usize {
    while let Some(b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'-') = bytes.get(at) {
        at += 1;
    }
    at
}

/// The short attribute path the variable at `root` starts, its steps ASCII names each
/// written tight after a dot, and where it ends; `None` when a step is not such a name
/// (left to the lexer) or the path is not one an [`AttrPath`] holds.
fn ascii_attr_path(bytes: &[u8], root: Span) -> Option<(AttrPath, usize)> {
    let step = |dot: usize| -> Option<(Span, usize)> {
        let first = *bytes.get(dot + 1)?;
        if !(first.is_ascii_alphabetic() || first == b'_') {
            return None;
        }
        let end = ascii_name_end(bytes, dot + 1);
        Some((span(dot + 1, end), end))
    };
    let dot = root.end as usize;
    let (name, mut end) = step(dot)?;
    let mut path = AttrPath::attr(root, dot as u32, name)?;
    if bytes.get(end) == Some(&b'.') {
        let (name, second_end) = step(end)?;
        path = path.push_attr(end as u32, name)?;
        end = second_end;
    }
    Some((path, end))
}

/// The call without arguments written tight whose name starts at `start` of `bytes`,
/// its first part ending at `at` (before `::` or `(`), and where it ends; `None` when
/// it is not one, or a part is not an ASCII name (left to the lexer). An object's key
/// followed by its `:` separator is no call: `::` or `()` must follow each part.
fn ascii_empty_call(bytes: &[u8], start: usize, mut at: usize) -> Option<(Repr, usize)> {
    while bytes.get(at..at + 2) == Some(b"::") {
        let first = *bytes.get(at + 2)?;
        if !(first.is_ascii_alphabetic() || first == b'_') {
            return None;
        }
        at = ascii_name_end(bytes, at + 2);
    }
    if bytes.get(at..at + 2) != Some(b"()") {
        return None;
    }
    Some((Repr::EmptyCall(span(start, at + 2)), at + 2))
}

/// The call whose name, written tight before its `(`, starts with the identifier
/// `first` of `src`, read token by token, if it is one: without arguments, written
/// tight, or one of plain arguments (which the parser kept as such).
fn lexed_call(src: &str, first: Span) -> Option<Expr> {
    let mut end = first.end;
    let mut tok = next_token(src, end as usize, false);
    while tok.kind == Tok::DoubleColon && tok.span.start == end {
        let part = next_token(src, tok.span.end as usize, false);
        if part.kind != Tok::Ident || part.span.start != tok.span.end {
            return None;
        }
        end = part.span.end;
        tok = next_token(src, end as usize, false);
    }
    if tok.kind != Tok::OParen || tok.span.start != end {
        return None;
    }
    let close = next_token(src, tok.span.end as usize, false);
    if close.kind == Tok::CParen && close.span.start == tok.span.end {
        return Some(Expr(Repr::EmptyCall(first.to(close.span))));
    }
    let (end, shape) = group_end(src, tok.span.start as usize);
    let span = crate::lexer::span(first.start as usize, end);
    Some(Expr(Repr::PlainCall(shape.with_dynamic(true), span)))
}

/// The variable or short attribute path starting with the identifier `root` of `src`,
/// read token by token (for names the byte-wise reading leaves to the lexer): the steps
/// an [`AttrPath`] holds, written tight, as the parser builds them.
fn lexed_reference(src: &str, root: Span) -> Expr {
    let mut expr = Expr(Repr::Variable(root));
    for _ in 0..2 {
        let end = expr.span().end;
        let dot = next_token(src, end as usize, false);
        if dot.kind != Tok::Dot || dot.span.start != end {
            break;
        }
        let name = next_token(src, dot.span.end as usize, false);
        if name.kind != Tok::Ident || name.span.start != dot.span.end {
            break;
        }
        let longer = match expr.0 {
            Repr::Variable(root) => AttrPath::attr(root, dot.span.start, name.span),
            Repr::AttrPath(path) => path.push_attr(dot.span.start, name.span),
            _ => None,
        };
        match longer {
            Some(path) => expr = Expr(Repr::AttrPath(path)),
            None => break,
        }
    }
    expr
}

/// The plain expression starting with token `tok` of `src`, as the parser builds it.
fn plain_expr(src: &str, tok: Token) -> Expr {
    let text = src.get(tok.span.start as usize..tok.span.end as usize);
    let text = text.unwrap_or("");
    match tok.kind {
        // The parser kept the collection as text only if its numbers are valid.
        Tok::Number => match whole_constant(text) {
            Some(c) => Expr(Repr::Constant(c, tok.span)),
            None => Expr(Repr::Number(tok.span)),
        },
        Tok::Ident => match (lexed_call(src, tok.span), keyword_constant(text.as_bytes())) {
            (Some(call), _) => call,
            (None, Some(c)) => Expr(Repr::Constant(c, tok.span)),
            (None, None) => lexed_reference(src, tok.span),
        },
        Tok::OQuote => {
            let from = tok.span.end as usize;
            let close = src.as_bytes()[from.min(src.len())..]
                .iter()
                .position(|&c| c == b'"')
                .map_or(src.len(), |at| from + at + 1);
            Expr(Repr::PlainString(crate::lexer::span(
                tok.span.start as usize,
                close,
            )))
        }
        Tok::OBrack | Tok::OBrace => {
            let (end, shape) = group_end(src, tok.span.start as usize);
            let span = crate::lexer::span(tok.span.start as usize, end);
            if tok.kind == Tok::OBrack {
                Expr(Repr::PlainTuple(shape, span))
            } else {
                Expr(Repr::PlainObject(shape, span))
            }
        }
        _ => Expr(Repr::Constant(Constant::Invalid, tok.span)),
    }
}

/// Where the plain collection opening at `open` of `src` ends (after its closing
/// bracket), and its shape (counted when read without the lexer). Whether it holds
/// references is a "maybe" here: any name in it (a keyword or a bare key too) counts.
fn group_end(src: &str, open: usize) -> (usize, Shape) {
    quick_group_end(src.as_bytes(), open).unwrap_or_else(|| {
        let (end, depth, names) = lexed_group_end(src, open);
        (end, Shape::new(depth, None).with_dynamic(names))
    })
}

/// [`group_end`] read byte by byte, for a collection without comments (`None` at the
/// first `#` or `/`, where only the lexer knows what follows). At the outer level, an
/// object has one `=` or `:` an item, and a tuple's elements end at a comma or the
/// closing bracket.
fn quick_group_end(bytes: &[u8], open: usize) -> Option<(usize, Shape)> {
    let object = bytes.get(open) == Some(&b'{');
    let mut at = open;
    let mut level = 0u8;
    let mut deepest = 0u8;
    let (mut count, mut pending) = (0usize, false);
    let mut names = false;
    loop {
        let byte = *bytes.get(at)?;
        // A namespaced call's `::` is no item separator (the name before it is part of
        // the same element).
        if byte == b':' && bytes.get(at + 1) == Some(&b':') {
            at += 2;
            continue;
        }
        if level == 1 {
            match byte {
                b'=' | b':' => count += usize::from(object),
                b',' => {
                    count += usize::from(pending && !object);
                    pending = false;
                }
                b']' | b'}' | b')' => count += usize::from(pending && !object),
                b' ' | b'\t' | b'\r' | b'\n' => {}
                _ => pending = true,
            }
        }
        match byte {
            b'[' | b'{' | b'(' => {
                level = level.saturating_add(1);
                deepest = deepest.max(level);
            }
            b']' | b'}' | b')' => {
                level = level.saturating_sub(1);
                if level == 0 {
                    let shape = Shape::new(deepest, Some(count)).with_dynamic(names);
                    return Some((at + 1, shape));
                }
            }
            // A plain string holds no quote, and no escape.
            b'"' => at += 1 + bytes.get(at + 1..)?.iter().position(|&c| c == b'"')?,
            b'#' | b'/' => return None,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' | 0x80.. => names = true,
            _ => {}
        }
        at += 1;
    }
}

/// [`group_end`] token by token: where it ends, how deep it nests, and whether a name
/// is in it.
fn lexed_group_end(src: &str, open: usize) -> (usize, u8, bool) {
    let mut at = open;
    let mut level = 0u8;
    let mut deepest = 0u8;
    let mut names = false;
    loop {
        let tok = next_token(src, at, false);
        at = tok.span.end as usize;
        match tok.kind {
            Tok::OBrack | Tok::OBrace | Tok::OParen => {
                level = level.saturating_add(1);
                deepest = deepest.max(level);
            }
            Tok::CBrack | Tok::CBrace | Tok::CParen => {
                level = level.saturating_sub(1);
                if level == 0 {
                    return (at, deepest, names);
                }
            }
            Tok::OQuote => {
                at = src.as_bytes()[at.min(src.len())..]
                    .iter()
                    .position(|&c| c == b'"')
                    .map_or(src.len(), |len| at + len + 1);
            }
            Tok::Ident => names = true,
            Tok::Eof => return (at, deepest, names),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use hcl2_core::Pos;

    use super::*;
    use crate::ast::{ExprView, Tree};

    /// `expr` as its construct, spans and values, nested collections in full.
    fn render(expr: Expr, tree: Tree<'_>) -> String {
        match expr.view(tree) {
            ExprView::Tuple(t) => {
                let elems: Vec<String> = t.elems.iter().map(|e| render(e, tree)).collect();
                let len = t.elems.len();
                format!("[{len} {:?} {:?} {}]", t.open_span, t.span, elems.join(" "))
            }
            ExprView::Object(o) => {
                let items: Vec<String> = o
                    .items
                    .iter()
                    .map(|i| {
                        let (k, v) = (render(i.key.expr, tree), render(i.value, tree));
                        format!("{k}{}={v}", if i.key.parenthesized { "()" } else { "" })
                    })
                    .collect();
                let len = o.items.len();
                format!(
                    "{{{len} {:?} {:?} {}}}",
                    o.open_span,
                    o.span,
                    items.join(" ")
                )
            }
            ExprView::FunctionCall(c) => {
                let args: Vec<String> = c.args.iter().map(|a| render(a, tree)).collect();
                let parens = (c.open_paren_span, c.close_paren_span, c.args.len());
                format!(
                    "{:?}({}){parens:?}{:?}",
                    c.name_span,
                    args.join(" "),
                    c.span
                )
            }
            ExprView::RelativeTraversal(r) => {
                format!("{}{:?}{:?}", render(r.source, tree), r.steps, r.span)
            }
            ExprView::For(f) => format!(
                "[for {:?} in {}: {}]",
                f.value_var_span,
                render(f.collection, tree),
                render(f.value, tree)
            ),
            ExprView::Splat(s) => format!(
                "{}[*]{:?}{}",
                render(s.source, tree),
                s.marker_span,
                render(s.each, tree)
            ),
            ExprView::Deferred(kept) => {
                let expanded = kept.expand();
                render(expanded.root(), expanded.tree())
            }
            other => format!("{other:?}"),
        }
    }

    /// The parse of `src` rendered, with its value and diagnostics, either keeping
    /// plain collections as text or storing every one.
    fn parsed(src: &str, store_all: bool) -> String {
        STORE_EVERY_COLLECTION.with(|s| s.set(store_all));
        let parsed = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
        STORE_EVERY_COLLECTION.with(|s| s.set(false));
        let tree = parsed.tree();
        let (value, diags) = crate::evaluate(&parsed.value, tree, None);
        let analysis = (
            crate::analysis::start_span(&parsed.value, tree),
            crate::analysis::static_list(&parsed.value, tree)
                .map(|l| l.len())
                .ok(),
            crate::analysis::static_map(&parsed.value, tree)
                .map(|m| m.len())
                .ok(),
            crate::analysis::expr_variables(&parsed.value, tree),
            crate::analysis::expr_has_variables(&parsed.value, tree),
            crate::analysis::static_call(&parsed.value, tree)
                .map(|c| {
                    let args: Vec<String> = c.args.iter().map(|a| render(a, tree)).collect();
                    (c.name, c.name_range, args, c.args.len(), c.args_range)
                })
                .ok(),
        );
        format!(
            "{}\n{:?}\n{value:?} {diags}\n{analysis:?}",
            render(parsed.value, tree),
            parsed.diagnostics
        )
    }

    #[test]
    fn a_collection_read_from_its_text_reads_as_the_parser_would_have_stored_it() {
        for src in [
            "[1, 2, 3]",
            "[]",
            "{}",
            "[1, 2,]",
            r#"["a", "b c", true, false, null, 0042, 4294967295]"#,
            r#"[[1, [2, {a = "x"}]], {b = [1]}]"#,
            "{\n  a = 1 # c\n  \"b\" = \"x\" // d\n  c: /* e */ 2,\n}",
            "{true = 1, null = 2, 3 = 4, false: 5}",
            r#"["]", "{", "a,b", "[x]"]"#,
            "[\n  1,\n  # note\n  2\n]",
            "[1, 2, x, 3]",
            r#"[1, "a${b}", 2]"#,
            "{a = 1, b = c}",
            "{a = 1, (b) = 2}",
            "{a.b = 1}",
            "[1.5, 2]",
            "[[[[1]]]]",
            "[[[[[1]]]]]",
            "[{x=1}, {x=1}][*].x",
            "[1 2]",
            "[1, 2",
            "{a = 1 b = 2}",
            "[1, -2]",
            "[1, (2)]",
            r#"[1, "a\tb"]"#,
            "[4294967296, 1]",
            "[1\r\n, 2]",
            "[1#c\n, 2 // d\n]",
            "[1/*c*/, 2, 3 ]",
            "[00000000001, 4294967295, 12345678901]",
            "{a = 1, b: 2, 3 = 4}",
            r#"[["]", "{"], {a = "}"}, [[1], "[", 2]]"#,
            "[{\u{e9} = 1}, {a-b = 1, _c = true, nullx = null}]",
            "[[1, # c ]\n 2], {a = 1 // x\n}]",
            "[[1, 2,], [\n 3,\n 4\n ], [], {}, [ ], [1,2 ,3 , ]]",
            "[{\n a = 1\n b = \"=,:\"\n c: [1, 2]\n}, {d = {}, e = []}]",
            r#"[["a,b", "c=d", "]"], {"k:" = "v=", x = "}"}]"#,
            // References: bare variables and short attribute paths.
            "[x, var.a, aws_sg.x.id, true, null_x, a-b.c-d]",
            "[a.b.c.d, x]",
            "[a[0], x]",
            "[a .b, x]",
            "[a. b, x]",
            "[a.0, x]",
            "[a.*.b, x]",
            "[x.true, true.x]",
            "{a = var.x, b = [y, z.w], c = {d = e.f.g}}",
            "{a.b = 1}",
            "{(a) = b}",
            "{a = b, b = a}",
            "[\u{e9}.\u{e9}, a.\u{e9}, \u{e9}.a.b, a.b\u{e9}.c]",
            "[x # c\n, y.z // d\n, w /* e */]",
            "[x/*c*/.y, x./*c*/y]",
            "[[[[x]]]]",
            "[[[[[x]]]]]",
            "[[1, true], [x]]",
            "[{a = 1}, {b = c}][*].b",
            "[for v in [x, y.z] : [v, w]]",
            "[x, x, x, x, x, x, x, x, x, x, y]",
            "[f(x), y]",
            "[x, f(x)]",
            // Calls without arguments.
            "[f(), uuid(), provider::p::f(), a::b::c::d()]",
            "[f( ), f ()]",
            "[f(/*c*/), f/*c*/()]",
            "[p :: f(), p:: f(), p ::f()]",
            "[f()..., x]",
            "[f(), f(x), f(1, 2)]",
            "[\u{e9}(), a::\u{e9}(), \u{e9}::a(), a\u{e9}()]",
            "{a = f(), b: g(), c = [h()], d = {e = i::j()}}",
            "{f() = 1}",
            "{true: 1, null: 2, a: 3, b:c, d:e()}",
            "[f().a, f()[0], f().*, f()[*]]",
            "[f() + 1]",
            // Calls of plain arguments.
            "f(x)",
            "f(1, \"a\", true, null)",
            "[f(x), g(1, \"a\"), p::h([1], {a = b}), i(j(k()))]",
            "list(string)",
            "tuple([string, number])",
            "object({a = string, b = list(number)})",
            "map(object({a = optional(string, \"x\")}))",
            "[f(x...), f(x,), f(x ), f( x ), f(\n  x,\n  y\n)]",
            "f(g(h(i(1))))",
            "f(g(h(i(j(1)))))",
            "[f(g(h(1)))]",
            "f(1 2)",
            "f(1,",
            "f(x.y[0], z)",
            "[f(x) # c\n, f(/* c */ y)]",
            "{a = f(x), b: g([1, 2], {c = d})}",
            "[f(\"(\", \")\", \",\"), f(\"a,b\")]",
            "f(x)[0]",
            "f(x).a",
            "[for v in f(x) : g(v, w)]",
            "[\u{e9}(1), a::\u{e9}(x)]",
        ] {
            assert_eq!(parsed(src, false), parsed(src, true), "{src}");
        }
        // Runs of plain items longer than the parser keeps on its stack, then one that
        // is not plain: those counted only are read again from the text.
        let ones = "1, [2], {a = 3}, ".repeat(40);
        let items = "a = 1, b = [2], c = {d = 3}\n".repeat(40);
        let refs = "x, [y.z], {a = b.c.d}, ".repeat(40);
        let calls = "f(x), g([1], {a = h()}), p::q(\"(\", r(s, t)), ".repeat(40);
        for src in [
            format!("[{ones}x, 4]"),
            format!("[{ones}4]"),
            format!("{{{items}e = f, g = 5}}"),
            format!("{{{items}g = 5}}"),
            format!("[{ones}4 5]"),
            format!("[{refs}f(), 4]"),
            format!("[{refs}x.y[0]]"),
            format!("[{refs}4]"),
            format!("{{{items}e = f.g, h = i(), g = 5}}"),
            format!("[{calls}x.y[0]]"),
            format!("[{calls}4]"),
            format!("{{{items}e = f(g), h = i(j, [k()]), l = m[0]}}"),
        ] {
            assert_eq!(parsed(&src, false), parsed(&src, true), "{src}");
        }
    }

    #[test]
    fn generated_collections_of_constants_references_and_calls_read_the_same_kept_or_stored() {
        const LEAVES: [&str; 16] = [
            "1",
            "\"s\"",
            "true",
            "x",
            "var.a",
            "aws_sg.x.id",
            "a.b.c.d",
            "f()",
            "p::f()",
            "f(x)",
            "f ()",
            "a[0]",
            "\u{e9}.b",
            "null",
            "k-1.v",
            "1.5",
        ];
        const GAPS: [&str; 6] = ["", " ", "\n", " # c\n", "/* c */", "\t"];
        let mut next = test_sequence(29);
        fn collection(next: &mut dyn FnMut(usize) -> usize, depth: u8) -> String {
            let count = next(4);
            let object = next(2) == 0;
            let mut out = String::from(if object { "{" } else { "[" });
            for i in 0..count {
                out.push_str(GAPS[next(GAPS.len())]);
                if object {
                    out.push_str(["k", "\"q\"", "true", "(k)"][next(4)]);
                    out.push_str([" = ", "=", ": "][next(3)]);
                }
                if depth < 5 && next(4) == 0 {
                    out.push_str(&collection(next, depth + 1));
                } else {
                    out.push_str(LEAVES[next(LEAVES.len())]);
                }
                out.push_str(GAPS[next(2)]);
                if i + 1 < count || next(3) == 0 {
                    out.push_str(if object && next(2) == 0 { "\n" } else { "," });
                }
            }
            out.push_str(if object { "}" } else { "]" });
            out
        }
        let mut kept = 0;
        for _ in 0..1500 {
            let src = collection(&mut next, 1);
            let parsed_kept = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            if let Repr::PlainTuple(shape, _) | Repr::PlainObject(shape, _) = parsed_kept.value.0 {
                kept += usize::from(shape.dynamic());
            }
            assert_eq!(parsed(&src, false), parsed(&src, true), "{src:?}");
        }
        assert!(
            kept > 200,
            "{kept} of 1500 kept holding references or calls"
        );
    }

    #[test]
    fn a_block_body_holding_references_is_kept_as_text_only_short_in_a_big_text() {
        let long = format!("b {{\n  x = [a, v.b] # {}\n}}\n", "c".repeat(40));
        for (src, references, kept_when_big) in [
            ("b {\n  x = [a, v.b]\n}\n", 2, true),
            ("b {\n  x = {k = f()}\n}\n", 0, true),
            (long.as_str(), 2, false),
        ] {
            for big in [false, true] {
                crate::parser::deferred::DEFERS.with(|d| d.set(Some(big)));
                let parsed = crate::parse_config(src.as_bytes(), "t.hcl", Pos::START);
                crate::parser::deferred::DEFERS.with(|d| d.set(None));
                let tree = parsed.tree();
                let blocks = parsed.value.blocks(&parsed.nodes);
                let kept = blocks[0].body(tree).kept_as_text();
                assert_eq!(kept, big && kept_when_big, "{src:?}, big: {big}");
                let found = crate::analysis::body_variables(&parsed.value, tree).len();
                assert_eq!(found, references, "{src:?}");
            }
        }
    }

    #[test]
    fn a_shape_keeps_its_depth_and_a_count_that_fits() {
        let shape = Shape::new(4, Some(500_000));
        assert_eq!((shape.depth(), shape.count()), (4, Some(500_000)));
        assert_eq!(Shape::new(1, None).count(), None);
        let largest = NO_COUNT as usize - 1;
        assert_eq!(Shape::new(2, Some(largest)).count(), Some(largest));
        assert_eq!(Shape::new(2, Some(largest + 1)).count(), None);
        assert_eq!(Shape::new(2, Some(usize::MAX)).count(), None);
        assert_eq!(Shape::new(3, Some(7)), Shape::new(3, None));
        assert_ne!(Shape::new(3, Some(7)), Shape::new(2, Some(7)));
    }

    #[test]
    fn collections_kept_as_text_know_their_length_without_reading_it() {
        let shape = |expr: Expr| match expr.0 {
            Repr::PlainTuple(shape, _) | Repr::PlainObject(shape, _) => Some(shape.count()),
            _ => None,
        };
        for (src, len, first_len) in [
            ("[1, 2, 3]", 3, None),
            ("[]", 0, None),
            ("{a = 1\n b = 2, c: 3}", 3, None),
            ("[[1, 2,], {}]", 2, Some(2)),
            ("[{a = \"=\", b = [1, 2]}]", 1, Some(2)),
            ("[[\"a,b\", 1 ,\n 2]]", 1, Some(3)),
        ] {
            let parsed = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            assert_eq!(shape(parsed.value), Some(Some(len)), "{src}");
            let tree = parsed.tree();
            let first = match parsed.value.view(tree) {
                ExprView::Tuple(t) => t.elems.iter().next(),
                _ => None,
            };
            assert_eq!(first.and_then(shape), first_len.map(Some), "{src}");
        }
        // Comments leave a nested collection to the lexer, which does not count.
        let parsed = crate::parse_expression(b"[[1, # c\n 2]]", "t.hcl", Pos::START);
        let first = parsed
            .value
            .tuple_view(parsed.tree())
            .and_then(|t| t.elems.iter().next());
        assert_eq!(first.and_then(shape), Some(None));
    }

    #[test]
    fn plain_collections_are_kept_as_their_text() {
        crate::parser::deferred::DEFERS.with(|d| d.set(Some(false)));
        let kept = |src: &str| {
            let parsed = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            matches!(parsed.value.0, Repr::PlainTuple(..) | Repr::PlainObject(..))
                && parsed.nodes.count::<crate::ast::TupleExpr>() == 0
                && parsed.nodes.count::<crate::ast::ObjectExpr>() == 0
        };
        for src in [
            "[1, 2]",
            "{a = \"b\"}",
            "[{x = 1}, {x = 2}]",
            "[[[[1]]]]",
            "[x]",
            "{a = b}",
            "[var.a, aws_sg.x.id]",
            "[f(), p::f(), {a = g()}]",
            "[f(x)]",
            "[f( )]",
            "[1.5, 1e3, 4294967296]",
            "{a = 0.25}",
        ] {
            assert!(kept(src), "{src}");
        }
        for src in [
            "[[[[[1]]]]]",
            "[1 2]",
            "[a.b.c.d]",
            "[a[0]]",
            "{a.b = 1}",
            "[a .b]",
            "[f ()]",
            "[p :: f()]",
            "[f(x...)]",
            "[f(x.y[0])]",
            "[f(g(h(i(1))))]",
        ] {
            assert!(!kept(src), "{src}");
        }
    }
}
