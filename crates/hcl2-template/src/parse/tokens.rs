//! Where the reference's scanner ends the template-text tokens that more than one
//! scanner here needs to agree on: sequence openers, `$`/`%` literals, quoted text, raw
//! (heredoc and standalone) text and closing markers.

use super::Mode;

/// Where a `${`, `${~`, `%{` or `%{~` opener at `i` ends, if one starts there.
pub fn opener_end(b: &[u8], i: usize) -> Option<usize> {
    if !matches!(b.get(i), Some(b'$' | b'%')) || b.get(i + 1) != Some(&b'{') {
        return None;
    }
    Some(i + 2 + usize::from(b.get(i + 2) == Some(&b'~')))
}

/// The length of the literal token a `$` or `%` at `i` starts (not an opener): the
/// escapes `$${` and `%%{` (with a `~` after them, if any), else the character alone.
pub fn dollar_len(b: &[u8], i: usize) -> usize {
    let c = b[i];
    if b.get(i + 1) == Some(&c) && b.get(i + 2) == Some(&b'{') {
        3 + usize::from(b.get(i + 3) == Some(&b'~'))
    } else {
        1
    }
}

/// Where a run of quoted-template text starting at `i` ends: at a quote, a newline, a
/// `$` or `%`, or a backslash with nothing after it on the line (escapes are part of the
/// run). Returns `i` itself when the text there is one of those.
pub fn quoted_literal_end(b: &[u8], i: usize) -> usize {
    let mut k = i;
    while k < b.len() {
        match b[k] {
            b'$' | b'%' | b'"' | b'\n' | b'\r' => break,
            b'\\' => {
                if matches!(b.get(k + 1), None | Some(b'\n' | b'\r')) {
                    break;
                }
                // The selector; any continuation bytes of it are passed over below.
                k += 2;
            }
            _ => k += 1,
        }
    }
    k
}

/// The length of a `$`/`%` literal piece at `i`: 3 for `$${` / `%%{`, 1 for a `$` or `%`
/// that opens nothing; `None` elsewhere.
pub fn dollar_piece(b: &[u8], i: usize) -> Option<usize> {
    let c = *b.get(i)?;
    if c != b'$' && c != b'%' {
        return None;
    }
    if b.get(i + 1) == Some(&c) && b.get(i + 2) == Some(&b'{') {
        Some(3)
    } else {
        Some(1)
    }
}

/// If the heredoc line starting at `i` closes the heredoc (it holds `marker` between
/// optional whitespace and ends with a newline), the end of its text before the newline
/// (and before a carriage return).
///
/// A carriage return anywhere else on the line is an invalid character, not
/// whitespace: the line then closes nothing (as in the reference, where `\rEOT` leaves
/// the heredoc unterminated).
pub fn closing_marker(text: &str, i: usize, marker: &str) -> Option<usize> {
    let b = text.as_bytes();
    let nl = i + b.get(i..)?.iter().position(|&c| c == b'\n')?;
    let end = if nl > i && b[nl - 1] == b'\r' {
        nl - 1
    } else {
        nl
    };
    let line = &text[i..end];
    if line.contains('\r') || line.trim_matches(char::is_whitespace) != marker {
        return None;
    }
    Some(end)
}

/// The end of the quoted-template token at `i` (not a sequence opener): the closing
/// quote, a run of newlines, a `$` or `%`, a stray backslash, or a run of literal text.
pub fn quoted_token_end(b: &[u8], i: usize) -> usize {
    match b[i] {
        b'"' | b'$' | b'%' => i + 1,
        b'\n' | b'\r' => {
            i + b[i..]
                .iter()
                .take_while(|&&c| c == b'\n' || c == b'\r')
                .count()
        }
        _ => quoted_literal_end(b, i).max(i + 1),
    }
}

