//! Writing one block of tokens: stored, fixed Huffman or dynamic Huffman, whichever
//! is smallest by Go's size estimates (a strict `<` at each step: fixed first, then
//! dynamic if smaller, then stored if smaller still and the raw bytes are at hand).
//! Blocks are never final here: the stream ends with an empty stored block.

use super::bits::BitSink;
use super::huffman::{canonical_codes, code_lengths, Code};
use super::token::{
    distance_symbol, length_symbol, Token, DISTANCE_SYMBOLS, END_OF_BLOCK, LITERAL_SYMBOLS,
};

/// The largest block a stored block can hold.
const MAX_STORED: usize = 65_535;
/// The order code-length code lengths are sent in (RFC 1951 §3.2.7).
const CODE_LENGTH_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// Symbol counts of a block, trimmed to the symbols in use.
struct Histogram {
    literals: Vec<u32>,
    distances: Vec<u32>,
    /// Extra bits of lengths and distances in total.
    extra_bits: u64,
}

impl Histogram {
    fn of(tokens: &[Token]) -> Self {
        let mut literals = vec![0u32; LITERAL_SYMBOLS];
        let mut distances = vec![0u32; DISTANCE_SYMBOLS];
        let mut extra_bits = 0u64;
        for token in tokens {
            match *token {
                Token::Literal(byte) => literals[usize::from(byte)] += 1,
                Token::Match { len, dist } => {
                    let (l, _, lw) = length_symbol(len);
                    let (d, _, dw) = distance_symbol(dist);
                    literals[l] += 1;
                    distances[d] += 1;
                    extra_bits += u64::from(lw + dw);
                }
            }
        }
        literals[END_OF_BLOCK] = 1;
        trim_zeros(&mut literals);
        trim_zeros(&mut distances);
        if distances.is_empty() {
            // A block without matches still declares one distance code.
            distances.push(1);
        }
        Histogram {
            literals,
            distances,
            extra_bits,
        }
    }
}

fn trim_zeros(counts: &mut Vec<u32>) {
    while counts.last() == Some(&0) {
        counts.pop();
    }
}

/// The cost in bits of coding `counts` with `lengths`.
fn coded_bits(counts: &[u32], lengths: impl Iterator<Item = u8>) -> u64 {
    counts
        .iter()
        .zip(lengths)
        .map(|(&c, l)| u64::from(c) * u64::from(l))
        .sum()
}

/// The literal/length code lengths of the fixed code (RFC 1951 §3.2.6).
fn fixed_literal_length(symbol: usize) -> u8 {
    match symbol {
        0..=143 => 8,
        144..=255 => 9,
        256..=279 => 7,
        _ => 8,
    }
}

/// Code lengths of a dynamic block's two codes, run-length coded (RFC 1951 §3.2.7).
struct DynamicHeader {
    literal_lengths: Vec<u8>,
    distance_lengths: Vec<u8>,
    /// (code-length symbol, extra value) pairs.
    runs: Vec<(u8, u8)>,
    run_code_lengths: Vec<u8>,
    /// How many code-length code lengths are sent (4–19).
    sent_lengths: usize,
}

impl DynamicHeader {
    fn of(histogram: &Histogram) -> Self {
        let literal_lengths = code_lengths(&histogram.literals, 15);
        let distance_lengths = code_lengths(&histogram.distances, 15);
        let all: Vec<u8> = literal_lengths
            .iter()
            .chain(&distance_lengths)
            .copied()
            .collect();
        let runs = run_length(&all);
        let mut run_counts = [0u32; 19];
        for &(symbol, _) in &runs {
            run_counts[usize::from(symbol)] += 1;
        }
        let run_code_lengths = code_lengths(&run_counts, 7);
        let mut sent_lengths = 19;
        while sent_lengths > 4 && run_counts[CODE_LENGTH_ORDER[sent_lengths - 1]] == 0 {
            sent_lengths -= 1;
        }
        DynamicHeader {
            literal_lengths,
            distance_lengths,
            runs,
            run_code_lengths,
            sent_lengths,
        }
    }

    /// The block's size in bits with this header, including the 3 block-type bits.
    fn block_bits(&self, histogram: &Histogram) -> u64 {
        let runs: u64 = self
            .runs
            .iter()
            .map(|&(s, _)| u64::from(self.run_code_lengths[usize::from(s)]) + run_extra_width(s))
            .sum();
        3 + 5
            + 5
            + 4
            + 3 * self.sent_lengths as u64
            + runs
            + coded_bits(&histogram.literals, self.literal_lengths.iter().copied())
            + coded_bits(&histogram.distances, self.distance_lengths.iter().copied())
            + histogram.extra_bits
    }

    fn write(&self, sink: &mut BitSink) {
        sink.put(0b100, 3);
        sink.put(self.literal_lengths.len() as u32 - 257, 5);
        sink.put(self.distance_lengths.len() as u32 - 1, 5);
        sink.put(self.sent_lengths as u32 - 4, 4);
        for &symbol in &CODE_LENGTH_ORDER[..self.sent_lengths] {
            sink.put(u32::from(self.run_code_lengths[symbol]), 3);
        }
        let codes = canonical_codes(&self.run_code_lengths);
        for &(symbol, extra) in &self.runs {
            put_code(sink, codes[usize::from(symbol)]);
            let width = run_extra_width(symbol);
            if width > 0 {
                sink.put(u32::from(extra), width as u32);
            }
        }
    }
}

