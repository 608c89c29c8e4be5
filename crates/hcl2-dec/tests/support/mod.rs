//! Running hcl2-dec on the reference cases (tests/cases/*.txt) the way the reference's
//! `hcldec` tool runs, and rendering the results as the recording harness
//! (tests/reference_harness/main.go) renders the reference's.

use std::collections::BTreeMap;

use hcl2_core::{
    Body, Diagnostic, Diagnostics, EvalContext, MergedBody, Pos, Range, Severity, Traversal,
    Traverser,
};
use hcl2_dec::{decode, implied_type, source_range, variables};
use hcl2_ext::spec_file::load_spec_file;
use hcl2_value::json::{type_to_json, value_to_json};
use hcl2_value::{Type, Value};
use serde_json::{json, Map, Value as Json};

/// One case: its name and its files (`spec.hcldec`, inputs, `vars`) in order.
pub struct Case {
    pub name: String,
    pub files: Vec<(String, String)>,
}

/// The cases of a case file.
pub fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for line in text.split_inclusive('\n') {
        if let Some(name) = line.strip_prefix("=== ") {
            cases.push(Case {
                name: name.trim().to_owned(),
                files: Vec::new(),
            });
        } else if let (Some(name), Some(case)) = (line.strip_prefix("--- "), cases.last_mut()) {
            case.files.push((name.trim().to_owned(), String::new()));
        } else if let Some((_, content)) = cases.last_mut().and_then(|c| c.files.last_mut()) {
            content.push_str(line);
        }
    }
    cases
}

/// Runs a case as the reference's `hcldec` would, rendered as the harness renders.
pub fn run(case: &Case) -> Json {
    let file = |name: &str| {
        case.files
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t.as_str())
    };
    let (spec, mut diags) = load_spec_file(
        file("spec.hcldec").unwrap_or_default().as_bytes(),
        "spec.hcldec",
    );
    let Some(spec) = spec else {
        return json!({"phase": "spec", "diagnostics": diagnostics(&diags)});
    };
    let spec_variables: Map<String, Json> = spec
        .variables
        .iter()
        .map(|(k, v)| {
            (
                k.clone(),
                json!({"type": type_json(v.ty()), "value": render(v)}),
            )
        })
        .collect();
    let spec_functions: Vec<&String> = spec.functions.keys().collect();

    let mut ctx = EvalContext::new();
    for (name, value) in &spec.variables {
        ctx.set_variable(name.clone(), value.clone());
    }
    for (name, f) in &spec.functions {
        ctx.set_function(name.clone(), f.clone());
    }
    if let Some(vars) = file("vars") {
        let parsed = hcl2_json::parse(vars.trim().as_bytes(), "<vars argument 0>");
        diags.extend(parsed.diagnostics.clone());
        let body = hcl2_json::JsonBody::file(&parsed);
        let (attrs, attr_diags) = body.just_attributes();
        diags.extend(attr_diags);
        for (name, attr) in attrs {
            let (value, value_diags) = attr.expr.value(None);
            diags.extend(value_diags);
            ctx.set_variable(name, value);
        }
    }
    // As the tool: empty tables mean the feature is not available at all.
    if ctx.variables.as_ref().is_some_and(BTreeMap::is_empty) {
        ctx.variables = None;
    }
    if ctx.functions.as_ref().is_some_and(BTreeMap::is_empty) {
        ctx.functions = None;
    }
    let ctx = (ctx.variables.is_some() || ctx.functions.is_some()).then_some(ctx);

    let inputs: Vec<&(String, String)> = case
        .files
        .iter()
        .filter(|(n, _)| n != "spec.hcldec" && n != "vars")
        .collect();
    let mut natives = Vec::new();
    let mut jsons = Vec::new();
    for (name, text) in &inputs {
        if name.ends_with(".json") {
            let parsed = hcl2_json::parse(text.as_bytes(), name);
            diags.extend(parsed.diagnostics.clone());
            if !parsed.diagnostics.has_errors() {
                jsons.push((name.clone(), parsed));
            }
        } else {
            let parsed = hcl2_native::parse_config(text.as_bytes(), name, Pos::START);
            diags.extend(parsed.diagnostics.clone());
            if !parsed.diagnostics.has_errors() {
                natives.push((name.clone(), parsed));
            }
        }
    }
    let implied = type_json(&implied_type(&spec.root));
    if diags.has_errors() {
        return json!({
            "phase": "parse",
            "diagnostics": diagnostics(&diags),
            "spec_variables": spec_variables,
            "spec_functions": spec_functions,
            "implied_type": implied,
        });
    }
    let mut bodies: Vec<Box<dyn Body + '_>> = Vec::new();
    for (name, _) in &inputs {
        if let Some((_, p)) = natives.iter().find(|(n, _)| n == name) {
            bodies.push(Box::new(p.body()));
        } else if let Some((_, p)) = jsons.iter().find(|(n, _)| n == name) {
            bodies.push(Box::new(hcl2_json::JsonBody::file(p)));
        }
    }
    let body: Box<dyn Body + '_> = if bodies.len() == 1 {
        bodies.pop().expect("one body")
    } else {
        Box::new(MergedBody::new(bodies))
    };
    let refs = variables(body.as_ref(), &spec.root);
    let range = source_range(body.as_ref(), &spec.root);
    let (value, value_diags) = decode(body.as_ref(), &spec.root, ctx.as_ref());
    diags.extend(value_diags);
    json!({
        "phase": "decode",
        "diagnostics": diagnostics(&diags),
        "spec_variables": spec_variables,
        "spec_functions": spec_functions,
        "implied_type": implied,
        "type": type_json(value.ty()),
        "value": render(&value),
        "variables": refs.iter().map(traversal).collect::<Vec<_>>(),
        "source_range": range_text(&range),
    })
}

