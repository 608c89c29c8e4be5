//! The scratch stacks nodes collect their items on while they are parsed, and their
//! reuse from one parse to the next on the same thread (so that parsing many small
//! files does not grow fresh stacks for each).

use std::thread::LocalKey;

use hcl2_scratch::{emptied, Reusable, Spare};
use hcl2_template::Buffers;

use super::names::NameTable;
use crate::ast::{Attribute, Block, Expr, Ids, Label, Node, Nodes, ObjectItem};

/// A scratch stack the nodes being parsed collect their items on, innermost node on
/// top: a node marks the height when it starts and, when it ends, moves its items off
/// into the parse's [`Nodes`], where they lie one after another.
/// Every node must take its items (on every path) before returning.
pub(super) struct Stack<T>(Vec<T>);

impl<T> Stack<T> {
    pub(super) fn mark(&self) -> usize {
        self.0.len()
    }

    #[inline]
    pub(super) fn push(&mut self, item: T) {
        if self.0.len() == self.0.capacity() {
            self.grow();
        }
        self.0.push(item);
    }

    /// Pushes `item`, `done` bytes into a text of `total` bytes: when the stack is full
    /// and long, it makes room for the items the rest of the text will have at the rate
    /// seen so far (see [`crate::ast::nodes::grow_toward`]).
    #[inline]
    pub(super) fn push_toward(&mut self, item: T, done: usize, total: usize) {
        if self.0.len() == self.0.capacity() {
            crate::ast::nodes::grow_toward(&mut self.0, 1, done, total);
        }
        self.0.push(item);
    }

    /// Makes room when the stack is full: a quarter more once it is long.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        crate::ast::nodes::grow_gently(&mut self.0, 1);
    }

    /// The items pushed since `mark`.
    pub(super) fn since(&self, mark: usize) -> &[T] {
        &self.0[mark..]
    }

    /// Drops the items pushed since `mark`.
    pub(super) fn truncate(&mut self, mark: usize) {
        self.0.truncate(mark);
    }

    /// Drops the last item pushed.
    pub(super) fn pop(&mut self) {
        self.0.pop();
    }

    /// Moves the items pushed since `mark` off the stack into `nodes`, one after another.
    /// The whole stack, into nodes with none of its type yet (a file's blocks, when no
    /// block has nested ones), moves by trading buffers, without a copy.
    pub(super) fn take_into(&mut self, mark: usize, nodes: &mut Nodes) -> Ids<T>
    where
        T: Node,
    {
        if mark == 0 {
            if let Some(ids) = nodes.adopt(&mut self.0) {
                return ids;
            }
        }
        if self.0.len() - mark >= crate::ast::nodes::GENTLE_FROM {
            return self.take_in_steps(mark, nodes);
        }
        nodes.add_all(self.0.drain(mark..))
    }

    /// [`Stack::take_into`] for a long run: an eighth at a time, the stack giving its
    /// room back as the nodes take it, so that the two never hold the whole run twice
    /// (issue 29: the top-level blocks of a file whose blocks have nested ones).
    #[cold]
    #[inline(never)]
    fn take_in_steps(&mut self, mark: usize, nodes: &mut Nodes) -> Ids<T>
    where
        T: Node,
    {
        let total = self.0.len() - mark;
        let step = total.div_ceil(8);
        let start = nodes.count::<T>();
        while self.0.len() > mark {
            let n = step.min(self.0.len() - mark);
            nodes.reserve_exact::<T>(n);
            nodes.add_all(self.0.drain(mark..mark + n));
            self.0.shrink_to_fit();
        }
        let index = |n: usize| u32::try_from(n).expect("fewer nodes than input bytes");
        Ids::run(index(start), index(total))
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
    /// The template parser's buffers (see `hcl2_template::ExprParser::lend_buffers`).
    pub templates: Buffers<Expr>,
    /// Emptied name tables, for the next body with many attributes.
    pub names: Vec<NameTable>,
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
            templates: self.templates.emptied(),
            // Each was emptied when its body gave it back.
            names: self.names,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::Repr;

    #[test]
    fn a_finished_parse_leaves_its_emptied_stacks_to_the_next() {
        let mut scratch = Scratch::lend();
        scratch
            .exprs
            .push(Expr(Repr::Variable(hcl2_core::Span::empty(0))));
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
        let var = |at: u32| Expr(Repr::Variable(hcl2_core::Span::new(at, at + 1)));
        let mut nodes = Nodes::default();
        let mut stack: Stack<Expr> = Stack(Vec::with_capacity(64));
        let buffer = stack.0.as_ptr();
        (0..10).for_each(|i| stack.push(var(i)));
        let taken = stack.take_into(6, &mut nodes);
        assert_eq!(&nodes[taken], &[var(6), var(7), var(8), var(9)]);
        let more = stack.take_into(1, &mut nodes);
        assert_eq!(&nodes[more], &[var(1), var(2), var(3), var(4), var(5)]);
        let last = stack.take_into(0, &mut nodes);
        assert_eq!(&nodes[last], &[var(0)]);
        assert_eq!((stack.mark(), stack.0.as_ptr()), (0, buffer));
    }

    #[test]
    fn a_long_run_moves_in_steps_in_order_and_the_stack_gives_its_room_back() {
        let var = |at: u32| Expr(Repr::Variable(hcl2_core::Span::new(at, at + 1)));
        let mut nodes = Nodes::default();
        nodes.add(var(0));
        let mut stack: Stack<Expr> = Stack::default();
        (0..10_000).for_each(|i| stack.push(var(i)));
        let taken = stack.take_into(3, &mut nodes);
        assert_eq!(taken, Ids::run(1, 9_997));
        assert!(nodes[taken].iter().zip(3..).all(|(e, i)| *e == var(i)));
        assert_eq!(stack.since(0), &[var(0), var(1), var(2)]);
        assert_eq!(stack.0.capacity(), 3);
        assert_eq!(nodes.spare_room(), 0);
    }

    #[test]
    fn a_whole_stack_moves_into_nodes_without_any_of_its_type_by_trading_buffers() {
        let var = |at: u32| Expr(Repr::Variable(hcl2_core::Span::new(at, at + 1)));
        let mut nodes = Nodes::default();
        let mut stack: Stack<Expr> = Stack(Vec::with_capacity(64));
        let buffer = stack.0.as_ptr();
        (0..3).for_each(|i| stack.push(var(i)));
        let all = stack.take_into(0, &mut nodes);
        assert_eq!(&nodes[all], &[var(0), var(1), var(2)]);
        assert_eq!(nodes[all].as_ptr(), buffer);
        assert_eq!(stack.mark(), 0);
        // With nodes of its type stored, a whole stack is copied after them.
        stack.push(var(7));
        let more = stack.take_into(0, &mut nodes);
        assert_eq!(&nodes[more], &[var(7)]);
        assert_eq!(&nodes[all], &[var(0), var(1), var(2)]);
    }
}
