//! Lexical diagnostics, found the way the reference finds them: by scanning the whole
//! input into tokens before parsing, then reporting every token the language does not
//! use (invalid characters, bitwise operators, newlines inside quoted strings), in
//! source order.
//!
//! The parser reads tokens on demand and stops early (after a syntax error, or after
//! the one expression it was asked for), so it cannot see every such token itself. This
//! scan runs once over the whole text instead. It tracks only what decides how the
//! reference's scanner splits the text — the nesting of quoted strings, heredocs and
//! template sequences, the brace depth at which a sequence closes, and where a heredoc
//! line may end the heredoc — and reports; it builds nothing. The same scan finds the
//! token breaks a file's columns may need (see [`SourceFile::set_token_breaks`]).

use hcl2_core::FindTokenBreaks;
use hcl2_core::{Diagnostic, ParseDiagnostics, SourceFile, Span};

use hcl2_template::tokens::{dollar_len, opener_end, quoted_literal_end};

use crate::lexer::{next_token, Bad, Tok};

/// How many bitwise-operator reports the reference gives before going quiet.
const BITWISE_REPORTS: u32 = 4;

/// What the scan starts in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScanStart {
    /// Expression syntax: configuration files, expressions, traversals.
    Expression,
    /// Template text: standalone templates.
    Template,
}

impl ScanStart {
    /// How a file whose text starts in this syntax finds its token breaks, for
    /// [`SourceFile::find_token_breaks_with`].
    pub(crate) fn token_breaks(self) -> FindTokenBreaks {
        match self {
            ScanStart::Expression => |text| Scan::run(text, ScanStart::Expression, 0).breaks,
            ScanStart::Template => |text| Scan::run(text, ScanStart::Template, 0).breaks,
        }
    }
}

/// One level of the scanner's nesting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Frame {
    /// Expression syntax (the top level, or inside `${ … }` / `%{ … }`).
    Main,
    /// A quoted template.
    Quoted,
    /// A heredoc template.
    Heredoc,
    /// A standalone template (only ever the outermost frame).
    Bare,
}

/// Counts of reports already given, for the kinds the reference limits.
#[derive(Default)]
struct Told {
    bitwise: u32,
    apostrophe: u32,
    backtick: u32,
    semicolon: u32,
}

struct Scan<'a> {
    text: &'a str,
    frames: Vec<Frame>,
    /// Open braces, counted as the reference counts them (it may go negative).
    braces: i64,
    /// The brace depths at which an open template sequence closes, innermost last,
    /// kept modulo 2^32 (depths differ by less than that in texts under 2 GiB).
    closes_at: Vec<u32>,
    /// Where the closing marker of each open heredoc starts (it runs to the end of the
    /// opener's line), innermost last. Four bytes a level: a nest can be millions deep.
    heredocs: Vec<u32>,
    /// Whether a line of the innermost heredoc starts here (only then can a line close
    /// it). An outer heredoc is always mid-line: the sequence holding the inner one
    /// opened there.
    line_start: bool,
    told: Told,
    /// Reports, turned into diagnostics once every token break is known: the first
    /// `room` of them.
    reports: Vec<(&'static str, &'static str, Span)>,
    room: usize,
    /// How many reports there were, kept or not.
    reported: usize,
    /// Token boundaries next to non-ASCII bytes (see [`SourceFile::set_token_breaks`]).
    breaks: Vec<usize>,
    /// Whether the text is all ASCII (then there are no such boundaries).
    ascii: bool,
}

/// Reports every lexical diagnostic of `file`'s text to `diags`, in source order. The
/// scan also gives the file its token breaks, unless a position already needed them.
///
/// Only the reports `diags` can keep, and the first it leaves out (whose subject it
/// keeps), are held while scanning; the rest are counted.
pub(crate) fn lexical_diagnostics(
    file: &SourceFile,
    start: ScanStart,
    diags: &mut ParseDiagnostics,
) {
    let room = diags.room().saturating_add(1);
    let scan = Scan::run(file.text(), start, room);
    file.set_token_breaks(scan.breaks);
    let held = scan.reports.len();
    for (summary, detail, span) in scan.reports {
        diags.push(Diagnostic::error(summary, detail, Some(file.range(span))));
    }
    diags.count_left_out(scan.reported - held);
}

