//! Where a parse keeps its nodes: one vector per node type, nodes referring to each
//! other by [`Id`] (one node) or [`Ids`] (a run of nodes of one type). A whole tree is a
//! few vectors instead of an allocation per node, those vectors are reused from one
//! parse to the next on a thread, and dropping a tree walks only the nodes that own heap
//! data (literal values, templates, long traversals, block labels).
//!
//! Read a node through [`Nodes`] (`nodes[id]`, `&nodes[ids]`) or a [`Tree`], which
//! pairs the nodes with the source text. An id means something only to the nodes of the
//! parse that made it: read with another parse's nodes, it reads some other node, or
//! panics as an out-of-range slice index would.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ops::{Deref, Index, IndexMut};
use std::thread::LocalKey;

use hcl2_core::SourceFile;
use hcl2_scratch::{emptied, Reusable, Spare};

use super::body::{Attribute, Block, BlockPart, Label};
use super::expr::*;

/// One node of type `T` in a parse's [`Nodes`].
pub struct Id<T> {
    index: u32,
    node: PhantomData<fn() -> T>,
}

/// A run of nodes of type `T` stored one after another in a parse's [`Nodes`]: a list's
/// items (a call's arguments, a body's attributes).
pub struct Ids<T> {
    start: u32,
    len: u32,
    node: PhantomData<fn() -> T>,
}

impl<T> Id<T> {
    /// The node's position among the parse's nodes of its type.
    pub fn index(self) -> usize {
        self.index as usize
    }
}

impl<T> Ids<T> {
    /// No nodes.
    pub const EMPTY: Ids<T> = Ids {
        start: 0,
        len: 0,
        node: PhantomData,
    };

    /// How many nodes there are.
    pub fn len(self) -> usize {
        self.len as usize
    }

    /// Whether there are none.
    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// The run of `len` nodes from position `start`.
    pub(crate) const fn run(start: u32, len: u32) -> Ids<T> {
        Ids {
            start,
            len,
            node: PhantomData,
        }
    }

    /// Where the run starts.
    pub(crate) fn start(self) -> u32 {
        self.start
    }

    /// A count of `len` nodes that are not stored (a block's plain arguments, read
    /// again from its text): no run of stored nodes starts at `u32::MAX`, as there are
    /// fewer nodes than input bytes.
    pub(crate) const fn counted(len: u32) -> Ids<T> {
        Ids {
            start: u32::MAX,
            len,
            node: PhantomData,
        }
    }

    /// Whether these are [`Ids::counted`], not stored.
    pub(crate) fn is_counted(self) -> bool {
        self.start == u32::MAX && self.len > 0
    }
}

impl<T> Default for Ids<T> {
    fn default() -> Self {
        Ids::EMPTY
    }
}

// Written out rather than derived: a derive would ask the same of `T`.
impl<T> Clone for Id<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Id<T> {}
impl<T> PartialEq for Id<T> {
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index
    }
}
impl<T> Eq for Id<T> {}
impl<T> Hash for Id<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.index.hash(state);
    }
}
impl<T> fmt::Debug for Id<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.index)
    }
}
impl<T> Clone for Ids<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Ids<T> {}
/// Runs are equal when they are the same nodes: all empty runs are.
impl<T> PartialEq for Ids<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && (self.len == 0 || self.start == other.start)
    }
}
impl<T> Eq for Ids<T> {}
impl<T> fmt::Debug for Ids<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_counted() {
            write!(f, "{} not stored", self.len)
        } else {
            let end = u64::from(self.start) + u64::from(self.len);
            write!(f, "#{}..#{end}", self.start)
        }
    }
}

/// A node type [`Nodes`] keeps a vector of.
pub trait Node: Sized + private::Sealed {
    /// Input bytes per node of this type in typical configurations (real-world files
    /// have about these, or fewer nodes): the room a big parse makes for them.
    const TYPICAL_BYTES: usize;
    /// The nodes of this type.
    fn all(nodes: &Nodes) -> &Vec<Self>;
    /// The nodes of this type, to add to.
    fn all_mut(nodes: &mut Nodes) -> &mut Vec<Self>;
}

