//! Evaluation of native expressions and templates against an [`EvalContext`].
//!
//! [`evaluate`] turns an expression's syntax tree into a value with the reference's
//! results and diagnostics; [`NativeExpression`] pairs a tree with its source file so it
//! can stand behind `hcl2-core`'s [`Expression`] trait. Each kind of expression has its
//! own module; this one only dispatches.
//!
//! Evaluation always yields a value: where there are errors it is a placeholder (the
//! dynamic unknown, or an unknown of the type the expression would have had) beside the
//! diagnostics, so that a caller can report every problem at once.
//!
//! # Deliberate differences from hcl 2.14.1
//!
//! The reference is hcl 2.14.1 with go-cty 1.12.1, except where later releases changed
//! evaluation and this crate follows them on purpose. Each entry says what, why, and
//! where it comes from:
//!
//! - `&&` and `||` short-circuit (PRs #713 and #719, merged after hcl 2.23.0), so that
//!   `x != null && x.a` works: a known `false` operand of `&&` (a known `true` of `||`)
//!   decides the result on either side and only that side's diagnostics are kept; an
//!   unknown operand beside the neutral value gives an unknown bool with the unknown
//!   side's diagnostics; two unknowns give an unknown with the left side's diagnostics
//!   unless the left side has errors; a null operand counts as `false` when deciding
//!   (`null && x` is `false`); conversion errors come before the operands' own
//!   diagnostics; the result, and its placeholder after operand errors, keeps both
//!   operands' marks.
//! - Every other binary operator follows the same rewrite (PR #713): conversion errors
//!   come before the operands' own diagnostics, and the result (also an unknown one,
//!   and the placeholder after operand errors) keeps both operands' marks.
//! - A conditional's result carries the marks of the condition and of both results,
//!   whichever is selected, also when the condition is unknown; an unknown condition
//!   with two null results gives null (hcl 2.18.1, 2.19.0 and 2.23.0, PRs #630, #633
//!   and #710), so that sensitive values cannot leak through a conditional. A template's
//!   `%{ if }` directive, which the reference desugars into a conditional, follows the
//!   same rule (see `hcl2_template::eval`).
//! - A `for` expression checks its `if` clause against unknown iteration values even
//!   when the collection is unknown, and its unknown results keep the marks of the
//!   collection, of `if` results and of keys (hcl 2.23.0, PR #710).
//! - Traversing an unknown value keeps its marks: an attribute or index step on an
//!   unknown or dynamic value gives an unknown marked as that value was; indexing an
//!   unknown object by a known key checks the attribute exists and gives its type
//!   (hcl 2.23.0, PR #699; this lives in `hcl2_value::Value::index` and `get_attr`).
//! - A splat keeps its source's marks on its result: on the empty tuple from a null
//!   source, on the unknown result of an unknown source, on the one-element tuple it
//!   wraps a non-sequence in, and on the placeholders after errors (hcl 2.21.0, PR #678,
//!   and later).
//! - A splat over a list or set whose per-element results differ in type (a nested
//!   splat over elements that are sometimes null) is the error "Invalid nested splat
//!   expressions"; hcl 2.14.1 crashes there (PR #724, merged after hcl 2.23.0).
//! - Function names may be namespaced (`provider::aws::arn_parse`) and are looked up by
//!   their full name; calling an unknown one says whether its namespace has any
//!   functions at all (hcl 2.20.0, PR #639).
//!
//! Not followed: go-cty's refined unknown values (hcl 2.17.0 and later), which this
//! value model does not have. Where the current reference decides something from a
//! refinement (a splat over an unknown that is known not to be null), this crate
//! decides as 2.14.1 does.

mod call;
mod chain;
mod collections;
mod conditional;
mod for_expr;
mod in_place;
mod index;
mod logic;
mod operators;
mod owned;
mod splat;
mod template;
mod traversal;

pub use template::evaluate_template;

