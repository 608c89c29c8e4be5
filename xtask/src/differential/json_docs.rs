//! Category `json-docs`: generated JSON-syntax documents decoded with generated schemas
//! (issue 7). Each case is a document (mostly valid JSON, sometimes broken) built from a
//! small pool of property names, so that schemas and documents meet: attributes that
//! are blocks, blocks with too few or too many label levels, arrays of objects, `"//"`
//! comments, duplicate names, templates in strings and in keys, exact and huge numbers.
//! The schema asks for some names as attributes (some required) and some as block types
//! with zero to two labels, decoded exhaustively or partially. Both implementations
//! describe the decode in one JSON record ([`super::describe::describe_json_doc`], the oracle's
//! `jsondoc` mode), evaluated in a small fixed context; the records must be equal.

use hcl2_core::{BodySchema, EvalContext};
use hcl2_value::Value;
use serde_json::{json, Value as Json};

use super::describe::{at, describe_json_doc, first_difference};
use super::expressions::rng::Rng;
use super::expressions::shrink::deletions;
use super::{panic_message, repo_root, run_quietly, target_dir, Tally};
use crate::oracle::{Answer, Oracle};

/// What `--help` says about this category.
pub const HELP: &str = "\
category json-docs: generated JSON-syntax documents decoded with generated schemas
(attributes, required ones, block types with 0-2 labels, exhaustive or partial), values
evaluated in a fixed context (var.x, var.n, var.l, count.index); the whole decode record
must be equal. Takes --count N (default 10000), --seed S (default 1) and
--shrink-seconds S (default 60): each shown failure is shrunk (schema entries dropped,
then chunks of the document deleted) while it still differs, and printed with its shrunk
form and written to <target>/differential-json-docs-report.txt.";

/// Property names documents and schemas draw from.
const NAMES: [&str; 9] = ["a", "b", "res", "blk", "x_y", "//", "n1", "é", "${var.x}"];

/// Template and plain strings (JSON-escaped already).
const STRINGS: [&str; 18] = [
    "hi",
    "${var.x}",
    "${var.n + 1}",
    "a ${var.x} b",
    "${",
    "%{ if var.n > 1 }y%{ else }n%{ endif }",
    "${var.missing}",
    "${upper(\\\"x\\\")}",
    "\\u00e9\\n",
    "${var.l[1]}",
    "$${x}",
    "${1/0}",
    "%{ for v in var.l }${v},%{ endfor }",
    "${var.l}",
    "${count.index}",
    "${true}",
    "\\ud83d\\ude00",
    "",
];

/// Number literals, exact and otherwise.
const NUMBERS: [&str; 9] = [
    "0",
    "1",
    "-1.5",
    "1e3",
    "123456789012345678901234567890",
    "0.1",
    "1E-2",
    "3.14159265358979323846264338327950288",
    "-0",
];

/// The context every document is evaluated in (mirrors `jsondocContext` in
/// `xtask/oracle/jsondoc.go`).
fn context() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    ctx.set_variable(
        "var",
        Value::object([
            ("x".to_string(), Value::from("hi")),
            ("n".to_string(), Value::from(2)),
            (
                "l".to_string(),
                Value::tuple(vec![Value::from("a"), Value::from("b")]),
            ),
        ]),
    );
    ctx.set_variable(
        "count",
        Value::object([("index".to_string(), Value::from(0))]),
    );
    // No function table: calls are "not allowed", as with the oracle's nil Functions.
    ctx.functions = None;
    ctx
}