mod private {
    pub trait Sealed {}
}

/// A position in a node vector as the 32-bit index ids hold. Every stored node takes at
/// least one byte of input, and input is refused past `u32::MAX` bytes, so it fits.
fn index32(at: usize) -> u32 {
    u32::try_from(at).expect("fewer nodes than input bytes")
}

macro_rules! node_vectors {
    ($($field:ident: $node:ty = $bytes:literal),* $(,)?) => {
        /// The vectors a parse keeps its nodes in, one per node type.
        #[derive(Clone, Debug, Default, PartialEq)]
        struct Store {
            $($field: Vec<$node>,)*
        }

        impl Reusable for Store {
            fn slot() -> &'static LocalKey<Spare<Self>> {
                &SPARE
            }

            fn cleared(self) -> Store {
                Store {
                    $($field: emptied(self.$field),)*
                }
            }
        }

        /// How many nodes of each type a [`Store`] holds, to go back to.
        #[derive(Clone, Copy, Debug)]
        pub(crate) struct NodesMark {
            $($field: usize,)*
        }

        impl Store {
            fn mark(&self) -> NodesMark {
                NodesMark {
                    $($field: self.$field.len(),)*
                }
            }

            fn truncate(&mut self, mark: NodesMark) {
                $(self.$field.truncate(mark.$field);)*
            }

            fn shrink_to_fit(&mut self) {
                $(self.$field.shrink_to_fit();)*
            }

            /// How many more nodes the vectors have room for, all types together.
            #[cfg(test)]
            fn spare(&self) -> usize {
                0 $(+ (self.$field.capacity() - self.$field.len()))*
            }

            /// How many nodes the vectors have room for, all types together.
            fn capacity(&self) -> usize {
                0 $(+ self.$field.capacity())*
            }
        }

        $(
            impl private::Sealed for $node {}
            impl Node for $node {
                const TYPICAL_BYTES: usize = $bytes;
                fn all(nodes: &Nodes) -> &Vec<Self> {
                    &nodes.store.$field
                }
                fn all_mut(nodes: &mut Nodes) -> &mut Vec<Self> {
                    &mut nodes.store.$field
                }
            }
        )*
    };
}

// Each type with the number of input bytes per node of that type in typical
// configurations (real-world files have about these, or fewer nodes), which a big
// parse makes room for when it stores the first node of the type.
node_vectors! {
    exprs: Expr = 160,
    attributes: Attribute = 110,
    blocks: Block = 260,
    // Far fewer than the blocks of a file of blocks have (about one word a 90 bytes):
    // a file of a few blocks of long expressions has next to none, and 4-byte words
    // grow cheaply at the rate the text shows.
    block_parts: BlockPart = 1000,
    labels: Label = 300,
    object_items: ObjectItem = 200,
    literals: LiteralExpr = 65536,
    templates: TemplateExpr = 1400,
    scope_traversals: ScopeTraversalExpr = 1000,
    relative_traversals: RelativeTraversalExpr = 2900,
    calls: FunctionCallExpr = 370,
    conditionals: ConditionalExpr = 2000,
    binaries: BinaryExpr = 1800,
    unaries: UnaryExpr = 65536,
    tuples: TupleExpr = 1000,
    objects: ObjectExpr = 460,
    fors: ForExpr = 4200,
    indexes: IndexExpr = 1500,
    splats: SplatExpr = 16384,
    parens: ParensExpr = 16384,
}

/// The length from which a vector of nodes (or a parser's scratch stack) grows by a
/// quarter instead of doubling: a big parse's vectors then hold at most a quarter more
/// than their nodes, not twice as much (issue 29: parsing within a small multiple of
/// the input), for a few more copies of the nodes as they grow (five times their size
/// in all, against two).
pub(crate) const GENTLE_FROM: usize = 4096;

/// Makes room in `v`, which has no room for `more` items, for them: a quarter more
/// than it holds once it is long (shorter, it doubles as it is pushed to).
pub(crate) fn grow_gently<T>(v: &mut Vec<T>, more: usize) {
    if v.len() >= GENTLE_FROM {
        v.reserve_exact(more.max(v.len() / 4));
    }
}

