//! Expressions: conditionals, binary operators by precedence, unary operators, terms and
//! the traversal, index and splat operators after them.

use crate::ast::Repr;
use hcl2_core::Span;
use hcl2_value::{Number, Value};

use super::deferred::Place;
use super::scratch::{Scratch, Stack};
use super::Parser;
use crate::ast::plain::{self, keyword_constant, whole_constant};
use crate::ast::*;
use crate::lexer::{Tok, Token};

fn binary_op(kind: Tok) -> Option<BinaryOp> {
    Some(match kind {
        Tok::OrOr => BinaryOp::Or,
        Tok::AndAnd => BinaryOp::And,
        Tok::EqualEqual => BinaryOp::Equal,
        Tok::NotEqual => BinaryOp::NotEqual,
        Tok::Greater => BinaryOp::Greater,
        Tok::GreaterEqual => BinaryOp::GreaterOrEqual,
        Tok::Less => BinaryOp::Less,
        Tok::LessEqual => BinaryOp::LessOrEqual,
        Tok::Plus => BinaryOp::Add,
        Tok::Minus => BinaryOp::Subtract,
        Tok::Star => BinaryOp::Multiply,
        Tok::Slash => BinaryOp::Divide,
        Tok::Percent => BinaryOp::Modulo,
        _ => return None,
    })
}

/// The placeholder left where an expression could not be parsed.
pub(crate) fn invalid(span: Span) -> Expr {
    Expr(Repr::Constant(Constant::Invalid, span))
}

/// How many plain elements (or items) in a row a collection keeps on the scratch stack
/// while every one so far is plain: a short collection that turns out not to be plain
/// then has them at hand, and a long one, once past them, only counts the rest (and
/// reads them again from the text if it turns out not to be plain after all).
const PLAIN_ON_STACK: usize = 64;

/// The run of plain elements (or items) a collection being parsed has met while every
/// one so far is plain (see [`crate::ast::plain`]): how many, how deep collections
/// nest in them, whether one needs the evaluation context (a reference or a call is
/// among them), and whether they are counted only, off the scratch stack.
#[derive(Clone, Copy, Default)]
struct Plain {
    count: usize,
    depth: u8,
    dynamic: bool,
    /// Whether a deferred expression is among them (see
    /// [`crate::parser::deferred`]): they are then read again with the parser.
    deferred: bool,
    counted_only: bool,
}

impl Plain {
    /// Counts `element` in, if it is plain and parsed without errors.
    fn admit(&mut self, element: &Expr, failed: bool) -> Option<()> {
        if plain::stores_every_collection() {
            return None;
        }
        let (depth, dynamic) = plain::plain_element(element).filter(|_| !failed)?;
        self.count += 1;
        self.depth = self.depth.max(depth);
        self.dynamic |= dynamic;
        self.deferred |= plain::holds_deferred(element);
        Some(())
    }

    /// The shape of the collection kept as a span, when it is `clean` (closed
    /// without errors) and not nested too deep.
    fn kept(self, clean: bool) -> Option<plain::Shape> {
        let depth = self.depth + 1;
        (clean && depth <= plain::MAX_PLAIN_DEPTH).then(|| {
            plain::Shape::new(depth, Some(self.count))
                .with_dynamic(self.dynamic)
                .with_deferred(self.deferred)
        })
    }
}

/// What a collection collects on a scratch stack: a tuple's elements or an object's
/// items.
trait Collected: Sized {
    /// The scratch stack it is collected on.
    fn stack(scratch: &mut Scratch) -> &mut Stack<Self>;
    /// The next one read from a plain collection's text.
    fn read(scan: &mut plain::PlainScan<'_>) -> Option<Self>;
}

impl Collected for Expr {
    fn stack(scratch: &mut Scratch) -> &mut Stack<Expr> {
        &mut scratch.exprs
    }
    fn read(scan: &mut plain::PlainScan<'_>) -> Option<Expr> {
        scan.next_expr()
    }
}

impl Collected for ObjectItem {
    fn stack(scratch: &mut Scratch) -> &mut Stack<ObjectItem> {
        &mut scratch.items
    }
    fn read(scan: &mut plain::PlainScan<'_>) -> Option<ObjectItem> {
        scan.next_item()
    }
}

impl Parser<'_> {
    /// Collects `item` of the collection whose items start at `mark` of their stack and
    /// whose text after its opener starts at `from`: on the stack, unless it continues
    /// a long run of plain items (`admitted`), which is counted only.
    fn collect<T: Collected>(
        &mut self,
        plain: &mut Option<Plain>,
        admitted: bool,
        item: T,
        mark: usize,
        from: u32,
    ) {
        if !admitted {
            self.restore_plain::<T>(plain.take(), from);
            T::stack(&mut self.scratch).push(item);
            return;
        }
        let Some(run) = plain else { return };
        if run.counted_only {
            return;
        }
        let stack = T::stack(&mut self.scratch);
        stack.push(item);
        if run.count > PLAIN_ON_STACK {
            stack.truncate(mark);
            run.counted_only = true;
        }
    }

