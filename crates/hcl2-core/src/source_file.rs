//! Source files: a file's name and text, and the mapping from byte offsets to the line
//! and grapheme-cluster column of any byte, as the reference's native-syntax scanner
//! counts them.
//!
//! Only `\n` and `\r\n` end a line (a lone `\r` is one column). Parsers record compact
//! [`Span`]s while they scan and ask the file for full [`Range`]s only when someone
//! wants them. Positions asked in about source order (a decoder's) are found by
//! counting newlines from the last one found; the line table is built when that stops
//! paying (see `cursor`), and a lookup then costs a binary search. Either way a line
//! prefix that is not pure ASCII costs a grapheme count.
//!
//! Token breaks (where the syntax's scanner splits tokens, which columns may depend on)
//! are lazy too: the syntax's parser hands the file a function that finds them, run the
//! first time a column needs them, and never for text whose characters all stand alone.

mod cursor;
mod stand_alone;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::LocalKey;

use crate::pos::{Pos, Range};
use crate::span::Span;
use cursor::{Cursor, Located};
use hcl2_scratch::{emptied, Reusable, Spare};
use stand_alone::characters_stand_alone;

/// How far apart [`SourceFile`] keeps checkpoints of the cluster count on a long line.
const CHECKPOINT_BYTES: usize = 64;

/// The longest range whose end [`SourceFile::range`] finds by counting from its start
/// (longer ones ask the cursor, so that nested ranges cost no more than their text).
const SHORT_RUN: usize = 256;

/// How a syntax finds a text's token breaks: its scanner's token boundaries, in order
/// (see [`SourceFile::set_token_breaks`]). A plain function, so files stay `Send + Sync`.
pub type FindTokenBreaks = fn(&str) -> Vec<usize>;

/// One source text with its file name, shared by every range and AST node made from it.
#[derive(Debug)]
pub struct SourceFile {
    name: Arc<str>,
    text: String,
    /// The position of the text's first byte (for text embedded in a larger file).
    origin: Pos,
    lines: OnceLock<LineTable>,
    /// Token boundaries next to non-ASCII text, where cluster counting restarts.
    breaks: OnceLock<Box<[usize]>>,
    /// How to find `breaks` when a column first needs them (given by the parser).
    find_breaks: OnceLock<FindTokenBreaks>,
    /// Cluster counts from their line's start at points of long non-ASCII lines where
    /// counting may restart (cluster boundaries), so that many columns asked on one long
    /// line cost the line once, not once per column.
    checkpoints: Mutex<BTreeMap<usize, usize>>,
    /// The line of the last position found: the next one asked is usually on it or on
    /// the line after (ranges, and items in source order), found without a search.
    last_line: AtomicUsize,
    /// Where the last position found without the line table was; positions are found
    /// from there until its budget runs out, and the table is built only then.
    cursor: Mutex<Cursor>,
}

#[derive(Debug)]
struct LineTable {
    /// Byte offset where each line starts; the first is always 0. Four bytes each (a
    /// text is at most 4 GiB, as spans are): a file of short lines has many.
    starts: Vec<u32>,
    /// Which lines (up to their end) are pure ASCII, so columns are byte counts.
    ascii: LinesAscii,
}

/// Which lines of a text are pure ASCII.
#[derive(Debug)]
enum LinesAscii {
    /// Every line (most configuration files): found by one check of the whole text.
    All,
    /// Whether each line is.
    Each(Vec<bool>),
}

impl LineTable {
    /// Newlines found with `memchr`; a pure-ASCII text (most files) is known so by one
    /// word-at-a-time check of the whole, other texts line by line (a decode of a whole
    /// file asks for positions in every file it reads).
    fn build(bytes: &[u8]) -> LineTable {
        let newline_at = |at: usize| u32::try_from(at + 1).unwrap_or(u32::MAX);
        // Room for lines of about 32 bytes, what configuration files have.
        let mut starts = Vec::with_capacity(bytes.len() / 32 + 1);
        starts.push(0);
        if bytes.is_ascii() {
            starts.extend(memchr::memchr_iter(b'\n', bytes).map(newline_at));
            return LineTable {
                starts,
                ascii: LinesAscii::All,
            };
        }
        let mut ascii = Vec::new();
        let mut start = 0;
        for newline in memchr::memchr_iter(b'\n', bytes) {
            ascii.push(bytes[start..newline].is_ascii());
            start = newline + 1;
            starts.push(newline_at(newline));
        }
        ascii.push(bytes[start..].is_ascii());
        LineTable {
            starts,
            ascii: LinesAscii::Each(ascii),
        }
    }