fn pick(rng: &mut Rng, items: &[&'static str]) -> &'static str {
    items[rng.below(items.len())]
}

fn quote(s: &str) -> String {
    format!("\"{s}\"")
}

fn value(rng: &mut Rng, depth: usize) -> String {
    let containers = if depth >= 3 { 0 } else { 3 };
    match rng.weighted(&[6, 3, 1, 1, containers, containers * 2]) {
        0 => quote(pick(rng, &STRINGS)),
        1 => rng.pick(&NUMBERS).to_string(),
        2 => rng.pick(&["true", "false"]).to_string(),
        3 => "null".to_string(),
        4 => {
            let n = rng.below(4);
            let items: Vec<String> = (0..n)
                .map(|_| {
                    if rng.chance(60) {
                        object(rng, depth + 1)
                    } else {
                        value(rng, depth + 1)
                    }
                })
                .collect();
            format!("[{}]", items.join(", "))
        }
        _ => object(rng, depth + 1),
    }
}

fn object(rng: &mut Rng, depth: usize) -> String {
    let n = rng.below(5);
    let props: Vec<String> = (0..n)
        .map(|_| format!("{}: {}", quote(pick(rng, &NAMES)), value(rng, depth)))
        .collect();
    format!("{{{}}}", props.join(", "))
}

/// One generated case: the document, the schema (as the oracle request gives it) and
/// whether the decode is partial.
fn case(seed: u64, index: u64) -> (String, Json, bool) {
    let mut rng = Rng::for_case(seed, index);
    let mut src = if rng.chance(92) {
        object(&mut rng, 0)
    } else {
        let n = rng.below(3);
        let items: Vec<String> = (0..n).map(|_| object(&mut rng, 1)).collect();
        format!("[{}]", items.join(", "))
    };
    if rng.chance(4) && !src.is_empty() {
        // A broken document: a byte dropped, or a trailing comma.
        if rng.chance(50) {
            let at = rng.below(src.len());
            if src.is_char_boundary(at) && src.is_char_boundary(at + 1) {
                src.remove(at);
            }
        } else if let Some(at) = src.rfind('}') {
            src.insert(at, ',');
        }
    }
    let mut attributes = Vec::new();
    let mut blocks = Vec::new();
    for name in NAMES {
        match rng.below(5) {
            0 | 1 => attributes.push(json!({"name": name, "required": rng.chance(30)})),
            2 => blocks.push(json!({"type": name, "labels": rng.below(3)})),
            _ => {}
        }
    }
    let schema = json!({"attributes": attributes, "blocks": blocks});
    (src, schema, rng.chance(30))
}

fn body_schema(schema: &Json) -> BodySchema {
    let mut s = BodySchema::new();
    for a in schema["attributes"].as_array().into_iter().flatten() {
        s = s.attribute(
            a["name"].as_str().unwrap_or_default(),
            a["required"].as_bool().unwrap_or(false),
        );
    }
    for b in schema["blocks"].as_array().into_iter().flatten() {
        let n = b["labels"].as_u64().unwrap_or(0) as usize;
        s = s.block(b["type"].as_str().unwrap_or_default(), vec!["label"; n]);
    }
    s
}

/// One document decode to compare: the document, its schema and whether partially.
#[derive(Clone, Debug)]
struct Doc {
    src: String,
    schema: Json,
    partial: bool,
}

impl Doc {
    fn request(&self) -> String {
        json!({"src": self.src, "schema": self.schema, "partial": self.partial}).to_string()
    }

    /// The same decode with a simpler schema (one entry fewer) or document (a chunk of
    /// `chunk` characters fewer).
    fn simplifications(&self, chunk: usize) -> Vec<Doc> {
        let mut out = Vec::new();
        for list in ["attributes", "blocks"] {
            let n = self.schema[list].as_array().map_or(0, Vec::len);
            for i in 0..n {
                let mut d = self.clone();
                if let Some(items) = d.schema[list].as_array_mut() {
                    items.remove(i);
                }
                out.push(d);
            }
        }
        out.extend(deletions(&self.src, chunk).into_iter().map(|src| Doc {
            src,
            ..self.clone()
        }));
        out
    }
}

/// Our description of `doc`'s decode, or why we panicked.
fn ours(doc: &Doc, ctx: &EvalContext<'_>) -> Result<Json, String> {
    let schema = body_schema(&doc.schema);
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        describe_json_doc(&doc.src, &schema, doc.partial, ctx)
    }))
    .map_err(|p| panic_message(p.as_ref()))
}

/// Whether our record differs from the reference's line for the same decode.
fn differs(ours: &Result<Json, String>, theirs: &Answer) -> bool {
    let Answer::Line(line) = theirs else {
        return false;
    };
    let Ok(theirs) = serde_json::from_str::<Json>(line) else {
        return false;
    };
    match ours {
        Ok(o) => theirs.get("error").is_none() && first_difference(o, &theirs).is_some(),
        Err(_) => true,
    }
}

/// The smallest decode found by `deadline` that still differs, trying simplifications
/// in batches (one oracle round trip each).
fn shrink(doc: &Doc, oracle: &Oracle, deadline: std::time::Instant) -> Doc {
    let mut best = doc.clone();
    let mut chunk = best.src.chars().count().div_ceil(2).max(1);
    while std::time::Instant::now() < deadline {
        let candidates = best.simplifications(chunk);
        let mut found = None;
        for batch in candidates.chunks(48) {
            let requests: Vec<String> = batch.iter().map(Doc::request).collect();
            let Ok(answers) = oracle.run(&["jsondoc"], &requests) else {
                return best;
            };
            let hit = batch
                .iter()
                .zip(&answers)
                .position(|(d, theirs)| differs(&run_quietly_ours(d), theirs));
            if let Some(i) = hit {
                found = Some(batch[i].clone());
                break;
            }
            if std::time::Instant::now() >= deadline {
                break;
            }
        }
        match found {
            Some(next) => best = next,
            None if chunk == 1 => break,
            None => chunk = chunk.div_ceil(2),
        }
    }
    best
}

/// [`ours`] with panic messages kept off the terminal.
fn run_quietly_ours(doc: &Doc) -> Result<Json, String> {
    run_quietly("json-docs", || ours(doc, &context())).unwrap_or_else(Err)
}

