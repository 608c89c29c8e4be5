//! Comparing our parse of one file with the reference's, and recognising the known
//! deliberate differences. Everything here is a pure function of the canonical records
//! and the file's bytes.
//!
//! Two parses agree when both are free of errors, or both report errors and their FIRST
//! error diagnostic (in report order, as the reference orders them) has the same subject
//! range: start and end line, column and byte. A different summary on an agreeing pair
//! is only a secondary statistic.
//!
//! Known deliberate differences (not failures):
//!
//! 1. **Tabs.** Our project treats tab characters as whitespace. Some references report
//!    `Invalid character` / "Tab characters may not be used…". When the reference reports
//!    that diagnostic on a file, the harness parses the file again with the reference after
//!    replacing every tab byte by a space (same length, so every position is unchanged)
//!    and compares with that instead. (hashicorp/hcl 2.14.1's scanner never produces the
//!    tab token, so with the installed reference this never triggers; it stays for other
//!    reference versions.)
//! 2. **Namespaced function names** such as `provider::aws::arn_parse("a")`: newer
//!    references accept them, 2.14 rejects the `::`. What 2.14 reports depends on where
//!    the call is (`x = provider::aws::arn_parse("a")` gives "Missing newline after
//!    argument" on the first `:`, in a list "Missing item separator", in a call "Missing
//!    argument separator", after `? … ` "Invalid expression" on the second `:`, …), but the
//!    subject is always a single colon of the `::`. So: the reference's first error is
//!    on a colon of `name::name…(` and we report no error at all.
//! 3. **UTF-8 byte-order mark** at the start of the file: 2.14 skips it silently, we
//!    report an error on it. Our errors whose subject starts inside the mark are set aside
//!    and the rest must agree with the reference.

use super::record::{Diag, Range, Side};

/// The UTF-8 byte-order mark.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The detail text of the reference's tab diagnostic (prefix).
const TAB_DETAIL: &str = "Tab characters may not be used";

/// How the first errors of two finished parses relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Neither reports an error.
    BothClean,
    /// Both report errors and the first ones have the same subject range.
    SameFirstRange { summary_mismatch: bool },
    /// We report an error, the reference does not.
    OnlyOurs,
    /// The reference reports an error, we do not.
    OnlyTheirs,
    /// Both report errors, at different first ranges.
    DifferentFirstRange,
}

impl Comparison {
    pub fn agrees(self) -> bool {
        matches!(
            self,
            Comparison::BothClean | Comparison::SameFirstRange { .. }
        )
    }
}

/// Compares two finished parses by their first error diagnostics.
pub fn compare(ours: &[Diag], theirs: &[Diag]) -> Comparison {
    let first = |d: &[Diag]| d.iter().find(|d| d.is_error()).cloned();
    match (first(ours), first(theirs)) {
        (None, None) => Comparison::BothClean,
        (Some(_), None) => Comparison::OnlyOurs,
        (None, Some(_)) => Comparison::OnlyTheirs,
        (Some(o), Some(t)) if same_range(o.subject, t.subject) => Comparison::SameFirstRange {
            summary_mismatch: o.summary != t.summary,
        },
        (Some(_), Some(_)) => Comparison::DifferentFirstRange,
    }
}

fn same_range(a: Option<Range>, b: Option<Range>) -> bool {
    a == b
}

/// A known deliberate difference (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deliberate {
    Tabs,
    NamespacedFunction,
    ByteOrderMark,
}

impl Deliberate {
    pub const ALL: [Deliberate; 3] = [
        Deliberate::Tabs,
        Deliberate::NamespacedFunction,
        Deliberate::ByteOrderMark,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Deliberate::Tabs => "tabs",
            Deliberate::NamespacedFunction => "namespaced-function",
            Deliberate::ByteOrderMark => "byte-order-mark",
        }
    }
}

/// A difference that counts as a failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// We report an error, the reference does not.
    OnlyOurs,
    /// The reference reports an error, we do not.
    OnlyTheirs,
    /// Both report errors, at different first ranges.
    DifferentFirstRange,
    /// Our parser panicked.
    OurPanic,
    /// The oracle could not handle the request (e.g. could not read the file).
    OracleFailure,
}

