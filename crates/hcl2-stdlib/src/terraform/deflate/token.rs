//! What the match finder produces: literal bytes and back-references, with the
//! symbol tables of RFC 1951 §3.2.5 that turn them into codes and extra bits.

/// One deflate token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Token {
    Literal(u8),
    /// A copy of `len` (3–258) bytes from `dist` (1–32768) bytes back.
    Match {
        len: u16,
        dist: u16,
    },
}

/// The end-of-block symbol.
pub(super) const END_OF_BLOCK: usize = 256;
/// Literal/length symbols in use (0–285).
pub(super) const LITERAL_SYMBOLS: usize = 286;
/// Distance symbols in use (0–29).
pub(super) const DISTANCE_SYMBOLS: usize = 30;

/// A symbol with the extra bits that follow its code: (symbol, extra value, extra width).
pub(super) type Coded = (usize, u32, u32);

/// The length symbol (257–285) of a match length, with its extra bits. A length of
/// 258 takes its own symbol 285, never 284 with extra bits.
pub(super) fn length_symbol(len: u16) -> Coded {
    let x = u32::from(len) - 3;
    if x == 255 {
        return (285, 0, 0);
    }
    if x < 8 {
        return (257 + x as usize, 0, 0);
    }
    let width = 31 - x.leading_zeros() - 2;
    let code = 4 * width + ((x >> width) & 3);
    (257 + 4 + code as usize, x & ((1 << width) - 1), width)
}

/// The distance symbol (0–29) of a match distance, with its extra bits.
pub(super) fn distance_symbol(dist: u16) -> Coded {
    let x = u32::from(dist) - 1;
    if x < 4 {
        return (x as usize, 0, 0);
    }
    let width = 31 - x.leading_zeros() - 1;
    let code = 2 * width + ((x >> width) & 1);
    (2 + code as usize, x & ((1 << width) - 1), width)
}

#[cfg(test)]
mod tests {
    use super::{distance_symbol, length_symbol};

    #[test]
    fn length_symbols_match_rfc_1951_table() {
        assert_eq!(length_symbol(3), (257, 0, 0));
        assert_eq!(length_symbol(10), (264, 0, 0));
        assert_eq!(length_symbol(11), (265, 0, 1));
        assert_eq!(length_symbol(12), (265, 1, 1));
        assert_eq!(length_symbol(13), (266, 0, 1));
        assert_eq!(length_symbol(19), (269, 0, 2));
        assert_eq!(length_symbol(227), (284, 0, 5));
        assert_eq!(length_symbol(257), (284, 30, 5));
        assert_eq!(length_symbol(258), (285, 0, 0));
    }

    #[test]
    fn distance_symbols_match_rfc_1951_table() {
        assert_eq!(distance_symbol(1), (0, 0, 0));
        assert_eq!(distance_symbol(4), (3, 0, 0));
        assert_eq!(distance_symbol(5), (4, 0, 1));
        assert_eq!(distance_symbol(6), (4, 1, 1));
        assert_eq!(distance_symbol(7), (5, 0, 1));
        assert_eq!(distance_symbol(9), (6, 0, 2));
        assert_eq!(distance_symbol(24577), (29, 0, 13));
        assert_eq!(distance_symbol(32768), (29, 8191, 13));
    }
}
