//! Dynamic blocks against answers recorded from the reference
//! (`tests/record/dynblock`): each case's config is expanded and read through a
//! schema, listing every attribute's value and variables and every block's labels, and
//! the diagnostics.

mod common;

use common::render;
use hcl2_core::{Body, BodySchema, Diagnostics, EvalContext, Pos};
use hcl2_ext::dynblock::expand;
use hcl2_native::parse_config;
use hcl2_value::{Type, Value};
use serde_json::{json, Value as Json};

/// The context of every recorded case (the recorder's `vars`).
fn vars() -> EvalContext<'static> {
    let mut ctx = EvalContext::empty();
    let list = |xs: Vec<Value>| Value::list(xs).expect("a list");
    ctx.set_variable("names", list(vec![Value::from("a"), Value::from("b")]));
    ctx.set_variable(
        "ports",
        Value::map([("http", Value::from(80)), ("https", Value::from(443))]).expect("a map"),
    );
    ctx.set_variable(
        "nested",
        Value::tuple([
            list(vec![Value::from(1), Value::from(2)]),
            list(vec![Value::from(3)]),
        ]),
    );
    ctx.set_variable("unknown", Value::unknown(Type::list(Type::String)));
    ctx.set_variable("dyn", Value::dynamic());
    ctx.set_variable("secret", list(vec![Value::from("s1")]).mark("sensitive"));
    ctx.set_variable("nothing", Value::null(Type::list(Type::String)));
    ctx.set_variable("num", Value::from(5));
    ctx
}

/// Reads `body` through `schema` (the recorder's JSON form) as the recorder's `walk`.
fn walk(
    body: &dyn Body,
    schema: &Json,
    ctx: &EvalContext<'_>,
    path: &str,
    lines: &mut Vec<String>,
    diags: &mut Diagnostics,
) {
    let attrs: Vec<&str> = schema["attrs"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Json::as_str)
        .collect();
    let mut hs = BodySchema::new();
    for a in &attrs {
        hs = hs.attribute(*a, false);
    }
    let blocks = schema["blocks"].as_object().cloned().unwrap_or_default();
    let mut types: Vec<&String> = blocks.keys().collect();
    types.sort();
    for t in types {
        let labels: Vec<String> = blocks[t]["labels"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|l| l.as_str().map(String::from))
            .collect();
        hs = hs.block(t.clone(), labels);
    }
    let (content, found) = body.content(&hs);
    diags.extend(found);
    for a in attrs {
        let Some(attr) = content.attributes.get(a) else {
            continue;
        };
        let (v, found) = attr.expr.value(Some(ctx));
        diags.extend(found);
        let vars: Vec<String> = attr
            .expr
            .variables()
            .iter()
            .filter_map(|t| t.root_name().map(String::from))
            .collect();
        lines.push(format!(
            "{path}{a} = {} vars=[{}]",
            render(&v),
            vars.join(" ")
        ));
    }
    for (i, b) in content.blocks.iter().enumerate() {
        let labels = format!("[{}]", b.labels.join(" "));
        lines.push(format!("{path}{} {labels} {}", b.type_name, b.type_range));
        let inner = format!("{path}{}{i}{labels}.", b.type_name);
        walk(
            b.body.as_ref(),
            &blocks[&b.type_name]["body"],
            ctx,
            &inner,
            lines,
            diags,
        );
    }
}

fn run(config: &str, schema: &Json) -> Json {
    let parsed = parse_config(config.as_bytes(), "t.hcl", Pos::START);
    assert!(!parsed.diagnostics.has_errors(), "{config}");
    let body = parsed.body();
    let ctx = vars();
    let expanded = expand(&body, &ctx);
    let (mut lines, mut diags) = (Vec::new(), Diagnostics::new());
    walk(&expanded, schema, &ctx, "", &mut lines, &mut diags);
    let diags: Vec<Json> = diags
        .iter()
        .map(|d| json!({"summary": d.summary, "detail": d.detail, "subject": d.subject.as_ref().map(|r| r.to_string()).unwrap_or_default()}))
        .collect();
    json!({"lines": lines, "diags": diags})
}

