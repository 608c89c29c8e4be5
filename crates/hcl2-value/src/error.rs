//! The error type of value operations, conversions and function calls.

use std::fmt;

use crate::path::{Path, PathStep};

/// What went wrong, and where inside the value (the path is empty for the value itself).
///
/// The message is the reference's own wording, such as "a number is required", so that
/// callers can build the same diagnostics the reference does.
///
/// This is the crate's error for conversions, operations and function calls. The crate
/// has a few others, each the shape a standard or serde interface asks for, or carrying
/// what this one cannot: [`AccessError`](crate::AccessError) (a diagnostic's
/// summary and detail), [`CallError`](crate::CallError) (this error and the
/// argument at fault), [`ArithmeticError`](crate::ArithmeticError) (a `Copy` kind for
/// number arithmetic), [`ParseNumberError`](crate::ParseNumberError) (`FromStr`), and
/// serde's [`serde::Error`](crate::serde::Error).
///
/// ```
/// use hcl2_value::{convert, Type, Value};
///
/// let err = convert(&Value::from("x"), &Type::Number).unwrap_err();
/// assert_eq!(err.message(), "a number is required");
/// assert!(err.path().is_root());
/// ```
#[derive(Clone, Debug)]
pub struct Error {
    pub(crate) path: Path,
    pub(crate) message: String,
}

impl Error {
    /// An error about the value itself.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            path: Path::root(),
            message: message.into(),
        }
    }
    /// Where inside the value the problem is (the root for the value itself).
    pub fn path(&self) -> &Path {
        &self.path
    }
    /// The reference's message, without the path.
    pub fn message(&self) -> &str {
        &self.message
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_type_of_the_crate_is_send_and_sync() {
        fn shareable<T: Send + Sync + std::error::Error + fmt::Debug>() {}
        shareable::<Error>();
        shareable::<crate::AccessError>();
        shareable::<crate::CallError>();
        shareable::<crate::number::ArithmeticError>();
        shareable::<crate::number::ParseNumberError>();
        shareable::<crate::serde::Error>();
    }

    #[test]
    fn an_error_inside_a_value_shows_its_path_before_the_message() {
        let e = Error::new("a number is required").inside(PathStep::Index(0.into()));
        assert_eq!(e.message(), "a number is required");
        assert!(!e.path().is_root());
        assert_eq!(e.to_string(), format!("{}: a number is required", e.path()));
    }
}
