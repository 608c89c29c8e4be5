//! End-to-end tests of the `hcl2` binary: every subcommand, its flags and its exit
//! statuses, run as a process.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn hcl2(args: &[&str]) -> Output {
    hcl2_with_stdin(args, "")
}

fn hcl2_with_stdin(args: &[&str], stdin: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_hcl2"))
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("hcl2 runs");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.as_bytes()).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn code(o: &Output) -> i32 {
    o.status.code().unwrap_or(-1)
}

fn file(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn help_lists_the_subcommands_and_version_names_the_program() {
    let o = hcl2(&["--help"]);
    assert_eq!(code(&o), 0);
    for sub in ["fmt", "validate", "to-json", "eval", "refs"] {
        assert!(stdout(&o).contains(sub), "{}", stdout(&o));
    }
    let o = hcl2(&["--version"]);
    assert_eq!((code(&o), stdout(&o).trim()), (0, "hcl2 0.1.0"));
}

#[test]
fn a_usage_error_exits_2() {
    assert_eq!(code(&hcl2(&["no-such-subcommand"])), 2);
    assert_eq!(code(&hcl2(&["validate", "--no-such-flag"])), 2);
    assert_eq!(code(&hcl2(&["--color", "sometimes", "validate"])), 2);
}

#[test]
fn to_json_prints_one_file_as_hcl2json_does() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(
        dir.path(),
        "main.tf",
        "variable \"x\" {\n  default = \"a-${var.y}\"\n}\nn = -1.50\n",
    );
    let o = hcl2(&["to-json", &f]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "{\"n\":-1.5,\"variable\":{\"x\":[{\"default\":\"a-${var.y}\"}]}}\n"
    );
}

#[test]
fn to_json_reads_standard_input() {
    let o = hcl2_with_stdin(&["to-json"], "a = [1, b]\n");
    assert_eq!(
        (code(&o), stdout(&o)),
        (0, "{\"a\":[1,\"${b}\"]}\n".to_owned())
    );
    let o = hcl2_with_stdin(&["to-json", "-"], "a = true\n");
    assert_eq!(stdout(&o), "{\"a\":true}\n");
}

#[test]
fn to_json_of_a_directory_is_one_document_keyed_by_file_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let b = file(dir.path(), "b.tf", "b = 2\n");
    let a = file(dir.path(), "sub/a.hcl", "a = 1\n");
    file(dir.path(), "c.json", "{}");
    let o = hcl2(&["to-json", &dir.path().display().to_string()]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        format!("{{\"{b}\":{{\"b\":2}},\"{a}\":{{\"a\":1}}}}\n")
    );
}

#[test]
fn to_json_reports_hcl2json_message_then_the_snippet_and_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(dir.path(), "bad.tf", "a = \n");
    let o = hcl2(&["--color", "never", "to-json", &f]);
    assert_eq!(code(&o), 1);
    assert_eq!(stdout(&o), "");
    let err = stderr(&o);
    let first = err.lines().next().unwrap();
    assert_eq!(first, format!("parse config: [{f}:1,5-2,1: Invalid expression; Expected the start of an expression, but found an invalid expression token.]"));
    assert!(err.contains("a = "), "{err}");
}

#[test]
fn to_json_keeps_max_diagnostics_per_file_as_validate_does() {
    let dir = tempfile::tempdir().unwrap();
    // Each line after the first redefines `a`: 5 errors.
    let f = file(dir.path(), "a.tf", &"a = 1\n".repeat(6));
    for args in [&["--values"][..], &[]] {
        let run = |limit: &str| {
            let mut all = vec!["--color", "never", "to-json", "--max-diagnostics", limit];
            all.extend_from_slice(args);
            all.push(&f);
            hcl2(&all)
        };
        let o = run("2");
        assert_eq!(code(&o), 1);
        let err = stderr(&o);
        assert_eq!(err.matches("× Attribute redefined").count(), 2, "{err}");
        assert!(err.contains("has 5 problems; only the first 2"), "{err}");
        let o = run("0");
        let err = stderr(&o);
        assert_eq!(err.matches("× Attribute redefined").count(), 5, "{err}");
        assert!(!err.contains("Too many errors"), "{err}");
    }
}

