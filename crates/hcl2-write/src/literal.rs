//! HCL source for literal values: quoted strings with the escapes the native syntax
//! needs (`$${` and `%%{` included), attribute and object keys, and whole
//! [`Value`]s the way the reference's `TokensForValue` writes them.

use hcl2_value::Value;

use crate::Error;

/// `s` as a quoted string literal that reads back as `s`, escaped as the reference's
/// `hclwrite` escapes it (the one implementation, shared with `Value`'s `Display`, is
/// [`hcl2_value::strings::write_hcl_quoted`]): backslash escapes for `\`, `"` and
/// characters Go does not print, and `$${` / `%%{` for the template openers.
///
/// ```
/// assert_eq!(hcl2_write::quote("a\"${b}\n"), r#""a\"$${b}\n""#);
/// ```
pub fn quote(s: &str) -> String {
    hcl2_value::strings::hcl_quote(s)
}

/// An object key: the name itself when it is an identifier that reads as a name in
/// key position, else quoted (`true`, `false` and `null` would read as values, and
/// `for` would open a `for` expression).
pub(crate) fn key(name: &str) -> String {
    let keyword = matches!(name, "true" | "false" | "null" | "for");
    if hcl2_native::valid_identifier(name) && !keyword {
        name.to_string()
    } else {
        quote(name)
    }
}

/// Writes a tuple constructor `[a, b]`, each item written by `item`.
pub(crate) fn tuple<T>(
    items: impl IntoIterator<Item = T>,
    out: &mut String,
    mut item: impl FnMut(T, &mut String) -> Result<(), Error>,
) -> Result<(), Error> {
    out.push('[');
    for (i, it) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        item(it, out)?;
    }
    out.push(']');
    Ok(())
}

/// Writes an object constructor one attribute a line (`{}` when there are none), keys
/// as [`key`] gives them and values written by `value`.
pub(crate) fn object<'k, T>(
    entries: impl IntoIterator<Item = (&'k str, T)>,
    out: &mut String,
    mut value: impl FnMut(T, &mut String) -> Result<(), Error>,
) -> Result<(), Error> {
    let mut any = false;
    for (k, v) in entries {
        out.push_str(if any { "" } else { "{\n" });
        any = true;
        out.push_str(&key(k));
        out.push_str(" = ");
        value(v, out)?;
        out.push('\n');
    }
    out.push_str(if any { "}" } else { "{}" });
    Ok(())
}

/// The canonical source of a known value: `null`, `true`, numbers, quoted strings,
/// `[a, b]` for lists, sets and tuples, and objects and maps one attribute a line.
/// Unknown values, infinities and capsules have no source and are errors.
pub(crate) fn value_source(v: &Value, out: &mut String) -> Result<(), Error> {
    if !v.is_known() {
        return Err(Error::message("an unknown value cannot be written as HCL"));
    }
    if v.is_null() {
        out.push_str("null");
    } else if let Some(b) = v.as_bool() {
        out.push_str(if b { "true" } else { "false" });
    } else if let Some(n) = v.as_number() {
        let text = n.to_string();
        if text.contains("Inf") {
            return Err(Error::message(
                "an infinite number cannot be written as HCL",
            ));
        }
        out.push_str(&text);
    } else if let Some(s) = v.as_str() {
        out.push_str(&quote(s));
    } else if let Some(items) = v.as_slice() {
        tuple(items, out, value_source)?;
    } else if let Some(map) = v.as_map() {
        object(map.iter(), out, value_source)?;
    } else {
        return Err(Error::message(format!(
            "a value of type {} cannot be written as HCL",
            v.ty().friendly_name()
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(v: &Value) -> String {
        let mut out = String::new();
        value_source(v, &mut out).unwrap();
        out
    }

    #[test]
    fn quoting_escapes_backslashes_quotes_controls_and_openers() {
        assert_eq!(quote("a\\b\t\u{1}"), r#""a\\b\t\u0001""#);
        assert_eq!(quote("$x %y $${z} %{if}"), r#""$x %y $$${z} %%{if}""#);
    }

    #[test]
    fn values_are_written_as_literals_and_constructors() {
        let v = Value::object([
            ("a b", Value::tuple([Value::from(1), Value::from(true)])),
            ("c", Value::null(hcl2_value::Type::String)),
            ("d", Value::from("x")),
        ]);
        assert_eq!(source(&v), "{\n\"a b\" = [1, true]\nc = null\nd = \"x\"\n}");
    }

    #[test]
    fn keys_that_would_read_as_keywords_are_quoted() {
        assert_eq!(key("name"), "name");
        assert_eq!(key("null"), "\"null\"");
        assert_eq!(key("for"), "\"for\"");
        assert_eq!(key("a b"), "\"a b\"");
    }

    #[test]
    fn unknown_values_are_refused() {
        let mut out = String::new();
        assert!(value_source(&Value::unknown(hcl2_value::Type::String), &mut out).is_err());
    }
}
