//! [`Spanned`]: a decoded value with the range it was read from.

use std::fmt;
use std::marker::PhantomData;

use hcl2_core::Range;
use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};

use crate::de::magic::{self, range_from, RangeRepr};

/// A value together with the range of the file it was decoded from, as `toml::Spanned`
/// keeps one; usable for any field (an argument's value, a block, a label).
///
/// The range of an argument is its expression's; of a block, its header (type and
/// labels); of a label, the label. Two `Spanned` compare by their values alone.
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
        if map.next_key::<&str>()? != Some(magic::RANGE) {
            return Err(de::Error::custom(
                "hcl2::Spanned can only be decoded by hcl2",
            ));
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
}
