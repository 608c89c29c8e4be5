//! Where an expression "starts" for diagnostics: the reference's `StartRange`, which the
//! static list, map and call analyses use as the subject of their errors.
//!
//! For most expressions this is the opening token (a bracket, a function name with its
//! `(`, an operator) or the whole expression; for binary and conditional operators it is
//! the start of the first operand, and parentheses are transparent. Templates start at
//! their first part, which for literal text is the first of the scanner's literal tokens.

use crate::ast::Repr;
use hcl2_core::Span;
use hcl2_template::Part;

use crate::ast::{plain_template, Expr, TemplateExpr, TemplateKind, Tree};

/// The span the reference reports as the start of `expr` (its `StartRange`).
pub fn start_span(expr: &Expr, file: Tree<'_>) -> Span {
    match *expr {
        // The whole expression, whose span the `Expr` carries.
        Expr(Repr::Constant(..))
        | Expr(Repr::Number(_))
        | Expr(Repr::Literal(..))
        | Expr(Repr::Variable(_))
        | Expr(Repr::AttrPath(_))
        | Expr(Repr::ScopeTraversal(..))
        | Expr(Repr::RelativeTraversal(..))
        | Expr(Repr::SplatItem(_)) => expr.span(),
        // Its one literal token is the text between the quotes.
        Expr(Repr::PlainString(span)) => Expr::plain_string_content(span),
        Expr(Repr::FunctionCall(..)) | Expr(Repr::EmptyCall(_)) | Expr(Repr::PlainCall(..)) => {
            let call = expr.call_view(file);
            call.map_or(expr.span(), |c| c.name_span.to(c.open_paren_span))
        }
        Expr(Repr::Conditional(e, _)) => start_span(&file.get(e).cond, file),
        Expr(Repr::Binary(e, _)) => start_span(&file.get(e).lhs, file),
        Expr(Repr::Unary(e, _)) => file.get(e).op_span,
        Expr(Repr::Tuple(e, _)) => file.get(e).open_span,
        Expr(Repr::Object(e, _)) => file.get(e).open_span,
        Expr(Repr::PlainTuple(_, span)) | Expr(Repr::PlainObject(_, span)) => {
            Span::new(span.start, span.start + 1)
        }
        Expr(Repr::For(e, _)) => file.get(e).open_span,
        // Only the `[` of `[key]`.
        Expr(Repr::Index(e, _)) => {
            let open = file.get(e).bracket_span.start;
            Span::new(open, open + 1)
        }
        Expr(Repr::Splat(e, _)) => file.get(e).marker_span,
        // The reference's parentheses node forwards this to the expression inside.
        Expr(Repr::Parens(e, _)) => start_span(&file.get(e).expr, file),
        Expr(Repr::Template(e, _)) => template_start(file.get(e), file),
        Expr(Repr::PlainTemplate(form, span)) => {
            template_start(&plain_template::read(form, span, file.file), file)
        }
        Expr(Repr::Deferred(span, skip_newlines)) => {
            let (root, nodes) = crate::parser::deferred::expand(file.file, span, skip_newlines);
            start_span(&root, Tree::new(file.file, &nodes))
        }
    }
}

/// A quoted or heredoc template: a lone interpolation is a wrapper that starts where the
/// template does; otherwise the first part decides.
fn template_start(t: &TemplateExpr, file: Tree<'_>) -> Span {
    match t.template.parts.first() {
        // An empty template holds one empty literal, placed (by a quirk of the
        // reference) just after the closing quote or marker.
        None => Span::empty(t.span.end),
        Some(Part::Interpolation(_)) if t.template.parts.len() == 1 => t.span,
        Some(Part::Interpolation(i)) => start_span(&i.expr, file),
        Some(Part::If(d)) => start_span(&d.cond, file),
        // The directive becomes a `for` expression whose opening is the `%{ for … }`.
        Some(Part::For(d)) => d.for_span,
        Some(Part::Literal(l)) => first_literal_token(l.span, &l.text, t.kind, file),
    }
}