impl Disagreement {
    pub const ALL: [Disagreement; 5] = [
        Disagreement::OnlyOurs,
        Disagreement::OnlyTheirs,
        Disagreement::DifferentFirstRange,
        Disagreement::OurPanic,
        Disagreement::OracleFailure,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Disagreement::OnlyOurs => "we-error-they-dont",
            Disagreement::OnlyTheirs => "they-error-we-dont",
            Disagreement::DifferentFirstRange => "different-first-range",
            Disagreement::OurPanic => "our-panic",
            Disagreement::OracleFailure => "oracle-failure",
        }
    }
}

/// The verdict on one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Agree {
        summary_mismatch: bool,
    },
    Deliberate(Deliberate),
    Disagree(Disagreement),
    /// The reference itself crashed (e.g. Go stack overflow on deep nesting); there is
    /// nothing to compare with. Counted, not a failure.
    ReferenceCrashed,
}

impl Verdict {
    pub fn is_failure(self) -> bool {
        matches!(self, Verdict::Disagree(_))
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Agree { .. } => "agree",
            Verdict::Deliberate(d) => d.name(),
            Verdict::Disagree(d) => d.name(),
            Verdict::ReferenceCrashed => "reference-crashed",
        }
    }
}

/// Everything known about one file.
pub struct Case<'a> {
    pub src: &'a [u8],
    pub ours: &'a Side,
    pub theirs: &'a Side,
    /// The reference's parse of the file with tabs replaced by spaces, when it was run
    /// (only for files where [`has_tab_diagnostic`] holds).
    pub theirs_without_tabs: Option<&'a Side>,
}

/// Whether the reference reported its tab diagnostic.
pub fn has_tab_diagnostic(side: &Side) -> bool {
    match side {
        Side::Diagnostics(diags) => diags
            .iter()
            .any(|d| d.summary == "Invalid character" && d.detail.starts_with(TAB_DETAIL)),
        _ => false,
    }
}

/// The verdict on one file.
pub fn classify(case: &Case<'_>) -> Verdict {
    let mut theirs = match case.theirs {
        Side::Diagnostics(d) => d.as_slice(),
        Side::Panic(_) => return Verdict::ReferenceCrashed,
        Side::Failure(_) => return Verdict::Disagree(Disagreement::OracleFailure),
    };
    let ours = match case.ours {
        Side::Diagnostics(d) => d.as_slice(),
        Side::Panic(_) | Side::Failure(_) => return Verdict::Disagree(Disagreement::OurPanic),
    };

    let direct = compare(ours, theirs);
    if let Comparison::BothClean | Comparison::SameFirstRange { .. } = direct {
        return agree(direct);
    }

    // (1) Tabs: compare with the reference's view of the file with tabs as spaces.
    if has_tab_diagnostic(case.theirs) {
        match case.theirs_without_tabs {
            Some(Side::Diagnostics(spaced)) => {
                if compare(ours, spaced).agrees() {
                    return Verdict::Deliberate(Deliberate::Tabs);
                }
                theirs = spaced.as_slice();
            }
            Some(Side::Panic(_)) => return Verdict::ReferenceCrashed,
            Some(Side::Failure(_)) => return Verdict::Disagree(Disagreement::OracleFailure),
            None => {}
        }
    }

    // (3) Byte-order mark: set aside our errors on the mark itself.
    if case.src.starts_with(BOM) {
        let rest: Vec<Diag> = ours
            .iter()
            .filter(|d| !(d.is_error() && starts_in_bom(d)))
            .cloned()
            .collect();
        if rest.len() < ours.len() && compare(&rest, theirs).agrees() {
            return Verdict::Deliberate(Deliberate::ByteOrderMark);
        }
    }

    // (2) Namespaced function names: the reference stops at the `::`, we accept it.
    let ours_clean = !ours.iter().any(Diag::is_error);
    if ours_clean {
        if let Some(first) = theirs.iter().find(|d| d.is_error()) {
            if first
                .subject
                .is_some_and(|r| on_namespaced_colon(case.src, r.start.byte))
            {
                return Verdict::Deliberate(Deliberate::NamespacedFunction);
            }
        }
    }

    match compare(ours, theirs) {
        Comparison::OnlyOurs => Verdict::Disagree(Disagreement::OnlyOurs),
        Comparison::OnlyTheirs => Verdict::Disagree(Disagreement::OnlyTheirs),
        Comparison::DifferentFirstRange => Verdict::Disagree(Disagreement::DifferentFirstRange),
        // Only reachable when the tab rerun made them agree, handled above.
        agreeing => agree(agreeing),
    }
}

