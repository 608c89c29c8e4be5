//! A file of many top-level arguments, `nI = 1` on each line, parses within a few
//! times its size (issue 29): 5.24× for a million of them (62,309,434 bytes at the
//! peak for 11,888,890 of input), pinned here below 5.5×. The target is 4×.
//! The arguments' 32-byte nodes are 32 MB of it: a 24-byte `Attribute` (its name's
//! end read from the text) would take 8 MB off.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn a_million_top_level_arguments_parse_within_their_pinned_ratio() {
    let _serial = peak_memory::serial();
    let src: String = (0..1_000_000).map(|i| format!("n{i} = 1\n")).collect();
    let (parsed, ratio) = peak_memory::peak_ratio(src.len(), || {
        hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START)
    });
    assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
    assert_eq!(parsed.value.attribute_count(), 1_000_000);
    assert!(ratio <= 5.5, "{ratio:.2}×");
}
