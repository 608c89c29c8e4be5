//! Equality: the language's `==` / `!=` (which may be unknown) and exact raw identity.

use crate::value::{Data, Value};
use crate::Type;

impl Value {
    /// The language's `==`: a bool that is unknown when the answer depends on unknown
    /// values, and carries the marks of both operands (including marks nested inside).
    pub fn equals(&self, other: &Value) -> Value {
        if self.contains_marked() || other.contains_marked() {
            let (a, am) = self.clone().unmark_deep();
            let (b, bm) = other.clone().unmark_deep();
            return a.equals(&b).with_marks(&am.union(&bm));
        }
        if let Some(b) = refined_answer(self, other) {
            return Value::bool(b);
        }
        match equals_unmarked(self, other) {
            Some(b) => Value::bool(b),
            None => Value::unknown(Type::Bool).refine_not_null(),
        }
    }

    /// The language's `!=`: the negation of [`Value::equals`].
    pub fn not_equals(&self, other: &Value) -> Value {
        let eq = self.equals(other);
        let (eq, marks) = eq.unmark();
        match eq.as_bool() {
            Some(b) => Value::bool(!b),
            None => Value::unknown(Type::Bool).refine_not_null(),
        }
        .with_marks(&marks)
    }

    /// Exact identity: same type, same marks, same knownness and equal contents.
    /// Two unknowns of the same type are identical.
    pub fn raw_equals(&self, other: &Value) -> bool {
        if self.ty() != other.ty() || self.marks() != other.marks() {
            return false;
        }
        match (self.data(), other.data()) {
            (Data::Unknown(a), Data::Unknown(b)) => crate::refinement::raw_equals(a, b),
            (Data::Null, Data::Null) => true,
            (Data::Bool(a), Data::Bool(b)) => a == b,
            (Data::Number(a), Data::Number(b)) => a.equals(b),
            (Data::String(a), Data::String(b)) => a == b,
            (Data::Seq(a), Data::Seq(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.raw_equals(y))
            }
            (Data::Attrs(a), Data::Attrs(b)) => {
                a.len() == b.len()
                    && a.iter()
                        .zip(b.iter())
                        .all(|((ka, va), (kb, vb))| ka == kb && va.raw_equals(vb))
            }
            (Data::Capsule(a), Data::Capsule(b)) => match self.ty() {
                Type::Capsule(c) => c.values_equal(a, b),
                _ => false,
            },
            _ => false,
        }
    }
}

/// What refinements decide (go-cty 1.13+): a null is not equal to a value that is
/// certainly not null, and a known value is not equal to an unknown whose range
/// excludes it (another string prefix, outside the number bounds or length bounds).
fn refined_answer(a: &Value, b: &Value) -> Option<bool> {
    if (a.is_null() && b.definitely_not_null()) || (b.is_null() && a.definitely_not_null()) {
        return Some(false);
    }
    let (known, unknown) = match (a.is_known(), b.is_known()) {
        (true, false) => (a, b),
        (false, true) => (b, a),
        _ => return None,
    };
    let includes = unknown.range().includes(known);
    (includes.as_bool() == Some(false)).then_some(false)
}

