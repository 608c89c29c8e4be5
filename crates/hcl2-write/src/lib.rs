//! HCL native syntax out: the canonical formatter, a lossless syntax tree with
//! format-preserving edits, and serde serialization of Rust values as HCL.
//!
//! - [`format()`] — a file laid out exactly as the reference's `hclfmt` lays it out.
//!
//! Everything here reads text through `hcl2-native`'s token stream
//! ([`hcl2_native::tokens`]), the same scanners the parser uses.
#![forbid(unsafe_code)]

mod error;
pub mod format;

pub use error::Error;
pub use format::{format, format_bytes};
