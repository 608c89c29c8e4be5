//! A token sequence cut into lines, and each line into the cells whose starts the
//! formatter aligns: the lead (everything up to the others), the assignment (from an
//! attribute's `=`, when the expression after it closes on the line) and a trailing
//! line comment.

use std::ops::Range;

use hcl2_native::tokens::TokenKind;

use super::FTok;

/// One line's cells, as token indices: the lead is `start..assign` (or up to the
/// comment, or the end), the assignment `assign..comment`, the comment `comment..end`;
/// [`NONE`] marks a missing cell.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Line {
    start: u32,
    assign: u32,
    comment: u32,
    end: u32,
}

/// A missing cell.
const NONE: u32 = u32::MAX;

impl Line {
    /// The lead cell.
    pub fn lead(&self) -> Range<usize> {
        let end = if self.assign != NONE {
            self.assign
        } else if self.comment != NONE {
            self.comment
        } else {
            self.end
        };
        self.start as usize..end as usize
    }

    /// The assignment cell, if there is one.
    pub fn assign(&self) -> Option<Range<usize>> {
        let end = if self.comment != NONE {
            self.comment
        } else {
            self.end
        };
        (self.assign != NONE).then_some(self.assign as usize..end as usize)
    }

    /// The comment cell, if there is one.
    pub fn comment(&self) -> Option<Range<usize>> {
        (self.comment != NONE).then_some(self.comment as usize..self.end as usize)
    }
}

/// Whether a token ends its line: a newline, or a line comment (which holds its
/// newline).
fn ends_line(src: &[u8], t: &FTok) -> bool {
    t.kind == TokenKind::Newline
        || (t.kind == TokenKind::Comment && t.end > t.start && src[t.end as usize - 1] == b'\n')
}

/// The lines of `toks` (the end-of-input token excluded), with their cells, into
/// `out` (emptied first).
pub(super) fn lines(src: &str, toks: &[FTok], out: &mut Vec<Line>) {
    let src = src.as_bytes();
    out.clear();
    let end = match toks.last() {
        Some(t) if t.kind == TokenKind::Eof => toks.len() - 1,
        _ => toks.len(),
    };
    let mut start = 0;
    for (i, t) in toks[..end].iter().enumerate() {
        if ends_line(src, t) {
            out.push(cells(toks, start..i + 1));
            start = i + 1;
        }
    }
    out.push(cells(toks, start..end));
}

/// Splits a line's tokens into its cells.
fn cells(toks: &[FTok], line: Range<usize>) -> Line {
    let mut lead_end = line.end;
    let mut comment = NONE;
    if line.len() > 1 && toks[line.end - 1].kind == TokenKind::Comment {
        comment = (line.end - 1) as u32;
        lead_end -= 1;
    }
    let mut assign = NONE;
    let lead = &toks[line.start..lead_end];
    if let Some(k) = lead.iter().skip(1).position(|t| t.kind == TokenKind::Equal) {
        let at = line.start + 1 + k;
        let net: i32 = toks[at..lead_end]
            .iter()
            .map(|t| t.kind.bracket_change())
            .sum();
        if net == 0 {
            assign = at as u32;
        }
    }
    Line {
        start: line.start as u32,
        assign,
        comment,
        end: line.end as u32,
    }
}
