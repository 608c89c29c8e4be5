//! The items of a body or an object, in order, as the entries of a serde map.

use std::borrow::Cow;
use std::cell::RefCell;

use hcl2_core::{Body, Expression, ItemRange, ListedBlock, ListedExpr, Range};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};

use super::blocks::BlocksDe;
use super::error::{unknown_item, ItemKind};
use super::expr::{ExprDe, ListedExprDe};
use super::magic;
use super::remain::RemainDe;
use super::{is_label_field, Ctx, DeError};

/// What an entry's value is read from.
pub(crate) enum Item<'a> {
    /// An expression: an attribute of an object.
    Expr(Box<dyn Expression + 'a>),
    /// A native argument's expression, built only when its field reads it.
    Listed(ListedExpr<'a>),
    /// A JSON property, which is an argument or blocks as its field's type says.
    Property {
        expr: Box<dyn Expression + 'a>,
        body: &'a (dyn Body + 'a),
    },
    /// Blocks of one type, in source order, whose labels before the given depth were
    /// read already (into map keys).
    Blocks(Vec<ListedBlock<'a>>, usize),
    /// A block label, read into a label field.
    Label(Cow<'a, str>, ItemRange<'a>),
    /// The items no field names, for a struct's `@remain` field, and where a missing
    /// item of theirs would go (boxed: a range would make every entry larger).
    Remain(Vec<Entry<'a>>, Box<Range>),
    /// What an entry keeps once its item was read.
    Taken,
}

/// One key and the value it names.
pub(crate) struct Entry<'a> {
    pub(crate) key: Cow<'a, str>,
    /// Where an unknown key is reported: an argument's name, a block's type, a label
    /// (found only when an error or a `Spanned` field needs it).
    pub(crate) key_range: ItemRange<'a>,
    pub(crate) kind: ItemKind,
    pub(crate) item: Item<'a>,
}

/// Entries as a serde map.
pub(crate) struct ItemsAccess<'a, 'c, 'l> {
    /// Every entry: those before `next` were read (their items taken), and all keys
    /// stay, for "Did you mean" (which offers only names not given).
    entries: Vec<Entry<'a>>,
    next: usize,
    /// The item of the key read last, to read next.
    pending: Option<Item<'a>>,
    ctx: Ctx<'c>,
    /// The range of the key read last, where an error the visitor raises between
    /// items (a duplicate field) is placed.
    last_key: &'l RefCell<Option<ItemRange<'a>>>,
}

impl<'a, 'c, 'l> ItemsAccess<'a, 'c, 'l> {
    pub(crate) fn new(
        entries: Vec<Entry<'a>>,
        ctx: Ctx<'c>,
        last_key: &'l RefCell<Option<ItemRange<'a>>>,
    ) -> ItemsAccess<'a, 'c, 'l> {
        ItemsAccess {
            entries,
            next: 0,
            pending: None,
            ctx,
            last_key,
        }
    }

    /// The fields not given (a misspelt key is one of the entries'), as candidates for
    /// a misspelt key.
    fn unused<'f>(&self, expected: &[&'f str]) -> Vec<&'f str> {
        expected
            .iter()
            .copied()
            .filter(|f| !is_label_field(f) && !self.entries.iter().any(|e| e.key == *f))
            .collect()
    }
}

/// Visits `entries` as a map with `visitor`, placing what it fails with that no item
/// placed: on the key read last, else on `missing()` (where a missing item would go,
/// found only when an error needs it).
pub(crate) fn visit_entries<'de, V: Visitor<'de>>(
    entries: Vec<Entry<'_>>,
    ctx: Ctx<'_>,
    missing: impl FnOnce() -> Range,
    visitor: V,
) -> Result<V::Value, DeError> {
    let last_key = RefCell::new(None);
    let result = visitor.visit_map(ItemsAccess::new(entries, ctx, &last_key));
    result.map_err(|e| match (e, last_key.into_inner()) {
        (DeError::Message(m), Some(key)) => {
            let key = key.range();
            DeError::Message(m).on_value(&key, &key)
        }
        (e, _) => e.on_body(&missing()),
    })
}

impl<'de> MapAccess<'de> for ItemsAccess<'_, '_, '_> {
    type Error = DeError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, DeError> {
        let Some(entry) = self.entries.get(self.next) else {
            return Ok(None);
        };
        let key = seed
            .deserialize(de::value::StrDeserializer::<DeError>::new(&entry.key))
            .map_err(|e| match e {
                DeError::UnknownField(name, expected) => {
                    let unused = self.unused(expected);
                    let at = entry.key_range.range();
                    DeError::diagnostic(unknown_item(entry.kind, &name, &at, &unused))
                }
                other => {
                    let at = entry.key_range.range();
                    other.on_value(&at, &at)
                }
            })?;
        let entry = &mut self.entries[self.next];
        *self.last_key.borrow_mut() = Some(entry.key_range.clone());
        self.pending = Some(std::mem::replace(&mut entry.item, Item::Taken));
        self.next += 1;
        Ok(Some(key))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DeError> {
        let Some(item) = self.pending.take() else {
            return Err(de::Error::custom("value requested before its key"));
        };
        match item {
            Item::Expr(expr) => seed.deserialize(ExprDe::new(&*expr, self.ctx)),
            Item::Listed(expr) => seed.deserialize(ListedExprDe {
                expr,
                ctx: self.ctx,
            }),
            Item::Property { expr, body } => {
                let key = &self.entries[self.next - 1].key;
                seed.deserialize(ExprDe::property(&*expr, body, key, self.ctx))
            }
            Item::Blocks(blocks, depth) => seed.deserialize(BlocksDe::new(blocks, depth, self.ctx)),
            Item::Label(text, range) => seed.deserialize(LabelDe { text, range }),
            Item::Remain(entries, missing) => {
                seed.deserialize(RemainDe::new(entries, *missing, self.ctx))
            }
            Item::Taken => Err(de::Error::custom("value requested twice")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len() - self.next)
    }
}

/// A block label (or a map key) as a string with its range.
pub(crate) struct LabelDe<'a> {
    pub(crate) text: Cow<'a, str>,
    pub(crate) range: ItemRange<'a>,
}

impl<'de> Deserializer<'de> for LabelDe<'_> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        let visited = match self.text {
            Cow::Borrowed(text) => visitor.visit_str::<DeError>(text),
            Cow::Owned(text) => visitor.visit_string::<DeError>(text),
        };
        visited.map_err(|e| {
            let range = self.range.range();
            e.on_value(&range, &range)
        })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        if name == magic::SPANNED {
            return magic::visit_spanned(self.range.range(), self, visitor);
        }
        self.deserialize_any(visitor)
    }

    shared_methods!(option newtype_struct);

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        let range = self.range;
        visitor
            .visit_enum(de::value::StrDeserializer::<DeError>::new(&self.text))
            .map_err(|e| {
                let range = range.range();
                e.on_value(&range, &range)
            })
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf unit unit_struct seq tuple tuple_struct map identifier ignored_any
    }
}
