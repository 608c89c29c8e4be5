//! Constant index steps (`[key]`, the legacy `.0`) keep a key written tight against its
//! brackets as where it is and read it again from the text; every other constant key is
//! kept as its value. Either way the view, the analysis, evaluation and the diagnostics
//! of a bad key see the key and the range the text wrote.

use hcl2_core::{EvalContext, Expression, Pos, Traverser};
use hcl2_native::ast::{Expr, ExprView, Step};
use hcl2_native::{evaluate, parse_expression, NativeExpression, Parsed};
use hcl2_value::{Type, Value};

/// `src` parsed as an expression, which must have no errors.
fn parse(src: &str) -> Parsed<Expr> {
    let parsed = parse_expression(src.as_bytes(), "e.hcl", Pos::START);
    assert!(
        !parsed.diagnostics.has_errors(),
        "{src}: {}",
        parsed.diagnostics
    );
    parsed
}

/// A number as a literal writes it.
fn number(text: &str) -> Value {
    Value::number(hcl2_value::Number::parse(text).expect("a number"))
}

/// The key and the byte span of the one index step of `src` (a root and one step).
fn key_and_span(src: &str) -> (Value, (u32, u32)) {
    let parsed = parse(src);
    let ExprView::ScopeTraversal(t) = parsed.value.view(parsed.tree()) else {
        panic!("{src}: a traversal")
    };
    let [Step::Index(index)] = &*t.steps else {
        panic!("{src}: one index step")
    };
    let span = index.span();
    (index.key(src).into_owned(), (span.start, span.end))
}

