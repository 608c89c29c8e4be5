//! Template expressions and standalone templates of the native syntax against results
//! recorded from the reference implementation (hashicorp/hcl v2.14.1, go-cty v1.12.1):
//! the value (type, contents, marks) and every diagnostic with its ranges.
//!
//! Each expectation is the output of a Go program that parses the same text with
//! `hclsyntax.ParseExpression` (kind `e*`) or `hclsyntax.ParseTemplate` (kind `t*`) and
//! evaluates it with the variables of `hcl2-template`'s `tests/support/oracle.rs`
//! (suffix none), no context (`n`) or an empty context (`e`).

use hcl2_core::{EvalContext, Expression, Pos};
use hcl2_native::{evaluate_template, parse_expression, parse_template, NativeExpression};

/// Evaluates `src` as an expression (`e*`) or standalone template (`t*`) in the full
/// (no suffix), empty (`e`) or no (`n`) context, and compares with the recorded result.
pub(crate) fn check(kind: &str, src: &str, want: &[&str]) {
    let full = crate::oracle::context();
    let empty = EvalContext::empty();
    let ctx = match &kind[1..] {
        "" => Some(&full),
        "e" => Some(&empty),
        _ => None,
    };
    let (value, diags) = if kind.starts_with('t') {
        let parsed = parse_template(src.as_bytes(), "t.hcl", Pos::START);
        assert!(
            parsed.diagnostics.is_empty(),
            "{src:?}: {}",
            parsed.diagnostics
        );
        evaluate_template(&parsed.value, parsed.tree(), ctx)
    } else {
        let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
        assert!(
            parsed.diagnostics.is_empty(),
            "{src:?}: {}",
            parsed.diagnostics
        );
        NativeExpression {
            expr: &parsed.value,
            file: parsed.tree(),
        }
        .value(ctx)
    };
    assert_eq!(
        crate::oracle::describe(&value, &diags),
        want,
        "{kind} {src:?}"
    );
}

/// Literal values interpolate with the reference's string conversions.
#[test]
fn quoted_templates_join_literal_values() {
    check("e", "\"a${\"b\"}c\"", &["VAL \"string\" \"abc\""]);
    check(
        "e",
        "\"${1}${true}${false}\"",
        &["VAL \"string\" \"1truefalse\""],
    );
    check("e", "\"x${1.50}\"", &["VAL \"string\" \"x1.5\""]);
    check("e", "\"x${\"${\"${1}\"}\"}\"", &["VAL \"string\" \"x1\""]);
    check("e", "\"plain\"", &["VAL \"string\" \"plain\""]);
    check("e", "\"\"", &["VAL \"string\" \"\""]);
}

/// A null interpolation is an error whose subject is the expression and whose context is the whole template expression.
#[test]
fn null_interpolations_are_errors_with_the_template_as_context() {
    check("e", "\"x${null}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 4-8(1:5-1:9) ctx=0-10(1:1-1:11)",
    ]);
    check("e", "\"${null}${null}\"", &[
        "VAL \"string\" \"\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 3-7(1:4-1:8) ctx=0-16(1:1-1:17)",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 10-14(1:11-1:15) ctx=0-16(1:1-1:17)",
    ]);
    check("e", "<<EOT\nx ${null}\nEOT\n", &[
        "VAL \"string\" \"x \\n\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 10-14(2:5-2:9) ctx=0-19(1:1-3:4)",
    ]);
    check("en", "\"x${null}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 4-8(1:5-1:9) ctx=0-10(1:1-1:11)",
    ]);
    check("e", "<<-EOT\n  x${null}\n  EOT\n", &[
        "VAL \"string\" \"x\\n\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 12-16(2:6-2:10) ctx=0-23(1:1-3:6)",
    ]);
    check("e", "<<-EOT\n  x${null}\n  EOT  \n", &[
        "VAL \"string\" \"x\\n\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 12-16(2:6-2:10) ctx=0-25(1:1-3:8)",
    ]);
    check("e", "<<EOT\r\nx${null}\r\nEOT\r\n", &[
        "VAL \"string\" \"x\\r\\n\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 10-14(2:4-2:8) ctx=0-20(1:1-3:4)",
    ]);
}

/// Exactly one interpolation and nothing else gives the value itself.
#[test]
fn lone_interpolations_are_unwrapped() {
    check("e", "\"${true}\"", &["VAL \"bool\" true"]);
    check("e", "\"${1}\"", &["VAL \"number\" 1"]);
    check("e", "\"${null}\"", &["VAL \"dynamic\" null"]);
    check("e", "\"${\"${true}\"}\"", &["VAL \"bool\" true"]);
    check("e", "\"${\"\"}${true}\"", &["VAL \"string\" \"true\""]);
    check("e", "\"${~ true ~}\"", &["VAL \"bool\" true"]);
    check("e", "\" ${~true}\"", &["VAL \"string\" \"true\""]);
    check(
        "e",
        "<<EOT\n${true}\nEOT\n",
        &["VAL \"string\" \"true\\n\""],
    );
}

