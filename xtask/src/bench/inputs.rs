//! The inputs, identical for every implementation: the corpus's native and JSON files
//! (read by each process from the same paths, into memory, before any timing), and the
//! generated large native file with its prefixes.
//!
//! The large file is the corpus's native files, in path order, each wrapped as
//! `file "N" {` newline, the file's bytes, newline, `}` newline (N counting from 0), up
//! to the first block that reaches the requested size. Only files the reference parses
//! without errors are taken, and none starting with a byte-order mark (skipped by the
//! reference, an error for us: a deliberate difference). Its prefixes (1, 2, 5 MB) are
//! the same blocks up to the first that reaches that size.

use std::path::{Path, PathBuf};

/// One megabyte as the figures count it: 10^6 bytes.
pub const MB: usize = 1_000_000;

/// Extensions of native-syntax files.
const NATIVE_EXTENSIONS: [&str; 4] = ["tf", "hcl", "tfvars", "nomad"];

/// `../shared/corpus` beside the repository, else beside an ancestor of the working
/// directory.
pub fn default_corpus(root: &Path) -> Result<PathBuf, String> {
    let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
    let beside = |dir: &Path| dir.parent().map(|p| p.join("shared/corpus"));
    let mut candidates: Vec<PathBuf> = beside(&root).into_iter().collect();
    if let Ok(cwd) = std::env::current_dir() {
        candidates.extend(cwd.ancestors().filter_map(beside));
    }
    candidates.into_iter().find(|c| c.is_dir()).ok_or_else(|| {
        "no corpus at ../shared/corpus beside the repository; pass --corpus DIR".into()
    })
}

/// The corpus's files: native-syntax ones and JSON ones, each sorted by path.
pub struct Corpus {
    pub native: Vec<PathBuf>,
    pub json: Vec<PathBuf>,
}

impl Corpus {
    /// Lists the files under `dir`.
    pub fn find(dir: &Path) -> Result<Corpus, String> {
        let dir = dir
            .canonicalize()
            .map_err(|e| format!("corpus {}: {e}", dir.display()))?;
        let mut all = Vec::new();
        walk(&dir, &mut all)?;
        all.sort();
        // Paths travel one a line.
        all.retain(|p| !p.to_string_lossy().contains(['\n', '\r']));
        let ext = |p: &PathBuf| p.extension().and_then(|e| e.to_str()).map(str::to_string);
        let native = all
            .iter()
            .filter(|p| ext(p).is_some_and(|e| NATIVE_EXTENSIONS.contains(&e.as_str())))
            .cloned()
            .collect();
        let json = all
            .iter()
            .filter(|p| ext(p).as_deref() == Some("json"))
            .cloned()
            .collect();
        Ok(Corpus { native, json })
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        let kind = entry.file_type().map_err(|e| format!("{e}"))?;
        if kind.is_dir() {
            walk(&entry.path(), out)?;
        } else if kind.is_file() {
            out.push(entry.path());
        }
    }
    Ok(())
}

/// Writes `paths` one a line to `file` (how both runners are told what to load).
pub fn write_list(file: &Path, paths: &[PathBuf]) -> Result<(), String> {
    let mut text = String::new();
    for p in paths {
        text.push_str(&p.to_string_lossy());
        text.push('\n');
    }
    std::fs::write(file, text).map_err(|e| format!("{}: {e}", file.display()))
}

/// The large file's blocks, in order: one per corpus file that is not `excluded`.
pub struct Blocks {
    blocks: Vec<Vec<u8>>,
}

impl Blocks {
    /// Reads the native files and wraps each one not excluded (by index) and without a
    /// byte-order mark.
    pub fn wrap(native: &[PathBuf], excluded: &[usize]) -> Result<Blocks, String> {
        let mut blocks = Vec::new();
        for (i, path) in native.iter().enumerate() {
            if excluded.contains(&i) {
                continue;
            }
            let src = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            if src.starts_with(b"\xEF\xBB\xBF") {
                continue;
            }
            let mut block = format!("file \"{}\" {{\n", blocks.len()).into_bytes();
            block.extend_from_slice(&src);
            block.extend_from_slice(b"\n}\n");
            blocks.push(block);
        }
        Ok(Blocks { blocks })
    }

    /// The blocks up to the first that brings the total to `size` bytes, concatenated
    /// (shorter when the corpus is smaller), and how many they are.
    pub fn file_of(&self, size: usize) -> (Vec<u8>, usize) {
        let mut out = Vec::with_capacity(size.min(1 << 30) + 64 * 1024);
        let mut count = 0;
        for block in &self.blocks {
            if out.len() >= size {
                break;
            }
            out.extend_from_slice(block);
            count += 1;
        }
        (out, count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_file_wraps_each_kept_file_as_a_numbered_block_and_stops_at_the_size() {
        let dir = std::env::temp_dir().join(format!("xtask-bench-inputs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let files: Vec<PathBuf> = ["a = 1", "b = 2\n", "\u{feff}c = 3", "d = 4"]
            .iter()
            .enumerate()
            .map(|(i, text)| {
                let p = dir.join(format!("{i}.tf"));
                std::fs::write(&p, text).unwrap();
                p
            })
            .collect();
        let blocks = Blocks::wrap(&files, &[1]).unwrap();
        let (all, count) = blocks.file_of(usize::MAX);
        assert_eq!(count, 2);
        assert_eq!(
            String::from_utf8(all).unwrap(),
            "file \"0\" {\na = 1\n}\nfile \"1\" {\nd = 4\n}\n"
        );
        let (first, count) = blocks.file_of(1);
        assert_eq!(count, 1);
        assert_eq!(
            String::from_utf8(first).unwrap(),
            "file \"0\" {\na = 1\n}\n"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
