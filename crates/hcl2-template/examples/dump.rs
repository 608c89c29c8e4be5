//! Development aid: reads `kind<TAB>json-string` lines (kind `t`, `q` or `h`, see
//! `toy::parse_src`) and prints each template's top-level parts and diagnostics, in the
//! notation of the Go oracle used to pin the integration tests.

mod toy;

use std::io::BufRead;

use hcl2_core::{Diagnostics, SourceFile};

fn main() {
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let Some((kind, src)) = line.split_once('\t') else {
            continue;
        };
        let src: String = match serde_json_lite(src) {
            Some(s) => s,
            None => continue,
        };
        let file = SourceFile::new("t.hcl", src.as_str());
        let mut diags = Diagnostics::new();
        let (t, end) = toy::parse_src(&file, kind, &mut diags);
        println!("== {kind} {src:?}");
        println!("  PARTS [{}] END {end}", toy::dump_parts(&file, &t));
        let mut ds = toy::dump_diags(&file, &diags);
        ds.sort();
        for d in ds {
            println!("  {d}");
        }
    }
}

/// Decodes a JSON string literal (enough for the oracle's case files).
fn serde_json_lite(s: &str) -> Option<String> {
    let s = s.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next()? {
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            'u' => {
                let h: String = it.by_ref().take(4).collect();
                let v = u32::from_str_radix(&h, 16).ok()?;
                if (0xD800..0xDC00).contains(&v) {
                    let _ = it.next();
                    let _ = it.next();
                    let l: String = it.by_ref().take(4).collect();
                    let lo = u32::from_str_radix(&l, 16).ok()?;
                    out.push(char::from_u32(
                        0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00),
                    )?);
                } else {
                    out.push(char::from_u32(v)?);
                }
            }
            c => out.push(c),
        }
    }
    Some(out)
}
