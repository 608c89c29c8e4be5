//! Scratch buffers a parser keeps from one parse to the next on the same thread, so that
//! parsing many small files does not grow fresh buffers for each, while one big file
//! does not pin its memory afterwards.

/// The most bytes a scratch buffer keeps for the next parse.
pub const KEEP_BYTES: usize = 64 * 1024;

/// `v` emptied for the next parse, or a new vector if it grew past [`KEEP_BYTES`].
pub fn emptied<T>(mut v: Vec<T>) -> Vec<T> {
    v.clear();
    if v.capacity() * std::mem::size_of::<T>() <= KEEP_BYTES {
        v
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_buffer_is_kept_emptied_and_a_big_one_is_not() {
        let kept = emptied(vec![1u8; 16]);
        assert!(kept.is_empty() && kept.capacity() >= 16);
        assert_eq!(
            emptied(Vec::<u8>::with_capacity(KEEP_BYTES + 1)).capacity(),
            0
        );
    }
}
