//! `yamldecode`'s error texts and positions as Terraform prints them.
//!
//! Terraform decodes with go-cty-yaml, a Go port of libyaml. Its messages are
//! libyaml's. Its positions follow three rules, copied here so that the same mistake
//! reads the same:
//! - Scanner errors give the 1-based line and always column 1.
//! - Parser errors, and errors found on an event (a tag, a key, an alias, an extra
//!   document), give the 0-based line and the 1-based column.
//! - An error on the first line (0-based line 0) gives no position at all.
//!
//! yaml-rust2 reports the same kinds of errors with context prefixes of its own
//! ("while parsing a block mapping, ..."); they are mapped to libyaml's wording.

use yaml_rust2::scanner::{Marker, ScanError};

/// How the reference places an error.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Origin {
    /// Found while reading tokens: 1-based line, column 1.
    Scanner,
    /// Found by the parser or on an event: 0-based line, 1-based column.
    Event,
}

/// `message` with the position the reference gives it. `line` is 1-based and `column`
/// 0-based, as yaml-rust2's markers count them.
pub(super) fn located(origin: Origin, line: usize, column: usize, message: &str) -> String {
    let index = line.saturating_sub(1);
    match origin {
        _ if index == 0 => message.to_string(),
        Origin::Scanner => format!("on line {line}, column 1: {message}"),
        Origin::Event => format!("on line {index}, column {}: {message}", column + 1),
    }
}

/// A syntax error from yaml-rust2 in the reference's words and place.
pub(super) fn syntax_error(src: &str, error: &ScanError) -> String {
    let mark = error.marker();
    if error.info() == "while parsing node, found unknown anchor" {
        let name = hcl2_value::strings::go_quote(&alias_name(src, mark));
        let message = format!("reference to undefined anchor {name}");
        return located(Origin::Event, mark.line(), mark.col(), &message);
    }
    let (origin, message) = libyaml_wording(error.info());
    if message == "found a tab character that violates indentation" {
        return located(Origin::Scanner, tab_indented_line(src, mark), 0, message);
    }
    if message == "found unexpected end of stream" {
        // libyaml reads an unclosed quoted scalar to the end of the input.
        let lines = src.matches('\n').count() + 1;
        return located(Origin::Scanner, lines, 0, message);
    }
    located(origin, mark.line(), mark.col(), message)
}

/// The libyaml message (and where it comes from) for a yaml-rust2 message.
fn libyaml_wording(info: &str) -> (Origin, &str) {
    let bare = match info.strip_prefix("while ") {
        Some(rest) => rest.split_once(", ").map_or(info, |(_, m)| m),
        None => info,
    };
    match bare {
        "expected ',' or ']'" => (Origin::Event, "did not find expected ',' or ']'"),
        "invalid indentation in quoted scalar" => {
            (Origin::Scanner, "found unexpected end of stream")
        }
        "found a tab" => (
            Origin::Scanner,
            "found a tab character that violates indentation",
        ),
        "did not find expected <document-start>" => {
            (Origin::Event, "did not find expected <document start>")
        }
        "did not find expected ',' or '}'"
        | "did not find expected key"
        | "did not find expected '-' indicator"
        | "did not find expected node content"
        | "did not find expected <document start>"
        | "found incompatible YAML document" => (Origin::Event, bare),
        m if m.starts_with("tab") || m.starts_with("unexpected character") => (
            Origin::Scanner,
            "found character that cannot start any token",
        ),
        m => (Origin::Scanner, m),
    }
}

/// The 1-based line, after the plain scalar at `mark`, whose indentation holds the
/// tab libyaml stops at (yaml-rust2 places the error at the scalar instead).
fn tab_indented_line(src: &str, mark: &Marker) -> usize {
    let offset = src
        .char_indices()
        .nth(mark.index())
        .map_or(src.len(), |(i, _)| i);
    let first = src[..offset].matches('\n').count() + 1;
    src[offset..]
        .split('\n')
        .skip(1)
        .position(|line| {
            line.trim_start_matches([' ', '\t']).len() < line.trim_start_matches(' ').len()
        })
        .map_or(mark.line(), |i| first + 1 + i)
}

/// The name of the alias at `mark` (`*name`), read from the source.
pub(super) fn alias_name(src: &str, mark: &Marker) -> String {
    let start = src
        .char_indices()
        .nth(mark.index())
        .map_or(src.len(), |(i, _)| i);
    src[start..]
        .trim_start_matches('*')
        .chars()
        .take_while(|c| !c.is_whitespace() && !",[]{}".contains(*c))
        .collect()
}

