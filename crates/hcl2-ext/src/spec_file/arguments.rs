//! The arguments of spec blocks, read as the reference reads them (it decodes each spec
//! block into a Go struct with `gohcl`): which are required, how each value is converted,
//! and the diagnostics when that fails.
//!
//! Optional strings, booleans and integers may be null (then they are left unset); a
//! list of strings and an arbitrary value are required; expressions are taken as
//! written. Values are evaluated without a context (no variables or functions) unless a
//! context is given, converted to the argument's type ("Unsuitable value type" at the
//! expression's start, with the whole expression as context), and must then be known,
//! and whole numbers for integers.

use hcl2_core::{Body, BodyContent, BodySchema, Diagnostic, Diagnostics, EvalContext, Expression};
use hcl2_value::{convert, Type, Value};

/// The kinds of argument spec blocks take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// An optional string.
    String,
    /// An optional boolean.
    Bool,
    /// An optional integer.
    Int,
    /// A required list of strings.
    StringList,
    /// A required value of any type.
    Value,
    /// An optional expression, evaluated later.
    Expression,
}

impl Kind {
    /// Whether leaving the argument out is an error (the reference requires the
    /// arguments it decodes into neither pointers nor expressions).
    fn required(self) -> bool {
        matches!(self, Kind::StringList | Kind::Value)
    }
}

/// Takes the arguments `args` (names and kinds) from `body`: in full, or with
/// `remain` partially, returning the rest of the body (where nested spec blocks are).
/// The schema lists the arguments by name, as the reference's does.
pub(super) fn take<'b>(
    body: &'b dyn Body,
    args: &[(&str, Kind)],
    remain: bool,
) -> (BodyContent<'b>, Option<Box<dyn Body + 'b>>, Diagnostics) {
    let mut sorted = args.to_vec();
    sorted.sort_by(|a, b| a.0.cmp(b.0));
    let schema = sorted.iter().fold(BodySchema::new(), |s, (name, kind)| {
        s.attribute(*name, kind.required())
    });
    if remain {
        let (content, rest, diags) = body.partial_content(&schema);
        (content, Some(rest), diags)
    } else {
        let (content, diags) = body.content(&schema);
        (content, None, diags)
    }
}

/// The optional string argument `name`.
pub(super) fn string(
    content: &BodyContent<'_>,
    name: &str,
    diags: &mut Diagnostics,
) -> Option<String> {
    let value = known(content, name, &Type::String, diags)??;
    value.as_str().map(str::to_owned)
}

/// The optional boolean argument `name`.
pub(super) fn bool(content: &BodyContent<'_>, name: &str, diags: &mut Diagnostics) -> Option<bool> {
    known(content, name, &Type::Bool, diags)??.as_bool()
}

/// The optional integer argument `name` (a whole number that fits in 64 bits).
pub(super) fn int(content: &BodyContent<'_>, name: &str, diags: &mut Diagnostics) -> Option<i64> {
    let attr = content.attributes.get(name)?;
    let value = known(content, name, &Type::Number, diags)??;
    let n = value.as_number().and_then(|n| n.to_i64());
    if n.is_none() {
        diags.push(unsuitable(
            attr.expr.as_ref(),
            &format!(
                "value must be a whole number, between {} and {}",
                i64::MIN,
                i64::MAX
            ),
        ));
    }
    n
}

/// The list-of-strings argument `name` (`None` when absent, null or unsuitable).
pub(super) fn string_list(
    content: &BodyContent<'_>,
    name: &str,
    diags: &mut Diagnostics,
) -> Option<Vec<String>> {
    let attr = content.attributes.get(name)?;
    let value = known(content, name, &Type::list(Type::String), diags)??;
    let mut strings = Vec::new();
    for elem in value.as_slice().unwrap_or_default() {
        if !elem.is_known() {
            diags.push(unsuitable(attr.expr.as_ref(), "value must be known"));
            return None;
        }
        match elem.as_str() {
            Some(s) => strings.push(s.to_owned()),
            None => {
                diags.push(unsuitable(attr.expr.as_ref(), "null value is not allowed"));
                return None;
            }
        }
    }
    Some(strings)
}

/// The value of argument `name` evaluated in `ctx`, whatever it is (unknown included).
pub(super) fn value(
    content: &BodyContent<'_>,
    name: &str,
    ctx: Option<&EvalContext<'_>>,
    diags: &mut Diagnostics,
) -> Option<Value> {
    let attr = content.attributes.get(name)?;
    let (value, value_diags) = attr.expr.value(ctx);
    diags.extend(value_diags);
    Some(value)
}

/// The argument `name` evaluated without a context and converted to `ty`: `None` when absent,
/// `Some(None)` when null or unsuitable (reported), otherwise the known value.
fn known(
    content: &BodyContent<'_>,
    name: &str,
    ty: &Type,
    diags: &mut Diagnostics,
) -> Option<Option<Value>> {
    let attr = content.attributes.get(name)?;
    let expr = attr.expr.as_ref();
    let (value, value_diags) = expr.value(None);
    diags.extend(value_diags);
    let value = match convert(&value, ty) {
        Ok(value) => value,
        Err(e) => {
            diags.push(unsuitable(expr, e.message()));
            return Some(None);
        }
    };
    if value.is_null() {
        return Some(None);
    }
    if !value.is_known() {
        diags.push(unsuitable(expr, "value must be known"));
        return Some(None);
    }
    Some(Some(value.unmark_deep().0))
}

/// "Unsuitable value type" at the start of `expr`, within the whole of it.
fn unsuitable(expr: &dyn Expression, message: &str) -> Diagnostic {
    Diagnostic::error(
        "Unsuitable value type",
        format!("Unsuitable value: {message}"),
        Some(expr.start_range()),
    )
    .with_context(expr.range())
}
