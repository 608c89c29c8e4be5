//! The match finder's memory: hash chains over 4-byte prefixes within a 32 KiB window.
//!
//! `heads[h]` is the latest position whose next four bytes hash to `h`; `links[p % 32K]`
//! the position before `p` with the same hash. Positions are kept as `p - origin + 1`
//! in `u32` (0 = none); `rebase` moves the origin forward so that any input length fits.

/// Positions a match may reach back.
pub(super) const WINDOW: usize = 1 << 15;
const HASH_BITS: u32 = 17;

pub(super) struct Chains {
    heads: Vec<u32>,
    links: Vec<u32>,
    origin: usize,
}

/// Go's multiplicative hash of four bytes read big-endian, to 17 bits.
fn hash4(bytes: &[u8]) -> usize {
    let word = u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    (word.wrapping_mul(0x1E35_A7BD) >> (32 - HASH_BITS)) as usize
}

impl Chains {
    pub(super) fn new() -> Self {
        Chains {
            heads: vec![0; 1 << HASH_BITS],
            links: vec![0; WINDOW],
            origin: 0,
        }
    }

    fn decode(&self, stored: u32) -> Option<usize> {
        (stored != 0).then(|| self.origin + stored as usize - 1)
    }

    /// Records position `pos` (four bytes must follow it) and returns the previous
    /// position with the same hash.
    pub(super) fn insert(&mut self, data: &[u8], pos: usize) -> Option<usize> {
        let slot = &mut self.heads[hash4(&data[pos..pos + 4])];
        let before = *slot;
        *slot = (pos - self.origin + 1) as u32;
        self.links[pos % WINDOW] = before;
        self.decode(before)
    }

    /// The position recorded before `pos` with the same hash.
    pub(super) fn before(&self, pos: usize) -> Option<usize> {
        self.decode(self.links[pos % WINDOW])
    }

    /// Forgets every position before `floor` and moves the origin there, when the
    /// stored offsets would otherwise grow past half of `u32`.
    pub(super) fn rebase(&mut self, floor: usize, end: usize) {
        if end - self.origin >= 1 << 31 {
            self.rebase_to(floor);
        }
    }

    fn rebase_to(&mut self, floor: usize) {
        let delta = (floor - self.origin) as u32;
        for stored in self.heads.iter_mut().chain(self.links.iter_mut()) {
            *stored = stored.saturating_sub(delta);
        }
        self.origin = floor;
    }
}

#[cfg(test)]
mod tests {
    use super::Chains;

    #[test]
    fn equal_prefixes_chain_back_to_each_other() {
        let data = b"abcdXabcdYabcd";
        let mut chains = Chains::new();
        assert_eq!(chains.insert(data, 0), None);
        assert_eq!(chains.insert(data, 5), Some(0));
        assert_eq!(chains.insert(data, 10), Some(5));
        assert_eq!(chains.before(10), Some(5));
        assert_eq!(chains.before(5), Some(0));
    }

    #[test]
    fn rebase_keeps_recent_positions_and_drops_old_ones() {
        let mut data = vec![0u8; 40];
        data[30..34].copy_from_slice(b"wxyz");
        data[2..6].copy_from_slice(b"wxyz");
        let mut chains = Chains::new();
        chains.insert(&data, 2);
        chains.insert(&data, 30);
        chains.rebase(10, 40);
        assert_eq!(chains.origin, 0, "no rebase while offsets are small");
        chains.rebase_to(10);
        assert_eq!(chains.before(30), None);
        assert_eq!(chains.insert(&data, 30), Some(30));
    }
}
