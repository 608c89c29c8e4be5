//! Shared fixture for the `eval_*` integration tests: the evaluation contexts the
//! expectations were recorded in, and the rendering that results are compared in.
//!
//! The expectations in the `eval_*` files were produced by a throwaway Go program that
//! parsed each expression with hcl 2.14.1 (`hclsyntax.ParseExpression`, file `t.hcl`,
//! starting at line 1, column 1, byte 0), evaluated it with `Expression.Value` in the
//! context named by the case's mode, and printed the result and diagnostics in the
//! format of [`render_value`] and [`render_diagnostic`]. Its variables were those of
//! [`variables`] and its functions go-cty's `stdlib` (`upper`, `strlen`, `min`,
//! `coalesce`, `join`) plus small test functions, which [`functions`] mirrors.
//! Cases that follow a newer reference on purpose say so where they are written.

#![allow(dead_code)]

use std::collections::BTreeMap;

use hcl2_core::{Diagnostic, EvalContext, Pos, Range};
use hcl2_native::{evaluate, parse_expression};
use hcl2_value::strings::{go_quote, grapheme_len};
use hcl2_value::{convert, unify_unsafe};
use hcl2_value::{Error, Function, Number, Parameter, Type, Value};

/// The variables every context with variables offers.
pub fn variables() -> BTreeMap<String, Value> {
    let s = |v: Value| v.mark("sensitive");
    let str = |v: &str| Value::string(v);
    let num = |v: i64| Value::from(v);
    let list = |vs: Vec<Value>| Value::list(vs).expect("one element type");
    let set = |vs: Vec<Value>| Value::set(vs).expect("one element type");
    let object = |attrs: Vec<(&str, Value)>| Value::object(attrs);
    let obj_ty = || Type::object([("name", Type::String), ("v", Type::Number)]);
    let named = |name: &str, v: i64| object(vec![("name", str(name)), ("v", num(v))]);
    let ids = |ids: &[i64]| list(ids.iter().map(|&i| object(vec![("id", num(i))])).collect());
    let vars: Vec<(&str, Value)> = vec![
        ("str", str("hello")),
        ("str_num", str("12")),
        ("str_bool", str("true")),
        ("empty_str", str("")),
        ("num", num(42)),
        (
            "frac",
            Value::number(Number::from_f64(1.5).expect("finite")),
        ),
        ("zero", num(0)),
        ("neg", num(-3)),
        ("inf", Value::number(Number::infinity(false))),
        ("t", Value::from(true)),
        ("f", Value::from(false)),
        ("null_str", Value::null(Type::String)),
        ("null_num", Value::null(Type::Number)),
        ("null_bool", Value::null(Type::Bool)),
        ("null_dyn", Value::null(Type::Dynamic)),
        ("null_list", Value::null(Type::list(Type::String))),
        ("null_map", Value::null(Type::map(Type::String))),
        ("null_set", Value::null(Type::set(Type::String))),
        (
            "null_tuple",
            Value::null(Type::tuple([Type::String, Type::Number])),
        ),
        ("null_obj", Value::null(obj_ty())),
        ("unk_str", Value::unknown(Type::String)),
        ("unk_num", Value::unknown(Type::Number)),
        ("unk_bool", Value::unknown(Type::Bool)),
        ("unk", Value::dynamic()),
        ("unk_list", Value::unknown(Type::list(Type::String))),
        ("unk_map", Value::unknown(Type::map(Type::String))),
        ("unk_set", Value::unknown(Type::set(Type::String))),
        (
            "unk_tuple",
            Value::unknown(Type::tuple([Type::String, Type::Number])),
        ),
        ("unk_obj", Value::unknown(obj_ty())),
        ("unk_objs", Value::unknown(Type::list(obj_ty()))),
        ("secret", s(str("hunter2"))),
        ("secret_num", s(num(7))),
        ("secret_t", s(Value::from(true))),
        ("secret_f", s(Value::from(false))),
        ("secret_unk", s(Value::unknown(Type::String))),
        ("secret_null", s(Value::null(Type::String))),
        ("secret_unk_obj", s(Value::unknown(obj_ty()))),
        (
            "secret_unk_list",
            s(Value::unknown(Type::list(Type::String))),
        ),
        ("secret_unk_map", s(Value::unknown(Type::map(Type::String)))),
        ("secret_dyn", s(Value::dynamic())),
        ("secret_list", s(list(vec![str("a"), str("b")]))),
        (
            "secret_map",
            s(Value::map([("k", str("v"))]).expect("one element type")),
        ),
        ("secret_obj", s(named("n", 1))),
        ("secret_objs", s(list(vec![named("n", 1)]))),
        ("secret_key", s(str("name"))),
        ("secret_idx", s(num(1))),
        ("marked_elems", list(vec![str("a"), s(str("b"))])),
        ("list", list(vec![str("a"), str("b"), str("c")])),
        ("nums", list(vec![num(3), num(1), num(2)])),
        ("empty_list", Value::empty_list(Type::String)),
        (
            "list_with_null",
            list(vec![str("a"), Value::null(Type::String)]),
        ),
        (
            "list_with_unk",
            list(vec![str("a"), Value::unknown(Type::String)]),
        ),
        (
            "lists",
            list(vec![list(vec![str("a"), str("b")]), list(vec![str("c")])]),
        ),
        ("set", set(vec![str("b"), str("a"), str("c")])),
        ("num_set", set(vec![num(10), num(2), num(-1)])),
        ("empty_set", Value::empty_set(Type::String)),
        (
            "map",
            Value::map([("b", num(2)), ("a", num(1))]).expect("one element type"),
        ),
        ("empty_map", Value::empty_map(Type::Number)),
        ("tuple", Value::tuple([str("a"), num(1), Value::from(true)])),
        ("empty_tuple", Value::empty_tuple()),
        (
            "obj",
            object(vec![
                ("name", str("x")),
                ("age", num(3)),
                ("tags", list(vec![str("a"), str("b")])),
                (
                    "nested",
                    object(vec![("deep", object(vec![("v", num(1))]))]),
                ),
                ("nothing", Value::null(Type::String)),
                ("10", str("ten")),
            ]),
        ),
        ("empty_obj", Value::empty_object()),
        ("objs", list(vec![named("a", 1), named("b", 2)])),
        (
            "objs_with_null",
            list(vec![named("a", 1), Value::null(obj_ty())]),
        ),
        ("obj_set", set(vec![named("b", 2), named("a", 1)])),
        (
            "obj_tuple",
            Value::tuple([
                object(vec![("name", str("a"))]),
                object(vec![("name", num(5)), ("extra", Value::from(true))]),
            ]),
        ),
        (
            "obj_map",
            Value::map([("x", named("a", 1)), ("y", named("b", 2))]).expect("one element type"),
        ),
        (
            "nested_lists",
            list(vec![
                object(vec![("items", ids(&[1, 2]))]),
                object(vec![("items", ids(&[3]))]),
            ]),
        ),
        (
            "strs_with_null",
            list(vec![str("x"), Value::null(Type::String)]),
        ),
    ];
    vars.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
}

