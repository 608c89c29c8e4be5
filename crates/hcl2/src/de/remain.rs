//! The entries no field names, read into a struct's `@remain` field: a
//! [`Remain`](crate::Remain) (handed over whole), or any map type (schema-less).

use hcl2_core::{Body, Range};
use serde::de::{Deserializer, Visitor};

use super::body::entries_of;
use super::items::{visit_entries, Entry, Item};
use super::magic;
use super::{Ctx, DeError};
use crate::remain::{hand_off, Remain, RemainAttribute, RemainBlock};

/// The entries left over, and where a missing item of theirs would go.
pub(crate) struct RemainDe<'a, 'c> {
    entries: Vec<Entry<'a>>,
    missing: Range,
    ctx: Ctx<'c>,
}

impl<'a, 'c> RemainDe<'a, 'c> {
    pub(crate) fn new(entries: Vec<Entry<'a>>, missing: Range, ctx: Ctx<'c>) -> RemainDe<'a, 'c> {
        RemainDe {
            entries,
            missing,
            ctx,
        }
    }
}

/// The entries as an owned [`Remain`], blocks' bodies included.
fn remain_of(entries: Vec<Entry<'_>>, missing: Range, ctx: Ctx<'_>) -> Result<Remain, DeError> {
    let mut attributes = Vec::new();
    let mut blocks = Vec::new();
    for e in entries {
        let item = match e.item {
            Item::Listed(expr) => Item::Expr(expr.into_expr()),
            item => item,
        };
        match item {
            Item::Expr(expr) => {
                let kept = ctx.keep(&*expr)?;
                let name = e.key.into_owned();
                attributes.push(RemainAttribute::new(name, e.key_range.range(), kept));
            }
            Item::Property { expr, .. } => {
                let kept = ctx.keep(&*expr)?;
                let (name, range) = (e.key.into_owned(), e.key_range.range());
                let attr = RemainAttribute::property(name, range, kept, &*expr);
                attributes.push(attr);
            }
            Item::Blocks(list, _) => {
                for b in list {
                    let body = body_remain(&*b.body, ctx)?;
                    blocks.push(RemainBlock::new(&b, body));
                }
            }
            Item::Listed(_) | Item::Label(..) | Item::Remain(..) | Item::Taken => {}
        }
    }
    Ok(Remain::new(attributes, blocks, missing))
}

fn body_remain(body: &dyn Body, ctx: Ctx<'_>) -> Result<Remain, DeError> {
    remain_of(entries_of(body)?, body.missing_item_range(), ctx)
}

impl<'de> Deserializer<'de> for RemainDe<'_, '_> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        let missing = self.missing;
        visit_entries(self.entries, self.ctx, || missing, visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        if name != magic::REMAIN {
            return self.deserialize_any(visitor);
        }
        hand_off(remain_of(self.entries, self.missing, self.ctx)?);
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map enum
        identifier ignored_any
    }
}