fn run_extra_width(symbol: u8) -> u64 {
    match symbol {
        16 => 2,
        17 => 3,
        18 => 7,
        _ => 0,
    }
}

/// Run-length codes a sequence of code lengths: a non-zero length is sent once and
/// repeated with 16 (3–6 copies); zeros go as 18 (11–138), then 17 (3–10); what is
/// left of a run is sent one by one.
fn run_length(lengths: &[u8]) -> Vec<(u8, u8)> {
    let mut runs = Vec::new();
    let mut rest = lengths;
    while let Some(&len) = rest.first() {
        let run = rest.iter().take_while(|&&l| l == len).count();
        rest = &rest[run..];
        let mut left = run;
        if len != 0 {
            runs.push((len, 0));
            left -= 1;
            while left >= 3 {
                let n = left.min(6);
                runs.push((16, (n - 3) as u8));
                left -= n;
            }
        } else {
            while left >= 11 {
                let n = left.min(138);
                runs.push((18, (n - 11) as u8));
                left -= n;
            }
            if left >= 3 {
                runs.push((17, (left - 3) as u8));
                left = 0;
            }
        }
        runs.extend(std::iter::repeat_n((len, 0), left));
    }
    runs
}

fn put_code(sink: &mut BitSink, code: Code) {
    sink.put(u32::from(code.bits), u32::from(code.len));
}

/// Writes `tokens` as one non-final block. `raw` is the input the tokens cover when
/// it is still at hand (a stored block is only possible then).
pub(super) fn write_block(sink: &mut BitSink, tokens: &[Token], raw: Option<&[u8]>) {
    let histogram = Histogram::of(tokens);
    let storable = raw.filter(|raw| raw.len() <= MAX_STORED);
    // Go counts the extra bits only when a stored block is possible; they weigh the
    // same on the fixed and dynamic sides, so only the stored comparison sees them.
    let extra = if storable.is_some() {
        histogram.extra_bits
    } else {
        0
    };
    let fixed_bits = 3
        + coded_bits(&histogram.literals, (0..).map(fixed_literal_length))
        + coded_bits(&histogram.distances, std::iter::repeat(5))
        + extra;
    let header = DynamicHeader::of(&histogram);
    let dynamic_bits = header.block_bits(&histogram) - histogram.extra_bits + extra;
    let best = fixed_bits.min(dynamic_bits);
    if let Some(raw) = storable.filter(|raw| ((raw.len() as u64) + 5) * 8 < best) {
        write_stored(sink, raw, false);
    } else if dynamic_bits < fixed_bits {
        header.write(sink);
        let literals = canonical_codes(&header.literal_lengths);
        let distances = canonical_codes(&header.distance_lengths);
        write_tokens(sink, tokens, &literals, &distances);
    } else {
        sink.put(0b010, 3);
        let lengths: Vec<u8> = (0..288).map(fixed_literal_length).collect();
        let distances = canonical_codes(&[5; DISTANCE_SYMBOLS]);
        write_tokens(sink, tokens, &canonical_codes(&lengths), &distances);
    }
}

/// A stored block: header bits, padding to a byte, length, its complement, bytes.
pub(super) fn write_stored(sink: &mut BitSink, raw: &[u8], last: bool) {
    sink.put(u32::from(last), 3);
    sink.align();
    let len = raw.len() as u32;
    sink.put(len, 16);
    sink.put(!len & 0xFFFF, 16);
    sink.bytes(raw);
}

fn write_tokens(sink: &mut BitSink, tokens: &[Token], literals: &[Code], distances: &[Code]) {
    for token in tokens {
        match *token {
            Token::Literal(byte) => put_code(sink, literals[usize::from(byte)]),
            Token::Match { len, dist } => {
                for ((symbol, extra, width), codes) in [
                    (length_symbol(len), literals),
                    (distance_symbol(dist), distances),
                ] {
                    put_code(sink, codes[symbol]);
                    if width > 0 {
                        sink.put(extra, width);
                    }
                }
            }
        }
    }
    put_code(sink, literals[END_OF_BLOCK]);
}

#[cfg(test)]
mod tests {
    use super::run_length;

    #[test]
    fn runs_of_lengths_use_the_repeat_codes() {
        assert_eq!(run_length(&[8, 8, 8, 8, 8]), vec![(8, 0), (16, 1)]);
        assert_eq!(run_length(&[5, 5, 5]), vec![(5, 0), (5, 0), (5, 0)]);
        assert_eq!(run_length(&[0; 12]), vec![(18, 1)]);
        assert_eq!(run_length(&[0; 10]), vec![(17, 7)]);
        assert_eq!(run_length(&[0, 0, 3]), vec![(0, 0), (0, 0), (3, 0)]);
        assert_eq!(run_length(&[0; 150]), vec![(18, 127), (18, 1)]);
    }
}
