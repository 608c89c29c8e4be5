//! The evaluation context and the value notation of the Go oracle that recorded the
//! expected results (`/tmp/tmpl-oracle/eval/main.go` during development: hcl v2.14.1
//! with go-cty v1.12.1, evaluating with the same variables as [`context`]).
//!
//! Shared by the template crate's tests and the native syntax's template tests.
#![allow(dead_code)]

use hcl2_core::{Diagnostics, EvalContext};
use hcl2_value::{json, strings::go_quote, Number, Type, Value};

fn s(v: &str) -> Value {
    Value::string(v)
}

fn list(vs: impl IntoIterator<Item = Value>) -> Value {
    Value::list(vs).expect("list elements share a type")
}

/// The oracle's variables (each kind of value, null, unknown and marked), and no
/// function table (so function calls are "not allowed", as in the oracle).
pub fn context() -> EvalContext<'static> {
    let sensitive = |v: Value| v.mark("sensitive");
    let mut ctx = EvalContext::empty();
    let vars: Vec<(&str, Value)> = vec![
        ("str", s("hello")),
        ("num", Value::from(42)),
        ("frac", Value::number(Number::parse("1.5").expect("number"))),
        ("yes", Value::bool(true)),
        ("no", Value::bool(false)),
        ("strtrue", s("true")),
        ("strno", s("no")),
        ("nullstr", Value::null(Type::String)),
        ("nulldyn", Value::null(Type::Dynamic)),
        ("nullbool", Value::null(Type::Bool)),
        ("nulllist", Value::null(Type::list(Type::String))),
        ("unkstr", Value::unknown(Type::String)),
        ("unkdyn", Value::dynamic()),
        ("unknum", Value::unknown(Type::Number)),
        ("unkbool", Value::unknown(Type::Bool)),
        ("unklist", Value::unknown(Type::list(Type::String))),
        ("secret", sensitive(s("s3cr3t"))),
        ("secretnum", sensitive(Value::from(5))),
        ("secretbool", sensitive(Value::bool(true))),
        ("secretno", sensitive(Value::bool(false))),
        ("secretubool", sensitive(Value::unknown(Type::Bool))),
        ("secretstrue", sensitive(s("true"))),
        ("othermark", s("o").mark("other")),
        ("secretunk", sensitive(Value::unknown(Type::String))),
        ("secretnull", sensitive(Value::null(Type::String))),
        ("secretlist", sensitive(list([s("a"), s("b")]))),
        (
            "secretulist",
            sensitive(Value::unknown(Type::list(Type::String))),
        ),
        ("list", list([s("a"), s("b"), s("c")])),
        ("emptylist", Value::empty_list(Type::String)),
        ("nums", list([Value::from(1), Value::from(2)])),
        (
            "tuple",
            Value::tuple([s("x"), Value::from(1), Value::bool(true)]),
        ),
        (
            "map",
            Value::map([("k2", s("v2")), ("k1", s("v1"))]).expect("map"),
        ),
        ("obj", Value::object([("b", Value::from(2)), ("a", s("A"))])),
        ("set", Value::set([s("z"), s("y")]).expect("set")),
        ("markedelems", list([s("a"), sensitive(s("b"))])),
        ("unkelems", list([s("a"), Value::unknown(Type::String)])),
        ("nullelems", list([s("a"), Value::null(Type::String)])),
        ("listoflists", Value::tuple([list([s("a")]), s("b")])),
        (
            "tuplemixed",
            Value::tuple([
                s("a"),
                Value::empty_list(Type::String),
                Value::null(Type::String),
                Value::unknown(Type::Number),
                Value::from(7),
            ]),
        ),
    ];
    for (name, value) in vars {
        ctx.set_variable(name, value);
    }
    ctx
}

/// A value in the oracle's notation: `?` unknown, `null`, Go-quoted strings, numbers as
/// shortest decimals, `[a, b]` sequences, `{k=v}` maps and objects, and `@mark,...`
/// after a marked value.
pub fn show(v: &Value) -> String {
    let marks: Vec<&str> = v.marks().iter().map(|m| m.name()).collect();
    let suffix = if marks.is_empty() {
        String::new()
    } else {
        format!("@{}", marks.join(","))
    };
    let body = if !v.is_known() {
        "?".to_string()
    } else if v.is_null() {
        "null".to_string()
    } else if let Some(b) = v.as_bool() {
        b.to_string()
    } else if let Some(n) = v.as_number() {
        n.to_string()
    } else if let Some(t) = v.as_str() {
        go_quote(t)
    } else if let Some(es) = v.as_slice() {
        let es: Vec<String> = es.iter().map(show).collect();
        format!("[{}]", es.join(", "))
    } else if let Some(m) = v.as_map() {
        let es: Vec<String> = m.iter().map(|(k, e)| format!("{k}={}", show(e))).collect();
        format!("{{{}}}", es.join(", "))
    } else {
        "??".to_string()
    };
    body + &suffix
}

fn range(r: &hcl2_core::Range) -> String {
    format!(
        "{}-{}({}:{}-{}:{})",
        r.start.byte, r.end.byte, r.start.line, r.start.column, r.end.line, r.end.column
    )
}

/// An evaluation result as the oracle prints it: `VAL <type JSON> <value>`, then each
/// diagnostic as `DIAG "summary" | "detail" @ subject ctx=context`.
pub fn describe(value: &Value, diags: &Diagnostics) -> Vec<String> {
    let ty = json::type_to_json(value.ty()).expect("type JSON");
    let mut out = vec![format!("VAL {ty} {}", show(value))];
    for d in diags {
        let subject = d.subject.as_ref().map_or("-".to_string(), range);
        let context = d
            .context
            .as_ref()
            .map_or(String::new(), |c| format!(" ctx={}", range(c)));
        out.push(format!(
            "DIAG {} | {} @ {subject}{context}",
            go_quote(&d.summary),
            go_quote(&d.detail)
        ));
    }
    out
}
