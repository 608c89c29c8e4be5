//! Deeply nested input gets a diagnostic, never a stack overflow (the reference has no
//! limit and crashes).

use hcl2_json::{parse, MAX_NESTING_DEPTH};

/// The diagnostics' summaries of parsing `src` on a thread with a small stack, as a
/// library user's thread may have.
fn summaries_on_small_stack(src: String) -> Vec<String> {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            parse(src.as_bytes(), "deep.json")
                .diagnostics
                .iter()
                .map(|d| d.summary.clone())
                .collect()
        })
        .expect("thread starts")
        .join()
        .expect("parsing does not overflow the stack")
}

fn arrays(depth: usize) -> String {
    format!("{}{}", "[".repeat(depth), "]".repeat(depth))
}

fn objects(depth: usize) -> String {
    format!("{}1{}", "{\"a\": ".repeat(depth), "}".repeat(depth))
}

#[test]
fn nesting_up_to_the_limit_parses() {
    assert!(summaries_on_small_stack(arrays(MAX_NESTING_DEPTH)).is_empty());
    assert!(summaries_on_small_stack(objects(MAX_NESTING_DEPTH)).is_empty());
}

#[test]
fn one_level_past_the_limit_is_reported_at_its_opening_bracket() {
    let src = arrays(MAX_NESTING_DEPTH + 1);
    let parsed = parse(src.as_bytes(), "deep.json");
    let errors: Vec<String> = parsed.diagnostics.iter().map(|d| d.to_string()).collect();
    let column = MAX_NESTING_DEPTH + 1;
    assert_eq!(
        errors,
        [format!(
            "deep.json:1,{column}-{}: Nesting too deep; This JSON value is nested more than \
             {MAX_NESTING_DEPTH} levels deep, which is more than this parser accepts.",
            column + 1
        )]
    );
}

#[test]
fn deep_brackets_and_braces_give_one_nesting_error() {
    assert_eq!(
        summaries_on_small_stack(arrays(100_000)),
        ["Nesting too deep"]
    );
    assert_eq!(
        summaries_on_small_stack(objects(100_000)),
        ["Nesting too deep"]
    );
    let mixed = format!("{}{}", "[{\"a\": ".repeat(50_000), "}]".repeat(50_000));
    assert_eq!(summaries_on_small_stack(mixed), ["Nesting too deep"]);
}

#[test]
fn deep_unclosed_brackets_do_not_overflow_and_add_only_the_root_error() {
    assert_eq!(
        summaries_on_small_stack("[".repeat(100_000)),
        ["Nesting too deep", "Root value must be object"]
    );
    assert_eq!(
        summaries_on_small_stack("{\"a\": ".repeat(100_000)),
        ["Nesting too deep", "Root value must be object"]
    );
}

#[test]
fn values_after_a_skipped_deep_value_are_still_read() {
    let src = format!("[{}, 2]", arrays(MAX_NESTING_DEPTH + 5));
    let parsed = parse(src.as_bytes(), "deep.json");
    let hcl2_json::ast::Value::Array(root) = parsed.value else {
        panic!("the root array is read")
    };
    let elements: Vec<_> = root.elements(&parsed.tree).collect();
    assert_eq!(elements.len(), 2);
    assert!(matches!(elements[1], hcl2_json::ast::Value::Number(_)));
}
