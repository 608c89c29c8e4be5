//! A compact map from names to values, in name order: the entries of maps and objects
//! and the attributes of object types.
//!
//! One shared, sorted slice of entries and nothing else: a one-attribute object costs one
//! small allocation instead of a tree node sized for eleven entries, and cloning the map
//! only counts a reference. Names are shared too: an object takes the names of its
//! (shared) object type instead of allocating its own.

use arcstr::ArcStr;
use std::collections::BTreeMap;
use std::fmt;
use triomphe::ThinArc;

/// A map from names to values in name (byte) order, shared and never mutated.
///
/// Lookups search the sorted entries; iteration is in name order, as a `BTreeMap`'s.
///
/// ```
/// use hcl2_value::NameMap;
///
/// let m: NameMap<i32> = [("b", 2), ("a", 1), ("b", 3)].into_iter().collect();
/// assert_eq!(m.len(), 2);
/// assert_eq!(m.get("b"), Some(&3)); // a later duplicate wins
/// assert_eq!(m.keys().collect::<Vec<_>>(), ["a", "b"]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct NameMap<V> {
    /// One thin pointer: a value holds its map inline, so the map's size is part of
    /// every value's (the entry count lives in the shared allocation). The names are
    /// thin too, so that an entry is a name's word beside its value.
    entries: ThinArc<(), (ArcStr, V)>,
}

impl<V> NameMap<V> {
    /// The map with no entries.
    pub fn new() -> NameMap<V> {
        NameMap {
            entries: ThinArc::from_header_and_iter((), std::iter::empty()),
        }
    }
    /// The map of `entries`, which the caller guarantees are sorted by name, each name once.
    pub(crate) fn from_sorted(entries: Vec<(ArcStr, V)>) -> NameMap<V> {
        debug_assert!(entries.windows(2).all(|w| w[0].0 < w[1].0));
        NameMap {
            entries: ThinArc::from_header_and_iter((), entries.into_iter()),
        }
    }
    /// The map of `entries` in any order; of equal names the last wins.
    fn from_unsorted<K: AsRef<str>>(entries: Vec<(K, V)>) -> NameMap<V> {
        NameMap::from_sorted(
            sorted_last_wins(entries)
                .into_iter()
                .map(|(k, v)| (ArcStr::from(k.as_ref()), v))
                .collect(),
        )
    }
    /// The entries with their shared names, in name order.
    pub(crate) fn entries(&self) -> &[(ArcStr, V)] {
        &self.entries.slice
    }
    /// How many entries there are.
    pub fn len(&self) -> usize {
        self.entries.slice.len()
    }
    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.slice.is_empty()
    }
    /// The value of `name`, if there is one.
    pub fn get(&self, name: &str) -> Option<&V> {
        self.get_key_value(name).map(|(_, v)| v)
    }
    /// The entry of `name`, if there is one.
    pub fn get_key_value(&self, name: &str) -> Option<(&str, &V)> {
        let i = self
            .entries
            .slice
            .binary_search_by(|(k, _)| (**k).cmp(name))
            .ok()?;
        let (k, v) = &self.entries.slice[i];
        Some((k, v))
    }
    /// Whether there is an entry named `name`.
    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
    /// The entries in name order.
    pub fn iter(&self) -> NameMapIter<'_, V> {
        NameMapIter {
            inner: self.entries.slice.iter(),
        }
    }
    /// The names in order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &str> + ExactSizeIterator + '_ {
        self.entries.slice.iter().map(|(k, _)| &**k)
    }
    /// The values in name order.
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> + ExactSizeIterator + '_ {
        self.entries.slice.iter().map(|(_, v)| v)
    }
    /// The first entry in name order.
    pub fn first_key_value(&self) -> Option<(&str, &V)> {
        self.iter().next()
    }
    /// The last entry in name order.
    pub fn last_key_value(&self) -> Option<(&str, &V)> {
        self.iter().next_back()
    }
    /// The same names with values made by `f`, in one pass and sharing the names.
    pub fn map_values<W>(&self, mut f: impl FnMut(&str, &V) -> W) -> NameMap<W> {
        NameMap::from_sorted(
            self.entries
                .slice
                .iter()
                .map(|(k, v)| (k.clone(), f(k, v)))
                .collect(),
        )
    }
}

impl<V: Clone> NameMap<V> {
    /// The entries copied into a `BTreeMap`, for building a changed map.
    pub fn to_btree_map(&self) -> BTreeMap<String, V> {
        self.iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect()
    }
}

