//! Dynamic blocks (the reference's `ext/dynblock`): a `dynamic "type"` block stands
//! for one `type` block per element of its `for_each`, with the element in scope of
//! its `labels` and `content` under the iterator's name (the block type unless
//! `iterator` gives another).
//!
//! ```hcl
//! dynamic "listener" {
//!   for_each = var.ports
//!   iterator = port
//!   labels   = ["tcp"]
//!   content {
//!     port = port.value
//!   }
//! }
//! ```
//!
//! [`expand`] wraps any body (native, JSON, merged) so that reading it through a schema
//! that names `listener` blocks yields the generated ones, at every depth, nested
//! dynamic blocks included. A `for_each` not known yet yields one block whose
//! attributes are all unknown; a marked `for_each` passes its marks to each key and
//! value. A `dynamic` block of a type the schema does not name is an error (skipped in
//! a partial read, as the reference does).
//!
//! ```
//! use hcl2_core::{Body, BodySchema, EvalContext, Expression, Pos};
//! use hcl2_native::parse_config;
//! use hcl2_value::Value;
//!
//! let src = br#"
//! dynamic "b" {
//!   for_each = ["x", "y"]
//!   labels   = [b.value]
//!   content { v = b.key }
//! }
//! "#;
//! let parsed = parse_config(src, "t.hcl", Pos::START);
//! let body = parsed.body();
//! let ctx = EvalContext::new();
//! let expanded = hcl2_ext::dynblock::expand(&body, &ctx);
//! let (content, diags) = expanded.content(&BodySchema::new().block("b", ["name"]));
//! assert!(!diags.has_errors());
//! let labels: Vec<_> = content.blocks.iter().map(|b| b.labels[0].as_str()).collect();
//! assert_eq!(labels, ["x", "y"]);
//! let (inner, _) = content.blocks[1].body.content(&BodySchema::new().attribute("v", true));
//! assert_eq!(inner.attributes["v"].expr.value(Some(&ctx)).0, Value::from(1));
//! ```

mod expand;
mod iteration;
mod owned;
mod spec;
mod unknown;
mod variables;

pub use expand::ExpandBody;
pub use variables::{walk_expand_variables, walk_variables, WalkChild, WalkNode};

use hcl2_core::{Body, EvalContext};

/// `body` with its `dynamic` blocks expanded, their `for_each` and labels evaluated in
/// `ctx` (the reference's `dynblock.Expand`). Content is read lazily, through the
/// schema each caller gives.
pub fn expand<'a>(body: &'a dyn Body, ctx: &'a EvalContext<'a>) -> ExpandBody<'a> {
    ExpandBody::new(body, ctx)
}
