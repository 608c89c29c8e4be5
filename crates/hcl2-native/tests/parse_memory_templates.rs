//! Parsing realistic templates stays within a small multiple of the input (issue 29):
//! quoted templates of text and interpolations of plain traversals, as configurations
//! write them, one per attribute and many in one string, and a heredoc of such lines.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

/// The peak of heap memory while parsing `src` as a configuration, which must have no
/// errors, divided by its size.
fn parse_ratio(src: &str) -> f64 {
    let (parsed, ratio) = peak_memory::peak_ratio(src.len(), || {
        hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START)
    });
    assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
    ratio
}

const MIX: &str = "prefix-${var.name}-${local.x}/path";

#[test]
fn an_attribute_of_text_and_references_on_each_line_parses_within_two_and_a_half_times_its_size() {
    // 7.00× while each template was stored as parts; 2.01× kept as text (the rest is
    // the attributes).
    let _serial = peak_memory::serial();
    let src: String = (0..40_000).map(|i| format!("a{i} = \"{MIX}\"\n")).collect();
    let ratio = parse_ratio(&src);
    assert!(ratio <= 2.5, "{ratio:.2}x");
}

#[test]
fn one_string_of_text_and_references_parses_within_one_and_a_quarter_times_its_size() {
    // 8.71× while the template was stored as parts; 1.00× kept as text.
    let _serial = peak_memory::serial();
    let src = format!("a = \"{}\"\n", MIX.repeat(40_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 1.25, "{ratio:.2}x");
}

#[test]
fn a_heredoc_of_text_and_references_parses_within_one_and_a_quarter_times_its_size() {
    // 8.49× while the heredoc was stored as parts; 1.00× kept as text.
    let _serial = peak_memory::serial();
    let src = format!("a = <<EOT\n{}EOT\n", format!("{MIX}\n").repeat(40_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 1.25, "{ratio:.2}x");
}
