//! Long left-nested chains (`1 + 1 + … + 1`, `x[0][0]…`) are as deep as they are long;
//! the parser bounds them by its nesting limit and evaluation walks them without
//! recursing, so the longest accepted chains evaluate on a small thread stack.

use hcl2_core::{EvalContext, Pos};
use hcl2_native::{evaluate, parse_expression, MAX_NESTING_DEPTH};
use hcl2_value::Value;

/// Evaluates `src` on a thread with a 1 MiB stack: the value and how many
/// diagnostics there were.
fn evaluate_small_stack(src: String) -> (Value, usize) {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
            assert!(!parsed.diagnostics.has_errors(), "{:?}", parsed.diagnostics);
            let mut ctx = EvalContext::new();
            ctx.set_variable("x", Value::tuple([Value::from(1)]))
                .set_variable("t", Value::from(true));
            let (value, diags) = evaluate(&parsed.value, parsed.tree(), Some(&ctx));
            (value, diags.len())
        })
        .expect("thread starts")
        .join()
        .expect("evaluation does not overflow the stack")
}

const LENGTH: usize = MAX_NESTING_DEPTH - 8;

#[test]
fn long_operator_chains_evaluate() {
    let sum = format!("1{}", " + 1".repeat(LENGTH));
    assert_eq!(
        evaluate_small_stack(sum),
        (Value::from(LENGTH as i64 + 1), 0)
    );
    let all = format!("t{}", " && t".repeat(LENGTH));
    assert_eq!(evaluate_small_stack(all), (Value::from(true), 0));
}

#[test]
fn long_index_chains_evaluate() {
    // Every `[x[0] - 1]` is a computed index, so each is its own node.
    let index = format!("x{}", "[x[0] - 1]".repeat(LENGTH / 2));
    let (value, diags) = evaluate_small_stack(index);
    assert_eq!(diags, 1, "indexing a number is an error");
    assert_eq!(value, Value::dynamic());
    let splat = format!("x[*]{}", "[x[0] - 1]".repeat(LENGTH / 2));
    assert_eq!(evaluate_small_stack(splat).1, 1);
}
