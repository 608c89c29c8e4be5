//! The real-world corpus the parse benchmarks read (`../shared/corpus`, or the directory
//! `HCL2_CORPUS` names), shared by the native and JSON benches and `parse_perf`.

use std::path::{Path, PathBuf};

/// Where the corpus is.
pub fn corpus_dir() -> PathBuf {
    match std::env::var_os("HCL2_CORPUS") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus"),
    }
}

fn collect(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, extensions, out);
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| extensions.contains(&e))
        {
            out.push(path);
        }
    }
}

/// The contents of every corpus file whose extension is one of `extensions`, in path
/// order.
pub fn corpus_files(extensions: &[&str]) -> Vec<Vec<u8>> {
    let mut paths = Vec::new();
    collect(&corpus_dir(), extensions, &mut paths);
    paths.sort();
    paths.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}
