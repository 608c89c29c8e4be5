//! Expression nodes. Each keeps the [`Span`] of its whole source text plus the spans of
//! the parts the reference names in its messages (names, brackets, operators).
//! The commonest leaves (names, plain strings, keyword and small-number constants, short
//! attribute paths) live inline in the 16-byte [`Expr`]; every other node lives in the
//! parse's [`Nodes`], which an [`Expr`] refers to by [`Id`] beside the node's span.

use std::borrow::Cow;

use hcl2_core::Span;
use hcl2_value::Value;
use smallvec::SmallVec;

use hcl2_template::Template;

use super::attr_path::{AttrPath, StepsRef};
use super::nodes::{Id, Ids, Nodes};

/// An expression of the native syntax: a handle, read through [`Expr::view`] (one
/// [`ExprView`](super::ExprView) variant per construct of the specification) and
/// evaluated or analysed with the parse's [`Tree`](super::Tree).
///
/// Its variants are the parser's private representation (several compact forms of one
/// construct: a bare name, a short attribute path and a stored traversal are all scope
/// traversals), hidden from the API: match on the view instead. A stored node's
/// variant holds its id and, so that [`Expr::span`] needs no store, the node's span.
/// Two expressions are equal when they are the same inline leaf or refer to the same
/// stored node: compare trees from different parses through their nodes.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum Expr {
    /// A constant written as `true`, `false`, `null` or a small whole number (and the
    /// placeholder left where an expression was invalid): where it is. Kept inline, it
    /// reads exactly as the [`LiteralExpr`] it stands for (see [`Expr::literal`]).
    #[doc(hidden)]
    Constant(Constant, Span),
    /// Any other constant: `1.5`, `1e3`, a whole number too large for [`Constant`].
    #[doc(hidden)]
    Literal(Id<LiteralExpr>, Span),
    /// A quoted template or heredoc.
    #[doc(hidden)]
    Template(Id<TemplateExpr>, Span),
    /// A quoted string whose value is its source text as written (no escapes, no `$`
    /// or `%`): where it is, quotes included. Kept inline, it reads exactly as the
    /// one-literal [`TemplateExpr`] it stands for.
    #[doc(hidden)]
    PlainString(Span),
    /// A bare variable name, `var` (also a bare object key): where the name is. Kept
    /// inline, it reads exactly as a [`ScopeTraversalExpr`] without steps.
    #[doc(hidden)]
    Variable(Span),
    /// A variable and one or two attribute steps written tight, `var.a` or `var.a.b`:
    /// kept inline, it reads exactly as the [`ScopeTraversalExpr`] it stands for (see
    /// [`Expr::scope_traversal`]).
    #[doc(hidden)]
    AttrPath(AttrPath),
    /// A variable with any other static steps: `var.a[0].b`.
    #[doc(hidden)]
    ScopeTraversal(Id<ScopeTraversalExpr>, Span),
    /// Static steps after some other expression: `f(x).a[0]`.
    #[doc(hidden)]
    RelativeTraversal(Id<RelativeTraversalExpr>, Span),
    /// `name(args...)`.
    #[doc(hidden)]
    FunctionCall(Id<FunctionCallExpr>, Span),
    /// `cond ? a : b`.
    #[doc(hidden)]
    Conditional(Id<ConditionalExpr>, Span),
    /// `a + b` and the other binary operators.
    #[doc(hidden)]
    Binary(Id<BinaryExpr>, Span),
    /// `-a`, `!a`.
    #[doc(hidden)]
    Unary(Id<UnaryExpr>, Span),
    /// `[a, b]`.
    #[doc(hidden)]
    Tuple(Id<TupleExpr>, Span),
    /// `{a = 1, (k) = 2}`.
    #[doc(hidden)]
    Object(Id<ObjectExpr>, Span),
    /// `[for …]` and `{for …}`.
    #[doc(hidden)]
    For(Id<ForExpr>, Span),
    /// `coll[key]` with a key that is not a constant.
    #[doc(hidden)]
    Index(Id<IndexExpr>, Span),
    /// `src.*.a` and `src[*].a[0]`.
    #[doc(hidden)]
    Splat(Id<SplatExpr>, Span),
    /// The element a splat's `each` expression applies to.
    #[doc(hidden)]
    SplatItem(Span),
    /// `( expr )`.
    #[doc(hidden)]
    Parens(Id<ParensExpr>, Span),
}

