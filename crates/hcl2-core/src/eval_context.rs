//! The evaluation context: the variables and functions an expression may use, in nested
//! scopes.
//!
//! Either table may be absent, which is what lets evaluation tell "variables are not
//! allowed here" apart from "there is no variable with this name" (the three modes of
//! the expression-evaluation spec).

use std::collections::BTreeMap;

use hcl2_value::{Function, Value};

use crate::suggestion::name_suggestion;

/// Variables and functions available to evaluation, with an optional parent scope whose
/// names a child shadows.
#[derive(Clone, Debug, Default)]
pub struct EvalContext<'p> {
    /// The variables of this scope; `None` means this scope offers none.
    pub variables: Option<BTreeMap<String, Value>>,
    /// The functions of this scope; `None` means this scope offers none.
    pub functions: Option<BTreeMap<String, Function>>,
    parent: Option<&'p EvalContext<'p>>,
    /// Variables bound to values borrowed for the scope's lifetime (what a loop binds
    /// its iteration names to), found before this scope's `variables`.
    bound: Vec<(&'p str, &'p Value)>,
    /// The longest number a template writes into a string, if this scope sets one.
    max_number_len: Option<usize>,
}

/// What looking a name up in a context chain found.
#[derive(Debug)]
pub enum Lookup<'c, T> {
    /// The name is defined; the nearest scope's definition.
    Found(&'c T),
    /// No scope in the chain has that table at all (the feature is not available).
    NotAllowed,
    /// Some scope has the table but none defines the name; a close name, if any.
    Unknown {
        /// The closest defined name, for "Did you mean ...?".
        suggestion: Option<&'c str>,
    },
}

impl EvalContext<'static> {
    /// A context with empty variable and function tables (both features available).
    pub fn new() -> EvalContext<'static> {
        EvalContext {
            variables: Some(BTreeMap::new()),
            functions: Some(BTreeMap::new()),
            parent: None,
            bound: Vec::new(),
            max_number_len: None,
        }
    }
}

impl<'p> EvalContext<'p> {
    /// A context with neither variables nor functions (both features unavailable).
    pub fn empty() -> EvalContext<'p> {
        EvalContext {
            variables: None,
            functions: None,
            parent: None,
            bound: Vec::new(),
            max_number_len: None,
        }
    }

    /// A child scope of `self` with no tables of its own yet.
    pub fn child(&self) -> EvalContext<'_> {
        EvalContext {
            variables: None,
            functions: None,
            parent: Some(self),
            bound: Vec::new(),
            max_number_len: None,
        }
    }

    /// Sets the longest number, in characters, that a template in this scope (and its
    /// children) writes into a string; a longer one is an error naming the limit.
    /// Numbers print without an exponent, as the reference's do, so the 16-byte
    /// `"x${1e646456992}"` would otherwise build a 646 MB string. The default is
    /// [`hcl2_value::json::DEFAULT_MAX_NUMBER_LEN`] (1,000,000).
    ///
    /// ```
    /// use hcl2_core::EvalContext;
    /// let mut ctx = EvalContext::new();
    /// assert_eq!(ctx.max_number_len(), 1_000_000);
    /// ctx.set_max_number_len(50_000_000);
    /// assert_eq!(ctx.child().max_number_len(), 50_000_000);
    /// ```
    pub fn set_max_number_len(&mut self, max: usize) -> &mut Self {
        self.max_number_len = Some(max);
        self
    }

    /// The longest number a template evaluated in this scope writes into a string: the
    /// nearest scope's [`EvalContext::set_max_number_len`], or the default.
    pub fn max_number_len(&self) -> usize {
        let mut scope = Some(self);
        while let Some(s) = scope {
            if let Some(max) = s.max_number_len {
                return max;
            }
            scope = s.parent;
        }
        hcl2_value::json::DEFAULT_MAX_NUMBER_LEN
    }

    /// The enclosing scope, if any.
    pub fn parent(&self) -> Option<&EvalContext<'p>> {
        self.parent
    }

    /// Defines (or replaces) a variable in this scope, creating its table if needed.
    pub fn set_variable(&mut self, name: impl Into<String>, value: Value) -> &mut Self {
        self.variables
            .get_or_insert_with(BTreeMap::new)
            .insert(name.into(), value);
        self
    }

    /// Binds `name` to `value` in this scope as [`EvalContext::set_variable`] does,
    /// reusing the existing entry when there is one: what a loop that rebinds its
    /// iteration names for every element wants.
    pub fn rebind_variable(&mut self, name: &str, value: Value) -> &mut Self {
        match self.variables.as_mut().and_then(|vars| vars.get_mut(name)) {
            Some(slot) => *slot = value,
            None => {
                self.set_variable(name, value);
            }
        }
        self
    }

    /// Binds `name` in this scope to a value borrowed for the scope's lifetime,
    /// replacing an earlier binding of the name; it shadows this scope's own `variables`
    /// of that name. A loop rebinding its iteration names to each element in turn
    /// thus copies nothing. The scope then counts as offering variables.
    pub fn bind(&mut self, name: &'p str, value: &'p Value) -> &mut Self {
        match self.bound.iter_mut().find(|(n, _)| same_name(n, name)) {
            Some(slot) => slot.1 = value,
            None => self.bound.push((name, value)),
        }
        self
    }

    /// Defines (or replaces) a function in this scope, creating its table if needed.
    pub fn set_function(&mut self, name: impl Into<String>, function: Function) -> &mut Self {
        self.functions
            .get_or_insert_with(BTreeMap::new)
            .insert(name.into(), function);
        self
    }

    /// Looks a variable up through this scope and its parents.
    pub fn variable(&self, name: &str) -> Lookup<'_, Value> {
        // The hot path of every variable reference: walk the scopes by hand.
        let mut scope = Some(self);
        while let Some(c) = scope {
            if let Some((_, found)) = c.bound.iter().find(|(n, _)| same_name(n, name)) {
                return Lookup::Found(found);
            }
            if let Some(found) = c.variables.as_ref().and_then(|vars| find(vars, name)) {
                return Lookup::Found(found);
            }
            scope = c.parent;
        }
        if self
            .scopes()
            .all(|c| c.variables.is_none() && c.bound.is_empty())
        {
            return Lookup::NotAllowed;
        }
        // Each scope's names in order, as one table of them would list them.
        let names = self.scopes().flat_map(|c| {
            let mut names: Vec<&str> = c.bound.iter().map(|(n, _)| *n).collect();
            names.extend(
                c.variables
                    .iter()
                    .flat_map(|t| t.keys().map(String::as_str)),
            );
            names.sort_unstable();
            names.dedup();
            names
        });
        Lookup::Unknown {
            suggestion: name_suggestion(name, names),
        }
    }

    /// Looks a function up through this scope and its parents.
    pub fn function(&self, name: &str) -> Lookup<'_, Function> {
        let mut scope = Some(self);
        while let Some(c) = scope {
            if let Some(found) = c.functions.as_ref().and_then(|fns| fns.get(name)) {
                return Lookup::Found(found);
            }
            scope = c.parent;
        }
        lookup(self.scopes().map(|c| c.functions.as_ref()), name)
    }

    /// This scope, then each enclosing one.
    fn scopes(&self) -> impl Iterator<Item = &EvalContext<'_>> + Clone {
        std::iter::successors(Some(self), |c| c.parent)
    }
}

