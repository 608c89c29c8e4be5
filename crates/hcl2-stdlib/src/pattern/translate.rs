//! Go's RE2 pattern syntax read and rewritten for the `regex` crate.
//!
//! The two engines share most of the syntax and the leftmost-first semantics; the
//! differences users can hit, which this rewrite removes, are:
//!
//! - `\d`, `\w`, `\s` and `\b` (and their negations) are ASCII-only in Go and Unicode-aware
//!   in the `regex` crate: they are rewritten to Go's ASCII classes;
//! - a `{` that does not start a valid repetition is a literal in Go and an error in the
//!   `regex` crate: it is escaped; so are `[` inside a class (the `regex` crate's nested
//!   classes) and `&&`, `--` and `~~` there (its class set operations);
//! - `\Q...\E` quotes literal text in Go only: the text is escaped;
//! - capture group names may repeat in Go (the `regex` crate refuses that): groups are
//!   made anonymous here and their names kept beside the expression;
//! - `(?<name>...)` is not Go 1.19 syntax (the `regex` crate accepts it): refused;
//! - repetition counts above 1,000 and stacked repetition operators (`a**`) are errors in
//!   Go only: refused with Go's wording.
//!
//! Errors carry Go's code and the part of the pattern Go quotes.

/// A syntax error as Go reports it: its code (`missing closing )`) and the part of the
/// pattern it quotes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SyntaxError {
    pub code: &'static str,
    pub expr: String,
}

fn error(code: &'static str, expr: impl Into<String>) -> SyntaxError {
    SyntaxError {
        code,
        expr: expr.into(),
    }
}

/// A Go pattern rewritten for the `regex` crate, with the names of its capture groups
/// in order (`None` for an unnamed group).
#[derive(Debug)]
pub(crate) struct Translated {
    pub pattern: String,
    pub names: Vec<Option<String>>,
}

/// The rewrite of a Go escape `\c` outside or inside a class, if it needs one.
fn class_escape(c: char) -> Option<&'static str> {
    Some(match c {
        'd' => "[0-9]",
        'D' => "[^0-9]",
        'w' => "[0-9A-Za-z_]",
        'W' => "[^0-9A-Za-z_]",
        's' => "[\\t\\n\\f\\r ]",
        'S' => "[^\\t\\n\\f\\r ]",
        _ => return None,
    })
}

/// What the previous piece of the pattern was, for the repetition checks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    /// Nothing to repeat: the start, after `(` or after `|`.
    Nothing,
    /// Something repeatable.
    Atom,
    /// A repetition operator, which began at this byte.
    Repeat(usize),
}

struct Reader<'a> {
    src: &'a str,
    at: usize,
    out: String,
    names: Vec<Option<String>>,
    depth: usize,
    last: Last,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<char> {
        self.src[self.at..].chars().next()
    }
    fn rest(&self) -> &'a str {
        &self.src[self.at..]
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        Some(c)
    }
}

/// Rewrites a Go pattern for the `regex` crate, or reports Go's syntax error.
pub(crate) fn translate(src: &str) -> Result<Translated, SyntaxError> {
    let mut r = Reader {
        src,
        at: 0,
        out: String::with_capacity(src.len() + 8),
        names: Vec::new(),
        depth: 0,
        last: Last::Nothing,
    };
    while let Some(c) = r.peek() {
        let start = r.at;
        match c {
            '\\' => {
                escape(&mut r, false)?;
                r.last = Last::Atom;
            }
            '[' => {
                class(&mut r)?;
                r.last = Last::Atom;
            }
            '(' => group(&mut r)?,
            ')' => {
                if r.depth == 0 {
                    return Err(error("unexpected )", src));
                }
                r.depth -= 1;
                r.bump();
                r.out.push(')');
                r.last = Last::Atom;
            }
            '|' => {
                r.bump();
                r.out.push('|');
                r.last = Last::Nothing;
            }
            '*' | '+' | '?' => {
                r.bump();
                repetition(&mut r, start)?;
            }
            '{' => match repeat_count(r.rest()) {
                Some(len) => {
                    let text = &src[start..start + len];
                    check_count(text)?;
                    r.at += len;
                    repetition(&mut r, start)?;
                }
                None => {
                    r.bump();
                    r.out.push_str("\\{");
                    r.last = Last::Atom;
                }
            },
            '}' => {
                r.bump();
                r.out.push_str("\\}");
                r.last = Last::Atom;
            }
            _ => {
                r.bump();
                r.out.push(c);
                r.last = Last::Atom;
            }
        }
    }
    if r.depth > 0 {
        return Err(error("missing closing )", src));
    }
    Ok(Translated {
        pattern: r.out,
        names: r.names,
    })
}

