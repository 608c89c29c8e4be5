//! The canonical formatter: the layout `hclfmt` and `terraform fmt` give a file.
//!
//! Formatting changes only the blanks between tokens. Each line is indented two spaces
//! per bracket left open by the lines before it; the tokens of a line are separated by
//! the spacing rules of [`spacing`]; the `=` of consecutive attribute lines, and the
//! line comments ending consecutive lines, line up in one column. Blank lines, comments,
//! heredocs and template text are kept as they are.
//!
//! ```
//! let out = hcl2_write::format("a=1\nlong_name   =  [ 1,2 ]  # list\n").unwrap();
//! assert_eq!(out, "a         = 1\nlong_name = [1, 2] # list\n");
//! assert!(hcl2_write::format("a = [\n").is_err());
//! ```

mod lines;
mod spacing;

use hcl2_core::Pos;
use hcl2_native::tokens::{tokens, Token, TokenKind};
use hcl2_value::strings::grapheme_len;

use crate::Error;
use lines::Line;

/// One token with the number of spaces to write before it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FTok<'s> {
    pub kind: TokenKind,
    pub text: &'s str,
    pub spaces: usize,
    /// Where the token starts in the text, and how many blanks were before it there.
    pub start: u32,
    pub gap: u32,
}

impl FTok<'_> {
    /// Its width in columns: its spaces and its grapheme clusters.
    fn columns(&self) -> usize {
        self.spaces + grapheme_len(self.text)
    }
}

/// Formats a configuration file in the canonical style; a file with syntax errors is
/// refused with their diagnostics.
pub fn format(src: &str) -> Result<String, Error> {
    check_syntax(src.as_bytes())?;
    Ok(format_unchecked(src))
}

/// [`format`] on bytes (which must be UTF-8, without a byte-order mark).
///
/// ```
/// assert_eq!(hcl2_write::format_bytes(b"a   = 1\n").unwrap(), b"a = 1\n");
/// ```
pub fn format_bytes(src: &[u8]) -> Result<Vec<u8>, Error> {
    check_syntax(src)?;
    let text = std::str::from_utf8(src).map_err(|e| Error::message(e.to_string()))?;
    Ok(format_unchecked(text).into_bytes())
}

/// Refuses a text the native parser reports errors in.
pub(crate) fn check_syntax(src: &[u8]) -> Result<(), Error> {
    let parsed = hcl2_native::parse_config(src, "<input>", Pos::START);
    if parsed.diagnostics.has_errors() {
        return Err(Error::syntax("the input", parsed.diagnostics));
    }
    Ok(())
}

/// Formats `src` without checking its syntax first.
pub(crate) fn format_unchecked(src: &str) -> String {
    let toks = tokens(src);
    let mut ftoks = with_spaces(src, &toks);
    layout(&mut ftoks);
    write(src, &ftoks)
}

/// The tokens of `src` with the blanks before each as they are in the text.
pub(crate) fn with_spaces<'s>(src: &'s str, toks: &[Token]) -> Vec<FTok<'s>> {
    let mut last = 0;
    toks.iter()
        .map(|t| {
            let (start, end) = (t.span.start as usize, t.span.end as usize);
            let spaces = start - last;
            last = end;
            FTok {
                kind: t.kind,
                text: &src[start..end],
                spaces,
                start: t.span.start,
                gap: spaces as u32,
            }
        })
        .collect()
}

