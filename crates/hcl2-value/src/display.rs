//! `Display` for [`Value`]: the value as HCL literal syntax, what a user would type, in
//! the form the reference's `hclwrite.TokensForValue` gives once formatted.

use std::fmt::{self, Write};

use crate::strings::{is_identifier, write_hcl_quoted as write_quoted};
use crate::value::Value;

/// HCL literal syntax: `null`, `true`, `42`, `"text"` (with `${` and `%{` doubled so
/// the text reads back as the same string), `[1, 2]` for lists, sets and tuples, and
/// objects and maps one attribute per line with their `=` aligned:
///
/// ```
/// use hcl2_value::Value;
///
/// let v = Value::object([
///     ("name", Value::from("web-${x}")),
///     ("ports", Value::tuple(vec![Value::from(80), Value::from(443)])),
/// ]);
/// assert_eq!(v.to_string(), "{\n  name  = \"web-$${x}\"\n  ports = [80, 443]\n}");
/// ```
///
/// An unknown value (which has no literal) prints as `(unknown)`; marks are not shown.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_value(f, self, 0)
    }
}

fn write_value(f: &mut fmt::Formatter<'_>, v: &Value, indent: usize) -> fmt::Result {
    if !v.is_known() {
        return f.write_str("(unknown)");
    }
    if v.is_null() {
        return f.write_str("null");
    }
    if let Some(b) = v.as_bool() {
        return f.write_str(if b { "true" } else { "false" });
    }
    if let Some(n) = v.as_number() {
        return write!(f, "{n}");
    }
    if let Some(s) = v.as_str() {
        return write_quoted(f, s);
    }
    if let Some(elems) = v.as_slice() {
        f.write_char('[')?;
        for (i, e) in elems.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_value(f, e, indent)?;
        }
        return f.write_char(']');
    }
    if let Some(attrs) = v.as_map() {
        return write_object(f, attrs.iter(), indent);
    }
    write!(f, "({})", v.ty())
}

/// `{`, then each attribute on its own line, keys padded so that the `=` of a run of
/// one-line attributes align (an attribute with a multi-line value stands alone), then
/// `}`, as `hclwrite.Format` lays them out.
fn write_object<'v>(
    f: &mut fmt::Formatter<'_>,
    attrs: impl ExactSizeIterator<Item = (&'v str, &'v Value)>,
    indent: usize,
) -> fmt::Result {
    if attrs.len() == 0 {
        return f.write_str("{}");
    }
    let lines: Vec<(String, String)> = attrs
        .map(|(k, v)| {
            let key = if is_identifier(k) {
                k.to_string()
            } else {
                let mut quoted = String::new();
                let _ = write_quoted(&mut quoted, k);
                quoted
            };
            (key, ValueAt(v, indent + 1).to_string())
        })
        .collect();
    f.write_str("{\n")?;
    let pad_to = indent * 2 + 2;
    let mut run_start = 0;
    while run_start < lines.len() {
        let multi_line = |(_, v): &(String, String)| v.contains('\n');
        let run_end = if multi_line(&lines[run_start]) {
            run_start + 1
        } else {
            lines[run_start..]
                .iter()
                .position(multi_line)
                .map_or(lines.len(), |p| run_start + p)
        };
        let width = lines[run_start..run_end]
            .iter()
            .map(|(k, _)| k.chars().count())
            .max()
            .unwrap_or(0);
        for (key, value) in &lines[run_start..run_end] {
            let pad = width - key.chars().count();
            writeln!(f, "{:pad_to$}{key}{:pad$} = {value}", "", "")?;
        }
        run_start = run_end;
    }
    write!(f, "{:indent$}}}", "", indent = indent * 2)
}

/// A value written at a nesting depth.
struct ValueAt<'v>(&'v Value, usize);

impl fmt::Display for ValueAt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_value(f, self.0, self.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ty::Type;

    #[test]
    fn primitives_print_as_literals() {
        assert_eq!(Value::null(Type::String).to_string(), "null");
        assert_eq!(Value::from(true).to_string(), "true");
        assert_eq!(Value::from(-15).to_string(), "-15");
        assert_eq!(Value::unknown(Type::String).to_string(), "(unknown)");
    }

    #[test]
    fn strings_escape_quotes_controls_and_template_introducers() {
        let v = Value::from("a\"b\\c\nd\t${x} %{y} $z \u{7f}\u{1F600}");
        assert_eq!(
            v.to_string(),
            "\"a\\\"b\\\\c\\nd\\t$${x} %%{y} $z \\u007f\u{1F600}\""
        );
    }

    #[test]
    fn objects_align_runs_of_one_line_attributes_as_hclwrite_formats_them() {
        let v = Value::object([
            (
                "a",
                Value::list(vec![Value::from(1), Value::from(2)]).unwrap(),
            ),
            ("long name", Value::object([("x", Value::from("y"))])),
            ("b", Value::object(Vec::<(&str, Value)>::new())),
            ("ccc", Value::from(3)),
            ("s", Value::from("z")),
        ]);
        assert_eq!(
            v.to_string(),
            "{\n  a   = [1, 2]\n  b   = {}\n  ccc = 3\n  \"long name\" = {\n    x = \"y\"\n  }\n  s = \"z\"\n}"
        );
    }
}
