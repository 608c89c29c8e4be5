//! Running the `hcldec` under test exactly as the reference harness runs it, and
//! reading what it says.
//!
//! - Decoding: `hcldec --spec=<spec> --diags=json --with-type --keep-nulls <input>`.
//!   On success stdout holds the result as `{"value":...,"type":...}`; on a non-zero
//!   exit stderr holds `{"diagnostics":[...]}`.
//! - References: `hcldec --spec=<spec> --diags=json --var-refs <input>`. On success
//!   stdout holds `[{"steps":[{"kind":"root"|"attr"|"index","name":..,"key":..,
//!   "range":..}]}]`; on failure stderr holds diagnostics as above.
//!
//! Anything unreadable becomes a problem worded as the reference words it.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use hcl2_value::{json, Type, Value};
use serde_json::Map;

use super::go_json;
use super::problem::{Location, Position, Problem, Severity};
use super::traversal::{Step, StepKind, Traversal};

/// The hcldec program under test.
#[derive(Clone, Debug)]
pub struct Hcldec {
    program: PathBuf,
}

/// How running hcldec went: its output, or why it could not be started.
enum Run {
    Exited(Output),
    NotStarted(String),
}

impl Hcldec {
    /// The program at `path` (a name without `/` is looked up on `PATH`, as Go's
    /// `exec.LookPath` does); an error when there is no such executable file.
    pub fn find(path: &Path) -> Result<Hcldec, String> {
        let is_executable = |p: &Path| {
            use std::os::unix::fs::PermissionsExt;
            std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        };
        if path.as_os_str().as_encoded_bytes().contains(&b'/') {
            return if is_executable(path) {
                Ok(Hcldec {
                    program: path.to_path_buf(),
                })
            } else {
                Err(format!("{}: not an executable file", path.display()))
            };
        }
        std::env::var_os("PATH")
            .iter()
            .flat_map(std::env::split_paths)
            .map(|dir| dir.join(path))
            .find(|p| is_executable(p))
            .map(|program| Hcldec { program })
            .ok_or_else(|| format!("{}: executable file not found in $PATH", path.display()))
    }

    /// The program's path.
    pub fn path(&self) -> &Path {
        &self.program
    }

    fn run(&self, args: &[&OsStr]) -> Run {
        match Command::new(&self.program).args(args).output() {
            Ok(output) => Run::Exited(output),
            Err(e) => Run::NotStarted(e.to_string()),
        }
    }

    /// Decodes `input` with `spec`: the result (the unknown dynamic value when there is
    /// none) and the problems (hcldec's diagnostics, or why its output is unreadable).
    pub fn decode(&self, spec: &Path, input: &Path) -> (Value, Vec<Problem>) {
        let spec_arg = spec_argument(spec);
        let args = [
            spec_arg.as_os_str(),
            OsStr::new("--diags=json"),
            OsStr::new("--with-type"),
            OsStr::new("--keep-nulls"),
            input.as_os_str(),
        ];
        match self.run(&args) {
            Run::NotStarted(e) => (
                Value::dynamic(),
                vec![Problem::error(
                    "Failed to run hcldec",
                    format!("Sub-program hcldec failed to start: {e}."),
                    None,
                )],
            ),
            Run::Exited(out) if !out.status.success() => {
                (Value::dynamic(), read_diagnostics(&out.stderr))
            }
            Run::Exited(out) => read_result(&out.stdout),
        }
    }

    /// The variable references in `input` under `spec` (none when hcldec failed), and
    /// the problems (hcldec's diagnostics, or why its output is unreadable).
    pub fn references(&self, spec: &Path, input: &Path) -> (Vec<Traversal>, Vec<Problem>) {
        let spec_arg = spec_argument(spec);
        let args = [
            spec_arg.as_os_str(),
            OsStr::new("--diags=json"),
            OsStr::new("--var-refs"),
            input.as_os_str(),
        ];
        match self.run(&args) {
            Run::NotStarted(e) => (
                Vec::new(),
                vec![Problem::error(
                    "Failed to run hcldec",
                    format!("Sub-program hcldec (evaluating input) failed to start: {e}."),
                    None,
                )],
            ),
            Run::Exited(out) if !out.status.success() => {
                (Vec::new(), read_diagnostics(&out.stderr))
            }
            Run::Exited(out) => match read_references(&out.stdout) {
                Ok(traversals) => (traversals, Vec::new()),
                Err(detail) => (
                    Vec::new(),
                    vec![Problem::error(
                        "Failed to parse hcldec result",
                        detail,
                        None,
                    )],
                ),
            },
        }
    }
}

