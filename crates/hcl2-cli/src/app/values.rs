//! `hcl2 to-json --values`: a file's schema-less evaluated view as plain JSON. The body
//! is decoded into an [`hcl2::Value`] ([`hcl2::File::decode`]): each argument
//! evaluated (with the context of [`super::context`]), each block type an entry whose
//! blocks nest by their labels, an unlabelled block type given more than once a list.

use hcl2::core::{Diagnostics, EvalContext};
use hcl2::value::json::value_to_json;
use hcl2::{File, ParseOptions, Syntax, Value};

/// The JSON of `bytes`'s evaluated view, or the diagnostics that prevent it (syntax
/// and evaluation errors, or a value that JSON cannot hold, such as an unknown one),
/// parsing with `options`.
pub fn values_json(
    name: &str,
    bytes: &[u8],
    ctx: &EvalContext<'_>,
    options: &ParseOptions,
) -> Result<String, Diagnostics> {
    let file = File::parse_with(bytes, name, Syntax::Native, options);
    let value: Value = file
        .decode(Some(ctx))
        .map_err(hcl2::Error::into_diagnostics)?;
    value_to_json(&value, value.ty()).map_err(|e| {
        let detail = format!("The evaluated view of {name} cannot be written as JSON: {e}.");
        hcl2::Diagnostic::error("Value not representable as JSON", detail, None).into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(src: &str) -> Result<String, Diagnostics> {
        let ctx = hcl2::eval_context();
        values_json("main.tf", src.as_bytes(), &ctx, &ParseOptions::new())
    }

    #[test]
    fn arguments_are_evaluated_and_blocks_nest_by_label() {
        let src = "n = 1 + 2\ns = upper(\"x\")\nresource \"a\" \"b\" {\n  k = [true]\n}\nb { x = 1 }\nb { x = 2 }\n";
        let json = view(src).unwrap();
        assert_eq!(
            json,
            r#"{"b":[{"x":1},{"x":2}],"n":3,"resource":{"a":{"b":{"k":[true]}}},"s":"X"}"#
        );
    }

    #[test]
    fn an_evaluation_error_is_a_diagnostic_with_the_file_in_its_range() {
        let diags = view("a = nope(1)\n").unwrap_err();
        let d = diags.iter().next().unwrap();
        assert_eq!(&*d.subject.as_ref().unwrap().filename, "main.tf");
    }
}