/// `table[name]`; a small table is scanned comparing lengths first, which beats the
/// tree's ordered search of short names.
fn find<'t, T>(table: &'t BTreeMap<String, T>, name: &str) -> Option<&'t T> {
    if table.len() > 8 {
        return table.get(name);
    }
    table
        .iter()
        .find(|(k, _)| same_name(k, name))
        .map(|(_, v)| v)
}

/// `a == b` for short names, compared in line byte by byte.
fn same_name(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| x == y)
}

fn lookup<'c, T: 'c>(
    tables: impl Iterator<Item = Option<&'c BTreeMap<String, T>>> + Clone,
    name: &str,
) -> Lookup<'c, T> {
    let mut any_table = false;
    for table in tables.clone().flatten() {
        any_table = true;
        if let Some(found) = table.get(name) {
            return Lookup::Found(found);
        }
    }
    if !any_table {
        return Lookup::NotAllowed;
    }
    let names = tables.flatten().flat_map(|t| t.keys().map(String::as_str));
    Lookup::Unknown {
        suggestion: name_suggestion(name, names),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn children_shadow_and_fall_back_to_parents() {
        let mut root = EvalContext::new();
        root.set_variable("a", Value::from(1))
            .set_variable("b", Value::from(2));
        let mut child = root.child();
        child.set_variable("a", Value::from(10));
        assert!(matches!(child.variable("a"), Lookup::Found(v) if *v == Value::from(10)));
        assert!(matches!(child.variable("b"), Lookup::Found(v) if *v == Value::from(2)));
    }

    #[test]
    fn rebinding_replaces_a_variable_or_defines_it() {
        let mut scope = EvalContext::empty();
        scope.rebind_variable("x", Value::from(1));
        scope.rebind_variable("x", Value::from(2));
        assert!(matches!(scope.variable("x"), Lookup::Found(v) if *v == Value::from(2)));
        assert_eq!(scope.variables.as_ref().map(BTreeMap::len), Some(1));
    }

    #[test]
    fn borrowed_bindings_shadow_the_scope_and_count_as_variables() {
        let (one, two) = (Value::from(1), Value::from(2));
        let mut scope = EvalContext::empty();
        scope.set_variable("x", Value::from(0));
        scope.bind("x", &one).bind("x", &two);
        assert!(matches!(scope.variable("x"), Lookup::Found(v) if *v == two));
        let mut bare = EvalContext::empty();
        bare.bind("ab", &one).bind("aa", &two);
        // Suggestions come in name order, as from a table of the names.
        assert!(matches!(
            bare.child().variable("ac"),
            Lookup::Unknown {
                suggestion: Some("aa")
            }
        ));
    }

    #[test]
    fn missing_tables_mean_not_allowed_and_missing_names_mean_unknown() {
        let none = EvalContext::empty();
        assert!(matches!(none.variable("a"), Lookup::NotAllowed));
        assert!(matches!(none.function("f"), Lookup::NotAllowed));
        let mut some = EvalContext::empty();
        some.set_variable("name", Value::from("x"));
        assert!(matches!(
            some.child().variable("nmae"),
            Lookup::Unknown {
                suggestion: Some("name")
            }
        ));
        assert!(matches!(some.function("f"), Lookup::NotAllowed));
    }
}
