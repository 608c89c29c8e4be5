//! The hcl2 command-line tools: `hcldec` (a drop-in for the reference tool) and `hcl2`.
//!
//! Status: not yet implemented (issue 5 brings `hcldec`).
#![forbid(unsafe_code)]
