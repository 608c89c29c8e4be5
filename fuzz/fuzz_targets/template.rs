//! Templates never panic, hang or overflow the stack: any bytes parse as a standalone
//! template and evaluate without a context, with an empty one and with a fixed full one;
//! evaluating twice gives the same result.
#![no_main]

use hcl2_core::{EvalContext, Pos};
use libfuzzer_sys::fuzz_target;

#[path = "context.rs"]
mod context;

fuzz_target!(|data: &[u8]| {
    let ctx = context::fixed_context();
    let parsed = hcl2_native::parse_template(data, "fuzz.tmpl", Pos::START);
    let tree = parsed.tree();
    let _ = hcl2_native::evaluate_template(&parsed.value, tree, None);
    let _ = hcl2_native::evaluate_template(&parsed.value, tree, Some(&EvalContext::empty()));
    let (first, _) = hcl2_native::evaluate_template(&parsed.value, tree, Some(&ctx));
    let (second, _) = hcl2_native::evaluate_template(&parsed.value, tree, Some(&ctx));
    assert!(first == second, "{first:?} then {second:?}");
});
