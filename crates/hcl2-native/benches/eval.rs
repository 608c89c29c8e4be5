//! Evaluation throughput on an expression-heavy configuration: arithmetic, comparisons,
//! logic, conditionals, templates with directives, `for` expressions, splats, indexing
//! and function calls over a context of a few hundred values. Throughput is reported in
//! evaluations (attributes evaluated) per second.
//!
//! `cargo bench -p hcl2-native --bench eval`
// `criterion_group!` defines a public function that cannot carry a doc comment.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use hcl2_core::{EvalContext, Pos};

#[path = "support/eval_context.rs"]
mod eval_context;

/// One expression of each common shape, a line each (shared with `cargo xtask bench`);
/// the configuration repeats them with `{n}` replaced by varying numbers.
const SHAPES: &str = include_str!("eval_shapes.txt");

fn config(attributes: usize) -> String {
    let mut out = String::new();
    let shapes: Vec<&str> = SHAPES.lines().collect();
    for i in 0..attributes {
        let shape = shapes[i % shapes.len()];
        out.push_str(&format!(
            "a{i} = {}\n",
            shape.replace("{n}", &(i % 97).to_string())
        ));
    }
    out
}

fn context() -> EvalContext<'static> {
    let mut ctx = eval_context::bench_context();
    ctx.functions = Some(hcl2_stdlib::functions());
    ctx
}

fn bench(c: &mut Criterion) {
    let src = config(1600);
    let parsed = hcl2_native::parse_config(src.as_bytes(), "bench.hcl", Pos::START);
    assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
    let ctx = context();
    let attributes: Vec<_> = parsed.value.attributes(parsed.tree()).collect();
    for attr in &attributes {
        let (_, diags) = hcl2_native::evaluate(&attr.expr, parsed.tree(), Some(&ctx));
        assert!(
            diags.is_empty(),
            "{}: {diags}",
            attr.name(parsed.source.text())
        );
    }
    let mut group = c.benchmark_group("eval");
    group.throughput(Throughput::Elements(attributes.len() as u64));
    group.bench_function("expression-heavy", |b| {
        b.iter(|| {
            for attr in &attributes {
                std::hint::black_box(hcl2_native::evaluate(&attr.expr, parsed.tree(), Some(&ctx)));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
