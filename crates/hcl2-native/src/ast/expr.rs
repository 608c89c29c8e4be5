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
use super::nodes::{Id, Ids, Nodes, Tree};

/// An expression of the native syntax: a handle, read through [`Expr::view`] (one
/// [`ExprView`](super::ExprView) variant per construct of the specification) and
/// evaluated or analysed with the parse's [`Tree`](super::Tree).
///
/// Its representation is private to the parser: several compact forms of one construct
/// (a bare name, a short attribute path and a stored traversal are all scope
/// traversals) that the view shows as one. It is 16 bytes and `Copy`. Two expressions
/// are equal when they are the same inline leaf or refer to the same stored node:
/// compare trees from different parses through their views.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Expr(pub(crate) Repr);

/// How an [`Expr`] is stored: the commonest leaves inline, every other node by its id
/// in the parse's [`Nodes`] beside the node's span (so that [`Expr::span`] needs no
/// store).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Repr {
    /// A constant written as `true`, `false`, `null` or a small whole number (and the
    /// placeholder left where an expression was invalid): where it is. Kept inline, it
    /// reads exactly as the [`LiteralExpr`] it stands for (see [`Expr::literal`](Expr::literal)).
    Constant(Constant, Span),
    /// A number literal other than a small whole number (`1.5`, `1e3`, a whole number
    /// too large for [`Constant`]) that reads as a number: where it is. Kept inline,
    /// its value is read again from the text (issue 29: a tuple of decimals is no
    /// longer stored element by element), and it reads exactly as the [`LiteralExpr`]
    /// it stands for.
    Number(Span),
    /// Any other constant: the unknown number left where a number literal was invalid.
    Literal(Id<LiteralExpr>, Span),
    /// A quoted template or heredoc.
    Template(Id<TemplateExpr>, Span),
    /// A quoted template or heredoc of plain text and interpolations of plain traversals
    /// (see [`super::plain_template`]): its form and where it is, quotes or opener and
    /// marker included. Its parts are read again from the text; it reads exactly as the
    /// [`TemplateExpr`] the parser would have stored.
    PlainTemplate(super::plain_template::Form, Span),
    /// A quoted string whose value is its source text as written (no escapes, no `$`
    /// or `%`): where it is, quotes included. Kept inline, it reads exactly as the
    /// one-literal [`TemplateExpr`] it stands for.
    PlainString(Span),
    /// A bare variable name, `var` (also a bare object key): where the name is. Kept
    /// inline, it reads exactly as a [`ScopeTraversalExpr`] without steps.
    Variable(Span),
    /// A variable and one or two attribute steps written tight, `var.a` or `var.a.b`:
    /// kept inline, it reads exactly as the [`ScopeTraversalExpr`] it stands for (see
    /// [`Expr::scope_traversal`](Expr::scope_traversal)).
    AttrPath(AttrPath),
    /// A variable with any other static steps: `var.a[0].b`.
    ScopeTraversal(Id<ScopeTraversalExpr>, Span),
    /// Static steps after some other expression: `f(x).a[0]`.
    RelativeTraversal(Id<RelativeTraversalExpr>, Span),
    /// `name(args...)`.
    FunctionCall(Id<FunctionCallExpr>, Span),
    /// `name()` without arguments, written tight (nothing between the name's parts, its
    /// `::`s and the parentheses): where it is. Kept inline, it reads exactly as the
    /// [`FunctionCallExpr`] it stands for (see [`FunctionCallExpr::empty`]).
    EmptyCall(Span),
    /// A call whose name is written tight before its `(` and whose arguments are plain
    /// elements (see [`super::plain`]), without `...`: its shape and where it is, name
    /// to `)`. Its arguments are read again from the text, as a plain tuple's elements.
    PlainCall(super::plain::Shape, Span),
    /// `cond ? a : b`.
    Conditional(Id<ConditionalExpr>, Span),
    /// `a + b` and the other binary operators.
    Binary(Id<BinaryExpr>, Span),
    /// `-a`, `!a`.
    Unary(Id<UnaryExpr>, Span),
    /// `[a, b]`.
    Tuple(Id<TupleExpr>, Span),
    /// A tuple of plain constants (see [`super::plain`]): its shape (how deep
    /// collections nest in it, how many elements it has), and where it is, brackets
    /// included. Its elements are read again from the text; it reads exactly
    /// as the [`TupleExpr`] the parser would have stored.
    PlainTuple(super::plain::Shape, Span),
    /// `{a = 1, (k) = 2}`.
    Object(Id<ObjectExpr>, Span),
    /// An object of bare or plain keys and plain constants, as [`Repr::PlainTuple`] (its
    /// shape counts its items).
    PlainObject(super::plain::Shape, Span),
    /// `[for …]` and `{for …}`.
    For(Id<ForExpr>, Span),
    /// `coll[key]` with a key that is not a constant.
    Index(Id<IndexExpr>, Span),
    /// `src.*.a` and `src[*].a[0]`.
    Splat(Id<SplatExpr>, Span),
    /// The element a splat's `each` expression applies to.
    SplatItem(Span),
    /// `( expr )`.
    Parens(Id<ParensExpr>, Span),
    /// An expression the parser read without errors and kept as its text, to be parsed
    /// again when it is evaluated or viewed (issue 29: a big file's dense expressions
    /// are not stored node by node): where it is, and whether newlines were
    /// insignificant where it was read (inside brackets), so it is read again as it was
    /// read first. See [`crate::parser::deferred`].
    Deferred(Span, bool),
}

