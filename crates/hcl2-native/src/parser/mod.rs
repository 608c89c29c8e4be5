//! The recursive-descent parser: a one-token lookahead over the on-demand lexer, a stack
//! saying whether newlines matter, and the reference's recovery rules.
//!
//! Recovery follows the reference: after a syntax error the parser skips to the next
//! sensible point (the closing bracket of the construct, or the end of the body item's
//! line) and from then on stays quiet about follow-on errors, so one mistake gives one
//! diagnostic.

mod body;
mod counted;
pub(crate) mod deferred;
mod embed;
mod expr;
mod lexical;
mod names;
mod scratch;
mod traversal;

use hcl2_core::{Diagnostic, ParseDiagnostics, ParseOptions, Range, SourceFile, Span};

use crate::lexer::{next_token, scan_token, Bad, Tok, Token};
use embed::Sequence;
use hcl2_scratch::Reusable;
pub(crate) use lexical::ScanStart;
use lexical::{lexical_diagnostics, lexically_clean};
use scratch::Scratch;

use crate::ast::Nodes;

/// How deeply blocks, brackets, templates and operators may nest before the parser stops
/// descending and reports an error (the reference has no limit and overflows its stack).
pub const MAX_NESTING_DEPTH: usize = 128;

/// The newline modes, as bits of [`Peeked::modes`]: where newlines are skipped, and
/// where they are tokens.
const SKIPPING: u8 = 1;
const KEEPING: u8 = 2;

/// The token after the read position, scanned ahead.
#[derive(Clone, Copy)]
struct Peeked {
    token: Token,
    /// Which newline modes it is the next token for (none: nothing is scanned ahead):
    /// scanned where newlines are skipped, it is also the next token where they matter
    /// if the scan skipped no newline or comment; scanned where they matter, it is also
    /// the next token where they are skipped unless it is a newline.
    modes: u8,
}

impl Peeked {
    const NONE: Peeked = Peeked {
        token: Token {
            kind: Tok::Eof,
            span: Span::empty(0),
        },
        modes: 0,
    };
}

pub(crate) struct Parser<'a> {
    file: &'a SourceFile,
    src: &'a str,
    /// The read position: the byte offset after the last token read.
    pos: usize,
    peeked: Peeked,
    /// The span of the last token read.
    prev: Span,
    /// The newline mode here ([`SKIPPING`] or [`KEEPING`]): the last of the newline stack,
    /// kept at hand for [`Parser::peek`].
    mode: u8,
    /// Parser diagnostics, kept up to the parse's limit.
    pub diags: ParseDiagnostics,
    /// The parse's options (the lexical scan keeps diagnostics by them too).
    options: &'a ParseOptions,
    /// What the text starts in, for the lexical scan (see [`Parser::finish`]).
    start: ScanStart,
    /// Set once the parser meets anything a lexical diagnostic may come from: an
    /// invalid token, a lexical error in a template, an invalid byte, a skipped template.
    lexical_doubt: bool,
    /// Set once the parser scans the end of the text outside any template (from the
    /// start for a standalone template, whose parser always reads to the end).
    at_end: bool,
    /// Offsets of the input's invalid UTF-8 bytes (spaces in the text), sorted.
    invalid_bytes: Vec<usize>,
    /// Set after the first syntax error: follow-on errors are not reported.
    recovery: bool,
    /// While the parser reads an expression inside a template sequence: how the
    /// reference's scanner reads the text from here.
    seq: Option<Sequence<'a>>,
    depth: usize,
    depth_reported: bool,
    /// The stacks nodes collect their items on, and whether newlines are tokens
    /// (innermost last; empty: they are).
    scratch: Scratch,
    /// Where the template sequences that recovery skipped close (see
    /// `hcl2_template::ExprParser::take_skip_memo`).
    pub(crate) skip_memo: hcl2_template::SkipMemo,
    /// Every node built so far.
    pub(crate) nodes: Nodes,
    /// Whether expressions are kept as their text where they may be (see
    /// [`deferred`]).
    defer: bool,
    /// Whether `nodes` came with room from a tree dropped earlier on this thread: a
    /// loop that parses and drops keeps that room for the next parse, while a tree
    /// parsed into new vectors is likely kept, and gives its spare room back.
    nodes_recycled: bool,
}

