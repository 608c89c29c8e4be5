//! Upper- and lowercasing text one character at a time, as the reference does.
//!
//! go-cty's `upper` and `lower` are Go's `strings.ToUpper` / `ToLower`: each character is
//! replaced by its Unicode *simple* case mapping (one character for one), with Go 1.19's
//! Unicode 13.0 tables. That differs from Rust's `str::to_uppercase`, which applies the
//! full mappings (`ß` becomes `SS`), the final-sigma rule, and a newer Unicode version,
//! so the mapping is kept here as data ([`table`]).

mod table;

/// `text` with every character replaced by its simple uppercase mapping.
pub(crate) fn to_upper(text: &str) -> String {
    // ASCII letters map to ASCII letters and nothing else in ASCII changes.
    if text.is_ascii() {
        return text.to_ascii_uppercase();
    }
    text.chars().map(|c| map_char(c, table::UPPER)).collect()
}

/// `text` with every character replaced by its simple lowercase mapping.
pub(crate) fn to_lower(text: &str) -> String {
    if text.is_ascii() {
        return text.to_ascii_lowercase();
    }
    text.chars().map(|c| map_char(c, table::LOWER)).collect()
}

/// `c` mapped by the run of `runs` that covers it, or `c` itself.
fn map_char(c: char, runs: &[(u32, u32, u8, i32)]) -> char {
    let cp = u32::from(c);
    // Runs are sorted and disjoint: the candidate is the last run starting at or before `c`.
    let after = runs.partition_point(|&(first, _, _, _)| first <= cp);
    let Some(&(first, last, stride, delta)) = after.checked_sub(1).map(|i| &runs[i]) else {
        return c;
    };
    if cp > last || (cp - first) % u32::from(stride) != 0 {
        return c;
    }
    cp.checked_add_signed(delta)
        .and_then(char::from_u32)
        .unwrap_or(c)
}

/// `c`'s simple titlecase mapping: its uppercase mapping, except for the four Latin
/// digraph letters whose titlecase form is a letter of its own (`ǆ` becomes `ǅ`).
pub(crate) fn to_title_char(c: char) -> char {
    match c {
        '\u{1C4}'..='\u{1C6}' => '\u{1C5}',
        '\u{1C7}'..='\u{1C9}' => '\u{1C8}',
        '\u{1CA}'..='\u{1CC}' => '\u{1CB}',
        '\u{1F1}'..='\u{1F3}' => '\u{1F2}',
        _ => map_char(c, table::UPPER),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FNV-1a over the little-endian bytes of `upper(c)` then `lower(c)` for every scalar
    /// value `c` in order; the expected value is what the same loop over Go 1.19's
    /// `unicode.ToUpper` / `ToLower` printed.
    #[test]
    fn mapping_matches_go_over_every_scalar_value() {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut mix = |c: char| {
            for byte in u32::from(c).to_le_bytes() {
                hash ^= u64::from(byte);
                hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
            }
        };
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            mix(map_char(c, table::UPPER));
            mix(map_char(c, table::LOWER));
        }
        assert_eq!(hash, 0x663e_7799_99df_cd2e);
    }

    #[test]
    fn ascii_text_maps_as_the_tables_say() {
        let ascii: String = (0u8..0x80).map(char::from).collect();
        let by_table = |runs| ascii.chars().map(|c| map_char(c, runs)).collect::<String>();
        assert_eq!(to_upper(&ascii), by_table(table::UPPER));
        assert_eq!(to_lower(&ascii), by_table(table::LOWER));
    }

    #[test]
    fn characters_map_one_for_one_without_special_casing() {
        assert_eq!(to_upper("straße ﬁ ŉ"), "STRAßE ﬁ ŉ");
        assert_eq!(to_lower("ΣΑΣ İ"), "σασ i");
        assert_eq!(to_upper("ǅᾳ"), "Ǆᾼ");
    }

    #[test]
    fn characters_added_after_unicode_13_keep_their_case() {
        // Vithkuqi (Unicode 14) has case pairs that Go 1.19 does not know.
        assert_eq!(to_upper("\u{10597}"), "\u{10597}");
        assert_eq!(to_lower("\u{10570}"), "\u{10570}");
    }
}
