//! Expressions and templates as `hcl2json` writes them: literals as JSON values,
//! tuples and objects as arrays and objects, templates as strings that keep their
//! interpolations and directives as source text, everything else as `"${source}"`.

use std::collections::BTreeMap;

use hcl2_core::Span;
use hcl2_native::ast::{Expr, ExprView, ObjectKey, Tree, UnaryExpr};
use hcl2_template::{Part, Template};
use hcl2_value::json::{write_json_string, write_json_string_content};
use hcl2_value::Value;

use super::{go_errors, Failure};

/// Converts expressions of one parsed file.
#[derive(Clone, Copy)]
pub(super) struct Converter<'a> {
    tree: Tree<'a>,
    src: &'a str,
}

impl<'a> Converter<'a> {
    pub(super) fn new(tree: Tree<'a>) -> Converter<'a> {
        Converter {
            tree,
            src: tree.file.text(),
        }
    }

    /// Appends the JSON for `expr` as an attribute value (or element, or property).
    pub(super) fn value(&self, expr: &Expr, out: &mut String) -> Result<(), Failure> {
        match expr.view(self.tree) {
            ExprView::Literal(l) => literal_json(&l.value, out),
            ExprView::Template(t) => match t.template.unwrapped() {
                Some(inner) => return self.value(inner, out),
                None => write_json_string(out, &self.template(&t.template)),
            },
            ExprView::Unary(unary) => self.unary(unary, expr, out)?,
            ExprView::Tuple(tuple) => {
                out.push('[');
                for (i, elem) in tuple.elems.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    self.value(&elem, out)?;
                }
                out.push(']');
            }
            ExprView::Object(object) => {
                let mut props = BTreeMap::new();
                for item in object.items {
                    let mut json = String::new();
                    self.value(&item.value, &mut json)?;
                    props.insert(self.key(&item.key), json);
                }
                write_object(&props, out);
            }
            ExprView::Deferred(kept) => {
                let expanded = kept.expand();
                return Converter::new(expanded.tree()).value(&expanded.root(), out);
            }
            _ => self.write_wrapped(expr, out),
        }
        Ok(())
    }

    /// A negation of a literal is its value; of anything else, the wrapped source.
    fn unary(&self, unary: &UnaryExpr, expr: &Expr, out: &mut String) -> Result<(), Failure> {
        if !is_literal(&unary.operand, self.tree) {
            self.write_wrapped(expr, out);
            return Ok(());
        }
        let (value, diags) = hcl2_native::evaluate(expr, self.tree, None);
        if diags.has_errors() {
            return Err(Failure {
                message: go_errors(&diags),
                diagnostics: diags,
            });
        }
        literal_json(&value, out);
        Ok(())
    }

    /// An object constructor key: a traversal's source text, else a string part.
    fn key(&self, key: &ObjectKey) -> String {
        match key.expr.view(self.tree) {
            ExprView::ScopeTraversal(t) if !key.parenthesized => self.source(t.span).to_owned(),
            ExprView::Deferred(kept) => {
                let expanded = kept.expand();
                let key = ObjectKey {
                    expr: expanded.root(),
                    ..*key
                };
                Converter::new(expanded.tree()).key(&key)
            }
            _ => self.string_part(&key.expr),
        }
    }

    /// A template that is not a single interpolation, as one string.
    fn template(&self, template: &Template<Expr>) -> String {
        let mut out = String::new();
        for part in template.parts.iter() {
            match part {
                Part::Literal(l) => literal_part(&l.text, &mut out),
                Part::Interpolation(i) => out.push_str(&self.string_part(&i.expr)),
                Part::If(d) => {
                    let otherwise = d.otherwise.as_ref().map(|t| self.template(t));
                    let then = self.template(&d.then);
                    self.write_if(&d.cond, &then, otherwise.as_deref(), &mut out);
                }
                Part::For(d) => {
                    out.push_str("%{for ");
                    if let Some(key) = &d.key_var {
                        out.push_str(&key.name);
                        out.push_str(", ");
                    }
                    out.push_str(&d.value_var.name);
                    out.push_str(" in ");
                    out.push_str(self.range_source(d.collection.span()));
                    out.push('}');
                    out.push_str(&self.template(&d.body));
                    out.push_str("%{endfor}");
                }
            }
        }
        out
    }

