//! Type expressions (`string`, `list(number)`, `object({a = bool})`) as the reference's
//! `hcldec` reads them: by evaluating the expression in a context whose variables are the
//! primitive types and `any`, and whose functions build collection and structural types,
//! all values of an opaque capsule type named `type`. So a misspelt name is an "Unknown
//! variable" with a suggestion, a wrong argument is an "Invalid function argument", and
//! anything that does not give a type is "Invalid type expression" (with no subject, as
//! in the reference). A missing or null type expression means any type.

use std::collections::BTreeMap;
use std::sync::{Arc, LazyLock};

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Expression};
use hcl2_value::{CapsuleType, Type, Value};
use hcl2_value::{Error, Function, Parameter};

/// The capsule type whose values are types.
static TYPE_TYPE: LazyLock<CapsuleType> = LazyLock::new(|| CapsuleType::new("type"));

/// The context type expressions are evaluated in.
static TYPE_CONTEXT: LazyLock<EvalContext<'static>> = LazyLock::new(|| {
    let capsule = Type::Capsule(TYPE_TYPE.clone());
    let variables = [
        ("string", Type::String),
        ("bool", Type::Bool),
        ("number", Type::Number),
        ("any", Type::Dynamic),
    ]
    .into_iter()
    .map(|(name, ty)| (name.to_owned(), wrap(ty)))
    .collect();
    let collection = |make: fn(Type) -> Type| {
        Function::builder([Parameter::new("element_type", capsule.clone())])
            .returns(capsule.clone())
            .build(move |args, _| Ok(wrap(make(unwrap(&args[0])?))))
    };
    let tuple = Function::builder([Parameter::new("element_types", Type::list(capsule.clone()))])
        .returns(capsule.clone())
        .build(|args, _| {
            let elems = args[0].as_slice().unwrap_or_default();
            let types = elems.iter().map(unwrap).collect::<Result<Vec<_>, _>>()?;
            Ok(wrap(Type::tuple(types)))
        });
    let object = Function::builder([Parameter::new(
        "attribute_types",
        Type::map(capsule.clone()),
    )])
    .returns(capsule.clone())
    .build(|args, _| {
        let mut attrs = BTreeMap::new();
        for (name, ty) in args[0].as_map().into_iter().flatten() {
            attrs.insert(name, unwrap(ty)?);
        }
        Ok(wrap(Type::object(attrs)))
    });
    let functions = BTreeMap::from([
        ("list".to_owned(), collection(Type::list)),
        ("set".to_owned(), collection(Type::set)),
        ("map".to_owned(), collection(Type::map)),
        ("tuple".to_owned(), tuple),
        ("object".to_owned(), object),
    ]);
    let mut ctx = EvalContext::empty();
    ctx.variables = Some(variables);
    ctx.functions = Some(functions);
    ctx
});

/// A type as a value of the type capsule.
fn wrap(ty: Type) -> Value {
    Value::capsule(&TYPE_TYPE, Arc::new(ty))
}

/// The type a value of the type capsule holds.
fn unwrap(value: &Value) -> Result<Type, Error> {
    value
        .as_capsule()
        .and_then(|v| v.downcast_ref::<Type>())
        .cloned()
        .ok_or_else(|| Error::new("a type is required"))
}

/// The type `expr` denotes (dynamic when absent, null or invalid), with the evaluation's
/// diagnostics and "Invalid type expression" when it is not a type.
pub(super) fn type_of(expr: Option<&dyn Expression>) -> (Type, Diagnostics) {
    let Some(expr) = expr else {
        return (Type::Dynamic, Diagnostics::new());
    };
    let (value, mut diags) = expr.value(Some(&TYPE_CONTEXT));
    if value.is_null() {
        return (Type::Dynamic, diags);
    }
    if *value.ty() != Type::Capsule(TYPE_TYPE.clone()) {
        diags.push(Diagnostic::error(
            "Invalid type expression",
            format!("A type is required, not {}.", value.ty().friendly_name()),
            None,
        ));
        return (Type::Dynamic, diags);
    }
    // An unknown type (from an argument with errors) is reported already.
    let ty = unwrap(&value).unwrap_or(Type::Dynamic);
    (ty, diags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::Pos;
    use hcl2_native::NativeExpression;

    fn type_of_text(src: &str) -> (Type, Vec<String>) {
        let parsed = hcl2_native::parse_expression(src.as_bytes(), "t.hcldec", Pos::START);
        let expr = NativeExpression {
            expr: &parsed.value,
            file: parsed.tree(),
        };
        let (ty, diags) = type_of(Some(&expr));
        (ty, diags.iter().map(|d| d.to_string()).collect())
    }

    #[test]
    fn type_expressions_build_types() {
        assert_eq!(type_of_text("string").0, Type::String);
        assert_eq!(type_of_text("any").0, Type::Dynamic);
        assert_eq!(type_of_text("null").0, Type::Dynamic);
        assert_eq!(type_of(None).0, Type::Dynamic);
        let (ty, diags) =
            type_of_text("map(object({a = list(number), b = tuple([bool, set(any)])}))");
        assert!(diags.is_empty());
        let want = Type::map(Type::object([
            ("a", Type::list(Type::Number)),
            ("b", Type::tuple([Type::Bool, Type::set(Type::Dynamic)])),
        ]));
        assert_eq!(ty, want);
    }

    #[test]
    fn anything_but_a_type_is_reported_without_a_subject() {
        let (ty, diags) = type_of_text("\"string\"");
        assert_eq!(ty, Type::Dynamic);
        assert_eq!(
            diags,
            ["Invalid type expression; A type is required, not string."]
        );
        let (_, diags) = type_of_text("lst(string)");
        assert_eq!(diags.len(), 2);
        assert!(diags[0].starts_with("t.hcldec:1,1-4: Call to unknown function;"));
    }
}
