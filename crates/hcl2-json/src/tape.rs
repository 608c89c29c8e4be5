//! The tree's nodes: one small fixed-size [`Node`] per value and per property name, in
//! document order (a container before its items, each property's name before its
//! value), so that the parser appends each node as it reads it and no list of items is
//! ever gathered apart and copied.
//!
//! The nodes lie in chunks of [`CHUNK`]: past the first, a chunk is allocated at its full
//! size and never moves, so a long file's nodes are never copied to grow, and the spare
//! room at any time is less than one chunk.

use crate::ast::Extent;

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
    /// An object of plain constants, kept as its text (see [`crate::plain`]).
    PlainObject,
    /// An array of plain constants, kept as its text.
    PlainArray,
    /// A string; `Node::data` is the index of its decoded text, or [`VERBATIM`].
    String,
    Number,
    True,
    False,
    Null,
    Invalid,
}

/// The `data` of a string whose value is its text between the quotes.
pub(crate) const VERBATIM: u32 = u32::MAX;

/// One node: 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Node {
    pub extent: Extent,
    /// For a stored container, the index just past its last item's nodes; for a string,
    /// where its decoded text is.
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
    chunks: Vec<Vec<Node>>,
    len: usize,
    /// The room the first chunk starts with.
    first: usize,
}

impl Tape {
    /// An empty tape whose first chunk starts with room for about `nodes` (it grows
    /// from there up to a full chunk).
    pub(crate) fn new(nodes: usize) -> Tape {
        Tape {
            chunks: Vec::new(),
            len: 0,
            first: nodes.clamp(4, CHUNK),
        }
    }

    /// How many nodes there are.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Appends `node`; its index is the length before.
    #[inline]
    pub(crate) fn push(&mut self, node: Node) {
        match self.chunks.last_mut() {
            Some(last) if last.len() < CHUNK => last.push(node),
            _ => {
                let room = if self.chunks.is_empty() {
                    self.chunks.reserve_exact(1);
                    self.first
                } else {
                    CHUNK
                };
                let mut chunk = Vec::with_capacity(room);
                chunk.push(node);
                self.chunks.push(chunk);
            }
        }
        self.len += 1;
    }

    /// The node at `index`, if there is one.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> Option<Node> {
        let index = index as usize;
        let chunk = self.chunks.get(index >> CHUNK_BITS)?;
        chunk.get(index & (CHUNK - 1)).copied()
    }

    /// The node at `index`, to be changed (nothing if there is none).
    pub(crate) fn get_mut(&mut self, index: usize) -> Option<&mut Node> {
        self.chunks
            .get_mut(index >> CHUNK_BITS)?
            .get_mut(index & (CHUNK - 1))
    }

    /// Drops the nodes from `len` on (the chunks they alone used included).
    pub(crate) fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        self.chunks.truncate(len.div_ceil(CHUNK));
        let full = self.chunks.len().saturating_sub(1) * CHUNK;
        if let Some(last) = self.chunks.last_mut() {
            last.truncate(len - full);
        }
        self.len = len;
    }

    /// Gives back the spare room of the last chunk, once the parse is done.
    pub(crate) fn shrink(&mut self) {
        if let Some(last) = self.chunks.last_mut() {
            last.shrink_to_fit();
        }
        self.chunks.shrink_to_fit();
    }

    /// The heap bytes held (for memory accounting in tests).
    #[cfg(test)]
    pub(crate) fn heap_bytes(&self) -> usize {
        let nodes: usize = self.chunks.iter().map(Vec::capacity).sum();
        nodes * std::mem::size_of::<Node>()
            + self.chunks.capacity() * std::mem::size_of::<Vec<Node>>()
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
        let mut tape = Tape::default();
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
        assert_eq!(tape.chunks.len(), 1);
        tape.push(node(7));
        assert_eq!(tape.get(CHUNK as u32), Some(node(7)));
        tape.truncate(0);
        assert!(tape.chunks.is_empty() && tape.len() == 0);
    }

    #[test]
    fn full_chunks_never_move_so_the_spare_room_is_under_one_chunk() {
        let mut tape = Tape::default();
        for i in 0..(2 * CHUNK as u32 + 1) {
            tape.push(node(i));
        }
        tape.shrink();
        let used = tape.len() * std::mem::size_of::<Node>();
        assert!(tape.heap_bytes() - used < 256);
    }
}
