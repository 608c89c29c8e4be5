//! Inputs made of one item repeated, for the parse-memory tests.

/// `n` copies of `item` between `open` and `close`, comma-separated.
pub fn document(open: &[u8], item: &[u8], n: usize, close: &[u8]) -> Vec<u8> {
    let mut out = open.to_vec();
    for i in 0..n {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(item);
    }
    out.extend_from_slice(close);
    out
}

/// `src` parsed (it must parse without diagnostics), and how many times its size the
/// heap memory the parse took at its peak is (printed with `name`).
pub fn parse_measured(name: &str, src: &[u8]) -> (hcl2_json::Parsed<hcl2_json::ast::Value>, f64) {
    let (parsed, peak) = crate::peak_memory::peak_during(|| hcl2_json::parse(src, "t.json"));
    let ratio = peak as f64 / src.len() as f64;
    eprintln!(
        "{name}: {} bytes, parse peak {peak} bytes, {ratio:.2}x",
        src.len()
    );
    assert!(
        parsed.diagnostics.is_empty(),
        "{name}: {}",
        parsed.diagnostics
    );
    (parsed, ratio)
}
