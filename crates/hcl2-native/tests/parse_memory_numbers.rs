//! Parsing long runs of decimal numbers (issue 29: parsing within 4× the input). A
//! number literal other than a small whole number (`1.5`, `1e3`, `4294967296`) is kept
//! inline as where it is and read again when evaluated, so a tuple of them is kept as
//! its text like one of whole numbers. Before, each was a stored literal node (its
//! exact value and span) and the tuple stored element by element: `[1.5, …]` parsed at
//! 29.59× its size (a probe on the parser before this change).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

/// The peak while parsing `src`, over its size; `src` must parse without errors.
fn parse_ratio(src: &str) -> f64 {
    let (parsed, ratio) = peak_memory::peak_ratio(src.len(), || {
        hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START)
    });
    assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
    ratio
}

#[test]
fn a_long_tuple_of_decimals_parses_within_twice_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = [{}1.5]\n", "1.5, ".repeat(200_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 2.0, "{ratio:.2}×");
}

#[test]
fn a_long_object_of_exponents_and_large_numbers_parses_within_twice_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = {{{}}}\n", "k = 1e3, l = 4294967296, ".repeat(100_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 2.0, "{ratio:.2}×");
}

#[test]
fn a_decimal_attribute_on_each_line_parses_within_four_times_its_size() {
    let _serial = peak_memory::serial();
    let src: String = (0..100_000).map(|i| format!("a{i} = 0.{i}\n")).collect();
    let ratio = parse_ratio(&src);
    assert!(ratio <= 4.0, "{ratio:.2}×");
}

#[test]
fn decimals_kept_as_text_evaluate_exactly() {
    let src = "[1.5, 1e3, 0.1, 4294967296, 99999999999999999999.000001, 1E-3]";
    let parsed = hcl2_native::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
    assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
    let (value, diags) = hcl2_native::evaluate(&parsed.value, parsed.tree(), None);
    assert!(diags.is_empty(), "{diags}");
    let exact = [
        "1.5",
        "1e3",
        "0.1",
        "4294967296",
        "99999999999999999999.000001",
        "1E-3",
    ]
    .map(|t| hcl2_value::Value::number(hcl2_value::Number::parse(t).unwrap()));
    assert_eq!(value, hcl2_value::Value::tuple(exact.to_vec()));
}
