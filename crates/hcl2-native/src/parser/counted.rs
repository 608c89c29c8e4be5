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
use crate::ast::plain::{
    holds_deferred, plain_depth, plain_element, stores_every_collection, PlainScan,
};
use crate::ast::Attribute;

/// From how many plain arguments in a row a body counts them rather than keeping
/// them: past a few dozen, reading them back costs little next to parsing them.
const COUNT_FROM: usize = 64;

/// The plain arguments in a row a body is reading: kept on the scratch stack, or past
/// [`COUNT_FROM`] counted. Whether its kept arguments are plain is looked at only once
/// there are that many of them (a body of a few arguments pays nothing for it).
#[derive(Clone, Copy, Debug)]
pub(super) struct Stretch {
    /// Where on the scratch stack its kept arguments start.
    from: usize,
    /// Up to where on the scratch stack its kept arguments are known to be plain and
    /// read from the text alone.
    checked: usize,
    counted: Counted,
    /// Whether an argument that is not plain came before (so the body is not plain).
    not_plain: bool,
}

/// Arguments counted rather than kept.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Counted {
    /// How many.
    pub(super) count: usize,
    /// From the first one's name to the last one's end.
    pub(super) text: Span,
    /// Whether some value refers to variables (is not a plain constant).
    pub(super) not_constant: bool,
}

impl Stretch {
    /// A stretch starting at `from` on the scratch stack.
    pub(super) fn at(from: usize) -> Stretch {
        Stretch {
            from,
            checked: from,
            counted: Counted::default(),
            not_plain: false,
        }
    }

    /// Whether an argument of the body looked at so far was not plain.
    pub(super) fn met_one_not_plain(&self) -> bool {
        self.not_plain
    }

    /// The arguments counted so far.
    pub(super) fn counted(&self) -> Counted {
        self.counted
    }
}

/// Whether `attribute` can be counted: plain, and read from the text alone (one whose
/// value is kept as its text would be read back by the parser, at the cost of parsing
/// it again).
fn countable(attribute: &Attribute) -> bool {
    plain(attribute) && !holds_deferred(&attribute.expr)
}

