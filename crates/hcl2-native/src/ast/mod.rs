//! The native-syntax AST: bodies, attributes and blocks ([`body`]) holding expressions
//! ([`expr`]), every node with its [`Span`](hcl2_core::Span).

pub mod body;
pub mod expr;

pub use body::{Attribute, Block, Body, Label};
pub use expr::*;
