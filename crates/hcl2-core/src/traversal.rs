//! Traversals: a root variable name followed by attribute and index steps, each with its
//! source range (`var.a[0].b`), or only steps (a relative traversal, `.a[0]`).

use hcl2_value::Value;

use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::eval_context::{EvalContext, Lookup};
use crate::pos::Range;
use crate::suggestion::did_you_mean;

/// One step of a traversal.
#[derive(Clone, Debug)]
pub enum Traverser {
    /// The variable a traversal starts from (only ever first).
    Root {
        /// Variable name.
        name: String,
        /// Where the name is.
        range: Range,
    },
    /// `.name`.
    Attr {
        /// Attribute name.
        name: String,
        /// Where the step is (dot and name).
        range: Range,
    },
    /// `[key]` (or the legacy `.0`).
    Index {
        /// The key, a constant.
        key: Value,
        /// Where the step is (brackets and key).
        range: Range,
    },
}

impl Traverser {
    /// The step's source range.
    pub fn range(&self) -> &Range {
        match self {
            Traverser::Root { range, .. }
            | Traverser::Attr { range, .. }
            | Traverser::Index { range, .. } => range,
        }
    }

    /// Applies this step to `value` with the reference's diagnostics (a root step passes
    /// the value through).
    pub fn step(&self, value: &Value) -> Result<Value, Diagnostics> {
        let result = match self {
            Traverser::Root { .. } => return Ok(value.clone()),
            Traverser::Attr { name, .. } => value.get_attr(name),
            Traverser::Index { key, .. } => value.index(key),
        };
        result.map_err(|e| {
            Diagnostic::error(
                e.summary().unwrap_or_default(),
                e.message().to_owned(),
                Some(self.range().clone()),
            )
            .into()
        })
    }
}

/// A sequence of steps: absolute when it starts with a root name, relative otherwise.
#[derive(Clone, Debug, Default)]
pub struct Traversal(pub Vec<Traverser>);

impl Traversal {
    /// Whether this traversal has no root (it applies to a value, not a scope).
    pub fn is_relative(&self) -> bool {
        !matches!(self.0.first(), Some(Traverser::Root { .. }))
    }
    /// The root variable name of an absolute traversal.
    pub fn root_name(&self) -> Option<&str> {
        match self.0.first() {
            Some(Traverser::Root { name, .. }) => Some(name),
            _ => None,
        }
    }
    /// The range from the first step to the last (`None` when empty).
    pub fn range(&self) -> Option<Range> {
        let first = self.0.first()?.range();
        let last = self.0.last()?.range();
        Some(Range::between(first, last))
    }
    /// The root step alone and the relative rest, for an absolute traversal.
    pub fn split_root(&self) -> Option<(&Traverser, Traversal)> {
        let (root, rest) = self.0.split_first()?;
        matches!(root, Traverser::Root { .. }).then(|| (root, Traversal(rest.to_vec())))
    }
    /// This traversal followed by the steps of `rel`.
    pub fn join(&self, rel: &Traversal) -> Traversal {
        Traversal(self.0.iter().chain(rel.0.iter()).cloned().collect())
    }
    /// Applies a relative traversal's steps to `value`, stopping at the first error
    /// (the reference's `TraverseRel`).
    pub fn apply(&self, value: &Value) -> Result<Value, Diagnostics> {
        let mut current = value.clone();
        for step in &self.0 {
            current = step.step(&current)?;
        }
        Ok(current)
    }

    /// Looks an absolute traversal's root up in `ctx` and applies the remaining steps
    /// (the reference's `TraverseAbs`); on error the value is dynamic. A relative
    /// traversal is applied to nothing and reports a missing root.
    pub fn apply_in(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        let Some((Traverser::Root { name, range }, rest)) = self.0.split_first() else {
            let diag = Diagnostic::error(
                "Invalid traversal",
                "A traversal must start with a variable name.",
                self.range(),
            );
            return (Value::dynamic(), diag.into());
        };
        let found = match lookup_root(ctx, name, || range.clone()) {
            Ok(value) => value,
            Err(diags) => return (Value::dynamic(), diags),
        };
        let mut current = found.clone();
        for step in rest {
            match step.step(&current) {
                Ok(next) => current = next,
                Err(diags) => return (Value::dynamic(), diags),
            }
        }
        (current, Diagnostics::new())
    }
}

