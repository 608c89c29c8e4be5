//! Parsing an expression-dense real file (issue 29: parsing within 4× the input): the
//! corpus's largest `.tf`, `depth.tf` (nested `for` expressions, `item["value"][key]`,
//! `try(…)` calls), read from the shared corpus at test time and skipped with a message
//! when the corpus is absent. Its ratio is pinned alone and repeated eight times, so a
//! per-byte cost shows as well as a constant one.
//!
//! Before this session's changes: 7.20× alone, 6.25× repeated. Constant index keys
//! written tight kept as their span: 6.45× and 5.51×. A root and one or two tight steps,
//! keys included (`item["value"]`, 1,919 of them here), kept inline in the expression
//! instead of a 72-byte stored traversal: 5.31× and 4.27–4.41× (by test order, before each
//! parse ran on a thread of its own). The node vectors of a big
//! text growing toward the count the text read so far promises, not doubling: 4.07× and
//! 4.04×. An index by a computed key (`item["value"][key]`, 1,817 of them) reading its
//! span from its collection's and its brackets' instead of keeping it: 3.97× and 3.94×.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

const DEPTH_TF: &str = "/work/shared/corpus/infracost+infracost/internal/hcl/testdata/benchmarks/heavy/.infracost/terraform_modules/a79712e5a750552950202bb652f182f7/depth.tf";

/// The file's text, or `None` (with a message) when the corpus is not on this machine.
fn depth_tf() -> Option<String> {
    match std::fs::read_to_string(DEPTH_TF) {
        Ok(text) => Some(text),
        Err(e) => {
            eprintln!("skipped: {DEPTH_TF} is not readable ({e})");
            None
        }
    }
}

/// The peak while parsing `src`, over its size; `src` must parse without errors. The
/// parse runs on a thread of its own, so that no vectors an earlier parse left on the
/// thread for reuse count for or against it, whichever order the tests run in.
fn parse_ratio(src: &str) -> f64 {
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let (parsed, ratio) = peak_memory::peak_ratio(src.len(), || {
                    hcl2_native::parse_config(src.as_bytes(), "depth.tf", Pos::START)
                });
                assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
                ratio
            })
            .join()
            .expect("the parse does not panic")
    })
}

#[test]
fn the_corpus_expression_dense_file_parses_within_its_pinned_ratio() {
    let _serial = peak_memory::serial();
    let Some(src) = depth_tf() else { return };
    let ratio = parse_ratio(&src);
    assert!(ratio <= 4.0, "{ratio:.2}×");
}

#[test]
fn the_corpus_expression_dense_file_repeated_parses_within_its_pinned_ratio() {
    let _serial = peak_memory::serial();
    let Some(src) = depth_tf() else { return };
    let ratio = parse_ratio(&src.repeat(8));
    assert!(ratio <= 4.0, "{ratio:.2}×");
}
