//! The structural language: bodies, attributes, blocks, one-line blocks and labels.

use crate::ast::Repr;
use compact_str::CompactString;
use hcl2_core::Span;
use hcl2_template::Part;

use super::counted::{self, Stretch};
use super::names::Names;
use super::Parser;
use crate::ast::plain::{holds_deferred, plain_depth};
use crate::ast::{Attribute, Block, Body, Expr, Ids, Label};
use crate::lexer::{Tok, Token};

impl Parser<'_> {
    /// A body up to `end` (a closing brace, or the end of the file).
    pub(crate) fn parse_body(&mut self, end: Tok) -> Body {
        let start = self.prev();
        let errors = self.error_count();
        let (attributes, blocks) = (self.scratch.attributes.mark(), self.scratch.blocks.mark());
        let mut names = Names::default();
        let mut stretch = Stretch::at(attributes);
        let end_span;
        let mut closed = false;
        loop {
            let next = self.peek();
            if next.kind == end {
                end_span = next.span;
                closed = true;
                self.read();
                break;
            }
            match next.kind {
                Tok::Newline => {
                    self.read();
                }
                Tok::Ident => {
                    let item_errors = self.error_count();
                    let name = self.parse_body_item();
                    let kept = name.is_some_and(|name| self.define(&mut names, attributes, name));
                    let clean = self.error_count() == item_errors;
                    self.follow_stretch(&mut stretch, kept, clean);
                }
                _ => {
                    self.body_item_required(next.kind, end, start);
                    end_span = self.prev();
                    self.recover(end);
                    break;
                }
            }
        }
        names.give_back(&mut self.scratch.names);
        let span = start.to(end_span);
        // Recovery mode, once entered, lasts to the end of the file and silences some
        // errors: a body parsed in it may have had text skipped without one.
        let counted = stretch.counted();
        let kept = self.scratch.attributes.since(attributes);
        let plain = closed
            && (end == Tok::CBrace || counted.count > 0)
            && !self.recovering()
            && counted.count + kept.len() > 0
            && self.scratch.blocks.mark() == blocks
            && self.error_count() == errors
            && !stretch.met_one_not_plain()
            && kept.iter().all(counted::plain);
        if plain {
            let parsed = kept.iter().any(|a| holds_deferred(&a.expr));
            let constants =
                !counted.not_constant && kept.iter().all(|a| plain_depth(&a.expr).is_some());
            let count = counted.count + kept.len();
            let text = Span::new(start.end, end_span.start);
            if self.body_kept_as_text(text, count, !constants) {
                self.scratch.attributes.truncate(attributes);
                let body = Body::plain(count, span, text, parsed);
                if cfg!(debug_assertions) {
                    let nodes = crate::ast::Nodes::default();
                    let read = body.attributes(crate::ast::Tree::new(self.file, &nodes));
                    let ends: Vec<u32> = read.map(|a| a.span().end).collect();
                    assert_eq!(ends.len(), count, "arguments read again from {text:?}");
                    assert!(
                        ends.iter().all(|&end| end <= text.end),
                        "{text:?}: {ends:?}"
                    );
                }
                return body;
            }
        }
        self.read_back(&mut stretch);
        let attributes = self
            .scratch
            .attributes
            .take_into(attributes, &mut self.nodes);
        let blocks = self.scratch.blocks.take_into(blocks, &mut self.nodes);
        Body::stored(attributes, blocks, span)
    }

    /// Records the name of the argument just read, at `name`, among the `names` of
    /// the body whose arguments start at `attributes` on the scratch stack: `false`,
    /// the argument dropped with an error, when the body defined it already.
    fn define(&mut self, names: &mut Names, attributes: usize, name: Span) -> bool {
        let kept = self.scratch.attributes.since(attributes);
        let before = &kept[..kept.len().saturating_sub(1)];
        let Some(existing) = names.define(before, self.src, name, &mut self.scratch.names) else {
            return true;
        };
        self.scratch.attributes.pop();
        let text = self.text(name);
        let existing = Span::new(existing, existing + text.len() as u32);
        let file = self.file;
        self.error_with(
            "Attribute redefined",
            || {
                format!(
                    "The argument {} was already set at {}. Each argument may be set only once.",
                    hcl2_value::strings::go_quote(text),
                    file.range(existing)
                )
            },
            name,
        );
        false
    }

    /// The error for a token of `kind` where a body item should start, in a body that
    /// ends at `end` and started at `start`.
    fn body_item_required(&mut self, kind: Tok, end: Tok, start: Span) {
        let bad = self.read();
        if self.recovering() {
            return;
        }
        match kind {
            Tok::OQuote => self.error(
                "Invalid argument name",
                "Argument names must not be quoted.",
                bad.span,
            ),
            Tok::Eof if end == Tok::CBrace => self.error(
                "Unclosed configuration block",
                "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                start,
            ),
            Tok::Eof => self.error(
                "Unclosed configuration body",
                "Found end of file before the end of this configuration body.",
                start,
            ),
            _ => self.error(
                "Argument or block definition required",
                "An argument or block definition is required here.",
                bad.span,
            ),
        }
    }

    /// Parses one body item onto the scratch stacks; for an attribute, where its name
    /// is, which the body then checks against the others.
    fn parse_body_item(&mut self) -> Option<Span> {
        let ident = self.read();
        let next = self.peek();
        match next.kind {
            Tok::Equal => {
                // Built in place: an attribute returned whole was copied from narrower
                // writes, which stalled the copy.
                let attribute = self.finish_attribute(ident, false);
                let (done, total) = (self.prev().end as usize, self.src.len());
                self.scratch.attributes.push_toward(attribute, done, total);
                Some(ident.span)
            }
            Tok::OQuote | Tok::OBrace | Tok::Ident => {
                if let Some(block) = self.finish_block(ident) {
                    let (done, total) = (self.prev().end as usize, self.src.len());
                    self.scratch.blocks.push_toward(block, done, total);
                }
                None
            }
            _ => {
                self.recover_after_body_item();
                self.missing_equals(ident);
                None
            }
        }
    }

    /// A body item's name followed by something other than `=` or a block header.
    fn missing_equals(&mut self, ident: Token) {
        self.error(
            "Argument or block definition required",
            "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.",
            ident.span,
        );
    }

    #[inline(always)]
    fn finish_attribute(&mut self, ident: Token, single_line: bool) -> Attribute {
        self.read(); // the `=`
        let mark = self.error_count();
        let expr = self.parse_deferrable_expression(super::deferred::Place::Element);
        let mut end = self.prev();
        if self.recovering() && self.error_count() > mark {
            self.recover_after_body_item();
        } else if !single_line {
            let next = self.peek();
            if next.kind != Tok::Newline && next.kind != Tok::Eof {
                if !self.recovering() {
                    let (summary, detail) = if next.kind == Tok::Comma {
                        ("Unexpected comma after argument", "Argument definitions must be separated by newlines, not commas. An argument definition must end with a newline.")
                    } else {
                        (
                            "Missing newline after argument",
                            "An argument definition must end with a newline.",
                        )
                    };
                    self.error_ctx(summary, detail, next.span, ident.span.to(next.span));
                }
                end = self.prev();
                self.recover_after_body_item();
            } else {
                end = self.prev();
                self.read();
            }
        }
        Attribute::new(ident.span, expr, end.end)
    }

    fn finish_block(&mut self, ident: Token) -> Option<Block> {
        let mark = self.scratch.labels.mark();
        // Whether the text after the type name gives the labels back as parsed without
        // a check: each an identifier or a plain quoted string, after spaces only.
        let mut in_text = true;
        // Where the token before the `{` ends.
        let before_brace;
        let open = loop {
            let tok = self.peek();
            match tok.kind {
                Tok::OBrace => {
                    before_brace = self.prev().end;
                    break self.read();
                }
                Tok::OQuote => {
                    in_text &= self.spaces_before(tok.span.start);
                    let (label, plain) = self.parse_quoted_label();
                    in_text &= plain;
                    self.scratch.labels.push(label);
                }
                Tok::Ident => {
                    in_text &= self.spaces_before(tok.span.start);
                    self.read();
                    self.scratch.labels.push(Label {
                        span: tok.span,
                        decoded: None,
                    });
                }
                _ => {
                    let context = ident.span.to(tok.span);
                    match tok.kind {
                        Tok::Equal => self.error_ctx(
                            "Invalid block definition",
                            "The equals sign \"=\" indicates an argument definition, and must not be used when defining a block.",
                            tok.span,
                            context,
                        ),
                        Tok::Newline => self.error_ctx(
                            "Invalid block definition",
                            "A block definition must have block content delimited by \"{\" and \"}\", starting on the same line as the block header.",
                            tok.span,
                            context,
                        ),
                        _ if !self.recovering() => self.error_ctx(
                            "Invalid block definition",
                            "Either a quoted string block label or an opening brace (\"{\") is expected here.",
                            tok.span,
                            context,
                        ),
                        _ => {}
                    }
                    self.recover_after_body_item();
                    let body = Body::stored(Ids::EMPTY, Ids::EMPTY, ident.span);
                    let (open, end) = (ident.span.start, ident.span.end);
                    let labels = (mark, in_text);
                    return Some(self.block(ident.span, labels, &body, (open, end), false));
                }
            }
        };
        let labels = mark;
        if !self.enter(open.span) {
            self.scratch.labels.truncate(labels);
            self.recover(Tok::CBrace);
            self.recover_after_body_item();
            return None;
        }
        let one_line = !matches!(self.peek().kind, Tok::Newline | Tok::Eof | Tok::CBrace);
        let body = match self.peek().kind {
            Tok::Newline | Tok::Eof | Tok::CBrace => self.parse_body(Tok::CBrace),
            _ => {
                let body = self.parse_single_attribute_body(ident, open);
                body.unwrap_or_else(|| {
                    Body::stored(Ids::EMPTY, Ids::EMPTY, open.span.to(self.prev()))
                })
            }
        };
        self.leave();
        let end = self.prev().end;
        // The `{` is the token after the labels, and the body ends at the `}` (or, on
        // one line, with its argument or at the `}`): what the block reads from the text.
        let after_labels = self.scratch.labels.since(labels).last();
        let regular = after_labels.map_or(ident.span.end, |l| l.span.end) == before_brace
            && (one_line || body.span().end == end);
        let at = (open.span.start, end);
        let block = self.block(ident.span, (labels, in_text), &body, at, regular);
        let eol = self.peek();
        if eol.kind == Tok::Newline || eol.kind == Tok::Eof {
            self.read();
        } else {
            if !self.recovering() {
                self.error_ctx(
                    "Missing newline after block definition",
                    "A block definition must end with a newline.",
                    eol.span,
                    ident.span.to(eol.span),
                );
            }
            self.recover_after_body_item();
        }
        Some(block)
    }

    /// Whether only spaces and tabs come between the last token read and `start`.
    fn spaces_before(&self, start: u32) -> bool {
        let gap = &self.src.as_bytes()[self.prev().end as usize..start as usize];
        gap.iter().all(|&c| c == b' ' || c == b'\t')
    }

    /// The block whose type name is at `type_span`, with the labels pushed since
    /// `labels` (and whether the text is known to give them back as they are) and
    /// `body`, its `{` at `open_brace`, ending at `end`; its labels move off the scratch
    /// stack, into the nodes where the text does not say them.
    fn block(
        &mut self,
        type_span: Span,
        (labels, in_text): (usize, bool),
        body: &Body,
        (open_brace, end): (u32, u32),
        regular: bool,
    ) -> Block {
        let own = self.scratch.labels.since(labels);
        let expected: Vec<(Span, String)> = if cfg!(debug_assertions) {
            own.iter()
                .map(|l| (l.span, l.value(self.src).to_owned()))
                .collect()
        } else {
            Vec::new()
        };
        // Invalid bytes are tokens to the parser that the lexer reads past: with them,
        // the text is checked label by label.
        let after = own.last().map_or(type_span.end, |l| l.span.end);
        let in_text =
            in_text && self.invalid_bytes.is_empty() && Block::no_label_at(self.src, after);
        let kept = if in_text || Block::labels_in_text(self.src, type_span.end, own) {
            self.scratch.labels.truncate(labels);
            None
        } else {
            Some(self.scratch.labels.take_into(labels, &mut self.nodes))
        };
        let at = (open_brace, end);
        let block = Block::new(
            type_span,
            kept,
            body,
            at,
            regular,
            self.file,
            &mut self.nodes,
        );
        if cfg!(debug_assertions) {
            let read = crate::ast::Tree::new(self.file, &self.nodes);
            let (open, body_end) = block.open_and_body_end(read);
            assert_eq!(
                (open, body_end),
                (open_brace, body.span().end),
                "{{ and body end"
            );
            assert_eq!(block.body_in(read), *body, "a block's body as made again");
            let labels = block.labels_in(read);
            let read_back: Vec<(Span, String)> =
                labels.map(|l| (l.span(), l.value().to_owned())).collect();
            assert_eq!(read_back, expected, "a block's labels as read again");
            let words = Block::record_words(&self.nodes);
            assert!(
                words <= end as usize + 3,
                "block records take at most a word per byte of text: {words} words by byte {end}"
            );
        }
        block
    }

    /// `block { name = expr }` on one line; leaves the parser after the closing brace.
    fn parse_single_attribute_body(&mut self, block: Token, open: Token) -> Option<Body> {
        let ident = self.read();
        let errors = self.error_count();
        let mut body = None;
        if ident.kind != Tok::Ident {
            self.recover_after_body_item();
            self.error(
                "Argument or block definition required",
                "An argument or block definition is required here.",
                ident.span,
            );
        } else {
            let next = self.peek();
            match next.kind {
                Tok::Equal => {
                    let attr = self.finish_attribute(ident, true);
                    body = Some(attr);
                }
                Tok::OQuote | Tok::OBrace | Tok::Ident => {
                    self.recover_after_body_item();
                    self.error(
                        "Argument definition required",
                        format!(
                            "A single-line block definition can contain only a single argument. If you meant to define argument {}, use an equals sign to assign it a value. To define a nested block, place it on a line of its own within its parent block.",
                            hcl2_value::strings::go_quote(self.text(ident.span))
                        ),
                        ident.span.to(next.span),
                    );
                }
                _ => {
                    self.recover_after_body_item();
                    self.missing_equals(ident);
                }
            }
        }
        let next = self.peek();
        match next.kind {
            Tok::CBrace => {
                self.read();
                if let Some(attr) = body.filter(counted::plain) {
                    if self.error_count() == errors && !self.recovering() {
                        let text = Span::new(open.span.end, self.prev().start);
                        let parsed = holds_deferred(&attr.expr);
                        let constant = plain_depth(&attr.expr).is_some();
                        if self.body_kept_as_text(text, 1, !constant) {
                            return Some(Body::plain(1, attr.span(), text, parsed));
                        }
                    }
                }
            }
            Tok::Comma => {
                self.error(
                    "Invalid single-argument block definition",
                    "Single-line block syntax can include only one argument definition. To define multiple arguments, use the multi-line block syntax with one argument definition per line.",
                    next.span,
                );
                self.recover(Tok::CBrace);
            }
            Tok::Newline => {
                self.error(
                    "Invalid single-argument block definition",
                    "An argument definition on the same line as its containing block creates a single-line block definition, which must also be closed on the same line. Place the block's closing brace immediately after the argument definition.",
                    next.span,
                );
                self.recover(Tok::CBrace);
            }
            _ => {
                if !self.recovering() {
                    if next.kind == Tok::Eof {
                        self.error_ctx(
                            "Unclosed configuration block",
                            "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                            open.span,
                            block.span.to(open.span),
                        );
                    } else {
                        self.error(
                            "Invalid single-argument block definition",
                            "A single-line block definition must end with a closing brace immediately after its single argument definition.",
                            next.span,
                        );
                    }
                }
                self.recover(Tok::CBrace);
            }
        }
        body.map(|attr| Body::stored(self.nodes.add_all([attr]), Ids::EMPTY, attr.span()))
    }

    /// A quoted block label: a template that must be a plain string. A template sequence
    /// in it is an error, after which the parser stays in recovery mode, as the
    /// reference's does once it has skipped that sequence (later "Invalid expression"
    /// errors are silenced).
    ///
    /// Also says whether it was read as plain text, printable ASCII without escapes or
    /// template sequences (what the block reads again from the text, see
    /// [`Block::labels_in_text`]).
    fn parse_quoted_label(&mut self) -> (Label, bool) {
        let open = self.take();
        if let Some(span) = self.plain_quoted(open) {
            let label = Label {
                span,
                decoded: None,
            };
            return (label, true);
        }
        let expr = self.parse_template_expr(open);
        let Expr(Repr::Template(t, _)) = expr else {
            let label = Label {
                span: open.span,
                decoded: Some(Box::default()),
            };
            return (label, false);
        };
        let t = self.nodes.take_last(t);
        let mut value = CompactString::default();
        let mut sequences = Vec::new();
        for part in &t.template.parts {
            match part {
                Part::Literal(l) => value.push_str(&l.text),
                _ => {
                    value.push(sequence_starts(part, &mut sequences));
                    value.push_str("{ ... }");
                }
            }
        }
        for (which, at) in sequences {
            let seq = Span::new(at, at + 2);
            self.error_ctx(
                "Invalid string literal",
                format!("Template sequences are not allowed in this string. To include a literal \"{which}\", double it (as \"{which}{which}\") to escape it."),
                seq,
                open.span.to(seq),
            );
            self.set_recovery();
        }
        (Label::new(&value, t.span, self.src), false)
    }
}

/// Collects where each template sequence (`${`, `%{`) of a part starts, nested ones
/// included, in source order; returns the part's own introducer character.
fn sequence_starts(part: &Part<Expr>, out: &mut Vec<(char, u32)>) -> char {
    fn nested(parts: &[Part<Expr>], out: &mut Vec<(char, u32)>) {
        for p in parts {
            if !matches!(p, Part::Literal(_)) {
                sequence_starts(p, out);
            }
        }
    }
    match part {
        Part::Literal(_) => '\0',
        Part::Interpolation(i) => {
            out.push(('$', i.span.start));
            '$'
        }
        Part::If(d) => {
            out.push(('%', d.if_span.start));
            nested(&d.then.parts, out);
            if let Some(e) = d.else_span {
                out.push(('%', e.start));
            }
            if let Some(o) = &d.otherwise {
                nested(&o.parts, out);
            }
            out.push(('%', d.endif_span.start));
            '%'
        }
        Part::For(d) => {
            out.push(('%', d.for_span.start));
            nested(&d.body.parts, out);
            out.push(('%', d.endfor_span.start));
            '%'
        }
    }
}