use crate::ast::Repr;
use hcl2_core::expression_view::ExpressionView;
use hcl2_core::{
    Diagnostics, EvalContext, Expression, ExpressionSource, Range, SourceFile, SourceSyntax, Span,
    StaticCall, StaticMapItem, Traversal,
};
use hcl2_value::Value;

use crate::analysis::{self, expr_variables, start_span};
use crate::ast::{number_text_value, Expr, ObjectKey, Tree};
use crate::ast::{plain_object, plain_tuple, stored_object, stored_tuple};
use crate::parser::deferred::expand;

/// Evaluates `expr` (parsed from `file`) in `ctx`; `None` is the "no context" mode.
pub fn evaluate(
    expr: &Expr,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    eval(expr, file, ctx, None)
}

/// Evaluates `expr` with `item` standing for the element a splat is visiting, which is
/// what [`Repr::SplatItem`] evaluates to (the dynamic unknown when there is none). The
/// item reaches only the expressions a splat's traversal chain is built from: the source
/// of a traversal, the collection of an index, and the source of a nested splat.
/// Left-nested chains of those and of binary operators are walked by [`chain`].
fn eval(
    expr: &Expr,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
    item: Option<&Value>,
) -> (Value, Diagnostics) {
    match *expr {
        Expr(Repr::Constant(constant, _)) => (constant.value(), Diagnostics::new()),
        Expr(Repr::Number(span)) => (number_text_value(file.slice(span)), Diagnostics::new()),
        Expr(Repr::Deferred(span, skip_newlines)) => {
            let (root, nodes) = expand(file.file, span, skip_newlines);
            eval(&root, Tree::new(file.file, &nodes), ctx, item)
        }
        Expr(Repr::Literal(lit, _)) => (file.get(lit).value.clone(), Diagnostics::new()),
        Expr(Repr::Template(t, _)) => template::evaluate(file.get(t), file, ctx),
        Expr(Repr::PlainTemplate(form, span)) => template::evaluate_plain(form, span, file, ctx),
        Expr(Repr::PlainString(span)) => (
            Value::string(file.slice(Expr::plain_string_content(span))),
            Diagnostics::new(),
        ),
        Expr(Repr::Variable(root_span)) => match in_place::peek(expr, file, ctx) {
            Some(found) => (found.clone(), Diagnostics::new()),
            None => traversal::scope(root_span, &[], file, ctx),
        },
        Expr(Repr::AttrPath(path)) => match in_place::peek(expr, file, ctx) {
            Some(found) => (found.clone(), Diagnostics::new()),
            None => traversal::scope(path.root_span(), &path.steps(), file, ctx),
        },
        Expr(Repr::ScopeTraversal(t, _)) => match in_place::peek(expr, file, ctx) {
            Some(found) => (found.clone(), Diagnostics::new()),
            None => {
                let t = file.get(t);
                traversal::scope(t.root_span, &t.steps, file, ctx)
            }
        },
        Expr(Repr::RelativeTraversal(t, _)) => {
            chain::evaluate(chain::Link::Relative(file.get(t)), file, ctx, item)
        }
        Expr(Repr::FunctionCall(..)) | Expr(Repr::EmptyCall(_)) | Expr(Repr::PlainCall(..)) => {
            match expr.call_view(file) {
                Some(call) => call::evaluate(&call, file, ctx),
                None => (Value::dynamic(), Diagnostics::new()),
            }
        }
        Expr(Repr::Conditional(c, _)) => conditional::evaluate(file.get(c), file, ctx),
        Expr(Repr::Binary(b, _)) => {
            let b = file.get(b);
            match operators::binary_in_place(b, file, ctx) {
                Some(done) => done,
                None => chain::evaluate(chain::Link::Binary(b), file, ctx, item),
            }
        }
        Expr(Repr::Unary(u, _)) => operators::unary(file.get(u), file, ctx),
        Expr(Repr::Tuple(t, _)) => collections::tuple(stored_tuple(t, file).elems, file, ctx),
        Expr(Repr::PlainTuple(shape, span)) => {
            collections::tuple(plain_tuple(span, shape, file).elems, file, ctx)
        }
        Expr(Repr::Object(o, _)) => collections::object(stored_object(o, file).items, file, ctx),
        Expr(Repr::PlainObject(shape, span)) => {
            collections::object(plain_object(span, shape, file).items, file, ctx)
        }
        Expr(Repr::For(f, _)) => for_expr::evaluate(file.get(f), file, ctx),
        Expr(Repr::Index(i, _)) => {
            chain::evaluate(chain::Link::Index(file.get(i)), file, ctx, item)
        }
        Expr(Repr::Splat(s, _)) => {
            chain::evaluate(chain::Link::Splat(file.get(s)), file, ctx, item)
        }
        Expr(Repr::SplatItem(_)) => (
            item.cloned().unwrap_or_else(Value::dynamic),
            Diagnostics::new(),
        ),
        Expr(Repr::Parens(p, _)) => eval(&file.get(p).expr, file, ctx, item),
    }
}