/// Makes room in `v`, which has no room for `more` items, `done` bytes into a text of
/// `total` bytes: once it is long, for the items the rest of the text will have at the
/// rate the text so far had them (a little over, so that a steady text needs no further
/// step), but at least a sixteenth more than it holds and at most a quarter. A long run
/// of like items (the blocks of a file of blocks) then ends with next to no spare room
/// (issue 29: parsing within a small multiple of the input).
pub(crate) fn grow_toward<T>(v: &mut Vec<T>, more: usize, done: usize, total: usize) {
    if v.len() >= GENTLE_FROM {
        reserve_toward(v, more, done, total);
    }
}

/// [`grow_toward`] at any length: for the node vectors of a big text, whose nodes are
/// large (a 112-byte `for`), so that doubling leaves up to as much again unused (issue
/// 29: a dense file's vectors were half again their nodes). A short vector still grows
/// by at least sixteen items, so the steps stay geometric.
fn reserve_toward<T>(v: &mut Vec<T>, more: usize, done: usize, total: usize) {
    let len = v.len();
    let expected = (len as u128 * total as u128 / done.max(1) as u128) as usize;
    let expected = expected.saturating_add(expected / 256 + 16);
    let step = expected.saturating_sub(len).clamp(len / 16, len / 4);
    v.reserve_exact(step.max(16).max(more));
}

/// The input length from which a parse reserves its vectors up front (below it, growing
/// them costs little).
pub const RESERVE_FROM: usize = 64 * 1024;

thread_local! {
    /// The emptied vectors of the last tree dropped on this thread, for the next parse.
    static SPARE: Spare<Store> = const { Spare::new() };
}

/// Every node of one parse.
#[derive(Clone, Debug, Default)]
pub struct Nodes {
    store: Store,
    /// The length of the text being parsed, when big enough that a vector's first
    /// room is made for the nodes such a text typically has (see
    /// [`Nodes::reserve_for_text`]); 0 otherwise.
    text_len: usize,
    /// How far into the text the last expression node stored ends: how much of it the
    /// nodes stored so far stand for, when a vector of a big text grows.
    reached: usize,
}

/// Two stores are equal when they hold the same nodes.
impl PartialEq for Nodes {
    fn eq(&self, other: &Nodes) -> bool {
        self.store == other.store
    }
}

impl Nodes {
    /// An empty store, with the vectors the last tree dropped on this thread left.
    pub fn new() -> Nodes {
        Nodes {
            store: Store::lend(),
            text_len: 0,
            reached: 0,
        }
    }

    /// For a text of `len` bytes past `RESERVE_FROM` (64 KiB): each node vector, when
    /// it stores its first node, makes room for the nodes of its type such a text
    /// typically has, so that the vectors of a big parse do not grow step by step. Only
    /// the types the text has take room: a file of blocks reserves nothing for
    /// expressions it does not have (issue 29: parsing within a small multiple of the
    /// input).
    pub fn reserve_for_text(&mut self, len: usize) {
        self.text_len = if len >= RESERVE_FROM { len } else { 0 };
    }

    /// Makes room for `more` nodes of type `T`: the first time, room for those a text
    /// of its length typically has (see [`Nodes::reserve_for_text`]).
    #[inline]
    fn make_room<T: Node>(&mut self, more: usize) {
        let all = T::all(self);
        if all.capacity() - all.len() < more {
            self.grow::<T>(more);
        }
    }

    /// [`Nodes::make_room`] when the vector is full.
    #[cold]
    #[inline(never)]
    fn grow<T: Node>(&mut self, more: usize) {
        let (text_len, reached) = (self.text_len, self.reached);
        let all = T::all_mut(self);
        let typical = text_len / T::TYPICAL_BYTES;
        if all.capacity() == 0 && typical > more {
            all.reserve_exact(typical);
        } else if text_len > 0 && reached > 0 {
            // The rest of a big text will have nodes at about the rate the part read so far
            // had them.
            reserve_toward(all, more, reached, text_len);
        } else {
            grow_gently(all, more);
        }
    }

