//! The canonical formatter (see [`format()`]).

mod lines;
mod spacing;

use hcl2_core::Pos;
use hcl2_native::tokens::{for_each_token, TokenKind};
use hcl2_value::strings::grapheme_len;

use crate::Error;
pub(crate) use lines::Line;

/// One token: its kind and bytes in the text, the blanks before it there (`gap`), and
/// the number of spaces to write before it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FTok {
    pub kind: TokenKind,
    pub spaces: u32,
    pub start: u32,
    pub end: u32,
    pub gap: u32,
}

impl FTok {
    /// Its width in columns: its spaces and its grapheme clusters.
    fn columns(&self, src: &str) -> usize {
        let bytes = &src.as_bytes()[self.start as usize..self.end as usize];
        let width = if bytes.iter().all(|&b| b < 0x80 && b != b'\r') {
            bytes.len()
        } else {
            grapheme_len(&src[self.start as usize..self.end as usize])
        };
        self.spaces as usize + width
    }
}

/// Formats a configuration file in the canonical layout, the one `hclfmt` and
/// `terraform fmt` give it.
///
/// Formatting changes only the blanks between tokens. Each line is indented two spaces
/// per bracket left open by the lines before it; the tokens of a line are separated by
/// the canonical spacing rules; the `=` of consecutive attribute lines, and the line
/// comments ending consecutive lines, line up in one column. Blank lines, comments,
/// heredocs and template text are kept as they are.
///
/// ```
/// let out = hcl2_write::format("a=1\nlong_name   =  [ 1,2 ]  # list\n").unwrap();
/// assert_eq!(out, "a         = 1\nlong_name = [1, 2] # list\n");
/// assert!(hcl2_write::format("a = [\n").is_err());
/// ```
///
/// A file with syntax errors is refused with their diagnostics.
pub fn format(src: &str) -> Result<String, Error> {
    check_syntax(src.as_bytes())?;
    Ok(format_unchecked(src))
}

/// [`format()`] for a file: its syntax errors, if any, name `filename` in their ranges,
/// so that a caller formatting many files can report them without parsing again.
///
/// ```
/// let out = hcl2_write::format_named("a   = 1\n", "main.tf").unwrap();
/// assert_eq!(out, "a = 1\n");
/// let err = hcl2_write::format_named("a = [\n", "main.tf").unwrap_err();
/// let range = err.diagnostics().iter().next().unwrap().subject.as_ref().unwrap();
/// assert_eq!(range.filename.as_ref(), "main.tf");
/// ```
pub fn format_named(src: &str, filename: &str) -> Result<String, Error> {
    check_syntax_named(src.as_bytes(), filename)?;
    Ok(format_unchecked(src))
}

/// [`format()`] on bytes (which must be UTF-8, without a byte-order mark).
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
    check_syntax_named(src, "<input>")
}

/// [`check_syntax`] with the file's name in the diagnostics' ranges.
fn check_syntax_named(src: &[u8], filename: &str) -> Result<(), Error> {
    let parsed = hcl2_native::parse_config(src, filename, Pos::START);
    if parsed.diagnostics.has_errors() {
        return Err(Error::syntax("the input", parsed.diagnostics));
    }
    Ok(())
}

/// Formats `src` without checking its syntax first.
pub(crate) fn format_unchecked(src: &str) -> String {
    BUFFERS.with(|cell| {
        let (mut ftoks, mut lines) = cell.take();
        ftoks.clear();
        read_tokens(src, &mut ftoks);
        layout(src, &mut ftoks, &mut lines);
        let out = write(src, &ftoks);
        if ftoks.capacity() <= KEEP_TOKENS {
            cell.set((ftoks, lines));
        }
        out
    })
}

/// The token and line buffers of a formatting.
type Buffers = (Vec<FTok>, Vec<Line>);

thread_local! {
    /// The buffers of the last formatting on this thread, kept for the next (their
    /// pages are already mapped; a fresh buffer per file spent a third of the
    /// tokenizing time faulting them in).
    static BUFFERS: std::cell::Cell<Buffers> = const { std::cell::Cell::new((Vec::new(), Vec::new())) };
}

/// The most tokens a kept buffer holds room for (20 MB, and the lines' 16 MB at most).
const KEEP_TOKENS: usize = 1 << 20;

/// Appends the tokens of `src` to `out`, with the blanks before each as they are in
/// the text.
pub(crate) fn read_tokens(src: &str, out: &mut Vec<FTok>) {
    out.reserve(src.len() / 6 + 1);
    let mut last = 0;
    for_each_token(src, |t| {
        let gap = t.span.start - last;
        last = t.span.end;
        out.push(FTok {
            kind: t.kind,
            spaces: gap,
            start: t.span.start,
            end: t.span.end,
            gap,
        });
    });
}

/// Sets the spaces before every token (but the end of input) to the canonical layout.
pub(crate) fn layout(src: &str, toks: &mut [FTok], lines: &mut Vec<Line>) {
    lines::lines(src, toks, lines);
    let lines = &lines[..];
    indent(toks, lines);
    space(src, toks, lines);
    align_assignments(src, toks, lines);
    align_comments(src, toks, lines);
}

