//! One element of a `dynamic` block's `for_each`: the iterator's name, key and value,
//! and the iterations of the enclosing dynamic blocks, whose names stay visible.

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::{
    Diagnostics, EvalContext, Expression, Range, StaticCall, StaticMapItem, Traversal,
};
use hcl2_value::Value;

/// The iterator of one generated block.
#[derive(Debug)]
pub(super) struct Iteration {
    name: String,
    key: Value,
    value: Value,
    inherited: BTreeMap<String, Arc<Iteration>>,
}

impl Iteration {
    /// The iteration `name = {key, value}` inside `parent` (if nested in another
    /// dynamic block's content).
    pub(super) fn child(
        parent: Option<&Arc<Iteration>>,
        name: &str,
        key: Value,
        value: Value,
    ) -> Arc<Iteration> {
        let mut inherited = BTreeMap::new();
        if let Some(parent) = parent {
            inherited.extend(parent.inherited.iter().map(|(k, v)| (k.clone(), v.clone())));
            inherited.insert(parent.name.clone(), parent.clone());
        }
        Arc::new(Iteration {
            name: name.to_string(),
            key,
            value,
            inherited,
        })
    }

    /// The iterator's value: an object of `key` and `value`.
    fn object(&self) -> Value {
        Value::object([("key", self.key.clone()), ("value", self.value.clone())])
    }

    /// A child scope of `base` defining this iterator and the inherited ones.
    pub(super) fn context<'c>(&self, base: &'c EvalContext<'c>) -> EvalContext<'c> {
        let mut ctx = base.child();
        for (name, it) in &self.inherited {
            ctx.set_variable(name.clone(), it.object());
        }
        ctx.set_variable(self.name.clone(), self.object());
        ctx
    }

    /// Whether `name` is this iterator's or an enclosing one's.
    pub(super) fn defines(&self, name: &str) -> bool {
        self.name == name || self.inherits(name)
    }

    /// Whether `name` is an enclosing iterator's.
    pub(super) fn inherits(&self, name: &str) -> bool {
        self.inherited.contains_key(name)
    }
}

/// Runs `f` in the scope of `iteration` (if any) over `base`; outside any dynamic
/// block that is `base` itself.
pub(super) fn in_scope<T>(
    iteration: Option<&Arc<Iteration>>,
    base: &EvalContext<'_>,
    f: impl FnOnce(&EvalContext<'_>) -> T,
) -> T {
    match iteration {
        Some(it) => f(&it.context(base)),
        None => f(base),
    }
}

/// An attribute expression of a generated block: evaluated with the iterators in
/// scope, and not reporting them among its variables.
#[derive(Debug)]
pub(super) struct IterationExpr<'a> {
    pub(super) inner: Box<dyn Expression + 'a>,
    pub(super) iteration: Arc<Iteration>,
}

impl Expression for IterationExpr<'_> {
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        let empty = EvalContext::empty();
        let scope = self.iteration.context(ctx.unwrap_or(&empty));
        self.inner.value(Some(&scope))
    }
    fn variables(&self) -> Vec<Traversal> {
        let mut vars = self.inner.variables();
        vars.retain(|t| !t.root_name().is_some_and(|n| self.iteration.defines(n)));
        vars
    }
    fn range(&self) -> Range {
        self.inner.range()
    }
    fn start_range(&self) -> Range {
        self.inner.start_range()
    }
    fn as_keyword(&self) -> Option<String> {
        self.inner.as_keyword()
    }
    fn as_list(&self) -> Result<Vec<Box<dyn Expression + '_>>, Diagnostics> {
        self.inner.as_list()
    }
    fn as_map(&self) -> Result<Vec<StaticMapItem<'_>>, Diagnostics> {
        self.inner.as_map()
    }
    fn as_call(&self) -> Result<StaticCall<'_>, Diagnostics> {
        self.inner.as_call()
    }
    fn as_abs_traversal(&self) -> Result<Traversal, Diagnostics> {
        self.inner.as_abs_traversal()
    }
}