/// Strip markers trim adjacent literal text; <<- removes common indentation.
#[test]
fn strip_markers_and_heredoc_flush_shape_the_text() {
    check(
        "e",
        "\"hello ${~ \"world\" }\"",
        &["VAL \"string\" \"helloworld\""],
    );
    check(
        "e",
        "\"${\"hello\" ~}${\" world\"}\"",
        &["VAL \"string\" \"hello world\""],
    );
    check(
        "e",
        "<<-EOT\n    a ${\"x\"}\n  b\n      ${1} c\n  EOT\n",
        &["VAL \"string\" \"  a x\\nb\\n    1 c\\n\""],
    );
    check(
        "e",
        "<<EOT\n%{ if true ~}\n  hello\n%{~ endif ~}\nEOT\n",
        &["VAL \"string\" \"  hello\""],
    );
    check(
        "e",
        "\"x %{~ if false ~} y %{~ else ~} z %{~ endif ~} w\"",
        &["VAL \"string\" \"xzw\""],
    );
}

/// Conditions convert to bool; null or non-bool conditions are errors at the condition, in the directive's context.
#[test]
fn if_directives_over_literal_conditions() {
    check(
        "e",
        "\"%{if true}a%{else}b%{endif}\"",
        &["VAL \"string\" \"a\""],
    );
    check("e", "\"%{if false}a%{endif}\"", &["VAL \"string\" \"\""]);
    check(
        "e",
        "\"%{if \"true\"}a%{endif}\"",
        &["VAL \"string\" \"a\""],
    );
    check("e", "\"%{if \"no\"}a%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Incorrect condition type\" | \"The condition expression must be of type bool.\" @ 6-10(1:7-1:11) ctx=1-20(1:2-1:21)",
    ]);
    check("e", "\"%{if 1}a%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Incorrect condition type\" | \"The condition expression must be of type bool.\" @ 6-7(1:7-1:8) ctx=1-17(1:2-1:18)",
    ]);
    check("e", "\"%{if null}${null}%{else}b%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Null condition\" | \"The condition value is null. Conditions must either be true or false.\" @ 6-10(1:7-1:11) ctx=1-34(1:2-1:35)",
    ]);
    check("e", "\"%{if true} ${null} %{endif}\"", &[
        "VAL \"string\" \"  \"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 14-18(1:15-1:19) ctx=11-20(1:12-1:21)",
    ]);
    check(
        "e",
        "\"%{if false}${null}%{else}b%{endif}\"",
        &["VAL \"string\" \"b\""],
    );
}

/// Null and non-iterable collections are errors at the collection, in the directive's context.
#[test]
fn for_directives_over_literal_collections() {
    check("e", "\"%{for v in null}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over null value\" | \"A null value cannot be used as the collection in a 'for' expression.\" @ 12-16(1:13-1:17) ctx=1-27(1:2-1:28)",
    ]);
    check("e", "\"%{for v in \"abc\"}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over non-iterable value\" | \"A value of type string cannot be used as the collection in a 'for' expression.\" @ 12-17(1:13-1:18) ctx=1-28(1:2-1:29)",
    ]);
    check("e", "\"%{for v in 1}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over non-iterable value\" | \"A value of type number cannot be used as the collection in a 'for' expression.\" @ 12-13(1:13-1:14) ctx=1-24(1:2-1:25)",
    ]);
    check("e", "\"%{for v in true}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over non-iterable value\" | \"A value of type bool cannot be used as the collection in a 'for' expression.\" @ 12-16(1:13-1:17) ctx=1-27(1:2-1:28)",
    ]);
}

/// parse_template results evaluate with the whole text as context and the same unwrapping.
#[test]
fn standalone_templates_evaluate_through_the_same_code() {
    check("t", "x${null}", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 3-7(1:4-1:8) ctx=0-8(1:1-1:9)",
    ]);
    check("t", "${true}", &["VAL \"bool\" true"]);
    check("t", "", &["VAL \"string\" \"\""]);
    check("t", "a\n%{if true}b${null}%{endif}\n", &[
        "VAL \"string\" \"a\\nb\\n\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 15-19(2:14-2:18) ctx=12-19(2:11-2:18)",
    ]);
    check("t", "$${x} %%{y}", &["VAL \"string\" \"${x} %{y}\""]);
    check("tn", "${1}", &["VAL \"number\" 1"]);
}
