//! Source positions and ranges, counted as the reference counts them.

use std::fmt;
use std::sync::Arc;

/// A position in a source file: `line` and `column` from 1 (a column counts grapheme
/// clusters, so a tab or an emoji is one column), `byte` from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    /// Line number, from 1.
    pub line: usize,
    /// Column number in grapheme clusters, from 1.
    pub column: usize,
    /// Byte offset, from 0.
    pub byte: usize,
}

impl Pos {
    /// The start of a file: line 1, column 1, byte 0.
    pub const START: Pos = Pos {
        line: 1,
        column: 1,
        byte: 0,
    };

    /// A position from its parts.
    pub fn new(line: usize, column: usize, byte: usize) -> Pos {
        Pos { line, column, byte }
    }
}

/// A span of a named source file, from `start` (inclusive) to `end` (exclusive).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Range {
    /// The file name as the caller gave it (shared, so ranges are cheap to clone).
    pub filename: Arc<str>,
    /// First position in the range.
    pub start: Pos,
    /// Position just after the range.
    pub end: Pos,
}

impl Range {
    /// A range in `filename` from `start` to `end`.
    pub fn new(filename: impl Into<Arc<str>>, start: Pos, end: Pos) -> Range {
        Range {
            filename: filename.into(),
            start,
            end,
        }
    }
    /// The range from the start of `start` to the end of `end` (the reference's `RangeBetween`).
    pub fn between(start: &Range, end: &Range) -> Range {
        Range {
            filename: start.filename.clone(),
            start: start.start,
            end: end.end,
        }
    }
    /// The smallest range covering both (the reference's `RangeOver`); an empty range
    /// contributes nothing.
    pub fn over(a: &Range, b: &Range) -> Range {
        if a.is_empty() {
            return b.clone();
        }
        if b.is_empty() {
            return a.clone();
        }
        let start = if a.start.byte < b.start.byte {
            a.start
        } else {
            b.start
        };
        let end = if a.end.byte > b.end.byte {
            a.end
        } else {
            b.end
        };
        Range {
            filename: a.filename.clone(),
            start,
            end,
        }
    }
    /// Whether the range covers no bytes.
    pub fn is_empty(&self) -> bool {
        self.start.byte == self.end.byte
    }
    /// Whether byte offset `offset` falls inside the range.
    pub fn contains_offset(&self, offset: usize) -> bool {
        offset >= self.start.byte && offset < self.end.byte
    }
    /// Whether `pos` falls inside the range.
    pub fn contains_pos(&self, pos: Pos) -> bool {
        self.contains_offset(pos.byte)
    }
    /// Whether the ranges overlap in the same file, as the reference decides it (a range
    /// ending exactly where the other starts counts).
    pub fn overlaps(&self, other: &Range) -> bool {
        self.filename == other.filename
            && !self.is_empty()
            && !other.is_empty()
            && (self.contains_offset(other.start.byte)
                || self.contains_offset(other.end.byte)
                || other.contains_offset(self.start.byte)
                || other.contains_offset(self.end.byte))
    }
    /// The range's bytes of `source`, if the range lies within it.
    pub fn slice<'s>(&self, source: &'s [u8]) -> Option<&'s [u8]> {
        source.get(self.start.byte..self.end.byte)
    }
    /// The byte span, as miette and other tools want it.
    pub fn byte_span(&self) -> std::ops::Range<usize> {
        self.start.byte..self.end.byte.max(self.start.byte)
    }
}

/// `file:line,col-col`, or `file:line,col-line,col` across lines (the reference's format).
impl fmt::Display for Range {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn r(start: usize, end: usize) -> Range {
        Range::new(
            "f.hcl",
            Pos::new(1, start + 1, start),
            Pos::new(1, end + 1, end),
        )
    }

    #[test]
    fn ranges_print_in_the_reference_format() {
        assert_eq!(r(0, 3).to_string(), "f.hcl:1,1-4");
        let multi = Range::new("f.hcl", Pos::new(1, 2, 1), Pos::new(3, 4, 20));
        assert_eq!(multi.to_string(), "f.hcl:1,2-3,4");
    }

    #[test]
    fn over_covers_both_and_ignores_empty_ranges() {
        assert_eq!(Range::over(&r(2, 4), &r(0, 3)), r(0, 4));
        assert_eq!(Range::over(&r(5, 5), &r(0, 3)), r(0, 3));
        assert_eq!(Range::between(&r(0, 1), &r(4, 6)), r(0, 6));
    }

    #[test]
    fn overlap_follows_the_reference() {
        assert!(r(0, 3).overlaps(&r(2, 5)));
        // As the reference: a range ending where the other starts counts as overlapping,
        // because end offsets are tested against the other range.
        assert!(r(0, 3).overlaps(&r(3, 5)));
        assert!(!r(0, 3).overlaps(&r(4, 5)));
        assert!(!r(0, 0).overlaps(&r(0, 5)));
    }

    #[test]
    fn slicing_stays_within_the_source() {
        assert_eq!(r(1, 3).slice(b"abcd"), Some(&b"bc"[..]));
        assert_eq!(r(3, 9).slice(b"abcd"), None);
    }
}