impl Parser<'_> {
    /// Follows `stretch` past a body item: `attribute` when the item left an argument
    /// on top of the scratch stack, `clean` when it read without errors. A clean
    /// argument joins it (counted past [`COUNT_FROM`], if it is plain); anything else
    /// ends it, its counted arguments read back.
    #[inline]
    pub(super) fn follow_stretch(&mut self, stretch: &mut Stretch, attribute: bool, clean: bool) {
        if !attribute || !clean || self.recovering() {
            self.end_stretch(stretch, attribute);
        } else if stretch.counted.count > 0 {
            self.count_last(stretch);
        } else if self.scratch.attributes.mark() - stretch.from >= COUNT_FROM {
            self.start_counting(stretch);
        }
    }

    /// Ends `stretch` before the item just read (the argument on top of the scratch
    /// stack when `attribute`): its counted arguments are read back before it.
    #[inline(never)]
    fn end_stretch(&mut self, stretch: &mut Stretch, attribute: bool) {
        let attrs = &mut self.scratch.attributes;
        let item = if attribute && attrs.mark() > stretch.from {
            let last = attrs.since(stretch.from).last().copied();
            attrs.pop();
            last
        } else {
            None
        };
        self.read_back(stretch);
        if let Some(item) = item {
            self.scratch.attributes.push(item);
        }
        let not_plain = stretch.not_plain || item.is_some_and(|a| !plain(&a));
        *stretch = Stretch {
            not_plain,
            ..Stretch::at(self.scratch.attributes.mark())
        };
    }

    /// Counts the argument on top of the scratch stack into `stretch`, which counts
    /// already, if it can be; ends the stretch before it if not.
    fn count_last(&mut self, stretch: &mut Stretch) {
        let attrs = &mut self.scratch.attributes;
        let Some(&last) = attrs.since(stretch.from).last() else {
            return;
        };
        if countable(&last) {
            attrs.pop();
            stretch.counted.count += 1;
            stretch.counted.text.end = last.span().end;
            stretch.counted.not_constant |= plain_depth(&last.expr).is_none();
        } else {
            self.end_stretch(stretch, true);
        }
    }

    /// With [`COUNT_FROM`] arguments kept in `stretch`: counts them if they all can be;
    /// else the stretch starts again after the last that cannot.
    #[inline(never)]
    fn start_counting(&mut self, stretch: &mut Stretch) {
        let attrs = &self.scratch.attributes;
        let unchecked = attrs.since(stretch.checked);
        if let Some(i) = unchecked.iter().rposition(|a| !countable(a)) {
            stretch.not_plain |= unchecked.iter().any(|a| !plain(a));
            stretch.from = stretch.checked + i + 1;
            stretch.checked = attrs.mark();
            if attrs.mark() - stretch.from < COUNT_FROM {
                return;
            }
        }
        let kept = attrs.since(stretch.from);
        stretch.counted = Counted {
            count: kept.len(),
            text: kept[0].span().to(kept[kept.len() - 1].span()),
            not_constant: kept.iter().any(|a| plain_depth(&a.expr).is_none()),
        };
        self.scratch.attributes.truncate(stretch.from);
        stretch.checked = stretch.from;
    }

    /// Reads the arguments `stretch` counted back onto the scratch stack, from the text.
    #[inline]
    pub(super) fn read_back(&mut self, stretch: &mut Stretch) {
        if stretch.counted.count > 0 {
            let counted = std::mem::take(&mut stretch.counted);
            self.read_counted(counted);
        }
    }

    /// [`Parser::read_back`] of `counted`, some arguments.
    #[inline(never)]
    fn read_counted(&mut self, counted: Counted) {
        let mut scan = PlainScan::arguments(self.file, counted.text, false);
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

/// Whether `attribute` is one a body may keep as text: its value one a plain
/// collection keeps (see [`crate::ast::plain`]), kept as its text included.
pub(super) fn plain(attribute: &Attribute) -> bool {
    !stores_every_collection() && plain_element(&attribute.expr).is_some()
}

impl Parser<'_> {
    /// Whether a body of `count` plain arguments written within `text` is kept as its
    /// text: always when each value is a plain constant; when some refers to variables or
    /// is kept as its text (`not_constant`), only in a big text (one that keeps
    /// expressions as their text, see [`super::deferred`]) and while the body is short,
    /// [`SHORT_ARGUMENT`] bytes an argument at most. A decoder reads every body it is
    /// given, and where a stored body hands its arguments out as they are, one kept as
    /// text reads them again (a deferred value parsed anew): a short body in a big text is
    /// where storing them costs more than the text (issue 29: a file of tiny blocks
    /// `b { x = y+1 }`, or `b { x = a }`). Below that length a tree costs little however
    /// it is stored, and a small text's tree keeps the same form whatever its layout.
    pub(super) fn body_kept_as_text(&self, text: Span, count: usize, not_constant: bool) -> bool {
        !not_constant || (self.defer && (text.len() as usize) <= SHORT_ARGUMENT * count)
    }
}

/// How long, in bytes an argument, a body holding values kept as their text may be to
/// be kept as text itself: about what its arguments would take stored (24 bytes each,
/// and the block's record of parts).
const SHORT_ARGUMENT: usize = 32;

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
    fn a_body_holding_values_kept_as_their_text_is_kept_as_text_only_while_short() {
        DEFERS.with(|d| d.set(Some(true)));
        for (src, kept) in [
            ("b { x = y+1 }\n".to_owned(), true),
            ("b {\n  x = y+1\n  z = 2\n}\n".to_owned(), true),
            (format!("b {{\n  x = y+1 # {}\n}}\n", "c".repeat(40)), false),
            (format!("b {{\n  x = \"{}\"\n}}\n", "c".repeat(40)), true),
        ] {
            let parsed = crate::parse_config(src.as_bytes(), "t.hcl", Pos::START);
            assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
            let body = parsed.value.blocks(&parsed.nodes)[0].body(parsed.tree());
            assert_eq!(body.kept_as_text(), kept, "{src:?}");
        }
        DEFERS.with(|d| d.set(None));
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
