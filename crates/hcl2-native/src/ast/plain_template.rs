//! Templates of plain text and plain interpolations kept as their source span (issue
//! 29: parsing within a small multiple of the input).
//!
//! A quoted template or heredoc whose content is printable ASCII text (in a quoted
//! template the escapes `\n`, `\t`, `\r`, `\"` and `\\`; in a heredoc tabs and line
//! feeds; a `$` or `%` only where it opens nothing) and interpolations of a variable with
//! up to two attribute steps written tight (`${x}`, `${var.name}`, `${~ local.a.b ~}`)
//! or of a call without arguments written tight (`${uuid()}`, `${p::f()}`), with at
//! least one interpolation, is stored as one inline [`Repr::PlainTemplate`] over
//! its text: a string of a million `${x}` costs sixteen bytes, not a part (40 bytes)
//! and an expression each.
//!
//! [`quoted_end`] and [`heredoc_end`] recognise such a template without allocating. Every expression in it
//! is one the parser keeps inline (a [`Repr::Variable`], [`Repr::AttrPath`] or
//! [`Repr::EmptyCall`]) and the
//! text has no error, so [`read`] rebuilds exactly the template the parser would have
//! stored: it runs the template parser again over the text, with [`Traversals`]
//! reading the interpolations.

use hcl2_core::{ParseDiagnostics, SourceFile, Span};
use hcl2_template::{ExprParser, FlatPart, Mode};

use super::attr_path::AttrPath;
use super::expr::{Constant, Expr, Repr, TemplateExpr, TemplateKind};
use super::plain::keyword_constant;
use crate::lexer::{span, IDENT_CONTINUE};

/// What a plain template is besides its span: quoted or heredoc, and whether it is
/// flat, without strip markers and flush, so that [`flat_parts`] may read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Form {
    /// Quoted or heredoc.
    pub(crate) kind: TemplateKind,
    /// Whether its literal text is its source text between its interpolations (a quoted
    /// template's escapes decoded).
    pub(crate) flat: bool,
}

/// Where the quoted template whose content starts at byte `start` of `src` ends (just
/// after its closing quote), when it is plain (see the module's documentation) and has
/// an interpolation, and whether it is flat (see [`Form`]). `None` for any other.
pub(crate) fn quoted_end(src: &str, start: usize) -> Option<(usize, bool)> {
    let b = src.as_bytes();
    let mut at = start;
    let mut interpolated = false;
    let mut flat = true;
    loop {
        match *b.get(at)? {
            b'"' => return interpolated.then_some((at + 1, flat)),
            b'\\' if matches!(b.get(at + 1)?, b'n' | b't' | b'r' | b'"' | b'\\') => {
                at += 2;
            }
            b'$' if b.get(at + 1) == Some(&b'{') => {
                let end = interpolation_end(b, at + 2)?;
                flat &= !b[at..end].contains(&b'~');
                at = end;
                interpolated = true;
            }
            // A `$` or `%` opening nothing: followed by the closing quote or by plain
            // text that opens nothing.
            b'$' | b'%'
                if matches!(b.get(at + 1)?, b'"') || text_byte(b[at + 1]) && b[at + 1] != b'{' =>
            {
                at += 1
            }
            c if text_byte(c) => at += 1,
            _ => return None,
        }
    }
}

/// Where the heredoc whose content starts at byte `start` of `src` (a line start) and
/// closes with `marker` ends (after the closing marker line's text, not its newline),
/// when it is plain (see the module's documentation) and has an interpolation, and
/// whether it has no strip marker. `None` for any other.
pub(crate) fn heredoc_end(src: &str, start: usize, marker: &str) -> Option<(usize, bool)> {
    let b = src.as_bytes();
    let mut at = start;
    let mut interpolated = false;
    let mut unstripped = true;
    loop {
        if at == start || b[at - 1] == b'\n' {
            if let Some(end) = hcl2_template::tokens::closing_marker(src, at, marker) {
                return (interpolated && b[end] == b'\n').then_some((end, unstripped));
            }
        }
        match *b.get(at)? {
            b'$' if b.get(at + 1) == Some(&b'{') => {
                let end = interpolation_end(b, at + 2)?;
                unstripped &= !b[at..end].contains(&b'~');
                at = end;
                interpolated = true;
            }
            b'$' | b'%' if heredoc_byte(*b.get(at + 1)?) && b[at + 1] != b'{' => at += 1,
            b'\n' => at += 1,
            c if heredoc_byte(c) => at += 1,
            _ => return None,
        }
    }
}

