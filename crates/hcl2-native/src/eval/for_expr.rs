//! `for` expressions: `[for k, v in coll: expr if cond]` builds a tuple and
//! `{for k, v in coll: key => value... if cond}` an object (grouping values into tuples
//! by key with `...`).
//!
//! Lists and tuples are visited by index, maps and objects by key in sorted order, sets
//! in set order (the key is then the element itself). Each element is evaluated in a
//! child scope that binds the key and value names. Anything unknown that decides the
//! result's shape (the collection, an `if` result, a key) makes the result the dynamic
//! unknown, after every element has been visited for its diagnostics; marks on the
//! collection, `if` results and keys move to the result (current reference; see the
//! deliberate differences in the module above).

use std::borrow::Cow;
use std::collections::btree_map::Entry;
use std::collections::BTreeMap;

use hcl2_core::{Diagnostic, Diagnostics, EvalContext};
use hcl2_value::{convert, ElementKey, Marks, Type, Value};

use super::range_of;
use crate::ast::Tree;
use crate::ast::{Expr, ForExpr};

/// Evaluates a `for` expression.
pub(super) fn evaluate(
    e: &ForExpr,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let (collection, mut diags) = super::evaluate(&e.collection, file, ctx);
    let whole = || file.range(e.span);
    if collection.is_null() {
        diags.push(
            Diagnostic::error(
                "Iteration over null value",
                "A null value cannot be used as the collection in a 'for' expression.",
                Some(range_of(&e.collection, file)),
            )
            .with_context(whole()),
        );
        return (Value::dynamic(), diags);
    }
    if collection.ty().is_dynamic() {
        return (Value::dynamic(), diags);
    }
    let (collection, mut marks) = collection.unmark();
    if !iterable(collection.ty()) {
        diags.push(
            Diagnostic::error(
                "Iteration over non-iterable value",
                format!(
                    "A value of type {} cannot be used as the collection in a 'for' expression.",
                    collection.ty().friendly_name()
                ),
                Some(range_of(&e.collection, file)),
            )
            .with_context(whole()),
        );
        return (Value::dynamic(), diags);
    }

    let scope = Scope { e, file, ctx };
    let mut cond_marks = Marks::new();
    if let Some(cond) = &e.cond {
        match scope.precheck_condition(cond, &mut diags) {
            Some(m) => cond_marks = m,
            None => return (Value::dynamic(), diags),
        }
    }
    if !collection.is_known() {
        marks.extend(&cond_marks);
        return (Value::dynamic().with_marks(&marks), diags);
    }

    let Some(elements) = collection.element_refs() else {
        // Known and iterable, as checked above.
        return (Value::dynamic().with_marks(&marks), diags);
    };
    let mut builder = match &e.key {
        Some(_) if e.group => Builder::Groups(BTreeMap::new()),
        Some(_) => Builder::Object(BTreeMap::new()),
        // Sized for every element up front: most `for`s keep most of them.
        None => Builder::Tuple(Vec::with_capacity(elements.len())),
    };
    let mut known = true;
    // One child scope serves every element, its iteration names rebound each time
    // (the value name to the element in place).
    let mut child: EvalContext<'_> = scope.child(Value::dynamic(), Value::dynamic());
    for (k, v) in elements {
        scope.rebind(&mut child, k, v);
        if let Some(cond) = &e.cond {
            match scope.condition(cond, &child, known, &mut marks, &mut diags) {
                Include::Yes => {}
                Include::No => continue,
                Include::Unknown => {
                    known = false;
                    continue;
                }
            }
        }
        let key = match &e.key {
            Some(key_expr) => match scope.key(key_expr, &child, known, &mut marks, &mut diags) {
                Some(key) => Some((key, key_expr)),
                None => {
                    known = false;
                    continue;
                }
            },
            None => None,
        };
        let (value, value_diags) = super::evaluate(&e.value, file, Some(&child));
        diags.extend(value_diags);
        match (&mut builder, key) {
            (Builder::Groups(groups), Some((key, _))) => match groups.get_mut(key.as_ref()) {
                Some(group) => group.push(value),
                None => {
                    groups.insert(key.into_owned(), vec![value]);
                }
            },
            (Builder::Object(attrs), Some((key, key_expr))) => {
                match attrs.entry(key.into_owned()) {
                    Entry::Vacant(slot) => {
                        slot.insert(value);
                    }
                    Entry::Occupied(taken) => {
                        let detail = format!(
                        "Two different items produced the key {} in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.",
                        hcl2_value::strings::go_quote(taken.key())
                    );
                        diags.push(scope.error("Duplicate object key", detail, key_expr));
                    }
                }
            }
            (Builder::Tuple(values), _) => values.push(value),
            _ => {}
        }
    }
    if !known {
        return (Value::dynamic().with_marks(&marks), diags);
    }
    let result = match builder {
        Builder::Tuple(values) => Value::tuple(values),
        Builder::Object(attrs) => Value::object_from_map(attrs),
        Builder::Groups(groups) => Value::object_from_map(
            groups
                .into_iter()
                .map(|(k, vs)| (k, Value::tuple(vs)))
                .collect(),
        ),
    };
    (result.with_marks(&marks), diags)
}

/// What the result is being built into.
enum Builder {
    Tuple(Vec<Value>),
    Object(BTreeMap<String, Value>),
    Groups(BTreeMap<String, Vec<Value>>),
}

/// Whether an `if` clause keeps an element.
enum Include {
    Yes,
    No,
    Unknown,
}

/// Whether a value of this type can be iterated (its contents may still be unknown).
fn iterable(ty: &Type) -> bool {
    matches!(
        ty,
        Type::List(_) | Type::Map(_) | Type::Set(_) | Type::Tuple(_) | Type::Object(_)
    )
}