/// The range of `expr` (the reference's `Range()`).
fn range_of(expr: &Expr, file: Tree<'_>) -> Range {
    file.range(expr.span())
}

/// The start range of `expr` (the reference's `StartRange()`).
fn start_range_of(expr: &Expr, file: Tree<'_>) -> Range {
    file.range(start_span(expr, file))
}

/// A native expression with the file it came from: an [`Expression`] any consumer can
/// evaluate.
#[derive(Clone, Copy, Debug)]
pub struct NativeExpression<'a> {
    /// The syntax tree.
    pub expr: &'a Expr,
    /// The source it was parsed from (turns spans into ranges).
    pub file: Tree<'a>,
}

impl Expression for NativeExpression<'_> {
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        evaluate(self.expr, self.file, ctx)
    }
    fn variables(&self) -> Vec<Traversal> {
        expr_variables(self.expr, self.file)
    }
    fn has_variables(&self) -> bool {
        analysis::expr_has_variables(self.expr, self.file)
    }
    fn range(&self) -> Range {
        range_of(self.expr, self.file)
    }
    fn start_range(&self) -> Range {
        start_range_of(self.expr, self.file)
    }
    fn file_span(&self) -> Option<(&SourceFile, Span)> {
        Some((self.file.file, self.expr.span()))
    }
    fn as_keyword(&self) -> Option<String> {
        analysis::keyword(self.expr, self.file).map(str::to_owned)
    }
    fn as_list(&self) -> Result<Vec<Box<dyn Expression + '_>>, Diagnostics> {
        self.static_list()
    }
    /// Keys read as object constructor keys do: a bare name is itself as a string.
    fn as_map(&self) -> Result<Vec<StaticMapItem<'_>>, Diagnostics> {
        self.static_map()
    }
    fn as_call(&self) -> Result<StaticCall<'_>, Diagnostics> {
        self.static_call()
    }
    fn as_abs_traversal(&self) -> Result<Traversal, Diagnostics> {
        analysis::abs_traversal(self.expr, self.file)
    }
    fn source(&self) -> Option<ExpressionSource<'_>> {
        self.view_source()
    }
    fn form(&self) -> hcl2_core::ExpressionForm {
        analysis::form(self.expr, self.file)
    }
    /// A parse of the expression's own text at its own position.
    fn detach(&self) -> Option<std::sync::Arc<dyn Expression + Send + Sync>> {
        let range = self.range();
        let text = self.file.file.slice(self.expr.span());
        let parse = |text: &[u8]| {
            let parsed = crate::parse::parse_expression(text, &range.filename, range.start);
            (!parsed.diagnostics.has_errors()).then_some(parsed)
        };
        // A heredoc's span ends at its closing marker, which only a newline closes.
        let parsed = parse(text.as_bytes()).or_else(|| parse(format!("{text}\n").as_bytes()))?;
        Some(std::sync::Arc::new(DetachedExpression(parsed)))
    }
}