#[test]
fn unreadable_inputs_are_diagnostics_naming_the_file_and_exit_2() {
    let o = hcl2(&["--color", "never", "to-json", "/no/such/dir/x.tf"]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("/no/such/dir/x.tf"), "{}", stderr(&o));
    let o = hcl2(&["--color", "never", "validate", "/no/such/x.tf"]);
    assert_eq!(code(&o), 2);
    assert!(stdout(&o).contains("/no/such/x.tf") || stderr(&o).contains("/no/such/x.tf"));
}

#[test]
fn invalid_utf8_is_a_diagnostic_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("latin1.tf");
    std::fs::write(&path, b"a = \"caf\xe9\"\n").unwrap();
    let p = path.display().to_string();
    let o = hcl2(&["--color", "never", "validate", &p]);
    assert_eq!(code(&o), 1);
    assert!(stdout(&o).contains("latin1.tf"), "{}", stdout(&o));
    let o = hcl2(&["--color", "never", "fmt", "--check", &p]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("latin1.tf"), "{}", stderr(&o));
}

#[test]
fn validate_exits_0_when_clean_with_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    file(dir.path(), "a.tf", "a = 1\n");
    file(dir.path(), "b.tf.json", "{\"b\": 2}\n");
    let o = hcl2(&["validate", &dir.path().display().to_string()]);
    assert_eq!(code(&o), 0, "{}", stdout(&o));
    assert_eq!(stdout(&o), "2 files checked: no problems.\n");
}

#[test]
fn validate_renders_each_error_with_its_snippet_and_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(dir.path(), "a.tf", "a = 1\nb = {\n");
    let j = file(dir.path(), "b.json", "{\"b\": }\n");
    let o = hcl2(&["--color", "never", "validate", &f, &j]);
    assert_eq!(code(&o), 1);
    let out = stdout(&o);
    assert!(out.contains("a.tf:3:"), "{out}");
    assert!(out.contains("b.json:1:"), "{out}");
    assert!(
        out.ends_with("2 files checked: 2 errors, 0 warnings.\n"),
        "{out}"
    );
    assert!(!out.contains('\u{1b}'), "{out}");
}

#[test]
fn validate_json_is_the_reference_shape_plus_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(dir.path(), "a.tf", "a = \n");
    let o = hcl2(&["validate", "--json", &f]);
    assert_eq!(code(&o), 1);
    let out = stdout(&o);
    for needle in [
        "\"severity\": \"error\"",
        "\"summary\": \"Invalid expression\"",
        "\"subject\": {",
        &format!("\"file\": \"{f}\""),
        "\"errors\": 1",
    ] {
        assert!(out.contains(needle), "{needle} in {out}");
    }
}

#[test]
fn validate_decodes_against_a_spec_when_given_one() {
    let dir = tempfile::tempdir().unwrap();
    let spec = file(
        dir.path(),
        "spec.hcldec",
        "object {\n  attr \"name\" {\n    type = string\n    required = true\n  }\n}\n",
    );
    let ok = file(dir.path(), "ok.hcl", "name = \"x\"\n");
    let missing = file(dir.path(), "missing.hcl", "other = 1\n");
    assert_eq!(code(&hcl2(&["validate", "--spec", &spec, &ok])), 0);
    let o = hcl2(&["--color", "never", "validate", "--spec", &spec, &missing]);
    assert_eq!(code(&o), 1);
    assert!(
        stdout(&o).contains("Missing required argument"),
        "{}",
        stdout(&o)
    );
    let o = hcl2(&["validate", "--spec", &dir.path().display().to_string(), &ok]);
    assert_eq!(code(&o), 2, "a directory given as the spec file");
}

