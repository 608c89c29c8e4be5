//! Conversion plans: what converting from one type to another involves, decided from the
//! types alone, and how a plan is applied to a value.

use std::collections::{BTreeMap, BTreeSet};

use crate::error::Result;
use crate::ty::{ObjectType, Type};
use crate::value::Value;

use super::dynamic::dynamic_replace;
use super::primitive::Primitive;
use super::unify::unify_with;

/// A planned conversion to `out`. Applying it handles marks, unknowns and nulls the
/// same way for every kind of conversion before the kind-specific `step` sees a value.
pub(crate) struct Conversion {
    pub(super) out: Type,
    pub(super) step: Step,
}

/// An element's conversion inside a compound plan; `None` when the element's type is
/// already the wanted one and the element is taken as it is.
pub(super) type ElemConv = Option<Box<Conversion>>;

/// The kind-specific part of a conversion.
pub(super) enum Step {
    /// To the dynamic pseudo-type: the value as it is.
    Passthrough,
    /// From the dynamic pseudo-type (unsafe): decided by the value at run time.
    FromDynamic,
    /// Between two primitive types.
    Primitive(Primitive),
    /// List or set to list.
    ToList { ety: Type, elem: ElemConv },
    /// List or set to set.
    ToSet { ety: Type, elem: ElemConv },
    /// Map to map.
    MapToMap { ety: Type, elem: Box<Conversion> },
    /// Tuple to list, element by element, then unifying the results.
    TupleToList {
        ety: Type,
        elems: Vec<ElemConv>,
        unsafe_: bool,
    },
    /// Tuple to set, element by element.
    TupleToSet { ety: Type, elems: Vec<ElemConv> },
    /// Object to map, attribute by attribute, then unifying the results.
    ObjectToMap {
        ety: Type,
        attrs: BTreeMap<String, ElemConv>,
        unsafe_: bool,
    },
    /// Map to object (unsafe): keys become attributes. `incompatible` names optional
    /// attributes whose type the map's elements cannot convert to.
    MapToObject {
        out: ObjectType,
        attrs: BTreeMap<String, ElemConv>,
        incompatible: BTreeSet<String>,
    },
    /// Object to object: wanted attributes converted, others dropped, missing optional
    /// ones null.
    ObjectToObject {
        out: ObjectType,
        attrs: BTreeMap<String, ElemConv>,
    },
    /// Tuple to tuple of the same length.
    TupleToTuple { elems: Vec<ElemConv> },
}

/// Plans the conversion from `from` to `to`, or `None` when there is none (with only
/// safe conversions unless `unsafe_`).
///
/// As in the reference, there is no plan between two equal primitive or capsule types:
/// callers check for identity first.
pub(crate) fn plan(from: &Type, to: &Type, unsafe_: bool) -> Option<Conversion> {
    let step = plan_step(from, to, unsafe_)?;
    Some(Conversion {
        out: to.clone(),
        step,
    })
}

/// The element plan for `from` -> `to`: nothing to do when the types are equal.
pub(super) fn elem_plan(from: &Type, to: &Type, unsafe_: bool) -> Option<ElemConv> {
    if from == to {
        Some(None)
    } else {
        plan(from, to, unsafe_).map(|c| Some(Box::new(c)))
    }
}

