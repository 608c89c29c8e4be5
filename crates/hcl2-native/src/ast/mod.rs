//! The native-syntax AST: bodies, attributes and blocks ([`Body`], [`Attribute`],
//! [`Block`]) holding expressions ([`Expr`], read through [`ExprView`]), every node
//! with its [`Span`](hcl2_core::Span), all kept in the parse's [`Nodes`] and referred to
//! by [`Id`].
//!
//! Identifiers (attribute names, block types, variables, attribute steps, function
//! names, `for` variables) are never escaped, so a node keeps only their span and reads
//! them from the source text on demand; labels and template text may hold escapes and
//! are kept decoded.

pub(crate) mod attr_path;
pub(crate) mod body;
pub(crate) mod expr;
pub(crate) mod nodes;
pub(crate) mod plain;
pub(crate) mod plain_template;
mod view;

pub(crate) use attr_path::AttrPath;
pub use attr_path::StepsRef;
pub use body::{
    Attribute, Block, BlockHeader, BlockLabel, BlockLabels, Body, BodyAttributes, Label,
};
pub use expr::*;
pub use nodes::{Id, Ids, Node, Nodes, Tree};
pub(crate) use view::{plain_call, plain_object, plain_tuple, stored_object, stored_tuple};
pub use view::{
    DeferredView, Elements, Expanded, ExprView, FunctionCallView, Items, LiteralView, ObjectView,
    RunIter, ScopeTraversalView, TemplateView, TupleView,
};

/// The text `span` covers in `src` (empty if it lies outside).
pub(crate) fn source_text(src: &str, span: hcl2_core::Span) -> &str {
    src.get(span.start as usize..span.end as usize)
        .unwrap_or("")
}
