//! The fixed evaluation context of the differential tests, and the canonical JSON of an
//! evaluation result.
//!
//! One definition, shared by the hcl2-native integration tests
//! (`#[path = "common/eval_fixture.rs"] mod eval_fixture;`) and by `cargo xtask
//! differential` (`#[path = "../../crates/hcl2-native/tests/common/eval_fixture.rs"]`),
//! which compares it with the reference's results. The reference's side is the Go
//! oracle (`xtask/oracle/fixture.go` mirrors [`variables`] and [`functions`];
//! `xtask/oracle/eval.go` prints the same JSON): keep the three in step. The harness
//! checks every variable by name on both sides before each run.
//!
//! The canonical result of one case is
//!
//! ```text
//! {"parse": [diagnostic...],
//!  "result": null | {"type": <type JSON>, "value": <node>, "diagnostics": [diagnostic...]}}
//! ```
//!
//! `result` is null when parsing reported an error (a syntax tree built during error
//! recovery is never evaluated). A diagnostic is `{"severity", "summary", "detail",
//! "subject", "context"}` with ranges `{"start": pos, "end": pos}` and positions
//! `{"line", "column", "byte"}`. A value node is: `null` for a null value,
//! `{"unknown": true}` for an unknown one, the value's own JSON encoding for a known
//! primitive (`{"number": "+Inf"}` / `{"number": "-Inf"}` for the infinities), an array
//! of element nodes for lists, sets and tuples, an object of nodes for maps and objects,
//! and `{"marks": [names...], "value": node}` around any value that carries marks itself.
//! The type JSON comes first, so nodes need no type tags.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fmt::Write as _;

use hcl2_core::{Diagnostics, EvalContext, Pos, Range, Severity};
use hcl2_value::{json, Function, Number, Type, Value};

/// The mark on the fixture's secret values.
pub const SENSITIVE: &str = "sensitive";

/// The functions of the full context: these hcl2-stdlib functions under the reference's
/// names, and `core::upper` (`upper` under a namespaced name). A function hcl2-stdlib
/// gains joins the fixture only when it is added here and to the Go mirror.
pub const FUNCTION_NAMES: [&str; 19] = [
    "abs",
    "coalesce",
    "concat",
    "core::upper",
    "hasindex",
    "int",
    "join",
    "jsondecode",
    "jsonencode",
    "keys",
    "length",
    "lower",
    "max",
    "min",
    "reverse",
    "strlen",
    "substr",
    "upper",
    "values",
];

/// What a case's source is parsed as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A standalone expression (`ParseExpression`).
    Expr,
    /// A standalone template (`ParseTemplate`).
    Template,
}

impl Kind {
    /// The name used in case files and oracle requests.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Expr => "expr",
            Kind::Template => "template",
        }
    }

    /// The kind a case file names.
    pub fn from_name(name: &str) -> Option<Kind> {
        match name {
            "expr" => Some(Kind::Expr),
            "template" => Some(Kind::Template),
            _ => None,
        }
    }
}

/// The three evaluation modes of the expression-evaluation spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContextMode {
    /// No context at all: variables and function calls are not allowed.
    None,
    /// A context without variable or function tables.
    Empty,
    /// The fixture's variables and functions.
    Full,
}

impl ContextMode {
    /// The name used in case files and oracle requests.
    pub fn name(self) -> &'static str {
        match self {
            ContextMode::None => "none",
            ContextMode::Empty => "empty",
            ContextMode::Full => "full",
        }
    }

    /// The mode a case file names.
    pub fn from_name(name: &str) -> Option<ContextMode> {
        match name {
            "none" => Some(ContextMode::None),
            "empty" => Some(ContextMode::Empty),
            "full" => Some(ContextMode::Full),
            _ => None,
        }
    }
}

fn num(text: &str) -> Value {
    Value::number(Number::parse(text).expect("fixture number"))
}

