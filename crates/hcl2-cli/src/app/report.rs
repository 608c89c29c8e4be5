//! Diagnostics of one file rendered for people, with the file's text for snippets.

use hcl2::core::Diagnostics;
use hcl2::{Parser, Syntax};

use super::style::Style;
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
