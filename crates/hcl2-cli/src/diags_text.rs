//! Diagnostics for people: each rendered through miette with its source snippet and a
//! label on the exact range, carrying the same summary and detail as the reference's
//! text. Colour and width follow the reference's choices (colour when standard error
//! is a terminal, the width of standard output's terminal or 80 columns).

use std::io::{self, Write};

use hcl2::core::Diagnostics;
use hcl2::Parser;
use miette::{GraphicalReportHandler, GraphicalTheme};

/// How diagnostics text is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextStyle {
    /// Whether to use terminal colours.
    pub color: bool,
    /// The width to wrap at.
    pub width: usize,
}

impl Default for TextStyle {
    /// No colour, 80 columns: the layout for pipes and files.
    fn default() -> TextStyle {
        TextStyle {
            color: false,
            width: 80,
        }
    }
}

/// `diags` rendered one after another, each with the text of the file it points into
/// (as `parser` read it) where there is one.
pub fn diagnostics_text(parser: &Parser, diags: &Diagnostics, style: TextStyle) -> String {
    let mut out = Vec::new();
    // Writing into a Vec never fails.
    let _ = write_diagnostics_text(parser, diags, style, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// `diags` rendered as [`diagnostics_text`] renders them, written to `out` one at a
/// time: memory for one rendered diagnostic at once, however many there are.
pub fn write_diagnostics_text(
    parser: &Parser,
    diags: &Diagnostics,
    style: TextStyle,
    out: &mut dyn Write,
) -> io::Result<()> {
    let theme = if style.color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme).with_width(style.width);
    let mut text = String::new();
    for diag in diags.iter() {
        text.clear();
        let report = parser.report(diag.clone());
        if handler.render_report(&mut text, &report).is_err() {
            // Rendering only fails on a writer error, which a String never has; keep
            // the reference's plain form as a fallback all the same.
            text.push_str(&format!("Error: {}\n\n{}\n", diag.summary, diag.detail));
        }
        text.push('\n');
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2::Syntax;

    #[test]
    fn each_diagnostic_shows_summary_snippet_label_and_detail() {
        let mut parser = Parser::new();
        let (_, diags) = parser.parse(b"a = 1\nb = \n", "in.hcl", Syntax::Native);
        let text = diagnostics_text(&parser, &diags, TextStyle::default());
        let d = &diags.as_slice()[0];
        assert!(text.contains(&d.summary), "{text}");
        let unwrapped = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(unwrapped.contains(&d.detail), "{text}");
        assert!(text.contains("in.hcl:2:"), "{text}");
        assert!(text.contains("b = "), "{text}");
        assert!(!text.contains('\u{1b}'), "{text}");
    }

    #[test]
    fn diagnostics_without_a_file_render_summary_and_detail() {
        let mut diags = Diagnostics::new();
        diags.push(hcl2::Diagnostic::error(
            "Failed to read file",
            "The configuration file \"x\" could not be read.",
            None,
        ));
        let text = diagnostics_text(&Parser::new(), &diags, TextStyle::default());
        assert!(text.contains("Failed to read file"), "{text}");
        assert!(text.contains("could not be read."), "{text}");
    }

    #[test]
    fn colour_is_used_only_when_asked_for() {
        let mut diags = Diagnostics::new();
        diags.push(hcl2::Diagnostic::error("Bad", "Very bad.", None));
        let style = TextStyle {
            color: true,
            width: 80,
        };
        assert!(diagnostics_text(&Parser::new(), &diags, style).contains('\u{1b}'));
    }
}