/// A constant (storage of [`ExprView::Literal`](super::ExprView::Literal)).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct LiteralExpr {
    /// The value (numbers exact, as the reference parses them).
    pub value: Value,
    /// Where it is.
    pub span: Span,
}

/// A constant small enough to keep inside its [`Expr`]: the literals most files are
/// made of. It holds the value, not the text, so evaluation reads nothing again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Constant {
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
}

/// The value of a number literal's text, which the parser has read as a number
/// ([`Repr::Number`]); the unknown number, should it not read as one.
pub(crate) fn number_text_value(text: &str) -> Value {
    match hcl2_value::Number::parse(text) {
        Ok(n) => Value::number(n),
        Err(_) => Value::unknown(hcl2_value::Type::Number),
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
pub(crate) struct TemplateExpr {
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
    /// `[constant]` or the legacy `.0`.
    Index(IndexStep),
}

/// A constant index step: `[constant]` or the legacy `.0`. A key written tight against
/// its brackets (or dot) as a keyword, a number or a plain quoted string is kept as where
/// it is and read again from the text ([`IndexStep::key`]); any other constant key is
/// kept as its value.
#[derive(Clone, Debug, PartialEq)]
pub struct IndexStep(IndexKey);

/// How an [`IndexStep`] keeps its key.
#[derive(Clone, Debug, PartialEq)]
enum IndexKey {
    /// `[key]`, the brackets tight around the key written here.
    Bracketed(Span),
    /// `.digits`, the digits written here right after the dot.
    Legacy(Span),
    /// Any other constant key (escapes, a heredoc, a key left invalid, spaces or
    /// comments inside the brackets), and the whole step's span.
    Stored(Box<(Value, Span)>),
}

impl IndexStep {
    /// The constant key, read from `src`, the text the step was parsed from.
    ///
    /// ```
    /// use hcl2_native::ast::{ExprView, Step};
    ///
    /// let src = r#"a["b"]"#;
    /// let parsed = hcl2_native::parse_expression(src.as_bytes(), "e.hcl", hcl2_core::Pos::START);
    /// let ExprView::ScopeTraversal(t) = parsed.value.view(parsed.tree()) else { panic!("a traversal") };
    /// let Step::Index(index) = &t.steps[0] else { panic!("an index step") };
    /// assert_eq!(*index.key(src), hcl2_value::Value::from("b"));
    /// assert_eq!((index.span().start, index.span().end), (1, 6));
    /// ```
    pub fn key<'a>(&'a self, src: &str) -> Cow<'a, Value> {
        match &self.0 {
            IndexKey::Bracketed(key) | IndexKey::Legacy(key) => {
                Cow::Owned(key_from_text(super::source_text(src, *key)))
            }
            IndexKey::Stored(stored) => Cow::Borrowed(&stored.0),
        }
    }

    /// The key as written, when it is kept as text and is a plain quoted string or a
    /// whole number of up to nine digits: what a lookup reads without making a value.
    pub(crate) fn text_key<'s>(&self, src: &'s str) -> Option<TextKey<'s>> {
        let (IndexKey::Bracketed(key) | IndexKey::Legacy(key)) = &self.0 else {
            return None;
        };
        let text = super::source_text(src, *key);
        match text.as_bytes() {
            [b'"', .., b'"'] => Some(TextKey::Name(&text[1..text.len() - 1])),
            digits if digits.len() <= 9 && digits.iter().all(u8::is_ascii_digit) => {
                text.parse().ok().map(TextKey::Position)
            }
            _ => None,
        }
    }

    /// Where the key is, when it is written tight inside its brackets and read again
    /// from the text.
    pub(crate) fn bracketed_key(&self) -> Option<Span> {
        match &self.0 {
            IndexKey::Bracketed(key) => Some(*key),
            _ => None,
        }
    }

    /// Brackets and key (or dot and digits).
    pub fn span(&self) -> Span {
        match &self.0 {
            IndexKey::Bracketed(key) => Span::new(key.start - 1, key.end + 1),
            IndexKey::Legacy(key) => Span::new(key.start - 1, key.end),
            IndexKey::Stored(stored) => stored.1,
        }
    }
}

