//! `try` and `can`, on the cases of the reference's `ext/tryfunc` test table.

mod common;

use common::{error, eval, eval_json, value};
use hcl2_core::EvalContext;
use hcl2_ext::tryfunc::{can_function, try_function};
use hcl2_value::{Type, Value};

fn ctx(vars: &[(&str, Value)]) -> EvalContext<'static> {
    let mut ctx = EvalContext::empty();
    ctx.set_function("try", try_function())
        .set_function("can", can_function());
    for (name, v) in vars {
        ctx.set_variable(*name, v.clone());
    }
    ctx
}

#[test]
fn try_returns_the_first_argument_that_succeeds() {
    assert_eq!(value("try(1)", &ctx(&[])), Value::from(1));
    assert_eq!(value("try(1, 2)", &ctx(&[])), Value::from(1));
    assert_eq!(value("try(nope, 2)", &ctx(&[])), Value::from(2));
}

#[test]
fn try_keeps_the_marks_of_the_result() {
    let secret = Value::from("secret").mark("porpoise");
    let other = Value::from("that").mark("a");
    let both = ctx(&[("sensitive", secret.clone()), ("other", other.clone())]);
    assert_eq!(value("try(sensitive)", &both), secret);
    assert_eq!(value("try(sensitive, other)", &both), secret);
    assert_eq!(
        value("try(sensitive, other)", &ctx(&[("other", other.clone())])),
        other
    );
    let list = Value::list(["list", "of ", "secrets"].map(Value::from))
        .expect("a list")
        .mark("secret");
    let vars = ctx(&[("sensitive", list), ("other", Value::from("not"))]);
    assert_eq!(
        value("try(sensitive[0], other)", &vars),
        Value::from("list").mark("secret")
    );
}

#[test]
fn try_waits_for_unknowns_in_the_argument_it_is_at() {
    let unknown = ctx(&[("unknown", Value::unknown(Type::Number))]);
    assert_eq!(value("try(unknown, 2)", &unknown), Value::dynamic());
    assert_eq!(value("try(1, unknown)", &unknown), Value::from(1));
    let deep = ctx(&[(
        "has_unknowns",
        Value::list([Value::unknown(Type::Bool)]).expect("a list"),
    )]);
    assert_eq!(value("try(has_unknowns, 2)", &deep), Value::dynamic());
    let map = ctx(&[("unknown", Value::unknown(Type::map(Type::String)))]);
    assert_eq!(value("try(unknown.baz, 2)", &map), Value::dynamic());
}

#[test]
fn try_lists_every_failure_when_all_fail() {
    let mut no_vars = EvalContext::empty();
    no_vars.set_function("try", try_function());
    assert_eq!(
        error("try(this, that, this_thing_in_particular)", Some(&no_vars)),
        "test.hcl:1,1-5: Error in function call; Call to function \"try\" failed: no expression succeeded:
- Variables not allowed (at test.hcl:1,5-9)
  Variables may not be used here.
- Variables not allowed (at test.hcl:1,11-15)
  Variables may not be used here.
- Variables not allowed (at test.hcl:1,17-41)
  Variables may not be used here.

At least one expression must produce a successful result."
    );
}

#[test]
fn try_without_arguments_is_an_error() {
    assert_eq!(
        error("try()", Some(&ctx(&[]))),
        "test.hcl:1,1-5: Error in function call; Call to function \"try\" failed: at least one argument is required."
    );
}

#[test]
fn can_says_whether_its_argument_succeeds() {
    assert_eq!(value("can(1)", &ctx(&[])), Value::from(true));
    assert_eq!(value("can(nope)", &ctx(&[])), Value::from(false));
    let unknown = ctx(&[("unknown", Value::unknown(Type::Number))]);
    assert_eq!(value("can(unknown)", &unknown), Value::unknown(Type::Bool));
    let map = ctx(&[("unknown", Value::unknown(Type::map(Type::Number)))]);
    assert_eq!(value("can(unknown.foo)", &map), Value::unknown(Type::Bool));
    let deep = ctx(&[(
        "has_unknown",
        Value::list([Value::unknown(Type::Bool)]).expect("a list"),
    )]);
    assert_eq!(value("can(has_unknown)", &deep), Value::unknown(Type::Bool));
}

#[test]
fn expanded_arguments_are_tried_as_their_values() {
    let vars = ctx(&[("xs", Value::tuple([Value::from(1), Value::from(2)]))]);
    assert_eq!(value("try(xs...)", &vars), Value::from(1));
}

#[test]
fn try_and_can_work_in_json_templates() {
    let vars = ctx(&[("port", Value::from(80))]);
    let (v, diags) = eval_json(r#""${try(nope, port)}""#, Some(&vars));
    assert!(!diags.has_errors(), "{diags}");
    assert_eq!(v, Value::from(80));
    let (v, _) = eval_json(r#""${can(nope)}""#, Some(&vars));
    assert_eq!(v, Value::from(false));
}

#[test]
fn a_plain_value_call_of_try_is_refused() {
    assert!(try_function().call(&[Value::from(1)]).is_err());
    let (_, diags) = eval("can(1)", None);
    assert!(diags.has_errors());
}
