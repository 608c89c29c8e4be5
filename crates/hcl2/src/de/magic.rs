//! How the field types that need more than data ([`Spanned`](crate::Spanned),
//! [`Expression`](crate::Expression), [`Remain`](crate::Remain)) ask the decoder for it:
//! they request a struct of a reserved name. The decoder answers `Spanned` with a map of
//! reserved keys that carry the range and the value, and parks an expression or a
//! remain body where the type's visitor takes it, answering with a unit. Any other
//! deserializer gives them an error.

use std::cell::RefCell;
use std::sync::Arc;

use hcl2_core::{Pos, Range};
use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::DeError;

/// The struct name [`Spanned`](crate::Spanned) asks for.
pub(crate) const SPANNED: &str = "$__hcl2_private_Spanned";
/// The struct name [`Expression`](crate::Expression) asks for.
pub(crate) const EXPRESSION: &str = "$__hcl2_private_Expression";
/// The struct name [`Remain`](crate::Remain) asks for.
pub(crate) const REMAIN: &str = "$__hcl2_private_Remain";
/// The field name that marks a struct's [`Remain`](crate::Remain) field.
pub(crate) const REMAIN_FIELD: &str = "@remain";
/// The key of the range.
pub(crate) const RANGE: &str = "$__hcl2_private_range";
/// The key of the value a `Spanned` wraps.
pub(crate) const VALUE: &str = "$__hcl2_private_value";
/// The fields of `Spanned`.
pub(crate) const SPANNED_FIELDS: &[&str] = &[RANGE, VALUE];

/// One answer to a reserved struct.
pub(crate) enum Magic<D> {
    Range(Range),
    De(D),
}

/// The reserved keys and their answers (`N` of them), as a map.
pub(crate) struct MagicAccess<D, const N: usize> {
    entries: std::array::IntoIter<(&'static str, Magic<D>), N>,
    pending: Option<Magic<D>>,
}

impl<D, const N: usize> MagicAccess<D, N> {
    pub(crate) fn new(entries: [(&'static str, Magic<D>); N]) -> MagicAccess<D, N> {
        MagicAccess {
            entries: entries.into_iter(),
            pending: None,
        }
    }
}

impl<D> MagicAccess<D, 2> {
    /// The answer to `Spanned`: the range, then the value read by `de`.
    pub(crate) fn spanned(range: Range, de: D) -> MagicAccess<D, 2> {
        MagicAccess::new([(RANGE, Magic::Range(range)), (VALUE, Magic::De(de))])
    }
}

/// Visits the answer to `Spanned` with `visitor`: `range`, then the value `de` reads.
pub(crate) fn visit_spanned<'de, D, V>(range: Range, de: D, visitor: V) -> Result<V::Value, DeError>
where
    D: Deserializer<'de, Error = DeError>,
    V: Visitor<'de>,
{
    visitor.visit_map(MagicAccess::spanned(range, de))
}

impl<'de, D: Deserializer<'de, Error = DeError>, const N: usize> MapAccess<'de>
    for MagicAccess<D, N>
{
    type Error = DeError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, DeError> {
        let Some((key, value)) = self.entries.next() else {
            return Ok(None);
        };
        self.pending = Some(value);
        seed.deserialize(de::value::BorrowedStrDeserializer::new(key))
            .map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DeError> {
        match self.pending.take() {
            Some(Magic::Range(r)) => seed.deserialize(RangeDe(r)),
            Some(Magic::De(d)) => seed.deserialize(d),
            None => Err(de::Error::custom("value requested before its key")),
        }
    }
}

/// A range as a sequence: file name, then start line, column, byte and end line,
/// column, byte.
struct RangeDe(Range);

impl<'de> Deserializer<'de> for RangeDe {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        visitor.visit_seq(RangeSeq {
            range: self.0,
            next: 0,
        })
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map struct
        enum identifier ignored_any
    }
}

struct RangeSeq {
    range: Range,
    next: usize,
}

impl<'de> SeqAccess<'de> for RangeSeq {
    type Error = DeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, DeError> {
        let r = &self.range;
        let number = match self.next {
            0 => {
                self.next += 1;
                let name = de::value::StrDeserializer::new(&r.filename);
                return seed.deserialize(name).map(Some);
            }
            1 => r.start.line,
            2 => r.start.column,
            3 => r.start.byte,
            4 => r.end.line,
            5 => r.end.column,
            6 => r.end.byte,
            _ => return Ok(None),
        };
        self.next += 1;
        seed.deserialize(de::value::U64Deserializer::new(number as u64))
            .map(Some)
    }
}

/// The range a [`RangeDe`] sends, read back.
pub(crate) type RangeRepr = (FileName, usize, usize, usize, usize, usize, usize);

/// The range `repr` describes.
pub(crate) fn range_from(repr: RangeRepr) -> Range {
    let (FileName(file), sl, sc, sb, el, ec, eb) = repr;
    Range::new(file, Pos::new(sl, sc, sb), Pos::new(el, ec, eb))
}

/// A range's file name read back, shared with the name read before it when they are
/// the same (a decode reads many ranges of one file: one copy, not one each).
pub(crate) struct FileName(Arc<str>);

thread_local! {
    /// The file name read last.
    static LAST_NAME: RefCell<Option<Arc<str>>> = const { RefCell::new(None) };
}

impl<'de> Deserialize<'de> for FileName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<FileName, D::Error> {
        d.deserialize_str(FileNameVisitor)
    }
}

struct FileNameVisitor;

impl Visitor<'_> for FileNameVisitor {
    type Value = FileName;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a file name")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<FileName, E> {
        Ok(FileName(LAST_NAME.with(|last| {
            let mut last = last.borrow_mut();
            match &*last {
                Some(shared) if **shared == *name => shared.clone(),
                _ => last.insert(Arc::from(name)).clone(),
            }
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_reads_back_from_its_sequence() {
        let range = Range::new("a.hcl", Pos::new(1, 2, 1), Pos::new(3, 4, 20));
        let repr = RangeRepr::deserialize(RangeDe(range.clone())).unwrap();
        assert_eq!(range_from(repr), range);
    }
}
