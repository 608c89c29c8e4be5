//! How a parse is configured, and the limit on the diagnostics it keeps.
//!
//! Error-dense input (a stray byte every other byte, a file of redefined attributes)
//! can hold an error per two bytes: kept whole, its diagnostics would take a hundred
//! times the input. So a parse keeps at most [`ParseOptions::max_diagnostics`] of them
//! (100 unless the application says otherwise, as javac keeps 100), counts the rest, and
//! ends with one more error naming the limit. This is a deliberate difference from the
//! reference, which keeps every one. The parse itself is the same whatever the limit:
//! only what is kept of its diagnostics differs.

use std::fmt::Write as _;

use crate::diagnostic::{Diagnostic, Diagnostics, Severity};
use crate::pos::Range;

/// How many diagnostics a parse keeps unless told otherwise (see
/// [`ParseOptions::max_diagnostics`]).
pub const DEFAULT_MAX_DIAGNOSTICS: usize = 100;

/// The text length from which the native parser keeps expressions as their text
/// unless told otherwise (see [`ParseOptions::defer_from`]): 64 KiB.
pub const DEFAULT_DEFER_FROM: usize = 64 * 1024;

/// Options of a parse, in any syntax.
///
/// ```
/// use hcl2_core::{ParseOptions, DEFAULT_MAX_DIAGNOSTICS};
///
/// assert_eq!(ParseOptions::default().diagnostic_limit(), DEFAULT_MAX_DIAGNOSTICS);
/// let options = ParseOptions::new().max_diagnostics(1000);
/// assert_eq!(options.diagnostic_limit(), 1000);
/// // No limit at all:
/// let all = ParseOptions::new().max_diagnostics(usize::MAX);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ParseOptions {
    /// See [`ParseOptions::max_diagnostics`].
    max_diagnostics: usize,
    /// See [`ParseOptions::defer_from`].
    defer_from: usize,
}

impl Default for ParseOptions {
    fn default() -> ParseOptions {
        ParseOptions {
            max_diagnostics: DEFAULT_MAX_DIAGNOSTICS,
            defer_from: DEFAULT_DEFER_FROM,
        }
    }
}

impl ParseOptions {
    /// The default options.
    pub fn new() -> ParseOptions {
        ParseOptions::default()
    }

    /// These options keeping at most `limit` diagnostics: how many (errors and
    /// warnings, of decoding, scanning and parsing alike) a parse keeps, in the order
    /// found. Past it the parse goes on as before but keeps no more, and ends with one
    /// more diagnostic, "Too many errors", that says how many were found and starts
    /// where the first one left out does: a parse returns at most `limit + 1` of them.
    /// `usize::MAX` keeps every one (as the reference does); 0 keeps only that last
    /// one. Default: [`DEFAULT_MAX_DIAGNOSTICS`].
    #[must_use]
    pub fn max_diagnostics(mut self, limit: usize) -> ParseOptions {
        self.max_diagnostics = limit;
        self
    }

    /// How many diagnostics a parse with these options keeps (see
    /// [`max_diagnostics`](Self::max_diagnostics)).
    pub fn diagnostic_limit(&self) -> usize {
        self.max_diagnostics
    }

    /// These options keeping the expressions of a native-syntax text of at least
    /// `bytes` bytes as their text: each expression that would be stored node by node
    /// and parses without errors (an argument's value, a collection's element, key or
    /// value, a call's argument) is parsed again when it is evaluated or viewed, so
    /// the tree of such a text takes about its size, at the price of that second
    /// parse. `usize::MAX` never does (an application that evaluates the same big
    /// text's expressions many times may prefer that); 0 always does. Default:
    /// [`DEFAULT_DEFER_FROM`].
    ///
    /// ```
    /// use hcl2_core::ParseOptions;
    ///
    /// let stored = ParseOptions::new().defer_from(usize::MAX);
    /// assert_eq!(stored.deferred_from(), usize::MAX);
    /// ```
    #[must_use]
    pub fn defer_from(mut self, bytes: usize) -> ParseOptions {
        self.defer_from = bytes;
        self
    }

    /// From what text length a parse with these options keeps expressions as their
    /// text (see [`defer_from`](Self::defer_from)).
    pub fn deferred_from(&self) -> usize {
        self.defer_from
    }
}

