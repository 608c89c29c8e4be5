//! Selecting blocks: the blocks of a type a spec reads, and the labels of the block
//! whose body is being decoded (which label specs read).

use hcl2_core::{Block, Range};

/// One label of a block: its value and where it is written.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Label<'a> {
    /// The label's text.
    pub value: &'a str,
    /// Where the label is.
    pub range: &'a Range,
}

/// The labels of `block`, in order.
pub(crate) fn labels_of<'a>(block: &'a Block<'_>) -> Vec<Label<'a>> {
    block
        .labels
        .iter()
        .zip(&block.label_ranges)
        .map(|(value, range)| Label { value, range })
        .collect()
}

/// The blocks of `content` with type `type_name`, in source order.
pub(crate) fn blocks_of_type<'c, 'b>(
    blocks: &'c [Block<'b>],
    type_name: &'c str,
) -> impl Iterator<Item = &'c Block<'b>> + 'c {
    blocks.iter().filter(move |b| b.type_name == type_name)
}