    /// Puts the run of plain items `plain` counted only back on their stack, read again
    /// from the text after the opener that ends at `from`.
    fn restore_plain<T: Collected>(&mut self, plain: Option<Plain>, from: u32) {
        let Some(run) = plain.filter(|run| run.counted_only) else {
            return;
        };
        let mut scan = plain::PlainScan::after(self.src, from).parsed_from(self.file, run.deferred);
        for _ in 0..run.count {
            if let Some(item) = T::read(&mut scan) {
                T::stack(&mut self.scratch).push(item);
            }
        }
    }

    /// The shape of a collection whose items are the run `plain`, when it is
    /// kept as its text (`clean`: closed without errors), its items then dropped from the stack
    /// from `mark`.
    fn kept_as_text<T: Collected>(
        &mut self,
        plain: Option<Plain>,
        clean: bool,
        mark: usize,
    ) -> Option<plain::Shape> {
        let kept = plain?.kept(clean)?;
        T::stack(&mut self.scratch).truncate(mark);
        Some(kept)
    }

    fn keyword_is(&self, tok: Token, word: &str) -> bool {
        tok.kind == Tok::Ident && self.text(tok.span) == word
    }

    /// Whether errors were reported since `mark` while recovering (the reference's
    /// `p.recovery && diags.HasErrors()` test for abandoning a construct).
    fn failed_since(&self, mark: usize) -> bool {
        self.recovering() && self.error_count() > mark
    }

    /// Expression := conditional.
    pub(crate) fn parse_expression(&mut self) -> Expr {
        let start = self.peek().span;
        if !self.enter(start) {
            return invalid(start);
        }
        let expr = self.parse_conditional(start);
        self.leave();
        expr
    }

    fn parse_conditional(&mut self, start: Span) -> Expr {
        let mark = self.error_count();
        // Most expressions are one operand: the operator chain is entered only when an
        // operator follows it.
        let first = self.parse_operand();
        if self.failed_since(mark) {
            return first;
        }
        let cond = if binary_op(self.peek().kind).is_some() {
            self.continue_binary(first, 1)
        } else {
            first
        };
        if self.failed_since(mark) || self.peek().kind != Tok::Question {
            return cond;
        }
        self.read();
        let mark = self.error_count();
        let then = self.parse_expression();
        if self.failed_since(mark) {
            return cond;
        }
        let colon = self.peek();
        if colon.kind != Tok::Colon {
            self.error_ctx(
                "Missing false expression in conditional",
                "The conditional operator (...?...:...) requires a false expression, delimited by a colon.",
                colon.span,
                start.to(colon.span),
            );
            return cond;
        }
        self.read();
        let mark = self.error_count();
        let otherwise = self.parse_expression();
        if self.failed_since(mark) {
            return cond;
        }
        let span = start.to(otherwise.span());
        self.nodes.expr(ConditionalExpr {
            cond,
            then,
            otherwise,
            span,
        })
    }

    /// Binary operators by precedence climbing: operands bind at least `min` tightly,
    /// operators of one level associate to the left.
    /// Each operator of a chain nests the tree one level deeper, so each counts towards
    /// the nesting depth until the chain ends.
    fn parse_binary(&mut self, min: u8) -> Expr {
        let mark = self.error_count();
        let lhs = self.parse_operand();
        if self.failed_since(mark) {
            return lhs;
        }
        self.continue_binary(lhs, min)
    }

    /// The chain after its first operand, `lhs`, leaving the levels its links entered.
    fn continue_binary(&mut self, lhs: Expr, min: u8) -> Expr {
        let mut links = 0;
        let expr = self.continue_binary_chain(lhs, min, &mut links);
        self.leave_levels(links);
        expr
    }