#[test]
fn each_form_of_constant_key_views_as_the_value_and_span_written() {
    let cases: [(&str, Value, (u32, u32)); 11] = [
        (r#"a["b"]"#, Value::from("b"), (1, 6)),
        (r#"a[""]"#, Value::from(""), (1, 5)),
        ("a[0]", Value::from(0), (1, 4)),
        (
            "a[12345678901234567890]",
            number("12345678901234567890"),
            (1, 23),
        ),
        ("a[1.5]", number("1.5"), (1, 6)),
        ("a[true]", Value::from(true), (1, 7)),
        ("a[null]", Value::null(Type::Dynamic), (1, 7)),
        ("a.3", Value::from(3), (1, 3)),
        (r#"a[ "b" ]"#, Value::from("b"), (1, 8)),
        (r#"a["b\n"]"#, Value::from("b\n"), (1, 8)),
        ("a[\n<<E\nx\nE\n]", Value::from("x\n"), (1, 12)),
    ];
    for (src, key, span) in cases {
        assert_eq!(key_and_span(src), (key, span), "{src}");
    }
}

fn context() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    ctx.set_variable(
        "m",
        Value::object([("a", Value::from("x")), ("1", Value::from("one"))]),
    )
    .set_variable("l", Value::tuple([Value::from("p"), Value::from("q")]))
    .set_variable(
        "n",
        Value::object([("a", Value::object([("b", Value::from("deep"))]))]),
    );
    ctx
}

/// Diagnostics as (summary, byte range) pairs.
type Found = Vec<(String, (usize, usize))>;

/// The value of `src` and its diagnostics.
fn eval(src: &str) -> (Value, Found) {
    let parsed = parse(src);
    let ctx = context();
    let (value, diags) = evaluate(&parsed.value, parsed.tree(), Some(&ctx));
    let found = diags
        .iter()
        .map(|d| {
            let r = d.subject.as_ref().expect("a range");
            (d.summary.clone(), (r.start.byte, r.end.byte))
        })
        .collect();
    (value, found)
}

#[test]
fn constant_keys_evaluate_as_the_reference_indexes() {
    let cases = [
        (r#"m["a"]"#, Value::from("x")),
        (r#"m[ "a" ]"#, Value::from("x")),
        ("m[1]", Value::from("one")),
        ("l[1]", Value::from("q")),
        (r#"l["1"]"#, Value::from("q")),
        ("l.1", Value::from("q")),
        (r#"m["a"]"#, Value::from("x")),
        (r#"[l][0][1]"#, Value::from("q")),
        (r#"n["a"]["b"]"#, Value::from("deep")),
        (r#"n.a["b"]"#, Value::from("deep")),
        (r#"n["a"].b"#, Value::from("deep")),
        (r#"n["a"]["b"] == "deep""#, Value::from(true)),
        (r#""${m["a"]}-${l[0]}""#, Value::from("x-p")),
        (
            r#"[m["a"], l[0], n.a]"#,
            Value::tuple([
                Value::from("x"),
                Value::from("p"),
                Value::object([("b", Value::from("deep"))]),
            ]),
        ),
        (r#"{k = m["a"]}"#, Value::object([("k", Value::from("x"))])),
    ];
    for (src, want) in cases {
        assert_eq!(eval(src), (want, vec![]), "{src}");
    }
}

#[test]
fn a_bad_constant_key_is_reported_at_its_brackets() {
    for (src, range) in [
        ("l[5]", (1, 4)),
        (r#"m["zz"]"#, (1, 7)),
        ("l.7", (1, 3)),
        ("l[true]", (1, 7)),
        (r#"m["a"]["b"]"#, (6, 11)),
        (r#"n["a"]["c"]"#, (6, 11)),
        (r#"n["a"].c"#, (6, 8)),
        (r#"n.a["c"]"#, (3, 8)),
    ] {
        let (value, diags) = eval(src);
        assert_eq!(value, Value::dynamic(), "{src}");
        assert_eq!(diags.len(), 1, "{src}: {diags:?}");
        assert_eq!(diags[0].1, range, "{src}: {diags:?}");
    }
}

#[test]
fn a_root_and_two_tight_steps_view_as_the_same_traversal_however_kept() {
    for (src, steps) in [
        (r#"n["a"]"#, 1),
        (r#"n["a"].b"#, 2),
        (r#"n.a["b"]"#, 2),
        (r#"n["a"][0]"#, 2),
        (r#"n["a"][0]["c"]"#, 3),
        (r#"n ["a"]"#, 1),
        (r#"n[ "a"].b"#, 2),
    ] {
        let parsed = parse(src);
        let ExprView::ScopeTraversal(t) = parsed.value.view(parsed.tree()) else {
            panic!("{src}: a traversal")
        };
        assert_eq!((t.root, t.steps.len()), ("n", steps), "{src}");
        assert_eq!((t.span.start, t.span.end as usize), (0, src.len()), "{src}");
        let last = t.steps.last().expect("a step").span();
        assert_eq!(last.end as usize, src.len(), "{src}");
    }
}

#[test]
fn analysis_sees_each_constant_key_and_its_range() {
    let src = r#"m["a"][0].b.2"#;
    let parsed = parse(src);
    let expr = NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    };
    let traversals = expr.variables();
    assert_eq!(traversals.len(), 1);
    let steps: Vec<(String, (usize, usize))> = traversals[0]
        .0
        .iter()
        .map(|t| match t {
            Traverser::Root { name, range } => (name.clone(), (range.start.byte, range.end.byte)),
            Traverser::Attr { name, range } => {
                (format!(".{name}"), (range.start.byte, range.end.byte))
            }
            Traverser::Index { key, range } => {
                (format!("[{key:?}]"), (range.start.byte, range.end.byte))
            }
        })
        .collect();
    let want = [
        ("m".to_string(), (0, 1)),
        (format!("[{:?}]", Value::from("a")), (1, 6)),
        (format!("[{:?}]", Value::from(0)), (6, 9)),
        (".b".to_string(), (9, 11)),
        (format!("[{:?}]", Value::from(2)), (11, 13)),
    ];
    assert_eq!(steps, want);
}

#[test]
fn an_index_by_a_computed_key_spans_from_its_collection_to_its_bracket() {
    for src in [
        "a[k]", "a.b[k]", "(a)[k]", "f(x)[k]", "a [ k ]", "a[0][k]", "[1][k]",
    ] {
        let parsed = parse(src);
        let ExprView::Index(i) = parsed.value.view(parsed.tree()) else {
            panic!("{src}: an index")
        };
        assert_eq!(
            (i.span().start, i.span().end as usize),
            (0, src.len()),
            "{src}"
        );
        assert_eq!(i.span(), parsed.value.span(), "{src}");
        assert_eq!(i.bracket_span.end as usize, src.len(), "{src}");
    }
}