/// The diagnostics a parse collects: the first [`ParseOptions::max_diagnostics`] kept,
/// the rest only counted.
///
/// A parser reports every diagnostic it finds here, and may test
/// [`keeps_next`](Self::keeps_next) first to skip building one that would be left out;
/// [`found`](Self::found) counts them all, kept or not, so a parser that compares counts
/// to decide how to recover decides the same whatever the limit.
/// [`finish`](Self::finish) gives the kept ones and, when any were left out, the error
/// naming the limit.
///
/// ```
/// use hcl2_core::{Diagnostic, ParseDiagnostics, ParseOptions};
///
/// let mut diags = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(2));
/// for i in 0..5 {
///     diags.push(Diagnostic::error("Bad", format!("Number {i}."), None));
/// }
/// assert_eq!(diags.found(), 5);
/// let all = diags.finish();
/// assert_eq!(all.len(), 3);
/// assert_eq!(all.as_slice()[2].summary, "Too many errors");
/// ```
#[derive(Debug)]
pub struct ParseDiagnostics {
    kept: Diagnostics,
    limit: usize,
    found: usize,
    /// Whether every diagnostic is dropped uncounted in the limit's error (see
    /// [`ParseDiagnostics::discarding`]).
    discard: bool,
    /// The subject of the first diagnostic left out.
    first_dropped: Option<Range>,
    /// Whether any left out was an error.
    dropped_error: bool,
}

impl ParseDiagnostics {
    /// None yet, keeping as many as `options` say.
    pub fn new(options: &ParseOptions) -> ParseDiagnostics {
        ParseDiagnostics {
            kept: Diagnostics::new(),
            limit: options.max_diagnostics,
            found: 0,
            discard: false,
            first_dropped: None,
            dropped_error: false,
        }
    }

    /// A collector that only counts: what a parser reports over input it skips, to be
    /// dropped, goes here.
    pub fn discarding() -> ParseDiagnostics {
        ParseDiagnostics {
            discard: true,
            ..ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(0))
        }
    }

    /// How many were reported, kept or not.
    pub fn found(&self) -> usize {
        self.found
    }

    /// Whether the next one reported will be kept: when not, a parser may call
    /// [`push_with`](Self::push_with) instead of building it.
    #[inline]
    pub fn keeps_next(&self) -> bool {
        self.found < self.limit
    }

    /// Reports `diagnostic`: kept while under the limit, else counted.
    pub fn push(&mut self, diagnostic: Diagnostic) {
        if self.keeps_next() {
            self.kept.push(diagnostic);
        } else {
            self.note_dropped(|| diagnostic.subject, diagnostic.severity);
        }
        self.found += 1;
    }

    /// Reports the error `make` builds, building it only when it is kept or is the
    /// first left out (whose subject the limit's error takes).
    #[inline]
    pub fn push_with(&mut self, make: impl FnOnce() -> Diagnostic) {
        if self.keeps_next() {
            self.kept.push(make());
        } else {
            self.note_dropped(|| make().subject, Severity::Error);
        }
        self.found += 1;
    }

    /// Counts one left out, keeping the first one's subject.
    #[cold]
    fn note_dropped(&mut self, subject: impl FnOnce() -> Option<Range>, severity: Severity) {
        if self.discard {
            return;
        }
        if self.found == self.limit {
            self.first_dropped = subject();
        }
        self.dropped_error |= severity == Severity::Error;
    }

    /// How many more it keeps (`usize::MAX` or near it: no limit).
    pub fn room(&self) -> usize {
        self.limit.saturating_sub(self.found)
    }

    /// Counts `n` more errors, reported after every one so far, that the caller did not
    /// build: for a scanner that holds only the first [`room`](Self::room)` + 1` of its
    /// reports and counts the rest, once it has pushed those (so none of these could be
    /// kept, and the first left out was pushed).
    pub fn count_left_out(&mut self, n: usize) {
        if n > 0 {
            debug_assert!(
                !self.keeps_next(),
                "a diagnostic that would be kept was counted"
            );
            self.dropped_error = true;
            self.found += n;
        }
    }

    /// Reports every one of `diagnostics`, in order.
    pub fn extend(&mut self, diagnostics: Diagnostics) {
        if self.found == 0 && diagnostics.len() <= self.limit {
            // Taken whole: a list of thousands is not copied into a new one.
            self.found = diagnostics.len();
            self.kept = diagnostics;
            return;
        }
        for d in diagnostics {
            self.push(d);
        }
    }

    /// Reports what `other` collected, in order, as if each had been reported here.
    pub fn append(&mut self, other: ParseDiagnostics) {
        let dropped = other.found - other.kept.len();
        self.extend(other.kept);
        if dropped > 0 {
            if self.keeps_next() || self.found == self.limit {
                // `other`'s first left out is the first left out here too.
                self.first_dropped = other.first_dropped;
            }
            self.dropped_error |= other.dropped_error;
            self.found += dropped;
        }
    }

    /// The diagnostics kept, followed, when any were left out, by the one naming the
    /// limit: its subject is where the first left out starts, its detail says how many
    /// were found.
    pub fn finish(self) -> Diagnostics {
        let mut all = self.kept;
        let dropped = self.found - all.len();
        if dropped > 0 && !self.discard {
            all.push(limit_reached(
                self.found,
                self.limit,
                self.first_dropped,
                self.dropped_error,
            ));
        }
        all
    }
}

