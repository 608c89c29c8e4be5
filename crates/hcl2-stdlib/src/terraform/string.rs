//! Terraform's string tests: `startswith`, `endswith`, `strcontains`.

use hcl2_value::{Function, Parameter, Type, Value};

/// A test of one string against another; with `refined`, an unknown result is not
/// null (Terraform refines `startswith` and `endswith`, not `strcontains`).
fn test(first: &str, second: &str, refined: bool, f: fn(&str, &str) -> bool) -> Function {
    let builder = Function::builder([
        Parameter::new(first, Type::String),
        Parameter::new(second, Type::String),
    ])
    .returns(Type::Bool);
    let builder = if refined {
        builder.refine_not_null()
    } else {
        builder
    };
    builder.build(move |args, _| {
        let (a, b) = (
            args[0].as_str().unwrap_or_default(),
            args[1].as_str().unwrap_or_default(),
        );
        Ok(Value::bool(f(a, b)))
    })
}

/// `startswith(str, prefix)`.
pub(super) fn startswith() -> Function {
    test("str", "prefix", true, |s, p| s.starts_with(p))
}

/// `endswith(str, suffix)`.
pub(super) fn endswith() -> Function {
    test("str", "suffix", true, |s, p| s.ends_with(p))
}

/// `strcontains(str, substr)`.
pub(super) fn strcontains() -> Function {
    test("str", "substr", false, |s, p| s.contains(p))
}