/// Whether `c` is plain heredoc text on a line: printable ASCII or a tab, but for the
/// sequence introducers.
fn heredoc_byte(c: u8) -> bool {
    (matches!(c, b' '..=b'~') || c == b'\t') && !matches!(c, b'$' | b'%')
}

/// Whether `c` is plain quoted-template text: printable ASCII but for the quote, the
/// escape character and the sequence introducers.
fn text_byte(c: u8) -> bool {
    matches!(c, b' '..=b'~') && !matches!(c, b'"' | b'\\' | b'$' | b'%')
}

/// Where the plain interpolation whose `${` ends at `at` ends (after its `}`): an
/// optional `~`, spaces, a plain traversal, spaces, an optional `~`, the `}`.
fn interpolation_end(b: &[u8], at: usize) -> Option<usize> {
    let mut at = at + usize::from(b.get(at) == Some(&b'~'));
    at = spaces_end(b, at);
    let (_, end) = traversal_at(b, at)?;
    at = spaces_end(b, end);
    at += usize::from(b.get(at) == Some(&b'~'));
    (b.get(at) == Some(&b'}')).then_some(at + 1)
}

fn spaces_end(b: &[u8], mut at: usize) -> usize {
    while b.get(at) == Some(&b' ') {
        at += 1;
    }
    at
}

/// The end of the ASCII identifier at `at`, if one starts there.
fn name_end(b: &[u8], at: usize) -> Option<usize> {
    if !matches!(b.get(at)?, b'a'..=b'z' | b'A'..=b'Z' | b'_') {
        return None;
    }
    let len = b[at..]
        .iter()
        .position(|&c| !IDENT_CONTINUE[usize::from(c)])
        .unwrap_or(b.len() - at);
    Some(at + len)
}

/// The traversal or call at `at` of `b` as the parser keeps it inline, and where it
/// ends: a variable (not `true`, `false` or `null`) and up to two attribute steps
/// written tight, or a call without arguments written tight (`f()`, `p::f()`). `None`
/// for anything else, including a third step (the parser stores that).
fn traversal_at(b: &[u8], at: usize) -> Option<(Expr, usize)> {
    let root_end = name_end(b, at)?;
    if matches!(b.get(root_end), Some(b'(' | b':')) {
        return empty_call_at(b, at, root_end);
    }
    if keyword_constant(&b[at..root_end]).is_some() {
        return None;
    }
    let mut expr = Expr(Repr::Variable(span(at, root_end)));
    let mut end = root_end;
    while b.get(end) == Some(&b'.') {
        let next = name_end(b, end + 1)?;
        let name = span(end + 1, next);
        let path = match expr.0 {
            Repr::Variable(root) => AttrPath::attr(root, end as u32, name)?,
            Repr::AttrPath(path) => path.push_attr(end as u32, name)?,
            _ => return None,
        };
        expr = Expr(Repr::AttrPath(path));
        end = next;
    }
    Some((expr, end))
}

/// The call without arguments written tight whose name starts at `at` of `b`, its first
/// part ending at `end`, and where it ends (after its `)`).
fn empty_call_at(b: &[u8], at: usize, mut end: usize) -> Option<(Expr, usize)> {
    while b.get(end..end + 2) == Some(b"::") {
        end = name_end(b, end + 2)?;
    }
    (b.get(end..end + 2) == Some(b"()"))
        .then(|| (Expr(Repr::EmptyCall(span(at, end + 2))), end + 2))
}

