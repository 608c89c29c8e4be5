//! Deeply nested input gets a diagnostic, never a stack overflow (the reference crashes).

use hcl2_core::Pos;
use hcl2_native::{parse_config, parse_expression, MAX_NESTING_DEPTH};

/// Parses on a thread with a small stack, as a library user's thread may have.
fn parse_small_stack(src: String) -> Vec<String> {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            parse_config(src.as_bytes(), "deep.hcl", Pos::START)
                .diagnostics
                .iter()
                .map(|d| d.summary.clone())
                .collect()
        })
        .expect("thread starts")
        .join()
        .expect("parsing does not overflow the stack")
}

fn deep(open: &str, close: &str, depth: usize) -> String {
    format!("a = {}1{}\n", open.repeat(depth), close.repeat(depth))
}

#[test]
fn nesting_up_to_the_limit_parses() {
    let depth = MAX_NESTING_DEPTH / 2 - 2;
    assert!(parse_small_stack(deep("[", "]", depth)).is_empty());
    assert!(parse_small_stack(deep("(", ")", depth)).is_empty());
    assert!(parse_small_stack(deep("{a = ", "}", depth)).is_empty());
}

#[test]
fn deep_brackets_give_one_nesting_error() {
    for (open, close) in [
        ("[", "]"),
        ("(", ")"),
        ("{a = ", "}"),
        ("f(", ")"),
        ("-", ""),
        ("!", ""),
    ] {
        let summaries = parse_small_stack(deep(open, close, 100_000));
        assert_eq!(summaries, ["Nesting too deep"], "{open}");
    }
}

#[test]
fn deep_blocks_and_unclosed_brackets_do_not_overflow() {
    let blocks = "b {\n".repeat(50_000);
    let summaries = parse_small_stack(blocks);
    assert_eq!(
        summaries.first().map(String::as_str),
        Some("Nesting too deep")
    );
    let unclosed = format!("a = {}\n", "[".repeat(100_000));
    assert!(!parse_small_stack(unclosed).is_empty());
    let conditionals = format!("a = {}1\n", "x ? y : ".repeat(100_000));
    assert_eq!(parse_small_stack(conditionals), ["Nesting too deep"]);
}

#[test]
fn deep_templates_give_one_nesting_error() {
    let src = format!("a = {}{}\n", "\"${".repeat(50_000), "}\"".repeat(50_000));
    assert_eq!(
        parse_small_stack(src).first().map(String::as_str),
        Some("Nesting too deep")
    );
    let expr = "[".repeat(10_000);
    let parsed = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            parse_expression(expr.as_bytes(), "e.hcl", Pos::START)
                .diagnostics
                .len()
        })
        .unwrap()
        .join()
        .unwrap();
    assert!(parsed >= 1);
}

#[test]
fn long_left_associative_chains_give_one_nesting_error() {
    for chain in [
        format!("a = 1{}\n", " + 1".repeat(100_000)),
        format!("a = x{}\n", "[y]".repeat(100_000)),
        format!("a = x{}\n", "[*]".repeat(100_000)),
        format!("a = x{}\n", ".a[*].b".repeat(100_000)),
        format!("a = x{}\n", "[y].z".repeat(100_000)),
    ] {
        let head: String = chain.chars().take(12).collect();
        assert_eq!(parse_small_stack(chain), ["Nesting too deep"], "{head}");
    }
}

#[test]
fn chains_within_the_limit_parse() {
    let sum = format!("a = 1{}\n", " + 1".repeat(MAX_NESTING_DEPTH - 2));
    assert!(parse_small_stack(sum).is_empty());
    let index = format!("a = x{}\n", "[y]".repeat(MAX_NESTING_DEPTH / 2));
    assert!(parse_small_stack(index).is_empty());
}
