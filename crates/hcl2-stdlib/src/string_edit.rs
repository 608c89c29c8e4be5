//! String editing functions: `chomp`, `indent`, `title`, `trimspace`, `trim`,
//! `trimprefix`, `trimsuffix`, `replace`, `split` and `sort`.

use hcl2_value::{Error, Function, Parameter, Type, Value};

use crate::lists::{elements_of, list_of};
use crate::{case_mapping, number_arg, text_arg, whole_number, MAX_RESULT_BYTES};

/// A function of strings (the parameters named) returning the string `op` makes.
fn strings_to_string(
    description: &str,
    params: &[&str],
    op: fn(&[&str]) -> Result<String, Error>,
) -> Function {
    Function::builder(
        params
            .iter()
            .map(|name| Parameter::new(*name, Type::String)),
    )
    .description(description)
    .returns(Type::String)
    .refine_not_null()
    .build(move |args, _| {
        let texts = (0..args.len())
            .map(|i| text_arg(args, i))
            .collect::<Result<Vec<&str>, _>>()?;
        Ok(Value::string(op(&texts)?))
    })
}

/// `chomp(str)`: the string without its trailing newlines (`\n`, `\r\n` or `\r`).
pub fn chomp() -> Function {
    strings_to_string(
        "Removes the newlines at the end of the string.",
        &["str"],
        |t| Ok(t[0].trim_end_matches(['\r', '\n']).to_string()),
    )
}

/// `trimspace(str)`: the string without leading and trailing whitespace.
pub fn trimspace() -> Function {
    strings_to_string(
        "Removes the whitespace at both ends of the string.",
        &["str"],
        |t| Ok(t[0].trim_matches(char::is_whitespace).to_string()),
    )
}

/// `trim(str, cutset)`: the string without the cutset's characters at either end.
pub fn trim() -> Function {
    strings_to_string(
        "Removes the given characters from both ends of the string.",
        &["str", "cutset"],
        |t| Ok(t[0].trim_matches(|c| t[1].contains(c)).to_string()),
    )
}

/// `trimprefix(str, prefix)`: the string without the prefix, if it starts with it.
pub fn trimprefix() -> Function {
    strings_to_string(
        "Removes the prefix from the start of the string, if there.",
        &["str", "prefix"],
        |t| Ok(t[0].strip_prefix(t[1]).unwrap_or(t[0]).to_string()),
    )
}

/// `trimsuffix(str, suffix)`: the string without the suffix, if it ends with it.
pub fn trimsuffix() -> Function {
    strings_to_string(
        "Removes the suffix from the end of the string, if there.",
        &["str", "suffix"],
        |t| Ok(t[0].strip_suffix(t[1]).unwrap_or(t[0]).to_string()),
    )
}

/// `replace(str, substr, replace)`: every occurrence of the substring replaced (an
/// empty substring matches before every character and at the end).
pub fn replace() -> Function {
    strings_to_string(
        "Replaces every occurrence of the substring.",
        &["str", "substr", "replace"],
        |t| {
            let occurrences = if t[1].is_empty() {
                t[0].chars().count() + 1
            } else {
                t[0].matches(t[1]).count()
            };
            check_size(
                t[0].len()
                    .saturating_add(occurrences.saturating_mul(t[2].len())),
            )?;
            Ok(t[0].replace(t[1], t[2]))
        },
    )
}

/// Refuses a result of more than [`MAX_RESULT_BYTES`] bytes.
pub(crate) fn check_size(bytes: usize) -> Result<(), Error> {
    if bytes > MAX_RESULT_BYTES {
        return Err(Error::new(format!(
            "the result would be {bytes} bytes long, more than the {MAX_RESULT_BYTES} allowed"
        )));
    }
    Ok(())
}

/// Whether the character ends a word for `title`: ASCII other than letters, digits and
/// underscore, and whitespace beyond ASCII.
fn separates_words(c: char) -> bool {
    if c.is_ascii() {
        !(c.is_ascii_alphanumeric() || c == '_')
    } else {
        c.is_whitespace()
    }
}

/// `title(str)`: the string with the first letter of every word in title case.
pub fn title() -> Function {
    strings_to_string(
        "Converts the first letter of every word to its title case form.",
        &["str"],
        |t| {
            let mut previous = ' ';
            Ok(t[0]
                .chars()
                .map(|c| {
                    let out = if separates_words(previous) {
                        case_mapping::to_title_char(c)
                    } else {
                        c
                    };
                    previous = c;
                    out
                })
                .collect())
        },
    )
}

/// What the reference reports for `indent` with a negative count: its implementation
/// panics on the negative repeat count, and the panic comes back as the call's error.
const NEGATIVE_INDENT: &str = "panic in function implementation: strings: negative Repeat count";

/// `indent(spaces, str)`: the string with that many spaces after every newline.
pub fn indent() -> Function {
    Function::builder([
        Parameter::new("spaces", Type::Number),
        Parameter::new("str", Type::String),
    ])
    .description("Adds the spaces at the start of every line but the first.")
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let spaces = whole_number(number_arg(args, 0)?)?;
        let text = text_arg(args, 1)?;
        let spaces = usize::try_from(spaces).map_err(|_| Error::new(NEGATIVE_INDENT))?;
        let lines = text.matches('\n').count();
        check_size(spaces)?;
        check_size(text.len().saturating_add(lines.saturating_mul(spaces)))?;
        let pad = format!("\n{}", " ".repeat(spaces));
        Ok(Value::string(text.replace('\n', &pad)))
    })
}

/// `split(separator, str)`: the parts of the string between the separators (an empty
/// separator splits between characters).
pub fn split() -> Function {
    Function::builder([
        Parameter::new("separator", Type::String),
        Parameter::new("str", Type::String),
    ])
    .description("Splits the string at every occurrence of the separator.")
    .returns(Type::list(Type::String))
    .refine_not_null()
    .build(|args, _| {
        let separator = text_arg(args, 0)?;
        let text = text_arg(args, 1)?;
        let parts: Vec<Value> = if separator.is_empty() {
            text.chars().map(|c| Value::string(c.to_string())).collect()
        } else {
            text.split(separator).map(Value::string).collect()
        };
        list_of(&Type::String, parts)
    })
}

/// `sort(list)`: the list of strings in lexicographic (byte) order.
pub fn sort() -> Function {
    Function::builder([Parameter::new("list", Type::list(Type::String))])
        .description("Sorts the list of strings lexicographically.")
        .returns(Type::list(Type::String))
        .refine_not_null()
        .build(|args, ret| {
            if !args[0].is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let mut texts = Vec::new();
            for (i, v) in elements_of(&args[0]).iter().enumerate() {
                match v.as_str() {
                    Some(t) => texts.push(t),
                    None => {
                        return Err(Error::new(format!(
                            "given list element {i} is null; a null string cannot be sorted"
                        )))
                    }
                }
            }
            texts.sort_unstable();
            list_of(
                &Type::String,
                texts.into_iter().map(Value::string).collect(),
            )
        })
}
