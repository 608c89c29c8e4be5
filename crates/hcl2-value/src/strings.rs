//! String rules shared by the value model: NFC normalization, grapheme clusters,
//! identifiers, Go-style quoting for messages, HCL quoted string literals, and the
//! space runs both syntaxes' lexers skip.

use std::fmt;

use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization};

/// The NFC normalization of `s` (strings are normalized on entry to the value model).
pub fn normalize(s: &str) -> String {
    if is_nfc(s) {
        s.to_string()
    } else {
        s.nfc().collect()
    }
}

/// Whether `s` is already in NFC (ASCII always is), as far as the quick check can tell.
pub(crate) fn is_nfc(s: &str) -> bool {
    s.is_ascii() || is_nfc_quick(s.chars()) == IsNormalized::Yes
}

/// The NFC normalization of `s` as shared text behind a thin pointer, as values hold it;
/// copied once when it is already normal.
pub(crate) fn normalize_thin(s: &str) -> arcstr::ArcStr {
    if is_nfc(s) {
        arcstr::ArcStr::from(s)
    } else {
        arcstr::ArcStr::from(s.nfc().collect::<String>())
    }
}

/// The number of user-perceived characters (extended grapheme clusters, by the
/// reference's Unicode 13 rules) in `s`.
pub fn grapheme_len(s: &str) -> usize {
    if s.is_ascii() && !s.contains('\r') {
        return s.len();
    }
    graphemes(s).count()
}

/// The user-perceived characters (extended grapheme clusters, by the reference's
/// Unicode 13 rules) of `s`, in order.
pub fn graphemes(s: &str) -> impl Iterator<Item = &str> {
    crate::grapheme::clusters(s)
}

/// The substring of `length` grapheme clusters starting at cluster `offset` (a negative
/// `length` means "to the end"); offsets past the end give an empty string.
pub fn grapheme_substr(s: &str, offset: usize, length: Option<usize>) -> &str {
    let mut bounds = graphemes(s)
        .scan(0, |pos, g| {
            let start = *pos;
            *pos += g.len();
            Some(start)
        })
        .chain(std::iter::once(s.len()));
    let Some(start) = bounds.nth(offset) else {
        return "";
    };
    let end = match length {
        None => s.len(),
        Some(0) => start,
        Some(n) => bounds.nth(n - 1).unwrap_or(s.len()),
    };
    &s[start..end]
}

/// The first offset at or after `at` in `bytes` that is not a space, read eight bytes
/// at a time (indentation comes in long runs).
#[inline(always)]
pub fn skip_spaces(bytes: &[u8], mut at: usize) -> usize {
    const SPACES: u64 = u64::from_le_bytes([b' '; 8]);
    while let Some(word) = bytes.get(at..).and_then(<[u8]>::first_chunk::<8>) {
        let others = u64::from_le_bytes(*word) ^ SPACES;
        if others != 0 {
            return at + others.trailing_zeros() as usize / 8;
        }
        at += 8;
    }
    while bytes.get(at) == Some(&b' ') {
        at += 1;
    }
    at
}

/// Whether `c` may start an HCL identifier: `ID_Start` or `_` (as the reference's
/// scanner reads identifiers).
pub fn is_identifier_start(c: char) -> bool {
    c.is_ascii_alphabetic()
        || c == '_'
        || (!c.is_ascii() && unicode_xid::UnicodeXID::is_xid_start(c))
}

/// Whether `c` may continue an HCL identifier: `ID_Continue` or `-`.
pub fn is_identifier_continue(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || c == '_'
        || c == '-'
        || (!c.is_ascii() && unicode_xid::UnicodeXID::is_xid_continue(c))
}

/// Whether `s` is an HCL identifier (the reference's `ValidIdentifier`): an identifier
/// start, then identifier characters.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if is_identifier_start(c) => {}
        _ => return false,
    }
    chars.all(is_identifier_continue)
}

