//! Comparing our canonical result for a case with the reference's.
//!
//! Two results agree when their canonical JSON is equal: the same parse diagnostics
//! and, when evaluated, the same type, value (with unknowns, nulls and marks at every
//! path) and evaluation diagnostics (severity, summary, detail, subject and context
//! ranges), in the same order.
//!
//! One part of the reference's answer is not a function of its input: a "Did you
//! mean X?" names the first close name in Go's random map order. The oracle-current
//! build records every name it could have named (`suggestions`: given name to
//! candidates), and any of them is accepted.

use serde_json::Value as Json;

use super::outcome::Outcome;

/// Which part of the result differs (the first, in the order below).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Aspect {
    /// Our implementation panicked (or produced no record).
    OurPanic,
    /// The oracle could not attempt the case.
    OracleFailure,
    /// The parse diagnostics.
    Parse,
    /// The type of the result.
    Type,
    /// The value, ignoring marks.
    Value,
    /// The marks on the value (everything else equal).
    Marks,
    /// The evaluation diagnostics.
    Diagnostics,
}

impl Aspect {
    /// All aspects, in report order.
    pub const ALL: [Aspect; 7] = [
        Aspect::OurPanic,
        Aspect::OracleFailure,
        Aspect::Parse,
        Aspect::Type,
        Aspect::Value,
        Aspect::Marks,
        Aspect::Diagnostics,
    ];

    /// The name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Aspect::OurPanic => "our-panic",
            Aspect::OracleFailure => "oracle-failure",
            Aspect::Parse => "parse",
            Aspect::Type => "type",
            Aspect::Value => "value",
            Aspect::Marks => "marks",
            Aspect::Diagnostics => "diagnostics",
        }
    }
}

/// How two outcomes relate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Equal canonical results.
    Agree,
    /// The reference panicked or its process died: nothing to compare with.
    ReferenceCrashed,
    /// A difference, in this aspect, with a short description of its cause (used to
    /// group failures).
    Differ { aspect: Aspect, cause: String },
}

/// Compares our outcome with the reference's.
pub fn compare(ours: &Outcome, theirs: &Outcome) -> Comparison {
    let (o, t) = match (ours, theirs) {
        (_, Outcome::Panic(_)) => return Comparison::ReferenceCrashed,
        (_, Outcome::Failure(e)) => {
            return Comparison::Differ {
                aspect: Aspect::OracleFailure,
                cause: format!("oracle failure: {}", first_line(e)),
            }
        }
        (Outcome::Panic(p), _) | (Outcome::Failure(p), _) => {
            return Comparison::Differ {
                aspect: Aspect::OurPanic,
                cause: format!("our panic: {}", first_line(p)),
            }
        }
        (Outcome::Record(_), Outcome::Record(t)) if recovered_panic(t) => {
            return Comparison::ReferenceCrashed
        }
        (Outcome::Record(o), Outcome::Record(t)) => (o, t),
    };
    let (o, t) = &without_random_suggestions(o, t);
    if o == t {
        return Comparison::Agree;
    }
    if o["parse"] != t["parse"] {
        return Comparison::Differ {
            aspect: Aspect::Parse,
            cause: format!(
                "parse: ours {} / theirs {}",
                diagnostics_summary(&o["parse"]),
                diagnostics_summary(&t["parse"])
            ),
        };
    }
    let (or, tr) = (&o["result"], &t["result"]);
    if or["type"] != tr["type"] {
        return Comparison::Differ {
            aspect: Aspect::Type,
            cause: format!(
                "type: ours {} / theirs {}",
                clip(&or["type"].to_string()),
                clip(&tr["type"].to_string())
            ),
        };
    }
    if or["value"] != tr["value"] {
        let (ov, tv) = (without_marks(&or["value"]), without_marks(&tr["value"]));
        if ov == tv {
            return Comparison::Differ {
                aspect: Aspect::Marks,
                cause: format!(
                    "marks: ours {} / theirs {}",
                    clip(&or["value"].to_string()),
                    clip(&tr["value"].to_string())
                ),
            };
        }
        return Comparison::Differ {
            aspect: Aspect::Value,
            cause: format!("value: ours {} / theirs {}", shape(&ov), shape(&tv)),
        };
    }
    Comparison::Differ {
        aspect: Aspect::Diagnostics,
        cause: format!(
            "diagnostics: {}",
            first_difference(&or["diagnostics"], &tr["diagnostics"])
        ),
    }
}

/// Whether the reference crashed inside a function and go-cty turned the panic into a
/// diagnostic (whose detail is a Go stack dump with addresses: not an answer to match;
/// e.g. `1/0 % 1` in go-cty 1.12.1).
fn recovered_panic(record: &Json) -> bool {
    record["result"]["diagnostics"]
        .as_array()
        .is_some_and(|diags| {
            diags.iter().any(|d| {
                d["detail"]
                    .as_str()
                    .is_some_and(|t| t.contains("panic in function implementation"))
            })
        })
}