#[test]
fn dynamic_blocks_expand_as_the_reference_expands_them() {
    let mut checked = 0;
    for line in include_str!("data/dynblock.jsonl").lines() {
        let case: Json = serde_json::from_str(line).unwrap();
        let config = case[0][0].as_str().unwrap();
        let schema: Json = serde_json::from_str(case[0][1].as_str().unwrap()).unwrap();
        if config.contains("secret") {
            // The Debian reference cannot iterate a marked for_each; see below.
            continue;
        }
        assert_eq!(run(config, &schema), case[1], "{config}");
        checked += 1;
    }
    assert_eq!(checked, 23);
}

#[test]
fn a_marked_for_each_passes_its_marks_to_each_key_and_value() {
    // The current reference's behaviour (the Debian build rejects a marked for_each).
    let config = "dynamic \"c\" {\n  for_each = secret\n  content {\n    val = c.value\n    key = c.key\n  }\n}\n";
    let schema = json!({"attrs": [], "blocks": {"c": {"labels": [], "body": {"attrs": ["val", "key"], "blocks": {}}}}});
    let got = run(config, &schema);
    assert_eq!(got["diags"], json!([]));
    assert_eq!(
        got["lines"],
        json!([
            "c [] t.hcl:1,9-12",
            "c0[].val = \"s1\"<sensitive> vars=[]",
            "c0[].key = 0<sensitive> vars=[]"
        ])
    );
}

#[test]
fn a_marked_label_is_refused() {
    let config = "dynamic \"b\" {\n  for_each = secret\n  labels = [b.value]\n  content {}\n}\n";
    let schema = json!({"attrs": [], "blocks": {"b": {"labels": ["name"], "body": {"attrs": [], "blocks": {}}}}});
    let got = run(config, &schema);
    assert_eq!(
        got["diags"][0]["detail"],
        "Cannot use a marked value as a dynamic block label."
    );
}

#[test]
fn partial_reads_hide_what_they_took_and_skip_unknown_dynamic_types() {
    let config = "a = 1\ndynamic \"b\" {\n  for_each = names\n  content { v = b.value }\n}\ndynamic \"zzz\" {\n  for_each = names\n  content {}\n}\nc = 2\n";
    let parsed = parse_config(config.as_bytes(), "t.hcl", Pos::START);
    let body = parsed.body();
    let ctx = vars();
    let expanded = expand(&body, &ctx);
    let (content, remain, diags) = expanded.partial_content(
        &BodySchema::new()
            .attribute("a", false)
            .block("b", Vec::<String>::new()),
    );
    assert!(!diags.has_errors(), "{diags}");
    assert_eq!(content.blocks.len(), 2);
    let (rest, diags) = remain.just_attributes();
    // just_attributes reads the original body, as the reference's does.
    assert!(diags.has_errors());
    drop(rest);
    let (rest, _, diags) = remain.partial_content(&BodySchema::new().attribute("c", false));
    assert!(!diags.has_errors(), "{diags}");
    assert!(rest.attributes.contains_key("c") && !rest.attributes.contains_key("a"));
    assert!(rest.blocks.is_empty());
}

#[test]
fn json_bodies_expand_too() {
    let src = r#"{"dynamic": {"c": {"for_each": "${names}", "content": {"val": "${c.value}"}}}}"#;
    let parsed = hcl2_json::parse(src.as_bytes(), "t.json");
    let body = hcl2_json::JsonBody::file(&parsed);
    let ctx = vars();
    let expanded = expand(&body, &ctx);
    let schema = json!({"attrs": [], "blocks": {"c": {"labels": [], "body": {"attrs": ["val"], "blocks": {}}}}});
    let (mut lines, mut diags) = (Vec::new(), Diagnostics::new());
    walk(&expanded, &schema, &ctx, "", &mut lines, &mut diags);
    assert!(!diags.has_errors(), "{diags}");
    assert_eq!(lines[1], "c0[].val = \"a\" vars=[]");
    assert_eq!(lines[3], "c1[].val = \"b\" vars=[]");
}

/// The reference's `TestVariables` source (its `ext/dynblock/variables_test.go`).
const VARIABLES_SRC: &str = r#"
a {
  dynamic "b" {
    for_each = [for i, v in some_list_0: "${i}=${v},${baz}"]
    labels = ["${b.value} ${something_else_0}"]
    content {
      val = "${b.value} ${something_else_1}"
    }
  }
}