/// What the detail of the diagnostic naming the limit starts with, before the number
/// of problems found; [`LIMIT_KEPT`] goes before the number kept.
const LIMIT_FOUND: &str = "This input has ";
const LIMIT_KEPT: &str = " problems; only the first ";

impl ParseDiagnostics {
    /// How many problems a parse left out, when `diagnostic` is the one that ends a
    /// parse past its limit ([`finish`](Self::finish)'s "Too many errors" or "Too many
    /// warnings"); `None` for any other. A report counting problems adds these to the
    /// diagnostics it shows, the one naming the limit left aside.
    ///
    /// ```
    /// use hcl2_core::{Diagnostic, ParseDiagnostics, ParseOptions};
    ///
    /// let mut diags = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(2));
    /// for i in 0..5 {
    ///     diags.push(Diagnostic::error("Bad", format!("Number {i}."), None));
    /// }
    /// let all = diags.finish();
    /// let left_out: Vec<_> = all.iter().map(ParseDiagnostics::left_out).collect();
    /// assert_eq!(left_out, [None, None, Some(3)]);
    /// ```
    pub fn left_out(diagnostic: &Diagnostic) -> Option<usize> {
        if !matches!(
            diagnostic.summary.as_str(),
            "Too many errors" | "Too many warnings"
        ) {
            return None;
        }
        let rest = diagnostic.detail.strip_prefix(LIMIT_FOUND)?;
        let (found, rest) = rest.split_once(LIMIT_KEPT)?;
        let (kept, _) = rest.split_once(' ')?;
        found.parse::<usize>().ok()?.checked_sub(kept.parse().ok()?)
    }
}

