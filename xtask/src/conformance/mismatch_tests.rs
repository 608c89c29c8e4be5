//! Hand-made suites proving that every kind of mismatch is caught, with the verdict the
//! reference harness gives.
//!
//! The hcldec under test here is a script that answers from files beside each input
//! (`<input>.decode.out`/`.err`/`.code` when decoding, `<input>.refs.*` with
//! `--var-refs`) and logs its arguments, so each test states exactly what hcldec
//! "said". Our verdicts are checked against a table; when Go and the reference library
//! are installed, the reference harness is also run on the same suite with the same
//! script, and its verdicts and the script's calls must equal ours.

use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use super::check::Verdict;
use super::hcldec::Hcldec;
use super::reference;
use super::report::run_suite;
use super::scratch::Scratch;
use crate::oracle::{go_binary, GOPATH, HCL_PACKAGE};

const FAKE_HCLDEC: &str = r#"#!/bin/sh
# A scripted hcldec: answers from files beside the input file.
printf '%s\n' "$*" >> "$(dirname "$0")/calls.log"
for a in "$@"; do input=$a; done
mode=decode
for a in "$@"; do [ "$a" = --var-refs ] && mode=refs; done
[ -f "$input.$mode.out" ] && cat "$input.$mode.out"
[ -f "$input.$mode.err" ] && cat "$input.$mode.err" >&2
code=0
[ -f "$input.$mode.code" ] && code=$(cat "$input.$mode.code")
exit $code
"#;

/// `from { .. } to { .. }` blocks for a range on line 1 from byte `a` to byte `b`.
fn range(a: i64, b: i64) -> String {
    format!(
        "from {{\n  line = 1\n  column = {}\n  byte = {a}\n}}\nto {{\n  line = 1\n  column = {}\n  byte = {b}\n}}\n",
        a + 1,
        b + 1
    )
}

