//! String functions: `upper`, `lower`, `strlen`, `reverse` and `join`.

use hcl2_value::{strings, CallError, Function, Number, Parameter, Type, Value};

use crate::{case_mapping, text_arg};

/// The single parameter of the one-string functions: a string, which may be of the
/// dynamic pseudo-type (the result is then unknown of the function's type).
fn str_param() -> Parameter {
    Parameter::new("str", Type::String).allow_dynamic_type()
}

/// A function of one string returning what `op` makes of its text.
fn string_to_value(description: &str, ret: Type, op: fn(&str) -> Value) -> Function {
    Function::builder([str_param()])
        .description(description)
        .returns(ret)
        .build(move |args, _| Ok(op(text_arg(args, 0)?)))
}

/// `upper(str)`: the string with every character uppercased by its simple case mapping.
pub fn upper() -> Function {
    string_to_value(
        "Converts every letter of the string to its uppercase form.",
        Type::String,
        |s| Value::string(case_mapping::to_upper(s)),
    )
}

/// `lower(str)`: the string with every character lowercased by its simple case mapping.
pub fn lower() -> Function {
    string_to_value(
        "Converts every letter of the string to its lowercase form.",
        Type::String,
        |s| Value::string(case_mapping::to_lower(s)),
    )
}

/// `strlen(str)`: the number of user-perceived characters (grapheme clusters).
pub fn strlen() -> Function {
    string_to_value(
        "Counts the characters (grapheme clusters) of the string.",
        Type::Number,
        |s| Value::number(Number::from_u64(strings::grapheme_len(s) as u64)),
    )
}

/// `reverse(str)`: the string's grapheme clusters in reverse order.
pub fn reverse() -> Function {
    string_to_value(
        "Reverses the order of the characters (grapheme clusters) of the string.",
        Type::String,
        |s| {
            let clusters: Vec<&str> = strings::graphemes(s).collect();
            Value::string(clusters.into_iter().rev().collect::<String>())
        },
    )
}

/// `join(separator, lists...)`: every element of every list, in order, with the
/// separator between them.
pub fn join() -> Function {
    Function::builder([
        Parameter::new("separator", Type::String).describe("Put between the joined strings.")
    ])
    .variadic(
        Parameter::new("lists", Type::list(Type::String))
            .describe("Lists of strings whose elements are joined."),
    )
    .description("Joins the elements of the lists of strings into one string, with a separator.")
    .returns(Type::String)
    .build(|args, _| {
        let separator = text_arg(args, 0)?;
        let lists = &args[1..];
        if lists.is_empty() {
            return Err(CallError::new("at least one list is required"));
        }
        if !lists.iter().all(Value::is_wholly_known) {
            return Ok(Value::unknown(Type::String));
        }
        let mut parts: Vec<&str> = Vec::new();
        for (l, list) in lists.iter().enumerate() {
            for (e, element) in list.as_slice().unwrap_or_default().iter().enumerate() {
                match element.as_str() {
                    Some(text) => parts.push(text),
                    None => return Err(null_element(lists.len(), l, e)),
                }
            }
        }
        Ok(Value::string(parts.join(separator)))
    })
}

/// The reference's error for the null element `e` of list `l` (of `count` lists),
/// on that list's argument.
fn null_element(count: usize, l: usize, e: usize) -> CallError {
    let which = if count > 1 {
        format!("element {e} of list {}", l + 1)
    } else {
        format!("element {e}")
    };
    CallError::arg(
        l + 1,
        format!("{which} is null; cannot concatenate null values"),
    )
}
