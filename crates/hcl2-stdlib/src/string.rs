//! String functions: `upper`, `lower`, `strlen`, `reverse`, `substr` and `join`.

use hcl2_value::{strings, Error, Function, Number, Parameter, Type, Value};

use crate::{case_mapping, number_arg, text_arg, whole_number};

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
        .refine_not_null()
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

/// `strlen(str)`: the number of user-perceived characters (grapheme clusters). Of an
/// unknown string, at least the clusters of its known prefix (go-cty 1.13+, whose
/// parameter takes unknowns for that).
pub fn strlen() -> Function {
    Function::builder([str_param().allow_unknown()])
        .description("Counts the characters (grapheme clusters) of the string.")
        .returns(Type::Number)
        .refine_result(|r| r.not_null().number_lower_bound(Number::from(0), true))
        .build(|args, _| {
            if !args[0].is_known() {
                let range = args[0].range();
                let known = strings::grapheme_len(range.string_prefix()) as u64;
                return Value::unknown(Type::Number)
                    .refine()
                    .number_lower_bound(Number::from_u64(known), true)
                    .build();
            }
            let s = text_arg(args, 0)?;
            Ok(Value::number(Number::from_u64(
                strings::grapheme_len(s) as u64
            )))
        })
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

/// `substr(str, offset, length)`: at most `length` grapheme clusters of the string from
/// cluster `offset` on. A negative offset counts from the end (clamped to the start); a
/// negative length means "to the end", and so does a zero length after a negative offset
/// (the reference's quirk), while a zero length otherwise gives the empty string.
pub fn substr() -> Function {
    Function::builder([
        Parameter::new("str", Type::String)
            .describe("The string to take characters from.")
            .allow_dynamic_type(),
        Parameter::new("offset", Type::Number)
            .describe("The first character's position; negative counts from the end.")
            .allow_dynamic_type(),
        Parameter::new("length", Type::Number)
            .describe("The most characters to take; negative takes the rest.")
            .allow_dynamic_type(),
    ])
    .description("Takes the characters (grapheme clusters) of a part of the string.")
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let text = text_arg(args, 0)?;
        let offset = whole_number(number_arg(args, 1)?)?;
        let length = whole_number(number_arg(args, 2)?)?;
        if offset >= 0 && length == 0 {
            return Ok(Value::string(""));
        }
        let start = if offset < 0 {
            let clusters = i64::try_from(strings::grapheme_len(text)).unwrap_or(i64::MAX);
            offset.saturating_add(clusters).max(0)
        } else {
            offset
        };
        // A negative length takes the rest; so does zero after a negative offset.
        let take = (length > 0).then_some(length);
        let count = |n: i64| usize::try_from(n).unwrap_or(usize::MAX);
        let part = strings::grapheme_substr(text, count(start), take.map(count));
        Ok(Value::string(part))
    })
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
    .refine_not_null()
    .build(|args, _| {
        let separator = text_arg(args, 0)?;
        let lists = &args[1..];
        if lists.is_empty() {
            return Err(Error::new("at least one list is required"));
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
fn null_element(count: usize, l: usize, e: usize) -> Error {
    let which = if count > 1 {
        format!("element {e} of list {}", l + 1)
    } else {
        format!("element {e}")
    };
    Error::arg(
        l + 1,
        format!("{which} is null; cannot concatenate null values"),
    )
}
