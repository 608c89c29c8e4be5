//! Spans: the compact byte ranges AST nodes keep, turned into full [`Range`](crate::Range)s by their
//! [`SourceFile`](crate::SourceFile) only when asked.

/// Byte offsets `start..end` into one source text (inputs are limited to 4 GiB).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// The span `start..end`.
    pub const fn new(start: u32, end: u32) -> Span {
        Span { start, end }
    }
    /// The span from usize offsets (saturating at 4 GiB).
    pub fn from_usize(start: usize, end: usize) -> Span {
        Span {
            start: u32::try_from(start).unwrap_or(u32::MAX),
            end: u32::try_from(end).unwrap_or(u32::MAX),
        }
    }
    /// An empty span at `at`.
    pub const fn empty(at: u32) -> Span {
        Span { start: at, end: at }
    }
    /// The span from the start of `self` to the end of `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start,
            end: other.end,
        }
    }
    /// The smallest span covering both.
    pub fn cover(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
    /// Length in bytes.
    pub fn len(self) -> u32 {
        self.end.saturating_sub(self.start)
    }
    /// Whether the span covers no bytes.
    pub fn is_empty(self) -> bool {
        self.end <= self.start
    }
}

/// The byte range, for slicing.
impl From<Span> for std::ops::Range<usize> {
    fn from(s: Span) -> std::ops::Range<usize> {
        s.start as usize..s.end as usize
    }
}
