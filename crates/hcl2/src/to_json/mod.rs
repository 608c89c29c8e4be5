//! A native-syntax file as the JSON that `hcl2json` (and its WebAssembly build on npm,
//! `@cdktf/hcl2json`) prints for it, byte for byte: the source structure without
//! evaluating anything.
//!
//! The shape:
//!
//! - A body is an object; its attributes are properties, written after its blocks, so
//!   an attribute replaces a block of the same name. Keys are sorted (bytewise), as Go
//!   writes its maps.
//! - A block is its body wrapped in an array, nested under its type and then one
//!   object level per label; blocks with the same type and labels share the array.
//! - Literal numbers, `true`, `false` and `null` are JSON values; numbers keep every
//!   digit. A negated literal is its value.
//! - A string is its value with `${` and `%{` in literal text escaped again as `$${`
//!   and `%%{`; a heredoc is the same after indentation removal; interpolations are
//!   `${…}` around their source text, and `if`/`for` directives (and `?:` inside an
//!   interpolation) are `%{if …}…%{else}…%{endif}` and `%{for …}…%{endfor}`.
//! - A string that is only one interpolation (`"${x}"`) is the conversion of what it
//!   wraps, so `"${1}"` is the number `1`.
//! - Tuples are arrays and object constructors are objects (the last duplicate key
//!   wins; a variable or traversal key is its source text, a parenthesised key is
//!   `${(…)}`); every other expression is the string `"${source}"`.
//!
//! Failures are [`Error`]s of kind [`ErrorKind::ToJson`], whose `Display` is
//! `hcl2json`'s message text:
//! syntax errors; a labelled and an unlabelled block (or blocks with different label
//! counts) under one name; and a negated literal that cannot be negated (`-true`). For
//! the message of that last one, where a body has several, `hcl2json` reports whichever
//! its Go map iteration meets first; this reports the first in source order.
//!
//! ```
//! let json = hcl2::to_json::to_json("a = 1\nb \"x\" { c = var.d }\n", "main.tf").unwrap();
//! assert_eq!(json, r#"{"a":1,"b":{"x":[{"c":"${var.d}"}]}}"#);
//!
//! let err = hcl2::to_json::to_json("a = \n", "main.tf").unwrap_err();
//! assert!(err.to_string().starts_with("parse config: [main.tf:1,5-2,1: "), "{err}");
//! assert!(err.diagnostics().has_errors());
//! ```

mod body;
mod expr;

use hcl2_core::{Diagnostic, Diagnostics, ParseOptions, Pos};

use crate::Error;
#[cfg(doc)]
use crate::ErrorKind;

/// Converts the native-syntax `text` of the file `filename` to `hcl2json`'s JSON
/// (compact, no trailing newline).
pub fn to_json(text: &str, filename: &str) -> Result<String, Error> {
    to_json_bytes(text.as_bytes(), filename)
}

/// [`to_json`] for a file's bytes as read: text that is not UTF-8 is a syntax error at
/// the offending byte. A leading byte-order mark is skipped, as `hcl2json` skips it.
pub fn to_json_bytes(text: &[u8], filename: &str) -> Result<String, Error> {
    to_json_bytes_with(text, filename, &ParseOptions::default())
}

/// [`to_json_bytes`], parsing with `options` (how many diagnostics a failed parse
/// keeps).
///
/// ```
/// use hcl2::ParseOptions;
///
/// let src = "a = 1\n".repeat(4); // three "Attribute redefined" errors
/// let options = ParseOptions::new().max_diagnostics(1);
/// let err = hcl2::to_json::to_json_bytes_with(src.as_bytes(), "a.tf", &options).unwrap_err();
/// assert_eq!(err.diagnostics().len(), 2);
/// assert_eq!(err.diagnostics().iter().last().unwrap().summary, "Too many errors");
/// ```
pub fn to_json_bytes_with(
    text: &[u8],
    filename: &str,
    options: &ParseOptions,
) -> Result<String, Error> {
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let parsed = hcl2_native::parse_config_with(text, filename, Pos::START, options);
    let source = parsed.source.text();
    if parsed.diagnostics.has_errors() {
        let message = syntax_message(&parsed.diagnostics);
        return Err(Error::to_json(
            message,
            parsed.diagnostics,
            filename,
            source,
        ));
    }
    let tree = hcl2_native::ast::Tree::new(&parsed.source, &parsed.nodes);
    let object = body::convert(&parsed.value, tree).map_err(|failure| {
        let message = format!(
            "convert to HCL: convert file: convert body: {}",
            failure.message
        );
        Error::to_json(message, failure.diagnostics, filename, source)
    })?;
    let mut out = String::with_capacity(text.len());
    body::write(&object, &mut out);
    Ok(out)
}

/// `hcl2json`'s message for a file that does not parse: the errors (not the warnings)
/// as Go prints a slice of errors.
fn syntax_message(diagnostics: &Diagnostics) -> String {
    let errors: Vec<String> = diagnostics.errors().map(go_error).collect();
    format!("parse config: [{}]", errors.join(" "))
}

/// A conversion failure on its way out: the message so far (each level prefixes its
/// own context, as `hcl2json`'s wrapped Go errors do) and what it is about.
#[derive(Debug)]
struct Failure {
    message: String,
    diagnostics: Diagnostics,
}

