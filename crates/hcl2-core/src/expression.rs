//! The `Expression` trait: what every syntax's expressions offer once parsed.

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use hcl2_value::Value;

use crate::diagnostic::Diagnostics;
use crate::eval_context::EvalContext;
use crate::pos::Range;
use crate::statics::{self, StaticCall, StaticMapItem};
use crate::traversal::{Traversal, Traverser};

/// How an expression is written, as far as [`Expression::form`] tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExpressionForm {
    /// A reference to a value from elsewhere: a variable with static steps, or an
    /// index, splat or further steps applied to such a reference (`local.t`,
    /// `var.m[each.key]`, `var.l[*].a`); parentheses make it something else.
    Reference,
    /// A quoted template that is one interpolation and nothing else (`"${local.t}"`).
    WrappedInterpolation,
    /// A template that is a single piece of literal text (`"Hello"`); text the
    /// reference reads in several pieces (where `$` or `%` appear, or heredoc lines)
    /// counts as [`ExpressionForm::Template`], as the reference tells them apart.
    LiteralTemplate,
    /// Any other template (`"Hello, ${name}"`, a heredoc of several lines).
    Template,
    /// Anything else: a call, an operation, a constructor, a parenthesized expression.
    Other,
}

/// An expression of any syntax, ready to evaluate.
///
/// Evaluation always returns a value: when there are errors it is a placeholder
/// (usually an unknown of the type the expression would have had) beside the
/// diagnostics, so callers can keep going and report everything at once.
///
/// The `as_*` methods are static analyses (giving [`StaticCall`](crate::StaticCall)s and
/// [`StaticMapItem`](crate::StaticMapItem)s among others): they read
/// the expression's syntax without evaluating it. Each has a default of "not that kind",
/// with the reference's diagnostic, so a syntax overrides only the kinds it can be.
pub trait Expression: fmt::Debug {
    /// Evaluates the expression; `None` is the "no context" mode, in which variables
    /// and function calls are errors.
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics);
    /// The absolute traversals (variable references) the expression makes, in source
    /// order, excluding names it binds itself.
    fn variables(&self) -> Vec<Traversal>;
    /// Whether [`variables`](Expression::variables) would find any: a syntax can answer
    /// without building the traversals, and stop at the first (a decoder asks this of
    /// every optional field it reads without a context).
    fn has_variables(&self) -> bool {
        !self.variables().is_empty()
    }
    /// The whole expression's source range.
    fn range(&self) -> Range;
    /// A short range at the start of the expression, for messages about all of it.
    fn start_range(&self) -> Range;

    /// The same expression owning what it needs, so that it can outlive the parse it
    /// came from (what a function a configuration defines keeps of its body), or
    /// `None` when this kind of expression cannot be detached (the default). Costs
    /// time and memory in proportion to the expression, not to its file.
    fn detach(&self) -> Option<Arc<dyn Expression + Send + Sync>> {
        None
    }

    /// The expression as [`Any`](std::any::Any), so that a syntax crate can recognise
    /// its own detached expressions ([`detach`](Expression::detach)) and read their
    /// tree again (the JSON syntax reads a kept property as blocks when a later schema
    /// asks); `None` (the default) for an expression that borrows its tree.
    #[doc(hidden)]
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }

    /// The file the expression was parsed from and the bytes of it the expression
    /// covers, for consumers that keep the expression and find its positions only when
    /// asked (the ranges of [`range`](Expression::range) cost a count of the text
    /// before them); `None` (the default) when the expression has no such file.
    fn file_span(&self) -> Option<(&crate::SourceFile, crate::Span)> {
        None
    }

    /// The expression's source text and syntax, for consumers that keep an expression
    /// unevaluated and outliving its body (a decoded `hcl2::Expression` field), or
    /// `None` when this kind of expression has no text (the default).
    fn source(&self) -> Option<ExpressionSource<'_>> {
        None
    }

    /// The single name the expression is (`foo`; the reference's `hcl.ExprAsKeyword`,
    /// where `true`, `false` and `null` count as names), or `None`.
    fn as_keyword(&self) -> Option<String> {
        None
    }
    /// The elements of a tuple constructor (the reference's `hcl.ExprList`), or "Invalid
    /// expression: A static list expression is required." at the start.
    fn as_list(&self) -> Result<Vec<Box<dyn Expression + '_>>, Diagnostics> {
        Err(statics::not_a_list(self.start_range()))
    }
    /// The items of an object constructor in source order (the reference's
    /// `hcl.ExprMap`), or "Invalid expression: A static map expression is required." at
    /// the start.
    fn as_map(&self) -> Result<Vec<StaticMapItem<'_>>, Diagnostics> {
        Err(statics::not_a_map(self.start_range()))
    }
    /// The function call the expression is (the reference's `hcl.ExprCall`), or
    /// "Invalid expression: A static function call is required." at the start.
    fn as_call(&self) -> Result<StaticCall<'_>, Diagnostics> {
        Err(statics::not_a_call(self.start_range()))
    }
    /// The expression as an absolute traversal such as `var.a[0]` (the reference's
    /// `hcl.AbsTraversalForExpr`), or "Invalid expression" over the whole expression.
    fn as_abs_traversal(&self) -> Result<Traversal, Diagnostics> {
        Err(statics::not_a_traversal(self.range()))
    }
    /// How the expression is written, for functions that treat some forms of an
    /// argument specially (Terraform's `templatestring` takes only references); a
    /// syntax that does not tell answers [`ExpressionForm::Other`] (the default).
    fn form(&self) -> ExpressionForm {
        ExpressionForm::Other
    }
    /// As [`as_abs_traversal`](Expression::as_abs_traversal), with the root name read as
    /// a first attribute step (the reference's `hcl.RelTraversalForExpr`).
    fn as_rel_traversal(&self) -> Result<Traversal, Diagnostics> {
        let mut traversal = self.as_abs_traversal()?;
        if let Some(Traverser::Root { name, range }) = traversal.0.first_mut() {
            let (name, range) = (std::mem::take(name), range.clone());
            traversal.0[0] = Traverser::Attr { name, range };
        }
        Ok(traversal)
    }
}