/// Makes a recorded result comparable with [`run`]'s: fields the harness leaves out
/// when empty are put back, and diagnostics and variable references are sorted (the
/// reference visits the properties of an object spec in random order).
pub fn normalize(mut result: Json) -> Json {
    let Some(obj) = result.as_object_mut() else {
        return result;
    };
    let phase = obj
        .get("phase")
        .and_then(Json::as_str)
        .unwrap_or_default()
        .to_owned();
    if phase != "spec" {
        obj.entry("spec_variables").or_insert_with(|| json!({}));
        obj.entry("spec_functions").or_insert_with(|| json!([]));
    }
    if phase == "decode" {
        obj.entry("variables").or_insert_with(|| json!([]));
    }
    for key in ["diagnostics", "variables"] {
        if let Some(Json::Array(items)) = obj.get_mut(key) {
            items.sort_by_key(canonical);
        }
    }
    result
}

/// A JSON value as text with object keys sorted, to order by.
fn canonical(v: &Json) -> String {
    match v {
        Json::Object(o) => {
            let mut fields: Vec<(&String, String)> =
                o.iter().map(|(k, v)| (k, canonical(v))).collect();
            fields.sort();
            let inner: Vec<String> = fields.iter().map(|(k, v)| format!("{k:?}:{v}")).collect();
            format!("{{{}}}", inner.join(","))
        }
        Json::Array(a) => format!(
            "[{}]",
            a.iter().map(canonical).collect::<Vec<_>>().join(",")
        ),
        other => other.to_string(),
    }
}

fn diagnostics(diags: &Diagnostics) -> Vec<Json> {
    diags.iter().map(diagnostic).collect()
}

fn diagnostic(d: &Diagnostic) -> Json {
    json!({
        "severity": if d.severity == Severity::Error { "error" } else { "warning" },
        "summary": d.summary,
        "detail": d.detail,
        "subject": d.subject.as_ref().map(range_text),
        "context": d.context.as_ref().map(range_text),
    })
}

fn range_text(r: &Range) -> String {
    format!(
        "{}:{}:{}({})-{}:{}({})",
        r.filename,
        r.start.line,
        r.start.column,
        r.start.byte,
        r.end.line,
        r.end.column,
        r.end.byte
    )
}

fn type_json(ty: &Type) -> String {
    type_to_json(ty).unwrap_or_else(|_| "<unmarshalable type>".into())
}

/// A value as the harness renders it: JSON, with unknowns, nulls and numbers (exact
/// text) as marker strings.
fn render(v: &Value) -> Json {
    let (v, _) = v.clone().unmark_deep();
    if !v.is_known() {
        return Json::String(format!("<unknown {}>", type_json(v.ty())));
    }
    if v.is_null() {
        return Json::String(format!("<null {}>", type_json(v.ty())));
    }
    let ty = v.ty();
    if ty.is_primitive() {
        let text = value_to_json(&v, ty).expect("a primitive encodes");
        if *ty == Type::Number {
            return Json::String(format!("<number {text}>"));
        }
        return serde_json::from_str(&text).expect("valid JSON");
    }
    if let Some(elems) = v.as_slice() {
        return Json::Array(elems.iter().map(render).collect());
    }
    if let Some(attrs) = v.as_map() {
        return Json::Object(
            attrs
                .iter()
                .map(|(k, e)| (k.to_string(), render(e)))
                .collect(),
        );
    }
    Json::String("<capsule>".into())
}

fn traversal(t: &Traversal) -> Json {
    let steps: Vec<Json> = t
        .0
        .iter()
        .map(|s| match s {
            Traverser::Root { name, range } => json!({"root": name, "range": range_text(range)}),
            Traverser::Attr { name, range } => json!({"attr": name, "range": range_text(range)}),
            Traverser::Index { key, range } => {
                json!({"index": render(key), "range": range_text(range)})
            }
        })
        .collect();
    json!({
        "root": t.root_name().unwrap_or_default(),
        "steps": steps,
        "range": t.range().as_ref().map(range_text),
    })
}