fn list(elements: Vec<Value>) -> Value {
    Value::list(elements).expect("fixture list")
}

fn obj(attrs: Vec<(&str, Value)>) -> Value {
    Value::object(attrs)
}

fn object_type(attrs: Vec<(&str, Type)>) -> Type {
    Type::object(attrs)
}

/// The variables of the full context: every kind of value evaluation must handle.
pub fn variables() -> BTreeMap<String, Value> {
    let s = Value::string;
    let vars: Vec<(&str, Value)> = vec![
        // Strings, including ones that convert to numbers and bools, and text that
        // Unicode normalization changes (`e` + combining acute becomes `é`).
        ("str", s("hello")),
        ("ustr", s("Grüße, 世界! Cafe\u{301} 👍🏽")),
        ("empty", s("")),
        ("numstr", s("42")),
        ("boolstr", s("true")),
        ("spaces", s("  padded  ")),
        ("my-var", s("dash")),
        ("naïve", s("unicode name")),
        // Numbers: integers, exact fractions, more digits than a float holds.
        ("int", Value::from(42)),
        ("neg", Value::from(-7)),
        ("frac", num("3.25")),
        ("pi", num("3.14159265358979323846264338327950288")),
        ("big", num("123456789012345678901234567890")),
        ("tiny", num("0.000000000000000000000000000001")),
        ("zero", Value::from(0)),
        ("yes", Value::from(true)),
        ("no", Value::from(false)),
        // Nulls of several types.
        ("null_str", Value::null(Type::String)),
        ("null_num", Value::null(Type::Number)),
        ("null_bool", Value::null(Type::Bool)),
        ("null_list", Value::null(Type::list(Type::String))),
        (
            "null_obj",
            Value::null(object_type(vec![("name", Type::String)])),
        ),
        ("null_any", Value::null(Type::Dynamic)),
        // Unknowns of several types, and the dynamic unknown.
        ("unk_str", Value::unknown(Type::String)),
        ("unk_num", Value::unknown(Type::Number)),
        ("unk_bool", Value::unknown(Type::Bool)),
        ("unk_list", Value::unknown(Type::list(Type::String))),
        ("unk_map", Value::unknown(Type::map(Type::Number))),
        (
            "unk_obj",
            Value::unknown(object_type(vec![
                ("name", Type::String),
                ("id", Type::Number),
            ])),
        ),
        (
            "unk_tuple",
            Value::unknown(Type::tuple([Type::String, Type::Number])),
        ),
        ("unk", Value::dynamic()),
        // Marked values, and structures with a marked element.
        ("secret", s("hunter2").mark(SENSITIVE)),
        ("secret_num", Value::from(7).mark(SENSITIVE)),
        ("secret_bool", Value::from(true).mark(SENSITIVE)),
        ("secret_list", list(vec![s("x"), s("y")]).mark(SENSITIVE)),
        (
            "creds",
            obj(vec![
                ("user", s("admin")),
                ("password", s("p4ss").mark(SENSITIVE)),
            ]),
        ),
        ("marked_elems", list(vec![s("a"), s("b").mark(SENSITIVE)])),
        // Collections and structures.
        ("list", list(vec![s("a"), s("b"), s("c")])),
        (
            "nums",
            list(vec![Value::from(1), Value::from(2), num("3.5")]),
        ),
        ("empty_list", Value::empty_list(Type::String)),
        ("list_unk", list(vec![s("a"), Value::unknown(Type::String)])),
        (
            "nested_lists",
            list(vec![
                list(vec![Value::from(1), Value::from(2)]),
                list(vec![Value::from(3)]),
            ]),
        ),
        (
            "set",
            Value::set(vec![s("b"), s("a"), s("c")]).expect("fixture set"),
        ),
        (
            "numset",
            Value::set(vec![Value::from(3), Value::from(1), Value::from(2)]).expect("fixture set"),
        ),
        (
            "map",
            Value::map(vec![
                ("a", s("x")),
                ("b", s("y")),
                ("key with space", s("z")),
            ])
            .expect("fixture map"),
        ),
        (
            "nmap",
            Value::map(vec![("one", Value::from(1)), ("two", Value::from(2))])
                .expect("fixture map"),
        ),
        ("empty_map", Value::empty_map(Type::String)),
        (
            "tup",
            Value::tuple(vec![
                s("a"),
                Value::from(1),
                Value::from(true),
                Value::null(Type::Dynamic),
            ]),
        ),
        ("empty_tup", Value::empty_tuple()),
        (
            "obj",
            obj(vec![
                ("name", s("web")),
                ("port", Value::from(8080)),
                ("enabled", Value::from(true)),
                ("tags", list(vec![s("x"), s("y")])),
                (
                    "meta",
                    Value::map(vec![("env", s("prod"))]).expect("fixture map"),
                ),
                (
                    "nested",
                    obj(vec![(
                        "deep",
                        obj(vec![("value", s("found")), ("n", Value::from(1))]),
                    )]),
                ),
            ]),
        ),
        ("empty_obj", Value::empty_object()),
        (
            "objs",
            list(vec![
                obj(vec![("name", s("a")), ("id", Value::from(1))]),
                obj(vec![("name", s("b")), ("id", Value::from(2))]),
            ]),
        ),
        (
            "sparse",
            list(vec![
                obj(vec![("name", s("a"))]),
                obj(vec![("name", Value::null(Type::String))]),
            ]),
        ),
        (
            "mixed",
            Value::tuple(vec![
                obj(vec![("name", s("a")), ("v", Value::from(1))]),
                obj(vec![("name", s("b")), ("v", s("two"))]),
            ]),
        ),
        (
            "var",
            obj(vec![
                ("region", s("us-east-1")),
                ("count", Value::from(3)),
                ("zones", list(vec![s("a"), s("b")])),
                ("enabled", Value::from(false)),
            ]),
        ),
    ];
    vars.into_iter()
        .map(|(name, value)| (name.to_string(), value))
        .collect()
}

