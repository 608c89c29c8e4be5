//! The commonest traversals, kept inside their [`Expr`](super::Expr) without a box: a
//! variable and one or two steps written tight, each an attribute or a constant key in
//! brackets (`var.name`, `aws_instance.web.id`, `item["value"]`), nearly nine in ten
//! traversals of real configurations.

use std::ops::Deref;

use hcl2_core::Span;

use super::expr::Step;

/// A variable and one or two steps with nothing between the names, dots, brackets and
/// keys, as three lengths from one offset (12 bytes, so it fits inside an `Expr`). A
/// step is `.name` or `[key]`, the key a keyword, a number or a plain quoted string
/// (read again from the text, see [`Step::bracketed_key`]). It reads exactly as the
/// [`ScopeTraversalExpr`](super::ScopeTraversalExpr) it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct AttrPath {
    start: u32,
    root_len: u16,
    first: StepLen,
    /// Zero when there is one step.
    second: StepLen,
}

/// One step's length as an [`AttrPath`] holds it: the name's or key's length, with
/// [`KEY`] set for a `[key]` step.
type StepLen = u16;

/// The bit of a [`StepLen`] that marks a `[key]` step.
const KEY: u16 = 0x8000;

/// The length of `span` when it is a root name an [`AttrPath`] can hold.
fn name_len(span: Span) -> Option<u16> {
    u16::try_from(span.end.checked_sub(span.start)?)
        .ok()
        .filter(|&len| len > 0)
}

/// The length of `span` when it is a step's name or key an [`AttrPath`] can hold.
fn step_len(span: Span, key: bool) -> Option<StepLen> {
    let len = name_len(span).filter(|&len| len < KEY)?;
    Some(if key { len | KEY } else { len })
}

/// How `step` is written tight after byte `end` (a name's or key's span and whether it
/// is a key), or `None` when something stands between them or it is another step.
fn tight_step(end: u32, step: &Step) -> Option<(Span, bool)> {
    match step {
        Step::Attr { dot, name_span } => {
            (*dot == end && name_span.start == dot + 1).then_some((*name_span, false))
        }
        Step::Index(index) => {
            let key = index.bracketed_key()?;
            (key.start == end + 1).then_some((key, true))
        }
    }
}

/// The bytes a step of length `len` takes: a dot and the name, or brackets and the key.
fn written_len(len: StepLen) -> u32 {
    if len & KEY != 0 {
        u32::from(len & !KEY) + 2
    } else {
        u32::from(len) + 1
    }
}

/// The step of length `len` written from `at` (its dot or `[`).
fn step_at(at: u32, len: StepLen) -> Step {
    if len & KEY != 0 {
        Step::bracketed_key(Span::new(at + 1, at + 1 + u32::from(len & !KEY)))
    } else {
        Step::Attr {
            dot: at,
            name_span: Span::new(at + 1, at + 1 + u32::from(len)),
        }
    }
}

impl AttrPath {
    /// `root` followed by `step`, unless something (a space, a comment) stands between
    /// them, the step is not an attribute or a key kept as text, or a name is longer than
    /// 32,767 bytes.
    pub fn new(root: Span, step: &Step) -> Option<AttrPath> {
        let (name, key) = tight_step(root.end, step)?;
        Some(AttrPath {
            start: root.start,
            root_len: name_len(root)?,
            first: step_len(name, key)?,
            second: 0,
        })
    }

    /// This path followed by `step`, when it has one step so far and the new step is
    /// written tight after it (as [`AttrPath::new`]).
    pub fn push(self, step: &Step) -> Option<AttrPath> {
        if self.second != 0 {
            return None;
        }
        let (name, key) = tight_step(self.span().end, step)?;
        Some(AttrPath {
            second: step_len(name, key)?,
            ..self
        })
    }

    /// `root.name` with the dot at `dot` (as [`AttrPath::new`]).
    pub fn attr(root: Span, dot: u32, name: Span) -> Option<AttrPath> {
        AttrPath::new(root, &Step::attr(Span::new(dot, dot + 1), name))
    }

    /// This path followed by `.name` with the dot at `dot` (as [`AttrPath::push`]).
    pub fn push_attr(self, dot: u32, name: Span) -> Option<AttrPath> {
        self.push(&Step::attr(Span::new(dot, dot + 1), name))
    }

    /// Where the root variable's name is.
    pub fn root_span(self) -> Span {
        Span::new(self.start, self.start + u32::from(self.root_len))
    }

    /// The whole path.
    pub fn span(self) -> Span {
        let mut end = self.root_span().end + written_len(self.first);
        if self.second != 0 {
            end += written_len(self.second);
        }
        Span::new(self.start, end)
    }

