//! HCL native syntax out: the canonical formatter, a lossless syntax tree with
//! format-preserving edits, and serde serialization of Rust values as HCL.
//!
//! - [`format()`] and [`format_bytes`] — a file laid out exactly as the reference's
//!   `hclfmt` lays it out.
//! - [`to_string`], [`to_vec`], [`to_writer`] — any `Serialize` value as HCL ([`ser`]
//!   says how blocks and expressions are marked).
//! - [`Document`] — the lossless syntax tree: every byte of the input in some node, so
//!   an unedited tree prints back the input byte for byte.
//!
//! Everything here reads text through `hcl2-native`'s token stream
//! ([`hcl2_native::tokens`]), the same scanners the parser uses.
#![forbid(unsafe_code)]

mod error;
mod expr;
mod format;
mod literal;
pub mod ser;
mod tree;

#[cfg(test)]
mod test_texts;

pub use error::Error;
pub use expr::ExprText;
pub use format::{format, format_bytes, format_named};
pub use literal::quote;
pub use ser::output::{to_string, to_vec, to_writer};
pub use tree::{Attribute, Block, Body, Document, Item, Other};