/// The variable a traversal's root `name` (written at `range`, computed only for a
/// diagnostic) names in `ctx`, or the
/// reference's diagnostic: "Variables not allowed" when no scope has variables (or
/// there is no context), "Unknown variable" with a suggestion when none defines it.
pub fn lookup_root<'c>(
    ctx: Option<&'c EvalContext<'_>>,
    name: &str,
    range: impl FnOnce() -> Range,
) -> Result<&'c Value, Diagnostics> {
    match ctx.map(|c| c.variable(name)) {
        Some(Lookup::Found(value)) => Ok(value),
        Some(Lookup::Unknown { suggestion }) => {
            let detail = format!(
                "There is no variable named {}.{}",
                hcl2_value::strings::go_quote(name),
                did_you_mean(suggestion)
            );
            Err(Diagnostic::error("Unknown variable", detail, Some(range())).into())
        }
        None | Some(Lookup::NotAllowed) => Err(Diagnostic::error(
            "Variables not allowed",
            "Variables may not be used here.",
            Some(range()),
        )
        .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos::Pos;
    use hcl2_value::Type;

    fn at(a: usize, b: usize) -> Range {
        Range::new("t.hcl", Pos::new(1, a + 1, a), Pos::new(1, b + 1, b))
    }

    fn var_a_0() -> Traversal {
        Traversal(vec![
            Traverser::Root {
                name: "var".into(),
                range: at(0, 3),
            },
            Traverser::Attr {
                name: "a".into(),
                range: at(3, 5),
            },
            Traverser::Index {
                key: Value::from(0),
                range: at(5, 8),
            },
        ])
    }

    #[test]
    fn absolute_traversals_have_a_root_and_a_range() {
        let t = var_a_0();
        assert!(!t.is_relative());
        assert_eq!(t.root_name(), Some("var"));
        assert_eq!(t.range(), Some(at(0, 8)));
        let (root, rel) = t.split_root().unwrap();
        assert_eq!(root.range(), &at(0, 3));
        assert!(rel.is_relative());
        assert_eq!(Traversal(vec![root.clone()]).join(&rel).0.len(), 3);
    }

    #[test]
    fn relative_traversals_apply_to_values() {
        let (_, rel) = var_a_0().split_root().unwrap();
        let v = Value::object([("a", Value::list([Value::from("x")]).unwrap())]);
        assert_eq!(rel.apply(&v).unwrap(), Value::from("x"));
        let unknown = rel
            .apply(&Value::unknown(Type::object([(
                "a",
                Type::list(Type::String),
            )])))
            .unwrap();
        assert_eq!(unknown, Value::unknown(Type::String));
    }

    #[test]
    fn absolute_traversals_resolve_in_a_context_with_the_reference_errors() {
        let t = var_a_0();
        let (v, d) = t.apply_in(None);
        assert_eq!(d.iter().next().unwrap().summary, "Variables not allowed");
        assert_eq!(v, Value::dynamic());
        let mut ctx = EvalContext::new();
        ctx.set_variable("vat", Value::from(1));
        let (_, d) = t.apply_in(Some(&ctx));
        let d = d.iter().next().unwrap();
        assert_eq!(d.summary, "Unknown variable");
        assert_eq!(
            d.detail,
            "There is no variable named \"var\". Did you mean \"vat\"?"
        );
        assert_eq!(d.subject, Some(at(0, 3)));
        ctx.set_variable(
            "var",
            Value::object([("a", Value::tuple([Value::from("x")]))]),
        );
        let (v, d) = t.apply_in(Some(&ctx));
        assert!(d.is_empty());
        assert_eq!(v, Value::from("x"));
    }

    #[test]
    fn a_failing_step_reports_at_its_own_range() {
        let (_, rel) = var_a_0().split_root().unwrap();
        let e = rel
            .apply(&Value::object([("b", Value::from(1))]))
            .unwrap_err();
        let d = e.iter().next().unwrap();
        assert_eq!(d.summary, "Unsupported attribute");
        assert_eq!(d.subject, Some(at(3, 5)));
        let e = rel
            .apply(&Value::object([("a", Value::empty_list(Type::String))]))
            .unwrap_err();
        assert_eq!(e.iter().next().unwrap().subject, Some(at(5, 8)));
    }
}
