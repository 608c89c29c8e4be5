//! Length-limited Huffman code lengths and canonical codes.
//!
//! Lengths come from package-merge (Larmore and Hirschberg): level 1 holds the
//! symbols sorted by (frequency, symbol); each higher level merges the symbols with
//! the pairwise sums ("packages") of the level below, a package going first when it
//! weighs the same as a symbol. The first `2n - 2` items of the top level decide the
//! lengths. These are the tie rules Go's `compress/flate` follows, so equal
//! frequencies get the lengths Go gives them.

/// A code: its length in bits and its bits, reversed for LSB-first output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Code {
    pub(super) bits: u16,
    pub(super) len: u8,
}

/// One item of a package-merge level: its weight, and whether it is a symbol.
#[derive(Clone, Copy)]
struct Item {
    weight: u64,
    leaf: bool,
}

/// Code lengths for `freqs` (0 for an unused symbol), at most `max_bits` long.
/// One or two used symbols get length 1 each.
pub(super) fn code_lengths(freqs: &[u32], max_bits: usize) -> Vec<u8> {
    let mut lengths = vec![0u8; freqs.len()];
    let mut used: Vec<(u32, usize)> = freqs
        .iter()
        .enumerate()
        .filter(|(_, &f)| f > 0)
        .map(|(s, &f)| (f, s))
        .collect();
    if used.len() <= 2 {
        for &(_, symbol) in &used {
            lengths[symbol] = 1;
        }
        return lengths;
    }
    used.sort_unstable();
    let weights: Vec<u64> = used.iter().map(|&(f, _)| u64::from(f)).collect();
    let levels = max_bits.min(used.len() - 1);
    for (rank, depth) in leaf_depths(&weights, levels).into_iter().enumerate() {
        lengths[used[rank].1] = depth;
    }
    lengths
}

/// The depth of each sorted leaf: in how many levels it is among the chosen items.
fn leaf_depths(weights: &[u64], levels: usize) -> Vec<u8> {
    let lists = package_merge_levels(weights, levels);
    let mut depths = vec![0u8; weights.len()];
    let mut take = 2 * weights.len() - 2;
    for list in lists.iter().rev() {
        let chosen = &list[..take];
        let leaves = chosen.iter().filter(|item| item.leaf).count();
        for depth in &mut depths[..leaves] {
            *depth += 1;
        }
        take = 2 * (take - leaves);
    }
    depths
}

/// The item lists of every level, the deepest (symbols only) first.
fn package_merge_levels(weights: &[u64], levels: usize) -> Vec<Vec<Item>> {
    let leaves: Vec<Item> = weights
        .iter()
        .map(|&weight| Item { weight, leaf: true })
        .collect();
    let mut lists = vec![leaves.clone()];
    for _ in 1..levels {
        let below = lists.last().map(Vec::as_slice).unwrap_or_default();
        let packages = below.chunks_exact(2).map(|pair| Item {
            weight: pair[0].weight + pair[1].weight,
            leaf: false,
        });
        lists.push(merge(&leaves, packages));
    }
    lists
}

/// Merges symbols and packages by weight; on equal weights the package goes first.
fn merge(leaves: &[Item], packages: impl Iterator<Item = Item>) -> Vec<Item> {
    let mut merged = Vec::with_capacity(leaves.len() * 2);
    let mut leaves = leaves.iter().copied().peekable();
    let mut packages = packages.peekable();
    loop {
        let next = match (leaves.peek(), packages.peek()) {
            (Some(leaf), Some(package)) if leaf.weight < package.weight => leaves.next(),
            (_, Some(_)) => packages.next(),
            (Some(_), None) => leaves.next(),
            (None, None) => break,
        };
        merged.extend(next);
    }
    merged
}

/// Canonical codes (RFC 1951 §3.2.2) for the given lengths, bit-reversed.
pub(super) fn canonical_codes(lengths: &[u8]) -> Vec<Code> {
    let mut count = [0u16; 17];
    for &len in lengths {
        count[usize::from(len)] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 17];
    let mut code = 0u16;
    for bits in 1..17 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lengths
        .iter()
        .map(|&len| {
            if len == 0 {
                return Code::default();
            }
            let value = next[usize::from(len)];
            next[usize::from(len)] += 1;
            Code {
                bits: value.reverse_bits() >> (16 - u32::from(len)),
                len,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{canonical_codes, code_lengths, Code};

    #[test]
    fn one_or_two_symbols_get_one_bit_each() {
        assert_eq!(code_lengths(&[0, 5, 0], 15), vec![0, 1, 0]);
        assert_eq!(code_lengths(&[3, 0, 9], 15), vec![1, 0, 1]);
    }

    #[test]
    fn skewed_frequencies_give_a_huffman_code() {
        assert_eq!(code_lengths(&[1, 1, 2, 4, 8], 15), vec![4, 4, 3, 2, 1]);
    }

    #[test]
    fn the_length_limit_holds() {
        let freqs: Vec<u32> = (0..20).map(|i| 1u32 << i).collect();
        let lengths = code_lengths(&freqs, 7);
        assert!(lengths.iter().all(|&l| (1..=7).contains(&l)));
        let kraft: f64 = lengths.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!((kraft - 1.0).abs() < 1e-12, "kraft sum {kraft}");
    }

    #[test]
    fn canonical_codes_follow_rfc_1951_example() {
        // RFC 1951 §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give 010..110, 00, 1110, 1111.
        let codes = canonical_codes(&[3, 3, 3, 3, 3, 2, 4, 4]);
        let plain: Vec<u16> = codes
            .iter()
            .map(|c| c.bits.reverse_bits() >> (16 - u32::from(c.len)))
            .collect();
        assert_eq!(plain, vec![2, 3, 4, 5, 6, 0, 14, 15]);
        assert_eq!(codes[5], Code { bits: 0, len: 2 });
    }
}
