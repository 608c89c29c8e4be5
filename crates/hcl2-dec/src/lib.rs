//! Spec-based decoding of HCL bodies, the model of the reference `hcldec` tool.
//!
//! API CONTRACT SKELETON (temporary, replaced by the hcl2-dec implementation branch):
//! the signatures below are fixed; bodies are placeholders so dependants can compile.
#![forbid(unsafe_code)]

use std::collections::BTreeMap;

use hcl2_core::{Body, Diagnostic, Diagnostics, EvalContext, Range, Traversal};
use hcl2_value::function::Function;
use hcl2_value::{Type, Value};

/// A decoding spec: how to turn a body into a value, and what the body may contain.
#[derive(Debug)]
pub enum Spec {}

/// A loaded `.hcldec` spec file: its root spec, predefined variables and custom functions.
#[derive(Debug)]
pub struct SpecFile {
    /// The single top-level spec.
    pub root: Spec,
    /// The `variables` block's values.
    pub variables: BTreeMap<String, Value>,
    /// The `function` blocks, by name.
    pub functions: BTreeMap<String, Function>,
}

/// Loads a spec file from native-syntax source.
pub fn load_spec_file(_src: &[u8], _filename: &str) -> (Option<SpecFile>, Diagnostics) {
    let mut d = Diagnostics::new();
    d.push(Diagnostic::error(
        "Spec files are not supported yet",
        "",
        None,
    ));
    (None, d)
}

/// Decodes `body` under `spec`.
pub fn decode(
    _body: &dyn Body,
    spec: &Spec,
    _ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    match *spec {}
}

/// The variables `body` references in the parts `spec` decodes.
pub fn variables(_body: &dyn Body, spec: &Spec) -> Vec<Traversal> {
    match *spec {}
}

/// The type `decode` returns for `spec`, whatever the body.
pub fn implied_type(spec: &Spec) -> Type {
    match *spec {}
}

/// The source range of the part of `body` that `spec` decodes.
pub fn source_range(_body: &dyn Body, spec: &Spec) -> Range {
    match *spec {}
}
