//! Small lexical helpers shared by the template parser: the extent of one token of the
//! embedding expression language (for diagnostic ranges), identifiers, and the skipper
//! that finds where a broken template sequence ends, nesting like the reference lexer.

use std::collections::BTreeMap;

use hcl2_value::strings::{is_identifier_continue, is_identifier_start};

/// The end of the identifier starting at `at`, if one starts there.
pub(crate) fn ident_end(text: &str, at: usize) -> Option<usize> {
    let rest = text.get(at..)?;
    let mut chars = rest.char_indices();
    match chars.next() {
        Some((_, c)) if is_identifier_start(c) => {}
        _ => return None,
    }
    for (i, c) in chars {
        if !is_identifier_continue(c) {
            return Some(at + i);
        }
    }
    Some(text.len())
}

/// The end of the heredoc opener (`<<ID` or `<<-ID` then a newline) starting at `at`,
/// with the span of its identifier, if one starts there.
pub(crate) fn heredoc_opener(text: &str, at: usize) -> Option<(usize, usize, usize)> {
    let b = text.as_bytes();
    if !text.get(at..)?.starts_with("<<") {
        return None;
    }
    let mut i = at + 2;
    if b.get(i) == Some(&b'-') {
        i += 1;
    }
    let id_end = ident_end(text, i)?;
    let nl = match (b.get(id_end), b.get(id_end + 1)) {
        (Some(b'\n'), _) => id_end + 1,
        (Some(b'\r'), Some(b'\n')) => id_end + 2,
        _ => return None,
    };
    Some((i, id_end, nl))
}

/// The end of the expression-language token that starts at `at` (which the caller has
/// already moved past trivia): an identifier, a number, a heredoc opener, a multi-character
/// operator, or one character. At the end of the text the token is empty.
pub(crate) fn token_end(text: &str, at: usize) -> usize {
    let b = text.as_bytes();
    let Some(rest) = text.get(at..) else {
        return text.len();
    };
    let Some(c) = rest.chars().next() else {
        return text.len();
    };
    if let Some(end) = ident_end(text, at) {
        return end;
    }
    if c.is_ascii_digit() {
        // Digits, dots and exponents (`e`, an optional sign, a digit) for as long as
        // they go, never ending with a dot: what the reference scans as one number.
        let mut i = at + 1;
        let mut end = i;
        while i < b.len() {
            match b[i] {
                b'0'..=b'9' => {
                    i += 1;
                    end = i;
                }
                b'.' => i += 1,
                b'e' | b'E' => {
                    let sign = usize::from(matches!(b.get(i + 1), Some(b'+' | b'-')));
                    if !b.get(i + 1 + sign).is_some_and(u8::is_ascii_digit) {
                        break;
                    }
                    i += 2 + sign;
                    end = i;
                }
                _ => break,
            }
        }
        return end;
    }
    if let Some((_, _, end)) = heredoc_opener(text, at) {
        return end;
    }
    if rest.starts_with("...") {
        return at + 3;
    }
    const TWO: [&str; 10] = ["==", "!=", "<=", ">=", "&&", "||", "=>", "::", "~}", "\r\n"];
    if TWO.iter().any(|op| rest.starts_with(op)) {
        return at + 2;
    }
    at + c.len_utf8()
}

/// What the skipper is inside of (as [`Stack`] stores it, more compactly).
#[derive(Clone, Copy, Debug)]
enum Ctx {
    /// A `${ … }` or `%{ … }` sequence (expression mode): where its content starts.
    Seq { start: u32 },
    /// `{ … }` in expression mode.
    Brace,
    /// A quoted template.
    Quoted,
    /// A heredoc template, with where its opener (`<<`) starts and whether a line
    /// starts here.
    Heredoc { opener: u32, line_start: bool },
}

/// The skipper's open constructs, innermost last: a byte for each kind and four for
/// each offset (sequences and heredocs), five bytes a level where a nest can be
/// millions of levels deep. Only the innermost heredoc's line state is kept: an outer
/// one is always mid-line, at the `${` that opened what lies inside it.
#[derive(Default)]
struct Stack {
    kinds: Vec<Kind>,
    offsets: Vec<u32>,
    /// Whether a line of the innermost construct starts here, when it is a heredoc.
    line_start: bool,
}

#[derive(Clone, Copy)]
enum Kind {
    Seq,
    Brace,
    Quoted,
    Heredoc,
}

