//! A native parse keeps at most `ParseOptions::max_diagnostics` diagnostics, then one
//! error naming the limit at the first left out; what it parses does not depend on the
//! limit (issue 29).

use hcl2_core::{Diagnostics, ParseOptions, Pos};

fn limited(max: usize) -> ParseOptions {
    ParseOptions::new().max_diagnostics(max)
}

/// Checks `limited_diags` are what a parse keeping every diagnostic found (`all`) cut at
/// `max`, with the error naming the limit.
fn assert_cut(all: &Diagnostics, limited_diags: &Diagnostics, max: usize) {
    let all = all.as_slice();
    let kept = limited_diags.as_slice();
    if all.len() <= max {
        assert_eq!(kept, all);
        return;
    }
    assert_eq!(kept.len(), max + 1);
    assert_eq!(kept[..max], all[..max]);
    let last = &kept[max];
    assert!(last.is_error());
    assert_eq!(last.summary, "Too many errors");
    assert_eq!(last.subject, all[max].subject, "at the first left out");
    let count = format!("has {} problems; only the first {max} are shown", all.len());
    assert!(last.detail.contains(&count), "{}", last.detail);
    assert!(last.detail.contains("ParseOptions::max_diagnostics"));
}

/// Lexical errors (an invalid character, a newline in a string), template errors
/// (escapes, unbalanced directives), syntax errors and redefinitions, many of each.
fn error_dense_file() -> String {
    let item = "a = \"\\q\\q %{endif}\"\n\u{1} x\nb = 1 +\nc = \"x\ny\"\nd = [1, \"${e &}\"]\n";
    item.repeat(30)
}

#[test]
fn a_config_keeps_the_first_n_then_one_error_at_the_first_left_out() {
    let src = error_dense_file();
    let all =
        hcl2_native::parse_config_with(src.as_bytes(), "f.hcl", Pos::START, &limited(usize::MAX));
    assert!(all.diagnostics.len() > 60, "{}", all.diagnostics.len());
    for max in [0, 1, 7, 50, 67] {
        let cut =
            hcl2_native::parse_config_with(src.as_bytes(), "f.hcl", Pos::START, &limited(max));
        assert_cut(&all.diagnostics, &cut.diagnostics, max);
        assert_eq!(
            format!("{:?}", cut.value),
            format!("{:?}", all.value),
            "{max}"
        );
        assert_eq!(
            format!("{:?}", cut.nodes),
            format!("{:?}", all.nodes),
            "{max}"
        );
    }
    let default = hcl2_native::parse_config(src.as_bytes(), "f.hcl", Pos::START);
    assert_cut(
        &all.diagnostics,
        &default.diagnostics,
        hcl2_core::DEFAULT_MAX_DIAGNOSTICS,
    );
    let owned = hcl2_native::parse_config_owned_with(
        src.clone().into_bytes(),
        "f.hcl",
        Pos::START,
        &limited(3),
    );
    assert_cut(&all.diagnostics, &owned.diagnostics, 3);
}

#[test]
fn invalid_utf8_counts_within_the_limit() {
    let mut src = b"\xff = 1\n".to_vec();
    src.extend_from_slice(error_dense_file().as_bytes());
    let all = hcl2_native::parse_config_with(&src, "f.hcl", Pos::START, &limited(usize::MAX));
    assert_eq!(
        all.diagnostics.as_slice()[0].summary,
        "Invalid character encoding"
    );
    let cut = hcl2_native::parse_config_with(&src, "f.hcl", Pos::START, &limited(1));
    assert_cut(&all.diagnostics, &cut.diagnostics, 1);
}

#[test]
fn expressions_and_templates_keep_the_first_n_too() {
    let expr = format!("[{}]", "\"\\q\", ".repeat(40));
    let all = hcl2_native::parse_expression_with(
        expr.as_bytes(),
        "e.hcl",
        Pos::START,
        &limited(usize::MAX),
    );
    assert_eq!(all.diagnostics.len(), 40);
    let cut = hcl2_native::parse_expression_with(expr.as_bytes(), "e.hcl", Pos::START, &limited(4));
    assert_cut(&all.diagnostics, &cut.diagnostics, 4);
    assert_eq!(format!("{:?}", cut.nodes), format!("{:?}", all.nodes));

    let template = "x%{endif}\\q${a &}".repeat(40);
    let all = hcl2_native::parse_template_with(
        template.as_bytes(),
        "t.tmpl",
        Pos::START,
        &limited(usize::MAX),
    );
    assert!(all.diagnostics.len() >= 40, "{}", all.diagnostics);
    let cut =
        hcl2_native::parse_template_with(template.as_bytes(), "t.tmpl", Pos::START, &limited(9));
    assert_cut(&all.diagnostics, &cut.diagnostics, 9);
    assert_eq!(format!("{:?}", cut.value), format!("{:?}", all.value));
}
