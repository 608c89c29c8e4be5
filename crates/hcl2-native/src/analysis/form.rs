//! How an expression is written ([`ExpressionForm`]), as the reference's node types
//! tell it: what Terraform's `templatestring` looks at before evaluating its argument.

use crate::ast::Repr;
use hcl2_core::ExpressionForm;

use crate::ast::{plain_template, Expr, TemplateExpr, TemplateKind, Tree};

/// The form of `expr` (parsed from `file`).
pub fn form(expr: &Expr, file: Tree<'_>) -> ExpressionForm {
    match *expr {
        Expr(Repr::Variable(_)) | Expr(Repr::AttrPath(_)) | Expr(Repr::ScopeTraversal(..)) => {
            ExpressionForm::Reference
        }
        Expr(Repr::RelativeTraversal(id, _)) => reference_or_other(&file.get(id).source, file),
        Expr(Repr::Index(id, _)) => reference_or_other(&file.get(id).collection, file),
        Expr(Repr::Splat(id, _)) => reference_or_other(&file.get(id).source, file),
        Expr(Repr::PlainString(_)) => ExpressionForm::LiteralTemplate,
        Expr(Repr::Template(id, _)) => template_form(file.get(id), file),
        Expr(Repr::PlainTemplate(form, span)) => {
            template_form(&plain_template::read(form, span, file.file), file)
        }
        Expr(Repr::Deferred(span, skip_newlines)) => {
            let (root, nodes) = crate::parser::deferred::expand(file.file, span, skip_newlines);
            self::form(&root, Tree::new(file.file, &nodes))
        }
        _ => ExpressionForm::Other,
    }
}

/// The form of a quoted template or heredoc.
fn template_form(t: &TemplateExpr, file: Tree<'_>) -> ExpressionForm {
    if t.template.unwrapped().is_some() {
        ExpressionForm::WrappedInterpolation
    } else if t.template.as_literal().is_some()
        && text_pieces(file.file.slice(t.template.span), t.kind) <= 1
    {
        ExpressionForm::LiteralTemplate
    } else {
        ExpressionForm::Template
    }
}

/// [`ExpressionForm::Reference`] when `source` is one, else [`ExpressionForm::Other`]:
/// steps, an index or a splat keep a reference a reference.
fn reference_or_other(source: &Expr, file: Tree<'_>) -> ExpressionForm {
    match form(source, file) {
        ExpressionForm::Reference => ExpressionForm::Reference,
        _ => ExpressionForm::Other,
    }
}

/// How many literal pieces the reference's template lexer reads literal text `text` in:
/// every `$` and `%` is a piece of its own, and a heredoc's lines are pieces.
fn text_pieces(text: &str, kind: TemplateKind) -> usize {
    let heredoc = matches!(kind, TemplateKind::Heredoc { .. });
    let mut pieces = 0;
    let mut boundary = true;
    for c in text.chars() {
        let special = c == '$' || c == '%';
        if boundary || special {
            pieces += 1;
        }
        boundary = special || (heredoc && c == '\n');
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_expression;
    use hcl2_core::Pos;

    fn form_of(src: &str) -> ExpressionForm {
        let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{src}");
        form(&parsed.value, parsed.tree())
    }

    #[test]
    fn references_with_steps_indexes_and_splats_are_references() {
        for src in [
            "a",
            "local.t",
            "var.a[0].b",
            "var.m[each.key]",
            "var.l[*].a",
            "var.l.*.a",
            "var.m[k].x",
        ] {
            assert_eq!(form_of(src), ExpressionForm::Reference, "{src}");
        }
    }

    #[test]
    fn calls_operations_constants_and_parentheses_are_other() {
        for src in [
            "f(x)",
            "f(x).a",
            "f(x)[k]",
            "(local.t)",
            "a ? b : c",
            "true",
            "1",
            "[a]",
        ] {
            assert_eq!(form_of(src), ExpressionForm::Other, "{src}");
        }
    }

    #[test]
    fn templates_are_told_apart_as_the_reference_lexes_them() {
        use ExpressionForm::{LiteralTemplate as L, Template as T, WrappedInterpolation as W};
        for (src, want) in [
            ("\"abc\"", L),
            ("\"\"", L),
            ("\"a\\nb\"", L),
            ("\"$\"", L),
            ("\"a$b\"", T),
            ("\"a$${b}\"", T),
            ("\"a%\"", T),
            ("\"${x}\"", W),
            ("\"${~x~}\"", W),
            ("\" ${x}\"", T),
            ("<<EOT\nEOT\n", L),
            ("<<EOT\none\nEOT\n", L),
            ("<<EOT\n$\nEOT\n", T),
            ("<<EOT\none\ntwo\nEOT\n", T),
            ("<<-EOT\n  one\n  two\n  EOT\n", T),
        ] {
            assert_eq!(form_of(src), want, "{src}");
        }
    }
}
