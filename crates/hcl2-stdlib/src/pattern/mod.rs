//! Regular expressions with Go's RE2 syntax and semantics, run by the `regex` crate (in
//! time linear in the text: no pattern backtracks catastrophically).
//!
//! [`translate`] rewrites Go's syntax where the engines differ and reports Go's syntax
//! errors; this module compiles the rewrite, finds matches as Go does (an empty match
//! right after a previous match is skipped) and expands replacement templates with Go's
//! `$name` / `${name}` rules.

mod translate;

use std::ops::Range;

use ::regex::{Regex, RegexBuilder};

pub(crate) use translate::SyntaxError;

/// The most memory the compiled program of one pattern may take.
const SIZE_LIMIT: usize = 32 << 20;

/// A compiled Go pattern and the names of its capture groups.
pub(crate) struct GoRegex {
    regex: Regex,
    names: Vec<Option<String>>,
}

/// Why a pattern does not compile: Go's syntax error, or another failure (the
/// compiled program would be too large).
pub(crate) enum CompileError {
    Syntax(SyntaxError),
    Other(String),
}

/// The spans of one match: the whole match first, then each group's (if it took part).
pub(crate) type Spans = Vec<Option<Range<usize>>>;

impl GoRegex {
    /// Compiles a pattern in Go's syntax.
    pub(crate) fn new(pattern: &str) -> Result<GoRegex, CompileError> {
        let t = translate::translate(pattern).map_err(CompileError::Syntax)?;
        let regex = RegexBuilder::new(&t.pattern)
            .size_limit(SIZE_LIMIT)
            .build()
            .map_err(|e| CompileError::Other(e.to_string()))?;
        Ok(GoRegex {
            regex,
            names: t.names,
        })
    }

    /// The names of the capture groups, in order (`None` for unnamed ones).
    pub(crate) fn names(&self) -> &[Option<String>] {
        &self.names
    }

    /// The spans of the first match.
    pub(crate) fn first(&self, text: &str) -> Option<Spans> {
        self.regex.captures(text).map(|c| spans(&c))
    }

    /// The spans of every match, Go's way: an empty match adjoining the previous match
    /// is not one.
    pub(crate) fn all(&self, text: &str) -> Vec<Spans> {
        let mut out: Vec<Spans> = Vec::new();
        let mut previous_end = None;
        for c in self.regex.captures_iter(text) {
            let whole = c.get(0).map(|m| m.range()).unwrap_or_default();
            if whole.is_empty() && previous_end == Some(whole.start) {
                continue;
            }
            previous_end = Some(whole.end);
            out.push(spans(&c));
        }
        out
    }

    /// The text with every match replaced by the template, expanded.
    pub(crate) fn replace_all(&self, text: &str, template: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut copied = 0;
        for m in self.all(text) {
            let whole = m[0].clone().unwrap_or_default();
            out.push_str(&text[copied..whole.start]);
            self.expand(&mut out, template, text, &m);
            copied = whole.end;
        }
        out.push_str(&text[copied..]);
        out
    }

    /// The index of the group a template reference names (a number, or the first
    /// group of that name).
    fn group_index(&self, name: &str) -> Option<usize> {
        if name.bytes().all(|b| b.is_ascii_digit()) {
            return name.parse().ok();
        }
        self.names
            .iter()
            .position(|n| n.as_deref() == Some(name))
            .map(|i| i + 1)
    }

    /// Appends the template with `$name`, `${name}` and `$$` expanded from the match.
    fn expand(&self, out: &mut String, template: &str, text: &str, m: &Spans) {
        let mut rest = template;
        while let Some(dollar) = rest.find('$') {
            out.push_str(&rest[..dollar]);
            rest = &rest[dollar + 1..];
            if let Some(after) = rest.strip_prefix('$') {
                out.push('$');
                rest = after;
                continue;
            }
            let (name, after) = match rest.strip_prefix('{') {
                Some(inner) => match inner.find('}') {
                    Some(close) if is_name(&inner[..close]) => {
                        (&inner[..close], &inner[close + 1..])
                    }
                    _ => {
                        out.push('$');
                        continue;
                    }
                },
                None => {
                    let len = rest
                        .find(|c: char| !(c == '_' || c.is_ascii_alphanumeric()))
                        .unwrap_or(rest.len());
                    if len == 0 {
                        out.push('$');
                        continue;
                    }
                    (&rest[..len], &rest[len..])
                }
            };
            if let Some(Some(span)) = self.group_index(name).and_then(|i| m.get(i)) {
                out.push_str(&text[span.clone()]);
            }
            rest = after;
        }
        out.push_str(rest);
    }
}

/// Whether a `${...}` reference holds a group name or number.
fn is_name(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
}

fn spans(c: &::regex::Captures<'_>) -> Spans {
    (0..c.len()).map(|i| c.get(i).map(|m| m.range())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn re(p: &str) -> GoRegex {
        GoRegex::new(p).unwrap_or_else(|_| panic!("{p} compiles"))
    }

    #[test]
    fn perl_classes_are_ascii_as_in_go() {
        assert!(re("^\\w+$").first("héllo").is_none());
        assert!(re("^\\d$").first("٣").is_none());
        assert!(re("\\bé").first("é").is_none());
    }

    #[test]
    fn empty_matches_next_to_a_match_are_skipped_as_go_does() {
        let found: Vec<_> = re("x*")
            .all("axxb")
            .into_iter()
            .map(|m| m[0].clone())
            .collect();
        assert_eq!(found, vec![Some(0..0), Some(1..3), Some(4..4)]);
        assert_eq!(re("x*").replace_all("axxb", "-"), "-a-b-");
    }

    #[test]
    fn templates_expand_names_numbers_and_dollars() {
        let r = re("(?P<first>\\w+) (\\w+)");
        assert_eq!(
            r.replace_all("ab cd", "$2 ${first}$$ $1x [$9]"),
            "cd ab$  []"
        );
    }

    #[test]
    fn patterns_run_in_linear_time() {
        let started = std::time::Instant::now();
        let text = "a".repeat(100_000);
        assert!(re("(a+)+$b").first(&text).is_none());
        assert!(started.elapsed().as_secs() < 5);
    }
}
