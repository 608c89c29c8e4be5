//! A small seeded pseudo-random generator (SplitMix64): the same seed gives the same
//! cases on every machine and Rust version, which a dependency could not promise.

/// SplitMix64 state.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator for case `index` of the run seeded with `seed`: every case has its own
    /// stream, so one case can be regenerated without the ones before it.
    pub fn for_case(seed: u64, index: u64) -> Rng {
        let mut r = Rng(seed ^ 0x6a09_e667_f3bc_c908);
        let mixed = r.next_u64() ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        Rng(mixed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as usize
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// An index chosen with the given relative weights (not all zero).
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        let mut roll = self.next_u64() % total;
        for (i, &w) in weights.iter().enumerate() {
            if roll < u64::from(w) {
                return i;
            }
            roll -= u64::from(w);
        }
        weights.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_index_give_the_same_stream() {
        let a: Vec<u64> = {
            let mut r = Rng::for_case(7, 3);
            (0..4).map(|_| r.next_u64()).collect()
        };
        let mut r = Rng::for_case(7, 3);
        assert_eq!(a, (0..4).map(|_| r.next_u64()).collect::<Vec<_>>());
        let mut other = Rng::for_case(7, 4);
        assert_ne!(a[0], other.next_u64());
    }

    #[test]
    fn weighted_choice_never_picks_a_zero_weight() {
        let mut r = Rng::for_case(1, 1);
        for _ in 0..1000 {
            assert_ne!(r.weighted(&[3, 0, 5]), 1);
            assert!(r.range(2, 4) >= 2 && r.range(2, 4) <= 4);
        }
    }
}
