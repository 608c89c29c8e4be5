//! The parsers under comparison, each behind one name: `ours` (hcl2-native's full AST
//! with ranges), `hcl-rs` (`hcl::parse`, which parses with hcl-edit and converts to
//! hcl-rs's body), `json-ours` (hcl2-json's AST with positions and exact numbers) and
//! `serde_json` (`serde_json::Value`, default features).

use std::hint::black_box;

use hcl2_core::Pos;

/// One of the parsers, by its name in requests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parser {
    Ours,
    HclRs,
    JsonOurs,
    SerdeJson,
}

impl Parser {
    /// The parser named `name`.
    pub fn named(name: &str) -> Result<Parser, String> {
        Ok(match name {
            "ours" => Parser::Ours,
            "hcl-rs" => Parser::HclRs,
            "json-ours" => Parser::JsonOurs,
            "serde_json" => Parser::SerdeJson,
            _ => return Err(format!("unknown parser `{name}`")),
        })
    }

    /// Parses `src` once (the result is dropped inside the call, as a caller's would be
    /// eventually); false when the parser reported an error.
    pub fn parse(self, src: &[u8]) -> bool {
        match self {
            Parser::Ours => {
                let parsed = hcl2_native::parse_config(src, "bench.hcl", Pos::START);
                !black_box(&parsed).diagnostics.has_errors()
            }
            Parser::HclRs => match std::str::from_utf8(src) {
                Ok(text) => black_box(hcl::parse(text)).is_ok(),
                Err(_) => false,
            },
            Parser::JsonOurs => {
                let parsed = hcl2_json::parse(src, "bench.json");
                !black_box(&parsed).diagnostics.has_errors()
            }
            Parser::SerdeJson => {
                black_box(serde_json::from_slice::<serde_json::Value>(src)).is_ok()
            }
        }
    }
}

/// `once IMPL FILE`: read FILE and parse it once (or only read it, for IMPL `read`).
pub fn once(implementation: &str, path: &str) -> Result<(), String> {
    let src = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    if implementation == "read" {
        black_box(&src);
        return Ok(());
    }
    // Ours takes the buffer as its source text, as a caller that read a file would.
    let ok = match Parser::named(implementation)? {
        Parser::Ours => {
            let parsed = hcl2_native::parse_config_owned(src, path, Pos::START);
            !black_box(&parsed).diagnostics.has_errors()
        }
        other => other.parse(&src),
    };
    println!("{}", serde_json::json!({ "ok": ok }));
    Ok(())
}
