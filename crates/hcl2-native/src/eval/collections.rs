//! Tuple and object constructors: `[a, b]` and `{ key = value, (expr) = value }`.

use crate::ast::Repr;
use std::collections::BTreeMap;

use hcl2_core::{Diagnostic, Diagnostics, EvalContext};
use hcl2_value::{convert, Marks, Type, Value};

use super::range_of;
use crate::ast::Tree;
use crate::ast::{Elements, Expr, Items, ObjectItem, ObjectKey};
use crate::parser::deferred::for_each_element;

/// `[a, b, …]`: a tuple of the elements' values, every element's diagnostics in order.
pub(super) fn tuple(
    elems: Elements<'_>,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let mut diags = Diagnostics::new();
    // Sized up front: a tuple read from its text does not know its length otherwise,
    // and a growing vector would hold up to twice the values.
    let mut elements = Vec::with_capacity(elems.len());
    let mut add = |elem: &Expr, tree: Tree<'_>| {
        let (value, d) = super::evaluate(elem, tree, ctx);
        diags.extend(d);
        elements.push(value);
    };
    match elems.parsed_text() {
        Some((source, within)) => {
            for_each_element(source, within, false, |_, e, tree| add(&e, tree))
        }
        None => elems.into_iter().for_each(|e| add(&e, file)),
    }
    (Value::tuple(elements), diags)
}

/// `{ k = v, … }`: an object, later items replacing earlier ones with the same key. A
/// key that is unknown, null, not a string or fails to evaluate makes the whole object
/// the dynamic unknown (after every item has been evaluated for its diagnostics); the
/// object carries the keys' marks.
pub(super) fn object(
    items: Items<'_>,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let mut object = ObjectBuilder::default();
    match items.parsed_text() {
        Some((source, within)) => for_each_element(source, within, true, |key, value, tree| {
            let key = key.unwrap_or(ObjectKey {
                expr: value,
                parenthesized: false,
            });
            object.add(&ObjectItem { key, value }, tree, ctx);
        }),
        None => items
            .into_iter()
            .for_each(|item| object.add(&item, file, ctx)),
    }
    object.finish()
}

/// An object's attributes as its items are evaluated one by one.
#[derive(Default)]
struct ObjectBuilder {
    diags: Diagnostics,
    attrs: BTreeMap<String, Value>,
    marks: Marks,
    /// Set when a key fails: the object is then the dynamic unknown.
    failed: bool,
}

impl ObjectBuilder {
    /// Evaluates `item` (of `file`) and adds it.
    fn add(&mut self, item: &ObjectItem, file: Tree<'_>, ctx: Option<&EvalContext<'_>>) {
        let ObjectBuilder {
            diags,
            attrs,
            marks,
            failed,
        } = self;
        // The commonest key, a bare ASCII name, is its own text: no key value is made.
        if let Some(name) = bare_ascii_name(&item.key, file) {
            let (value, value_diags) = super::evaluate(&item.value, file, ctx);
            diags.extend(value_diags);
            attrs.insert(name.to_owned(), value);
            return;
        }
        let (key, key_diags) = key_value(&item.key, file, ctx);
        let key_failed = key_diags.has_errors();
        diags.extend(key_diags);
        let (value, value_diags) = super::evaluate(&item.value, file, ctx);
        diags.extend(value_diags);
        if key_failed {
            *failed = true;
            return;
        }
        if key.is_null() {
            diags.push(Diagnostic::error(
                "Null value as key",
                "Can't use a null value as a key.",
                Some(range_of(&item.value, file)),
            ));
            *failed = true;
            return;
        }
        let (key, key_marks) = key.unmark();
        marks.extend(&key_marks);
        let key = match convert(&key, &Type::String) {
            Ok(k) => k,
            Err(err) => {
                diags.push(Diagnostic::error(
                    "Incorrect key type",
                    format!("Can't use this value as a key: {}.", err.message()),
                    Some(range_of(&item.key.expr, file)),
                ));
                *failed = true;
                return;
            }
        };
        match key.as_str() {
            Some(name) => {
                attrs.insert(name.to_owned(), value);
            }
            None => *failed = true,
        }
    }

    /// The object, or the dynamic unknown when a key failed, and every item's
    /// diagnostics in order.
    fn finish(self) -> (Value, Diagnostics) {
        if self.failed {
            return (Value::dynamic(), self.diags);
        }
        let value = Value::object_from_map(self.attrs).with_marks(&self.marks);
        (value, self.diags)
    }
}

/// The name of an unparenthesized key that is a bare ASCII name (which NFC leaves as
/// it is), as [`key_value`] would make it into a string.
fn bare_ascii_name<'t>(key: &ObjectKey, file: Tree<'t>) -> Option<&'t str> {
    if key.parenthesized {
        return None;
    }
    let Expr(Repr::Variable(span)) = key.expr else {
        return None;
    };
    let name = file.file.slice(span);
    name.is_ascii().then_some(name)
}

/// An object key: a bare name (or `null`, `true`, `false`) stands for itself unless it
/// was parenthesized; a bare name with further steps is ambiguous; anything else is
/// evaluated.
pub(super) fn key_value(
    key: &ObjectKey,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    if let Expr(Repr::Deferred(span, skip_newlines)) = key.expr {
        let (expr, nodes) = crate::parser::deferred::expand(file.file, span, skip_newlines);
        let key = ObjectKey { expr, ..*key };
        return key_value(&key, Tree::new(file.file, &nodes), ctx);
    }
    if !key.parenthesized {
        if let Some((root_span, steps)) = key.expr.scope_traversal(file.nodes) {
            if steps.is_empty() {
                return (Value::string(file.slice(root_span)), Diagnostics::new());
            }
            let diag = Diagnostic::error(
                    "Ambiguous attribute key",
                    "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal.",
                    Some(range_of(&key.expr, file)),
                );
            return (Value::dynamic(), diag.into());
        }
        if let Some((value, _)) = key.expr.literal(file) {
            if let Some(keyword) = keyword_of(&value) {
                return (Value::string(keyword), Diagnostics::new());
            }
        }
    }
    super::evaluate(&key.expr, file, ctx)
}

/// The keyword a literal was written as, for the literals that are keywords.
fn keyword_of(value: &Value) -> Option<&'static str> {
    if value.is_null() {
        return Some("null");
    }
    if value.is_marked() {
        return None;
    }
    value.as_bool().map(|b| if b { "true" } else { "false" })
}
