//! Plain arguments a body counts rather than keeps (issue 29: a body of a million
//! `name = 1` lines parses within a small multiple of its size).
//!
//! A body of plain arguments (see [`crate::ast::plain`]) is kept as its text: its
//! arguments are read again from it when asked. While it is read, the parser does not
//! know yet whether the whole body will be, so it keeps each argument on its scratch
//! stack, which for a long body cost more than the text. From [`COUNT_FROM`] plain
//! arguments in a row, it counts them instead and remembers the text they span; should
//! the body turn out not to be plain (an argument that is not, a block, an error), it
//! reads the counted ones back from that text onto the stack, in place, before going
//! on.

use hcl2_core::Span;

use super::Parser;
use crate::ast::plain::{holds_deferred, plain_element, stores_every_collection, PlainScan};
use crate::ast::Attribute;

/// From how many plain arguments in a row a body counts them rather than keeping
/// them: past a few dozen, reading them back costs little next to parsing them.
const COUNT_FROM: usize = 64;

/// The plain arguments in a row a body is reading: kept on the scratch stack, or past
/// [`COUNT_FROM`] counted.
#[derive(Clone, Copy, Debug)]
pub(super) struct Stretch {
    /// Where on the scratch stack its kept arguments start.
    from: usize,
    counted: Counted,
}

/// Arguments counted rather than kept.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Counted {
    /// How many.
    pub(super) count: usize,
    /// From the first one's name to the last one's end.
    pub(super) text: Span,
    /// Whether some value is kept as its text (read back with the parser).
    pub(super) parsed: bool,
}

impl Stretch {
    /// A stretch starting at `from` on the scratch stack.
    pub(super) fn at(from: usize) -> Stretch {
        Stretch {
            from,
            counted: Counted::default(),
        }
    }

    /// The arguments counted so far.
    pub(super) fn counted(&self) -> Counted {
        self.counted
    }
}

impl Parser<'_> {
    /// Follows `stretch` past a body item: `attribute` when the item left an argument
    /// on top of the scratch stack, `clean` when it read without errors. A clean plain
    /// argument joins it; anything else ends it, its counted arguments read back.
    pub(super) fn follow_stretch(&mut self, stretch: &mut Stretch, attribute: bool, clean: bool) {
        let attrs = &self.scratch.attributes;
        let last = attrs.since(stretch.from).last().copied();
        let joins = attribute && clean && !self.recovering() && last.is_some_and(|a| plain(&a));
        match last {
            Some(last) if joins => {
                if stretch.counted.count > 0 {
                    self.scratch.attributes.pop();
                    let counted = &mut stretch.counted;
                    counted.count += 1;
                    counted.text.end = last.span().end;
                    counted.parsed |= holds_deferred(&last.expr);
                } else if attrs.since(stretch.from).len() >= COUNT_FROM {
                    let kept = attrs.since(stretch.from);
                    stretch.counted = Counted {
                        count: kept.len(),
                        text: kept[0].span().to(last.span()),
                        parsed: kept.iter().any(|a| holds_deferred(&a.expr)),
                    };
                    self.scratch.attributes.truncate(stretch.from);
                }
            }
            _ => {
                let item = if attribute { last } else { None };
                if item.is_some() {
                    self.scratch.attributes.pop();
                }
                self.read_back(stretch);
                if let Some(item) = item {
                    self.scratch.attributes.push(item);
                }
                *stretch = Stretch::at(self.scratch.attributes.mark());
            }
        }
    }

    /// Reads the arguments `stretch` counted back onto the scratch stack, from the text.
    pub(super) fn read_back(&mut self, stretch: &mut Stretch) {
        let counted = std::mem::take(&mut stretch.counted);
        if counted.count == 0 {
            return;
        }
        let mut scan = PlainScan::arguments(self.file, counted.text, counted.parsed);
        for _ in 0..counted.count {
            let Some(attribute) = scan.next_attribute() else {
                debug_assert!(
                    false,
                    "{} arguments counted in {:?}",
                    counted.count, counted.text
                );
                break;
            };
            let (done, total) = (attribute.span().end as usize, self.src.len());
            self.scratch.attributes.push_toward(attribute, done, total);
        }
    }
}

