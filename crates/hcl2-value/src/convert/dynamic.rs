//! The type of an unknown or null conversion result: the wanted type, with any dynamic
//! pseudo-type inside it filled in from the source type where the source knows better.

use crate::ty::Type;

use super::unify::unify_with;

/// The wanted type `out` with its dynamic parts replaced by the corresponding parts of
/// `from` (the reference's `dynamicReplace`), so that converting the unknown
/// `list(string)` to `list(any)` stays an unknown `list(string)`.
pub(super) fn dynamic_replace(from: &Type, out: &Type) -> Type {
    if from.is_dynamic() {
        return out.clone();
    }
    match out {
        Type::Dynamic => from.clone(),
        Type::Bool | Type::Number | Type::String | Type::Capsule(_) => out.clone(),
        Type::Map(oe) => {
            let ety = match from {
                Type::Map(fe) => dynamic_replace(fe, oe),
                Type::Object(fo) => {
                    let atys: Vec<Type> = fo.attributes().values().cloned().collect();
                    match unify_with(&atys, true) {
                        Some(u) => dynamic_replace(&u, oe),
                        None => (**oe).clone(),
                    }
                }
                _ => (**oe).clone(),
            };
            Type::map(ety)
        }
        Type::Object(oo) => {
            let attrs = oo.attributes().iter().map(|(name, oty)| {
                let ty = match from {
                    Type::Map(fe) => dynamic_replace(fe, oty),
                    Type::Object(fo) => match fo.attribute(name) {
                        Some(fty) => dynamic_replace(fty, oty),
                        None => oty.clone(),
                    },
                    _ => oty.clone(),
                };
                (name, ty)
            });
            Type::object(attrs)
        }
        Type::List(oe) | Type::Set(oe) => {
            let ety = match from {
                Type::List(fe) | Type::Set(fe) => dynamic_replace(fe, oe),
                Type::Tuple(fes) => {
                    match unify_with(&fes.iter().cloned().collect::<Vec<_>>(), true) {
                        Some(u) => dynamic_replace(&u, oe),
                        None => (**oe).clone(),
                    }
                }
                _ => (**oe).clone(),
            };
            if out.is_list() {
                Type::list(ety)
            } else {
                Type::set(ety)
            }
        }
        Type::Tuple(oes) => {
            let fes = from.tuple_elements().cloned().unwrap_or_default();
            Type::tuple(oes.iter().enumerate().map(|(i, oe)| match fes.get(i) {
                Some(fe) => dynamic_replace(fe, oe),
                None => oe.clone(),
            }))
        }
    }
}
