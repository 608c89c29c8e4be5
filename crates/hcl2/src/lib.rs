//! hcl2: HashiCorp Configuration Language v2 for Rust — the facade crate.
//!
//! It will parse files by type (native or JSON), re-export the layers below, and decode
//! bodies into Rust types with serde. Until then, the value model is usable directly
//! through [`hcl2_value`].
//!
//! Status: the facade arrives with issues 3 to 6.

#![forbid(unsafe_code)]

pub use hcl2_value as value;
