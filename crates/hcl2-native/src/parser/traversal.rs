//! Standalone traversals (`var.a[0]["k"]`, or relative `.a[0]`): names, attribute steps
//! and constant index steps only.

use crate::ast::Repr;
use hcl2_core::{Traversal, Traverser};
use hcl2_value::Value;

use super::Parser;
use crate::ast::Expr;
use crate::lexer::Tok;

impl Parser<'_> {
    /// A traversal; with `absolute`, it must start with a variable name.
    pub(crate) fn parse_traversal(&mut self, absolute: bool) -> Traversal {
        let mut steps = Vec::new();
        let first = self.peek();
        if absolute {
            let var = self.read();
            if var.kind != Tok::Ident {
                self.error(
                    "Variable name required",
                    "Must begin with a variable name.",
                    var.span,
                );
                return Traversal(steps);
            }
            steps.push(Traverser::Root {
                name: self.text(var.span).to_owned(),
                range: self.range(var.span),
            });
        }
        loop {
            let next = self.peek();
            match next.kind {
                Tok::Eof => return Traversal(steps),
                Tok::Dot => {
                    let dot = self.read();
                    let name = self.read();
                    if name.kind != Tok::Ident {
                        let detail = if name.kind == Tok::Star {
                            "Splat expressions (.*) may not be used here."
                        } else {
                            "Dot must be followed by attribute name."
                        };
                        self.error_ctx(
                            "Attribute name required",
                            detail,
                            name.span,
                            first.span.to(name.span),
                        );
                        return Traversal(steps);
                    }
                    steps.push(Traverser::Attr {
                        name: self.text(name.span).to_owned(),
                        range: self.range(dot.span.to(name.span)),
                    });
                }
                Tok::OBrack => {
                    let open = self.read();
                    let key_tok = self.peek();
                    let key = match key_tok.kind {
                        Tok::Number => {
                            self.read();
                            self.number_value(key_tok)
                        }
                        Tok::OQuote => {
                            let quote = self.take();
                            match self.parse_template_expr(quote) {
                                Expr(Repr::Template(t, span)) => {
                                    let t = self.nodes.take_last(t);
                                    match t.template.as_literal() {
                                        Some(s) => Value::string(s),
                                        None => {
                                            self.error(
                                                "Invalid string literal",
                                                "Template sequences are not allowed in this string.",
                                                span,
                                            );
                                            Value::dynamic()
                                        }
                                    }
                                }
                                _ => Value::dynamic(),
                            }
                        }
                        _ => {
                            let (summary, detail) = if key_tok.kind == Tok::Star {
                                (
                                    "Attribute name required",
                                    "Splat expressions ([*]) may not be used here.",
                                )
                            } else {
                                (
                                    "Index value required",
                                    "Index brackets must contain either a literal number or a literal string.",
                                )
                            };
                            self.error_ctx(
                                summary,
                                detail,
                                key_tok.span,
                                first.span.to(key_tok.span),
                            );
                            return Traversal(steps);
                        }
                    };
                    let close = self.read();
                    if close.kind != Tok::CBrack {
                        self.error_ctx(
                            "Unclosed index brackets",
                            "Index key must be followed by a closing bracket.",
                            close.span,
                            open.span.to(close.span),
                        );
                    }
                    steps.push(Traverser::Index {
                        key,
                        range: self.range(open.span.to(close.span)),
                    });
                    if self.error_count() > 0 {
                        return Traversal(steps);
                    }
                }
                _ => {
                    self.error_ctx(
                        "Invalid character",
                        "Expected an attribute access or an index operator.",
                        next.span,
                        first.span.to(next.span),
                    );
                    return Traversal(steps);
                }
            }
        }
    }
}
