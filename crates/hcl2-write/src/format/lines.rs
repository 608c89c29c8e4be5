//! A token sequence cut into lines, and each line into the cells whose starts the
//! formatter aligns: the lead (everything up to the others), the assignment (from an
//! attribute's `=`, when the expression after it closes on the line) and a trailing
//! line comment.

use std::ops::Range;

use hcl2_native::tokens::TokenKind;

use super::FTok;

/// One line's cells, as ranges of token indices.
#[derive(Debug)]
pub(super) struct Line {
    pub lead: Range<usize>,
    pub assign: Option<Range<usize>>,
    pub comment: Option<Range<usize>>,
}

/// Whether a token ends its line: a newline, or a line comment (which holds its
/// newline).
fn ends_line(t: &FTok<'_>) -> bool {
    t.kind == TokenKind::Newline || (t.kind == TokenKind::Comment && t.text.ends_with('\n'))
}

/// The lines of `toks` (the end-of-input token excluded), with their cells.
pub(super) fn lines(toks: &[FTok<'_>]) -> Vec<Line> {
    let end = match toks.last() {
        Some(t) if t.kind == TokenKind::Eof => toks.len() - 1,
        _ => toks.len(),
    };
    let mut out = Vec::with_capacity(toks.len() / 4 + 1);
    let mut start = 0;
    for (i, t) in toks[..end].iter().enumerate() {
        if ends_line(t) {
            out.push(cells(toks, start..i + 1));
            start = i + 1;
        }
    }
    out.push(cells(toks, start..end));
    out
}

/// Splits a line's tokens into its cells.
fn cells(toks: &[FTok<'_>], line: Range<usize>) -> Line {
    let mut lead = line.clone();
    let mut comment = None;
    if lead.len() > 1 && toks[lead.end - 1].kind == TokenKind::Comment {
        comment = Some(lead.end - 1..lead.end);
        lead.end -= 1;
    }
    let mut assign = None;
    let equal = toks[lead.clone()]
        .iter()
        .skip(1)
        .position(|t| t.kind == TokenKind::Equal);
    if let Some(k) = equal {
        let at = lead.start + 1 + k;
        let net: i32 = toks[at..lead.end]
            .iter()
            .map(|t| t.kind.bracket_change())
            .sum();
        if net == 0 {
            assign = Some(at..lead.end);
            lead.end = at;
        }
    }
    Line {
        lead,
        assign,
        comment,
    }
}
