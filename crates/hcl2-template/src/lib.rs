//! The HCL template language (layer 3, above `hcl2-core`).
//!
//! - The template AST: [`Template`], its [`Parts`], each a [`Part`] ([`Literal`],
//!   [`Interpolation`], [`IfDirective`], [`ForDirective`] with its [`Binding`]s) and
//!   [`Strip`] markers, generic over the embedded expression type.
//! - [`parse()`], the parser, parameterised by the embedding language's expression parser
//!   through [`ExprParser`], in a [`Mode`], giving a [`Parsed`] template; [`Buffers`] are
//!   the scratch stacks an embedding keeps between parses, and [`tokens`] the scanners
//!   of template text an embedding's lexer shares.
//! - [`evaluate`], evaluation to a string (or, for a lone interpolation, to the
//!   interpolated value), with the embedding language's expression evaluation plugged
//!   in through [`Embedding`]; [`evaluate_flat`] evaluates a template without
//!   directives from its [`FlatPart`]s, for an embedding that keeps such templates in a
//!   compact form of its own.
//!
//! The native syntax (`hcl2-native`) embeds templates with its own expressions, and
//! most users reach templates through it (`hcl2_native::parse_template`). Any language
//! can embed them: it supplies an [`ExprParser`] and an [`Embedding`]. Here a toy one
//! whose only expression is a variable name:
//!
//! ```
//! use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Lookup, ParseDiagnostics, ParseOptions, SourceFile, Span};
//! use hcl2_template::{evaluate, parse, Embedding, ExprParser, Mode};
//! use hcl2_value::Value;
//!
//! /// Parses a name at `at` (its span is the expression).
//! struct Names<'t>(&'t str);
//!
//! impl ExprParser for Names<'_> {
//!     type Expr = Span;
//!     fn parse_expr(&mut self, at: usize, _: &mut ParseDiagnostics) -> (Span, usize) {
//!         let len = self.0[at..].find(|c: char| !c.is_alphanumeric()).unwrap_or(self.0.len() - at);
//!         (Span::from_usize(at, at + len), at + len)
//!     }
//!     fn skip_trivia(&self, at: usize) -> usize {
//!         at + self.0[at..].len() - self.0[at..].trim_start().len()
//!     }
//!     fn enter(&mut self, _: Span, _: &mut ParseDiagnostics) -> bool {
//!         true
//!     }
//!     fn leave(&mut self) {}
//! }
//!
//! /// Evaluates a name by looking it up.
//! struct Lookups<'f>(&'f SourceFile);
//!
//! impl Embedding for Lookups<'_> {
//!     type Expr = Span;
//!     fn file(&self) -> &SourceFile {
//!         self.0
//!     }
//!     fn evaluate(&self, name: &Span, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
//!         match ctx.map(|c| c.variable(self.0.slice(*name))) {
//!             Some(Lookup::Found(v)) => (v.clone(), Diagnostics::new()),
//!             _ => {
//!                 let why = Diagnostic::error("Unknown variable", "", Some(self.0.range(*name)));
//!                 (Value::dynamic(), Diagnostics::from(why))
//!             }
//!         }
//!     }
//!     fn span(&self, name: &Span) -> Span {
//!         *name
//!     }
//! }
//!
//! let file = SourceFile::new("t.tmpl", "Hello, ${who}!%{ if loud } !!%{ endif }");
//! let mut diags = ParseDiagnostics::new(&ParseOptions::new());
//! let parsed = parse(&mut Names(file.text()), &file, 0, Mode::Standalone, &mut diags);
//! assert!(diags.finish().is_empty());
//!
//! let mut ctx = EvalContext::new();
//! ctx.set_variable("who", Value::from("world"));
//! ctx.set_variable("loud", Value::from(true));
//! let whole = Span::from_usize(0, file.text().len());
//! let (text, diags) = evaluate(&parsed.template, whole, &Lookups(&file), Some(&ctx));
//! assert!(diags.is_empty());
//! assert_eq!(text, Value::from("Hello, world! !!"));
//! ```
#![forbid(unsafe_code)]

mod ast;
mod eval;
mod parse;

pub use ast::{
    Binding, ForDirective, IfDirective, Interpolation, Literal, Part, Parts, Strip, Template,
};
pub use eval::{evaluate, evaluate_flat, Embedding, FlatPart};
/// Plumbing between the template parser and an embedding's expression parser (the
/// native syntax, another crate, keeps the memo between templates): it must be public
/// for that crate to name it, but it is no part of the API.
#[doc(hidden)]
pub use parse::lex::SkipMemo;
pub use parse::{parse, tokens, Buffers, ExprParser, Mode, Parsed};
