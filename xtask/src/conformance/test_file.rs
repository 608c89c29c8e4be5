//! Reading a `.t` expectations file, itself native-syntax HCL, with the reference
//! harness's schema and meaning:
//!
//! - `result_type`: a type constraint (the result's type must conform to it; default
//!   `any`);
//! - `result`: a constant expression, converted to `result_type`; the result must be
//!   identical to it;
//! - `diagnostics { error { from {..} to {..} } warning {..} }`: the decode must fail
//!   with exactly these severities and ranges (not with `result` too);
//! - `traversals { expect { ref = a.b  from {..} to {..} } }`: with `--var-refs`
//!   hcldec must report exactly these variable references, at these ranges (an empty
//!   block expects none; without the block they are not checked).
//!
//! Any error while reading makes the file a bad test (not run); the problems found are
//! returned either way.

use std::path::Path;

use hcl2_core::{Block, Body, BodySchema, Pos, Range};
use hcl2_native::analysis::abs_traversal;
use hcl2_native::ast::{self, Tree};
use hcl2_value::{convert, Type, Value};

use super::expect_diags::ExpectedDiagnostic;
use super::position_blocks::read_range;
use super::problem::{has_errors, problems_of, Location, Problem, Severity};
use super::traversal::{self, ExpectedTraversal};
use super::type_expr::type_constraint;

/// What a `.t` file expects.
#[derive(Clone, Debug)]
pub struct TestFile {
    /// The expected result, already converted to `result_type`.
    pub result: Option<Value>,
    /// The type constraint the result must conform to.
    pub result_type: Type,
    /// Where `result`'s expression is.
    pub result_range: Option<Location>,
    /// The expected variable references, when the file checks them.
    pub traversals: Option<Vec<ExpectedTraversal>>,
    /// The expected diagnostics (none: the decode must succeed).
    pub diagnostics: Vec<ExpectedDiagnostic>,
}

/// Reads the `.t` file at `path`; the file is bad when any problem is an error.
pub fn load(path: &Path) -> (TestFile, Vec<Problem>) {
    let name = path.to_string_lossy();
    match std::fs::read(path) {
        Ok(src) => load_source(&src, &name),
        Err(_) => (
            TestFile::empty(),
            vec![Problem::error(
                "Failed to read file",
                format!(
                    "The configuration file {} could not be read.",
                    hcl2_value::strings::go_quote(&name)
                ),
                None,
            )],
        ),
    }
}

impl TestFile {
    fn empty() -> TestFile {
        TestFile {
            result: None,
            result_type: Type::Dynamic,
            result_range: None,
            traversals: None,
            diagnostics: Vec::new(),
        }
    }
}

/// Reads `.t` source text named `filename`.
pub fn load_source(src: &[u8], filename: &str) -> (TestFile, Vec<Problem>) {
    let mut tf = TestFile::empty();
    let parsed = hcl2_native::parse_config(src, filename, Pos::START);
    let mut problems = problems_of(&parsed.diagnostics);
    if has_errors(&problems) {
        return (tf, problems);
    }
    let file = parsed.tree();
    let body = parsed.body();
    let schema = BodySchema::new()
        .attribute("result", false)
        .attribute("result_type", false)
        .block("traversals", [""; 0])
        .block("diagnostics", [""; 0]);
    let (content, diags) = body.content(&schema);
    problems.extend(problems_of(&diags));
    if diags.has_errors() {
        return (tf, problems);
    }

    if let Some(attr) = content.attributes.get("result_type") {
        match native_expr(&parsed.value, file, &attr.range) {
            Some(expr) => {
                let (ty, diags) = type_constraint(&expr, file);
                problems.extend(problems_of(&diags));
                if !diags.has_errors() {
                    tf.result_type = ty;
                }
            }
            None => problems.push(lost_expression(&attr.range)),
        }
    }

    if let Some(attr) = content.attributes.get("result") {
        let range = attr.expr.range();
        let (value, diags) = attr.expr.value(None);
        problems.extend(problems_of(&diags));
        if !diags.has_errors() {
            match convert(&value, &tf.result_type) {
                Ok(value) => tf.result = Some(value),
                Err(e) => problems.push(Problem::error(
                    "Invalid result value",
                    format!(
                        "The result value does not conform to the given result type: {}.",
                        e.message()
                    ),
                    Some(Location::of(&range)),
                )),
            }
        }
        tf.result_range = Some(Location::of(&range));
    }

    for block in &content.blocks {
        match block.type_name.as_str() {
            "traversals" if tf.traversals.is_some() => problems.push(duplicate(block)),
            "traversals" => {
                let (expected, found) = read_traversals(block, &parsed.value, file);
                let bad = has_errors(&found);
                problems.extend(found);
                if !bad {
                    tf.traversals = expected;
                }
            }
            _ if !tf.diagnostics.is_empty() => problems.push(duplicate(block)),
            _ => {
                let (expected, found) = read_diagnostics(block);
                problems.extend(found);
                tf.diagnostics = expected;
            }
        }
    }

    if tf.result.is_some() && !tf.diagnostics.is_empty() {
        problems.push(Problem::error(
            "Conflicting spec expectations",
            "This test spec includes expected diagnostics, so it may not also include an expected result.",
            content.attributes.get("result").map(|a| Location::of(&a.range)),
        ));
    }
    (tf, problems)
}

