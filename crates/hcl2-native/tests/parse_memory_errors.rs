//! Parsing error-dense input stays within 4× its size (issue 29: "parsing stays ≤ 4× the
//! input"), because a parse keeps at most `ParseOptions::max_diagnostics` diagnostics
//! (100 by default) and only counts the rest, without building them.
//!
//! Before the limit every diagnostic was kept, about 430 bytes each: 20k `\x01 ` pairs
//! parsed at 216×, 40k `a=1` lines at 103×, 200k `a = 1` lines at 59×.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::{ParseOptions, Pos, DEFAULT_MAX_DIAGNOSTICS};

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

/// The peak memory of parsing `src` with `options`, as a multiple of its size, checking
/// that it keeps `kept` diagnostics, the last of them `last`.
fn ratio(name: &str, src: &str, options: &ParseOptions, (kept, last): (usize, &str)) -> f64 {
    let (_, peak) = peak_memory::peak_during(|| {
        let parsed = hcl2_native::parse_config_with(src.as_bytes(), "t.hcl", Pos::START, options);
        assert_eq!(parsed.diagnostics.len(), kept, "{name}");
        let at_end = parsed.diagnostics.iter().last().expect("diagnostics");
        assert_eq!(at_end.summary, last, "{name}");
        parsed
    });
    let ratio = peak as f64 / src.len() as f64;
    eprintln!(
        "{name}: peak {peak} bytes for {} bytes of input: {ratio:.2}x",
        src.len()
    );
    ratio
}

#[test]
fn error_dense_input_parses_within_four_times_its_size() {
    let _serial = peak_memory::serial();
    let inputs = [
        ("20k invalid characters", "\x01 ".repeat(20_000)),
        ("40k redefined attributes", "a=1\n".repeat(40_000)),
        ("200k redefined attributes", "a = 1\n".repeat(200_000)),
    ];
    let cut = (DEFAULT_MAX_DIAGNOSTICS + 1, "Too many errors");
    for (name, src) in inputs {
        let ratio = ratio(name, &src, &ParseOptions::default(), cut);
        assert!(ratio <= 4.0, "{name}: {ratio:.2}x");
    }
}

#[test]
fn without_a_limit_the_diagnostics_are_not_copied_on_their_way_out() {
    let _serial = peak_memory::serial();
    let src = "\x01 ".repeat(20_000);
    let all = ParseOptions::new().max_diagnostics(usize::MAX);
    let every = (20_001, "Argument or block definition required");
    let ratio = ratio("no limit", &src, &all, every);
    // 216.66x before the limit existed, when the lists were moved whole too.
    assert!(ratio <= 220.0, "{ratio:.2}x");
}

#[test]
fn without_a_limit_every_diagnostic_is_kept() {
    let _serial = peak_memory::serial();
    let src = "a=1\n".repeat(1_000);
    let all = ParseOptions::new().max_diagnostics(usize::MAX);
    let parsed = hcl2_native::parse_config_with(src.as_bytes(), "t.hcl", Pos::START, &all);
    assert_eq!(parsed.diagnostics.len(), 999);
    assert!(parsed
        .diagnostics
        .iter()
        .all(|d| d.summary == "Attribute redefined"));
}