impl Stack {
    fn push(&mut self, ctx: Ctx) {
        let kind = match ctx {
            Ctx::Seq { start } => {
                self.offsets.push(start);
                Kind::Seq
            }
            Ctx::Heredoc { opener, line_start } => {
                self.offsets.push(opener);
                self.line_start = line_start;
                Kind::Heredoc
            }
            Ctx::Brace => Kind::Brace,
            Ctx::Quoted => Kind::Quoted,
        };
        self.kinds.push(kind);
    }

    fn pop(&mut self) -> Option<Ctx> {
        let ctx = self.top()?;
        self.kinds.pop();
        if matches!(ctx, Ctx::Seq { .. } | Ctx::Heredoc { .. }) {
            self.offsets.pop();
        }
        // What is open again resumes mid-line: after a `}` or a heredoc's marker
        // line, inside the sequence that held it.
        self.line_start = false;
        Some(ctx)
    }

    fn top(&self) -> Option<Ctx> {
        let offset = self.offsets.last().copied().unwrap_or(0);
        Some(match self.kinds.last()? {
            Kind::Seq => Ctx::Seq { start: offset },
            Kind::Brace => Ctx::Brace,
            Kind::Quoted => Ctx::Quoted,
            Kind::Heredoc => Ctx::Heredoc {
                opener: offset,
                line_start: self.line_start,
            },
        })
    }

    fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }
}

/// An offset as the skipper stores it (texts are at most 4 GiB, as spans are).
fn offset(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

/// Where skipping stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Skipped {
    /// Just after the `}` (or `~}`) that closes the sequence.
    Closed(usize),
    /// Just after the `"` that closes the quoted template.
    Quote(usize),
    /// The text ended first.
    Eof,
    /// Just after a `~}` that closes an inner brace, not the sequence: the reference's
    /// recovery stops there while its scanner is still inside the sequence.
    Stray(usize),
}

/// Where each nested template sequence that a skip passed over closes: content start →
/// (offset after its closing brace, whether a newline inside a quoted template in it was
/// reported). A sequence nested in another closes at the same place whoever skips over
/// it, so a later skip jumps over it instead of scanning it again: recovery at each of
/// many nested levels then costs the text once, not once per level.
///
/// Only the outermost sequences skipped are kept: a later skip that meets one jumps
/// over everything inside it, so when a sequence closes, the entries nested in it are
/// dropped. The memo then stays small however deep the nesting it passed.
#[derive(Debug, Default)]
pub struct SkipMemo {
    closes: BTreeMap<u32, (u32, bool)>,
}

impl SkipMemo {
    /// Records that the sequence whose content starts at `start` closes just before
    /// `end`, replacing the entries of sequences nested in it.
    fn record(&mut self, start: u32, end: u32, newlines: bool) {
        let nested: Vec<u32> = self
            .closes
            .range(start.saturating_add(1)..end)
            .map(|(&k, _)| k)
            .collect();
        for k in nested {
            self.closes.remove(&k);
        }
        self.closes.insert(start, (end, newlines));
    }
}

