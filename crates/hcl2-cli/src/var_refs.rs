//! The `--var-refs` report: every variable reference the spec would evaluate, with its
//! steps, ranges, and its value where the context can give one, laid out as the
//! reference lays it out (indented JSON).

use hcl2::core::{EvalContext, Traversal, Traverser};
use hcl2::value::json::value_to_json;
use hcl2::Value;

use crate::diags_json::range_json;
use crate::go_json::Json;

/// The indented JSON array describing `traversals`, with its final newline.
pub fn var_refs_json(traversals: &[Traversal], ctx: Option<&EvalContext<'_>>) -> String {
    let mut out = traversals_json(traversals, ctx).indented();
    out.push('\n');
    out
}

/// The array [`var_refs_json`] writes, as a document to embed in another.
pub fn traversals_json(traversals: &[Traversal], ctx: Option<&EvalContext<'_>>) -> Json {
    Json::Array(traversals.iter().map(|t| traversal_json(t, ctx)).collect())
}

fn traversal_json(traversal: &Traversal, ctx: Option<&EvalContext<'_>>) -> Json {
    let steps = traversal.0.iter().map(step_json).collect();
    let mut props = vec![(
        "root_name".to_string(),
        Json::str(traversal.root_name().unwrap_or_default()),
    )];
    // Best effort: the value the reference can look up, when it can be written.
    let (value, diags) = traversal.apply_in(ctx);
    if !diags.has_errors() {
        if let Some(json) = value_json(&value) {
            props.push(("value".to_string(), json));
        }
    }
    props.push(("steps".to_string(), Json::Array(steps)));
    if let Some(range) = traversal.range() {
        props.push(("range".to_string(), range_json(&range)));
    }
    Json::Object(props)
}

fn step_json(step: &Traverser) -> Json {
    let mut props = Vec::new();
    match step {
        Traverser::Root { name, .. } => {
            props.push(("kind".to_string(), Json::str("root")));
            props.push(("name".to_string(), Json::str(name.clone())));
        }
        Traverser::Attr { name, .. } => {
            props.push(("kind".to_string(), Json::str("attr")));
            if !name.is_empty() {
                props.push(("name".to_string(), Json::str(name.clone())));
            }
        }
        Traverser::Index { key, .. } => {
            props.push(("kind".to_string(), Json::str("index")));
            if let Some(json) = value_json(key) {
                props.push(("key".to_string(), json));
            }
        }
    }
    props.push(("range".to_string(), range_json(step.range())));
    Json::Object(props)
}

/// `value` marshalled as its own type, as a document; `None` when it cannot be
/// written (unknown, marked or infinite).
fn value_json(value: &Value) -> Option<Json> {
    let text = value_to_json(value, value.ty()).ok()?;
    Json::parse(&text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2::core::{Pos, Range};

    fn at(start: usize, end: usize) -> Range {
        Range::new(
            "in.hcl",
            Pos::new(1, start + 1, start),
            Pos::new(1, end + 1, end),
        )
    }

    fn reference() -> Traversal {
        Traversal(vec![
            Traverser::Root {
                name: "var".into(),
                range: at(4, 7),
            },
            Traverser::Attr {
                name: "a".into(),
                range: at(7, 9),
            },
            Traverser::Index {
                key: Value::from(0),
                range: at(9, 12),
            },
        ])
    }

    #[test]
    fn no_references_print_an_empty_array() {
        assert_eq!(var_refs_json(&[], None), "[]\n");
    }

    #[test]
    fn values_are_included_only_when_the_context_has_them() {
        let without = var_refs_json(&[reference()], None);
        assert!(!without.contains("\"value\""), "{without}");
        let mut ctx = EvalContext::new();
        let a = Value::object([("a", Value::tuple(vec![Value::from("<x>")]))]);
        ctx.set_variable("var", a);
        let with = var_refs_json(&[reference()], Some(&ctx));
        assert!(
            with.contains("\n    \"value\": \"\\u003cx\\u003e\",\n    \"steps\": ["),
            "{with}"
        );
    }

    #[test]
    fn steps_are_described_with_kinds_names_keys_and_ranges() {
        let text = var_refs_json(&[reference()], None);
        let want_start = r#"[
  {
    "root_name": "var",
    "steps": [
      {
        "kind": "root",
        "name": "var",
        "range": {
          "filename": "in.hcl",
          "start": {
            "line": 1,
            "column": 5,
            "byte": 4
          },"#;
        assert!(text.starts_with(want_start), "{text}");
        assert!(
            text.contains("\"kind\": \"index\",\n        \"key\": 0,\n        \"range\""),
            "{text}"
        );
        assert!(
            text.ends_with("        \"byte\": 12\n      }\n    }\n  }\n]\n"),
            "{text}"
        );
    }
}
