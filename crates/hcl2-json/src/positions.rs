//! Lines and columns of a JSON file, found from byte offsets.
//!
//! The tree keeps only byte offsets ([`Loc`]); a file's line table turns them back
//! into the positions the reference reports. Those cannot be recomputed from the text by
//! a [`SourceFile`](hcl2_core::SourceFile), because the reference's JSON scanner counts
//! columns its own way: a tab is two columns and a carriage return none between tokens,
//! inside strings a column is a grapheme cluster, and an invalid byte is one column. So
//! the parser records the position of each token boundary it puts in the tree, keeping
//! only those that the previous kept one does not predict (a new line, or columns that
//! stopped following bytes): a file of short lines keeps about one a line, and a file on
//! one line of ASCII keeps one.

use std::sync::Arc;

use hcl2_core::{Pos, Range};

use crate::ast::{Extent, Loc};

/// A position as the reference's JSON scanner counts it: line and column from 1, byte
/// from 0 (a compact [`Pos`]; inputs are limited to 4 GiB).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Point {
    pub line: u32,
    pub column: u32,
    pub byte: u32,
}

impl Point {
    /// The compact form of `pos` (saturating at `u32::MAX`).
    pub(crate) fn from_pos(pos: Pos) -> Point {
        Point {
            line: narrow(pos.line),
            column: narrow(pos.column),
            byte: narrow(pos.byte),
        }
    }

    /// The position as the rest of the crates use it.
    pub(crate) fn pos(self) -> Pos {
        Pos::new(self.line as usize, self.column as usize, self.byte as usize)
    }

    /// The position `bytes` and `columns` further along the same line.
    pub(crate) fn advance(self, bytes: usize, columns: usize) -> Point {
        let add = |n: u32, by: usize| n.saturating_add(narrow(by));
        Point {
            line: self.line,
            column: add(self.column, columns),
            byte: add(self.byte, bytes),
        }
    }

    /// The byte offset alone, as the tree keeps it.
    pub(crate) fn loc(self) -> Loc {
        Loc::new(self.byte)
    }
}

/// `n` as the tree keeps counts and offsets (saturating at `u32::MAX`).
pub(crate) fn narrow(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Where a token starts and ends (exclusive), with lines and columns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Span {
    pub start: Point,
    pub end: Point,
}

impl Span {
    /// The full range in the file named `filename`.
    pub(crate) fn range(self, filename: &Arc<str>) -> Range {
        Range {
            filename: filename.clone(),
            start: self.start.pos(),
            end: self.end.pos(),
        }
    }

    /// The byte offsets alone, as the tree keeps them.
    pub(crate) fn extent(self) -> Extent {
        Extent::new(self.start.loc(), self.end.loc())
    }
}

/// The line table of a JSON file: the positions of the token boundaries the parser
/// recorded that the one before does not predict, as 8-byte marks (byte and column);
/// their lines are not kept for each, as a mark is most often on the line after the one
/// before it (a file of short lines) or on the same line (a line of strings that are
/// not ASCII): only the marks where a run of either kind starts keep theirs.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Lines {
    /// Recorded positions in increasing byte order, each one that the one before it does
    /// not predict; never empty (the first is where the input starts).
    marks: Vec<Mark>,
    /// Where each run of marks on successive lines, or on one line, starts, in
    /// increasing order of index; never empty (the first mark's is first).
    jumps: Vec<Jump>,
    /// The last point recorded, kept at hand for the check every token makes.
    last: Point,
}

/// The start of a run of marks each on the line after the one before's, or all on the
/// same line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Jump {
    /// The index of the run's first mark.
    at: u32,
    /// Its line.
    line: u32,
    /// Whether the marks of the run are all on that line.
    same_line: bool,
}

impl Jump {
    fn new(at: u32, line: u32) -> Jump {
        Jump {
            at,
            line,
            same_line: false,
        }
    }

    /// The line of the run's mark at `index`.
    fn line_of(self, index: u32) -> u64 {
        let step = u64::from(!self.same_line);
        u64::from(self.line) + step * u64::from(index.saturating_sub(self.at))
    }
}

