//! What the harness reports about a test: problems (diagnostics of the harness, or
//! hcldec's own diagnostics passed through), each with an optional source location.
//!
//! Positions are plain signed integers, as the reference harness reads them (Go `int`s),
//! so that any position hcldec or a `.t` file states can be held and compared.

use std::fmt;

/// A position as the reference's `hcl.Pos`: line and column from 1, byte from 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    /// Line number.
    pub line: i64,
    /// Column number.
    pub column: i64,
    /// Byte offset.
    pub byte: i64,
}

impl Position {
    /// The position of `hcl2-core`'s `pos`.
    pub fn of(pos: hcl2_core::Pos) -> Position {
        let int = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
        Position {
            line: int(pos.line),
            column: int(pos.column),
            byte: int(pos.byte),
        }
    }
}

/// `line L column C byte B`, the reference harness's wording.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {} column {} byte {}",
            self.line, self.column, self.byte
        )
    }
}

/// A source range: file name and start and end positions (the reference's `hcl.Range`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Location {
    /// The file name exactly as given to (or reported by) hcldec.
    pub filename: String,
    /// Where it starts.
    pub start: Position,
    /// Where it ends.
    pub end: Position,
}

impl Location {
    /// The location of `hcl2-core`'s `range`.
    pub fn of(range: &hcl2_core::Range) -> Location {
        Location {
            filename: range.filename.to_string(),
            start: Position::of(range.start),
            end: Position::of(range.end),
        }
    }

    /// `from line .. to line ..`, as the reference harness describes expected ranges.
    pub fn span_text(&self) -> String {
        format!("from {} to {}", self.start, self.end)
    }
}

/// `file:line,column-column` (or `-line,column` across lines), as `hcl.Range` prints.
impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.start.line == self.end.line {
            write!(
                f,
                "{}:{},{}-{}",
                self.filename, self.start.line, self.start.column, self.end.column
            )
        } else {
            write!(
                f,
                "{}:{},{}-{},{}",
                self.filename, self.start.line, self.start.column, self.end.line, self.end.column
            )
        }
    }
}

/// How serious a problem is (the reference harness counts both kinds as failures).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// An error.
    Error,
    /// A warning.
    Warning,
}

impl Severity {
    /// `error` or `warning`, the words of hcldec's JSON and of `.t` files.
    pub fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// One thing wrong with a test (or with the suite), worded as the reference harness
/// words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Error or warning.
    pub severity: Severity,
    /// One-line summary.
    pub summary: String,
    /// The explanation.
    pub detail: String,
    /// Where it is, when it has a place.
    pub subject: Option<Location>,
}

impl Problem {
    /// An error problem.
    pub fn error(
        summary: impl Into<String>,
        detail: impl Into<String>,
        subject: Option<Location>,
    ) -> Problem {
        Problem {
            severity: Severity::Error,
            summary: summary.into(),
            detail: detail.into(),
            subject,
        }
    }

    /// The problem a diagnostic of our own HCL implementation states (while reading a
    /// `.t` file).
    pub fn of(diagnostic: &hcl2_core::Diagnostic) -> Problem {
        Problem {
            severity: if diagnostic.is_error() {
                Severity::Error
            } else {
                Severity::Warning
            },
            summary: diagnostic.summary.clone(),
            detail: diagnostic.detail.clone(),
            subject: diagnostic.subject.as_ref().map(Location::of),
        }
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// `error: Summary (file:1,2-3): Detail`.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.severity.word(), self.summary)?;
        if let Some(at) = &self.subject {
            write!(f, " ({at})")?;
        }
        if !self.detail.is_empty() {
            write!(f, ": {}", self.detail)?;
        }
        Ok(())
    }
}

/// The problems of `diagnostics`, in order.
pub fn problems_of(diagnostics: &hcl2_core::Diagnostics) -> Vec<Problem> {
    diagnostics.iter().map(Problem::of).collect()
}

/// Whether any of `problems` is an error.
pub fn has_errors(problems: &[Problem]) -> bool {
    problems.iter().any(Problem::is_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: i64, column: i64, byte: i64) -> Position {
        Position { line, column, byte }
    }

    #[test]
    fn locations_print_like_reference_ranges() {
        let one_line = Location {
            filename: "a.hcl".into(),
            start: at(1, 2, 1),
            end: at(1, 5, 4),
        };
        assert_eq!(one_line.to_string(), "a.hcl:1,2-5");
        let two_lines = Location {
            end: at(3, 1, 9),
            ..one_line.clone()
        };
        assert_eq!(two_lines.to_string(), "a.hcl:1,2-3,1");
        assert_eq!(
            two_lines.span_text(),
            "from line 1 column 2 byte 1 to line 3 column 1 byte 9"
        );
    }

    #[test]
    fn problems_print_severity_summary_place_and_detail() {
        let p = Problem::error(
            "Incorrect result value",
            "It differs.",
            Some(Location {
                filename: "t.t".into(),
                start: at(2, 1, 5),
                end: at(2, 4, 8),
            }),
        );
        assert_eq!(
            p.to_string(),
            "error: Incorrect result value (t.t:2,1-4): It differs."
        );
        assert!(has_errors(&[p]));
    }
}
