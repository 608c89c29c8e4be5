//! A file of many top-level arguments, `nI = 1` on each line, parses within a few
//! times its size (issue 29): 4.35× for a million of them (51,746,418 bytes at the
//! peak for 11,888,890 of input), pinned here below 4.4×; the target is 4×.
//! It was 5.24× with 32-byte `Attribute`s (24 bytes now: the name's end is read from
//! the text) and a scratch stack that grew by quarters (it now grows toward the count
//! the text read so far promises). What is left: the arguments' 24 MB, the text's own
//! copy (12 MB) and the table that finds redefined names (2^21 four-byte slots).

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
    assert!(ratio <= 4.4, "{ratio:.2}×");
}
