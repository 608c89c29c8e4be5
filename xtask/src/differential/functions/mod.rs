//! Category `functions`: every function of go-cty's stdlib called on generated
//! arguments (right and wrong types, unknowns, nulls, dynamic values, marks, edge
//! values, wrong argument counts), by us and by the oracle's `functions` mode; the
//! result (type, value, marks) or the error (text and argument index) must be equal.
//! Terraform's `base64gzip` is compared too, byte for byte with Go's gzip (the
//! oracle's `gzip` mode), on one generated input per 400 calls (see [`gzip`]).

mod generate;
mod gzip;

use std::collections::BTreeMap;

use hcl2_value::{json, Error, Function, Value};
use serde_json::{json, Value as Json};

use super::expressions::fixture::value_node;
use super::expressions::rng::Rng;
use super::{panic_message, repo_root, run_quietly, target_dir, Tally};
use crate::oracle::{Answer, Oracle};

/// What `--help` says about this category.
pub const HELP: &str = "\
category functions: calls of every go-cty stdlib function (under the names applications
give them) on generated arguments, compared with the reference's result type, value and
marks, or its error text and argument index; and Terraform's base64gzip, byte for byte
with Go's gzip, on one generated input per 400 calls (at least 40). Takes --count N
(calls, default 10000) and --seed S (default 1); prints the count of calls per function.";

/// The go-cty stdlib functions the oracle offers, by the names it knows them by.
pub const REFERENCE_NAMES: &[&str] = &[
    "abs",
    "add",
    "and",
    "byteslen",
    "bytesslice",
    "ceil",
    "chomp",
    "chunklist",
    "coalesce",
    "coalescelist",
    "compact",
    "concat",
    "contains",
    "csvdecode",
    "distinct",
    "divide",
    "element",
    "equal",
    "flatten",
    "floor",
    "format",
    "formatdate",
    "formatlist",
    "greaterthan",
    "greaterthanorequalto",
    "hasindex",
    "indent",
    "index",
    "int",
    "join",
    "jsondecode",
    "jsonencode",
    "keys",
    "length",
    "lessthan",
    "lessthanorequalto",
    "log",
    "lookup",
    "lower",
    "max",
    "merge",
    "min",
    "modulo",
    "multiply",
    "negate",
    "not",
    "notequal",
    "or",
    "parseint",
    "pow",
    "range",
    "regex",
    "regex_replace",
    "regexall",
    "replace",
    "reverse",
    "reverselist",
    "sethaselement",
    "setintersection",
    "setproduct",
    "setsubtract",
    "setsymmetricdifference",
    "setunion",
    "signum",
    "slice",
    "sort",
    "split",
    "strlen",
    "strrev",
    "substr",
    "subtract",
    "timeadd",
    "title",
    "tobool",
    "tolist",
    "tomap",
    "tonumber",
    "toset",
    "tostring",
    "trim",
    "trimprefix",
    "trimspace",
    "trimsuffix",
    "upper",
    "values",
    "zipmap",
];

/// Our functions by the reference names above (those we have).
fn ours_by_reference_name() -> BTreeMap<&'static str, Function> {
    let mut all = hcl2_stdlib::functions();
    all.extend(hcl2_stdlib::operator_functions());
    all.extend(hcl2_stdlib::bytes_functions());
    all.insert("reverselist".to_string(), hcl2_stdlib::reverse_list());
    all.insert("index".to_string(), hcl2_stdlib::index());
    REFERENCE_NAMES
        .iter()
        .filter_map(|&name| all.get(name).map(|f| (name, f.clone())))
        .collect()
}

/// One generated call.
struct Call {
    name: &'static str,
    args: Vec<Value>,
}

impl Call {
    fn request(&self) -> String {
        let args: Vec<Json> = self.args.iter().map(arg_json).collect();
        json!({"fn": self.name, "args": args}).to_string()
    }
}

fn arg_json(v: &Value) -> Json {
    let ty = json::type_to_json(v.ty()).unwrap_or_else(|_| "\"dynamic\"".into());
    json!({
        "type": serde_json::from_str::<Json>(&ty).unwrap_or(Json::Null),
        "value": serde_json::from_str::<Json>(&value_node(v)).unwrap_or(Json::Null),
    })
}

