//! Unification: the one type that several types can all convert to.

use std::cmp::Ordering;
use std::collections::{HashSet, VecDeque};

use crate::tuple_type::TupleType;
use crate::ty::Type;

use super::plan::plan;

/// The single type all of `types` convert to with safe conversions, preferring the most
/// general (the reference's `convert.Unify`); `None` when there is none.
pub fn unify(types: &[Type]) -> Option<Type> {
    unify_with(types, false)
}

/// As [`unify`], but also considering unsafe conversions (the reference's `UnifyUnsafe`).
pub fn unify_unsafe(types: &[Type]) -> Option<Type> {
    unify_with(types, true)
}

/// Whether every one of `types` converts to `target` (equal types trivially do).
fn all_convert(types: &[Type], target: &Type, unsafe_: bool) -> bool {
    types
        .iter()
        .all(|t| t == target || plan(t, target, unsafe_).is_some())
}

pub(super) fn unify_with(types: &[Type], unsafe_: bool) -> Option<Type> {
    unify_full(types, unsafe_).map(|u| u.ty)
}

/// A unification result, and whether it is the reference's "all as dynamic" answer
/// (collections or structural types mixed with the dynamic pseudo-type), whose
/// conversions replace every value with the dynamic unknown value.
pub(super) struct Unified {
    pub(super) ty: Type,
    pub(super) all_dynamic: bool,
    /// When tuples were unified with lists (objects with maps) by first unifying the
    /// tuples as a list (the objects as a map): that intermediate collection type.
    pub(super) via: Option<Type>,
}

impl From<Type> for Unified {
    fn from(ty: Type) -> Unified {
        Unified {
            ty,
            all_dynamic: false,
            via: None,
        }
    }
}

const ALL_DYNAMIC: Unified = Unified {
    ty: Type::Dynamic,
    all_dynamic: true,
    via: None,
};

pub(super) fn unify_full(types: &[Type], unsafe_: bool) -> Option<Unified> {
    if types.is_empty() {
        return None;
    }
    // A type given twice adds nothing to unify, and the preference search below compares
    // every pair of types: the distinct ones, in order of first appearance, keep it
    // quadratic only in how many different types there are.
    let distinct = distinct_types(types);
    let types = &distinct[..];
    let (case, has_dynamic) = classify(types);
    match case {
        Case::Maps | Case::Lists | Case::Sets | Case::Objects | Case::Tuples if has_dynamic => {
            return Some(ALL_DYNAMIC)
        }
        Case::Maps => return unify_collections(Type::map, types, unsafe_).map(Unified::from),
        Case::Lists => return unify_collections(Type::list, types, unsafe_).map(Unified::from),
        Case::Sets => return unify_collections(Type::set, types, unsafe_).map(Unified::from),
        Case::Objects => return unify_objects(types, unsafe_).map(Unified::from),
        Case::Tuples => return unify_tuples(types, unsafe_).map(Unified::from),
        Case::MapsAndObjects => {
            if let Some((ty, via)) = unify_structurals_as_collection(types, unsafe_, true) {
                return Some(Unified {
                    ty,
                    all_dynamic: false,
                    via: Some(via),
                });
            }
        }
        Case::ListsAndTuples => {
            if let Some((ty, via)) = unify_structurals_as_collection(types, unsafe_, false) {
                return Some(Unified {
                    ty,
                    all_dynamic: false,
                    via: Some(via),
                });
            }
        }
        Case::ObjectsAndTuples => return None,
        // Equal types are their own unification (the search below would pick the first).
        Case::Other if types.iter().all(|t| t == &types[0]) => {
            return Some(Unified::from(types[0].clone()))
        }
        Case::Other => {}
    }

    // Otherwise the first type, in order of preference, that all the others convert to.
    sort_types(types)
        .into_iter()
        .filter_map(|i| types.get(i))
        .find(|want| all_convert(types, want, unsafe_))
        .cloned()
        .map(Unified::from)
}

/// Each type of `types` once, in the order of its first appearance.
fn distinct_types(types: &[Type]) -> Vec<Type> {
    let mut seen = HashSet::new();
    types.iter().filter(|t| seen.insert(*t)).cloned().collect()
}

/// Which rule of the reference's unification applies to a list of types.
enum Case {
    /// Only maps (and the dynamic pseudo-type).
    Maps,
    /// Maps and objects (and the dynamic pseudo-type).
    MapsAndObjects,
    /// Only lists (and the dynamic pseudo-type).
    Lists,
    /// Lists and tuples (and the dynamic pseudo-type).
    ListsAndTuples,
    /// Only sets (and the dynamic pseudo-type).
    Sets,
    /// Only objects (and the dynamic pseudo-type).
    Objects,
    /// Only tuples (and the dynamic pseudo-type).
    Tuples,
    /// Objects and tuples among others: never unify.
    ObjectsAndTuples,
    /// Anything else: the general preference order.
    Other,
}

