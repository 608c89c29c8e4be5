//! [`ExprView`]: one public view per construct of the native expression syntax, over
//! whichever form the parser stored it in.
//!
//! The parser keeps the commonest expressions in compact forms of their own (a bare
//! name, a short attribute path, a small constant, a plain quoted string live inside the
//! 16-byte [`Expr`]; the rest in the parse's [`Nodes`](super::Nodes)). A consumer should
//! not care which: [`Expr::view`] answers with the construct the specification names,
//! the same for every form of it.

use crate::ast::Repr;
use std::borrow::Cow;

use hcl2_core::Span;
use hcl2_template::{Literal, Part, Template};
use hcl2_value::Value;

use super::attr_path::StepsRef;
use super::expr::{
    BinaryExpr, ConditionalExpr, Expr, ForExpr, FunctionCallExpr, IndexExpr, ObjectExpr,
    ParensExpr, RelativeTraversalExpr, SplatExpr, TemplateKind, TupleExpr, UnaryExpr,
};
use super::nodes::Tree;

/// An expression as the construct the specification names (see [`Expr::view`]).
///
/// Sub-expressions are [`Expr`]s: view them in turn with the same [`Tree`].
///
/// ```
/// use hcl2_native::ast::ExprView;
///
/// let parsed = hcl2_native::parse_expression(b"var.a[0] + 1", "x.hcl", hcl2_core::Pos::START);
/// let tree = parsed.tree();
/// let ExprView::Binary(sum) = parsed.value.view(tree) else { panic!("a sum") };
/// let ExprView::ScopeTraversal(t) = sum.lhs.view(tree) else { panic!("a traversal") };
/// assert_eq!((t.root, t.steps.len()), ("var", 2));
/// let ExprView::Literal(one) = sum.rhs.view(tree) else { panic!("a literal") };
/// assert_eq!(*one.value, hcl2_value::Value::from(1));
/// ```
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ExprView<'a> {
    /// A literal value: `true`, `false`, `null`, a number (and the unknown value left
    /// where an expression was invalid).
    Literal(LiteralView<'a>),
    /// A quoted template or a heredoc (a plain string is a template of one literal).
    Template(TemplateView<'a>),
    /// A variable and its static steps: `var`, `var.a`, `var.a[0].b`.
    ScopeTraversal(ScopeTraversalView<'a>),
    /// Static steps after another expression: `f(x).a[0]`.
    RelativeTraversal(&'a RelativeTraversalExpr),
    /// `name(args...)`.
    FunctionCall(&'a FunctionCallExpr),
    /// `cond ? a : b`.
    Conditional(&'a ConditionalExpr),
    /// `a + b` and the other binary operators.
    Binary(&'a BinaryExpr),
    /// `-a`, `!a`.
    Unary(&'a UnaryExpr),
    /// `[a, b]`.
    Tuple(&'a TupleExpr),
    /// `{a = 1, (k) = 2}`.
    Object(&'a ObjectExpr),
    /// `[for …]` and `{for …}`.
    For(&'a ForExpr),
    /// `coll[key]` with a key that is not a constant.
    Index(&'a IndexExpr),
    /// `src.*.a` and `src[*].a[0]`.
    Splat(&'a SplatExpr),
    /// The element a splat's [`each`](SplatExpr::each) expression applies to (the
    /// specification's anonymous splat symbol), where it is.
    SplatItem(Span),
    /// `( expr )`.
    Parens(&'a ParensExpr),
}

/// A literal value.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct LiteralView<'a> {
    /// The value (numbers exact, as the reference parses them).
    pub value: Cow<'a, Value>,
    /// Where it is.
    pub span: Span,
}

/// A template expression: quoted or heredoc, and its parsed template.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct TemplateView<'a> {
    /// The parsed template (made on the spot for a plain quoted string).
    pub template: Cow<'a, Template<Expr>>,
    /// Quoted or heredoc.
    pub kind: TemplateKind,
    /// From the opening quote or `<<` to the closing quote or marker.
    pub span: Span,
}

/// A variable and the static steps after it.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ScopeTraversalView<'a> {
    /// The variable's name.
    pub root: &'a str,
    /// Where the name is.
    pub root_span: Span,
    /// The steps after it (none for a bare name).
    pub steps: StepsRef<'a>,
    /// The whole traversal.
    pub span: Span,
}

impl Expr {
    /// The construct this expression is, whichever form the parser stored it in, read
    /// from `tree` (the nodes and source of the parse it came from).
    pub fn view<'a>(&self, tree: Tree<'a>) -> ExprView<'a> {
        let nodes = tree.nodes;
        match *self {
            Expr(Repr::Constant(..)) | Expr(Repr::Literal(..)) => {
                let (value, span) = self
                    .literal(nodes)
                    .unwrap_or_else(|| (Cow::Owned(Value::dynamic()), self.span()));
                ExprView::Literal(LiteralView { value, span })
            }
            Expr(Repr::Template(id, span)) => {
                let t = &nodes[id];
                ExprView::Template(TemplateView {
                    template: Cow::Borrowed(&t.template),
                    kind: t.kind,
                    span,
                })
            }
            Expr(Repr::PlainString(span)) => ExprView::Template(plain_string(span, tree)),
            Expr(Repr::Variable(..))
            | Expr(Repr::AttrPath(..))
            | Expr(Repr::ScopeTraversal(..)) => {
                ExprView::ScopeTraversal(scope_traversal(self, tree))
            }
            Expr(Repr::RelativeTraversal(id, _)) => ExprView::RelativeTraversal(&nodes[id]),
            Expr(Repr::FunctionCall(id, _)) => ExprView::FunctionCall(&nodes[id]),
            Expr(Repr::Conditional(id, _)) => ExprView::Conditional(&nodes[id]),
            Expr(Repr::Binary(id, _)) => ExprView::Binary(&nodes[id]),
            Expr(Repr::Unary(id, _)) => ExprView::Unary(&nodes[id]),
            Expr(Repr::Tuple(id, _)) => ExprView::Tuple(&nodes[id]),
            Expr(Repr::Object(id, _)) => ExprView::Object(&nodes[id]),
            Expr(Repr::For(id, _)) => ExprView::For(&nodes[id]),
            Expr(Repr::Index(id, _)) => ExprView::Index(&nodes[id]),
            Expr(Repr::Splat(id, _)) => ExprView::Splat(&nodes[id]),
            Expr(Repr::SplatItem(span)) => ExprView::SplatItem(span),
            Expr(Repr::Parens(id, _)) => ExprView::Parens(&nodes[id]),
        }
    }
}

/// A plain quoted string as the one-literal template it stands for.
fn plain_string(span: Span, tree: Tree<'_>) -> TemplateView<'static> {
    let content = Expr::plain_string_content(span);
    let text = super::source_text(tree.file.text(), content);
    let literal = Part::Literal(Literal {
        text: text.into(),
        span: content,
    });
    TemplateView {
        template: Cow::Owned(Template {
            parts: literal.into(),
            span: content,
        }),
        kind: TemplateKind::Quoted,
        span,
    }
}

/// A traversal expression's root and steps, whichever form holds them.
fn scope_traversal<'a>(expr: &Expr, tree: Tree<'a>) -> ScopeTraversalView<'a> {
    let (root_span, steps) = expr
        .scope_traversal(tree.nodes)
        .unwrap_or((expr.span(), StepsRef::Stored(&[])));
    ScopeTraversalView {
        root: super::source_text(tree.file.text(), root_span),
        root_span,
        steps,
        span: expr.span(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_expression;
    use hcl2_core::Pos;

    /// `src` parsed, and `check` run on the view of its expression.
    fn viewed(src: &str, check: impl FnOnce(ExprView<'_>, Tree<'_>)) {
        let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
        assert!(
            !parsed.diagnostics.has_errors(),
            "{src}: {}",
            parsed.diagnostics
        );
        let tree = parsed.tree();
        check(parsed.value.view(tree), tree);
    }

    #[test]
    fn every_form_of_a_scope_traversal_is_one_view_with_its_root_and_steps() {
        for (src, names) in [
            ("a", &[][..]),
            ("a.b", &["b"][..]),
            ("a.b.c", &["b", "c"][..]),
            ("a . b", &["b"][..]),
            ("a.b.c.d", &["b", "c", "d"][..]),
        ] {
            viewed(src, |view, tree| {
                let ExprView::ScopeTraversal(t) = view else {
                    panic!("{src}: {view:?}")
                };
                assert_eq!(t.root, "a", "{src}");
                let steps: Vec<_> = t
                    .steps
                    .iter()
                    .map(|s| s.attr_name(tree.file.text()).unwrap())
                    .collect();
                assert_eq!(steps, names, "{src}");
                assert_eq!(t.span, Span::new(0, src.len() as u32), "{src}");
            });
        }
        viewed("a[0].b", |view, _| {
            let ExprView::ScopeTraversal(t) = view else {
                panic!("{view:?}")
            };
            assert_eq!((t.root, t.steps.len()), ("a", 2));
        });
    }

    #[test]
    fn every_form_of_a_literal_is_one_view_with_its_value() {
        for (src, want) in [
            ("true", Value::bool(true)),
            ("null", Value::null(hcl2_value::Type::Dynamic)),
            ("5", Value::from(5)),
            ("99999999999", Value::from(99_999_999_999_i64)),
        ] {
            viewed(src, |view, _| {
                let ExprView::Literal(l) = view else {
                    panic!("{src}: {view:?}")
                };
                assert_eq!(*l.value, want, "{src}");
                assert_eq!(l.span, Span::new(0, src.len() as u32), "{src}");
            });
        }
        viewed("1.5", |view, _| {
            let ExprView::Literal(l) = view else {
                panic!("{view:?}")
            };
            assert_eq!(l.value.to_string(), "1.5");
        });
    }

    #[test]
    fn a_plain_string_views_as_the_template_of_one_literal_the_parser_would_make() {
        // `"a\tb"` has an escape, so the parser stores a template node; `"ab"` is inline.
        for (src, text) in [(r#""ab""#, "ab"), (r#""a\tb""#, "a\tb")] {
            viewed(src, |view, _| {
                let ExprView::Template(t) = view else {
                    panic!("{src}: {view:?}")
                };
                assert_eq!(t.kind, TemplateKind::Quoted);
                assert_eq!(t.span, Span::new(0, src.len() as u32));
                let [Part::Literal(l)] = t.template.parts.as_slice() else {
                    panic!("{src}: {:?}", t.template)
                };
                assert_eq!(l.text, text, "{src}");
            });
        }
        viewed("<<EOT\nhi ${x}\nEOT\n", |view, _| {
            let ExprView::Template(t) = view else {
                panic!("{view:?}")
            };
            assert_eq!(t.kind, TemplateKind::Heredoc { flush: false });
            assert_eq!(t.template.parts.len(), 3);
        });
    }

    #[test]
    fn each_other_construct_has_its_own_view() {
        type Is = fn(&ExprView<'_>) -> bool;
        let cases: [(&str, Is); 11] = [
            ("f(x)", |v| matches!(v, ExprView::FunctionCall(_))),
            ("a ? b : c", |v| matches!(v, ExprView::Conditional(_))),
            ("a + 1", |v| matches!(v, ExprView::Binary(_))),
            ("-a", |v| matches!(v, ExprView::Unary(_))),
            ("[1, 2]", |v| matches!(v, ExprView::Tuple(_))),
            ("{a = 1}", |v| matches!(v, ExprView::Object(_))),
            ("[for x in y : x]", |v| matches!(v, ExprView::For(_))),
            ("a[b]", |v| matches!(v, ExprView::Index(_))),
            ("a[*].b", |v| matches!(v, ExprView::Splat(_))),
            ("(a)", |v| matches!(v, ExprView::Parens(_))),
            ("f(x).a", |v| matches!(v, ExprView::RelativeTraversal(_))),
        ];
        for (src, is) in cases {
            viewed(src, |view, _| assert!(is(&view), "{src}: {view:?}"));
        }
    }

    #[test]
    fn a_splat_applies_its_each_expression_to_the_splat_item() {
        viewed("a[*].b", |view, tree| {
            let ExprView::Splat(splat) = view else {
                panic!("{view:?}")
            };
            let ExprView::RelativeTraversal(each) = splat.each.view(tree) else {
                panic!("{:?}", splat.each)
            };
            assert!(matches!(each.source.view(tree), ExprView::SplatItem(_)));
        });
    }
}