#[test]
fn colour_is_used_only_when_asked_for_or_on_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(dir.path(), "a.tf", "a = \n");
    assert!(stdout(&hcl2(&["--color", "always", "validate", &f])).contains('\u{1b}'));
    assert!(!stdout(&hcl2(&["--color", "never", "validate", &f])).contains('\u{1b}'));
    assert!(
        !stdout(&hcl2(&["validate", &f])).contains('\u{1b}'),
        "auto, piped"
    );
}

#[test]
fn to_json_values_prints_the_evaluated_view_blocks_nested_by_label() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(
        dir.path(),
        "main.tf",
        "n = length(var.names)\nresource \"a\" \"b\" {\n  k = upper(var.names[0])\n}\n",
    );
    let vars = "{\"var\": {\"names\": [\"x\", \"y\"]}}";
    let o = hcl2(&["to-json", "--values", "--vars", vars, &f]);
    assert_eq!(
        (code(&o), stdout(&o)),
        (
            0,
            "{\"n\":2,\"resource\":{\"a\":{\"b\":{\"k\":\"X\"}}}}\n".to_owned()
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn to_json_values_of_a_directory_is_keyed_by_file_and_errors_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let good = file(dir.path(), "a.tf", "x = max(1, 5)\n");
    let bad = file(dir.path(), "b.tf", "y = var.missing\n");
    let d = dir.path().display().to_string();
    let o = hcl2(&["--color", "never", "to-json", "--values", &d]);
    assert_eq!(code(&o), 1);
    assert_eq!(stdout(&o), format!("{{\"{good}\":{{\"x\":5}}}}\n"));
    assert!(
        stderr(&o).contains(&format!("{bad} cannot be evaluated")),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("var.missing"), "{}", stderr(&o));
}

#[test]
fn to_json_vars_without_values_is_a_usage_error() {
    let o = hcl2(&["to-json", "--vars", "{}", "x.tf"]);
    assert_eq!(code(&o), 2);
}

#[test]
fn eval_prints_the_value_in_hcl_syntax() {
    let o = hcl2(&["eval", "[for s in [\"a\", \"b\"] : upper(s)]"]);
    assert_eq!((code(&o), stdout(&o)), (0, "[\"A\", \"B\"]\n".to_owned()));
    let o = hcl2(&["eval", "{ n = 1 + 2 }"]);
    assert_eq!(stdout(&o), "{\n  n = 3\n}\n");
}

#[test]
fn eval_json_is_value_and_type_in_the_reference_json() {
    let o = hcl2(&["eval", "--json", "[1, \"a\"]"]);
    assert_eq!(
        stdout(&o),
        "{\"value\":[1,\"a\"],\"type\":[\"tuple\",[\"number\",\"string\"]]}\n"
    );
}

#[test]
fn eval_takes_variables_inline_or_from_files() {
    let dir = tempfile::tempdir().unwrap();
    let vars = file(dir.path(), "vars.tfvars", "n = 4\n");
    let o = hcl2(&["eval", "n * m", "--vars", &vars, "--vars", "{\"m\": 10}"]);
    assert_eq!(
        (code(&o), stdout(&o)),
        (0, "40\n".to_owned()),
        "{}",
        stderr(&o)
    );
}

#[test]
fn eval_reads_a_file_or_a_template() {
    let dir = tempfile::tempdir().unwrap();
    let expr = file(dir.path(), "e.hcl", "max(1, 7, 3)\n");
    assert_eq!(stdout(&hcl2(&["eval", "--file", &expr])), "7\n");
    let o = hcl2(&[
        "eval",
        "--template",
        "Hi ${n}%{if n > 1}s%{endif}",
        "--vars",
        "{\"n\": 2}",
    ]);
    assert_eq!(stdout(&o), "\"Hi 2s\"\n");
    assert_eq!(code(&hcl2(&["eval", "--file", "/no/such/expr"])), 2);
}

#[test]
fn eval_offers_terraform_functions_try_and_can() {
    let o = hcl2(&["eval", "try(cidrsubnet(\"10.0.0.0/16\", 8, 2), \"none\")"]);
    assert_eq!(
        (code(&o), stdout(&o)),
        (0, "\"10.0.2.0/24\"\n".to_owned()),
        "{}",
        stderr(&o)
    );
    let o = hcl2(&["eval", "can(tonumber(\"x\"))"]);
    assert_eq!(stdout(&o), "false\n", "{}", stderr(&o));
}

#[test]
fn eval_file_functions_read_inside_the_base_dir_only() {
    let dir = tempfile::tempdir().unwrap();
    let inner = dir.path().join("inner");
    std::fs::create_dir(&inner).unwrap();
    file(&inner, "greeting.txt", "hello");
    file(dir.path(), "secret.txt", "outside");
    let base = inner.display().to_string();
    let o = hcl2(&["eval", "--base-dir", &base, "file(\"greeting.txt\")"]);
    assert_eq!(
        (code(&o), stdout(&o)),
        (0, "\"hello\"\n".to_owned()),
        "{}",
        stderr(&o)
    );
    let o = hcl2(&[
        "--color",
        "never",
        "eval",
        "--base-dir",
        &base,
        "file(\"../secret.txt\")",
    ]);
    assert_eq!(code(&o), 1, "{}", stdout(&o));
    assert_eq!(stdout(&o), "");
    let o = hcl2(&["eval", "--base-dir", "/no/such/dir", "1"]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("/no/such/dir"), "{}", stderr(&o));
}

#[test]
fn eval_errors_go_to_standard_error_with_exit_1() {
    let o = hcl2(&["--color", "never", "eval", "nope(1)"]);
    assert_eq!(code(&o), 1);
    assert_eq!(stdout(&o), "");
    assert!(
        stderr(&o).contains("Call to unknown function"),
        "{}",
        stderr(&o)
    );
    let o = hcl2(&["--color", "never", "eval", "1 +"]);
    assert_eq!(code(&o), 1);
}

#[test]
fn refs_lists_every_reference_with_its_range_per_file() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(
        dir.path(),
        "main.tf",
        "a = var.x\nb { c = \"${local.y[0]}\" }\n",
    );
    let o = hcl2(&["refs", &f]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with(&format!("{{\n  \"{f}\": [")), "{out}");
    assert!(out.contains("\"root_name\": \"var\""), "{out}");
    assert!(out.contains("\"root_name\": \"local\""), "{out}");
    assert!(out.contains("\"line\": 2"), "{out}");
}

