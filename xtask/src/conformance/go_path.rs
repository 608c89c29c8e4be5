//! File paths as the reference harness forms them (Go's `filepath.Join`, which cleans
//! the result lexically), so that hcldec receives, and echoes back in its diagnostics,
//! the very same file names under both harnesses.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::PathBuf;

/// `dir` and `name` joined and cleaned, as Go's `filepath.Join(dir, name)`.
pub fn join(dir: &OsStr, name: &OsStr) -> PathBuf {
    let (dir, name) = (dir.as_bytes(), name.as_bytes());
    let joined: Vec<u8> = match (dir.is_empty(), name.is_empty()) {
        (true, true) => return PathBuf::new(),
        (true, false) => name.to_vec(),
        (false, true) => dir.to_vec(),
        (false, false) => [dir, b"/", name].concat(),
    };
    PathBuf::from(OsString::from_vec(clean(&joined)))
}

/// The shortest lexically equivalent path (Go's `filepath.Clean` on Unix): repeated
/// slashes collapse, `.` elements go, `..` removes the element before it (and is
/// dropped right after the root), and an empty result is `.`.
pub fn clean(path: &[u8]) -> Vec<u8> {
    let rooted = path.first() == Some(&b'/');
    let mut parts: Vec<&[u8]> = Vec::new();
    for part in path.split(|&b| b == b'/') {
        match part {
            b"" | b"." => {}
            b".." => match parts.last() {
                Some(last) if *last != b".." => {
                    parts.pop();
                }
                _ if rooted => {}
                _ => parts.push(part),
            },
            _ => parts.push(part),
        }
    }
    let mut out = Vec::with_capacity(path.len());
    if rooted {
        out.push(b'/');
    }
    out.extend(parts.join(&b'/'));
    if out.is_empty() {
        out.push(b'.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> String {
        String::from_utf8(clean(s.as_bytes())).unwrap()
    }

    #[test]
    fn clean_matches_go_filepath_clean() {
        // Cases from Go's own filepath tests.
        for (input, want) in [
            ("", "."),
            ("abc", "abc"),
            ("abc/def", "abc/def"),
            (".", "."),
            ("..", ".."),
            ("../..", "../.."),
            ("../../abc", "../../abc"),
            ("/abc", "/abc"),
            ("/", "/"),
            ("abc/", "abc"),
            ("abc/def/", "abc/def"),
            ("///abc", "/abc"),
            ("abc//def//ghi", "abc/def/ghi"),
            ("abc/./def", "abc/def"),
            ("/./abc/def", "/abc/def"),
            ("abc/.", "abc"),
            ("abc/def/ghi/../jkl", "abc/def/jkl"),
            ("abc/def/..", "abc"),
            ("abc/def/../..", "."),
            ("/abc/def/../..", "/"),
            ("abc/def/../../..", ".."),
            ("/abc/def/../../..", "/"),
            ("abc/def/../../../ghi/jkl/../../../mno", "../../mno"),
            ("/../abc", "/abc"),
            ("abc/./../def", "def"),
            ("./abc/def", "abc/def"),
        ] {
            assert_eq!(c(input), want, "clean({input:?})");
        }
    }

    #[test]
    fn join_cleans_and_skips_empty_parts() {
        let j = |a: &str, b: &str| join(OsStr::new(a), OsStr::new(b));
        assert_eq!(j("./tests/", "x.t"), PathBuf::from("tests/x.t"));
        assert_eq!(j("", "x.t"), PathBuf::from("x.t"));
        assert_eq!(j("/a/b/../c", "d"), PathBuf::from("/a/c/d"));
        assert_eq!(j("", ""), PathBuf::new());
    }
}