    /// Makes room for exactly `more` nodes of type `T` beyond those stored.
    pub(crate) fn reserve_exact<T: Node>(&mut self, more: usize) {
        T::all_mut(self).reserve_exact(more);
    }

    /// Notes that the nodes stored so far stand for the text up to byte `end`.
    #[inline]
    pub(crate) fn reach(&mut self, end: u32) {
        self.reached = end as usize;
    }

    /// Whether the vectors have any room (a store lent from an earlier tree does).
    pub fn has_room(&self) -> bool {
        self.store.capacity() > 0
    }

    /// How many more nodes the vectors have room for.
    #[cfg(test)]
    pub(crate) fn spare_room(&self) -> usize {
        self.store.spare()
    }

    /// How many nodes of each type are stored, to go back to with
    /// [`Nodes::truncate`].
    pub(crate) fn mark(&self) -> NodesMark {
        self.store.mark()
    }

    /// Drops every node stored since `mark` (the nodes of an expression kept as its
    /// text instead).
    pub(crate) fn truncate(&mut self, mark: NodesMark) {
        self.store.truncate(mark);
    }

    /// Gives back the vectors' spare room, for a tree that is kept.
    pub fn shrink_to_fit(&mut self) {
        self.store.shrink_to_fit();
    }

    /// Stores `node`.
    pub fn add<T: Node>(&mut self, node: T) -> Id<T> {
        self.make_room::<T>(1);
        let all = T::all_mut(self);
        let index = index32(all.len());
        all.push(node);
        Id {
            index,
            node: PhantomData,
        }
    }

    /// Stores `nodes` one after another.
    pub fn add_all<T: Node>(&mut self, nodes: impl IntoIterator<Item = T>) -> Ids<T> {
        let nodes = nodes.into_iter();
        self.make_room::<T>(nodes.size_hint().0.max(1));
        let all = T::all_mut(self);
        let start = all.len();
        all.extend(nodes);
        Ids {
            start: index32(start),
            len: index32(all.len() - start),
            node: PhantomData,
        }
    }

    /// Takes every node of `items` when none of their type is stored yet, by trading
    /// buffers with it (`items` gets the empty vector): a long run (the blocks of a
    /// file's body) is then neither copied nor held twice. `None`, with `items`
    /// untouched, when nodes of that type are stored already.
    pub(crate) fn adopt<T: Node>(&mut self, items: &mut Vec<T>) -> Option<Ids<T>> {
        let all = T::all_mut(self);
        if !all.is_empty() {
            return None;
        }
        std::mem::swap(all, items);
        Some(Ids {
            start: 0,
            len: index32(all.len()),
            node: PhantomData,
        })
    }

    /// Drops node `id` if it is the last of its type stored, as the parser does with a
    /// node it has just built and then folded into another (a constant index key, a
    /// template that turned out to be a plain string).
    pub(crate) fn discard_last<T: Node>(&mut self, id: Id<T>) {
        let all = T::all_mut(self);
        if all.len() == id.index() + 1 {
            all.pop();
        }
    }

    /// Takes node `id` out if it is the last of its type stored, as
    /// [`Nodes::discard_last`] drops it; otherwise a copy.
    pub(crate) fn take_last<T: Node + Clone>(&mut self, id: Id<T>) -> T {
        let all = T::all_mut(self);
        if all.len() == id.index() + 1 {
            if let Some(node) = all.pop() {
                return node;
            }
        }
        all[id.index()].clone()
    }

    /// How many nodes of type `T` there are.
    pub fn count<T: Node>(&self) -> usize {
        T::all(self).len()
    }
}

impl Drop for Nodes {
    fn drop(&mut self) {
        // A store that never held anything (a JSON file's) would only evict the spare.
        if self.store.capacity() > 0 {
            std::mem::take(&mut self.store).give_back();
        }
    }
}

impl<T: Node> Index<Id<T>> for Nodes {
    type Output = T;

    fn index(&self, id: Id<T>) -> &T {
        &T::all(self)[id.index()]
    }
}

impl<T: Node> IndexMut<Id<T>> for Nodes {
    fn index_mut(&mut self, id: Id<T>) -> &mut T {
        &mut T::all_mut(self)[id.index()]
    }
}

