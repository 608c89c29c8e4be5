//! Go's level-6 parse of the input into tokens and blocks.
//!
//! - **Matches.** At each position the hash chain is searched, at most 128 candidates
//!   and never further back than the window, for the longest match (a longer one only
//!   replaces a shorter; 128 bytes is enough to stop). A 4-byte match counts only
//!   within 4096 bytes.
//! - **Lazy evaluation.** A match found at one position is held; if the next position
//!   has no longer match, the held match is taken and the positions it covers are
//!   hashed; otherwise the held position becomes a literal. A held match of 16 bytes
//!   or more is taken without searching the next position.
//! - **The window as Go fills it.** Go reads input into a 64 KiB buffer and, once
//!   fewer than 262 bytes are left ahead while more input waits, slides it by 32 KiB.
//!   A candidate before the buffer's start is out of reach even when it is within
//!   32 KiB, and a block whose first byte has slid out can no longer be stored raw.
//! - **Blocks.** A block ends after 16,384 tokens and at the end of the input.

use super::chains::{Chains, WINDOW};
use super::token::Token;

const MAX_MATCH: usize = 258;
/// Bytes that must lie ahead of the position while more input waits.
const LOOKAHEAD: usize = 4 + MAX_MATCH;
const LAZY_LIMIT: usize = 16;
const NICE_LENGTH: usize = 128;
const MAX_CHAIN: usize = 128;
const SHORT_MATCH_REACH: usize = 4096;
const BLOCK_TOKENS: usize = 1 << 14;

/// Where finished blocks go: their tokens, and the raw bytes they cover when Go
/// still holds them.
pub(super) type BlockSink<'s> = dyn FnMut(&[Token], Option<&[u8]>) + 's;

#[derive(Clone, Copy)]
struct Found {
    len: usize,
    dist: usize,
}

/// Splits `data` into blocks of tokens, handing each to `emit` with the raw bytes it
/// covers when they are still in Go's buffer.
pub(super) fn parse(data: &[u8], emit: &mut BlockSink<'_>) {
    let mut parser = Parser {
        data,
        chains: Chains::new(),
        base: 0,
        end: data.len().min(2 * WINDOW),
        pos: 0,
        held: None,
        literal_due: false,
        tokens: Vec::with_capacity(BLOCK_TOKENS + 1),
        block_start: 0,
    };
    parser.run(emit);
}

struct Parser<'a> {
    data: &'a [u8],
    chains: Chains,
    /// Where Go's buffer starts: nothing before it can be matched or stored.
    base: usize,
    /// Where the input read into the buffer so far ends.
    end: usize,
    pos: usize,
    /// The match found at `pos - 1`, waiting to see whether `pos` has a longer one.
    held: Option<Found>,
    /// Whether the byte at `pos - 1` still needs a token.
    literal_due: bool,
    tokens: Vec<Token>,
    block_start: usize,
}

