//! The template AST, generic over the expression type `E` of the embedding language.
//!
//! Literal text is stored as it will be used: escapes decoded, strip markers and heredoc
//! flush applied. Every node keeps its [`Span`]; the [`SourceFile`](hcl2_core::SourceFile)
//! the template was parsed from turns spans into ranges.

use std::fmt;

use compact_str::CompactString;
use hcl2_core::Span;

/// A parsed template: a sequence of literals, interpolations and directives.
#[derive(Clone, Debug, PartialEq)]
pub struct Template<E> {
    /// The parts in source order.
    pub parts: Parts<E>,
    /// From the first byte of the template's content to just after its last.
    pub span: Span,
}

/// A template's parts, used as a slice. Most templates are one part (a plain string),
/// which is kept inline rather than in an allocation of its own.
#[derive(Clone, PartialEq)]
pub struct Parts<E>(PartsRepr<E>);

#[derive(Clone, PartialEq)]
enum PartsRepr<E> {
    One(Part<E>),
    Many(Vec<Part<E>>),
}

impl<E> Parts<E> {
    /// The parts as a slice.
    pub fn as_slice(&self) -> &[Part<E>] {
        self
    }
}

impl<E> Default for Parts<E> {
    fn default() -> Parts<E> {
        Parts(PartsRepr::Many(Vec::new()))
    }
}

impl<E> From<Part<E>> for Parts<E> {
    fn from(part: Part<E>) -> Parts<E> {
        Parts(PartsRepr::One(part))
    }
}

impl<E> From<Vec<Part<E>>> for Parts<E> {
    fn from(mut parts: Vec<Part<E>>) -> Parts<E> {
        if parts.len() == 1 {
            if let Some(part) = parts.pop() {
                return Parts(PartsRepr::One(part));
            }
        }
        parts.shrink_to_fit();
        Parts(PartsRepr::Many(parts))
    }
}

impl<E> std::ops::Deref for Parts<E> {
    type Target = [Part<E>];
    fn deref(&self) -> &[Part<E>] {
        match &self.0 {
            PartsRepr::One(part) => std::slice::from_ref(part),
            PartsRepr::Many(parts) => parts,
        }
    }
}

impl<E> std::ops::DerefMut for Parts<E> {
    fn deref_mut(&mut self) -> &mut [Part<E>] {
        match &mut self.0 {
            PartsRepr::One(part) => std::slice::from_mut(part),
            PartsRepr::Many(parts) => parts,
        }
    }
}

impl<'p, E> IntoIterator for &'p Parts<E> {
    type Item = &'p Part<E>;
    type IntoIter = std::slice::Iter<'p, Part<E>>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Shown as the list of parts.
impl<E: fmt::Debug> fmt::Debug for Parts<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
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
