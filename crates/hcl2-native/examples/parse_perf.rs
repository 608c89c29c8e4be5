//! Parse-performance driver: peak memory of one parse, parse time by input size, and a
//! loop over the corpus to profile.
//!
//! ```text
//! cargo run --release -p hcl2-native --example parse_perf -- large OUT [MB]
//! cargo run --release -p hcl2-native --example parse_perf -- once FILE
//! cargo run --release -p hcl2-native --example parse_perf -- scale
//! cargo run --release -p hcl2-native --example parse_perf -- corpus [ITERATIONS]
//! cargo run --release -p hcl2-native --example parse_perf -- digest
//! ```
//!
//! `large` writes the file `benches/parse.rs` measures (every corpus file that parses
//! cleanly, wrapped as `file "N" { ... }`), cut after `MB` megabytes if given. `once`
//! reads a file, parses it once and prints the peak resident memory (`VmHWM`) as a
//! multiple of the input size. `scale` times parses of 1, 2, 5 and 10 MB files. `digest`
//! prints one hash per corpus file (and per truncated copy of it) of the AST (its root
//! and every stored node) and the diagnostics with their ranges, to compare two builds
//! of the parser. The corpus is `../shared/corpus` unless `HCL2_CORPUS` names another
//! directory.

use std::time::Instant;

#[path = "../benches/support/corpus.rs"]
mod corpus;
#[path = "../benches/support/large_file.rs"]
mod large_file;

use large_file::{large_file, NATIVE};

fn corpus_files() -> Vec<Vec<u8>> {
    corpus::corpus_files(NATIVE)
}

/// The process's peak resident memory in bytes (Linux `VmHWM`).
fn peak_rss() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn parse_seconds(src: &[u8], rounds: usize) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let t = Instant::now();
        let parsed = hcl2_native::parse_config(src, "large.hcl", hcl2_core::Pos::START);
        std::hint::black_box(&parsed);
        best = best.min(t.elapsed().as_secs_f64());
    }
    best
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str);
    match arg(0) {
        Some("large") => {
            let out = arg(1).expect("usage: parse_perf large OUT [MB]");
            let limit = arg(2).map_or(usize::MAX, |mb| {
                mb.parse::<usize>().expect("MB is a number") << 20
            });
            let large = large_file(&corpus_files(), limit);
            std::fs::write(out, &large).expect("writable output");
            println!("{} bytes", large.len());
        }
        Some("once") => {
            let path = arg(1).expect("usage: parse_perf once FILE");
            let before = peak_rss().unwrap_or(0);
            let src = std::fs::read(path).expect("readable file");
            let len = src.len();
            let parsed = hcl2_native::parse_config_owned(src, path, hcl2_core::Pos::START);
            let peak = peak_rss().unwrap_or(0);
            println!(
                "input {} bytes, {} diagnostics, peak RSS {} bytes ({:.2}x input; {} bytes at start)",
                len,
                parsed.diagnostics.len(),
                peak,
                peak as f64 / len as f64,
                before
            );
        }
        Some("scale") => {
            let files = corpus_files();
            for mb in [1, 2, 5, 10] {
                let src = large_file(&files, mb << 20);
                let secs = parse_seconds(&src, 5);
                println!(
                    "{:>9} bytes: {:8.2} ms, {:7.1} MiB/s",
                    src.len(),
                    secs * 1e3,
                    src.len() as f64 / secs / (1 << 20) as f64
                );
            }
        }
        Some("corpus") => {
            let rounds: usize = arg(1).map_or(1, |n| n.parse().expect("a number"));
            let files = corpus_files();
            let total: usize = files.iter().map(Vec::len).sum();
            let t = Instant::now();
            for _ in 0..rounds {
                for src in &files {
                    let parsed = hcl2_native::parse_config(src, "f.hcl", hcl2_core::Pos::START);
                    std::hint::black_box(parsed);
                }
            }
            let secs = t.elapsed().as_secs_f64();
            println!(
                "{} files, {} bytes, {} rounds: {:.1} MiB/s",
                files.len(),
                total,
                rounds,
                (total * rounds) as f64 / secs / (1 << 20) as f64
            );
        }
        Some("digest") => {
            use std::hash::{Hash, Hasher};
            for src in corpus_files() {
                for cut in [src.len(), src.len() / 3, src.len() * 2 / 3] {
                    let parsed =
                        hcl2_native::parse_config(&src[..cut], "f.hcl", hcl2_core::Pos::START);
                    let mut h = std::collections::hash_map::DefaultHasher::new();
                    format!(
                        "{:?}{:?}{:?}",
                        parsed.value, parsed.nodes, parsed.diagnostics
                    )
                    .hash(&mut h);
                    println!("{:016x} {}", h.finish(), parsed.diagnostics.len());
                }
            }
        }
        _ => {
            eprintln!("usage: parse_perf large OUT [MB] | once FILE | scale | corpus [N] | digest")
        }
    }
}
