//! Standard HCL functions (beside `hcl2-core`, built on `hcl2-value` function model).
//!
//! Status: not yet implemented (issue 5 brings the functions the `hcldec` spec format uses).
#![forbid(unsafe_code)]