    /// The operators and operands of a chain after its first operand, `lhs`.
    fn continue_binary_chain(&mut self, mut lhs: Expr, min: u8, links: &mut usize) -> Expr {
        loop {
            let tok = self.peek();
            let Some(op) = binary_op(tok.kind) else {
                return lhs;
            };
            if op.precedence() < min {
                return lhs;
            }
            self.read();
            if !self.enter(tok.span) {
                return lhs;
            }
            *links += 1;
            let mark = self.error_count();
            let rhs = self.parse_binary(op.precedence() + 1);
            if self.failed_since(mark) {
                return lhs;
            }
            let span = lhs.span().to(rhs.span());
            lhs = self.nodes.expr(BinaryExpr {
                op,
                op_span: tok.span,
                lhs,
                rhs,
                span,
            });
        }
    }

    /// A term followed by any traversal, index and splat operators.
    fn parse_operand(&mut self) -> Expr {
        let term = self.parse_term();
        // Most terms have no operator after them: they are returned where they were
        // built, without passing through the traversal loop.
        if !matches!(self.peek().kind, Tok::Dot | Tok::OBrack) {
            return term;
        }
        self.parse_traversals(term)
    }

    /// Index and splat operators wrap what comes before them, so each counts towards the
    /// nesting depth until the chain ends.
    fn parse_traversals(&mut self, from: Expr) -> Expr {
        let mut links = 0;
        let expr = self.parse_traversal_chain(from, &mut links);
        self.leave_levels(links);
        expr
    }

    fn parse_traversal_chain(&mut self, from: Expr, links: &mut usize) -> Expr {
        let mut ret = from;
        let from_span = ret.span();
        loop {
            let next = self.peek();
            match next.kind {
                Tok::Dot => {
                    let dot = self.read();
                    let attr = self.peek();
                    match attr.kind {
                        Tok::Ident => {
                            self.read();
                            ret = self.attr_step(ret, dot.span, attr.span);
                        }
                        Tok::Number => {
                            self.read();
                            let step = self.legacy_index_step(dot, attr, None);
                            ret = ret.push_step(step, &mut self.nodes);
                        }
                        Tok::Star => {
                            let marker = self.read();
                            if !self.enter(marker.span) {
                                return ret;
                            }
                            *links += 1;
                            ret = self.finish_attr_splat(ret, from_span, dot, marker);
                        }
                        _ => {
                            self.error(
                                "Invalid attribute name",
                                "An attribute name is required after a dot.",
                                attr.span,
                            );
                            self.set_recovery();
                        }
                    }
                }
                Tok::OBrack => {
                    let open = self.read();
                    if !self.enter(open.span) {
                        return ret;
                    }
                    *links += 1;
                    if self.peek().kind == Tok::Star {
                        self.read();
                        let mut close = self.read();
                        if close.kind != Tok::CBrack && !self.recovering() {
                            // The reference reports where its recovery lands (its subject
                            // aliases the token variable recovery overwrites).
                            close = self.recover(Tok::CBrack);
                            self.error(
                                "Missing close bracket on splat index",
                                "The star for a full splat operator must be immediately followed by a closing bracket (\"]\").",
                                close.span,
                            );
                        }
                        let marker_span = open.span.to(close.span);
                        let each = self.parse_traversals(Expr(Repr::SplatItem(marker_span)));
                        let span = from_span.to(each.span());
                        ret = self.nodes.expr(SplatExpr {
                            source: ret,
                            each,
                            marker_span,
                            span,
                        });
                    } else {
                        ret = self.finish_index(ret, open);
                    }
                }
                _ => return ret,
            }
        }
    }

    /// `from.name`: most such steps extend a short attribute path, which is done here on
    /// the spans themselves rather than through a [`Step`] built and read back.
    #[inline(always)]
    fn attr_step(&mut self, from: Expr, dot: Span, name: Span) -> Expr {
        let path = match from {
            Expr(Repr::Variable(root)) => AttrPath::attr(root, dot.start, name),
            Expr(Repr::AttrPath(path)) => path.push_attr(dot.start, name),
            _ => None,
        };
        match path {
            Some(path) => Expr(Repr::AttrPath(path)),
            None => from.push_step(Step::attr(dot, name), &mut self.nodes),
        }
    }

    /// The key of a legacy `.0` index; `.0.1` (scanned as one number) is an error, at
    /// `subject` (inside a splat the reference points at the splat's star).
    /// The step `.digits`: kept as where its digits are when they read as a number
    /// right after the dot, else as its key's value.
    fn legacy_index_step(&mut self, dot: Token, num: Token, in_splat: Option<Span>) -> Step {
        let mark = self.error_count();
        let key = self.legacy_index_key(num, in_splat);
        if dot.span.end == num.span.start && self.error_count() == mark {
            Step::legacy_key(num.span)
        } else {
            Step::index(key, dot.span.to(num.span))
        }
    }

