//! Rendering diagnostics with miette: the source snippet with a label on the exact range.

use std::fmt;

use miette::{LabeledSpan, NamedSource, SourceCode};

use crate::diagnostic::{Diagnostic, Severity};
use crate::report_source::ReportSource;

/// A diagnostic paired with the text of the file it points into, ready for any miette
/// report handler (graphical, narratable or JSON).
pub struct Report {
    diagnostic: Diagnostic,
    source: Option<NamedSource<ReportSource>>,
}

impl Report {
    /// Pairs `diagnostic` with `source`, the full text of the file its ranges point into
    /// (a [`ReportSource`] shares one file's text and line index between its reports).
    pub fn new(diagnostic: Diagnostic, source: impl Into<ReportSource>) -> Report {
        let name = diagnostic
            .subject
            .as_ref()
            .map(|r| r.filename.to_string())
            .unwrap_or_default();
        Report {
            diagnostic,
            source: Some(NamedSource::new(name, source.into())),
        }
    }
    /// A report with no source text (only summary and detail are shown).
    pub fn without_source(diagnostic: Diagnostic) -> Report {
        Report {
            diagnostic,
            source: None,
        }
    }
    /// The diagnostic reported.
    pub fn diagnostic(&self) -> &Diagnostic {
        &self.diagnostic
    }
}

impl fmt::Debug for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Report")
            .field("diagnostic", &self.diagnostic)
            .finish()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagnostic.summary)
    }
}

impl std::error::Error for Report {}

impl miette::Diagnostic for Report {
    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.diagnostic.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
        })
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        (!self.diagnostic.detail.is_empty())
            .then(|| Box::new(&self.diagnostic.detail) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.source.as_ref().map(|s| s as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        self.source.as_ref()?;
        let subject = self.diagnostic.subject.as_ref()?;
        let mut labels = vec![LabeledSpan::new_primary_with_span(
            Some("here".into()),
            subject.byte_span(),
        )];
        // A context that only widens the subject on the same line would draw a second,
        // unlabelled underline over it: stray marks that say nothing more.
        if let Some(context) = &self.diagnostic.context {
            let (c, s) = (context.byte_span(), subject.byte_span());
            let widens_on_one_line =
                c.start <= s.start && s.end <= c.end && context.start.line == context.end.line;
            if context != subject && !widens_on_one_line {
                labels.push(LabeledSpan::new_with_span(None, c));
            }
        }
        Some(Box::new(labels.into_iter()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos::{Pos, Range};
    use miette::{GraphicalReportHandler, GraphicalTheme};

    #[test]
    fn reports_show_the_snippet_the_label_and_the_detail() {
        let src = "a = 1\nb = foo.bar\n";
        let subject = Range::new("main.hcl", Pos::new(2, 5, 10), Pos::new(2, 12, 17));
        let d = Diagnostic::error(
            "Unknown variable",
            "There is no variable named \"foo\".",
            Some(subject),
        );
        let mut out = String::new();
        GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
            .render_report(&mut out, &Report::new(d, src))
            .unwrap();
        assert!(out.contains("Unknown variable"), "{out}");
        assert!(out.contains("main.hcl:2:5"), "{out}");
        assert!(out.contains("b = foo.bar"), "{out}");
        assert!(out.contains("here"), "{out}");
        assert!(out.contains("There is no variable named \"foo\"."), "{out}");
    }

    #[test]
    fn reports_without_source_still_render() {
        let d = Diagnostic::error("Bad", "Very bad.", None);
        let mut out = String::new();
        GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
            .render_report(&mut out, &Report::without_source(d))
            .unwrap();
        assert!(out.contains("Bad") && out.contains("Very bad."), "{out}");
    }

    #[test]
    fn a_context_that_only_widens_the_subject_on_its_line_draws_no_second_underline() {
        use miette::Diagnostic as _;
        let r = |line: usize, a: usize, b: usize, byte: usize, end_line: usize| {
            Range::new(
                "m.hcl",
                Pos::new(line, a, byte),
                Pos::new(end_line, b, byte + b - a),
            )
        };
        let labels = |context: Range| {
            let d = Diagnostic::error("S", "D.", Some(r(1, 9, 10, 8, 1))).with_context(context);
            Report::new(d, "port = \"x\"\n\n").labels().unwrap().count()
        };
        assert_eq!(labels(r(1, 8, 11, 7, 1)), 1);
        assert_eq!(labels(r(1, 1, 12, 0, 2)), 2);
    }
}