#[test]
fn refs_of_a_broken_file_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(dir.path(), "main.tf", "a = var.x +\n");
    assert_eq!(code(&hcl2(&["--color", "never", "refs", &f])), 1);
}

#[test]
fn fmt_formats_standard_input_to_standard_output() {
    let o = hcl2_with_stdin(&["fmt"], "a=1\nlong_name   =  [ 1,2 ]\n");
    assert_eq!(
        (code(&o), stdout(&o)),
        (0, "a         = 1\nlong_name = [1, 2]\n".to_owned())
    );
    let o = hcl2_with_stdin(&["--color", "never", "fmt", "-"], "a = \n");
    assert_eq!(code(&o), 1);
    assert_eq!(stdout(&o), "");
}

#[test]
fn fmt_never_rewrites_a_file_with_syntax_errors() {
    let dir = tempfile::tempdir().unwrap();
    let f = file(dir.path(), "bad.tf", "a = {\n");
    let o = hcl2(&["--color", "never", "fmt", "--write", &f]);
    assert_eq!(code(&o), 1);
    // The snippet's header names the file the syntax error is in.
    assert!(stderr(&o).contains(&format!("{f}:")), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&f).unwrap(), "a = {\n");
}

#[test]
fn fmt_check_lists_a_file_the_canonical_formatter_would_change() {
    let dir = tempfile::tempdir().unwrap();
    let messy = file(dir.path(), "messy.tf", "a=1\n");
    let clean = file(dir.path(), "clean.tf", "a = 1\n");
    let o = hcl2(&["--color", "never", "fmt", "--check", &messy, &clean]);
    assert_eq!((code(&o), stdout(&o)), (1, format!("{messy}\n")));
    assert_eq!(std::fs::read_to_string(&messy).unwrap(), "a=1\n");
}

