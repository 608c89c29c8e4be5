//! Diagnostics: what went wrong (or might have), where, and the reference's wording.

use std::fmt;
use std::sync::Arc;

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
///
/// An element of [`Diagnostics`], the crate's error type, not an error type of its own:
/// `Diagnostics::from(diagnostic)` (or `?` into a `Result<_, Diagnostics>`) makes one.
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
            summary: exact(summary.into()),
            detail: exact(detail.into()),
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
            summary: exact(summary.into()),
            detail: exact(detail.into()),
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

/// `text` holding no spare capacity: a diagnostic may be kept with a million others, and
/// `format!` reserves about twice its literal text up front (a detail of 50 bytes would
/// otherwise hold 80).
fn exact(mut text: String) -> String {
    text.shrink_to_fit();
    text
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

/// A list of diagnostics in the order they were found: the crate's one error type, the
/// error value of every parsing and evaluation API.
///
/// Cloning is cheap: the list is shared until one of the copies adds to it, so a
/// parse's diagnostics handed out while the parse keeps them cost nothing twice.
#[derive(Clone, Default)]
pub struct Diagnostics(Option<Arc<Vec<Diagnostic>>>);

impl Diagnostics {
    /// No diagnostics.
    pub fn new() -> Diagnostics {
        Diagnostics(None)
    }
    fn items_mut(&mut self) -> &mut Vec<Diagnostic> {
        Arc::make_mut(self.0.get_or_insert_with(Arc::default))
    }
    /// Adds one.
    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.items_mut().push(diagnostic);
    }
    /// Adds all of `other`.
    #[inline]
    pub fn extend(&mut self, other: Diagnostics) {
        // Evaluation appends an empty set at nearly every step: make that a length check.
        // Appended to an empty set, `other` is taken whole rather than copied.
        if self.is_empty() {
            *self = other;
        } else if !other.is_empty() {
            self.items_mut().extend(other);
        }
    }
    /// Whether any is an error.
    pub fn has_errors(&self) -> bool {
        self.iter().any(Diagnostic::is_error)
    }
    /// The errors only.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.iter().filter(|d| d.is_error())
    }
    /// All of them, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.as_slice().iter()
    }
    /// How many there are.
    pub fn len(&self) -> usize {
        self.as_slice().len()
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.as_slice().is_empty()
    }
    /// The diagnostics as a slice.
    pub fn as_slice(&self) -> &[Diagnostic] {
        self.0.as_deref().map_or(&[], Vec::as_slice)
    }
}

impl PartialEq for Diagnostics {
    fn eq(&self, other: &Diagnostics) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Diagnostics {}

impl fmt::Debug for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Diagnostics")
            .field(&self.as_slice())
            .finish()
    }
}

/// Every diagnostic, one a line, each in the reference's text form
/// (`file:line,col-col: Summary; Detail`); "no diagnostics" when there are none. (The
/// reference's `Diagnostics.Error` shows only the first and a count; a Rust user
/// printing an error wants all of them.)
impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("no diagnostics");
        }
        for (i, d) in self.iter().enumerate() {
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
        Diagnostics(Some(Arc::new(vec![d])))
    }
}

impl FromIterator<Diagnostic> for Diagnostics {
    fn from_iter<I: IntoIterator<Item = Diagnostic>>(iter: I) -> Diagnostics {
        let all: Vec<Diagnostic> = iter.into_iter().collect();
        if all.is_empty() {
            Diagnostics(None)
        } else {
            Diagnostics(Some(Arc::new(all)))
        }
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        let all = self.0.map(Arc::unwrap_or_clone);
        all.unwrap_or_default().into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos::Pos;

    #[test]
    fn diagnostics_are_the_crates_shareable_error_type() {
        fn shareable_error<T: Send + Sync + std::error::Error + 'static>() {}
        shareable_error::<Diagnostics>();
        let boxed: Box<dyn std::error::Error + Send + Sync> =
            Box::new(Diagnostics::from(Diagnostic::error("A", "B.", None)));
        assert_eq!(boxed.to_string(), "A; B.");
    }

    fn at() -> Range {
        Range::new("main.tf", Pos::new(2, 3, 10), Pos::new(2, 6, 13))
    }

    #[test]
    fn a_diagnostic_keeps_no_spare_capacity_in_its_text() {
        let detail = format!("An argument named {:?} is not expected here.", "a0");
        assert!(detail.capacity() > detail.len());
        let d = Diagnostic::error("Unsupported argument", detail, Some(at()));
        assert_eq!(d.detail.capacity(), d.detail.len());
        let w = Diagnostic::warning(String::with_capacity(64) + "Odd", "", None);
        assert_eq!(w.summary.capacity(), w.summary.len());
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

    #[test]
    fn a_clone_shares_the_list_until_one_copy_grows() {
        let mut a = Diagnostics::from(Diagnostic::error("A", "a", None));
        let b = a.clone();
        assert!(matches!((&a.0, &b.0), (Some(x), Some(y)) if Arc::ptr_eq(x, y)));
        a.push(Diagnostic::error("B", "b", None));
        assert_eq!((a.len(), b.len()), (2, 1));
        assert_eq!(b.into_iter().map(|d| d.summary).collect::<Vec<_>>(), ["A"]);
        assert_eq!(Diagnostics::new(), Diagnostics::from_iter([]));
        assert_eq!(format!("{:?}", Diagnostics::new()), "Diagnostics([])");
    }
}