fn string_param(name: &str) -> Parameter {
    Parameter::new(name, Type::String).allow_dynamic_type()
}

fn bool_fn(param: Parameter, test: fn(&Value) -> bool) -> Function {
    Function::builder([param])
        .returns(Type::Bool)
        .build(move |args, _| Ok(Value::bool(test(&args[0]))))
}

/// The functions every context with functions offers: go-cty's `upper`, `strlen`,
/// `min`, `coalesce` and `join`, and test functions with particular behaviours.
pub fn functions() -> BTreeMap<String, Function> {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_owned();
    let upper = Function::builder([string_param("str")])
        .returns(Type::String)
        .build(move |args, _| Ok(Value::string(text(&args[0]).to_uppercase())));
    let strlen = Function::builder([string_param("str")])
        .returns(Type::Number)
        .build(move |args, _| Ok(Value::from(grapheme_len(&text(&args[0])) as i64)));
    let min = Function::builder([])
        .variadic(Parameter::new("numbers", Type::Number).allow_dynamic_type())
        .returns(Type::Number)
        .build(|args, _| {
            let mut best = Value::number(Number::infinity(false));
            if args.is_empty() {
                return Err(Error::new("must pass at least one number"));
            }
            for n in args {
                if n.less_than(&best)?.as_bool() == Some(true) {
                    best = n.clone();
                }
            }
            Ok(best)
        });
    let coalesce = Function::builder([])
        .variadic(
            Parameter::new("vals", Type::Dynamic)
                .allow_unknown()
                .allow_dynamic_type()
                .allow_null(),
        )
        .returns_with(|args| {
            let types: Vec<Type> = args.iter().map(|a| a.ty().clone()).collect();
            unify_unsafe(&types).ok_or_else(|| Error::new("all arguments must have the same type"))
        })
        .build(|args, ret| {
            for arg in args {
                if !arg.is_known() {
                    return Ok(Value::unknown(ret.clone()));
                }
                if !arg.is_null() {
                    return convert(arg, ret);
                }
            }
            Err(Error::new("no non-null arguments"))
        });
    let join = Function::builder([Parameter::new("separator", Type::String)])
        .variadic(Parameter::new("lists", Type::list(Type::String)))
        .returns(Type::String)
        .build(move |args, _| {
            let (sep, lists) = args.split_first().expect("one positional parameter");
            if lists.is_empty() {
                return Err(Error::new("at least one list is required"));
            }
            if lists.iter().any(|l| !l.is_wholly_known()) {
                return Ok(Value::unknown(Type::String));
            }
            let mut items = Vec::new();
            for (ai, list) in lists.iter().enumerate() {
                for (ei, v) in list.as_slice().unwrap_or_default().iter().enumerate() {
                    if v.is_null() {
                        let message = if lists.len() > 1 {
                            format!(
                                "element {ei} of list {} is null; cannot concatenate null values",
                                ai + 1
                            )
                        } else {
                            format!("element {ei} is null; cannot concatenate null values")
                        };
                        return Err(Error::arg(ai + 1, message));
                    }
                    items.push(text(v));
                }
            }
            Ok(Value::string(items.join(&text(sep))))
        });
    let fail = Function::builder([])
        .returns(Type::String)
        .build(|_, _| Err(Error::new("something broke")));
    let argfail = Function::builder([Parameter::new("a", Type::String)])
        .returns(Type::String)
        .build(|_, _| Err(Error::arg(0, "bad argument")));
    let wrongidx = Function::builder([Parameter::new("a", Type::String)])
        .returns(Type::String)
        .build(|_, _| Err(Error::arg(3, "out of range")));
    let varidx = Function::builder([])
        .variadic(Parameter::new("rest", Type::String))
        .returns(Type::String)
        .build(|args, _| Err(Error::arg(args.len(), "no more")));
    let any = |name: &str| Parameter::new(name, Type::Dynamic);
    let count = Function::builder([Parameter::new("nums", Type::list(Type::Number))])
        .returns(Type::Number)
        .build(|args, _| Ok(Value::from(args[0].length_int().unwrap_or(0) as i64)));
    let pair = Function::builder([
        Parameter::new("key", Type::String),
        Parameter::new("value", Type::Number),
    ])
    .returns(Type::String)
    .build(move |args, _| {
        let n = args[1]
            .as_number()
            .map(Number::to_string)
            .unwrap_or_default();
        Ok(Value::string(format!("{}={n}", text(&args[0]))))
    });
    let echo = Function::builder([any("v")])
        .returns_with(|args| Ok(args[0].ty().clone()))
        .build(|args, _| Ok(args[0].clone()));
    let fns: Vec<(&str, Function)> = vec![
        ("upper", upper),
        ("strlen", strlen),
        ("min", min),
        ("coalesce", coalesce),
        ("join", join),
        ("fail", fail),
        ("argfail", argfail),
        ("wrongidx", wrongidx),
        ("varidx", varidx),
        (
            "isnull",
            bool_fn(any("v").allow_null().allow_dynamic_type(), Value::is_null),
        ),
        (
            "isknown",
            bool_fn(
                any("v").allow_unknown().allow_dynamic_type().allow_null(),
                Value::is_known,
            ),
        ),
        (
            "ismarked",
            bool_fn(
                any("v").allow_marked().allow_dynamic_type(),
                Value::is_marked,
            ),
        ),
        ("count", count),
        ("pair", pair),
        ("echo", echo),
    ];
    fns.into_iter().map(|(k, f)| (k.to_owned(), f)).collect()
}

