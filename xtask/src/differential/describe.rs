//! The body descriptions of the `decode` category, built from our implementation in the
//! exact JSON shape the Go oracle's `decode` mode prints (`xtask/oracle/decode.go`):
//! parse diagnostics, then (when the parse has no errors) the structure of the body,
//! the value of every attribute evaluated without a context, its diagnostics and its
//! variables.

use hcl2_core::{
    Attributes, Body, BodyContent, BodySchema, Diagnostics, EvalContext, Expression, Range,
};
use hcl2_native::ast::Tree;
use hcl2_value::Type;
use serde_json::{json, Map, Value as Json};

use super::record;

/// The root property names the generic schema gives labels to (any other has none).
const LABELS: [(&str, usize); 7] = [
    ("resource", 2),
    ("data", 2),
    ("variable", 1),
    ("output", 1),
    ("module", 1),
    ("provider", 1),
    ("dependency", 1),
];

fn range(r: &Range) -> Json {
    let pos = |p: hcl2_core::Pos| json!({"line": p.line, "column": p.column, "byte": p.byte});
    json!({"start": pos(r.start), "end": pos(r.end)})
}

fn diagnostics(diags: &Diagnostics) -> Json {
    serde_json::to_value(record::from_native(diags)).unwrap_or(Json::Null)
}

/// An attribute: name, ranges, value in `ctx` (cty JSON with its type, null after an
/// error), diagnostics and variables.
fn attribute(
    name: &str,
    range_all: &Range,
    name_range: &Range,
    expr: &dyn Expression,
    ctx: Option<&EvalContext<'_>>,
) -> Json {
    let (value, diags) = expr.value(ctx);
    let value = if diags.has_errors() {
        Json::Null
    } else {
        match hcl2_value::json::value_to_json(&value, &Type::Dynamic) {
            // Infinities marshal to invalid JSON in both implementations.
            Ok(text) => serde_json::from_str(&text)
                .unwrap_or_else(|_| Json::String(format!("invalid marshal: {text}"))),
            Err(e) => Json::String(format!("marshal error: {e}")),
        }
    };
    let variables: Vec<Json> = expr
        .variables()
        .iter()
        .map(|t| {
            json!({
                "root": t.root_name().unwrap_or(""),
                "range": t.range().as_ref().map_or(Json::Null, range),
                "steps": t.0.len(),
            })
        })
        .collect();
    json!({
        "name": name,
        "range": range(range_all),
        "name_range": range(name_range),
        "value": value,
        "diagnostics": diagnostics(&diags),
        "variables": variables,
    })
}

fn body_record(attributes: Vec<Json>, blocks: Vec<Json>, diags: &Diagnostics) -> Json {
    json!({"attributes": attributes, "blocks": blocks, "diagnostics": diagnostics(diags)})
}

fn sorted(mut attrs: Vec<(String, Json)>) -> Vec<Json> {
    attrs.sort_by(|a, b| a.0.cmp(&b.0));
    attrs.into_iter().map(|(_, j)| j).collect()
}

fn block_record(
    type_name: &str,
    labels: &[String],
    type_range: &Range,
    label_ranges: &[Range],
    def_range: &Range,
    body: Json,
) -> Json {
    json!({
        "type": type_name,
        "labels": labels,
        "type_range": range(type_range),
        "label_ranges": label_ranges.iter().map(range).collect::<Vec<_>>(),
        "def_range": range(def_range),
        "body": body,
    })
}

/// A native body walked through its syntax tree.
fn native_body(body: &hcl2_native::ast::Body, file: Tree<'_>) -> Json {
    let attrs = body
        .attributes(file)
        .map(|a| {
            let expr = hcl2_native::NativeExpression {
                expr: &a.expr,
                file,
            };
            let name = a.name(file.text());
            let j = attribute(
                name,
                &file.range(a.span()),
                &file.range(a.name_span(file.text())),
                &expr,
                None,
            );
            (name.to_string(), j)
        })
        .collect();
    let blocks = body
        .blocks(file.nodes)
        .iter()
        .map(|b| {
            let written = b.labels(file);
            let labels: Vec<String> = written.clone().map(|l| l.value().to_string()).collect();
            let label_ranges: Vec<Range> = written.clone().map(|l| file.range(l.span())).collect();
            let type_span = b.type_span(file.text());
            let last = written.last().map_or(type_span, |l| l.span());
            block_record(
                b.type_name(file.text()),
                &labels,
                &file.range(type_span),
                &label_ranges,
                &file.range(type_span.to(last)),
                native_body(&b.body(file), file),
            )
        })
        .collect();
    body_record(sorted(attrs), blocks, &Diagnostics::new())
}

fn attributes_of(attrs: &Attributes<'_>, ctx: Option<&EvalContext<'_>>) -> Vec<Json> {
    sorted(
        attrs
            .values()
            .map(|a| {
                let j = attribute(&a.name, &a.range, &a.name_range, a.expr.as_ref(), ctx);
                (a.name.clone(), j)
            })
            .collect(),
    )
}

fn just_attributes(body: &dyn Body, ctx: Option<&EvalContext<'_>>) -> Json {
    let (attrs, diags) = body.just_attributes();
    body_record(attributes_of(&attrs, ctx), Vec::new(), &diags)
}

