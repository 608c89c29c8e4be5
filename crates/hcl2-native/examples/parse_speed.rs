//! Parses every native file under a directory once per round and prints MB/s: a quick
//! check between criterion runs.
//!
//! `cargo run --release -p hcl2-native --example parse_speed -- DIR [ROUNDS]`

use std::path::{Path, PathBuf};
use std::time::Instant;

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
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

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().expect("usage: parse_speed DIR [ROUNDS]"));
    let rounds: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5);
    let mut paths = Vec::new();
    collect(&dir, &mut paths);
    let files: Vec<Vec<u8>> = paths.iter().filter_map(|p| std::fs::read(p).ok()).collect();
    let bytes: usize = files.iter().map(Vec::len).sum();
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let start = Instant::now();
        for src in &files {
            std::hint::black_box(hcl2_native::parse_config(src, "f.hcl", hcl2_core::Pos::START));
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!(
        "{} files, {:.1} MB, best of {rounds}: {:.3} s, {:.1} MB/s",
        files.len(),
        bytes as f64 / 1e6,
        best,
        bytes as f64 / 1e6 / best
    );
}