/// The first token the reference's scanner makes of a literal's source bytes: `$${` and
/// `%%{` escapes are tokens of their own, a lone `$` or `%` is one too, other text runs
/// up to the next `$` or `%`, and in a heredoc to the end of the line (newline
/// included). A flush heredoc then moves the token's start past the indentation it
/// removed, unless the line is blank.
fn first_literal_token(span: Span, text: &str, kind: TemplateKind, file: Tree<'_>) -> Span {
    let src = file.slice(span);
    let heredoc = matches!(kind, TemplateKind::Heredoc { .. });
    let len = if src.starts_with("$${") || src.starts_with("%%{") {
        3
    } else if src.starts_with(['$', '%']) {
        1
    } else {
        src.char_indices()
            .find_map(|(i, c)| match c {
                '$' | '%' => Some(i),
                '\n' if heredoc => Some(i + 1),
                _ => None,
            })
            .unwrap_or(src.len())
    };
    let token = &src[..len];
    let mut start = span.start;
    if matches!(kind, TemplateKind::Heredoc { flush: true }) {
        let token_ws = leading_space(token);
        let blank_line = token_ws == token.len() && token.ends_with('\n');
        // A strip marker can empty the text; then flush removed nothing from it.
        if !blank_line && !text.is_empty() {
            // What flush removed is the indentation the stored text no longer has.
            let removed = token_ws.saturating_sub(leading_space(text));
            start += removed as u32;
        }
    }
    Span::new(start, span.start + len as u32)
}

/// Bytes of leading white space (Unicode spaces, as the reference trims them).
fn leading_space(s: &str) -> usize {
    s.len() - s.trim_start_matches(char::is_whitespace).len()
}

#[cfg(test)]
mod tests {
    use super::super::test_ast::*;
    use super::*;

    fn start(src: &str, e: &Expr) -> String {
        let f = file(src);
        show_range(&f.range(start_span(e, f.tree())))
    }

    fn q(src: &str, parts: Vec<Part<Expr>>) -> String {
        start(src, &quoted(parts, 0, src.len() as u32))
    }

    /// A heredoc whose opening line is `<<EOT\n` or `<<-EOT\n`.
    fn h(src: &str, flush: bool, parts: Vec<Part<Expr>>) -> String {
        let content = if flush { 7 } else { 6 };
        let end = src.trim_end_matches('\n').len() as u32;
        let close = end - if flush { 5 } else { 3 };
        start(src, &heredoc(parts, flush, sp(content, close), 0, end))
    }

