//! Entry points on text alone: parse a file, an expression or a template, or evaluate
//! one in a single call. Ranges name the input `<input>` and start at line 1, column 1.

use hcl2_core::{EvalContext, Pos};
use hcl2_value::Value;

use crate::de::Source;
use crate::decode::INPUT_NAME;
use crate::error::Error;
use crate::expression::Expression;
use crate::file::File;
use crate::syntax::Syntax;

/// Parses native-syntax text into a [`File`], failing with every parse error.
///
/// ```
/// let file = hcl2::parse("a = 1\nb { c = 2 }\n").unwrap();
/// let items = file.body().items().unwrap();
/// assert_eq!(items.attributes.len(), 1);
/// assert_eq!(items.blocks[0].type_name, "b");
/// ```
pub fn parse(text: &str) -> Result<File, Error> {
    let file = File::parse(text.as_bytes(), INPUT_NAME, Syntax::Native);
    if file.diagnostics().has_errors() {
        return Err(Error::new(file.diagnostics().clone(), &[source(text)]));
    }
    Ok(file)
}

/// Parses a native-syntax expression, to evaluate (with or without a context) or to
/// analyse.
///
/// ```
/// let expr = hcl2::parse_expression("var.a + 1").unwrap();
/// assert_eq!(expr.variables()[0].root_name(), Some("var"));
/// ```
pub fn parse_expression(text: &str) -> Result<Expression, Error> {
    let p = hcl2_native::parse_expression(text.as_bytes(), INPUT_NAME, Pos::START);
    if p.diagnostics.has_errors() {
        return Err(Error::new(p.diagnostics, &[source(text)]));
    }
    let range = hcl2_core::Expression::range(&hcl2_native::NativeExpression {
        expr: &p.value,
        file: p.tree(),
    });
    Ok(Expression::native(text, Pos::START, range))
}

/// Parses a bare template (what a template file holds: text with `${…}`
/// interpolations and `%{…}` directives).
///
/// ```
/// let t = hcl2::parse_template("Hello, ${name}!").unwrap();
/// assert_eq!(t.variables()[0].root_name(), Some("name"));
/// ```
pub fn parse_template(text: &str) -> Result<Expression, Error> {
    let p = hcl2_native::parse_template(text.as_bytes(), INPUT_NAME, Pos::START);
    if p.diagnostics.has_errors() {
        return Err(Error::new(p.diagnostics, &[source(text)]));
    }
    let range = p.source.range(p.value.span);
    Ok(Expression::template(text, Pos::START, range))
}

/// Evaluates a native-syntax expression in `ctx` (or, with `None`, as the reference
/// does without a context: no variables or functions).
///
/// ```
/// use hcl2::{EvalContext, Value};
///
/// assert_eq!(hcl2::evaluate("1 + 2 * 3", None).unwrap(), Value::from(7));
/// let mut ctx = EvalContext::new();
/// ctx.set_variable("x", Value::from(2));
/// assert_eq!(hcl2::evaluate("x * 10", Some(&ctx)).unwrap(), Value::from(20));
/// let err = hcl2::evaluate("x * 10", None).unwrap_err();
/// assert_eq!(err.diagnostics().as_slice()[0].summary, "Variables not allowed");
/// ```
pub fn evaluate(text: &str, ctx: Option<&EvalContext<'_>>) -> Result<Value, Error> {
    parse_expression(text)?.evaluate(ctx)
}

/// Evaluates a bare template in `ctx`.
///
/// ```
/// use hcl2::{EvalContext, Value};
///
/// let mut ctx = EvalContext::new();
/// ctx.set_variable("name", Value::from("world"));
/// let v = hcl2::evaluate_template("Hello, ${name}!%{ if true } Bye.%{ endif }", Some(&ctx));
/// assert_eq!(v.unwrap(), Value::from("Hello, world! Bye."));
/// ```
pub fn evaluate_template(text: &str, ctx: Option<&EvalContext<'_>>) -> Result<Value, Error> {
    parse_template(text)?.evaluate(ctx)
}

fn source(text: &str) -> Source<'_> {
    Source {
        filename: INPUT_NAME,
        text,
        offset: 0,
        syntax: Syntax::Native,
        file: None,
    }
}
