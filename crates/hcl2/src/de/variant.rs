//! An enum read from a body holding exactly one item: the item's name is the variant
//! and its value the variant's content (`auth { basic { user = "u" } }` into an enum
//! with a `Basic` variant), as serde's externally tagged enums are written.

use std::marker::PhantomData;

use hcl2_core::{Diagnostic, Range};
use serde::de::{
    DeserializeSeed, Deserializer, EnumAccess, IgnoredAny, MapAccess, VariantAccess, Visitor,
};

use super::items::{Entry, ItemsAccess};
use super::{Ctx, DeError};

/// Visits `entries` (which must be exactly one) as an enum.
pub(crate) fn visit_variant<'de, V: Visitor<'de>>(
    entries: Vec<Entry<'_>>,
    ctx: Ctx<'_>,
    missing: &Range,
    visitor: V,
) -> Result<V::Value, DeError> {
    if entries.len() != 1 {
        return Err(DeError::diagnostic(Diagnostic::error(
            "Unsuitable value type",
            format!(
                "Unsuitable value: this body names its kind by holding exactly one argument or block, but it holds {}.",
                entries.len()
            ),
            Some(missing.clone()),
        )));
    }
    let last_key = std::cell::RefCell::new(None);
    visitor.visit_enum(Variant {
        access: ItemsAccess::new(entries, ctx, &last_key),
    })
}

struct Variant<'a, 'c, 'l> {
    access: ItemsAccess<'a, 'c, 'l>,
}

impl<'de, 'a, 'c, 'l> EnumAccess<'de> for Variant<'a, 'c, 'l> {
    type Error = DeError;
    type Variant = Variant<'a, 'c, 'l>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        mut self,
        seed: V,
    ) -> Result<(V::Value, Self::Variant), DeError> {
        match self.access.next_key_seed(seed)? {
            Some(variant) => Ok((variant, self)),
            None => Err(serde::de::Error::custom("no item names the variant")),
        }
    }
}

impl<'de> VariantAccess<'de> for Variant<'_, '_, '_> {
    type Error = DeError;

    fn unit_variant(mut self) -> Result<(), DeError> {
        self.access.next_value_seed(PhantomData::<IgnoredAny>)?;
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(
        mut self,
        seed: T,
    ) -> Result<T::Value, DeError> {
        self.access.next_value_seed(seed)
    }

    fn tuple_variant<V: Visitor<'de>>(
        mut self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, DeError> {
        self.access.next_value_seed(Shaped::Tuple(len, visitor))
    }

    fn struct_variant<V: Visitor<'de>>(
        mut self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        self.access.next_value_seed(Shaped::Struct(fields, visitor))
    }
}

/// A variant's content read as the shape the variant declares.
enum Shaped<V> {
    Tuple(usize, V),
    Struct(&'static [&'static str], V),
}

impl<'de, V: Visitor<'de>> DeserializeSeed<'de> for Shaped<V> {
    type Value = V::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        match self {
            Shaped::Tuple(len, visitor) => d.deserialize_tuple(len, visitor),
            Shaped::Struct(fields, visitor) => d.deserialize_struct("", fields, visitor),
        }
    }
}
