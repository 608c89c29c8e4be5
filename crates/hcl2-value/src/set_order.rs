//! The reference's set semantics: which elements are duplicates, and the order a set's
//! elements are visited in (so that a `for` over a set matches the reference exactly).
//!
//! Elements are ordered nulls last, unknowns after knowns, strings by bytes, numbers
//! numerically, `false` before `true`, and anything else by its "hash text" (a canonical
//! rendering the reference also uses to bucket set elements).

use crate::value::{Data, Value};
use crate::ElementIndex;
use std::cmp::Ordering;

/// Deduplicates `elements` (equal known values collapse; unknowns never do) and sorts
/// them into set order. Elements must already be unmarked.
///
/// The reference keeps elements in buckets keyed by the CRC-32 of their hash text,
/// lists the buckets in ascending key order (each in insertion order), then sorts
/// stably by its element order. Elements that order as equal yet are two elements
/// (`0` and `-0`, or lists holding them) therefore come in bucket order.
pub(crate) fn canonical_set(elements: Vec<Value>) -> Vec<Value> {
    let mut index = ElementIndex::set_rules();
    let mut keyed: Vec<(String, Value)> = Vec::with_capacity(elements.len());
    for e in elements {
        if let Some(key) = index.insert_keyed(&e) {
            keyed.push((key, e));
        }
    }
    keyed.sort_by_cached_key(|(k, _)| crc32fast::hash(k.as_bytes()));
    keyed.sort_by(|(ka, a), (kb, b)| set_order(a, ka, b, kb));
    keyed.into_iter().map(|(_, v)| v).collect()
}

/// Whether `candidate` is the set element `element` as the reference decides it: in
/// the same bucket (the same hash text, so `0` is not `-0`) and equal.
pub(crate) fn same_element(candidate: &Value, element: &Value) -> bool {
    candidate.equals(element).as_bool() == Some(true) && hash_text(candidate) == hash_text(element)
}

fn set_order(a: &Value, ka: &str, b: &Value, kb: &str) -> Ordering {
    match (a.is_null(), b.is_null()) {
        (true, true) => return Ordering::Equal,
        (false, true) => return Ordering::Less,
        (true, false) => return Ordering::Greater,
        _ => {}
    }
    match (a.is_known(), b.is_known()) {
        (true, true) => {}
        (true, false) => return Ordering::Less,
        (false, _) => {
            return if b.is_known() {
                Ordering::Greater
            } else {
                Ordering::Equal
            }
        }
    }
    match (a.data(), b.data()) {
        (Data::String(x), Data::String(y)) => x.as_bytes().cmp(y.as_bytes()),
        (Data::Number(x), Data::Number(y)) => x.cmp_numeric(y),
        (Data::Bool(x), Data::Bool(y)) => x.cmp(y),
        _ if a.raw_equals(b) => Ordering::Equal,
        _ => ka.as_bytes().cmp(kb.as_bytes()),
    }
}

/// The canonical text the reference hashes a set element by.
pub(crate) fn hash_text(v: &Value) -> String {
    let mut out = String::new();
    write_hash_text(v, Zeros::Signed, &mut out);
    out
}

/// Whether hash text tells `-0` from `0`: sets do; a bucket key for equality must not,
/// since `0 == -0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Zeros {
    Signed,
    Unsigned,
}

