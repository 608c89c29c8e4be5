//! The tree's nodes: one small fixed-size [`Node`] per value and per property name, in
//! document order (a container before its items, each property's name before its
//! value), so that the parser appends each node as it reads it and no list of items is
//! ever gathered apart and copied.
//!
//! The nodes lie in chunks of [`CHUNK`]: past the first, a chunk is allocated at its full
//! size and never moves, so a long file's nodes are never copied to grow, and the spare
//! room at any time is less than one chunk.

use crate::ast::Extent;
use crate::positions::narrow;

/// How many nodes a chunk holds (64 KiB of them).
const CHUNK_BITS: u32 = 12;
pub(crate) const CHUNK: usize = 1 << CHUNK_BITS;

/// What a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// An object whose items follow it, up to the node index in `Node::data`.
    Object,
    /// An array whose elements follow it, up to the node index in `Node::data`.
    Array,
    /// Consecutive plain items of a stored object or array (whole properties of an
    /// object), kept as their text from the first one's start to the last one's end.
    Run,
    /// An object of plain constants, kept as its text (see [`crate::plain`]).
    PlainObject,
    /// An array of plain constants, kept as its text.
    PlainArray,
    /// A string, read from its text (escapes decoded when read); `Node::data` is the
    /// length of its literal where its token runs on past the closing quote, else
    /// [`WHOLE_TOKEN`].
    String,
    Number,
    True,
    False,
    Null,
    Invalid,
}

/// The `data` of a string whose literal is its whole token: all but those whose closing
/// quote a grapheme cluster swallowed, so that the token runs on to the white space after
/// it.
pub(crate) const WHOLE_TOKEN: u32 = u32::MAX;

/// One node: 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Node {
    pub extent: Extent,
    /// For a stored container, the index just past its last item's nodes; for a string,
    /// how long its literal is (see [`Kind::String`]).
    pub data: u32,
    pub kind: Kind,
}

impl Node {
    pub(crate) fn new(kind: Kind, extent: Extent, data: u32) -> Node {
        Node { extent, data, kind }
    }
}

/// The nodes of a file, in chunks.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Tape {
    /// The full chunks, of [`CHUNK`] nodes each.
    full: Vec<Box<[Node]>>,
    /// The nodes after them (at most [`CHUNK`]); the first chunk grows by doubling up
    /// to a full one, later ones are made full size.
    current: Vec<Node>,
}

impl Tape {
    /// An empty tape whose first chunk starts with room for about `nodes`.
    pub(crate) fn new(nodes: usize) -> Tape {
        Tape {
            full: Vec::new(),
            current: Vec::with_capacity(nodes.clamp(4, CHUNK)),
        }
    }

    /// How many nodes there are.
    pub(crate) fn len(&self) -> usize {
        self.full.len() * CHUNK + self.current.len()
    }

    /// The kind of the last node.
    #[inline]
    pub(crate) fn last_kind(&self) -> Option<Kind> {
        match self.current.last() {
            Some(node) => Some(node.kind),
            None => self.full.last()?.last().map(|node| node.kind),
        }
    }

    /// Appends `node`; its index is the length before.
    #[inline]
    pub(crate) fn push(&mut self, node: Node) {
        if self.current.len() == self.current.capacity() {
            self.make_room();
        }
        self.current.push(node);
    }

    /// Room for one more node: the current chunk retires when full, else grows.
    #[cold]
    fn make_room(&mut self) {
        let len = self.current.len();
        if len >= CHUNK {
            let full = std::mem::replace(&mut self.current, Vec::with_capacity(CHUNK));
            self.full.push(full.into_boxed_slice());
        } else {
            self.current.reserve_exact((len * 2).clamp(4, CHUNK) - len);
        }
    }

    /// Folds the nodes from `first` on (one plain item: a node, or a property's two)
    /// into a run: the run node at `run` (just before them) grows to their end, or a run
    /// node at `first` replaces them. Gives where the run node is.
    #[inline]
    pub(crate) fn fold_run(&mut self, first: usize, run: Option<usize>) -> usize {
        let base = self.full.len() * CHUNK;
        let Some(local) = first
            .checked_sub(base)
            .filter(|_| run.is_none_or(|at| at >= base))
        else {
            return self.fold_run_across_chunks(first, run);
        };
        let (Some(start), Some(end)) = (self.current.get(local), self.current.last()) else {
            return first;
        };
        let extent = Extent::new(start.extent.start, end.extent.end);
        match run.and_then(|at| at.checked_sub(base)) {
            Some(at) if at + 1 == local => {
                self.current.truncate(local);
                self.current[at].extent.end = extent.end;
                base + at
            }
            _ => {
                self.current.truncate(local + 1);
                self.current[local] = Node::new(Kind::Run, extent, 0);
                first
            }
        }
    }

    /// [`fold_run`](Self::fold_run) where the item or the run lies in an earlier chunk.
    #[cold]
    fn fold_run_across_chunks(&mut self, first: usize, run: Option<usize>) -> usize {
        let start = self.get(narrow(first));
        let end = self
            .len()
            .checked_sub(1)
            .and_then(|last| self.get(narrow(last)));
        let (Some(start), Some(end)) = (start, end) else {
            return first;
        };
        self.truncate(first);
        match run.and_then(|at| self.get_mut(at)) {
            Some(node) => {
                node.extent.end = end.extent.end;
                run.unwrap_or(first)
            }
            None => {
                let extent = Extent::new(start.extent.start, end.extent.end);
                self.push(Node::new(Kind::Run, extent, 0));
                first
            }
        }
    }

