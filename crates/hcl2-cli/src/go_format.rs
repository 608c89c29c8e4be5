//! Go's text formatting where the reference's messages depend on it: quoting of byte
//! strings and of single bytes (`%q`), a message used as a format string with no
//! arguments, and the wording of operating-system errors.

use hcl2::value::strings::go_quote;

/// `s` quoted as Go's `%q` quotes a string: valid UTF-8 as Go escapes it, each invalid
/// byte as `\xNN`.
pub fn quote_bytes(s: &[u8]) -> String {
    let mut out = String::from("\"");
    for chunk in s.utf8_chunks() {
        let quoted = go_quote(chunk.valid());
        out.push_str(&quoted[1..quoted.len() - 1]);
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    out.push('"');
    out
}

/// The byte `c` quoted as Go's `%q` quotes a `uint8`: a character literal of the code
/// point with that number (`'s'`, `'\''`, `'Ã'` for 0xC3, `'\x00'`).
pub fn quote_byte(c: u8) -> String {
    match c {
        b'\'' => "'\\''".to_string(),
        b'"' => "'\"'".to_string(),
        _ => {
            let quoted = go_quote(char::from(c).encode_utf8(&mut [0; 4]));
            format!("'{}'", &quoted[1..quoted.len() - 1])
        }
    }
}

/// What Go's `fmt.Sprintf(format)` prints with no arguments: `%%` is a percent sign
/// and every other verb reports its missing operand (`%!d(MISSING)`), after the
/// flags, width, precision and argument index Go would read.
pub fn sprintf_without_args(format: &[u8]) -> Vec<u8> {
    let end = format.len();
    let mut out = Vec::with_capacity(end);
    let mut i = 0;
    while i < end {
        let start = i;
        while i < end && format[i] != b'%' {
            i += 1;
        }
        out.extend_from_slice(&format[start..i]);
        if i >= end {
            break;
        }
        i += 1;
        while i < end && matches!(format[i], b'#' | b'0' | b'+' | b'-' | b' ') {
            i += 1;
        }
        let mut good_index = true;
        let (next, mut after_index) = arg_index(format, i, &mut good_index);
        i = next;
        if i < end && format[i] == b'*' {
            i += 1;
            out.extend_from_slice(b"%!(BADWIDTH)");
            after_index = false;
        } else {
            let (present, next) = number(format, i);
            i = next;
            if after_index && present {
                good_index = false;
            }
        }
        if i + 1 < end && format[i] == b'.' {
            i += 1;
            if after_index {
                good_index = false;
            }
            (i, after_index) = arg_index(format, i, &mut good_index);
            if i < end && format[i] == b'*' {
                i += 1;
                out.extend_from_slice(b"%!(BADPREC)");
                after_index = false;
            } else {
                i = number(format, i).1;
            }
        }
        if !after_index {
            (i, _) = arg_index(format, i, &mut good_index);
        }
        if i >= end {
            out.extend_from_slice(b"%!(NOVERB)");
            break;
        }
        let (verb, size) = first_char(&format[i..]);
        i += size;
        if verb == '%' {
            out.push(b'%');
        } else {
            let what = if good_index { "MISSING" } else { "BADINDEX" };
            out.extend_from_slice(format!("%!{verb}({what})").as_bytes());
        }
    }
    out
}

/// Reads an argument index `[n]` at `i`: where reading stops and whether one was read.
/// With no arguments any index is out of range, which spoils the verb.
fn arg_index(format: &[u8], i: usize, good: &mut bool) -> (usize, bool) {
    if format.get(i) != Some(&b'[') {
        return (i, false);
    }
    let rest = &format[i..];
    let (width, ok) = match rest.iter().position(|&b| b == b']') {
        Some(close) if rest.len() >= 3 => {
            let (present, stop) = number(&rest[..close], 1);
            (close + 1, present && stop == close)
        }
        _ => (1, false),
    };
    *good = false;
    (i + width, ok)
}

/// Reads decimal digits at `i`: whether there were any, and where reading stopped (the
/// end of `s` when the number grows absurdly long, as in Go).
fn number(s: &[u8], i: usize) -> (bool, usize) {
    let mut at = i;
    let mut n: u64 = 0;
    while at < s.len() && s[at].is_ascii_digit() {
        if n > 1_000_000 {
            return (false, s.len());
        }
        n = n * 10 + u64::from(s[at] - b'0');
        at += 1;
    }
    (at > i, at)
}

/// The first character of `s` and its length in bytes; an invalid byte reads as U+FFFD
/// of length one.
fn first_char(s: &[u8]) -> (char, usize) {
    let chunk = s.utf8_chunks().next();
    match chunk.and_then(|c| c.valid().chars().next()) {
        Some(c) => (c, c.len_utf8()),
        None => ('\u{FFFD}', 1),
    }
}

/// An operating-system error as Go words it (`no such file or directory`): the C
/// library's message with its first letter in lower case, without Rust's
/// `(os error N)` suffix.
pub fn os_error_text(err: &std::io::Error) -> String {
    let text = err.to_string();
    let text = match (err.raw_os_error(), text.rfind(" (os error ")) {
        (Some(_), Some(at)) => &text[..at],
        _ => text.as_str(),
    };
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_strings_quote_invalid_bytes_as_hex() {
        assert_eq!(quote_bytes(b"a\"b"), r#""a\"b""#);
        assert_eq!(quote_bytes(b"x\xffy\xc3"), r#""x\xffy\xc3""#);
        assert_eq!(quote_bytes("é\n".as_bytes()), r#""é\n""#);
    }

    #[test]
    fn single_bytes_quote_as_latin1_characters() {
        assert_eq!(quote_byte(b'x'), "'x'");
        assert_eq!(quote_byte(b'\''), r"'\''");
        assert_eq!(quote_byte(b'"'), "'\"'");
        assert_eq!(quote_byte(0), r"'\x00'");
        assert_eq!(quote_byte(0xC3), "'Ã'");
        assert_eq!(quote_byte(0x80), r"'\u0080'");
        assert_eq!(quote_byte(0xA0), r"'\u00a0'");
        assert_eq!(quote_byte(0x7F), r"'\x7f'");
        assert_eq!(quote_byte(b'\\'), r"'\\'");
    }

    #[test]
    fn formats_without_arguments_report_each_missing_operand() {
        let cases: &[(&str, &str)] = &[
            ("plain", "plain"),
            ("100%% sure", "100% sure"),
            ("a %d b", "a %!d(MISSING) b"),
            ("%-08.3f", "%!f(MISSING)"),
            ("%\"", "%!\"(MISSING)"),
            ("end %", "end %!(NOVERB)"),
            ("%*d", "%!(BADWIDTH)%!d(MISSING)"),
            ("%.*d", "%!(BADPREC)%!d(MISSING)"),
            ("%[1]d", "%!d(BADINDEX)"),
            ("%[x]d", "%!d(BADINDEX)"),
            ("%é", "%!é(MISSING)"),
            ("%[1", "%!(NOVERB)"),
            ("%[]d", "%!d(BADINDEX)"),
            ("%[2]3d", "%!d(BADINDEX)"),
            ("%3[2]d", "%!d(BADINDEX)"),
            ("%.[1]d", "%!d(BADINDEX)"),
            ("%99999999d", "%!(NOVERB)"),
            ("%.", "%!.(MISSING)"),
            ("%5", "%!(NOVERB)"),
            ("%[1]*d", "%!(BADWIDTH)%!d(BADINDEX)"),
            ("% \u{fffd}", "%!\u{fffd}(MISSING)"),
        ];
        for (format, want) in cases {
            let got = sprintf_without_args(format.as_bytes());
            assert_eq!(String::from_utf8_lossy(&got), *want, "{format}");
        }
    }

    #[test]
    fn an_invalid_byte_as_a_verb_reads_as_the_replacement_character() {
        assert_eq!(
            sprintf_without_args(b"% \xff"),
            "%!\u{fffd}(MISSING)".as_bytes()
        );
    }

    #[test]
    fn os_errors_read_as_go_words_them() {
        let err = std::io::Error::from_raw_os_error(2);
        assert_eq!(os_error_text(&err), "no such file or directory");
        let err = std::io::Error::from_raw_os_error(21);
        assert_eq!(os_error_text(&err), "is a directory");
    }
}
