//! The crate's one error type: conversions, operations, index and attribute access,
//! number arithmetic and syntax, function calls and serde.

use std::fmt;

use crate::path::{Path, PathStep};

/// What went wrong, and where inside the value (the path is the root for the value
/// itself): the one error of this crate, as `serde_json::Error` is serde_json's.
///
/// The message is the reference's own wording, such as "a number is required", so that
/// callers can build the same diagnostics the reference does. [`Error::kind`] says which
/// case it is, and the accessors give what each case carries: the [`path`](Error::path)
/// inside the value, the [`argument`](Error::argument) of a function call at fault, an
/// access failure's diagnostic [`summary`](Error::summary).
///
/// It is one pointer wide, so results stay as small as their values.
///
/// ```
/// use hcl2_value::{convert, ErrorKind, Type, Value};
///
/// let err = convert(&Value::from("x"), &Type::Number).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::Value);
/// assert_eq!(err.message(), "a number is required");
/// assert!(err.path().is_root());
///
/// let err = Value::from(1).get_attr("a").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::Access);
/// assert_eq!(err.summary(), Some("Unsupported attribute"));
/// ```
#[derive(Clone)]
pub struct Error(Box<Inner>);

/// What an error holds, out of line so that `Result<Value, Error>` stays small.
#[derive(Clone, Debug)]
struct Inner {
    kind: ErrorKind,
    path: Path,
    /// Whether `path` was set (serde errors are built before their place is known).
    placed: bool,
    message: String,
    argument: Option<usize>,
    /// The diagnostic summary of an access failure; empty otherwise.
    summary: &'static str,
}

/// Which case an [`Error`] is (see [`Error::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A conversion, an operation or a function call failed: a message, at a path
    /// inside the value, perhaps about one of a call's arguments.
    Value,
    /// An index or attribute access failed: the reference reports these with a
    /// diagnostic summary of their own ([`Error::summary`]) and the message as detail.
    Access,
    /// Number arithmetic whose result would be undefined (NaN in IEEE terms), such
    /// as `0 * inf`.
    Arithmetic,
    /// A string that is not a number ([`Number`](crate::Number)'s `FromStr`).
    NumberSyntax,
    /// serde could not deserialize a value into a Rust type, or serialize one.
    Serde,
    /// serde met a value that is not known yet.
    UnknownValue,
}

/// The root path, for errors whose place is not known.
static ROOT: Path = Path(Vec::new());

impl Error {
    fn of(kind: ErrorKind, message: String) -> Error {
        Error(Box::new(Inner {
            kind,
            path: Path::root(),
            placed: true,
            message,
            argument: None,
            summary: "",
        }))
    }
    /// An error about the value itself.
    pub fn new(message: impl Into<String>) -> Error {
        Error::of(ErrorKind::Value, message.into())
    }
    /// An error about argument `index` of a function call.
    pub fn arg(index: usize, message: impl Into<String>) -> Error {
        Error::about(index, Error::new(message))
    }
    /// `error` (with a path inside the argument, perhaps) about argument `index` of a
    /// function call.
    pub fn about(index: usize, mut error: Error) -> Error {
        error.0.argument = Some(index);
        error
    }
    /// An access failure with the reference's diagnostic summary and detail.
    pub(crate) fn access(summary: &'static str, detail: impl Into<String>) -> Error {
        let mut e = Error::of(ErrorKind::Access, detail.into());
        e.0.summary = summary;
        e
    }
    /// Undefined arithmetic, with the reference's message.
    pub(crate) fn arithmetic(message: &'static str) -> Error {
        Error::of(ErrorKind::Arithmetic, message.to_owned())
    }
    /// A string that does not read as a number.
    pub(crate) fn number_syntax() -> Error {
        Error::of(ErrorKind::NumberSyntax, "a number is required".to_owned())
    }
    /// A serde error whose place inside the value is not known yet.
    pub(crate) fn serde(message: String) -> Error {
        let mut e = Error::of(ErrorKind::Serde, message);
        e.0.placed = false;
        e
    }
    /// serde met an unknown value at `path`.
    pub(crate) fn unknown_value(path: &Path) -> Error {
        let mut e = Error::of(ErrorKind::UnknownValue, "value is unknown".to_owned());
        e.0.path = path.clone();
        e
    }
    /// The same error, placed at `path` unless it already has a place.
    pub(crate) fn at(mut self, path: &Path) -> Error {
        if !self.0.placed {
            self.0.path = path.clone();
            self.0.placed = true;
        }
        self
    }
    /// A value error at `path`.
    pub(crate) fn at_path(path: Path, message: impl Into<String>) -> Error {
        let mut e = Error::new(message);
        e.0.path = path;
        e
    }
    /// The same error with `prefix` before its path.
    pub(crate) fn under(mut self, prefix: &[PathStep]) -> Error {
        let inner = std::mem::take(&mut self.0.path.0);
        self.0.path.0 = prefix.iter().cloned().chain(inner).collect();
        self
    }
    /// Which case this is.
    pub fn kind(&self) -> ErrorKind {
        self.0.kind
    }
    /// Where inside the value the problem is: the root for the value itself, and for a
    /// serde error whose place is not known.
    pub fn path(&self) -> &Path {
        if self.0.placed {
            &self.0.path
        } else {
            &ROOT
        }
    }
    /// The reference's message, without the path (for an access failure, the
    /// diagnostic's detail).
    pub fn message(&self) -> &str {
        &self.0.message
    }
    /// The zero-based position of the function call's argument at fault, if the error
    /// is about one (the reference reports it on that argument's expression).
    pub fn argument(&self) -> Option<usize> {
        self.0.argument
    }
    /// An access failure's diagnostic summary, e.g. "Invalid index" or "Unsupported
    /// attribute" (`None` for other kinds, whose summary is the caller's).
    pub fn summary(&self) -> Option<&'static str> {
        (self.0.kind == ErrorKind::Access).then_some(self.0.summary)
    }
    /// The same error one step further inside a value.
    pub fn inside(mut self, step: PathStep) -> Error {
        self.0.path = std::mem::take(&mut self.0.path).prepend(step);
        self
    }
}

