//! Spec-based decoding of HCL bodies, the model of the reference's `hcldec` package and
//! of its `hcldec` tool's spec files.
//!
//! A [`Spec`] says how to turn a body into a value and, through the schema it implies,
//! what the body may contain. [`decode`] applies it to any [`Body`] (native, JSON, or
//! several files merged with `MergedBody`) and returns the value and every diagnostic.
//! [`variables`] lists the references the decoded parts make, [`implied_type`] the type
//! of the result, and [`source_range`] where it comes from.
//!
//! Specs are built in code, or read from the reference's `.hcldec` spec files with
//! `hcl2_ext::spec_file` (spec files are native syntax, so loading them lives above this
//! syntax-agnostic crate).
//!
//! ```
//! use std::collections::BTreeMap;
//! use hcl2_core::Pos;
//! use hcl2_dec::{decode, AttrSpec, BlockListSpec, Spec};
//! use hcl2_value::{Type, Value};
//!
//! let port = Spec::Attr(AttrSpec { name: "port".into(), ty: Type::Number, required: false });
//! let listener = Spec::BlockList(BlockListSpec {
//!     type_name: "listener".into(),
//!     nested: Box::new(Spec::Object(BTreeMap::from([("port".to_owned(), port)]))),
//!     min_items: 0,
//!     max_items: 0,
//! });
//! let name = Spec::Attr(AttrSpec { name: "name".into(), ty: Type::String, required: true });
//! let spec = Spec::Object(BTreeMap::from([
//!     ("listener".to_owned(), listener),
//!     ("name".to_owned(), name),
//! ]));
//!
//! let input = hcl2_native::parse_config(
//!     b"name = \"web\"\nlistener {\n  port = \"8080\"\n}\n",
//!     "app.hcl",
//!     Pos::START,
//! );
//! let (value, diags) = decode(&input.body(), &spec, None);
//! assert!(diags.is_empty());
//! let listener = Value::object([("port", Value::from(8080))]);
//! let want = Value::object([
//!     ("listener", Value::list([listener]).unwrap()),
//!     ("name", Value::from("web")),
//! ]);
//! assert_eq!(value, want);
//! ```
//!
//! The model is [`Spec`] and its parts; [`implied_schema`] gives the schema a spec implies,
//! [`implied_type`] its type and [`variables`] the variables it refers to.
#![forbid(unsafe_code)]

mod decode;
mod implied_type;
mod label;
mod schema;
mod source_range;
mod spec;
mod variables;

use hcl2_core::{Body, Diagnostics, EvalContext, Range};
use hcl2_value::Value;

pub use implied_type::implied_type;
pub use schema::implied_schema;
pub use spec::{
    AttrSpec, BlockAttrsSpec, BlockLabelSpec, BlockListSpec, BlockMapSpec, BlockSpec, DefaultSpec,
    SharedExpression, Spec, TransformFuncSpec, TransformSpec,
};
pub use variables::variables;

/// Decodes `body` with `spec`: the value (incomplete, with placeholders, when there are
/// errors) and the diagnostics. `ctx` supplies the input's variables and functions;
/// `None` makes any reference an error.
pub fn decode(body: &dyn Body, spec: &Spec, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
    let (value, _, diags) = decode::decode_body(body, &[], ctx, spec, false);
    (value, diags)
}

/// As [`decode`], but what `spec` does not read from the top-level body is returned as
/// a body for another decoder instead of being an error (nested blocks are still
/// decoded in full).
pub fn partial_decode<'b>(
    body: &'b dyn Body,
    spec: &Spec,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Box<dyn Body + 'b>, Diagnostics) {
    let (value, rest, diags) = decode::decode_body(body, &[], ctx, spec, true);
    let rest = rest.unwrap_or_else(|| Box::new(hcl2_core::MergedBody::new([])));
    (value, rest, diags)
}

/// The source range of the part of `body` that `spec` decodes: best effort (see
/// [`decode`] for errors), most useful for a spec that reads one attribute or block.
pub fn source_range(body: &dyn Body, spec: &Spec) -> Range {
    source_range::source_range_in(body, &[], spec)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shareable<T: Send + Sync>() {}

    #[test]
    fn specs_can_be_shared_between_threads() {
        shareable::<Spec>();
    }
}
