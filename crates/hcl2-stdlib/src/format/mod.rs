//! `format` and `formatlist`: values formatted by a format string of `%` verbs (see
//! [`verbs`] for the language and [`render`] for each verb's output).

mod render;
mod verbs;

use hcl2_value::strings::go_quote;
use hcl2_value::{Error, Function, Parameter, Type, Value};

use crate::lists::{elements_of, list_of};
use crate::text_arg;
use verbs::{FormatSyntaxError, Piece};

/// The formatted text, or the error and (for too many arguments) the argument at fault.
fn format_values(format: &str, args: &[Value]) -> Result<String, Error> {
    let (pieces, syntax_error) = verbs::parse(format);
    let mut out = String::new();
    let mut highest = 0;
    for piece in &pieces {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Verb(v) => {
                highest = highest.max(v.arg);
                let Some(arg) = args.get(v.arg - 1) else {
                    return Err(Error::new(format!(
                        "not enough arguments for {} at {}: need index {} but have {} total",
                        go_quote(&v.raw),
                        v.offset,
                        v.arg,
                        args.len()
                    )));
                };
                render::append(&mut out, v, arg).map_err(Error::new)?;
            }
        }
    }
    match syntax_error {
        Some(FormatSyntaxError::Unexpected { ch, offset }) => {
            return Err(Error::new(format!(
                "unrecognized format character {} at offset {offset}",
                render::go_quote_rune(ch)
            )))
        }
        Some(FormatSyntaxError::UnfinishedAt(offset)) => {
            return Err(Error::new(format!(
                "invalid format string starting at offset {offset}"
            )))
        }
        None => {}
    }
    if highest < args.len() {
        let message = if highest == 0 {
            "too many arguments; no verbs in format string".to_string()
        } else {
            format!("too many arguments; only {highest} used by format string")
        };
        return Err(Error::arg(highest + 1, message));
    }
    Ok(out)
}

/// The parameters of `format` and `formatlist`: the format string, then any values.
/// Unknown values, and nulls and unknowns of no known type, reach the functions (go-cty
/// 1.16.1): the result is then unknown, or has the text of the null, rather than being
/// a value of unknown type.
fn format_builder() -> hcl2_value::FunctionBuilder {
    Function::builder([Parameter::new("format", Type::String)]).variadic(
        Parameter::new("args", Type::Dynamic)
            .allow_null()
            .allow_unknown()
            .allow_dynamic_type(),
    )
}

/// The unknown result of a format whose arguments are not all known: it starts with
/// the format's text before its first `%` (go-cty 1.13+, which does not read `%%` as
/// text there).
fn unknown_with_literal_prefix(format: &str) -> Value {
    let unknown = Value::unknown(Type::String);
    match format.find('%') {
        Some(at) if at > 0 => unknown
            .refine()
            .string_prefix(&format[..at])
            .build()
            .unwrap_or_else(|_| Value::unknown(Type::String)),
        _ => unknown,
    }
}

/// `format(format, args...)`: the arguments formatted by the format string.
pub fn format() -> Function {
    format_builder()
        .description("Formats the arguments by the format string's % verbs.")
        .returns(Type::String)
        .refine_not_null()
        .build(|args, _| {
            if !args[1..].iter().all(Value::is_wholly_known) {
                return Ok(unknown_with_literal_prefix(text_arg(args, 0)?));
            }
            Ok(Value::string(format_values(
                text_arg(args, 0)?,
                &args[1..],
            )?))
        })
}

