//! Conformance with the reference implementation: expressions, templates and bodies
//! evaluated and processed as hcl 2.14.1 does (or, where a module says so, as the current
//! reference documents), with expectations recorded from the reference. Each module's
//! header says how its expectations were produced.

#[path = "../../../hcl2-template/tests/support/oracle.rs"]
mod oracle;

mod body_reference;
mod eval_calls;
mod eval_collections;
mod eval_conditional;
mod eval_context_modes;
mod eval_for;
mod eval_index;
mod eval_logic;
mod eval_namespaced_calls;
mod eval_operators;
mod eval_splat;
mod eval_support;
mod eval_traversals;
mod template_eval;
mod template_eval_vars;