/// A diagnostics JSON document with one diagnostic per `(severity, file, a, b)`
/// (`file` empty: no subject).
fn diags_json(items: &[(&str, &str, i64, i64)]) -> String {
    let items: Vec<String> = items
        .iter()
        .map(|(severity, file, a, b)| {
            let subject = if file.is_empty() {
                String::new()
            } else {
                format!(
                    r#","subject":{{"filename":"{file}","start":{{"line":1,"column":{},"byte":{a}}},"end":{{"line":1,"column":{},"byte":{b}}}}}"#,
                    a + 1,
                    b + 1
                )
            };
            format!(r#"{{"severity":"{severity}","summary":"Something","detail":"Details."{subject}}}"#)
        })
        .collect();
    format!(r#"{{"diagnostics":[{}]}}"#, items.join(","))
}

/// A `--var-refs` answer: one traversal `var.a[<key>]` at bytes `a..a+8` of `file`.
fn refs_json(file: &str, a: i64, key: &str, kind_member: &str) -> String {
    let r = |from: i64, to: i64| {
        format!(
            r#"{{"filename":"{file}","start":{{"line":1,"column":{},"byte":{from}}},"end":{{"line":1,"column":{},"byte":{to}}}}}"#,
            from + 1,
            to + 1
        )
    };
    format!(
        r#"[{{"steps":[{{"{kind_member}":"root","name":"var","range":{}}},{{"kind":"attr","name":"a","range":{}}},{{"kind":"index","key":{key},"range":{}}}]}}]"#,
        r(a, a + 3),
        r(a + 3, a + 5),
        r(a + 5, a + 8)
    )
}

const OK: &str = r#"{"value":"ok","type":"string"}"#;

/// A suite being written: test files, and the verdict each test must get.
struct Suite {
    dir: Scratch,
    want: BTreeMap<String, Verdict>,
}

impl Suite {
    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The path of a file of test `name` with `suffix`, as both harnesses name it.
    fn file(&self, name: &str, suffix: &str) -> String {
        format!("{}/{name}{suffix}", self.path().display())
    }

    /// Adds test `name` with `.t` text `t`, a spec, and `files` (suffix, text) beside it.
    fn test(&mut self, name: &str, want: Verdict, t: &str, files: &[(&str, &str)]) {
        self.dir.write(&format!("{name}.t"), t);
        self.dir.write(
            &format!("{name}.hcldec"),
            "literal {\n  value = \"ok\"\n}\n",
        );
        for (suffix, text) in files {
            self.dir.write(&format!("{name}{suffix}"), text);
        }
        self.want.insert(name.to_string(), want);
    }
}

fn build_suite() -> Suite {
    use Verdict::{Bad, Fail, Pass};
    let mut s = Suite {
        dir: Scratch::new("mismatch-suite"),
        want: BTreeMap::new(),
    };
    let result_ok = "result = \"ok\"\n";
    let expect_error = |a, b| format!("diagnostics {{\n  error {{\n{}  }}\n}}\n", range(a, b));
    let expect_ref = |key: &str, a, b| {
        format!(
            "result = \"ok\"\ntraversals {{\n  expect {{\n    ref = var.a[{key}]\n{}  }}\n}}\n",
            range(a, b)
        )
    };

    // Results and types.
    s.test(
        "value/matches",
        Pass,
        result_ok,
        &[(".hcl", ""), (".hcl.decode.out", OK)],
    );
    s.test(
        "value/differs",
        Fail,
        result_ok,
        &[
            (".hcl", ""),
            (".hcl.decode.out", r#"{"value":"no","type":"string"}"#),
        ],
    );
    s.test(
        "value/object_is_not_map",
        Fail,
        "result = { a = \"x\" }\n",
        &[
            (".hcl", ""),
            (
                ".hcl.decode.out",
                r#"{"value":{"a":"x"},"type":["map","string"]}"#,
            ),
        ],
    );
    s.test(
        "value/converted_to_result_type",
        Pass,
        "result_type = map(string)\nresult = { a = \"x\" }\n",
        &[
            (".hcl", ""),
            (
                ".hcl.decode.out",
                r#"{"value":{"a":"x"},"type":["map","string"]}"#,
            ),
        ],
    );
    s.test(
        "value/exact_numbers",
        Pass,
        "result = [0.1, 1e400, -3]\n",
        &[
            (".hcl", ""),
            (
                ".hcl.decode.out",
                r#"{"value":[0.1,1e400,-3],"type":["tuple",["number","number","number"]]}"#,
            ),
        ],
    );
    s.test(
        "value/close_numbers",
        Fail,
        "result = 0.1\n",
        &[
            (".hcl", ""),
            (
                ".hcl.decode.out",
                r#"{"value":0.1000000000000000000001,"type":"number"}"#,
            ),
        ],
    );
    s.test(
        "value/null_attribute",
        Pass,
        "result = { a = null }\n",
        &[
            (".hcl", ""),
            (
                ".hcl.decode.out",
                r#"{"value":{"a":null},"type":["object",{"a":"dynamic"}]}"#,
            ),
        ],
    );
    s.test(
        "type/conforms",
        Pass,
        "result_type = object({a = any})\n",
        &[
            (".hcl", ""),
            (
                ".hcl.decode.out",
                r#"{"value":{"a":[true]},"type":["object",{"a":["list","bool"]}]}"#,
            ),
        ],
    );
    s.test(
        "type/differs",
        Fail,
        "result_type = object({a = number})\n",
        &[
            (".hcl", ""),
            (
                ".hcl.decode.out",
                r#"{"value":{"a":"1"},"type":["object",{"a":"string"}]}"#,
            ),
        ],
    );
    s.test(
        "type/anything_goes",
        Pass,
        "",
        &[
            (".hcl", ""),
            (".hcl.decode.out", r#"{"value":1,"type":"number"}"#),
        ],
    );
    s.test(
        "output/invalid_result",
        Fail,
        "",
        &[(".hcl", ""), (".hcl.decode.out", "{\"value\":1}")],
    );
    s.test("output/no_result", Fail, "", &[(".hcl", "")]);

    // hcldec's own diagnostics when none are expected.
    let input = s.file("unexpected/error", ".hcl");
    s.test(
        "unexpected/error",
        Fail,
        "",
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (".hcl.decode.err", &diags_json(&[("error", &input, 0, 1)])),
        ],
    );
    let input = s.file("unexpected/warning_only", ".hcl");
    s.test(
        "unexpected/warning_only",
        Fail,
        "",
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (".hcl.decode.err", &diags_json(&[("warning", &input, 0, 1)])),
        ],
    );
    s.test(
        "unexpected/failure_without_diagnostics",
        Pass,
        "",
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (".hcl.decode.err", "null"),
        ],
    );
    s.test(
        "unexpected/failure_without_diagnostics_typed",
        Fail,
        "result_type = string\n",
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (".hcl.decode.err", "null"),
        ],
    );
    s.test(
        "unexpected/unreadable_diagnostics",
        Fail,
        "",
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (".hcl.decode.err", "Error: oops"),
        ],
    );
    s.test(
        "unexpected/unsupported_severity",
        Fail,
        "",
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (
                ".hcl.decode.err",
                r#"{"diagnostics":[{"severity":"fatal"}]}"#,
            ),
        ],
    );

    // Expected diagnostics.
    let name = "diags/match";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Pass,
        &expect_error(2, 5),
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (
                ".hcl.decode.err",
                &diags_json(&[("error", &input, 2, 5), ("error", &input, 2, 5)]),
            ),
        ],
    );
    s.test(
        "diags/decode_succeeded",
        Fail,
        &expect_error(2, 5),
        &[(".hcl", ""), (".hcl.decode.out", OK)],
    );
    let name = "diags/wrong_range";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_error(2, 5),
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (".hcl.decode.err", &diags_json(&[("error", &input, 2, 6)])),
        ],
    );
    let name = "diags/wrong_severity";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_error(2, 5),
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (".hcl.decode.err", &diags_json(&[("warning", &input, 2, 5)])),
        ],
    );
    let name = "diags/extra_sourceless";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_error(2, 5),
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (
                ".hcl.decode.err",
                &diags_json(&[("error", &input, 2, 5), ("error", "", 0, 0)]),
            ),
        ],
    );
    let name = "diags/other_file";
    let spec = s.file(name, ".hcldec");
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_error(2, 5),
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (
                ".hcl.decode.err",
                &diags_json(&[("error", &input, 2, 5), ("error", &spec, 2, 5)]),
            ),
        ],
    );
    let name = "diags/extra_in_place";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_error(2, 5),
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (
                ".hcl.decode.err",
                &diags_json(&[("error", &input, 2, 5), ("warning", &input, 7, 8)]),
            ),
        ],
    );
    let name = "diags/positions_as_floats";
    let input = s.file(name, ".hcl");
    let floats = diags_json(&[("error", &input, 2, 5)]).replace("\"byte\":2", "\"byte\":2.0");
    s.test(
        name,
        Fail,
        &expect_error(2, 5),
        &[
            (".hcl", ""),
            (".hcl.decode.code", "1"),
            (".hcl.decode.err", &floats),
        ],
    );

    // Traversals.
    let name = "refs/match";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Pass,
        &expect_ref("0", 4, 12),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", &refs_json(&input, 4, "0", "kind")),
        ],
    );
    let name = "refs/member_names_fold_case";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Pass,
        &expect_ref("0", 4, 12),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", &refs_json(&input, 4, "0", "KIND")),
        ],
    );
    s.test(
        "refs/none_expected_none_found",
        Pass,
        "result = \"ok\"\ntraversals {\n}\n",
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", "[]"),
        ],
    );
    let name = "refs/unexpected";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        "result = \"ok\"\ntraversals {\n}\n",
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", &refs_json(&input, 4, "0", "kind")),
        ],
    );
    s.test(
        "refs/missing",
        Fail,
        &expect_ref("0", 4, 12),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", "null"),
        ],
    );
    let name = "refs/wrong_start";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_ref("0", 3, 12),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", &refs_json(&input, 4, "0", "kind")),
        ],
    );
    let name = "refs/wrong_end";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_ref("0", 4, 13),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", &refs_json(&input, 4, "0", "kind")),
        ],
    );
    s.test(
        "refs/wrong_file",
        Fail,
        &expect_ref("0", 4, 12),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", &refs_json("elsewhere.hcl", 4, "0", "kind")),
        ],
    );
    let name = "refs/key_type_differs";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_ref("0", 4, 12),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", &refs_json(&input, 4, "\"0\"", "kind")),
        ],
    );
    let name = "refs/hcldec_failed";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_ref("0", 4, 12),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.code", "1"),
            (".hcl.refs.err", &diags_json(&[("error", &input, 0, 1)])),
        ],
    );
    let name = "refs/unsupported_kind";
    let input = s.file(name, ".hcl");
    s.test(
        name,
        Fail,
        &expect_ref("0", 4, 12),
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (
                ".hcl.refs.out",
                &refs_json(&input, 4, "0", "kind").replace("\"attr\"", "\"call\""),
            ),
        ],
    );
    s.test(
        "refs/not_checked_without_block",
        Pass,
        result_ok,
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.refs.out", "garbage"),
        ],
    );

    // Inputs.
    s.test("inputs/none", Pass, result_ok, &[]);
    s.test(
        "inputs/both",
        Pass,
        result_ok,
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.json", "{}"),
            (".hcl.json.decode.out", OK),
        ],
    );
    s.test(
        "inputs/json_differs",
        Fail,
        result_ok,
        &[
            (".hcl", ""),
            (".hcl.decode.out", OK),
            (".hcl.json", "{}"),
            (".hcl.json.decode.out", r#"{"value":"no","type":"string"}"#),
        ],
    );
    s.dir.write("inputs/.hidden.t", "this is not HCL {");

    // Bad test files.
    s.test("bad/syntax", Bad, "result = \n", &[(".hcl", "")]);
    s.test(
        "bad/unknown_argument",
        Bad,
        "expected = 1\n",
        &[(".hcl", "")],
    );
    s.test("bad/type", Bad, "result_type = strin\n", &[(".hcl", "")]);
    s.test(
        "bad/result_not_of_type",
        Bad,
        "result_type = number\nresult = \"x\"\n",
        &[(".hcl", "")],
    );
    s.test(
        "bad/conflicting",
        Bad,
        &format!("result = 1\n{}", expect_error(0, 1)),
        &[(".hcl", "")],
    );
    s.test(
        "bad/empty_diagnostics",
        Bad,
        "diagnostics {\n}\n",
        &[(".hcl", "")],
    );
    s.test("bad/missing_to", Bad, "diagnostics {\n  error {\n    from {\n      line = 1\n      column = 1\n      byte = 0\n    }\n  }\n}\n", &[(".hcl", "")]);
    s.test(
        "bad/fractional_position",
        Bad,
        &expect_error(0, 1).replace("byte = 1", "byte = 1.5"),
        &[(".hcl", "")],
    );
    s.test("bad/ref_not_a_traversal", Bad, "traversals {\n  expect {\n    ref = f(x)\n    from {\n      line = 1\n      column = 1\n      byte = 0\n    }\n    to {\n      line = 1\n      column = 1\n      byte = 0\n    }\n  }\n}\n", &[(".hcl", "")]);
    s.dir.write("bad/missing_spec.t", result_ok);
    s.want.insert("bad/missing_spec".into(), Bad);
    s
}

