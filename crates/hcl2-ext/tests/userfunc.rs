//! `function` blocks: the reference's `ext/userfunc` test table, and messages recorded
//! from the reference.

use hcl2_core::{Diagnostics, EvalContext, Expression, Pos};
use hcl2_ext::userfunc::decode_user_functions;
use hcl2_native::{parse_config, parse_expression, NativeExpression};
use hcl2_value::{Type, Value};

/// One case of the reference's table: definitions, call, base scope, result and
/// number of diagnostics.
type Case = (
    &'static str,
    &'static str,
    fn() -> EvalContext<'static>,
    Value,
    usize,
);

/// Defines the functions of `src` (scope: `base`), then evaluates `expr` with them and
/// `vars`; the value and every diagnostic of both steps.
fn run(
    src: &str,
    expr: &str,
    base: fn() -> EvalContext<'static>,
    vars: &[(&str, Value)],
) -> (Value, Diagnostics) {
    let config = parse_config(src.as_bytes(), "config", Pos::START);
    let body = config.body();
    let (functions, _, mut diags) = decode_user_functions(&body, "function", base);
    let mut ctx = EvalContext::empty();
    ctx.functions = Some(functions);
    for (name, v) in vars {
        ctx.set_variable(*name, v.clone());
    }
    let parsed = parse_expression(expr.as_bytes(), "testexpr", Pos::START);
    let e = NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    };
    let (value, found) = e.value(Some(&ctx));
    diags.extend(found);
    (value, diags)
}

const GREET: &str = "function \"greet\" {\n  params = [name]\n  result = \"Hello, ${name}.\"\n}\n";
const ADD: &str = "function \"add\" {\n  params = [a, b]\n  result = a + b\n}\n";

#[test]
fn the_reference_table() {
    let cases: [Case; 9] = [
        (GREET, "greet(\"Ermintrude\")", EvalContext::empty, Value::from("Hello, Ermintrude."), 0),
        (GREET, "greet()", EvalContext::empty, Value::dynamic(), 1),
        (GREET, "greet(\"Ermintrude\", \"extra\")", EvalContext::empty, Value::dynamic(), 1),
        (ADD, "add(1, 5)", EvalContext::empty, Value::from(6), 0),
        (
            "function \"argstuple\" {\n  params = []\n  variadic_param = args\n  result = args\n}\n",
            "argstuple(\"a\", true, 1)",
            EvalContext::empty,
            Value::tuple([Value::from("a"), Value::from(true), Value::from(1)]),
            0,
        ),
        ("function \"missing_var\" {\n  params = []\n  result = nonexist\n}\n", "missing_var()", EvalContext::empty, Value::dynamic(), 1),
        (
            "function \"closure\" {\n  params = []\n  result = upvalue\n}\n",
            "closure()",
            || {
                let mut ctx = EvalContext::empty();
                ctx.set_variable("upvalue", Value::from(true));
                ctx
            },
            Value::from(true),
            0,
        ),
        (
            "function \"neg\" {\n  params = [val]\n  result = -val\n}\nfunction \"add\" {\n  params = [a, b]\n  result = a + b\n}\n",
            "neg(add(1, 3))",
            EvalContext::empty,
            Value::from(-4),
            0,
        ),
        ("function \"neg\" {\n  parrams = [val]\n  result = -val\n}\n", "null", EvalContext::empty, Value::null(Type::Dynamic), 2),
    ];
    for (src, expr, base, want, count) in cases {
        let (got, diags) = run(src, expr, base, &[]);
        assert_eq!(got, want, "{expr}");
        assert_eq!(diags.len(), count, "{expr}: {diags:?}");
    }
}

/// Messages and values recorded from the reference.
#[test]
fn errors_and_special_values_as_the_reference_gives_them() {
    let src = "function \"missing_var\" {\n  params = []\n  result = nonexist\n}\nfunction \"bad\" {\n  params = [\"a\"]\n  result = 1\n}\nfunction \"badv\" {\n  params = []\n  variadic_param = 1\n  result = 1\n}\nfunction \"id\" {\n  params = [x]\n  result = x\n}\n";
    let vars = [
        ("u", Value::unknown(Type::String)),
        ("s", Value::from("x").mark("sensitive")),
    ];
    let lines = |expr: &str| {
        let (v, diags) = run(src, expr, EvalContext::empty, &vars);
        (v, diags.iter().map(|d| d.to_string()).collect::<Vec<_>>())
    };
    let (_, diags) = lines("missing_var()");
    assert_eq!(
        diags,
        [
            "config:6,13-16: Invalid param element; Each parameter name must be an identifier.",
            "config:11,20-21: Invalid variadic_param; The variadic parameter name must be an identifier.",
            "testexpr:1,1-13: Error in function call; Call to function \"missing_var\" failed: config:3,12-20: Unknown variable; There is no variable named \"nonexist\".."
        ]
    );
    assert_eq!(
        lines("id(null)").1[2],
        "testexpr:1,4-8: Invalid function argument; Invalid value for \"x\" parameter: argument must not be null."
    );
    assert_eq!(lines("id(u)").0, Value::unknown(Type::String));
    assert_eq!(lines("id(s)").0, Value::from("x").mark("sensitive"));
}

#[test]
fn functions_defined_in_json_work_too() {
    let src = r#"{"function": {"twice": {"params": ["x"], "result": "${x * 2}"}}}"#;
    let parsed = hcl2_json::parse(src.as_bytes(), "f.json");
    let body = hcl2_json::JsonBody::file(&parsed);
    let (functions, _, diags) = decode_user_functions(&body, "function", EvalContext::empty);
    assert!(!diags.has_errors(), "{diags}");
    drop(parsed);
    // The functions outlive the parse they came from.
    assert_eq!(
        functions["twice"].call(&[Value::from(4)]).unwrap(),
        Value::from(8)
    );
}

#[test]
fn a_heredoc_result_is_kept_beyond_the_parse() {
    let src = "function \"greet\" {\n  params = [who]\n  result = <<EOT\nHello, ${who}!\nEOT\n}\n";
    let (value, diags) = run(src, "greet(\"web\")", EvalContext::empty, &[]);
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(value, Value::from("Hello, web!\n"));
}