dynamic "a" {
  for_each = some_list_1

  content {
    b "foo" {
      val = "${a.value} ${something_else_2}"
    }

    dynamic "b" {
      for_each = some_list_2
      iterator = dyn_b
      labels = ["${a.value} ${dyn_b.value} ${b} ${something_else_3}"]
      content {
        val = "${a.value} ${dyn_b.value} ${something_else_4}"
      }
    }
  }
}

dynamic "a" {
  for_each = some_list_3
  iterator = dyn_a

  content {
    b "foo" {
      val = "${dyn_a.value} ${something_else_5}"
    }

    dynamic "b" {
      for_each = some_list_4
      labels = ["${dyn_a.value} ${b.value} ${a} ${something_else_6}"]
      content {
        val = "${dyn_a.value} ${b.value} ${something_else_7}"
      }
    }
  }
}
"#;

/// The walk the reference's hcldec helper makes for a list of `a` blocks holding a map
/// of `b` blocks (label `key`) with a `val` attribute: each node's variables, then its
/// children's, depth first.
fn walk_spec(node: &hcl2_ext::dynblock::WalkNode<'_>, depth: usize, out: &mut Vec<String>) {
    let schema = match depth {
        0 => BodySchema::new().block("a", Vec::<String>::new()),
        1 => BodySchema::new().block("b", ["key"]),
        _ => BodySchema::new().attribute("val", false),
    };
    let (vars, children) = node.visit(&schema);
    out.extend(vars.iter().filter_map(|t| t.root_name().map(String::from)));
    let child_type = ["a", "b"].get(depth);
    for child in &children {
        if child_type == Some(&child.block_type.as_str()) {
            walk_spec(&child.node, depth + 1, out);
        }
    }
}

#[test]
fn the_variables_walk_finds_what_the_reference_finds() {
    let parsed = parse_config(VARIABLES_SRC.as_bytes(), "", Pos::START);
    assert!(!parsed.diagnostics.has_errors());
    let body = parsed.body();
    let mut all = Vec::new();
    walk_spec(&hcl2_ext::dynblock::walk_variables(&body), 0, &mut all);
    assert_eq!(
        all,
        [
            "some_list_1",
            "some_list_3",
            "some_list_0",
            "baz",
            "something_else_0",
            "something_else_1",
            "some_list_2",
            "b",
            "something_else_3",
            "something_else_2",
            "something_else_4",
            "some_list_4",
            "a",
            "something_else_6",
            "something_else_5",
            "something_else_7",
        ]
    );
    let mut expand_only = Vec::new();
    walk_spec(
        &hcl2_ext::dynblock::walk_expand_variables(&body),
        0,
        &mut expand_only,
    );
    assert_eq!(
        expand_only,
        [
            "some_list_1",
            "some_list_3",
            "some_list_0",
            "baz",
            "something_else_0",
            "some_list_2",
            "b",
            "something_else_3",
            "some_list_4",
            "a",
            "something_else_6",
        ]
    );
}

#[test]
fn merged_native_and_json_bodies_expand_together() {
    let native = parse_config(
        b"dynamic \"c\" {\n  for_each = names\n  content { val = c.value }\n}\n",
        "a.hcl",
        Pos::START,
    );
    let json = hcl2_json::parse(
        br#"{"dynamic": {"c": {"for_each": "${ports}", "content": {"val": "${c.key}"}}}}"#,
        "b.json",
    );
    let merged = hcl2_core::MergedBody::new([
        Box::new(native.body()) as Box<dyn Body + '_>,
        Box::new(hcl2_json::JsonBody::file(&json)),
    ]);
    let ctx = vars();
    let expanded = expand(&merged, &ctx);
    let schema = json!({"attrs": [], "blocks": {"c": {"labels": [], "body": {"attrs": ["val"], "blocks": {}}}}});
    let (mut lines, mut diags) = (Vec::new(), Diagnostics::new());
    walk(&expanded, &schema, &ctx, "", &mut lines, &mut diags);
    assert!(!diags.has_errors(), "{diags}");
    let values: Vec<&String> = lines.iter().filter(|l| l.contains(".val = ")).collect();
    assert_eq!(
        values,
        [
            "c0[].val = \"a\" vars=[]",
            "c1[].val = \"b\" vars=[]",
            "c2[].val = \"http\" vars=[]",
            "c3[].val = \"https\" vars=[]"
        ]
    );
}
