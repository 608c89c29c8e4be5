//! Type expressions against answers recorded from the reference (`tests/record/typeexpr`
//! over the sources of the reference's `ext/typeexpr` test tables and more), and
//! `Defaults::apply` and `convert` on the reference's test expectations.

mod common;

use std::sync::Arc;

use common::{error, value};
use hcl2_core::{Body, Diagnostics, EvalContext, Expression, Pos};
use hcl2_ext::typeexpr::{
    convert_function, exact_type, type_constraint, type_constraint_type, type_constraint_value,
    type_constraint_with_defaults, type_from_value, type_string, Defaults,
};
use hcl2_json::JsonBody;
use hcl2_native::{parse_expression, NativeExpression};
use hcl2_value::json::{type_to_json, value_to_json};
use hcl2_value::{Type, Value};
use serde_json::{json, Map, Value as Json};

fn defaults_json(d: &Defaults) -> Json {
    let mut out = Map::new();
    out.insert("type".into(), json!(d.ty().to_string()));
    if !d.values().is_empty() {
        let values: Map<String, Json> = d
            .values()
            .iter()
            .map(|(k, v)| {
                let text = format!(
                    "{} {}",
                    value_to_json(v, v.ty()).unwrap(),
                    type_to_json(v.ty()).unwrap()
                );
                (k.clone(), json!(text))
            })
            .collect();
        out.insert("values".into(), Json::Object(values));
    }
    if !d.children().is_empty() {
        let children: Map<String, Json> = d
            .children()
            .iter()
            .map(|(k, c)| (k.clone(), defaults_json(c)))
            .collect();
        out.insert("children".into(), Json::Object(children));
    }
    Json::Object(out)
}

fn diags_json(diags: &Diagnostics) -> Json {
    let r = |r: &Option<hcl2_core::Range>| r.as_ref().map(|r| r.to_string()).unwrap_or_default();
    Json::Array(
        diags
            .iter()
            .map(|d| {
                json!({"summary": d.summary, "detail": d.detail, "subject": r(&d.subject), "context": r(&d.context)})
            })
            .collect(),
    )
}

/// Our answer for one case, in the recorder's shape (the type only without errors:
/// the API gives no type then).
fn answer(mode: &str, expr: &dyn Expression) -> (Option<String>, Json, Json) {
    let read = match mode {
        "exact" => exact_type(expr).map(|t| (t, None)),
        "constraint" => type_constraint(expr).map(|t| (t, None)),
        _ => type_constraint_with_defaults(expr),
    };
    match read {
        Ok((ty, d)) => (
            Some(ty.to_string()),
            d.as_ref().map(defaults_json).unwrap_or(Json::Null),
            json!([]),
        ),
        Err(diags) => (None, Json::Null, diags_json(&diags)),
    }
}

#[test]
fn type_expressions_read_as_the_reference_reads_them() {
    let data = include_str!("data/typeexpr.jsonl");
    let mut checked = 0;
    for line in data.lines() {
        let case: Json = serde_json::from_str(line).unwrap();
        let (mode, syntax, src) = (
            case[0][0].as_str().unwrap(),
            case[0][1].as_str().unwrap(),
            case[0][2].as_str().unwrap(),
        );
        let want = &case[1];
        let (ty, defaults, diags) = if syntax == "json" {
            let parsed = hcl2_json::parse(src.as_bytes(), "t.json");
            let body = JsonBody::file(&parsed);
            let (attrs, _) = body.just_attributes();
            let attr = attrs.get("expr").expect("an expr attribute");
            answer(mode, attr.expr.as_ref())
        } else {
            let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            let expr = NativeExpression {
                expr: &parsed.value,
                file: parsed.tree(),
            };
            answer(mode, &expr)
        };
        let want_diags = &want["diags"];
        assert_eq!(&diags, want_diags, "{mode} {src}");
        if want_diags.as_array().is_some_and(Vec::is_empty) {
            assert_eq!(ty.as_deref(), want["type"].as_str(), "{mode} {src}");
            assert_eq!(&defaults, &want["defaults"], "{mode} {src}");
        }
        checked += 1;
    }
    assert_eq!(checked, 93);
}

fn constraint(src: &str) -> (Type, Option<Defaults>) {
    let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
    let expr = NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    };
    type_constraint_with_defaults(&expr).unwrap()
}

fn obj(attrs: &[(&str, Value)]) -> Value {
    Value::object(attrs.iter().cloned())
}

