//! The text a [`Report`](crate::Report) shows its snippet from: shared between every
//! report of one file, with an index of its lines, so rendering a diagnostic costs the
//! size of its snippet, never the size of the file.

use std::sync::{Arc, OnceLock};

use miette::{MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};

/// How many bytes of a line a snippet shows on either side of the range it labels;
/// the rest of a longer line is left out, so a file of one long line does not repeat
/// that whole line in every diagnostic's snippet.
pub const SNIPPET_LINE_BYTES: usize = 160;

/// The text of one file as diagnostic snippets read it. Cloning is cheap (the text and
/// its line index are shared), so one file's text serves all of its reports.
///
/// ```
/// use hcl2_core::report_source::ReportSource;
/// let source = ReportSource::new("a = 1\nb = 2\n");
/// assert_eq!(source.text(), "a = 1\nb = 2\n");
/// ```
#[derive(Clone, Debug)]
pub struct ReportSource {
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    text: Arc<str>,
    /// Byte offset where each line starts, built the first time a snippet is read.
    line_starts: OnceLock<Box<[usize]>>,
}

impl ReportSource {
    /// The source for `text`, the full text of the file that reports point into.
    pub fn new(text: impl Into<Arc<str>>) -> ReportSource {
        ReportSource {
            shared: Arc::new(Shared {
                text: text.into(),
                line_starts: OnceLock::new(),
            }),
        }
    }

    /// The whole text.
    pub fn text(&self) -> &str {
        &self.shared.text
    }

    fn line_starts(&self) -> &[usize] {
        self.shared.line_starts.get_or_init(|| {
            let bytes = self.text().as_bytes();
            let after_newlines = bytes
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'\n')
                .map(|(i, _)| i + 1);
            std::iter::once(0).chain(after_newlines).collect()
        })
    }

    /// The index of the line holding byte `offset`.
    fn line_of(&self, offset: usize) -> usize {
        self.line_starts().partition_point(|&s| s <= offset) - 1
    }

    /// Where line `line` ends, its newline included.
    fn line_end(&self, line: usize) -> usize {
        self.line_starts()
            .get(line + 1)
            .copied()
            .unwrap_or(self.text().len())
    }
}

impl From<&str> for ReportSource {
    fn from(text: &str) -> ReportSource {
        ReportSource::new(text)
    }
}

impl From<String> for ReportSource {
    fn from(text: String) -> ReportSource {
        ReportSource::new(text)
    }
}

impl From<Arc<str>> for ReportSource {
    fn from(text: Arc<str>) -> ReportSource {
        ReportSource::new(text)
    }
}

/// The char boundary at or before `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The char boundary at or after `at`.
fn ceil_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

impl SourceCode for ReportSource {
    /// The lines around `span` (with up to the given number of whole lines of context on
    /// either side), where a line longer than [`SNIPPET_LINE_BYTES`] on either side of
    /// the span is cut to that many bytes and its context lines are left out.
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let text = self.text();
        let start = span.offset();
        let end = start + span.len();
        if end > text.len() {
            return Err(MietteError::OutOfBounds);
        }
        let first = self.line_of(start);
        let last = self.line_of(end.saturating_sub(1).max(start));
        let starts = self.line_starts();

        // Without context the snippet starts at the span itself, so its line and column
        // are the span's (a report's header position reads them), however long the line.
        let (from, top, column) = if context_lines_before == 0 {
            (start, first, start - starts[first])
        } else if start - starts[first] > SNIPPET_LINE_BYTES {
            let from = floor_boundary(text, start - SNIPPET_LINE_BYTES);
            (from, first, from - starts[first])
        } else {
            let top = first.saturating_sub(context_lines_before);
            let top = (top..first)
                .find(|&l| starts[first] - starts[l] <= SNIPPET_LINE_BYTES * context_lines_before)
                .unwrap_or(first);
            (starts[top], top, 0)
        };
        let last_end = self.line_end(last);
        let to = if last_end - end > SNIPPET_LINE_BYTES {
            ceil_boundary(text, end + SNIPPET_LINE_BYTES)
        } else {
            let bottom = (last + context_lines_after).min(starts.len() - 1);
            let bottom = (last..=bottom)
                .rev()
                .find(|&l| self.line_end(l) - last_end <= SNIPPET_LINE_BYTES * context_lines_after)
                .unwrap_or(last);
            self.line_end(bottom)
        };
        let data = &text.as_bytes()[from..to];
        let line_count = data.iter().filter(|&&b| b == b'\n').count();
        Ok(Box::new(MietteSpanContents::new(
            data,
            (from, to - from).into(),
            top,
            column,
            line_count,
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(source: &ReportSource, offset: usize, len: usize, context: usize) -> (String, usize) {
        let contents = source
            .read_span(&(offset, len).into(), context, context)
            .unwrap();
        let data = String::from_utf8(contents.data().to_vec()).unwrap();
        (data, contents.line())
    }

    #[test]
    fn a_snippet_holds_the_spans_lines_and_its_context_lines() {
        let source = ReportSource::new("a = 1\nb = 2\nc = 3\nd = 4\n");
        assert_eq!(read(&source, 12, 1, 1), ("b = 2\nc = 3\nd = 4\n".into(), 1));
        assert_eq!(read(&source, 0, 1, 1), ("a = 1\nb = 2\n".into(), 0));
        assert_eq!(read(&source, 14, 0, 0), ("= 3\n".into(), 2));
    }

    #[test]
    fn a_long_line_is_cut_around_the_span() {
        let line = "x ".repeat(10_000);
        let source = ReportSource::new(format!("a = 1\n{line}\nb = 2\n"));
        let (data, line_no) = read(&source, 6 + 5_000, 1, 1);
        assert_eq!(line_no, 1);
        assert!(data.len() <= 2 * SNIPPET_LINE_BYTES + 1, "{}", data.len());
        assert!(!data.contains('\n') && !data.contains('a'), "{data}");
    }

    #[test]
    fn a_span_far_into_a_long_line_read_without_context_starts_at_its_own_column() {
        let source = ReportSource::new(format!("a = 1\n{}", "x ".repeat(1_000)));
        let contents = source.read_span(&(6 + 400, 1).into(), 0, 0).unwrap();
        assert_eq!((contents.line(), contents.column()), (1, 400));
        assert_eq!(contents.data().first(), Some(&b'x'));
    }

    #[test]
    fn a_cut_never_splits_a_character() {
        let source = ReportSource::new("é".repeat(1_000));
        let (data, _) = read(&source, 1_000, 2, 1);
        assert!(data.starts_with('é') && data.ends_with('é'));
    }

    #[test]
    fn a_span_past_the_end_is_out_of_bounds() {
        let source = ReportSource::new("a");
        assert!(source.read_span(&(0, 2).into(), 0, 0).is_err());
    }
}