/// A constant (storage of [`ExprView::Literal`](super::ExprView::Literal)).
#[derive(Clone, Debug, PartialEq)]
#[doc(hidden)]
pub struct LiteralExpr {
    /// The value (numbers exact, as the reference parses them).
    pub value: Value,
    /// Where it is.
    pub span: Span,
}

/// A constant small enough to keep inside its [`Expr`]: the literals most files are
/// made of. It holds the value, not the text, so evaluation reads nothing again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub enum Constant {
    /// `true`.
    True,
    /// `false`.
    False,
    /// `null` (of the dynamic pseudo-type).
    Null,
    /// The unknown dynamic value left where an expression was invalid.
    Invalid,
    /// A whole number written in plain digits, exact at literal precision.
    Whole(u32),
}

impl Constant {
    /// The value it stands for, exactly as the parser would have stored it in a
    /// [`LiteralExpr`].
    pub fn value(self) -> Value {
        match self {
            Constant::True => Value::bool(true),
            Constant::False => Value::bool(false),
            Constant::Null => Value::null(hcl2_value::Type::Dynamic),
            Constant::Invalid => Value::dynamic(),
            Constant::Whole(n) => Value::number(hcl2_value::Number::from_literal_integer(n)),
        }
    }

    /// The keyword it was written as, for `true`, `false` and `null`.
    pub fn keyword(self) -> Option<&'static str> {
        match self {
            Constant::True => Some("true"),
            Constant::False => Some("false"),
            Constant::Null => Some("null"),
            Constant::Invalid | Constant::Whole(_) => None,
        }
    }
}

/// Which syntax wrote a template expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TemplateKind {
    /// `"…"`.
    Quoted,
    /// `<<ID` … `ID`.
    Heredoc {
        /// `<<-`: common leading spaces removed.
        flush: bool,
    },
}

/// A template used as an expression (storage of
/// [`ExprView::Template`](super::ExprView::Template)).
#[derive(Clone, Debug, PartialEq)]
#[doc(hidden)]
pub struct TemplateExpr {
    /// The parsed template.
    pub template: Template<Expr>,
    /// Quoted or heredoc.
    pub kind: TemplateKind,
    /// From the opening quote or `<<` to the closing quote or marker.
    pub span: Span,
}

/// The static steps of a traversal: up to three (almost every traversal) are kept inside
/// the node that owns them, so a traversal costs no allocation of its own.
pub type Steps = SmallVec<[Step; 3]>;

/// A call's arguments or a tuple's elements, stored one after another.
pub type Exprs = Ids<Expr>;

/// One static step of a traversal (16 bytes, so that three fit inline in [`Steps`]).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Step {
    /// `.name`.
    Attr {
        /// Where the dot is (the step spans from it to the end of the name).
        dot: u32,
        /// Where the attribute name is (the name is that source text).
        name_span: Span,
    },
    /// `[constant]` or the legacy `.0` (boxed: index steps are rare, and a value is large).
    Index(Box<IndexStep>),
}

/// A constant index step: `[constant]` or the legacy `.0`.
#[derive(Clone, Debug, PartialEq)]
pub struct IndexStep {
    /// The constant key.
    pub key: Value,
    /// Brackets and key (or dot and digits).
    pub span: Span,
}

impl Step {
    /// An attribute step `.name`: from the dot at `dot` to the name at `name_span`.
    pub fn attr(dot: Span, name_span: Span) -> Step {
        Step::Attr {
            dot: dot.start,
            name_span,
        }
    }

    /// An index step with constant `key`, written at `span`.
    pub fn index(key: Value, span: Span) -> Step {
        Step::Index(Box::new(IndexStep { key, span }))
    }

