//! `csvdecode`: CSV text (RFC 4180, as Go's `encoding/csv` reads it) as a list of
//! objects, one per record, with the header line's column names as attributes.

use std::collections::BTreeMap;

use hcl2_value::strings::go_quote;
use hcl2_value::{Error, Function, Parameter, Type, Value};

use crate::lists::list_of;
use crate::text_arg;

const BARE_QUOTE: &str = "bare \" in non-quoted-field";
const QUOTE: &str = "extraneous or missing \" in quoted-field";
const FIELD_COUNT: &str = "wrong number of fields";

/// Reads CSV records line by line as Go's reader does: `\r\n` ends a line like `\n`,
/// empty lines are skipped, quoted fields may span lines.
struct Reader<'a> {
    rest: &'a str,
    line: usize,
}

impl<'a> Reader<'a> {
    /// The next line with its newline (normalised to `\n`), or `None` at the end.
    fn next_line(&mut self) -> Option<String> {
        if self.rest.is_empty() {
            return None;
        }
        self.line += 1;
        let end = self.rest.find('\n').map_or(self.rest.len(), |i| i + 1);
        let mut line = self.rest[..end].to_string();
        self.rest = &self.rest[end..];
        if line.ends_with("\r\n") {
            line.truncate(line.len() - 2);
            line.push('\n');
        } else if !line.ends_with('\n') && line.ends_with('\r') {
            line.pop();
        }
        Some(line)
    }

    /// The next record's fields, `None` at the end, or the line and reason of an error.
    fn record(&mut self) -> Result<Option<Vec<String>>, (usize, &'static str)> {
        let mut line = loop {
            match self.next_line() {
                None => return Ok(None),
                Some(l) if l == "\n" || l.is_empty() => continue,
                Some(l) => break l,
            }
        };
        let mut fields = Vec::new();
        loop {
            if !line.starts_with('"') {
                let (field, more) = match line.find(',') {
                    Some(i) => (line[..i].to_string(), Some(line[i + 1..].to_string())),
                    None => (line.trim_end_matches('\n').to_string(), None),
                };
                if field.contains('"') {
                    return Err((self.line, BARE_QUOTE));
                }
                fields.push(field);
                match more {
                    Some(rest) => line = rest,
                    None => return Ok(Some(fields)),
                }
                continue;
            }
            // A quoted field, perhaps over several lines.
            let mut field = String::new();
            let mut rest = line[1..].to_string();
            loop {
                if let Some(q) = rest.find('"') {
                    field.push_str(&rest[..q]);
                    let after = &rest[q + 1..];
                    if let Some(more) = after.strip_prefix('"') {
                        field.push('"');
                        rest = more.to_string();
                    } else if let Some(more) = after.strip_prefix(',') {
                        fields.push(field);
                        line = more.to_string();
                        break;
                    } else if after.is_empty() || after == "\n" {
                        fields.push(field);
                        return Ok(Some(fields));
                    } else {
                        return Err((self.line, QUOTE));
                    }
                } else if !rest.is_empty() {
                    field.push_str(&rest);
                    rest = self.next_line().unwrap_or_default();
                } else {
                    return Err((self.line, QUOTE));
                }
            }
        }
    }
}

fn parse_error((line, why): (usize, &str)) -> Error {
    Error::new(format!("CSV parse error on line {line}: {why}"))
}

/// The header's column names, checked.
fn header(text: &str) -> Result<Vec<String>, Error> {
    let mut reader = Reader {
        rest: text,
        line: 0,
    };
    let names = reader
        .record()
        .map_err(parse_error)?
        .ok_or_else(|| Error::new("missing header line"))?;
    let mut seen = std::collections::BTreeSet::new();
    for name in &names {
        if !seen.insert(name.as_str()) {
            return Err(Error::new(format!(
                "duplicate column name {}",
                go_quote(name)
            )));
        }
    }
    Ok(names)
}

/// `csvdecode(str)`: the records after the header line, as objects.
pub fn csvdecode() -> Function {
    Function::builder([Parameter::new("str", Type::String)])
        .description("Reads CSV text into a list of objects, one per record after the header.")
        .returns_with(|args| match args[0].as_str() {
            None => Ok(Type::Dynamic),
            Some(text) => {
                let names = header(text)?;
                Ok(Type::list(Type::object(
                    names.into_iter().map(|n| (n, Type::String)),
                )))
            }
        })
        .refine_not_null()
        .build(|args, ret| {
            let text = text_arg(args, 0)?;
            let names = header(text)?;
            let mut reader = Reader {
                rest: text,
                line: 0,
            };
            reader.record().map_err(parse_error)?;
            let mut rows = Vec::new();
            loop {
                let start = reader.line + 1;
                let Some(fields) = reader.record().map_err(parse_error)? else {
                    break;
                };
                if fields.len() != names.len() {
                    // The record's first line (after any skipped empty lines).
                    let line = start.max(first_line_of_record(text, start));
                    return Err(parse_error((line, FIELD_COUNT)));
                }
                let attrs: BTreeMap<String, Value> = names
                    .iter()
                    .cloned()
                    .zip(fields.into_iter().map(Value::string))
                    .collect();
                rows.push(Value::object_from_map(attrs));
            }
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            list_of(&ety, rows)
        })
}

/// The number of the first non-empty line at or after line `from` (1-based).
fn first_line_of_record(text: &str, from: usize) -> usize {
    text.split('\n')
        .enumerate()
        .skip(from - 1)
        .find(|(_, l)| !l.is_empty() && *l != "\r")
        .map_or(from, |(i, _)| i + 1)
}