/// After a repetition operator that began at `start` (and is read): checks it has
/// something to repeat, takes its lazy `?`, and copies it.
fn repetition(r: &mut Reader<'_>, start: usize) -> Result<(), SyntaxError> {
    if r.peek() == Some('?') {
        r.bump();
    }
    let text = &r.src[start..r.at];
    match r.last {
        Last::Nothing => return Err(error("missing argument to repetition operator", text)),
        Last::Repeat(previous) => {
            return Err(error(
                "invalid nested repetition operator",
                &r.src[previous..r.at],
            ))
        }
        Last::Atom => {}
    }
    r.out.push_str(text);
    r.last = Last::Repeat(start);
    Ok(())
}

/// The length of a `{n}`, `{n,}` or `{n,m}` repetition at the start of `s`.
fn repeat_count(s: &str) -> Option<usize> {
    let inner = s.strip_prefix('{')?;
    let close = inner.find('}')?;
    let body = &inner[..close];
    let (min, max) = match body.split_once(',') {
        Some((min, max)) => (min, Some(max)),
        None => (body, None),
    };
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let ok = digits(min) && max.is_none_or(|m| m.is_empty() || digits(m));
    ok.then_some(close + 2)
}

/// Go's limits on a repetition count: at most 1,000, and the minimum not above the
/// maximum.
fn check_count(text: &str) -> Result<(), SyntaxError> {
    let body = &text[1..text.len() - 1];
    let parse = |t: &str| t.parse::<u64>().unwrap_or(u64::MAX);
    let (min, max) = match body.split_once(',') {
        Some((min, "")) => (parse(min), None),
        Some((min, max)) => (parse(min), Some(parse(max))),
        None => (parse(body), Some(parse(body))),
    };
    let too_big = min > 1000 || max.is_some_and(|m| m > 1000 || m < min);
    if too_big {
        return Err(error("invalid repeat count", text));
    }
    Ok(())
}

/// An escape at `r.at` (a backslash): rewritten where the engines differ.
fn escape(r: &mut Reader<'_>, in_class: bool) -> Result<(), SyntaxError> {
    let start = r.at;
    r.bump();
    let Some(c) = r.bump() else {
        return Err(error("trailing backslash at end of expression", ""));
    };
    if let Some(rewrite) = class_escape(c) {
        r.out.push_str(rewrite);
        return Ok(());
    }
    match c {
        'b' | 'B' if !in_class => {
            r.out
                .push_str(if c == 'b' { "(?-u:\\b)" } else { "(?-u:\\B)" });
        }
        'Q' if !in_class => {
            let rest = r.rest();
            let (quoted, skip) = match rest.find("\\E") {
                Some(end) => (&rest[..end], end + 2),
                None => (rest, rest.len()),
            };
            r.out.push_str(&::regex::escape(quoted));
            r.at += skip;
        }
        'p' | 'P' => {
            r.out.push('\\');
            r.out.push(c);
            if r.peek() == Some('{') {
                let close = r.rest().find('}').map_or(r.rest().len(), |i| i + 1);
                r.out.push_str(&r.rest()[..close]);
                r.at += close;
            } else if let Some(n) = r.bump() {
                r.out.push(n);
            }
        }
        '1'..='9'
        | 'C'
        | 'Z'
        | 'G'
        | 'X'
        | 'R'
        | 'K'
        | 'N'
        | 'o'
        | 'c'
        | 'e'
        | 'g'
        | 'h'
        | 'H'
        | 'i'
        | 'j'
        | 'k'
        | 'l'
        | 'L'
        | 'u'
        | 'U'
        | 'V'
        | 'y'
        | 'Y'
        | 'O'
        | 'E' => {
            return Err(error("invalid escape sequence", &r.src[start..r.at]));
        }
        _ => {
            r.out.push('\\');
            r.out.push(c);
        }
    }
    Ok(())
}

