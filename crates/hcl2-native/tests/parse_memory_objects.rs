//! Parsing a splat over a long tuple of small object constructors, `a = [{x=1}, …][*].x`
//! (issue 29, defect 7: the splat reproducer, six bytes an object), stays within 2× the
//! input: the tuple, its objects being plain constants under bare keys, is kept as its
//! text. 1.03× here; 2.3× while a big parse reserved room for every node type up
//! front, and an object node, its item and its element took 24×.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn a_splat_over_small_objects_parses_within_twice_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = [{}{{x=1}}][*].x\n", "{x=1},".repeat(300_000));
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