/// Whether `text` has no lexical diagnostic (the scan leaves any file's breaks alone).
pub(crate) fn lexically_clean(text: &str, start: ScanStart) -> bool {
    Scan::run(text, start, 1).reports.is_empty()
}

/// The length of the newline at `i` (`\n` or `\r\n`), if one is there.
fn newline_len(b: &[u8], i: usize) -> Option<usize> {
    match (b.get(i), b.get(i + 1)) {
        (Some(b'\n'), _) => Some(1),
        (Some(b'\r'), Some(b'\n')) => Some(2),
        _ => None,
    }
}

impl<'a> Scan<'a> {
    /// Scans the whole of `text`, starting in `start` syntax, holding the first `room`
    /// reports.
    fn run(text: &'a str, start: ScanStart, room: usize) -> Scan<'a> {
        let mut scan = Scan {
            text,
            frames: vec![match start {
                ScanStart::Expression => Frame::Main,
                ScanStart::Template => Frame::Bare,
            }],
            braces: 0,
            closes_at: Vec::new(),
            heredocs: Vec::new(),
            line_start: false,
            told: Told::default(),
            reports: Vec::new(),
            room,
            reported: 0,
            breaks: Vec::new(),
            ascii: text.is_ascii(),
        };
        scan.tokens();
        scan
    }

    /// The text a span covers.
    fn slice(&self, span: Span) -> &'a str {
        self.text
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }

    fn report(&mut self, summary: &'static str, detail: &'static str, span: Span) {
        if self.reported < self.room {
            self.reports.push((summary, detail, span));
        }
        self.reported += 1;
    }

    /// Notes a token boundary at `at` if it touches a non-ASCII byte, where the
    /// reference's column counting restarts.
    fn boundary(&mut self, at: usize) {
        if self.ascii {
            return;
        }
        let b = self.text.as_bytes();
        let touches = at > 0 && at < b.len() && (b[at] >= 0x80 || b[at - 1] >= 0x80);
        if touches && self.breaks.last() != Some(&at) {
            self.breaks.push(at);
        }
    }

    /// Reads every token of the text.
    fn tokens(&mut self) {
        let len = self.text.len();
        let mut i = 0;
        while i < len {
            self.boundary(i);
            let frame = *self.frames.last().unwrap_or(&Frame::Main);
            let next = match frame {
                Frame::Main => self.main(i),
                Frame::Quoted => self.quoted(i),
                Frame::Heredoc => self.heredoc(i),
                Frame::Bare => self.bare(i),
            };
            match next {
                Some(n) => i = n,
                None => return,
            }
        }
    }

    /// Enters a template sequence whose opener ends at `end`.
    fn open_sequence(&mut self, end: usize) -> Option<usize> {
        self.braces += 1;
        self.closes_at.push(self.braces as u32);
        self.line_start = false;
        self.frames.push(Frame::Main);
        Some(end)
    }

    /// A token the scanner could not match, which makes it give up: the rest of the
    /// text is one invalid token.
    fn give_up(&mut self, at: usize) -> Option<usize> {
        let span = Span::from_usize(at, self.text.len());
        self.invalid(span);
        None
    }

    fn invalid(&mut self, span: Span) {
        let curly = matches!(self.slice(span), "\u{201c}" | "\u{201d}");
        self.invalid_kind(if curly { Bad::CurlyQuote } else { Bad::Other }, span);
    }