fn agree(c: Comparison) -> Verdict {
    Verdict::Agree {
        summary_mismatch: matches!(
            c,
            Comparison::SameFirstRange {
                summary_mismatch: true
            }
        ),
    }
}

fn starts_in_bom(d: &Diag) -> bool {
    d.subject.is_some_and(|r| r.start.byte < BOM.len())
}

fn is_name_byte(b: u8) -> bool {
    // Identifier bytes, loosely: ASCII letters, digits, `_`, `-`, and any byte of a
    // multi-byte UTF-8 character (the reference's identifiers allow Unicode letters).
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-' || b >= 0x80
}

/// Whether the byte at `at` is one colon of a `::` inside a namespaced function call
/// `name::name(::name)*` followed (after optional spaces) by `(`.
pub fn on_namespaced_colon(src: &[u8], at: usize) -> bool {
    if src.get(at) != Some(&b':') {
        return false;
    }
    // The `::` pair containing `at`.
    let pair = if src.get(at + 1) == Some(&b':') {
        at
    } else if at > 0 && src[at - 1] == b':' {
        at - 1
    } else {
        return false;
    };
    // Backwards: at least one name byte right before the pair (and possibly more
    // `name::` segments, which need no checking).
    if pair == 0 || !is_name_byte(src[pair - 1]) {
        return false;
    }
    // Forwards: name (`::` name)* then optional blanks then `(`.
    let mut i = pair + 2;
    loop {
        let start = i;
        while i < src.len() && is_name_byte(src[i]) {
            i += 1;
        }
        if i == start {
            return false;
        }
        if src[i..].starts_with(b"::") {
            i += 2;
        } else {
            break;
        }
    }
    while i < src.len() && (src[i] == b' ' || src[i] == b'\t') {
        i += 1;
    }
    src.get(i) == Some(&b'(')
}

#[cfg(test)]
mod tests {
    use super::super::record::Pos;
    use super::*;

    fn at(byte: usize, len: usize) -> Range {
        // Single-line test inputs: column = byte + 1.
        Range {
            start: Pos {
                line: 1,
                column: byte + 1,
                byte,
            },
            end: Pos {
                line: 1,
                column: byte + len + 1,
                byte: byte + len,
            },
        }
    }

    fn err(summary: &str, range: Range) -> Diag {
        Diag {
            severity: "error".into(),
            summary: summary.into(),
            detail: "d".into(),
            subject: Some(range),
        }
    }

    fn warn(range: Range) -> Diag {
        Diag {
            severity: "warning".into(),
            ..err("w", range)
        }
    }

    fn tab_diag(range: Range) -> Diag {
        Diag {
            detail: "Tab characters may not be used. The recommended indentation style is two spaces per indent.".into(),
            ..err("Invalid character", range)
        }
    }

    fn run(src: &str, ours: Side, theirs: Side) -> Verdict {
        classify(&Case {
            src: src.as_bytes(),
            ours: &ours,
            theirs: &theirs,
            theirs_without_tabs: None,
        })
    }

    fn diags(d: Vec<Diag>) -> Side {
        Side::Diagnostics(d)
    }

