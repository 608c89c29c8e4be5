//! Hand-built ASTs for the analysis tests (the parser is written elsewhere), with spans
//! as the source text in each test would give them, and renderers that print results
//! in the form the Go oracle printed the reference's.

use crate::ast::Repr;
use hcl2_core::{Diagnostics, Range, SourceFile, Span, Traversal, Traverser};
use hcl2_template::{Binding, ForDirective, IfDirective, Interpolation, Literal, Part, Template};
use hcl2_value::Value;

use std::cell::RefCell;
use std::ops::Deref;

use crate::ast::*;

thread_local! {
    /// The nodes the builders below have stored on this thread (ids stay valid: it only
    /// grows).
    static NODES: RefCell<Nodes> = RefCell::new(Nodes::default());
}

/// Stores an expression node among this thread's test nodes.
fn store<T: ExprNode>(node: T) -> Expr {
    NODES.with(|nodes| nodes.borrow_mut().expr(node))
}

/// Stores a run of nodes among this thread's test nodes.
pub fn store_all<T: Node>(items: impl IntoIterator<Item = T>) -> Ids<T> {
    NODES.with(|nodes| nodes.borrow_mut().add_all(items))
}

/// `f` given this thread's test nodes, to store into.
pub fn with_nodes<R>(f: impl FnOnce(&mut Nodes) -> R) -> R {
    NODES.with(|nodes| f(&mut nodes.borrow_mut()))
}

/// A source text with the nodes built so far on this thread.
pub struct TestFile {
    pub source: SourceFile,
    pub nodes: Nodes,
}

impl TestFile {
    /// The text and nodes as the analyses read them.
    pub fn tree(&self) -> Tree<'_> {
        Tree::new(&self.source, &self.nodes)
    }
}

impl Deref for TestFile {
    type Target = SourceFile;

    fn deref(&self) -> &SourceFile {
        &self.source
    }
}

/// Starts this thread's test nodes afresh, so that a tree built next gets the ids the
/// parser would give it.
pub fn fresh() {
    NODES.with(|nodes| *nodes.borrow_mut() = Nodes::default());
    // The trees built by hand store what a small text stores.
    crate::parser::deferred::DEFERS.with(|d| d.set(Some(false)));
}

/// Asserts that the tree built since [`fresh`] is the one the parser made: the same
/// root, and the same nodes in the same order.
#[track_caller]
pub fn assert_parsed_as(parsed: &crate::Parsed<Expr>, built: Expr) {
    assert_eq!(parsed.value, built);
    NODES.with(|nodes| assert_eq!(parsed.nodes, *nodes.borrow()));
}

/// Asserts that the parser kept a tuple of plain constants as its text (see
/// `crate::ast::plain`), and that reading it gives `elems`, the inline expressions it
/// would otherwise have stored.
#[track_caller]
pub fn assert_plain_tuple_of(parsed: &crate::Parsed<Expr>, elems: &[Expr]) {
    let span = parsed.value.span();
    assert_eq!(
        parsed.value,
        Expr(Repr::PlainTuple(
            crate::ast::plain::Shape::new(1, None),
            span
        ))
    );
    assert_eq!(parsed.nodes, Nodes::default());
    let view = parsed.value.tuple_view(parsed.tree()).expect("a tuple");
    assert_eq!(view.elems.iter().collect::<Vec<_>>(), elems);
}

pub fn file(text: &str) -> TestFile {
    TestFile {
        source: SourceFile::new("t.hcl", text),
        nodes: NODES.with(|nodes| nodes.borrow().clone()),
    }
}

pub fn sp(start: u32, end: u32) -> Span {
    Span::new(start, end)
}

fn name_span(name: &str, at: u32) -> Span {
    sp(at, at + name.len() as u32)
}

/// `name` at `at`.
pub fn var(name: &str, at: u32) -> Expr {
    trav(name, at, vec![])
}

/// `name` at `at` followed by `steps`.
pub fn trav(name: &str, at: u32, steps: Vec<Step>) -> Expr {
    NODES.with(|nodes| Expr::traversal(name_span(name, at), steps.into(), &mut nodes.borrow_mut()))
}

