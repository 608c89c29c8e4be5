//! Runs bodies and expressions as the reference oracle did and renders the results in its
//! line format, so that each test compares the two outputs line for line.
//!
//! The oracle (a throwaway Go program over hcl 2.14.1, `/tmp/json-body-oracle/main.go`
//! during development) parsed each file with `json.Parse` (or `hclsyntax.ParseConfig`
//! for `.hcl` files; several files merged with `hcl.MergeFiles`) and each standalone
//! expression with `json.ParseExpression` (file `t.json`), applied the same operations
//! and printed: parse diagnostics; for each operation its attributes sorted by name (the
//! reference returns a map), its blocks in order, its missing-item range, its
//! diagnostics in order and what remains of a partial take; for each evaluation mode the
//! value, its type and diagnostics; the variables referred to; and for standalone
//! expressions every static analysis.
#![allow(dead_code)]

use std::collections::BTreeMap;

use hcl2_core::{Body, BodySchema, Diagnostics, EvalContext, Expression, Range, Severity};
use hcl2_core::{MergedBody, Pos, Traversal, Traverser};
use hcl2_json::analysis::static_map;
use hcl2_json::analysis::{abs_traversal, keyword, rel_traversal, static_call, static_list};
use hcl2_json::{parse, parse_expression, JsonBody, JsonExpression};
use hcl2_value::strings::go_quote;
use hcl2_value::{Type, Value};

/// One operation on a body, and what to do with what it returns.
pub struct Op {
    kind: &'static str,
    schema: BodySchema,
    /// Evaluation modes for every attribute returned.
    modes: &'static [&'static str],
    /// Applied to the body of every block returned.
    nested: Vec<Op>,
    /// Applied to the remaining body of a partial take.
    then: Vec<Op>,
}

/// A schema of attributes `(name, required)` and blocks `(type, labels)`.
pub fn schema(attrs: &[(&str, bool)], blocks: &[(&str, &[&str])]) -> BodySchema {
    let mut s = BodySchema::new();
    for (name, required) in attrs {
        s = s.attribute(*name, *required);
    }
    for (ty, labels) in blocks {
        s = s.block(*ty, labels.iter().copied());
    }
    s
}

fn op(kind: &'static str, schema: BodySchema) -> Op {
    Op {
        kind,
        schema,
        modes: &[],
        nested: Vec::new(),
        then: Vec::new(),
    }
}

/// `Body::content` with a schema.
pub fn content(attrs: &[(&str, bool)], blocks: &[(&str, &[&str])]) -> Op {
    op("content", schema(attrs, blocks))
}

/// `Body::partial_content` with a schema.
pub fn partial(attrs: &[(&str, bool)], blocks: &[(&str, &[&str])]) -> Op {
    op("partial", schema(attrs, blocks))
}

/// `Body::just_attributes`.
pub fn attrs() -> Op {
    op("attrs", BodySchema::new())
}

/// `Body::missing_item_range`.
pub fn missing() -> Op {
    op("missing", BodySchema::new())
}

impl Op {
    /// Operations on every block's body.
    pub fn nested(mut self, ops: Vec<Op>) -> Op {
        self.nested = ops;
        self
    }
    /// Operations on the remaining body.
    pub fn then(mut self, ops: Vec<Op>) -> Op {
        self.then = ops;
        self
    }
    /// Evaluates every attribute in these modes.
    pub fn eval(mut self, modes: &'static [&'static str]) -> Op {
        self.modes = modes;
        self
    }
}

/// The oracle's variables for the `full` mode.
fn variables() -> BTreeMap<String, Value> {
    let s = |v: &str| Value::string(v);
    [
        ("a", Value::from(1)),
        ("b", Value::from(2)),
        ("name", s("world")),
        ("flag", Value::from(true)),
        ("nothing", Value::null(Type::String)),
        ("unk_str", Value::unknown(Type::String)),
        ("unk", Value::dynamic()),
        ("secret", s("hunter2").mark("sensitive")),
        ("list", Value::list([s("x"), s("y")]).expect("strings")),
        ("obj", Value::object([("k", s("v")), ("n", Value::from(5))])),
        ("var", Value::object([("region", s("eu-west-1"))])),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v))
    .collect()
}