/// The rule for `types`, and whether the dynamic pseudo-type is among them.
fn classify(types: &[Type]) -> (Case, bool) {
    let count = |f: fn(&Type) -> bool| types.iter().filter(|t| f(t)).count();
    let (maps, lists, sets) = (
        count(Type::is_map),
        count(Type::is_list),
        count(Type::is_set),
    );
    let (objects, tuples) = (count(Type::is_object), count(Type::is_tuple));
    let dynamics = count(Type::is_dynamic);
    let all = types.len();
    let case = if maps > 0 && maps + dynamics == all {
        Case::Maps
    } else if maps > 0 && maps + objects + dynamics == all {
        Case::MapsAndObjects
    } else if lists > 0 && lists + dynamics == all {
        Case::Lists
    } else if lists > 0 && lists + tuples + dynamics == all {
        Case::ListsAndTuples
    } else if sets > 0 && sets + dynamics == all {
        Case::Sets
    } else if objects > 0 && objects + dynamics == all {
        Case::Objects
    } else if tuples > 0 && tuples + dynamics == all {
        Case::Tuples
    } else if objects > 0 && tuples > 0 {
        Case::ObjectsAndTuples
    } else {
        Case::Other
    };
    (case, dynamics > 0)
}

/// Mixed maps and objects (`as_map`) or lists and tuples: the objects (tuples) unified
/// as a map (list) first, then that unified with the maps (lists); the result and the
/// intermediate collection type.
fn unify_structurals_as_collection(
    types: &[Type],
    unsafe_: bool,
    as_map: bool,
) -> Option<(Type, Type)> {
    let is_structural = |t: &Type| if as_map { t.is_object() } else { t.is_tuple() };
    let structurals: Vec<Type> = types.iter().filter(|t| is_structural(t)).cloned().collect();
    let collection = if as_map {
        unify_objects_to_map(&structurals, unsafe_)
    } else {
        unify_tuples_to_list(&structurals, unsafe_)
    }?;
    let replaced: Vec<Type> = types
        .iter()
        .map(|t| {
            if is_structural(t) {
                collection.clone()
            } else {
                t.clone()
            }
        })
        .collect();
    let unified = unify_with(&replaced, unsafe_)?;
    let right_kind = if as_map {
        unified.is_map()
    } else {
        unified.is_list()
    };
    right_kind.then_some((unified, collection))
}

/// Collections of one kind: the kind of the unified element types.
fn unify_collections(make: fn(Type) -> Type, types: &[Type], unsafe_: bool) -> Option<Type> {
    let etys: Vec<Type> = types
        .iter()
        .filter_map(|t| t.element_type().cloned())
        .collect();
    let ret = make(unify_with(&etys, unsafe_)?);
    all_convert(types, &ret, unsafe_).then_some(ret)
}

/// Objects: with the same attribute names, the object of the unified attribute types;
/// otherwise (or when that fails to convert) a map.
fn unify_objects(types: &[Type], unsafe_: bool) -> Option<Type> {
    let objs: Vec<_> = types.iter().filter_map(Type::object_type).collect();
    let first = objs.first()?.attributes();
    let same_names = objs.iter().all(|o| {
        o.attributes().len() == first.len() && o.attributes().keys().all(|k| first.contains_key(k))
    });
    if !same_names {
        return unify_objects_to_map(types, unsafe_);
    }
    let mut attrs = Vec::with_capacity(first.len());
    for name in first.keys() {
        let across: Vec<Type> = objs
            .iter()
            .filter_map(|o| o.attribute(name).cloned())
            .collect();
        attrs.push((name, unify_with(&across, unsafe_)?));
    }
    let ret = Type::object(attrs);
    if all_convert(types, &ret, unsafe_) {
        Some(ret)
    } else {
        unify_objects_to_map(types, unsafe_)
    }
}

/// Objects as a map of all their attributes' unified type.
fn unify_objects_to_map(types: &[Type], unsafe_: bool) -> Option<Type> {
    let atys: Vec<Type> = types
        .iter()
        .filter_map(Type::object_type)
        .flat_map(|o| o.attributes().values().cloned())
        .collect();
    let ret = Type::map(unify_with(&atys, unsafe_)?);
    all_convert(types, &ret, unsafe_).then_some(ret)
}

