//! Blocks of one type as a field's value: one block, an optional one, a sequence, or
//! maps keyed by their labels; and one block as a struct whose label fields take its
//! labels.

use std::borrow::Cow;

use hcl2_core::{Diagnostic, ListedBlock, Pos, Range};
use hcl2_value::strings::go_quote;
use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, SeqAccess, VariantAccess, Visitor,
};

use super::body::BodyDe;
use super::error::ItemKind;
use super::index::EntryIndex;
use super::items::{visit_entries, Entry, Item};
use super::magic;
use super::{label_names, Ctx, DeError};

/// Blocks of one type (at least one), with the labels before `depth` already read.
pub(crate) struct BlocksDe<'a, 'c> {
    blocks: Vec<ListedBlock<'a>>,
    depth: usize,
    ctx: Ctx<'c>,
}

impl<'a, 'c> BlocksDe<'a, 'c> {
    pub(crate) fn new(
        blocks: Vec<ListedBlock<'a>>,
        depth: usize,
        ctx: Ctx<'c>,
    ) -> BlocksDe<'a, 'c> {
        BlocksDe { blocks, depth, ctx }
    }

    /// The blocks themselves.
    pub(crate) fn into_blocks(self) -> Vec<ListedBlock<'a>> {
        self.blocks
    }

    /// Whether the blocks have a label at `depth` to key a map by.
    fn labelled(&self) -> bool {
        self.blocks[0].labels.len() > self.depth
    }

    /// The only block, or the reference's "Duplicate … block" at the second.
    fn single(mut self) -> Result<BlockDe<'a, 'c>, DeError> {
        if self.blocks.len() > 1 {
            let (first, second) = (&self.blocks[0], &self.blocks[1]);
            let ty = &first.type_name;
            return Err(DeError::diagnostic(Diagnostic::error(
                format!("Duplicate {ty} block"),
                format!(
                    "Only one {ty} block is allowed. Another was defined at {}.",
                    first.def_range.range()
                ),
                Some(second.def_range.range()),
            )));
        }
        let block = self.blocks.swap_remove(0);
        Ok(BlockDe {
            block,
            depth: self.depth,
            ctx: self.ctx,
        })
    }

    /// The blocks grouped by their label at `depth`, as map entries.
    fn by_label(self) -> Result<Vec<Entry<'a>>, DeError> {
        let depth = self.depth;
        let mut entries: Vec<Entry<'a>> = Vec::with_capacity(self.blocks.len());
        // Each label's entry, in order of first appearance.
        let mut by_label = EntryIndex::new(0);
        for block in self.blocks {
            let Some(label) = block.labels.get(depth) else {
                return Err(DeError::diagnostic(missing_label(&block, depth)));
            };
            if let Some(at) = by_label.find(&entries, &label.value) {
                if let Item::Blocks(list, _) = &mut entries[at].item {
                    list.push(block);
                }
                continue;
            }
            let (key, key_range) = (label.value.clone(), label.range.clone());
            entries.push(Entry {
                key,
                key_range,
                kind: ItemKind::Label,
                item: Item::Blocks(vec![block], depth + 1),
            });
            by_label.added(&entries);
        }
        Ok(entries)
    }

    fn visit_map<'de, V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        let ctx = self.ctx;
        let missing = self.blocks[0].def_range.clone();
        visit_entries(self.by_label()?, ctx, || missing.range(), visitor)
    }

    fn visit_seq<'de, V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        visitor.visit_seq(BlockSeq {
            blocks: self.blocks.into_iter(),
            depth: self.depth,
            ctx: self.ctx,
        })
    }

    /// A block given where the field wants a value: the reference's hint to use `=`.
    fn not_an_argument(&self) -> DeError {
        let first = &self.blocks[0];
        let name = go_quote(&first.type_name);
        DeError::diagnostic(Diagnostic::error(
            "Unsupported block type",
            format!(
                "Blocks of type {name} are not expected here. Did you mean to define argument {name}? If so, use the equals sign to assign it a value."
            ),
            Some(first.type_range.range()),
        ))
    }
}

/// A block whose labels run out before `depth`.
fn missing_label(block: &ListedBlock<'_>, depth: usize) -> Diagnostic {
    let ty = &block.type_name;
    Diagnostic::error(
        format!("Missing label for {ty}"),
        format!("This {ty} block needs at least {} labels here.", depth + 1),
        Some(block.def_range.range()),
    )
}

macro_rules! not_an_argument {
    ($($method:ident)*) => {
        $(fn $method<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, DeError> {
            Err(self.not_an_argument())
        })*
    };
}

impl<'de> Deserializer<'de> for BlocksDe<'_, '_> {
    type Error = DeError;

