//! Step one: the template text as a flat list of pieces.
//!
//! Literal text is split where the reference's lexer splits it (after each newline in
//! heredocs and standalone templates, around a `$` or `%` that opens nothing, and around
//! `$${` / `%%{`), because strip markers trim only the adjacent piece and heredoc flush
//! works on line-leading pieces.

use compact_str::CompactString;
use hcl2_core::{Diagnostic, ParseDiagnostics, SourceFile, Span};
use hcl2_value::strings::go_quote;

use super::lex::{ident_end, skip, token_end, Skipped};
use super::tokens::{closing_marker, dollar_piece, raw_token_end, text_token};
use super::{ExprParser, Mode};
use crate::ast::{Binding, Interpolation, Literal, Strip};

/// A closing directive: `else`, `endif` or `endfor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ctrl {
    Else,
    EndIf,
    EndFor,
}

impl Ctrl {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Ctrl::Else => "else",
            Ctrl::EndIf => "endif",
            Ctrl::EndFor => "endfor",
        }
    }
}

/// One piece of a scanned template.
#[derive(Debug)]
pub(crate) enum Piece<E> {
    Lit(Literal),
    Interp(Interpolation<E>),
    If {
        cond: E,
        span: Span,
        /// Where the text after the sequence starts (32 bits, as spans: a piece is then
        /// no larger than a part, and becomes one in place).
        body: u32,
        strip: Strip,
    },
    For {
        /// The key and value bindings, boxed: every literal piece is as large as the
        /// largest, and a long template holds millions of literal pieces.
        bindings: Box<(Option<Binding>, Binding)>,
        coll: E,
        span: Span,
        body: u32,
        strip: Strip,
    },
    Ctrl {
        kind: Ctrl,
        span: Span,
        body: u32,
        strip: Strip,
    },
}

/// How the template ended.
#[derive(Debug)]
pub(crate) struct End {
    /// The closing token (quote, heredoc marker line, or the empty end of the text), as
    /// the subject of "Unexpected end of template".
    pub(crate) token: Span,
    /// Where the template's content stops.
    pub(crate) content: usize,
    /// The offset just after the template (`Parsed::end`).
    pub(crate) next: usize,
}

pub(crate) struct Scanned<E> {
    pub(crate) pieces: Vec<Piece<E>>,
    pub(crate) end: End,
}

struct Scanner<'a, P: ExprParser> {
    exprs: &'a mut P,
    file: &'a SourceFile,
    text: &'a str,
    mode: Mode<'a>,
    diags: &'a mut ParseDiagnostics,
    /// Our own recovery flag (see [`ExprParser::recovering`]).
    recovering: bool,
    /// The first byte of the content.
    start: usize,
    /// The first token's span: the reference's subject for unclosed interpolations.
    first: Option<Span>,
    pieces: Vec<Piece<P::Expr>>,
    /// Directive levels entered through [`ExprParser::enter`] and not yet closed.
    levels: usize,
    /// Directives being skipped because they were nested too deeply (with everything
    /// inside them), counted so that their closing directives are skipped too.
    skipped: usize,
    /// Recovery stopped at a `~}` that closed only an inner brace (see
    /// [`Skipped::Stray`]): the template ends after the current sequence.
    stray: bool,
}

fn span(start: usize, end: usize) -> Span {
    Span::from_usize(start, end)
}

pub(crate) fn scan<P: ExprParser>(
    exprs: &mut P,
    file: &SourceFile,
    start: usize,
    mode: Mode<'_>,
    mut pieces: Vec<Piece<P::Expr>>,
    diags: &mut ParseDiagnostics,
) -> Scanned<P::Expr> {
    pieces.clear();
    let mut s = Scanner {
        exprs,
        file,
        text: file.text(),
        mode,
        diags,
        recovering: false,
        start,
        first: None,
        pieces,
        levels: 0,
        skipped: 0,
        stray: false,
    };
    let end = s.run();
    for _ in 0..s.levels {
        s.exprs.leave();
    }
    Scanned {
        pieces: s.pieces,
        end,
    }
}