    fn invalid_kind(&mut self, bad: Bad, span: Span) {
        let told = &mut self.told;
        let (summary, detail) = match bad {
            Bad::BitAnd | Bad::BitOr | Bad::BitXor | Bad::BitNot => {
                if told.bitwise >= BITWISE_REPORTS {
                    return;
                }
                told.bitwise += 1;
                (
                    "Unsupported operator",
                    match bad {
                        Bad::BitAnd => "Bitwise operators are not supported. Did you mean boolean AND (\"&&\")?",
                        Bad::BitOr => "Bitwise operators are not supported. Did you mean boolean OR (\"||\")?",
                        Bad::BitNot => "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?",
                        _ => "Bitwise operators are not supported.",
                    },
                )
            }
            // Backticks and single quotes usually come in pairs: the first and third
            // are reported, as the reference does.
            Bad::Backtick | Bad::Apostrophe => {
                let count = if bad == Bad::Backtick {
                    &mut told.backtick
                } else {
                    &mut told.apostrophe
                };
                let report = *count % 2 == 0;
                if *count <= 2 {
                    *count += 1;
                }
                if !report {
                    return;
                }
                if bad == Bad::Backtick {
                    ("Invalid character", "The \"`\" character is not valid. To create a multi-line string, use the \"heredoc\" syntax, like \"<<EOT\".")
                } else {
                    (
                        "Invalid character",
                        "Single quotes are not valid. Use double quotes (\") to enclose strings.",
                    )
                }
            }
            Bad::Semicolon => {
                if told.semicolon >= 1 {
                    return;
                }
                told.semicolon += 1;
                ("Invalid character", "The \";\" character is not valid. Use newlines to separate arguments and blocks, and commas to separate items in collection values.")
            }
            Bad::CurlyQuote => ("Invalid character", "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code via documents or discussion forums. It might help to replace the character with a \"straight quote\"."),
            Bad::Other => (
                "Invalid character",
                "This character is not used within the language.",
            ),
        };
        self.report(summary, detail, span);
    }

    /// Tokens of expression syntax from `i`, up to one that changes the frame or needs
    /// the general lexer.
    fn main(&mut self, mut i: usize) -> Option<usize> {
        let b = self.text.as_bytes();
        // Runs of tokens that cannot matter, and the commonest tokens that do, without
        // the general lexer.
        loop {
            let plain = plain_run_end(b, i);
            if plain > i {
                i = plain;
                if i == b.len() {
                    return None;
                }
                self.boundary(i);
            }
            let next = match b[i] {
                b'"' => {
                    self.frames.push(Frame::Quoted);
                    return Some(i + 1);
                }
                b'{' => {
                    self.braces += 1;
                    i + 1
                }
                b'}' => {
                    self.close_brace();
                    return Some(i + 1);
                }
                b'#' => line_comment_end(self.text, i),
                b'/' if b.get(i + 1) == Some(&b'/') => line_comment_end(self.text, i),
                _ => break,
            };
            if next == b.len() {
                return None;
            }
            i = next;
            self.boundary(i);
        }
        let tok = next_token(self.text, i, false);
        let span = tok.span;
        self.boundary(span.start as usize);
        match tok.kind {
            Tok::Eof => return None,
            Tok::Invalid(bad) => self.invalid_kind(bad, span),
            Tok::OBrace => self.braces += 1,
            Tok::CBrace | Tok::StripClose => self.close_brace(),
            Tok::OQuote => self.frames.push(Frame::Quoted),
            Tok::OHeredoc => {
                let opener = self.slice(span);
                let name_start = if opener.as_bytes().get(2) == Some(&b'-') {
                    3
                } else {
                    2
                };
                self.heredocs.push(span.start + name_start as u32);
                self.line_start = true;
                self.frames.push(Frame::Heredoc);
            }
            _ => {}
        }
        Some(span.end as usize)
    }

    /// A `}` or `~}`: closes the innermost template sequence if the braces opened since
    /// are all closed, else one brace.
    fn close_brace(&mut self) {
        if self.closes_at.last() == Some(&(self.braces as u32)) {
            self.closes_at.pop();
            self.frames.pop();
        }
        self.braces -= 1;
    }

    /// One token of a quoted template at `i`.
    fn quoted(&mut self, i: usize) -> Option<usize> {
        let b = self.text.as_bytes();
        if let Some(end) = opener_end(b, i) {
            return self.open_sequence(end);
        }
        match b[i] {
            b'"' => {
                self.frames.pop();
                Some(i + 1)
            }
            b'$' | b'%' if i + 1 == b.len() => self.give_up(i),
            b'$' | b'%' => Some(i + dollar_len(b, i)),
            b'\n' | b'\r' => {
                let end = i + b[i..]
                    .iter()
                    .take_while(|&&c| c == b'\n' || c == b'\r')
                    .count();
                self.report(
                    "Invalid multi-line string",
                    "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.",
                    Span::from_usize(i, end),
                );
                Some(end)
            }
            b'\\' if matches!(b.get(i + 1), None | Some(b'\n' | b'\r')) => {
                self.invalid(Span::from_usize(i, i + 1));
                Some(i + 1)
            }
            // Literal text and escapes, up to the next character that means more.
            _ => Some(quoted_literal_end(b, i)),
        }
    }

