//! A number converted to a string attribute prints at most the context's limit
//! (`EvalContext::max_number_len`): `a = 1e646456992` under `type = string` is an error
//! naming the limit, not 646 MB of digits (issue 29).

use hcl2_core::{Diagnostics, EvalContext, Pos};
use hcl2_dec::decode;
use hcl2_ext::spec_file::load_spec_file;
use hcl2_value::Value;

fn decode_string_attr(input: &str, ctx: &EvalContext<'_>) -> (Value, Diagnostics) {
    let src = b"object {\n  attr \"a\" {\n    type = string\n  }\n}\n";
    let (spec, diags) = load_spec_file(src, "spec.hcldec");
    let spec = spec.unwrap_or_else(|| panic!("the spec loads: {diags:?}"));
    let parsed = hcl2_native::parse_config(input.as_bytes(), "in.hcl", Pos::START);
    let (object, diags) = decode(&parsed.body(), &spec.root, Some(ctx));
    let a = object.as_map().and_then(|m| m.get("a")).cloned();
    (
        a.unwrap_or_else(|| panic!("no attribute a in {object:?}")),
        diags,
    )
}

#[test]
fn a_number_printing_past_the_limit_is_an_error_naming_the_limit() {
    let (value, diags) = decode_string_attr("a = 1e646456992\n", &EvalContext::new());
    assert!(!value.is_known());
    let [d] = diags.as_slice() else {
        panic!("{diags:?}")
    };
    assert_eq!(d.summary, "Incorrect attribute value type");
    let detail = &d.detail;
    assert!(
        detail.contains("prints as at least 6464569")
            && detail.contains("characters, more than the limit of 1000000")
            && detail.contains("EvalContext::set_max_number_len"),
        "{detail}"
    );
}

#[test]
fn the_application_sets_the_limit() {
    let mut ctx = EvalContext::new();
    ctx.set_max_number_len(3);
    let (value, diags) = decode_string_attr("a = 123\n", &ctx);
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(value.as_str(), Some("123"));
    let (_, diags) = decode_string_attr("a = 1234\n", &ctx);
    assert!(diags.has_errors());
    assert!(format!("{diags:?}").contains("4 characters, more than the limit of 3"));
}
