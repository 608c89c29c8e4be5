//! The HCL JSON syntax (layer 5, above `hcl2-native`).
//!
//! It will hold an order- and position-preserving JSON parser with exact numbers, and the
//! mapping of JSON documents onto HCL bodies and expressions.
//!
//! Status: not yet implemented (issue 6).
#![forbid(unsafe_code)]