/// Where the node whose content starts at `mark` begins, counting its properties (a
/// tag, an anchor) before it on the same line, as libyaml's events do: (line, column).
pub(super) fn node_start(src: &str, mark: &Marker) -> (usize, usize) {
    let offset = src
        .char_indices()
        .nth(mark.index())
        .map_or(src.len(), |(i, _)| i);
    let line_start = src[..offset].rfind('\n').map_or(0, |i| i + 1);
    let mut start = offset;
    loop {
        let before = src[line_start..start].trim_end_matches([' ', '\t']);
        let token_start = before.rfind([' ', '\t']).map_or(0, |i| i + 1);
        let token = &before[token_start..];
        if !(token.starts_with('!') || token.starts_with('&')) {
            break;
        }
        start = line_start + token_start;
    }
    (mark.line(), src[line_start..start].chars().count())
}

/// Whether `src` holds a character libyaml's reader refuses: "control characters are
/// not allowed" (tab, line feed and carriage return are allowed).
pub(super) fn has_control_character(src: &str) -> bool {
    src.chars().any(|c| {
        let c = u32::from(c);
        !(c == 0x09
            || c == 0x0A
            || c == 0x0D
            || (0x20..=0x7E).contains(&c)
            || c == 0x85
            || (0xA0..=0xD7FF).contains(&c)
            || (0xE000..=0xFFFD).contains(&c)
            || (0x10000..=0x10FFFF).contains(&c))
    })
}

/// The reference's error for a `%YAML` directive of another version than 1.1 (its
/// parser accepts no other), placed as a parser error.
pub(super) fn incompatible_version(src: &str) -> Option<String> {
    for (index, line) in src.lines().enumerate() {
        let Some(version) = line.strip_prefix("%YAML") else {
            if line.starts_with(['%', '#']) || line.trim().is_empty() {
                continue;
            }
            return None;
        };
        let version = version.split('#').next().unwrap_or_default().trim();
        if version != "1.1"
            && version
                .split_once('.')
                .is_some_and(|(a, b)| is_digits(a) && is_digits(b))
        {
            return Some(located(
                Origin::Event,
                index + 1,
                0,
                "found incompatible YAML document",
            ));
        }
    }
    None
}

fn is_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// The reference's error for text without a document (empty, blank or comments only):
/// placed on the stream's last line.
pub(super) fn missing_document(src: &str) -> String {
    let lines = src.matches('\n').count() + usize::from(!src.is_empty() && !src.ends_with('\n'));
    format!(
        "on line {}, column 1: missing start of document",
        lines.max(1)
    )
}

#[cfg(test)]
mod tests {
    use super::{has_control_character, located, missing_document, Origin};

    #[test]
    fn the_first_line_gives_no_position() {
        assert_eq!(located(Origin::Event, 1, 4, "m"), "m");
        assert_eq!(located(Origin::Scanner, 1, 4, "m"), "m");
    }

    #[test]
    fn scanner_lines_count_from_one_and_event_lines_from_zero() {
        assert_eq!(
            located(Origin::Scanner, 3, 7, "m"),
            "on line 3, column 1: m"
        );
        assert_eq!(located(Origin::Event, 3, 7, "m"), "on line 2, column 8: m");
    }

    #[test]
    fn control_characters_are_refused_but_not_tabs_or_newlines() {
        assert!(has_control_character("a: \u{1}"));
        assert!(has_control_character("a: \u{7f}"));
        assert!(!has_control_character("a:\r\n\tb: é 😀 \u{feff}"));
    }

    #[test]
    fn only_yaml_1_1_directives_are_accepted() {
        use super::incompatible_version;
        assert_eq!(incompatible_version("%YAML 1.1\n---\na: 1"), None);
        assert_eq!(
            incompatible_version("%YAML 1.2\n---\na: 1").as_deref(),
            Some("found incompatible YAML document")
        );
        assert_eq!(
            incompatible_version("# c\n%YAML 1.3\n---").as_deref(),
            Some("on line 1, column 1: found incompatible YAML document")
        );
        assert_eq!(incompatible_version("a: 1\n%YAML 1.3"), None);
    }

    #[test]
    fn a_missing_document_is_placed_on_the_last_line() {
        assert_eq!(
            missing_document(""),
            "on line 1, column 1: missing start of document"
        );
        assert_eq!(
            missing_document("\n\n\n"),
            "on line 3, column 1: missing start of document"
        );
        assert_eq!(
            missing_document("  "),
            "on line 1, column 1: missing start of document"
        );
    }
}
