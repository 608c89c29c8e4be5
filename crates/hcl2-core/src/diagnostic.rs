//! Diagnostics: what went wrong (or might have), where, and the reference's wording.

use std::fmt;

use crate::pos::Range;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The input cannot be used as it is.
    Error,
    /// The input works but is probably not what was meant.
    Warning,
}

/// One problem report: a short summary (the reference's own wording, such as
/// "Unsupported attribute"), a detail sentence, the range at fault (`subject`) and an
/// optional wider range that gives it context (`context`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Short, stable summary.
    pub summary: String,
    /// Full explanation.
    pub detail: String,
    /// The exact range at fault, where there is one.
    pub subject: Option<Range>,
    /// A wider range around the subject (e.g. the whole expression), where useful.
    pub context: Option<Range>,
}

impl Diagnostic {
    /// An error with `summary` and `detail` at `subject`.
    pub fn error(
        summary: impl Into<String>,
        detail: impl Into<String>,
        subject: Option<Range>,
    ) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            summary: summary.into(),
            detail: detail.into(),
            subject,
            context: None,
        }
    }
    /// A warning with `summary` and `detail` at `subject`.
    pub fn warning(
        summary: impl Into<String>,
        detail: impl Into<String>,
        subject: Option<Range>,
    ) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            summary: summary.into(),
            detail: detail.into(),
            subject,
            context: None,
        }
    }
    /// The same diagnostic with a context range.
    pub fn with_context(mut self, context: Range) -> Diagnostic {
        self.context = Some(context);
        self
    }
    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// `file:1,2-5: Summary; Detail.` as the reference prints a diagnostic.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(subject) = &self.subject {
            write!(f, "{subject}: ")?;
        }
        write!(f, "{}; {}", self.summary, self.detail)
    }
}

impl std::error::Error for Diagnostic {}

/// A list of diagnostics in the order they were found; the error value of every
/// parsing and evaluation API.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics(Vec<Diagnostic>);

impl Diagnostics {
    /// No diagnostics.
    pub fn new() -> Diagnostics {
        Diagnostics(Vec::new())
    }
    /// Adds one.
    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.0.push(diagnostic);
    }
    /// Adds all of `other`.
    #[inline]
    pub fn extend(&mut self, other: Diagnostics) {
        // Evaluation appends an empty set at nearly every step: make that a length check.
        // Appended to an empty set, `other` is taken whole rather than copied.
        if self.0.is_empty() {
            self.0 = other.0;
        } else if !other.0.is_empty() {
            self.0.extend(other.0);
        }
    }
    /// Whether any is an error.
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }
    /// The errors only.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| d.is_error())
    }
    /// All of them, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.0.iter()
    }
    /// How many there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// The diagnostics as a slice.
    pub fn as_slice(&self) -> &[Diagnostic] {
        &self.0
    }
}

/// Every diagnostic, one a line, each in the reference's text form
/// (`file:line,col-col: Summary; Detail`); "no diagnostics" when there are none. (The
/// reference's `Diagnostics.Error` shows only the first and a count; a Rust user
/// printing an error wants all of them.)
impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("no diagnostics");
        }
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            d.fmt(f)?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Diagnostics {
        Diagnostics(vec![d])
    }
}

impl FromIterator<Diagnostic> for Diagnostics {
    fn from_iter<I: IntoIterator<Item = Diagnostic>>(iter: I) -> Diagnostics {
        Diagnostics(iter.into_iter().collect())
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos::Pos;

    fn at() -> Range {
        Range::new("main.tf", Pos::new(2, 3, 10), Pos::new(2, 6, 13))
    }

    #[test]
    fn a_diagnostic_prints_as_the_reference_does_and_a_list_prints_each_on_its_line() {
        let d = Diagnostic::error(
            "Unsupported attribute",
            "This object has no attribute \"x\".",
            Some(at()),
        );
        assert_eq!(
            d.to_string(),
            "main.tf:2,3-6: Unsupported attribute; This object has no attribute \"x\"."
        );
        let mut all = Diagnostics::new();
        assert_eq!(all.to_string(), "no diagnostics");
        all.push(d.clone());
        all.push(Diagnostic::warning("W", "w.", None));
        assert_eq!(all.to_string(), format!("{d}\nW; w."));
    }

    #[test]
    fn only_errors_count_as_errors() {
        let warnings: Diagnostics = [Diagnostic::warning("W", "w.", None)].into_iter().collect();
        assert!(!warnings.has_errors());
        let mut mixed = warnings.clone();
        mixed.extend(Diagnostic::error("E", "e.", None).into());
        assert!(mixed.has_errors());
        assert_eq!(mixed.errors().count(), 1);
    }
}