/// The functions of the full context, by [`FUNCTION_NAMES`].
pub fn functions() -> BTreeMap<String, Function> {
    let stdlib = hcl2_stdlib::functions();
    FUNCTION_NAMES
        .iter()
        .map(|&name| {
            let plain = name.rsplit("::").next().unwrap_or(name);
            let function = stdlib
                .get(plain)
                .unwrap_or_else(|| panic!("hcl2-stdlib has no function {plain}"))
                .clone();
            (name.to_string(), function)
        })
        .collect()
}

/// The full context: [`variables`] and [`functions`].
pub fn full_context() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    ctx.variables = Some(variables());
    ctx.functions = Some(functions());
    ctx
}

/// Parses and evaluates one case and returns its canonical JSON (see the module
/// documentation). `full` is the context of [`ContextMode::Full`] (built once by the
/// caller, normally with [`full_context`]).
pub fn evaluate_case(src: &str, kind: Kind, mode: ContextMode, full: &EvalContext<'_>) -> String {
    let empty = EvalContext::empty();
    let ctx = match mode {
        ContextMode::None => None,
        ContextMode::Empty => Some(&empty),
        ContextMode::Full => Some(full),
    };
    let (parse, result) = match kind {
        Kind::Expr => {
            let parsed = hcl2_native::parse_expression(src.as_bytes(), "case.hcl", Pos::START);
            let result = (!parsed.diagnostics.has_errors())
                .then(|| hcl2_native::evaluate(&parsed.value, parsed.tree(), ctx));
            (parsed.diagnostics, result)
        }
        Kind::Template => {
            let parsed = hcl2_native::parse_template(src.as_bytes(), "case.hcl", Pos::START);
            let result = (!parsed.diagnostics.has_errors())
                .then(|| hcl2_native::evaluate_template(&parsed.value, parsed.tree(), ctx));
            (parsed.diagnostics, result)
        }
    };
    let mut out = String::from("{\"parse\":");
    write_diagnostics(&mut out, &parse);
    out.push_str(",\"result\":");
    match result {
        None => out.push_str("null"),
        Some((value, diags)) => {
            out.push_str("{\"type\":");
            write_type(&mut out, value.ty());
            out.push_str(",\"value\":");
            write_value(&mut out, &value);
            out.push_str(",\"diagnostics\":");
            write_diagnostics(&mut out, &diags);
            out.push('}');
        }
    }
    out.push('}');
    out
}

