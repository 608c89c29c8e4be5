//! Terraform's string tests: `startswith`, `endswith`, `strcontains`.

use hcl2_value::{Function, Parameter, Type, Value};

fn test(first: &str, second: &str, f: fn(&str, &str) -> bool) -> Function {
    Function::builder([
        Parameter::new(first, Type::String),
        Parameter::new(second, Type::String),
    ])
    .returns(Type::Bool)
    .build(move |args, _| {
        let (a, b) = (
            args[0].as_str().unwrap_or_default(),
            args[1].as_str().unwrap_or_default(),
        );
        Ok(Value::bool(f(a, b)))
    })
}

/// `startswith(str, prefix)`.
pub(super) fn startswith() -> Function {
    test("str", "prefix", |s, p| s.starts_with(p))
}

/// `endswith(str, suffix)`.
pub(super) fn endswith() -> Function {
    test("str", "suffix", |s, p| s.ends_with(p))
}

/// `strcontains(str, substr)`.
pub(super) fn strcontains() -> Function {
    test("str", "substr", |s, p| s.contains(p))
}
