//! From byte offsets to positions: the line and the grapheme-cluster column of any byte
//! of a source text, as the reference's native-syntax scanner counts them.
//!
//! Only `\n` and `\r\n` end a line (a lone `\r` is one column). Parsers record byte
//! offsets while they scan and ask this index for full positions, which costs a binary
//! search plus, on lines that are not pure ASCII, a grapheme count of the line's prefix.

use unicode_segmentation::UnicodeSegmentation;

use crate::pos::Pos;

/// Line starts of one source text, for turning byte offsets into [`Pos`]itions.
#[derive(Clone, Debug)]
pub struct SourceIndex<'a> {
    text: &'a str,
    /// Byte offset where each line starts; the first is always 0.
    line_starts: Vec<usize>,
    /// Whether each line (up to its end) is pure ASCII, so columns are byte counts.
    ascii_lines: Vec<bool>,
    /// The position of the text's first byte (for text embedded in a larger file).
    origin: Pos,
}

impl<'a> SourceIndex<'a> {
    /// Indexes `text`, whose first byte is at line 1, column 1, byte 0.
    pub fn new(text: &'a str) -> SourceIndex<'a> {
        SourceIndex::with_origin(text, Pos::START)
    }

    /// Indexes `text`, whose first byte is at `origin`.
    pub fn with_origin(text: &'a str, origin: Pos) -> SourceIndex<'a> {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0];
        let mut ascii_lines = Vec::new();
        let mut ascii = true;
        for (i, &b) in bytes.iter().enumerate() {
            if b == b'\n' {
                ascii_lines.push(ascii);
                line_starts.push(i + 1);
                ascii = true;
            } else if b >= 0x80 {
                ascii = false;
            }
        }
        ascii_lines.push(ascii);
        SourceIndex {
            text,
            line_starts,
            ascii_lines,
            origin,
        }
    }

    /// The text indexed.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The position of byte offset `byte` (relative to the text's start; offsets past
    /// the end give the end, offsets inside a character give that character's start).
    pub fn pos(&self, byte: usize) -> Pos {
        let mut byte = byte.min(self.text.len());
        while !self.text.is_char_boundary(byte) {
            byte -= 1;
        }
        let line = self.line_starts.partition_point(|&s| s <= byte) - 1;
        let start = self.line_starts[line];
        let prefix = &self.text[start..byte];
        let columns = if self.ascii_lines[line] {
            prefix.len()
        } else {
            prefix.graphemes(true).count()
        };
        let column = if line == 0 {
            self.origin.column + columns
        } else {
            1 + columns
        };
        Pos {
            line: self.origin.line + line,
            column,
            byte: self.origin.byte + byte,
        }
    }

    /// The number of lines (a final line without a newline counts).
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (byte, line, column) triples the reference's lexer reports for token boundaries.
    fn check(src: &str, expect: &[(usize, usize, usize)]) {
        let index = SourceIndex::new(src);
        for &(byte, line, column) in expect {
            assert_eq!(
                index.pos(byte),
                Pos::new(line, column, byte),
                "byte {byte} of {src:?}"
            );
        }
    }

    #[test]
    fn crlf_ends_a_line_like_lf() {
        check(
            "a = \"héllo\" # x\r\nb = 2\n",
            &[(5, 1, 6), (11, 1, 11), (13, 1, 13), (18, 2, 1), (24, 3, 1)],
        );
    }

    #[test]
    fn columns_count_grapheme_clusters_and_tabs_as_one() {
        check(
            "e\u{301}mo = \"👩‍👩‍👧 x\"\n\tz = 1\r\n",
            &[
                (5, 1, 4),
                (9, 1, 8),
                (29, 1, 11),
                (31, 2, 1),
                (32, 2, 2),
                (39, 3, 1),
            ],
        );
        check(
            "x = \"\u{e9}\u{301}\u{301} y\"\n",
            &[(5, 1, 6), (13, 1, 9), (15, 2, 1)],
        );
    }

    #[test]
    fn a_lone_carriage_return_is_one_column() {
        check(
            "a = 1\rb = 2\n",
            &[(5, 1, 6), (6, 1, 7), (8, 1, 9), (12, 2, 1)],
        );
    }

    #[test]
    fn positions_are_offset_by_the_origin() {
        let index = SourceIndex::with_origin("ab\ncd", Pos::new(3, 5, 40));
        assert_eq!(index.pos(1), Pos::new(3, 6, 41));
        assert_eq!(index.pos(4), Pos::new(4, 2, 44));
    }

    #[test]
    fn offsets_past_the_end_or_inside_characters_are_clamped() {
        let index = SourceIndex::new("é");
        assert_eq!(index.pos(1), Pos::new(1, 1, 0));
        assert_eq!(index.pos(99), Pos::new(1, 2, 2));
    }
}