/// Skips forward from `at` to the end of the innermost open construct, as the reference's
/// recovery does over its token stream: from inside a template sequence (`seq`) to its
/// closing brace, or from inside a quoted template to its closing quote, counting nested
/// braces, sequences, quoted strings, heredocs and comments. `on_newline`, when given, is
/// called for each newline inside a quoted template that is passed over (the reference's
/// lexer reports each one). Nested sequences are looked up in and recorded into `memo`.
pub(crate) fn skip(
    text: &str,
    at: usize,
    seq: bool,
    mut on_newline: Option<&mut dyn FnMut(usize, usize)>,
    memo: &mut SkipMemo,
) -> Skipped {
    let b = text.as_bytes();
    let mut stack = Stack::default();
    stack.push(if seq {
        Ctx::Seq { start: offset(at) }
    } else {
        Ctx::Quoted
    });
    // How many sequences are open, and just after the last newline run reported (a
    // sequence holds a reported newline when this is past its start).
    let mut seqs = usize::from(seq);
    let mut events: Option<u32> = None;
    let mut i = at;
    while let (Some(top), true) = (stack.top(), i < b.len()) {
        match top {
            Ctx::Seq { .. } | Ctx::Brace => match b[i] {
                b'#' => i = line_end(b, i),
                b'/' if b.get(i + 1) == Some(&b'/') => i = line_end(b, i),
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    i = match text[i + 2..].find("*/") {
                        Some(k) => i + 2 + k + 2,
                        None => b.len(),
                    }
                }
                b'{' => {
                    stack.push(Ctx::Brace);
                    i += 1;
                }
                b'~' if b.get(i + 1) == Some(&b'}') && matches!(top, Ctx::Seq { .. }) => {
                    i += 2;
                    close_seq(&mut stack, &mut seqs, i, events, memo);
                    if stack.is_empty() {
                        return Skipped::Closed(i);
                    }
                }
                b'~' if b.get(i + 1) == Some(&b'}') && seq && seqs == 1 => {
                    // Only an inner brace closes here, but to the reference's recovery,
                    // which counts sequence openers and closers only, `~}` is always a
                    // closer.
                    return Skipped::Stray(i + 2);
                }
                b'}' => {
                    i += 1;
                    if matches!(top, Ctx::Seq { .. }) {
                        close_seq(&mut stack, &mut seqs, i, events, memo);
                    } else {
                        stack.pop();
                    }
                    if stack.is_empty() {
                        return Skipped::Closed(i);
                    }
                }
                b'"' => {
                    stack.push(Ctx::Quoted);
                    i += 1;
                }
                b'<' => match heredoc_opener(text, i) {
                    Some((_, _, end)) => {
                        stack.push(Ctx::Heredoc {
                            opener: offset(i),
                            line_start: true,
                        });
                        i = end;
                    }
                    None => i += 1,
                },
                _ => i += 1,
            },
            Ctx::Quoted => match b[i] {
                b'"' => {
                    stack.pop();
                    i += 1;
                    if stack.is_empty() {
                        return Skipped::Quote(i);
                    }
                }
                b'\\' => match b.get(i + 1) {
                    Some(b'\n' | b'\r') | None => i += 1,
                    Some(_) => i += 1 + char_len(text, i + 1),
                },
                b'\n' | b'\r' => {
                    // A run of newlines is one token to the reference's scanner.
                    let end = i + b[i..]
                        .iter()
                        .take_while(|&&c| c == b'\n' || c == b'\r')
                        .count();
                    if let Some(report) = on_newline.as_mut() {
                        report(i, end);
                    }
                    events = Some(offset(end));
                    i = end;
                }
                b'$' | b'%' => {
                    let jump = Jump {
                        memo,
                        reporting: on_newline.is_some(),
                        events: &mut events,
                    };
                    i = past_opener(b, i, &mut stack, &mut seqs, jump);
                }
                _ => i += 1,
            },
            Ctx::Heredoc { opener, line_start } => {
                if line_start {
                    let end = line_end(b, i);
                    if end < b.len()
                        && text[i..end].trim_matches(char::is_whitespace)
                            == heredoc_marker(text, opener as usize)
                    {
                        stack.pop();
                        i = end;
                        if stack.is_empty() {
                            return Skipped::Eof;
                        }
                        continue;
                    }
                    stack.line_start = false;
                }
                match b[i] {
                    b'\n' => {
                        stack.line_start = true;
                        i += 1;
                    }
                    b'\r' if b.get(i + 1) != Some(&b'\n') => return Skipped::Eof,
                    b'$' | b'%' => {
                        let jump = Jump {
                            memo,
                            reporting: on_newline.is_some(),
                            events: &mut events,
                        };
                        i = past_opener(b, i, &mut stack, &mut seqs, jump);
                    }
                    _ => i += 1,
                }
            }
        }
    }
    Skipped::Eof
}

/// In a template context, at a `$` or `%` at `i`: `Some(3)` for `$${`/`%%{` (literal
/// text), `Some(2)` for a `${`/`%{` opener, `None` for a plain character.
fn seq_opener(b: &[u8], i: usize) -> Option<usize> {
    let c = b[i];
    match (b.get(i + 1), b.get(i + 2)) {
        (Some(&d), Some(b'{')) if d == c => Some(3),
        (Some(b'{'), _) => Some(2),
        _ => None,
    }
}

/// The marker of the heredoc whose opener (`<<`) starts at `opener`.
fn heredoc_marker(text: &str, opener: usize) -> &str {
    heredoc_opener(text, opener).map_or("", |(start, end, _)| &text[start..end])
}

/// The offset of the next `\n` at or after `i`, or the end.
fn line_end(b: &[u8], i: usize) -> usize {
    b[i..]
        .iter()
        .position(|&c| c == b'\n')
        .map_or(b.len(), |k| i + k)
}

/// The byte length of the character at `i` (1 past the end or inside a character).
fn char_len(text: &str, i: usize) -> usize {
    text.get(i..)
        .and_then(|s| s.chars().next())
        .map_or(1, char::len_utf8)
}

/// Pops the sequence on top of `stack`, closed just before `end`; a nested one (not the
/// skip's own) is recorded in the memo.
fn close_seq(
    stack: &mut Stack,
    seqs: &mut usize,
    end: usize,
    events: Option<u32>,
    memo: &mut SkipMemo,
) {
    if let Some(Ctx::Seq { start }) = stack.pop() {
        *seqs -= 1;
        if !stack.is_empty() && end < u32::MAX as usize {
            memo.record(start, offset(end), events.is_some_and(|e| e > start));
        }
    }
}