/// What stopped a literal run in a quoted template without ending it properly.
enum Stop {
    /// A newline (`\n`, `\r\n` or a lone `\r`).
    Newline(usize, usize),
    /// A character the reference's scanner cannot read here: a backslash with nothing
    /// after it on the line, or a `$` or `%` that ends the text.
    Invalid(usize, usize),
}

impl<P: ExprParser> Scanner<'_, P> {
    fn error(&mut self, summary: &str, detail: impl Into<String>, subject: Span) {
        let file = self.file;
        self.diags
            .push_with(|| Diagnostic::error(summary, detail, Some(file.range(subject))));
    }

    fn error_in(&mut self, summary: &str, detail: impl Into<String>, subject: Span, ctx: Span) {
        let file = self.file;
        self.diags.push_with(|| {
            Diagnostic::error(summary, detail, Some(file.range(subject)))
                .with_context(file.range(ctx))
        });
    }

    fn quiet(&self) -> bool {
        self.recovering || self.exprs.recovering()
    }

    fn note_first(&mut self, s: Span) {
        if self.first.is_none() {
            self.first = Some(s);
        }
    }

    fn enter_recovery(&mut self) {
        self.recovering = true;
        self.exprs.start_recovery();
    }

    /// Skips to the end of the template sequence that is open at `at`; returns the
    /// offset after its closing brace, or the end of the text.
    fn recover_seq(&mut self, at: usize) -> usize {
        self.enter_recovery();
        match self.skip(at, true) {
            Skipped::Closed(k) | Skipped::Quote(k) => k,
            Skipped::Stray(k) => {
                self.stray = true;
                k
            }
            Skipped::Eof => self.text.len(),
        }
    }

    /// Ends the template after recovery stopped at a stray `~}` (at `at`). The
    /// reference's scanner is still inside the sequence there, so its template parser
    /// meets an expression token where it expects text, and skips to the template's
    /// closing quote or marker, or to the end of the text.
    fn end_after_stray(&mut self, at: usize) -> End {
        let len = self.text.len();
        let eof = End {
            token: span(len, len),
            content: at,
            next: len,
        };
        let first = self.exprs.skip_trivia(at);
        if self.mode == Mode::Quoted && self.text.as_bytes().get(first) == Some(&b'"') {
            // That unexpected token opens a string, and the first unmatched closing
            // quote after it is the one that closes that string.
            return match self.skip(first + 1, false) {
                Skipped::Quote(q) => End {
                    token: span(q - 1, q),
                    content: at,
                    next: q,
                },
                _ => eof,
            };
        }
        let Skipped::Closed(k) = self.skip(at, true) else {
            return eof;
        };
        match self.mode {
            Mode::Quoted => match self.skip(k, false) {
                Skipped::Quote(q) => End {
                    token: span(q - 1, q),
                    content: at,
                    next: q,
                },
                _ => eof,
            },
            Mode::Heredoc { marker, .. } => {
                let b = self.text.as_bytes();
                let mut line = k;
                while let Some(nl) = b
                    .get(line..)
                    .and_then(|r| r.iter().position(|&c| c == b'\n'))
                {
                    line += nl + 1;
                    if let Some(end) = closing_marker(self.text, line, marker) {
                        return End {
                            token: span(line, end),
                            content: at,
                            next: end,
                        };
                    }
                }
                eof
            }
            Mode::Standalone => eof,
        }
    }

    /// [`skip`], reporting each newline passed over in a quoted template, with the
    /// embedding's memo of skipped sequences.
    fn skip(&mut self, at: usize, seq: bool) -> Skipped {
        let mut memo = self.exprs.take_skip_memo();
        let file = self.file;
        let diags = &mut *self.diags;
        let exprs = &mut *self.exprs;
        let mut report = |s, e| {
            exprs.lexical_error(multi_line_string(file, span(s, e)), diags);
        };
        let skipped = skip(self.text, at, seq, Some(&mut report), &mut memo);
        self.exprs.keep_skip_memo(memo);
        skipped
    }

    /// [`Self::skip`] of a sequence, without reporting newlines.
    fn skip_quietly(&mut self, at: usize) -> Skipped {
        let mut memo = self.exprs.take_skip_memo();
        let skipped = skip(self.text, at, true, None, &mut memo);
        self.exprs.keep_skip_memo(memo);
        skipped
    }

    fn trim_prev(&mut self) {
        if let Some(Piece::Lit(l)) = self.pieces.last_mut() {
            let t = l.text.trim_end_matches(char::is_whitespace);
            if t.len() != l.text.len() {
                l.text = CompactString::from(t);
            }
        }
    }

    fn run(&mut self) -> End {
        let b = self.text.as_bytes();
        let len = b.len();
        let mut i = self.start;
        // The previous piece was literal text (so `${~` may trim it).
        let mut prev_lit = false;
        // The previous sequence ended with `~}`.
        let mut trim_next = false;
        // A heredoc line starts here (the closing marker may follow).
        let mut line_start = true;
        loop {
            // Does the template end here?
            match self.mode {
                Mode::Quoted if i < len && b[i] == b'"' => {
                    self.note_first(span(i, i + 1));
                    return End {
                        token: span(i, i + 1),
                        content: i,
                        next: i + 1,
                    };
                }
                Mode::Heredoc { marker, .. }
                    if line_start
                        && (i == self.start || b.get(i.wrapping_sub(1)) == Some(&b'\n')) =>
                {
                    if let Some(end) = closing_marker(self.text, i, marker) {
                        self.note_first(span(i, end));
                        return End {
                            token: span(i, end),
                            content: i,
                            next: end,
                        };
                    }
                }
                _ => {}
            }
            if i >= len {
                return match self.mode {
                    Mode::Standalone => {
                        self.note_first(span(len, len));
                        End {
                            token: span(len, len),
                            content: len,
                            next: len,
                        }
                    }
                    _ => self.unterminated(span(len, len)),
                };
            }
            let ltrim = std::mem::take(&mut trim_next);
            let can_trim_prev = std::mem::take(&mut prev_lit) && self.skipped == 0;

            let c = b[i];
            if (c == b'$' || c == b'%') && b.get(i + 1) == Some(&b'{') {
                line_start = false;
                let strip_left = b.get(i + 2) == Some(&b'~');
                let open_end = i + 2 + usize::from(strip_left);
                self.note_first(span(i, open_end));
                if strip_left && can_trim_prev {
                    self.trim_prev();
                }
                let (next, right) = if c == b'$' {
                    self.interpolation(i, open_end, strip_left)
                } else {
                    self.directive(i, open_end, strip_left)
                };
                if self.stray {
                    return self.end_after_stray(next);
                }
                trim_next = right;
                i = next;
                continue;
            }

            // Literal text.
            let lit_start = i;
            let (end, text) = match self.mode {
                Mode::Quoted => match self.quoted_piece(i) {
                    Ok(r) => r,
                    Err(Stop::Newline(s, e)) => {
                        let tok = span(s, e);
                        self.exprs
                            .lexical_error(multi_line_string(self.file, tok), self.diags);
                        return self.unterminated(tok);
                    }
                    Err(Stop::Invalid(s, e)) => {
                        let tok = span(s, e);
                        self.exprs
                            .lexical_error(invalid_character(self.file, tok), self.diags);
                        return self.unterminated(tok);
                    }
                },
                Mode::Heredoc { .. }
                    if (c == b'\r' && b.get(i + 1) != Some(&b'\n'))
                        || (matches!(c, b'$' | b'%') && i + 1 == len) =>
                {
                    // The reference's lexer gives up on a lone carriage return in a
                    // heredoc, and on a `$` or `%` that ends the text: the rest of the
                    // text is one invalid token.
                    let tok = span(i, len);
                    self.exprs
                        .lexical_error(invalid_character(self.file, tok), self.diags);
                    return self.unterminated(tok);
                }
                Mode::Standalone if c == b'\r' && b.get(i + 1) != Some(&b'\n') => {
                    // And in a standalone template the rest of the text is literal.
                    (len, CompactString::from(&self.text[i..]))
                }
                _ => self.raw_piece(i),
            };
            self.note_first(span(lit_start, end));
            if matches!(self.mode, Mode::Heredoc { .. }) && b[end - 1] == b'\n' {
                line_start = true;
            }
            let text = if ltrim {
                let t = text.trim_start_matches(char::is_whitespace);
                if t.len() == text.len() {
                    text
                } else {
                    CompactString::from(t)
                }
            } else {
                text
            };
            if self.skipped == 0 {
                self.push_literal(text, span(lit_start, end));
                prev_lit = true;
            }
            i = end;
        }
    }

    /// Adds a literal piece, or appends it to the literal before when nothing can tell
    /// them apart (see [`melds_into`]): a long text of escapes or lone `$` would
    /// otherwise hold a piece for every few bytes.
    fn push_literal(&mut self, text: CompactString, at: Span) {
        let flush = matches!(self.mode, Mode::Heredoc { flush: true, .. });
        if let [.., Piece::Lit(_), Piece::Lit(prev)] = self.pieces.as_mut_slice() {
            if melds_into(&prev.text, &text, flush) {
                prev.text.push_str(&text);
                prev.span.end = at.end;
                return;
            }
        }
        self.pieces.push(Piece::Lit(Literal { text, span: at }));
    }

    /// Reports an unterminated template at the token `tok` and skips to where the
    /// reference's recovery would stop.
    fn unterminated(&mut self, tok: Span) -> End {
        self.note_first(tok);
        if !self.quiet() {
            let first = self.first.unwrap_or(tok);
            self.error_in(
                "Unterminated template string",
                "No closing marker was found for the string.",
                tok,
                first.to(tok),
            );
        }
        self.enter_recovery();
        let len = self.text.len();
        let eof = End {
            token: span(len, len),
            content: tok.start as usize,
            next: len,
        };
        if self.mode != Mode::Quoted {
            return eof;
        }
        match self.skip(tok.end as usize, false) {
            Skipped::Quote(k) => End {
                token: span(k - 1, k),
                content: tok.start as usize,
                next: k,
            },
            _ => eof,
        }
    }

    /// A literal piece of a heredoc or standalone template starting at `i`.
    fn raw_piece(&self, i: usize) -> (usize, CompactString) {
        let end = raw_token_end(self.text.as_bytes(), i);
        // `$${` and `%%{` stand for `${` and `%{`.
        let from = if dollar_piece(self.text.as_bytes(), i) == Some(3) {
            i + 1
        } else {
            i
        };
        (end, CompactString::from(&self.text[from..end]))
    }

    /// A literal piece of a quoted template starting at `i`, escapes decoded.
    fn quoted_piece(&mut self, i: usize) -> Result<(usize, CompactString), Stop> {
        let text = self.text;
        let b = text.as_bytes();
        if matches!(b[i], b'\n' | b'\r') {
            // A run of newlines is one token to the reference's scanner.
            let run = b[i..]
                .iter()
                .take_while(|&&c| c == b'\n' || c == b'\r')
                .count();
            return Err(Stop::Newline(i, i + run));
        }
        if matches!(b[i], b'$' | b'%') && i + 1 == b.len() {
            return Err(Stop::Invalid(i, i + 1));
        }
        if let Some(n) = dollar_piece(b, i) {
            let s = &text[i..i + n];
            // `$${` and `%%{` stand for `${` and `%{`.
            let s = if n == 3 { &s[1..] } else { s };
            return Ok((i + n, CompactString::from(s)));
        }
        let mut decoded: Option<String> = None;
        let mut seg = i;
        let mut k = i;
        while k < b.len() {
            match b[k] {
                b'"' | b'\n' | b'\r' | b'$' | b'%' => break,
                b'\\' => {
                    if matches!(b.get(k + 1), None | Some(b'\n' | b'\r')) {
                        if k == i {
                            return Err(Stop::Invalid(k, k + 1));
                        }
                        break;
                    }
                    let out = decoded.get_or_insert_with(String::new);
                    out.push_str(&text[seg..k]);
                    k = self.escape(k, out);
                    seg = k;
                }
                _ => k += 1,
            }
        }
        let value = match decoded {
            Some(mut out) => {
                out.push_str(&text[seg..k]);
                CompactString::from(out)
            }
            None => CompactString::from(&text[i..k]),
        };
        Ok((k, value))
    }

    /// Decodes the escape sequence whose backslash is at `k` (a character follows it)
    /// into `out`; returns the offset after it.
    fn escape(&mut self, k: usize, out: &mut String) -> usize {
        let text = self.text;
        let b = text.as_bytes();
        let sel = text[k + 1..].chars().next().unwrap_or('\\');
        let simple = match sel {
            'n' => Some('\n'),
            'r' => Some('\r'),
            't' => Some('\t'),
            '"' => Some('"'),
            '\\' => Some('\\'),
            _ => None,
        };
        if let Some(c) = simple {
            out.push(c);
            return k + 2;
        }
        if sel == 'u' || sel == 'U' {
            let want = if sel == 'u' { 4 } else { 8 };
            let mut n = 0;
            while n < want && b.get(k + 2 + n).is_some_and(u8::is_ascii_hexdigit) {
                n += 1;
            }
            let end = k + 2 + n;
            let raw = &text[k..end];
            if n != want {
                let detail = if sel == 'u' {
                    "The \\u escape sequence must be followed by four hexadecimal digits."
                } else {
                    "The \\U escape sequence must be followed by eight hexadecimal digits."
                };
                self.error("Invalid escape sequence", detail, span(k, end));
                out.push_str(raw);
                return end;
            }
            let v = u32::from_str_radix(&text[k + 2..end], 16).unwrap_or(u32::MAX);
            match char::from_u32(v) {
                Some(c) => out.push(c),
                None => {
                    self.error(
                        "Invalid escape sequence",
                        format!("Cannot encode character U+{v:04x} in UTF-8."),
                        span(k, end),
                    );
                    out.push_str(raw);
                }
            }
            return end;
        }
        let end = k + 1 + sel.len_utf8();
        // One a backslash and a letter: the detail is made only for one kept.
        let file = self.file;
        self.diags.push_with(|| {
            let detail = format!(
                "The symbol {} is not a valid escape sequence selector.",
                go_quote(&text[k + 1..end])
            );
            Diagnostic::error(
                "Invalid escape sequence",
                detail,
                Some(file.range(span(k, end))),
            )
        });
        out.push(sel);
        end
    }

    /// The closing `}` or `~}` at `j`: its end and whether it strips.
    fn close_at(&self, j: usize) -> Option<(usize, bool)> {
        let rest = self.text.get(j..)?;
        if rest.starts_with('}') {
            Some((j + 1, false))
        } else if rest.starts_with("~}") {
            Some((j + 2, true))
        } else {
            None
        }
    }

    /// Like [`Self::close_at`] for the sequence whose content starts at `content`, but
    /// `None` when the `}` at `j` only closes a brace opened inside the sequence (a
    /// `%{` there is `%` and `{` to the reference's scanner, which counts braces).
    /// A `~}` always ends the sequence to the reference's parser; one that closes an inner
    /// brace leaves its scanner inside the sequence, so the template ends as after a
    /// stray `~}` (see [`Self::end_after_stray`]).
    fn seq_close_at(&mut self, content: usize, j: usize) -> Option<(usize, bool)> {
        let close = self.close_at(j)?;
        if !self.text[content..j].contains('{') {
            return Some(close);
        }
        let real = self.skip_quietly(content);
        if close.1 {
            self.stray |= real == Skipped::Stray(close.0);
            return Some(close);
        }
        match real {
            Skipped::Closed(k) | Skipped::Stray(k) if k <= close.0 => Some(close),
            Skipped::Quote(_) => Some(close),
            _ => None,
        }
    }

    /// Recovery from `j` inside the sequence whose content starts at `content`: to its
    /// closing brace as the reference's scanner finds it, counting the braces opened
    /// before `j` too.
    fn recover_seq_after(&mut self, content: usize, j: usize) -> usize {
        let from = match self.skip_quietly(content) {
            Skipped::Closed(k) | Skipped::Stray(k) if k > j => content,
            Skipped::Eof => content,
            _ => j,
        };
        self.recover_seq(from)
    }

    /// `${ expr }` opening at `open`; returns where to continue and whether `~}` closed it.
    fn interpolation(&mut self, open: usize, after: usize, strip_left: bool) -> (usize, bool) {
        let at = self.exprs.skip_trivia(after);
        let (expr, end) = self.exprs.parse_expr(at, self.diags);
        let j = self.exprs.skip_trivia(end.max(at));
        let (next, right) = match self.seq_close_at(after, j) {
            Some(c) => c,
            None => {
                if !self.quiet() {
                    self.interpolation_error(j);
                }
                (self.recover_seq_after(after, j), false)
            }
        };
        if self.skipped > 0 {
            return (next, right);
        }
        self.pieces.push(Piece::Interp(Interpolation {
            expr,
            strip: Strip {
                left: strip_left,
                right,
            },
            span: span(open, next),
        }));
        (next, right)
    }

    fn interpolation_error(&mut self, j: usize) {
        let len = self.text.len();
        let first = self.first.unwrap_or(span(j, j));
        if j >= len {
            self.error(
                "Unclosed template interpolation sequence",
                "There is no closing brace for this interpolation sequence before the end of the file. This might be caused by incorrect nesting inside the given expression.",
                first,
            );
            return;
        }
        let b = self.text.as_bytes()[j];
        if b == b'"' && self.mode == Mode::Quoted {
            self.error(
                "Unclosed template interpolation sequence",
                "There is no closing brace for this interpolation sequence before the end of the quoted template. This might be caused by incorrect nesting inside the given expression.",
                first,
            );
            return;
        }
        let tok = span(j, token_end(self.text, j));
        let ctx = span(self.start, tok.end as usize);
        if b == b':' {
            self.error_in(
                "Extra characters after interpolation expression",
                "Template interpolation doesn't expect a colon at this location. Did you intend this to be a literal sequence to be processed as part of another language? If so, you can escape it by starting with \"$${\" instead of just \"${\".",
                tok,
                ctx,
            );
        } else {
            self.error_in(
                "Extra characters after interpolation expression",
                "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".",
                tok,
                ctx,
            );
        }
    }

    /// The end of the first token after a directive's head that starts at `head` and
    /// whose expression ended at `end` (`j` after trivia). Usually an expression token at
    /// `j`; but when the head's expression ran past the sequence's closing brace (as a
    /// broken parenthesis or index does), the reference's scanner has gone back to the
    /// template and the token is the template text at `end`.
    fn next_token_end(&mut self, head: usize, end: usize, j: usize) -> usize {
        let in_template = self.close_at(j).is_none()
            && matches!(self.skip_quietly(head), Skipped::Closed(k) if k <= end);
        if in_template {
            self.template_token_end(end)
        } else {
            token_end(self.text, j)
        }
    }

    /// The end of the template-mode token at `i`: a closing quote or marker, a sequence
    /// opener, or a run of literal text.
    fn template_token_end(&self, i: usize) -> usize {
        if i >= self.text.len() {
            return self.text.len();
        }
        text_token(self.text, self.mode, i).0
    }

    /// The token at `at` (after trivia): its span.
    fn token(&self, at: usize) -> Span {
        span(at, token_end(self.text, at))
    }

    fn for_error(&mut self, detail: &str, at: usize) {
        if !self.quiet() {
            let tok = self.token(at);
            self.error("Invalid 'for' directive", detail, tok);
        }
    }

    /// The names, `in` and collection of a `for` directive after its keyword; the
    /// collection and the offset of the token after it, or where the syntax broke.
    #[allow(clippy::type_complexity)]
    fn for_head(
        &mut self,
        kw_end: usize,
    ) -> Result<(Option<Binding>, Binding, P::Expr, usize), usize> {
        let text = self.text;
        let binding = |s: usize, e: usize| Binding {
            name: CompactString::from(&text[s..e]),
            span: span(s, e),
        };
        let p = self.exprs.skip_trivia(kw_end);
        let Some(e) = ident_end(text, p) else {
            self.for_error("For directive requires variable name after 'for'.", p);
            return Err(p);
        };
        let mut value = binding(p, e);
        let mut key = None;
        let mut q = self.exprs.skip_trivia(e);
        if text.as_bytes().get(q) == Some(&b',') {
            let r = self.exprs.skip_trivia(q + 1);
            let Some(e2) = ident_end(text, r) else {
                self.for_error("For directive requires value variable name after comma.", r);
                return Err(r);
            };
            key = Some(std::mem::replace(&mut value, binding(r, e2)));
            q = self.exprs.skip_trivia(e2);
        }
        if ident_end(text, q) != Some(q + 2) || &text[q..q + 2] != "in" {
            self.for_error("For directive requires 'in' keyword after names.", q);
            return Err(q);
        }
        let at = self.exprs.skip_trivia(q + 2);
        let (coll, end) = self.exprs.parse_expr(at, self.diags);
        Ok((key, value, coll, end.max(at)))
    }

    /// `%{ … }` opening at `open`; returns where to continue and whether `~}` closed it.
    fn directive(&mut self, open: usize, after: usize, strip_left: bool) -> (usize, bool) {
        let k = self.exprs.skip_trivia(after);
        let Some(kw_end) = ident_end(self.text, k) else {
            if !self.quiet() {
                let tok = self.token(k);
                self.error_in(
                    "Invalid template directive",
                    "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.",
                    tok,
                    span(open, tok.end as usize),
                );
            }
            return (self.recover_seq(k), false);
        };
        let kw = &self.text[k..kw_end];
        enum Head<E> {
            If(E),
            For(Option<Binding>, Binding, E),
            Ctrl(Ctrl),
        }
        let (head, end) = match kw {
            "if" => {
                let at = self.exprs.skip_trivia(kw_end);
                let (cond, end) = self.exprs.parse_expr(at, self.diags);
                (Head::If(cond), end.max(at))
            }
            "else" => (Head::Ctrl(Ctrl::Else), kw_end),
            "endif" => (Head::Ctrl(Ctrl::EndIf), kw_end),
            "endfor" => (Head::Ctrl(Ctrl::EndFor), kw_end),
            "for" => match self.for_head(kw_end) {
                Ok((key, value, coll, end)) => (Head::For(key, value, coll), end),
                Err(stop) => return (self.recover_seq(stop), false),
            },
            _ => {
                if !self.quiet() {
                    let suggestion = suggest(kw)
                        .map(|s| format!(" Did you mean \"{s}\"?"))
                        .unwrap_or_default();
                    let detail = format!(
                        "{} is not a valid template control keyword.{suggestion}",
                        go_quote(kw)
                    );
                    self.error_in(
                        "Invalid template control keyword",
                        detail,
                        span(k, kw_end),
                        span(open, kw_end),
                    );
                }
                return (self.recover_seq(kw_end), false);
            }
        };
        let j = self.exprs.skip_trivia(end);
        let seq = span(open, self.next_token_end(k, end, j));
        let (next, right) = match self.seq_close_at(after, j) {
            Some(c) => c,
            None => {
                if !self.quiet() {
                    let tok = self.token(j);
                    self.error_in(
                        &format!("Extra characters in {kw} marker"),
                        "Expected a closing brace to end the sequence, but found extra characters.",
                        tok,
                        span(self.start, tok.end as usize),
                    );
                }
                (self.recover_seq_after(after, j), false)
            }
        };
        let strip = Strip {
            left: strip_left,
            right,
        };
        // Input is refused past `u32::MAX` bytes, as for spans.
        let next32 = u32::try_from(next).unwrap_or(u32::MAX);
        let piece = match head {
            Head::If(cond) => Piece::If {
                cond,
                span: seq,
                body: next32,
                strip,
            },
            Head::For(key, value, coll) => Piece::For {
                bindings: Box::new((key, value)),
                coll,
                span: seq,
                body: next32,
                strip,
            },
            Head::Ctrl(kind) => Piece::Ctrl {
                kind,
                span: seq,
                body: next32,
                strip,
            },
        };
        self.push_directive(piece);
        (next, right)
    }

    /// Records a directive piece, keeping the nesting within the embedding's bound: an
    /// `if` or `for` enters a level and its `endif` or `endfor` leaves it. A directive
    /// that would go too deep is skipped with all it contains, up to its closing
    /// directive. (An `else` that the tree step finds out of place also ends its
    /// directive there; counting it as still open only makes the bound stricter on such
    /// broken input.)
    fn push_directive(&mut self, piece: Piece<P::Expr>) {
        match &piece {
            Piece::If { span, .. } | Piece::For { span, .. } => {
                if self.skipped > 0 {
                    self.skipped += 1;
                    return;
                }
                if !self.exprs.enter(*span, self.diags) {
                    self.skipped = 1;
                    self.enter_recovery();
                    return;
                }
                self.levels += 1;
            }
            Piece::Ctrl { kind, .. } => {
                if self.skipped > 0 {
                    if *kind != Ctrl::Else {
                        self.skipped -= 1;
                    }
                    return;
                }
                if *kind != Ctrl::Else && self.levels > 0 {
                    self.levels -= 1;
                    self.exprs.leave();
                }
            }
            Piece::Lit(_) | Piece::Interp(_) => {}
        }
        self.pieces.push(piece);
    }
}

