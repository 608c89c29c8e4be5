//! Spec-based decoding of HCL bodies, the model of the reference `hcldec` tool.
//!
//! Status: not yet implemented (issue 5).
#![forbid(unsafe_code)]
