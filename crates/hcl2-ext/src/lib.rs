//! The reference's extensions to HCL (its `ext` packages), for applications that want
//! more than the core language:
//!
//! - [`tryfunc`]: `try` and `can`, functions that take their arguments unevaluated;
//! - [`typeexpr`]: type constraint expressions (`list(object({port = optional(number,
//!   80)}))`), their defaults applied to values, type text, and `convert`;
//! - [`userfunc`]: `function` blocks defining functions for the rest of a configuration;
//! - [`dynblock`]: `dynamic` blocks expanded in any body, and the variables walk for
//!   static analysis;
//! - [`files`]: Terraform's filesystem functions and `templatefile`, confined to a base
//!   directory;
//! - [`template_string`]: Terraform's `templatestring`, a string value rendered as a
//!   template;
//! - [`spec_file`]: `.hcldec` spec files (the reference's `hcldec` tool's format) read
//!   into `hcl2_dec` specs; they are native syntax, so they load here, above the
//!   syntax-agnostic decoder.
//!
//! Why a crate of its own, and why this name: these extensions need syntax (expressions
//! passed unevaluated, type expressions read from syntax, bodies rewritten), so they sit
//! above the syntax crates, while functions on values alone stay in `hcl2-stdlib`, which
//! an application evaluating only values can use without any parser. "ext" is the
//! reference's own name for this layer (`hcl/v2/ext/...`), so users looking for its
//! `tryfunc`, `typeexpr`, `userfunc` or `dynblock` find them under the same names.
//!
//! Everything here works through the `Expression` and `Body` traits of `hcl2-core`, so
//! native files, JSON files and merges of several files behave alike.

#![forbid(unsafe_code)]

pub mod dynblock;
pub mod files;
pub mod spec_file;
pub mod template_string;
pub mod tryfunc;
pub mod typeexpr;
pub mod userfunc;