/// The scripted hcldec, in its own directory (its call log goes beside it).
fn fake_hcldec(dir: &Scratch) -> PathBuf {
    let path = dir.write("hcldec", FAKE_HCLDEC);
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn take_calls(dir: &Scratch) -> String {
    let log = dir.path().join("calls.log");
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    let _ = std::fs::remove_file(&log);
    text
}

/// Whether the reference harness can be built without installing anything.
fn reference_available() -> bool {
    go_binary().is_file() && Path::new(GOPATH).join(HCL_PACKAGE).is_dir()
}

#[test]
fn every_kind_of_mismatch_gets_the_reference_harness_verdict() {
    let suite = build_suite();
    let tools = Scratch::new("mismatch-tools");
    let script = fake_hcldec(&tools);
    let hcldec = Hcldec::find(&script).unwrap();

    let ours = run_suite(suite.path(), &hcldec);
    let our_calls = take_calls(&tools);
    assert!(ours.harness_problems.is_empty());
    let got: BTreeMap<String, Verdict> = ours
        .outcomes
        .iter()
        .map(|o| (o.name.clone(), o.verdict))
        .collect();
    for (name, want) in &suite.want {
        let outcome = ours.outcomes.iter().find(|o| &o.name == name);
        assert_eq!(
            got.get(name),
            Some(want),
            "{name}: {:?}",
            outcome.map(|o| &o.problems)
        );
    }
    assert_eq!(got.len(), suite.want.len(), "unexpected tests: {got:?}");
    // Each run test called hcldec with the reference harness's arguments.
    let spec = suite.file("refs/match", ".hcldec");
    let input = suite.file("refs/match", ".hcl");
    assert!(our_calls.contains(&format!("--spec={spec} --diags=json --var-refs {input}\n")));
    assert!(our_calls.contains(&format!(
        "--spec={spec} --diags=json --with-type --keep-nulls {input}\n"
    )));

    if !reference_available() {
        eprintln!("note: Go or the reference library is not installed; the reference harness comparison was skipped");
        return;
    }
    let root = crate::differential::repo_root();
    let harness = reference::build_harness(&crate::differential::target_dir(&root)).unwrap();
    let log = tools.path().join("reference.log");
    let theirs = reference::run_harness(&harness, suite.path(), hcldec.path(), &log).unwrap();
    let their_calls = take_calls(&tools);
    let differences = reference::compare(&ours.outcomes, &theirs);
    assert!(
        differences.is_empty(),
        "{differences:#?}\n{}",
        std::fs::read_to_string(&log).unwrap_or_default()
    );
    assert_eq!(our_calls, their_calls, "hcldec was called differently");
}