impl<T: Node> Index<Ids<T>> for Nodes {
    type Output = [T];

    fn index(&self, ids: Ids<T>) -> &[T] {
        let start = ids.start as usize;
        &T::all(self)[start..start + ids.len()]
    }
}

/// A parsed file as its readers need it: the source text (turning spans into ranges and
/// names) and the nodes (turning ids into nodes). It reads as the [`SourceFile`].
#[derive(Clone, Copy, Debug)]
pub struct Tree<'a> {
    /// The source text.
    pub file: &'a SourceFile,
    /// The nodes.
    pub nodes: &'a Nodes,
}

impl<'a> Tree<'a> {
    /// The file's text with its nodes.
    pub fn new(file: &'a SourceFile, nodes: &'a Nodes) -> Tree<'a> {
        Tree { file, nodes }
    }

    /// The node `id` refers to.
    pub fn get<T: Node>(self, id: Id<T>) -> &'a T {
        &self.nodes[id]
    }

    /// The nodes `ids` refers to.
    pub fn list<T: Node>(self, ids: Ids<T>) -> &'a [T] {
        &self.nodes[ids]
    }
}

impl Deref for Tree<'_> {
    type Target = SourceFile;

    fn deref(&self) -> &SourceFile {
        self.file
    }
}

#[cfg(test)]
mod tests {
    use hcl2_core::Span;

    use crate::ast::Repr;

    use super::*;

    #[test]
    fn nodes_read_back_by_id_and_runs_by_ids() {
        let mut nodes = Nodes::new();
        let a = nodes.add(Expr(Repr::Variable(Span::new(0, 1))));
        let run = nodes.add_all([2u32, 4].map(|at| Expr(Repr::Variable(Span::new(at, at + 1)))));
        assert_eq!(nodes[a], Expr(Repr::Variable(Span::new(0, 1))));
        assert_eq!(run.len(), 2);
        assert_eq!(nodes[run][1], Expr(Repr::Variable(Span::new(4, 5))));
        assert!(nodes[Ids::<Expr>::EMPTY].is_empty());
    }

    #[test]
    fn runs_show_where_they_are_and_counts_how_many() {
        assert_eq!(format!("{:?}", Ids::<Expr>::run(2, 3)), "#2..#5");
        assert_eq!(format!("{:?}", Ids::<Expr>::counted(7)), "7 not stored");
    }

    #[test]
    fn a_dropped_tree_leaves_its_emptied_vectors_to_the_next_parse() {
        let mut nodes = Nodes::new();
        nodes.add_all((0..100).map(|at| Expr(Repr::Variable(Span::new(at, at + 1)))));
        let capacity = nodes.store.exprs.capacity();
        drop(nodes);
        let again = Nodes::new();
        assert_eq!(again.count::<Expr>(), 0);
        assert_eq!(again.store.exprs.capacity(), capacity);
    }

    #[test]
    fn a_big_texts_vector_grows_toward_the_rate_read_so_far_not_doubling() {
        // A text of 1 MiB with an expression node every 40 bytes (four times the typical
        // count): once the first reservation is full, the vector grows toward what the
        // rate so far promises, a quarter at most at a time, never doubling.
        let len = 1 << 20;
        let mut nodes = Nodes {
            store: Store::default(),
            text_len: 0,
            reached: 0,
        };
        nodes.reserve_for_text(len);
        let mut most_spare = 0;
        for at in (0..len as u32).step_by(40) {
            nodes.reach(at + 1);
            nodes.add(Expr(Repr::Variable(Span::new(at, at + 1))));
            let v = &nodes.store.exprs;
            if v.len() > len / 160 {
                most_spare = most_spare.max((v.capacity() - v.len()) * 4 / v.len());
            }
        }
        assert_eq!(
            most_spare, 0,
            "never a quarter or more spare past the first room"
        );
        let v = &nodes.store.exprs;
        assert!(
            v.capacity() - v.len() <= v.len() / 16 + 16,
            "{} for {}",
            v.capacity(),
            v.len()
        );
    }
}