    /// Whether line `line` (from 0) is pure ASCII.
    fn is_ascii(&self, line: usize) -> bool {
        match &self.ascii {
            LinesAscii::All => true,
            LinesAscii::Each(each) => each[line],
        }
    }
}

impl SourceFile {
    /// The file `name` holding `text`, whose first byte is at line 1, column 1, byte 0.
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<String>) -> SourceFile {
        SourceFile::with_origin(name, text, Pos::START)
    }

    /// The file `name` holding `text`, whose first byte is at `origin`.
    pub fn with_origin(
        name: impl Into<Arc<str>>,
        text: impl Into<String>,
        origin: Pos,
    ) -> SourceFile {
        SourceFile {
            name: name.into(),
            text: text.into(),
            origin,
            lines: OnceLock::new(),
            breaks: OnceLock::new(),
            find_breaks: OnceLock::new(),
            checkpoints: Mutex::new(BTreeMap::new()),
            last_line: AtomicUsize::new(0),
            cursor: Mutex::new(Cursor::START),
        }
    }

    /// The file name.
    pub fn name(&self) -> &Arc<str> {
        &self.name
    }

    /// The text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The position of the first byte.
    pub fn origin(&self) -> Pos {
        self.origin
    }

    /// The text a span covers (empty if the span lies outside the text).
    pub fn slice(&self, span: Span) -> &str {
        self.text
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }

    /// The position of byte offset `byte` (relative to the text's start; offsets past
    /// the end give the end, offsets inside a character give that character's start).
    pub fn pos(&self, byte: usize) -> Pos {
        self.pos_and_prefix(byte).0
    }

    /// [`SourceFile::pos`], and whether its line is pure ASCII up to it.
    fn pos_and_prefix(&self, byte: usize) -> (Pos, bool) {
        let text: &str = &self.text;
        let mut byte = byte.min(text.len());
        while !text.is_char_boundary(byte) {
            byte -= 1;
        }
        let Located {
            line,
            line_start: start,
            ascii,
        } = self.locate(byte);
        let columns = if ascii {
            byte - start
        } else {
            self.clusters(start, byte)
        };
        let column = if line == 0 {
            self.origin.column + columns
        } else {
            1 + columns
        };
        let pos = Pos {
            line: self.origin.line + line,
            column,
            byte: self.origin.byte + byte,
        };
        (pos, ascii)
    }

    /// Where `byte` (a character boundary) is: found from the last position while the
    /// cursor's budget lasts (a line prefix of ASCII counts its columns in bytes, as a
    /// line of ASCII does), else in the line table.
    fn locate(&self, byte: usize) -> Located {
        if self.lines.get().is_none() {
            let mut cursor = self.cursor.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(found) = cursor.locate(self.text.as_bytes(), byte) {
                return found;
            }
        }
        let lines = self
            .lines
            .get_or_init(|| LineTable::build(self.text.as_bytes()));
        let line = self.line_of(lines, byte);
        Located {
            line,
            line_start: lines.starts[line] as usize,
            ascii: lines.is_ascii(line),
        }
    }

    /// The line (from 0) holding `byte`: the last one found or the next when it is
    /// there, else a binary search.
    fn line_of(&self, lines: &LineTable, byte: usize) -> usize {
        let holds = |line: usize| {
            lines.starts.get(line).is_some_and(|&s| s as usize <= byte)
                && lines
                    .starts
                    .get(line + 1)
                    .is_none_or(|&s| byte < s as usize)
        };
        let last = self.last_line.load(Ordering::Relaxed);
        let line = if holds(last) {
            last
        } else if holds(last + 1) {
            last + 1
        } else {
            lines.starts.partition_point(|&s| s as usize <= byte) - 1
        };
        self.last_line.store(line, Ordering::Relaxed);
        line
    }

    /// Records where the syntax's scanner starts and ends tokens, so that columns count
    /// grapheme clusters token by token as the reference does (a combining mark that
    /// starts a token is a column of its own). Only boundaries touching a non-ASCII
    /// byte matter; the others are ignored. Set once, before positions are asked for
    /// (or found by [`SourceFile::find_token_breaks_with`]); later calls have no effect.
    pub fn set_token_breaks(&self, breaks: impl IntoIterator<Item = usize>) {
        let _ = self.breaks.set(self.touching_non_ascii(breaks));
    }

    /// Gives the file the function that finds its token breaks, run the first time a
    /// column needs them unless [`SourceFile::set_token_breaks`] came first. The first
    /// call wins.
    pub fn find_token_breaks_with(&self, find: FindTokenBreaks) {
        let _ = self.find_breaks.set(find);
    }

    /// The breaks that touch a non-ASCII byte (the only ones that can matter).
    fn touching_non_ascii(&self, breaks: impl IntoIterator<Item = usize>) -> Box<[usize]> {
        let b = self.text.as_bytes();
        breaks
            .into_iter()
            .filter(|&k| k > 0 && k < b.len() && (b[k] >= 0x80 || b[k - 1] >= 0x80))
            .collect()
    }

    /// The token breaks: those set, else those found now (none where characters stand
    /// alone, as breaks cannot move their columns), else none.
    fn token_breaks(&self) -> &[usize] {
        let breaks = match self.find_breaks.get() {
            Some(find) => self.breaks.get_or_init(|| {
                if characters_stand_alone(&self.text) {
                    Box::default()
                } else {
                    self.touching_non_ascii(find(&self.text))
                }
            }),
            None => match self.breaks.get() {
                Some(breaks) => breaks,
                None => return &[],
            },
        };
        breaks
    }

    /// The grapheme clusters in `text[from..to]` (`from` a line start), restarting at
    /// each token break. Counting starts at the nearest checkpoint of the line at or
    /// before `to`, and leaves new ones behind it on long stretches.
    fn clusters(&self, from: usize, to: usize) -> usize {
        let text: &str = &self.text;
        let breaks = self.token_breaks();
        let (mut at, mut count) = self.checkpoint(from, to);
        let first = breaks.partition_point(|&k| k <= at);
        // Breaks close together leave no stretch long enough to checkpoint inside, so
        // a break (where counting restarts anyway) becomes a checkpoint every
        // `CHECKPOINT_BYTES`: the next position on the line starts counting near it.
        let (mut recorded, mut last) = (Vec::new(), at);
        for &k in breaks[first..].iter().take_while(|&&k| k < to) {
            if text.is_char_boundary(k) && k > at {
                count += self.count_segment(at, k, count);
                at = k;
                if at - last >= CHECKPOINT_BYTES {
                    recorded.push((at, count));
                    last = at;
                }
            }
        }
        if !recorded.is_empty() {
            let mut points = self.checkpoints.lock().unwrap_or_else(|e| e.into_inner());
            points.extend(recorded);
        }
        count + self.count_segment(at, to, count)
    }

    /// The checkpoint of the line starting at `from` nearest at or before `to`, as
    /// (offset, clusters from `from`); the line start itself when there is none.
    fn checkpoint(&self, from: usize, to: usize) -> (usize, usize) {
        let points = self.checkpoints.lock().unwrap_or_else(|e| e.into_inner());
        match points.range(from..=to).next_back() {
            Some((&at, &count)) => (at, count),
            None => (from, 0),
        }
    }

    /// The grapheme clusters of `text[at..to]`, a stretch counting does not restart in,
    /// where `base` clusters come before `at` on its line. A stretch longer than
    /// [`CHECKPOINT_BYTES`] records a checkpoint at a cluster boundary every that many
    /// bytes.
    fn count_segment(&self, at: usize, to: usize, base: usize) -> usize {
        let stretch = &self.text[at..to];
        if stretch.len() <= CHECKPOINT_BYTES {
            return hcl2_value::strings::grapheme_len(stretch);
        }
        let mut recorded = Vec::new();
        let (mut count, mut offset, mut last) = (0, 0, 0);
        for cluster in hcl2_value::strings::graphemes(stretch) {
            count += 1;
            offset += cluster.len();
            if offset - last >= CHECKPOINT_BYTES {
                recorded.push((at + offset, base + count));
                last = offset;
            }
        }
        let mut points = self.checkpoints.lock().unwrap_or_else(|e| e.into_inner());
        points.extend(recorded);
        count
    }

    /// The full range of a span of this file.
    pub fn range(&self, span: Span) -> Range {
        let (start, ascii) = self.pos_and_prefix(span.start as usize);
        let end = match ascii {
            true => self.end_on_ascii_line(start, span.end as usize),
            false => None,
        };
        Range {
            filename: self.name.clone(),
            start,
            end: end.unwrap_or_else(|| self.pos(span.end as usize)),
        }
    }

    /// The position of byte `end` found from `start`'s (whose line is pure ASCII up to
    /// it) when the bytes between are a short run of ASCII without a newline: each byte
    /// is then a column, as [`SourceFile::pos`] counts them. Most ranges are one short
    /// line; asking the cursor for their end would count them again.
    fn end_on_ascii_line(&self, start: Pos, end: usize) -> Option<Pos> {
        let from = start.byte - self.origin.byte;
        let run = self.text.as_bytes().get(from..end)?;
        if run.len() > SHORT_RUN || !run.is_ascii() || run.contains(&b'\n') {
            return None;
        }
        Some(Pos {
            line: start.line,
            column: start.column + run.len(),
            byte: start.byte + run.len(),
        })
    }

    /// The number of lines (a final line without a newline counts).
    pub fn line_count(&self) -> usize {
        self.lines
            .get_or_init(|| LineTable::build(self.text.as_bytes()))
            .starts
            .len()
    }
}

