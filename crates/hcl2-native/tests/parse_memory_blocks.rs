//! Parsing a file of many small blocks keeps small nodes (issue 29, defect 7).
//!
//! A block node is 12 bytes: where its type name starts, where it ends, and a count of
//! its body's plain arguments or where its record of other parts is. Its labels, `{`
//! and body's end are read from the text where the text says them (a block whose text
//! does not, escaped labels or a definition with errors, keeps them in its record), and
//! a block body of plain arguments (`x = 1`) stores no argument nodes: they are read
//! again from its text. The file's stack of blocks grows toward the number of blocks the
//! rest of the text will have at the rate seen so far, so it ends with next to no spare
//! room. Each bar is what the shape reached, of which 1× is the parse's copy of the
//! text: `b { x = 1 }` was 3.68× with 32-byte blocks (8.6× with 52-byte blocks and
//! 32-byte arguments, 19.3× with 104-byte blocks and 40-byte arguments), `b {}` 7.55×
//! and `b "l" {}` 6.71× with 32-byte blocks and 16-byte labels.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

/// The peak memory of parsing `unit` repeated `n` times, a text with `blocks` top-level
/// blocks, over its size, checked against `bar` (in hundredths).
fn parses_within(unit: &str, n: usize, blocks: usize, bar: usize) {
    let _serial = peak_memory::serial();
    let src = unit.repeat(n);
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        assert_eq!(parsed.value.blocks(&parsed.nodes).len(), blocks);
        parsed
    });
    let head = &src[..src.find('\n').unwrap_or(src.len())];
    let ratio = peak as f64 / src.len() as f64;
    eprintln!(
        "{head:?}…: peak {peak} bytes for {} bytes of input ({ratio:.2}×)",
        src.len()
    );
    assert!(
        peak * 100 <= src.len() * bar,
        "{head:?}…: peak {peak} bytes for {} bytes of input, above {bar}/100",
        src.len()
    );
}

#[test]
fn a_file_of_small_blocks_parses_within_two_point_one_times_its_size() {
    parses_within("b { x = 1 }\n", 200_000, 200_000, 205);
}

#[test]
fn a_file_of_empty_blocks_parses_within_three_point_five_times_its_size() {
    parses_within("b {}\n", 200_000, 200_000, 350);
}

#[test]
fn a_file_of_empty_labelled_blocks_parses_within_two_point_four_times_its_size() {
    parses_within("b \"l\" {}\n", 200_000, 200_000, 240);
}

#[test]
fn a_file_of_two_label_blocks_parses_within_one_point_six_times_its_size() {
    parses_within("b \"l1\" \"l2\" { x = 1 }\n", 200_000, 200_000, 160);
}

#[test]
fn a_file_of_nested_empty_blocks_parses_within_three_point_seven_times_its_size() {
    parses_within("a {\n  b {}\n}\n", 200_000, 200_000, 370);
}