fn spec_argument(spec: &Path) -> std::ffi::OsString {
    let mut arg = std::ffi::OsString::from("--spec=");
    arg.push(spec.as_os_str());
    arg
}

/// The result value hcldec printed with `--with-type`.
pub fn read_result(stdout: &[u8]) -> (Value, Vec<Problem>) {
    match json::value_from_json(stdout, &Type::Dynamic) {
        Ok(value) => (value, Vec::new()),
        Err(e) => (
            Value::dynamic(),
            vec![Problem::error(
                "Failed to parse hcldec result",
                format!("Sub-program hcldec produced an invalid result: {e}."),
                None,
            )],
        ),
    }
}

/// The diagnostics hcldec printed with `--diags=json`.
pub fn read_diagnostics(stderr: &[u8]) -> Vec<Problem> {
    let unreadable = |why: String| {
        vec![Problem::error(
            "Failed to parse hcldec diagnostics result",
            format!("Sub-program hcldec produced invalid diagnostics: {why}."),
            None,
        )]
    };
    let doc = match go_json::parse(stderr) {
        Ok(doc) => doc,
        Err(e) => return unreadable(e),
    };
    let mut problems = Vec::new();
    let mut read = || -> Result<(), String> {
        let top = go_json::as_struct(&doc, "diagnostics result")?;
        for item in go_json::slice_field(top, "diagnostics")? {
            let item = go_json::as_struct(item, "diagnostic")?;
            let severity = go_json::string_field(item, "severity")?;
            let summary = go_json::string_field(item, "summary")?;
            let detail = go_json::string_field(item, "detail")?;
            let subject = match go_json::struct_field(item, "subject")? {
                Some(range) => Some(read_range(Some(range))?),
                None => None,
            };
            let severity = match severity.as_str() {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                _ => {
                    problems.push(Problem::error(
                        "Failed to parse hcldec diagnostics result",
                        format!(
                            "Diagnostic has unsupported severity {}.",
                            hcl2_value::strings::go_quote(&severity)
                        ),
                        None,
                    ));
                    continue;
                }
            };
            problems.push(Problem {
                severity,
                summary,
                detail,
                subject,
            });
        }
        Ok(())
    };
    match read() {
        Ok(()) => problems,
        Err(e) => unreadable(e),
    }
}

fn read_position(object: Option<&Map<String, serde_json::Value>>) -> Result<Position, String> {
    Ok(Position {
        line: go_json::int_field(object, "line")?,
        column: go_json::int_field(object, "column")?,
        byte: go_json::int_field(object, "byte")?,
    })
}

fn read_range(object: Option<&Map<String, serde_json::Value>>) -> Result<Location, String> {
    Ok(Location {
        filename: go_json::string_field(object, "filename")?,
        start: read_position(go_json::struct_field(object, "start")?)?,
        end: read_position(go_json::struct_field(object, "end")?)?,
    })
}

/// The traversals hcldec printed with `--var-refs`, or the detail of the "Failed to
/// parse hcldec result" problem.
pub fn read_references(stdout: &[u8]) -> Result<Vec<Traversal>, String> {
    let invalid = |why: String| {
        format!("Sub-program hcldec (with --var-refs) produced an invalid result: {why}.")
    };
    let doc = go_json::parse(stdout).map_err(invalid)?;
    // Read the whole document's shape first: a type mismatch anywhere is one error.
    let mut raw = Vec::new();
    let mut shape = || -> Result<(), String> {
        for item in go_json::as_slice(&doc, "traversals")? {
            let item = go_json::as_struct(item, "traversal")?;
            let mut steps = Vec::new();
            for step in go_json::slice_field(item, "steps")? {
                let step = go_json::as_struct(step, "step")?;
                steps.push((
                    go_json::string_field(step, "kind")?,
                    go_json::string_field(step, "name")?,
                    go_json::raw_field(step, "key"),
                    read_range(go_json::struct_field(step, "range")?)?,
                ));
            }
            raw.push(steps);
        }
        Ok(())
    };
    shape().map_err(invalid)?;
    let mut traversals = Vec::with_capacity(raw.len());
    for steps in raw {
        let mut traversal = Vec::with_capacity(steps.len());
        for (kind, name, key, location) in steps {
            let kind = match kind.as_str() {
                "root" => StepKind::Root(name),
                "attr" => StepKind::Attr(name),
                "index" => StepKind::Index(read_key(&key)?),
                other => {
                    return Err(invalid(format!(
                        "traversal step of unsupported kind {}",
                        hcl2_value::strings::go_quote(other)
                    )))
                }
            };
            traversal.push(Step { kind, location });
        }
        traversals.push(traversal);
    }
    Ok(traversals)
}