/// A bracketed class at `r.at`, copied with its members made safe for the `regex`
/// crate's richer class syntax.
fn class(r: &mut Reader<'_>) -> Result<(), SyntaxError> {
    let start = r.at;
    r.bump();
    r.out.push('[');
    if r.peek() == Some('^') {
        r.bump();
        r.out.push('^');
    }
    let mut first = true;
    loop {
        let Some(c) = r.peek() else {
            return Err(error("missing closing ]", &r.src[start..]));
        };
        match c {
            ']' if !first => {
                r.bump();
                r.out.push(']');
                return Ok(());
            }
            '[' if r.rest().starts_with("[:") => {
                let close = r.rest().find(":]").map_or(1, |i| i + 2);
                r.out.push_str(&r.rest()[..close]);
                r.at += close;
            }
            '\\' => escape(r, true)?,
            '[' | ']' | '&' | '~' => {
                r.bump();
                r.out.push('\\');
                r.out.push(c);
            }
            '-' if r.rest().starts_with("--") => {
                r.bump();
                r.out.push_str("\\-");
            }
            _ => {
                r.bump();
                r.out.push(c);
            }
        }
        first = false;
    }
}

/// A group opening at `r.at`: capturing (named or not), non-capturing, or flags.
fn group(r: &mut Reader<'_>) -> Result<(), SyntaxError> {
    let start = r.at;
    r.bump();
    let rest = r.rest();
    if let Some(after) = rest.strip_prefix("?P<") {
        let Some(close) = after.find('>') else {
            return Err(error("invalid named capture", &r.src[start..]));
        };
        let name = &after[..close];
        let end = r.at + 3 + close + 1;
        let valid = !name.is_empty() && name.chars().all(|c| c == '_' || c.is_ascii_alphanumeric());
        if !valid {
            return Err(error("invalid named capture", &r.src[start..end]));
        }
        r.names.push(Some(name.to_string()));
        r.at = end;
        r.out.push('(');
        r.depth += 1;
        r.last = Last::Nothing;
        return Ok(());
    }
    if let Some(flags) = rest.strip_prefix('?') {
        // Flags: `(?flags)` or `(?flags:`; Go knows i, m, s and U.
        let mut len = 1;
        for c in flags.chars() {
            len += c.len_utf8();
            match c {
                'i' | 'm' | 's' | 'U' | '-' => continue,
                ':' | ')' => {
                    let text = &rest[..len];
                    let opens = c == ':';
                    r.out.push('(');
                    r.out.push_str(text);
                    r.at += len;
                    if opens {
                        r.depth += 1;
                        r.last = Last::Nothing;
                    }
                    return Ok(());
                }
                _ => break,
            }
        }
        let end = (r.at + len).min(r.src.len());
        return Err(error(
            "invalid or unsupported Perl syntax",
            &r.src[start..end],
        ));
    }
    r.names.push(None);
    r.out.push('(');
    r.depth += 1;
    r.last = Last::Nothing;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(p: &str) -> (&'static str, String) {
        let e = translate(p).unwrap_err();
        (e.code, e.expr)
    }

    #[test]
    fn go_syntax_errors_quote_what_go_quotes() {
        assert_eq!(code("("), ("missing closing )", "(".into()));
        assert_eq!(code("a)"), ("unexpected )", "a)".into()));
        assert_eq!(code("x[ab"), ("missing closing ]", "[ab".into()));
        assert_eq!(
            code("a**"),
            ("invalid nested repetition operator", "**".into())
        );
        assert_eq!(
            code("x{2}{3}"),
            ("invalid nested repetition operator", "{2}{3}".into())
        );
        assert_eq!(
            code("*"),
            ("missing argument to repetition operator", "*".into())
        );
        assert_eq!(code("a{1001}"), ("invalid repeat count", "{1001}".into()));
        assert_eq!(code("a{2,1}"), ("invalid repeat count", "{2,1}".into()));
        assert_eq!(
            code("(?<n>a)"),
            ("invalid or unsupported Perl syntax", "(?<".into())
        );
        assert_eq!(
            code("(?z)"),
            ("invalid or unsupported Perl syntax", "(?z".into())
        );
        assert_eq!(code("(?P<>a)"), ("invalid named capture", "(?P<>".into()));
        assert_eq!(code("\\1"), ("invalid escape sequence", "\\1".into()));
        assert_eq!(
            code("a\\"),
            ("trailing backslash at end of expression", "".into())
        );
    }

    #[test]
    fn go_only_syntax_is_rewritten() {
        let t = translate("\\d{2}x{ (?P<n>a)(b)(?P<n>c)[[\\w]\\Q.*\\E").unwrap();
        assert_eq!(t.pattern, "[0-9]{2}x\\{ (a)(b)(c)[\\[[0-9A-Za-z_]]\\.\\*");
        assert_eq!(
            t.names,
            vec![Some("n".to_string()), None, Some("n".to_string())]
        );
    }
}
