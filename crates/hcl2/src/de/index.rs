//! Finding the entry of a key while grouping items under their keys (blocks by type,
//! blocks by label).

use std::borrow::Cow;
use std::collections::HashMap;

use super::items::Entry;
use super::FastHash;

/// How many keys are found by comparing them one by one before a hash map is built: a
/// body has a few block types and a block type a few labels, for which a map's hashing
/// and allocation cost more than the comparisons; a module's many resources get one.
const SCAN: usize = 8;

/// Where each key's entry is among the entries from `from` on.
pub(crate) struct EntryIndex<'a> {
    from: usize,
    map: Option<HashMap<Cow<'a, str>, usize, FastHash>>,
}

impl<'a> EntryIndex<'a> {
    /// An index of the entries pushed from `from` on.
    pub(crate) fn new(from: usize) -> EntryIndex<'a> {
        EntryIndex { from, map: None }
    }

    /// Where `key`'s entry is in `entries`, if it was added.
    pub(crate) fn find(&self, entries: &[Entry<'a>], key: &str) -> Option<usize> {
        match &self.map {
            Some(map) => map.get(key).copied(),
            None => entries
                .get(self.from..)?
                .iter()
                .position(|e| e.key == key)
                .map(|at| self.from + at),
        }
    }

    /// Records the entry last pushed onto `entries`.
    pub(crate) fn added(&mut self, entries: &[Entry<'a>]) {
        let Some(last) = entries.len().checked_sub(1) else {
            return;
        };
        if let Some(map) = &mut self.map {
            map.insert(entries[last].key.clone(), last);
        } else if entries.len().saturating_sub(self.from) > SCAN {
            let keys = entries.iter().enumerate().skip(self.from);
            self.map = Some(keys.map(|(at, e)| (e.key.clone(), at)).collect());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::error::ItemKind;
    use super::super::items::Item;
    use super::*;
    use hcl2_core::{ItemRange, Pos, Range};

    fn entry(key: String) -> Entry<'static> {
        Entry {
            key: key.into(),
            key_range: ItemRange::known(Range::new("t.hcl", Pos::START, Pos::START)),
            kind: ItemKind::Label,
            item: Item::Taken,
        }
    }

    #[test]
    fn keys_are_found_alike_by_scan_and_by_map() {
        let mut entries = vec![entry("before".into())];
        let mut index = EntryIndex::new(1);
        for n in 0..3 * SCAN {
            let key = format!("k{n}");
            assert_eq!(index.find(&entries, &key), None);
            entries.push(entry(key));
            index.added(&entries);
            for m in 0..=n {
                assert_eq!(index.find(&entries, &format!("k{m}")), Some(m + 1));
            }
            assert_eq!(index.find(&entries, "before"), None);
        }
    }
}
