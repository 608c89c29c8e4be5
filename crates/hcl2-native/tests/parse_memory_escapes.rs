//! Parsing a long quoted string of `$${` escapes takes memory within 3× the input
//! (issue 29, defect 7): the literal pieces the escapes split the text into are melded
//! as they are read, not kept one per escape. 2.05× here (3.3× while a big parse
//! reserved room for every node type up front).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn a_string_of_escapes_parses_within_three_times_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = \"{}\"\n", "$${x}".repeat(400_000));
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        parsed
    });
    eprintln!("peak {peak} bytes for {} bytes of input", src.len());
    assert!(
        peak <= 3 * src.len(),
        "peak {peak} bytes for {} bytes of input",
        src.len()
    );
}
