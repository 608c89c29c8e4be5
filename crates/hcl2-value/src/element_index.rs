//! [`ElementIndex`]: whether a value is among many, in expected constant time per
//! question, by either of the reference's two rules of sameness.

use std::collections::HashMap;

use crate::set_order::{write_hash_text, Zeros};
use crate::Value;

/// A collection of values that answers "is this value among them?" without visiting
/// them all: what `distinct`, `matchkeys` and the set functions need to stay linear in
/// their arguments.
///
/// Values are bucketed by the canonical text the reference hashes set elements by, then
/// compared within their bucket. Two rules are offered:
/// - [`ElementIndex::equality`]: the `==` operator's (`0` and `-0` are one value);
/// - [`ElementIndex::set_rules`]: a set's (`0` and `-0` are two elements).
///
/// Under both, a value that is not wholly known is never found and never a duplicate,
/// since the reference cannot say whether it equals anything; marks are ignored.
///
/// ```
/// use hcl2_value::{ElementIndex, Value};
///
/// let mut seen = ElementIndex::equality();
/// let kept: Vec<i64> = [3, 1, 3, 2, 1]
///     .into_iter()
///     .filter(|n| seen.insert(&Value::from(*n)))
///     .collect();
/// assert_eq!(kept, [3, 1, 2]);
/// assert!(seen.contains(&Value::from(2)));
/// assert!(!seen.contains(&Value::from(4)));
/// ```
#[derive(Clone, Debug)]
pub struct ElementIndex {
    zeros: Zeros,
    buckets: HashMap<String, Vec<Value>>,
}

impl ElementIndex {
    /// An empty index where values are the same when `==` says so.
    pub fn equality() -> ElementIndex {
        ElementIndex::new(Zeros::Unsigned)
    }

    /// An empty index where values are the same when a set would hold them as one
    /// element (equal, and `0` apart from `-0` wherever they occur).
    pub fn set_rules() -> ElementIndex {
        ElementIndex::new(Zeros::Signed)
    }

    fn new(zeros: Zeros) -> ElementIndex {
        ElementIndex {
            zeros,
            buckets: HashMap::new(),
        }
    }

    /// Adds `value` unless the same value is already in; whether it was added.
    pub fn insert(&mut self, value: &Value) -> bool {
        self.insert_keyed(value).is_some()
    }

    /// Adds `value` unless the same value is already in; its hash text if it was added
    /// (what a set's order sorts by, so the caller need not render it again).
    pub(crate) fn insert_keyed(&mut self, value: &Value) -> Option<String> {
        let key = self.key(value);
        let bucket = self.buckets.entry(key.clone()).or_default();
        if bucket.iter().any(|v| same(v, value)) {
            return None;
        }
        bucket.push(value.clone());
        Some(key)
    }

    /// Whether the same value as `value` is in.
    pub fn contains(&self, value: &Value) -> bool {
        self.buckets
            .get(&self.key(value))
            .is_some_and(|bucket| bucket.iter().any(|v| same(v, value)))
    }

    fn key(&self, value: &Value) -> String {
        let mut key = String::new();
        write_hash_text(value, self.zeros, &mut key);
        key
    }
}

impl<'a> Extend<&'a Value> for ElementIndex {
    fn extend<I: IntoIterator<Item = &'a Value>>(&mut self, values: I) {
        for value in values {
            self.insert(value);
        }
    }
}

/// Within one bucket (one hash text), whether two values are one: equal and wholly known.
fn same(a: &Value, b: &Value) -> bool {
    a.equals(b).as_bool() == Some(true)
}

#[cfg(test)]
mod tests {
    use super::ElementIndex;
    use crate::{Number, Type, Value};

    fn num(text: &str) -> Value {
        Value::number(Number::parse(text).unwrap())
    }

    #[test]
    fn equality_takes_zero_and_negative_zero_as_one_value() {
        let mut index = ElementIndex::equality();
        assert!(index.insert(&num("0")));
        assert!(!index.insert(&num("-0")));
        assert!(index.contains(&Value::list([num("-0")]).unwrap().as_slice().unwrap()[0]));
    }

    #[test]
    fn set_rules_take_zero_and_negative_zero_as_two_elements() {
        let mut index = ElementIndex::set_rules();
        assert!(index.insert(&num("0")));
        assert!(index.insert(&num("-0")));
        let list = |z: &str| Value::list([num(z)]).unwrap();
        let mut lists = ElementIndex::set_rules();
        lists.insert(&list("0"));
        assert!(!lists.contains(&list("-0")));
    }

    #[test]
    fn numbers_alike_in_ten_digits_but_unequal_are_two_values() {
        let mut index = ElementIndex::equality();
        assert!(index.insert(&num("1.00000000001")));
        assert!(index.insert(&num("1.00000000002")));
        assert!(!index.insert(&num("1.00000000001")));
    }

    #[test]
    fn unknown_values_are_never_found_nor_duplicates() {
        let mut index = ElementIndex::equality();
        let unknown = Value::unknown(Type::String);
        assert!(index.insert(&unknown));
        assert!(index.insert(&unknown));
        assert!(!index.contains(&unknown));
    }

    #[test]
    fn marks_do_not_change_sameness() {
        let mut index = ElementIndex::equality();
        index.insert(&Value::string("a").mark("sensitive"));
        assert!(index.contains(&Value::string("a")));
    }
}