/// An index step's key: a JSON value read with the type it implies (or the detail of
/// the problem).
fn read_key(key: &str) -> Result<Value, String> {
    let ty = json::implied_type(key.as_bytes()).map_err(|_| {
        format!("Sub-program hcldec (with --var-refs) produced an invalid result: traversal step has invalid index key {key}.")
    })?;
    json::value_from_json(key.as_bytes(), &ty).map_err(|e| {
        format!("Sub-program hcldec (with --var-refs) produced a result with an invalid index key {key}: {e}.")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summaries(problems: &[Problem]) -> Vec<String> {
        problems.iter().map(|p| p.to_string()).collect()
    }

    #[test]
    fn results_carry_their_type() {
        let (v, p) =
            read_result(br#"{"value":{"a":["x"]},"type":["object",{"a":["list","string"]}]}"#);
        assert!(p.is_empty());
        assert_eq!(
            v,
            Value::object([("a", Value::list([Value::string("x")]).unwrap())])
        );
        let (v, p) = read_result(b"{\"value\":1}");
        assert!(!v.is_known());
        assert_eq!(p[0].summary, "Failed to parse hcldec result");
    }

    #[test]
    fn diagnostics_are_read_with_their_ranges() {
        let p = read_diagnostics(
            br#"{"diagnostics":[{"severity":"error","summary":"Bad","detail":"Very.","subject":{"filename":"a.hcl","start":{"line":1,"column":2,"byte":1},"end":{"line":1,"column":3,"byte":2}}},{"severity":"warning","summary":"Meh"}]}"#,
        );
        assert_eq!(
            summaries(&p),
            ["error: Bad (a.hcl:1,2-3): Very.", "warning: Meh"]
        );
        assert!(read_diagnostics(b"null").is_empty());
        assert!(read_diagnostics(br#"{"diagnostics":null}"#).is_empty());
    }

    #[test]
    fn unreadable_diagnostics_are_problems() {
        let p = read_diagnostics(b"");
        assert_eq!(p[0].summary, "Failed to parse hcldec diagnostics result");
        let p = read_diagnostics(
            br#"{"diagnostics":[{"severity":"error","subject":{"start":{"line":"1"}}}]}"#,
        );
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].summary, "Failed to parse hcldec diagnostics result");
        let p = read_diagnostics(br#"{"diagnostics":[{"severity":"fatal","summary":"x"},{"severity":"error","summary":"y"}]}"#);
        assert_eq!(
            summaries(&p),
            [
                "error: Failed to parse hcldec diagnostics result: Diagnostic has unsupported severity \"fatal\".",
                "error: y"
            ]
        );
    }

    #[test]
    fn references_are_read_as_steps() {
        let t = read_references(
            br#"[{"steps":[{"kind":"root","name":"var","range":{"filename":"a.hcl","start":{"line":1,"column":1,"byte":0},"end":{"line":1,"column":4,"byte":3}}},{"kind":"index","key":0,"range":{}},{"kind":"index","key":"k"},{"kind":"attr","name":"b"}]}]"#,
        )
        .unwrap();
        let kinds: Vec<&StepKind> = t[0].iter().map(|s| &s.kind).collect();
        assert_eq!(
            kinds,
            [
                &StepKind::Root("var".into()),
                &StepKind::Index(Value::from(0)),
                &StepKind::Index(Value::string("k")),
                &StepKind::Attr("b".into()),
            ]
        );
        assert_eq!(t[0][0].location.to_string(), "a.hcl:1,1-4");
        assert!(read_references(b"null").unwrap().is_empty());
        assert!(read_references(b"[]").unwrap().is_empty());
    }

    #[test]
    fn unreadable_references_are_problems() {
        for (text, detail) in [
            (
                &b"{}"[..],
                "produced an invalid result: cannot unmarshal object",
            ),
            (
                b"[{\"steps\":[{\"kind\":\"call\"}]}]",
                "traversal step of unsupported kind \"call\"",
            ),
            (
                b"[{\"steps\":[{\"kind\":\"index\"}]}]",
                "traversal step has invalid index key .",
            ),
            (b"[", "produced an invalid result: EOF"),
        ] {
            let p = read_references(text).unwrap_err();
            assert!(p.contains(detail), "{}: {p}", String::from_utf8_lossy(text));
        }
    }
}