    /// One token of a heredoc template at `i`.
    fn heredoc(&mut self, i: usize) -> Option<usize> {
        let b = self.text.as_bytes();
        if let Some(end) = opener_end(b, i) {
            return self.open_sequence(end);
        }
        if matches!(b[i], b'$' | b'%') {
            if i + 1 == b.len() {
                return self.give_up(i);
            }
            self.set_line_start(false);
            return Some(i + dollar_len(b, i));
        }
        // Literal text up to a `$`, `%` or carriage return, then perhaps a newline.
        let run_end = i + b[i..]
            .iter()
            .position(|&c| matches!(c, b'$' | b'%' | b'\r' | b'\n'))
            .unwrap_or(b.len() - i);
        let Some(nl) = newline_len(b, run_end) else {
            if run_end == i {
                // A carriage return without its newline matches nothing in a heredoc.
                return self.give_up(i);
            }
            self.set_line_start(false);
            return Some(run_end);
        };
        let end = run_end + nl;
        let closes = match self.heredocs.last() {
            Some(&marker) => {
                self.line_start
                    && self.text[i..end].trim_matches(char::is_whitespace)
                        == self.marker(marker as usize)
            }
            None => false,
        };
        if closes {
            self.heredocs.pop();
            self.line_start = false;
            self.frames.pop();
        } else {
            self.set_line_start(true);
        }
        Some(end)
    }

    fn set_line_start(&mut self, value: bool) {
        self.line_start = value;
    }

    /// The closing marker of the heredoc whose marker starts at `at`: the rest of the
    /// opener's line.
    fn marker(&self, at: usize) -> &'a str {
        let rest = self.text.get(at..).unwrap_or("");
        let end = rest.find(['\r', '\n']).unwrap_or(rest.len());
        &rest[..end]
    }

    /// One token of a standalone template at `i`. Nothing here is ever invalid.
    fn bare(&mut self, i: usize) -> Option<usize> {
        let b = self.text.as_bytes();
        if let Some(end) = opener_end(b, i) {
            return self.open_sequence(end);
        }
        match b[i] {
            b'$' | b'%' => Some(i + dollar_len(b, i)),
            // A carriage return without its newline matches nothing: the rest of the
            // text is literal.
            b'\r' if b.get(i + 1) != Some(&b'\n') => None,
            _ => Some(
                i + 1
                    + b[i + 1..]
                        .iter()
                        .position(|&c| matches!(c, b'$' | b'%' | b'\r'))
                        .unwrap_or(b.len() - i - 1),
            ),
        }
    }
}

/// The bytes [`plain_run_end`] passes over.
const PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 128 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric()
            || matches!(
                b,
                b'_' | b'-'
                    | b' '
                    | b'\t'
                    | b'\n'
                    | b'.'
                    | b','
                    | b'('
                    | b')'
                    | b'['
                    | b']'
                    | b'='
                    | b'!'
                    | b'?'
                    | b':'
                    | b'+'
                    | b'*'
                    | b'%'
                    | b'>'
            );
        c += 1;
    }
    t
};

/// Where a run of expression text starting at the token boundary `i` ends that holds
/// only tokens that report nothing and change no nesting: ASCII identifiers, numbers,
/// spaces, newlines and the operators made of `.,()[]=!?:+*%>-`. Everything else is
/// left to the lexer, and so is an identifier that a non-ASCII character may continue.
fn plain_run_end(b: &[u8], i: usize) -> usize {
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'-';
    let mut k = i;
    // Eight bytes at a time (without a branch per byte) while all are plain.
    while let Some(chunk) = b.get(k..k + 8) {
        if !chunk.iter().fold(true, |all, &c| all & PLAIN[c as usize]) {
            break;
        }
        k += 8;
    }
    while k < b.len() && PLAIN[b[k] as usize] {
        k += 1;
    }
    if k < b.len() && !b[k].is_ascii() {
        while k > i && ident(b[k - 1]) {
            k -= 1;
        }
    }
    k
}