/// What [`past_opener`] needs to jump over a sequence a skip has already passed.
struct Jump<'m> {
    memo: &'m SkipMemo,
    /// Whether newlines are being reported (then a sequence holding one is scanned).
    reporting: bool,
    /// The skip's last newline run (see [`skip`]), moved past a sequence jumped over
    /// that holds one, so that the sequences around it are recorded as holding one too.
    events: &'m mut Option<u32>,
}

/// Steps over a `$` or `%` in literal text: an escaped `$${`/`%%{` stays literal, a `${`
/// or `%{` opens a sequence (or is jumped over whole when the memo knows where it
/// closes), anything else is one byte.
fn past_opener(b: &[u8], i: usize, stack: &mut Stack, seqs: &mut usize, jump: Jump<'_>) -> usize {
    match seq_opener(b, i) {
        Some(3) => i + 3,
        Some(_) => {
            let start = i + 2;
            let known = u32::try_from(start)
                .ok()
                .and_then(|s| jump.memo.closes.get(&s));
            match known {
                Some(&(end, newlines)) if !(newlines && jump.reporting) => {
                    if newlines {
                        *jump.events = Some(end);
                    }
                    end as usize
                }
                _ => {
                    stack.push(Ctx::Seq {
                        start: offset(start),
                    });
                    *seqs += 1;
                    start
                }
            }
        }
        None => i + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skip_seq(text: &str, at: usize) -> Skipped {
        skip(text, at, true, None, &mut SkipMemo::default())
    }

    #[test]
    fn skipping_a_sequence_counts_braces_strings_and_comments() {
        assert_eq!(skip_seq("a b { \"}\" } c} d", 0), Skipped::Closed(14));
        assert_eq!(skip_seq("a # }\n } x", 0), Skipped::Closed(8));
        assert_eq!(skip_seq("a \"${ \"}\" }\" ~} x", 0), Skipped::Closed(15));
        assert_eq!(skip_seq("a <<EOT\n}\nEOT\n}", 0), Skipped::Closed(15));
        assert_eq!(skip_seq("a { b", 0), Skipped::Eof);
        assert_eq!(skip_seq("a { b ~} c }", 0), Skipped::Stray(8));
        assert_eq!(skip_seq("a \"${ { ~} }\" } x", 0), Skipped::Closed(15));
    }

    #[test]
    fn skipping_a_quoted_template_reports_each_newline() {
        let mut lines = Vec::new();
        let mut report = |s, e| lines.push((s, e));
        let got = skip(
            "b\nc${ \"\n\" }\"x",
            0,
            false,
            Some(&mut report),
            &mut SkipMemo::default(),
        );
        assert_eq!(got, Skipped::Quote(12));
        assert_eq!(lines, vec![(1, 2), (7, 8)]);
    }

    #[test]
    fn a_skip_level_takes_five_bytes() {
        assert_eq!(std::mem::size_of::<Kind>() + std::mem::size_of::<u32>(), 5);
    }

    #[test]
    fn the_memo_keeps_only_the_outermost_sequences_skipped() {
        let n = 1000;
        let text = format!("{}1{} x}}", "a <<E\n${".repeat(n), "}\nE\n".repeat(n));
        let mut memo = SkipMemo::default();
        let got = skip(&text, 0, true, None, &mut memo);
        assert_eq!(got, Skipped::Closed(text.len()));
        assert_eq!(memo.closes.len(), 1, "{:?}", memo.closes.keys().take(5));
        // Skipping again from the start jumps over the nest the memo knows.
        assert_eq!(skip(&text, 0, true, None, &mut memo), got);
    }

    #[test]
    fn token_ends_follow_the_expression_lexer() {
        assert_eq!(token_end("abc-d e", 0), 5);
        assert_eq!(token_end("1.5e3x", 0), 5);
        assert_eq!(token_end("!=a", 0), 2);
        assert_eq!(token_end("é", 0), 2);
        assert_eq!(token_end("x", 1), 1);
        assert_eq!(token_end("<<EOT\nx", 0), 6);
        assert_eq!(token_end("1.2.3.x", 0), 5);
        assert_eq!(token_end("1e+5e", 0), 4);
        assert_eq!(token_end("::x", 0), 2);
    }

    #[test]
    fn template_openers_and_double_stars_are_not_expression_tokens() {
        assert_eq!(token_end("${", 0), 1);
        assert_eq!(token_end("%{", 0), 1);
        assert_eq!(token_end("**", 0), 1);
    }
}