#[test]
fn defaults_fill_missing_and_null_attributes() {
    let (_, d) = constraint(r#"object({a = optional(string, "hello"), b = optional(number, 5)})"#);
    let d = d.unwrap();
    assert_eq!(
        d.apply(&obj(&[("a", Value::null(Type::String))])),
        obj(&[("a", Value::from("hello")), ("b", Value::from(5))])
    );
    assert_eq!(
        d.apply(&obj(&[("a", Value::from("x")), ("b", Value::from(1))])),
        obj(&[("a", Value::from("x")), ("b", Value::from(1))])
    );
}

#[test]
fn defaults_reach_into_collections_and_tuples() {
    let (_, d) = constraint(r#"list(object({a = string, b = optional(number, 5)}))"#);
    let given = Value::list([
        obj(&[("a", Value::from("x"))]),
        obj(&[("a", Value::from("y"))]),
    ])
    .unwrap();
    let want = Value::list([
        obj(&[("a", Value::from("x")), ("b", Value::from(5))]),
        obj(&[("a", Value::from("y")), ("b", Value::from(5))]),
    ])
    .unwrap();
    assert_eq!(d.unwrap().apply(&given), want);
    let (_, d) = constraint(r#"tuple([string, object({b = optional(bool, true)})])"#);
    let given = Value::tuple([Value::from("s"), Value::empty_object()]);
    let want = Value::tuple([Value::from("s"), obj(&[("b", Value::from(true))])]);
    assert_eq!(d.unwrap().apply(&given), want);
}

#[test]
fn defaults_leave_unknowns_and_keep_marks() {
    let (_, d) = constraint(r#"object({a = optional(string, "hello")})"#);
    let d = d.unwrap();
    let unknown = Value::unknown(Type::object([("a", Type::String)]));
    assert_eq!(d.apply(&unknown), unknown);
    let marked = Value::empty_object().mark("secret");
    // Recorded from the reference: the filled attribute is read through the marked
    // object, so it carries the marks as well.
    let got = d.apply(&marked);
    assert_eq!(
        got,
        obj(&[("a", Value::from("hello").mark("secret"))]).mark("secret")
    );
    // A null object gets the defaults; a map given defaults becomes an object.
    let null = Value::null(Type::empty_object());
    assert_eq!(d.apply(&null), obj(&[("a", Value::from("hello"))]));
    let map = Value::map([("b", Value::from("x"))]).unwrap();
    assert_eq!(
        d.apply(&map),
        obj(&[("a", Value::from("hello")), ("b", Value::from("x"))])
    );
}

#[test]
fn type_strings_print_types_as_type_expressions_without_optional_markers() {
    let cases = [
        (Type::String, "string"),
        (Type::Dynamic, "any"),
        (Type::list(Type::Bool), "list(bool)"),
        (Type::set(Type::map(Type::Number)), "set(map(number))"),
        (
            Type::tuple([Type::String, Type::Bool]),
            "tuple([string,bool])",
        ),
        (
            Type::object_with_optional([("b", Type::String), ("a b", Type::Number)], ["b"]),
            "object({\"a b\"=number,b=string})",
        ),
    ];
    for (ty, want) in cases {
        assert_eq!(type_string(&ty).as_deref(), Some(want));
    }
    assert_eq!(type_string(&type_constraint_type()), None);
}

#[test]
fn type_constraint_values_hold_types_and_compare_by_them() {
    let a = type_constraint_value(Type::list(Type::String));
    assert_eq!(type_from_value(&a), Some(Type::list(Type::String)));
    assert_eq!(a, type_constraint_value(Type::list(Type::String)));
    assert_ne!(a, type_constraint_value(Type::String));
    assert_eq!(type_from_value(&Value::from(1)), None);
}

fn convert_ctx() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    ctx.set_function("convert", convert_function());
    ctx
}

#[test]
fn convert_converts_to_the_written_type() {
    let ctx = convert_ctx();
    assert_eq!(value("convert(1, string)", &ctx), Value::from("1"));
    assert_eq!(
        value(r#"convert(["a", "b"], set(string))"#, &ctx),
        Value::set(["a", "b"].map(Value::from)).unwrap()
    );
    assert_eq!(
        value("convert(null, string)", &ctx),
        Value::null(Type::String)
    );
    let mut vars = convert_ctx();
    vars.set_variable("u", Value::unknown(Type::Number));
    vars.set_variable("s", Value::from(2).mark("sensitive"));
    assert_eq!(
        value("convert(u, string)", &vars),
        Value::unknown(Type::String)
    );
    assert_eq!(
        value("convert(s, string)", &vars),
        Value::from("2").mark("sensitive")
    );
}

#[test]
fn convert_reports_bad_values_and_bad_types_as_the_reference_does() {
    let ctx = convert_ctx();
    assert_eq!(
        error("convert(\"a\", number)", Some(&ctx)),
        "test.hcl:1,10-11: Invalid function argument; Invalid value for \"value\" parameter: a number is required."
    );
    // The reference converts twice (for the result type, then to that type, which has
    // lost the optional markers), so a missing optional attribute fails; so do we.
    assert_eq!(
        error("convert({a = 1}, object({a = string, b = optional(number)}))", Some(&ctx)),
        "test.hcl:1,9-10: Invalid function argument; Invalid value for \"value\" parameter: attribute \"b\" is required."
    );
    // Both arguments are read before either's errors stop the call.
    let (_, diags) = common::eval("convert(nope, nope2)", Some(&ctx));
    let all: Vec<String> = diags.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        all,
        [
            "test.hcl:1,9-13: Unknown variable; There is no variable named \"nope\".",
            "test.hcl:1,15-20: Invalid type specification; The keyword \"nope2\" is not a valid type specification."
        ]
    );
    assert_eq!(
        value("convert([1], list(string))", &ctx),
        Value::list([Value::from("1")]).unwrap()
    );
    assert_eq!(
        error("convert(1, string, 2)", Some(&ctx)),
        "test.hcl:1,20-21: Too many function arguments; Function \"convert\" expects only 2 argument(s)."
    );
    assert_eq!(
        error("convert(1, nope)", Some(&ctx)),
        "test.hcl:1,12-16: Invalid type specification; The keyword \"nope\" is not a valid type specification."
    );
}

#[test]
fn shared_expressions_work_too() {
    // A type expression behind an Arc'd trait object reads the same.
    let parsed = parse_expression(b"map(string)", "t.hcl", Pos::START);
    let expr: Arc<dyn Expression + '_> = Arc::new(NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    });
    assert_eq!(exact_type(expr.as_ref()).unwrap(), Type::map(Type::String));
}
