//! [`Expression`]: an argument kept unevaluated, to evaluate or analyse later.

use std::cell::RefCell;
use std::fmt;
use std::sync::{Arc, OnceLock};

use hcl2_core::{Diagnostics, EvalContext, Pos, Range, SourceFile, SourceSyntax, Span, Traversal};
use hcl2_value::Value;
use serde::de::{self, Deserialize, Deserializer, Visitor};

use crate::de::magic;
use crate::de::Source;
use crate::error::Error;
use crate::Syntax;

/// An argument's expression, decoded without evaluating it: a field of this type takes
/// the expression's source text and range, and evaluates it later with whatever context
/// the application has by then (as Terraform evaluates in phases), or reports the
/// variables it refers to.
///
/// It owns its text (it is `'static` and outlives the file), and reads it back in the
/// syntax it was written in: in a JSON file, strings are templates only when evaluated
/// with a context, as the JSON syntax specifies. Decoded from a file
/// [`from_str`](crate::from_str) parsed, it shares that file's text (kept while any of
/// its expressions is) and finds its line and column positions when first asked.
///
/// Decoded by [`from_body`](crate::from_body) from a JSON body, whose tree does not keep
/// its file's text, the expression keeps a copy of its piece of the tree instead (so
/// evaluation and its messages are exact) and its [`source`](Expression::source) is the
/// value written as compact JSON.
///
/// ```
/// use hcl2::{EvalContext, Expression, Value};
///
/// #[derive(serde::Deserialize)]
/// struct Config { name: Expression }
///
/// let config: Config = hcl2::from_str("name = \"web-${var.n}\"\n").unwrap();
/// let vars = config.name.variables();
/// assert_eq!(vars[0].root_name(), Some("var"));
///
/// let mut ctx = EvalContext::new();
/// ctx.set_variable("var", Value::object([("n", Value::from(2))]));
/// assert_eq!(config.name.evaluate(Some(&ctx)).unwrap(), Value::from("web-2"));
/// ```
#[derive(Clone)]
pub struct Expression {
    text: Text,
    kind: Kind,
    /// The expression itself, detached from its body, when `text` does not read back
    /// at the original positions (see [`hcl2_core::ExpressionSource::verbatim`]).
    held: Option<Arc<dyn hcl2_core::Expression + Send + Sync>>,
}

/// The text and where it is. Positions are boxed: an expression is moved several times
/// on its way into a field, and most never have their range asked for.
#[derive(Clone)]
enum Text {
    /// A copy, with its positions.
    Own(Box<OwnText>),
    /// Bytes of a parsed file, whose positions are found when first asked.
    InFile {
        file: Arc<SourceFile>,
        span: Span,
        range: OnceLock<Box<Range>>,
    },
}

/// An expression's own copy of its text, with its positions.
#[derive(Clone)]
struct OwnText {
    text: String,
    /// Where `text` starts in its file.
    start: Pos,
    range: Range,
}

/// Equal when written alike at the same place.
impl PartialEq for Expression {
    fn eq(&self, other: &Expression) -> bool {
        (self.source(), self.start(), self.range(), self.kind)
            == (other.source(), other.start(), other.range(), other.kind)
    }
}

impl Eq for Expression {}

/// What the text is read back as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Native,
    Json,
    /// A bare template (the contents of a template file), native syntax inside.
    Template,
}

impl Kind {
    /// The kind of an expression written in `syntax`.
    fn of(syntax: Syntax) -> Kind {
        match syntax {
            Syntax::Native => Kind::Native,
            Syntax::Json => Kind::Json,
        }
    }
}

impl Expression {
    /// The expression `text`, starting at `start` in its file, which the parser found to
    /// cover `range`.
    pub(crate) fn native(text: &str, start: Pos, range: Range) -> Expression {
        Expression {
            text: Text::Own(Box::new(OwnText {
                text: text.to_string(),
                start,
                range,
            })),
            kind: Kind::Native,
            held: None,
        }
    }

    /// The expression written at `range` as `text` in `syntax`.
    pub(crate) fn at(text: &str, range: Range, syntax: Syntax) -> Expression {
        Expression {
            text: Text::Own(Box::new(OwnText {
                text: text.to_string(),
                start: range.start,
                range,
            })),
            kind: Kind::of(syntax),
            held: None,
        }
    }