/// Tuples: with the same length, the tuple of the unified element types; otherwise (or
/// when that fails to convert) a list.
fn unify_tuples(types: &[Type], unsafe_: bool) -> Option<Type> {
    let tuples: Vec<&TupleType> = types.iter().filter_map(Type::tuple_elements).collect();
    let first = tuples.first()?;
    if tuples.iter().any(|t| t.len() != first.len()) {
        return unify_tuples_to_list(types, unsafe_);
    }
    let mut etys = Vec::with_capacity(first.len());
    for i in 0..first.len() {
        let across: Vec<Type> = tuples.iter().filter_map(|t| t.get(i).cloned()).collect();
        etys.push(unify_with(&across, unsafe_)?);
    }
    let ret = Type::tuple(etys);
    if all_convert(types, &ret, unsafe_) {
        Some(ret)
    } else {
        unify_tuples_to_list(types, unsafe_)
    }
}

/// Tuples as a list of all their elements' unified type.
fn unify_tuples_to_list(types: &[Type], unsafe_: bool) -> Option<Type> {
    let etys: Vec<Type> = types
        .iter()
        .filter_map(Type::tuple_elements)
        .flat_map(|t| t.iter().cloned())
        .collect();
    let ret = Type::list(unify_with(&etys, unsafe_)?);
    all_convert(types, &ret, unsafe_).then_some(ret)
}

/// The indices of `types` in order of preference for unification: a topological order
/// of the "is more general than" relation, ties in index order (the reference's
/// `sortTypes`, including its padding with index 0 should the relation have a cycle).
fn sort_types(types: &[Type]) -> Vec<usize> {
    let n = types.len();
    let mut edges: Vec<Vec<usize>> = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            match compare_types(&types[i], &types[j]) {
                Ordering::Less => edges[i].push(j),
                Ordering::Greater => edges[j].push(i),
                Ordering::Equal => {}
            }
        }
    }
    let mut in_degree = vec![0usize; n];
    for &j in edges.iter().flatten() {
        in_degree[j] += 1;
    }
    let mut queue: VecDeque<usize> = (0..n).filter(|&i| in_degree[i] == 0).collect();
    let mut order = Vec::with_capacity(n);
    while let Some(i) = queue.pop_front() {
        order.push(i);
        for &j in &edges[i] {
            in_degree[j] -= 1;
            if in_degree[j] == 0 {
                queue.push_back(j);
            }
        }
    }
    order.resize(n, 0);
    order
}

/// `Less` when `a` is preferred over `b` as a unification target (it is more general),
/// `Greater` when `b` is, `Equal` when neither (the reference's `compareTypes`).
fn compare_types(a: &Type, b: &Type) -> Ordering {
    use Ordering::*;
    if a.is_dynamic() || b.is_dynamic() {
        return match (a.is_dynamic(), b.is_dynamic()) {
            (false, _) => Less,
            (_, false) => Greater,
            _ => Equal,
        };
    }
    if a.is_primitive() && b.is_primitive() && (*a == Type::String || *b == Type::String) {
        return match (*a == Type::String, *b == Type::String) {
            (false, _) => Greater,
            (_, false) => Less,
            _ => Equal,
        };
    }
    match (a, b) {
        (Type::List(x), Type::List(y))
        | (Type::Set(x), Type::Set(y))
        | (Type::Map(x), Type::Map(y)) => return compare_types(x, y),
        _ => {}
    }
    // Put the pair in a canonical orientation, remembering to flip the answer.
    let swap = (a.is_tuple() && b.is_list())
        || (a.is_object() && b.is_map())
        || (a.is_set() && b.is_tuple())
        || (a.is_set() && b.is_list());
    let (a, b, flip) = if swap { (b, a, true) } else { (a, b, false) };
    let oriented = |o: Ordering| if flip { o.reverse() } else { o };

    if b.is_set() && (a.is_tuple() || a.is_list()) {
        return oriented(Less);
    }
    if a.is_list() && b.is_tuple() {
        return oriented(Less);
    }
    if a.is_map() && b.is_object() {
        return oriented(Less);
    }
    let pairs: Vec<(Type, Type)> = match (a, b) {
        (Type::Object(x), Type::Object(y)) => {
            if x.attributes().len() != y.attributes().len() {
                return Equal;
            }
            let mut pairs = Vec::new();
            for (k, xt) in x.attributes() {
                match y.attribute(k) {
                    Some(yt) => pairs.push((xt.clone(), yt.clone())),
                    None => return Equal,
                }
            }
            pairs
        }
        (Type::Tuple(x), Type::Tuple(y)) => {
            if x.len() != y.len() {
                return Equal;
            }
            x.iter().cloned().zip(y.iter().cloned()).collect()
        }
        _ => return Equal,
    };
    let mut a_super = false;
    let mut b_super = false;
    for (x, y) in &pairs {
        match compare_types(x, y) {
            Less => a_super = true,
            Greater => b_super = true,
            Equal => {}
        }
    }
    match (a_super, b_super) {
        (true, false) => oriented(Less),
        (false, true) => oriented(Greater),
        _ => Equal,
    }
}
