//! Running one test as the reference harness does, and its verdict.
//!
//! The `.t` file is read first; a file with errors is a bad test and nothing is run.
//! The spec `<base>.hcldec` must exist. Then each input that exists (`<base>.hcl`,
//! then `<base>.hcl.json`) is checked: the traversals (when the file has a
//! `traversals` block), then the decoded result. Without expected diagnostics, hcldec
//! must succeed (every diagnostic it reports is a problem), its result's type must
//! conform to `result_type`, and the result must be identical to `result` (when
//! given). With expected diagnostics, the reported ones must match them exactly.
//!
//! A test passes when no problem at all (error or warning) was found, as the reference
//! harness counts every reported diagnostic as a failure. A test with neither input
//! file checks nothing and passes, as it does under the reference.

use std::path::Path;

use hcl2_value::{convert, Value};

use super::discover::TestCase;
use super::expect_diags;
use super::hcldec::Hcldec;
use super::problem::{has_errors, Problem};
use super::test_file::{self, TestFile};
use super::traversal;
use super::value_diff::differences;

/// How a test went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No problem found.
    Pass,
    /// hcldec's behaviour differs from the expectations.
    Fail,
    /// The test itself is broken (its `.t` file has errors, or the spec is missing),
    /// so it was not run; the reference harness reports it as failing too.
    Bad,
}

/// A test's verdict and everything found.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The test's name.
    pub name: String,
    /// The verdict.
    pub verdict: Verdict,
    /// Every problem found, in order.
    pub problems: Vec<Problem>,
    /// How many input files were checked.
    pub inputs: usize,
}

/// Runs `case` against `hcldec`.
pub fn run_test(case: &TestCase, hcldec: &Hcldec) -> Outcome {
    let outcome = |verdict, problems, inputs| Outcome {
        name: case.name.clone(),
        verdict,
        problems,
        inputs,
    };
    let (tf, mut problems) = test_file::load(&case.t_file);
    if has_errors(&problems) {
        return outcome(Verdict::Bad, problems, 0);
    }
    let spec = case.spec_file();
    if let Err(e) = std::fs::metadata(&spec) {
        problems.push(Problem::error(
            "Missing .hcldec file",
            format!("No specification file for test {}: {e}.", case.name),
            None,
        ));
        return outcome(Verdict::Bad, problems, 0);
    }
    let inputs = case.input_files();
    for input in &inputs {
        problems.extend(check_input(hcldec, &spec, input, &tf));
    }
    let verdict = if problems.is_empty() {
        Verdict::Pass
    } else {
        Verdict::Fail
    };
    outcome(verdict, problems, inputs.len())
}

/// The problems with one input file of a test.
fn check_input(hcldec: &Hcldec, spec: &Path, input: &Path, tf: &TestFile) -> Vec<Problem> {
    let name = input.to_string_lossy();
    let mut problems = Vec::new();
    if let Some(expected) = &tf.traversals {
        let (got, found) = hcldec.references(spec, input);
        let failed = has_errors(&found);
        problems.extend(found);
        if !failed {
            problems.extend(traversal::compare(&got, expected, &name));
        }
    }
    let (value, found) = hcldec.decode(spec, input);
    if tf.diagnostics.is_empty() {
        let failed = has_errors(&found);
        problems.extend(found);
        if !failed {
            problems.extend(compare_result(&value, tf, &name));
        }
    } else {
        problems.extend(expect_diags::compare(&found, &tf.diagnostics, &name));
    }
    problems
}

/// The problems with a successfully decoded `value` of input `name`.
pub fn compare_result(value: &Value, tf: &TestFile, name: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    if !value.ty().conforms_to(&tf.result_type) {
        problems.push(Problem::error(
            "Incorrect result type",
            format!(
                "Input file {name} produced {}, but was expecting {}.",
                value.ty().without_optional_attributes(),
                tf.result_type.without_optional_attributes()
            ),
            None,
        ));
    }
    if let Some(want) = &tf.result {
        match convert(want, &tf.result_type) {
            Err(e) => problems.push(Problem::error(
                "Incorrect type for result value",
                format!(
                    "Result does not conform to the given result type: {}.",
                    e.message()
                ),
                tf.result_range.clone(),
            )),
            Ok(want) if !value.raw_equals(&want) => problems.push(Problem::error(
                "Incorrect result value",
                format!(
                    "Input file {name} produced {value:?}, but was expecting {want:?}.\n\n{}",
                    differences(&want, value).join("\n")
                ),
                None,
            )),
            Ok(_) => {}
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_value::Type;

    fn expecting(text: &str) -> TestFile {
        let (tf, problems) = test_file::load_source(text.as_bytes(), "x.t");
        assert!(problems.is_empty(), "{problems:?}");
        tf
    }

    fn summaries(problems: Vec<Problem>) -> Vec<String> {
        problems.into_iter().map(|p| p.summary).collect()
    }

    #[test]
    fn an_identical_result_of_a_conforming_type_passes() {
        let tf = expecting("result_type = object({a = list(string)})\nresult = { a = [\"x\"] }\n");
        let got = Value::object([("a", Value::list([Value::string("x")]).unwrap())]);
        assert!(compare_result(&got, &tf, "in.hcl").is_empty());
    }

    #[test]
    fn the_type_alone_is_checked_without_a_result() {
        let tf = expecting("result_type = object({})\n");
        assert!(compare_result(&Value::empty_object(), &tf, "in.hcl").is_empty());
        let p = compare_result(&Value::from(1), &tf, "in.hcl");
        assert_eq!(p[0].summary, "Incorrect result type");
        assert_eq!(
            p[0].detail,
            "Input file in.hcl produced number, but was expecting object({})."
        );
    }

    #[test]
    fn types_are_named_as_the_reference_names_them() {
        // The reference's type strings do not show optional attributes.
        let tf = expecting("result_type = object({a = optional(string)})\n");
        let p = compare_result(&Value::from(1), &tf, "in.hcl");
        assert_eq!(
            p[0].detail,
            "Input file in.hcl produced number, but was expecting object({a=string})."
        );
        let got = Value::object([("a", Value::string("x"))]);
        assert!(compare_result(&got, &tf, "in.hcl").is_empty());
    }

    #[test]
    fn results_must_be_identical_not_merely_equal() {
        let tf = expecting("result = { a = 1 }\n");
        // A map holding the same entries is a different value from the object.
        let map = Value::map([("a", Value::from(1))]).unwrap();
        assert_eq!(
            summaries(compare_result(&map, &tf, "in.hcl")),
            ["Incorrect result value"]
        );
        let other = Value::object([("a", Value::from(2))]);
        let p = compare_result(&other, &tf, "in.hcl");
        assert!(
            p[0].detail.ends_with(".a: got 2, want 1"),
            "{}",
            p[0].detail
        );
    }

    #[test]
    fn a_dynamic_result_conforms_only_to_any() {
        let tf = expecting("");
        assert!(compare_result(&Value::dynamic(), &tf, "in.hcl").is_empty());
        let tf = expecting("result_type = string\n");
        let p = compare_result(&Value::unknown(Type::Dynamic), &tf, "in.hcl");
        assert_eq!(summaries(p), ["Incorrect result type"]);
    }
}