/// Our outcome in the oracle's record format.
fn outcome(result: Result<Value, Error>) -> Json {
    match result {
        Ok(v) => match json::type_to_json(v.ty()) {
            Ok(ty) => json!({
                "type": serde_json::from_str::<Json>(&ty).unwrap_or(Json::Null),
                "value": serde_json::from_str::<Json>(&value_node(&v)).unwrap_or(Json::Null),
            }),
            Err(e) => json!({"error": format!("type not encodable: {e}"), "arg": -2}),
        },
        Err(e) => json!({
            // The reference's message leaves out the path inside the argument.
            "error": e.message(),
            "arg": e.argument().map_or(-1, |i| i as i64),
        }),
    }
}

/// Why a difference is a known one, listed in the issue note rather than fixed here:
///
/// - the reference panics when a function's result does not conform to its declared
///   return type (a null object given to `merge`, a list of another element type given
///   to `coalesce`), and the panic's text is Go syntax; we report the same mismatch in
///   our words. A set operation on sets whose element types still differ panics in
///   go-cty's set code instead; we report that result's type against the declared one.
fn known_difference(name: &str, ours: &Json, theirs: &Json) -> Option<&'static str> {
    let error = |j: &Json| j.get("error").and_then(Json::as_str).map(str::to_string);
    if let Some(why) = newer_go_cty(name, ours, theirs) {
        return Some(why);
    }
    if let (Some(o), Some(t)) = (error(ours), error(theirs)) {
        if ours["arg"] == json!(-1)
            && theirs["arg"] == json!(-1)
            && nonconformance_reason(&o, OUR_NONCONFORMANCE)
                .map(without_path)
                .is_some_and(|reason| {
                    Some(reason) == nonconformance_reason(&t, THEIR_NONCONFORMANCE)
                })
        {
            return Some(
                "result does not conform to the return type: the reference panics, same reason",
            );
        }
        if ours["arg"] == json!(-1)
            && theirs["arg"] == json!(-1)
            && t.starts_with(THEIR_SET_RULES_PANIC)
            && nonconformance_reason(&o, OUR_NONCONFORMANCE).is_some()
        {
            return Some(
                "sets of different element types combined: the reference panics on their set \
                 rules, we report the result's type",
            );
        }
    }
    None
}

/// How our call reports a result that does not conform to the declared return type:
/// the text before the result's type, and the text before the reason.
const OUR_NONCONFORMANCE: (&str, &str) = (
    "function returned a value of type ",
    " that does not conform to its return type ",
);
/// How the reference reports it: the first line of the panic it recovers, with the
/// result and the type in Go syntax.
const THEIR_NONCONFORMANCE: (&str, &str) = (
    "panic in function implementation: returned value ",
    " does not conform to expected return type ",
);

/// How the reference fails when a set operation meets sets whose element types differ
/// after its type check (`setunion` of a `set(list(bool))` and a `set(set(string))`): a
/// panic inside go-cty's set code, before any conformance check.
const THEIR_SET_RULES_PANIC: &str = "panic in function implementation: incompatible set rules";

/// The reason (go-cty's first conformance error, e.g. `missing required attribute
/// "a"`) in a non-conformance message of the given shape.
fn nonconformance_reason<'m>(message: &'m str, (start, middle): (&str, &str)) -> Option<&'m str> {
    let rest = message.strip_prefix(start)?;
    let after_type = &rest[rest.find(middle)? + middle.len()..];
    Some(&after_type[after_type.find(": ")? + 2..])
}

/// The reason without the path inside the value that ours puts before it (`[...].a: `);
/// the reference's reason has no path.
fn without_path(reason: &str) -> &str {
    match reason.split_once(": ") {
        Some((path, rest)) if path.starts_with(['[', '.']) => rest,
        _ => reason,
    }
}