/// One argument of `formatlist`: a sequence to take elements from, or a value for
/// every line.
enum Column<'a> {
    Each(&'a [Value]),
    Same(&'a Value),
}

/// `formatlist(format, args...)`: `format` applied to the elements at each position of
/// the list, set and tuple arguments (all of one length), other arguments repeated.
pub fn formatlist() -> Function {
    format_builder()
        .description("Formats the elements at each position of the lists by the format string.")
        .returns(Type::list(Type::String))
        .refine_not_null()
    .build(|args, ret| {
            let format = text_arg(args, 0)?;
            let args = &args[1..];
            if args.is_empty() {
                let line = format_values(format, args)?;
                return list_of(&Type::String, vec![Value::string(line)]);
            }
            let mut length: Option<(usize, usize)> = None;
            let mut unknown = false;
            let mut columns = Vec::with_capacity(args.len());
            for (i, arg) in args.iter().enumerate() {
                let ty = arg.ty();
                let sequence = (ty.is_list() || ty.is_set() || ty.is_tuple()) && !arg.is_null();
                if !sequence {
                    unknown |= ty.is_dynamic() && !arg.is_known();
                    columns.push(Column::Same(arg));
                    continue;
                }
                let length_known = arg.is_known() && arg.length().is_known();
                if !ty.is_tuple() && !length_known {
                    unknown = true;
                    columns.push(Column::Same(arg));
                    continue;
                }
                let this = arg.length_int().unwrap_or(0);
                match length {
                    None => length = Some((this, i)),
                    Some((len, chooser)) if len != this => {
                        return Err(Error::arg(
                            i + 1,
                            format!(
                                "argument {} has length {this}, which is inconsistent with argument {} of length {len}",
                                i + 1,
                                chooser + 1
                            ),
                        ))
                    }
                    Some(_) => {}
                }
                unknown |= !arg.is_known();
                columns.push(Column::Each(elements_of(arg)));
            }
            if unknown {
                return Ok(Value::unknown(ret.clone()));
            }
            let lines = length.map_or(1, |(len, _)| len);
            let mut out = Vec::with_capacity(lines);
            for line in 0..lines {
                let values: Vec<Value> = columns
                    .iter()
                    .map(|c| match c {
                        Column::Each(items) => items[line].clone(),
                        Column::Same(v) => (*v).clone(),
                    })
                    .collect();
                if !values.iter().all(Value::is_wholly_known) {
                    out.push(Value::unknown(Type::String).refine_not_null());
                    continue;
                }
                let text = format_values(format, &values).map_err(|e| {
                    Error::new(format!("error on format iteration {line}: {}", e.message()))
                })?;
                out.push(Value::string(text));
            }
            list_of(&Type::String, out)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_of_unknown_type_format_as_newer_go_cty_does() {
        let f = format();
        let null = f
            .call(&[Value::from("<%v>"), Value::null(Type::Dynamic)])
            .unwrap();
        assert_eq!(null, Value::from("<null>"));
        let unknown = f.call(&[Value::from("%s"), Value::dynamic()]).unwrap();
        assert_eq!(unknown, Value::unknown(Type::String).refine_not_null());
    }

    #[test]
    fn an_unknown_format_result_starts_with_the_text_before_the_first_verb() {
        let f = format();
        let id = f
            .call(&[Value::from("arn:aws:%s"), Value::unknown(Type::String)])
            .unwrap();
        assert!(!id.is_known() && id.definitely_not_null());
        // The last character could still join what follows, so it is not kept.
        assert_eq!(id.range().string_prefix(), "arn:aws:");
        let word = f
            .call(&[Value::from("web%d"), Value::unknown(Type::Number)])
            .unwrap();
        assert_eq!(word.range().string_prefix(), "we");
        assert_eq!(word.equals(&Value::from("db1")), Value::from(false));
        let list = formatlist()
            .call(&[Value::from("%s"), Value::unknown(Type::String)])
            .unwrap();
        assert!(list.definitely_not_null());
    }

    #[test]
    fn verbs_format_as_the_reference_does() {
        let f = format();
        let call = |spec: &str, v: Value| {
            f.call(&[Value::from(spec), v])
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        };
        assert_eq!(call("%05.1f|", Value::from(-2)), "-02.0|");
        assert_eq!(call("%#x", Value::from(255)), "0xff");
        assert_eq!(call("%-4s|", Value::from("é")), "é   |");
        assert_eq!(call("%q", Value::from("a\"b")), "\"a\\\"b\"");
        assert_eq!(call("%v", Value::from(1000000)), "1e+06");
        assert_eq!(
            f.call(&[Value::from("%d %d"), Value::from(1)])
                .unwrap_err()
                .to_string(),
            "not enough arguments for \"%d\" at 3: need index 2 but have 1 total"
        );
    }
}
