//! Templates over native expressions (variables, marks, unknowns, operators, `for` and
//! `if` directives over any collection) against results recorded from the reference
//! implementation (hashicorp/hcl v2.14.1, go-cty v1.12.1): the value (type, contents,
//! marks) and every diagnostic with its ranges. The last test follows the current
//! reference's conditional marks by hand, as it says.
//!
//! Each expectation is the output of a Go program that parses the same text with
//! `hclsyntax.ParseExpression` (kind `e*`) or `hclsyntax.ParseTemplate` (kind `t*`) and
//! evaluates it with the variables of `hcl2-template`'s `tests/support/oracle.rs`
//! (suffix none), no context (`n`) or an empty context (`e`).

use crate::template_eval::check;

/// Numbers, bools and strings convert to strings as the reference converts them.
#[test]
fn interpolated_values_become_strings() {
    check("e", "\"a${str}b\"", &["VAL \"string\" \"ahellob\""]);
    check("e", "\"x${num}\"", &["VAL \"string\" \"x42\""]);
    check("e", "\"x${frac}\"", &["VAL \"string\" \"x1.5\""]);
    check("e", "\"x${yes}${no}\"", &["VAL \"string\" \"xtruefalse\""]);
    check("e", "\"${str}${num}\"", &["VAL \"string\" \"hello42\""]);
    check("e", "\"x${1}\"", &["VAL \"string\" \"x1\""]);
    check(
        "e",
        "\"x${\"in${str}ner\"}\"",
        &["VAL \"string\" \"xinhelloner\""],
    );
}

/// A null part is an error whose subject is the expression and whose context is the whole template; the rest still joins.
#[test]
fn null_interpolations_are_errors_and_left_out() {
    check("e", "\"x${nullstr}y\"", &[
        "VAL \"string\" \"xy\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 4-11(1:5-1:12) ctx=0-14(1:1-1:15)",
    ]);
    check("e", "\"x${nulldyn}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 4-11(1:5-1:12) ctx=0-13(1:1-1:14)",
    ]);
    check("e", "\"x${null}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 4-8(1:5-1:9) ctx=0-10(1:1-1:11)",
    ]);
    check("e", "\"${null}${nullstr}\"", &[
        "VAL \"string\" \"\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 3-7(1:4-1:8) ctx=0-19(1:1-1:20)",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 10-17(1:11-1:18) ctx=0-19(1:1-1:20)",
    ]);
    check("e", "\"x${secretnull}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 4-14(1:5-1:15) ctx=0-16(1:1-1:17)",
    ]);
}

/// Collections and structures cannot be interpolated; the error carries the conversion's message.
#[test]
fn values_without_a_string_form_are_errors() {
    check("e", "\"x${list}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 4-8(1:5-1:9) ctx=0-10(1:1-1:11)",
    ]);
    check("e", "\"x${tuple}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 4-9(1:5-1:10) ctx=0-11(1:1-1:12)",
    ]);
    check("e", "\"x${map}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 4-7(1:5-1:8) ctx=0-9(1:1-1:10)",
    ]);
    check("e", "\"x${obj}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 4-7(1:5-1:8) ctx=0-9(1:1-1:10)",
    ]);
    check("e", "\"x${set}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 4-7(1:5-1:8) ctx=0-9(1:1-1:10)",
    ]);
    check("e", "\"x${emptylist}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 4-13(1:5-1:14) ctx=0-15(1:1-1:16)",
    ]);
}

/// Any unknown part gives an unknown string, and every other part is still evaluated and checked.
#[test]
fn unknown_parts_make_an_unknown_string_but_later_parts_are_still_checked() {
    check("e", "\"x${unkstr}\"", &["VAL \"string\" ?"]);
    check("e", "\"x${unkdyn}\"", &["VAL \"string\" ?"]);
    check("e", "\"x${unklist}\"", &["VAL \"string\" ?"]);
    check("e", "\"x${unknum}\"", &["VAL \"string\" ?"]);
    check("e", "\"${unkstr}${list}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 12-16(1:13-1:17) ctx=0-18(1:1-1:19)",
    ]);
    check("e", "\"${list}${unkstr}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 3-7(1:4-1:8) ctx=0-18(1:1-1:19)",
    ]);
    check("e", "\"${nullstr}${unkstr}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 3-10(1:4-1:11) ctx=0-21(1:1-1:22)",
    ]);
    check("e", "\"${unkstr}${undefined}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"undefined\\\".\" @ 12-21(1:13-1:22)",
    ]);
}