    /// The expression `span` of `file` covers, written in `syntax`.
    pub(crate) fn in_file(file: Arc<SourceFile>, span: Span, syntax: Syntax) -> Expression {
        Expression {
            text: Text::InFile {
                file,
                span,
                range: OnceLock::new(),
            },
            kind: Kind::of(syntax),
            held: None,
        }
    }

    /// `expr` kept through what it says of its source ([`hcl2_core::Expression::source`]),
    /// for a body whose file text the decoder was not given; `None` for an expression
    /// without source text.
    pub(crate) fn from_core(expr: &dyn hcl2_core::Expression) -> Option<Expression> {
        let source = expr.source()?;
        let syntax = match source.syntax {
            SourceSyntax::Json => Syntax::Json,
            _ => Syntax::Native,
        };
        let mut kept = Expression::at(&source.text, expr.range(), syntax);
        if !source.verbatim {
            kept.held = Some(expr.detach()?);
        }
        Some(kept)
    }

    /// The template `text`, starting at `start` in its file and covering `range`.
    pub(crate) fn template(text: &str, start: Pos, range: Range) -> Expression {
        Expression {
            kind: Kind::Template,
            ..Expression::native(text, start, range)
        }
    }

    /// The expression as written.
    pub fn source(&self) -> &str {
        match &self.text {
            Text::Own(own) => &own.text,
            Text::InFile { file, span, .. } => file.slice(*span),
        }
    }

    /// Where it was written.
    pub fn range(&self) -> &Range {
        match &self.text {
            Text::Own(own) => &own.range,
            Text::InFile { file, span, range } => range.get_or_init(|| Box::new(file.range(*span))),
        }
    }

    /// Where its text starts in its file.
    fn start(&self) -> Pos {
        match &self.text {
            Text::Own(own) => own.start,
            Text::InFile { .. } => self.range().start,
        }
    }

    /// The syntax it was written in (a template is native syntax).
    pub fn syntax(&self) -> Syntax {
        match self.kind {
            Kind::Json => Syntax::Json,
            Kind::Native | Kind::Template => Syntax::Native,
        }
    }

    /// Its value in `ctx` (with `None`, as the reference evaluates without a context:
    /// literals and operators only).
    pub fn evaluate(&self, ctx: Option<&EvalContext<'_>>) -> Result<Value, Error> {
        let (value, diags) = self.with_parsed(|e| e.value(ctx))?;
        if diags.has_errors() {
            return Err(self.error(diags));
        }
        Ok(value)
    }

    /// The variables it refers to, as traversals from their root names.
    pub fn variables(&self) -> Vec<Traversal> {
        self.with_parsed(|e| e.variables()).unwrap_or_default()
    }

    /// An error about this expression, rendered with its text at its place in the file
    /// (the lines before it blank).
    fn error(&self, diags: Diagnostics) -> Error {
        if self.held.is_some() {
            // The text is not the file's: messages go without a snippet.
            return Error::new(diags, &[]);
        }
        let start = self.start();
        let before = start.line.saturating_sub(1);
        let mut text = "\n".repeat(before);
        text.push_str(&" ".repeat(start.byte.saturating_sub(before)));
        text.push_str(self.source());
        let source = Source {
            filename: &self.range().filename,
            text: &text,
            offset: 0,
            syntax: self.syntax(),
            file: None,
        };
        Error::new(diags, &[source])
    }

    /// Runs `f` on the expression parsed back from its text at its original position.
    fn with_parsed<T>(&self, f: impl FnOnce(&dyn hcl2_core::Expression) -> T) -> Result<T, Error> {
        if let Some(held) = &self.held {
            return Ok(f(&**held));
        }
        let (name, start, src) = (
            &*self.range().filename,
            self.start(),
            self.source().as_bytes(),
        );
        match self.kind {
            Kind::Native => {
                let p = hcl2_native::parse_expression(src, name, start);
                if p.diagnostics.has_errors() {
                    return Err(self.error(p.diagnostics));
                }
                let expr = hcl2_native::NativeExpression {
                    expr: &p.value,
                    file: p.tree(),
                };
                Ok(f(&expr))
            }
            Kind::Json => {
                let p = hcl2_json::parse_expression_with_start(src, name, start);
                if p.diagnostics.has_errors() {
                    return Err(self.error(p.diagnostics));
                }
                Ok(f(&hcl2_json::JsonExpression::new(p.value, &p.tree)))
            }
            Kind::Template => {
                let p = hcl2_native::parse_template(src, name, start);
                if p.diagnostics.has_errors() {
                    return Err(self.error(p.diagnostics));
                }
                Ok(f(&TemplateExpression {
                    template: &p.value,
                    file: p.tree(),
                }))
            }
        }
    }
}

