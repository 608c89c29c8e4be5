//! hcl2-dec against results recorded from the reference (hcl v2.14.1's `hcldec` spec
//! loading and `hcldec` package) by tests/record.py: spec files, inputs in native and
//! JSON syntax (merged when there are several), variables, values, types, diagnostics
//! with their ranges, variable references and source ranges.

mod support;

use std::fs;
use std::path::Path;

use support::{normalize, parse_cases, run};

/// Runs every case of `tests/cases/{name}.txt` and compares with the recording.
fn check(name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let text = fs::read_to_string(dir.join(format!("{name}.txt"))).expect("case file");
    let expected =
        fs::read_to_string(dir.join(format!("{name}.expected.json"))).expect("recording");
    let expected: serde_json::Value = serde_json::from_str(&expected).expect("valid recording");
    let cases = parse_cases(&text);
    assert!(!cases.is_empty());
    let mut failures = Vec::new();
    for case in &cases {
        let want = expected
            .get(&case.name)
            .unwrap_or_else(|| panic!("no recording for {:?}; run tests/record.py", case.name));
        let got = normalize(run(case));
        if want.get("reference_panicked").is_some()
            || want.get("reference_nondeterministic").is_some()
        {
            // The reference crashes here, or answers differently from run to run:
            // hcl2-dec only has to give some result.
            continue;
        }
        let want = normalize(want.clone());
        if got != want {
            failures.push(difference(&case.name, &want, &got));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// The fields of a result that differ, reference first.
fn difference(name: &str, want: &serde_json::Value, got: &serde_json::Value) -> String {
    let mut out = format!("case {name:?}");
    let keys = want
        .as_object()
        .into_iter()
        .chain(got.as_object())
        .flat_map(|o| o.keys())
        .collect::<std::collections::BTreeSet<_>>();
    for key in keys {
        let (w, g) = (&want[key.as_str()], &got[key.as_str()]);
        if w != g {
            out.push_str(&format!(
                "\n  {key}:\n    reference: {w}\n    hcl2-dec:  {g}"
            ));
        }
    }
    out
}

#[test]
fn attribute_specs_match_the_reference() {
    check("attr");
}

#[test]
fn block_specs_match_the_reference() {
    check("blocks");
}

#[test]
fn malformed_spec_files_match_the_reference() {
    check("spec_errors");
}

#[test]
fn functions_variables_literals_defaults_and_transforms_match_the_reference() {
    check("functions");
}

#[test]
fn json_and_merged_inputs_match_the_reference() {
    check("json");
}

#[test]
fn miscellaneous_cases_match_the_reference() {
    check("misc");
}

#[test]
fn generated_specs_and_inputs_match_the_reference() {
    check("generated");
}

#[test]
fn the_reference_spec_suites_files_match_the_reference() {
    check("specsuite");
}