/// Differences where we follow a newer go-cty than the reference (1.12.1), as its
/// changelog documents: `element` takes negative indices (1.15.0), `contains`
/// accepts a null value to look for (1.18.1), `format` and `formatlist` take values of
/// unknown type (1.16.1) and so do the `to*` conversions (1.14.4): where the reference
/// gives a value of unknown type, we give what the newer one does. `formatdate` and
/// `timeadd` read timestamps strictly (1.13.0): see [`strict_rfc3339`].
fn newer_go_cty(name: &str, ours: &Json, theirs: &Json) -> Option<&'static str> {
    let their_error = theirs.get("error").and_then(Json::as_str);
    if matches!(name, "formatdate" | "timeadd") && strict_rfc3339(ours, theirs) {
        return Some(
            "newer go-cty: strict RFC 3339 timestamps, hour and minute errors named (1.13.0)",
        );
    }
    match (name, their_error) {
        ("length", None)
            if theirs["value"] == json!({"unknown": true}) && ours["type"] == json!("number") =>
        {
            Some("newer go-cty: length takes unknown collections, a tuple's length known (1.13.0)")
        }
        // The reference checks the sign first; without that check the call goes on to
        // the other checks, as the newer go-cty's does.
        ("element", Some("cannot use element function with a negative index")) => {
            Some("newer go-cty: element takes negative indices (1.15.0)")
        }
        ("contains", Some("argument must not be null"))
            if theirs["arg"] == json!(1)
                && ours.get("error").is_none_or(|_| ours["arg"] != json!(1)) =>
        {
            Some("newer go-cty: contains looks for a null value (1.18.1)")
        }
        (
            "format" | "formatlist" | "tobool" | "tolist" | "tomap" | "tonumber" | "toset"
            | "tostring",
            _,
        ) if theirs["type"] == json!("dynamic") => Some(
            "newer go-cty: format, formatlist and to* take values of unknown type (1.16.1, 1.14.4)",
        ),
        ("format" | "formatlist" | "strlen", _)
            if theirs["value"] == json!({"unknown": true})
                && ours["value"]["value"] == json!({"unknown": true})
                && ours["type"] == theirs["type"] =>
        {
            Some("newer go-cty: an unknown result keeps the marks of the arguments (1.15.1)")
        }
        _ => None,
    }
}

/// Whether our error is one that only go-cty 1.13+'s strict timestamp reading gives:
/// a form the reference (1.12.1) accepted (it then answered or failed on a later
/// check), or an hour or minute error it worded otherwise on the same argument.
fn strict_rfc3339(ours: &Json, theirs: &Json) -> bool {
    const PREFIX: &str = "not a valid RFC3339 timestamp: ";
    const NEWER: &[&str] = &[
        "hour must have exactly two digits",
        "hour must be between 0 and 23 inclusive",
        "minute must have exactly two digits",
        "cannot use \",\" as timestamp segment",
    ];
    let Some(why) = ours
        .get("error")
        .and_then(Json::as_str)
        .and_then(|e| e.strip_prefix(PREFIX))
    else {
        return false;
    };
    let theirs_timestamp = theirs
        .get("error")
        .and_then(Json::as_str)
        .is_some_and(|e| e.starts_with(PREFIX));
    if !theirs_timestamp {
        return NEWER.contains(&why) || why.ends_with(" as UTC offset");
    }
    NEWER.contains(&why) && theirs["arg"] == ours["arg"]
}

/// Signatures that differ from the reference's because we follow a newer go-cty.
const NEWER_SIGNATURES: &[(&str, &str)] = &[
    ("contains", "(list any [], value any [null])"),
    (
        "format",
        "(format string [], ...args any [null unknown dynamic])",
    ),
    (
        "formatlist",
        "(format string [], ...args any [null unknown dynamic])",
    ),
    ("tobool", "(v any [null dynamic])"),
    ("tolist", "(v any [null dynamic])"),
    ("tomap", "(v any [null dynamic])"),
    ("tonumber", "(v any [null dynamic])"),
    ("toset", "(v any [null dynamic])"),
    ("tostring", "(v any [null dynamic])"),
    // 1.13.0: strlen takes an unknown string to bound its length by the known prefix.
    ("strlen", "(str string [unknown dynamic])"),
    // 1.13.0: length takes an unknown collection (a tuple's length is known anyway).
    ("length", "(collection any [unknown dynamic marked])"),
];

