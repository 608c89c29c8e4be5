//! A number written into a string template is bounded (issue 29): numbers print without
//! an exponent, so `1e646456992` would become a 646 MB string. Past the context's
//! limit the part is an error naming the limit, at the part's range.

#[path = "../examples/toy/mod.rs"]
mod toy;

use hcl2_core::{Diagnostics, EvalContext, SourceFile, Span};
use hcl2_value::{Number, Value};
use toy::eval::ToyEval;

/// Evaluates the quoted template `src` with the variable `n` set to `number`.
fn evaluate(src: &str, number: &str, limit: Option<usize>) -> (Value, Diagnostics, SourceFile) {
    let file = SourceFile::new("t.hcl", src);
    let mut parse_diags = Diagnostics::new();
    let (template, end) = toy::parse_src(&file, "q", &mut parse_diags);
    assert!(parse_diags.is_empty(), "{parse_diags}");
    let mut ctx = EvalContext::new();
    ctx.set_variable("n", Value::number(Number::parse(number).unwrap()));
    if let Some(max) = limit {
        ctx.set_max_number_len(max);
    }
    let whole = Span::from_usize(0, end);
    let (value, diags) =
        hcl2_template::evaluate(&template, whole, &ToyEval { file: &file }, Some(&ctx));
    (value, diags, file)
}

#[test]
fn a_huge_number_in_a_template_is_an_error_naming_the_limit() {
    let (_, diags, file) = evaluate("\"x${n}y\"", "1e646456992", None);
    assert_eq!(diags.len(), 1, "{diags}");
    let d = diags.iter().next().unwrap();
    assert_eq!(d.summary, "Invalid template interpolation value");
    assert!(d.detail.contains("at least 64645699"), "{}", d.detail);
    assert!(d.detail.contains("limit of 1000000"), "{}", d.detail);
    assert!(
        d.detail.contains("EvalContext::set_max_number_len"),
        "{}",
        d.detail
    );
    let subject = d.subject.as_ref().expect("a subject range");
    assert_eq!(subject, &file.range(Span::new(4, 5)));
}

#[test]
fn the_application_sets_the_longest_number_a_template_writes() {
    let (value, diags, _) = evaluate("\"x${n}\"", "1e40", Some(41));
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(value.as_str().map(str::len), Some(42));
    let (_, diags, _) = evaluate("\"x${n}\"", "1e40", Some(40));
    assert_eq!(diags.len(), 1, "{diags}");
    assert!(
        diags
            .iter()
            .next()
            .unwrap()
            .detail
            .contains("prints as 41 characters, more than the limit of 40"),
        "{}",
        diags.iter().next().unwrap().detail
    );
}