/// `.name` with its dot at `at`.
pub fn attr(name: &str, at: u32) -> Step {
    Step::attr(sp(at, at + 1), name_span(name, at + 1))
}

/// `[key]` (or `.0`) over `start..end`.
pub fn index(key: impl Into<Value>, start: u32, end: u32) -> Step {
    Step::index(key.into(), sp(start, end))
}

/// A literal over `start..end`.
pub fn lit(value: impl Into<Value>, start: u32, end: u32) -> Expr {
    store(LiteralExpr {
        value: value.into(),
        span: sp(start, end),
    })
}

/// An inline constant over `start..end`.
pub fn constant(c: Constant, start: u32, end: u32) -> Expr {
    Expr(Repr::Constant(c, sp(start, end)))
}

/// `null` at `at`.
pub fn null(at: u32) -> Expr {
    constant(Constant::Null, at, at + 4)
}

/// `source` followed by `steps`.
pub fn rel(source: Expr, steps: Vec<Step>) -> Expr {
    let span = source.span().to(steps.last().expect("steps").span());
    store(RelativeTraversalExpr {
        source,
        steps: steps.into(),
        span,
    })
}

/// `( expr )` over `start..end`.
pub fn parens(expr: Expr, start: u32, end: u32) -> Expr {
    store(ParensExpr {
        expr,
        span: sp(start, end),
    })
}

/// `[elems]` over `start..end`.
pub fn tuple(elems: Vec<Expr>, start: u32, end: u32) -> Expr {
    store(TupleExpr {
        elems: store_all(elems),
        open_span: sp(start, start + 1),
        span: sp(start, end),
    })
}

/// A bare key.
pub fn key(expr: Expr) -> ObjectKey {
    ObjectKey {
        expr,
        parenthesized: false,
    }
}

/// A key written in parentheses (`expr` includes them, as the reference keeps them).
pub fn pkey(expr: Expr) -> ObjectKey {
    ObjectKey {
        expr,
        parenthesized: true,
    }
}

/// `{k = v, …}` over `start..end`.
pub fn object(items: Vec<(ObjectKey, Expr)>, start: u32, end: u32) -> Expr {
    store(ObjectExpr {
        items: store_all(
            items
                .into_iter()
                .map(|(key, value)| ObjectItem { key, value }),
        ),
        open_span: sp(start, start + 1),
        span: sp(start, end),
    })
}

/// `name(args)` with the name at `at` (its `(` right after) and `)` at `close`.
pub fn call(name: &str, at: u32, args: Vec<Expr>, expand_final: bool, close: u32) -> Expr {
    let name_span = name_span(name, at);
    store(FunctionCallExpr {
        name_span,
        args: store_all(args),
        expand_final,
        open_paren_span: sp(name_span.end, name_span.end + 1),
        close_paren_span: sp(close, close + 1),
        span: sp(at, close + 1),
    })
}

/// `lhs op rhs` with the operator at `op_at`.
pub fn binary(op: BinaryOp, lhs: Expr, rhs: Expr, op_at: u32) -> Expr {
    let span = lhs.span().to(rhs.span());
    store(BinaryExpr {
        op,
        op_span: sp(op_at, op_at + op.symbol().len() as u32),
        lhs,
        rhs,
        span,
    })
}

/// `op operand` with the operator at `at`.
pub fn unary(op: UnaryOp, operand: Expr, at: u32) -> Expr {
    let span = sp(at, operand.span().end);
    store(UnaryExpr {
        op,
        op_span: sp(at, at + 1),
        operand,
        span,
    })
}

/// `cond ? then : otherwise`.
pub fn conditional(cond: Expr, then: Expr, otherwise: Expr) -> Expr {
    let span = cond.span().to(otherwise.span());
    store(ConditionalExpr {
        cond,
        then,
        otherwise,
        span,
    })
}

