//! A toy embedding language for exercising the template parser: identifiers, numbers
//! and quoted templates (parsed recursively), with `#`, `//` and `/* */` comments. It
//! reports errors like the reference's expression parser does for these cases and keeps
//! the reference's single recovery flag.
#![allow(dead_code)]

use hcl2_core::{Diagnostic, Diagnostics, ParseDiagnostics, ParseOptions, SourceFile, Span};
use hcl2_template::{parse, ExprParser, Mode, Template};

#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Var(String, Span),
    Num(Span),
    Str(Box<Template<Expr>>, Span),
    Missing(Span),
}

impl Expr {
    pub fn span(&self) -> Span {
        match self {
            Expr::Var(_, s) | Expr::Num(s) | Expr::Str(_, s) | Expr::Missing(s) => *s,
        }
    }
}

pub struct Toy<'a> {
    pub file: &'a SourceFile,
    pub recovering: bool,
    /// Directive nesting entered so far.
    pub depth: usize,
}

/// How deeply the toy lets template directives nest.
pub const TOY_MAX_DEPTH: usize = 32;

impl<'a> Toy<'a> {
    pub fn new(file: &'a SourceFile) -> Toy<'a> {
        Toy {
            file,
            recovering: false,
            depth: 0,
        }
    }
}

fn ident_char(c: char, first: bool) -> bool {
    c == '_' || c.is_alphabetic() || (!first && (c.is_alphanumeric() || c == '-'))
}

impl ExprParser for Toy<'_> {
    type Expr = Expr;

    fn parse_expr(&mut self, at: usize, diags: &mut ParseDiagnostics) -> (Expr, usize) {
        let text = self.file.text();
        let rest = &text[at.min(text.len())..];
        let Some(c) = rest.chars().next() else {
            if !self.recovering {
                diags.push(Diagnostic::error(
                    "Missing expression",
                    "Expected the start of an expression, but found the end of the file.",
                    Some(self.file.range(Span::from_usize(at, at))),
                ));
            }
            self.recovering = true;
            return (Expr::Missing(Span::from_usize(at, at)), at);
        };
        if ident_char(c, true) {
            let n = rest
                .char_indices()
                .find(|&(_, c)| !ident_char(c, false))
                .map_or(rest.len(), |(i, _)| i);
            let s = Span::from_usize(at, at + n);
            return (Expr::Var(rest[..n].to_string(), s), at + n);
        }
        if c.is_ascii_digit() {
            let n = rest
                .bytes()
                .position(|b| !b.is_ascii_digit())
                .unwrap_or(rest.len());
            return (Expr::Num(Span::from_usize(at, at + n)), at + n);
        }
        if c == '"' {
            let parsed = parse(self, self.file, at + 1, Mode::Quoted, diags);
            let s = Span::from_usize(at, parsed.end);
            return (Expr::Str(Box::new(parsed.template), s), parsed.end);
        }
        if !self.recovering {
            diags.push(Diagnostic::error(
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                Some(self.file.range(Span::from_usize(at, at + c.len_utf8()))),
            ));
        }
        self.recovering = true;
        (Expr::Missing(Span::from_usize(at, at + c.len_utf8())), at)
    }

    fn skip_trivia(&self, at: usize) -> usize {
        let b = self.file.text().as_bytes();
        let mut i = at;
        while i < b.len() {
            match b[i] {
                b' ' | b'\t' | b'\n' | b'\r' => i += 1,
                b'#' => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1
                    }
                }
                b'/' if b.get(i + 1) == Some(&b'/') => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1
                    }
                }
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    i = match self.file.text()[i + 2..].find("*/") {
                        Some(k) => i + 4 + k,
                        None => b.len(),
                    }
                }
                _ => break,
            }
        }
        i
    }

    fn recovering(&self) -> bool {
        self.recovering
    }

    fn start_recovery(&mut self) {
        self.recovering = true;
    }

    fn enter(&mut self, at: Span, diags: &mut ParseDiagnostics) -> bool {
        if self.depth >= TOY_MAX_DEPTH {
            if !self.recovering {
                diags.push(Diagnostic::error(
                    "Nesting too deep",
                    "Too deep for the toy.",
                    Some(self.file.range(at)),
                ));
            }
            self.recovering = true;
            return false;
        }
        self.depth += 1;
        true
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }
}