/// What every element's evaluation shares.
struct Scope<'a, 'c> {
    e: &'a ForExpr,
    file: Tree<'a>,
    ctx: Option<&'a EvalContext<'c>>,
}

impl<'a, 'c> Scope<'a, 'c> {
    /// A child of the evaluation context binding the iteration names (a context of its
    /// own when there was none, so other names are then unknown variables).
    fn child(&self, key: Value, value: Value) -> EvalContext<'a> {
        let mut child = match self.ctx {
            Some(ctx) => ctx.child(),
            None => EvalContext::empty(),
        };
        let src = self.file.file.text();
        if let Some(name) = self.e.key_var(src) {
            child.set_variable(name, key);
        }
        child.set_variable(self.e.value_var(src), value);
        child
    }

    /// Binds the iteration names of a scope made by [`Scope::child`] to the next element.
    fn rebind<'v>(&self, child: &mut EvalContext<'v>, key: ElementKey<'_>, value: &'v Value)
    where
        'a: 'v,
    {
        let src = self.file.file.text();
        if let Some(name) = self.e.key_var(src) {
            child.rebind_variable(name, key.value(value));
        }
        child.bind(self.e.value_var(src), value);
    }

    fn error(&self, summary: &str, detail: String, subject: &Expr) -> Diagnostic {
        Diagnostic::error(summary, detail, Some(range_of(subject, self.file)))
            .with_context(self.file.range(self.e.span))
    }

    /// The `if` clause checked once with unknown iteration values, to report a clause
    /// of the wrong type once rather than for every element: its marks, or `None` when
    /// it failed (the result is then the dynamic unknown).
    fn precheck_condition(&self, cond: &Expr, diags: &mut Diagnostics) -> Option<Marks> {
        let child = self.child(Value::dynamic(), Value::dynamic());
        let (result, cond_diags) = super::evaluate(cond, self.file, Some(&child));
        let failed = cond_diags.has_errors();
        diags.extend(cond_diags);
        if result.is_null() {
            diags.push(self.error(
                "Condition is null",
                "The value of the 'if' clause must not be null.".into(),
                cond,
            ));
            return None;
        }
        if let Err(err) = convert(&result, &Type::Bool) {
            diags.push(self.error(
                "Invalid 'for' condition",
                format!("The 'if' clause value is invalid: {}.", err.message()),
                cond,
            ));
            return None;
        }
        if failed {
            return None;
        }
        Some(result.marks().clone())
    }

    /// The `if` clause for one element. Errors are reported only while the result is
    /// still known (the first bad element), as the reference does.
    fn condition(
        &self,
        cond: &Expr,
        child: &EvalContext<'_>,
        known: bool,
        marks: &mut Marks,
        diags: &mut Diagnostics,
    ) -> Include {
        let (raw, cond_diags) = super::evaluate(cond, self.file, Some(child));
        diags.extend(cond_diags);
        if raw.is_null() {
            if known {
                diags.push(self.error(
                    "Invalid 'for' condition",
                    "The value of the 'if' clause must not be null.".into(),
                    cond,
                ));
            }
            return Include::Unknown;
        }
        marks.extend(raw.marks());
        // A known bool needs no conversion.
        if let (Type::Bool, Some(include)) = (raw.ty(), raw.as_bool()) {
            return if include { Include::Yes } else { Include::No };
        }
        // A tuple `for` gives up on an unknown clause before converting it; an object
        // `for` converts first, so an unknown of the wrong type is still an error.
        if !raw.is_known() && self.e.key.is_none() {
            return Include::Unknown;
        }
        let include = match convert(&raw, &Type::Bool) {
            Ok(v) => v,
            Err(err) => {
                if known {
                    diags.push(self.error(
                        "Invalid 'for' condition",
                        format!("The 'if' clause value is invalid: {}.", err.message()),
                        cond,
                    ));
                }
                return Include::Unknown;
            }
        };
        match include.as_bool() {
            None => Include::Unknown,
            Some(true) => Include::Yes,
            Some(false) => Include::No,
        }
    }

    /// The key of an object `for` for one element, as a string; `None` when it is null,
    /// unknown or not a string (reported while the result is still known).
    fn key<'k>(
        &self,
        key_expr: &'k Expr,
        child: &'k EvalContext<'_>,
        known: bool,
        marks: &mut Marks,
        diags: &mut Diagnostics,
    ) -> Option<Cow<'k, str>>
    where
        'a: 'k,
    {
        // A string read in place is its own key.
        if let Some(raw) = super::in_place::peek(key_expr, self.file, Some(child)) {
            if let (Type::String, Some(text)) = (raw.ty(), raw.as_str()) {
                marks.extend(raw.marks());
                return Some(Cow::Borrowed(text));
            }
        }
        let (raw, key_diags) = super::evaluate(key_expr, self.file, Some(child));
        diags.extend(key_diags);
        if raw.is_null() {
            if known {
                diags.push(self.error(
                    "Invalid object key",
                    "Key expression in 'for' expression must not produce a null value.".into(),
                    key_expr,
                ));
            }
            return None;
        }
        marks.extend(raw.marks());
        if !raw.is_known() {
            return None;
        }
        match convert(&raw, &Type::String) {
            Ok(key) => key.as_str().map(|text| Cow::Owned(text.to_owned())),
            Err(err) => {
                if known {
                    diags.push(self.error(
                        "Invalid object key",
                        format!(
                            "The key expression produced an invalid result: {}.",
                            err.message()
                        ),
                        key_expr,
                    ));
                }
                None
            }
        }
    }
}