/// A constant index key as its text says it, for lookups that need no value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TextKey<'s> {
    /// A plain quoted string's content.
    Name(&'s str),
    /// A whole number written in plain digits.
    Position(usize),
}

/// The value of a key kept as its text: a keyword, a number (the parser has read it
/// once without error) or a plain quoted string.
fn key_from_text(text: &str) -> Value {
    match text.as_bytes().first() {
        Some(b'"') => Value::string(&text[1..text.len() - 1]),
        Some(b't') => Value::bool(true),
        Some(b'f') => Value::bool(false),
        Some(b'n') => Value::null(hcl2_value::Type::Dynamic),
        _ => hcl2_value::Number::parse(text)
            .map_or_else(|_| Value::unknown(hcl2_value::Type::Number), Value::number),
    }
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
        Step::Index(IndexStep(IndexKey::Stored(Box::new((key, span)))))
    }

    /// An index step `[key]` whose key, written at `key` with its brackets tight around
    /// it, is a keyword, a number or a plain quoted string (read again when asked for).
    pub(crate) fn bracketed_key(key: Span) -> Step {
        Step::Index(IndexStep(IndexKey::Bracketed(key)))
    }

    /// A legacy index step `.digits`, its digits at `digits` right after the dot.
    pub(crate) fn legacy_key(digits: Span) -> Step {
        Step::Index(IndexStep(IndexKey::Legacy(digits)))
    }

    /// The step's span.
    pub fn span(&self) -> Span {
        match self {
            Step::Attr { dot, name_span } => Span::new(*dot, name_span.end),
            Step::Index(index) => index.span(),
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
/// [`Repr::Variable`], and a short path of names an [`Repr::AttrPath`]).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ScopeTraversalExpr {
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

/// `name(args)`, `name(args...)`, `provider::p::name(args)` (storage of
/// [`ExprView::FunctionCall`](super::ExprView::FunctionCall)).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct FunctionCallExpr {
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

/// `[a, b, c]` (storage of [`ExprView::Tuple`](super::ExprView::Tuple)).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct TupleExpr {
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
    /// The key as parsed: a bare identifier is a scope traversal without steps
    /// ([`ExprView::ScopeTraversal`](super::ExprView::ScopeTraversal)) that evaluation
    /// reads as a literal name unless `parenthesized`.
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

/// `{ key = value, … }` (storage of [`ExprView::Object`](super::ExprView::Object)).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ObjectExpr {
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
}

impl IndexExpr {
    /// Collection to `]`.
    pub fn span(&self) -> Span {
        self.collection.span().to(self.bracket_span)
    }
}

impl ExprNode for IndexExpr {
    fn span(&self) -> Span {
        IndexExpr::span(self)
    }
    fn expr(id: Id<Self>, span: Span) -> Expr {
        Expr(Repr::Index(id, span))
    }
}

/// `source.*.a` or `source[*].a[0]`: `each` applied to every element of `source`.
#[derive(Clone, Debug, PartialEq)]
pub struct SplatExpr {
    /// The collection.
    pub source: Expr,
    /// What is applied to each element; it refers to the element through
    /// [`ExprView::SplatItem`](super::ExprView::SplatItem).
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

impl FunctionCallExpr {
    /// The call without arguments written tight at `span`, `name()`: the name is all
    /// but the last two bytes, which are the parentheses.
    pub(crate) fn empty(span: Span) -> FunctionCallExpr {
        let close = span.end.saturating_sub(1).max(span.start);
        let open = close.saturating_sub(1).max(span.start);
        FunctionCallExpr {
            name_span: Span::new(span.start, open),
            args: Ids::EMPTY,
            expand_final: false,
            open_paren_span: Span::new(open, close),
            close_paren_span: Span::new(close, span.end),
            span,
        }
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
    /// is, and the steps (none for an [`Repr::Variable`]). (Representation; the view
    /// is [`ExprView::ScopeTraversal`](super::ExprView::ScopeTraversal).)
    pub(crate) fn scope_traversal<'n>(&self, nodes: &'n Nodes) -> Option<(Span, StepsRef<'n>)> {
        match *self {
            Expr(Repr::Variable(span)) => Some((span, StepsRef::Stored(&[]))),
            Expr(Repr::AttrPath(path)) => Some((path.root_span(), path.steps())),
            Expr(Repr::ScopeTraversal(t, _)) => {
                let t = &nodes[t];
                Some((t.root_span, StepsRef::Stored(&t.steps)))
            }
            _ => None,
        }
    }

    /// The variable at `root_span` followed by `steps`, as the parser builds it (an
    /// [`Repr::Variable`], [`Repr::AttrPath`] or [`Repr::ScopeTraversal`]).
    #[cfg(test)]
    pub(crate) fn traversal(root_span: Span, steps: Steps, nodes: &mut Nodes) -> Expr {
        steps
            .into_iter()
            .fold(Expr(Repr::Variable(root_span)), |expr, step| {
                expr.push_step(step, nodes)
            })
    }

    /// This expression followed by the static `step`: a longer traversal, or a relative
    /// traversal starting from it. The parser builds every traversal this way.
    ///
    /// Steps past the inline ones grow one at a time, so the tree keeps no spare capacity
    /// (growing in place, as nothing is allocated between the steps of a chain).
    pub(crate) fn push_step(self, step: Step, nodes: &mut Nodes) -> Expr {
        let end = step.span();
        match self {
            Expr(Repr::Variable(root_span)) => match AttrPath::new(root_span, &step) {
                Some(path) => Expr(Repr::AttrPath(path)),
                None => {
                    let span = root_span.to(end);
                    let id = nodes.add(ScopeTraversalExpr {
                        root_span,
                        steps: smallvec::smallvec![step],
                        span,
                    });
                    Expr(Repr::ScopeTraversal(id, span))
                }
            },
            Expr(Repr::AttrPath(path)) => match path.push(&step) {
                Some(longer) => Expr(Repr::AttrPath(longer)),
                None => {
                    let mut steps: Steps = path.steps().iter().cloned().collect();
                    steps.push(step);
                    let span = path.span().to(end);
                    let id = nodes.add(ScopeTraversalExpr {
                        root_span: path.root_span(),
                        steps,
                        span,
                    });
                    Expr(Repr::ScopeTraversal(id, span))
                }
            },
            Expr(Repr::ScopeTraversal(id, span)) => {
                let t = &mut nodes[id];
                t.span = span.to(end);
                t.steps.reserve_exact(1);
                t.steps.push(step);
                Expr(Repr::ScopeTraversal(id, t.span))
            }
            Expr(Repr::RelativeTraversal(id, span)) => {
                let t = &mut nodes[id];
                t.span = span.to(end);
                t.steps.reserve_exact(1);
                t.steps.push(step);
                Expr(Repr::RelativeTraversal(id, t.span))
            }
            other => {
                let span = other.span().to(end);
                let id = nodes.add(RelativeTraversalExpr {
                    source: other,
                    steps: smallvec::smallvec![step],
                    span,
                });
                Expr(Repr::RelativeTraversal(id, span))
            }
        }
    }

    /// A constant's value and where it is, whichever form holds it (an inline
    /// [`Repr::Constant`], a number read again from the text of `tree`, or a stored
    /// [`LiteralExpr`]). (Representation; the view is
    /// [`ExprView::Literal`](super::ExprView::Literal).)
    pub(crate) fn literal<'n>(&self, tree: Tree<'n>) -> Option<(Cow<'n, Value>, Span)> {
        match *self {
            Expr(Repr::Constant(c, span)) => Some((Cow::Owned(c.value()), span)),
            Expr(Repr::Number(span)) => {
                Some((Cow::Owned(number_text_value(tree.file.slice(span))), span))
            }
            Expr(Repr::Literal(l, span)) => Some((Cow::Borrowed(&tree.nodes[l].value), span)),
            _ => None,
        }
    }

    /// Whether it refers to a stored node (is not kept inline).
    pub(crate) fn is_stored(&self) -> bool {
        match self.0 {
            Repr::Literal(..)
            | Repr::Template(..)
            | Repr::ScopeTraversal(..)
            | Repr::RelativeTraversal(..)
            | Repr::FunctionCall(..)
            | Repr::Conditional(..)
            | Repr::Binary(..)
            | Repr::Unary(..)
            | Repr::Tuple(..)
            | Repr::Object(..)
            | Repr::For(..)
            | Repr::Index(..)
            | Repr::Splat(..)
            | Repr::Parens(..) => true,
            Repr::Constant(..)
            | Repr::Number(_)
            | Repr::PlainTemplate(..)
            | Repr::PlainString(_)
            | Repr::Variable(_)
            | Repr::AttrPath(_)
            | Repr::EmptyCall(_)
            | Repr::PlainCall(..)
            | Repr::PlainTuple(..)
            | Repr::PlainObject(..)
            | Repr::SplatItem(_)
            | Repr::Deferred(..) => false,
        }
    }

    /// Where a [`Repr::PlainString`]'s value is: the text between its quotes.
    pub(crate) fn plain_string_content(span: Span) -> Span {
        Span::new(
            span.start + 1,
            span.end.saturating_sub(1).max(span.start + 1),
        )
    }

    /// The span of the whole expression.
    pub fn span(&self) -> Span {
        match *self {
            Expr(Repr::AttrPath(path)) => path.span(),
            Expr(Repr::Constant(_, span))
            | Expr(Repr::Number(span))
            | Expr(Repr::PlainString(span))
            | Expr(Repr::PlainTemplate(_, span))
            | Expr(Repr::Variable(span))
            | Expr(Repr::EmptyCall(span))
            | Expr(Repr::PlainCall(_, span))
            | Expr(Repr::SplatItem(span))
            | Expr(Repr::PlainTuple(_, span))
            | Expr(Repr::PlainObject(_, span))
            | Expr(Repr::Literal(_, span))
            | Expr(Repr::Template(_, span))
            | Expr(Repr::ScopeTraversal(_, span))
            | Expr(Repr::RelativeTraversal(_, span))
            | Expr(Repr::FunctionCall(_, span))
            | Expr(Repr::Conditional(_, span))
            | Expr(Repr::Binary(_, span))
            | Expr(Repr::Unary(_, span))
            | Expr(Repr::Tuple(_, span))
            | Expr(Repr::Object(_, span))
            | Expr(Repr::For(_, span))
            | Expr(Repr::Index(_, span))
            | Expr(Repr::Splat(_, span))
            | Expr(Repr::Parens(_, span))
            | Expr(Repr::Deferred(span, _)) => span,
        }
    }
}

/// An expression node kept in [`Nodes`]: how an [`Expr`] refers to it (parser
/// plumbing).
pub(crate) trait ExprNode: super::nodes::Node {
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
                    Expr(Repr::$variant(id, span))
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
    SplatExpr => Splat,
    ParensExpr => Parens,
}

impl Nodes {
    /// Stores the expression node `node` and returns the expression referring to it.
    pub(crate) fn expr<T: ExprNode>(&mut self, node: T) -> Expr {
        let span = node.span();
        self.reach(span.end);
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
    fn an_empty_call_reads_its_name_and_parentheses_from_its_span() {
        let call = FunctionCallExpr::empty(Span::new(4, 17));
        assert_eq!(
            crate::ast::source_text("    provider::f()", call.name_span),
            "provider::f"
        );
        assert_eq!(call.open_paren_span, Span::new(15, 16));
        assert_eq!(call.close_paren_span, Span::new(16, 17));
        assert!(call.args.is_empty() && !call.expand_final);
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
