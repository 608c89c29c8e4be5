//! Scratch buffers a parser keeps from one parse to the next on the same thread, so that
//! parsing many small files does not grow fresh buffers for each, while one big file
//! does not pin its memory afterwards: a parser [`lend`]s its buffers at the start and
//! [`give_back`]s them, [`emptied`], at the end.

use std::cell::Cell;
use std::thread::LocalKey;

/// A thread's spare buffers of one type: each parser declares its own in a
/// `thread_local!`, so lending is a plain take from a cell.
pub struct Spare<T>(Cell<Option<T>>);

impl<T> Spare<T> {
    /// An empty slot, for a `const` thread-local initializer.
    pub const fn new() -> Spare<T> {
        Spare(Cell::new(None))
    }
}

impl<T> Default for Spare<T> {
    fn default() -> Self {
        Spare::new()
    }
}

/// The buffers the last finished parse on this thread left in `slot`, or new ones.
pub fn lend<T: Default + 'static>(slot: &'static LocalKey<Spare<T>>) -> T {
    slot.try_with(|spare| spare.0.take())
        .ok()
        .flatten()
        .unwrap_or_default()
}

/// Keeps `spare` in `slot` for the next parse on this thread to [`lend`] (the caller
/// empties it).
pub fn give_back<T: 'static>(slot: &'static LocalKey<Spare<T>>, spare: T) {
    let _ = slot.try_with(|slot| slot.0.set(Some(spare)));
}

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

    thread_local! {
        static NUMBERS: Spare<Vec<u16>> = const { Spare::new() };
    }

    #[test]
    fn what_a_parse_gives_back_the_next_one_borrows_once() {
        assert!(lend(&NUMBERS).is_empty(), "nothing given back yet");
        give_back(&NUMBERS, vec![7u16; 3]);
        assert_eq!(lend(&NUMBERS), [7, 7, 7]);
        assert!(lend(&NUMBERS).is_empty(), "lent once");
    }

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
