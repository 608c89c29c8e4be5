//! Boolean logic and numeric comparison.

use super::operands::{plain_operands, short_circuit};
use crate::{Error, Result, Type, Value};

/// `op` on two bools; `decider` is the operand value that decides the result on its
/// own (`false` for AND, `true` for OR), so that it does even beside an unknown
/// (go-cty 1.13+).
fn bool_binary(
    a: &Value,
    b: &Value,
    decider: bool,
    op: impl FnOnce(bool, bool) -> bool,
) -> Result<Value> {
    let marks = a.marks().union(b.marks());
    if let Some(short) = short_circuit(&Type::Bool, &Type::Bool, &[a, b])? {
        let decided = [a, b]
            .iter()
            .any(|v| v.is_known() && v.as_bool() == Some(decider));
        let result = if decided { Value::bool(decider) } else { short };
        return Ok(result.with_marks(&marks));
    }
    match (a.as_bool(), b.as_bool()) {
        (Some(x), Some(y)) => Ok(Value::bool(op(x, y)).with_marks(&marks)),
        _ => Err(Error::new("a bool is required")),
    }
}

fn compare(a: &Value, b: &Value, op: impl Fn(std::cmp::Ordering) -> bool) -> Result<Value> {
    let marks = a.marks().union(b.marks());
    if plain_operands(a, b).is_none() {
        if let Some(short) = short_circuit(&Type::Number, &Type::Bool, &[a, b])? {
            let decided = compare_ranges(a, b, &op).map(Value::bool);
            return Ok(decided.unwrap_or(short).with_marks(&marks));
        }
    }
    match (a.as_number(), b.as_number()) {
        (Some(x), Some(y)) => Ok(Value::bool(op(x.cmp_numeric(y))).with_marks(&marks)),
        _ => Err(Error::new("a number is required")),
    }
}

/// What the operands' ranges decide when one is unknown (go-cty 1.13+, which treats
/// every bound as exclusive here): if all of `a` lies below all of `b`, or above it,
/// `op` of that ordering is the answer.
fn compare_ranges(a: &Value, b: &Value, op: &impl Fn(std::cmp::Ordering) -> bool) -> Option<bool> {
    if a.ty() != &Type::Number || b.ty() != &Type::Number {
        return None;
    }
    let (ra, rb) = (a.range(), b.range());
    if ra
        .number_upper_bound()
        .0
        .cmp_numeric(&rb.number_lower_bound().0)
        .is_lt()
    {
        return Some(op(std::cmp::Ordering::Less));
    }
    if ra
        .number_lower_bound()
        .0
        .cmp_numeric(&rb.number_upper_bound().0)
        .is_gt()
    {
        return Some(op(std::cmp::Ordering::Greater));
    }
    None
}

impl Value {
    /// `self && other`: a known `false` on either side gives `false` even beside an
    /// unknown (go-cty 1.13+); otherwise an unknown operand gives an unknown bool.
    pub fn and(&self, other: &Value) -> Result<Value> {
        bool_binary(self, other, false, |x, y| x && y)
    }
    /// `self || other`: a known `true` on either side gives `true` even beside an
    /// unknown (go-cty 1.13+); otherwise an unknown operand gives an unknown bool.
    pub fn or(&self, other: &Value) -> Result<Value> {
        bool_binary(self, other, true, |x, y| x || y)
    }
    /// `!self`.
    pub fn not(&self) -> Result<Value> {
        if let Some(short) = short_circuit(&Type::Bool, &Type::Bool, &[self])? {
            return Ok(short.with_marks(self.marks()));
        }
        match self.as_bool() {
            Some(x) => Ok(Value::bool(!x).with_marks(self.marks())),
            None => Err(Error::new("a bool is required")),
        }
    }
    /// `self < other` on numbers.
    pub fn less_than(&self, other: &Value) -> Result<Value> {
        compare(self, other, |o| o.is_lt())
    }
    /// `self > other` on numbers.
    pub fn greater_than(&self, other: &Value) -> Result<Value> {
        compare(self, other, |o| o.is_gt())
    }
    /// `self <= other` on numbers: `<` or `==`, as the reference composes it.
    pub fn less_than_or_equal(&self, other: &Value) -> Result<Value> {
        self.less_than(other)?.or(&self.equals(other))
    }
    /// `self >= other` on numbers: `>` or `==`.
    pub fn greater_than_or_equal(&self, other: &Value) -> Result<Value> {
        self.greater_than(other)?.or(&self.equals(other))
    }
}

#[cfg(test)]
mod tests {
    use crate::{Type, Value};

    #[test]
    fn logic_on_known_bools() {
        let (t, f) = (Value::from(true), Value::from(false));
        assert_eq!(t.and(&f).unwrap(), f);
        assert_eq!(t.or(&f).unwrap(), t);
        assert_eq!(t.not().unwrap(), f);
    }

    #[test]
    fn unknown_operands_make_logic_unknown_unless_the_other_side_decides() {
        let u = Value::unknown(Type::Bool);
        let (t, f) = (Value::from(true), Value::from(false));
        assert_eq!(
            t.and(&u).unwrap(),
            Value::unknown(Type::Bool).refine_not_null()
        );
        assert_eq!(
            u.or(&f).unwrap(),
            Value::unknown(Type::Bool).refine_not_null()
        );
        assert!(!u.and(&u).unwrap().is_known());
        assert!(!Value::dynamic().not().unwrap().is_known());
    }

    #[test]
    fn a_known_false_decides_and_and_a_known_true_decides_or_beside_unknowns() {
        let u = Value::unknown(Type::Bool);
        let (t, f) = (Value::from(true), Value::from(false));
        assert_eq!(f.and(&u).unwrap(), f);
        assert_eq!(u.and(&f).unwrap(), f);
        assert_eq!(Value::dynamic().and(&f).unwrap(), f);
        assert_eq!(t.or(&u).unwrap(), t);
        assert_eq!(u.or(&t).unwrap(), t);
        let marked = f.clone().mark("s").and(&u.clone().mark("t")).unwrap();
        assert_eq!(marked, f.mark("s").mark("t"));
        assert!(Value::from(1).and(&u).is_err());
    }

    #[test]
    fn comparisons_are_numeric() {
        let (one, two) = (Value::from(1), Value::from(2));
        assert_eq!(one.less_than(&two).unwrap(), Value::from(true));
        assert_eq!(two.less_than_or_equal(&two).unwrap(), Value::from(true));
        assert_eq!(one.greater_than_or_equal(&two).unwrap(), Value::from(false));
        assert!(Value::string("a").less_than(&two).is_err());
    }

    #[test]
    fn comparison_marks_reach_the_result() {
        let r = Value::from(1).mark("s").less_than(&Value::from(2)).unwrap();
        assert!(r.has_mark(&"s".into()));
    }
}