fn plan_step(from: &Type, to: &Type, unsafe_: bool) -> Option<Step> {
    use Type as T;
    match (from, to) {
        (_, T::Dynamic) => Some(Step::Passthrough),
        (T::Dynamic, _) if unsafe_ => Some(Step::FromDynamic),
        _ if from.is_primitive() && to.is_primitive() => {
            Primitive::between(from, to, unsafe_).map(Step::Primitive)
        }
        (T::Object(f), T::Object(t)) => super::structural::plan_object_to_object(f, t, unsafe_),
        (T::Tuple(f), T::Tuple(t)) => super::structural::plan_tuple_to_tuple(f, t, unsafe_),
        (T::List(fe) | T::Set(fe), T::List(te)) => Some(Step::ToList {
            ety: (**te).clone(),
            elem: elem_plan(fe, te, unsafe_)?,
        }),
        (T::List(_), T::Set(_)) if !unsafe_ => None,
        (T::List(fe) | T::Set(fe), T::Set(te)) => Some(Step::ToSet {
            ety: (**te).clone(),
            elem: elem_plan(fe, te, unsafe_)?,
        }),
        (T::Map(fe), T::Map(te)) => Some(Step::MapToMap {
            ety: (**te).clone(),
            elem: Box::new(plan(fe, te, unsafe_)?),
        }),
        (T::Tuple(f), T::List(te)) => super::collection::plan_tuple_to_list(f, te, unsafe_),
        (T::Tuple(f), T::Set(te)) => super::collection::plan_tuple_to_set(f, te, unsafe_),
        (T::Object(f), T::Map(te)) => super::collection::plan_object_to_map(f, te, unsafe_),
        (T::Map(fe), T::Object(t)) if unsafe_ => {
            super::structural::plan_map_to_object(fe, t, unsafe_)
        }
        // Capsules convert only to themselves, which is the identity checked by callers.
        _ => None,
    }
}

/// A tuple's or object's element types unified into one element type for a collection
/// of dynamic element type; `None` when they have none, or (as the reference) when they
/// unify only to the dynamic pseudo-type without all being it.
pub(super) fn unify_elements(types: &[Type], unsafe_: bool) -> Option<Type> {
    let ety = unify_with(types, unsafe_)?;
    if ety.is_dynamic() && !types.iter().all(Type::is_dynamic) {
        return None;
    }
    Some(ety)
}

impl Conversion {
    /// Applies the plan to `value`; errors carry the path inside `value`.
    pub(crate) fn apply(&self, value: &Value) -> Result<Value> {
        if value.is_marked() {
            let (inner, marks) = value.clone().unmark();
            return Ok(self.apply(&inner)?.with_marks(&marks));
        }
        if self.out.is_dynamic() {
            return Ok(value.clone());
        }
        if !value.is_known() || value.is_null() {
            let out = self.out.without_optional_attributes();
            let ty = dynamic_replace(value.ty(), &out);
            return Ok(if value.is_known() {
                Value::null(ty)
            } else {
                crate::refinement::unknown_converted(value, ty)
            });
        }
        match &self.step {
            Step::Passthrough => Ok(value.clone()),
            Step::FromDynamic => super::convert(value, &self.out),
            Step::Primitive(p) => p.apply(value),
            Step::ToList { ety, elem } => super::collection::to_list(value, ety, elem.as_deref()),
            Step::ToSet { ety, elem } => super::collection::to_set(value, ety, elem.as_deref()),
            Step::MapToMap { ety, elem } => super::collection::map_to_map(value, ety, elem),
            Step::TupleToList {
                ety,
                elems,
                unsafe_,
            } => super::collection::tuple_to_list(value, ety, elems, *unsafe_),
            Step::TupleToSet { ety, elems } => super::collection::tuple_to_set(value, ety, elems),
            Step::ObjectToMap {
                ety,
                attrs,
                unsafe_,
            } => super::collection::object_to_map(value, ety, attrs, *unsafe_),
            Step::MapToObject {
                out,
                attrs,
                incompatible,
            } => super::structural::map_to_object(value, out, attrs, incompatible),
            Step::ObjectToObject { out, attrs } => {
                super::structural::object_to_object(value, out, attrs)
            }
            Step::TupleToTuple { elems } => super::structural::tuple_to_tuple(value, elems),
        }
    }
}

/// Applies an element plan (or takes the element as it is).
pub(super) fn apply_elem(conv: Option<&Conversion>, value: &Value) -> Result<Value> {
    match conv {
        Some(c) => c.apply(value),
        None => Ok(value.clone()),
    }
}

/// A null element re-made as an unmarked null of its type without optional attributes,
/// as the reference does after converting collection and object elements.
pub(super) fn normalize_null(value: Value) -> Value {
    if value.is_null() {
        Value::null(value.ty().without_optional_attributes())
    } else {
        value
    }
}
