//! The formatters under comparison: `ours` (`hcl2_write::format`, which also checks
//! the syntax with the native parser and refuses errors) and `hcl-rs`
//! (`hcl::format::to_string` of `hcl::parse`'s body); and `tree`, building
//! hcl2-write's lossless tree alone (`Document::parse_unchecked`), timed against
//! `hcl2_native::parse_config`.

use std::hint::black_box;

/// Formats `src` with `implementation`; whether it produced a result.
pub fn format(implementation: &str, src: &[u8]) -> Result<bool, String> {
    let Ok(text) = std::str::from_utf8(src) else {
        return Ok(false);
    };
    match implementation {
        "ours" => Ok(black_box(hcl2_write::format(text)).is_ok()),
        "tree" => Ok(black_box(hcl2_write::Document::parse_unchecked(text))
            .body()
            .items()
            .len()
            < usize::MAX),
        "hcl-rs" => Ok(hcl::parse(text)
            .ok()
            .and_then(|body| black_box(hcl::format::to_string(&body)).ok())
            .is_some()),
        other => Err(format!("unknown formatter `{other}`")),
    }
}