/// Marks of interpolated values (known, unknown, or not convertible) end up on the result; a null part's do not.
#[test]
fn marks_of_every_part_mark_the_result() {
    check(
        "e",
        "\"x${secret}\"",
        &["VAL \"string\" \"xs3cr3t\"@sensitive"],
    );
    check(
        "e",
        "\"x${secretnum}\"",
        &["VAL \"string\" \"x5\"@sensitive"],
    );
    check("e", "\"x${secretunk}\"", &["VAL \"string\" ?@sensitive"]);
    check("e", "\"x${secretlist}\"", &[
        "VAL \"string\" \"x\"@sensitive",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 4-14(1:5-1:15) ctx=0-16(1:1-1:17)",
    ]);
    check(
        "e",
        "\"${secret}${unkstr}\"",
        &["VAL \"string\" ?@sensitive"],
    );
    check(
        "e",
        "\"${secret}${othermark}\"",
        &["VAL \"string\" \"s3cr3to\"@other,sensitive"],
    );
    check("e", "\"${secretnull}${secret}\"", &[
        "VAL \"string\" \"s3cr3t\"@sensitive",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 3-13(1:4-1:14) ctx=0-24(1:1-1:25)",
    ]);
}

/// A template that is exactly one interpolation yields the value itself, unconverted; any text around it, even stripped away, makes it a string template.
#[test]
fn a_lone_interpolation_is_unwrapped() {
    check("e", "\"${str}\"", &["VAL \"string\" \"hello\""]);
    check("e", "\"${num}\"", &["VAL \"number\" 42"]);
    check("e", "\"${yes}\"", &["VAL \"bool\" true"]);
    check(
        "e",
        "\"${list}\"",
        &["VAL [\"list\",\"string\"] [\"a\", \"b\", \"c\"]"],
    );
    check("e", "\"${null}\"", &["VAL \"dynamic\" null"]);
    check(
        "e",
        "\"${secret}\"",
        &["VAL \"string\" \"s3cr3t\"@sensitive"],
    );
    check("e", "\"${secretnull}\"", &["VAL \"string\" null@sensitive"]);
    check("e", "\"${unkdyn}\"", &["VAL \"dynamic\" ?"]);
    check("e", "\"${\"${yes}\"}\"", &["VAL \"bool\" true"]);
    check("e", "\"${\"\"}${yes}\"", &["VAL \"string\" \"true\""]);
    check("e", "\"${~ yes ~}\"", &["VAL \"bool\" true"]);
    check("e", "\" ${~yes}\"", &["VAL \"string\" \"true\""]);
    check("e", "\"${yes~} \"", &["VAL \"string\" \"true\""]);
    check("e", "\"${yes} \"", &["VAL \"string\" \"true \""]);
    check("e", "<<EOT\n${yes}\nEOT\n", &["VAL \"string\" \"true\\n\""]);
    check(
        "e",
        "<<-EOT\n  ${yes}\n  EOT\n",
        &["VAL \"string\" \"true\\n\""],
    );
    check(
        "e",
        "\"%{if yes}${yes}%{endif}\"",
        &["VAL \"string\" \"true\""],
    );
    check("t", "${yes}", &["VAL \"bool\" true"]);
    check(
        "t",
        "${list}",
        &["VAL [\"list\",\"string\"] [\"a\", \"b\", \"c\"]"],
    );
    check("t", " ${yes}", &["VAL \"string\" \" true\""]);
}

