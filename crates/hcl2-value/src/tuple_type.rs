//! The element types of a tuple type, kept as runs of one type.
//!
//! A tuple of five million numbers has one run (`number`, five million times), not five
//! million copies of `number`; a tuple of a million objects of one shape likewise, as
//! such objects share their object type. Elements are read by position or in order,
//! never as a slice.

use std::fmt;
use std::sync::Arc;

use crate::ty::Type;

/// The element types of a tuple type, in order.
///
/// Cheap to clone (one shared pointer); consecutive equal element types are stored once.
///
/// ```
/// use hcl2_value::{TupleType, Type};
///
/// let t: TupleType = [Type::Number, Type::Number, Type::String].into_iter().collect();
/// assert_eq!(t.len(), 3);
/// assert_eq!(t.get(1), Some(&Type::Number));
/// assert_eq!(t.iter().last(), Some(&Type::String));
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct TupleType {
    runs: Arc<Runs>,
}

/// Each run is a type and the index just past its last element; ends strictly increase,
/// and no two adjacent runs have equal types (so equal sequences have equal runs).
#[derive(PartialEq, Eq, Hash, Default)]
struct Runs {
    runs: Box<[(Type, usize)]>,
}

impl TupleType {
    /// The element types of the empty tuple.
    pub fn new() -> TupleType {
        TupleType {
            runs: Arc::new(Runs::default()),
        }
    }
    /// How many elements the tuple has.
    pub fn len(&self) -> usize {
        self.runs.runs.last().map_or(0, |(_, end)| *end)
    }
    /// Whether the tuple has no elements.
    pub fn is_empty(&self) -> bool {
        self.runs.runs.is_empty()
    }
    /// The type of element `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<&Type> {
        let runs = &self.runs.runs;
        let at = runs.partition_point(|(_, end)| *end <= i);
        runs.get(at).map(|(t, _)| t)
    }
    /// The type of the first element.
    pub fn first(&self) -> Option<&Type> {
        self.runs.runs.first().map(|(t, _)| t)
    }
    /// The element types in order.
    pub fn iter(&self) -> TupleTypeIter<'_> {
        TupleTypeIter {
            runs: &self.runs.runs,
            front: 0,
            back: self.len(),
        }
    }
    /// Each run's element type once, in order: every element type, without repeating
    /// one for each element of a run.
    pub(crate) fn run_types(&self) -> impl Iterator<Item = &Type> {
        self.runs.runs.iter().map(|(t, _)| t)
    }
    /// The element types `from..to` (clamped to the tuple) as a tuple type of their own.
    pub fn slice(&self, from: usize, to: usize) -> TupleType {
        let to = to.min(self.len());
        let from = from.min(to);
        self.iter().skip(from).take(to - from).cloned().collect()
    }
}

impl Default for TupleType {
    fn default() -> TupleType {
        TupleType::new()
    }
}

impl FromIterator<Type> for TupleType {
    fn from_iter<I: IntoIterator<Item = Type>>(iter: I) -> TupleType {
        let mut runs: Vec<(Type, usize)> = Vec::new();
        for (i, t) in iter.into_iter().enumerate() {
            match runs.last_mut() {
                Some((last, end)) if *last == t => *end = i + 1,
                _ => runs.push((t, i + 1)),
            }
        }
        TupleType {
            runs: Arc::new(Runs {
                runs: runs.into_boxed_slice(),
            }),
        }
    }
}

/// `t[i]`: panics if there is no element `i`, as a slice does.
impl std::ops::Index<usize> for TupleType {
    type Output = Type;
    fn index(&self, i: usize) -> &Type {
        self.get(i).expect("tuple element index out of range")
    }
}

impl<'a> IntoIterator for &'a TupleType {
    type Item = &'a Type;
    type IntoIter = TupleTypeIter<'a>;
    fn into_iter(self) -> TupleTypeIter<'a> {
        self.iter()
    }
}

impl fmt::Debug for TupleType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The element types of a [`TupleType`] in order.
#[derive(Clone, Debug)]
pub struct TupleTypeIter<'a> {
    runs: &'a [(Type, usize)],
    front: usize,
    back: usize,
}

impl<'a> TupleTypeIter<'a> {
    /// The type of element `i`, found among the runs still ahead.
    fn at(&mut self, i: usize) -> &'a Type {
        // Drop the runs wholly before `i` from the front (iteration forwards is then
        // constant time per element); a backwards step searches.
        while self.runs.len() > 1 && self.runs[0].1 <= i {
            self.runs = &self.runs[1..];
        }
        let at = self.runs.partition_point(|(_, end)| *end <= i);
        &self.runs[at].0
    }
}

impl<'a> Iterator for TupleTypeIter<'a> {
    type Item = &'a Type;
    fn next(&mut self) -> Option<&'a Type> {
        if self.front >= self.back {
            return None;
        }
        let t = self.at(self.front);
        self.front += 1;
        Some(t)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.back - self.front;
        (n, Some(n))
    }
    fn nth(&mut self, n: usize) -> Option<&'a Type> {
        self.front = self.front.saturating_add(n).min(self.back);
        self.next()
    }
}

impl DoubleEndedIterator for TupleTypeIter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        if self.front >= self.back {
            return None;
        }
        self.back -= 1;
        let at = self.runs.partition_point(|(_, end)| *end <= self.back);
        Some(&self.runs[at].0)
    }
}

impl ExactSizeIterator for TupleTypeIter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Type> {
        vec![
            Type::Number,
            Type::Number,
            Type::String,
            Type::Bool,
            Type::Bool,
            Type::Bool,
            Type::Number,
        ]
    }

    #[test]
    fn elements_read_back_in_order_forwards_backwards_and_by_index() {
        let t: TupleType = sample().into_iter().collect();
        assert_eq!(t.len(), 7);
        assert!(t.iter().eq(sample().iter()));
        assert!(t.iter().rev().eq(sample().iter().rev()));
        for (i, want) in sample().iter().enumerate() {
            assert_eq!(t.get(i), Some(want));
            assert_eq!(t.iter().nth(i), Some(want));
        }
        assert_eq!(t.get(7), None);
        let mut both = t.iter();
        assert_eq!(both.next(), Some(&Type::Number));
        assert_eq!(both.next_back(), Some(&Type::Number));
        assert_eq!(both.len(), 5);
    }

    #[test]
    fn a_run_of_one_type_is_stored_once() {
        let t: TupleType = std::iter::repeat_n(Type::Number, 1000).collect();
        assert_eq!(t.runs.runs.len(), 1);
        assert_eq!(t.len(), 1000);
        assert_eq!(t.get(999), Some(&Type::Number));
    }

    #[test]
    fn equal_sequences_are_equal_types() {
        let a: TupleType = sample().into_iter().collect();
        let b: TupleType = sample().into_iter().collect();
        assert_eq!(a, b);
        let shorter: TupleType = sample().into_iter().take(6).collect();
        assert_ne!(a, shorter);
        assert_eq!(a.slice(0, 6), shorter);
        assert_eq!(a.slice(3, 100).len(), 4);
        assert!(TupleType::new().is_empty() && TupleType::new().first().is_none());
    }
}
