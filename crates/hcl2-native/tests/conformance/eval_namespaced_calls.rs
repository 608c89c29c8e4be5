//! Namespaced function calls (`provider::test::echo(x)`), which hcl 2.14.1 cannot parse:
//! these expectations follow the current reference (hcl 2.20.0, PR #639) and were
//! written by hand from its `FunctionCallExpr.Value`, in the format of `eval_support`.

use std::collections::BTreeMap;

use hcl2_core::{EvalContext, Pos};
use hcl2_native::{evaluate, parse_expression};
use hcl2_value::{Function, Parameter, Type};

use crate::eval_support::{render_diagnostic, render_type, render_value};

fn echo() -> Function {
    Function::builder([Parameter::new("v", Type::Dynamic)])
        .returns_with(|args| Ok(args[0].ty().clone()))
        .build(|args, _| Ok(args[0].clone()))
}

/// Functions under two namespaces, one of them with a single one-letter function.
fn functions() -> BTreeMap<String, Function> {
    [
        "provider::test::echo",
        "provider::test::upper",
        "a::b",
        "plain",
    ]
    .into_iter()
    .map(|name| (name.to_owned(), echo()))
    .collect()
}

/// Evaluates `src` with [`functions`] (and no variables) and renders the outcome.
fn run(src: &str, with_functions: bool) -> (String, Vec<String>) {
    let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
    assert!(!parsed.diagnostics.has_errors(), "{:?}", parsed.diagnostics);
    let mut ctx = EvalContext::empty();
    ctx.variables = Some(BTreeMap::new());
    if with_functions {
        ctx.functions = Some(functions());
    }
    let (value, diags) = evaluate(&parsed.value, parsed.tree(), Some(&ctx));
    let result = format!("{} {}", render_type(value.ty()), render_value(&value));
    (result, diags.iter().map(render_diagnostic).collect())
}

#[track_caller]
fn check(src: &str, result: &str, diags: &[&str]) {
    assert_eq!(
        run(src, true),
        (
            result.to_owned(),
            diags.iter().map(|d| d.to_string()).collect()
        ),
        "{src}"
    );
}

#[test]
fn namespaced_functions_are_found_by_their_full_name() {
    check(r#"provider::test::echo("a")"#, r#"string "a""#, &[]);
    check(r#"a::b(1)"#, "number 1", &[]);
}

#[test]
fn an_unknown_name_in_a_known_namespace_names_the_namespace() {
    check(
        r#"provider::test::ech("a")"#,
        "dynamic ?",
        &[
            r#"error "Call to unknown function" "There is no function named \"ech\" in namespace provider::test::." subject=1,1,0-1,20,19 context=1,1,0-1,25,24"#,
        ],
    );
}

#[test]
fn a_namespace_without_functions_is_reported_as_such() {
    check(
        r#"provider::nope::echo("a")"#,
        "dynamic ?",
        &[
            r#"error "Call to unknown function" "There are no functions in namespace \"provider::nope::\"." subject=1,1,0-1,21,20 context=1,1,0-1,26,25"#,
        ],
    );
    // Only the innermost scope's functions count, and a `for` scope has none.
    check(
        r#"[for x in [1]: provider::test::echo(x)][0]"#,
        "number 1",
        &[],
    );
    check(
        r#"[for x in [1]: provider::test::ech(x)]"#,
        "tuple([dynamic]) [?]",
        &[
            r#"error "Call to unknown function" "There are no functions in namespace \"provider::test::\"." subject=1,16,15-1,35,34 context=1,16,15-1,38,37"#,
        ],
    );
}

#[test]
fn suggestions_compare_the_bare_name_with_qualified_names() {
    // The reference measures "aab" against "a::b" (two edits) and then puts the
    // namespace in front of the qualified name it found.
    check(
        r#"a::aab(1)"#,
        "dynamic ?",
        &[
            r#"error "Call to unknown function" "There is no function named \"aab\" in namespace a::. Did you mean a::a::b?" subject=1,1,0-1,7,6 context=1,1,0-1,10,9"#,
        ],
    );
}

#[test]
fn plain_names_are_not_matched_against_namespaced_ones() {
    check(
        r#"echo("a")"#,
        "dynamic ?",
        &[
            r#"error "Call to unknown function" "There is no function named \"echo\"." subject=1,1,0-1,5,4 context=1,1,0-1,10,9"#,
        ],
    );
}

#[test]
fn namespaced_calls_are_not_allowed_without_functions() {
    assert_eq!(
        run(r#"provider::test::echo("a")"#, false),
        (
            "dynamic ?".to_owned(),
            vec![r#"error "Function calls not allowed" "Functions may not be called here." subject=1,1,0-1,26,25 context=-"#.to_owned()]
        )
    );
}