/// A recorded position without its line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Mark {
    byte: u32,
    column: u32,
}

impl Lines {
    /// The table of a file whose first byte is at `origin`, before any token is
    /// recorded, with room for `lines` more marks (about one a line is kept: growing
    /// from one mark took a tenth of parsing a small file).
    pub(crate) fn new(origin: Point, lines: usize) -> Lines {
        let mut marks = Vec::with_capacity(lines + 1);
        marks.push(Mark {
            byte: origin.byte,
            column: origin.column,
        });
        Lines {
            marks,
            jumps: vec![Jump::new(0, origin.line)],
            last: origin,
        }
    }

    /// Records where both ends of a token are, for a tree that keeps their offsets. A
    /// token is on one line, so its end is predicted by its start (and by what predicts
    /// that) unless its columns differ from its bytes: a string that is not ASCII.
    #[inline]
    pub(crate) fn record(&mut self, span: Span) {
        self.record_point(span.start);
        let columns = span.end.column.wrapping_sub(span.start.column);
        if columns != span.end.byte.wrapping_sub(span.start.byte) {
            self.record_point(span.end);
        }
    }

    #[inline]
    fn record_point(&mut self, point: Point) {
        let last = self.last;
        let predicted = point.byte <= last.byte
            || (point.line == last.line
                && point.column.wrapping_sub(last.column) == point.byte - last.byte);
        if !predicted {
            let index = narrow(self.marks.len());
            if !self.continues_run(index, point.line) {
                self.jumps.push(Jump::new(index, point.line));
            }
            if self.marks.len() == self.marks.capacity() {
                self.grow();
            }
            self.marks.push(Mark {
                byte: point.byte,
                column: point.column,
            });
            self.last = point;
        }
    }

    /// Room for more marks: half as many again (not twice as many), so that a line of
    /// short strings that are not ASCII, a mark each, keeps little spare room.
    #[cold]
    fn grow(&mut self) {
        self.marks.reserve_exact(self.marks.len() / 2 + 16);
    }

    /// Whether a mark at `index` on `line` continues the last run (settling, for its
    /// second mark, which kind of run it is).
    #[inline]
    fn continues_run(&mut self, index: u32, line: u32) -> bool {
        let Some(run) = self.jumps.last_mut() else {
            return false;
        };
        let delta = line.wrapping_sub(self.last.line);
        if index.wrapping_sub(run.at) == 1 && delta <= 1 {
            run.same_line = delta == 0;
            return true;
        }
        delta == u32::from(!run.same_line)
    }

    /// Ends recording: no spare room is kept.
    pub(crate) fn finish(&mut self) {
        self.marks.shrink_to_fit();
        self.jumps.shrink_to_fit();
    }

    /// The line, column and byte of `loc`, which must be a token boundary the parser
    /// recorded (any other offset gets the column its line's last recorded point
    /// predicts).
    pub(crate) fn pos(&self, loc: Loc) -> Pos {
        let byte = loc.byte();
        let index = self
            .marks
            .partition_point(|m| m.byte <= byte)
            .saturating_sub(1);
        let base = self.marks[index];
        let column = u64::from(base.column) + u64::from(byte.saturating_sub(base.byte));
        let jump = self.jumps.partition_point(|j| j.at as usize <= index);
        let line = self.jumps[jump.saturating_sub(1)].line_of(narrow(index));
        Pos::new(line as usize, column as usize, byte as usize)
    }

    /// The points recorded, lines included (for tests).
    #[cfg(test)]
    fn points(&self) -> Vec<Point> {
        (0..self.marks.len())
            .map(|i| {
                let mark = self.marks[i];
                let pos = self.pos(Loc::new(mark.byte));
                Point::from_pos(pos)
            })
            .collect()
    }

    /// Where each run starts, its line, and whether it stays on that line (for tests).
    #[cfg(test)]
    fn runs(&self) -> Vec<(u32, u32, bool)> {
        self.jumps
            .iter()
            .map(|j| (j.at, j.line, j.same_line))
            .collect()
    }