    fn legacy_index_key(&mut self, num: Token, in_splat: Option<Span>) -> Value {
        let text = self.text(num.span);
        if let Some(dot) = text.find('.') {
            let (first, second) = (&text[..dot], &text[dot + 1..]);
            let detail = if in_splat.is_some() {
                format!("When using the legacy index syntax, chaining two indexes together is not permitted. Use the proper index syntax with a full splat expression [*] instead, like [{first}][{second}].")
            } else {
                format!("When using the legacy index syntax, chaining two indexes together is not permitted. Use the proper index syntax instead, like [{first}][{second}].")
            };
            self.error(
                "Invalid legacy index syntax",
                detail,
                in_splat.unwrap_or(num.span),
            );
            return Value::dynamic();
        }
        self.number_value(num)
    }

    /// The value of a number token, or an error.
    pub(crate) fn number_value(&mut self, tok: Token) -> Value {
        match Number::parse(self.text(tok.span)) {
            Ok(n) => Value::number(n),
            Err(_) => {
                self.error(
                    "Invalid number literal",
                    "Failed to recognize the value of this number literal.",
                    tok.span,
                );
                Value::unknown(hcl2_value::Type::Number)
            }
        }
    }

    fn finish_attr_splat(
        &mut self,
        source: Expr,
        from_span: Span,
        dot: Token,
        marker: Token,
    ) -> Expr {
        let marker_span = dot.span.to(marker.span);
        let first = self.peek().span;
        let mut last = marker.span;
        let mut steps = Steps::new();
        while self.peek().kind == Tok::Dot {
            let dot = self.read();
            let next = self.peek();
            match next.kind {
                Tok::Number => {
                    self.read();
                    steps.push(self.legacy_index_step(dot, next, Some(marker.span)));
                    last = next.span;
                }
                Tok::Ident => {
                    self.read();
                    steps.push(Step::attr(dot.span, next.span));
                    last = next.span;
                }
                _ => {
                    if !self.recovering() {
                        if next.kind == Tok::Star {
                            self.error(
                                "Nested splat expression not allowed",
                                "A splat expression (*) cannot be used inside another attribute-only splat expression.",
                                next.span,
                            );
                        } else {
                            self.error(
                                "Invalid attribute name",
                                "An attribute name is required after a dot.",
                                marker.span,
                            );
                        }
                    }
                    self.set_recovery();
                    break;
                }
            }
        }
        let item = Expr(Repr::SplatItem(marker_span));
        steps.shrink_to_fit();
        let each = if steps.is_empty() {
            item
        } else {
            self.nodes.expr(RelativeTraversalExpr {
                source: item,
                steps,
                span: first.to(last),
            })
        };
        self.nodes.expr(SplatExpr {
            source,
            each,
            marker_span,
            span: from_span.to(last),
        })
    }

    fn finish_index(&mut self, collection: Expr, open: Token) -> Expr {
        self.push_newlines(false);
        let mark = self.error_count();
        let key = self.parse_expression();
        let close = if self.failed_since(mark) {
            self.recover(Tok::CBrack)
        } else {
            let close = self.read();
            if close.kind != Tok::CBrack && !self.recovering() {
                // Reported where recovery lands, as the reference does.
                let close = self.recover(Tok::CBrack);
                self.error(
                    "Missing close bracket on index",
                    "The index operator must end with a closing bracket (\"]\").",
                    close.span,
                );
                close
            } else {
                close
            }
        };
        self.pop_newlines();
        let bracket_span = open.span.to(close.span);
        // Constant keys become traversal steps, as the reference builds them.
        let constant = match key {
            Expr(Repr::Constant(..)) | Expr(Repr::Number(_)) | Expr(Repr::Literal(..)) => {
                let tree = Tree {
                    file: self.file,
                    nodes: &self.nodes,
                };
                key.literal(tree).map(|(v, _)| v.into_owned())
            }
            Expr(Repr::Template(t, _)) => self.nodes[t].template.as_literal().map(Value::string),
            Expr(Repr::PlainString(span)) => {
                Some(Value::string(self.text(Expr::plain_string_content(span))))
            }
            _ => None,
        };
        match constant {
            Some(value) => {
                match key {
                    Expr(Repr::Literal(id, _)) => self.nodes.discard_last(id),
                    Expr(Repr::Template(id, _)) => self.nodes.discard_last(id),
                    _ => {}
                }
                let step = match key {
                    Expr(Repr::Constant(Constant::Invalid, _) | Repr::Template(..)) => {
                        Step::index(value, bracket_span)
                    }
                    _ if self.failed_since(mark) => Step::index(value, bracket_span),
                    _ if bracket_span == Span::new(key.span().start - 1, key.span().end + 1) => {
                        Step::bracketed_key(key.span())
                    }
                    _ => Step::index(value, bracket_span),
                };
                collection.push_step(step, &mut self.nodes)
            }
            None => self.nodes.expr(IndexExpr {
                collection,
                key,
                bracket_span,
            }),
        }
    }