/// The traversal (or call) the parser kept from `start` of `b` up to the `}` closing its
/// interpolation (before `limit`), and where that `}` is. The parser checked its names
/// already (see [`traversal_at`]), so one pass notes where its dots and its last name
/// end. An interpolation is short: a byte loop beats starting a vector search.
fn kept_traversal(b: &[u8], start: usize, limit: usize) -> Option<(Expr, usize)> {
    let mut dots = [0; 2];
    let mut steps = 0;
    let mut end = start;
    let mut close = None;
    for (at, &c) in (start..).zip(b.get(start..limit)?) {
        match c {
            b'}' => {
                close = Some(at);
                break;
            }
            b'.' if steps < 2 => {
                dots[steps] = at;
                steps += 1;
            }
            b' ' => {}
            _ => end = at + 1,
        }
    }
    let at = close?;
    if b[end - 1] == b')' {
        return Some((Expr(Repr::EmptyCall(span(start, end))), at));
    }
    if steps == 0 {
        return Some((Expr(Repr::Variable(span(start, end))), at));
    }
    let name_end = if steps == 2 { dots[1] } else { end };
    let mut path = AttrPath::attr(
        span(start, dots[0]),
        dots[0] as u32,
        span(dots[0] + 1, name_end),
    )?;
    if steps == 2 {
        path = path.push_attr(dots[1] as u32, span(dots[1] + 1, end))?;
    }
    Some((Expr(Repr::AttrPath(path)), at))
}

/// Where the content of the plain template at `span` of `src` starts, and in which
/// mode the template parser reads it: after the quote, or on the line after a heredoc's
/// opener.
fn content(src: &str, kind: TemplateKind, span: Span) -> (usize, Mode<'_>) {
    let start = span.start as usize;
    match kind {
        TemplateKind::Heredoc { flush } => {
            let opener = src.get(start..span.end as usize).unwrap_or_default();
            let line = opener.find('\n').map_or(opener.len(), |nl| nl + 1);
            let name = opener
                .get(if flush { 3 } else { 2 }..line)
                .unwrap_or_default();
            let marker = name.trim_end_matches('\n');
            (start + line, Mode::Heredoc { marker, flush })
        }
        _ => (start + 1, Mode::Quoted),
    }
}

/// The template the parser would have stored for the plain template of `form` at
/// `span` of `file` (quotes or heredoc opener and marker included).
pub(crate) fn read(form: Form, span: Span, file: &SourceFile) -> TemplateExpr {
    let mut diags = ParseDiagnostics::discarding();
    let mut exprs = Traversals(file.text().as_bytes());
    let (start, mode) = content(file.text(), form.kind, span);
    // A template the parser kept reads without diagnostics (the unit tests compare it
    // with the stored one); any from a span read against another parse's text are dropped.
    let parsed = hcl2_template::parse(&mut exprs, file, start, mode, &mut diags);
    TemplateExpr {
        template: parsed.template,
        kind: form.kind,
        span,
    }
}

/// The parts of the flat plain template of `kind` at `span` of `src` (see [`Form`])
/// read straight from the text: its literal text is the source text between its
/// interpolations with a quoted template's escapes decoded, and it is one interpolation
/// and nothing else exactly when no text surrounds that interpolation.
pub(crate) fn flat_parts(src: &str, kind: TemplateKind, span: Span) -> FlatParts<'_> {
    let (start, end) = match kind {
        // From the line after the opener to the closing marker's line.
        TemplateKind::Heredoc { .. } => {
            let (start, _) = content(src, kind, span);
            let end = src
                .get(..span.end as usize)
                .and_then(|before| before.rfind('\n'))
                .map_or(start, |nl| nl + 1);
            (start, end)
        }
        // Between the quotes.
        _ => (
            span.start as usize + 1,
            (span.end as usize).saturating_sub(1),
        ),
    };
    let end = end.min(src.len());
    FlatParts {
        src,
        quoted: kind == TemplateKind::Quoted,
        at: start.min(end),
        end,
    }
}