    /// The step's span.
    pub fn span(&self) -> Span {
        match self {
            Step::Attr { dot, name_span } => Span::new(*dot, name_span.end),
            Step::Index(index) => index.span,
        }
    }

    /// An attribute step's name, read from `src`, the text it was parsed from.
    pub fn attr_name<'s>(&self, src: &'s str) -> Option<&'s str> {
        match self {
            Step::Attr { name_span, .. } => Some(super::source_text(src, *name_span)),
            Step::Index(_) => None,
        }
    }
}

/// A variable name and the static steps after it (a bare name is an
/// [`Expr::Variable`], and a short path of names an [`Expr::AttrPath`]).
#[derive(Clone, Debug, PartialEq)]
#[doc(hidden)]
pub struct ScopeTraversalExpr {
    /// Where the root variable's name is (the name is that source text).
    pub root_span: Span,
    /// The steps after it.
    pub steps: Steps,
    /// The whole traversal.
    pub span: Span,
}

/// Static steps applied to the result of another expression.
#[derive(Clone, Debug, PartialEq)]
pub struct RelativeTraversalExpr {
    /// What the steps apply to.
    pub source: Expr,
    /// The steps.
    pub steps: Steps,
    /// The source and the steps.
    pub span: Span,
}

/// `name(args)`, `name(args...)`, `provider::p::name(args)`.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionCallExpr {
    /// Where the function name is, namespaces included (`provider::aws::arn_parse`); the
    /// name is that source text.
    pub name_span: Span,
    /// The arguments.
    pub args: Exprs,
    /// Whether the last argument is followed by `...`.
    pub expand_final: bool,
    /// The `(`.
    pub open_paren_span: Span,
    /// The `)`.
    pub close_paren_span: Span,
    /// Name to `)`.
    pub span: Span,
}

/// `cond ? a : b`.
#[derive(Clone, Debug, PartialEq)]
pub struct ConditionalExpr {
    /// The predicate.
    pub cond: Expr,
    /// Used when true.
    pub then: Expr,
    /// Used when false.
    pub otherwise: Expr,
    /// The whole expression.
    pub span: Span,
}

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BinaryOp {
    /// `||`.
    Or,
    /// `&&`.
    And,
    /// `==`.
    Equal,
    /// `!=`.
    NotEqual,
    /// `>`.
    Greater,
    /// `>=`.
    GreaterOrEqual,
    /// `<`.
    Less,
    /// `<=`.
    LessOrEqual,
    /// `+`.
    Add,
    /// `-`.
    Subtract,
    /// `*`.
    Multiply,
    /// `/`.
    Divide,
    /// `%`.
    Modulo,
}

impl BinaryOp {
    /// Binding strength: higher binds tighter (the spec's levels 1 to 6).
    pub fn precedence(self) -> u8 {
        match self {
            BinaryOp::Or => 1,
            BinaryOp::And => 2,
            BinaryOp::Equal | BinaryOp::NotEqual => 3,
            BinaryOp::Greater
            | BinaryOp::GreaterOrEqual
            | BinaryOp::Less
            | BinaryOp::LessOrEqual => 4,
            BinaryOp::Add | BinaryOp::Subtract => 5,
            BinaryOp::Multiply | BinaryOp::Divide | BinaryOp::Modulo => 6,
        }
    }
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Or => "||",
            BinaryOp::And => "&&",
            BinaryOp::Equal => "==",
            BinaryOp::NotEqual => "!=",
            BinaryOp::Greater => ">",
            BinaryOp::GreaterOrEqual => ">=",
            BinaryOp::Less => "<",
            BinaryOp::LessOrEqual => "<=",
            BinaryOp::Add => "+",
            BinaryOp::Subtract => "-",
            BinaryOp::Multiply => "*",
            BinaryOp::Divide => "/",
            BinaryOp::Modulo => "%",
        }
    }
}