/// Runs `count` cases from `seed`; prints each failing case with where the records
/// first differ, then shrunk within `shrink_seconds` in all.
pub fn run(seed: u64, count: usize, show: usize, shrink_seconds: u64) -> Result<Tally, String> {
    let started = std::time::Instant::now();
    let cases: Vec<(String, Json, bool)> = (0..count as u64).map(|i| case(seed, i)).collect();
    let requests: Vec<String> = cases
        .iter()
        .map(|(src, schema, partial)| {
            json!({"src": src, "schema": schema, "partial": partial}).to_string()
        })
        .collect();
    let root = repo_root();
    let target = target_dir(&root);
    let asked = requests.clone();
    let reference = std::thread::spawn(move || -> Result<(Oracle, Vec<Answer>), String> {
        let oracle = Oracle::prepare(&root, &target)?;
        let answers = oracle.run(&["jsondoc"], &asked)?;
        Ok((oracle, answers))
    });
    let docs: Vec<Doc> = cases
        .into_iter()
        .map(|(src, schema, partial)| Doc {
            src,
            schema,
            partial,
        })
        .collect();
    let ours: Vec<Result<Json, String>> = run_quietly("json-docs", || {
        let ctx = context();
        docs.iter().map(|d| ours(d, &ctx)).collect()
    })?;
    let (oracle, theirs) = reference
        .join()
        .map_err(|_| "the oracle thread panicked".to_string())??;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(shrink_seconds);

    let mut tally = Tally::default();
    let mut report = String::new();
    let mut shown = 0;
    let (mut broken, mut rejected) = (0, 0);
    for (i, (ours, theirs)) in ours.into_iter().zip(theirs).enumerate() {
        let theirs: Json = match theirs {
            Answer::Line(line) => serde_json::from_str(&line)
                .map_err(|e| format!("bad oracle line for case {i}: {e}"))?,
            Answer::Died(_) => {
                tally.not_compared += 1;
                continue;
            }
        };
        if let Some(err) = theirs.get("error") {
            return Err(format!("the oracle could not decode case {i}: {err}"));
        }
        let has = |j: &Json| j.as_array().is_some_and(|a| !a.is_empty());
        if has(&theirs["diagnostics"]) {
            broken += 1;
        } else if has(&theirs["content"]["diagnostics"]) {
            rejected += 1;
        }
        let difference = match &ours {
            Ok(o) => first_difference(o, &theirs),
            Err(p) => Some(format!(" (we panicked: {p})")),
        };
        match difference {
            None => tally.passed += 1,
            Some(path) => {
                tally.failed += 1;
                if shown < show {
                    shown += 1;
                    let cut = |j: Option<&Json>| {
                        j.map_or("(absent)".to_string(), Json::to_string)
                            .chars()
                            .take(400)
                            .collect::<String>()
                    };
                    let small = shrink(&docs[i], &oracle, deadline);
                    let text = format!(
                        "FAIL json-docs seed {seed} case {i} at {path}\n  request: {}\n  ours:   {}\n  theirs: {}\n  shrunk: {}\n",
                        requests[i],
                        cut(ours.as_ref().ok().and_then(|o| at(o, &path))),
                        cut(at(&theirs, &path)),
                        small.request()
                    );
                    print!("{text}");
                    report.push_str(&text);
                }
            }
        }
    }
    if !report.is_empty() {
        let path = target_dir(&repo_root()).join("differential-json-docs-report.txt");
        std::fs::write(&path, &report).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("  report: {}", path.display());
    }
    println!(
        "differential json-docs: {count} documents, seed {seed} ({broken} with parse errors, \
         {rejected} more with schema errors), {:.1}s",
        started.elapsed().as_secs_f64()
    );
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simplifications_drop_one_schema_entry_or_one_chunk_at_a_time() {
        let doc = Doc {
            src: "{\"a\":1}".into(),
            schema: json!({"attributes": [{"name": "a"}], "blocks": [{"type": "b", "labels": 1}]}),
            partial: true,
        };
        let all = doc.simplifications(4);
        assert_eq!(all.len(), 4);
        assert_eq!(all[0].schema["attributes"], json!([]));
        assert_eq!(all[1].schema["blocks"], json!([]));
        assert_eq!(
            (all[2].src.as_str(), all[3].src.as_str()),
            (":1}", "{\"a\"")
        );
        assert!(all.iter().all(|d| d.partial));
    }

    #[test]
    fn cases_are_reproducible_from_seed_and_index() {
        assert_eq!(case(7, 3), case(7, 3));
        assert_ne!(case(7, 3), case(7, 4));
    }

    #[test]
    fn schemas_read_back_from_the_request_form() {
        let s = body_schema(&json!({"attributes": [{"name": "a", "required": true}],
                                    "blocks": [{"type": "b", "labels": 2}]}));
        assert_eq!(s.attributes[0].name, "a");
        assert!(s.attributes[0].required);
        assert_eq!(s.blocks[0].label_names.len(), 2);
    }
}