/// `Some(answer)` when known, `None` when unknown. Operands carry no marks.
fn equals_unmarked(a: &Value, b: &Value) -> Option<bool> {
    match (a.is_known(), b.is_known()) {
        (false, false) => return None,
        (true, false) | (false, true) => {
            let (known, unknown) = if a.is_known() { (a, b) } else { (b, a) };
            if known.is_null() || unknown.ty().has_dynamic_types() {
                return None;
            }
            return if known.ty() != unknown.ty() {
                Some(false)
            } else {
                None
            };
        }
        (true, true) => {}
    }
    match (a.is_null(), b.is_null()) {
        (true, true) => return Some(true),
        (true, false) | (false, true) => return Some(false),
        _ => {}
    }
    if !a.has_wholly_known_type() || !b.has_wholly_known_type() {
        if !a.ty().conforms_to(b.ty()) && !b.ty().conforms_to(a.ty()) {
            return Some(false);
        }
        return None;
    }
    if a.ty() != b.ty() {
        return Some(false);
    }
    match (a.data(), b.data()) {
        (Data::Number(x), Data::Number(y)) => Some(x.equals(y)),
        (Data::Bool(x), Data::Bool(y)) => Some(x == y),
        (Data::String(x), Data::String(y)) => Some(x == y),
        (Data::Seq(x), Data::Seq(y)) if a.ty().is_set() => set_equals(x, y),
        (Data::Seq(x), Data::Seq(y)) => {
            if x.len() != y.len() {
                return Some(false);
            }
            all_equal(x.iter().zip(y.iter()))
        }
        (Data::Attrs(x), Data::Attrs(y)) => {
            if x.len() != y.len() || !x.keys().eq(y.keys()) {
                return Some(false);
            }
            all_equal(x.values().zip(y.values()))
        }
        (Data::Capsule(x), Data::Capsule(y)) => match a.ty() {
            Type::Capsule(c) => Some(c.values_equal(x, y)),
            _ => Some(false),
        },
        _ => Some(false),
    }
}

/// Pairwise equality in order: the first pair that is not known-equal decides.
fn all_equal<'a>(pairs: impl Iterator<Item = (&'a Value, &'a Value)>) -> Option<bool> {
    for (x, y) in pairs {
        match equals_unmarked(x, y) {
            Some(true) => {}
            other => return other,
        }
    }
    Some(true)
}

/// Sets are equal when each holds every element of the other; any unknown element makes
/// the answer unknown.
fn set_equals(x: &[Value], y: &[Value]) -> Option<bool> {
    if x.iter().chain(y.iter()).any(|v| !v.is_known()) {
        return None;
    }
    let contains = |s: &[Value], v: &Value| s.iter().any(|e| equals_unmarked(e, v) == Some(true));
    Some(x.iter().all(|v| contains(y, v)) && y.iter().all(|v| contains(x, v)))
}

#[cfg(test)]
mod tests {
    use crate::{Type, Value};

    fn is(v: Value, expect: Option<bool>) {
        assert_eq!(v.as_bool(), expect, "{v:?}");
        assert_eq!(v.is_known(), expect.is_some(), "{v:?}");
    }

    #[test]
    fn equal_primitives_compare_by_value() {
        is(Value::string("a").equals(&Value::string("a")), Some(true));
        is(
            Value::string("e\u{301}").equals(&Value::string("\u{e9}")),
            Some(true),
        );
        is(Value::from(1).equals(&Value::string("1")), Some(false));
        is(
            Value::from(true).not_equals(&Value::from(false)),
            Some(true),
        );
    }

    #[test]
    fn unknowns_make_equality_unknown_unless_types_differ() {
        is(
            Value::unknown(Type::String).equals(&Value::string("a")),
            None,
        );
        is(
            Value::unknown(Type::Number).equals(&Value::string("a")),
            Some(false),
        );
        is(Value::dynamic().equals(&Value::string("a")), None);
        is(
            Value::null(Type::String).equals(&Value::unknown(Type::String)),
            None,
        );
    }

    #[test]
    fn nulls_equal_only_nulls() {
        is(
            Value::null(Type::String).equals(&Value::null(Type::Number)),
            Some(true),
        );
        is(
            Value::null(Type::String).equals(&Value::string("")),
            Some(false),
        );
    }

    #[test]
    fn equality_carries_marks_from_deep_inside() {
        let a = Value::tuple([Value::string("x").mark("s")]);
        let r = a.equals(&Value::tuple([Value::string("x")]));
        assert!(r.has_mark(&"s".into()));
        assert_eq!(r.unmark().0.as_bool(), Some(true));
    }

    #[test]
    fn raw_equality_distinguishes_marks_and_unknowns() {
        assert!(Value::unknown(Type::String).raw_equals(&Value::unknown(Type::String)));
        assert!(!Value::string("a").raw_equals(&Value::string("a").mark("s")));
    }
}