/// A schema's content: attributes in `ctx`, blocks with their bodies' just-attributes.
fn content_record(
    content: &BodyContent<'_>,
    diags: &Diagnostics,
    ctx: Option<&EvalContext<'_>>,
) -> Json {
    let blocks = content
        .blocks
        .iter()
        .map(|b| {
            block_record(
                &b.type_name,
                &b.labels,
                &b.type_range,
                &b.label_ranges,
                &b.def_range,
                just_attributes(b.body.as_ref(), ctx),
            )
        })
        .collect();
    body_record(attributes_of(&content.attributes, ctx), blocks, diags)
}

/// Our record of a generated JSON document decoded with `schema` (as the oracle's
/// `jsondoc` mode prints it): parse diagnostics, then the content and, for a partial
/// decode, the remaining body's just-attributes, all evaluated in `ctx`.
pub fn describe_json_doc(
    src: &str,
    schema: &BodySchema,
    partial: bool,
    ctx: &EvalContext<'_>,
) -> Json {
    let parsed = hcl2_json::parse(src.as_bytes(), "doc.json");
    let mut out = Map::new();
    out.insert("diagnostics".into(), diagnostics(&parsed.diagnostics));
    if parsed.diagnostics.has_errors() {
        return Json::Object(out);
    }
    let body = hcl2_json::JsonBody::file(&parsed);
    if partial {
        let (content, remain, diags) = body.partial_content(schema);
        out.insert(
            "content".into(),
            content_record(&content, &diags, Some(ctx)),
        );
        out.insert("remain".into(), just_attributes(remain.as_ref(), Some(ctx)));
    } else {
        let (content, diags) = body.content(schema);
        out.insert(
            "content".into(),
            content_record(&content, &diags, Some(ctx)),
        );
    }
    Json::Object(out)
}

fn schema_view(body: &dyn Body) -> Json {
    let (attrs, _) = body.just_attributes();
    let mut names: Vec<&String> = attrs.keys().collect();
    names.sort();
    let mut schema = BodySchema::new();
    for name in names {
        let n = LABELS
            .iter()
            .find(|(k, _)| k == name)
            .map_or(0, |(_, n)| *n);
        schema = schema.block(name.clone(), vec!["label"; n]);
    }
    let (content, diags) = body.content(&schema);
    content_record(&content, &diags, None)
}

/// Our description of the file at `path` (named `path` in every range and message).
pub fn describe(path: &str, src: &[u8]) -> Json {
    let mut out = Map::new();
    out.insert("file".into(), Json::String(path.into()));
    if path.ends_with(".json") {
        let parsed = hcl2_json::parse(src, path);
        out.insert("diagnostics".into(), diagnostics(&parsed.diagnostics));
        if !parsed.diagnostics.has_errors() {
            let body = hcl2_json::JsonBody::file(&parsed);
            out.insert("just_attributes".into(), just_attributes(&body, None));
            out.insert("schema".into(), schema_view(&body));
        }
    } else {
        let parsed = hcl2_native::parse_config(src, path, hcl2_core::Pos::START);
        out.insert("diagnostics".into(), diagnostics(&parsed.diagnostics));
        if !parsed.diagnostics.has_errors() {
            out.insert("native".into(), native_body(&parsed.value, parsed.tree()));
        }
    }
    Json::Object(out)
}

/// The path (in JSON-pointer style) of the first place where `a` and `b` differ.
pub fn first_difference(a: &Json, b: &Json) -> Option<String> {
    match (a, b) {
        (Json::Object(x), Json::Object(y)) => {
            let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
            keys.sort();
            keys.dedup();
            keys.into_iter().find_map(|k| match (x.get(k), y.get(k)) {
                (Some(p), Some(q)) => first_difference(p, q).map(|d| format!("/{k}{d}")),
                _ => Some(format!("/{k}")),
            })
        }
        (Json::Array(x), Json::Array(y)) => {
            let found = x
                .iter()
                .zip(y)
                .enumerate()
                .find_map(|(i, (p, q))| first_difference(p, q).map(|d| format!("/{i}{d}")));
            match found {
                Some(d) => Some(d),
                None if x.len() != y.len() => {
                    Some(format!(" (lengths {} and {})", x.len(), y.len()))
                }
                None => None,
            }
        }
        _ if a == b => None,
        _ => Some(String::new()),
    }
}

/// The value at a JSON-pointer-style `path` (as [`first_difference`] gives it).
pub fn at<'a>(json: &'a Json, path: &str) -> Option<&'a Json> {
    let path = path.split(" (").next().unwrap_or("");
    if path.is_empty() {
        return Some(json);
    }
    json.pointer(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_are_located_by_path() {
        let a = json!({"x": [1, {"y": 2}], "z": 3});
        let b = json!({"x": [1, {"y": 5}], "z": 3});
        assert_eq!(first_difference(&a, &b).as_deref(), Some("/x/1/y"));
        assert_eq!(first_difference(&a, &a), None);
        assert_eq!(
            first_difference(&json!([1]), &json!([1, 2])).as_deref(),
            Some(" (lengths 1 and 2)")
        );
    }

    #[test]
    fn native_files_describe_attributes_by_name_and_blocks_in_order() {
        let d = describe("t.hcl", b"b = 1\na = \"x\"\nblk \"l\" {\n  c = var.v\n}\n");
        let names: Vec<&str> = d["native"]["attributes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["a", "b"]);
        let c = &d["native"]["blocks"][0]["body"]["attributes"][0];
        assert_eq!(c["value"], Json::Null);
        assert_eq!(c["variables"][0]["root"], "var");
        assert_eq!(c["variables"][0]["steps"], 2);
        assert_eq!(c["diagnostics"][0]["summary"], "Variables not allowed");
    }
}
