//! A big text keeps its dense expressions as their text (issue 29), and they answer
//! exactly as the stored ones a small text keeps: the same values, the same
//! references, the same static analyses. Each case here is written once in a small
//! text and many times in a tuple (and an object, and a call, and as attributes) of a
//! text past 64 KiB, where it is kept as text.

use hcl2_core::{Body, EvalContext, Expression, Pos, Traversal};
use hcl2_native::{parse_config, parse_expression, NativeExpression};
use hcl2_value::Value;

/// Expressions of every kind the parser would store.
const CASES: &[&str] = &[
    "x + 1",
    "!b",
    "b ? x : 2",
    "(x)",
    "-x",
    "xs.*.y",
    "xs[*].y",
    "m[k]",
    "m[\"key\"]",
    "xs[0].y",
    "var.a.b.c",
    "upper(k)",
    "max([x, 2, 3]...)",
    "[for v in xs : v.y if v.y > 1]",
    "{for i, v in xs : v.y => i}",
    "\"${k}-${x}\"",
    "\"a%{if b}b%{endif}\"",
    "<<EOT\n  ${k}\nEOT\n",
    "<<-EOT\n    ${x + 1}\n  EOT\n",
    "{a = x + 1, (k) = 2, \"q\" = [x, y]}",
    "[x + 1, [y, !b]]",
    "1.5 * x",
    "x == 1 && b || false",
    "try(nope, 3)",
    "f(x)[0]",
    "\"${[for v in xs : v.y][0]}\"",
];

fn context() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    for (name, function) in hcl2_stdlib::functions() {
        ctx.set_function(name, function);
    }
    ctx.set_variable("x", Value::from(2));
    ctx.set_variable("y", Value::from("why"));
    ctx.set_variable("b", Value::bool(true));
    ctx.set_variable("k", Value::from("key"));
    let item = |y: i64| Value::object([("y", Value::from(y))]);
    ctx.set_variable("xs", Value::tuple([item(1), item(2), item(3)]));
    ctx.set_variable("m", Value::object([("key", Value::from(7))]));
    ctx
}

/// The names of `traversals`' roots, in order.
fn roots(traversals: &[Traversal]) -> Vec<String> {
    traversals
        .iter()
        .map(|t| t.root_name().unwrap_or("").to_owned())
        .collect()
}

/// Each case as a small text parses into stored nodes: its value, its references'
/// names and its analyses' answers.
fn small(case: &str, ctx: &EvalContext<'_>) -> (Value, Vec<String>, String) {
    let src = format!("[{case}]");
    let parsed = parse_expression(src.as_bytes(), "small.hcl", Pos::START);
    assert!(
        !parsed.diagnostics.has_errors(),
        "{case}: {}",
        parsed.diagnostics
    );
    let expr = NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    };
    let elems = expr.as_list().expect("a tuple");
    let elem = &elems[0];
    (
        elem.value(Some(ctx)).0,
        roots(&elem.variables()),
        format!(
            "{:?} {:?}",
            elem.form(),
            elem.as_list().map(|l| l.len()).ok()
        ),
    )
}

#[test]
fn a_tuple_of_every_kind_kept_as_text_answers_as_the_stored_one() {
    let ctx = context();
    let wanted: Vec<_> = CASES.iter().map(|c| small(c, &ctx)).collect();
    let elems: Vec<&str> = CASES
        .iter()
        .copied()
        .cycle()
        .take(CASES.len() * 200)
        .collect();
    let src = format!("a = [\n{}\n]\n", elems.join(",\n"));
    assert!(src.len() > 64 * 1024, "{} bytes", src.len());
    let parsed = parse_config(src.as_bytes(), "big.hcl", Pos::START);
    assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
    let body = parsed.body();
    let (attrs, diags) = body.just_attributes();
    assert!(diags.is_empty(), "{diags}");
    let a = &attrs["a"].expr;
    let list = a.as_list().expect("a tuple");
    assert_eq!(list.len(), elems.len());
    let value = a.value(Some(&ctx)).0;
    let values: Vec<Value> = value
        .elements()
        .expect("a tuple")
        .into_iter()
        .map(|(_, v)| v)
        .collect();
    for (i, elem) in list.iter().enumerate() {
        let (want, want_roots, want_analyses) = &wanted[i % CASES.len()];
        let case = CASES[i % CASES.len()];
        assert_eq!(&values[i], want, "{case}");
        assert_eq!(&elem.value(Some(&ctx)).0, want, "{case}");
        assert_eq!(&roots(&elem.variables()), want_roots, "{case}");
        let analyses = format!(
            "{:?} {:?}",
            elem.form(),
            elem.as_list().map(|l| l.len()).ok()
        );
        assert_eq!(&analyses, want_analyses, "{case}");
    }
    let once: Vec<String> = wanted.iter().flat_map(|(_, r, _)| r.clone()).collect();
    let all_roots: Vec<String> = (0..200).flat_map(|_| once.clone()).collect();
    assert_eq!(roots(&a.variables()), all_roots);
}