    /// The chunk holding the node at `index`, and the node's place in it.
    #[inline]
    fn locate(&self, index: usize) -> Option<(&[Node], usize)> {
        let chunk = index >> CHUNK_BITS;
        let chunk = match self.full.get(chunk) {
            Some(full) => full,
            None if chunk == self.full.len() => &self.current[..],
            None => return None,
        };
        Some((chunk, index & (CHUNK - 1)))
    }

    /// The node at `index`, if there is one.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> Option<Node> {
        let (chunk, at) = self.locate(index as usize)?;
        chunk.get(at).copied()
    }

    /// The node at `index`, to be changed (nothing if there is none).
    pub(crate) fn get_mut(&mut self, index: usize) -> Option<&mut Node> {
        let chunk = index >> CHUNK_BITS;
        let chunk = match chunk.cmp(&self.full.len()) {
            std::cmp::Ordering::Less => &mut self.full[chunk][..],
            std::cmp::Ordering::Equal => &mut self.current[..],
            std::cmp::Ordering::Greater => return None,
        };
        chunk.get_mut(index & (CHUNK - 1))
    }

    /// Drops the nodes from `len` on (the chunks they alone used included).
    pub(crate) fn truncate(&mut self, len: usize) {
        let whole = len / CHUNK;
        if whole < self.full.len() {
            self.full.truncate(whole + 1);
            if let Some(chunk) = self.full.pop() {
                self.current = chunk.into_vec();
            }
        }
        self.current.truncate(len - whole * CHUNK);
    }

    /// Gives back the spare room of the last chunk once the parse is done, unless
    /// there is little.
    pub(crate) fn shrink(&mut self) {
        let len = self.current.len();
        if self.current.capacity() > len + len / 8 + 4 {
            self.current.shrink_to_fit();
        }
    }

    /// The heap bytes held (for memory accounting in tests).
    #[cfg(test)]
    pub(crate) fn heap_bytes(&self) -> usize {
        let nodes = self.full.len() * CHUNK + self.current.capacity();
        nodes * std::mem::size_of::<Node>()
            + self.full.capacity() * std::mem::size_of::<Box<[Node]>>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::Loc;

    fn node(i: u32) -> Node {
        Node::new(Kind::Null, Extent::new(Loc::new(i), Loc::new(i + 1)), i)
    }

    #[test]
    fn a_node_is_16_bytes() {
        assert_eq!(std::mem::size_of::<Node>(), 16);
    }

    #[test]
    fn nodes_read_back_across_chunks_and_truncate_to_any_length() {
        let mut tape = Tape::new(0);
        let n = 3 * CHUNK as u32 + 5;
        for i in 0..n {
            tape.push(node(i));
        }
        assert_eq!(tape.len(), n as usize);
        assert_eq!(tape.get(CHUNK as u32), Some(node(CHUNK as u32)));
        assert_eq!(tape.get(n), None);
        tape.truncate(CHUNK + 1);
        assert_eq!(tape.get(CHUNK as u32), Some(node(CHUNK as u32)));
        assert_eq!(tape.get(CHUNK as u32 + 1), None);
        tape.truncate(CHUNK);
        assert_eq!(tape.full.len(), 1);
        assert_eq!(tape.len(), CHUNK);
        tape.push(node(7));
        assert_eq!(tape.get(CHUNK as u32), Some(node(7)));
        *tape.get_mut(CHUNK).unwrap() = node(8);
        assert_eq!(tape.get(CHUNK as u32), Some(node(8)));
        assert!(tape.get_mut(CHUNK + 1).is_none());
        tape.truncate(0);
        assert!(tape.full.is_empty() && tape.len() == 0);
    }

    #[test]
    fn an_item_folds_into_the_run_before_it_within_and_across_chunks() {
        let mut tape = Tape::new(0);
        let last = CHUNK as u32 - 1;
        for i in 0..last {
            tape.push(node(i));
        }
        // A new run of one two-node item in the current chunk.
        tape.push(node(100));
        tape.push(node(200));
        assert_eq!(tape.fold_run(last as usize, None), last as usize);
        let run = tape.get(last).unwrap();
        assert_eq!(
            (run.kind, run.extent),
            (Kind::Run, Extent::new(Loc::new(100), Loc::new(201)))
        );
        // An item in the next chunk joins the run in the full one.
        tape.push(node(300));
        assert_eq!(tape.len(), CHUNK + 1);
        assert_eq!(tape.fold_run(CHUNK, Some(last as usize)), last as usize);
        assert_eq!(tape.len(), CHUNK);
        assert_eq!(tape.get(last).unwrap().extent.end, Loc::new(301));
        // A two-node item across the chunks becomes a run of its own.
        tape.truncate(CHUNK - 1);
        tape.push(node(400));
        tape.push(node(500));
        assert_eq!(tape.fold_run(CHUNK - 1, None), CHUNK - 1);
        assert_eq!(tape.len(), CHUNK);
        let run = tape.get(last).unwrap();
        assert_eq!(run.extent, Extent::new(Loc::new(400), Loc::new(501)));
    }

    #[test]
    fn full_chunks_never_move_so_the_spare_room_is_under_one_chunk() {
        let mut tape = Tape::new(0);
        for i in 0..(2 * CHUNK as u32 + 1) {
            tape.push(node(i));
        }
        tape.shrink();
        let used = tape.len() * std::mem::size_of::<Node>();
        assert!(tape.heap_bytes() - used < 256);
    }
}
