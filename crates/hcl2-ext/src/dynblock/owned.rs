//! Owning a nested body: a `dynamic` block's body (shared by everything made from
//! it) together with the `content` block body borrowed out of it.
//!
//! The `Body` trait hands out a nested body only as a borrow of its parent, while a
//! generated block or a walk node must outlive the read that found it; `self_cell`
//! keeps the pair without unsafe code of ours.

use std::rc::Rc;

use hcl2_core::{Block, Body};
use self_cell::self_cell;

type ContentOf<'b> = Box<dyn Body + 'b>;

self_cell!(
    /// A `dynamic` block's body and, borrowed from it, one of its `content` blocks'
    /// bodies.
    pub(super) struct ContentCell<'a> {
        owner: Rc<dyn Body + 'a>,
        #[covariant]
        dependent: ContentOf,
    }
);

impl std::fmt::Debug for ContentCell<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.borrow_dependent().fmt(f)
    }
}

/// A body held by reference, owned, or as the content of a dynamic block.
#[derive(Debug)]
pub(super) enum Original<'a> {
    Borrowed(&'a dyn Body),
    Owned(Box<dyn Body + 'a>),
    Content(ContentCell<'a>),
}

impl Original<'_> {
    pub(super) fn get(&self) -> &dyn Body {
        match self {
            Original::Borrowed(b) => *b,
            Original::Owned(b) => b.as_ref(),
            Original::Content(cell) => cell.borrow_dependent().as_ref(),
        }
    }
}

/// `block` with its body replaced by what `wrap` makes of it.
pub(super) fn rewrap<'a>(
    block: Block<'a>,
    wrap: impl FnOnce(Box<dyn Body + 'a>) -> Box<dyn Body + 'a>,
) -> Block<'a> {
    let Block {
        type_name,
        labels,
        body,
        def_range,
        type_range,
        label_ranges,
    } = block;
    Block {
        type_name,
        labels,
        body: wrap(body),
        def_range,
        type_range,
        label_ranges,
    }
}