/// Writes `s` as a double-quoted string with Go's escapes (as `%q` does).
pub fn write_go_quoted(f: &mut impl fmt::Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\u{7}' => f.write_str("\\a")?,
            '\u{8}' => f.write_str("\\b")?,
            '\u{c}' => f.write_str("\\f")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            '\u{b}' => f.write_str("\\v")?,
            c if (c as u32) < 0x20 || c as u32 == 0x7f => write!(f, "\\x{:02x}", c as u32)?,
            c if !crate::go_printable::is_go_printable(c) => {
                if (c as u32) > 0xFFFF {
                    write!(f, "\\U{:08x}", c as u32)?
                } else {
                    write!(f, "\\u{:04x}", c as u32)?
                }
            }
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

/// Writes `s` as an HCL quoted string literal that reads back as `s`, escaped as the
/// reference's `hclwrite` escapes it: `\n`, `\r`, `\t`, `\"`, `\\`, `$${` and `%%{` for
/// the template openers, and `\uXXXX` / `\UXXXXXXXX` for characters Go does not
/// print.
pub fn write_hcl_quoted(f: &mut impl fmt::Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '$' | '%' => {
                f.write_char(c)?;
                if chars.peek() == Some(&'{') {
                    f.write_char(c)?;
                }
            }
            c if !crate::go_printable::is_go_printable(c) => {
                if (c as u32) < 0x10000 {
                    write!(f, "\\u{:04x}", c as u32)?;
                } else {
                    write!(f, "\\U{:08x}", c as u32)?;
                }
            }
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

/// `s` as an HCL quoted string literal ([`write_hcl_quoted`]).
///
/// ```
/// assert_eq!(hcl2_value::strings::hcl_quote("a\"${b}\n\u{7f}"), r#""a\"$${b}\n\u007f""#);
/// ```
pub fn hcl_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    let _ = write_hcl_quoted(&mut out, s);
    out
}

/// `s` quoted with Go's escapes.
pub fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    let _ = write_go_quoted(&mut out, s);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn space_runs_are_counted_across_word_boundaries() {
        for len in 0..40 {
            let mut bytes = vec![b' '; len];
            assert_eq!(skip_spaces(&bytes, 0), len);
            bytes.extend_from_slice(b"x   ");
            assert_eq!(skip_spaces(&bytes, 0), len, "{len} spaces then more");
            assert_eq!(
                skip_spaces(&bytes, len),
                len,
                "{len} spaces, from their end"
            );
        }
    }

    #[test]
    fn normalization_composes_combining_marks() {
        assert_eq!(normalize("e\u{301}"), "\u{e9}");
    }

    #[test]
    fn grapheme_length_counts_clusters_not_code_points() {
        assert_eq!(grapheme_len("e\u{301}x"), 2);
        assert_eq!(grapheme_len("👩‍👩‍👧"), 1);
        assert_eq!(grapheme_len("\r\n"), 1);
        assert_eq!(grapheme_len("abc"), 3);
    }

    #[test]
    fn graphemes_split_text_into_clusters() {
        let clusters: Vec<&str> = graphemes("e\u{301}x\r\n👩‍👩‍👧").collect();
        assert_eq!(clusters, ["e\u{301}", "x", "\r\n", "👩‍👩‍👧"]);
        assert_eq!(graphemes("").count(), 0);
    }

    #[test]
    fn substring_works_in_clusters() {
        assert_eq!(grapheme_substr("héllo", 1, Some(3)), "éll");
        assert_eq!(grapheme_substr("héllo", 2, None), "llo");
        assert_eq!(grapheme_substr("abc", 5, Some(1)), "");
        assert_eq!(grapheme_substr("abc", 1, Some(10)), "bc");
    }

    #[test]
    fn identifiers_allow_dashes_after_the_first_character() {
        assert!(is_identifier("foo-bar_1"));
        assert!(!is_identifier("-foo"));
        assert!(!is_identifier("1a"));
        assert!(!is_identifier(""));
        assert!(is_identifier("_a"));
        assert!(is_identifier("é-1"));
    }

    #[test]
    fn go_quoting_escapes_controls() {
        assert_eq!(go_quote("a\"b\n\u{1}"), "\"a\\\"b\\n\\x01\"");
    }
}