/// The end of the line comment starting at `i`: just after its newline, or the end.
fn line_comment_end(text: &str, i: usize) -> usize {
    text[i..].find('\n').map_or(text.len(), |k| i + k + 1)
}

/// Every lexical diagnostic of `file`'s text, none left out (for tests).
#[cfg(test)]
fn all_lexical(file: &SourceFile, start: ScanStart) -> hcl2_core::Diagnostics {
    let mut all =
        ParseDiagnostics::new(&hcl2_core::ParseOptions::new().max_diagnostics(usize::MAX));
    lexical_diagnostics(file, start, &mut all);
    all.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(src: &str, start: ScanStart) -> Vec<(String, String)> {
        let file = SourceFile::new("t.hcl", src);
        all_lexical(&file, start)
            .iter()
            .map(|d| {
                let r = d
                    .subject
                    .as_ref()
                    .expect("lexical diagnostics have subjects");
                (
                    d.summary.clone(),
                    format!("{}-{}", r.start.byte, r.end.byte),
                )
            })
            .collect()
    }

    fn invalid(range: &str) -> (String, String) {
        ("Invalid character".to_string(), range.to_string())
    }

    #[test]
    fn every_invalid_character_is_reported_even_past_a_syntax_error() {
        assert_eq!(
            scan("$$", ScanStart::Expression),
            [invalid("0-1"), invalid("1-2")]
        );
        assert_eq!(
            scan("\\\\", ScanStart::Expression),
            [invalid("0-1"), invalid("1-2")]
        );
    }

    #[test]
    fn template_text_is_never_invalid_but_its_sequences_are_expressions() {
        assert_eq!(scan("$ % $$ a$", ScanStart::Template), []);
        assert_eq!(scan("%{$", ScanStart::Template), [invalid("2-3")]);
        // The `}` closes the sequence, so the `$` after it is text again.
        assert_eq!(scan("${[}$", ScanStart::Template), []);
        // A `}` that closes an inner brace does not close the sequence.
        assert_eq!(scan("${ {} $ }$", ScanStart::Template), [invalid("6-7")]);
    }

    #[test]
    fn a_lone_carriage_return_makes_the_rest_of_a_standalone_template_literal() {
        assert_eq!(scan("a\r${$}", ScanStart::Template), []);
        assert_eq!(scan("a\r\n${$}", ScanStart::Template), [invalid("5-6")]);
    }

    #[test]
    fn quoted_strings_report_newlines_and_stray_backslashes_and_a_final_dollar() {
        let newline = |r: &str| ("Invalid multi-line string".to_string(), r.to_string());
        assert_eq!(
            scan("\"a\n\r\nb\"", ScanStart::Expression),
            [newline("2-5")]
        );
        assert_eq!(
            scan("\"a\\\nb\"", ScanStart::Expression),
            [invalid("2-3"), newline("3-4")]
        );
        assert_eq!(scan("\"$", ScanStart::Expression), [invalid("1-2")]);
        assert_eq!(scan("\"%", ScanStart::Expression), [invalid("1-2")]);
        assert_eq!(scan("\"$a\"", ScanStart::Expression), []);
        assert_eq!(scan("\"a\\\\\" $", ScanStart::Expression), [invalid("6-7")]);
    }

    #[test]
    fn after_a_string_or_heredoc_ends_expression_syntax_resumes() {
        assert_eq!(scan("\"\"\"\n", ScanStart::Expression).len(), 1);
        assert_eq!(
            scan("<<EOT\n$ @\n  EOT  \n@", ScanStart::Expression),
            [invalid("18-19")]
        );
        // A marker after an interpolation on the same line does not close the heredoc.
        assert_eq!(
            scan("<<EOT\n${1}EOT\n@\nEOT\n@", ScanStart::Expression),
            [invalid("20-21")]
        );
    }

    #[test]
    fn a_heredoc_gives_up_at_a_lone_carriage_return_or_a_final_dollar() {
        assert_eq!(
            scan("<<EOT\nab\rc", ScanStart::Expression),
            [invalid("8-10")]
        );
        assert_eq!(scan("<<EOT\nab$", ScanStart::Expression), [invalid("8-9")]);
    }

    #[test]
    fn repeated_kinds_are_reported_as_often_as_the_reference_does() {
        let ops = scan("& | ^ ~ & |", ScanStart::Expression);
        assert_eq!(ops.len(), 4);
        assert!(ops.iter().all(|d| d.0 == "Unsupported operator"));
        // The first and third backtick (an opening one each time), never more.
        assert_eq!(
            scan("` ` ` ` `", ScanStart::Expression),
            [invalid("0-1"), invalid("4-5")]
        );
        assert_eq!(scan("; ;", ScanStart::Expression), [invalid("0-1")]);
    }

    #[test]
    fn a_combining_mark_continues_an_identifier_but_cannot_start_one() {
        assert_eq!(scan("abc_1-x\u{301} = 1", ScanStart::Expression), []);
        assert_eq!(
            scan("x = 1\u{301}", ScanStart::Expression),
            [invalid("5-7")]
        );
        assert_eq!(
            scan("x = (\u{301})", ScanStart::Expression),
            [invalid("5-7")]
        );
    }

    #[test]
    fn curly_quotes_have_their_own_message() {
        let file = SourceFile::new("t.hcl", "\u{201c}a\u{201d}");
        let diags = all_lexical(&file, ScanStart::Expression);
        assert_eq!(diags.len(), 2);
        assert!(diags.iter().all(|d| d.detail.contains("Curly quotes")));
    }
}