impl Failure {
    fn new(message: String, diagnostic: Diagnostic) -> Failure {
        Failure {
            message,
            diagnostics: diagnostic.into(),
        }
    }

    /// The same failure seen one level up, which names what it was doing.
    fn within(mut self, context: &str) -> Failure {
        self.message.insert_str(0, context);
        self
    }
}

/// A diagnostic as Go's `hcl.Diagnostic.Error()` prints it.
fn go_error(d: &Diagnostic) -> String {
    match &d.subject {
        Some(subject) => format!("{subject}: {}; {}", d.summary, d.detail),
        None => format!("<nil>: {}; {}", d.summary, d.detail),
    }
}

/// Diagnostics as Go's `hcl.Diagnostics.Error()` prints them.
fn go_errors(diags: &Diagnostics) -> String {
    match diags.as_slice() {
        [] => "no diagnostics".to_owned(),
        [one] => go_error(one),
        [first, rest @ ..] => format!(
            "{}, and {} other diagnostic(s)",
            go_error(first),
            rest.len()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::to_json;

    fn json(src: &str) -> String {
        to_json(src, "t.tf").unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn blocks_nest_by_label_and_share_arrays_with_keys_sorted() {
        let src = "r \"b\" \"x\" { a = 1 }\nr \"a\" \"y\" {}\nr \"b\" \"x\" { b = 2 }\nlocals {}\nlocals { z = 0 }\n";
        assert_eq!(
            json(src),
            r#"{"locals":[{},{"z":0}],"r":{"a":{"y":[{}]},"b":{"x":[{"a":1},{"b":2}]}}}"#
        );
    }

    #[test]
    fn an_attribute_replaces_a_block_of_the_same_name() {
        assert_eq!(json("a {}\na = 1\n"), r#"{"a":1}"#);
    }

    #[test]
    fn literals_keep_every_digit_and_negated_literals_are_values() {
        assert_eq!(
            json("a = 1.50\nb = -1e3\nc = !true\nd = 123456789012345678901234567890.5\n"),
            r#"{"a":1.5,"b":-1000,"c":false,"d":123456789012345678901234567890.5}"#
        );
    }

    #[test]
    fn expressions_other_than_literals_tuples_and_objects_are_wrapped_source() {
        assert_eq!(
            json("a = f(x, \"y\")\nb = [x.y[0], (1)]\nc = { k = v, \"q\" = 1, (z) = 2, 5 = 3 }\n"),
            r#"{"a":"${f(x, \"y\")}","b":["${x.y[0]}","${(1)}"],"c":{"${(z)}":2,"5":3,"k":"${v}","q":1}}"#
        );
    }

    #[test]
    fn templates_keep_sequences_and_escape_literal_text_again() {
        let src = "a = \"x$${y}${z}%{if c}t%{else}f%{endif}\"\nb = \"${p ? \"q\" : r}\"\nc = \"x${p ? \"q\" : r}\"\nd = \"${1}\"\ne = \"%{for k, v in m ~} ${v} %{~ endfor}\"\n";
        assert_eq!(
            json(src),
            r#"{"a":"x$${y}${z}%{if c}t%{else}f%{endif}","b":"${p ? \"q\" : r}","c":"x%{if p}q%{else}${r}%{endif}","d":1,"e":"%{for k, v in m}${v}%{endfor}"}"#
        );
    }

    #[test]
    fn heredocs_are_their_text_and_strings_are_normalized() {
        let src = "a = <<-EOT\n    x ${y}\n      z\n    EOT\nb = \"an\u{303}o\"\n";
        assert_eq!(json(src), "{\"a\":\"x ${y}\\n  z\\n\",\"b\":\"a\u{f1}o\"}");
    }

    #[test]
    fn blocks_with_and_without_labels_under_one_name_fail_as_hcl2json_does() {
        let err = to_json("a {}\na \"x\" {}\n", "t.tf").unwrap_err();
        assert_eq!(
            err.to_string(),
            "convert to HCL: convert file: convert body: convert block: Unable to convert Block to JSON: a.x"
        );
        let err = to_json("b {\n  a \"x\" {}\n  a {}\n}\n", "t.tf").unwrap_err();
        assert_eq!(
            err.to_string(),
            "convert to HCL: convert file: convert body: convert block: convert body: convert block: invalid HCL detected for \"a\" block, cannot have blocks with and without labels"
        );
        assert_eq!(err.diagnostics().len(), 1);
    }

    #[test]
    fn a_literal_that_cannot_be_negated_fails_with_its_diagnostic() {
        let err = to_json("x = -true\n", "t.tf").unwrap_err();
        assert_eq!(
            err.to_string(),
            "convert to HCL: convert file: convert body: convert expression: t.tf:1,6-10: Invalid operand; Unsuitable value for unary operand: number required."
        );
    }

    #[test]
    fn a_leading_byte_order_mark_is_skipped() {
        assert_eq!(
            super::to_json_bytes(b"\xEF\xBB\xBFa = 1\n", "t.tf").unwrap(),
            r#"{"a":1}"#
        );
    }

    #[test]
    fn syntax_errors_are_listed_as_go_prints_them() {
        let err = to_json("a = \nb = }\n", "t.tf").unwrap_err();
        let message = err.to_string();
        assert!(
            message.starts_with("parse config: [t.tf:1,5-2,1: Invalid expression; "),
            "{message}"
        );
        assert!(message.ends_with(']'), "{message}");
    }
}
