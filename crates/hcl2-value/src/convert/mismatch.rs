//! The reference's English explanation of why one type does not convert to another.

use crate::strings::go_quote;
use crate::ty::Type;

use super::plan::plan;

/// Why a value of type `got` cannot convert to `want`, in the reference's words
/// (`convert.MismatchMessage`): "number required", `attribute "a" is required`, ...
///
/// Where the reference would pick among several problems in its unordered map
/// iteration, this picks the first attribute by name.
pub fn mismatch_message(got: &Type, want: &Type) -> String {
    let any_elem = want.element_type().is_some_and(Type::is_dynamic);
    match (got, want) {
        (Type::Object(_), Type::Object(_)) => objects(got, want),
        (Type::Tuple(_), Type::List(_)) if any_elem => {
            "all list elements must have the same type".into()
        }
        (Type::Tuple(_), Type::Set(_)) if any_elem => {
            "all set elements must have the same type".into()
        }
        (Type::Object(_), Type::Map(_)) if any_elem => {
            "all map elements must have the same type".into()
        }
        _ if got.is_structural() && want.is_collection() => from_structural(got, want),
        _ if got.is_collection() && want.is_collection() => from_collection(got, want),
        _ => required(want),
    }
}

fn required(want: &Type) -> String {
    format!("{} required", want.friendly_name_for_constraint())
}

/// Whether `from` converts to `to` at all (equal types trivially do).
fn converts(from: &Type, to: &Type, unsafe_: bool) -> bool {
    from == to || plan(from, to, unsafe_).is_some()
}

fn objects(got: &Type, want: &Type) -> String {
    let (Some(g), Some(w)) = (got.object_type(), want.object_type()) else {
        return required(want);
    };
    let mut missing = Vec::new();
    let mut unsafe_mismatch = None;
    let mut safe_mismatch = None;
    for (name, wty) in w.attributes() {
        let Some(gty) = g.attribute(name) else {
            if !w.is_optional(name) {
                missing.push(go_quote(name));
            }
            continue;
        };
        if gty == wty || unsafe_mismatch.is_some() {
            continue;
        }
        let describe = || {
            format!(
                "attribute {}: {}",
                go_quote(name),
                mismatch_message(gty, wty)
            )
        };
        if !converts(gty, wty, true) {
            unsafe_mismatch = Some(describe());
        }
        if safe_mismatch.is_none() && !converts(gty, wty, false) {
            safe_mismatch = Some(describe());
        }
    }
    match missing.as_slice() {
        [] => unsafe_mismatch
            .or(safe_mismatch)
            .unwrap_or_else(|| "incorrect object attributes".into()),
        [one] => format!("attribute {one} is required"),
        [a, b] => format!("attributes {a} and {b} are required"),
        [init @ .., last] => {
            let list: String = init.iter().map(|n| format!("{n}, ")).collect();
            format!("attributes {list}and {last} are required")
        }
    }
}

fn from_structural(got: &Type, want: &Type) -> String {
    let Some(wety) = want.element_type() else {
        return required(want);
    };
    match (got, want) {
        (Type::Tuple(etys), Type::List(_) | Type::Set(_)) => {
            for (i, gety) in etys.iter().enumerate() {
                if !converts(gety, wety, true) {
                    return format!("element {i}: {}", mismatch_message(gety, wety));
                }
            }
        }
        (Type::Object(o), Type::Map(_)) => {
            for (name, gaty) in o.attributes() {
                if !converts(gaty, wety, true) {
                    return format!(
                        "element {}: {}",
                        go_quote(name),
                        mismatch_message(gaty, wety)
                    );
                }
            }
        }
        _ => return required(want),
    }
    format!(
        "all elements must be {}",
        wety.friendly_name_for_constraint()
    )
}

fn from_collection(got: &Type, want: &Type) -> String {
    let noun = match (got, want) {
        (Type::List(_) | Type::Set(_), Type::List(_)) => "list element type",
        (Type::List(_) | Type::Set(_), Type::Set(_)) => "set element type",
        (Type::Map(_), Type::Map(_)) => "map element type",
        _ => return required(want),
    };
    let (Some(gety), Some(wety)) = (got.element_type(), want.element_type()) else {
        return required(want);
    };
    format!("incorrect {noun}: {}", mismatch_message(gety, wety))
}