/// `f`'s parameters as the oracle renders a signature: `(name type [flags], ...)`.
fn signature(f: &Function) -> String {
    let render = |p: &hcl2_value::Parameter| {
        let flags: Vec<&str> = [
            (p.allow_null, "null"),
            (p.allow_unknown, "unknown"),
            (p.allow_dynamic_type, "dynamic"),
            (p.allow_marked, "marked"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect();
        format!("{} {} [{}]", p.name, p.ty, flags.join(" "))
    };
    let mut parts: Vec<String> = f.params().iter().map(render).collect();
    if let Some(v) = f.variadic_param() {
        parts.push(format!("...{}", render(v)));
    }
    format!("({})", parts.join(", "))
}

/// Compares every function's parameters (names, constraints, flags) with the
/// reference's; returns the differences.
fn signature_differences(
    oracle: &Oracle,
    ours: &BTreeMap<&'static str, Function>,
) -> Result<Vec<String>, String> {
    let requests: Vec<String> = ours
        .keys()
        .map(|name| json!({"fn": name, "signature": true}).to_string())
        .collect();
    let answers = oracle.run(&["functions"], &requests)?;
    let mut out = Vec::new();
    for ((name, f), answer) in ours.iter().zip(answers) {
        let Answer::Line(line) = answer else {
            return Err(format!("the oracle died on the signature of {name}"));
        };
        let theirs: Json = serde_json::from_str(&line).map_err(|e| e.to_string())?;
        let mine = signature(f);
        if NEWER_SIGNATURES.contains(&(*name, mine.as_str())) {
            continue;
        }
        if theirs["signature"].as_str() != Some(mine.as_str()) {
            out.push(format!(
                "{name}: ours {mine}, theirs {}",
                theirs["signature"]
            ));
        }
    }
    Ok(out)
}

/// The calls of one run: `count` of them, spread evenly over the functions we have.
fn calls(seed: u64, count: usize, ours: &BTreeMap<&'static str, Function>) -> Vec<Call> {
    let names: Vec<&'static str> = ours.keys().copied().collect();
    if names.is_empty() {
        return Vec::new();
    }
    (0..count as u64)
        .map(|i| {
            let name = names[i as usize % names.len()];
            let mut rng = Rng::for_case(seed, i);
            let args = generate::arguments(&mut rng, name, &ours[name]);
            Call { name, args }
        })
        .collect()
}

/// Runs `count` calls from `seed`, printing the failures (up to `show`) and the count
/// of calls per function.
pub fn run(seed: u64, count: usize, show: usize) -> Result<Tally, String> {
    let started = std::time::Instant::now();
    let ours = ours_by_reference_name();
    let calls = calls(seed, count, &ours);
    let requests: Vec<String> = calls.iter().map(Call::request).collect();
    let root = repo_root();
    let target = target_dir(&root);
    let asked = requests.clone();
    let ours_for_signatures = ours.clone();
    let reference = std::thread::spawn(move || -> Result<(Vec<String>, Vec<Answer>), String> {
        let oracle = Oracle::prepare(&root, &target)?;
        let signatures = signature_differences(&oracle, &ours_for_signatures)?;
        Ok((signatures, oracle.run(&["functions"], &asked)?))
    });
    let our_outcomes: Vec<Json> = run_quietly("functions", || {
        calls
            .iter()
            .map(|c| {
                let f = &ours[c.name];
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f.call(&c.args)))
                    .map_or_else(|p| json!({"panic": panic_message(p.as_ref())}), outcome)
            })
            .collect()
    })?;
    let (signatures, theirs) = reference
        .join()
        .map_err(|_| "the oracle thread panicked".to_string())??;
    let mut tally = Tally::default();
    for difference in &signatures {
        println!("FAIL functions signature {difference}");
        tally.failed += 1;
    }
    let mut per_function: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut known: BTreeMap<&str, usize> = BTreeMap::new();
    let mut shown = 0;
    for (i, (ours, theirs)) in our_outcomes.iter().zip(theirs).enumerate() {
        let theirs: Json = match theirs {
            Answer::Line(line) => serde_json::from_str(&line)
                .map_err(|e| format!("bad oracle line for call {i}: {e}"))?,
            Answer::Died(_) => {
                tally.not_compared += 1;
                continue;
            }
        };
        if theirs.get("file").is_some() {
            return Err(format!("the oracle could not run call {i}: {theirs}"));
        }
        let entry = per_function.entry(calls[i].name).or_default();
        if *ours == theirs {
            tally.passed += 1;
            entry.0 += 1;
        } else if let Some(why) = known_difference(calls[i].name, ours, &theirs) {
            tally.passed += 1;
            entry.0 += 1;
            *known.entry(why).or_default() += 1;
        } else {
            tally.failed += 1;
            entry.1 += 1;
            if shown < show {
                shown += 1;
                println!(
                    "FAIL functions seed {seed} call {i}\n  request: {}\n  ours:   {ours}\n  theirs: {theirs}",
                    requests[i]
                );
            }
        }
    }
    let (gzip_passed, gzip_failures) = compare_gzip(seed, count)?;
    tally.passed += gzip_passed;
    tally.failed += gzip_failures.len();
    per_function.insert("base64gzip", (gzip_passed, gzip_failures.len()));
    for failure in gzip_failures.iter().take(show) {
        println!("FAIL functions seed {seed} base64gzip {failure}");
    }
    let counts: Vec<String> = per_function
        .iter()
        .map(|(name, (ok, bad))| {
            if *bad > 0 {
                format!("{name} {ok}+{bad}F")
            } else {
                format!("{name} {ok}")
            }
        })
        .collect();
    println!("calls per function: {}", counts.join(", "));
    for (why, n) in &known {
        println!("known differences (counted as passed): {n} x {why}");
    }
    let missing: Vec<&str> = REFERENCE_NAMES
        .iter()
        .copied()
        .filter(|n| !ours.contains_key(n))
        .collect();
    if !missing.is_empty() {
        println!(
            "not offered yet ({}): {}",
            missing.len(),
            missing.join(", ")
        );
    }
    println!(
        "differential functions: {count} calls of {} functions, seed {seed}, {:.1}s",
        ours.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(tally)
}

/// Terraform's `base64gzip` byte for byte against Go's compressor (see [`gzip`]).
fn compare_gzip(seed: u64, count: usize) -> Result<(usize, Vec<String>), String> {
    let root = repo_root();
    let oracle = Oracle::prepare(&root, &target_dir(&root))?;
    let ours = hcl2_stdlib::terraform::functions()
        .remove("base64gzip")
        .ok_or("hcl2_stdlib::terraform offers no base64gzip")?;
    let cases = gzip::cases(seed, count, &gzip::corpus_texts(&root));
    gzip::compare(&oracle, &ours, &cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonconformance_counts_as_known_only_with_the_same_reason() {
        let theirs = json!({"error": "panic in function implementation: returned value cty.EmptyObjectVal does not conform to expected return type cty.Object(map[string]cty.Type{\"a\":cty.String}): missing required attribute \"a\"", "arg": -1});
        let ours = |reason: &str| json!({"error": format!("function returned a value of type object({{}}) that does not conform to its return type object({{a=string}}): {reason}"), "arg": -1});
        assert!(
            known_difference("merge", &ours("missing required attribute \"a\""), &theirs).is_some()
        );
        assert!(known_difference("merge", &ours("unsupported attribute \"b\""), &theirs).is_none());
        assert!(known_difference(
            "merge",
            &ours(".x[...]: missing required attribute \"a\""),
            &theirs
        )
        .is_some());
    }

    #[test]
    fn a_set_rules_panic_counts_as_known_only_against_our_nonconformance_error() {
        let theirs = json!({"error": "panic in function implementation: incompatible set rules: cty.setRules{Type:cty.List(cty.Bool)}, cty.setRules{Type:cty.List(cty.String)}", "arg": -1});
        let ours = json!({"error": "function returned a value of type set(list(string)) that does not conform to its return type set(list(bool)): [...][...]: bool required, but received string", "arg": -1});
        assert!(known_difference("setunion", &ours, &theirs).is_some());
        let other = json!({"error": "some other failure", "arg": -1});
        assert!(known_difference("setunion", &other, &theirs).is_none());
    }

    #[test]
    fn calls_are_reproducible_from_seed_and_index() {
        let ours = ours_by_reference_name();
        let a: Vec<String> = calls(3, 50, &ours).iter().map(Call::request).collect();
        let b: Vec<String> = calls(3, 50, &ours).iter().map(Call::request).collect();
        assert_eq!(a, b);
        assert_ne!(
            a,
            calls(4, 50, &ours)
                .iter()
                .map(Call::request)
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn every_function_we_offer_is_called() {
        let ours = ours_by_reference_name();
        let called: std::collections::BTreeSet<&str> =
            calls(1, ours.len(), &ours).iter().map(|c| c.name).collect();
        assert_eq!(called.len(), ours.len());
    }
}
