//! [`Spanned`]: a decoded value with the range it was read from.

use std::fmt;
use std::marker::PhantomData;

use hcl2_core::Range;
use std::cell::RefCell;

use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::IntoDeserializer;
use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use crate::de::magic::{self, range_from, RangeRepr};

/// A value together with the range of the file it was decoded from, as `toml::Spanned`
/// keeps one; usable for any field (an argument's value, a block, a label).
///
/// The range of an argument is its expression's; of a block, its header (type and
/// labels); of a label, the label. A `Spanned` inside a value that is evaluated whole
/// (the elements of `cond ? [..] : []`, say, rather than of a literal list, whose items
/// have ranges of their own) takes the whole expression's range. Two `Spanned` compare
/// by their values alone.
///
/// Only this crate's decoder can produce a `Spanned`; other deserializers (serde_json,
/// say) report an error for it.
///
/// ```
/// use hcl2::Spanned;
///
/// #[derive(serde::Deserialize)]
/// struct Config { port: Spanned<u16> }
///
/// let config: Config = hcl2::from_str("port = 8080\n").unwrap();
/// assert_eq!(*config.port.get_ref(), 8080);
/// assert_eq!(config.port.range().to_string(), "<input>:1,8-12");
/// ```
#[derive(Clone)]
pub struct Spanned<T> {
    value: T,
    range: Range,
}

impl<T> Spanned<T> {
    /// `value` read from `range`.
    pub fn new(value: T, range: Range) -> Spanned<T> {
        Spanned { value, range }
    }
    /// The value.
    pub fn get_ref(&self) -> &T {
        &self.value
    }
    /// The value, mutably.
    pub fn get_mut(&mut self) -> &mut T {
        &mut self.value
    }
    /// The value, without its range.
    pub fn into_inner(self) -> T {
        self.value
    }
    /// Where the value was read: file name, start and end positions.
    pub fn range(&self) -> &Range {
        &self.range
    }
}

impl<T: fmt::Debug> fmt::Debug for Spanned<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} @ {}", self.value, self.range)
    }
}

impl<T: PartialEq> PartialEq for Spanned<T> {
    fn eq(&self, other: &Spanned<T>) -> bool {
        self.value == other.value
    }
}

impl<T: Eq> Eq for Spanned<T> {}

impl<T> std::ops::Deref for Spanned<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}

impl<T: serde::Serialize> serde::Serialize for Spanned<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Spanned<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Spanned<T>, D::Error> {
        d.deserialize_struct(
            magic::SPANNED,
            magic::SPANNED_FIELDS,
            SpannedVisitor(PhantomData),
        )
    }
}

struct SpannedVisitor<T>(PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for SpannedVisitor<T> {
    type Value = Spanned<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a value decoded by hcl2, with its range")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Spanned<T>, A::Error> {
        match map.next_key::<FirstKey>()? {
            Some(FirstKey::Range) => {}
            first => {
                let first = first.map(FirstKey::into_other);
                return whole(MapAccessDeserializer::new(Replay { first, map }));
            }
        }
        let range = range_from(map.next_value::<RangeRepr>()?);
        if map.next_key::<&str>()? != Some(magic::VALUE) {
            return Err(de::Error::custom(
                "hcl2::Spanned can only be decoded by hcl2",
            ));
        }
        let value = map.next_value()?;
        Ok(Spanned { value, range })
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Spanned<T>, E> {
        whole(v.into_deserializer())
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Spanned<T>, E> {
        whole(v.into_deserializer())
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Spanned<T>, E> {
        whole(v.into_deserializer())
    }
    fn visit_i128<E: de::Error>(self, v: i128) -> Result<Spanned<T>, E> {
        whole(v.into_deserializer())
    }
    fn visit_u128<E: de::Error>(self, v: u128) -> Result<Spanned<T>, E> {
        whole(v.into_deserializer())
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Spanned<T>, E> {
        whole(v.into_deserializer())
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Spanned<T>, E> {
        whole(v.to_string().into_deserializer())
    }
    fn visit_unit<E: de::Error>(self) -> Result<Spanned<T>, E> {
        whole(().into_deserializer())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Spanned<T>, A::Error> {
        whole(SeqAccessDeserializer::new(seq))
    }
}

thread_local! {
    /// The range of the expression whose evaluated value is being read, which a
    /// `Spanned` inside that value takes (no item of its own can place it).
    static EVALUATED: RefCell<Option<Range>> = const { RefCell::new(None) };
}

/// Runs `read` with `range` as the range of a `Spanned` inside the value it reads.
pub(crate) fn with_evaluated_range<R>(range: Range, read: impl FnOnce() -> R) -> R {
    /// Puts back the outer range, even if a user's `Deserialize` panics.
    struct Restore(Option<Range>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let outer = self.0.take();
            EVALUATED.with(|e| *e.borrow_mut() = outer);
        }
    }
    let _restore = Restore(EVALUATED.with(|e| e.replace(Some(range))));
    read()
}

/// A `Spanned` inside an evaluated value: the value read from `d`, with the whole
/// expression's range; outside hcl2's decoding, an error.
fn whole<'de, T: Deserialize<'de>, D: Deserializer<'de>>(d: D) -> Result<Spanned<T>, D::Error> {
    let Some(range) = EVALUATED.with(|e| e.borrow().clone()) else {
        return Err(de::Error::custom(
            "hcl2::Spanned can only be decoded by hcl2",
        ));
    };
    Ok(Spanned {
        value: T::deserialize(d)?,
        range,
    })
}

/// The first key of a map: the decoder's range key, or another to replay (copied only
/// then).
enum FirstKey {
    Range,
    Other(String),
}

impl FirstKey {
    fn into_other(self) -> String {
        match self {
            FirstKey::Range => magic::RANGE.to_string(),
            FirstKey::Other(key) => key,
        }
    }
}

impl<'de> Deserialize<'de> for FirstKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<FirstKey, D::Error> {
        d.deserialize_str(FirstKeyVisitor)
    }
}

struct FirstKeyVisitor;

impl Visitor<'_> for FirstKeyVisitor {
    type Value = FirstKey;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<FirstKey, E> {
        Ok(match key {
            magic::RANGE => FirstKey::Range,
            other => FirstKey::Other(other.to_string()),
        })
    }
}

/// A map whose first key was read already, to read again from the start.
struct Replay<A> {
    first: Option<String>,
    map: A,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Replay<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        match self.first.take() {
            Some(key) => seed.deserialize(key.into_deserializer()).map(Some),
            None => self.map.next_key_seed(seed),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_deserializers_cannot_make_a_spanned() {
        assert!(serde_json::from_str::<Spanned<u16>>("80").is_err());
        let err = serde_json::from_str::<Spanned<u16>>(r#"{"a": 1}"#).unwrap_err();
        assert!(
            err.to_string().contains("can only be decoded by hcl2"),
            "{err}"
        );
    }
}