    fn parse_term(&mut self) -> Expr {
        let start = self.peek();
        match start.kind {
            Tok::OParen => self.parse_parens(),
            Tok::Number => {
                self.read();
                if let Some(constant) = whole_constant(self.text(start.span)) {
                    return Expr(Repr::Constant(constant, start.span));
                }
                // A valid number is kept as its text, read again when evaluated.
                if Number::parse(self.text(start.span)).is_ok() {
                    return Expr(Repr::Number(start.span));
                }
                let value = self.number_value(start);
                self.nodes.expr(LiteralExpr {
                    value,
                    span: start.span,
                })
            }
            Tok::Ident => {
                self.read();
                let next = self.peek().kind;
                if next == Tok::OParen || next == Tok::DoubleColon {
                    return self.finish_function_call(start);
                }
                match keyword_constant(self.text(start.span).as_bytes()) {
                    Some(constant) => Expr(Repr::Constant(constant, start.span)),
                    None => Expr(Repr::Variable(start.span)),
                }
            }
            Tok::OQuote | Tok::OHeredoc => {
                let open = self.take();
                if let Some(span) = self.plain_quoted(open) {
                    return Expr(Repr::PlainString(span));
                }
                if let Some((form, span)) = self.plain_template(open) {
                    return Expr(Repr::PlainTemplate(form, span));
                }
                let template = self.parse_template_expr(open);
                self.plain_string(template)
            }
            Tok::Minus | Tok::Bang => {
                let op_tok = self.read();
                if !self.enter(op_tok.span) {
                    return invalid(op_tok.span);
                }
                let operand = self.parse_operand();
                self.leave();
                let span = op_tok.span.to(operand.span());
                self.nodes.expr(UnaryExpr {
                    op: if start.kind == Tok::Minus {
                        UnaryOp::Negate
                    } else {
                        UnaryOp::Not
                    },
                    op_span: op_tok.span,
                    operand,
                    span,
                })
            }
            Tok::OBrack => self.parse_tuple(),
            Tok::OBrace => self.parse_object(),
            _ => {
                if !self.recovering() {
                    if start.kind == Tok::Eof {
                        self.error(
                            "Missing expression",
                            "Expected the start of an expression, but found the end of the file.",
                            start.span,
                        );
                    } else {
                        self.error(
                            "Invalid expression",
                            "Expected the start of an expression, but found an invalid expression token.",
                            start.span,
                        );
                    }
                }
                self.set_recovery();
                invalid(start.span)
            }
        }
    }

    /// A quoted template that is one literal, written as is between its quotes, as an
    /// inline [`Repr::PlainString`]; any other expression unchanged.
    pub(crate) fn plain_string(&mut self, expr: Expr) -> Expr {
        let Expr(Repr::Template(id, _)) = expr else {
            return expr;
        };
        let t = &self.nodes[id];
        let content = Expr::plain_string_content(t.span);
        let plain = t.kind == TemplateKind::Quoted
            && t.span.len() > 2
            && self.text(Span::new(t.span.start, content.start)) == "\""
            && self.text(Span::new(content.end, t.span.end)) == "\""
            && match &*t.template.parts {
                [hcl2_template::Part::Literal(l)] => {
                    let text = self.text(content);
                    l.span == content && l.text == text && !text.contains(['$', '%'])
                }
                _ => false,
            };
        if plain {
            let span = t.span;
            self.nodes.discard_last(id);
            Expr(Repr::PlainString(span))
        } else {
            expr
        }
    }

    fn parse_parens(&mut self) -> Expr {
        let open = self.read();
        self.push_newlines(false);
        let mark = self.error_count();
        let expr = self.parse_expression();
        if self.error_count() > mark {
            self.recover(Tok::CParen);
            self.pop_newlines();
            return expr;
        }
        let close = self.peek();
        if close.kind != Tok::CParen {
            self.error_ctx(
                "Unbalanced parentheses",
                "Expected a closing parenthesis to terminate the expression.",
                close.span,
                open.span.to(close.span),
            );
            self.set_recovery();
        }
        let close = self.read();
        self.pop_newlines();
        self.nodes.expr(ParensExpr {
            expr,
            span: open.span.to(close.span),
        })
    }