    /// The schema-less view: maps by label while labels remain, then one block's body,
    /// or a sequence of bodies when an unlabelled type is repeated.
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        if self.labelled() {
            self.visit_map(visitor)
        } else if self.blocks.len() == 1 {
            self.single()?.deserialize_any(visitor)
        } else {
            self.visit_seq(visitor)
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        if self.labelled() {
            self.visit_map(visitor)
        } else {
            self.single()?.deserialize_map(visitor)
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        if name == magic::SPANNED {
            return magic::visit_spanned(self.blocks[0].def_range.range(), self, visitor);
        }
        self.single()?.deserialize_struct(name, fields, visitor)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        self.visit_seq(visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, DeError> {
        self.visit_seq(visitor)
    }

    shared_methods!(option newtype_struct ignored_any);

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        self.single()?.deserialize_enum(name, variants, visitor)
    }

    not_an_argument! {
        deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64
        deserialize_i128 deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64
        deserialize_u128 deserialize_f32 deserialize_f64 deserialize_char deserialize_str
        deserialize_string deserialize_bytes deserialize_byte_buf deserialize_unit
        deserialize_identifier
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: V,
    ) -> Result<V::Value, DeError> {
        Err(self.not_an_argument())
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, DeError> {
        self.visit_seq(visitor)
    }
}

/// Each block of a type, as the elements of a sequence.
struct BlockSeq<'a, 'c> {
    blocks: std::vec::IntoIter<ListedBlock<'a>>,
    depth: usize,
    ctx: Ctx<'c>,
}

impl<'de> SeqAccess<'de> for BlockSeq<'_, '_> {
    type Error = DeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, DeError> {
        let Some(block) = self.blocks.next() else {
            return Ok(None);
        };
        let de = BlockDe {
            block,
            depth: self.depth,
            ctx: self.ctx,
        };
        seed.deserialize(de).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.blocks.len())
    }
}

/// One block, whose labels before `depth` were read already.
pub(crate) struct BlockDe<'a, 'c> {
    block: ListedBlock<'a>,
    depth: usize,
    ctx: Ctx<'c>,
}

impl<'a, 'c> BlockDe<'a, 'c> {
    /// The label fields' entries, or the reference's error when the block has more or
    /// fewer labels left than the struct has label fields.
    fn label_entries(&self, names: &[String]) -> Result<Vec<Entry<'a>>, DeError> {
        let b = &self.block;
        let left = b.labels.len().saturating_sub(self.depth);
        if left != names.len() {
            return Err(DeError::diagnostic(label_count_error(b, self.depth, names)));
        }
        Ok(names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let label = &b.labels[self.depth + i];
                Entry {
                    key: Cow::Owned(format!("@{name}")),
                    key_range: label.range.clone(),
                    kind: ItemKind::Label,
                    item: Item::Label(label.value.clone(), label.range.clone()),
                }
            })
            .collect())
    }
}

/// The reference's "Extraneous label for …" or "Missing … for …".
fn label_count_error(b: &ListedBlock<'_>, depth: usize, names: &[String]) -> Diagnostic {
    let ty = &b.type_name;
    let left = b.labels.len().saturating_sub(depth);
    let brace = b.body.missing_item_range();
    let brace_end = Pos::new(
        brace.start.line,
        brace.start.column + 1,
        brace.start.byte + 1,
    );
    let def_range = b.def_range.range();
    let context = Range::new(def_range.filename.clone(), def_range.start, brace_end);
    let (summary, detail, subject) = if left > names.len() {
        let detail = if names.is_empty() {
            format!("No labels are expected for {ty} blocks.")
        } else {
            format!(
                "Only {} labels ({}) are expected for {ty} blocks.",
                names.len(),
                names.join(", ")
            )
        };
        let subject = b.labels[depth + names.len()].range.range();
        (format!("Extraneous label for {ty}"), detail, subject)
    } else {
        let detail = format!(
            "All {ty} blocks must have {} labels ({}).",
            names.len(),
            names.join(", ")
        );
        let subject = Range::new(brace.filename.clone(), brace.start, brace_end);
        (format!("Missing {} for {ty}", names[left]), detail, subject)
    };
    Diagnostic::error(summary, detail, Some(subject)).with_context(context)
}

impl<'de> Deserializer<'de> for BlockDe<'_, '_> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        if self.block.labels.len() > self.depth {
            return BlocksDe::new(vec![self.block], self.depth, self.ctx).visit_map(visitor);
        }
        BodyDe::new(&*self.block.body, self.ctx).deserialize_any(visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        if name == magic::SPANNED {
            return magic::visit_spanned(self.block.def_range.range(), self, visitor);
        }
        let labels = self.label_entries(&label_names(fields))?;
        BodyDe::new(&*self.block.body, self.ctx)
            .with_labels(labels)
            .deserialize_any(visitor)
    }

    shared_methods!(option newtype_struct ignored_any);

    /// The variant is the block's next label: `backend "s3" { … }` into an enum whose
    /// `S3` variant reads the body; a block with no label left names it by the one item
    /// of its body.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        if self.block.labels.len() <= self.depth {
            let body = BodyDe::new(&*self.block.body, self.ctx);
            return body.deserialize_enum(name, variants, visitor);
        }
        visitor.visit_enum(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf unit unit_struct seq tuple tuple_struct map identifier
    }
}

impl<'de, 'a, 'c> EnumAccess<'de> for BlockDe<'a, 'c> {
    type Error = DeError;
    type Variant = BlockDe<'a, 'c>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Self::Variant), DeError> {
        let at = self.depth;
        let label = &self.block.labels[at];
        let variant = seed
            .deserialize(de::value::StrDeserializer::<DeError>::new(&label.value))
            .map_err(|e| {
                let range = label.range.range();
                e.on_value(&range, &range)
            })?;
        Ok((
            variant,
            BlockDe {
                depth: at + 1,
                ..self
            },
        ))
    }
}

impl<'de> VariantAccess<'de> for BlockDe<'_, '_> {
    type Error = DeError;

    fn unit_variant(self) -> Result<(), DeError> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, DeError> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, DeError> {
        self.deserialize_any(visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        self.deserialize_struct("", fields, visitor)
    }
}
