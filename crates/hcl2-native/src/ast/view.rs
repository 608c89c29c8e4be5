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
use std::marker::PhantomData;

use hcl2_core::Span;
use hcl2_template::{Literal, Part, Template};
use hcl2_value::Value;

use super::attr_path::StepsRef;
use super::expr::{
    BinaryExpr, ConditionalExpr, Expr, ForExpr, FunctionCallExpr, IndexExpr, ObjectExpr,
    ObjectItem, ParensExpr, RelativeTraversalExpr, SplatExpr, TemplateKind, TupleExpr, UnaryExpr,
};
use super::nodes::{Id, Tree};
use super::plain::{PlainScan, Shape};

/// An expression as the construct the specification names (see [`Expr::view`]).
///
/// Sub-expressions are [`Expr`]s: view them in turn with the same [`Tree`] (those of
/// an [`ExprView::Deferred`] expansion, with its own [`Expanded::tree`]).
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
    FunctionCall(FunctionCallView<'a>),
    /// `cond ? a : b`.
    Conditional(&'a ConditionalExpr),
    /// `a + b` and the other binary operators.
    Binary(&'a BinaryExpr),
    /// `-a`, `!a`.
    Unary(&'a UnaryExpr),
    /// `[a, b]`.
    Tuple(TupleView<'a>),
    /// `{a = 1, (k) = 2}`.
    Object(ObjectView<'a>),
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
    /// An expression the parser kept as its text, to be parsed again when it is
    /// needed (in a big text, most expressions that would be stored node by node: see
    /// [`DeferredView`]). [`DeferredView::expand`] parses it, and the expanded tree
    /// answers with the construct it is.
    Deferred(DeferredView<'a>),
}

/// An expression the parser read without errors and kept as its text (issue 29:
/// parsing a big text within a small multiple of its size). Evaluating it parses it
/// again; a reader of the syntax tree does so with [`DeferredView::expand`].
///
/// ```
/// use hcl2_native::ast::ExprView;
///
/// // A text of 64 KiB or more keeps its dense expressions as text.
/// let src = format!("a = [{}x + 1]\n", "x + 1, ".repeat(10_000));
/// let parsed = hcl2_native::parse_config(src.as_bytes(), "big.hcl", hcl2_core::Pos::START);
/// let tree = parsed.tree();
/// let body = parsed.value;
/// let a = body.attributes(tree).next().unwrap();
/// let ExprView::Tuple(tuple) = a.expr.view(tree) else { panic!("a tuple") };
/// let first = tuple.elems.iter().next().unwrap();
/// let ExprView::Deferred(kept) = first.view(tree) else { panic!("kept as text") };
/// let expanded = kept.expand();
/// assert!(matches!(expanded.root().view(expanded.tree()), ExprView::Binary(_)));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DeferredView<'a> {
    file: &'a hcl2_core::SourceFile,
    span: Span,
    skip_newlines: bool,
}

impl<'a> DeferredView<'a> {
    /// Where it is.
    pub fn span(&self) -> Span {
        self.span
    }

    /// Its text parsed again, every node stored.
    pub fn expand(&self) -> Expanded<'a> {
        let (root, nodes) =
            crate::parser::deferred::expand(self.file, self.span, self.skip_newlines);
        Expanded {
            file: self.file,
            root,
            nodes,
        }
    }
}

/// An expression kept as its text, parsed again (see [`DeferredView::expand`]): its
/// nodes, read with the same source file.
#[derive(Debug)]
pub struct Expanded<'a> {
    file: &'a hcl2_core::SourceFile,
    root: Expr,
    nodes: super::Nodes,
}

impl Expanded<'_> {
    /// The expression.
    pub fn root(&self) -> Expr {
        self.root
    }

    /// Its source text and nodes, to read [`Expanded::root`] with.
    pub fn tree(&self) -> Tree<'_> {
        Tree::new(self.file, &self.nodes)
    }
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

/// A function call: its name, arguments and parentheses.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct FunctionCallView<'a> {
    /// The function name as written, namespaces included (`provider::aws::arn_parse`).
    pub name: &'a str,
    /// Where the name is.
    pub name_span: Span,
    /// The arguments, in order.
    pub args: Elements<'a>,
    /// Whether the last argument is followed by `...`.
    pub expand_final: bool,
    /// The `(`.
    pub open_paren_span: Span,
    /// The `)`.
    pub close_paren_span: Span,
    /// Name to `)`.
    pub span: Span,
}

/// A tuple constructor: its elements and brackets.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct TupleView<'a> {
    /// The elements, in order.
    pub elems: Elements<'a>,
    /// The `[`.
    pub open_span: Span,
    /// Brackets included.
    pub span: Span,
}

