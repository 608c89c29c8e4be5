//! A body's diagnostics take memory in proportion to their number and no more: each
//! keeps its own text without spare capacity (issue 29, `--diags json` over a million
//! unsupported arguments).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

use hcl2_core::{Body, BodySchema, Pos};

/// The peak memory of taking content from `n` attributes under an empty schema, each an
/// "Unsupported argument" error, per diagnostic (parsing left out).
fn bytes_per_unsupported_argument(n: usize) -> usize {
    let src: String = (0..n).map(|i| format!("a{i} = {i}\n")).collect();
    let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
    let body = parsed.body();
    let ((_, diags), peak) = peak_memory::peak_during(|| body.content(&BodySchema::new()));
    assert_eq!(diags.len(), n);
    assert!(diags.iter().all(|d| d.detail.capacity() == d.detail.len()));
    peak / n
}

#[test]
fn an_unsupported_argument_costs_its_diagnostic_and_its_exact_text() {
    let _serial = peak_memory::serial();
    // A power of two fills the list's vector exactly. What is left is the diagnostic
    // itself, its summary (20 bytes) and its detail (about 50); the detail once held
    // the 80 bytes `format!` reserved for it.
    for n in [1 << 14, 1 << 16] {
        let per = bytes_per_unsupported_argument(n);
        let own = std::mem::size_of::<hcl2_core::Diagnostic>();
        eprintln!("{n} diagnostics: {per} bytes each, {own} of them the diagnostic");
        assert!(per <= own + 90, "{n} diagnostics: {per} bytes each");
    }
}