    #[test]
    fn a_lone_interpolation_starts_with_the_whole_template() {
        assert_eq!(
            q(r#""${a}""#, vec![interp(var("a", 3), 1, 5)]),
            "1:1(0)-1:7(6)"
        );
    }

    #[test]
    fn an_empty_template_starts_just_after_its_closing_marker() {
        assert_eq!(q(r#""""#, vec![]), "1:3(2)-1:3(2)");
        assert_eq!(h("<<EOT\nEOT\n", false, vec![]), "2:4(9)-2:4(9)");
    }

    #[test]
    fn a_template_starts_with_its_first_interpolation_or_directive() {
        let parts = vec![interp(var("a", 3), 1, 5), tlit(" and ", 5, 10)];
        assert_eq!(q(r#""${a} and ""#, parts), "1:4(3)-1:5(4)");
        let src = r#""%{if c}${d}%{endif}""#;
        let then = template(vec![interp(var("d", 10), 8, 12)], 8, 12);
        let parts = vec![tif(var("c", 6), then, None, sp(1, 8), sp(12, 20))];
        assert_eq!(q(src, parts), "1:7(6)-1:8(7)");
        let src = r#""%{for x in xs}${x}%{endfor}""#;
        let body = template(vec![interp(var("x", 17), 15, 19)], 15, 19);
        let parts = vec![tfor(
            (None, ("x", 7)),
            var("xs", 12),
            body,
            sp(1, 15),
            sp(19, 28),
        )];
        assert_eq!(q(src, parts), "1:2(1)-1:16(15)");
    }

    #[test]
    fn quoted_literal_text_starts_with_its_first_scanner_token() {
        assert_eq!(q(r#""x""#, vec![tlit("x", 1, 2)]), "1:2(1)-1:3(2)");
        assert_eq!(q(r#""ab$c""#, vec![tlit("ab$c", 1, 5)]), "1:2(1)-1:4(3)");
        assert_eq!(
            q(r#""a$${b}c""#, vec![tlit("a${b}c", 1, 8)]),
            "1:2(1)-1:3(2)"
        );
        assert_eq!(q(r#""$${b}c""#, vec![tlit("${b}c", 1, 7)]), "1:2(1)-1:5(4)");
        assert_eq!(q(r#""$a""#, vec![tlit("$a", 1, 3)]), "1:2(1)-1:3(2)");
        assert_eq!(q(r#""%a""#, vec![tlit("%a", 1, 3)]), "1:2(1)-1:3(2)");
        // Escapes do not split a token; columns count characters.
        assert_eq!(
            q(r#""a\nb$c""#, vec![tlit("a\nb$c", 1, 7)]),
            "1:2(1)-1:6(5)"
        );
        assert_eq!(q("\"é$x\"", vec![tlit("é$x", 1, 5)]), "1:2(1)-1:3(3)");
    }

    #[test]
    fn heredoc_literal_text_starts_with_its_first_line() {
        let src = "<<EOT\nhello ${a}\nEOT\n";
        let parts = vec![
            tlit("hello ", 6, 12),
            interp(var("a", 14), 12, 16),
            tlit("\n", 16, 17),
        ];
        assert_eq!(h(src, false, parts), "2:1(6)-2:7(12)");
        let src = "<<EOT\nab\ncd\nEOT\n";
        assert_eq!(
            h(src, false, vec![tlit("ab\ncd\n", 6, 12)]),
            "2:1(6)-3:1(9)"
        );
        let src = "<<EOT\n\nx\nEOT\n";
        assert_eq!(h(src, false, vec![tlit("\nx\n", 6, 9)]), "2:1(6)-3:1(7)");
    }

    #[test]
    fn a_flush_heredoc_starts_after_the_indentation_it_removed_unless_the_line_is_blank() {
        let src = "<<-EOT\n    ab\n  cd\n  EOT\n";
        let parts = vec![tlit("  ab\ncd\n", 7, 19)];
        assert_eq!(h(src, true, parts), "2:3(9)-3:1(14)");
        let src = "<<-EOT\n  ${a}\n  EOT\n";
        // Flush emptied the literal and moved its start past what it removed.
        let parts = vec![
            tlit("", 9, 9),
            interp(var("a", 11), 9, 13),
            tlit("\n", 13, 14),
        ];
        assert_eq!(h(src, true, parts), "2:3(9)-2:3(9)");
        let src = "<<-EOT\n   ${a}\n  x\n  EOT\n";
        let parts = vec![
            tlit(" ", 7, 10),
            interp(var("a", 12), 10, 14),
            tlit("\nx\n", 14, 19),
        ];
        assert_eq!(h(src, true, parts), "2:3(9)-2:4(10)");
        let src = "<<-EOT\n   \n  x\n  EOT\n";
        assert_eq!(
            h(src, true, vec![tlit("   \nx\n", 7, 15)]),
            "2:1(7)-3:1(11)"
        );
        let src = "<<-EOT\n\n  x\n  EOT\n";
        assert_eq!(h(src, true, vec![tlit("\nx\n", 7, 12)]), "2:1(7)-3:1(8)");
        // A strip marker emptied the literal: a line led by it counts as unindented, so
        // flush removed nothing and the literal starts where its token does.
        let src = "<<-EOT\n  ${~a}\n  EOT\n";
        let parts = vec![
            tlit("", 7, 9),
            interp(var("a", 12), 9, 14),
            tlit("\n", 14, 15),
        ];
        assert_eq!(h(src, true, parts), "2:1(7)-2:3(9)");
    }
}
