//! JSON bodies and expressions against outputs recorded from the reference
//! implementation (hashicorp/hcl v2.14.1); see [`render`] for how they were produced.

mod render;

mod bodies;
mod expressions;
mod merged;

mod spec_examples;