/// The end of the raw (heredoc or standalone) text token at `i`, not a sequence opener:
/// an escaped opener, a lone `$` or `%` (taking the next byte along when a newline
/// follows that byte, as the reference's scanner does), or text up to the next `$` or
/// `%` or just past the next newline.
pub fn raw_token_end(b: &[u8], i: usize) -> usize {
    if let Some(n) = dollar_piece(b, i) {
        let n = if n == 1 && i + 2 < b.len() && matches!(b[i + 2], b'\n' | b'\r') {
            match (b[i + 2], b.get(i + 3)) {
                (b'\n', _) | (b'\r', Some(b'\n')) => 2,
                _ => 1,
            }
        } else {
            n
        };
        return i + n;
    }
    let mut k = i;
    while k < b.len() {
        match b[k] {
            b'$' | b'%' => break,
            b'\n' => return k + 1,
            b'\r' if b.get(k + 1) != Some(&b'\n') => break,
            _ => k += 1,
        }
    }
    k
}

/// What a template-text token is to an expression parser that reads past the end of
/// its sequence, where the reference's scanner is back in template text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextToken {
    /// `${`, `${~`, `%{` or `%{~`: expression syntax follows, up to its closing brace.
    Opener,
    /// The template's closing quote or heredoc marker: the text that follows is the
    /// embedding language's again.
    Close,
    /// Literal text.
    Text,
}

/// The template-text token at `i` (before the end of `text`) of a template in `mode`:
/// where it ends, and what it is.
pub fn text_token(text: &str, mode: Mode<'_>, i: usize) -> (usize, TextToken) {
    let b = text.as_bytes();
    if let Some(end) = opener_end(b, i) {
        return (end, TextToken::Opener);
    }
    if dollar_piece(b, i) == Some(3) {
        return (i + dollar_len(b, i), TextToken::Text);
    }
    match mode {
        Mode::Quoted if b[i] == b'"' => (i + 1, TextToken::Close),
        Mode::Quoted => (quoted_token_end(b, i), TextToken::Text),
        Mode::Heredoc { marker, .. } => {
            let line_start = i == 0 || b[i - 1] == b'\n';
            match closing_marker(text, i, marker) {
                Some(end) if line_start => (end, TextToken::Close),
                _ => (raw_token_end(b, i), TextToken::Text),
            }
        }
        Mode::Standalone => (raw_token_end(b, i), TextToken::Text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_openers_take_a_strip_marker_along() {
        assert_eq!(dollar_len(b"$${~x", 0), 4);
        assert_eq!(dollar_len(b"%%{x", 0), 3);
        assert_eq!(dollar_len(b"$x", 0), 1);
        assert_eq!(opener_end(b"%{~", 0), Some(3));
        assert_eq!(opener_end(b"$x", 0), None);
    }

    #[test]
    fn quoted_text_runs_over_escapes_to_the_next_special_byte() {
        assert_eq!(quoted_literal_end(br#"a\"b$c"#, 0), 4);
        assert_eq!(quoted_literal_end(b"ab\\\n", 0), 2);
        assert_eq!(quoted_literal_end(b"\"", 0), 0);
    }

    #[test]
    fn raw_text_splits_at_each_dollar_and_percent() {
        let text = "a%ebc%";
        let ends: Vec<usize> = [0, 1, 2, 5]
            .iter()
            .map(|&i| text_token(text, Mode::Standalone, i).0)
            .collect();
        assert_eq!(ends, [1, 2, 5, 6]);
    }

    #[test]
    fn a_heredoc_marker_line_closes_and_an_opener_opens() {
        let text = "x${a}\n  END\n";
        let heredoc = Mode::Heredoc {
            marker: "END",
            flush: false,
        };
        assert_eq!(text_token(text, heredoc, 1), (3, TextToken::Opener));
        assert_eq!(text_token(text, heredoc, 6), (11, TextToken::Close));
        assert_eq!(text_token("\"", Mode::Quoted, 0), (1, TextToken::Close));
    }
}