/// The error for a second `traversals` or `diagnostics` block.
fn duplicate(block: &Block<'_>) -> Problem {
    Problem::error(
        format!("Duplicate {:?} block", block.type_name),
        format!("Only one {} block is expected.", block.type_name),
        Some(Location::of(&block.type_range)),
    )
}

/// The problem for an attribute whose syntax tree cannot be found again (which would
/// be a bug in the harness, reported instead of panicking).
fn lost_expression(range: &Range) -> Problem {
    Problem::error(
        "Harness error",
        "The syntax tree of this argument could not be found.",
        Some(Location::of(range)),
    )
}

/// The native expression of the attribute at `range`, anywhere in `body`.
fn native_expr(body: &ast::Body, file: Tree<'_>, range: &Range) -> Option<ast::Expr> {
    body.attributes(file)
        .find(|a| file.range(a.span()) == *range)
        .map(|a| a.expr)
        .or_else(|| {
            body.blocks(file.nodes)
                .iter()
                .find_map(|b| native_expr(&b.body(file), file, range))
        })
}

/// A `traversals` block: its `expect` blocks (none if it could not be read).
fn read_traversals(
    block: &Block<'_>,
    tree: &ast::Body,
    file: Tree<'_>,
) -> (Option<Vec<ExpectedTraversal>>, Vec<Problem>) {
    let schema = BodySchema::new().block("expect", [""; 0]);
    let (content, diags) = block.body.content(&schema);
    let mut problems = problems_of(&diags);
    if diags.has_errors() {
        return (None, problems);
    }
    let mut expected = Vec::new();
    for expect in &content.blocks {
        let (range, remain, found) = read_range(expect.body.as_ref());
        problems.extend(found);
        let schema = BodySchema::new()
            .attribute("ref", true)
            .block("range", [""; 0]);
        let (content, diags) = remain.content(&schema);
        problems.extend(problems_of(&diags));
        if diags.has_errors() {
            continue;
        }
        let Some(attr) = content.attributes.get("ref") else {
            continue;
        };
        let Some(expr) = native_expr(tree, file, &attr.range) else {
            problems.push(lost_expression(&attr.range));
            continue;
        };
        match abs_traversal(&expr, file) {
            Ok(t) => expected.push(ExpectedTraversal {
                traversal: traversal::from_core(&t),
                range,
            }),
            Err(diags) => problems.extend(problems_of(&diags)),
        }
    }
    (Some(expected), problems)
}