/// A parsed bare template seen as an expression.
#[derive(Debug)]
struct TemplateExpression<'a> {
    template: &'a hcl2_template::Template<hcl2_native::ast::Expr>,
    file: hcl2_native::ast::Tree<'a>,
}

impl hcl2_core::Expression for TemplateExpression<'_> {
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        hcl2_native::evaluate_template(self.template, self.file, ctx)
    }
    fn variables(&self) -> Vec<Traversal> {
        hcl2_native::analysis::template_variables(self.template, self.file)
    }
    fn range(&self) -> Range {
        self.file.range(self.template.span)
    }
    fn start_range(&self) -> Range {
        self.range()
    }
}

/// The expression through `hcl2-core`'s trait (parsed back from its text on each call),
/// so that it can stand wherever an expression of a body is expected.
impl hcl2_core::Expression for Expression {
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        match self.with_parsed(|e| e.value(ctx)) {
            Ok(answer) => answer,
            Err(e) => (Value::dynamic(), e.into_diagnostics()),
        }
    }
    fn variables(&self) -> Vec<Traversal> {
        Expression::variables(self)
    }
    fn range(&self) -> Range {
        Expression::range(self).clone()
    }
    fn start_range(&self) -> Range {
        self.with_parsed(|e| e.start_range())
            .unwrap_or_else(|_| Expression::range(self).clone())
    }
    /// The text it keeps; a bare template's reads back only through the detached copy.
    fn source(&self) -> Option<hcl2_core::ExpressionSource<'_>> {
        if let Some(held) = &self.held {
            return held.source();
        }
        let text = self.source();
        Some(match self.kind {
            Kind::Native => hcl2_core::ExpressionSource::verbatim(text, SourceSyntax::Native),
            Kind::Json => hcl2_core::ExpressionSource::verbatim(text, SourceSyntax::Json),
            Kind::Template => hcl2_core::ExpressionSource::rewritten(text, SourceSyntax::Native),
        })
    }
    fn detach(&self) -> Option<Arc<dyn hcl2_core::Expression + Send + Sync>> {
        Some(Arc::new(self.clone()))
    }
}

impl fmt::Debug for Expression {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Expression({} @ {})", self.source(), self.range())
    }
}

/// The source text, as written.
impl fmt::Display for Expression {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.source())
    }
}

impl<'de> Deserialize<'de> for Expression {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Expression, D::Error> {
        d.deserialize_struct(magic::EXPRESSION, &[], ExpressionVisitor)
    }
}

struct ExpressionVisitor;

impl<'de> Visitor<'de> for ExpressionVisitor {
    type Value = Expression;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an expression decoded by hcl2")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Expression, E> {
        PARKED
            .with(|p| p.borrow_mut().take())
            .ok_or_else(|| E::custom("hcl2::Expression can only be decoded by hcl2"))
    }
}

thread_local! {
    /// The expression a decoder hands to [`Expression::deserialize`] (serde moves data
    /// only, so the decoder parks the expression here and answers the request with a
    /// unit). Serde's buffering (untagged enums, flattened fields) never carries one:
    /// it reads a value, which evaluates the expression.
    static PARKED: RefCell<Option<Expression>> = const { RefCell::new(None) };
}

/// Answers `visitor`, an [`Expression::deserialize`]'s, with `kept`.
pub(crate) fn hand_off<'de, V: Visitor<'de>, E: de::Error>(
    kept: Expression,
    visitor: V,
) -> Result<V::Value, E> {
    PARKED.with(|p| *p.borrow_mut() = Some(kept));
    let answer = visitor.visit_unit();
    // A visitor other than the expression's leaves it parked: it goes now.
    PARKED.with(|p| p.borrow_mut().take());
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_expression_is_small_to_move() {
        // Its text and positions are behind pointers; fields of structs decoded in
        // bulk hold it by value.
        assert!(std::mem::size_of::<Expression>() <= 64);
        assert_eq!(
            std::mem::size_of::<Option<Expression>>(),
            std::mem::size_of::<Expression>()
        );
    }
}