    fn finish_function_call(&mut self, first: Token) -> Expr {
        // Namespaced names: `provider::aws::arn_parse`.
        let mut name_span = first.span;
        // Whether nothing stands between the name's parts and the parentheses so far.
        let mut tight = true;
        // The current reference reports a broken name even while recovering, and then
        // skips past the next parenthesised group.
        while self.peek().kind == Tok::DoubleColon {
            let colons = self.read();
            let part = self.read();
            tight &= colons.span.start == name_span.end && part.span.start == colons.span.end;
            if part.kind != Tok::Ident {
                self.error_ctx(
                    "Missing function name",
                    "Function scope resolution symbol :: must be followed by a function name in this scope.",
                    part.span,
                    first.span.to(part.span),
                );
                self.recover_over(Tok::OParen);
                return invalid(first.span.to(part.span));
            }
            name_span = name_span.to(part.span);
        }
        let open = self.peek();
        if open.kind != Tok::OParen {
            let open = self.read();
            self.error_ctx(
                "Missing open parenthesis",
                "Function selector must be followed by an open parenthesis to begin the function call.",
                open.span,
                first.span.to(open.span),
            );
            self.recover_over(Tok::OParen);
            return invalid(first.span.to(open.span));
        }
        let open = self.read();
        tight &= open.span.start == name_span.end;
        let args = self.scratch.exprs.mark();
        let errors = self.error_count();
        let mut plain = Some(Plain::default());
        let mut expand_final = false;
        self.push_newlines(false);
        let close = loop {
            let tok = self.peek();
            if tok.kind == Tok::CParen {
                let close = self.read();
                if tight && close.span.start == open.span.end && self.scratch.exprs.mark() == args {
                    self.pop_newlines();
                    return Expr(Repr::EmptyCall(name_span.to(close.span)));
                }
                break close;
            }
            let mark = self.error_count();
            let arg = self.parse_deferrable_expression(Place::Element);
            let failed = self.failed_since(mark);
            if plain.as_mut().and_then(|p| p.admit(&arg, failed)).is_none() {
                plain = None;
            }
            self.scratch.exprs.push(arg);
            if failed {
                break self.recover(Tok::CParen);
            }
            let sep = self.read();
            match sep.kind {
                Tok::CParen => break sep,
                Tok::Ellipsis => {
                    expand_final = true;
                    if self.peek().kind != Tok::CParen {
                        if !self.recovering() {
                            self.error_ctx(
                                "Missing closing parenthesis",
                                "An expanded function argument (with ...) must be immediately followed by closing parentheses.",
                                sep.span,
                                name_span.to(sep.span),
                            );
                        }
                        break self.recover(Tok::CParen);
                    }
                    break self.read();
                }
                Tok::Comma => {
                    if self.peek().kind == Tok::CParen {
                        break self.read();
                    }
                }
                Tok::Eof => {
                    self.error(
                        "Unterminated function call",
                        "There is no closing parenthesis for this function call before the end of the file. This may be caused by incorrect parethesis nesting elsewhere in this file.",
                        name_span.to(open.span),
                    );
                    break self.recover(Tok::CParen);
                }
                _ => {
                    self.error_ctx(
                        "Missing argument separator",
                        "A comma is required to separate each function argument from the next.",
                        sep.span,
                        name_span.to(sep.span),
                    );
                    break self.recover(Tok::CParen);
                }
            }
        };
        self.pop_newlines();
        let span = name_span.to(close.span);
        let clean = close.kind == Tok::CParen && self.error_count() == errors;
        if let Some(shape) = plain
            .filter(|_| tight && !expand_final)
            .and_then(|p| p.kept(clean))
        {
            self.scratch.exprs.truncate(args);
            return Expr(Repr::PlainCall(shape.with_dynamic(true), span));
        }
        let args = self.scratch.exprs.take_into(args, &mut self.nodes);
        self.nodes.expr(FunctionCallExpr {
            name_span,
            args,
            expand_final,
            open_paren_span: open.span,
            close_paren_span: close.span,
            span: name_span.to(close.span),
        })
    }