impl<'a> Parser<'a> {
    /// A parser over `file`, whose text starts in `start` syntax.
    ///
    /// The reference scans the whole text into tokens before parsing, which finds the
    /// lexical diagnostics and where tokens break, which columns may depend on. Here
    /// the file is told how to find its breaks when a position first needs them, and
    /// the lexical scan is left to [`Parser::finish`], which skips it when the parse
    /// shows it would find nothing.
    pub(crate) fn new(
        file: &'a SourceFile,
        start: ScanStart,
        options: &'a ParseOptions,
    ) -> Parser<'a> {
        let src = file.text();
        file.find_token_breaks_with(start.token_breaks());
        let mut nodes = Nodes::new();
        let nodes_recycled = nodes.has_room();
        nodes.reserve_for_text(src.len());
        Parser {
            file,
            src,
            pos: 0,
            peeked: Peeked::NONE,
            prev: Span::empty(0),
            mode: KEEPING,
            diags: ParseDiagnostics::new(options),
            options,
            start,
            lexical_doubt: false,
            at_end: start == ScanStart::Template,
            invalid_bytes: Vec::new(),
            recovery: false,
            seq: None,
            depth: 0,
            depth_reported: false,
            scratch: Scratch::lend(),
            skip_memo: hcl2_template::SkipMemo::default(),
            nodes,
            nodes_recycled,
            defer: deferred::defers(src.len(), options),
        }
    }

    /// All diagnostics: lexical ones (from a scan of the whole text) first, as the
    /// reference orders them, then the parser's, kept up to the parse's limit.
    ///
    /// The lexical scan is not needed when the parse read the whole text (it reached
    /// the end, and neither reported nor recovered from anything, so it skipped
    /// nothing and read every token the scan would) and met nothing the scan reports:
    /// no invalid token where expressions are read, no lexical error in template text
    /// (a newline or stray backslash in a quoted string, a lone carriage return in a
    /// heredoc), no invalid byte. The scan can report nothing else, and it is run
    /// whenever any of that fails. The nodes built come with them.
    pub(crate) fn finish(self) -> (ParseDiagnostics, Nodes) {
        self.scratch.give_back();
        let mut all = ParseDiagnostics::new(self.options);
        if self.lexical_doubt || self.recovery || !self.at_end || self.diags.found() > 0 {
            lexical_diagnostics(self.file, self.start, &mut all);
        } else {
            debug_assert!(
                lexically_clean(self.src, self.start),
                "a clean parse of {:?} skipped lexical diagnostics",
                self.src
            );
        }
        all.append(self.diags);
        let mut nodes = self.nodes;
        if !self.nodes_recycled {
            nodes.shrink_to_fit();
        }
        (all, nodes)
    }

    /// Notes that the parser met something a lexical diagnostic may come from, so
    /// [`Parser::finish`] runs the lexical scan.
    pub(crate) fn doubt_lexically(&mut self) {
        self.lexical_doubt = true;
    }

    pub(crate) fn range(&self, span: Span) -> Range {
        self.file.range(span)
    }

    pub(crate) fn text(&self, span: Span) -> &'a str {
        let src: &'a str = self.src;
        src.get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }

    pub(crate) fn push_newlines(&mut self, matter: bool) {
        self.scratch.newlines.push(matter);
        self.mode = if matter { KEEPING } else { SKIPPING };
    }

    pub(crate) fn pop_newlines(&mut self) {
        self.scratch.newlines.pop();
        self.mode = if self.scratch.newlines.last().copied().unwrap_or(true) {
            KEEPING
        } else {
            SKIPPING
        };
    }

    /// Tells the parser where the input had invalid UTF-8 bytes (which the text holds
    /// as spaces): where a token could start, such a byte is an invalid token, as the
    /// reference's scanner reads it, so the syntax error that follows is reported at it.
    ///
    /// Such a text keeps no expression as its text ([`deferred`]): reading one again
    /// would need the offsets too.
    pub(crate) fn set_invalid_bytes(&mut self, offsets: Vec<usize>) {
        self.lexical_doubt |= !offsets.is_empty();
        self.defer &= offsets.is_empty();
        self.invalid_bytes = offsets;
    }

    /// The next token, without consuming it.
    #[inline]
    pub(crate) fn peek(&mut self) -> Token {
        if self.peeked.modes & self.mode == 0 {
            self.scan_next(self.mode == KEEPING);
        }
        self.peeked.token
    }

    /// Scans the token after the read position (the part of [`Parser::peek`] that is
    /// not a cache hit).
    #[inline(never)]
    fn scan_next(&mut self, newlines: bool) {
        if self.seq.is_some() || !self.invalid_bytes.is_empty() {
            return self.scan_next_special(newlines);
        }
        let (token, crossed) = scan_token(self.src, self.pos, newlines);
        self.cache_scanned(token, crossed, newlines);
    }

    /// Caches a token [`scan_token`] found, for every newline mode it is the next token
    /// in (see [`Peeked::modes`]).
    #[inline(always)]
    fn cache_scanned(&mut self, token: Token, crossed: bool, newlines: bool) {
        let modes = if newlines {
            KEEPING
                | if token.kind == Tok::Newline {
                    0
                } else {
                    SKIPPING
                }
        } else {
            SKIPPING | if crossed { 0 } else { KEEPING }
        };
        match token.kind {
            Tok::Invalid(_) => self.lexical_doubt = true,
            Tok::Eof if self.seq.is_none() => self.at_end = true,
            _ => {}
        }
        self.peeked = Peeked { token, modes };
    }

    /// [`Parser::scan_next`] inside a template sequence, or in text that had invalid
    /// bytes. The token is cached for the current newline mode only.
    #[cold]
    fn scan_next_special(&mut self, newlines: bool) {
        let here = self.pos;
        if let Some(seq) = self.seq {
            if !seq.in_text() && self.invalid_bytes.is_empty() {
                // An expression token, scanned as anywhere else but for the sequence's
                // closing brace.
                let (mut token, crossed) = scan_token(self.src, here, newlines);
                token.kind = seq.kind(token.kind);
                return self.cache_scanned(token, crossed, newlines);
            }
            if let Some(token) = seq.text_token(self.src, here) {
                self.peeked = Peeked {
                    token,
                    modes: SKIPPING | KEEPING,
                };
                return;
            }
        }
        let mut token = next_token(self.src, here, newlines);
        match token.kind {
            Tok::Invalid(_) => self.lexical_doubt = true,
            Tok::Eof if self.seq.is_none() => self.at_end = true,
            _ => {}
        }
        if let Some(seq) = self.seq {
            token.kind = seq.kind(token.kind);
        }
        if !self.invalid_bytes.is_empty() {
            let i = self.invalid_bytes.partition_point(|&b| b < here);
            if let Some(&bad) = self.invalid_bytes.get(i) {
                let blank =
                    |c: &u8| matches!(c, b' ' | b'\t') || (!newlines && matches!(c, b'\n' | b'\r'));
                if bad < token.span.start as usize
                    && self.src.as_bytes()[here..bad].iter().all(blank)
                {
                    token = Token {
                        kind: Tok::Invalid(Bad::Other),
                        span: Span::from_usize(bad, bad + 1),
                    };
                }
            }
        }
        // Field by field: a store of the whole, assembled on the stack from narrower
        // writes, stalled the load that forwards them.
        self.peeked.token.kind = token.kind;
        self.peeked.token.span = token.span;
        self.peeked.modes = if newlines { KEEPING } else { SKIPPING };
    }

    /// Consumes the next token. A quote or heredoc opener consumed here (rather than by
    /// the expression parser) takes its whole template with it, as the reference's
    /// token stream would.
    #[inline(always)]
    pub(crate) fn read(&mut self) -> Token {
        let tok = self.take();
        if matches!(tok.kind, Tok::OQuote | Tok::OHeredoc) {
            self.skip_template(tok);
        }
        tok
    }

    /// Consumes the next token only (a template opener's content stays unread).
    #[inline]
    pub(crate) fn take(&mut self) -> Token {
        let tok = self.peek();
        self.peeked = Peeked::NONE;
        self.pos = tok.span.end as usize;
        self.prev = tok.span;
        if let Some(seq) = &mut self.seq {
            if !seq.advance(tok.kind) {
                self.seq = None;
            }
        }
        tok
    }

    /// The span of the last token read (the reference's `PrevRange`).
    pub(crate) fn prev(&self) -> Span {
        self.prev
    }

    /// Moves the read position forward (or back) to byte `offset`.
    pub(crate) fn seek(&mut self, offset: usize) {
        self.peeked = Peeked::NONE;
        self.pos = offset.min(self.src.len());
    }

    pub(crate) fn error(&mut self, summary: &str, detail: impl Into<String>, subject: Span) {
        let file = self.file;
        self.diags
            .push_with(|| Diagnostic::error(summary, detail, Some(file.range(subject))));
    }

    /// [`Parser::error`] with a detail made only when the error is kept (see
    /// [`ParseDiagnostics::push_with`]): for errors input can hold one of every few bytes.
    pub(crate) fn error_with(
        &mut self,
        summary: &str,
        detail: impl FnOnce() -> String,
        subject: Span,
    ) {
        let file = self.file;
        self.diags
            .push_with(|| Diagnostic::error(summary, detail(), Some(file.range(subject))));
    }

    pub(crate) fn error_ctx(
        &mut self,
        summary: &str,
        detail: impl Into<String>,
        subject: Span,
        context: Span,
    ) {
        let file = self.file;
        self.diags.push_with(|| {
            Diagnostic::error(summary, detail, Some(file.range(subject)))
                .with_context(file.range(context))
        });
    }

    /// How many errors were reported so far, kept or not (so recovery decisions that
    /// compare it never depend on the limit).
    pub(crate) fn error_count(&self) -> usize {
        self.diags.found()
    }

    pub(crate) fn set_recovery(&mut self) {
        self.recovery = true;
    }

    pub(crate) fn recovering(&self) -> bool {
        self.recovery
    }

    /// Enters one nesting level; false (with an error, once) past the maximum depth.
    #[inline]
    pub(crate) fn enter(&mut self, at: Span) -> bool {
        if self.depth >= MAX_NESTING_DEPTH {
            self.too_deep(at);
            return false;
        }
        self.depth += 1;
        true
    }

    /// Reports (once) that nesting went past the maximum depth, and starts recovery.
    #[cold]
    fn too_deep(&mut self, at: Span) {
        if !self.depth_reported {
            self.depth_reported = true;
            self.error(
                "Nesting too deep",
                format!(
                    "This construct is nested more than {MAX_NESTING_DEPTH} levels deep, \
                     which is more than this parser accepts."
                ),
                at,
            );
        }
        self.recovery = true;
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Leaves `levels` nesting levels at once (the links of a finished chain).
    pub(crate) fn leave_levels(&mut self, levels: usize) {
        self.depth -= levels;
    }

    /// The closing bracket for an opening one, and the reverse.
    fn opposite(kind: Tok) -> Option<Tok> {
        Some(match kind {
            Tok::OBrace => Tok::CBrace,
            Tok::CBrace => Tok::OBrace,
            Tok::OBrack => Tok::CBrack,
            Tok::CBrack => Tok::OBrack,
            Tok::OParen => Tok::CParen,
            Tok::CParen => Tok::OParen,
            _ => return None,
        })
    }

    /// Skips to the `end` bracket that closes the current construct (counting nested
    /// pairs of the same kind) or to the end of the input, and returns that token.
    pub(crate) fn recover(&mut self, end: Tok) -> Token {
        let start = Self::opposite(end);
        self.recovery = true;
        let mut nest = 0usize;
        loop {
            let tok = self.read();
            if Some(tok.kind) == start {
                nest += 1;
            } else if tok.kind == end {
                if nest == 0 {
                    return tok;
                }
                nest -= 1;
            } else if tok.kind == Tok::Eof {
                return tok;
            }
        }
    }

    /// Skips past the next group opened by `open` (up to its closing bracket), or to the
    /// end of the input.
    pub(crate) fn recover_over(&mut self, open: Tok) {
        loop {
            let tok = self.read();
            if tok.kind == open || tok.kind == Tok::Eof {
                break;
            }
        }
        if let Some(close) = Self::opposite(open) {
            self.recover(close);
        }
    }

    /// Skips to the end of the current body item: the next newline outside any
    /// brackets, or the end of the input.
    pub(crate) fn recover_after_body_item(&mut self) {
        self.recovery = true;
        let mut open: Vec<Tok> = Vec::new();
        loop {
            let tok = self.read();
            match tok.kind {
                Tok::Newline if open.is_empty() => return,
                Tok::Eof => return,
                Tok::OBrace | Tok::OBrack | Tok::OParen => open.push(tok.kind),
                Tok::CBrace | Tok::CBrack | Tok::CParen => {
                    let opener = Self::opposite(tok.kind);
                    while let Some(&top) = open.last() {
                        if Some(top) == opener {
                            break;
                        }
                        open.pop();
                    }
                    open.pop();
                }
                _ => {}
            }
        }
    }
}