/// Copies up to `n` native files of the corpus (beside the repository) into `dir`.
fn copy_corpus(dir: &Path, n: usize) -> Vec<PathBuf> {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus");
    let mut found = Vec::new();
    let mut stack = vec![corpus];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "tf") && found.len() < n {
                found.push(p);
            }
        }
    }
    found
        .iter()
        .enumerate()
        .map(|(i, src)| {
            let dst = dir.join(format!("{i}.tf"));
            std::fs::copy(src, &dst).unwrap();
            dst
        })
        .collect()
}

#[test]
fn fmt_write_and_check_on_copies_of_corpus_files() {
    let dir = tempfile::tempdir().unwrap();
    let copies = copy_corpus(dir.path(), 40);
    if copies.is_empty() {
        eprintln!("no corpus beside the repository: skipped");
        return;
    }
    let before: Vec<Vec<u8>> = copies.iter().map(|p| std::fs::read(p).unwrap()).collect();
    let d = dir.path().display().to_string();
    let o = hcl2(&["--color", "never", "fmt", "--write", &d]);
    // Every file is whole, and no temporary file is left behind.
    assert!(code(&o) <= 1, "{}", stderr(&o));
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.iter().all(|n| n.ends_with(".tf")), "{names:?}");
    assert_eq!(names.len(), copies.len());
    // Each file holds the library formatter's output, or is unchanged when it has
    // syntax errors.
    for (path, old) in copies.iter().zip(&before) {
        let new = std::fs::read(path).unwrap();
        let expected = std::str::from_utf8(old)
            .ok()
            .and_then(|text| hcl2::format(text).ok())
            .map_or_else(|| old.clone(), String::into_bytes);
        assert_eq!(new, expected, "{}", path.display());
    }
    // Once written, nothing is left to change (files with syntax errors, which some
    // corpus files are on purpose, are reported on standard error only).
    let o = hcl2(&["--color", "never", "fmt", "--check", &d]);
    assert!(code(&o) <= 1, "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
}

#[test]
fn validate_keeps_max_diagnostics_per_file_and_names_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    // Each line after the first redefines `a`: 299 errors.
    let f = file(dir.path(), "a.tf", &"a = 1\n".repeat(300));
    let o = hcl2(&["validate", "--json", &f]);
    assert_eq!(code(&o), 1);
    let out = stdout(&o);
    assert_eq!(
        out.matches("\"summary\": \"Attribute redefined\"").count(),
        100
    );
    assert!(out.contains("\"summary\": \"Too many errors\""), "{out}");
    assert!(
        out.contains("has 299 problems; only the first 100"),
        "{out}"
    );

    let o = hcl2(&["--color", "never", "validate", "--max-diagnostics", "3", &f]);
    let out = stdout(&o);
    assert_eq!(out.matches("Attribute redefined").count(), 3, "{out}");
    assert!(out.contains("Too many errors"), "{out}");
    assert!(
        out.ends_with(
            "1 file checked: 299 problems found, 3 errors and 0 warnings shown \
             (--max-diagnostics 0 shows them all).\n"
        ),
        "{out}"
    );

    let o = hcl2(&["validate", "--json", "--max-diagnostics=0", &f]);
    let out = stdout(&o);
    assert_eq!(
        out.matches("\"summary\": \"Attribute redefined\"").count(),
        299
    );
    assert!(!out.contains("Too many errors"), "{out}");

    let o = hcl2(&[
        "eval",
        "--max-diagnostics",
        "1",
        "--template",
        "%{endif}%{endif}",
    ]);
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains("Too many errors"), "{}", stderr(&o));
}