#[test]
fn attributes_kept_as_text_answer_as_the_stored_ones() {
    let ctx = context();
    let mut src = String::new();
    let mut starts = Vec::new();
    for i in 0..6_000 {
        let case = CASES[i % CASES.len()];
        src.push_str(&format!("a{i} = "));
        starts.push(src.len());
        src.push_str(&format!("{case}\n"));
    }
    assert!(src.len() > 64 * 1024);
    let parsed = parse_config(src.as_bytes(), "big.hcl", Pos::START);
    assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
    let body = parsed.body();
    let (attrs, diags) = body.just_attributes();
    assert!(diags.is_empty(), "{diags}");
    for i in 0..6_000 {
        let case = CASES[i % CASES.len()];
        // The same expression as a small text's attribute.
        let one = parse_config(format!("a = {case}\n").as_bytes(), "small.hcl", Pos::START);
        let one_body = one.body();
        let (small, _) = one_body.just_attributes();
        let want = small["a"].expr.value(Some(&ctx)).0;
        let expr = &attrs[format!("a{i}").as_str()].expr;
        assert_eq!(expr.value(Some(&ctx)).0, want, "{case}");
        assert_eq!(
            roots(&expr.variables()),
            roots(&small["a"].expr.variables()),
            "{case}"
        );
        assert_eq!(expr.range().start.byte, starts[i], "{case}");
    }
}

#[test]
fn a_big_text_with_invalid_bytes_keeps_nothing_as_text() {
    // An invalid byte reads as a space in the text but ends the token before it: an
    // element kept as text would read on past it (found by fuzzing: `[5<E12\xff/ T3`).
    let mut src = b"a = [".to_vec();
    for _ in 0..20_000 {
        src.extend_from_slice(b"x + 1, ");
    }
    src.extend_from_slice(b"5<E12\xff/ x / 2]\n");
    let parsed = parse_config(&src, "big.hcl", Pos::START);
    assert!(parsed.diagnostics.has_errors());
    let body = parsed.body();
    let (attrs, _) = body.just_attributes();
    // The last element is `5<E12`, as the parser read it: `/ x / 2` is not part of it.
    let names = roots(&attrs["a"].expr.variables());
    assert_eq!(names.len(), 20_001);
    assert_eq!(names.last().map(String::as_str), Some("E12"));
}

#[test]
fn the_options_say_from_what_length_expressions_are_kept_as_text() {
    use hcl2_core::ParseOptions;
    use hcl2_native::ast::ExprView;
    let first = |src: &str, options: &ParseOptions| {
        let parsed = hcl2_native::parse_config_with(src.as_bytes(), "t.hcl", Pos::START, options);
        let tree = parsed.tree();
        let attr = parsed.value.attributes(tree).next();
        let kept = matches!(attr.map(|a| a.expr.view(tree)), Some(ExprView::Deferred(_)));
        kept
    };
    let small = "a = x + 1\n";
    let big = format!("a = x + 1\n{}", "# padding\n".repeat(10_000));
    // A debug build run with this variable defers in every parse (as CI runs the tests
    // a second time).
    let every = cfg!(debug_assertions)
        && std::env::var_os("HCL2_DEFER_EVERY_EXPRESSION").is_some_and(|v| v != "0");
    assert_eq!(first(small, &ParseOptions::new()), every);
    assert!(first(&big, &ParseOptions::new()));
    assert_eq!(
        first(&big, &ParseOptions::new().defer_from(usize::MAX)),
        every
    );
    assert!(first(small, &ParseOptions::new().defer_from(0)));
}