/// `lhs op rhs`.
#[derive(Clone, Debug, PartialEq)]
pub struct BinaryExpr {
    /// The operator.
    pub op: BinaryOp,
    /// Where the operator is.
    pub op_span: Span,
    /// Left operand.
    pub lhs: Expr,
    /// Right operand.
    pub rhs: Expr,
    /// Both operands and the operator.
    pub span: Span,
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UnaryOp {
    /// `-`.
    Negate,
    /// `!`.
    Not,
}

/// `op operand`.
#[derive(Clone, Debug, PartialEq)]
pub struct UnaryExpr {
    /// The operator.
    pub op: UnaryOp,
    /// Where the operator is.
    pub op_span: Span,
    /// The operand.
    pub operand: Expr,
    /// Operator and operand.
    pub span: Span,
}

/// `[a, b, c]`.
#[derive(Clone, Debug, PartialEq)]
pub struct TupleExpr {
    /// The elements.
    pub elems: Exprs,
    /// The `[`.
    pub open_span: Span,
    /// Brackets included.
    pub span: Span,
}

/// An object constructor key.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ObjectKey {
    /// The key as parsed: a bare identifier is a one-name [`ScopeTraversalExpr`] that
    /// evaluation reads as a literal name unless `parenthesized`.
    pub expr: Expr,
    /// Whether the key was written in parentheses, forcing it to be evaluated.
    pub parenthesized: bool,
}

/// One `key = value` of an object constructor.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ObjectItem {
    /// The key.
    pub key: ObjectKey,
    /// The value.
    pub value: Expr,
}

/// `{ key = value, … }`.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectExpr {
    /// The items in source order.
    pub items: Ids<ObjectItem>,
    /// The `{`.
    pub open_span: Span,
    /// Braces included.
    pub span: Span,
}

/// `[for k, v in coll: expr if cond]` or `{for k, v in coll: key => value... if cond}`.
#[derive(Clone, Debug, PartialEq)]
pub struct ForExpr {
    /// Where the key variable's name is, when two names are given.
    pub key_var_span: Option<Span>,
    /// Where the value variable's name is.
    pub value_var_span: Span,
    /// The collection iterated.
    pub collection: Expr,
    /// The key expression of an object `for` (`None` for a tuple `for`).
    pub key: Option<Expr>,
    /// The element (tuple) or value (object) expression.
    pub value: Expr,
    /// The `if` filter.
    pub cond: Option<Expr>,
    /// `...` after the value: group values by key.
    pub group: bool,
    /// The opening bracket or brace.
    pub open_span: Span,
    /// The closing bracket or brace.
    pub close_span: Span,
    /// Brackets included.
    pub span: Span,
}

/// `collection[key]`.
#[derive(Clone, Debug, PartialEq)]
pub struct IndexExpr {
    /// What is indexed.
    pub collection: Expr,
    /// The key.
    pub key: Expr,
    /// `[key]`.
    pub bracket_span: Span,
    /// Collection to `]`.
    pub span: Span,
}

/// `source.*.a` or `source[*].a[0]`: `each` applied to every element of `source`.
#[derive(Clone, Debug, PartialEq)]
pub struct SplatExpr {
    /// The collection.
    pub source: Expr,
    /// What is applied to each element; it refers to the element through
    /// [`Expr::SplatItem`].
    pub each: Expr,
    /// The `.*` or `[*]`.
    pub marker_span: Span,
    /// Source to the last step.
    pub span: Span,
}

/// `( expr )`.
#[derive(Clone, Debug, PartialEq)]
pub struct ParensExpr {
    /// The inner expression.
    pub expr: Expr,
    /// Parentheses included.
    pub span: Span,
}

impl ScopeTraversalExpr {
    /// The root variable's name, read from `src`, the text it was parsed from.
    pub fn root<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.root_span)
    }
}

impl FunctionCallExpr {
    /// The function name as written, read from `src`, the text it was parsed from.
    pub fn name<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.name_span)
    }
}