/// A native expression owning a parse of its own text (see [`Expression::detach`]).
#[derive(Debug)]
struct DetachedExpression(crate::parse::Parsed<Expr>);

impl DetachedExpression {
    fn native(&self) -> NativeExpression<'_> {
        NativeExpression {
            expr: &self.0.value,
            file: self.0.tree(),
        }
    }
}

hcl2_core::expression_through_view!(DetachedExpression, native);

/// The analyses whose results borrow the tree, with the tree's lifetime.
impl<'a> ExpressionView<'a> for NativeExpression<'a> {
    fn view_list(&self) -> Result<Vec<Box<dyn Expression + 'a>>, Diagnostics> {
        self.static_list()
    }
    fn view_map(&self) -> Result<Vec<StaticMapItem<'a>>, Diagnostics> {
        self.static_map()
    }
    fn view_call(&self) -> Result<StaticCall<'a>, Diagnostics> {
        self.static_call()
    }
    /// The file's own text over the expression's span.
    fn view_source(&self) -> Option<ExpressionSource<'a>> {
        let text = self.file.file.slice(self.expr.span());
        Some(ExpressionSource::verbatim(text, SourceSyntax::Native))
    }
}

/// The static analyses, with results that borrow the tree rather than `self`.
impl<'a> NativeExpression<'a> {
    fn boxed(&self, expr: &'a Expr) -> Box<dyn Expression + 'a> {
        Box::new(NativeExpression {
            expr,
            file: self.file,
        })
    }

    /// The elements of a tuple constructor, as [`Expression::as_list`].
    pub fn static_list(&self) -> Result<Vec<Box<dyn Expression + 'a>>, Diagnostics> {
        let elems = analysis::static_list(self.expr, self.file)?;
        Ok(match elems.stored() {
            Some(stored) => stored.iter().map(|e| self.boxed(e)).collect(),
            None => elems.iter().map(|expr| self.owned(expr)).collect(),
        })
    }

    /// An element read from its collection's text (no node holds it).
    fn owned(&self, expr: Expr) -> Box<dyn Expression + 'a> {
        Box::new(owned::OwnedExpression {
            expr,
            file: self.file,
        })
    }

    /// The items of an object constructor, as [`Expression::as_map`].
    pub fn static_map(&self) -> Result<Vec<StaticMapItem<'a>>, Diagnostics> {
        let items = analysis::static_map(self.expr, self.file)?;
        if let Some(stored) = items.stored() {
            return Ok(stored
                .iter()
                .map(|item| StaticMapItem {
                    key: Box::new(NativeObjectKey {
                        key: &item.key,
                        file: self.file,
                    }),
                    value: self.boxed(&item.value),
                })
                .collect());
        }
        Ok(items
            .iter()
            .map(|item| StaticMapItem {
                key: Box::new(owned::OwnedObjectKey {
                    key: item.key,
                    file: self.file,
                }),
                value: self.owned(item.value),
            })
            .collect())
    }

    /// The function call, as [`Expression::as_call`].
    pub fn static_call(&self) -> Result<StaticCall<'a>, Diagnostics> {
        let call = analysis::static_call(self.expr, self.file)?;
        let args = match call.args.stored() {
            Some(stored) => stored.iter().map(|e| self.boxed(e)).collect(),
            None => call.args.iter().map(|expr| self.owned(expr)).collect(),
        };
        Ok(StaticCall {
            name: call.name.to_owned(),
            name_range: call.name_range,
            args,
            args_range: call.args_range,
            expand_final: call.expand_final,
        })
    }
}

/// An object constructor's key as an [`Expression`] (what a static map's keys are): a
/// bare name stands for itself as a string unless parenthesized, as evaluation reads it,
/// and is then neither a reference nor a variable.
#[derive(Clone, Copy, Debug)]
pub struct NativeObjectKey<'a> {
    /// The key.
    pub key: &'a ObjectKey,
    /// The source it was parsed from.
    pub file: Tree<'a>,
}

