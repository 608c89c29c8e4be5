//! HCL's type system and values (placeholder root; filled in below).
pub mod number;
pub use number::Number;
