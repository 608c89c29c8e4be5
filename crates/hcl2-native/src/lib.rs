//! The HCL native syntax (layer 4, above `hcl2-template`).
//!
//! - [`ast`] — bodies, attributes, blocks and expressions, each node with its span, kept
//!   in the parse's [`ast::Nodes`] and read through an [`ast::Tree`] (the source text and
//!   the nodes), which the analyses and evaluation take.
//! - [`parse_config`], [`parse_expression`], [`parse_template`], [`parse_traversal_abs`]
//!   and [`parse_traversal_partial`] — the entry points: a configuration file, a
//!   standalone expression, a standalone template, an absolute or relative traversal;
//!   [`parse_config_with`], [`parse_config_owned_with`], [`parse_expression_with`] and
//!   [`parse_template_with`] take [`hcl2_core::ParseOptions`] (by default a parse keeps
//!   at most 100 diagnostics, then one error naming the limit).
//! - [`analysis`] — syntax-only queries: the variables referred to, static lists, maps,
//!   calls, traversals and keywords.
//! - [`NativeBody`], a parsed body behind `hcl2-core`'s `Body` trait (content
//!   by schema, partial content, just attributes), and [`merge_files`].
//! - [`evaluate`] and [`evaluate_template`] — evaluation against an `EvalContext` — and
//!   [`NativeExpression`], the `hcl2-core` `Expression` over a parsed tree (with
//!   [`NativeObjectKey`] for object constructor keys, as static maps give them).
//!
//! Parsing is done by an on-demand byte-level lexer (spans, no allocation) and a
//! recursive-descent parser with the reference's recovery rules; template content is
//! parsed by `hcl2-template`, with this crate's expression parser plugged in. Nesting is
//! bounded by [`MAX_NESTING_DEPTH`].
//!
//! # Parse a file and evaluate its arguments
//!
//! A parse always returns a tree beside its diagnostics (errors are values); a body is
//! read through `hcl2-core`'s [`Body`](hcl2_core::Body) trait, here schema-less, item by
//! item in source order, and each argument is an [`Expression`](hcl2_core::Expression)
//! evaluated against an [`EvalContext`](hcl2_core::EvalContext):
//!
//! ```
//! use hcl2_core::{Body, EvalContext, Expression, Pos};
//! use hcl2_value::Value;
//!
//! let src = b"name = \"web-${n}\"\nsize = n * 2\ndisk \"root\" {\n  gb = 10\n}\n";
//! let parsed = hcl2_native::parse_config(src, "main.tf", Pos::START);
//! assert!(!parsed.diagnostics.has_errors());
//!
//! let mut ctx = EvalContext::new();
//! ctx.set_variable("n", Value::from(4));
//! let body = parsed.body();
//! let items = body.items().expect("native bodies list their items");
//! assert_eq!(items.blocks[0].labels[0].value, "root");
//! let size = items.attributes.into_iter().find(|a| a.name == "size").unwrap();
//! // A listed argument's expression is built when asked for.
//! let size = size.expr.into_expr();
//! assert_eq!(size.value(Some(&ctx)).0, Value::from(8));
//! assert_eq!(size.variables()[0].root_name(), Some("n"));
//!
//! // Without a context, variables are errors with the reference's wording and range.
//! let (_, diags) = size.value(None);
//! let error = diags.iter().next().unwrap();
//! assert_eq!(error.summary, "Variables not allowed");
//! assert_eq!(error.subject.as_ref().unwrap().to_string(), "main.tf:2,8-9");
//! ```
//!
//! # Walk the syntax tree
//!
//! Every expression is seen as the construct the specification names through
//! [`ast::Expr::view`], whichever compact form the parser stored it in; its
//! sub-expressions are viewed in turn with the same [`ast::Tree`]. In a big text
//! (64 KiB or more) the parser keeps most expressions that would take nodes as their
//! text ([`ast::ExprView::Deferred`]): expand one to read it.
//!
//! ```
//! use hcl2_core::Pos;
//! use hcl2_native::ast::{Expr, ExprView, Tree};
//!
//! /// The variables an expression names, depth first.
//! fn roots(expr: &Expr, tree: Tree<'_>, out: &mut Vec<String>) {
//!     match expr.view(tree) {
//!         ExprView::ScopeTraversal(t) => out.push(t.root.to_owned()),
//!         ExprView::Deferred(kept) => {
//!             let expanded = kept.expand();
//!             roots(&expanded.root(), expanded.tree(), out);
//!         }
//!         ExprView::Binary(b) => {
//!             roots(&b.lhs, tree, out);
//!             roots(&b.rhs, tree, out);
//!         }
//!         ExprView::FunctionCall(call) => {
//!             for arg in call.args {
//!                 roots(&arg, tree, out);
//!             }
//!         }
//!         ExprView::Parens(p) => roots(&p.expr, tree, out),
//!         _ => {}
//!     }
//! }
//!
//! let parsed = hcl2_native::parse_expression(b"max(a, b.c[0]) + (d)", "e.hcl", Pos::START);
//! let mut found = Vec::new();
//! roots(&parsed.value, parsed.tree(), &mut found);
//! assert_eq!(found, ["a", "b", "d"]);
//! ```
//!
//! # A standalone expression or template
//!
//! ```
//! use hcl2_core::{EvalContext, Pos};
//! use hcl2_value::Value;
//!
//! let parsed = hcl2_native::parse_expression(b"[for s in xs : upper(s)]", "e.hcl", Pos::START);
//! let mut ctx = EvalContext::new();
//! ctx.set_variable("xs", Value::tuple([Value::from("a"), Value::from("b")]));
//! ctx.set_function("upper", hcl2_stdlib::upper());
//! let (value, diags) = hcl2_native::evaluate(&parsed.value, parsed.tree(), Some(&ctx));
//! assert!(diags.is_empty());
//! assert_eq!(value, Value::tuple([Value::from("A"), Value::from("B")]));
//!
//! let template = hcl2_native::parse_template(b"Hello, ${who}!", "t.tmpl", Pos::START);
//! ctx.set_variable("who", Value::from("world"));
//! let (text, _) = hcl2_native::evaluate_template(&template.value, template.tree(), Some(&ctx));
//! assert_eq!(text, Value::from("Hello, world!"));
//! ```
#![forbid(unsafe_code)]

pub mod analysis;
pub mod ast;
mod body;
mod eval;
mod lexer;
mod parse;
mod parser;
pub mod tokens;

pub use body::{merge_files, NativeBody};
pub use eval::{evaluate, evaluate_template, NativeExpression, NativeObjectKey};
pub use parse::{
    parse_config, parse_config_owned, parse_config_owned_with, parse_config_with, parse_expression,
    parse_expression_with, parse_template, parse_template_with, parse_traversal_abs,
    parse_traversal_partial, Parsed,
};
pub use parser::MAX_NESTING_DEPTH;

/// Whether `s` is a valid identifier of the native syntax (the reference's
/// `ValidIdentifier`: a letter or `_`, then letters, digits, `_` and `-`, per UAX #31).
pub fn valid_identifier(s: &str) -> bool {
    hcl2_value::strings::is_identifier(s)
}
