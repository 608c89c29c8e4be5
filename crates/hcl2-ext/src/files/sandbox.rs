//! The base directory file functions are confined to: a path is read only if it is
//! relative, stays inside the directory when its `..` steps are taken, and still lies
//! inside once symbolic links are resolved.

use std::io;
use std::path::{Component, Path, PathBuf};

use hcl2_value::strings::go_quote;

/// A directory the file functions may read inside, and nowhere else.
#[derive(Clone, Debug)]
pub struct Sandbox {
    root: PathBuf,
}

/// Why a path cannot be read.
#[derive(Debug)]
pub(super) enum Refusal {
    /// The path leaves the base directory (absolute, `~`, `..` or a link); the message.
    Outside(String),
    /// Nothing exists at the path.
    Missing,
    /// Another I/O failure.
    Io(io::Error),
}

impl Sandbox {
    /// The sandbox of directory `root`, which must exist.
    pub fn new(root: impl AsRef<Path>) -> io::Result<Sandbox> {
        Ok(Sandbox {
            root: root.as_ref().canonicalize()?,
        })
    }

    /// The base directory (resolved).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// `path` under the base directory without touching the file system, or why it
    /// would leave it (absolute, `~`, or `..` above the base).
    pub(super) fn join(&self, path: &str) -> Result<PathBuf, Refusal> {
        if path.starts_with('~') || Path::new(path).has_root() {
            return Err(Refusal::Outside(format!(
                "{} is not relative to the base directory; only files inside it can be used",
                go_quote(path)
            )));
        }
        let mut joined = self.root.clone();
        let mut depth = 0usize;
        for part in Path::new(path).components() {
            match part {
                Component::Normal(name) => {
                    joined.push(name);
                    depth += 1;
                }
                Component::ParentDir if depth > 0 => {
                    joined.pop();
                    depth -= 1;
                }
                Component::ParentDir => return Err(escapes(path)),
                Component::CurDir => {}
                Component::Prefix(_) | Component::RootDir => return Err(escapes(path)),
            }
        }
        Ok(joined)
    }

    /// `path` resolved inside the base directory, links followed: an existing file
    /// system entry that is inside it.
    pub(super) fn resolve(&self, path: &str) -> Result<PathBuf, Refusal> {
        let joined = self.join(path)?;
        let real = joined.canonicalize().map_err(|e| match e.kind() {
            io::ErrorKind::NotFound => Refusal::Missing,
            _ => Refusal::Io(e),
        })?;
        if !real.starts_with(&self.root) {
            return Err(escapes(path));
        }
        Ok(real)
    }
}

fn escapes(path: &str) -> Refusal {
    Refusal::Outside(format!(
        "{} leads outside the base directory; only files inside it can be used",
        go_quote(path)
    ))
}