/// The message, prefixed with the path when there is one (`.a[0]: a number is
/// required`); an access failure as `summary: detail`; an unknown value met by serde
/// as `value at .a[0] is unknown`.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (path, message) = (self.path(), &self.0.message);
        match self.0.kind {
            ErrorKind::Access => write!(f, "{}: {message}", self.0.summary),
            _ if path.is_root() => f.write_str(message),
            ErrorKind::UnknownValue => write!(f, "value at {path} is unknown"),
            _ => write!(f, "{path}: {message}"),
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Error");
        d.field("kind", &self.0.kind);
        if !self.path().is_root() {
            d.field("path", &self.path().to_string());
        }
        if let Some(i) = self.0.argument {
            d.field("argument", &i);
        }
        if let Some(s) = self.summary() {
            d.field("summary", &s);
        }
        d.field("message", &self.0.message).finish()
    }
}

impl std::error::Error for Error {}

impl serde::de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::serde(msg.to_string())
    }
}

impl serde::ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::serde(msg.to_string())
    }
}

/// Shorthand for results of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Number, Value};

    #[test]
    fn the_one_error_type_is_send_sync_and_a_std_error() {
        fn shareable<T: Send + Sync + std::error::Error + 'static>() {}
        shareable::<Error>();
    }

    #[test]
    fn the_error_is_one_pointer_so_results_stay_as_small_as_their_values() {
        use std::mem::size_of;
        assert_eq!(size_of::<Error>(), size_of::<usize>());
        assert_eq!(size_of::<Result<Number, Error>>(), size_of::<Number>());
        assert!(size_of::<Result<Value, Error>>() <= size_of::<Value>() + 8);
        assert!(size_of::<Result<(), Error>>() <= size_of::<usize>());
    }

    #[test]
    fn an_error_inside_a_value_shows_its_path_before_the_message() {
        let e = Error::new("a number is required").inside(PathStep::Index(0.into()));
        assert_eq!(e.kind(), ErrorKind::Value);
        assert_eq!(e.message(), "a number is required");
        assert!(!e.path().is_root());
        assert_eq!(e.to_string(), format!("{}: a number is required", e.path()));
    }

    #[test]
    fn an_argument_error_keeps_its_path_and_says_which_argument() {
        let inner = Error::new("a number is required").inside(PathStep::Index(1.into()));
        let e = Error::about(2, inner);
        assert_eq!(e.argument(), Some(2));
        assert_eq!(e.to_string(), "[1]: a number is required");
        assert_eq!(Error::arg(0, "x").argument(), Some(0));
        assert_eq!(Error::new("x").argument(), None);
    }

    #[test]
    fn an_access_failure_has_a_summary_and_shows_it_before_its_detail() {
        let e = Error::access(
            "Invalid index",
            "The given key does not identify an element.",
        );
        assert_eq!(e.kind(), ErrorKind::Access);
        assert_eq!(e.summary(), Some("Invalid index"));
        assert_eq!(e.message(), "The given key does not identify an element.");
        assert_eq!(
            e.to_string(),
            "Invalid index: The given key does not identify an element."
        );
        assert_eq!(Error::new("x").summary(), None);
    }

    #[test]
    fn a_serde_error_takes_the_first_place_it_is_given() {
        let a = Path::root().prepend(PathStep::Attr("a".into()));
        let b = Path::root().prepend(PathStep::Attr("b".into()));
        let e = <Error as serde::de::Error>::custom("bad");
        assert_eq!(e.kind(), ErrorKind::Serde);
        assert!(e.path().is_root());
        let e = e.at(&a).at(&b);
        assert_eq!(e.to_string(), ".a: bad");
        let u = Error::unknown_value(&a).at(&b);
        assert_eq!(u.kind(), ErrorKind::UnknownValue);
        assert_eq!(u.to_string(), "value at .a is unknown");
        assert_eq!(
            Error::unknown_value(&Path::root()).to_string(),
            "value is unknown"
        );
    }
}