/// Strip markers remove whitespace from the literal next to them, never from interpolated values.
#[test]
fn strip_markers_trim_only_adjacent_literal_text() {
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
    check("e", "\"a  ${~str~}  b\"", &["VAL \"string\" \"ahellob\""]);
    check(
        "e",
        "\"x %{~ if yes ~} y %{~ else ~} z %{~ endif ~} w\"",
        &["VAL \"string\" \"xyw\""],
    );
    check(
        "e",
        "\"x %{ if no ~} y %{~ else } z %{ endif ~} w\"",
        &["VAL \"string\" \"x  z w\""],
    );
    check(
        "e",
        "\"a %{~ for v in list ~} ${v} %{~ endfor ~} b\"",
        &["VAL \"string\" \"aabcb\""],
    );
}

/// Heredoc text keeps its newlines; <<- removes the indentation common to the lines' leading literal text, interpolations included.
#[test]
fn heredocs_keep_newlines_and_flush_removes_common_indentation() {
    check("e", "<<EOT\nEOT\n", &["VAL \"string\" \"\""]);
    check(
        "e",
        "<<EOT\n  a ${str}\n    b\nEOT\n",
        &["VAL \"string\" \"  a hello\\n    b\\n\""],
    );
    check(
        "e",
        "<<-EOT\n    a ${str}\n  b\n      ${num} c\n  EOT\n",
        &["VAL \"string\" \"  a hello\\nb\\n    42 c\\n\""],
    );
    check(
        "e",
        "<<-EOT\n\t  a\n  ${str}\n  EOT\n",
        &["VAL \"string\" \" a\\nhello\\n\""],
    );
    check(
        "e",
        "<<-EOT\n    x\n\n      ${str}\n    EOT\n",
        &["VAL \"string\" \"x\\n\\n  hello\\n\""],
    );
    check(
        "e",
        "<<-EOT\n  ${str}\n    y\n  EOT\n",
        &["VAL \"string\" \"hello\\n  y\\n\""],
    );
    check(
        "e",
        "<<EOT\n%{ if yes ~}\n  hello\n%{~ endif ~}\nEOT\n",
        &["VAL \"string\" \"  hello\""],
    );
    check(
        "e",
        "<<-EOT\n    %{ for v in list ~}\n    - ${v}\n    %{ endfor ~}\n  EOT\n",
        &["VAL \"string\" \"    - a\\n    - b\\n    - c\\n\""],
    );
    check("e", "<<EOT\nx ${nullstr}\nEOT\n", &[
        "VAL \"string\" \"x \\n\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 10-17(2:5-2:12) ctx=0-22(1:1-3:4)",
    ]);
}

/// The condition converts to bool; the chosen branch is the result, an omitted else is empty.
#[test]
fn if_directives_choose_a_branch() {
    check(
        "e",
        "\"%{if yes}a%{else}b%{endif}\"",
        &["VAL \"string\" \"a\""],
    );
    check(
        "e",
        "\"%{if no}a%{else}b%{endif}\"",
        &["VAL \"string\" \"b\""],
    );
    check("e", "\"%{if no}a%{endif}\"", &["VAL \"string\" \"\""]);
    check("e", "\"%{if yes}%{endif}\"", &["VAL \"string\" \"\""]);
    check("e", "\"%{if strtrue}a%{endif}\"", &["VAL \"string\" \"a\""]);
    check(
        "e",
        "\"<%{if yes}${str}%{endif}>\"",
        &["VAL \"string\" \"<hello>\""],
    );
    check(
        "e",
        "\"%{if yes}%{if no}a%{else}b%{endif}%{endif}\"",
        &["VAL \"string\" \"b\""],
    );
}

