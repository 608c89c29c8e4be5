//! Template directives nested past the parser's bound give one diagnostic, and neither
//! parsing nor evaluating such a template overflows the stack.

use hcl2_core::Pos;
use hcl2_native::{parse_config, parse_template, MAX_NESTING_DEPTH};

/// Runs `f` on a thread with a small stack, as a library user's thread may have.
fn small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(f)
        .expect("thread starts")
        .join()
        .expect("no stack overflow")
}

fn nested(open: &str, close: &str, depth: usize) -> String {
    format!("{}x{}", open.repeat(depth), close.repeat(depth))
}

#[test]
fn deeply_nested_directives_give_one_nesting_error() {
    for (open, close) in [("%{if true}", "%{endif}"), ("%{for v in [1]}", "%{endfor}")] {
        let body = nested(open, close, 100_000);
        let summaries = small_stack(move || {
            let src = format!("a = \"{body}\"\n");
            let parsed = parse_config(src.as_bytes(), "deep.hcl", Pos::START);
            parsed
                .diagnostics
                .iter()
                .map(|d| d.summary.clone())
                .collect::<Vec<_>>()
        });
        assert_eq!(summaries, ["Nesting too deep"], "{open}");
    }
}

#[test]
fn directives_and_interpolations_share_the_nesting_bound() {
    let src = nested("%{if true}${\"", "\"}%{endif}", MAX_NESTING_DEPTH);
    let summaries = small_stack(move || {
        parse_template(src.as_bytes(), "deep.tmpl", Pos::START)
            .diagnostics
            .iter()
            .map(|d| d.summary.clone())
            .collect::<Vec<_>>()
    });
    // The sequence holding the too-deep string recovers to its closing brace, found by
    // counting braces from its start, so the directives around it close normally.
    assert_eq!(summaries, ["Nesting too deep"]);
}

#[test]
fn directives_within_the_bound_parse_cleanly() {
    let src = nested("%{if true}", "%{endif}", MAX_NESTING_DEPTH - 1);
    let diagnostics = small_stack(move || {
        parse_template(src.as_bytes(), "ok.tmpl", Pos::START)
            .diagnostics
            .len()
    });
    assert_eq!(diagnostics, 0);
}