/// Whether `attribute` is one a body keeps as text: its value one a plain collection
/// keeps (see [`crate::ast::plain`]), kept as its text included.
pub(super) fn plain(attribute: &Attribute) -> bool {
    !stores_every_collection() && plain_element(&attribute.expr).is_some()
}

#[cfg(test)]
mod tests {
    use std::fmt::Write;

    use hcl2_core::Pos;

    use crate::ast::plain::STORE_EVERY_COLLECTION;
    use crate::ast::{Body, Tree};
    use crate::parser::deferred::DEFERS;

    /// Every argument of `src`'s bodies (name, span, value) and its diagnostics, parsed
    /// with plain bodies kept as text (or, when `store`, every argument stored).
    fn readings(src: &str, store: bool) -> String {
        fn body(b: &Body, tree: Tree<'_>, out: &mut String) {
            let src = tree.file.text();
            for a in b.attributes(tree) {
                let (value, _) = crate::evaluate(&a.expr, tree, None);
                let _ = writeln!(out, "{} {:?} {value:?}", a.name(src), a.span());
            }
            for block in b.blocks(tree.nodes) {
                body(&block.body(tree), tree, out);
            }
        }
        STORE_EVERY_COLLECTION.with(|s| s.set(store));
        let parsed = crate::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        STORE_EVERY_COLLECTION.with(|s| s.set(false));
        let mut out = format!("{:?}\n", parsed.diagnostics);
        body(&parsed.value, parsed.tree(), &mut out);
        out
    }

    /// `n` plain arguments named `prefix`I, each of value `value`.
    fn run(prefix: &str, n: usize, value: &str) -> String {
        (0..n).map(|i| format!("{prefix}{i} = {value}\n")).collect()
    }

    #[test]
    fn arguments_counted_in_a_row_read_as_stored_ones_whatever_ends_the_row() {
        let followers = [
            "",
            "b {}\n",
            "b {\n  x = 1\n}\n",
            "a3 = 2\n",
            "a69 = 3\n",
            "z = \n",
            "z = 1 y = 2\n",
            "\"q\" = 1\n",
            "z = 1,\n",
        ];
        for defer in [false, true] {
            DEFERS.with(|d| d.set(Some(defer)));
            // Not plain unless values are kept as their text.
            let call = "z = f(x, [for v in y: v])\n";
            for value in ["1", "\"s\"", "x", "[1, y.z]", "-2.5", "a[0] + 1"] {
                for follower in followers.iter().copied().chain([call]) {
                    let body = format!("{}{follower}{}", run("a", 70, value), run("c", 65, "2"));
                    for src in [body.clone(), format!("blk {{\n{body}}}\n")] {
                        let (counted, stored) = (readings(&src, false), readings(&src, true));
                        assert_eq!(counted, stored, "deferring: {defer}, {src:?}");
                    }
                }
            }
            DEFERS.with(|d| d.set(None));
        }
    }

    #[test]
    fn a_long_body_of_plain_arguments_is_kept_as_text_at_the_top_level_too() {
        DEFERS.with(|d| d.set(Some(false)));
        for (src, kept) in [
            (run("a", 64, "1"), true),
            (run("a", 63, "1"), false),
            (format!("blk {{\n{}}}\n", run("a", 3, "1")), false),
            (format!("{}b {{}}\n", run("a", 100, "1")), false),
        ] {
            let parsed = crate::parse_config(src.as_bytes(), "t.hcl", Pos::START);
            assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
            let top = parsed.value.stored_attributes(&parsed.nodes);
            assert_eq!(top.is_none(), kept, "{src:?}");
        }
        DEFERS.with(|d| d.set(None));
    }
}