/// The diagnostic that ends a parse that found more than `limit`.
fn limit_reached(found: usize, limit: usize, at: Option<Range>, error: bool) -> Diagnostic {
    let mut detail = format!(
        "{LIMIT_FOUND}{found}{LIMIT_KEPT}{limit} are shown. \
         A parse keeps at most ParseOptions::max_diagnostics of them"
    );
    if limit == DEFAULT_MAX_DIAGNOSTICS {
        let _ = write!(detail, " (by default DEFAULT_MAX_DIAGNOSTICS, {limit})");
    }
    detail.push_str(
        "; an application can raise it, and the hcl2 and hcldec commands take \
         --max-diagnostics (0 for no limit). Fix the problems shown, or raise the limit, \
         to see the rest.",
    );
    if error {
        Diagnostic::error("Too many errors", detail, at)
    } else {
        Diagnostic::warning("Too many warnings", detail, at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos::Pos;

    fn at(byte: usize) -> Range {
        Range::new(
            "f.hcl",
            Pos::new(1, byte + 1, byte),
            Pos::new(1, byte + 2, byte + 1),
        )
    }

    fn error(byte: usize) -> Diagnostic {
        Diagnostic::error("Bad", format!("At {byte}."), Some(at(byte)))
    }

    fn collect(limit: usize, n: usize) -> ParseDiagnostics {
        let mut diags = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(limit));
        for i in 0..n {
            diags.push(error(i));
        }
        diags
    }

    #[test]
    fn the_default_keeps_a_hundred() {
        assert_eq!(DEFAULT_MAX_DIAGNOSTICS, 100);
        assert_eq!(
            ParseOptions::new().diagnostic_limit(),
            DEFAULT_MAX_DIAGNOSTICS
        );
        let all = collect(DEFAULT_MAX_DIAGNOSTICS, 250).finish();
        assert_eq!(all.len(), 101);
        assert!(all.as_slice()[100]
            .detail
            .contains("DEFAULT_MAX_DIAGNOSTICS"));
    }

    #[test]
    fn past_the_limit_one_error_names_it_with_the_count_at_the_first_left_out() {
        let diags = collect(3, 7);
        assert_eq!(diags.found(), 7);
        let all = diags.finish();
        assert_eq!(all.len(), 4);
        assert_eq!(all.as_slice()[..3], [error(0), error(1), error(2)]);
        let last = &all.as_slice()[3];
        assert!(last.is_error());
        assert_eq!(last.summary, "Too many errors");
        assert!(last.detail.contains("has 7 problems"), "{}", last.detail);
        assert!(last.detail.contains("first 3 are shown"), "{}", last.detail);
        assert!(last.detail.contains("ParseOptions::max_diagnostics"));
        assert!(last.detail.contains("--max-diagnostics"));
        assert_eq!(last.subject, Some(at(3)));
    }

    #[test]
    fn at_the_limit_or_without_one_everything_is_kept_and_nothing_added() {
        assert_eq!(collect(5, 5).finish().len(), 5);
        let all = collect(usize::MAX, 1000).finish();
        assert_eq!(all.len(), 1000);
        assert!(all.iter().all(|d| d.summary == "Bad"));
    }

    #[test]
    fn the_one_naming_the_limit_says_how_many_were_left_out_and_no_other_does() {
        for (limit, n) in [
            (0, 1),
            (3, 299),
            (100, 101),
            (DEFAULT_MAX_DIAGNOSTICS, 1000),
        ] {
            let all = collect(limit, n).finish();
            let last = all.iter().last().unwrap();
            assert_eq!(ParseDiagnostics::left_out(last), Some(n - limit));
            assert!(all
                .iter()
                .take(limit)
                .all(|d| ParseDiagnostics::left_out(d).is_none()));
        }
        let lookalike = Diagnostic::error("Too many errors", "Something else.", None);
        assert_eq!(ParseDiagnostics::left_out(&lookalike), None);
    }

    #[test]
    fn a_limit_of_zero_keeps_only_the_one_naming_it() {
        let all = collect(0, 2).finish();
        assert_eq!(all.len(), 1);
        assert_eq!(all.as_slice()[0].subject, Some(at(0)));
        assert!(collect(0, 0).finish().is_empty());
    }

    #[test]
    fn one_left_out_is_built_only_when_its_subject_is_needed() {
        let mut diags = collect(1, 1);
        let mut built = 0;
        for i in 1..4 {
            diags.push_with(|| {
                built += 1;
                error(i)
            });
        }
        assert_eq!((built, diags.found()), (1, 4));
        assert_eq!(diags.finish().as_slice()[1].subject, Some(at(1)));
    }

    #[test]
    fn warnings_left_out_alone_end_in_a_warning() {
        let mut diags = collect(1, 1);
        diags.push(Diagnostic::warning("W", "w.", Some(at(5))));
        let all = diags.finish();
        assert_eq!(all.as_slice()[1].summary, "Too many warnings");
        assert!(!all.as_slice()[1].is_error());
    }

    #[test]
    fn appending_reports_in_order_as_if_each_had_been_reported_here() {
        for (a, b, limit) in [(2, 5, 3), (0, 5, 3), (4, 2, 3), (1, 1, 3), (3, 4, 3)] {
            let mut first = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(limit));
            let mut whole = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(limit));
            let mut second = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(limit));
            for i in 0..a {
                first.push(error(i));
                whole.push(error(i));
            }
            for i in a..a + b {
                second.push(error(i));
                whole.push(error(i));
            }
            first.append(second);
            assert_eq!(first.found(), a + b);
            assert_eq!(first.finish(), whole.finish(), "{a} then {b}");
        }
    }

    #[test]
    fn a_list_reported_first_is_taken_whole() {
        let list: Diagnostics = (0..3).map(error).collect();
        let mut diags = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(3));
        diags.extend(list.clone());
        assert_eq!(diags.found(), 3);
        diags.push(error(3));
        let all = diags.finish();
        assert_eq!(all.as_slice()[..3], *list.as_slice());
        assert_eq!(all.as_slice()[3].subject, Some(at(3)));
        let mut over = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(2));
        over.extend(list);
        assert_eq!((over.found(), over.finish().len()), (3, 3));
    }

    #[test]
    fn a_discarding_collector_counts_and_keeps_nothing() {
        let mut diags = ParseDiagnostics::discarding();
        diags.push(error(0));
        diags.push_with(|| unreachable!("never built"));
        assert_eq!(diags.found(), 2);
        assert!(diags.finish().is_empty());
    }
}
