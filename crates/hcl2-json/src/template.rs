//! JSON strings read as native-syntax templates (full-expression mode) and as native
//! expressions (static calls and traversals), positioned as the reference positions them.
//!
//! The reference hands the decoded string to the native parser with a starting position:
//! for a template, the first byte after the opening quote; for an expression or a
//! traversal, the opening quote itself. The native parser then counts positions over the
//! decoded text, so a string with escapes (`\n`, `\u00e9`, ...) gets positions that drift
//! from the JSON source after the first escape, exactly as the reference's do.

use std::sync::Arc;

use hcl2_core::{Diagnostics, EvalContext, Pos, Traversal};
use hcl2_native::analysis::template_variables;
use hcl2_native::ast::{Expr, Tree};
use hcl2_native::{evaluate_template, parse_template, Parsed};
use hcl2_template::Template;
use hcl2_value::Value;

/// A byte-order mark, which the reference's native scanner skips at the start of its
/// input (counting its bytes but no column) without complaint.
const BOM: char = '\u{feff}';

/// Whether `text` could hold an interpolation or a directive; without one a template
/// is just its text (a `$${` or `%%{` escape contains one of the two introducers too).
fn has_template_sequences(text: &str) -> bool {
    text.contains("${") || text.contains("%{")
}

/// `text` without a leading byte-order mark, and `start` moved past the mark's bytes.
///
/// The native parser reports such a mark as an error in a file; in a JSON string the
/// reference passes over it silently, so it is dropped before the native parser sees it.
fn skip_bom(text: &str, start: Pos) -> (&str, Pos) {
    match text.strip_prefix(BOM) {
        Some(rest) => (
            rest,
            Pos::new(start.line, start.column, start.byte + BOM.len_utf8()),
        ),
        None => (text, start),
    }
}

/// The position the reference starts a string's template at: just after the quote.
fn content_start(quote: Pos) -> Pos {
    Pos::new(quote.line, quote.column + 1, quote.byte + 1)
}

/// What a string's content is as a template: plain text when it has no template
/// sequences, or the parsed template. It lives on the stack for one call, so the size of
/// a parse result (its node vectors) costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
enum Content<'t> {
    Text(&'t str),
    Template(Parsed<Template<Expr>>),
}

/// The string's content read as a standalone template.
fn parse<'t>(text: &'t str, quote: Pos, filename: &Arc<str>) -> Content<'t> {
    let (text, start) = skip_bom(text, content_start(quote));
    if has_template_sequences(text) {
        Content::Template(parse_template(text.as_bytes(), filename, start))
    } else {
        Content::Text(text)
    }
}

/// Evaluates the string `text` (whose opening quote is at `quote`) as a template in `ctx`: a template
/// that does not parse gives the dynamic unknown with the parse errors; otherwise the
/// parse warnings come first, then evaluation's diagnostics.
pub(crate) fn evaluate(
    text: &str,
    quote: Pos,
    filename: &Arc<str>,
    ctx: &EvalContext<'_>,
) -> (Value, Diagnostics) {
    let parsed = match parse(text, quote, filename) {
        Content::Text(text) => return (Value::string(text), Diagnostics::new()),
        Content::Template(parsed) => parsed,
    };
    let mut diags = parsed.diagnostics;
    if diags.has_errors() {
        return (Value::dynamic(), diags);
    }
    let (value, eval_diags) = evaluate_template(
        &parsed.value,
        Tree::new(&parsed.source, &parsed.nodes),
        Some(ctx),
    );
    diags.extend(eval_diags);
    (value, diags)
}

/// The variables the string's template refers to (none when it does not parse).
pub(crate) fn variables(text: &str, quote: Pos, filename: &Arc<str>) -> Vec<Traversal> {
    match parse(text, quote, filename) {
        Content::Template(parsed) if !parsed.diagnostics.has_errors() => {
            template_variables(&parsed.value, parsed.tree())
        }
        _ => Vec::new(),
    }
}

/// The string's content parsed as a native expression starting at the opening quote,
/// if it parses without errors.
pub(crate) fn expression(text: &str, quote: Pos, filename: &Arc<str>) -> Option<Parsed<Expr>> {
    let (text, start) = skip_bom(text, quote);
    let parsed = hcl2_native::parse_expression(text.as_bytes(), filename, start);
    (!parsed.diagnostics.has_errors()).then_some(parsed)
}

/// The string's content parsed as an absolute traversal starting at the opening quote,
/// if it parses without errors.
pub(crate) fn traversal(text: &str, quote: Pos, filename: &Arc<str>) -> Option<Traversal> {
    let (text, start) = skip_bom(text, quote);
    let parsed = hcl2_native::parse_traversal_abs(text.as_bytes(), filename, start);
    (!parsed.diagnostics.has_errors()).then_some(parsed.value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, column: usize, byte: usize) -> Pos {
        Pos::new(line, column, byte)
    }

    #[test]
    fn only_strings_with_introducers_are_templates() {
        assert!(has_template_sequences("a ${b}"));
        assert!(has_template_sequences("%{ if x }"));
        assert!(has_template_sequences("$${escaped}"));
        assert!(!has_template_sequences("$ { and % {"));
    }

    #[test]
    fn templates_start_after_the_quote() {
        assert_eq!(content_start(at(3, 7, 40)), Pos::new(3, 8, 41));
    }

    #[test]
    fn a_leading_byte_order_mark_takes_bytes_but_no_column() {
        let (rest, start) = skip_bom("\u{feff}x\u{feff}", Pos::new(2, 5, 9));
        assert_eq!((rest, start), ("x\u{feff}", Pos::new(2, 5, 12)));
        assert_eq!(skip_bom("x", Pos::START), ("x", Pos::START));
    }

    #[test]
    fn plain_text_stands_for_itself_without_parsing() {
        let name: Arc<str> = Arc::from("t.json");
        let ctx = EvalContext::new();
        let (v, d) = evaluate("no ${ here", at(1, 1, 0), &name, &ctx);
        assert_eq!(v, Value::dynamic());
        assert!(d.has_errors());
        let (v, d) = evaluate("a $ {b}", at(1, 1, 0), &name, &ctx);
        assert_eq!(v, Value::string("a $ {b}"));
        assert!(d.is_empty());
    }
}
