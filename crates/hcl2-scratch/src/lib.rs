//! Internal to hcl2, with no API promise: use the `hcl2` crates instead.
//!
//! Scratch buffers a parser keeps from one parse to the next on the same thread, so that
//! parsing many small files does not grow fresh buffers for each, while one big file
//! does not pin its memory afterwards: a parser's buffers are [`Reusable`], lent at the
//! start of a parse and given back, emptied, at the end.
//!
//! Every layer that parses keeps such buffers (`hcl2-core`'s source text,
//! `hcl2-template`'s pieces, `hcl2-native`'s node store and stacks, `hcl2-json`'s
//! stacks), so the rule lives here, below all of them, rather than in the public API of
//! one of them.
#![forbid(unsafe_code)]

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

/// Scratch buffers a parser lends at the start of each parse and gives back at its end.
pub trait Reusable: Default + 'static {
    /// The current thread's slot for this type's spare buffers (a `const`
    /// `thread_local!` of the parser's own).
    fn slot() -> &'static LocalKey<Spare<Self>>;

    /// The buffers emptied for the next parse (any grown past [`KEEP_BYTES`] freed).
    fn cleared(self) -> Self;

    /// The buffers the last finished parse on this thread gave back, or new ones.
    fn lend() -> Self {
        Self::slot()
            .try_with(|spare| spare.0.take())
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    /// Leaves the buffers, [`cleared`](Reusable::cleared), for the next parse on this
    /// thread to [`lend`](Reusable::lend).
    fn give_back(self) {
        let spare = self.cleared();
        let _ = Self::slot().try_with(|slot| slot.0.set(Some(spare)));
    }
}

/// The most bytes a scratch buffer keeps for the next parse.
pub const KEEP_BYTES: usize = 64 * 1024;

/// Whether room for `capacity` items of type `T` is small enough to keep for the next
/// parse (at most [`KEEP_BYTES`]).
pub fn worth_keeping<T>(capacity: usize) -> bool {
    capacity * std::mem::size_of::<T>() <= KEEP_BYTES
}

/// `v` emptied for the next parse, or a new vector if it grew past [`KEEP_BYTES`].
pub fn emptied<T>(mut v: Vec<T>) -> Vec<T> {
    v.clear();
    if worth_keeping::<T>(v.capacity()) {
        v
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default, Debug, PartialEq)]
    struct Numbers(Vec<u16>);

    thread_local! {
        static NUMBERS: Spare<Numbers> = const { Spare::new() };
    }

    impl Reusable for Numbers {
        fn slot() -> &'static LocalKey<Spare<Self>> {
            &NUMBERS
        }

        fn cleared(self) -> Self {
            self
        }
    }

    #[test]
    fn what_a_parse_gives_back_the_next_one_borrows_once() {
        assert!(Numbers::lend().0.is_empty(), "nothing given back yet");
        Numbers(vec![7u16; 3]).give_back();
        assert_eq!(Numbers::lend().0, [7, 7, 7]);
        assert!(Numbers::lend().0.is_empty(), "lent once");
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
