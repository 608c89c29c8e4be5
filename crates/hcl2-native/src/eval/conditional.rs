//! The conditional operator `cond ? a : b`.
//!
//! Both results are evaluated first, to find the type they unify to (a literal `null`
//! takes the other side's type); only the selected result's diagnostics are reported,
//! and only it is converted. An unknown condition gives an unknown of the unified type
//! (null when both results are null), refined by what both results share (hcl 2.18+:
//! not null, number bounds, collection length bounds).
//! The result carries the marks of the condition and of both results (current
//! reference; see the deliberate differences in the module above).

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Range};
use hcl2_value::unify_values_unsafe;
use hcl2_value::{convert, unify_unsafe, Type, Value};

use super::range_of;
use crate::ast::ConditionalExpr;
use crate::ast::Tree;

/// Evaluates `cond ? then : otherwise`.
pub(super) fn evaluate(
    e: &ConditionalExpr,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let whole = || file.range(e.span);
    let (then, then_diags) = super::evaluate(&e.then, file, ctx);
    let (otherwise, otherwise_diags) = super::evaluate(&e.otherwise, file, ctx);

    let Some(result_ty) = result_type(then.ty(), otherwise.ty(), &then, &otherwise) else {
        let detail = format!(
            "The true and false result expressions must have consistent types. {}.",
            describe_mismatch(then.ty(), otherwise.ty())
        );
        let subject = Range::between(&range_of(&e.then, file), &range_of(&e.otherwise, file));
        let diag = Diagnostic::error(
            "Inconsistent conditional result types",
            detail,
            Some(subject),
        )
        .with_context(whole());
        return (Value::dynamic(), diag.into());
    };

    let (cond, mut diags) = super::evaluate(&e.cond, file, ctx);
    if cond.is_null() {
        diags.push(
            Diagnostic::error(
                "Null condition",
                "The condition value is null. Conditions must either be true or false.",
                Some(range_of(&e.cond, file)),
            )
            .with_context(whole()),
        );
        return (Value::unknown(result_ty), diags);
    }
    let (cond, cond_marks) = cond.unmark();
    let (then, then_marks) = then.unmark();
    let (otherwise, otherwise_marks) = otherwise.unmark();
    let marks = cond_marks.union(&then_marks).union(&otherwise_marks);
    if !cond.is_known() {
        // Either way the result would be null.
        if then.is_null() && otherwise.is_null() {
            return (Value::null(result_ty).with_marks(&marks), diags);
        }
        let either = Value::unknown_of_either(result_ty, &then, &otherwise);
        return (either.with_marks(&marks), diags);
    }
    let Some(selected) = convert(&cond, &Type::Bool).ok().and_then(|c| c.as_bool()) else {
        diags.push(
            Diagnostic::error(
                "Incorrect condition type",
                "The condition expression must be of type bool.",
                Some(range_of(&e.cond, file)),
            )
            .with_context(whole()),
        );
        return (Value::unknown(result_ty), diags);
    };

    let (value, other_ty, branch, branch_diags, which) = if selected {
        (then, otherwise.ty(), &e.then, then_diags, "true")
    } else {
        (otherwise, then.ty(), &e.otherwise, otherwise_diags, "false")
    };
    diags.extend(branch_diags);
    let value = match convert_result(value, other_ty, selected, &result_ty) {
        Ok(v) => v,
        Err(message) => {
            diags.push(
                Diagnostic::error(
                    "Inconsistent conditional result types",
                    format!("The {which} result value has the wrong type: {message}."),
                    Some(range_of(branch, file)),
                )
                .with_context(whole()),
            );
            Value::unknown(result_ty)
        }
    };
    (value.with_marks(&marks), diags)
}

/// The type both results convert to: the other side's type when one side is the
/// literal `null`, dynamic when either side is dynamic, otherwise their unsafe
/// unification (`None` when there is none).
fn result_type(t: &Type, f: &Type, then: &Value, otherwise: &Value) -> Option<Type> {
    let null = Value::null(Type::Dynamic);
    if *then == null {
        Some(f.clone())
    } else if *otherwise == null {
        Some(t.clone())
    } else if t.is_dynamic() || f.is_dynamic() {
        Some(Type::Dynamic)
    } else if t == f {
        Some(t.clone())
    } else {
        unify_unsafe(&[t.clone(), f.clone()])
    }
}

/// The selected (unmarked) result converted to the result type the way unification
/// converts it; the other side takes part only through its type.
fn convert_result(
    value: Value,
    other_ty: &Type,
    selected_true: bool,
    ty: &Type,
) -> Result<Value, String> {
    if value.ty() == ty || value.ty().is_dynamic() || ty.is_dynamic() {
        // The literal `null` on the selected side converts like any dynamic value.
        return if value.ty().is_dynamic() && !ty.is_dynamic() {
            convert(&value, ty).map_err(|e| e.message().to_owned())
        } else {
            Ok(value)
        };
    }
    let other = Value::unknown(other_ty.clone());
    let pair = if selected_true {
        [value, other]
    } else {
        [other, value]
    };
    let index = usize::from(!selected_true);
    unify_values_unsafe(&pair)
        .map(|(_, mut converted)| converted.swap_remove(index))
        .map_err(|e| e.message().to_owned())
}

