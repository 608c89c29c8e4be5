//! [`Error`]: every diagnostic of a failed parse, evaluation or decode, with the text
//! of the files they point into, for rendering.

use std::fmt;

use hcl2_core::{Diagnostic, Diagnostics, Report};
use miette::{GraphicalReportHandler, GraphicalTheme};

use crate::de::Source;

/// Why a parse, an evaluation or a decode failed: every error diagnostic (not only the
/// first), each with the exact range it is about, worded as the reference words it.
///
/// - `Display` lists them one per line in the reference's text form
///   (`main.hcl:3,10-15: Unsuitable value type; Unsuitable value: …`).
/// - It is a [`miette::Diagnostic`] with the source snippet and labels, so
///   `miette::Report::new(err)` prints a rustc-style report; [`Error::render`] does the
///   same in one call, for every diagnostic.
/// - [`Error::diagnostics`] gives the diagnostics themselves, to inspect or print as
///   JSON.
///
/// ```
/// #[derive(Debug, serde::Deserialize)]
/// struct Config { port: u16 }
///
/// let err = hcl2::from_str::<Config>("port = 70000\n").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "<input>:1,8-13: Unsuitable value type; Unsuitable value: number 70000 is out of range for u16"
/// );
/// assert!(err.render().contains("port = 70000"));
/// ```
pub struct Error {
    diagnostics: Diagnostics,
    reports: Vec<Report>,
}

impl Error {
    /// The errors among `diagnostics`, rendered with the texts of `sources` (which must
    /// be whole files, at offset 0).
    pub(crate) fn new(diagnostics: Diagnostics, sources: &[Source<'_>]) -> Error {
        let errors: Diagnostics = diagnostics
            .into_iter()
            .filter(Diagnostic::is_error)
            .collect();
        let reports = errors
            .iter()
            .map(|d| {
                let source = d.subject.as_ref().and_then(|s| {
                    sources
                        .iter()
                        .find(|src| src.filename == s.filename.as_ref())
                });
                match source {
                    Some(src) => Report::new(d.clone(), src.text),
                    None => Report::without_source(d.clone()),
                }
            })
            .collect();
        Error {
            diagnostics: errors,
            reports,
        }
    }

    /// The errors among `diagnostics`, without source text to show.
    pub(crate) fn without_sources(diagnostics: Diagnostics) -> Error {
        Error::new(diagnostics, &[])
    }

    /// Every error, in the order found.
    pub fn diagnostics(&self) -> &Diagnostics {
        &self.diagnostics
    }

    /// The errors, to keep or pass on.
    pub fn into_diagnostics(self) -> Diagnostics {
        self.diagnostics
    }

    /// Every error rendered with its source snippet and a label on its range, as a
    /// plain-text (uncoloured) report.
    pub fn render(&self) -> String {
        let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor());
        let mut out = String::new();
        for report in &self.reports {
            if handler.render_report(&mut out, report).is_err() {
                out.push_str(&report.diagnostic().to_string());
                out.push('\n');
            }
        }
        out
    }
}

/// Every diagnostic, one per line, in the reference's text form.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.diagnostics, f)
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("diagnostics", &self.diagnostics)
            .finish()
    }
}

impl std::error::Error for Error {}

/// The first error is the report's own (snippet, label, detail as help); the others
/// follow as related reports.
impl miette::Diagnostic for Error {
    fn severity(&self) -> Option<miette::Severity> {
        Some(miette::Severity::Error)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.reports.first()?.help()
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        self.reports.first()?.source_code()
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        self.reports.first()?.labels()
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        if self.reports.len() < 2 {
            return None;
        }
        Some(Box::new(
            self.reports[1..]
                .iter()
                .map(|r| r as &dyn miette::Diagnostic),
        ))
    }
}

impl From<Diagnostics> for Error {
    fn from(diagnostics: Diagnostics) -> Error {
        Error::without_sources(diagnostics)
    }
}
