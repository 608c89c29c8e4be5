//! Paths: where inside a value something happened (for error messages and deep marks).

use std::fmt;

use crate::Value;

/// One step into a value: an attribute of an object, or an index / key of a collection.
#[derive(Clone, Debug)]
pub enum PathStep {
    /// `.name` on an object.
    Attr(String),
    /// `[key]` on a list, tuple, map or set (for sets, the element itself).
    Index(Value),
}

/// A sequence of steps from a root value.
#[derive(Clone, Debug, Default)]
pub struct Path(pub Vec<PathStep>);

impl Path {
    /// The empty path: the root value itself.
    pub fn root() -> Path {
        Path(Vec::new())
    }
    /// Whether this is the root.
    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }
    /// This path with `step` prepended (errors bubble outward, gaining steps at the front).
    pub fn prepend(mut self, step: PathStep) -> Path {
        self.0.insert(0, step);
        self
    }
}

/// Rendered as HCL-ish traversal syntax: `.a[0]["k"]`.
impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for step in &self.0 {
            match step {
                PathStep::Attr(name) => write!(f, ".{name}")?,
                PathStep::Index(key) => match (key.as_str(), key.as_number()) {
                    (Some(s), _) => {
                        f.write_str("[")?;
                        crate::strings::write_go_quoted(f, s)?;
                        f.write_str("]")?
                    }
                    (_, Some(n)) => write!(f, "[{n}]")?,
                    _ => f.write_str("[...]")?,
                },
            }
        }
        Ok(())
    }
}
