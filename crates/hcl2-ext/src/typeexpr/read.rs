//! Reading a type expression: keywords (`string`, `any`), constructor calls
//! (`list(string)`, `object({...})`, `tuple([...])`) and, in constraints, `optional`
//! object attributes with their defaults, with the reference's diagnostics.

use std::collections::BTreeMap;

use hcl2_core::{Diagnostic, Diagnostics, Expression, Range, StaticCall};
use hcl2_value::strings::go_quote;
use hcl2_value::{convert, Type};

use super::Defaults;

const INVALID: &str = "Invalid type specification";

/// What is being read: an exact type, a constraint, or a constraint with defaults.
#[derive(Clone, Copy)]
pub(super) struct Mode {
    pub constraint: bool,
    pub defaults: bool,
}

/// The type `expr` specifies, its defaults (in the defaults mode) and the problems.
pub(super) fn read(expr: &dyn Expression, mode: Mode) -> (Type, Option<Defaults>, Diagnostics) {
    let fail = |detail: String, subject: Range, context: Option<Range>| {
        let mut d = Diagnostic::error(INVALID, detail, Some(subject));
        d.context = context;
        (Type::Dynamic, None, Diagnostics::from(d))
    };
    if let Some(keyword) = expr.as_keyword() {
        return match keyword_type(&keyword, mode) {
            Ok(ty) => (ty, None, Diagnostics::new()),
            Err(detail) => fail(detail, expr.range(), None),
        };
    }
    let Ok(call) = expr.as_call() else {
        return fail(
            "A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string).".into(),
            expr.range(),
            None,
        );
    };
    match call.name.as_str() {
        "bool" | "string" | "number" => {
            let detail = format!(
                "Primitive type keyword {} does not expect arguments.",
                go_quote(&call.name)
            );
            return fail(detail, call.args_range.clone(), None);
        }
        "any" => {
            let detail = format!(
                "Type constraint keyword {} does not expect arguments.",
                go_quote(&call.name)
            );
            return fail(detail, call.args_range.clone(), None);
        }
        _ => {}
    }
    if call.args.len() != 1 {
        if let Some(detail) = one_argument_detail(&call.name) {
            let subject = match (call.args.get(1), call.args.last()) {
                (Some(second), Some(last)) => Range::between(&second.range(), &last.range()),
                _ => call.args_range.clone(),
            };
            return fail(detail, subject, Some(call.args_range.clone()));
        }
    }
    match call.name.as_str() {
        "list" | "set" | "map" => {
            let (ety, defaults, diags) = read(call.args[0].as_ref(), mode);
            let ty = match call.name.as_str() {
                "list" => Type::list(ety),
                "set" => Type::set(ety),
                _ => Type::map(ety),
            };
            let defaults = defaults.map(|d| Defaults::with_children(&ty, [(String::new(), d)]));
            (ty, defaults, diags)
        }
        "object" => object(expr, &call, mode),
        "tuple" => tuple(expr, &call, mode),
        "optional" => {
            let detail = format!(
                "Keyword {} is valid only as a modifier for object type attributes.",
                go_quote(&call.name)
            );
            fail(detail, call.name_range.clone(), None)
        }
        _ => {
            let detail = format!(
                "Keyword {} is not a valid type constructor.",
                go_quote(&call.name)
            );
            fail(detail, expr.range(), None)
        }
    }
}

/// The type a bare keyword names, or why it names none.
fn keyword_type(keyword: &str, mode: Mode) -> Result<Type, String> {
    match keyword {
        "bool" => Ok(Type::Bool),
        "string" => Ok(Type::String),
        "number" => Ok(Type::Number),
        "any" if mode.constraint => Ok(Type::Dynamic),
        "any" => Err(format!(
            "The keyword {} cannot be used in this type specification: an exact type is required.",
            go_quote(keyword)
        )),
        "list" | "map" | "set" | "object" | "tuple" => {
            Err(one_argument_detail(keyword).unwrap_or_default())
        }
        _ => Err(format!(
            "The keyword {} is not a valid type specification.",
            go_quote(keyword)
        )),
    }
}

/// What a constructor's single argument must be, for a constructor that takes one.
fn one_argument_detail(name: &str) -> Option<String> {
    match name {
        "list" | "map" | "set" => Some(format!(
            "The {name} type constructor requires one argument specifying the element type."
        )),
        "object" => Some("The object type constructor requires one argument specifying the attribute types and values as a map.".into()),
        "tuple" => Some("The tuple type constructor requires one argument specifying the element types as a list.".into()),
        _ => None,
    }
}