/// A null or non-bool condition is an error with the condition as subject and the directive as context; unknown conditions give an unknown string; either way no branch errors are reported.
#[test]
fn if_directive_conditions_must_be_known_non_null_bools() {
    check("e", "\"%{if strno}a%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Incorrect condition type\" | \"The condition expression must be of type bool.\" @ 6-11(1:7-1:12) ctx=1-21(1:2-1:22)",
    ]);
    check("e", "\"%{if num}a%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Incorrect condition type\" | \"The condition expression must be of type bool.\" @ 6-9(1:7-1:10) ctx=1-19(1:2-1:20)",
    ]);
    check("e", "\"%{if list}a%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Incorrect condition type\" | \"The condition expression must be of type bool.\" @ 6-10(1:7-1:11) ctx=1-20(1:2-1:21)",
    ]);
    check("e", "\"%{if nullbool}a%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Null condition\" | \"The condition value is null. Conditions must either be true or false.\" @ 6-14(1:7-1:15) ctx=1-24(1:2-1:25)",
    ]);
    check("e", "\"%{if null}a%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Null condition\" | \"The condition value is null. Conditions must either be true or false.\" @ 6-10(1:7-1:11) ctx=1-20(1:2-1:21)",
    ]);
    check("e", "\"%{if unkbool}a%{endif}\"", &["VAL \"string\" ?"]);
    check("e", "\"%{if unkdyn}a%{endif}\"", &["VAL \"string\" ?"]);
    check("e", "\"%{if null}${null}%{else}${list}%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Null condition\" | \"The condition value is null. Conditions must either be true or false.\" @ 6-10(1:7-1:11) ctx=1-40(1:2-1:41)",
    ]);
    check(
        "e",
        "\"%{if unkbool}${null}%{else}${list}%{endif}\"",
        &["VAL \"string\" ?"],
    );
    check("e", "\"%{if num}${null}%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Incorrect condition type\" | \"The condition expression must be of type bool.\" @ 6-9(1:7-1:10) ctx=1-25(1:2-1:26)",
    ]);
    check("e", "\"%{if undefined}a%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"undefined\\\".\" @ 6-15(1:7-1:16)",
    ]);
    check("e", "\"x%{if unkbool}a%{endif}${list}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 26-30(1:27-1:31) ctx=0-32(1:1-1:33)",
    ]);
}

/// Only the chosen branch is reported, with the branch's own parts as the context range.
#[test]
fn if_directive_branch_errors_come_from_the_chosen_branch() {
    check("e", "\"%{if yes}${null}%{else}${list}%{endif}\"", &[
        "VAL \"string\" \"\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 12-16(1:13-1:17) ctx=12-16(1:13-1:17)",
    ]);
    check("e", "\"%{if no}${null}%{else}${list}%{endif}\"", &[
        "VAL \"string\" \"\"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 25-29(1:26-1:30) ctx=25-29(1:26-1:30)",
    ]);
    check("e", "\"%{if yes} ${null} %{endif}\"", &[
        "VAL \"string\" \"  \"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 13-17(1:14-1:18) ctx=10-19(1:11-1:20)",
    ]);
    check("e", "\"%{if no}a%{else} b ${list}%{endif}\"", &[
        "VAL \"string\" \" b \"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 22-26(1:23-1:27) ctx=17-26(1:18-1:27)",
    ]);
    check("e", "\"%{if yes}${undefined}%{else}${undefined2}%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"undefined\\\".\" @ 12-21(1:13-1:22)",
    ]);
    check("e", "\"%{if yes}${unkstr}%{endif}\"", &["VAL \"string\" ?"]);
}

/// A chosen branch's marks mark the result; a null or non-bool condition gives an unmarked unknown string (both in 2.14.1 and in the current reference).
#[test]
fn if_directive_marks_where_reference_versions_agree() {
    check(
        "e",
        "\"%{if yes}${secret}%{endif}\"",
        &["VAL \"string\" \"s3cr3t\"@sensitive"],
    );
    check("e", "\"%{if secretnull}a%{else}${secret}%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Null condition\" | \"The condition value is null. Conditions must either be true or false.\" @ 6-16(1:7-1:17) ctx=1-42(1:2-1:43)",
    ]);
    check("e", "\"%{if secret}a%{else}${secret}%{endif}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Incorrect condition type\" | \"The condition expression must be of type bool.\" @ 6-12(1:7-1:13) ctx=1-38(1:2-1:39)",
    ]);
}