/// The syntax an expression's source text is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SourceSyntax {
    /// The native syntax.
    Native,
    /// The JSON syntax.
    Json,
}

/// An expression's source text ([`Expression::source`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ExpressionSource<'a> {
    /// The text.
    pub text: Cow<'a, str>,
    /// Its syntax.
    pub syntax: SourceSyntax,
    /// Whether `text` is the file's own text over the expression's range, so that
    /// parsing it from the range's start gives every position back. A JSON expression
    /// does not keep its file's text: its source is its value written compactly.
    pub verbatim: bool,
}

impl<'a> ExpressionSource<'a> {
    /// The file's own text over the expression's range.
    pub fn verbatim(text: impl Into<Cow<'a, str>>, syntax: SourceSyntax) -> ExpressionSource<'a> {
        ExpressionSource {
            text: text.into(),
            syntax,
            verbatim: true,
        }
    }

    /// A text that reads as the same expression, at other positions.
    pub fn rewritten(text: impl Into<Cow<'a, str>>, syntax: SourceSyntax) -> ExpressionSource<'a> {
        ExpressionSource {
            verbatim: false,
            ..ExpressionSource::verbatim(text, syntax)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos::Pos;

    /// An expression of a kind no static analysis knows.
    #[derive(Debug)]
    struct Opaque;

    impl Expression for Opaque {
        fn value(&self, _: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
            (Value::dynamic(), Diagnostics::new())
        }
        fn variables(&self) -> Vec<Traversal> {
            Vec::new()
        }
        fn range(&self) -> Range {
            Range::new("e.hcl", Pos::new(1, 1, 0), Pos::new(1, 6, 5))
        }
        fn start_range(&self) -> Range {
            Range::new("e.hcl", Pos::new(1, 1, 0), Pos::new(1, 2, 1))
        }
    }

    fn only(d: Diagnostics) -> (String, String, String) {
        let d = d.iter().next().expect("one diagnostic").clone();
        (
            d.summary,
            d.detail,
            d.subject.expect("a subject").to_string(),
        )
    }

    #[test]
    fn an_expression_of_no_static_kind_gets_the_reference_errors() {
        let e = Opaque;
        assert_eq!(e.as_keyword(), None);
        assert_eq!(e.source(), None);
        let list = only(e.as_list().unwrap_err());
        assert_eq!(
            list,
            (
                "Invalid expression".into(),
                "A static list expression is required.".into(),
                "e.hcl:1,1-2".into()
            )
        );
        assert_eq!(
            only(e.as_map().unwrap_err()).1,
            "A static map expression is required."
        );
        assert_eq!(
            only(e.as_call().unwrap_err()).1,
            "A static function call is required."
        );
        let abs = only(e.as_abs_traversal().unwrap_err());
        assert_eq!(abs.1, statics::TRAVERSAL_DETAIL);
        assert_eq!(abs.2, "e.hcl:1,1-6");
        assert_eq!(only(e.as_rel_traversal().unwrap_err()), abs);
    }

    /// An expression that is the traversal `a.b`.
    #[derive(Debug)]
    struct Reference;

    impl Expression for Reference {
        fn value(&self, _: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
            (Value::dynamic(), Diagnostics::new())
        }
        fn variables(&self) -> Vec<Traversal> {
            self.as_abs_traversal().into_iter().collect()
        }
        fn range(&self) -> Range {
            Range::new("e.hcl", Pos::new(1, 1, 0), Pos::new(1, 4, 3))
        }
        fn start_range(&self) -> Range {
            self.range()
        }
        fn as_abs_traversal(&self) -> Result<Traversal, Diagnostics> {
            let at = |a, b| Range::new("e.hcl", Pos::new(1, a + 1, a), Pos::new(1, b + 1, b));
            Ok(Traversal(vec![
                Traverser::Root {
                    name: "a".into(),
                    range: at(0, 1),
                },
                Traverser::Attr {
                    name: "b".into(),
                    range: at(1, 3),
                },
            ]))
        }
    }

    #[test]
    fn a_relative_traversal_turns_the_root_into_an_attribute_step() {
        let rel = Reference.as_rel_traversal().unwrap();
        assert!(rel.is_relative());
        assert!(matches!(&rel.0[0], Traverser::Attr { name, .. } if name == "a"));
        assert_eq!(rel.0[0].range().to_string(), "e.hcl:1,1-2");
        assert_eq!(rel.0.len(), 2);
    }
}
