//! Properties of conversion and unification over random types and values.

use hcl2_value::convert::{
    can_convert, can_convert_safe, convert, convert_safe, unify, unify_unsafe,
};
use hcl2_value::{Number, Type, Value};
use proptest::prelude::*;

const NAMES: [&str; 3] = ["a", "b", "c"];

/// Random types, `dynamic` allowing the dynamic pseudo-type among the leaves.
fn arb_type(dynamic: bool) -> BoxedStrategy<Type> {
    let leaf = if dynamic {
        prop_oneof![
            Just(Type::Bool),
            Just(Type::Number),
            Just(Type::String),
            Just(Type::Dynamic)
        ]
        .boxed()
    } else {
        prop_oneof![Just(Type::Bool), Just(Type::Number), Just(Type::String)].boxed()
    };
    leaf.prop_recursive(3, 16, 3, |inner| {
        prop_oneof![
            inner.clone().prop_map(Type::list),
            inner.clone().prop_map(Type::set),
            inner.clone().prop_map(Type::map),
            prop::collection::btree_map(prop::sample::select(&NAMES[..]), inner.clone(), 0..3)
                .prop_map(Type::object),
            prop::collection::vec(inner, 0..3).prop_map(Type::tuple),
        ]
    })
    .boxed()
}

/// Random values of `ty`: null, unknown (`unknowns`, never inside a set) or known, some
/// known ones marked.
fn arb_value(ty: &Type, unknowns: bool) -> BoxedStrategy<Value> {
    let null = Just(Value::null(ty.clone()));
    let unknown = Just(Value::unknown(ty.clone()));
    let known = arb_known(ty, unknowns);
    let known = (known, any::<u8>())
        .prop_map(|(v, m)| if m % 5 == 0 { v.mark("sensitive") } else { v })
        .boxed();
    if unknowns {
        prop_oneof![1 => null, 1 => unknown, 6 => known].boxed()
    } else {
        prop_oneof![1 => null, 6 => known].boxed()
    }
}

fn arb_known(ty: &Type, unknowns: bool) -> BoxedStrategy<Value> {
    match ty {
        Type::Bool => any::<bool>().prop_map(Value::bool).boxed(),
        Type::Number => prop::sample::select(vec!["0", "1", "-2", "1.5", "100", "0.25", "-7.125"])
            .prop_map(|s| Value::number(Number::parse(s).unwrap()))
            .boxed(),
        Type::String => prop::sample::select(vec!["", "a", "b", "1", "true", "false", "0", "x y"])
            .prop_map(Value::string)
            .boxed(),
        Type::List(e) => {
            let e = (**e).clone();
            prop::collection::vec(arb_value(&e, unknowns), 0..3)
                .prop_map(move |vs| {
                    if vs.is_empty() {
                        Value::empty_list(e.clone())
                    } else {
                        Value::list(vs).unwrap()
                    }
                })
                .boxed()
        }
        Type::Set(e) => {
            let e = (**e).clone();
            prop::collection::vec(arb_value(&e, false), 0..3)
                .prop_map(move |vs| {
                    if vs.is_empty() {
                        Value::empty_set(e.clone())
                    } else {
                        Value::set(vs).unwrap()
                    }
                })
                .boxed()
        }
        Type::Map(e) => {
            let e = (**e).clone();
            prop::collection::btree_map(
                prop::sample::select(&NAMES[..]),
                arb_value(&e, unknowns),
                0..3,
            )
            .prop_map(move |m| {
                if m.is_empty() {
                    Value::empty_map(e.clone())
                } else {
                    Value::map(m).unwrap()
                }
            })
            .boxed()
        }
        Type::Object(o) => {
            let parts: Vec<BoxedStrategy<(String, Value)>> = o
                .attributes()
                .iter()
                .map(|(k, t)| {
                    let k = k.clone();
                    arb_value(t, unknowns)
                        .prop_map(move |v| (k.clone(), v))
                        .boxed()
                })
                .collect();
            parts.prop_map(Value::object).boxed()
        }
        Type::Tuple(es) => {
            let parts: Vec<BoxedStrategy<Value>> =
                es.iter().map(|t| arb_value(t, unknowns)).collect();
            parts.prop_map(Value::tuple).boxed()
        }
        other => Just(Value::unknown(other.clone())).boxed(),
    }
}

