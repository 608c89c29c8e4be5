//! The scratch stacks nodes collect their items on while they are parsed, and their
//! reuse from one parse to the next on the same thread (so that parsing many small
//! files does not grow fresh stacks for each).

use std::thread::LocalKey;

use hcl2_core::scratch::{emptied, Reusable, Spare, KEEP_BYTES};
use smallvec::{Array, SmallVec};

use crate::ast::{Attribute, Block, Expr, Label, ObjectItem};

/// A scratch stack the nodes being parsed collect their items on, innermost node on
/// top: a node marks the height when it starts and takes its items off as one boxed
/// slice of exactly their number when it ends, so no node's list grows or keeps spare
/// capacity.
/// Every node must take its items (on every path) before returning.
pub(super) struct Stack<T>(Vec<T>);

impl<T> Stack<T> {
    pub(super) fn mark(&self) -> usize {
        self.0.len()
    }

    pub(super) fn push(&mut self, item: T) {
        self.0.push(item);
    }

    /// The items pushed since `mark`.
    pub(super) fn since(&self, mark: usize) -> &[T] {
        &self.0[mark..]
    }

    /// Takes the items pushed since `mark` off the stack.
    pub(super) fn take(&mut self, mark: usize) -> Box<[T]> {
        // One copy of the whole run into an exactly sized buffer (collecting a drain
        // moved the items one by one).
        self.0.split_off(mark).into_boxed_slice()
    }

    /// Takes the items pushed since `mark` off the stack into a list that keeps a few
    /// inline.
    pub(super) fn take_small<A: Array<Item = T>>(&mut self, mark: usize) -> SmallVec<A> {
        if self.0.len() - mark <= A::size() {
            self.0.drain(mark..).collect()
        } else {
            SmallVec::from_vec(self.0.split_off(mark))
        }
    }

    /// Everything on the stack, for the outermost node of a parse. Past
    /// [`KEEP_BYTES`] that is the stack's own buffer shrunk to fit (in place where the
    /// allocator can) rather than a copy, so that the buffer and its copy are never
    /// live together; below it, a copy, and the buffer stays for the next parse.
    pub(super) fn take_all(&mut self) -> Box<[T]> {
        if std::mem::size_of_val(self.0.as_slice()) > KEEP_BYTES {
            std::mem::take(&mut self.0).into_boxed_slice()
        } else {
            self.take(0)
        }
    }

    /// The emptied stack, or a new one if it grew too big to keep.
    fn keep(self) -> Stack<T> {
        Stack(emptied(self.0))
    }
}

impl<T> Default for Stack<T> {
    fn default() -> Self {
        Stack(Vec::new())
    }
}

/// Every scratch stack of a parser.
#[derive(Default)]
pub(super) struct Scratch {
    pub attributes: Stack<Attribute>,
    pub blocks: Stack<Block>,
    pub labels: Stack<Label>,
    pub exprs: Stack<Expr>,
    pub items: Stack<ObjectItem>,
    /// Whether newlines are tokens, innermost last.
    pub newlines: Vec<bool>,
}

thread_local! {
    /// The stacks the last finished parse on this thread left.
    static SPARE: Spare<Scratch> = const { Spare::new() };
}

impl Reusable for Scratch {
    fn slot() -> &'static LocalKey<Spare<Self>> {
        &SPARE
    }

    fn cleared(self) -> Scratch {
        Scratch {
            attributes: self.attributes.keep(),
            blocks: self.blocks.keep(),
            labels: self.labels.keep(),
            exprs: self.exprs.keep(),
            items: self.items.keep(),
            newlines: emptied(self.newlines),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finished_parse_leaves_its_emptied_stacks_to_the_next() {
        let mut scratch = Scratch::lend();
        scratch
            .exprs
            .push(Expr::Variable(hcl2_core::Span::empty(0)));
        scratch.newlines.push(true);
        let kept = scratch.newlines.capacity();
        let capacity = scratch.exprs.0.capacity();
        scratch.give_back();
        let again = Scratch::lend();
        assert_eq!(again.exprs.mark(), 0);
        assert!(again.newlines.is_empty());
        assert_eq!(again.newlines.capacity(), kept);
        assert_eq!(again.exprs.0.capacity(), capacity);
    }

    #[test]
    fn taking_items_leaves_those_below_the_mark_in_the_same_buffer() {
        let mut stack: Stack<u32> = Stack(Vec::with_capacity(64));
        let buffer = stack.0.as_ptr();
        (0..10).for_each(|i| stack.push(i));
        assert_eq!(&*stack.take(6), &[6, 7, 8, 9]);
        let small: SmallVec<[u32; 2]> = stack.take_small(4);
        assert_eq!((small.as_slice(), small.spilled()), (&[4, 5][..], false));
        let spilled: SmallVec<[u32; 2]> = stack.take_small(1);
        assert_eq!(
            (spilled.as_slice(), spilled.spilled()),
            (&[1, 2, 3][..], true)
        );
        assert_eq!(&*stack.take(0), &[0]);
        assert_eq!((stack.mark(), stack.0.as_ptr()), (0, buffer));
    }
}
