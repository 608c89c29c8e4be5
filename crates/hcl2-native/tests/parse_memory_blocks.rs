//! Parsing a file of many small blocks keeps small nodes (issue 29, defect 7).
//!
//! A block node is 32 bytes: where its `{` is and where its body ends are read from the
//! text (a block whose text does not say them, a definition with errors, keeps them in
//! one more label), and a block body of plain arguments (`x = 1`) stores no argument
//! nodes: they are read again from its text. The file's stack of blocks grows toward
//! the number of blocks the rest of the text will have at the rate seen so far, so it
//! ends with next to no spare room. 3.68× here, of which 1× is the parse's copy of the
//! text (8.6× with 52-byte blocks and 32-byte arguments, long vectors growing by a
//! quarter; 11.3× doubling, 12.3× while a big parse reserved room for every node type
//! up front, 19.3× with 104-byte blocks and 40-byte arguments, and 27.6× copying the
//! stack).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn a_file_of_small_blocks_parses_within_three_point_seven_times_its_size() {
    let _serial = peak_memory::serial();
    let src = "b { x = 1 }\n".repeat(200_000);
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        assert_eq!(parsed.value.blocks(&parsed.nodes).len(), 200_000);
        parsed
    });
    eprintln!("peak {peak} bytes for {} bytes of input", src.len());
    assert!(
        peak * 10 <= src.len() * 37,
        "peak {peak} bytes for {} bytes of input",
        src.len()
    );
}