/// An object constructor: its items and braces.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct ObjectView<'a> {
    /// The items, in source order.
    pub items: Items<'a>,
    /// The `{`.
    pub open_span: Span,
    /// Braces included.
    pub span: Span,
}

/// A tuple's elements, read from the stored nodes or, for a tuple of plain constants,
/// from its text (see [`Elements::iter`]).
#[derive(Clone, Copy, Debug)]
pub struct Elements<'a>(Run<'a, Expr>);

/// An object's items, stored or read from its text, as [`Elements`].
#[derive(Clone, Copy, Debug)]
pub struct Items<'a>(Run<'a, ObjectItem>);

/// Nodes stored one after another, or plain constants read from the text (with how
/// many elements or items the parser counted there, when it knows).
#[derive(Clone, Copy, Debug)]
enum Run<'a, T> {
    Stored(&'a [T]),
    Plain(PlainScan<'a>, Shape),
    /// Those of the expression kept as its text at a span of a file (see
    /// [`Repr::Deferred`]), read again each time they are iterated.
    Level(Level<'a>, PhantomData<fn() -> T>),
}

/// A deferred expression whose own elements, items or arguments a [`Run`] reads.
#[derive(Clone, Copy, Debug)]
struct Level<'a> {
    file: &'a hcl2_core::SourceFile,
    span: Span,
    skip_newlines: bool,
}

impl<'a> Level<'a> {
    /// The expression read again, its own elements (items, arguments) kept as text.
    fn root(self) -> (Expr, super::Nodes) {
        crate::parser::deferred::read_level(self.file, self.span, self.skip_newlines)
    }

    /// Its own elements (or items, or arguments): each inline, a deferred expression
    /// for one that would be stored.
    fn read<T: Clone>(self, of: impl FnOnce(Expr, &super::Nodes) -> Option<&[T]>) -> Vec<T> {
        let (root, nodes) = self.root();
        of(root, &nodes).map(<[T]>::to_vec).unwrap_or_default()
    }
}

/// The elements of [`Elements::iter`] or the items of [`Items::iter`], by value.
#[derive(Clone, Debug)]
pub struct RunIter<'a, T>(RunState<'a, T>);

#[derive(Clone, Debug)]
enum RunState<'a, T> {
    Stored(std::slice::Iter<'a, T>),
    Plain(PlainScan<'a>),
    Read(std::vec::IntoIter<T>),
}

impl Iterator for RunIter<'_, Expr> {
    type Item = Expr;

    fn next(&mut self) -> Option<Expr> {
        match &mut self.0 {
            RunState::Stored(iter) => iter.next().copied(),
            RunState::Plain(scan) => scan.next_expr(),
            RunState::Read(iter) => iter.next(),
        }
    }
}

impl Iterator for RunIter<'_, ObjectItem> {
    type Item = ObjectItem;

    fn next(&mut self) -> Option<ObjectItem> {
        match &mut self.0 {
            RunState::Stored(iter) => iter.next().copied(),
            RunState::Plain(scan) => scan.next_item(),
            RunState::Read(iter) => iter.next(),
        }
    }
}

/// What a [`Run`] holds: expressions (a tuple's elements, a call's arguments) or an
/// object's items.
trait RunItem: Clone + Sized {
    /// Those of the stored node `root` (with `nodes`) of a deferred expression read
    /// again.
    fn of(root: Expr, nodes: &super::Nodes) -> Option<&[Self]>;
}

impl RunItem for Expr {
    fn of(root: Expr, nodes: &super::Nodes) -> Option<&[Expr]> {
        match root.0 {
            Repr::Tuple(id, _) => Some(&nodes[nodes[id].elems]),
            Repr::FunctionCall(id, _) if !nodes[id].args.is_empty() => Some(&nodes[nodes[id].args]),
            _ => None,
        }
    }
}

