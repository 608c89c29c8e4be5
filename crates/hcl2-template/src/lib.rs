//! The HCL template language (layer 3, above `hcl2-core`).
//!
//! - [`ast`] — the template AST ([`Template`], [`Part`]: literals, interpolations, `if`
//!   and `for` directives with strip markers), generic over the embedded expression type.
//! - [`parse`](mod@parse) — the parser, parameterised by the embedding language's expression parser
//!   through [`ExprParser`].
//! - [`eval`] — evaluation to a string (or, for a lone interpolation, to the
//!   interpolated value), with the embedding language's expression evaluation plugged
//!   in through [`Embedding`].
#![forbid(unsafe_code)]

pub mod ast;
pub mod eval;
pub mod parse;

pub use ast::{
    Binding, ForDirective, IfDirective, Interpolation, Literal, Part, Parts, Strip, Template,
};
pub use eval::{evaluate, Embedding};
pub use parse::{parse, ExprParser, Mode, Parsed, SkipMemo};
