//! A JSON parse keeps at most `ParseOptions::max_diagnostics` diagnostics, then one
//! error naming the limit at the first left out; the tree does not depend on the limit
//! (issue 29).

use hcl2_core::{ParseOptions, Pos, DEFAULT_MAX_DIAGNOSTICS};

fn limited(max: usize) -> ParseOptions {
    ParseOptions::new().max_diagnostics(max)
}

/// Invalid keywords and strings, many of each.
fn error_dense_document() -> String {
    let items: Vec<&str> = ["x", "\"\\q\"", "[y, \"\\u12\"]", "{\"k\": z}"]
        .into_iter()
        .cycle()
        .take(200)
        .collect();
    format!("[{}]", items.join(", "))
}

#[test]
fn a_document_keeps_the_first_n_then_one_error_at_the_first_left_out() {
    let src = error_dense_document();
    let all = hcl2_json::parse_with(src.as_bytes(), "f.json", Pos::START, &limited(usize::MAX));
    let all_diags = all.diagnostics.as_slice();
    assert!(all_diags.len() > 200, "{}", all_diags.len());
    assert!(!all_diags.iter().any(|d| d.summary == "Too many errors"));
    for max in [0, 1, 10, DEFAULT_MAX_DIAGNOSTICS] {
        let cut = hcl2_json::parse_with(src.as_bytes(), "f.json", Pos::START, &limited(max));
        let kept = cut.diagnostics.as_slice();
        assert_eq!(kept.len(), max + 1);
        assert_eq!(kept[..max], all_diags[..max]);
        let last = &kept[max];
        assert_eq!(last.summary, "Too many errors");
        assert_eq!(last.subject, all_diags[max].subject);
        let count = format!("has {} problems; only the first {max}", all_diags.len());
        assert!(last.detail.contains(&count), "{}", last.detail);
        assert_eq!(
            format!("{:?}", cut.tree),
            format!("{:?}", all.tree),
            "{max}"
        );
    }
    let default = hcl2_json::parse(src.as_bytes(), "f.json");
    assert_eq!(default.diagnostics.len(), DEFAULT_MAX_DIAGNOSTICS + 1);
}

#[test]
fn the_root_value_error_counts_within_the_limit() {
    let all = hcl2_json::parse_with(b"\"\\q\"", "f.json", Pos::START, &limited(usize::MAX));
    let summaries: Vec<_> = all.diagnostics.iter().map(|d| d.summary.as_str()).collect();
    assert_eq!(
        summaries,
        ["Invalid JSON string", "Root value must be object"]
    );
    let cut = hcl2_json::parse_with(b"\"\\q\"", "f.json", Pos::START, &limited(1));
    let last = cut.diagnostics.iter().last().expect("the limit's error");
    assert_eq!(cut.diagnostics.len(), 2);
    assert_eq!(last.summary, "Too many errors");
    assert_eq!(last.subject, all.diagnostics.as_slice()[1].subject);
}

#[test]
fn an_expression_keeps_the_first_n_too() {
    let src = error_dense_document();
    let all = hcl2_json::parse_expression_with(
        src.as_bytes(),
        "e.json",
        Pos::START,
        &limited(usize::MAX),
    );
    let cut = hcl2_json::parse_expression_with(src.as_bytes(), "e.json", Pos::START, &limited(5));
    assert_eq!(cut.diagnostics.len(), 6);
    assert_eq!(
        cut.diagnostics.as_slice()[..5],
        all.diagnostics.as_slice()[..5]
    );
}
