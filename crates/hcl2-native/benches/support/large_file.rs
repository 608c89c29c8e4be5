//! The large native file the benchmarks parse, made from the corpus, shared by the
//! criterion bench and `parse_perf`.

/// The native corpus files' extensions.
pub const NATIVE: &[&str] = &["tf", "hcl", "tfvars", "nomad"];

/// The files that parse cleanly, each wrapped as `file "N" { ... }`, as one file of at
/// most `limit` bytes.
pub fn large_file(files: &[Vec<u8>], limit: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, src) in files.iter().enumerate() {
        let parsed = hcl2_native::parse_config(src, "f.hcl", hcl2_core::Pos::START);
        if !parsed.diagnostics.is_empty() {
            continue;
        }
        let mut item = format!("file \"{i}\" {{\n").into_bytes();
        item.extend_from_slice(src);
        if !src.ends_with(b"\n") {
            item.push(b'\n');
        }
        item.extend_from_slice(b"}\n");
        if out.len() + item.len() > limit {
            break;
        }
        out.extend_from_slice(&item);
    }
    out
}