    fn parse_tuple(&mut self) -> Expr {
        let open = self.read();
        self.push_newlines(false);
        let next = self.peek();
        if self.keyword_is(next, "for") {
            let e = self.finish_for(open);
            self.pop_newlines();
            return e;
        }
        let elems = self.scratch.exprs.mark();
        let errors = self.error_count();
        let mut plain = Some(Plain::default());
        let mut clean = false;
        let close = loop {
            if self.peek().kind == Tok::CBrack {
                clean = true;
                break self.read();
            }
            let mark = self.error_count();
            let e = self.parse_deferrable_expression(Place::Element);
            let failed = self.failed_since(mark);
            let admitted = plain.as_mut().and_then(|p| p.admit(&e, failed)).is_some();
            self.collect(&mut plain, admitted, e, elems, open.span.end);
            if failed {
                break self.recover(Tok::CBrack);
            }
            let next = self.peek();
            if next.kind == Tok::CBrack {
                clean = true;
                break self.read();
            }
            if next.kind != Tok::Comma {
                if !self.recovering() {
                    if next.kind == Tok::Eof {
                        self.error(
                            "Unterminated tuple constructor expression",
                            "There is no corresponding closing bracket before the end of the file. This may be caused by incorrect bracket nesting elsewhere in this file.",
                            open.span,
                        );
                    } else {
                        self.error_ctx(
                            "Missing item separator",
                            "Expected a comma to mark the beginning of the next item.",
                            next.span,
                            open.span.to(next.span),
                        );
                    }
                }
                break self.recover(Tok::CBrack);
            }
            self.read();
        };
        self.pop_newlines();
        let span = open.span.to(close.span);
        let clean = clean && self.error_count() == errors;
        if let Some(shape) = self.kept_as_text::<Expr>(plain, clean, elems) {
            return Expr(Repr::PlainTuple(shape, span));
        }
        self.restore_plain::<Expr>(plain, open.span.end);
        let elems = self.scratch.exprs.take_into(elems, &mut self.nodes);
        self.nodes.expr(TupleExpr {
            elems,
            open_span: open.span,
            span,
        })
    }

    fn parse_object(&mut self) -> Expr {
        let open = self.read();
        self.push_newlines(false);
        let next = self.peek();
        let is_for = self.keyword_is(next, "for");
        self.pop_newlines();
        if is_for {
            self.push_newlines(false);
            let e = self.finish_for(open);
            self.pop_newlines();
            return e;
        }
        self.push_newlines(true);
        let items = self.scratch.items.mark();
        let errors = self.error_count();
        let mut plain = Some(Plain::default());
        let mut clean = false;
        let close = loop {
            let next = self.peek();
            if next.kind == Tok::Newline {
                self.read();
                continue;
            }
            if next.kind == Tok::CBrace {
                clean = true;
                break self.read();
            }
            let parenthesized = next.kind == Tok::OParen;
            let mark = self.error_count();
            let key = self.parse_deferrable_expression(Place::Key);
            if self.failed_since(mark) {
                break self.recover(Tok::CBrace);
            }
            let next = self.peek();
            if next.kind != Tok::Equal && next.kind != Tok::Colon {
                if !self.recovering() {
                    match next.kind {
                        Tok::Newline | Tok::Comma => self.error_ctx(
                            "Missing attribute value",
                            "Expected an attribute value, introduced by an equals sign (\"=\").",
                            next.span,
                            open.span.to(next.span),
                        ),
                        Tok::Ident => self.error_ctx(
                            "Missing key/value separator",
                            "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you intended to given an attribute name containing periods or spaces, write the name in quotes to create a string literal.",
                            next.span,
                            open.span.to(next.span),
                        ),
                        Tok::Eof => self.error(
                            "Unterminated object constructor expression",
                            "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                            open.span,
                        ),
                        _ => self.error_ctx(
                            "Missing key/value separator",
                            "Expected an equals sign (\"=\") to mark the beginning of the attribute value.",
                            next.span,
                            open.span.to(next.span),
                        ),
                    }
                }
                break self.recover(Tok::CBrace);
            }
            self.read();
            let mark = self.error_count();
            let value = self.parse_deferrable_expression(Place::Element);
            let failed = self.failed_since(mark);
            let item = ObjectItem {
                key: ObjectKey {
                    expr: key,
                    parenthesized,
                },
                value,
            };
            let deferred_key = matches!(key.0, Repr::Deferred(..));
            let admitted = (deferred_key || plain::plain_key(&item.key))
                && plain
                    .as_mut()
                    .and_then(|p| p.admit(&value, failed))
                    .is_some();
            if let Some(run) = plain.as_mut().filter(|_| admitted) {
                run.deferred |= deferred_key;
            }
            self.collect(&mut plain, admitted, item, items, open.span.end);
            if failed {
                break self.recover(Tok::CBrace);
            }
            let next = self.peek();
            if next.kind == Tok::CBrace {
                clean = true;
                break self.read();
            }
            if next.kind != Tok::Comma && next.kind != Tok::Newline {
                if !self.recovering() {
                    if next.kind == Tok::Eof {
                        self.error(
                            "Unterminated object constructor expression",
                            "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                            open.span,
                        );
                    } else {
                        self.error_ctx(
                            "Missing attribute separator",
                            "Expected a newline or comma to mark the beginning of the next attribute.",
                            next.span,
                            open.span.to(next.span),
                        );
                    }
                }
                break self.recover(Tok::CBrace);
            }
            self.read();
        };
        self.pop_newlines();
        let span = open.span.to(close.span);
        let clean = clean && self.error_count() == errors;
        if let Some(shape) = self.kept_as_text::<ObjectItem>(plain, clean, items) {
            return Expr(Repr::PlainObject(shape, span));
        }
        self.restore_plain::<ObjectItem>(plain, open.span.end);
        let items = self.scratch.items.take_into(items, &mut self.nodes);
        self.nodes.expr(ObjectExpr {
            items,
            open_span: open.span,
            span,
        })
    }

