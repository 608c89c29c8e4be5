//! Parsing a long tuple of small literals, `a = [1, 1, …]` (issue 29, defect 7: the
//! tuple reproducer, two bytes an element), stays within 2× the input: a tuple of plain
//! constants is kept as its text, its elements read again when viewed. 1.0× here (the
//! text's copy); 2.3× while a big parse reserved room for every node type up front,
//! and a 16-byte expression an element took 10.7×.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn a_long_tuple_of_ones_parses_within_twice_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = [{}1]\n", "1,".repeat(1_000_000));
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        parsed
    });
    eprintln!("peak {peak} bytes for {} bytes of input", src.len());
    assert!(
        peak <= 2 * src.len(),
        "peak {peak} bytes for {} bytes of input",
        src.len()
    );
}
