//! The attribute names a body has defined, for "Attribute redefined": a look along a
//! short list of where each name starts, and past that a hash table of those starts,
//! which the parser's scratch lends so that its room outlives the body. Names are read
//! from the text, so arguments a body counts rather than keeps (see
//! [`super::body`]) are found as well as kept ones.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use hcl2_core::Span;
use hcl2_scratch::worth_keeping;

use crate::ast::body::name_at;
use crate::ast::{source_text, Attribute};

/// Past this many attributes a body looks names up in a table instead of the list.
const LINEAR_LOOKUP_LIMIT: usize = 16;

/// A table of where attribute names start, hashed by name, with its hasher.
#[derive(Default)]
pub(super) struct NameTable {
    starts: HashTable<u32>,
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
    /// Records the name at `name` of `src`, unless the body defined it already: then
    /// where that definition's name starts. `before` are the body's arguments before
    /// this one that it keeps on the scratch stack: all of them while there are few (a
    /// body counts arguments rather than keeping them only past that). A table past the
    /// short-list limit comes from `spare`.
    pub(super) fn define(
        &mut self,
        before: &[Attribute],
        src: &str,
        name: Span,
        spare: &mut Vec<NameTable>,
    ) -> Option<u32> {
        let text = source_text(src, name);
        let Some(NameTable { starts, hasher }) = &mut self.table else {
            if let Some(found) = before.iter().find(|a| a.has_name(src, text)) {
                return Some(found.span().start);
            }
            if before.len() < LINEAR_LOOKUP_LIMIT {
                return None;
            }
            let mut table = spare.pop().unwrap_or_default();
            let names = before.iter().map(|a| a.span().start).chain([name.start]);
            for start in names {
                let hash = table.hasher.hash_one(name_from(src, start));
                table
                    .starts
                    .insert_unique(hash, start, |&s| table.hasher.hash_one(name_from(src, s)));
            }
            self.table = Some(table);
            return None;
        };
        let hash = hasher.hash_one(text);
        if let Some(&found) = starts.find(hash, |&s| name_at(src, s, text)) {
            return Some(found);
        }
        starts.insert_unique(hash, name.start, |&s| hasher.hash_one(name_from(src, s)));
        None
    }

    /// Leaves the table, emptied, to the next body that needs one (unless it grew past
    /// what a scratch buffer keeps).
    pub(super) fn give_back(self, spare: &mut Vec<NameTable>) {
        if let Some(mut table) = self.table {
            table.starts.clear();
            if worth_keeping::<u32>(table.starts.capacity()) {
                spare.push(table);
            }
        }
    }
}

/// The name starting at `start` of `src`.
fn name_from(src: &str, start: u32) -> &str {
    let rest = src.get(start as usize..).unwrap_or("");
    &rest[..crate::lexer::identifier_len(rest)]
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