    #[test]
    fn compare_first_errors() {
        let cmp = |ours: Vec<Diag>, theirs: Vec<Diag>| compare(&ours, &theirs);
        let same = |mismatch| Comparison::SameFirstRange {
            summary_mismatch: mismatch,
        };
        let a = err("A", at(3, 1));
        let b = err("B", at(3, 1));
        let c = err("A", at(4, 1));
        assert_eq!(cmp(vec![], vec![]), Comparison::BothClean);
        // Warnings do not count as errors.
        assert_eq!(cmp(vec![warn(at(0, 1))], vec![]), Comparison::BothClean);
        assert_eq!(cmp(vec![a.clone()], vec![]), Comparison::OnlyOurs);
        assert_eq!(cmp(vec![], vec![a.clone()]), Comparison::OnlyTheirs);
        assert_eq!(cmp(vec![a.clone()], vec![a.clone()]), same(false));
        assert_eq!(cmp(vec![a.clone()], vec![b]), same(true));
        assert_eq!(
            cmp(vec![a.clone()], vec![c.clone()]),
            Comparison::DifferentFirstRange
        );
        // Only the first error matters, in report order, skipping warnings.
        assert_eq!(
            cmp(
                vec![warn(at(9, 1)), a.clone(), c.clone()],
                vec![a.clone(), err("X", at(7, 2))]
            ),
            same(false)
        );
        // Same start, different end.
        assert_eq!(
            cmp(vec![err("A", at(3, 2))], vec![a]),
            Comparison::DifferentFirstRange
        );
        // A missing subject only matches a missing subject.
        let none = Diag {
            subject: None,
            ..err("A", at(0, 0))
        };
        assert_eq!(cmp(vec![none.clone()], vec![none.clone()]), same(false));
        assert_eq!(cmp(vec![none], vec![c]), Comparison::DifferentFirstRange);
    }

    #[test]
    fn plain_verdicts() {
        let src = "a = [\n";
        assert_eq!(
            run(src, diags(vec![]), diags(vec![])),
            Verdict::Agree {
                summary_mismatch: false
            }
        );
        assert_eq!(
            run(
                src,
                diags(vec![err("Mine", at(5, 1))]),
                diags(vec![err("Theirs", at(5, 1))])
            ),
            Verdict::Agree {
                summary_mismatch: true
            }
        );
        assert_eq!(
            run(src, diags(vec![err("A", at(5, 1))]), diags(vec![])),
            Verdict::Disagree(Disagreement::OnlyOurs)
        );
        assert_eq!(
            run(src, diags(vec![]), diags(vec![err("A", at(5, 1))])),
            Verdict::Disagree(Disagreement::OnlyTheirs)
        );
        assert_eq!(
            run(
                src,
                diags(vec![err("A", at(4, 1))]),
                diags(vec![err("A", at(5, 1))])
            ),
            Verdict::Disagree(Disagreement::DifferentFirstRange)
        );
        assert_eq!(
            run(src, Side::Panic("not implemented".into()), diags(vec![])),
            Verdict::Disagree(Disagreement::OurPanic)
        );
        assert_eq!(
            run(src, diags(vec![]), Side::Panic("stack overflow".into())),
            Verdict::ReferenceCrashed
        );
        assert_eq!(
            run(src, diags(vec![]), Side::Failure("unreadable".into())),
            Verdict::Disagree(Disagreement::OracleFailure)
        );
        assert!(Verdict::Disagree(Disagreement::OurPanic).is_failure());
        assert!(!Verdict::ReferenceCrashed.is_failure());
        assert!(!Verdict::Deliberate(Deliberate::Tabs).is_failure());
    }