/// The buffer a dropped file's text leaves for the next copy of borrowed input.
#[derive(Default)]
struct TextBuffer(Vec<u8>);

thread_local! {
    /// The buffer of the last small text dropped on this thread.
    static SPARE_TEXT: Spare<TextBuffer> = const { Spare::new() };
}

impl Reusable for TextBuffer {
    fn slot() -> &'static LocalKey<Spare<Self>> {
        &SPARE_TEXT
    }

    fn cleared(self) -> TextBuffer {
        TextBuffer(emptied(self.0))
    }
}

/// A file gives its text's buffer to the next copy made on its thread (kept up to the
/// scratch size rule), so that a loop parsing borrowed input file after file neither
/// allocates for each copy nor writes it to memory out of cache.
impl Drop for SourceFile {
    fn drop(&mut self) {
        TextBuffer(std::mem::take(&mut self.text).into_bytes()).give_back();
    }
}

/// `bytes` copied into the buffer the last small file dropped on this thread left (or
/// a new one): how a parser makes borrowed input its file's text.
pub fn copy_bytes(bytes: &[u8]) -> Vec<u8> {
    let mut buffer = TextBuffer::lend().0;
    buffer.extend_from_slice(bytes);
    buffer
}

/// Input bytes as text whose byte offsets are the input's: each byte that is not valid
/// UTF-8 reads as a space. Also the offset of the first invalid byte, if any, for the
/// syntax's "Invalid character encoding" report. The other invalid bytes' offsets are
/// not listed (see [`lossy_text_owned`] for that).
pub fn lossy_text(bytes: &[u8]) -> (String, Option<usize>) {
    match std::str::from_utf8(bytes) {
        Ok(s) => (s.to_owned(), None),
        Err(first) => (
            invalid_as_spaces(bytes.to_vec(), |_| {}),
            Some(first.valid_up_to()),
        ),
    }
}

