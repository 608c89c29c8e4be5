//! Where the reference's scanner ends the template-text tokens that more than one
//! scanner here needs to agree on: sequence openers, `$`/`%` literals and quoted text.

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
}
