//! The functions' parameters, pinned to the reference.
//!
//! Generated: each signature is what go-cty 1.12.1's own stdlib function declares (a
//! throwaway Go program read the reference functions' parameters and wrote this test):
//! name, type constraint, and which of null, unknown, dynamic and marked arguments the
//! parameter accepts; a variadic parameter comes last, after "...". The set of functions
//! the reference's hcldec offers to spec files was read from hcldec's own table.

use std::collections::BTreeMap;

use hcl2_value::{Function, Parameter};

fn render_param(p: &Parameter) -> String {
    let flags: Vec<&str> = [
        (p.allow_null, "null"),
        (p.allow_unknown, "unknown"),
        (p.allow_dynamic_type, "dynamic"),
        (p.allow_marked, "marked"),
    ]
    .into_iter()
    .filter_map(|(on, name)| on.then_some(name))
    .collect();
    format!("{} {} [{}]", p.name, p.ty, flags.join(" "))
}

/// Asserts that `functions` are exactly the named ones, each with its signature.
fn assert_signatures(functions: &BTreeMap<String, Function>, expected: &[(&str, &str)]) {
    let names: Vec<&String> = functions.keys().collect();
    assert_eq!(names, expected.iter().map(|(n, _)| n).collect::<Vec<_>>());
    for (name, signature) in expected {
        let f = &functions[*name];
        let mut parts: Vec<String> = f.params().iter().map(render_param).collect();
        if let Some(v) = f.variadic_param() {
            parts.push(format!("...{}", render_param(v)));
        }
        assert_eq!(&format!("({})", parts.join(", ")), signature, "{name}");
    }
}

/// Every function has the reference's parameter names, constraints and flags.
#[test]
fn parameters_match_the_reference() {
    let expected = [
        ("abs", "(num number [dynamic marked])"),
        ("ceil", "(num number [])"),
        ("chomp", "(str string [])"),
        (
            "chunklist",
            "(list list(any) [marked], size number [marked])",
        ),
        ("coalesce", "(...vals any [null unknown dynamic])"),
        ("coalescelist", "(...vals any [null unknown dynamic])"),
        ("compact", "(list list(string) [])"),
        ("concat", "(...seqs any [marked])"),
        ("contains", "(list any [], value any [null])"),
        ("csvdecode", "(str string [])"),
        ("distinct", "(list list(any) [])"),
        ("element", "(list any [marked], index number [])"),
        ("flatten", "(list any [marked])"),
        ("floor", "(num number [])"),
        (
            "format",
            "(format string [], ...args any [null unknown dynamic])",
        ),
        ("formatdate", "(format string [], time string [])"),
        (
            "formatlist",
            "(format string [], ...args any [null unknown dynamic])",
        ),
        ("hasindex", "(collection any [dynamic], key any [dynamic])"),
        ("indent", "(spaces number [], str string [])"),
        ("int", "(num number [dynamic])"),
        ("join", "(separator string [], ...lists list(string) [])"),
        ("jsondecode", "(str string [])"),
        ("jsonencode", "(val any [null dynamic])"),
        ("keys", "(inputMap any [unknown marked])"),
        // go-cty 1.13.0 takes an unknown collection (a tuple's length is known).
        ("length", "(collection any [unknown dynamic marked])"),
        ("log", "(num number [], base number [])"),
        (
            "lookup",
            "(inputMap any [marked], key string [marked], default any [marked])",
        ),
        ("lower", "(str string [dynamic])"),
        ("max", "(...numbers number [dynamic])"),
        ("merge", "(...maps any [null dynamic marked])"),
        ("min", "(...numbers number [dynamic])"),
        ("parseint", "(number any [], base number [])"),
        ("pow", "(num number [], power number [])"),
        ("range", "(...params number [])"),
        ("regex", "(pattern string [], string string [])"),
        (
            "regex_replace",
            "(str string [], pattern string [], replace string [])",
        ),
        ("regexall", "(pattern string [], string string [])"),
        (
            "replace",
            "(str string [], substr string [], replace string [])",
        ),
        ("reverse", "(str string [dynamic])"),
        (
            "sethaselement",
            "(set set(any) [dynamic], elem any [dynamic])",
        ),
        (
            "setintersection",
            "(first_set set(any) [dynamic], ...other_sets set(any) [dynamic])",
        ),
        ("setproduct", "(...sets any [marked])"),
        (
            "setsubtract",
            "(a set(any) [dynamic], b set(any) [dynamic])",
        ),
        (
            "setsymmetricdifference",
            "(first_set set(any) [dynamic], ...other_sets set(any) [dynamic])",
        ),
        (
            "setunion",
            "(first_set set(any) [dynamic], ...other_sets set(any) [dynamic])",
        ),
        ("signum", "(num number [])"),
        (
            "slice",
            "(list any [marked], start_index number [], end_index number [])",
        ),
        ("sort", "(list list(string) [])"),
        ("split", "(separator string [], str string [])"),
        // go-cty 1.13.0 takes an unknown string, to bound the length by its prefix.
        ("strlen", "(str string [unknown dynamic])"),
        ("strrev", "(str string [dynamic])"),
        (
            "substr",
            "(str string [dynamic], offset number [dynamic], length number [dynamic])",
        ),
        ("timeadd", "(timestamp string [], duration string [])"),
        ("title", "(str string [])"),
        ("tobool", "(v any [null dynamic])"),
        ("tolist", "(v any [null dynamic])"),
        ("tomap", "(v any [null dynamic])"),
        ("tonumber", "(v any [null dynamic])"),
        ("toset", "(v any [null dynamic])"),
        ("tostring", "(v any [null dynamic])"),
        ("trim", "(str string [], cutset string [])"),
        ("trimprefix", "(str string [], prefix string [])"),
        ("trimspace", "(str string [])"),
        ("trimsuffix", "(str string [], suffix string [])"),
        ("upper", "(str string [dynamic])"),
        ("values", "(mapping any [marked])"),
        (
            "zipmap",
            "(keys list(string) [marked], values any [marked])",
        ),
    ];
    assert_signatures(&hcl2_stdlib::functions(), &expected);
}

/// The spec-definition functions are exactly those the reference's hcldec offers, by its
/// names, with the reference's signatures.
#[test]
fn hcldec_spec_functions_are_the_references() {
    let expected = [
        ("abs", "(num number [dynamic marked])"),
        ("coalesce", "(...vals any [null unknown dynamic])"),
        ("concat", "(...seqs any [marked])"),
        ("hasindex", "(collection any [dynamic], key any [dynamic])"),
        ("int", "(num number [dynamic])"),
        ("jsondecode", "(str string [])"),
        ("jsonencode", "(val any [null dynamic])"),
        // go-cty 1.13.0 takes an unknown collection (a tuple's length is known).
        ("length", "(collection any [unknown dynamic marked])"),
        ("lower", "(str string [dynamic])"),
        ("max", "(...numbers number [dynamic])"),
        ("min", "(...numbers number [dynamic])"),
        ("reverse", "(str string [dynamic])"),
        // go-cty 1.13.0 takes an unknown string, to bound the length by its prefix.
        ("strlen", "(str string [unknown dynamic])"),
        (
            "substr",
            "(str string [dynamic], offset number [dynamic], length number [dynamic])",
        ),
        ("upper", "(str string [dynamic])"),
    ];
    assert_signatures(&hcl2_stdlib::hcldec_spec_functions(), &expected);
}
