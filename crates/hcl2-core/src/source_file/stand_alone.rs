//! Whether a text's characters each form a grapheme cluster of their own wherever they
//! stand: then token breaks cannot change its columns, and a file need not find them.

/// Whether every character of `text` is a grapheme cluster of its own wherever it
/// stands, so that columns count characters and token breaks cannot change them.
/// Clusters join only around extending marks, joiners, prepended characters, regional
/// indicators and Hangul jamo (Hangul syllables join only with jamo); a character is
/// one of those if it joins a letter on either side or a copy of itself. ASCII text
/// (all but CR LF, which never touches a break, stands alone) is passed over 32 bytes
/// at a time.
pub(crate) fn characters_stand_alone(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if let Some(block) = b.get(i..i + 32) {
            let any_high = block
                .chunks_exact(8)
                .map(|w| u64::from_le_bytes(w.try_into().expect("eight bytes")))
                .fold(0, |acc, w| acc | w);
            if any_high & 0x8080_8080_8080_8080 == 0 {
                i += 32;
                continue;
            }
        }
        if b[i] < 0x80 {
            i += 1;
            continue;
        }
        let Some(c) = text[i..].chars().next() else {
            return true;
        };
        if !stands_alone(c) {
            return false;
        }
        i += c.len_utf8();
    }
    true
}

/// Whether the non-ASCII character `c` never joins a neighbour into one cluster.
fn stands_alone(c: char) -> bool {
    let cp = u32::from(c);
    // Latin, IPA and modifier letters; CJK ideographs; Hangul syllables.
    if matches!(cp, 0xA0..=0x2FF | 0x4E00..=0x9FFF | 0xAC00..=0xD7A3) {
        return true;
    }
    let mut buf = [0u8; 8];
    let mut probe = |first: char, second: char| {
        let a = first.encode_utf8(&mut buf[..4]).len();
        let n = a + second.encode_utf8(&mut buf[a..]).len();
        let pair = std::str::from_utf8(&buf[..n]).expect("two characters");
        hcl2_value::strings::grapheme_len(pair) == 2
    };
    probe('a', c) && probe(c, 'a') && probe(c, c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_marks_joiners_prepends_flags_and_jamo_keep_characters_from_standing_alone() {
        let alone = [
            "",
            "plain ascii text\r\n",
            "é ü ß ŷ",
            "中文 한국어 “x” — 😀",
            "\u{1F600}\u{1F600}",
        ];
        for text in alone {
            assert!(characters_stand_alone(text), "{text:?}");
        }
        let joining = [
            "e\u{301}",
            "a\u{200d}b",
            "\u{1F1E9}\u{1F1EA}",
            "\u{1100}\u{1161}",
            "\u{11A8}",
            "\u{600}1",
            "क्ष",
            "x\u{1F3FB}",
        ];
        for text in joining {
            assert!(!characters_stand_alone(text), "{text:?}");
        }
    }
}