#[cfg(test)]
mod lazy_tests {
    //! Whether [`crate::parser::Parser::finish`] skips the scan or not, every parse's
    //! diagnostics start with exactly what the scan of its text finds.

    use super::*;
    use hcl2_core::{Diagnostics, Pos};

    fn summaries(diags: &Diagnostics) -> Vec<(String, String)> {
        diags
            .iter()
            .map(|d| {
                let r = d.subject.as_ref().expect("parse diagnostics have subjects");
                (
                    d.summary.clone(),
                    format!("{}-{}", r.start.byte, r.end.byte),
                )
            })
            .collect()
    }

    /// Checks the parse of `src` in `start` syntax begins (after any decoding
    /// diagnostic) with the whole text's lexical diagnostics, and returns them all.
    fn parse(src: &[u8], start: ScanStart, expression: bool) -> Vec<(String, String)> {
        let (source, diags) = match (start, expression) {
            (ScanStart::Template, _) => {
                let p = crate::parse_template(src, "t.hcl", Pos::START);
                (p.source, p.diagnostics)
            }
            (_, true) => {
                let p = crate::parse_expression(src, "t.hcl", Pos::START);
                (p.source, p.diagnostics)
            }
            (_, false) => {
                let p = crate::parse_config(src, "t.hcl", Pos::START);
                (p.source, p.diagnostics)
            }
        };
        let all = summaries(&diags);
        let lexical = summaries(&all_lexical(&source, start));
        let decoding = usize::from(std::str::from_utf8(src).is_err());
        assert_eq!(
            all[decoding..decoding + lexical.len()],
            lexical[..],
            "{:?}",
            String::from_utf8_lossy(src)
        );
        all
    }

    fn config(src: &str) -> Vec<(String, String)> {
        parse(src.as_bytes(), ScanStart::Expression, false)
    }

    fn pair(summary: &str, range: &str) -> (String, String) {
        (summary.to_string(), range.to_string())
    }

    #[test]
    fn valid_text_has_no_lexical_diagnostics_ascii_or_not() {
        assert_eq!(
            config("a = \"${b}\" # c\nd = <<EOT\n%{if e}é${f}%{endif}\nEOT\n"),
            []
        );
        assert_eq!(config("é = \"ü\"\n"), []);
        assert_eq!(
            parse(b"a ${b} %{ if c }d%{ endif }", ScanStart::Template, false),
            []
        );
        assert_eq!(parse(b"a.b[0] + 1", ScanStart::Expression, true), []);
    }

