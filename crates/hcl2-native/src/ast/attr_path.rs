//! The commonest traversals, kept inside their [`Expr`](super::Expr) without a box: a
//! variable and one or two attribute steps written tight (`var.name`,
//! `aws_instance.web.id`), nearly nine in ten traversals of real configurations.

use std::ops::Deref;

use hcl2_core::Span;

use super::expr::Step;

/// A variable and one or two attribute steps with nothing between the names and their
/// dots, as three lengths from one offset (12 bytes, so it fits inside an `Expr`). It
/// reads exactly as the [`ScopeTraversalExpr`](super::ScopeTraversalExpr) it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct AttrPath {
    start: u32,
    root_len: u16,
    first_len: u16,
    /// Zero when there is one step.
    second_len: u16,
}

/// The length of `span` when it is a name an [`AttrPath`] can hold.
fn name_len(span: Span) -> Option<u16> {
    u16::try_from(span.end.checked_sub(span.start)?)
        .ok()
        .filter(|&len| len > 0)
}

/// Whether `.name` (its dot at `dot`) follows byte `end` with nothing in between.
fn tight(end: u32, dot: u32, name: Span) -> bool {
    dot == end && name.start == dot + 1
}

impl AttrPath {
    /// `root.name` with the dot at `dot`, unless something (a space, a comment) stands
    /// between the parts or a name is longer than 65,535 bytes.
    pub fn new(root: Span, dot: u32, name: Span) -> Option<AttrPath> {
        if !tight(root.end, dot, name) {
            return None;
        }
        Some(AttrPath {
            start: root.start,
            root_len: name_len(root)?,
            first_len: name_len(name)?,
            second_len: 0,
        })
    }

    /// This path followed by `.name` (its dot at `dot`), when it has one step so far and
    /// the new step is written tight after it.
    pub fn push(self, dot: u32, name: Span) -> Option<AttrPath> {
        if self.second_len != 0 || !tight(self.span().end, dot, name) {
            return None;
        }
        Some(AttrPath {
            second_len: name_len(name)?,
            ..self
        })
    }

    /// Where the root variable's name is.
    pub fn root_span(self) -> Span {
        Span::new(self.start, self.start + u32::from(self.root_len))
    }

    /// The whole path.
    pub fn span(self) -> Span {
        let mut end = self.root_span().end + 1 + u32::from(self.first_len);
        if self.second_len != 0 {
            end += 1 + u32::from(self.second_len);
        }
        Span::new(self.start, end)
    }

    /// The attribute names after the root, in `src`: what a lookup reads, without
    /// making steps. A name is never empty, so an empty second means one step (an
    /// `Option` there measured 2-4% slower on `for` expressions).
    pub fn names(self, src: &str) -> [&str; 2] {
        let first = self.root_span().end + 1;
        let first_name = Span::new(first, first + u32::from(self.first_len));
        let second = first_name.end + 1;
        let second_name = match self.second_len {
            0 => Span::new(second, second),
            len => Span::new(second, second + u32::from(len)),
        };
        [
            super::source_text(src, first_name),
            super::source_text(src, second_name),
        ]
    }

    /// The attribute steps, as a stored traversal would hold them.
    pub fn steps(self) -> StepsRef<'static> {
        let step = |dot: u32, len: u16| Step::Attr {
            dot,
            name_span: Span::new(dot + 1, dot + 1 + u32::from(len)),
        };
        let first = step(self.root_span().end, self.first_len);
        if self.second_len == 0 {
            return StepsRef::Made([first.clone(), first], 1);
        }
        let second = step(first.span().end, self.second_len);
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
        let path = AttrPath::new(Span::new(0, 12), 12, Span::new(13, 16))
            .and_then(|p| p.push(16, Span::new(17, 19)))
            .expect("a tight path");
        assert_eq!(path.root_span(), Span::new(0, 12));
        assert_eq!(path.span(), Span::new(0, 19));
        let names: Vec<&str> = path
            .steps()
            .iter()
            .filter_map(|s| s.attr_name(src))
            .collect();
        assert_eq!(names, ["web", "id"]);
        assert_eq!(path.names(src), ["web", "id"]);
        assert_eq!(path.steps()[1].span(), Span::new(16, 19));
    }

    #[test]
    fn a_path_with_a_space_a_long_name_or_a_third_step_is_not_inline() {
        // `a .b`
        assert_eq!(AttrPath::new(Span::new(0, 1), 2, Span::new(3, 4)), None);
        // `a. b`
        assert_eq!(AttrPath::new(Span::new(0, 1), 1, Span::new(3, 4)), None);
        let long = Span::new(2, 2 + 65_536);
        assert_eq!(AttrPath::new(Span::new(0, 1), 1, long), None);
        let two = AttrPath::new(Span::new(0, 1), 1, Span::new(2, 3))
            .and_then(|p| p.push(3, Span::new(4, 5)))
            .expect("a.b.c");
        assert_eq!(two.push(5, Span::new(6, 7)), None);
    }

    #[test]
    fn a_one_step_path_has_one_step() {
        let path = AttrPath::new(Span::new(4, 7), 7, Span::new(8, 12)).expect("var.name");
        assert_eq!(path.steps().len(), 1);
        assert_eq!(path.names("    var.name"), ["name", ""]);
        assert_eq!(path.span(), Span::new(4, 12));
    }
}