    /// A `for` expression after its opening bracket or brace.
    fn finish_for(&mut self, open: Token) -> Expr {
        let make_object = open.kind == Tok::OBrace;
        let close_kind = if make_object {
            Tok::CBrace
        } else {
            Tok::CBrack
        };
        self.read(); // `for`
        let fail = |p: &mut Parser<'_>, detail: &str| -> Expr {
            if !p.recovering() {
                let at = p.peek().span;
                p.error_ctx("Invalid 'for' expression", detail, at, open.span.to(at));
            }
            let close = p.recover(close_kind);
            invalid(open.span.to(close.span))
        };
        if self.peek().kind != Tok::Ident {
            return fail(self, "For expression requires variable name after 'for'.");
        }
        let first = self.read();
        let mut key_var_span = None;
        let mut value_var_span = first.span;
        if self.peek().kind == Tok::Comma {
            self.read();
            if self.peek().kind != Tok::Ident {
                return fail(
                    self,
                    "For expression requires value variable name after comma.",
                );
            }
            let second = self.read();
            key_var_span = Some(value_var_span);
            value_var_span = second.span;
        }
        let next = self.peek();
        if !self.keyword_is(next, "in") {
            return fail(
                self,
                "For expression requires the 'in' keyword after its name declarations.",
            );
        }
        self.read();
        let mark = self.error_count();
        let collection = self.parse_expression();
        if self.failed_since(mark) {
            let close = self.recover(close_kind);
            return invalid(open.span.to(close.span));
        }
        if self.peek().kind != Tok::Colon {
            return fail(
                self,
                "For expression requires a colon after the collection expression.",
            );
        }
        self.read();
        let mark = self.error_count();
        let mut value = self.parse_expression();
        let mut key = None;
        if self.peek().kind == Tok::FatArrow {
            self.read();
            key = Some(value);
            value = self.parse_expression();
        }
        if self.failed_since(mark) {
            let close = self.recover(close_kind);
            return invalid(open.span.to(close.span));
        }
        let mut group = None;
        if self.peek().kind == Tok::Ellipsis {
            group = Some(self.read());
        }
        let mut cond = None;
        let next = self.peek();
        if self.keyword_is(next, "if") {
            self.read();
            let mark = self.error_count();
            let c = self.parse_expression();
            if self.failed_since(mark) {
                let close = self.recover(close_kind);
                return invalid(open.span.to(close.span));
            }
            cond = Some(c);
        }
        let close = if self.peek().kind == close_kind {
            self.read()
        } else {
            if !self.recovering() {
                let at = self.peek().span;
                self.error_ctx(
                    "Invalid 'for' expression",
                    "Extra characters after the end of the 'for' expression.",
                    at,
                    open.span.to(at),
                );
            }
            self.recover(close_kind)
        };
        let span = open.span.to(close.span);
        if !make_object {
            if let Some(k) = &key {
                let at = k.span();
                self.error_ctx(
                    "Invalid 'for' expression",
                    "Key expression is not valid when building a tuple.",
                    at,
                    span,
                );
            }
            if let Some(e) = group {
                self.error_ctx(
                    "Invalid 'for' expression",
                    "Grouping ellipsis (...) cannot be used when building a tuple.",
                    e.span,
                    span,
                );
            }
        } else if key.is_none() {
            let at = value.span();
            self.error_ctx(
                "Invalid 'for' expression",
                "Key expression is required when building an object.",
                at,
                span,
            );
        }
        self.nodes.expr(ForExpr {
            key_var_span,
            value_var_span,
            collection,
            key,
            value,
            cond,
            group: group.is_some(),
            open_span: open.span,
            close_span: close.span,
            span,
        })
    }
}