    /// `%{if cond}then%{else}otherwise%{endif}`, the `else` only when it has text.
    fn write_if(&self, cond: &Expr, then: &str, otherwise: Option<&str>, out: &mut String) {
        out.push_str("%{if ");
        out.push_str(self.range_source(cond.span()));
        out.push('}');
        out.push_str(then);
        if let Some(otherwise) = otherwise.filter(|o| !o.is_empty()) {
            out.push_str("%{else}");
            out.push_str(otherwise);
        }
        out.push_str("%{endif}");
    }

    /// An expression inside a template (or an object key) as text.
    fn string_part(&self, expr: &Expr) -> String {
        match expr.view(self.tree) {
            ExprView::Literal(l) => literal_text(&l.value),
            ExprView::Template(t) => match t.template.unwrapped() {
                Some(inner) => self.string_part(inner),
                None => self.template(&t.template),
            },
            ExprView::Conditional(cond) => {
                let then = self.string_part(&cond.then);
                let otherwise = self.string_part(&cond.otherwise);
                let mut out = String::new();
                self.write_if(&cond.cond, &then, Some(&otherwise), &mut out);
                out
            }
            ExprView::Deferred(kept) => {
                let expanded = kept.expand();
                Converter::new(expanded.tree()).string_part(&expanded.root())
            }
            _ => self.wrapped(expr),
        }
    }

    /// Appends `"${source}"` as JSON.
    fn write_wrapped(&self, expr: &Expr, out: &mut String) {
        out.push_str("\"${");
        write_json_string_content(out, self.range_source(expr.span()));
        out.push_str("}\"");
    }

    /// `${source}`.
    fn wrapped(&self, expr: &Expr) -> String {
        format!("${{{}}}", self.range_source(expr.span()))
    }

    /// The source text of `span`, taking a `)` right after it too, as `hcl2json` does
    /// (it was written when the parser's ranges left out a closing parenthesis).
    fn range_source(&self, span: Span) -> &'a str {
        let end = span.end as usize;
        let end = match self.src.as_bytes().get(end) {
            Some(b')') => end + 1,
            _ => end,
        };
        self.src.get(span.start as usize..end).unwrap_or("")
    }

    fn source(&self, span: Span) -> &'a str {
        self.src
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }
}

/// Whether `expr` is a literal value (what `hcl2json` negates in place; the unknown
/// left where an expression was invalid is not one).
fn is_literal(expr: &Expr, tree: Tree<'_>) -> bool {
    matches!(expr.view(tree), ExprView::Literal(l) if l.value.is_known())
}

/// A literal value (null, a bool or a number) as JSON.
fn literal_json(value: &Value, out: &mut String) {
    match value.as_str() {
        Some(s) => write_json_string(out, s),
        None => out.push_str(&literal_text(value)),
    }
}

/// A literal value as template text (a null is `null`).
fn literal_text(value: &Value) -> String {
    if value.is_null() {
        return "null".to_owned();
    }
    if let Some(s) = value.as_str() {
        return s.to_owned();
    }
    if let Some(b) = value.as_bool() {
        return b.to_string();
    }
    // Literals are null, strings, bools or numbers.
    value
        .as_number()
        .map(ToString::to_string)
        .unwrap_or_default()
}

/// Appends literal template text as a string value holds it (NFC-normalized), with
/// `${` and `%{` escaped again.
fn literal_part(text: &str, out: &mut String) {
    if text.is_ascii() {
        escape_sequences(text, out);
    } else {
        escape_sequences(&hcl2_value::strings::normalize(text), out);
    }
}

/// Appends literal template text with `${` and `%{` escaped again.
fn escape_sequences(text: &str, out: &mut String) {
    let bytes = text.as_bytes();
    let mut from = 0;
    for (i, pair) in bytes.windows(2).enumerate() {
        if pair[1] == b'{' && (pair[0] == b'$' || pair[0] == b'%') {
            out.push_str(&text[from..=i]);
            out.push(pair[0] as char);
            from = i + 1;
        }
    }
    out.push_str(&text[from..]);
}

/// Writes sorted properties whose values are JSON text.
fn write_object(props: &BTreeMap<String, String>, out: &mut String) {
    out.push('{');
    for (i, (key, json)) in props.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_json_string(out, key);
        out.push(':');
        out.push_str(json);
    }
    out.push('}');
}