impl ForExpr {
    /// The key variable's name, when two names are given, read from `src`.
    pub fn key_var<'s>(&self, src: &'s str) -> Option<&'s str> {
        self.key_var_span.map(|span| super::source_text(src, span))
    }

    /// The value variable's name, read from `src`, the text it was parsed from.
    pub fn value_var<'s>(&self, src: &'s str) -> &'s str {
        super::source_text(src, self.value_var_span)
    }
}

impl Expr {
    /// A variable and its static steps, whichever node holds them: where the root name
    /// is, and the steps (none for an [`Expr::Variable`]). (Representation; the view
    /// is [`ExprView::ScopeTraversal`](super::ExprView::ScopeTraversal).)
    #[doc(hidden)]
    pub fn scope_traversal<'n>(&self, nodes: &'n Nodes) -> Option<(Span, StepsRef<'n>)> {
        match *self {
            Expr::Variable(span) => Some((span, StepsRef::Stored(&[]))),
            Expr::AttrPath(path) => Some((path.root_span(), path.steps())),
            Expr::ScopeTraversal(t, _) => {
                let t = &nodes[t];
                Some((t.root_span, StepsRef::Stored(&t.steps)))
            }
            _ => None,
        }
    }

    /// The variable at `root_span` followed by `steps`, as the parser builds it (an
    /// [`Expr::Variable`], [`Expr::AttrPath`] or [`Expr::ScopeTraversal`]).
    #[doc(hidden)]
    pub fn traversal(root_span: Span, steps: Steps, nodes: &mut Nodes) -> Expr {
        steps
            .into_iter()
            .fold(Expr::Variable(root_span), |expr, step| {
                expr.push_step(step, nodes)
            })
    }

    /// This expression followed by the static `step`: a longer traversal, or a relative
    /// traversal starting from it. The parser builds every traversal this way.
    ///
    /// Steps past the inline ones grow one at a time, so the tree keeps no spare capacity
    /// (growing in place, as nothing is allocated between the steps of a chain).
    #[doc(hidden)]
    pub fn push_step(self, step: Step, nodes: &mut Nodes) -> Expr {
        let end = step.span();
        match self {
            Expr::Variable(root_span) => {
                let path = match step {
                    Step::Attr { dot, name_span } => AttrPath::new(root_span, dot, name_span),
                    Step::Index(_) => None,
                };
                match path {
                    Some(path) => Expr::AttrPath(path),
                    None => {
                        let span = root_span.to(end);
                        let id = nodes.add(ScopeTraversalExpr {
                            root_span,
                            steps: smallvec::smallvec![step],
                            span,
                        });
                        Expr::ScopeTraversal(id, span)
                    }
                }
            }
            Expr::AttrPath(path) => {
                let longer = match step {
                    Step::Attr { dot, name_span } => path.push(dot, name_span),
                    Step::Index(_) => None,
                };
                match longer {
                    Some(longer) => Expr::AttrPath(longer),
                    None => {
                        let mut steps: Steps = path.steps().iter().cloned().collect();
                        steps.push(step);
                        let span = path.span().to(end);
                        let id = nodes.add(ScopeTraversalExpr {
                            root_span: path.root_span(),
                            steps,
                            span,
                        });
                        Expr::ScopeTraversal(id, span)
                    }
                }
            }
            Expr::ScopeTraversal(id, span) => {
                let t = &mut nodes[id];
                t.span = span.to(end);
                t.steps.reserve_exact(1);
                t.steps.push(step);
                Expr::ScopeTraversal(id, t.span)
            }
            Expr::RelativeTraversal(id, span) => {
                let t = &mut nodes[id];
                t.span = span.to(end);
                t.steps.reserve_exact(1);
                t.steps.push(step);
                Expr::RelativeTraversal(id, t.span)
            }
            other => {
                let span = other.span().to(end);
                let id = nodes.add(RelativeTraversalExpr {
                    source: other,
                    steps: smallvec::smallvec![step],
                    span,
                });
                Expr::RelativeTraversal(id, span)
            }
        }
    }

    /// A constant's value and where it is, whichever node holds it (an inline
    /// [`Expr::Constant`] or a stored [`LiteralExpr`]). (Representation; the view is
    /// [`ExprView::Literal`](super::ExprView::Literal).)
    #[doc(hidden)]
    pub fn literal<'n>(&self, nodes: &'n Nodes) -> Option<(Cow<'n, Value>, Span)> {
        match *self {
            Expr::Constant(c, span) => Some((Cow::Owned(c.value()), span)),
            Expr::Literal(l, span) => Some((Cow::Borrowed(&nodes[l].value), span)),
            _ => None,
        }
    }

    /// Where a [`Expr::PlainString`]'s value is: the text between its quotes.
    #[doc(hidden)]
    pub fn plain_string_content(span: Span) -> Span {
        Span::new(
            span.start + 1,
            span.end.saturating_sub(1).max(span.start + 1),
        )
    }

    /// The span of the whole expression.
    pub fn span(&self) -> Span {
        match *self {
            Expr::AttrPath(path) => path.span(),
            Expr::Constant(_, span)
            | Expr::PlainString(span)
            | Expr::Variable(span)
            | Expr::SplatItem(span)
            | Expr::Literal(_, span)
            | Expr::Template(_, span)
            | Expr::ScopeTraversal(_, span)
            | Expr::RelativeTraversal(_, span)
            | Expr::FunctionCall(_, span)
            | Expr::Conditional(_, span)
            | Expr::Binary(_, span)
            | Expr::Unary(_, span)
            | Expr::Tuple(_, span)
            | Expr::Object(_, span)
            | Expr::For(_, span)
            | Expr::Index(_, span)
            | Expr::Splat(_, span)
            | Expr::Parens(_, span) => span,
        }
    }
}

