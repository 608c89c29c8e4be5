//! Text made from input that is not UTF-8 takes the text alone: `lossy_text` lists no
//! offsets of invalid bytes (issue 29). Before, it built the offset of every invalid
//! byte (8 bytes each) and dropped them: 1 MiB of invalid bytes took 9.00 times its
//! size at the peak; now 1.00.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

#[test]
fn lossy_text_of_invalid_bytes_takes_only_the_text() {
    let _serial = peak_memory::serial();
    let input = b"\xff".repeat(1 << 20);
    let ((text, first), ratio) =
        peak_memory::peak_ratio(input.len(), || hcl2_core::lossy_text(&input));
    assert_eq!((text.len(), text.trim(), first), (input.len(), "", Some(0)));
    assert!(ratio <= 1.05, "{ratio:.2}×");
}

#[test]
fn lossy_text_owned_still_lists_every_invalid_byte() {
    let _serial = peak_memory::serial();
    let (text, invalid) = hcl2_core::lossy_text_owned(b"a\xffb\xfe\xfd".to_vec());
    assert_eq!((text.as_str(), invalid), ("a b  ", vec![1, 3, 4]));
}
