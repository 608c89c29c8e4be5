//! Syntax-only queries on the native AST, answering as the reference does without
//! evaluating anything.
//!
//! - [`expr_variables`], [`expr_has_variables`], [`template_variables`], [`attribute_variables`],
//!   [`body_variables`] — the root-scope variables referred to.
//! - [`static_list`], [`static_map`], [`static_call`] — a tuple's elements, an object's
//!   items, a call's parts.
//! - [`abs_traversal`], [`rel_traversal`], [`keyword`] (and [`key_keyword`],
//!   [`key_abs_traversal`] for object keys) — an expression read as a reference.
//! - [`form`] — how an expression is written (a reference, a template…).
//! - [`start_span`] — where an expression starts, as the reference's error subjects
//!   place it.

mod form;
mod start;
mod statics;
mod variables;

#[cfg(test)]
mod test_ast;

pub use form::form;
pub use start::start_span;
pub use statics::{
    abs_traversal, key_abs_traversal, key_keyword, keyword, rel_traversal, static_call,
    static_list, static_map, StaticCall,
};
pub use variables::{
    attribute_variables, body_variables, expr_has_variables, expr_variables, template_variables,
};