/// The iterator [`flat_parts`] returns (four words: cheap to clone).
#[derive(Clone)]
pub(crate) struct FlatParts<'s> {
    src: &'s str,
    /// Whether backslash escapes apply (in a quoted template, not a heredoc).
    quoted: bool,
    at: usize,
    /// Where the closing quote is.
    end: usize,
}

impl FlatParts<'_> {
    /// Whether every part has been read.
    pub(crate) fn is_done(&self) -> bool {
        self.at >= self.end
    }
}

impl<'s> Iterator for FlatParts<'s> {
    type Item = FlatPart<'s, Expr>;

    fn next(&mut self) -> Option<FlatPart<'s, Expr>> {
        let b = self.src.as_bytes();
        if self.at >= self.end {
            return None;
        }
        if b.get(self.at..self.at + 2) == Some(b"${") {
            // The parser checked the interpolation: the first `}` closes it.
            let start = spaces_end(b, self.at + 2);
            let (expr, close) = kept_traversal(b, start, self.end)?;
            self.at = close + 1;
            return Some(FlatPart::Interpolation(expr));
        }
        let from = self.at;
        if self.quoted && b[from] == b'\\' {
            self.at += 2;
            return Some(FlatPart::Text(unescaped(b.get(from + 1).copied())));
        }
        // Up to the next `${` (a `$` that opens nothing is text), or in a quoted
        // template the next escape.
        let next = if self.quoted {
            quoted_text_end(b, from + 1, self.end)
        } else {
            heredoc_text_end(b, from + 1, self.end)
        };
        self.at = next;
        self.src.get(from..next).map(FlatPart::Text)
    }
}

/// Where the text of a flat quoted template from `at` ends: at the next escape or `${`,
/// or at `end`. Quoted text is short: a byte loop beats starting a vector search.
fn quoted_text_end(b: &[u8], at: usize, end: usize) -> usize {
    let text = b.get(at..end).unwrap_or_default();
    let len = text
        .iter()
        .enumerate()
        .position(|(k, &c)| c == b'\\' || c == b'$' && text.get(k + 1) == Some(&b'{'))
        .unwrap_or(text.len());
    at + len
}

/// Where the text of a flat heredoc from `at` ends: at the next `${`, or at `end`.
/// Heredoc text runs over lines: a vector search for each `$`.
fn heredoc_text_end(b: &[u8], mut at: usize, end: usize) -> usize {
    loop {
        let rest = b.get(at..end).unwrap_or_default();
        match memchr::memchr(b'$', rest) {
            Some(k) if b.get(at + k + 1) == Some(&b'{') => return at + k,
            Some(k) => at += k + 1,
            None => return end,
        }
    }
}

/// The text a plain quoted template's escape, a backslash and `selector`, stands for.
fn unescaped(selector: Option<u8>) -> &'static str {
    match selector {
        Some(b'n') => "\n",
        Some(b't') => "\t",
        Some(b'r') => "\r",
        Some(b'"') => "\"",
        _ => "\\",
    }
}

/// The expression parser of a plain template's interpolations: plain traversals only
/// (anything else, which a plain template never holds, reads as the invalid constant).
struct Traversals<'s>(&'s [u8]);

impl ExprParser for Traversals<'_> {
    type Expr = Expr;

    fn parse_expr(&mut self, at: usize, _: &mut ParseDiagnostics) -> (Expr, usize) {
        traversal_at(self.0, at)
            .unwrap_or((Expr(Repr::Constant(Constant::Invalid, span(at, at))), at))
    }

    fn skip_trivia(&self, at: usize) -> usize {
        spaces_end(self.0, at)
    }

    fn enter(&mut self, _: Span, _: &mut ParseDiagnostics) -> bool {
        true
    }

    fn leave(&mut self) {}
}

#[cfg(test)]
mod tests {
    use hcl2_core::{EvalContext, Pos};
    use hcl2_value::{Type, Value};

    use super::*;
    use crate::ast::plain::STORE_EVERY_COLLECTION;

