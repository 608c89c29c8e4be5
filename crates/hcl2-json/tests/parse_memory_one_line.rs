//! A long line of tokens whose columns do not follow their bytes parses within a few
//! times its size (issue 29).
//!
//! The line table keeps a mark (8 bytes) at each token boundary whose column the one
//! before does not predict: after each string that is not ASCII (fewer columns than
//! bytes) and after each tab (two columns for one byte). Before, each such mark on the
//! same line as the one before also kept its line (8 bytes more), and the marks grew by
//! doubling: at 300,000 items, an array of `"é"` parsed at 6.64 times its size, an
//! object of `"é": 1` at 5.03, an array of `"\xc0\x80"` (invalid UTF-8 of the shape of
//! a character, so that the source's text and the tree's are both copies) at 7.64, and
//! `[1\t,1\t,…]` at 10.39.
//!
//! Now a run of marks on one line keeps its line once, as a run on successive lines
//! does, and the marks grow by half: 2.96, 2.40, 3.96 and 4.27 times at 300,000 items.
//! The tab-separated line is still above the 4: a mark every 3 bytes is 2.7
//! times the input by itself.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

mod repeated;
use repeated::{document, parse_measured};

#[test]
fn a_line_of_strings_that_are_not_ascii_or_of_tabs_parses_within_its_bound() {
    let _serial = peak_memory::serial();
    let n = 100_000;
    let shapes = [
        (
            "an array of \"é\"",
            document(b"[", "\"é\"".as_bytes(), n, b"]"),
            3.0,
            -1,
        ),
        (
            "an object of \"é\": 1",
            document(b"{", "\"é\":1".as_bytes(), n, b"}"),
            2.5,
            -1,
        ),
        (
            "an array of \"\\xc0\\x80\"",
            document(b"[", b"\"\xc0\x80\"", n, b"]"),
            4.0,
            -1,
        ),
        ("[1\\t,1\\t,…]", document(b"[", b"1\t", n, b"]"), 4.2, 1),
    ];
    // Each shape with the ratio it may take (measured at this size: 2.84, 2.31, 3.84,
    // 4.06) and the columns each item counts more than its bytes.
    for (name, src, bound, shift) in shapes {
        let columns = (1 + src.len() as isize + shift * n as isize) as usize;
        let (parsed, ratio) = parse_measured(name, &src);
        // The end of the whole value: its column comes from the table.
        let end = parsed.value.range(&parsed.tree).end;
        assert_eq!(
            (end.line, end.column, end.byte),
            (1, columns, src.len()),
            "{name}"
        );
        assert!(ratio <= bound, "{name}: {ratio:.2}x");
    }
}
