//! The error type of value operations, conversions and function calls.

use std::fmt;

use crate::path::{Path, PathStep};

/// What went wrong, and where inside the value (the path is empty for the value itself).
///
/// The message is the reference's own wording, such as "a number is required", so that
/// callers can build the same diagnostics the reference does.
#[derive(Clone, Debug)]
pub struct Error {
    /// Where inside the value the problem is.
    pub path: Path,
    /// The reference's message, without the path.
    pub message: String,
}

impl Error {
    /// An error about the value itself.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            path: Path::root(),
            message: message.into(),
        }
    }
    /// The same error one step further inside a value.
    pub fn inside(self, step: PathStep) -> Error {
        Error {
            path: self.path.prepend(step),
            message: self.message,
        }
    }
}

/// The message, prefixed with the path when there is one (`.a[0]: a number is required`).
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_root() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for Error {}

/// Shorthand for results of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;