/// Why two result types cannot be unified, in the reference's words: nested object
/// attributes and tuple elements are compared to find the first difference.
fn describe_mismatch(t: &Type, f: &Type) -> String {
    match (t, f) {
        (Type::Object(to), Type::Object(fo)) => {
            for (name, t_attr) in to.attributes() {
                match fo.attribute(name) {
                    None => {
                        return format!(
                            "The 'true' value includes object attribute {}, which is absent in the 'false' value",
                            quote(name)
                        )
                    }
                    Some(f_attr) if f_attr != t_attr => {
                        return format!(
                            "Type mismatch for object attribute {}: {}",
                            quote(name),
                            describe_mismatch(t_attr, f_attr)
                        )
                    }
                    Some(_) => {}
                }
            }
            if let Some(name) = fo.attributes().keys().find(|n| to.attribute(n).is_none()) {
                return format!(
                    "The 'false' value includes object attribute {}, which is absent in the 'true' value",
                    quote(name)
                );
            }
        }
        (Type::Tuple(te), Type::Tuple(fe)) => {
            if te.len() != fe.len() {
                return format!(
                    "The 'true' tuple has length {}, but the 'false' tuple has length {}",
                    te.len(),
                    fe.len()
                );
            }
            if let Some(i) = (0..te.len()).find(|&i| te[i] != fe[i]) {
                return format!(
                    "Type mismatch for tuple element {i}: {}",
                    describe_mismatch(&te[i], &fe[i])
                );
            }
        }
        (Type::List(te), Type::List(fe))
        | (Type::Map(te), Type::Map(fe))
        | (Type::Set(te), Type::Set(fe))
            if (te.is_object() && fe.is_object()) || (te.is_tuple() && fe.is_tuple()) =>
        {
            let noun = match t {
                Type::List(_) => "list",
                Type::Set(_) => "set",
                _ => "map",
            };
            return format!(
                "Mismatched {noun} element types: {}",
                describe_mismatch(te, fe)
            );
        }
        _ => {}
    }
    let (t_name, f_name) = (t.friendly_name(), f.friendly_name());
    if t_name == f_name {
        return "At least one deeply-nested attribute or element is not compatible across both the 'true' and the 'false' value".into();
    }
    format!("The 'true' value is {t_name}, but the 'false' value is {f_name}")
}

fn quote(s: &str) -> String {
    hcl2_value::strings::go_quote(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obj(attrs: &[(&str, Type)]) -> Type {
        Type::object(attrs.iter().cloned())
    }

    #[test]
    fn mismatches_name_the_first_differing_attribute_in_name_order() {
        let t = obj(&[("a", Type::Number), ("b", Type::Bool)]);
        let f = obj(&[("b", Type::Bool)]);
        assert_eq!(
            describe_mismatch(&t, &f),
            "The 'true' value includes object attribute \"a\", which is absent in the 'false' value"
        );
        assert_eq!(
            describe_mismatch(&f, &t),
            "The 'false' value includes object attribute \"a\", which is absent in the 'true' value"
        );
        let nested_t = obj(&[("x", obj(&[("a", Type::Number)]))]);
        let nested_f = obj(&[("x", obj(&[("b", Type::Number)]))]);
        assert_eq!(
            describe_mismatch(&nested_t, &nested_f),
            "Type mismatch for object attribute \"x\": The 'true' value includes object attribute \"a\", which is absent in the 'false' value"
        );
    }

    #[test]
    fn mismatches_of_tuples_and_collections_look_inside() {
        let one = Type::tuple([Type::Number]);
        let two = Type::tuple([Type::Number, Type::Number]);
        assert_eq!(
            describe_mismatch(&two, &one),
            "The 'true' tuple has length 2, but the 'false' tuple has length 1"
        );
        let lt = Type::list(obj(&[("a", Type::Number)]));
        let lf = Type::list(obj(&[]));
        assert!(describe_mismatch(&lt, &lf).starts_with("Mismatched list element types: "));
        assert_eq!(
            describe_mismatch(&Type::Number, &Type::tuple([])),
            "The 'true' value is number, but the 'false' value is tuple"
        );
        let deep_t = Type::list(Type::list(Type::tuple([Type::Number])));
        let deep_f = Type::list(Type::list(Type::tuple([])));
        assert!(describe_mismatch(&deep_t, &deep_f).starts_with("At least one deeply-nested"));
    }

    #[test]
    fn a_literal_null_takes_the_other_sides_type() {
        let null = Value::null(Type::Dynamic);
        let one = Value::from(1);
        assert_eq!(
            result_type(null.ty(), one.ty(), &null, &one),
            Some(Type::Number)
        );
        let typed_null = Value::null(Type::String);
        assert_eq!(
            result_type(typed_null.ty(), one.ty(), &typed_null, &one),
            Some(Type::String)
        );
    }
}
