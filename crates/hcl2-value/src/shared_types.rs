//! Object types shared between values of one shape.
//!
//! A million objects written alike (`[{x=1}, {x=1}, …]`, a million `b { x = 1 }`
//! blocks) have one object type. Each thread remembers the few object types it made
//! last; a new object whose attribute names and types equal one of them takes that type
//! (one reference count) instead of building its own map of names and types.
//!
//! Only small types are remembered ([`MAX_ATTRS`] attributes at most), so what the
//! cache keeps alive stays a few kilobytes whatever the input.

use std::cell::RefCell;
use std::sync::Arc;

use crate::name_map::NameMap;
use crate::ty::{ObjectType, Type};

/// How many recent object types each thread remembers.
const SLOTS: usize = 4;
/// The most attributes a remembered object type has.
const MAX_ATTRS: usize = 32;

thread_local! {
    static RECENT: RefCell<[Option<Arc<ObjectType>>; SLOTS]> = const { RefCell::new([None, None, None, None]) };
}

/// The object type (no optional attributes) with the attributes named in `attrs`, each
/// of the type `type_of` gives for its entry; names must already be in NFC, sorted, each once.
pub(crate) fn object_type<V>(
    attrs: &[(String, V)],
    type_of: impl Fn(&V) -> &Type,
) -> Arc<ObjectType> {
    let build = || {
        let built = attrs
            .iter()
            .map(|(k, v)| (k.as_str().into(), type_of(v).clone()));
        ObjectType::shared(NameMap::from_sorted(built.collect()))
    };
    if attrs.len() > MAX_ATTRS {
        return build();
    }
    RECENT.with(|recent| {
        let mut recent = recent.borrow_mut();
        let hit = recent.iter().position(|slot| {
            slot.as_ref()
                .is_some_and(|t| same_attributes(t, attrs, &type_of))
        });
        let found = match hit {
            Some(i) => recent[i].clone(),
            None => None,
        };
        let shared = found.unwrap_or_else(build);
        // Most recent first: a run of one shape hits the first slot.
        let at = hit.unwrap_or(SLOTS - 1);
        recent[..=at].rotate_right(1);
        recent[0] = Some(shared.clone());
        shared
    })
}

fn same_attributes<V>(
    t: &ObjectType,
    attrs: &[(String, V)],
    type_of: &impl Fn(&V) -> &Type,
) -> bool {
    t.optional().is_empty()
        && t.attributes().len() == attrs.len()
        && t.attributes()
            .iter()
            .zip(attrs)
            .all(|((tk, tt), (k, v))| tk == k.as_str() && tt == type_of(v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_of_one_shape_share_their_type() {
        let attrs = [("x".to_string(), Type::Number)];
        let (a, b) = (object_type(&attrs, |t| t), object_type(&attrs, |t| t));
        assert!(Arc::ptr_eq(&a, &b));
    }

    #[test]
    fn a_shared_type_equals_the_type_built_alone() {
        let attrs = [
            ("a".to_string(), Type::String),
            ("b".to_string(), Type::list(Type::Bool)),
        ];
        let other = [("a".to_string(), Type::Number)];
        for _ in 0..3 {
            assert_eq!(
                Type::Object(object_type(&attrs, |t| t)),
                Type::object([("a", Type::String), ("b", Type::list(Type::Bool))])
            );
            assert_eq!(
                Type::Object(object_type(&other, |t| t)),
                Type::object([("a", Type::Number)])
            );
        }
    }

    #[test]
    fn large_object_types_are_built_without_the_cache() {
        let mut attrs: Vec<(String, Type)> = (0..=MAX_ATTRS)
            .map(|i| (format!("a{i}"), Type::Number))
            .collect();
        attrs.sort_by(|a, b| a.0.cmp(&b.0));
        let t = object_type(&attrs, |t| t);
        assert_eq!(t.attributes().len(), MAX_ATTRS + 1);
        RECENT.with(|recent| {
            assert!(recent
                .borrow()
                .iter()
                .flatten()
                .all(|o| o.attributes().len() <= MAX_ATTRS));
        });
    }
}