    #[test]
    fn invalid_characters_past_a_syntax_error_are_still_reported() {
        let diags = config("a = $\nb = 1 & 2\nc = ;\n");
        assert_eq!(
            diags[..3],
            [
                pair("Invalid character", "4-5"),
                pair("Unsupported operator", "12-13"),
                pair("Invalid character", "20-21"),
            ]
        );
        let diags = parse(b"(1 ~) ` '", ScanStart::Expression, true);
        assert_eq!(diags.len(), 4);
        assert_eq!(diags[3].0, "Unbalanced parentheses");
    }

    #[test]
    fn invalid_characters_inside_nested_templates_are_reported() {
        let diags = config("a = \"${\"${b & c}\"}\"\n");
        assert_eq!(diags[0], pair("Unsupported operator", "12-13"));
        let diags = parse(b"x${ a @ }y", ScanStart::Template, false);
        assert_eq!(diags[0], pair("Invalid character", "6-7"));
    }

    #[test]
    fn template_text_errors_are_reported_before_the_syntax_errors() {
        let diags = config("a = \"x\ny\"\n");
        assert_eq!(diags[0], pair("Invalid multi-line string", "6-7"));
        let diags = config("a = <<EOT\nx\ry\nEOT\n");
        assert_eq!(diags[0], pair("Invalid character", "11-18"));
    }

    #[test]
    fn errors_at_the_end_of_the_text_are_reported() {
        assert_eq!(config("a = \"abc$")[0], pair("Invalid character", "8-9"));
        assert_eq!(config("a = \"abc\\")[0], pair("Invalid character", "8-9"));
        assert_eq!(
            config("a = <<EOT\nx%")[0],
            pair("Invalid character", "11-12")
        );
        assert_eq!(config("a = 1 ^")[0], pair("Unsupported operator", "6-7"));
    }

    #[test]
    fn invalid_bytes_and_non_ascii_text_keep_their_lexical_diagnostics() {
        let diags = parse(
            b"a = 1\xff\nb = \"\xe2\x80\x9c\"\nc = `\n",
            ScanStart::Expression,
            false,
        );
        assert_eq!(diags[0], pair("Invalid character encoding", "5-6"));
        assert_eq!(diags[1], pair("Invalid character", "21-22"));
        let diags = config("é = 1 | \u{201c}\n");
        assert_eq!(
            diags[..2],
            [
                pair("Unsupported operator", "7-8"),
                pair("Invalid character", "9-12"),
            ]
        );
    }

    #[test]
    fn every_position_is_the_same_as_after_a_full_scan() {
        let texts = [
            ("é = \"ü\" +\n", ScanStart::Expression),
            ("a = \"中\"\nb = 1 & 2 # ü\n", ScanStart::Expression),
            ("x = \"e\u{301}\" + 1\u{301}\n", ScanStart::Expression),
            ("\u{301}x = 1\n", ScanStart::Expression),
            ("x = \"${a}\u{301}\"\n", ScanStart::Expression),
            ("x = \"${a}\u{301}\" + \n", ScanStart::Expression),
            (
                "a = \"😀\" / \"\u{1F1E9}\u{1F1EA}\"\n",
                ScanStart::Expression,
            ),
            ("x = \"\u{1F3FD}\" # \"\u{1F3FD}\n", ScanStart::Expression),
            (
                "${a}\u{301} %{ if b }\u{1F3FD}%{ endif }",
                ScanStart::Template,
            ),
            ("${a}\u{301} ${", ScanStart::Template),
        ];
        for (text, start) in texts {
            let parsed = match start {
                ScanStart::Expression => {
                    let p = crate::parse_config(text.as_bytes(), "t.hcl", Pos::START);
                    (p.source, p.diagnostics)
                }
                ScanStart::Template => {
                    let p = crate::parse_template(text.as_bytes(), "t.hcl", Pos::START);
                    (p.source, p.diagnostics)
                }
            };
            let fresh = SourceFile::new("t.hcl", text);
            all_lexical(&fresh, start);
            for k in 0..=text.len() {
                assert_eq!(parsed.0.pos(k), fresh.pos(k), "{text:?} at {k}");
            }
            for d in parsed.1.iter() {
                let r = d.subject.as_ref().expect("parse diagnostics have subjects");
                let span = hcl2_core::Span::from_usize(r.start.byte, r.end.byte);
                assert_eq!(*r, fresh.range(span), "{text:?}");
            }
        }
    }
}