impl RunItem for ObjectItem {
    fn of(root: Expr, nodes: &super::Nodes) -> Option<&[ObjectItem]> {
        match root.0 {
            Repr::Object(id, _) => Some(&nodes[nodes[id].items]),
            _ => None,
        }
    }
}

impl<'a, T: RunItem> Run<'a, T> {
    fn iter(self) -> RunIter<'a, T> {
        RunIter(match self {
            Run::Stored(all) => RunState::Stored(all.iter()),
            Run::Plain(scan, _) => RunState::Plain(scan),
            Run::Level(level, _) => RunState::Read(level.read(T::of).into_iter()),
        })
    }

    /// Them as stored nodes, `None` for those read from the text.
    fn stored(self) -> Option<&'a [T]> {
        match self {
            Run::Stored(all) => Some(all),
            Run::Plain(..) | Run::Level(..) => None,
        }
    }
}

impl<'a> Elements<'a> {
    /// The elements in order (each an [`Expr`] to view with the same [`Tree`]).
    pub fn iter(self) -> RunIter<'a, Expr> {
        self.0.iter()
    }

    /// The elements as stored nodes, `None` for a tuple read from its text.
    pub(crate) fn stored(self) -> Option<&'a [Expr]> {
        self.0.stored()
    }

    /// For the elements of a plain collection holding deferred ones, read with the
    /// parser: their file and where they lie.
    pub(crate) fn parsed_text(self) -> Option<(&'a hcl2_core::SourceFile, (u32, u32))> {
        match self.0 {
            Run::Plain(scan, _) => scan.parsed_text(),
            _ => None,
        }
    }

    /// How many elements there are (for a tuple read from its text, the count the
    /// parser kept, or else counted by reading it).
    pub fn len(self) -> usize {
        match self.0 {
            Run::Stored(all) => all.len(),
            Run::Plain(scan, shape) => shape.count().unwrap_or_else(|| scan.count()),
            Run::Level(..) => self.iter().count(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(self) -> bool {
        self.iter().next().is_none()
    }
}

impl<'a> Items<'a> {
    /// The items in source order.
    pub fn iter(self) -> RunIter<'a, ObjectItem> {
        self.0.iter()
    }

    /// The items as stored nodes, `None` for an object read from its text.
    pub(crate) fn stored(self) -> Option<&'a [ObjectItem]> {
        self.0.stored()
    }

    /// As [`Elements::parsed_text`].
    pub(crate) fn parsed_text(self) -> Option<(&'a hcl2_core::SourceFile, (u32, u32))> {
        match self.0 {
            Run::Plain(scan, _) => scan.parsed_text(),
            _ => None,
        }
    }

    /// How many items there are (for an object read from its text, the count the
    /// parser kept, or else counted by reading it).
    pub fn len(self) -> usize {
        match self.0 {
            Run::Stored(all) => all.len(),
            Run::Plain(scan, shape) => shape.count().unwrap_or_else(|| scan.count() / 2),
            Run::Level(..) => self.iter().count(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(self) -> bool {
        self.iter().next().is_none()
    }
}

impl<'a> IntoIterator for Elements<'a> {
    type Item = Expr;
    type IntoIter = RunIter<'a, Expr>;

    fn into_iter(self) -> RunIter<'a, Expr> {
        self.iter()
    }
}

impl<'a> IntoIterator for Items<'a> {
    type Item = ObjectItem;
    type IntoIter = RunIter<'a, ObjectItem>;

    fn into_iter(self) -> RunIter<'a, ObjectItem> {
        self.iter()
    }
}

/// The `[` or `{` a collection at `span` opens with.
fn opener(span: Span) -> Span {
    Span::new(span.start, span.start.saturating_add(1).min(span.end))
}

impl Expr {
    /// A tuple constructor's elements and brackets, whichever form holds them.
    pub(crate) fn tuple_view<'a>(&self, tree: Tree<'a>) -> Option<TupleView<'a>> {
        match *self {
            Expr(Repr::Tuple(id, _)) => Some(stored_tuple(id, tree)),
            Expr(Repr::PlainTuple(shape, span)) => Some(plain_tuple(span, shape, tree)),
            Expr(Repr::Deferred(span, skip_newlines)) => {
                let level = Level {
                    file: tree.file,
                    span,
                    skip_newlines,
                };
                let (root, nodes) = level.root();
                match root.0 {
                    Repr::PlainTuple(shape, span) => Some(plain_tuple(span, shape, tree)),
                    Repr::Tuple(id, span) => Some(TupleView {
                        elems: Elements(Run::Level(level, PhantomData)),
                        open_span: nodes[id].open_span,
                        span,
                    }),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// An object constructor's items and braces, whichever form holds them.
    pub(crate) fn object_view<'a>(&self, tree: Tree<'a>) -> Option<ObjectView<'a>> {
        match *self {
            Expr(Repr::Object(id, _)) => Some(stored_object(id, tree)),
            Expr(Repr::PlainObject(shape, span)) => Some(plain_object(span, shape, tree)),
            Expr(Repr::Deferred(span, skip_newlines)) => {
                let level = Level {
                    file: tree.file,
                    span,
                    skip_newlines,
                };
                let (root, nodes) = level.root();
                match root.0 {
                    Repr::PlainObject(shape, span) => Some(plain_object(span, shape, tree)),
                    Repr::Object(id, span) => Some(ObjectView {
                        items: Items(Run::Level(level, PhantomData)),
                        open_span: nodes[id].open_span,
                        span,
                    }),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// A function call's name, arguments and parentheses, whichever form holds them.
    pub(crate) fn call_view<'a>(&self, tree: Tree<'a>) -> Option<FunctionCallView<'a>> {
        match *self {
            Expr(Repr::FunctionCall(id, _)) => Some(stored_call(&tree.nodes[id], tree)),
            Expr(Repr::EmptyCall(span)) => Some(stored_call(&FunctionCallExpr::empty(span), tree)),
            Expr(Repr::PlainCall(shape, span)) => Some(plain_call(span, shape, tree)),
            Expr(Repr::Deferred(span, skip_newlines)) => {
                let level = Level {
                    file: tree.file,
                    span,
                    skip_newlines,
                };
                let (root, nodes) = level.root();
                match root.0 {
                    Repr::PlainCall(shape, span) => Some(plain_call(span, shape, tree)),
                    Repr::FunctionCall(id, _) => {
                        let mut view = stored_call(&nodes[id], tree);
                        view.args = Elements(Run::Level(level, PhantomData));
                        Some(view)
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The construct this expression is, whichever form the parser stored it in, read
    /// from `tree` (the nodes and source of the parse it came from).
    pub fn view<'a>(&self, tree: Tree<'a>) -> ExprView<'a> {
        let nodes = tree.nodes;
        match *self {
            Expr(Repr::Constant(..)) | Expr(Repr::Number(_)) | Expr(Repr::Literal(..)) => {
                let (value, span) = self
                    .literal(tree)
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
            Expr(Repr::PlainTemplate(form, span)) => {
                let t = super::plain_template::read(form, span, tree.file);
                ExprView::Template(TemplateView {
                    template: Cow::Owned(t.template),
                    kind: t.kind,
                    span,
                })
            }
            Expr(Repr::Variable(..))
            | Expr(Repr::AttrPath(..))
            | Expr(Repr::ScopeTraversal(..)) => {
                ExprView::ScopeTraversal(scope_traversal(self, tree))
            }
            Expr(Repr::RelativeTraversal(id, _)) => ExprView::RelativeTraversal(&nodes[id]),
            Expr(Repr::FunctionCall(id, _)) => {
                ExprView::FunctionCall(stored_call(&nodes[id], tree))
            }
            Expr(Repr::EmptyCall(span)) => {
                ExprView::FunctionCall(stored_call(&FunctionCallExpr::empty(span), tree))
            }
            Expr(Repr::PlainCall(shape, span)) => {
                ExprView::FunctionCall(plain_call(span, shape, tree))
            }
            Expr(Repr::Conditional(id, _)) => ExprView::Conditional(&nodes[id]),
            Expr(Repr::Binary(id, _)) => ExprView::Binary(&nodes[id]),
            Expr(Repr::Unary(id, _)) => ExprView::Unary(&nodes[id]),
            Expr(Repr::Tuple(id, _)) => ExprView::Tuple(stored_tuple(id, tree)),
            Expr(Repr::PlainTuple(shape, span)) => ExprView::Tuple(plain_tuple(span, shape, tree)),
            Expr(Repr::Object(id, _)) => ExprView::Object(stored_object(id, tree)),
            Expr(Repr::PlainObject(shape, span)) => {
                ExprView::Object(plain_object(span, shape, tree))
            }
            Expr(Repr::For(id, _)) => ExprView::For(&nodes[id]),
            Expr(Repr::Index(id, _)) => ExprView::Index(&nodes[id]),
            Expr(Repr::Splat(id, _)) => ExprView::Splat(&nodes[id]),
            Expr(Repr::SplatItem(span)) => ExprView::SplatItem(span),
            Expr(Repr::Parens(id, _)) => ExprView::Parens(&nodes[id]),
            Expr(Repr::Deferred(span, skip_newlines)) => ExprView::Deferred(DeferredView {
                file: tree.file,
                span,
                skip_newlines,
            }),
        }
    }
}

/// A stored tuple's view.
pub(crate) fn stored_tuple(id: Id<TupleExpr>, tree: Tree<'_>) -> TupleView<'_> {
    let t = &tree.nodes[id];
    TupleView {
        elems: Elements(Run::Stored(&tree.nodes[t.elems])),
        open_span: t.open_span,
        span: t.span,
    }
}

/// The view of a tuple of plain constants, read from its text at `span`, of `shape`.
pub(crate) fn plain_tuple(span: Span, shape: Shape, tree: Tree<'_>) -> TupleView<'_> {
    TupleView {
        elems: Elements(Run::Plain(
            PlainScan::inside_file(tree.file, span, shape),
            shape,
        )),
        open_span: opener(span),
        span,
    }
}

/// The view of the call `c` holds (a stored node, or one made for a call without
/// arguments: its arguments are then none, whatever run it names).
fn stored_call<'a>(c: &FunctionCallExpr, tree: Tree<'a>) -> FunctionCallView<'a> {
    let args: &'a [Expr] = if c.args.is_empty() {
        &[]
    } else {
        &tree.nodes[c.args]
    };
    FunctionCallView {
        name: super::source_text(tree.file.text(), c.name_span),
        name_span: c.name_span,
        args: Elements(Run::Stored(args)),
        expand_final: c.expand_final,
        open_paren_span: c.open_paren_span,
        close_paren_span: c.close_paren_span,
        span: c.span,
    }
}

/// The view of a call of plain arguments, read from its text at `span` (name to `)`),
/// of `shape`: its name is written tight before its `(`, the first in its text.
pub(crate) fn plain_call(span: Span, shape: Shape, tree: Tree<'_>) -> FunctionCallView<'_> {
    let src = tree.file.text();
    let text = super::source_text(src, span);
    let open = span.start + text.find('(').unwrap_or(0) as u32;
    let name_span = Span::new(span.start, open);
    let close = span.end.saturating_sub(1).max(open);
    FunctionCallView {
        name: super::source_text(src, name_span),
        name_span,
        args: Elements(Run::Plain(
            PlainScan::inside_file(tree.file, Span::new(open, span.end), shape),
            shape,
        )),
        expand_final: false,
        open_paren_span: Span::new(open, open + 1),
        close_paren_span: Span::new(close, span.end),
        span,
    }
}

/// A stored object's view.
pub(crate) fn stored_object(id: Id<ObjectExpr>, tree: Tree<'_>) -> ObjectView<'_> {
    let o = &tree.nodes[id];
    ObjectView {
        items: Items(Run::Stored(&tree.nodes[o.items])),
        open_span: o.open_span,
        span: o.span,
    }
}

/// The view of an object of plain keys and constants, read from its text at `span`, of `shape`.
pub(crate) fn plain_object(span: Span, shape: Shape, tree: Tree<'_>) -> ObjectView<'_> {
    ObjectView {
        items: Items(Run::Plain(
            PlainScan::inside_file(tree.file, span, shape),
            shape,
        )),
        open_span: opener(span),
        span,
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