/// Lists and tuples iterate by index, maps and objects by key, sets in set order; the key and value names are bound in a child scope.
#[test]
fn for_directives_repeat_their_body() {
    check(
        "e",
        "\"%{for x in list}${x},%{endfor}\"",
        &["VAL \"string\" \"a,b,c,\""],
    );
    check(
        "e",
        "\"%{for i, x in list}${i}=${x};%{endfor}\"",
        &["VAL \"string\" \"0=a;1=b;2=c;\""],
    );
    check(
        "e",
        "\"%{for k, v in map}${k}=${v};%{endfor}\"",
        &["VAL \"string\" \"k1=v1;k2=v2;\""],
    );
    check(
        "e",
        "\"%{for k, v in obj}${k}=${v};%{endfor}\"",
        &["VAL \"string\" \"a=A;b=2;\""],
    );
    check(
        "e",
        "\"%{for v in set}${v}%{endfor}\"",
        &["VAL \"string\" \"yz\""],
    );
    check(
        "e",
        "\"%{for k, v in set}${k}${v}%{endfor}\"",
        &["VAL \"string\" \"yyzz\""],
    );
    check(
        "e",
        "\"%{for v in tuple}${v}%{endfor}\"",
        &["VAL \"string\" \"x1true\""],
    );
    check(
        "e",
        "\"%{for v in emptylist}${v}%{endfor}\"",
        &["VAL \"string\" \"\""],
    );
    check(
        "e",
        "\"%{for v in list}%{endfor}\"",
        &["VAL \"string\" \"\""],
    );
    check(
        "e",
        "\"%{for v in list}${str}%{endfor}\"",
        &["VAL \"string\" \"hellohellohello\""],
    );
    check(
        "e",
        "\"%{for str in list}${str}%{endfor}\"",
        &["VAL \"string\" \"abc\""],
    );
    check(
        "e",
        "\"%{for v in nums}%{for w in list}${v}${w} %{endfor}%{endfor}\"",
        &["VAL \"string\" \"1a 1b 1c 2a 2b 2c \""],
    );
    check(
        "e",
        "\"a%{for v in list} ${v} %{endfor}b\"",
        &["VAL \"string\" \"a a  b  c b\""],
    );
}

/// A null or non-iterable collection is an error with the collection as subject and the directive as context; unknown collections give an unknown string.
#[test]
fn for_directive_collections_must_be_iterable() {
    check("e", "\"%{for v in null}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over null value\" | \"A null value cannot be used as the collection in a 'for' expression.\" @ 12-16(1:13-1:17) ctx=1-27(1:2-1:28)",
    ]);
    check("e", "\"%{for v in nulllist}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over null value\" | \"A null value cannot be used as the collection in a 'for' expression.\" @ 12-20(1:13-1:21) ctx=1-31(1:2-1:32)",
    ]);
    check("e", "\"%{for v in str}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over non-iterable value\" | \"A value of type string cannot be used as the collection in a 'for' expression.\" @ 12-15(1:13-1:16) ctx=1-26(1:2-1:27)",
    ]);
    check("e", "\"%{for v in num}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over non-iterable value\" | \"A value of type number cannot be used as the collection in a 'for' expression.\" @ 12-15(1:13-1:16) ctx=1-26(1:2-1:27)",
    ]);
    check("e", "\"%{for v in yes}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over non-iterable value\" | \"A value of type bool cannot be used as the collection in a 'for' expression.\" @ 12-15(1:13-1:16) ctx=1-26(1:2-1:27)",
    ]);
    check(
        "e",
        "\"%{for v in unklist}x%{endfor}\"",
        &["VAL \"string\" ?"],
    );
    check(
        "e",
        "\"%{for v in unkdyn}x%{endfor}\"",
        &["VAL \"string\" ?"],
    );
    check("e", "\"%{for v in undefined}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"undefined\\\".\" @ 12-21(1:13-1:22)",
    ]);
    check("e", "\"%{for v in secretnull}x%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Iteration over null value\" | \"A null value cannot be used as the collection in a 'for' expression.\" @ 12-22(1:13-1:23) ctx=1-33(1:2-1:34)",
    ]);
}