    /// The heap bytes held (for memory accounting in tests).
    #[cfg(test)]
    pub(crate) fn heap_bytes(&self) -> usize {
        self.marks.capacity() * std::mem::size_of::<Mark>()
            + self.jumps.capacity() * std::mem::size_of::<Jump>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(line: u32, column: u32, byte: u32) -> Point {
        Point { line, column, byte }
    }

    fn positions_of(src: &[u8]) -> Lines {
        crate::parse(src, "f.json").tree.lines().clone()
    }

    #[test]
    fn one_line_of_ascii_keeps_one_point() {
        let positions = positions_of(br#"{"b":[{"x":1},{"x":2},{"x":3}]}"#);
        assert_eq!(positions.points(), [point(1, 1, 0)]);
        assert_eq!(positions.pos(Loc::new(14)), Pos::new(1, 15, 14));
    }

    #[test]
    fn each_line_and_each_shift_of_columns_keeps_a_point() {
        // Line 2: a tab (two columns); line 3: "é" is two bytes and one column.
        let positions = positions_of("{\n\t\"a\": 1,\n \"é\": 2}".as_bytes());
        assert_eq!(
            positions.points(),
            [
                point(1, 1, 0),
                point(2, 3, 3),
                point(3, 2, 12),
                point(3, 5, 16)
            ]
        );
        assert_eq!(positions.pos(Loc::new(18)), Pos::new(3, 7, 18));
        assert_eq!(positions.pos(Loc::new(20)), Pos::new(3, 9, 20));
        // Four marks, and the lines of two: the first, and the one on the same line.
        assert_eq!(positions.runs(), [(0, 1, false), (3, 3, false)]);
        assert!(positions.heap_bytes() <= 4 * 8 + 2 * 12);
    }

    #[test]
    fn blank_lines_and_lines_with_several_marks_keep_their_line() {
        let src = "[\n\n\n  1,\n\t2, \"\u{e9}\", 3,\n\n  4]";
        let positions = positions_of(src.as_bytes());
        assert_eq!(
            positions.points(),
            [
                point(1, 1, 0),
                point(4, 3, 6),
                point(5, 3, 10),
                point(5, 9, 17),
                point(7, 3, 25)
            ]
        );
        // After "é" (two bytes, one column) and a tab (one byte, two columns).
        assert_eq!(positions.pos(Loc::new(20)), Pos::new(5, 12, 20));
        assert_eq!(
            positions.runs(),
            [(0, 1, false), (1, 4, false), (3, 5, false), (4, 7, false)]
        );
    }

    #[test]
    fn marks_on_one_line_keep_its_line_once() {
        // Each string that is not ASCII ends in a mark, on one line, then on the next.
        let src = "[\"\u{e9}\", \"\u{e9}\", \"\u{e9}\",\n \"\u{e9}\", \"\u{e9}\", 1]";
        let positions = positions_of(src.as_bytes());
        assert_eq!(
            positions.points(),
            [
                point(1, 1, 0),
                point(1, 5, 5),
                point(1, 10, 11),
                point(1, 15, 17),
                point(2, 2, 20),
                point(2, 5, 24),
                point(2, 10, 30)
            ]
        );
        assert_eq!(positions.runs(), [(0, 1, true), (4, 2, true)]);
        assert_eq!(positions.pos(Loc::new(33)), Pos::new(2, 13, 33));
    }

    #[test]
    fn the_origin_is_the_first_point() {
        let parsed = crate::parse_with_start(b"{}", "f.json", Pos::new(4, 3, 30));
        assert_eq!(parsed.tree.pos(Loc::new(31)), Pos::new(4, 4, 31));
    }

    #[test]
    fn advancing_saturates_instead_of_wrapping() {
        let far = point(1, u32::MAX - 1, u32::MAX - 1).advance(10, 10);
        assert_eq!((far.column, far.byte), (u32::MAX, u32::MAX));
        assert_eq!(Point::from_pos(Pos::new(1, 1, usize::MAX)).byte, u32::MAX);
    }
}