/// `target` with the "Did you mean" candidates recorded in `source` (for comparing with
/// a plain 2.14.1 answer, which records none, as leniently as with the current one).
pub fn with_suggestions_of(target: &Outcome, source: &Outcome) -> Outcome {
    match (target, source) {
        (Outcome::Record(t), Outcome::Record(s)) if s.get("suggestions").is_some() => {
            let mut t = t.clone();
            t["suggestions"] = s["suggestions"].clone();
            Outcome::Record(t)
        }
        _ => target.clone(),
    }
}

/// Both records without the reference's `suggestions`, and with every "Did you mean"
/// that names one of the recorded candidates for a name made to name them all.
fn without_random_suggestions(ours: &Json, theirs: &Json) -> (Json, Json) {
    let (mut o, mut t) = (ours.clone(), theirs.clone());
    let suggestions = match t.as_object_mut().and_then(|m| m.remove("suggestions")) {
        Some(Json::Object(s)) => s,
        _ => return (o, t),
    };
    let candidates: Vec<(String, Vec<String>)> = suggestions
        .into_iter()
        .map(|(given, c)| {
            let names = c
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|n| n.as_str().map(String::from))
                        .collect()
                })
                .unwrap_or_default();
            (given, names)
        })
        .collect();
    for record in [&mut o, &mut t] {
        if let Some(diags) = record
            .get_mut("result")
            .and_then(|r| r.get_mut("diagnostics"))
            .and_then(Json::as_array_mut)
        {
            for d in diags {
                if let Some(Json::String(detail)) = d.get_mut("detail") {
                    *detail = any_candidate(detail, &candidates);
                }
            }
        }
    }
    (o, t)
}

/// `detail` with a final ` Did you mean "X"?` about a recorded name `"G"` rewritten to
/// list all of G's candidates, when X is one of them.
fn any_candidate(detail: &str, candidates: &[(String, Vec<String>)]) -> String {
    const OPEN: &str = " Did you mean \"";
    let (Some(start), true) = (detail.rfind(OPEN), detail.ends_with("\"?")) else {
        return detail.to_string();
    };
    let named = &detail[start + OPEN.len()..detail.len() - 2];
    let head = &detail[..start];
    for (given, names) in candidates {
        let given_quoted = serde_json::to_string(given).unwrap_or_default();
        if head.contains(&given_quoted) && names.iter().any(|n| n == named) {
            return format!("{head} Did you mean one of {names:?}?");
        }
    }
    detail.to_string()
}

/// A value node with every `{"marks", "value"}` wrapper removed.
pub fn without_marks(node: &Json) -> Json {
    match node {
        Json::Object(m) if m.len() == 2 && m.contains_key("marks") && m.contains_key("value") => {
            without_marks(&m["value"])
        }
        Json::Object(m) => Json::Object(
            m.iter()
                .map(|(k, v)| (k.clone(), without_marks(v)))
                .collect(),
        ),
        Json::Array(a) => Json::Array(a.iter().map(without_marks).collect()),
        other => other.clone(),
    }
}

/// The summaries of a diagnostics array, or "none".
fn diagnostics_summary(diags: &Json) -> String {
    let list: Vec<String> = diags
        .as_array()
        .map(|a| {
            a.iter()
                .map(|d| d["summary"].as_str().unwrap_or("?").to_string())
                .collect()
        })
        .unwrap_or_default();
    if list.is_empty() {
        "none".into()
    } else {
        format!("[{}]", list.join(", "))
    }
}

/// The first position at which two diagnostics arrays differ, described by what
/// differs there.
fn first_difference(ours: &Json, theirs: &Json) -> String {
    let empty = Vec::new();
    let o = ours.as_array().unwrap_or(&empty);
    let t = theirs.as_array().unwrap_or(&empty);
    for i in 0..o.len().max(t.len()) {
        match (o.get(i), t.get(i)) {
            (Some(a), Some(b)) if a == b => continue,
            (Some(a), Some(b)) => {
                let field = ["severity", "summary", "detail", "subject", "context"]
                    .into_iter()
                    .find(|f| a[f] != b[f])
                    .unwrap_or("?");
                return format!(
                    "{field} of '{}' / '{}'",
                    a["summary"].as_str().unwrap_or("?"),
                    b["summary"].as_str().unwrap_or("?")
                );
            }
            (Some(a), None) => {
                return format!("only ours: '{}'", a["summary"].as_str().unwrap_or("?"))
            }
            (None, Some(b)) => {
                return format!("only theirs: '{}'", b["summary"].as_str().unwrap_or("?"))
            }
            (None, None) => break,
        }
    }
    "?".into()
}

