//! `fileset`'s walk: the regular files under a directory of the sandbox whose
//! relative paths match a glob (with the `globset` crate), never leaving the sandbox
//! through links.

use std::path::Path;

use globset::GlobBuilder;
use hcl2_value::{Error, Marks};
use walkdir::WalkDir;

use super::read::shown;
use super::sandbox::{Refusal, Sandbox};

/// The matches, relative to `dir`, with `/` separators, in walk order.
pub(super) fn matches(
    sandbox: &Sandbox,
    dir: &str,
    pattern: &str,
    marks: &Marks,
) -> Result<Vec<String>, Error> {
    let glob_error = || {
        Error::new(format!(
            "failed to glob pattern {}: syntax error in pattern",
            shown(pattern, marks)
        ))
    };
    let pattern_path = Path::new(pattern);
    if pattern.starts_with('/')
        || pattern_path
            .components()
            .any(|c| matches!(c, std::path::Component::ParentDir))
    {
        return Err(Error::arg(
            1,
            format!(
                "{} leads outside the base directory; only files inside it can be used",
                shown(pattern, marks)
            ),
        ));
    }
    let matcher = GlobBuilder::new(pattern.trim_start_matches("./"))
        .literal_separator(true)
        .build()
        .map_err(|_| glob_error())?
        .compile_matcher();
    let base = match sandbox.resolve(dir) {
        Ok(base) => base,
        Err(Refusal::Missing) => return Ok(Vec::new()),
        Err(Refusal::Outside(why)) => return Err(Error::arg(0, why)),
        Err(Refusal::Io(e)) => {
            return Err(Error::new(format!(
                "failed to glob pattern {}: {e}",
                shown(pattern, marks)
            )))
        }
    };
    let mut found = Vec::new();
    for entry in WalkDir::new(&base)
        .min_depth(1)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
    {
        let Ok(rel) = entry.path().strip_prefix(&base) else {
            continue;
        };
        let rel_text = rel.to_string_lossy().replace('\\', "/");
        if !matcher.is_match(&rel_text) {
            continue;
        }
        // A link counts only if it leads to a regular file inside the sandbox.
        let inside_file = entry
            .path()
            .canonicalize()
            .ok()
            .filter(|real| real.starts_with(sandbox.root()))
            .is_some_and(|real| real.is_file());
        if inside_file {
            found.push(rel_text);
        }
    }
    Ok(found)
}