/// [`lossy_text`] for input the caller hands over: the text reuses the buffer (no copy),
/// and every invalid byte's offset is returned, in order.
pub fn lossy_text_owned(bytes: Vec<u8>) -> (String, Vec<usize>) {
    let mut invalid = Vec::new();
    let text = invalid_as_spaces(bytes, |run| invalid.extend(run));
    (text, invalid)
}

/// `bytes` as text, each byte that is not valid UTF-8 overwritten with a space in place;
/// each run of such bytes is given to `invalid` in order.
fn invalid_as_spaces(bytes: Vec<u8>, mut invalid: impl FnMut(std::ops::Range<usize>)) -> String {
    // Valid text (nearly every input) is checked once and kept as it is.
    let mut bytes = match String::from_utf8(bytes) {
        Ok(text) => return text,
        Err(e) => e.into_bytes(),
    };
    let mut at = 0;
    while let Err(e) = std::str::from_utf8(&bytes[at..]) {
        let bad = at + e.valid_up_to();
        // `None` means the input ends inside a character: every byte left is invalid.
        let end = bad + e.error_len().unwrap_or(bytes.len() - bad);
        bytes[bad..end].fill(b' ');
        invalid(bad..end);
        at = end;
    }
    // Every invalid sequence was overwritten with spaces: the lossy decoding never
    // replaces anything, and copies only if that were wrong.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (byte, line, column) triples the reference's lexer reports for token boundaries.
    fn check(src: &str, expect: &[(usize, usize, usize)]) {
        let index = SourceFile::new("t.hcl", src);
        for &(byte, line, column) in expect {
            assert_eq!(
                index.pos(byte),
                Pos::new(line, column, byte),
                "byte {byte} of {src:?}"
            );
        }
    }

    #[test]
    fn crlf_ends_a_line_like_lf() {
        check(
            "a = \"héllo\" # x\r\nb = 2\n",
            &[(5, 1, 6), (11, 1, 11), (13, 1, 13), (18, 2, 1), (24, 3, 1)],
        );
    }

    #[test]
    fn a_dropped_file_lends_its_text_buffer_to_the_next_copy() {
        let text = String::from_utf8(copy_bytes(b"a = 1\n")).unwrap();
        let buffer = text.as_ptr();
        drop(SourceFile::new("a.hcl", text));
        let next = copy_bytes(b"b = 2\n");
        assert_eq!(next.as_ptr(), buffer);
        assert_eq!(next, b"b = 2\n");
        let other = copy_bytes(b"c");
        assert_ne!(other.as_ptr(), buffer, "lent once");
    }

    #[test]
    fn invalid_bytes_read_as_spaces_of_the_same_length() {
        let (text, first) = lossy_text(b"a\xe2\x82b\xff");
        assert_eq!((&*text, first), ("a  b ", Some(1)));
        let (text, invalid) = lossy_text_owned(b"a\xe2\x82b\xff\xf0\x9f".to_vec());
        assert_eq!((&*text, &invalid[..]), ("a  b   ", &[1, 2, 4, 5, 6][..]));
        assert_eq!(lossy_text(b"ok").1, None);
        assert_eq!(&*lossy_text("\u{e9}".as_bytes()).0, "\u{e9}");
    }

    #[test]
    fn columns_count_grapheme_clusters_and_tabs_as_one() {
        check(
            "e\u{301}mo = \"👩‍👩‍👧 x\"\n\tz = 1\r\n",
            &[
                (5, 1, 4),
                (9, 1, 8),
                (29, 1, 11),
                (31, 2, 1),
                (32, 2, 2),
                (39, 3, 1),
            ],
        );
        check(
            "x = \"\u{e9}\u{301}\u{301} y\"\n",
            &[(5, 1, 6), (13, 1, 9), (15, 2, 1)],
        );
    }

    #[test]
    fn positions_do_not_depend_on_the_order_they_are_asked_in() {
        let text = "a = 1\n\nbb = \"\u{e9}\"\r\nc\n";
        let fresh = |byte| SourceFile::new("t.hcl", text).pos(byte);
        let file = SourceFile::new("t.hcl", text);
        let forward: Vec<usize> = (0..=text.len()).collect();
        let order = forward
            .iter()
            .chain(forward.iter().rev())
            .chain(forward.iter().step_by(3))
            .chain(forward.iter().rev().step_by(5));
        for &byte in order {
            assert_eq!(file.pos(byte), fresh(byte), "byte {byte}");
        }
    }

    #[test]
    fn ascii_lines_count_bytes_in_ascii_and_mixed_texts_alike() {
        let ascii = "a = 1\nbb = 2\n\nccc";
        let spots = [
            (0, 1, 1),
            (4, 1, 5),
            (6, 2, 1),
            (11, 2, 6),
            (13, 3, 1),
            (16, 4, 3),
        ];
        check(ascii, &spots);
        // The same lines after a non-ASCII line: only that line counts clusters.
        let mixed = format!("\u{e9}\n{ascii}");
        let shifted: Vec<_> = spots.iter().map(|&(b, l, c)| (b + 3, l + 1, c)).collect();
        check(&mixed, &shifted);
        check(&mixed, &[(2, 1, 2)]);
    }

    #[test]
    fn columns_use_the_reference_unicode_13_clusters() {
        // Unicode 13 splits an Indic conjunct into five clusters (newer rules join it).
        let text = "x = \"\u{915}\u{94d}\u{937}\u{924}\u{94d}\u{930}\u{93f}\u{92f}\" y\n";
        let end = text.find(" y").unwrap();
        check(text, &[(end, 1, 12)]);
    }

    #[test]
    fn token_breaks_restart_cluster_counting() {
        // U+1F3FD (a skin-tone modifier) extends the quote before it into one cluster,
        // unless a token starts between them.
        let f = SourceFile::new("t", "\"\u{1F3FD}x");
        assert_eq!(f.pos(5).column, 2);
        let f = SourceFile::new("t", "\"\u{1F3FD}x");
        f.set_token_breaks([1, 5]);
        assert_eq!(f.pos(5).column, 3);
        assert_eq!(f.pos(6).column, 4);
    }

    #[test]
    fn token_breaks_are_found_when_a_column_first_needs_them() {
        fn quote_then_rest(_: &str) -> Vec<usize> {
            vec![1, 5]
        }
        fn never(text: &str) -> Vec<usize> {
            panic!("breaks looked for in {text:?}")
        }
        let f = SourceFile::new("t", "\"\u{1F3FD}x");
        f.find_token_breaks_with(quote_then_rest);
        f.find_token_breaks_with(never);
        assert_eq!(f.pos(5).column, 3);
        // Text whose characters all stand alone never needs them; ASCII lines neither.
        let f = SourceFile::new("t", "é = \"ü\"\n");
        f.find_token_breaks_with(never);
        assert_eq!(f.pos(2).column, 2);
        let f = SourceFile::new("t", "ab\ne\u{301}");
        f.find_token_breaks_with(never);
        assert_eq!(f.pos(1).column, 2);
        // Breaks set before any column is asked for win over finding them.
        let f = SourceFile::new("t", "\"\u{1F3FD}x");
        f.find_token_breaks_with(never);
        f.set_token_breaks([1, 5]);
        assert_eq!(f.pos(6).column, 4);
    }

    #[test]
    fn a_lone_carriage_return_is_one_column() {
        check(
            "a = 1\rb = 2\n",
            &[(5, 1, 6), (6, 1, 7), (8, 1, 9), (12, 2, 1)],
        );
    }

    #[test]
    fn positions_are_offset_by_the_origin() {
        let index = SourceFile::with_origin("t.hcl", "ab\ncd", Pos::new(3, 5, 40));
        assert_eq!(index.pos(1), Pos::new(3, 6, 41));
        assert_eq!(index.pos(4), Pos::new(4, 2, 44));
    }

    #[test]
    fn offsets_past_the_end_or_inside_characters_are_clamped() {
        let index = SourceFile::new("t.hcl", "é");
        assert_eq!(index.pos(1), Pos::new(1, 1, 0));
        assert_eq!(index.pos(99), Pos::new(1, 2, 2));
    }

    #[test]
    fn a_range_ends_where_its_end_offset_alone_is() {
        let long = "x".repeat(300);
        let texts = [
            "a = \"web\"\nb = [1,\n 2]\r\nc = 1\r",
            "é = \"ü\" # x\n  key = value\n",
            "\"\u{1F3FD}x\" = 1\n",
            long.as_str(),
        ];
        for (text, origin) in texts
            .iter()
            .zip([Pos::START, Pos::new(3, 5, 40)].iter().cycle())
        {
            let ends: Vec<usize> = (0..=text.len() + 2).collect();
            for &from in &ends {
                for &to in &ends {
                    let fresh = SourceFile::with_origin("t", *text, *origin);
                    let alone = SourceFile::with_origin("t", *text, *origin);
                    let range = fresh.range(Span::from_usize(from, to));
                    assert_eq!(range.start, alone.pos(from), "{text:?} {from}..{to}");
                    let alone = SourceFile::with_origin("t", *text, *origin);
                    assert_eq!(range.end, alone.pos(to), "{text:?} {from}..{to}");
                }
            }
        }
    }
}
