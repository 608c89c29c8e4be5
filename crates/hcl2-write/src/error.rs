//! The one error type of this crate: what went wrong, with the diagnostics of the
//! syntax errors that caused it, if any.

use std::fmt;

use hcl2_core::Diagnostics;

/// Why formatting, editing or serializing failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
    diagnostics: Diagnostics,
}

impl Error {
    /// An error about the input's syntax, with its diagnostics.
    pub(crate) fn syntax(what: &str, diagnostics: Diagnostics) -> Error {
        Error {
            message: format!("{what} has syntax errors"),
            diagnostics,
        }
    }

    /// An error with a message only.
    pub(crate) fn message(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            diagnostics: Diagnostics::new(),
        }
    }

    /// What went wrong, without the diagnostics (`"the input has syntax errors"`, say).
    pub fn summary(&self) -> &str {
        &self.message
    }

    /// The syntax diagnostics behind this error (empty for other errors).
    pub fn diagnostics(&self) -> &Diagnostics {
        &self.diagnostics
    }
}

/// The message, then each diagnostic on a line of its own.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        for d in self.diagnostics.iter() {
            write!(f, "\n{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

impl serde::ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::message(msg.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_error_is_shareable() {
        fn shareable<T: Send + Sync + std::error::Error + fmt::Debug>() {}
        shareable::<Error>();
    }

    #[test]
    fn a_syntax_error_lists_its_diagnostics_under_the_message() {
        let d = hcl2_core::Diagnostic::error("Bad", "Very bad.", None);
        let e = Error::syntax("the input", Diagnostics::from(d));
        assert_eq!(e.to_string(), "the input has syntax errors\nBad; Very bad.");
        assert_eq!(e.diagnostics().len(), 1);
    }
}
