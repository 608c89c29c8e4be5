//! Diagnostics of one file rendered for people, with the file's text for snippets.

use std::path::PathBuf;

use hcl2::core::Diagnostics;
use hcl2::{Parser, Syntax};

use super::inputs::{self, Source, Walk};
use super::style::Style;
use super::{Io, EXIT_OK, EXIT_USAGE};
use crate::diags_text::diagnostics_text;

/// `diags` rendered with snippets of `text`, the contents of the file `name` (empty
/// when the file could not be read).
pub fn render(
    name: &str,
    text: &[u8],
    syntax: Syntax,
    diags: &Diagnostics,
    style: Style,
) -> String {
    let mut parser = Parser::new();
    if !text.is_empty() {
        let _ = parser.parse(text, name, syntax);
    }
    diagnostics_text(&parser, diags, style.text)
}

/// The inputs `paths` name (see [`inputs::collect`]), with the status so far:
/// [`EXIT_USAGE`] when a path could not be walked, whose diagnostics go to `io.err`.
pub fn collect_inputs(
    paths: &[PathBuf],
    walk: Walk,
    style: Style,
    io: &mut Io<'_>,
) -> (Vec<Source>, i32) {
    let (sources, walk_diags) = inputs::collect(paths, walk);
    if walk_diags.is_empty() {
        return (sources, EXIT_OK);
    }
    let rendered = render("", b"", Syntax::Native, &walk_diags, style);
    let _ = write!(io.err, "{rendered}");
    (sources, EXIT_USAGE)
}
