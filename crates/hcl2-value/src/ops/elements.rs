//! Iterating a collection's elements in the reference's order, with their keys.

use crate::number::Number;
use crate::value::Value;

/// Where an element sits in its collection: what its key value is made from, without
/// making it (a loop that does not bind the key never pays for it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementKey<'v> {
    /// A list or tuple position: the key is that number.
    Index(usize),
    /// A map key or object attribute name: the key is that string.
    Name(&'v str),
    /// A set element: the key is the element itself.
    Itself,
}

impl ElementKey<'_> {
    /// The key value of `element`, which sits here.
    pub fn value(self, element: &Value) -> Value {
        match self {
            ElementKey::Index(i) => Value::number(Number::from_u64(i as u64)),
            ElementKey::Name(name) => Value::string(name),
            ElementKey::Itself => element.clone(),
        }
    }
}

/// The elements of a collection with where each sits: see [`Value::element_refs`].
#[derive(Clone, Debug)]
pub enum ElementRefs<'v> {
    /// A list, tuple or set (`set` says which keys its elements get).
    Seq {
        /// The elements with their positions.
        elements: std::iter::Enumerate<std::slice::Iter<'v, Value>>,
        /// Whether the elements are a set's (each its own key).
        set: bool,
    },
    /// A map or object, by key.
    Map(crate::NameMapIter<'v, Value>),
}

impl<'v> Iterator for ElementRefs<'v> {
    type Item = (ElementKey<'v>, &'v Value);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        match self {
            ElementRefs::Seq { elements, set } => {
                let (i, v) = elements.next()?;
                Some((
                    if *set {
                        ElementKey::Itself
                    } else {
                        ElementKey::Index(i)
                    },
                    v,
                ))
            }
            ElementRefs::Map(entries) => entries.next().map(|(k, v)| (ElementKey::Name(k), v)),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            ElementRefs::Seq { elements, .. } => elements.size_hint(),
            ElementRefs::Map(entries) => entries.size_hint(),
        }
    }
}

impl ExactSizeIterator for ElementRefs<'_> {}

impl Value {
    /// The elements of a known collection or structural value, borrowed, with where each
    /// sits, in the reference's order: lists and tuples by index, maps and objects by
    /// key, sets in set order. `None` for anything else (unknown, null, primitive).
    /// `self`'s own marks are not on the elements.
    pub fn element_refs(&self) -> Option<ElementRefs<'_>> {
        if let Some(seq) = self.as_slice() {
            return Some(ElementRefs::Seq {
                elements: seq.iter().enumerate(),
                set: self.ty().is_set(),
            });
        }
        self.as_map().map(|map| ElementRefs::Map(map.iter()))
    }

    /// The (key, element) pairs of a known collection or structural value, as
    /// [`Value::element_refs`] gives them, with the keys made and the elements copied.
    pub fn elements(&self) -> Option<Vec<(Value, Value)>> {
        self.element_refs()
            .map(|refs| refs.map(|(k, v)| (k.value(v), v.clone())).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Type;

    #[test]
    fn elements_come_with_index_name_or_themselves_as_keys() {
        let list = Value::list([Value::from("a"), Value::from("b")]).unwrap();
        let keys: Vec<_> = list.element_refs().unwrap().map(|(k, _)| k).collect();
        assert_eq!(keys, [ElementKey::Index(0), ElementKey::Index(1)]);
        let object = Value::object([("y", Value::from(1)), ("x", Value::from(2))]);
        let pairs = object.elements().unwrap();
        assert_eq!(pairs[0], (Value::from("x"), Value::from(2)));
        let set = Value::set([Value::from(3)]).unwrap();
        assert_eq!(set.elements().unwrap(), [(Value::from(3), Value::from(3))]);
        assert!(Value::unknown(Type::list(Type::String))
            .element_refs()
            .is_none());
        assert!(Value::from(1).element_refs().is_none());
    }
}
