//! The built `hcldec` against what the reference `hcldec` did on the same command lines.
//!
//! Each directory under `tests/hcldec/cases/` is one case, recorded from the reference
//! by `tests/hcldec/record.sh`: `args` (one argument per line), optionally `stdin`, and
//! the reference's `code`, `stdout` and `stderr`. Cases run from `tests/hcldec/fixtures/`.
//!
//! Exit code and standard output must match byte for byte, and so must standard error,
//! except where it holds text diagnostics: ours are rendered differently on purpose, so
//! there each of the reference's diagnostics must appear with its summary and detail.
//! A case with an `unordered` file has diagnostics that the reference prints in random
//! order (it decodes object specs by iterating a Go map); their JSON is compared as a set.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hcldec/cases")
}

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hcldec/fixtures")
}

/// What one run printed and returned.
struct Outcome {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run_hcldec(dir: &Path, args: &[String], stdin: Option<&Path>) -> Outcome {
    let stdin = match stdin {
        Some(path) => Stdio::from(fs::File::open(path).unwrap()),
        None => Stdio::null(),
    };
    let out = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .args(args)
        .current_dir(dir)
        .stdin(stdin)
        .output()
        .expect("hcldec runs");
    Outcome {
        code: out.status.code().expect("hcldec exits"),
        stdout: String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    }
}

/// The (summary, detail) of each diagnostic in the reference's text form:
/// `Error: summary`, a blank line, an optional `  on file line N:` snippet ending in a
/// blank line, then the detail paragraph.
fn reference_text_diagnostics(text: &str) -> Vec<(String, String)> {
    let mut diags: Vec<(String, Vec<&str>)> = Vec::new();
    let mut in_snippet = false;
    let mut previous_blank = true;
    for line in text.lines() {
        let header = line
            .strip_prefix("Error: ")
            .or_else(|| line.strip_prefix("Warning: "));
        match header {
            Some(summary) if previous_blank => {
                diags.push((summary.to_string(), Vec::new()));
                in_snippet = false;
            }
            _ => {
                if let Some((_, detail)) = diags.last_mut() {
                    if line.starts_with("  on ") && detail.is_empty() {
                        in_snippet = true;
                    } else if in_snippet {
                        in_snippet = !line.is_empty();
                    } else if !(line.is_empty() && detail.is_empty()) {
                        detail.push(line);
                    }
                }
            }
        }
        previous_blank = line.is_empty();
    }
    diags
        .into_iter()
        .map(|(summary, detail)| (summary, normalize(&detail.join(" "))))
        .collect()
}

fn normalize(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How our text diagnostics differ from the reference's, if they do.
fn compare_text_diagnostics(reference: &str, ours: &str) -> Option<String> {
    let want = reference_text_diagnostics(reference);
    let flat = normalize(ours);
    let headers = ours
        .lines()
        .filter(|l| l.trim_start().starts_with("× ") || l.trim_start().starts_with("⚠ "))
        .count();
    if headers != want.len() {
        return Some(format!(
            "{headers} diagnostics rendered, {} expected",
            want.len()
        ));
    }
    for (summary, detail) in &want {
        if !flat.contains(summary.as_str()) || !flat.contains(detail.as_str()) {
            return Some(format!("missing {summary:?} / {detail:?}"));
        }
    }
    None
}

/// The diagnostics of a JSON report, each as its compact text, sorted.
fn diagnostics_as_set(json: &str) -> Vec<String> {
    let mut items: Vec<String> = json
        .split("\n    {\n")
        .skip(1)
        .map(|item| normalize(item.trim_end_matches([']', '}', '\n', ' ', ','])))
        .collect();
    items.sort();
    items
}

/// Runs one recorded case; the differences found, if any.
fn check_case(case: &Path) -> Option<String> {
    let read = |name: &str| fs::read_to_string(case.join(name)).unwrap_or_default();
    let args: Vec<String> = read("args").lines().map(String::from).collect();
    let stdin = case.join("stdin");
    let mut ours = run_hcldec(
        &fixtures_dir(),
        &args,
        stdin.exists().then_some(stdin.as_path()),
    );
    ours.stderr = without_own_flags(&ours.stderr);
    let want_code: i32 = read("code").trim().parse().expect("recorded exit code");
    let (want_stdout, want_stderr) = (read("stdout"), read("stderr"));

    let mut problems = Vec::new();
    if ours.code != want_code {
        problems.push(format!("exit code {} instead of {want_code}", ours.code));
    }
    if ours.stdout != want_stdout {
        problems.push(format!(
            "stdout:\n{}\ninstead of:\n{want_stdout}",
            ours.stdout
        ));
    }
    let json_diags = want_stderr.starts_with("{\n  \"diagnostics\"");
    let text_diags = want_code == 2 && want_stderr.starts_with("Error: ");
    let stderr_problem = if json_diags && case.join("unordered").exists() {
        (diagnostics_as_set(&ours.stderr) != diagnostics_as_set(&want_stderr))
            .then(|| "differs as a set".to_string())
    } else if text_diags {
        compare_text_diagnostics(&want_stderr, &ours.stderr)
    } else {
        (ours.stderr != want_stderr).then(|| "differs".to_string())
    };
    if let Some(why) = stderr_problem {
        problems.push(format!(
            "stderr {why}:\n{}\ninstead of:\n{want_stderr}",
            ours.stderr
        ));
    }
    (!problems.is_empty()).then(|| problems.join("\n"))
}

/// `stderr` without the usage line of `--max-diagnostics`, our one flag the reference
/// does not have (a deliberate difference: the limit on the diagnostics a parse keeps).
/// The line is no wider than the reference's widest, so the others keep their layout.
fn without_own_flags(stderr: &str) -> String {
    stderr
        .split_inclusive('\n')
        .filter(|line| !line.starts_with("      --max-diagnostics N   "))
        .collect()
}

fn check_cases(filter: impl Fn(&str) -> bool) {
    let mut names: Vec<String> = fs::read_dir(cases_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| filter(n))
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no cases selected");
    let failures: Vec<String> = names
        .iter()
        .filter_map(|name| {
            check_case(&cases_dir().join(name)).map(|why| format!("=== {name}\n{why}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from the reference:\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}

#[test]
fn the_command_line_is_read_and_refused_as_the_reference_does() {
    check_cases(|n| n.starts_with("args-"));
}

#[test]
fn spec_files_that_cannot_be_read_or_loaded_are_diagnosed() {
    check_cases(|n| n.starts_with("spec-"));
}

#[test]
fn inputs_decode_to_the_reference_json() {
    check_cases(|n| n.starts_with("decode-"));
}

#[test]
fn unreadable_and_broken_inputs_are_diagnosed() {
    check_cases(|n| n.starts_with("input-"));
}

#[test]
fn the_evaluation_context_comes_from_the_spec_and_the_vars() {
    check_cases(|n| n.starts_with("context-"));
}

#[test]
fn var_refs_describe_the_references_the_spec_would_evaluate() {
    check_cases(|n| n.starts_with("var-refs-"));
}

#[test]
fn function_blocks_in_the_spec_define_the_input_functions_as_the_reference_does() {
    check_cases(|n| n.starts_with("userfunc-"));
}

#[test]
fn type_expressions_in_the_spec_are_read_and_refused_as_the_reference_does() {
    check_cases(|n| n.starts_with("spec-type-"));
}

#[test]
fn the_result_goes_to_the_out_file_only_after_a_successful_decode() {
    check_cases(|n| n.starts_with("out-"));
}

#[test]
fn out_writes_the_result_to_a_new_file_and_truncates_an_old_one() {
    let dir = std::env::temp_dir().join(format!("hcl2-cli-out-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let target = dir.join("result.json");
    fs::write(
        &target,
        "stale content that is longer than the result will be......",
    )
    .unwrap();
    let spec = fixtures_dir().join("app.hcldec");
    let input = fixtures_dir().join("app.hcl");
    let args: Vec<String> = [
        "--spec",
        spec.to_str().unwrap(),
        "-o",
        target.to_str().unwrap(),
        input.to_str().unwrap(),
    ]
    .map(String::from)
    .to_vec();
    let ours = run_hcldec(&dir, &args, None);
    assert_eq!(
        (ours.code, ours.stdout.as_str(), ours.stderr.as_str()),
        (0, "", "")
    );
    let want = fs::read_to_string(cases_dir().join("decode-one-file/stdout")).unwrap();
    assert_eq!(fs::read_to_string(&target).unwrap(), want);

    let var_refs = dir.join("refs.json");
    let mut args = args;
    args[3] = var_refs.to_string_lossy().into_owned();
    args.push("--var-refs".into());
    let ours = run_hcldec(&dir, &args, None);
    assert_eq!(ours.code, 0, "{}", ours.stderr);
    assert_eq!(fs::read_to_string(&var_refs).unwrap(), "[]\n");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_bundled_example_decodes_as_the_readme_shows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let args = [
        "--spec",
        "examples/hcldec/service.hcldec",
        "examples/hcldec/service.hcl",
    ]
    .map(String::from);
    let ours = run_hcldec(&root, &args, None);
    assert_eq!(ours.code, 0, "{}", ours.stderr);
    assert!(
        ours.stdout.contains(r#""name":"billing-dev""#),
        "{}",
        ours.stdout
    );
    let mut with_vars = args.to_vec();
    with_vars.splice(
        2..2,
        [
            "--vars".to_string(),
            "examples/hcldec/prod.vars.hcl".to_string(),
        ],
    );
    let ours = run_hcldec(&root, &with_vars, None);
    assert_eq!(ours.code, 0, "{}", ours.stderr);
    assert!(
        ours.stdout.contains(r#""name":"billing-prod""#),
        "{}",
        ours.stdout
    );
    assert!(
        ours.stdout.contains(r#""team":"PAYMENTS""#),
        "{}",
        ours.stdout
    );
}

#[test]
fn text_diagnostics_show_the_snippet_and_label_the_range() {
    let args = ["-s", "app.hcldec", "broken.hcl"].map(String::from);
    let ours = run_hcldec(&fixtures_dir(), &args, None);
    assert_eq!(ours.code, 2);
    assert!(ours.stderr.contains("[broken.hcl:2:"), "{}", ours.stderr);
    assert!(ours.stderr.contains(" 2 │ port = "), "{}", ours.stderr);
    assert!(ours.stderr.contains("here"), "{}", ours.stderr);
}

#[test]
fn the_text_diagnostics_reader_finds_summaries_and_details() {
    let text = "Error: First\n\n  on a.hcl line 1:\n   1: a = \n\nDetail one\nwrapped.\n\nError: Second\n\nNo subject.\n\n";
    assert_eq!(
        reference_text_diagnostics(text),
        [
            ("First".to_string(), "Detail one wrapped.".to_string()),
            ("Second".to_string(), "No subject.".to_string())
        ]
    );
}

#[cfg(unix)]
#[test]
fn an_unreadable_standard_input_is_an_error_not_a_diagnostic() {
    let args = ["-s", "app.hcldec"].map(String::from);
    // A directory opens, but reading it fails (as recorded from the reference).
    let ours = run_hcldec(&fixtures_dir(), &args, Some(Path::new("/")));
    assert_eq!(ours.code, 1);
    assert_eq!(ours.stdout, "");
    assert_eq!(
        ours.stderr,
        "Error: failed to read stdin: read /dev/stdin: is a directory\n\n"
    );
}

#[test]
fn max_diagnostics_sets_how_many_a_parse_keeps_and_the_last_names_the_limit() {
    let dir = std::env::temp_dir().join(format!("hcl2-cli-limit-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("empty.hcldec"), "object {}\n").unwrap();
    // 300 invalid characters: 300 errors, and one more for the first argument missing.
    fs::write(dir.join("bad.hcl"), "\u{1} ".repeat(300)).unwrap();
    let run = |extra: &[&str]| {
        let mut args: Vec<String> = ["--spec", "empty.hcldec", "bad.hcl"]
            .map(String::from)
            .to_vec();
        args.extend(extra.iter().map(|a| a.to_string()));
        let ours = run_hcldec(&dir, &args, None);
        assert_eq!(ours.code, 2, "{}", ours.stderr);
        ours.stderr
    };
    // The reference's JSON has each diagnostic's summary on a line of its own.
    let summaries = |json: &str| -> Vec<String> {
        json.lines()
            .filter_map(|line| line.trim().strip_prefix("\"summary\": \""))
            .map(|rest| rest.trim_end_matches("\",").to_string())
            .collect()
    };
    let default = summaries(&run(&["--diags", "json"]));
    assert_eq!(default.len(), 101);
    assert_eq!(default[100], "Too many errors");
    let five = summaries(&run(&["--diags=json", "--max-diagnostics", "5"]));
    assert_eq!(five.len(), 6);
    let all = summaries(&run(&["--diags=json", "--max-diagnostics=0"]));
    assert_eq!(all.len(), 301);
    assert!(!all.iter().any(|s| s == "Too many errors"));

    let text = run(&["--max-diagnostics", "2"]);
    assert_eq!(text.matches("Invalid character").count(), 2, "{text}");
    assert!(text.contains("Too many errors"), "{text}");
    assert!(
        text.contains("has 301 problems; only the first 2 are shown"),
        "{text}"
    );
    assert!(text.contains("--max-diagnostics"), "{text}");
    fs::remove_dir_all(dir).unwrap();
}