/// Parses `src` the way the reference's entry points would: `t` a standalone template,
/// `q` a quoted template (the text starts with `"`), `h` a heredoc (the text starts with
/// `<<ID\n` or `<<-ID\n`).
pub fn parse_src(
    file: &SourceFile,
    kind: &str,
    diags: &mut Diagnostics,
) -> (Template<Expr>, usize) {
    let mut found = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(usize::MAX));
    let (template, end) = parse_with(file, kind, &mut found);
    diags.extend(found.finish());
    (template, end)
}

fn parse_with(
    file: &SourceFile,
    kind: &str,
    diags: &mut ParseDiagnostics,
) -> (Template<Expr>, usize) {
    let mut toy = Toy::new(file);
    let text = file.text();
    let parsed = match kind {
        "q" => parse(&mut toy, file, 1, Mode::Quoted, diags),
        "h" => {
            let flush = text.starts_with("<<-");
            let ms = if flush { 3 } else { 2 };
            let nl = text.find('\n').unwrap_or(text.len());
            let me = if text[..nl].ends_with('\r') {
                nl - 1
            } else {
                nl
            };
            let marker = text[ms..me].to_string();
            parse(
                &mut toy,
                file,
                nl + 1,
                Mode::Heredoc {
                    marker: &marker,
                    flush,
                },
                diags,
            )
        }
        _ => parse(&mut toy, file, 0, Mode::Standalone, diags),
    };
    (parsed.template, parsed.end)
}

fn r(file: &SourceFile, s: Span) -> String {
    let g = file.range(s);
    format!(
        "{}-{}({}:{}-{}:{})",
        g.start.byte, g.end.byte, g.start.line, g.start.column, g.end.line, g.end.column
    )
}

/// The top-level parts in the oracle's `PARTS` notation.
pub fn dump_parts(file: &SourceFile, t: &Template<Expr>) -> String {
    use hcl2_template::Part;
    let parts: Vec<String> = t
        .parts
        .iter()
        .map(|p| match p {
            Part::Literal(l) => format!("L{}{:?}", r(file, l.span), l.text.as_str()),
            Part::Interpolation(i) => match &i.expr {
                Expr::Var(_, s) => format!("X{}", r(file, *s)),
                e => format!("E{}", r(file, e.span())),
            },
            Part::If(d) => format!("IF{}", r(file, d.span)),
            Part::For(d) => format!("FOR{}", r(file, d.span)),
        })
        .collect();
    parts.join(", ")
}

/// The diagnostics in the oracle's notation.
pub fn dump_diags(file: &SourceFile, diags: &Diagnostics) -> Vec<String> {
    let _ = file;
    diags
        .iter()
        .map(|d| {
            let s = d.subject.as_ref().map_or("-".to_string(), |g| {
                format!(
                    "{}-{}({}:{}-{}:{})",
                    g.start.byte,
                    g.end.byte,
                    g.start.line,
                    g.start.column,
                    g.end.line,
                    g.end.column
                )
            });
            let c = d.context.as_ref().map_or(String::new(), |g| {
                format!(
                    " ctx={}-{}({}:{}-{}:{})",
                    g.start.byte,
                    g.end.byte,
                    g.start.line,
                    g.start.column,
                    g.end.line,
                    g.end.column
                )
            });
            format!("DIAG {:?} | {:?} @ {s}{c}", d.summary, d.detail)
        })
        .collect()
}

pub mod eval;
