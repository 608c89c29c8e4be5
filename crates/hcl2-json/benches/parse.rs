//! JSON-syntax parse throughput on the JSON files of the real-world corpus
//! (`../shared/corpus`), beside `serde_json::Value` parsing the same files, and the same
//! for one large file made of all of them as the elements of an array.
//!
//! `cargo bench -p hcl2-json --bench parse` (set `HCL2_CORPUS` to use another corpus).
// `criterion_group!` defines a public function that cannot carry a doc comment.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

#[path = "../../hcl2-native/benches/support/corpus.rs"]
mod corpus;

use corpus::corpus_dir;

/// The corpus JSON files that serde_json also accepts (so both parsers do the same work).
fn corpus_files() -> Vec<Vec<u8>> {
    corpus::corpus_files(&["json"])
        .into_iter()
        .filter(|src| serde_json::from_slice::<serde_json::Value>(src).is_ok())
        .collect()
}

/// All the files as the elements of one array.
fn large_file(files: &[Vec<u8>]) -> Vec<u8> {
    let mut out = b"[\n".to_vec();
    for (i, src) in files.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(b",\n");
        }
        out.extend_from_slice(src);
    }
    out.extend_from_slice(b"\n]\n");
    out
}

fn bench(c: &mut Criterion) {
    let files = corpus_files();
    if files.is_empty() {
        eprintln!("no corpus JSON files under {}", corpus_dir().display());
        return;
    }
    let total: usize = files.iter().map(Vec::len).sum();
    let large = large_file(&files);
    let mut group = c.benchmark_group("json_parse");
    group.throughput(Throughput::Bytes(total as u64));
    group.bench_function("corpus/hcl2_json", |b| {
        b.iter(|| {
            for src in &files {
                std::hint::black_box(hcl2_json::parse(src, "f.json"));
            }
        })
    });
    group.bench_function("corpus/serde_json", |b| {
        b.iter(|| {
            for src in &files {
                let value: serde_json::Value = serde_json::from_slice(src).expect("valid JSON");
                std::hint::black_box(value);
            }
        })
    });
    group.throughput(Throughput::Bytes(large.len() as u64));
    group.bench_function("large_file/hcl2_json", |b| {
        b.iter(|| std::hint::black_box(hcl2_json::parse(&large, "large.json")))
    });
    group.bench_function("large_file/serde_json", |b| {
        b.iter(|| {
            let value: serde_json::Value = serde_json::from_slice(&large).expect("valid JSON");
            std::hint::black_box(value)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
