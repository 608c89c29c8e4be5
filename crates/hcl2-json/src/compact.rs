//! A JSON value of the tree written back as compact JSON text (what a JSON expression
//! offers as its source, since the tree does not keep its file's text): numbers as
//! written, strings re-escaped, no blanks.

use hcl2_value::json::write_json_string;

use crate::ast::Value;
use crate::tree::Tree;

/// Appends `value`, of the file whose tree `tree` is, to `out`.
pub(crate) fn write_value(value: Value, tree: &Tree, out: &mut String) {
    match value {
        Value::Object(o) => {
            out.push('{');
            for (i, p) in o.properties(tree).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_string(&p.name.text(tree), out);
                out.push(':');
                write_value(p.value, tree, out);
            }
            out.push('}');
        }
        Value::Array(a) => {
            out.push('[');
            for (i, e) in a.elements(tree).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(e, tree, out);
            }
            out.push(']');
        }
        Value::String(s) => write_string(&s.text(tree), out),
        Value::Number(n) => out.push_str(n.text(tree)),
        Value::Bool(b) => out.push_str(if b.value { "true" } else { "false" }),
        Value::Null(_) | Value::Invalid(_) => out.push_str("null"),
    }
}

/// Appends `s` as a JSON string literal (with Go's escapes, as the reference writes
/// JSON).
pub(crate) fn write_string(s: &str, out: &mut String) {
    write_json_string(out, s);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compact(src: &str) -> String {
        let parsed = crate::parse_expression(src.as_bytes(), "c.json");
        assert!(parsed.diagnostics.is_empty(), "{src}");
        let mut out = String::new();
        write_value(parsed.value, &parsed.tree, &mut out);
        out
    }

    #[test]
    fn blanks_go_and_numbers_stay_as_written() {
        assert_eq!(
            compact("{ \"a\" : [ 1.50 , true, null ],\n \"b\": {} }"),
            r#"{"a":[1.50,true,null],"b":{}}"#
        );
    }

    #[test]
    fn strings_are_escaped_again_and_read_back_equal() {
        let text = compact(r#""q\"\\ \u0041\n\u0001 é""#);
        assert_eq!(text, r#""q\"\\ A\n\u0001 é""#);
        assert_eq!(compact(&text), text);
    }
}
