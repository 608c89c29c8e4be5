//! The attribute names a body has defined, for "Attribute redefined": a look along the
//! list while it is short, and past that a hash table of their indices, which the
//! parser's scratch lends so that its room outlives the body.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use hcl2_scratch::worth_keeping;

use crate::ast::Attribute;

/// Past this many attributes a body looks names up in a table instead of the list.
const LINEAR_LOOKUP_LIMIT: usize = 16;

/// A table of attribute indices, hashed by name, with its hasher.
#[derive(Default)]
pub(super) struct NameTable {
    indices: HashTable<u32>,
    /// Keyed with foldhash: these lookups run for every attribute of a large body, where
    /// the standard SipHash cost more than the rest of the check.
    hasher: foldhash::fast::RandomState,
}

/// The names of one body's attributes so far.
#[derive(Default)]
pub(super) struct Names {
    /// Lent from the parser's spare tables once the body has many attributes.
    table: Option<NameTable>,
}

impl Names {
    /// Where `name` is among `attrs`, the body's attributes so far (names read from
    /// `src`); a table past the short-list limit comes from `spare`.
    pub(super) fn find(
        &mut self,
        attrs: &[Attribute],
        src: &str,
        name: &str,
        spare: &mut Vec<NameTable>,
    ) -> Option<usize> {
        if attrs.len() <= LINEAR_LOOKUP_LIMIT {
            return attrs.iter().position(|a| a.has_name(src, name));
        }
        let NameTable { indices, hasher } = self
            .table
            .get_or_insert_with(|| spare.pop().unwrap_or_default());
        let name_of = |i: u32| attrs[i as usize].name(src);
        while indices.len() < attrs.len() {
            let i = indices.len() as u32;
            let hash = hasher.hash_one(name_of(i));
            indices.insert_unique(hash, i, |&j| hasher.hash_one(name_of(j)));
        }
        let found = indices.find(hasher.hash_one(name), |&j| {
            attrs[j as usize].has_name(src, name)
        });
        found.map(|&j| j as usize)
    }

    /// Leaves the table, emptied, to the next body that needs one (unless it grew past
    /// what a scratch buffer keeps).
    pub(super) fn give_back(self, spare: &mut Vec<NameTable>) {
        if let Some(mut table) = self.table {
            table.indices.clear();
            if worth_keeping::<u32>(table.indices.capacity()) {
                spare.push(table);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use hcl2_core::Pos;

    /// The "Attribute redefined" errors of `src`, as (line, column) of each subject.
    fn redefinitions(src: &str) -> Vec<(usize, usize)> {
        let parsed = crate::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        parsed
            .diagnostics
            .iter()
            .filter(|d| d.summary == "Attribute redefined")
            .map(|d| {
                let at = d.subject.as_ref().expect("a subject").start;
                (at.line, at.column)
            })
            .collect()
    }

    #[test]
    fn redefinitions_are_found_past_the_short_list_in_nested_bodies_too() {
        let mut src = String::new();
        for i in 0..40 {
            src.push_str(&format!("a{i} = 1\n"));
            if i == 20 {
                // A nested body with many attributes of its own, its names the outer ones.
                src.push_str("b {\n");
                for j in 0..30 {
                    src.push_str(&format!("  a{j} = 2\n"));
                }
                src.push_str("  a29 = 3\n}\n");
            }
        }
        src.push_str("a3 = 4\na39 = 5\n");
        // Line 22 opens the block, whose duplicate is on line 53; the outer ones end the file.
        assert_eq!(redefinitions(&src), [(53, 3), (74, 1), (75, 1)]);
        // A second parse on the thread borrows the emptied tables and finds the same.
        assert_eq!(redefinitions(&src), [(53, 3), (74, 1), (75, 1)]);
    }
}