/// Whether literal text `next` may be appended to the literal piece `prev` that follows
/// another literal piece, with no one able to tell: the template keeps two or more
/// literal parts (a template of one literal part is a plain string, of two it is not),
/// a strip marker after `next` trims the same text (`next` has a non-space character,
/// or `prev` ends with none, so the trailing spaces are all `next`'s own), and in a
/// flush heredoc (`flush`) `next` starts no line and adds nothing to the indentation
/// of a line `prev` starts.
fn melds_into(prev: &str, next: &str, flush: bool) -> bool {
    let all_space = next.trim_end_matches(char::is_whitespace).is_empty();
    if all_space && prev.ends_with(char::is_whitespace) {
        return false;
    }
    if !flush {
        return true;
    }
    let starts_line = prev.ends_with('\n');
    let adds_indentation = prev.trim_start_matches(char::is_whitespace).is_empty()
        && next.starts_with(char::is_whitespace);
    !(starts_line || adds_indentation)
}

fn invalid_character(file: &SourceFile, tok: Span) -> Diagnostic {
    Diagnostic::error(
        "Invalid character",
        "This character is not used within the language.",
        Some(file.range(tok)),
    )
}

fn multi_line_string(file: &SourceFile, tok: Span) -> Diagnostic {
    Diagnostic::error(
        "Invalid multi-line string",
        "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.",
        Some(file.range(tok)),
    )
}

