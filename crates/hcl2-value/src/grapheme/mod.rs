//! Extended grapheme clusters by the rules of Unicode 13.0, as the reference segments text.
//!
//! The reference (go-cty's `strlen`, `substr` and `reverse`, and HCL's column counting)
//! segments with go-textseg v13, which implements UAX #29 as of Unicode 13.0. Later
//! Unicode versions changed the rules (15.1 keeps Indic conjuncts such as `क्ष` together)
//! and the data (characters assigned since), so a current segmenter counts differently.
//! This one applies the Unicode 13 rules, with the reference's two deviations from them
//! (noted where they apply), to the reference's own break classes ([`table`]). Checked
//! against the reference over every character in several contexts and over random text.

mod table;

/// A character's grapheme cluster break class.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    Cr,
    Lf,
    Control,
    /// Extending and spacing marks: they join the character before them.
    Extend,
    Zwj,
    Prepend,
    RegionalIndicator,
    /// Hangul leading consonant, vowel and trailing consonant jamo.
    L,
    V,
    T,
    /// Hangul syllables without and with a trailing consonant.
    Lv,
    Lvt,
    /// Extended pictographic characters (emoji), which a ZWJ joins.
    ExtPict,
    Other,
}

/// The break class of `c`.
fn class_of(c: char) -> Class {
    let cp = u32::from(c);
    if (0x20..0x7F).contains(&cp) {
        return Class::Other;
    }
    if (0xAC00..=0xD7A3).contains(&cp) {
        return if (cp - 0xAC00) % 28 == 0 {
            Class::Lv
        } else {
            Class::Lvt
        };
    }
    let after = table::RANGES.partition_point(|&(first, _, _)| first <= cp);
    match after.checked_sub(1).map(|i| table::RANGES[i]) {
        Some((_, last, class)) if cp <= last => class,
        _ => Class::Other,
    }
}

/// What the segmenter remembers of the current cluster.
#[derive(Default)]
struct State {
    /// The class of the last character.
    prev: Option<Class>,
    /// The class of the cluster's first character that is not a prepended one.
    base: Option<Class>,
    /// How many regional indicators end the cluster so far (GB12, GB13).
    indicators: usize,
    /// The last character is a Hangul LV syllable right after a leading jamo.
    lv_after_l: bool,
}

impl State {
    /// Whether a cluster boundary falls before a character of class `next`; folds that
    /// character into the state.
    fn breaks_before(&mut self, next: Class) -> bool {
        use Class::*;
        let joins = match (self.prev.unwrap_or(Other), next) {
            (Cr, Lf) => true,
            (Cr | Lf | Control, _) | (_, Cr | Lf | Control) => false,
            // GB6-GB8, except that the reference ends a cluster of leading jamo and
            // an LV syllable before a trailing jamo.
            (Lv, T) => !self.lv_after_l,
            (L, L | V | Lv | Lvt) | (Lv | V, V | T) | (Lvt | T, T) => true,
            (_, Extend | Zwj) | (Prepend, _) => true,
            // GB11 as the reference applies it: a ZWJ joins an emoji to any cluster
            // that starts (after prepended characters) with an emoji, a regional
            // indicator or a Hangul jamo or syllable, whatever comes between.
            (Zwj, ExtPict) => matches!(
                self.base,
                Some(ExtPict | RegionalIndicator | L | V | T | Lv | Lvt)
            ),
            (RegionalIndicator, RegionalIndicator) => self.indicators % 2 == 1,
            _ => false,
        };
        if self.base.is_none() && next != Prepend {
            self.base = Some(next);
        }
        self.indicators = if next == RegionalIndicator {
            self.indicators + 1
        } else {
            0
        };
        self.lv_after_l = self.prev == Some(L) && next == Lv;
        self.prev = Some(next);
        !joins
    }
}