/// A `diagnostics` block: its `error` and `warning` blocks (reading stops adding
/// expectations after the first error, as the reference's does).
fn read_diagnostics(block: &Block<'_>) -> (Vec<ExpectedDiagnostic>, Vec<Problem>) {
    let schema = BodySchema::new()
        .block("error", [""; 0])
        .block("warning", [""; 0]);
    let (content, diags) = block.body.content(&schema);
    let mut problems = problems_of(&diags);
    if diags.has_errors() {
        return (Vec::new(), problems);
    }
    if content.blocks.is_empty() {
        problems.push(Problem::error(
            "Empty diagnostics block",
            "If a diagnostics block is present, at least one expectation statement (\"error\" or \"warning\" block) must be included.",
            Some(Location::of(&block.type_range)),
        ));
        return (Vec::new(), problems);
    }
    let mut expected = Vec::new();
    for item in &content.blocks {
        let (range, remain, found) = read_range(item.body.as_ref());
        problems.extend(found);
        if has_errors(&problems) {
            continue;
        }
        let (_, diags) = remain.content(&BodySchema::new());
        problems.extend(problems_of(&diags));
        expected.push(ExpectedDiagnostic {
            severity: if item.type_name == "error" {
                Severity::Error
            } else {
                Severity::Warning
            },
            range,
            declared_at: Location::of(&item.type_range),
        });
    }
    (expected, problems)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conformance::traversal::StepKind;

    fn good(text: &str) -> TestFile {
        let (tf, problems) = load_source(text.as_bytes(), "x.t");
        assert!(problems.is_empty(), "{problems:?}");
        tf
    }

    fn bad(text: &str) -> Vec<String> {
        let (_, problems) = load_source(text.as_bytes(), "x.t");
        assert!(has_errors(&problems), "expected errors for {text}");
        problems.iter().map(|p| p.summary.clone()).collect()
    }

    #[test]
    fn an_empty_file_expects_any_successful_result() {
        let tf = good("");
        assert_eq!(tf.result, None);
        assert_eq!(tf.result_type, Type::Dynamic);
        assert!(tf.traversals.is_none());
        assert!(tf.diagnostics.is_empty());
    }

    #[test]
    fn the_result_is_converted_to_the_result_type() {
        let tf = good("result_type = map(string)\nresult = { a = 1, b = true }\n");
        assert_eq!(tf.result_type, Type::map(Type::String));
        assert_eq!(
            tf.result,
            Some(Value::map([("a", Value::string("1")), ("b", Value::string("true"))]).unwrap())
        );
        let tf = good("result = { a = 1 }\n");
        assert_eq!(tf.result, Some(Value::object([("a", Value::from(1))])));
        assert_eq!(
            tf.result_range.map(|l| l.to_string()),
            Some("x.t:1,10-19".to_string())
        );
    }

    #[test]
    fn diagnostics_blocks_give_severities_and_ranges() {
        let tf = good(
            "diagnostics {\n  warning {\n    from {\n      line = 1\n      column = 2\n      byte = 1\n    }\n    to {\n      line = 1\n      column = 3\n      byte = 2\n    }\n  }\n  error {\n    from {\n      line = 2\n      column = 1\n      byte = 5\n    }\n    to {\n      line = 2\n      column = 1\n      byte = 5\n    }\n  }\n}\n",
        );
        let d = &tf.diagnostics;
        assert_eq!(d.len(), 2);
        assert_eq!(d[0].severity, Severity::Warning);
        assert_eq!(
            d[0].range.in_file("in.hcl").span_text(),
            "from line 1 column 2 byte 1 to line 1 column 3 byte 2"
        );
        assert_eq!(d[0].declared_at.to_string(), "x.t:2,3-10");
        assert_eq!(d[1].severity, Severity::Error);
        assert_eq!(d[1].range.end.byte, 5);
    }

    #[test]
    fn traversal_expectations_read_the_reference_as_steps() {
        let tf = good(
            "traversals {\n  expect {\n    ref = var.a[\"k\"][0]\n    from {\n      line = 1\n      column = 5\n      byte = 4\n    }\n    to {\n      line = 1\n      column = 16\n      byte = 15\n    }\n  }\n}\n",
        );
        let expected = tf.traversals.unwrap();
        let kinds: Vec<StepKind> = expected[0]
            .traversal
            .iter()
            .map(|s| s.kind.clone())
            .collect();
        assert_eq!(
            kinds,
            [
                StepKind::Root("var".into()),
                StepKind::Attr("a".into()),
                StepKind::Index(Value::string("k")),
                StepKind::Index(Value::from(0)),
            ]
        );
        assert_eq!(expected[0].range.end.byte, 15);
        assert!(good("traversals {\n}\n").traversals.unwrap().is_empty());
    }

    #[test]
    fn bad_test_files_are_reported_as_the_reference_reports_them() {
        let pos = "from {\n line = 1\n column = 1\n byte = 0\n}\nto {\n line = 1\n column = 1\n byte = 0\n}\n";
        assert_eq!(bad("result = \n"), ["Invalid expression"]);
        assert_eq!(bad("expected = 1\n"), ["Unsupported argument"]);
        assert_eq!(bad("result = var.x\n"), ["Variables not allowed"]);
        assert_eq!(
            bad("result_type = lisst(string)\n"),
            ["Invalid type specification"]
        );
        assert_eq!(
            bad("result_type = number\nresult = \"x\"\n"),
            ["Invalid result value"]
        );
        assert_eq!(bad("diagnostics {\n}\n"), ["Empty diagnostics block"]);
        assert_eq!(
            bad(&format!(
                "result = 1\ndiagnostics {{\n error {{\n{pos} }}\n}}\n"
            )),
            ["Conflicting spec expectations"]
        );
        assert_eq!(
            bad(&format!(
                "diagnostics {{\n error {{\n{pos} }}\n}}\ndiagnostics {{\n error {{\n{pos} }}\n}}\n"
            )),
            ["Duplicate \"diagnostics\" block"]
        );
        assert_eq!(
            bad("traversals {\n}\ntraversals {\n}\n"),
            ["Duplicate \"traversals\" block"]
        );
        assert_eq!(
            bad(&format!("diagnostics {{\n fatal {{\n{pos} }}\n}}\n")),
            ["Unsupported block type"]
        );
        assert_eq!(
            bad(&format!(
                "diagnostics {{\n error {{\n{pos} note = 1\n }}\n}}\n"
            )),
            ["Unsupported argument"]
        );
        assert_eq!(
            bad("diagnostics {\n error {\n }\n}\n"),
            ["Missing from block", "Missing to block"]
        );
        assert_eq!(
            bad(&format!("traversals {{\n expect {{\n{pos} }}\n}}\n")),
            ["Missing required argument"]
        );
        assert_eq!(
            bad(&format!(
                "traversals {{\n expect {{\n ref = f(x)\n{pos} }}\n}}\n"
            )),
            ["Invalid expression"]
        );
    }

    #[test]
    fn an_unreadable_file_is_bad() {
        let (_, problems) = load(Path::new("/nonexistent/x.t"));
        assert_eq!(problems[0].summary, "Failed to read file");
    }
}
