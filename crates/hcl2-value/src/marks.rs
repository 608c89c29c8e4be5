//! Marks: application tags (such as "sensitive") carried by values through every operation.

use std::collections::BTreeSet;
use std::fmt;
use std::sync::Arc;

/// One application-defined tag on a value, compared by its text.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Mark(Arc<str>);

impl Mark {
    /// A mark named `name`.
    pub fn new(name: impl AsRef<str>) -> Mark {
        Mark(Arc::from(name.as_ref()))
    }
    /// The mark's name.
    pub fn name(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Mark({:?})", self.0)
    }
}

impl From<&str> for Mark {
    fn from(s: &str) -> Mark {
        Mark::new(s)
    }
}

/// A set of marks; empty for almost every value, so it costs one pointer.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Marks(Option<Arc<BTreeSet<Mark>>>);

impl Marks {
    /// No marks.
    pub const fn new() -> Marks {
        Marks(None)
    }
    /// Whether there are no marks.
    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }
    /// Whether `mark` is among them.
    pub fn contains(&self, mark: &Mark) -> bool {
        self.0.as_ref().is_some_and(|s| s.contains(mark))
    }
    /// The marks in order.
    pub fn iter(&self) -> impl Iterator<Item = &Mark> {
        self.0.iter().flat_map(|s| s.iter())
    }
    /// The number of marks.
    pub fn len(&self) -> usize {
        self.0.as_ref().map_or(0, |s| s.len())
    }
    /// The union of `self` and `other`.
    pub fn union(&self, other: &Marks) -> Marks {
        match (&self.0, &other.0) {
            (None, _) => other.clone(),
            (_, None) => self.clone(),
            (Some(a), Some(b)) if Arc::ptr_eq(a, b) || b.is_subset(a) => self.clone(),
            (Some(a), Some(b)) if a.is_subset(b) => other.clone(),
            (Some(a), Some(b)) => Marks(Some(Arc::new(a.union(b).cloned().collect()))),
        }
    }
    /// Adds every mark of `other` to `self`.
    pub fn extend(&mut self, other: &Marks) {
        if !other.is_empty() {
            *self = self.union(other);
        }
    }
}

impl FromIterator<Mark> for Marks {
    fn from_iter<I: IntoIterator<Item = Mark>>(iter: I) -> Marks {
        let set: BTreeSet<Mark> = iter.into_iter().collect();
        if set.is_empty() {
            Marks(None)
        } else {
            Marks(Some(Arc::new(set)))
        }
    }
}

impl fmt::Debug for Marks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|m| m.name()))
            .finish()
    }
}
