//! Parsing a long quoted string of interpolations does not hold its template twice
//! (issue 29, defect 7): a template without directives turns the scanner's pieces into
//! parts in their own buffer instead of copying them into a second one, and a piece is
//! no larger than a part (40 bytes). 11.5× here (12.8× while a big parse reserved room
//! for every node type up front), where copying 48-byte pieces took 22.9×. Still above
//! the 4×: a part (a literal or an interpolation holding an expression) is ten
//! times the four bytes of `${x}`. Now 1.00×: a quoted template of text and plain
//! traversals is kept as its text (`ast::plain_template`), one 16-byte expression.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn a_string_of_interpolations_parses_within_one_and_a_quarter_times_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = \"{}\"\n", "${x}".repeat(250_000));
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        parsed
    });
    eprintln!("peak {peak} bytes for {} bytes of input", src.len());
    assert!(
        peak <= src.len() * 5 / 4,
        "peak {peak} bytes for {} bytes of input",
        src.len()
    );
}