/// The context of a mode: `none` (no context at all), `empty` (neither table),
/// `novars` (functions only), `nofuncs` (variables only), `full`, and `child` (a child
/// of `full` defining `local` and shadowing `str`).
pub fn with_context<R>(mode: &str, f: impl FnOnce(Option<&EvalContext<'_>>) -> R) -> R {
    let context = |variables: bool, functions_too: bool| {
        let mut ctx = EvalContext::empty();
        if variables {
            ctx.variables = Some(self::variables());
        }
        if functions_too {
            ctx.functions = Some(functions());
        }
        ctx
    };
    match mode {
        "none" => f(None),
        "empty" => f(Some(&context(false, false))),
        "novars" => f(Some(&context(false, true))),
        "nofuncs" => f(Some(&context(true, false))),
        "full" => f(Some(&context(true, true))),
        "child" => {
            let parent = context(true, true);
            let mut child = parent.child();
            child
                .set_variable("local", Value::string("inner"))
                .set_variable("str", Value::string("shadowed"));
            f(Some(&child))
        }
        other => panic!("unknown mode {other}"),
    }
}

/// A type as the expectations write it: `list(string)`, `object({"a"=number})`,
/// `tuple([string,bool])`, `dynamic`.
pub fn render_type(ty: &Type) -> String {
    match ty {
        Type::Bool => "bool".into(),
        Type::Number => "number".into(),
        Type::String => "string".into(),
        Type::Dynamic => "dynamic".into(),
        Type::List(e) => format!("list({})", render_type(e)),
        Type::Map(e) => format!("map({})", render_type(e)),
        Type::Set(e) => format!("set({})", render_type(e)),
        Type::Object(o) => {
            let attrs: Vec<String> = o
                .attributes()
                .iter()
                .map(|(k, t)| format!("{}={}", go_quote(k), render_type(t)))
                .collect();
            format!("object({{{}}})", attrs.join(","))
        }
        Type::Tuple(es) => {
            let es: Vec<String> = es.iter().map(render_type).collect();
            format!("tuple([{}])", es.join(","))
        }
        Type::Capsule(_) => "capsule".into(),
    }
}

/// A value as the expectations write it: `?` unknown, `null`, Go-quoted strings,
/// numbers in shortest form, `[…]` for sequences, `{"k": …}` for maps and objects, and
/// `@[mark,…]` after anything marked.
pub fn render_value(v: &Value) -> String {
    let mut out = if !v.is_known() {
        "?".to_owned()
    } else if v.is_null() {
        "null".to_owned()
    } else if let Some(b) = v.as_bool() {
        b.to_string()
    } else if let Some(n) = v.as_number() {
        n.to_string()
    } else if let Some(s) = v.as_str() {
        go_quote(s)
    } else if let Some(es) = v.as_slice() {
        let es: Vec<String> = es.iter().map(render_value).collect();
        format!("[{}]", es.join(", "))
    } else if let Some(m) = v.as_map() {
        let es: Vec<String> = m
            .iter()
            .map(|(k, e)| format!("{}: {}", go_quote(k), render_value(e)))
            .collect();
        format!("{{{}}}", es.join(", "))
    } else {
        "?value".to_owned()
    };
    if v.is_marked() {
        let marks: Vec<&str> = v.marks().iter().map(|m| m.name()).collect();
        out.push_str(&format!("@[{}]", marks.join(",")));
    }
    out
}

fn render_range(r: &Option<Range>) -> String {
    match r {
        Some(r) => format!(
            "{},{},{}-{},{},{}",
            r.start.line, r.start.column, r.start.byte, r.end.line, r.end.column, r.end.byte
        ),
        None => "-".into(),
    }
}

/// A diagnostic as the expectations write it:
/// `error "Summary" "Detail" subject=l,c,b-l,c,b context=-`.
pub fn render_diagnostic(d: &Diagnostic) -> String {
    format!(
        "{} {} {} subject={} context={}",
        if d.is_error() { "error" } else { "warning" },
        go_quote(&d.summary),
        go_quote(&d.detail),
        render_range(&d.subject),
        render_range(&d.context)
    )
}

/// Evaluates `src` in the context of `mode`: the rendered `type value` and diagnostics.
pub fn run(mode: &str, src: &str) -> (String, Vec<String>) {
    let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
    assert!(
        !parsed.diagnostics.has_errors(),
        "{src:?} does not parse: {:?}",
        parsed.diagnostics
    );
    let (value, diags) = with_context(mode, |ctx| evaluate(&parsed.value, parsed.tree(), ctx));
    let result = format!("{} {}", render_type(value.ty()), render_value(&value));
    (result, diags.iter().map(render_diagnostic).collect())
}

/// One expectation: the mode, the expression, the rendered result and diagnostics.
pub type Case<'a> = (&'a str, &'a str, &'a str, &'a [&'a str]);

/// Checks every case, reporting all mismatches at once.
#[track_caller]
pub fn check(cases: &[Case<'_>]) {
    let mut failures = Vec::new();
    for &(mode, src, result, diags) in cases {
        let (got_result, got_diags) = run(mode, src);
        if got_result != result || got_diags != diags {
            failures.push(format!(
                "[{mode}] {src}\n  want: {result} {diags:#?}\n  got:  {got_result} {got_diags:#?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