/// Runs `f` with the context of an oracle mode: `nil` (none), `empty` (no tables),
/// `bare` (empty tables), `full` (the oracle's variables and functions).
pub fn with_context<R>(mode: &str, f: impl FnOnce(Option<&EvalContext<'_>>) -> R) -> R {
    match mode {
        "nil" => f(None),
        "empty" => f(Some(&EvalContext::empty())),
        "bare" => f(Some(&EvalContext::new())),
        "full" => {
            let mut ctx = EvalContext::new();
            ctx.variables = Some(variables());
            ctx.set_function("upper", hcl2_stdlib::upper())
                .set_function("strlen", hcl2_stdlib::strlen())
                .set_function("min", hcl2_stdlib::min());
            f(Some(&ctx))
        }
        other => panic!("unknown mode {other}"),
    }
}

/// A range as the oracle prints it: `file:b0-b1(l0:c0-l1:c1)`.
pub fn r(g: &Range) -> String {
    format!(
        "{}:{}-{}({}:{}-{}:{})",
        g.filename,
        g.start.byte,
        g.end.byte,
        g.start.line,
        g.start.column,
        g.end.line,
        g.end.column
    )
}

/// Each diagnostic on a line: `SEVERITY "summary" | "detail" @ subject ctx=context`.
pub fn diags(out: &mut Vec<String>, ind: &str, ds: &Diagnostics) {
    for d in ds {
        let severity = match d.severity {
            Severity::Error => "ERROR",
            Severity::Warning => "WARNING",
        };
        let subject = d.subject.as_ref().map_or("-".to_string(), r);
        let context = d
            .context
            .as_ref()
            .map_or(String::new(), |c| format!(" ctx={}", r(c)));
        out.push(format!(
            "{ind}{severity} {} | {} @ {subject}{context}",
            go_quote(&d.summary),
            go_quote(&d.detail)
        ));
    }
}

/// A type as the oracle prints it (object attributes sorted, names quoted).
pub fn render_type(ty: &Type) -> String {
    match ty {
        Type::Bool => "bool".into(),
        Type::Number => "number".into(),
        Type::String => "string".into(),
        Type::Dynamic => "dynamic".into(),
        Type::List(e) => format!("list({})", render_type(e)),
        Type::Map(e) => format!("map({})", render_type(e)),
        Type::Set(e) => format!("set({})", render_type(e)),
        Type::Tuple(es) => {
            let es: Vec<String> = es.iter().map(render_type).collect();
            format!("tuple([{}])", es.join(","))
        }
        Type::Object(o) => {
            let attrs: Vec<String> = o
                .attributes()
                .iter()
                .map(|(k, t)| format!("{}={}", go_quote(k), render_type(t)))
                .collect();
            format!("object({{{}}})", attrs.join(","))
        }
        other => format!("?type {other:?}"),
    }
}

/// A value as the oracle prints it: `?` for unknown, `null`, numbers in plain decimal,
/// quoted strings, `[...]` and `{"k": v}`, marks as `@[name,...]`.
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

/// A traversal's steps with their ranges.
pub fn render_traversal(t: &Traversal) -> String {
    let steps: Vec<String> = t
        .0
        .iter()
        .map(|s| match s {
            Traverser::Root { name, range } => format!("root {} {}", go_quote(name), r(range)),
            Traverser::Attr { name, range } => format!("attr {} {}", go_quote(name), r(range)),
            Traverser::Index { key, range } => format!("index {} {}", render_value(key), r(range)),
        })
        .collect();
    format!("[{}]", steps.join(", "))
}

/// Evaluates `expr` in each mode, then lists its variables (when there were modes).
pub fn evaluations(out: &mut Vec<String>, ind: &str, expr: &dyn Expression, modes: &[&str]) {
    for mode in modes {
        let (v, ds) = with_context(mode, |ctx| expr.value(ctx));
        out.push(format!(
            "{ind}VALUE {mode} {} : {}",
            render_value(&v),
            render_type(v.ty())
        ));
        diags(out, &format!("{ind}  "), &ds);
    }
    if !modes.is_empty() {
        for t in expr.variables() {
            out.push(format!("{ind}VAR {}", render_traversal(&t)));
        }
    }
}

fn attributes(out: &mut Vec<String>, ind: &str, attrs: &hcl2_core::Attributes<'_>, modes: &[&str]) {
    let mut names: Vec<&String> = attrs.keys().collect();
    names.sort();
    for n in names {
        let a = &attrs[n];
        out.push(format!(
            "{ind}ATTR {} range={} name={} expr={} start={}",
            go_quote(n),
            r(&a.range),
            r(&a.name_range),
            r(&a.expr.range()),
            r(&a.expr.start_range())
        ));
        evaluations(out, &format!("{ind}  "), a.expr.as_ref(), modes);
    }
}

/// Applies `ops` to `body`, rendering every result.
pub fn run(out: &mut Vec<String>, ind: &str, body: &dyn Body, ops: &[Op]) {
    for op in ops {
        out.push(format!("{ind}{}", op.kind.to_uppercase()));
        let inner = format!("{ind}  ");
        match op.kind {
            "attrs" => {
                let (attrs, ds) = body.just_attributes();
                attributes(out, &inner, &attrs, op.modes);
                diags(out, &inner, &ds);
            }
            "missing" => out.push(format!("{inner}MISSING {}", r(&body.missing_item_range()))),
            _ => {
                let (content, remain, ds) = if op.kind == "content" {
                    let (c, d) = body.content(&op.schema);
                    (c, None, d)
                } else {
                    let (c, rest, d) = body.partial_content(&op.schema);
                    (c, Some(rest), d)
                };
                attributes(out, &inner, &content.attributes, op.modes);
                for b in &content.blocks {
                    let labels: Vec<String> = b.labels.iter().map(|l| go_quote(l)).collect();
                    let ranges: Vec<String> = b.label_ranges.iter().map(r).collect();
                    out.push(format!(
                        "{inner}BLOCK {} [{}] def={} type={} labels=[{}] missing={}",
                        b.type_name,
                        labels.join(" "),
                        r(&b.def_range),
                        r(&b.type_range),
                        ranges.join(" "),
                        r(&b.body.missing_item_range())
                    ));
                    run(out, &format!("{inner}  "), b.body.as_ref(), &op.nested);
                }
                out.push(format!("{inner}MISSING {}", r(&content.missing_item_range)));
                diags(out, &inner, &ds);
                if let Some(rest) = remain {
                    out.push(format!(
                        "{inner}REMAIN missing={}",
                        r(&rest.missing_item_range())
                    ));
                    run(out, &format!("{inner}  "), rest.as_ref(), &op.then);
                }
            }
        }
    }
}

/// Parses `files` (`.json` with this crate, anything else with the native parser),
/// applies `ops` to the file's body (or to all of them merged) and compares the
/// rendering with `want`.
pub fn check_body(files: &[(&str, &str)], ops: Vec<Op>, want: &[&str]) {
    compare(&body_lines(files, ops), want, &format!("{files:?}"));
}

/// The rendering of `ops` applied to the body of `files` (see [`check_body`]).
pub fn body_lines(files: &[(&str, &str)], ops: Vec<Op>) -> Vec<String> {
    let json: Vec<_> = files
        .iter()
        .filter(|(name, _)| name.ends_with(".json"))
        .map(|(name, src)| (*name, parse(src.as_bytes(), name)))
        .collect();
    let native: Vec<_> = files
        .iter()
        .filter(|(name, _)| !name.ends_with(".json"))
        .map(|(name, src)| {
            (
                *name,
                hcl2_native::parse_config(src.as_bytes(), name, Pos::START),
            )
        })
        .collect();
    let mut out = Vec::new();
    let mut bodies: Vec<Box<dyn Body + '_>> = Vec::new();
    for (name, _) in files {
        if let Some((_, p)) = json.iter().find(|(n, _)| n == name) {
            diags(&mut out, "PARSE ", &p.diagnostics);
            bodies.push(Box::new(JsonBody::file(p)));
        } else if let Some((_, p)) = native.iter().find(|(n, _)| n == name) {
            diags(&mut out, "PARSE ", &p.diagnostics);
            bodies.push(Box::new(p.body()));
        }
    }
    if bodies.len() == 1 {
        run(&mut out, "", bodies[0].as_ref(), &ops);
    } else {
        let merged = MergedBody::new(bodies);
        run(&mut out, "", &merged, &ops);
    }
    out
}

/// Parses `src` as a standalone JSON expression (file `t.json`), evaluates it in each
/// mode, runs every static analysis and compares the rendering with `want`.
pub fn check_expr(src: &str, modes: &[&str], want: &[&str]) {
    compare(&expr_lines(src, modes), want, src);
}

/// The rendering of the standalone expression `src` (see [`check_expr`]).
pub fn expr_lines(src: &str, modes: &[&str]) -> Vec<String> {
    let parsed = parse_expression(src.as_bytes(), "t.json");
    let expr = JsonExpression::new(parsed.value, &parsed.tree);
    let mut out = Vec::new();
    diags(&mut out, "PARSE ", &parsed.diagnostics);
    evaluations(&mut out, "", &expr, modes);
    out.push(format!(
        "RANGE {} START {}",
        r(&expr.range()),
        r(&expr.start_range())
    ));
    match static_list(&expr) {
        Ok(list) => {
            out.push(format!("LIST {}", list.len()));
            for e in list {
                out.push(format!(
                    "  ELEM {} start={}",
                    r(&e.range()),
                    r(&e.start_range())
                ));
            }
        }
        Err(ds) => {
            out.push("LIST error".into());
            diags(&mut out, "  ", &ds);
        }
    }
    match static_map(&expr) {
        Ok(map) => {
            out.push(format!("MAP {}", map.len()));
            for (k, v) in map {
                out.push(format!(
                    "  KEY {} {} start={} VALUE {}",
                    render_value(&k.value(None).0),
                    r(&k.range()),
                    r(&k.start_range()),
                    r(&v.range())
                ));
            }
        }
        Err(ds) => {
            out.push("MAP error".into());
            diags(&mut out, "  ", &ds);
        }
    }
    match static_call(&expr) {
        Ok(call) => {
            let args: Vec<String> = call.args().iter().map(|a| r(&a.range())).collect();
            out.push(format!(
                "CALL {} name={} args=[{}] argsrange={}",
                go_quote(call.name()),
                r(call.name_range()),
                args.join(" "),
                r(call.args_range())
            ));
        }
        Err(ds) => {
            out.push("CALL error".into());
            diags(&mut out, "  ", &ds);
        }
    }
    for (label, result) in [("ABS", abs_traversal(&expr)), ("REL", rel_traversal(&expr))] {
        match result {
            Ok(t) => out.push(format!("{label} {}", render_traversal(&t))),
            Err(ds) => {
                out.push(format!("{label} error"));
                diags(&mut out, "  ", &ds);
            }
        }
    }
    out.push(format!(
        "KEYWORD {}",
        go_quote(&keyword(&expr).unwrap_or_default())
    ));
    out
}

/// Asserts the lines are equal, showing the first difference.
pub fn compare(got: &[String], want: &[&str], what: &str) {
    let first = got
        .iter()
        .map(String::as_str)
        .zip(want.iter().copied())
        .position(|(g, w)| g != w);
    if first.is_none() && got.len() == want.len() {
        return;
    }
    panic!(
        "{what}: outputs differ at line {}\n got: {:#?}\nwant: {:#?}",
        first.unwrap_or(got.len().min(want.len())),
        got,
        want
    );
}
