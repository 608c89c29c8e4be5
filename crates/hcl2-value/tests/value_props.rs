//! Properties of equality and the operations over random values.

mod common;

use common::{any_number, arb_type, arb_value, typed_value};
use hcl2_value::{Type, Value};
use proptest::prelude::*;

/// Two values of one random type, so that equal pairs are common.
fn same_typed_pair() -> impl Strategy<Value = (Value, Value)> {
    arb_type(true).prop_flat_map(|t| (arb_value(&t, true), arb_value(&t, true)))
}

proptest! {
    #[test]
    fn equality_is_symmetric((a, b) in same_typed_pair()) {
        let ab = a.equals(&b);
        let ba = b.equals(&a);
        prop_assert!(ab.raw_equals(&ba), "{a:?} == {b:?} gave {ab:?} but the reverse gave {ba:?}");
    }

    #[test]
    fn not_equals_is_the_negation_of_equals((a, b) in same_typed_pair()) {
        let (eq, eq_marks) = a.equals(&b).unmark();
        let (ne, ne_marks) = a.not_equals(&b).unmark();
        prop_assert_eq!(eq_marks, ne_marks);
        match eq.as_bool() {
            Some(e) => prop_assert_eq!(ne.as_bool(), Some(!e)),
            None => prop_assert!(!ne.is_known()),
        }
    }

    #[test]
    fn known_values_without_unknowns_equal_themselves(v in typed_value(false)) {
        prop_assert_eq!(v.equals(&v).as_bool(), Some(true));
        prop_assert!(v.raw_equals(&v.clone()));
    }

    #[test]
    fn equality_of_different_values_of_different_types_is_false(a in typed_value(false), b in typed_value(false)) {
        // Nulls are the exception: a null equals every other null, whatever its type.
        let non_null = !a.is_null() && !b.is_null();
        if non_null && a.ty() != b.ty() && a.has_wholly_known_type() && b.has_wholly_known_type() {
            prop_assert_eq!(a.equals(&b).as_bool(), Some(false));
        }
    }

    #[test]
    fn addition_is_commutative(a in any_number(), b in any_number()) {
        let (a, b) = (Value::number(a), Value::number(b));
        match (a.add(&b), b.add(&a)) {
            (Ok(x), Ok(y)) => prop_assert!(x.raw_equals(&y), "{x:?} vs {y:?}"),
            (Err(_), Err(_)) => {}
            (x, y) => prop_assert!(false, "{x:?} vs {y:?}"),
        }
    }

    #[test]
    fn comparison_is_antisymmetric(a in any_number(), b in any_number()) {
        let (a, b) = (Value::number(a), Value::number(b));
        let lt = a.less_than(&b).unwrap().as_bool();
        let gt = b.greater_than(&a).unwrap().as_bool();
        prop_assert_eq!(lt, gt);
    }

    #[test]
    fn set_elements_are_distinct_and_in_set_order(v in arb_type(false).prop_flat_map(|t| arb_value(&Type::set(t), false))) {
        let Some(es) = v.as_slice() else { return Ok(()) }; // null sets have no elements
        for (i, a) in es.iter().enumerate() {
            for b in &es[i + 1..] {
                prop_assert_ne!(a.equals(b).as_bool(), Some(true));
            }
        }
        let rebuilt = if es.is_empty() { v.clone() } else { Value::set(es.iter().rev().cloned()).unwrap().with_marks(v.marks()) };
        prop_assert!(rebuilt.raw_equals(&v), "set order depends on insertion order: {v:?} vs {rebuilt:?}");
    }
}