/// A coarse description of a value node (known or not, null, kind).
fn shape(node: &Json) -> &'static str {
    match node {
        Json::Null => "null",
        Json::Object(m) if m.contains_key("unknown") => "unknown",
        Json::Object(m) if m.contains_key("number") => "infinity",
        Json::Object(_) => "object",
        Json::Array(_) => "sequence",
        Json::String(_) => "string",
        Json::Number(_) => "number",
        Json::Bool(_) => "bool",
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

fn clip(s: &str) -> String {
    const MAX: usize = 60;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        let cut: String = s.chars().take(MAX).collect();
        format!("{cut}…")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(text: &str) -> Outcome {
        Outcome::Record(serde_json::from_str(text).unwrap())
    }

    const DIAG: &str =
        r#"{"severity":"error","summary":"S","detail":"D","subject":null,"context":null}"#;

    #[test]
    fn equal_records_agree_whatever_the_key_order() {
        let a = rec(r#"{"parse":[],"result":{"type":"number","value":1,"diagnostics":[]}}"#);
        let b = rec(r#"{"result":{"diagnostics":[],"value":1,"type":"number"},"parse":[]}"#);
        assert_eq!(compare(&a, &b), Comparison::Agree);
    }

    #[test]
    fn differences_are_named_by_the_first_aspect_that_differs() {
        let base = r#"{"parse":[],"result":{"type":"string","value":"a","diagnostics":[]}}"#;
        let cases = [
            (
                format!(r#"{{"parse":[{DIAG}],"result":null}}"#),
                Aspect::Parse,
            ),
            (
                r#"{"parse":[],"result":{"type":"dynamic","value":{"unknown":true},"diagnostics":[]}}"#.to_string(),
                Aspect::Type,
            ),
            (
                r#"{"parse":[],"result":{"type":"string","value":"b","diagnostics":[]}}"#.to_string(),
                Aspect::Value,
            ),
            (
                r#"{"parse":[],"result":{"type":"string","value":{"marks":["sensitive"],"value":"a"},"diagnostics":[]}}"#.to_string(),
                Aspect::Marks,
            ),
            (
                format!(r#"{{"parse":[],"result":{{"type":"string","value":"a","diagnostics":[{DIAG}]}}}}"#),
                Aspect::Diagnostics,
            ),
        ];
        for (theirs, aspect) in cases {
            match compare(&rec(base), &rec(&theirs)) {
                Comparison::Differ { aspect: got, .. } => assert_eq!(got, aspect, "{theirs}"),
                other => panic!("{theirs}: {other:?}"),
            }
        }
    }

    #[test]
    fn panics_are_ours_to_fix_unless_the_reference_crashed() {
        let ok = rec(r#"{"parse":[],"result":null}"#);
        let boom = Outcome::Panic("boom".into());
        assert_eq!(compare(&ok, &boom), Comparison::ReferenceCrashed);
        assert!(matches!(
            compare(&boom, &ok),
            Comparison::Differ {
                aspect: Aspect::OurPanic,
                ..
            }
        ));
    }

    #[test]
    fn a_panic_go_cty_turned_into_a_diagnostic_is_a_reference_crash() {
        let ours = rec(
            r#"{"parse":[],"result":{"type":"number","value":{"number":"+Inf"},"diagnostics":[]}}"#,
        );
        let theirs = rec(
            r#"{"parse":[],"result":{"type":"number","value":{"unknown":true},"diagnostics":[{"severity":"error","summary":"Operation failed","detail":"Error during operation: panic in function implementation: runtime error\ngoroutine 1 [running]:","subject":null,"context":null}]}}"#,
        );
        assert_eq!(compare(&ours, &theirs), Comparison::ReferenceCrashed);
    }

    #[test]
    fn any_recorded_suggestion_is_accepted_and_no_other() {
        let diag = |name: &str| {
            format!(
                r#"{{"parse":[],"result":{{"type":"dynamic","value":{{"unknown":true}},"diagnostics":[{{"severity":"error","summary":"Unknown variable","detail":"There is no variable named \"obj2\". Did you mean \"{name}\"?","subject":null,"context":null}}]}}}}"#
            )
        };
        let with_suggestions = |name: &str| {
            let mut v: Json = serde_json::from_str(&diag(name)).unwrap();
            v["suggestions"] = serde_json::json!({"obj2": ["obj", "objs"]});
            Outcome::Record(v)
        };
        assert_eq!(
            compare(&rec(&diag("obj")), &with_suggestions("objs")),
            Comparison::Agree
        );
        assert_eq!(
            compare(&rec(&diag("objs")), &with_suggestions("objs")),
            Comparison::Agree
        );
        assert!(matches!(
            compare(&rec(&diag("ob")), &with_suggestions("objs")),
            Comparison::Differ {
                aspect: Aspect::Diagnostics,
                ..
            }
        ));
        // Without a record of candidates, the names must be equal.
        assert!(matches!(
            compare(&rec(&diag("obj")), &rec(&diag("objs"))),
            Comparison::Differ { .. }
        ));
    }

    #[test]
    fn marks_are_stripped_at_every_depth() {
        let v: Json =
            serde_json::from_str(r#"[{"marks":["s"],"value":{"a":{"marks":["s"],"value":1}}}]"#)
                .unwrap();
        assert_eq!(without_marks(&v).to_string(), r#"[{"a":1}]"#);
    }
}