/// An expression node kept in [`Nodes`]: how an [`Expr`] refers to it (parser
/// plumbing).
#[doc(hidden)]
pub trait ExprNode: super::nodes::Node {
    /// The node's span (which the referring [`Expr`] repeats).
    fn span(&self) -> Span;
    /// The expression referring to node `id`, whose span is `span`.
    fn expr(id: Id<Self>, span: Span) -> Expr;
}

macro_rules! expr_nodes {
    ($($node:ident => $variant:ident),* $(,)?) => {
        $(
            impl ExprNode for $node {
                fn span(&self) -> Span {
                    self.span
                }
                fn expr(id: Id<Self>, span: Span) -> Expr {
                    Expr::$variant(id, span)
                }
            }
        )*
    };
}

expr_nodes! {
    LiteralExpr => Literal,
    TemplateExpr => Template,
    ScopeTraversalExpr => ScopeTraversal,
    RelativeTraversalExpr => RelativeTraversal,
    FunctionCallExpr => FunctionCall,
    ConditionalExpr => Conditional,
    BinaryExpr => Binary,
    UnaryExpr => Unary,
    TupleExpr => Tuple,
    ObjectExpr => Object,
    ForExpr => For,
    IndexExpr => Index,
    SplatExpr => Splat,
    ParensExpr => Parens,
}

impl Nodes {
    /// Stores the expression node `node` and returns the expression referring to it.
    #[doc(hidden)]
    pub fn expr<T: ExprNode>(&mut self, node: T) -> Expr {
        let span = node.span();
        T::expr(self.add(node), span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expressions_and_steps_stay_two_words() {
        assert_eq!(std::mem::size_of::<Expr>(), 16);
        assert_eq!(std::mem::size_of::<Step>(), 16);
    }

    #[test]
    fn three_steps_stay_inside_the_traversal_node() {
        let mut steps = Steps::new();
        for at in [0u32, 2, 4] {
            steps.push(Step::attr(Span::new(at, at + 1), Span::new(at + 1, at + 2)));
        }
        assert!(!steps.spilled());
    }

    #[test]
    fn an_attribute_step_spans_from_its_dot_to_the_end_of_its_name() {
        let step = Step::attr(Span::new(3, 4), Span::new(6, 9));
        assert_eq!(step.span(), Span::new(3, 9));
        assert_eq!(step.attr_name("a.b . cde"), Some("cde"));
    }
}
