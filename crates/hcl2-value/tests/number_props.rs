//! Algebraic properties of `Number` that must hold for any input.

use hcl2_value::Number;
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

/// Finite f64s well inside the normal range.
fn normal_f64() -> impl Strategy<Value = f64> {
    (any::<bool>(), 0u64..(1 << 52), -300i32..300).prop_map(|(neg, frac, e)| {
        let v = f64::from_bits((((1023 + e) as u64) << 52) | frac);
        if neg {
            -v
        } else {
            v
        }
    })
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
    fn f64_arithmetic_is_ieee_in_the_normal_range(a in normal_f64(), b in normal_f64()) {
        // At 53 bits with ties to even, sums, differences and quotients are IEEE's.
        let (x, y) = (Number::from_f64(a).unwrap(), Number::from_f64(b).unwrap());
        for (got, want) in [(x.add(&y), a + b), (x.sub(&y), a - b), (x.div(&y), a / b)] {
            if want.is_normal() {
                prop_assert_eq!(got.unwrap().to_f64(), Some(want));
            }
        }
        prop_assert_eq!(x.to_string().parse::<f64>().ok(), Some(a));
    }

    #[test]
    fn i64_sums_and_products_are_exact_when_they_fit(a in any::<i64>(), b in any::<i64>()) {
        let (x, y) = (Number::from_i64(a), Number::from_i64(b));
        if let Some(s) = a.checked_add(b) {
            prop_assert_eq!(x.add(&y).unwrap().to_i64(), Some(s));
        }
        if let Some(p) = a.checked_mul(b) {
            prop_assert_eq!(x.mul(&y).unwrap().to_i64(), Some(p));
        }
        let wide = i128::from(a) * i128::from(b);
        prop_assert_eq!(x.mul(&y).unwrap().cmp_numeric(&Number::parse(&wide.to_string()).unwrap()), Ordering::Equal);
    }

    #[test]
    fn parse_never_panics(s in "[-+0-9.eEpIinf_x ]{0,30}") {
        let _ = Number::parse(&s);
    }
}
