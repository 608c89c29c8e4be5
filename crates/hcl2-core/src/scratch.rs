//! Scratch buffers a parser keeps from one parse to the next on the same thread, so that
//! parsing many small files does not grow fresh buffers for each, while one big file
//! does not pin its memory afterwards: a parser [`lend`]s its buffers at the start and
//! [`give_back`]s them, [`emptied`], at the end.

use std::any::Any;
use std::cell::{Cell, RefCell};

thread_local! {
    /// One slot per type of spare buffers (a `Cell<Option<T>>` each), made the first
    /// time a parse on this thread gives that type back.
    static SPARES: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

/// The buffers of type `T` the last finished parse on this thread gave back, or new ones.
pub fn lend<T: Default + 'static>() -> T {
    SPARES
        .try_with(|spares| {
            let spares = spares.try_borrow().ok()?;
            let slot = spares
                .iter()
                .find_map(|s| s.downcast_ref::<Cell<Option<T>>>())?;
            slot.take()
        })
        .ok()
        .flatten()
        .unwrap_or_default()
}

/// Keeps `spare` for the next parse on this thread to [`lend`] (the caller empties it).
pub fn give_back<T: 'static>(spare: T) {
    let _ = SPARES.try_with(|spares| {
        let Ok(mut spares) = spares.try_borrow_mut() else {
            return;
        };
        match spares
            .iter()
            .find_map(|s| s.downcast_ref::<Cell<Option<T>>>())
        {
            Some(slot) => slot.set(Some(spare)),
            None => spares.push(Box::new(Cell::new(Some(spare)))),
        }
    });
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

    #[test]
    fn what_a_parse_gives_back_the_next_one_borrows_by_type() {
        give_back(vec![7u16; 3]);
        give_back(String::from("spare"));
        assert_eq!(lend::<Vec<u16>>(), [7, 7, 7]);
        assert_eq!(lend::<String>(), "spare");
        assert!(lend::<Vec<u16>>().is_empty(), "lent once");
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
