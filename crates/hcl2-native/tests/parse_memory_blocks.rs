//! Parsing a file of many small blocks keeps small nodes (issue 29, defect 7).
//!
//! A file's body, when its blocks have no nested blocks, takes the parser's scratch
//! stack of blocks whole instead of copying it; a block node is 52 bytes, its labels
//! kept with the other nodes instead of inline, its `{` a position, and the spans
//! nothing reads (a body's end, a block's closing brace, an argument's `=`) are not
//! stored. The tree for `b { x = 1 }` is still above the 4× (52 bytes a block
//! and 32 an argument for 12 bytes of text, 7× the input before any room to grow):
//! 8.6× here, long vectors growing by a quarter (11.3× doubling, 12.3× while a big parse
//! reserved room for every node type up front, 19.3× with 104-byte blocks and 40-byte
//! arguments, and 27.6× copying the stack).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn a_file_of_small_blocks_parses_within_nine_times_its_size() {
    let _serial = peak_memory::serial();
    let src = "b { x = 1 }\n".repeat(200_000);
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        assert_eq!(parsed.nodes[parsed.value.blocks].len(), 200_000);
        parsed
    });
    eprintln!("peak {peak} bytes for {} bytes of input", src.len());
    assert!(
        peak <= 9 * src.len(),
        "peak {peak} bytes for {} bytes of input",
        src.len()
    );
}