/// A type that values of `ty` plausibly convert to: leaves widened to string, lists and
/// sets swapped, tuples as lists of strings, objects as maps of strings.
fn arb_target_for(ty: &Type) -> BoxedStrategy<Type> {
    let same = Just(ty.clone());
    match ty {
        Type::Bool | Type::Number | Type::String => prop_oneof![same, Just(Type::String)].boxed(),
        Type::List(e) | Type::Set(e) => arb_target_for(e)
            .prop_flat_map(|t| prop_oneof![Just(Type::list(t.clone())), Just(Type::set(t))])
            .boxed(),
        Type::Map(e) => arb_target_for(e).prop_map(Type::map).boxed(),
        Type::Object(o) => {
            let parts: Vec<BoxedStrategy<(String, Type)>> = o
                .attributes()
                .iter()
                .map(|(k, t)| {
                    let k = k.clone();
                    arb_target_for(t).prop_map(move |t| (k.clone(), t)).boxed()
                })
                .collect();
            prop_oneof![parts.prop_map(Type::object), Just(Type::map(Type::String)),].boxed()
        }
        Type::Tuple(es) => {
            let parts: Vec<BoxedStrategy<Type>> = es.iter().map(arb_target_for).collect();
            prop_oneof![
                parts.prop_map(Type::tuple),
                Just(Type::list(Type::String)),
                Just(Type::set(Type::String)),
            ]
            .boxed()
        }
        other => Just(other.clone()).boxed(),
    }
}

fn typed_value(unknowns: bool) -> impl Strategy<Value = Value> {
    arb_type(false).prop_flat_map(move |t| arb_value(&t, unknowns))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn safe_conversion_then_back_is_the_identity(
        (v, target) in typed_value(true).prop_flat_map(|v| {
            let t = arb_target_for(v.ty());
            (Just(v), t)
        })
    ) {
        prop_assume!(can_convert_safe(v.ty(), &target));
        let there = convert_safe(&v, &target);
        prop_assert!(there.is_ok(), "safe conversion failed: {there:?}");
        let there = there.unwrap();
        prop_assert_eq!(there.ty(), &target);
        if can_convert(there.ty(), v.ty()) {
            let back = convert(&there, v.ty());
            prop_assert!(back.is_ok(), "converting {there:?} back failed: {back:?}");
            prop_assert_eq!(back.unwrap(), v);
        }
    }

    #[test]
    fn unify_is_commutative(a in arb_type(true), b in arb_type(true), c in arb_type(true)) {
        prop_assert_eq!(unify(&[a.clone(), b.clone()]), unify(&[b.clone(), a.clone()]));
        prop_assert_eq!(unify_unsafe(&[a.clone(), b.clone()]), unify_unsafe(&[b.clone(), a.clone()]));
        prop_assert_eq!(
            unify(&[a.clone(), b.clone(), c.clone()]),
            unify(&[c.clone(), b.clone(), a.clone()])
        );
        prop_assert_eq!(unify_unsafe(&[a.clone(), b.clone(), c.clone()]), unify_unsafe(&[c, a, b]));
    }

    #[test]
    fn converting_to_dynamic_is_a_no_op(v in typed_value(true)) {
        prop_assert_eq!(convert(&v, &Type::Dynamic).unwrap(), v.clone());
        prop_assert_eq!(convert_safe(&v, &Type::Dynamic).unwrap(), v);
    }

    #[test]
    fn converting_to_own_type_is_a_no_op(v in typed_value(true)) {
        prop_assert_eq!(convert(&v, v.ty()).unwrap(), v.clone());
        prop_assert_eq!(convert_safe(&v, v.ty()).unwrap(), v);
    }

    #[test]
    fn conversion_to_any_type_never_panics_and_gives_that_type(
        v in typed_value(true),
        target in arb_type(false),
    ) {
        if let Ok(r) = convert(&v, &target) {
            prop_assert_eq!(r.ty(), &target);
        }
        let safe = convert_safe(&v, &target);
        if can_convert_safe(v.ty(), &target) {
            prop_assert!(safe.is_ok(), "safe conversion failed: {safe:?}");
        }
        prop_assert_eq!(can_convert(v.ty(), &target) || v.ty() == &target, can_convert(v.ty(), &target));
    }

    #[test]
    fn unified_type_accepts_every_input_type(types in prop::collection::vec(arb_type(true), 1..4)) {
        if let Some(u) = unify(&types) {
            for t in &types {
                prop_assert!(can_convert_safe(t, &u), "{t} does not convert safely to {u}");
            }
        }
        if let Some(u) = unify_unsafe(&types) {
            for t in &types {
                prop_assert!(can_convert(t, &u), "{t} does not convert to {u}");
            }
        }
    }
}