/// Errors in the body are reported once per element, with the body's parts as context.
#[test]
fn for_directive_bodies_report_every_repetition() {
    check("e", "\"%{for v in nullelems}${v}%{endfor}\"", &[
        "VAL \"string\" \"a\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 24-25(1:25-1:26) ctx=24-25(1:25-1:26)",
    ]);
    check("e", "\"%{for v in listoflists}${v}%{endfor}\"", &[
        "VAL \"string\" \"b\"",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 26-27(1:27-1:28) ctx=26-27(1:27-1:28)",
    ]);
    check("e", "\"%{for v in tuplemixed}${v}%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Invalid template interpolation value\" | \"Cannot include the given value in a string template: string required.\" @ 25-26(1:26-1:27) ctx=25-26(1:26-1:27)",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 25-26(1:26-1:27) ctx=25-26(1:26-1:27)",
    ]);
    check("e", "\"%{for v in list}${v}${undefined}%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"undefined\\\".\" @ 23-32(1:24-1:33)",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"undefined\\\".\" @ 23-32(1:24-1:33)",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"undefined\\\".\" @ 23-32(1:24-1:33)",
    ]);
    check("e", "\"%{for v in list}${w}%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"w\\\". Did you mean \\\"v\\\"?\" @ 19-20(1:20-1:21)",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"w\\\". Did you mean \\\"v\\\"?\" @ 19-20(1:20-1:21)",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"w\\\". Did you mean \\\"v\\\"?\" @ 19-20(1:20-1:21)",
    ]);
    check("e", "\"%{for v in list} ${nullstr} %{endfor}\"", &[
        "VAL \"string\" \"      \"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 20-27(1:21-1:28) ctx=17-29(1:18-1:30)",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 20-27(1:21-1:28) ctx=17-29(1:18-1:30)",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 20-27(1:21-1:28) ctx=17-29(1:18-1:30)",
    ]);
}

/// The collection's marks and every repetition's mark the result; an unknown repetition gives an unknown string with only the collection's marks; an unknown collection loses its marks (reference 2.14.1).
#[test]
fn for_directive_marks_and_unknowns() {
    check(
        "e",
        "\"%{for v in secretlist}${v}%{endfor}\"",
        &["VAL \"string\" \"ab\"@sensitive"],
    );
    check(
        "e",
        "\"%{for v in secretulist}${v}%{endfor}\"",
        &["VAL \"string\" ?"],
    );
    check(
        "e",
        "\"%{for v in markedelems}${v}%{endfor}\"",
        &["VAL \"string\" \"ab\"@sensitive"],
    );
    check(
        "e",
        "\"%{for v in unkelems}${v}%{endfor}\"",
        &["VAL \"string\" ?"],
    );
    check(
        "e",
        "\"%{for v in markedelems}${v}%{endfor}${unkstr}\"",
        &["VAL \"string\" ?@sensitive"],
    );
    check(
        "e",
        "\"%{for v in list}${secret}${unkstr}%{endfor}\"",
        &["VAL \"string\" ?"],
    );
    check(
        "e",
        "\"%{for v in secretlist}${unkstr}%{endfor}\"",
        &["VAL \"string\" ?@sensitive"],
    );
    check(
        "e",
        "\"%{for v in list}${othermark}%{endfor}\"",
        &["VAL \"string\" \"ooo\"@other"],
    );
}

