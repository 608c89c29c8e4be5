//! The differences between Go's RE2 and the `regex` crate that users can hit, each
//! pinned to what the reference (go-cty's `regex`, `regexall`, `regex_replace` on Go
//! 1.19's `regexp`) answers.

use hcl2_value::Value;

fn regex(pattern: &str, text: &str) -> Result<Value, String> {
    hcl2_stdlib::regex()
        .call(&[Value::string(pattern), Value::string(text)])
        .map_err(|e| e.to_string())
}

fn replace(text: &str, pattern: &str, with: &str) -> String {
    hcl2_stdlib::regex_replace()
        .call(&[
            Value::string(text),
            Value::string(pattern),
            Value::string(with),
        ])
        .unwrap()
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn perl_classes_are_ascii_only() {
    assert_eq!(regex("\\w+", "héllo").unwrap(), Value::from("h"));
    assert!(regex("\\d", "٣").is_err());
    assert_eq!(regex("\\s", "\u{a0} ").unwrap(), Value::from(" "));
    assert_eq!(replace("é-a", "\\b", "|"), "é-|a|");
}

#[test]
fn a_brace_that_starts_no_repetition_is_literal() {
    assert_eq!(regex("a{,2}", "a{,2}").unwrap(), Value::from("a{,2}"));
    assert_eq!(regex("x{", "x{").unwrap(), Value::from("x{"));
}

#[test]
fn quoted_text_and_repeated_group_names_are_go_syntax() {
    assert_eq!(regex("\\Qa.b\\E", "xa.b").unwrap(), Value::from("a.b"));
    let both = regex("(?P<n>a)|(?P<n>b)", "b").unwrap();
    assert_eq!(both, Value::object([("n", Value::from("b"))]));
}

#[test]
fn syntax_the_references_go_version_refuses_is_refused() {
    assert_eq!(
        regex("(?<n>a)", "a").unwrap_err(),
        "invalid regexp pattern: invalid or unsupported Perl syntax in (?<"
    );
    assert_eq!(
        regex("a{1001}", "a").unwrap_err(),
        "invalid regexp pattern: invalid repeat count in {1001}"
    );
    assert_eq!(
        regex("a**", "a").unwrap_err(),
        "invalid regexp pattern: invalid nested repetition operator in **"
    );
    assert_eq!(
        hcl2_stdlib::regex_replace()
            .call(&[Value::from("a"), Value::from("("), Value::from("")])
            .unwrap_err()
            .to_string(),
        "error parsing regexp: missing closing ): `(`"
    );
}

#[test]
fn empty_matches_next_to_a_match_do_not_count() {
    let all = hcl2_stdlib::regexall()
        .call(&[Value::from("x*"), Value::from("axxb")])
        .unwrap();
    let found: Vec<&str> = all
        .as_slice()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(found, vec!["", "xx", ""]);
    assert_eq!(replace("axxb", "x*", "-"), "-a-b-");
}

#[test]
fn templates_expand_as_go_expands_them() {
    assert_eq!(replace("ab", "(?P<x>a)(b)", "${x}$2$$ $1x."), "ab$ .");
}