    /// A context with a string, unknown, null, marked, number, list and object variable.
    fn context() -> EvalContext<'static> {
        let mut ctx = EvalContext::new();
        ctx.set_variable("s", Value::from("str"));
        ctx.set_variable("u", Value::unknown(Type::String));
        ctx.set_variable("n", Value::null(Type::String));
        ctx.set_variable("m", Value::from("secret").mark("sensitive"));
        ctx.set_variable(
            "num",
            Value::number(hcl2_value::Number::parse("1.5").unwrap()),
        );
        ctx.set_variable("l", Value::tuple([Value::from(1)]));
        let inner = Value::object([("b", Value::from(" in "))]);
        ctx.set_variable("o", Value::object([("a", inner), ("c", Value::from(3))]));
        ctx.functions = Some(hcl2_stdlib::functions());
        ctx
    }

    /// What `parse` returns, run keeping plain templates as text or, with `store_all`,
    /// storing every template.
    fn storing<T>(store_all: bool, parse: impl FnOnce() -> T) -> T {
        STORE_EVERY_COLLECTION.with(|s| s.set(store_all));
        let parsed = parse();
        STORE_EVERY_COLLECTION.with(|s| s.set(false));
        parsed
    }

    /// The parse of `src` as its view, values (without and with a context), diagnostics
    /// and analyses, either keeping plain templates as text or storing every template.
    fn parsed(src: &str, store_all: bool) -> String {
        let parsed = storing(store_all, || {
            crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START)
        });
        let tree = parsed.tree();
        let expr = &parsed.value;
        let ctx = context();
        let analyses = (
            crate::analysis::start_span(expr, tree),
            crate::analysis::form(expr, tree),
            crate::analysis::expr_variables(expr, tree),
            crate::analysis::expr_has_variables(expr, tree),
            crate::analysis::keyword(expr, tree),
        );
        format!(
            "{:?}\n{:?}\n{:?}\n{:?}\n{analyses:?}",
            expr.view(tree),
            parsed.diagnostics,
            crate::evaluate(expr, tree, None),
            crate::evaluate(expr, tree, Some(&ctx)),
        )
    }

    #[test]
    fn a_template_read_from_its_text_reads_as_the_parser_would_have_stored_it() {
        for src in [
            r#""${s}""#,
            r#""${s}${s}""#,
            r#""a${s}b""#,
            r#""prefix-${o.a.b}-${o.c}/path""#,
            r#""${~ s ~}""#,
            r#""  ${~s}  ${s~}  ""#,
            r#""${ s }x${  o.c  }""#,
            r#""${u} and ${s}""#,
            r#""${n}!""#,
            r#""${m}!""#,
            r#""${num}""#,
            r#""${num}.""#,
            r#""${l} list""#,
            r#""${missing} x""#,
            r#""${o.zz} x""#,
            r#""${o.a.zz}""#,
            r#""\"${s}\"\n\t\\\r""#,
            r#""50% of $5 is ${s}%""#,
            r#""{${s}}""#,
            r#""${a-b}${_c}""#,
            r#""${s~}   ""#,
            r#""${s}$""#,
            r#""a$b ${s}$ %x""#,
            r#""   ${~s}""#,
            "<<EOT\n${s}\nEOT\n",
            "<<EOT\nprefix-${o.a.b}-${o.c}/path\n  line two ${s}\nEOT\n",
            "<<-EOT\n    a ${s}\n      b ${o.c}\n\n    EOT\n",
            "<<-EOT\n\t${s}\n\t  x\n\tEOT\n",
            "<<EOT\n  ${~s~}  \n\tx\"\\ \n  EOT  \n",
            "<<EOT\n50% $x ${s} \"q\" {}\nEOT\n",
            "<<EOT\n\n${s}\n\nEOTX\n EOT\n",
            "<<EOT\n${u}${n}${m}${num}${l}\nEOT\n",
            // Calls without arguments written tight.
            r#""${uuidx()}""#,
            r#""a-${max()}-b ${s}""#,
            r#""${ concat() }""#,
            r#""${~ p::f() ~}x""#,
            r#""${a::b::c()}${true()}""#,
            "<<EOT\n${nope()} ${s}\nEOT\n",
            "<<-EOT\n  ${coalesce()}\n  EOT\n",
        ] {
            let kept = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            // Flat (read straight from the text when evaluated) without strip markers
            // and flush.
            let flat = !src.contains('~') && !src.starts_with("<<-");
            assert!(
                matches!(kept.value.0, Repr::PlainTemplate(f, _) if f.flat == flat),
                "{src}: {:?}",
                kept.value
            );
            assert_eq!(parsed(src, false), parsed(src, true), "{src}");
        }
    }

    #[test]
    fn a_template_of_calls_not_written_tight_or_with_arguments_is_stored_and_reads_the_same() {
        for src in [
            r#""${f( )}""#,
            r#""${f ()}""#,
            r#""${p :: f()}""#,
            r#""${f()...}""#,
            r#""${f().a}""#,
            r#""${f()[0]}""#,
            r#""${a:b()}""#,
            r#""${f(}""#,
        ] {
            let kept = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            assert!(
                !matches!(kept.value.0, Repr::PlainTemplate(..)),
                "{src}: {:?}",
                kept.value
            );
            assert_eq!(parsed(src, false), parsed(src, true), "{src}");
        }
    }

    #[test]
    fn generated_templates_read_the_same_kept_or_stored() {
        const QUOTED: [&str; 18] = [
            "${s}",
            "${f()}",
            "${ upper() }",
            "${ o.c }",
            "${~s}",
            "${s~}",
            "${~ o.a.b ~}",
            "x",
            " ",
            "  ",
            "$",
            "%",
            "\\\"",
            "\\n",
            "{",
            "}",
            "$5",
            "${u}",
        ];
        const HEREDOC: [&str; 15] = [
            "${s}", "${max()}", "${ o.c }", "${~s}", "${s~}", "x", " ", "\t", "\n", "\n  ", "$",
            "%", "\"", "\\", "${n}",
        ];
        // The same cases on every run.
        let mut next = crate::ast::plain::test_sequence(29);
        let mut kept = 0;
        for case in 0..1500 {
            let heredoc = case % 3 != 0;
            let pieces: &[&str] = if heredoc { &HEREDOC } else { &QUOTED };
            let body: String = (0..1 + next(6))
                .map(|_| pieces[next(pieces.len())])
                .collect();
            let src = match case % 3 {
                0 => format!("\"{body}\""),
                1 => format!("<<EOT\n{body}\nEOT\n"),
                _ => format!("<<-EOT\n  {body}\n    EOT\n"),
            };
            let parsed_kept = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            kept += usize::from(matches!(parsed_kept.value.0, Repr::PlainTemplate(..)));
            assert_eq!(parsed(&src, false), parsed(&src, true), "{src:?}");
        }
        assert!(kept > 500, "{kept} of 1500 kept");
    }

    #[test]
    fn a_template_nested_to_the_parsers_limit_is_kept_only_where_a_stored_one_parses() {
        // The innermost expression's view and whether it is kept, with the parse's
        // diagnostics and value.
        let innermost = |src: &str, store_all: bool| {
            let parsed = storing(store_all, || {
                crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START)
            });
            let tree = parsed.tree();
            let mut expr = parsed.value;
            while let crate::ast::ExprView::Parens(p) = expr.view(tree) {
                expr = p.expr;
            }
            let kept = matches!(expr.0, Repr::PlainTemplate(..));
            let shown = format!(
                "{:?}\n{:?}\n{:?}",
                expr.view(tree),
                parsed.diagnostics,
                crate::evaluate(&parsed.value, tree, Some(&context())),
            );
            (shown, kept)
        };
        let limit = crate::parser::MAX_NESTING_DEPTH;
        let mut kept = [0, 0];
        for depth in limit - 8..limit + 2 {
            for template in ["\"${s}\"", "<<EOT\n${s}\nEOT\n"] {
                let src = format!("{}{template}{}", "(".repeat(depth), ")".repeat(depth));
                let (shown, is_kept) = innermost(&src, false);
                assert_eq!(shown, innermost(&src, true).0, "{depth} {template}");
                kept[usize::from(is_kept)] += 1;
            }
        }
        // Both sides of the limit were seen.
        assert!(kept[0] > 0 && kept[1] > 0, "{kept:?}");
    }

    #[test]
    fn the_parser_reads_on_after_a_kept_template_as_after_a_stored_one() {
        let diagnostics = |src: &str, store_all: bool| {
            let parsed = storing(store_all, || {
                crate::parse_config(src.as_bytes(), "t.hcl", Pos::START)
            });
            format!("{:?}", parsed.diagnostics)
        };
        for src in [
            "a = \"${s}\" b\n",
            "a = \"${s}\"\nb = \n",
            "a = \"${s}\" + \n",
            "a = <<EOT\n${s}\nEOT\nb = \n",
            "a = <<EOT\n${s}\nEOT x\n",
            "a = <<-EOT\n  ${s}\n  EOT\n  b\n",
            "a = f(\"${s}\" 1)\n",
        ] {
            let kept = diagnostics(src, false);
            assert!(kept.contains("Error"), "{src}: {kept}");
            assert_eq!(kept, diagnostics(src, true), "{src}");
        }
    }

    #[test]
    fn a_kept_template_read_with_another_parses_tree_does_not_panic() {
        for src in [
            "\"${s}${o.a.b}-x\"",
            "<<-EOT\n  ${s}\n  EOT\n",
            "<<EOT\n${s}\nEOT\n",
        ] {
            let kept = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            assert!(matches!(kept.value.0, Repr::PlainTemplate(..)), "{src}");
            for other in [
                "",
                "x",
                "<<",
                "\"${",
                "<<-EOT\n",
                "\"\"\"\"\"\"\"\"\"\"\"\"",
            ] {
                let parsed = crate::parse_expression(other.as_bytes(), "t.hcl", Pos::START);
                let tree = parsed.tree();
                let _ = kept.value.view(tree);
                let _ = crate::evaluate(&kept.value, tree, Some(&context()));
                let _ = crate::analysis::expr_variables(&kept.value, tree);
                let _ = crate::analysis::start_span(&kept.value, tree);
                let _ = crate::analysis::form(&kept.value, tree);
            }
        }
    }

    #[test]
    fn other_templates_are_stored() {
        for src in [
            r#""ab""#,
            r#""a\tb""#,
            r#""${s.a.b.c}""#,
            r#""${s[0]}""#,
            r#""${s.0}""#,
            r#""${f(s)}""#,
            r#""${s + 1}""#,
            r#""${true}""#,
            r#""${ s}${s /* c */}""#,
            r#""$${s}${s}""#,
            r#""%%{s}${s}""#,
            r#""%{if s}a%{endif}${s}""#,
            r#""${s}$$""#,
            r#""${s}\u00e9""#,
            "\"${s}\u{e9}\"",
            "\"${s}\tx\"",
            "\"${\ns}\"",
            "\"${s}\n\"",
            r#""${s}"#,
            r#""${s"#,
            r#""${s.}""#,
            r#""${é}""#,
            "<<EOT\n${s}\r\nEOT\n",
            "<<EOT\r\n${s}\r\nEOT\r\n",
            "<<EOT\n%{if s}x%{endif}${s}\nEOT\n",
            "<<EOT\n${s}\nEOT",
            "<<EOT\nno interpolation\nEOT\n",
            "<<EOT\n$${s}${s}\nEOT\n",
            "<<EOT\n${s}\u{e9}\nEOT\n",
            "<<EOT\n${s}$\nEOT\n",
            "<<EOT\n${s}\n",
        ] {
            let parsed = crate::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            assert!(
                !matches!(parsed.value.0, Repr::PlainTemplate(..)),
                "{src}: {:?}",
                parsed.value
            );
        }
    }
}
