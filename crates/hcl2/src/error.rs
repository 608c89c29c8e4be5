//! [`Error`], the crate's one error type: every diagnostic of a failed parse,
//! evaluation, decode or conversion to JSON, with the text of the files they point into,
//! for rendering.

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
/// - [`Error::kind`] says which case it is: diagnostics of a parse, an evaluation or a
///   decode, or a file [`to_json`](mod@crate::to_json) could not convert (whose
///   `Display` is `hcl2json`'s one-line message instead).
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
    /// `hcl2json`'s message, for a conversion to JSON that failed.
    to_json: Option<Box<str>>,
}

/// Which case an [`Error`] is (see [`Error::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A parse, an evaluation or a decode failed: the diagnostics say why, and
    /// `Display` lists them.
    Diagnostics,
    /// [`to_json`](mod@crate::to_json) could not convert a file: `Display` is
    /// `hcl2json`'s one-line message, byte for byte, and the diagnostics locate the
    /// problem (every diagnostic of the parse for a syntax error, otherwise one error on
    /// the block or expression at fault).
    ToJson,
}

impl Error {
    /// The errors among `diagnostics`, rendered with the texts of `sources` (which must
    /// be whole files, at offset 0).
    pub(crate) fn new(diagnostics: Diagnostics, sources: &[Source<'_>]) -> Error {
        let errors: Diagnostics = diagnostics
            .into_iter()
            .filter(Diagnostic::is_error)
            .collect();
        Error::reporting(errors, |name| {
            sources
                .iter()
                .find(|src| src.filename == name)
                .map(|src| src.text)
        })
    }

    /// A conversion to JSON that failed with `hcl2json`'s `message`, about
    /// `diagnostics` (kept whole) in `text`, the file `filename`.
    pub(crate) fn to_json(
        message: String,
        diagnostics: Diagnostics,
        filename: &str,
        text: &str,
    ) -> Error {
        let mut e = Error::reporting(diagnostics, |name| (name == filename).then_some(text));
        e.to_json = Some(message.into());
        e
    }

    /// `diagnostics`, each rendered with the text `text_of` gives for its file.
    fn reporting<'t>(diagnostics: Diagnostics, text_of: impl Fn(&str) -> Option<&'t str>) -> Error {
        let reports = diagnostics
            .iter()
            .map(|d| {
                let text = d.subject.as_ref().and_then(|s| text_of(&s.filename));
                match text {
                    Some(text) => Report::new(d.clone(), text),
                    None => Report::without_source(d.clone()),
                }
            })
            .collect();
        Error {
            diagnostics,
            reports,
            to_json: None,
        }
    }

    /// The errors among `diagnostics`, without source text to show.
    pub(crate) fn without_sources(diagnostics: Diagnostics) -> Error {
        Error::new(diagnostics, &[])
    }

    /// Which case this is.
    pub fn kind(&self) -> ErrorKind {
        match self.to_json {
            Some(_) => ErrorKind::ToJson,
            None => ErrorKind::Diagnostics,
        }
    }

    /// Every error, in the order found (for [`ErrorKind::ToJson`], every diagnostic
    /// behind the failure).
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

/// Every diagnostic, one per line, in the reference's text form; for
/// [`ErrorKind::ToJson`], `hcl2json`'s message.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.to_json {
            Some(message) => f.write_str(message),
            None => fmt::Display::fmt(&self.diagnostics, f),
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Error");
        d.field("kind", &self.kind());
        if let Some(message) = &self.to_json {
            d.field("message", message);
        }
        d.field("diagnostics", &self.diagnostics).finish()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rendered_header_gives_the_errors_own_column_far_into_a_long_line() {
        // Column 202 of a 203-byte line: the snippet is cut around it, the header is not.
        let text = format!("a = [{}\u{1}]\n", "1,".repeat(98));
        let err = crate::parse(&text).unwrap_err();
        let rendered = err.render();
        assert!(rendered.contains(":1:202]"), "{rendered}");
    }

    #[test]
    fn the_one_error_type_is_send_sync_and_a_std_error() {
        fn shareable<T: Send + Sync + std::error::Error + miette::Diagnostic + 'static>() {}
        shareable::<Error>();
    }

    #[test]
    fn the_error_is_eight_words_at_most() {
        assert!(std::mem::size_of::<Error>() <= 8 * std::mem::size_of::<usize>());
    }

    #[test]
    fn a_to_json_failure_shows_its_message_and_keeps_its_diagnostics() {
        let e = crate::to_json::to_json("a = \n", "main.tf").unwrap_err();
        assert_eq!(e.kind(), ErrorKind::ToJson);
        assert!(
            e.to_string()
                .starts_with("parse config: [main.tf:1,5-2,1: "),
            "{e}"
        );
        assert!(e.diagnostics().has_errors());
        assert!(e.render().contains("a = "), "{}", e.render());
        let d = crate::parse_expression("1 +").unwrap_err();
        assert_eq!(d.kind(), ErrorKind::Diagnostics);
        assert_eq!(d.to_string(), d.diagnostics().to_string());
    }
}