/// The clusters of `s`, in order.
pub(crate) fn clusters(s: &str) -> impl Iterator<Item = &str> {
    let mut rest = s;
    std::iter::from_fn(move || {
        let mut chars = rest.char_indices();
        let (_, first) = chars.next()?;
        let mut state = State::default();
        state.breaks_before(class_of(first));
        let end = chars
            .find(|&(_, c)| state.breaks_before(class_of(c)))
            .map_or(rest.len(), |(i, _)| i);
        let (cluster, after) = rest.split_at(end);
        rest = after;
        Some(cluster)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(s: &str) -> Vec<&str> {
        clusters(s).collect()
    }

    /// FNV-1a over the cluster counts of `x + c` and `c + x` for each context `x` and
    /// every scalar value `c` of planes 0 to 3 and of the tag and variation selector
    /// block (the planes between hold no characters, and planes 15 and 16 only private
    /// use ones, all `Other`); the expected value is what the same loop over the
    /// reference's segmenter (go-textseg v13) printed.
    #[test]
    fn segmentation_matches_the_reference_across_the_character_planes() {
        let contexts = [
            "a",
            "\u{301}",
            "\u{915}\u{94d}",
            "\u{1F469}\u{200d}",
            "\u{AC00}",
            "\u{1F1FA}",
        ];
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut text = String::new();
        for c in (0..0x40000)
            .chain(0xE0000..0xE1000)
            .filter_map(char::from_u32)
        {
            for x in contexts {
                for before in [true, false] {
                    text.clear();
                    if before {
                        text.push_str(x);
                        text.push(c);
                    } else {
                        text.push(c);
                        text.push_str(x);
                    }
                    hash ^= clusters(&text).count() as u64;
                    hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
                }
            }
        }
        assert_eq!(hash, 0xb198_c228_5aaf_2f42);
    }

    #[test]
    fn indic_conjuncts_split_after_the_virama_as_in_unicode_13() {
        assert_eq!(split("क्षि"), ["क्", "षि"]);
    }

    #[test]
    fn a_zwj_joins_an_emoji_to_clusters_starting_with_emoji_flags_or_hangul() {
        assert_eq!(split("👩\u{200d}★"), ["👩\u{200d}★"]);
        assert_eq!(
            split("\u{1F1FA}\u{301}\u{200d}★"),
            ["\u{1F1FA}\u{301}\u{200d}★"]
        );
        assert_eq!(split("\u{1100}\u{200d}★"), ["\u{1100}\u{200d}★"]);
        assert_eq!(split("a\u{200d}★"), ["a\u{200d}", "★"]);
        assert_eq!(split("\u{200d}★"), ["\u{200d}", "★"]);
    }

    #[test]
    fn hangul_jamo_and_syllables_compose_with_the_references_quirk() {
        assert_eq!(
            split("\u{1100}\u{1161}\u{11A8}"),
            ["\u{1100}\u{1161}\u{11A8}"]
        );
        assert_eq!(split("\u{AC00}\u{11A8}"), ["\u{AC00}\u{11A8}"]);
        assert_eq!(
            split("\u{1100}\u{AC00}\u{11A8}"),
            ["\u{1100}\u{AC00}", "\u{11A8}"]
        );
    }

    #[test]
    fn regional_indicators_pair_up() {
        assert_eq!(split("🇺🇸🇫🇷🇩"), ["🇺🇸", "🇫🇷", "🇩"]);
    }

    #[test]
    fn controls_stand_alone_but_cr_lf_is_one_cluster() {
        assert_eq!(
            split("a\r\n\u{301}\u{1}\u{301}"),
            ["a", "\r\n", "\u{301}", "\u{1}", "\u{301}"]
        );
        assert_eq!(split("\u{FFFD}\u{301}"), ["\u{FFFD}", "\u{301}"]);
    }

    #[test]
    fn prepended_characters_join_what_follows() {
        assert_eq!(split("\u{600}a\u{301}b"), ["\u{600}a\u{301}", "b"]);
    }
}