/// The parts of a `for` expression (each name with where it is).
pub struct For {
    pub key_var: Option<(&'static str, u32)>,
    pub value_var: (&'static str, u32),
    pub collection: Expr,
    pub key: Option<Expr>,
    pub value: Expr,
    pub cond: Option<Expr>,
    pub group: bool,
}

/// `[for …]` (no key expression) or `{for …}` over `start..end`.
pub fn for_expr(f: For, start: u32, end: u32) -> Expr {
    store(ForExpr {
        key_var_span: f.key_var.map(|(name, at)| name_span(name, at)),
        value_var_span: name_span(f.value_var.0, f.value_var.1),
        collection: f.collection,
        key: f.key,
        value: f.value,
        cond: f.cond,
        group: f.group,
        open_span: sp(start, start + 1),
        close_span: sp(end - 1, end),
        span: sp(start, end),
    })
}

/// `collection[key]` with the brackets at `open` and `close`.
pub fn index_expr(collection: Expr, key: Expr, open: u32, close: u32) -> Expr {
    store(IndexExpr {
        collection,
        key,
        bracket_span: sp(open, close + 1),
    })
}

/// `source.*` / `source[*]` (marker over `marker`) then `each` (built on
/// [`splat_item`]); the splat ends where `each` does.
pub fn splat(source: Expr, marker: Span, each: Expr) -> Expr {
    let span = source.span().to(each.span());
    store(SplatExpr {
        source,
        each,
        marker_span: marker,
        span,
    })
}

/// The element a splat applies its steps to (the reference gives it the marker's span).
pub fn splat_item(marker: Span) -> Expr {
    Expr(Repr::SplatItem(marker))
}

/// A template of `parts` over `start..end` (content only).
pub fn template(parts: Vec<Part<Expr>>, start: u32, end: u32) -> Template<Expr> {
    Template {
        parts: parts.into(),
        span: sp(start, end),
    }
}

/// A quoted template over `start..end`, quotes included.
pub fn quoted(parts: Vec<Part<Expr>>, start: u32, end: u32) -> Expr {
    store(TemplateExpr {
        template: template(parts, start + 1, end - 1),
        kind: TemplateKind::Quoted,
        span: sp(start, end),
    })
}

/// A quoted string written as is (an inline [`Repr::PlainString`]) over `start..end`.
pub fn plain(start: u32, end: u32) -> Expr {
    Expr(Repr::PlainString(sp(start, end)))
}

/// A heredoc over `start..end` (`<<` to the end of the closing marker) with its content
/// over `content`.
pub fn heredoc(parts: Vec<Part<Expr>>, flush: bool, content: Span, start: u32, end: u32) -> Expr {
    store(TemplateExpr {
        template: template(parts, content.start, content.end),
        kind: TemplateKind::Heredoc { flush },
        span: sp(start, end),
    })
}

/// Literal text `text` from the source bytes `start..end`.
pub fn tlit(text: &str, start: u32, end: u32) -> Part<Expr> {
    Part::Literal(Literal {
        text: text.into(),
        span: sp(start, end),
    })
}

/// `${expr}` over `start..end`.
pub fn interp(expr: Expr, start: u32, end: u32) -> Part<Expr> {
    Part::Interpolation(Interpolation {
        expr,
        strip: Default::default(),
        span: sp(start, end),
    })
}

/// `%{ for key, value in collection }body%{ endfor }` with its sequences' spans.
pub fn tfor(
    vars: (Option<(&str, u32)>, (&str, u32)),
    collection: Expr,
    body: Template<Expr>,
    for_span: Span,
    endfor_span: Span,
) -> Part<Expr> {
    let binding = |(name, at): (&str, u32)| Binding {
        name: name.into(),
        span: name_span(name, at),
    };
    Part::For(Box::new(ForDirective {
        key_var: vars.0.map(binding),
        value_var: binding(vars.1),
        collection,
        body,
        span: for_span.to(endfor_span),
        for_span,
        endfor_span,
        strip: Default::default(),
    }))
}

/// `%{ if cond }then%{ else }otherwise%{ endif }` with its sequences' spans.
pub fn tif(
    cond: Expr,
    then: Template<Expr>,
    otherwise: Option<(Span, Template<Expr>)>,
    if_span: Span,
    endif_span: Span,
) -> Part<Expr> {
    let (else_span, otherwise) = match otherwise {
        Some((s, t)) => (Some(s), Some(t)),
        None => (None, None),
    };
    Part::If(Box::new(IfDirective {
        cond,
        then,
        otherwise,
        span: if_span.to(endif_span),
        if_span,
        else_span,
        endif_span,
        strip: Default::default(),
    }))
}

/// A range as the oracle printed it: `line:column(byte)-line:column(byte)`.
pub fn show_range(r: &Range) -> String {
    format!(
        "{}:{}({})-{}:{}({})",
        r.start.line, r.start.column, r.start.byte, r.end.line, r.end.column, r.end.byte
    )
}

/// A traversal as the oracle printed it (index keys as `0` or `"k"`).
pub fn show_traversal(t: &Traversal) -> String {
    t.0.iter()
        .map(|s| match s {
            Traverser::Root { name, range } => format!("Root({name})@{}", show_range(range)),
            Traverser::Attr { name, range } => format!("Attr({name})@{}", show_range(range)),
            Traverser::Index { key, range } => {
                let key = match key.as_str() {
                    Some(s) => format!("{s:?}"),
                    None => key.as_number().expect("number key").to_string(),
                };
                format!("Index({key})@{}", show_range(range))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Traversals, one per line.
pub fn show_traversals(ts: &[Traversal]) -> Vec<String> {
    ts.iter().map(show_traversal).collect()
}

/// Diagnostics as the oracle printed them: `[summary | detail | subject]`.
pub fn show_diags(d: &Diagnostics) -> String {
    d.iter()
        .map(|d| {
            let subject = d.subject.as_ref().map_or("nil".into(), show_range);
            format!("[{} | {} | {}]", d.summary, d.detail, subject)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// An object constructor with every kind of key: bare name, traversal, parenthesized,
/// quoted, keyword and parenthesized traversal.
pub const MIXED_KEYS: &str = r#"{a = 1, b.c = d, (e) = f, "g" = h, true = 1, (i).j = k}"#;

/// The AST the parser builds for [`MIXED_KEYS`].
pub fn mixed_keys_object() -> Expr {
    object(
        vec![
            (key(var("a", 1)), constant(Constant::Whole(1), 5, 6)),
            (key(trav("b", 8, vec![attr("c", 9)])), var("d", 14)),
            (pkey(parens(var("e", 18), 17, 20)), var("f", 23)),
            (key(plain(26, 29)), var("h", 32)),
            (
                key(constant(Constant::True, 35, 39)),
                constant(Constant::Whole(1), 42, 43),
            ),
            (
                pkey(rel(parens(var("i", 46), 45, 48), vec![attr("j", 48)])),
                var("k", 53),
            ),
        ],
        0,
        55,
    )
}

#[test]
fn a_plain_string_reads_as_the_one_literal_template_it_stands_for() {
    let src = r#"["a b", "k"]"#;
    let plain = [plain(1, 6), plain(8, 11)];
    let templates = [
        quoted(vec![tlit("a b", 2, 5)], 1, 6),
        quoted(vec![tlit("k", 9, 10)], 8, 11),
    ];
    let f = file(src);
    for (p, t) in plain.iter().zip(&templates) {
        assert_eq!(p.span(), t.span());
        assert_eq!(
            super::start_span(p, f.tree()),
            super::start_span(t, f.tree())
        );
        assert_eq!(super::keyword(p, f.tree()), super::keyword(t, f.tree()));
        assert!(super::expr_variables(p, f.tree()).is_empty());
        assert_eq!(
            show_diags(&super::abs_traversal(p, f.tree()).unwrap_err()),
            show_diags(&super::abs_traversal(t, f.tree()).unwrap_err())
        );
        assert_eq!(
            crate::evaluate(p, f.tree(), None),
            crate::evaluate(t, f.tree(), None)
        );
    }
    // The parser makes plain strings only of text written as is.
    let parsed = crate::parse_expression(src.as_bytes(), "t.hcl", hcl2_core::Pos::START);
    assert_plain_tuple_of(&parsed, &plain);
    for written in [r#""a\nb""#, r#""$${x}""#, r#""50%""#, r#""""#, r#""${x}""#] {
        let parsed = crate::parse_expression(written.as_bytes(), "t.hcl", hcl2_core::Pos::START);
        assert!(
            matches!(
                parsed.value,
                Expr(Repr::Template(..)) | Expr(Repr::PlainTemplate(..))
            ),
            "{written}"
        );
    }
}

#[test]
fn an_inline_constant_reads_as_the_literal_it_stands_for() {
    use hcl2_value::Type;
    let src = "[true, false, null, 0, 42, 4294967295, 0042]";
    let inline = [
        constant(Constant::True, 1, 5),
        constant(Constant::False, 7, 12),
        constant(Constant::Null, 14, 18),
        constant(Constant::Whole(0), 20, 21),
        constant(Constant::Whole(42), 23, 25),
        constant(Constant::Whole(u32::MAX), 27, 37),
        constant(Constant::Whole(42), 39, 43),
    ];
    let number = |text: &str| Value::number(hcl2_value::Number::parse(text).unwrap());
    let stored = [
        lit(true, 1, 5),
        lit(false, 7, 12),
        lit(Value::null(Type::Dynamic), 14, 18),
        lit(number("0"), 20, 21),
        lit(number("42"), 23, 25),
        lit(number("4294967295"), 27, 37),
        lit(number("0042"), 39, 43),
    ];
    let f = file(src);
    for (c, l) in inline.iter().zip(&stored) {
        assert_eq!(c.span(), l.span());
        assert_eq!(
            c.literal(f.tree()).map(|(v, s)| (v.into_owned(), s)),
            l.literal(f.tree()).map(|(v, s)| (v.into_owned(), s))
        );
        assert_eq!(
            super::start_span(c, f.tree()),
            super::start_span(l, f.tree())
        );
        assert_eq!(super::keyword(c, f.tree()), super::keyword(l, f.tree()));
        assert!(super::expr_variables(c, f.tree()).is_empty());
        assert_eq!(
            format!(
                "{:?}",
                super::abs_traversal(c, f.tree()).map_err(|d| show_diags(&d))
            ),
            format!(
                "{:?}",
                super::abs_traversal(l, f.tree()).map_err(|d| show_diags(&d))
            )
        );
        let (cv, cd) = crate::evaluate(c, f.tree(), None);
        let (lv, ld) = crate::evaluate(l, f.tree(), None);
        assert_eq!((&cv, cd.is_empty()), (&lv, ld.is_empty()));
        // Same precision as the parsed literal, so the same arithmetic.
        if let (Some(a), Some(b)) = (cv.as_number(), lv.as_number()) {
            assert_eq!(a.precision(), b.precision());
        }
    }
    let invalid = constant(Constant::Invalid, 0, 1);
    assert_eq!(
        crate::evaluate(&invalid, f.tree(), None).0,
        Value::dynamic()
    );
    let parsed = crate::parse_expression(src.as_bytes(), "t.hcl", hcl2_core::Pos::START);
    assert_plain_tuple_of(&parsed, &inline);
    // Other valid numbers are kept as their text and read exactly.
    for written in ["1.5", "1e3", "4294967296", "99999999999999999999"] {
        let parsed = crate::parse_expression(written.as_bytes(), "t.hcl", hcl2_core::Pos::START);
        assert!(matches!(parsed.value, Expr(Repr::Number(..))), "{written}");
        let value = crate::evaluate(&parsed.value, parsed.tree(), None).0;
        let exact = Value::number(hcl2_value::Number::parse(written).unwrap());
        assert_eq!(value, exact, "{written}");
    }
}

#[test]
fn the_parser_builds_the_mixed_keys_object() {
    crate::parser::deferred::DEFERS.with(|d| d.set(Some(false)));
    let parsed = crate::parse_expression(MIXED_KEYS.as_bytes(), "t.hcl", hcl2_core::Pos::START);
    assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
    fresh();
    assert_parsed_as(&parsed, mixed_keys_object());
}