    #[test]
    fn tabs_use_the_rerun() {
        let src = "a {\n\tb = 1\n}\n";
        let theirs = diags(vec![tab_diag(at(4, 1))]);
        assert!(has_tab_diagnostic(&theirs));
        assert!(!has_tab_diagnostic(&diags(vec![err(
            "Invalid character",
            at(4, 1)
        )])));
        let clean = diags(vec![]);
        let case = |ours: &Side, rerun: Option<&Side>| {
            classify(&Case {
                src: src.as_bytes(),
                ours,
                theirs: &theirs,
                theirs_without_tabs: rerun,
            })
        };
        // The rerun is clean and so are we.
        assert_eq!(
            case(&clean, Some(&clean)),
            Verdict::Deliberate(Deliberate::Tabs)
        );
        // The rerun finds a real error at the same place as ours.
        let real = diags(vec![err("Missing", at(12, 0))]);
        assert_eq!(
            case(&real, Some(&real)),
            Verdict::Deliberate(Deliberate::Tabs)
        );
        // The rerun finds an error we miss: judged against the rerun.
        assert_eq!(
            case(&clean, Some(&real)),
            Verdict::Disagree(Disagreement::OnlyTheirs)
        );
        // We report an error the rerun does not have.
        assert_eq!(
            case(&real, Some(&clean)),
            Verdict::Disagree(Disagreement::OnlyOurs)
        );
        // Without a rerun, the tab error stands against us.
        assert_eq!(
            case(&clean, None),
            Verdict::Disagree(Disagreement::OnlyTheirs)
        );
        // The rerun crashed.
        assert_eq!(
            case(&clean, Some(&Side::Panic("x".into()))),
            Verdict::ReferenceCrashed
        );
    }

    #[test]
    fn namespaced_colon_detection() {
        let s = br#"x = provider::aws::arn_parse("a")"#;
        // What 2.14 reports at top level: the first colon.
        assert!(on_namespaced_colon(s, 12));
        // After `? provider:` it reports the second colon.
        assert!(on_namespaced_colon(s, 13));
        assert!(on_namespaced_colon(s, 17));
        assert!(!on_namespaced_colon(s, 11));
        assert!(!on_namespaced_colon(s, 0));
        // Not a call: no `(`.
        assert!(!on_namespaced_colon(b"x = a::b\n", 5));
        assert!(on_namespaced_colon(b"x = a::b (1)\n", 5));
        // A lone colon (conditional), or `::` with nothing before it.
        assert!(!on_namespaced_colon(b"x = a ? b : c(1)\n", 10));
        assert!(!on_namespaced_colon(b"::f()", 0));
        assert!(!on_namespaced_colon(b"x = a::(1)", 5));
        assert!(!on_namespaced_colon(b"x = a:::b(1)", 5));
    }

    #[test]
    fn namespaced_functions_are_deliberate() {
        // x = provider::aws::arn_parse("a"): 2.14 says "Missing newline after argument"
        // on the first colon.
        let src = "x = provider::aws::arn_parse(\"a\")\n";
        let theirs = diags(vec![err("Missing newline after argument", at(12, 1))]);
        assert_eq!(
            run(src, diags(vec![]), theirs.clone()),
            Verdict::Deliberate(Deliberate::NamespacedFunction)
        );
        // Only when we report nothing.
        assert_eq!(
            run(src, diags(vec![err("Other", at(0, 1))]), theirs),
            Verdict::Disagree(Disagreement::DifferentFirstRange)
        );
        // An error elsewhere is not excused.
        assert_eq!(
            run(
                src,
                diags(vec![]),
                diags(vec![err("Invalid expression", at(4, 8))])
            ),
            Verdict::Disagree(Disagreement::OnlyTheirs)
        );
    }

    #[test]
    fn byte_order_mark_is_deliberate() {
        let src = "\u{FEFF}a = 1\n";
        let bom = err("Invalid character", at(0, 3));
        assert_eq!(
            run(src, diags(vec![bom.clone()]), diags(vec![])),
            Verdict::Deliberate(Deliberate::ByteOrderMark)
        );
        // The rest must still agree.
        let later = err("Invalid expression", at(8, 1));
        assert_eq!(
            run(
                src,
                diags(vec![bom.clone(), later.clone()]),
                diags(vec![later.clone()])
            ),
            Verdict::Deliberate(Deliberate::ByteOrderMark)
        );
        assert_eq!(
            run(src, diags(vec![bom.clone(), later]), diags(vec![])),
            Verdict::Disagree(Disagreement::OnlyOurs)
        );
        // Without a mark, an error at the start is a plain disagreement.
        assert_eq!(
            run("a = 1\n", diags(vec![bom]), diags(vec![])),
            Verdict::Disagree(Disagreement::OnlyOurs)
        );
    }
}
