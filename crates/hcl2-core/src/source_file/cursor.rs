//! Positions found without a line table: by counting newlines from the last position
//! found. A decoder asks for the positions of a file mostly in source order, so the
//! whole file is counted about once, which costs less than building the table of every
//! line start; a budget of bytes scanned says when to build the table instead (positions
//! asked out of order), so that the work stays linear in the text.

/// The last position found: its byte, its line (from 0), where that line starts, and
/// whether the line is pure ASCII up to the byte.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cursor {
    byte: usize,
    line: usize,
    line_start: usize,
    ascii: bool,
    /// Bytes scanned so far, against the budget.
    spent: usize,
}

/// Where a byte is: its line (from 0), where the line starts, and whether the line is
/// pure ASCII up to it (then its column is a byte count).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Located {
    pub(super) line: usize,
    pub(super) line_start: usize,
    pub(super) ascii: bool,
}

impl Cursor {
    /// At the start of a text.
    pub(super) const START: Cursor = Cursor {
        byte: 0,
        line: 0,
        line_start: 0,
        ascii: true,
        spent: 0,
    };

    /// Moves to `byte` of `text` (a character boundary) and says where it is, or `None`
    /// when the scan would go past the budget: twice the text, as much as building the
    /// table and a lookup per position would cost.
    pub(super) fn locate(&mut self, text: &[u8], byte: usize) -> Option<Located> {
        let budget = 2 * text.len() + 64;
        let (lo, hi) = (byte.min(self.byte), byte.max(self.byte));
        if self.spent + (hi - lo) > budget {
            return None;
        }
        // memchr counts with vector instructions (a plain filter and count did not).
        let newlines = memchr::memchr_iter(b'\n', &text[lo..hi]).count();
        let (line, line_start, ascii) = if newlines == 0 {
            // The same line.
            let ascii = if byte >= self.byte {
                self.ascii && text[self.byte..byte].is_ascii()
            } else {
                text[self.line_start..byte].is_ascii()
            };
            (self.line, self.line_start, ascii)
        } else {
            let line = if byte >= self.byte {
                self.line + newlines
            } else {
                self.line - newlines
            };
            let line_start = memchr::memrchr(b'\n', &text[..byte]).map_or(0, |at| at + 1);
            (line, line_start, text[line_start..byte].is_ascii())
        };
        self.spent += (hi - lo) + (byte - line_start);
        *self = Cursor {
            byte,
            line,
            line_start,
            ascii,
            spent: self.spent,
        };
        Some(Located {
            line,
            line_start,
            ascii,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where `byte` is, found by looking at the whole text.
    fn plainly(text: &[u8], byte: usize) -> Located {
        let before = &text[..byte];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |at| at + 1);
        Located {
            line: before.iter().filter(|&&b| b == b'\n').count(),
            line_start,
            ascii: text[line_start..byte].is_ascii(),
        }
    }

    #[test]
    fn positions_asked_in_any_order_are_found_until_the_budget_runs_out() {
        let text = "ab\ncd é\r\n\nxyz\n".as_bytes();
        let bytes: Vec<usize> = (0..=text.len())
            .filter(|&b| b == text.len() || (text[b] & 0xC0) != 0x80)
            .collect();
        let mut order = bytes.clone();
        order.extend(bytes.iter().rev());
        order.extend([3, 12, 0, 7, 2, 14]);
        let mut cursor = Cursor::START;
        let mut found = 0;
        for &b in &order {
            if let Some(at) = cursor.locate(text, b) {
                assert_eq!(at, plainly(text, b), "byte {b}");
                found += 1;
            }
        }
        assert!(found > bytes.len(), "found {found}");
        assert!(cursor.spent <= 2 * text.len() + 64 + text.len());
    }

    #[test]
    fn a_long_line_asked_back_and_forth_exhausts_the_budget() {
        let text = vec![b'a'; 10_000];
        let mut cursor = Cursor::START;
        let answered = (0..1000)
            .map(|i| if i % 2 == 0 { 9_999 } else { 5_000 })
            .filter(|&b| cursor.locate(&text, b).is_some())
            .count();
        assert!(answered < 10, "answered {answered}");
    }
}
