//! Regular expression functions: `regex`, `regexall` and `regex_replace`, with Go's
//! RE2 syntax and semantics (see [`crate::pattern`]).

use std::collections::BTreeMap;

use hcl2_value::{Error, Function, Parameter, Type, Value};

use crate::lists::list_of;
use crate::pattern::{CompileError, GoRegex, Spans};
use crate::text_arg;

/// The pattern compiled, or the error `regex` and `regexall` report for it.
fn compile(pattern: &str) -> Result<GoRegex, Error> {
    GoRegex::new(pattern).map_err(|e| match e {
        CompileError::Syntax(s) => Error::arg(
            0,
            format!("invalid regexp pattern: {} in {}", s.code, s.expr),
        ),
        CompileError::Other(why) => Error::arg(0, format!("error parsing pattern: {why}")),
    })
}

/// The type of one match: the matched string without capture groups, a tuple of the
/// unnamed groups, or an object of the named ones (mixing the two is an error).
fn match_type(re: &GoRegex) -> Result<Type, Error> {
    let unnamed = re.names().iter().filter(|n| n.is_none()).count();
    let named: BTreeMap<String, Type> = re
        .names()
        .iter()
        .flatten()
        .map(|n| (n.clone(), Type::String))
        .collect();
    match (unnamed, named.is_empty()) {
        (0, true) => Ok(Type::String),
        (0, false) => Ok(Type::object(named)),
        (_, true) => Ok(Type::tuple(vec![Type::String; unnamed])),
        _ => Err(Error::arg(
            0,
            "invalid regexp pattern: cannot mix both named and unnamed capture groups",
        )),
    }
}

/// One match as a value of `ty`: the whole match, or its groups (null for a group that
/// took no part).
fn match_value(re: &GoRegex, text: &str, m: &Spans, ty: &Type) -> Value {
    let group = |i: usize| match m.get(i + 1).cloned().flatten() {
        Some(span) => Value::string(&text[span]),
        None => Value::null(Type::String),
    };
    match ty {
        Type::Tuple(_) => Value::tuple((0..re.names().len()).map(group).collect::<Vec<_>>()),
        Type::Object(_) => {
            let mut attrs = BTreeMap::new();
            for (i, name) in re.names().iter().enumerate() {
                if let Some(name) = name {
                    attrs.insert(name.clone(), group(i));
                }
            }
            Value::object_from_map(attrs)
        }
        _ => Value::string(&text[m[0].clone().unwrap_or_default()]),
    }
}

fn pattern_params() -> [Parameter; 2] {
    [
        Parameter::new("pattern", Type::String),
        Parameter::new("string", Type::String),
    ]
}

/// `regex(pattern, string)`: the first match of the pattern: the matched text, or the
/// capture groups as a tuple (unnamed) or an object (named).
pub fn regex() -> Function {
    Function::builder(pattern_params())
        .description("The first match of the regular expression in the string.")
        .returns_with(|args| match args[0].as_str() {
            None => Ok(Type::Dynamic),
            Some(p) => match_type(&compile(p)?),
        })
        .refine_not_null()
        .build(|args, ret| {
            let re = compile(text_arg(args, 0)?)?;
            let text = text_arg(args, 1)?;
            let m = re
                .first(text)
                .ok_or_else(|| Error::new("pattern did not match any part of the given string"))?;
            Ok(match_value(&re, text, &m, ret))
        })
}

/// `regexall(pattern, string)`: every match of the pattern, as `regex` gives one.
pub fn regexall() -> Function {
    Function::builder(pattern_params())
        .description("Every match of the regular expression in the string.")
        .returns_with(|args| match args[0].as_str() {
            None => Ok(Type::list(Type::Dynamic)),
            Some(p) => Ok(Type::list(match_type(&compile(p)?)?)),
        })
        .refine_not_null()
        .build(|args, ret| {
            let re = compile(text_arg(args, 0)?)?;
            let text = text_arg(args, 1)?;
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let all = re
                .all(text)
                .iter()
                .map(|m| match_value(&re, text, m, &ety))
                .collect();
            list_of(&ety, all)
        })
}

/// `regex_replace(str, pattern, replace)`: every match replaced by the template, in
/// which `$1`, `${1}`, `$name` and `${name}` stand for groups and `$$` for a dollar.
pub fn regex_replace() -> Function {
    Function::builder([
        Parameter::new("str", Type::String),
        Parameter::new("pattern", Type::String),
        Parameter::new("replace", Type::String),
    ])
    .description("Replaces every match of the regular expression in the string.")
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let re = GoRegex::new(text_arg(args, 1)?).map_err(|e| match e {
            CompileError::Syntax(s) => {
                Error::new(format!("error parsing regexp: {}: `{}`", s.code, s.expr))
            }
            CompileError::Other(why) => Error::new(why),
        })?;
        let replaced = re.replace_all(text_arg(args, 0)?, text_arg(args, 2)?);
        Ok(Value::string(replaced))
    })
}
