//! go-cty 1.13+'s refinements of function results: most functions' unknown results are
//! certainly not null, and `strlen` bounds the length of an unknown string by its
//! known prefix.

use hcl2_stdlib::{bytes_functions, functions, operator_functions};
use hcl2_value::{Number, Type, Value};

fn call(name: &str, args: &[Value]) -> Value {
    let mut all = functions();
    all.extend(operator_functions());
    all.extend(bytes_functions());
    all[name].call(args).expect(name)
}

#[test]
fn unknown_results_of_most_functions_are_not_null() {
    for (name, args) in [
        ("upper", vec![Value::unknown(Type::String)]),
        ("abs", vec![Value::unknown(Type::Number)]),
        ("add", vec![Value::unknown(Type::Number), Value::from(1)]),
        (
            "join",
            vec![Value::from(","), Value::unknown(Type::list(Type::String))],
        ),
        ("length", vec![Value::unknown(Type::list(Type::String))]),
        ("setunion", vec![Value::unknown(Type::set(Type::Number))]),
        (
            "formatdate",
            vec![Value::from("YYYY"), Value::unknown(Type::String)],
        ),
    ] {
        let r = call(name, &args);
        assert!(!r.is_known(), "{name}");
        assert!(r.definitely_not_null(), "{name}");
        assert_eq!(
            r.equals(&Value::null(Type::Dynamic)),
            Value::from(false),
            "{name}"
        );
    }
}

#[test]
fn functions_go_cty_does_not_refine_give_plain_unknowns() {
    for (name, args) in [
        (
            "element",
            vec![Value::unknown(Type::list(Type::String)), Value::from(0)],
        ),
        (
            "lookup",
            vec![
                Value::unknown(Type::map(Type::String)),
                Value::from("k"),
                Value::from(""),
            ],
        ),
        (
            "timeadd",
            vec![Value::unknown(Type::String), Value::from("1h")],
        ),
        ("jsondecode", vec![Value::unknown(Type::String)]),
    ] {
        let r = call(name, &args);
        assert!(!r.is_known() && !r.definitely_not_null(), "{name}");
    }
}

#[test]
fn strlen_of_an_unknown_string_is_at_least_its_prefix() {
    let id = Value::unknown(Type::String)
        .refine()
        .string_prefix_full("i-")
        .build()
        .unwrap();
    let len = call("strlen", &[id]);
    assert!(!len.is_known());
    assert_eq!(len.range().number_lower_bound(), (Number::from(2), true));
    assert_eq!(len.less_than(&Value::from(1)).unwrap(), Value::from(false));
    let dynamic = call("strlen", &[Value::dynamic()]);
    assert_eq!(
        dynamic.range().number_lower_bound(),
        (Number::from(0), true)
    );
    assert_eq!(call("strlen", &[Value::from("héllo")]), Value::from(5));
}

#[test]
fn a_dynamic_argument_a_function_does_not_take_gives_an_unrefined_dynamic() {
    // chomp's parameter does not take the dynamic pseudo-type: the result is the
    // dynamic unknown, which no refinement applies to.
    let r = call("chomp", &[Value::dynamic()]);
    assert!(r.ty().is_dynamic() && !r.definitely_not_null());
    // upper's does: its result is a string, refined as not null.
    let r = call("upper", &[Value::dynamic()]);
    assert!(r.ty() == &Type::String && r.definitely_not_null());
}

/// Terraform refines most of its functions' results as not null, not all of them.
#[test]
fn terraform_functions_refine_as_terraform_does() {
    let tf = hcl2_stdlib::terraform::functions();
    let s = || Value::unknown(Type::String);
    for (name, args, refined) in [
        ("startswith", vec![s(), Value::from("a")], true),
        ("endswith", vec![s(), Value::from("a")], true),
        ("strcontains", vec![s(), Value::from("a")], false),
        ("cidrhost", vec![s(), Value::from(1)], true),
        ("base64encode", vec![s()], true),
        ("md5", vec![s()], true),
        ("timecmp", vec![s(), s()], true),
        ("one", vec![Value::unknown(Type::list(Type::String))], false),
        ("sum", vec![Value::unknown(Type::list(Type::Number))], true),
    ] {
        let r = tf[name].call(&args).expect(name);
        assert!(!r.is_known(), "{name}");
        assert_eq!(r.definitely_not_null(), refined, "{name}");
    }
}

/// go-cty's `And`/`Or` methods decide beside an unknown since 1.13.0, but its `and`/`or`
/// functions do not take unknown arguments, so the call gives an unknown before the
/// operation runs (as in every go-cty version).
#[test]
fn and_or_functions_stay_unknown_beside_a_deciding_operand() {
    let u = Value::unknown(Type::Bool);
    for (name, decider) in [("and", false), ("or", true)] {
        let r = call(name, &[Value::from(decider), u.clone()]);
        assert_eq!(r, Value::unknown(Type::Bool).refine_not_null(), "{name}");
        let r = call(name, &[u.clone(), Value::from(decider)]);
        assert!(!r.is_known(), "{name}");
    }
}