impl Parser<'_> {
    fn run(&mut self, emit: &mut BlockSink<'_>) {
        loop {
            let ahead = self.end - self.pos;
            if ahead < LOOKAHEAD && self.end < self.data.len() {
                self.slide();
                continue;
            }
            if ahead == 0 {
                if self.literal_due {
                    self.tokens.push(Token::Literal(self.data[self.pos - 1]));
                }
                self.flush(emit);
                return;
            }
            self.step(ahead, emit);
        }
    }

    fn slide(&mut self) {
        self.base += WINDOW;
        self.end = self.data.len().min(self.base + 2 * WINDOW);
        self.chains.rebase(self.base, self.end);
    }

    /// One position: hash it, search it unless a long match is held, then take the
    /// held match or move on by one byte.
    fn step(&mut self, ahead: usize, emit: &mut BlockSink<'_>) {
        let candidate = if self.pos + 3 < self.end {
            self.chains.insert(self.data, self.pos)
        } else {
            None
        };
        let held = self.held.take();
        let held_len = held.map_or(3, |m| m.len);
        let reach = self.pos.saturating_sub(WINDOW).max(self.base);
        let found = match candidate {
            Some(c) if c >= reach && ahead > held_len && held_len < LAZY_LIMIT => {
                self.longest_match(c, ahead)
            }
            _ => None,
        };
        match held {
            Some(m) if found.is_none_or(|f| f.len <= m.len) => {
                self.take_held(m);
                self.flush_if_full(emit);
            }
            _ => {
                self.held = found;
                if self.literal_due {
                    self.tokens.push(Token::Literal(self.data[self.pos - 1]));
                    self.flush_if_full(emit);
                }
                self.pos += 1;
                self.literal_due = true;
            }
        }
    }

    /// A block ends at its 16,384th token, after the bytes that token covers.
    fn flush_if_full(&mut self, emit: &mut BlockSink<'_>) {
        if self.tokens.len() == BLOCK_TOKENS {
            self.flush(emit);
        }
    }

    /// Emits the match held at `pos - 1` and hashes the positions it covers.
    fn take_held(&mut self, m: Found) {
        self.tokens.push(Token::Match {
            len: m.len as u16,
            dist: m.dist as u16,
        });
        let next = self.pos + m.len - 1;
        for p in self.pos + 1..next {
            if p + 3 < self.end {
                self.chains.insert(self.data, p);
            }
        }
        self.pos = next;
        self.literal_due = false;
    }

    /// The longest match for `pos` along the chain from `first`.
    fn longest_match(&self, first: usize, ahead: usize) -> Option<Found> {
        let (data, pos) = (self.data, self.pos);
        let max_len = ahead.min(MAX_MATCH);
        let nice = max_len.min(NICE_LENGTH);
        let oldest = pos as isize - WINDOW as isize;
        let mut best: Option<Found> = None;
        let mut best_len = 3;
        let mut candidate = first;
        for _ in 0..MAX_CHAIN {
            if data[candidate + best_len] == data[pos + best_len] {
                let len = common_prefix(&data[candidate..], &data[pos..pos + max_len]);
                let dist = pos - candidate;
                if len > best_len && (len > 4 || dist <= SHORT_MATCH_REACH) {
                    best = Some(Found { len, dist });
                    best_len = len;
                    if len >= nice {
                        break;
                    }
                }
            }
            if candidate as isize == oldest {
                break;
            }
            match self.chains.before(candidate) {
                Some(c) if c as isize >= oldest && c >= self.base => candidate = c,
                _ => break,
            }
        }
        best
    }

    /// Hands the tokens gathered so far to `emit` as one block.
    fn flush(&mut self, emit: &mut BlockSink<'_>) {
        if self.tokens.is_empty() {
            return;
        }
        let raw = (self.block_start >= self.base).then(|| &self.data[self.block_start..self.pos]);
        emit(&self.tokens, raw);
        self.tokens.clear();
        self.block_start = self.pos;
    }
}

/// How many leading bytes `a` and `b` share, compared eight at a time.
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let word = |chunk: &[u8]| <[u8; 8]>::try_from(chunk).map_or(0, u64::from_le_bytes);
    let mut len = 0;
    for (x, y) in a.chunks_exact(8).zip(b.chunks_exact(8)) {
        let diff = word(x) ^ word(y);
        if diff != 0 {
            return len + (diff.trailing_zeros() / 8) as usize;
        }
        len += 8;
    }
    len + a[len..]
        .iter()
        .zip(&b[len..])
        .take_while(|(x, y)| x == y)
        .count()
}

#[cfg(test)]
mod tests {
    use super::common_prefix;

    #[test]
    fn common_prefix_counts_shared_leading_bytes() {
        let a = b"abcdefghijklmnopqrstuvwxyz";
        for cut in 0..a.len() {
            let mut b = *a;
            b[cut] = b'#';
            assert_eq!(common_prefix(a, &b), cut);
            assert_eq!(common_prefix(&a[..cut], a), cut);
        }
        assert_eq!(common_prefix(a, a), a.len());
    }
}
