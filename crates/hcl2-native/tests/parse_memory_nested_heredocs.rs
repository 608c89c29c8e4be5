//! Recovery from "Nesting too deep" in a deep nest of heredocs takes memory in
//! proportion to the input (issue 29, defect 5): the skipper's stack holds five bytes a
//! construct and its memo only the outermost sequences it passed, the lexical scan
//! nine bytes a level, the line table four bytes a line.
//!
//! Within the 4×: at 300,000 levels (3 MB) the peak is 2.8× — the text's copy
//! (1×), the line table the diagnostic's position needs (three lines every ten bytes)
//! and the skipper's stack (two constructs every ten bytes). It was 4.0× while a big
//! parse reserved room for every node type up front; now a vector takes room only when
//! the text has a node of its type.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn a_deep_heredoc_nest_parses_within_four_times_its_size() {
    let _serial = peak_memory::serial();
    let n = 300_000;
    let src = format!("a = {}1{}", "<<E\n${".repeat(n), "}\nE\n".repeat(n));
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        assert!(parsed.diagnostics.has_errors());
        parsed
    });
    eprintln!("peak {peak} bytes for {} bytes of input", src.len());
    assert!(
        peak <= 4 * src.len(),
        "peak {peak} bytes for {} bytes of input",
        src.len()
    );
}
