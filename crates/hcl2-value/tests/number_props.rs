//! Algebraic properties of `Number` that must hold for any input.

use hcl2_value::number::Number;
use proptest::prelude::*;
use std::cmp::Ordering;

/// Decimal literals: up to 60 digits, optional point, optional exponent, optional sign.
fn literal() -> impl Strategy<Value = String> {
    (
        "-?[0-9]{1,60}",
        proptest::option::of(0usize..60),
        proptest::option::of(-400i32..400),
    )
        .prop_map(|(digits, point, exp)| {
            let mut s = digits;
            if let Some(p) = point {
                let start = usize::from(s.starts_with('-'));
                let at = (start + p).min(s.len());
                s.insert(at, '.');
            }
            if let Some(e) = exp {
                s.push_str(&format!("e{e}"));
            }
            s
        })
}

/// Numbers of mixed origin and precision: literals, integers, floats, quotients.
fn number() -> impl Strategy<Value = Number> {
    prop_oneof![
        literal().prop_map(|s| Number::parse(&s).expect("valid literal")),
        any::<i64>().prop_map(Number::from_i64),
        any::<f64>().prop_filter_map("finite", |f| f
            .is_finite()
            .then(|| Number::from_f64(f))
            .flatten()),
        (any::<i64>(), 1i64..1000).prop_map(|(a, b)| Number::from_i64(a)
            .div(&Number::from_i64(b))
            .expect("b != 0")),
    ]
}

proptest! {
    #[test]
    fn display_then_parse_round_trips(s in literal()) {
        let n = Number::parse(&s).unwrap();
        let back = Number::parse(&n.to_string()).unwrap();
        prop_assert!(n.equals(&back), "{} -> {} -> {}", s, n, back);
        prop_assert_eq!(n.cmp_numeric(&back), Ordering::Equal);
    }

    #[test]
    fn cmp_is_antisymmetric(a in number(), b in number()) {
        prop_assert_eq!(a.cmp_numeric(&b), b.cmp_numeric(&a).reverse());
    }

    #[test]
    fn i64_round_trips(v in any::<i64>()) {
        let n = Number::from_i64(v);
        prop_assert_eq!(n.to_i64(), Some(v));
        prop_assert_eq!(n.to_string(), v.to_string());
        prop_assert!(Number::parse(&v.to_string()).unwrap().equals(&n));
    }

    #[test]
    fn add_and_mul_commute(a in number(), b in number()) {
        let (ab, ba) = (a.add(&b).unwrap(), b.add(&a).unwrap());
        prop_assert!(ab.equals(&ba) && ab.precision() == ba.precision());
        let (ab, ba) = (a.mul(&b).unwrap(), b.mul(&a).unwrap());
        prop_assert!(ab.equals(&ba) && ab.precision() == ba.precision());
    }

    #[test]
    fn sub_is_add_of_negation(a in number(), b in number()) {
        prop_assert!(a.sub(&b).unwrap().equals(&a.add(&b.neg()).unwrap()));
        prop_assert_eq!(a.sub(&a).unwrap().signum(), 0);
    }

    #[test]
    fn parse_never_panics(s in "[-+0-9.eEpIinf_x ]{0,30}") {
        let _ = Number::parse(&s);
    }
}