/// `object({name = type, ...})`.
fn object(
    expr: &dyn Expression,
    call: &StaticCall<'_>,
    mode: Mode,
) -> (Type, Option<Defaults>, Diagnostics) {
    let Ok(items) = call.args[0].as_map() else {
        let mut d = Diagnostic::error(
            INVALID,
            "Object type constructor requires a map whose keys are attribute names and whose values are the corresponding attribute types.",
            Some(call.args[0].range()),
        );
        d.context = Some(expr.range());
        return (Type::Dynamic, None, d.into());
    };
    let mut diags = Diagnostics::new();
    let mut attrs = BTreeMap::new();
    let mut optional = Vec::new();
    let mut values = BTreeMap::new();
    let mut children = BTreeMap::new();
    for item in &items {
        let Some(name) = item.key.as_keyword() else {
            let mut d = Diagnostic::error(
                INVALID,
                "Object constructor map keys must be attribute names.",
                Some(item.key.range()),
            );
            d.context = Some(expr.range());
            diags.push(d);
            continue;
        };
        let modifier = item.value.as_call().ok().filter(|c| c.name == "optional");
        let mut type_expr: &dyn Expression = item.value.as_ref();
        let mut default_expr = None;
        if let Some(modifier) = &modifier {
            let at = |detail: &str, subject: &Range| {
                let mut d = Diagnostic::error(INVALID, detail, Some(subject.clone()));
                d.context = Some(item.value.range());
                d
            };
            let Some(first) = modifier.args.first() else {
                diags.push(at(
                    "Optional attribute modifier requires the attribute type as its argument.",
                    &modifier.args_range,
                ));
                continue;
            };
            match (mode.constraint, mode.defaults, modifier.args.len()) {
                (false, _, _) => diags.push(at(
                    "Optional attribute modifier is only for type constraints, not for exact types.",
                    &modifier.name_range,
                )),
                (true, true, 2) => {
                    let default = modifier.args[1].as_ref();
                    let (value, value_diags) = default.value(None);
                    if !value_diags.has_errors() {
                        optional.push(name.clone());
                        values.insert(name.clone(), value);
                    }
                    diags.extend(value_diags);
                    default_expr = Some(default);
                }
                (true, _, 1) => optional.push(name.clone()),
                (true, true, _) => diags.push(at(
                    "Optional attribute modifier expects at most two arguments: the attribute type, and a default value.",
                    &modifier.args_range,
                )),
                (true, false, _) => diags.push(at(
                    "Optional attribute modifier expects only one argument: the attribute type.",
                    &modifier.args_range,
                )),
            }
            type_expr = first.as_ref();
        }
        let (aty, child, attr_diags) = read(type_expr, mode);
        diags.extend(attr_diags);
        if let (Some(default), Some(expr)) = (values.remove(&name), default_expr) {
            match convert(&default, &aty) {
                Ok(converted) => {
                    values.insert(name.clone(), converted);
                }
                Err(err) => diags.push(Diagnostic::error(
                    "Invalid default value for optional attribute",
                    format!(
                        "This default value is not compatible with the attribute's type constraint: {}.",
                        err.message()
                    ),
                    Some(expr.range()),
                )),
            }
        }
        if let Some(child) = child {
            children.insert(name.clone(), child);
        }
        attrs.insert(name, aty);
    }
    let ty = Type::object_with_optional(attrs, optional);
    let defaults = Defaults::structured(&ty, values, children);
    (ty, defaults, diags)
}

/// `tuple([type, ...])`.
fn tuple(
    expr: &dyn Expression,
    call: &StaticCall<'_>,
    mode: Mode,
) -> (Type, Option<Defaults>, Diagnostics) {
    let Ok(elements) = call.args[0].as_list() else {
        let mut d = Diagnostic::error(
            INVALID,
            "Tuple type constructor requires a list of element types.",
            Some(call.args[0].range()),
        );
        d.context = Some(expr.range());
        return (Type::Dynamic, None, d.into());
    };
    let mut diags = Diagnostics::new();
    let mut types = Vec::with_capacity(elements.len());
    let mut children = BTreeMap::new();
    for (i, element) in elements.iter().enumerate() {
        let (ety, child, element_diags) = read(element.as_ref(), mode);
        diags.extend(element_diags);
        types.push(ety);
        if let Some(child) = child {
            children.insert(i.to_string(), child);
        }
    }
    let ty = Type::tuple(types);
    let defaults = Defaults::structured(&ty, BTreeMap::new(), children);
    (ty, defaults, diags)
}