/// Sets the spaces before every token (but the end of input) to the canonical layout.
pub(crate) fn layout(toks: &mut [FTok<'_>]) {
    let lines = lines::lines(toks);
    indent(toks, &lines);
    space(toks, &lines);
    align_assignments(toks, &lines);
    align_comments(toks, &lines);
}

/// The text with each token's blanks replaced by its spaces: runs of the text whose
/// blanks do not change are copied whole.
pub(crate) fn write(src: &str, toks: &[FTok<'_>]) -> String {
    const SPACES: &str = "                                                                ";
    let mut out = String::with_capacity(src.len() + src.len() / 8);
    let mut run = 0;
    for t in toks {
        let (start, gap) = (t.start as usize, t.gap as usize);
        let gap_start = start - gap;
        if t.spaces == gap && !src.as_bytes()[gap_start..start].contains(&b'\t') {
            continue;
        }
        out.push_str(&src[run..gap_start]);
        let mut n = t.spaces;
        while n > 0 {
            let k = n.min(SPACES.len());
            out.push_str(&SPACES[..k]);
            n -= k;
        }
        run = start;
    }
    out.push_str(&src[run..]);
    out
}

/// Indents each line by two spaces per level: a line leaving brackets open opens a
/// level; a line closing brackets closes the levels they opened (as far as it can).
fn indent(toks: &mut [FTok<'_>], lines: &[Line]) {
    let mut levels: Vec<i32> = Vec::with_capacity(16);
    for line in lines {
        if line.lead.is_empty() {
            continue;
        }
        let first = line.lead.start;
        if toks[first].kind == TokenKind::Newline {
            toks[first].spaces = 0;
            continue;
        }
        let mut net = 0;
        for t in &toks[line.lead.clone()] {
            net += t.kind.bracket_change();
            if t.kind == TokenKind::OHeredoc {
                break;
            }
        }
        if let Some(assign) = &line.assign {
            net += toks[assign.clone()]
                .iter()
                .map(|t| t.kind.bracket_change())
                .sum::<i32>();
        }
        if net > 0 {
            toks[first].spaces = 2 * levels.len();
            levels.push(net);
            continue;
        }
        let mut closed = -net;
        while closed > 0 {
            let Some(top) = levels.last_mut() else { break };
            if closed >= *top {
                closed -= *top;
                levels.pop();
            } else {
                *top -= closed;
                closed = 0;
            }
        }
        toks[first].spaces = 2 * levels.len();
    }
}

/// Sets the spaces between the tokens within each line's lead and assignment cells.
fn space(toks: &mut [FTok<'_>], lines: &[Line]) {
    for line in lines {
        space_cell(toks, line.lead.clone());
        if let Some(assign) = &line.assign {
            toks[assign.start].spaces = 1;
            space_cell(toks, assign.clone());
        }
    }
}

fn space_cell(toks: &mut [FTok<'_>], cell: std::ops::Range<usize>) {
    for i in cell.start..cell.end.saturating_sub(1) {
        let before = (i > cell.start).then(|| &toks[i - 1]);
        let spaced = spacing::space_after(&toks[i], before, &toks[i + 1]);
        toks[i + 1].spaces = usize::from(spaced);
    }
}

fn columns(toks: &[FTok<'_>], cell: &std::ops::Range<usize>) -> usize {
    toks[cell.clone()].iter().map(FTok::columns).sum()
}

/// Lines up the `=` of each run of consecutive attribute lines one space after the
/// longest lead.
fn align_assignments(toks: &mut [FTok<'_>], lines: &[Line]) {
    for run in lines.chunk_by(|a, b| a.assign.is_some() == b.assign.is_some()) {
        if run[0].assign.is_none() {
            continue;
        }
        let widest = run.iter().map(|l| columns(toks, &l.lead)).max();
        let widest = widest.unwrap_or(0);
        for line in run {
            let width = columns(toks, &line.lead);
            if let Some(assign) = &line.assign {
                toks[assign.start].spaces = widest - width + 1;
            }
        }
    }
}

/// Lines up the comments ending each run of consecutive lines that end in one, one
/// space after the longest code before them.
fn align_comments(toks: &mut [FTok<'_>], lines: &[Line]) {
    let code = |toks: &[FTok<'_>], l: &Line| {
        columns(toks, &l.lead) + l.assign.as_ref().map_or(0, |a| columns(toks, a))
    };
    for run in lines.chunk_by(|a, b| a.comment.is_some() == b.comment.is_some()) {
        if run[0].comment.is_none() {
            continue;
        }
        let widest = run.iter().map(|l| code(toks, l)).max().unwrap_or(0);
        for line in run {
            let width = code(toks, line);
            if let Some(comment) = &line.comment {
                toks[comment.start].spaces = widest - width + 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(src: &str) -> String {
        format(src).unwrap()
    }

    #[test]
    fn nested_blocks_indent_two_spaces_a_level() {
        assert_eq!(
            fmt("a {\nb {\nc = 1\n}\n}\n"),
            "a {\n  b {\n    c = 1\n  }\n}\n"
        );
    }

    #[test]
    fn a_blank_line_breaks_the_alignment_of_equals() {
        assert_eq!(
            fmt("a = 1\nbbb = 2\n\ncc = 3\n"),
            "a   = 1\nbbb = 2\n\ncc = 3\n"
        );
    }

    #[test]
    fn trailing_comments_line_up_across_consecutive_lines() {
        assert_eq!(
            fmt("a = 1 # one\nbbb = [2] // two\n"),
            "a   = 1   # one\nbbb = [2] // two\n"
        );
    }

    #[test]
    fn template_text_and_heredocs_keep_their_bytes() {
        let src = "a = <<EOT\n  x   ${ y }\n    EOT\nb = \"  ${ z }  \"\n";
        assert_eq!(
            fmt(src),
            "a = <<EOT\n  x   ${y}\n    EOT\nb = \"  ${z}  \"\n"
        );
    }

    #[test]
    fn minus_negates_after_an_operator_and_subtracts_after_an_operand() {
        assert_eq!(
            fmt("a = -1\nb = x -1\nc = [ -1,2*-3 ]\n"),
            "a = -1\nb = x - 1\nc = [-1, 2 * -3]\n"
        );
    }

    #[test]
    fn spaces_before_the_end_of_input_are_kept() {
        assert_eq!(fmt("a = 1   "), "a = 1   ");
    }

    #[test]
    fn syntax_errors_are_refused_with_their_diagnostics() {
        let err = format("a = \n").unwrap_err();
        assert!(!err.diagnostics().is_empty());
    }

    #[test]
    fn formatting_twice_changes_nothing_more() {
        let src = "x  {\n  y=[1,\n2]\n   z = { a = 1, b = \"c\" }\n}\n";
        let once = fmt(src);
        assert_eq!(fmt(&once), once);
    }
}