impl Expression for NativeObjectKey<'_> {
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        collections::key_value(self.key, self.file, ctx)
    }
    fn variables(&self) -> Vec<Traversal> {
        match analysis::key_keyword(self.key, self.file) {
            Some(_) => Vec::new(),
            None => expr_variables(&self.key.expr, self.file),
        }
    }
    fn range(&self) -> Range {
        range_of(&self.key.expr, self.file)
    }
    fn start_range(&self) -> Range {
        start_range_of(&self.key.expr, self.file)
    }
    fn as_keyword(&self) -> Option<String> {
        analysis::key_keyword(self.key, self.file).map(str::to_owned)
    }
    /// The key expression's own list, as the reference unwraps a key for its analyses.
    fn as_list(&self) -> Result<Vec<Box<dyn Expression + '_>>, Diagnostics> {
        self.inner().static_list()
    }
    fn as_map(&self) -> Result<Vec<StaticMapItem<'_>>, Diagnostics> {
        self.inner().static_map()
    }
    fn as_call(&self) -> Result<StaticCall<'_>, Diagnostics> {
        self.inner().static_call()
    }
    fn as_abs_traversal(&self) -> Result<Traversal, Diagnostics> {
        analysis::key_abs_traversal(self.key, self.file)
    }
}

impl<'a> NativeObjectKey<'a> {
    /// The key's expression, analysed as any other expression.
    fn inner(&self) -> NativeExpression<'a> {
        NativeExpression {
            expr: &self.key.expr,
            file: self.file,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_expression;
    use hcl2_core::Pos;

    fn with_expr<R>(src: &str, f: impl FnOnce(&dyn Expression) -> R) -> R {
        let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{src}");
        f(&NativeExpression {
            expr: &parsed.value,
            file: parsed.tree(),
        })
    }

    #[test]
    fn static_analyses_are_offered_through_the_expression_trait() {
        with_expr("[a, b.c]", |e| {
            let elems = e.as_list().unwrap();
            assert_eq!(elems.len(), 2);
            assert_eq!(elems[0].as_keyword().as_deref(), Some("a"));
            assert_eq!(elems[1].as_keyword(), None);
            assert_eq!(elems[1].range().to_string(), "t.hcl:1,5-8");
            assert!(e.as_map().is_err() && e.as_call().is_err());
        });
        with_expr("f(x, [1]...)", |e| {
            let call = e.as_call().unwrap();
            assert_eq!(call.name, "f");
            assert!(call.expand_final);
            assert_eq!(call.args[1].as_list().unwrap().len(), 1);
            assert_eq!(call.args_range.to_string(), "t.hcl:1,2-13");
        });
        with_expr("var.a[0]", |e| {
            assert_eq!(e.as_abs_traversal().unwrap().0.len(), 3);
            assert!(e.as_rel_traversal().unwrap().is_relative());
        });
    }

    #[test]
    fn static_map_keys_read_bare_names_as_strings() {
        with_expr("{a = 1, (b) = 2, c.d = 3}", |e| {
            let items = e.as_map().unwrap();
            let a = &items[0].key;
            assert_eq!(a.as_keyword().as_deref(), Some("a"));
            assert_eq!(a.value(None).0, Value::string("a"));
            assert!(a.variables().is_empty());
            let b = &items[1].key;
            assert_eq!(b.as_keyword(), None);
            assert!(b.as_abs_traversal().is_err());
            assert_eq!(b.variables()[0].root_name(), Some("b"));
            let cd = &items[2].key;
            assert_eq!(cd.as_abs_traversal().unwrap().0.len(), 2);
            assert_eq!(
                cd.value(None).1.iter().next().unwrap().summary,
                "Ambiguous attribute key"
            );
            assert_eq!(items[2].value.value(None).0, Value::from(3));
        });
    }
}
