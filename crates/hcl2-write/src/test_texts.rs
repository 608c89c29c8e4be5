//! Texts for tests: fragments of every construct, broken ones included.

/// Texts cut from fragments of every construct, broken ones included, by a fixed
/// pseudo-random walk.
pub(crate) fn fragment_texts(count: usize) -> Vec<String> {
    const PARTS: &[&str] = &[
        "a", " = ", "=", "1", "\n", "\r\n", " ", "\t", "{", "}", "[", "]", "(", ")", "\"", "\"x\"",
        "${", "%{", "~}", "<<EOT\n", "EOT\n", "  EOT", "# c\n", "// d", "/* e */", "/*", ",", ".",
        "blk", " \"l\" ", "é", "?", ":", "=>", "for", "in",
    ];
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    (0..count)
        .map(|_| {
            let parts = next() % 24;
            (0..parts)
                .map(|_| PARTS[(next() % PARTS.len() as u64) as usize])
                .collect()
        })
        .collect()
}