    /// The attribute names after the root, in `src`, when both steps are attributes:
    /// what a lookup reads, without making steps. A name is never empty, so an empty
    /// second means one step (an `Option` there measured 2-4% slower on `for`
    /// expressions).
    pub fn names(self, src: &str) -> Option<[&str; 2]> {
        if (self.first | self.second) & KEY != 0 {
            return None;
        }
        let first = self.root_span().end + 1;
        let first_name = Span::new(first, first + u32::from(self.first));
        let second = first_name.end + 1;
        let second_name = Span::new(second, second + u32::from(self.second));
        Some([
            super::source_text(src, first_name),
            super::source_text(src, second_name),
        ])
    }

    /// Whether every step is an attribute step.
    pub fn attrs_only(self) -> bool {
        (self.first | self.second) & KEY == 0
    }

    /// The steps, as a stored traversal would hold them.
    pub fn steps(self) -> StepsRef<'static> {
        let first = step_at(self.root_span().end, self.first);
        if self.second == 0 {
            return StepsRef::Made([first.clone(), first], 1);
        }
        let second = step_at(first.span().end, self.second);
        StepsRef::Made([first, second], 2)
    }
}

/// A traversal's static steps wherever they are kept: borrowed from a stored node, or
/// made on the spot from a short attribute path kept inline. Reads as a slice of [`Step`]s.
#[derive(Clone, Debug)]
pub enum StepsRef<'a> {
    /// The steps of a stored node.
    Stored(&'a [Step]),
    /// Up to two steps made on the spot (only the first `.1` count).
    Made([Step; 2], u8),
}

impl Deref for StepsRef<'_> {
    type Target = [Step];

    fn deref(&self) -> &[Step] {
        match self {
            StepsRef::Stored(steps) => steps,
            StepsRef::Made(steps, len) => &steps[..usize::from(*len)],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tight_path_reads_back_its_names_and_steps() {
        let src = "aws_instance.web.id";
        let path = AttrPath::attr(Span::new(0, 12), 12, Span::new(13, 16))
            .and_then(|p| p.push_attr(16, Span::new(17, 19)))
            .expect("a tight path");
        assert_eq!(path.root_span(), Span::new(0, 12));
        assert_eq!(path.span(), Span::new(0, 19));
        let names: Vec<&str> = path
            .steps()
            .iter()
            .filter_map(|s| s.attr_name(src))
            .collect();
        assert_eq!(names, ["web", "id"]);
        assert_eq!(path.names(src), Some(["web", "id"]));
        assert_eq!(path.steps()[1].span(), Span::new(16, 19));
    }

    #[test]
    fn a_path_with_a_space_a_long_name_or_a_third_step_is_not_inline() {
        // `a .b`
        assert_eq!(AttrPath::attr(Span::new(0, 1), 2, Span::new(3, 4)), None);
        // `a. b`
        assert_eq!(AttrPath::attr(Span::new(0, 1), 1, Span::new(3, 4)), None);
        let long = Span::new(2, 2 + 65_536);
        assert_eq!(AttrPath::attr(Span::new(0, 1), 1, long), None);
        let two = AttrPath::attr(Span::new(0, 1), 1, Span::new(2, 3))
            .and_then(|p| p.push_attr(3, Span::new(4, 5)))
            .expect("a.b.c");
        assert_eq!(two.push_attr(5, Span::new(6, 7)), None);
    }

    #[test]
    fn a_one_step_path_has_one_step() {
        let path = AttrPath::attr(Span::new(4, 7), 7, Span::new(8, 12)).expect("var.name");
        assert_eq!(path.steps().len(), 1);
        assert_eq!(path.names("    var.name"), Some(["name", ""]));
        assert_eq!(path.span(), Span::new(4, 12));
    }

    #[test]
    fn a_tight_key_step_is_kept_inline_and_reads_back_its_key() {
        let src = r#"item["value"].x"#;
        let key = Step::bracketed_key(Span::new(5, 12));
        let path = AttrPath::new(Span::new(0, 4), &key)
            .and_then(|p| p.push_attr(13, Span::new(14, 15)))
            .expect("a tight path");
        assert_eq!(path.span(), Span::new(0, 15));
        assert_eq!(path.names(src), None);
        assert!(!path.attrs_only());
        let steps = path.steps();
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[0], key);
        assert_eq!(steps[0].span(), Span::new(4, 13));
        assert_eq!(steps[1].attr_name(src), Some("x"));
    }

    #[test]
    fn a_key_step_with_a_space_or_a_stored_key_is_not_inline() {
        // `a ["b"]`
        let spaced = Step::bracketed_key(Span::new(3, 6));
        assert_eq!(AttrPath::new(Span::new(0, 1), &spaced), None);
        // `a["b\n"]`: the key keeps its value.
        let stored = Step::index(hcl2_value::Value::from("b\n"), Span::new(1, 8));
        assert_eq!(AttrPath::new(Span::new(0, 1), &stored), None);
    }
}
