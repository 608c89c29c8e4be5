//! Splat expressions: `src[*].a[0]` and `src.*.a` apply their trailing steps to every
//! element of a list, set or tuple.
//!
//! Any other value is first wrapped in a one-element tuple, and null in none, so a
//! splat also turns "maybe one value" into a sequence. A list or set gives a list and a
//! tuple a tuple; when the source is unknown the result type is found by applying the
//! steps to an unknown element. Marks on the source move to the result (current
//! reference; see the deliberate differences in the module above).

use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Range};
use hcl2_value::{convert, Type, Value};

use super::range_of;
use crate::ast::SplatExpr;
use crate::ast::Tree;

/// Evaluates a splat over its already evaluated source.
pub(super) fn evaluate(
    e: &SplatExpr,
    (source, mut diags): (Value, Diagnostics),
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    if diags.has_errors() {
        return (Value::dynamic(), diags);
    }
    let sequence = matches!(source.ty(), Type::List(_) | Type::Set(_) | Type::Tuple(_));
    if source.is_null() {
        if !sequence {
            return (Value::empty_tuple().with_marks(source.marks()), diags);
        }
        let source_range = range_of(&e.source, file);
        let context = Range::between(&source_range, &file.range(e.marker_span));
        diags.push(
            Diagnostic::error(
                "Splat of null value",
                "Splat expressions (with the * symbol) cannot be applied to null sequences.",
                Some(source_range),
            )
            .with_context(context),
        );
        return (Value::dynamic(), diags);
    }
    if source.ty().is_dynamic() {
        return (Value::dynamic().with_marks(source.marks()), diags);
    }

    let each = Each { e, file, ctx };
    // A non-sequence becomes a one-element tuple; if it is unknown it might yet turn
    // out null (no elements), so the result cannot be known.
    let (source, upgraded_unknown) = if sequence {
        (source, false)
    } else {
        let marks = source.marks().clone();
        let unknown = !source.is_known();
        (Value::tuple([source]).with_marks(&marks), unknown)
    };
    if !source.is_known() {
        let (ty, ty_diags) = each.result_type(source.ty());
        diags.extend(ty_diags);
        return (Value::unknown(ty).with_marks(source.marks()), diags);
    }

    let (source, marks) = source.unmark();
    let source_ty = source.ty().clone();
    // A source held nowhere else (a literal tuple, say) is taken apart as it is read:
    // each element is dropped once its result is made, and the results take the
    // source's vector.
    let elements = source.into_sequence().unwrap_or_default();
    let mut known = true;
    let values: Vec<Value> = elements
        .into_iter()
        .map(|element| {
            let (value, item_diags) = each.apply(&element);
            known &= !item_diags.has_errors();
            diags.extend(item_diags);
            value
        })
        .collect();
    if upgraded_unknown {
        return (Value::dynamic().with_marks(&marks), diags);
    }
    if !known {
        let (ty, _) = each.result_type(&source_ty);
        return (Value::unknown(ty).with_marks(&marks), diags);
    }
    if source_ty.is_tuple() {
        return (Value::tuple(values).with_marks(&marks), diags);
    }
    if values.is_empty() {
        let (ty, ty_diags) = each.result_type(&source_ty);
        diags.extend(ty_diags);
        let ety = ty.element_type().cloned().unwrap_or(Type::Dynamic);
        return (Value::empty_list(ety).with_marks(&marks), diags);
    }
    match list_of(values) {
        Some(list) => (list.with_marks(&marks), diags),
        None => {
            diags.push(
                Diagnostic::error(
                    "Invalid nested splat expressions",
                    "The second level of splat expression produced elements of different types, so it isn't possible to construct a valid list to represent the top-level result.\n\nConsider using a for expression instead, to produce a tuple-typed result which can therefore have non-homogenous element types.",
                    Some(range_of(&e.each, file)),
                )
                .with_context(file.range(e.span)),
            );
            (Value::dynamic(), diags)
        }
    }
}

/// The steps after the splat marker, applied to one element at a time.
struct Each<'a, 'c> {
    e: &'a SplatExpr,
    file: Tree<'a>,
    ctx: Option<&'a EvalContext<'c>>,
}

impl Each<'_, '_> {
    fn apply(&self, element: &Value) -> (Value, Diagnostics) {
        if let Some(found) = super::in_place::peek_item(&self.e.each, self.file, element) {
            return (found.clone(), Diagnostics::new());
        }
        super::eval(&self.e.each, self.file, self.ctx, Some(element))
    }

    /// The result type for a source of type `ty`, from the steps applied to unknown
    /// elements: a list of one element type for a list or set, a tuple of each element
    /// position's type for a tuple.
    ///
    /// The reference evaluates these in a child scope (without functions of its own, so
    /// an unknown function gets no "Did you mean" there).
    fn result_type(&self, ty: &Type) -> (Type, Diagnostics) {
        let mut diags = Diagnostics::new();
        let child = self.ctx.map(EvalContext::child);
        let mut type_of = |ety: &Type| {
            let element = Value::unknown(ety.clone());
            let (value, d) = super::eval(&self.e.each, self.file, child.as_ref(), Some(&element));
            diags.extend(d);
            value.ty().clone()
        };
        let result = match ty {
            Type::List(ety) | Type::Set(ety) => Type::list(type_of(ety)),
            Type::Tuple(etys) => Type::tuple(etys.iter().map(&mut type_of).collect::<Vec<_>>()),
            _ => Type::Dynamic,
        };
        (result, diags)
    }
}

/// A list of `values` when they share a type, ignoring dynamic-typed values (which
/// become unknowns or nulls of that type); `None` when two types differ.
fn list_of(values: Vec<Value>) -> Option<Value> {
    let ety = values
        .iter()
        .map(Value::ty)
        .find(|t| !t.is_dynamic())
        .cloned()
        .unwrap_or(Type::Dynamic);
    if values
        .iter()
        .any(|v| !v.ty().is_dynamic() && *v.ty() != ety)
    {
        return None;
    }
    let values: Vec<Value> = values
        .into_iter()
        .map(|v| {
            if v.ty().is_dynamic() && !ety.is_dynamic() {
                convert(&v, &ety).unwrap_or_else(|_| Value::unknown(ety.clone()))
            } else {
                v
            }
        })
        .collect();
    Value::list(values).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_need_one_element_type_but_tolerate_dynamic_values() {
        let list = list_of(vec![Value::dynamic(), Value::from("a")]).expect("one type");
        assert_eq!(list.ty(), &Type::list(Type::String));
        assert_eq!(
            list.as_slice().map(|es| es[0].clone()),
            Some(Value::unknown(Type::String))
        );
        assert!(list_of(vec![Value::tuple([]), Value::tuple([Value::from(1)])]).is_none());
    }
}