/// The text with each token's blanks replaced by its spaces: runs of the text whose
/// blanks do not change are copied whole.
pub(crate) fn write(src: &str, toks: &[FTok]) -> String {
    const SPACES: &str = "                                                                ";
    let mut out = String::with_capacity(src.len() + src.len() / 8);
    let mut run = 0;
    for t in toks {
        let (start, gap) = (t.start as usize, t.gap as usize);
        let gap_start = start - gap;
        let unchanged = t.spaces as usize == gap
            && match gap {
                0 => true,
                1 => src.as_bytes()[gap_start] == b' ',
                _ => src.as_bytes()[gap_start..start].iter().all(|&b| b == b' '),
            };
        if unchanged {
            continue;
        }
        out.push_str(&src[run..gap_start]);
        let mut n = t.spaces as usize;
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
fn indent(toks: &mut [FTok], lines: &[Line]) {
    let mut levels: Vec<i32> = Vec::with_capacity(16);
    for line in lines {
        let lead = line.lead();
        if lead.is_empty() {
            continue;
        }
        let first = lead.start;
        if toks[first].kind == TokenKind::Newline {
            toks[first].spaces = 0;
            continue;
        }
        let mut net = 0;
        for t in &toks[lead] {
            net += t.kind.bracket_change();
            if t.kind == TokenKind::OHeredoc {
                break;
            }
        }
        if let Some(assign) = line.assign() {
            net += toks[assign]
                .iter()
                .map(|t| t.kind.bracket_change())
                .sum::<i32>();
        }
        if net > 0 {
            toks[first].spaces = 2 * levels.len() as u32;
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
        toks[first].spaces = 2 * levels.len() as u32;
    }
}

/// Sets the spaces between the tokens within each line's lead and assignment cells.
fn space(src: &str, toks: &mut [FTok], lines: &[Line]) {
    for line in lines {
        space_cell(src.as_bytes(), toks, line.lead());
        if let Some(assign) = line.assign() {
            toks[assign.start].spaces = 1;
            space_cell(src.as_bytes(), toks, assign);
        }
    }
}

fn space_cell(src: &[u8], toks: &mut [FTok], cell: std::ops::Range<usize>) {
    for i in cell.start..cell.end.saturating_sub(1) {
        let before = (i > cell.start).then(|| &toks[i - 1]);
        let spaced = spacing::space_after(src, &toks[i], before, &toks[i + 1]);
        toks[i + 1].spaces = u32::from(spaced);
    }
}

fn columns(src: &str, toks: &[FTok], cell: std::ops::Range<usize>) -> usize {
    toks[cell].iter().map(|t| t.columns(src)).sum()
}

/// Lines up the `=` of each run of consecutive attribute lines one space after the
/// longest lead.
fn align_assignments(src: &str, toks: &mut [FTok], lines: &[Line]) {
    for run in lines.chunk_by(|a, b| a.assign().is_some() == b.assign().is_some()) {
        if run[0].assign().is_none() {
            continue;
        }
        let widest = run.iter().map(|l| columns(src, toks, l.lead())).max();
        let widest = widest.unwrap_or(0);
        for line in run {
            let width = columns(src, toks, line.lead());
            if let Some(assign) = line.assign() {
                toks[assign.start].spaces = (widest - width + 1) as u32;
            }
        }
    }
}

/// Lines up the comments ending each run of consecutive lines that end in one, one
/// space after the longest code before them.
fn align_comments(src: &str, toks: &mut [FTok], lines: &[Line]) {
    let code = |toks: &[FTok], l: &Line| {
        columns(src, toks, l.lead()) + l.assign().map_or(0, |a| columns(src, toks, a))
    };
    for run in lines.chunk_by(|a, b| a.comment().is_some() == b.comment().is_some()) {
        if run[0].comment().is_none() {
            continue;
        }
        let widest = run.iter().map(|l| code(toks, l)).max().unwrap_or(0);
        for line in run {
            let width = code(toks, line);
            if let Some(comment) = line.comment() {
                toks[comment.start].spaces = (widest - width + 1) as u32;
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
    fn format_named_puts_the_file_name_in_the_ranges_of_its_syntax_errors() {
        assert_eq!(format_named("a=1\n", "x.tf").unwrap(), "a = 1\n");
        let err = format_named("a = {\n", "dir/x.tf").unwrap_err();
        assert!(!err.diagnostics().is_empty());
        for d in err.diagnostics().iter() {
            let subject = d.subject.as_ref().expect("a syntax error has a range");
            assert_eq!(&*subject.filename, "dir/x.tf");
        }
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
    fn any_text_is_formatted_idempotently_or_refused_without_a_panic() {
        for src in crate::test_texts::fragment_texts(20_000) {
            if let Ok(once) = format(&src) {
                assert_eq!(format(&once).as_ref(), Ok(&once), "{src:?}");
            }
        }
    }

    #[test]
    fn formatting_twice_changes_nothing_more() {
        let src = "x  {\n  y=[1,\n2]\n   z = { a = 1, b = \"c\" }\n}\n";
        let once = fmt(src);
        assert_eq!(fmt(&once), once);
    }
}