/// The reference's suggestion for a mistyped directive keyword: the first keyword within
/// an edit distance of 2.
fn suggest(given: &str) -> Option<&'static str> {
    ["if", "for", "else", "endif", "endfor"]
        .into_iter()
        .find(|kw| levenshtein(given, kw) < 3)
}

/// Edit distance between two strings, counted in characters.
fn levenshtein(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = if ca == cb {
                diag
            } else {
                1 + diag.min(up).min(row[j])
            };
            diag = up;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod size_tests {
    use super::*;

    #[test]
    fn literal_pieces_meld_only_where_strip_markers_and_flush_cannot_tell() {
        // A strip marker after the melded piece trims the same spaces.
        assert!(melds_into("a", " ", false));
        assert!(!melds_into("a ", " ", false));
        assert!(melds_into("a ", "b ", false));
        // A flush heredoc keeps line-leading pieces and their indentation.
        assert!(melds_into("a\n", "b", false));
        assert!(!melds_into("a\n", "b", true));
        assert!(!melds_into("  ", " b", true));
        assert!(melds_into("  ", "$", true));
        assert!(melds_into("  x", " b", true));
    }

    #[test]
    fn a_piece_is_no_larger_than_a_literal_and_a_few_words() {
        // Millions of escapes make millions of literal pieces (issue 29, defect 7).
        // It was 104 bytes with the `for` bindings inline, 48 with a 64-bit position.
        // No larger than a part, a template without directives makes its parts in the
        // pieces' own buffer.
        let size = std::mem::size_of::<Piece<[u64; 2]>>();
        assert!(size <= 40, "{size}");
        assert!(size >= std::mem::size_of::<crate::Part<[u64; 2]>>());
    }
}
