//! The template AST, generic over the expression type `E` of the embedding language.
//!
//! Literal text is stored as it will be used: escapes decoded, strip markers and heredoc
//! flush applied. Every node keeps its [`Span`]; the [`SourceFile`](hcl2_core::SourceFile)
//! the template was parsed from turns spans into ranges.

use compact_str::CompactString;
use hcl2_core::Span;

/// A parsed template: a sequence of literals, interpolations and directives.
#[derive(Clone, Debug, PartialEq)]
pub struct Template<E> {
    /// The parts in source order.
    pub parts: Vec<Part<E>>,
    /// From the first byte of the template's content to just after its last.
    pub span: Span,
}

/// One element of a template.
#[derive(Clone, Debug, PartialEq)]
pub enum Part<E> {
    /// Literal text.
    Literal(Literal),
    /// `${ expr }`.
    Interpolation(Interpolation<E>),
    /// `%{ if cond }…%{ else }…%{ endif }`.
    If(Box<IfDirective<E>>),
    /// `%{ for k, v in coll }…%{ endfor }`.
    For(Box<ForDirective<E>>),
}

/// Literal text, after escapes, strip markers and heredoc flush.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    /// The text the literal contributes.
    pub text: CompactString,
    /// The source bytes it came from (before stripping).
    pub span: Span,
}

/// Strip markers (`~`) on a template sequence: `left` after the opening `{`, `right`
/// before the closing `}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Strip {
    /// `${~` or `%{~`: trailing spaces of the literal before are removed.
    pub left: bool,
    /// `~}`: leading spaces of the literal after are removed.
    pub right: bool,
}

/// `${ expr }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Interpolation<E> {
    /// The embedded expression.
    pub expr: E,
    /// Strip markers on the sequence.
    pub strip: Strip,
    /// From `${` to `}` inclusive.
    pub span: Span,
}

/// `%{ if cond }then%{ else }else%{ endif }`.
#[derive(Clone, Debug, PartialEq)]
pub struct IfDirective<E> {
    /// The predicate.
    pub cond: E,
    /// The template used when the predicate is true.
    pub then: Template<E>,
    /// The `%{ else }` branch, if written.
    pub otherwise: Option<Template<E>>,
    /// From `%{` of the `if` to `}` of the `endif`.
    pub span: Span,
    /// The `%{ if … }` sequence.
    pub if_span: Span,
    /// The `%{ else }` sequence.
    pub else_span: Option<Span>,
    /// The `%{ endif }` sequence.
    pub endif_span: Span,
    /// Strip markers on `if`, `else` and `endif`.
    pub strip: [Strip; 3],
}

/// A variable name bound by a `for` directive, with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The name.
    pub name: CompactString,
    /// Where it is written.
    pub span: Span,
}

/// `%{ for k, v in coll }body%{ endfor }`.
#[derive(Clone, Debug, PartialEq)]
pub struct ForDirective<E> {
    /// The key variable, when two names are given.
    pub key_var: Option<Binding>,
    /// The value variable.
    pub value_var: Binding,
    /// The collection iterated.
    pub collection: E,
    /// The template repeated for each element.
    pub body: Template<E>,
    /// From `%{` of the `for` to `}` of the `endfor`.
    pub span: Span,
    /// The `%{ for … }` sequence.
    pub for_span: Span,
    /// The `%{ endfor }` sequence.
    pub endfor_span: Span,
    /// Strip markers on `for` and `endfor`.
    pub strip: [Strip; 2],
}

impl<E> Template<E> {
    /// Whether the template is a single literal (or empty): a plain string.
    pub fn as_literal(&self) -> Option<&str> {
        match self.parts.as_slice() {
            [] => Some(""),
            [Part::Literal(l)] => Some(&l.text),
            _ => None,
        }
    }
    /// The expression of a template that is one interpolation and nothing else (not even
    /// text that strip markers emptied): such a template's value is the expression's,
    /// not converted to a string (the reference's `TemplateWrapExpr`).
    pub fn unwrapped(&self) -> Option<&E> {
        match self.parts.as_slice() {
            [Part::Interpolation(i)] => Some(&i.expr),
            _ => None,
        }
    }
}
