//! Columns of many positions on one long non-ASCII line cost the line about once, not
//! once per position (issue 29: found by the json_body fuzz target, where a 13 KB JSON
//! string of invalid bytes evaluated as a template took 15 s for its 13,000 errors).

#[path = "../../../tests/support/linear_growth.rs"]
mod linear_growth;

use hcl2_core::SourceFile;

fn columns_of_every_character(n: usize) {
    let file = SourceFile::new("t", "é ".repeat(n));
    for at in (0..n).rev().map(|i| 3 * i) {
        assert_eq!(file.pos(at).column, 2 * (at / 3) + 1);
    }
}

#[test]
fn every_column_of_a_long_non_ascii_line_is_found_in_linear_time() {
    linear_growth::assert_linear("columns on one line", 4_000, columns_of_every_character);
}

#[test]
fn checkpoints_give_the_columns_a_fresh_count_gives() {
    let text = "e\u{301}x\u{1F469}\u{200D}\u{1F467} é\u{1F1EB}\u{1F1F7}".repeat(100);
    let used = SourceFile::new("t", text.clone());
    let offsets: Vec<usize> = (0..=text.len())
        .filter(|&k| text.is_char_boundary(k))
        .collect();
    // Ask in a scrambled order, so checkpoints made for one position serve others.
    let mut order = offsets.clone();
    order.sort_by_key(|&k| (k * 7919) % 1009);
    for &k in &order {
        let fresh = SourceFile::new("t", text.clone());
        assert_eq!(used.pos(k), fresh.pos(k), "at byte {k}");
    }
}

/// As [`columns_of_every_character`], with a token break before every character (as
/// the lexer leaves next to bytes that are not UTF-8): counting restarts at each.
fn columns_with_a_break_at_every_character(n: usize) {
    let file = SourceFile::new("t", "é".repeat(n));
    file.set_token_breaks((1..n).map(|i| 2 * i));
    for at in (0..n).rev().map(|i| 2 * i) {
        assert_eq!(file.pos(at).column, at / 2 + 1);
    }
}

#[test]
fn columns_of_a_long_line_full_of_token_breaks_are_found_in_linear_time() {
    // Found by the json_body fuzz target (session 18): an 899-byte JSON string of bytes
    // that are not UTF-8, evaluated as a template, took over a second.
    linear_growth::assert_linear(
        "columns between token breaks",
        4_000,
        columns_with_a_break_at_every_character,
    );
}

#[test]
fn checkpoints_at_token_breaks_give_the_columns_a_fresh_count_gives() {
    let text = "e\u{301}x\u{1F469}\u{200D}\u{1F467} é".repeat(60);
    let breaks: Vec<usize> = (0..text.len())
        .filter(|&k| text.is_char_boundary(k) && k % 3 == 0)
        .collect();
    let used = SourceFile::new("t", text.clone());
    used.set_token_breaks(breaks.clone());
    let mut order: Vec<usize> = (0..=text.len())
        .filter(|&k| text.is_char_boundary(k))
        .collect();
    order.sort_by_key(|&k| (k * 7919) % 1009);
    for &k in &order {
        let fresh = SourceFile::new("t", text.clone());
        fresh.set_token_breaks(breaks.clone());
        assert_eq!(used.pos(k), fresh.pos(k), "at byte {k}");
    }
}
