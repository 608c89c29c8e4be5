//! Path text as Go's `path/filepath` treats it on Unix: `Clean`, `Base`, `Dir`, which
//! `dirname`, `basename` and `abspath` follow.

/// The shortest path naming the same place, lexically (Go's `filepath.Clean`).
pub(super) fn clean(path: &str) -> String {
    if path.is_empty() {
        return ".".into();
    }
    let rooted = path.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => match parts.last() {
                Some(&last) if last != ".." => {
                    parts.pop();
                }
                _ if rooted => {}
                _ => parts.push(".."),
            },
            other => parts.push(other),
        }
    }
    let body = parts.join("/");
    match (rooted, body.is_empty()) {
        (true, _) => format!("/{body}"),
        (false, true) => ".".into(),
        (false, false) => body,
    }
}

/// The last element (Go's `filepath.Base`).
pub(super) fn base(path: &str) -> String {
    if path.is_empty() {
        return ".".into();
    }
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        return "/".into();
    }
    trimmed.rsplit('/').next().unwrap_or(trimmed).to_string()
}

/// Everything but the last element, cleaned (Go's `filepath.Dir`).
pub(super) fn dir(path: &str) -> String {
    let cut = path.rfind('/').map_or(0, |i| i + 1);
    clean(&path[..cut])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_read_as_go_reads_them() {
        assert_eq!(clean("a/../../b/./c/"), "../b/c");
        assert_eq!(clean("/../a"), "/a");
        assert_eq!(base("foo/bar/baz.txt"), "baz.txt");
        assert_eq!(base("foo/bar/"), "bar");
        assert_eq!(base("///"), "/");
        assert_eq!(base(""), ".");
        assert_eq!(dir("foo/bar/baz.txt"), "foo/bar");
        assert_eq!(dir("/foo/bar/baz.txt"), "/foo/bar");
        assert_eq!(dir("foo"), ".");
        assert_eq!(dir("/"), "/");
        assert_eq!(dir(""), ".");
    }
}
