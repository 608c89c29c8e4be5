//! "Did you mean ...?" suggestions: the closest known name within a small edit distance.

/// The edit distance below which a name counts as a likely typo of another.
const THRESHOLD: usize = 3;

/// The candidate closest to `given` (fewest single-character edits, counted in
/// characters), when it is fewer than three edits away; ties go to the earliest candidate.
pub fn name_suggestion<'a, I>(given: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let given: Vec<char> = given.chars().collect();
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        let distance = edit_distance(&given, candidate);
        if distance < THRESHOLD && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, name)| name)
}

/// The first candidate, in the order given, that is fewer than three edits from `given`:
/// the reference's own rule, which matters where it offers candidates in a fixed order
/// (a schema's arguments and block types).
pub fn first_suggestion<'a, I>(given: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let given: Vec<char> = given.chars().collect();
    candidates
        .into_iter()
        .find(|candidate| edit_distance(&given, candidate) < THRESHOLD)
}

/// Formats a suggestion as the reference appends it to a detail: ` Did you mean "x"?`.
pub fn did_you_mean(suggestion: Option<&str>) -> String {
    match suggestion {
        Some(name) => format!(" Did you mean {}?", hcl2_value::strings::go_quote(name)),
        None => String::new(),
    }
}

/// Levenshtein distance between a character slice and a string, one row at a time.
fn edit_distance(a: &[char], b: &str) -> usize {
    let mut row: Vec<usize> = (0..=a.len()).collect();
    for (j, cb) in b.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = j + 1;
        for (i, &ca) in a.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[i + 1];
            row[i + 1] = substitution.min(row[i] + 1).min(diagonal + 1);
        }
    }
    row[a.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_names_are_suggested_and_far_ones_are_not() {
        assert_eq!(name_suggestion("nmae", ["name", "age"]), Some("name"));
        assert_eq!(name_suggestion("zzzzz", ["name", "age"]), None);
        assert_eq!(name_suggestion("ag", ["name", "age"]), Some("age"));
    }

    #[test]
    fn the_closest_candidate_wins() {
        assert_eq!(name_suggestion("abcd", ["abxy", "abcx"]), Some("abcx"));
    }

    #[test]
    fn the_first_close_candidate_wins_in_order_given() {
        assert_eq!(first_suggestion("abcd", ["abxy", "abcx"]), Some("abxy"));
        assert_eq!(first_suggestion("abcd", ["zzzz", "abcx"]), Some("abcx"));
        assert_eq!(first_suggestion("abcd", ["zzzz"]), None);
    }

    #[test]
    fn distance_counts_characters_not_bytes() {
        assert_eq!(edit_distance(&['é'], "e"), 1);
        assert_eq!(edit_distance(&[], "abc"), 3);
    }

    #[test]
    fn suggestions_format_as_the_reference_appends_them() {
        assert_eq!(did_you_mean(Some("name")), " Did you mean \"name\"?");
        assert_eq!(did_you_mean(None), "");
    }
}