/// `entries` sorted by name (stably), keeping the last of equal names.
pub(crate) fn sorted_last_wins<K: AsRef<str>, V>(mut entries: Vec<(K, V)>) -> Vec<(K, V)> {
    if entries
        .windows(2)
        .all(|w| w[0].0.as_ref() < w[1].0.as_ref())
    {
        return entries;
    }
    entries.sort_by(|a, b| a.0.as_ref().cmp(b.0.as_ref()));
    let mut out: Vec<(K, V)> = Vec::with_capacity(entries.len());
    for e in entries {
        match out.last_mut() {
            Some(last) if last.0.as_ref() == e.0.as_ref() => *last = e,
            _ => out.push(e),
        }
    }
    out
}

impl<V> Default for NameMap<V> {
    fn default() -> NameMap<V> {
        NameMap::new()
    }
}

impl<K: AsRef<str>, V> FromIterator<(K, V)> for NameMap<V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> NameMap<V> {
        NameMap::from_unsorted(iter.into_iter().collect())
    }
}

impl<V> From<BTreeMap<String, V>> for NameMap<V> {
    fn from(map: BTreeMap<String, V>) -> NameMap<V> {
        NameMap::from_sorted(map.into_iter().map(|(k, v)| (ArcStr::from(k), v)).collect())
    }
}

impl<V: Clone> From<&NameMap<V>> for BTreeMap<String, V> {
    fn from(map: &NameMap<V>) -> BTreeMap<String, V> {
        map.to_btree_map()
    }
}

impl<V: Clone> From<NameMap<V>> for BTreeMap<String, V> {
    fn from(map: NameMap<V>) -> BTreeMap<String, V> {
        map.to_btree_map()
    }
}

/// `map["name"]`, as a `BTreeMap` indexes: panics if there is no entry named so.
impl<V> std::ops::Index<&str> for NameMap<V> {
    type Output = V;
    fn index(&self, name: &str) -> &V {
        self.get(name)
            .expect("no entry of that name in the NameMap")
    }
}

impl<V: fmt::Debug> fmt::Debug for NameMap<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<'a, V> IntoIterator for &'a NameMap<V> {
    type Item = (&'a str, &'a V);
    type IntoIter = NameMapIter<'a, V>;
    fn into_iter(self) -> NameMapIter<'a, V> {
        self.iter()
    }
}

/// The entries of a [`NameMap`] in name order.
#[derive(Clone, Debug)]
pub struct NameMapIter<'a, V> {
    inner: std::slice::Iter<'a, (ArcStr, V)>,
}

impl<'a, V> Iterator for NameMapIter<'a, V> {
    type Item = (&'a str, &'a V);
    fn next(&mut self) -> Option<(&'a str, &'a V)> {
        self.inner.next().map(|(k, v)| (&**k, v))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.inner.size_hint()
    }
}

impl<V> DoubleEndedIterator for NameMapIter<'_, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.inner.next_back().map(|(k, v)| (&**k, v))
    }
}

impl<V> ExactSizeIterator for NameMapIter<'_, V> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_in_name_order_and_a_later_duplicate_wins() {
        let m: NameMap<i32> = [("b", 1), ("a", 2), ("b", 3), ("c", 4)]
            .into_iter()
            .collect();
        assert_eq!(
            m.iter().collect::<Vec<_>>(),
            [("a", &2), ("b", &3), ("c", &4)]
        );
        assert_eq!(m.get("b"), Some(&3));
        assert_eq!(m.get("d"), None);
        assert!(m.contains_key("c") && !m.contains_key(""));
    }

    #[test]
    fn names_order_by_bytes_as_a_btree_map_does() {
        let names = ["é", "Z", "a", "", "aa", "\u{1F600}"];
        let m: NameMap<()> = names.iter().map(|n| (*n, ())).collect();
        let b: BTreeMap<String, ()> = names.iter().map(|n| (n.to_string(), ())).collect();
        assert!(m.keys().eq(b.keys().map(String::as_str)));
        assert_eq!(BTreeMap::from(&m), b);
        assert_eq!(NameMap::from(b), m);
    }

    #[test]
    fn an_empty_map_has_no_entries() {
        let m = NameMap::<i32>::default();
        assert!(m.is_empty() && m.first_key_value().is_none());
        assert_eq!(format!("{m:?}"), "{}");
    }

    #[test]
    fn mapping_values_keeps_the_names_shared() {
        let m: NameMap<i32> = [("x", 1)].into_iter().collect();
        let doubled = m.map_values(|_, v| v * 2);
        assert_eq!(doubled.get("x"), Some(&2));
        assert!(ArcStr::ptr_eq(&m.entries()[0].0, &doubled.entries()[0].0));
    }
}
