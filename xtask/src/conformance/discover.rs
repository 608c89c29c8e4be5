//! Finding the tests of a suite directory as the reference harness does.
//!
//! In each directory, names starting with `.` are skipped; every name ending in `.t`
//! is a test (whatever kind of entry it is) and every directory (not a symbolic link to
//! one) is descended into. The directory's tests run first, in byte order of their
//! names, then its subdirectories, in byte order. A test `dir/x.t` is named `dir/x`
//! relative to the suite; its spec is `dir/x.hcldec` and its inputs `dir/x.hcl` and
//! `dir/x.hcl.json`, whichever exist.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use hcl2_value::strings::go_quote;

use super::go_path;
use super::problem::Problem;

/// One test of a suite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestCase {
    /// The name the reference harness prints: the path below the suite without `.t`.
    pub name: String,
    /// The `.t` file, as the suite path joined with the names below it.
    pub t_file: PathBuf,
}

impl TestCase {
    /// The `.t` file's path with `.t` replaced by `suffix`.
    fn sibling(&self, suffix: &str) -> PathBuf {
        let bytes = self.t_file.as_os_str().as_bytes();
        let base = &bytes[..bytes.len() - 2];
        let mut path = OsString::from(OsStr::from_bytes(base));
        path.push(suffix);
        PathBuf::from(path)
    }

    /// The spec file, `<base>.hcldec`.
    pub fn spec_file(&self) -> PathBuf {
        self.sibling(".hcldec")
    }

    /// The input files that exist: `<base>.hcl`, then `<base>.hcl.json`.
    pub fn input_files(&self) -> Vec<PathBuf> {
        [".hcl", ".hcl.json"]
            .into_iter()
            .map(|suffix| self.sibling(suffix))
            .filter(|path| std::fs::metadata(path).is_ok())
            .collect()
    }
}

/// The tests of a suite, in the order the reference harness runs them, and the
/// directories it could not read.
#[derive(Debug, Default)]
pub struct Discovery {
    /// The tests, in running order.
    pub cases: Vec<TestCase>,
    /// One problem per unreadable directory (the reference's "harness problems").
    pub problems: Vec<Problem>,
}

/// Every test under `suite`.
pub fn discover(suite: &Path) -> Discovery {
    let mut found = Discovery::default();
    walk(suite.as_os_str(), "", &mut found);
    found
}

fn walk(dir: &OsStr, relative: &str, found: &mut Discovery) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            found.problems.push(Problem::error(
                "Failed to read test directory",
                format!(
                    "The directory {} could not be opened: {e}.",
                    go_quote(&dir.to_string_lossy())
                ),
                None,
            ));
            return;
        }
    };
    let mut tests = Vec::new();
    let mut subdirs = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let bytes = name.as_bytes();
        if bytes.starts_with(b".") {
            continue;
        }
        if entry.file_type().is_ok_and(|t| t.is_dir()) {
            subdirs.push(name.clone());
        }
        if bytes.ends_with(b".t") {
            tests.push(name);
        }
    }
    tests.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
    subdirs.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
    let qualify = |name: &str| {
        if relative.is_empty() {
            name.to_string()
        } else {
            format!("{relative}/{name}")
        }
    };
    for name in tests {
        let bytes = name.as_bytes();
        let stem = String::from_utf8_lossy(&bytes[..bytes.len() - 2]);
        found.cases.push(TestCase {
            name: qualify(&stem),
            t_file: go_path::join(dir, &name),
        });
    }
    for name in subdirs {
        let path = go_path::join(dir, &name);
        walk(path.as_os_str(), &qualify(&name.to_string_lossy()), found);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conformance::scratch::Scratch;

    #[test]
    fn tests_come_before_subdirectories_each_in_byte_order() {
        let s = Scratch::new("discover-order");
        for file in [
            "b.t",
            "a.t",
            "B.t",
            "notes.txt",
            ".hidden.t",
            "z/y.t",
            "z/x.t",
            "a/c.t",
            "a/deeper/d.t",
            ".git/e.t",
        ] {
            s.write(file, "");
        }
        let found = discover(s.path());
        let names: Vec<&str> = found.cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["B", "a", "b", "a/c", "a/deeper/d", "z/x", "z/y"]);
        assert!(found.problems.is_empty());
        let c = &found.cases[3];
        assert_eq!(c.t_file, s.path().join("a/c.t"));
        assert_eq!(c.spec_file(), s.path().join("a/c.hcldec"));
    }

    #[test]
    fn inputs_are_native_then_json_when_present() {
        let s = Scratch::new("discover-inputs");
        s.write("x.t", "");
        s.write("x.hcl.json", "{}");
        s.write("x.hcl", "");
        s.write("y.t", "");
        let found = discover(s.path());
        assert_eq!(
            found.cases[0].input_files(),
            [s.path().join("x.hcl"), s.path().join("x.hcl.json")]
        );
        assert!(found.cases[1].input_files().is_empty());
    }

    #[test]
    fn a_directory_named_like_a_test_is_both() {
        let s = Scratch::new("discover-dir-test");
        s.write("odd.t/inner.t", "");
        let names: Vec<String> = discover(s.path())
            .cases
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(names, ["odd", "odd.t/inner"]);
    }

    #[test]
    fn an_unreadable_suite_is_a_harness_problem() {
        let found = discover(Path::new("/nonexistent/suite/dir"));
        assert!(found.cases.is_empty());
        assert_eq!(found.problems[0].summary, "Failed to read test directory");
    }

    #[test]
    fn paths_are_joined_as_go_does() {
        let s = Scratch::new("discover-paths");
        s.write("sub/x.t", "");
        let dotted = PathBuf::from(format!("{}/./", s.path().display()));
        let found = discover(&dotted);
        assert_eq!(found.cases[0].t_file, s.path().join("sub/x.t"));
    }
}