/// The canonical JSON of a value on its own (a node, as in the module documentation).
pub fn value_node(value: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, value);
    out
}

fn write_type(out: &mut String, ty: &Type) {
    match json::type_to_json(ty) {
        Ok(text) => out.push_str(&text),
        Err(e) => {
            out.push_str("{\"unencodable\":");
            write_str(out, &e.to_string());
            out.push('}');
        }
    }
}

fn write_value(out: &mut String, value: &Value) {
    let marks = value.marks();
    if !marks.is_empty() {
        let mut names: Vec<&str> = marks.iter().map(|m| m.name()).collect();
        names.sort_unstable();
        out.push_str("{\"marks\":[");
        for (i, name) in names.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_str(out, name);
        }
        out.push_str("],\"value\":");
        write_unmarked(out, value);
        out.push('}');
    } else {
        write_unmarked(out, value);
    }
}

/// A value's node without its own marks (nested values keep theirs).
fn write_unmarked(out: &mut String, value: &Value) {
    if !value.is_known() {
        out.push_str("{\"unknown\":true}");
        return;
    }
    if value.is_null() {
        out.push_str("null");
        return;
    }
    if let Some(n) = value.as_number() {
        if n.is_infinite() {
            let sign = if n.signum() < 0 { "-" } else { "+" };
            let _ = write!(out, "{{\"number\":\"{sign}Inf\"}}");
            return;
        }
    }
    let ty = value.ty();
    if ty.is_primitive() {
        let (plain, _) = value.clone().unmark();
        match json::value_to_json(&plain, ty) {
            Ok(text) => out.push_str(&text),
            Err(e) => {
                out.push_str("{\"unencodable\":");
                write_str(out, &e.to_string());
                out.push('}');
            }
        }
        return;
    }
    if let Some(elements) = value.as_slice() {
        out.push('[');
        for (i, e) in elements.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_value(out, e);
        }
        out.push(']');
        return;
    }
    if let Some(attrs) = value.as_map() {
        out.push('{');
        for (i, (k, v)) in attrs.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_str(out, k);
            out.push(':');
            write_value(out, v);
        }
        out.push('}');
        return;
    }
    out.push_str("{\"unencodable\":");
    write_str(out, &ty.friendly_name());
    out.push('}');
}

fn write_diagnostics(out: &mut String, diags: &Diagnostics) {
    out.push('[');
    for (i, d) in diags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"severity\":");
        write_str(
            out,
            match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            },
        );
        out.push_str(",\"summary\":");
        write_str(out, &d.summary);
        out.push_str(",\"detail\":");
        write_str(out, &d.detail);
        out.push_str(",\"subject\":");
        write_range(out, d.subject.as_ref());
        out.push_str(",\"context\":");
        write_range(out, d.context.as_ref());
        out.push('}');
    }
    out.push(']');
}

fn write_range(out: &mut String, range: Option<&Range>) {
    let Some(r) = range else {
        out.push_str("null");
        return;
    };
    let pos = |p: &Pos| {
        format!(
            "{{\"line\":{},\"column\":{},\"byte\":{}}}",
            p.line, p.column, p.byte
        )
    };
    let _ = write!(
        out,
        "{{\"start\":{},\"end\":{}}}",
        pos(&r.start),
        pos(&r.end)
    );
}

/// A JSON string literal.
fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
