//! The syntax-agnostic HCL information model (layer 2, above `hcl2-value`).
//!
//! Every syntax (native, JSON) and every consumer (decoders, serde, the CLI) meets here:
//!
//! - [`Pos`] and [`Range`], counted as the reference counts them (lines and
//!   grapheme-cluster columns from 1, bytes from 0).
//! - [`Span`], the compact byte range AST nodes keep.
//! - [`SourceFile`], a file's name and text, turning spans and byte
//!   offsets into positions as the reference's native scanner counts lines and columns
//!   ([`lossy_text`], [`lossy_text_owned`] and [`copy_bytes`] turn a syntax's input bytes
//!   into its text; [`FindTokenBreaks`] is how a syntax says where its tokens break).
//! - [`Diagnostics`], the crate's one error type and the error value of every API: a
//!   list of [`Diagnostic`]s with the reference's summaries.
//! - [`ParseOptions`], how every syntax's parse is configured: at most
//!   [`DEFAULT_MAX_DIAGNOSTICS`] diagnostics are kept unless the application says
//!   otherwise, collected by [`ParseDiagnostics`].
//! - [`Report`], which renders a diagnostic through miette with the source
//!   snippet and a label on the exact range (it implements `std::error::Error` only
//!   because miette's `Diagnostic` trait asks for it; nothing returns it as an error).
//! - [`closure::ClosureError`], what a closure-taking function (`try`, `can`) hands
//!   back to the syntax that calls it: the protocol between the two, not an error a
//!   user of the crate handles.
//! - [`Traversal`]s (a root name, attribute and index steps, with ranges)
//!   and applying relative ones to values.
//!
//! - [`EvalContext`], the variables and functions evaluation may use,
//!   in nested scopes.
//! - the [`Expression`] trait every syntax's expressions implement,
//!   with its static analyses (keyword, list, map, call, traversal) and its source text.
//! - [`expression_view`] — owners of an expression that lend a borrowed view of it, and
//!   the one macro that makes them expressions.
//! - what those static analyses return ([`StaticCall`], [`StaticMapItem`]), and
//!   [`TRAVERSAL_DETAIL`], the reference's detail for an expression that is not a
//!   static traversal.
//! - the [`Body`] trait and what a schema takes from a body
//!   ([`BodyContent`], [`Attribute`], [`Block`]).
//! - [`BodySchema`]: the attributes and blocks a body may hold.
//! - [`suggestion`] — "Did you mean ...?" name suggestions.
//! - [`MergedBody`]: several bodies (several files) processed as one.
//!
//! ```
//! use hcl2_core::{Diagnostic, Pos, Range};
//!
//! let at = Range::new("main.tf", Pos::new(1, 5, 4), Pos::new(1, 8, 7));
//! let d = Diagnostic::error("Unsupported argument", "An argument named \"foo\" is not expected here.", Some(at));
//! assert_eq!(d.to_string(), "main.tf:1,5-8: Unsupported argument; An argument named \"foo\" is not expected here.");
//! ```
#![forbid(unsafe_code)]

mod body;
pub mod closure;
mod diagnostic;
mod eval_context;
mod expression;
pub mod expression_view;
mod merged;
mod parse_options;
mod pos;
mod report;
pub mod report_source;
mod schema;
mod source_file;
mod span;
mod statics;
pub mod suggestion;
mod traversal;
pub mod userfunc;

pub use body::{
    Attribute, Attributes, Block, Body, BodyContent, BodyItems, ItemRange, ListedAttribute,
    ListedBlock, ListedExpr, ListedExprs, ListedLabel,
};
pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use eval_context::{EvalContext, Lookup};
pub use expression::{Expression, ExpressionForm, ExpressionSource, SourceSyntax};
pub use merged::MergedBody;
pub use parse_options::{
    ParseDiagnostics, ParseOptions, DEFAULT_DEFER_FROM, DEFAULT_MAX_DIAGNOSTICS,
};
pub use pos::{Pos, Range};
pub use report::Report;
#[doc(hidden)]
pub use schema::SchemaLookup;
pub use schema::{AttributeSchema, BlockHeaderSchema, BodySchema};
pub use source_file::{copy_bytes, lossy_text, lossy_text_owned, FindTokenBreaks, SourceFile};
pub use span::Span;
pub use statics::{StaticCall, StaticMapItem, TRAVERSAL_DETAIL};
pub use traversal::{lookup_root, Traversal, Traverser};
