//! `base64gzip` against Go's compressor: Terraform's function is Go's `compress/gzip`
//! at the default level, so every byte of the stream is compared (the oracle's `gzip`
//! mode). Inputs are generated to reach the compressor's corners: empty and tiny
//! strings, runs, short and long periods, random text over small and large
//! alphabets, configuration text from the corpus, copies from just inside and just
//! outside the 32 KiB window, and sizes at the block (16,384 tokens), stored-block
//! (65,535 bytes) and buffer-slide (64 KiB, then every 32 KiB) boundaries, up to 1 MiB.

use std::path::{Path, PathBuf};

use hcl2_value::{Function, Value};
use serde_json::json;

use super::super::expressions::rng::Rng;
use crate::oracle::{Answer, Oracle};

/// Sizes where Go's compressor changes what it does, and their neighbours.
const EDGE_SIZES: [usize; 22] = [
    0, 1, 2, 3, 4, 5, 16, 257, 258, 259, 262, 16_384, 32_767, 32_768, 32_769, 65_274, 65_275,
    65_535, 65_536, 65_537, 98_304, 131_072,
];
const MAX_SIZE: usize = 1 << 20;

/// One generated input: what it is (for a failure report) and the string.
pub(super) struct GzipCase {
    pub(super) kind: &'static str,
    pub(super) text: String,
}

/// The cases of a run: one per 400 function calls, at least 40.
pub(super) fn cases(seed: u64, calls: usize, corpus: &[String]) -> Vec<GzipCase> {
    let n = (calls / 400).max(40);
    (0..n)
        .map(|i| case(&mut Rng::for_case(seed ^ 0x677a_6970, i as u64), i, corpus))
        .collect()
}

fn case(rng: &mut Rng, index: usize, corpus: &[String]) -> GzipCase {
    let size = if index < EDGE_SIZES.len() {
        EDGE_SIZES[index]
    } else if rng.chance(70) {
        rng.range(0, 4096)
    } else {
        rng.range(4096, MAX_SIZE)
    };
    let kinds = ["run", "period", "alphabet", "unicode", "corpus", "window"];
    let kind = *rng.pick(&kinds);
    let text = match kind {
        "run" => char::from(b'a' + rng.below(26) as u8)
            .to_string()
            .repeat(size),
        "period" => periodic(rng, size),
        "alphabet" => alphabet(rng, size),
        "unicode" => unicode(rng, size),
        "corpus" if !corpus.is_empty() => from_corpus(rng, size, corpus),
        _ => window_copies(rng, size),
    };
    GzipCase { kind, text }
}

fn periodic(rng: &mut Rng, size: usize) -> String {
    let period = rng.range(1, 400);
    let unit = alphabet(rng, period);
    unit.chars().cycle().take(size).collect()
}

fn alphabet(rng: &mut Rng, size: usize) -> String {
    let letters = rng.range(1, 95);
    (0..size)
        .map(|_| char::from(b' ' + rng.below(letters) as u8))
        .collect()
}

fn unicode(rng: &mut Rng, size: usize) -> String {
    let pool = [
        'é', 'ß', '→', '∑', '漢', '字', '😀', 'a', 'b', ' ', '\n', '"', '\\', '\0',
    ];
    let mut s = String::with_capacity(size);
    while s.len() < size {
        s.push(*rng.pick(&pool));
    }
    let mut end = size;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s.truncate(end);
    s
}

fn from_corpus(rng: &mut Rng, size: usize, corpus: &[String]) -> String {
    let mut s = String::with_capacity(size + 4096);
    while s.len() < size {
        s.push_str(rng.pick(corpus).as_str());
    }
    let mut end = size.min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s.truncate(end);
    s
}

/// Random text with copies from distances around the window's edge (32,768 bytes)
/// and around the buffer start Go slides to.
fn window_copies(rng: &mut Rng, size: usize) -> String {
    let mut bytes: Vec<u8> = Vec::with_capacity(size);
    while bytes.len() < size {
        let here = bytes.len();
        if here > 33_500 && rng.chance(30) {
            let dist = rng.range(32_500, 33_300).min(here);
            let len = rng.range(3, 300);
            for k in 0..len {
                bytes.push(bytes[here - dist + k % dist]);
            }
        } else {
            let letters = rng.range(2, 20);
            for _ in 0..rng.range(1, 200) {
                bytes.push(b'a' + rng.below(letters) as u8);
            }
        }
    }
    bytes.truncate(size);
    String::from_utf8(bytes).unwrap_or_default()
}

/// Up to 200 configuration files of the corpus, when there is one.
pub(super) fn corpus_texts(root: &Path) -> Vec<String> {
    let Ok(dir) = super::super::files::default_corpus(root) else {
        return Vec::new();
    };
    let mut files = Vec::new();
    collect(&dir, &mut files);
    files.sort();
    files
        .iter()
        .step_by((files.len() / 200).max(1))
        .filter_map(|p| std::fs::read(p).ok())
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .collect()
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if super::super::files::is_native(&path) {
            out.push(path);
        }
    }
}

/// Compares our `base64gzip` with the oracle's on every case: (passed, failures).
pub(super) fn compare(
    oracle: &Oracle,
    ours: &Function,
    cases: &[GzipCase],
) -> Result<(usize, Vec<String>), String> {
    let requests: Vec<String> = cases
        .iter()
        .map(|c| json!({"str": c.text}).to_string())
        .collect();
    let answers = oracle.run(&["gzip"], &requests)?;
    let mut passed = 0;
    let mut failures = Vec::new();
    for (case, answer) in cases.iter().zip(answers) {
        let Answer::Line(line) = answer else {
            failures.push(format!(
                "{} of {} bytes: the oracle died",
                case.kind,
                case.text.len()
            ));
            continue;
        };
        let theirs: serde_json::Value =
            serde_json::from_str(&line).map_err(|e| format!("bad gzip oracle line: {e}"))?;
        let ours = ours.call(&[Value::string(case.text.clone())]);
        let ours = ours.as_ref().ok().and_then(|v| v.as_str());
        if ours.is_some() && ours == theirs["b64"].as_str() {
            passed += 1;
        } else {
            failures.push(format!(
                "{} of {} bytes: ours {} chars, theirs {} chars, first difference at char {}",
                case.kind,
                case.text.len(),
                ours.map_or(0, str::len),
                theirs["b64"].as_str().map_or(0, str::len),
                first_difference(ours.unwrap_or(""), theirs["b64"].as_str().unwrap_or("")),
            ));
        }
    }
    Ok((passed, failures))
}

fn first_difference(a: &str, b: &str) -> usize {
    a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count()
}

#[cfg(test)]
mod tests {
    use super::cases;

    #[test]
    fn cases_are_reproducible_and_reach_the_edge_sizes() {
        let a = cases(7, 40 * 400, &[]);
        let b = cases(7, 40 * 400, &[]);
        assert_eq!(a.len(), 40);
        assert!(a
            .iter()
            .zip(&b)
            .all(|(x, y)| x.text == y.text && x.kind == y.kind));
        assert!(a[9].text.len().abs_diff(259) <= 3, "a 259-byte case");
        assert!(a.iter().all(|c| c.text.len() <= super::MAX_SIZE));
    }
}
