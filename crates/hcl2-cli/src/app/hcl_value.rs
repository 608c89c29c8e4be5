//! A value written in HCL syntax, as `hcl2 eval` prints it: literals as written in a
//! configuration, strings quoted with HCL's escapes (`${` and `%{` escaped as `$${`
//! and `%%{`), sequences on one line, maps and objects one attribute per line. A value
//! HCL cannot write is shown as Terraform shows it: `(known after apply)` for an
//! unknown value, `(sensitive value)` for a marked one.

use hcl2::Value;

/// `value` in HCL syntax, nested lines indented by two spaces.
pub fn hcl_value(value: &Value) -> String {
    let mut out = String::new();
    write_value(value, 0, &mut out);
    out
}

fn write_value(value: &Value, indent: usize, out: &mut String) {
    if value.is_marked() {
        out.push_str("(sensitive value)");
    } else if !value.is_known() {
        out.push_str("(known after apply)");
    } else if value.is_null() {
        out.push_str("null");
    } else if let Some(b) = value.as_bool() {
        out.push_str(if b { "true" } else { "false" });
    } else if let Some(n) = value.as_number() {
        out.push_str(&n.to_string());
    } else if let Some(s) = value.as_str() {
        write_string(s, out);
    } else if let Some(elems) = value.as_slice() {
        out.push('[');
        for (i, elem) in elems.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_value(elem, indent, out);
        }
        out.push(']');
    } else if let Some(attrs) = value.as_map() {
        if attrs.is_empty() {
            out.push_str("{}");
            return;
        }
        out.push_str("{\n");
        for (key, attr) in attrs {
            out.push_str(&" ".repeat(indent + 2));
            if hcl2::native::valid_identifier(key) {
                out.push_str(key);
            } else {
                write_string(key, out);
            }
            out.push_str(" = ");
            write_value(attr, indent + 2, out);
            out.push('\n');
        }
        out.push_str(&" ".repeat(indent));
        out.push('}');
    } else {
        out.push_str("(value HCL cannot write)");
    }
}

/// A quoted string with the native syntax's escapes.
fn write_string(s: &str, out: &mut String) {
    out.push('"');
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '$' | '%' if chars.peek() == Some(&'{') => {
                out.push(c);
                out.push(c);
            }
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_and_sequences_are_written_on_one_line() {
        let v = Value::tuple(vec![
            Value::from(1),
            Value::from("a\"${b}\n"),
            Value::bool(true),
            Value::null(hcl2::Type::String),
        ]);
        assert_eq!(hcl_value(&v), r#"[1, "a\"$${b}\n", true, null]"#);
    }

    #[test]
    fn objects_are_one_attribute_per_line_with_odd_keys_quoted() {
        let inner = Value::object([("x", Value::from(1))]);
        let v = Value::object([("a b", Value::from(2)), ("c", inner)]);
        assert_eq!(
            hcl_value(&v),
            "{\n  \"a b\" = 2\n  c = {\n    x = 1\n  }\n}"
        );
    }

    #[test]
    fn unknown_values_are_shown_as_terraform_shows_them() {
        assert_eq!(
            hcl_value(&Value::unknown(hcl2::Type::String)),
            "(known after apply)"
        );
    }
}
