//! The syntax-agnostic HCL information model (layer 2, above `hcl2-value`).
//!
//! It will hold source positions and ranges, diagnostics, traversals, the evaluation
//! context, the `Body` and `Expression` traits every syntax implements, body schemas and
//! merged bodies, so that decoders talk to native and JSON files alike.
//!
//! Status: not yet implemented (issue 3 and 4).
#![forbid(unsafe_code)]
