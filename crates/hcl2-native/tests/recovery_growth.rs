//! Recovery after "Nesting too deep" inside templates passes over the rest of the nest
//! once, not once per open level (issue 29, defect 5): a nest of n heredocs or quoted
//! templates parses in time linear in n, and in about the time a flat file of the same
//! size takes.

#[path = "../../../tests/support/linear_growth.rs"]
mod linear_growth;

use hcl2_core::Pos;
use std::time::Instant;

/// `a = <<E` followed by `n` nested `${<<E` levels, then their closings.
fn nested_heredocs(n: usize) -> String {
    format!("a = {}1{}", "<<E\n${".repeat(n), "}\nE\n".repeat(n))
}

/// `a = "` followed by `n` nested `${"` levels, then their closings.
fn nested_quotes(n: usize) -> String {
    format!("a = \"{}1{}\n", "${\"".repeat(n), "\"}".repeat(n))
}

fn parse(src: &str) {
    let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
    assert!(parsed.diagnostics.has_errors());
}

#[test]
fn recovery_from_a_deep_heredoc_nest_is_linear() {
    linear_growth::assert_linear("nested heredocs", 5_000, |n| parse(&nested_heredocs(n)));
}

#[test]
fn recovery_from_a_deep_quoted_template_nest_is_linear() {
    linear_growth::assert_linear("nested quoted templates", 5_000, |n| {
        parse(&nested_quotes(n))
    });
}

#[test]
fn a_deep_nest_parses_about_as_fast_as_a_flat_file_of_its_size() {
    let nest = nested_heredocs(20_000);
    let flat: String = (0..nest.len() / 24)
        .map(|i| format!("a{i:07} = <<E\n${{x}}\nE\n"))
        .collect();
    let time = |src: &str| {
        (0..3)
            .map(|_| {
                let start = Instant::now();
                let _ = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
                start.elapsed()
            })
            .min()
            .unwrap()
    };
    let (nested, flat_time) = (time(&nest), time(&flat));
    // Each of the 128 open levels scanning the rest of the nest again made it about 50
    // times slower than the flat file.
    assert!(
        nested < flat_time * 10,
        "nest of {} bytes: {nested:?}; flat file of {} bytes: {flat_time:?}",
        nest.len(),
        flat.len()
    );
}
