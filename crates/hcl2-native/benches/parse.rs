//! Native-syntax parse throughput on the real-world corpus (`../shared/corpus`): every
//! native file parsed separately, and one large file made of those files wrapped as
//! `file "N" { ... }` blocks.
//!
//! `cargo bench -p hcl2-native --bench parse` (set `HCL2_CORPUS` to use another corpus).
// `criterion_group!` defines a public function that cannot carry a doc comment.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/large_file.rs"]
mod large_file;

use corpus::{corpus_dir, corpus_files};
use large_file::{large_file, NATIVE};

fn bench(c: &mut Criterion) {
    let files = corpus_files(NATIVE);
    if files.is_empty() {
        eprintln!("no corpus files under {}", corpus_dir().display());
        return;
    }
    let total: usize = files.iter().map(Vec::len).sum();
    let mut group = c.benchmark_group("native_parse");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(total as u64));
    group.bench_function("corpus", |b| {
        b.iter(|| {
            for src in &files {
                let parsed = hcl2_native::parse_config(src, "f.hcl", hcl2_core::Pos::START);
                std::hint::black_box(parsed);
            }
        })
    });
    let large = large_file(&files, usize::MAX);
    group.throughput(Throughput::Bytes(large.len() as u64));
    group.bench_function("large_file", |b| {
        b.iter(|| {
            let parsed = hcl2_native::parse_config(&large, "large.hcl", hcl2_core::Pos::START);
            std::hint::black_box(parsed);
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
