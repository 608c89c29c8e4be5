//! A body as a serde map: its arguments and blocks by name, as the struct asks.

use hcl2_core::{Body, BodyItems, ItemRange};
use serde::de::{Deserializer, Visitor};

use super::error::ItemKind;
use super::index::EntryIndex;
use super::items::{visit_entries, Entry, Item};
use super::magic;
use super::variant::visit_variant;
use super::{Ctx, DeError};

/// A body read schema-less: arguments are entries, and so is each block type (holding
/// every block of that type, which the field's type then shapes).
pub(crate) struct BodyDe<'a, 'c> {
    body: &'a (dyn Body + 'a),
    ctx: Ctx<'c>,
    /// Entries that come before the body's own: a block's labels.
    labels: Vec<Entry<'a>>,
}

impl<'a, 'c> BodyDe<'a, 'c> {
    pub(crate) fn new(body: &'a (dyn Body + 'a), ctx: Ctx<'c>) -> BodyDe<'a, 'c> {
        BodyDe {
            body,
            ctx,
            labels: Vec::new(),
        }
    }

    /// The same body, with `labels` as entries before its items.
    pub(crate) fn with_labels(mut self, labels: Vec<Entry<'a>>) -> BodyDe<'a, 'c> {
        self.labels = labels;
        self
    }

    /// Visits the entries as a map; for a struct with a `@remain` field (`fields`),
    /// the entries no field names go to that field.
    fn visit<'de, V: Visitor<'de>>(self, fields: &[&str], visitor: V) -> Result<V::Value, DeError> {
        let body = self.body;
        let mut entries = self.labels;
        let own = entries_of(body)?;
        if fields.contains(&magic::REMAIN_FIELD) {
            let missing = body.missing_item_range();
            let (taken, rest): (Vec<_>, Vec<_>) = own
                .into_iter()
                .partition(|e| fields.contains(&e.key.as_ref()));
            entries.extend(taken);
            entries.push(Entry {
                key: magic::REMAIN_FIELD.into(),
                key_range: ItemRange::known(missing.clone()),
                kind: ItemKind::Label,
                item: Item::Remain(rest, Box::new(missing.clone())),
            });
        } else if entries.is_empty() {
            entries = own;
        } else {
            entries.extend(own);
        }
        visit_entries(entries, self.ctx, || body.missing_item_range(), visitor)
    }
}

/// A body's items as entries: through `items` where the syntax tells arguments from
/// blocks, else (JSON) every property, left for its field to read as either.
pub(crate) fn entries_of<'a>(body: &'a (dyn Body + 'a)) -> Result<Vec<Entry<'a>>, DeError> {
    if let Some(items) = body.items() {
        if items.diagnostics.has_errors() {
            return Err(DeError::Placed(items.diagnostics));
        }
        return Ok(native_entries(items));
    }
    let (attrs, diags) = body.just_attributes();
    if diags.has_errors() {
        return Err(DeError::Placed(diags));
    }
    Ok(attrs
        .into_values()
        .map(|a| Entry {
            key: a.name.into(),
            key_range: ItemRange::known(a.name_range),
            kind: ItemKind::JsonProperty,
            item: Item::Property { expr: a.expr, body },
        })
        .collect())
}

/// Arguments, then each block type with all its blocks, in order of appearance.
fn native_entries(content: BodyItems<'_>) -> Vec<Entry<'_>> {
    // Room for a few block types too, not a slot per block (a million blocks of one
    // type make one entry).
    let mut entries = Vec::with_capacity(content.attributes.len() + content.blocks.len().min(8));
    entries.extend(content.attributes.into_iter().map(|a| Entry {
        key: a.name,
        key_range: a.name_range,
        kind: ItemKind::Argument,
        item: Item::Listed(a.expr),
    }));
    // Each block type's entry, by name (borrowed from the body where it can be).
    let mut by_type = EntryIndex::new(entries.len());
    for block in content.blocks {
        if let Some(at) = by_type.find(&entries, &block.type_name) {
            if let Item::Blocks(list, _) = &mut entries[at].item {
                list.push(block);
            }
            continue;
        }
        entries.push(Entry {
            key: block.type_name.clone(),
            key_range: block.type_range.clone(),
            kind: ItemKind::Block,
            item: Item::Blocks(vec![block], 0),
        });
        by_type.added(&entries);
    }
    entries
}

impl<'de> Deserializer<'de> for BodyDe<'_, '_> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        self.visit(&[], visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        if name == magic::SPANNED {
            return magic::visit_spanned(self.body.missing_item_range(), self, visitor);
        }
        self.visit(fields, visitor)
    }

    shared_methods!(option newtype_struct ignored_any);

    /// The one item the body holds names the variant.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        let missing = self.body.missing_item_range();
        let mut entries = self.labels;
        entries.extend(entries_of(self.body)?);
        visit_variant(entries, self.ctx, &missing, visitor).map_err(|e| e.on_body(&missing))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf unit unit_struct seq tuple tuple_struct map identifier
    }
}