pub(crate) fn write_hash_text(v: &Value, zeros: Zeros, out: &mut String) {
    use crate::ty::Type;
    match v.data() {
        Data::Unknown(_) => out.push('?'),
        Data::Null => out.push('~'),
        Data::Number(n) if zeros == Zeros::Unsigned && n.is_zero() => out.push('0'),
        Data::Number(n) => out.push_str(&n.format_g10()),
        Data::Bool(b) => out.push(if *b { 'T' } else { 'F' }),
        Data::String(s) => out.push_str(&crate::strings::go_quote(s)),
        Data::Capsule(_) => out.push_str("«?»"),
        Data::Attrs(es) => {
            let object = matches!(v.ty(), Type::Object(_));
            out.push(if object { '<' } else { '{' });
            for (k, e) in es.iter() {
                if !object {
                    out.push_str(&crate::strings::go_quote(k));
                    out.push(':');
                }
                write_hash_text(e, zeros, out);
                out.push(';');
            }
            out.push(if object { '>' } else { '}' });
        }
        Data::Seq(es) => {
            let tuple = matches!(v.ty(), Type::Tuple(_));
            out.push(if tuple { '<' } else { '[' });
            for e in es.iter() {
                write_hash_text(e, zeros, out);
                out.push(';');
            }
            out.push(if tuple { '>' } else { ']' });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Type, Value};

    #[test]
    fn sets_collapse_equal_elements() {
        let s = Value::set(["a", "b", "a"].map(Value::string)).unwrap();
        assert_eq!(s.as_slice().unwrap().len(), 2);
    }

    #[test]
    fn set_order_puts_strings_in_byte_order_and_unknowns_last() {
        let s = Value::set([
            Value::string("b"),
            Value::unknown(Type::String),
            Value::string("a"),
        ])
        .unwrap();
        let got: Vec<_> = s
            .as_slice()
            .unwrap()
            .iter()
            .map(|v| v.as_str().map(str::to_owned))
            .collect();
        assert_eq!(got, vec![Some("a".into()), Some("b".into()), None]);
    }

    #[test]
    fn set_order_is_numeric_for_numbers() {
        let s = Value::set([10, 9, -1].map(Value::from)).unwrap();
        let got: Vec<_> = s
            .as_slice()
            .unwrap()
            .iter()
            .map(|v| v.as_number().unwrap().to_i64())
            .collect();
        assert_eq!(got, vec![Some(-1), Some(9), Some(10)]);
    }

    #[test]
    fn unknown_elements_never_collapse() {
        let s = Value::set([Value::unknown(Type::String), Value::unknown(Type::String)]).unwrap();
        assert_eq!(s.as_slice().unwrap().len(), 2);
    }

    #[test]
    fn marks_on_set_elements_move_to_the_set() {
        let s = Value::set([Value::string("a").mark("sensitive")]).unwrap();
        assert!(s.has_mark(&"sensitive".into()));
        assert!(!s.as_slice().unwrap()[0].is_marked());
    }

    fn zero(text: &str) -> Value {
        Value::number(crate::Number::parse(text).unwrap())
    }

    fn texts(set: &Value) -> Vec<String> {
        set.as_slice()
            .unwrap()
            .iter()
            .map(super::hash_text)
            .collect()
    }

    #[test]
    fn zero_and_negative_zero_are_two_elements_in_bucket_order() {
        // go-cty: CRC-32 of "-0" (0x472a78bc) is below that of "0" (0xf4dbdf21).
        for order in [["0", "-0"], ["-0", "0"]] {
            let s = Value::set(order.map(zero)).unwrap();
            assert_eq!(texts(&s), vec!["-0", "0"]);
        }
        let s = Value::set(["1", "-0", "-1", "0"].map(zero)).unwrap();
        assert_eq!(texts(&s), vec!["-1", "-0", "0", "1"]);
    }

    #[test]
    fn lists_holding_zero_and_negative_zero_come_in_bucket_order() {
        // CRC-32 of "[0;]" (0x304b705e) is below that of "[-0;]" (0xd6ba59c5).
        let list = |z: &str| Value::list([zero(z)]).unwrap();
        let s = Value::set([list("-0"), list("0")]).unwrap();
        assert_eq!(texts(&s), vec!["[0;]", "[-0;]"]);
    }

    #[test]
    fn a_set_of_negative_zero_does_not_hold_zero() {
        let s = Value::set([zero("-0")]).unwrap();
        assert_eq!(s.has_element(&zero("0")).as_bool(), Some(false));
        assert_eq!(s.has_element(&zero("-0")).as_bool(), Some(true));
    }
}