/// Without a context, or with one lacking variables, variables are not allowed; a for directive's own names are always available.
#[test]
fn evaluation_modes_decide_variable_errors() {
    check(
        "en",
        "\"x${str}\"",
        &[
            "VAL \"string\" ?",
            "DIAG \"Variables not allowed\" | \"Variables may not be used here.\" @ 4-7(1:5-1:8)",
        ],
    );
    check(
        "ee",
        "\"x${str}\"",
        &[
            "VAL \"string\" ?",
            "DIAG \"Variables not allowed\" | \"Variables may not be used here.\" @ 4-7(1:5-1:8)",
        ],
    );
    check(
        "en",
        "\"${str}\"",
        &[
            "VAL \"dynamic\" ?",
            "DIAG \"Variables not allowed\" | \"Variables may not be used here.\" @ 3-6(1:4-1:7)",
        ],
    );
    check("en", "\"%{if true}a%{endif}\"", &["VAL \"string\" \"a\""]);
    check(
        "en",
        "\"%{if yes}a%{endif}\"",
        &[
            "VAL \"string\" ?",
            "DIAG \"Variables not allowed\" | \"Variables may not be used here.\" @ 6-9(1:7-1:10)",
        ],
    );
    check("en", "\"%{for v in list}${v}%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Variables not allowed\" | \"Variables may not be used here.\" @ 12-16(1:13-1:17)",
    ]);
    check(
        "tn",
        "a${str}",
        &[
            "VAL \"string\" ?",
            "DIAG \"Variables not allowed\" | \"Variables may not be used here.\" @ 3-6(1:4-1:7)",
        ],
    );
    check(
        "tn",
        "${str}",
        &[
            "VAL \"dynamic\" ?",
            "DIAG \"Variables not allowed\" | \"Variables may not be used here.\" @ 2-5(1:3-1:6)",
        ],
    );
}

/// A standalone template's errors have the whole text as context.
#[test]
fn standalone_templates_use_the_whole_text_as_context() {
    check("t", "a${str}", &["VAL \"string\" \"ahello\""]);
    check("t", "x${null}", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 3-7(1:4-1:8) ctx=0-8(1:1-1:9)",
    ]);
    check("t", "", &["VAL \"string\" \"\""]);
    check("t", "plain", &["VAL \"string\" \"plain\""]);
    check("t", "  ${~str~}  ", &["VAL \"string\" \"hello\""]);
    check("t", "a\n${nullstr}\nb", &[
        "VAL \"string\" \"a\\n\\nb\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 4-11(2:3-2:10) ctx=0-14(1:1-3:2)",
    ]);
    check("t", "%{if yes}${null}%{endif}", &[
        "VAL \"string\" \"\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 11-15(1:12-1:16) ctx=11-15(1:12-1:16)",
    ]);
    check(
        "t",
        "%{for v in list}${v}\n%{endfor}",
        &["VAL \"string\" \"a\\nb\\nc\\n\""],
    );
    check("t", "$${str} %%{x}", &["VAL \"string\" \"${str} %{x}\""]);
}

