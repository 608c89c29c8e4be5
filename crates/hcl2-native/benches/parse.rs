//! Native-syntax parse throughput on the real-world corpus (`../shared/corpus`): every
//! native file parsed separately, and one large file made of those files wrapped as
//! `file "N" { ... }` blocks.
//!
//! `cargo bench -p hcl2-native --bench parse` (set `HCL2_CORPUS` to use another corpus).

use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn corpus_dir() -> PathBuf {
    match std::env::var_os("HCL2_CORPUS") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus"),
    }
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("tf" | "hcl" | "tfvars" | "nomad")
        ) {
            out.push(path);
        }
    }
}

fn corpus_files() -> Vec<Vec<u8>> {
    let mut paths = Vec::new();
    collect(&corpus_dir(), &mut paths);
    paths.sort();
    paths.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

/// The files that parse cleanly, each wrapped in a block, as one file.
fn large_file(files: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, src) in files.iter().enumerate() {
        let parsed = hcl2_native::parse_config(src, "f.hcl", hcl2_core::Pos::START);
        if !parsed.diagnostics.is_empty() {
            continue;
        }
        out.extend_from_slice(format!("file \"{i}\" {{\n").as_bytes());
        out.extend_from_slice(src);
        if !src.ends_with(b"\n") {
            out.push(b'\n');
        }
        out.extend_from_slice(b"}\n");
    }
    out
}

fn bench(c: &mut Criterion) {
    let files = corpus_files();
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
    let large = large_file(&files);
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