/// Interpolations and directives over native expressions: tuples, operators, conditionals, traversals.
#[test]
fn native_expressions_inside_templates() {
    check(
        "e",
        "\"%{for v in [1, 2]}${v}%{endfor}\"",
        &["VAL \"string\" \"12\""],
    );
    check(
        "en",
        "\"%{for v in [1, 2]}${v}%{endfor}\"",
        &["VAL \"string\" \"12\""],
    );
    check("ee", "\"%{for v in [1, 2]}${w}%{endfor}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"w\\\". Did you mean \\\"v\\\"?\" @ 21-22(1:22-1:23)",
        "DIAG \"Unknown variable\" | \"There is no variable named \\\"w\\\". Did you mean \\\"v\\\"?\" @ 21-22(1:22-1:23)",
    ]);
    check(
        "e",
        "\"%{for v in tuplemixed}%{if v == null}n%{endif}%{endfor}\"",
        &["VAL \"string\" ?"],
    );
    check("e", "\"${num + 1}!\"", &["VAL \"string\" \"43!\""]);
    check(
        "e",
        "\"${yes ? str : \"no\"}\"",
        &["VAL \"string\" \"hello\""],
    );
    check(
        "e",
        "\"x${obj.a}${map[\"k1\"]}${list[1]}\"",
        &["VAL \"string\" \"xAv1b\""],
    );
    check("e", "\"x${obj.zz}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Unsupported attribute\" | \"This object does not have an attribute named \\\"zz\\\".\" @ 7-10(1:8-1:11)",
    ]);
    check(
        "e",
        "\"%{for k, v in {a = 1, b = 2}}${k}${v}%{endfor}\"",
        &["VAL \"string\" \"a1b2\""],
    );
    check(
        "e",
        "\"%{if num > 40}big%{else}small%{endif}\"",
        &["VAL \"string\" \"big\""],
    );
    check("e", "\"${[for s in list : upper(s)]}\"", &[
        "VAL [\"tuple\",[\"dynamic\",\"dynamic\",\"dynamic\"]] [?, ?, ?]",
        "DIAG \"Function calls not allowed\" | \"Functions may not be called here.\" @ 20-28(1:21-1:29)",
        "DIAG \"Function calls not allowed\" | \"Functions may not be called here.\" @ 20-28(1:21-1:29)",
        "DIAG \"Function calls not allowed\" | \"Functions may not be called here.\" @ 20-28(1:21-1:29)",
    ]);
    check("e", "\"x${[1][5]}\"", &[
        "VAL \"string\" ?",
        "DIAG \"Invalid index\" | \"The given key does not identify an element in this collection value.\" @ 7-10(1:8-1:11)",
    ]);
    check("e", "\"x${(null)}\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 4-10(1:5-1:11) ctx=0-12(1:1-1:13)",
    ]);
    check("e", "\"x${  null  }\"", &[
        "VAL \"string\" \"x\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 6-10(1:7-1:11) ctx=0-14(1:1-1:15)",
    ]);
    check("e", "<<EOT\nx${ null # c\n }\nEOT\n", &[
        "VAL \"string\" \"x\\n\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 10-14(2:5-2:9) ctx=0-25(1:1-4:4)",
    ]);
    check("e", "\"x${str}${ \"${null}\" }\"", &[
        "VAL \"string\" \"xhello\"",
        "DIAG \"Invalid template interpolation value\" | \"The expression result is null. Cannot include a null value in a string template.\" @ 11-20(1:12-1:21) ctx=0-23(1:1-1:24)",
    ]);
    check(
        "e",
        "\"%{ for v in (list) }${v}%{ endfor }\"",
        &["VAL \"string\" \"abc\""],
    );
    check(
        "e",
        "\"%{if (yes)}${(secret)}%{endif}\"",
        &["VAL \"string\" \"s3cr3t\"@sensitive"],
    );
    check("e", "\"${ -num }\"", &["VAL \"number\" -42"]);
}

/// An `if` directive's result carries the marks of its condition and of both branches,
/// chosen or not, and so does the unknown result of an unknown condition: the current
/// reference's conditional expression (hcl 2.23.0, PR #710), which the directive
/// desugars into. These expectations follow that rule by hand; hcl 2.14.1 keeps only
/// the chosen branch's marks (giving `"a"`, `"b"`, `"b"`, `?`, `"a"` and `?` unmarked).
#[test]
fn if_directive_results_carry_the_marks_of_condition_and_both_branches() {
    check(
        "e",
        "\"%{if secretbool}a%{endif}\"",
        &["VAL \"string\" \"a\"@sensitive"],
    );
    check(
        "e",
        "\"%{if secretno}a%{else}b%{endif}\"",
        &["VAL \"string\" \"b\"@sensitive"],
    );
    check(
        "e",
        "\"%{if no}${secret}%{else}b%{endif}\"",
        &["VAL \"string\" \"b\"@sensitive"],
    );
    check(
        "e",
        "\"%{if secretubool}a%{else}${secret}%{endif}\"",
        &["VAL \"string\" ?@sensitive"],
    );
    check(
        "e",
        "\"%{if secretstrue}a%{endif}\"",
        &["VAL \"string\" \"a\"@sensitive"],
    );
    check(
        "e",
        "\"%{if unkbool}a%{else}${othermark}%{endif}\"",
        &["VAL \"string\" ?@other"],
    );
}
