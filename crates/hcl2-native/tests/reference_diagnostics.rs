//! Every production and syntax error of the native syntax, against diagnostics recorded
//! from the reference implementation (hcl 2.14.1): summary, detail and subject range
//! (`line,column,byte-line,column,byte`) of every diagnostic, in order. Most cases are
//! configuration files; the last ones are standalone expressions and templates.
//!
//! Expectations differ from 2.14.1 on purpose: namespaced function names
//! (`provider::aws::arn_parse`) parse, as newer references accept them (those cases are
//! recorded from the current reference, emulated by the differential oracle, and say
//! so); and an invalid UTF-8 byte is reported once, without the follow-on error 2.14.1
//! adds.

mod common;

use common::{check, check_bytes, range_text};
use hcl2_core::{Diagnostics, Pos};

/// Compares diagnostics with expected `(summary, detail, subject)` triples, in order.
#[track_caller]
fn check_diags(src: &str, got: &Diagnostics, expected: &[(&str, &str, &str)]) {
    let got: Vec<(String, String, String)> = got
        .iter()
        .map(|d| {
            let subject = d.subject.as_ref().map(range_text).unwrap_or_default();
            (d.summary.clone(), d.detail.clone(), subject)
        })
        .collect();
    let want: Vec<(String, String, String)> = expected
        .iter()
        .map(|(s, d, r)| (s.to_string(), d.to_string(), r.to_string()))
        .collect();
    assert_eq!(got, want, "diagnostics for {src:?}");
}

/// [`check`] for `src` parsed as a standalone expression.
#[track_caller]
fn check_expr(src: &str, expected: &[(&str, &str, &str)]) {
    let parsed = hcl2_native::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
    check_diags(src, &parsed.diagnostics, expected);
}

/// [`check`] for `src` parsed as a standalone template.
#[track_caller]
fn check_template(src: &str, expected: &[(&str, &str, &str)]) {
    let parsed = hcl2_native::parse_template(src.as_bytes(), "t.hcl", Pos::START);
    check_diags(src, &parsed.diagnostics, expected);
}

#[test]
fn attribute_redefined() {
    check(
        "a = 1\na = 2\n",
        &[
        ("Attribute redefined", "The argument \"a\" was already set at t.hcl:1,1-2. Each argument may be set only once.", "2,1,6-2,2,7"),
    ],
    );
}

#[test]
fn comma_after_attribute() {
    check(
        "a = 1, b = 2\n",
        &[
        ("Unexpected comma after argument", "Argument definitions must be separated by newlines, not commas. An argument definition must end with a newline.", "1,6,5-1,7,6"),
    ],
    );
}

#[test]
fn missing_newline_after_attribute() {
    check(
        "a = 1 b = 2\n",
        &[(
            "Missing newline after argument",
            "An argument definition must end with a newline.",
            "1,7,6-1,8,7",
        )],
    );
}

#[test]
fn two_attributes_in_one_line_block() {
    check(
        "b { c = 1, d = 2 }\n",
        &[
        ("Invalid single-argument block definition", "Single-line block syntax can include only one argument definition. To define multiple arguments, use the multi-line block syntax with one argument definition per line.", "1,10,9-1,11,10"),
    ],
    );
}

#[test]
fn one_line_block_not_closed_on_its_line() {
    check(
        "b { c = 1\n}\n",
        &[
        ("Invalid single-argument block definition", "An argument definition on the same line as its containing block creates a single-line block definition, which must also be closed on the same line. Place the block's closing brace immediately after the argument definition.", "1,10,9-2,1,10"),
    ],
    );
}

#[test]
fn nested_block_in_one_line_block() {
    check(
        "b { c {} }\n",
        &[
        ("Argument definition required", "A single-line block definition can contain only a single argument. If you meant to define argument \"c\", use an equals sign to assign it a value. To define a nested block, place it on a line of its own within its parent block.", "1,5,4-1,8,7"),
    ],
    );
}

#[test]
fn one_line_block_with_trailing_garbage() {
    check(
        "b { c = 1 d }\n",
        &[
        ("Invalid single-argument block definition", "A single-line block definition must end with a closing brace immediately after its single argument definition.", "1,11,10-1,12,11"),
    ],
    );
}

#[test]
fn unclosed_block() {
    check(
        "b {\n  a = 1\n",
        &[
        ("Unclosed configuration block", "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.", "1,3,2-1,4,3"),
    ],
    );
}

#[test]
fn unclosed_one_line_block() {
    check(
        "b { a = 1",
        &[
        ("Unclosed configuration block", "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.", "1,3,2-1,4,3"),
    ],
    );
}

#[test]
fn attribute_syntax_for_a_block() {
    check(
        "b \"x\" = 1\n",
        &[
        ("Invalid block definition", "The equals sign \"=\" indicates an argument definition, and must not be used when defining a block.", "1,7,6-1,8,7"),
    ],
    );
}

#[test]
fn block_header_newline() {
    check(
        "b x\n{\n}\n",
        &[
        ("Invalid block definition", "A block definition must have block content delimited by \"{\" and \"}\", starting on the same line as the block header.", "1,4,3-2,1,4"),
    ],
    );
}

#[test]
fn bad_block_label() {
    check(
        "b 1 {}\n",
        &[
        ("Argument or block definition required", "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.", "1,1,0-1,2,1"),
    ],
    );
}

#[test]
fn quoted_attribute_name() {
    check(
        "\"a\" = 1\n",
        &[(
            "Invalid argument name",
            "Argument names must not be quoted.",
            "1,1,0-1,2,1",
        )],
    );
}

#[test]
fn block_where_attribute_expected() {
    check(
        "a {\n  b = 1\n}\nc = a {}\n",
        &[(
            "Missing newline after argument",
            "An argument definition must end with a newline.",
            "4,7,20-4,8,21",
        )],
    );
}

#[test]
fn bare_word_in_body() {
    check(
        "a\n",
        &[
        ("Argument or block definition required", "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.", "1,1,0-1,2,1"),
    ],
    );
}

#[test]
fn stray_closing_brace() {
    check(
        "}\n",
        &[(
            "Argument or block definition required",
            "An argument or block definition is required here.",
            "1,1,0-1,2,1",
        )],
    );
}

#[test]
fn closing_brace_after_attribute() {
    check(
        "a = 1 }\n",
        &[(
            "Missing newline after argument",
            "An argument definition must end with a newline.",
            "1,7,6-1,8,7",
        )],
    );
}

#[test]
fn missing_newline_after_block() {
    check(
        "x {\n  a = 1\n} y\n",
        &[(
            "Missing newline after block definition",
            "A block definition must end with a newline.",
            "3,3,14-3,4,15",
        )],
    );
}

#[test]
fn equals_without_name() {
    check(
        "= 1\n",
        &[(
            "Argument or block definition required",
            "An argument or block definition is required here.",
            "1,1,0-1,2,1",
        )],
    );
}

#[test]
fn dotted_attribute_name() {
    check(
        "a.b = 1\n",
        &[
        ("Argument or block definition required", "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.", "1,1,0-1,2,1"),
    ],
    );
}

#[test]
fn two_equals() {
    check(
        "a = 1 = 2\n",
        &[(
            "Missing newline after argument",
            "An argument definition must end with a newline.",
            "1,7,6-1,8,7",
        )],
    );
}

#[test]
fn valid_structure() {
    check(
        "block \"a\" b \"c\" {\n  nested {\n    x = 1\n  }\n  one { x = 1 }\n  empty {}\n}\na = 1\n\n\nb = 2",
        &[],
    );
}

#[test]
fn label_with_interpolation() {
    check(
        "b \"x${y}\" {}\n",
        &[
        ("Invalid string literal", "Template sequences are not allowed in this string. To include a literal \"$\", double it (as \"$$\") to escape it.", "1,5,4-1,7,6"),
    ],
    );
}

#[test]
fn label_with_interpolation_leaves_the_parser_recovering() {
    // Recorded from the reference: after the label's error its parser stays in recovery
    // mode, which silences the "Invalid expression" of the body's `x = <`.
    check(
        "resource \"a${b}\" {\n  x = <\n}\n",
        &[
        ("Invalid string literal", "Template sequences are not allowed in this string. To include a literal \"$\", double it (as \"$$\") to escape it.", "1,12,11-1,14,13"),
    ],
    );
}

#[test]
fn label_with_directive() {
    check(
        "b \"x%{if y}z%{endif}\" {}\n",
        &[
        ("Invalid string literal", "Template sequences are not allowed in this string. To include a literal \"%\", double it (as \"%%\") to escape it.", "1,5,4-1,7,6"),
        ("Invalid string literal", "Template sequences are not allowed in this string. To include a literal \"%\", double it (as \"%%\") to escape it.", "1,13,12-1,15,14"),
    ],
    );
}

#[test]
fn label_with_escapes() {
    check("b \"a\\tb\\u00e9\" {}\n", &[]);
}

#[test]
fn missing_expression() {
    check(
        "a = \n",
        &[(
            "Invalid expression",
            "Expected the start of an expression, but found an invalid expression token.",
            "1,5,4-2,1,5",
        )],
    );
}

#[test]
fn missing_expression_at_eof() {
    check(
        "a =",
        &[(
            "Missing expression",
            "Expected the start of an expression, but found the end of the file.",
            "1,4,3-1,4,3",
        )],
    );
}

#[test]
fn unbalanced_parentheses() {
    check(
        "a = (1\n",
        &[(
            "Unbalanced parentheses",
            "Expected a closing parenthesis to terminate the expression.",
            "2,1,7-2,1,7",
        )],
    );
}

#[test]
fn missing_item_separator() {
    check(
        "a = [1 2]\n",
        &[(
            "Missing item separator",
            "Expected a comma to mark the beginning of the next item.",
            "1,8,7-1,9,8",
        )],
    );
}

#[test]
fn unterminated_tuple() {
    check(
        "a = [1, 2",
        &[
        ("Unterminated tuple constructor expression", "There is no corresponding closing bracket before the end of the file. This may be caused by incorrect bracket nesting elsewhere in this file.", "1,5,4-1,6,5"),
    ],
    );
}

#[test]
fn missing_attribute_separator() {
    check(
        "a = {a = 1 b = 2}\n",
        &[(
            "Missing attribute separator",
            "Expected a newline or comma to mark the beginning of the next attribute.",
            "1,12,11-1,13,12",
        )],
    );
}

#[test]
fn missing_key_value_separator() {
    check(
        "a = {a b}\n",
        &[
        ("Missing key/value separator", "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you intended to given an attribute name containing periods or spaces, write the name in quotes to create a string literal.", "1,8,7-1,9,8"),
    ],
    );
}

#[test]
fn missing_attribute_value() {
    check(
        "a = {a, b}\n",
        &[(
            "Missing attribute value",
            "Expected an attribute value, introduced by an equals sign (\"=\").",
            "1,7,6-1,8,7",
        )],
    );
}

#[test]
fn unterminated_object() {
    check(
        "a = {a = 1",
        &[
        ("Unterminated object constructor expression", "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.", "1,5,4-1,6,5"),
    ],
    );
}

#[test]
fn for_as_object_key() {
    check(
        "a = {for = 1}\n",
        &[(
            "Invalid 'for' expression",
            "For expression requires variable name after 'for'.",
            "1,10,9-1,11,10",
        )],
    );
}

#[test]
fn for_as_tuple_element() {
    check(
        "a = [for, x]\n",
        &[(
            "Invalid 'for' expression",
            "For expression requires variable name after 'for'.",
            "1,9,8-1,10,9",
        )],
    );
}

#[test]
fn for_missing_condition() {
    check(
        "a = [for x in y: x if]\n",
        &[(
            "Invalid expression",
            "Expected the start of an expression, but found an invalid expression token.",
            "1,22,21-1,23,22",
        )],
    );
}

#[test]
fn object_for_without_key() {
    check(
        "a = {for x in y: x}\n",
        &[(
            "Invalid 'for' expression",
            "Key expression is required when building an object.",
            "1,18,17-1,19,18",
        )],
    );
}

#[test]
fn tuple_for_with_key() {
    check(
        "a = [for x in y: x => x]\n",
        &[(
            "Invalid 'for' expression",
            "Key expression is not valid when building a tuple.",
            "1,18,17-1,19,18",
        )],
    );
}

#[test]
fn tuple_for_with_grouping() {
    check(
        "a = [for x in y: x...]\n",
        &[(
            "Invalid 'for' expression",
            "Grouping ellipsis (...) cannot be used when building a tuple.",
            "1,19,18-1,22,21",
        )],
    );
}

#[test]
fn for_missing_value_name() {
    check(
        "a = [for x, in y: x]\n",
        &[(
            "Invalid 'for' expression",
            "For expression requires the 'in' keyword after its name declarations.",
            "1,16,15-1,17,16",
        )],
    );
}

#[test]
fn for_missing_in() {
    check(
        "a = [for x y: x]\n",
        &[(
            "Invalid 'for' expression",
            "For expression requires the 'in' keyword after its name declarations.",
            "1,12,11-1,13,12",
        )],
    );
}

#[test]
fn for_missing_colon() {
    check(
        "a = [for x in y x]\n",
        &[(
            "Invalid 'for' expression",
            "For expression requires a colon after the collection expression.",
            "1,17,16-1,18,17",
        )],
    );
}

#[test]
fn for_extra_characters() {
    check(
        "a = [for x in y: x z]\n",
        &[(
            "Invalid 'for' expression",
            "Extra characters after the end of the 'for' expression.",
            "1,20,19-1,21,20",
        )],
    );
}

#[test]
fn missing_argument_separator() {
    check(
        "a = f(1 2)\n",
        &[(
            "Missing argument separator",
            "A comma is required to separate each function argument from the next.",
            "1,9,8-1,10,9",
        )],
    );
}

#[test]
fn unterminated_function_call() {
    check(
        "a = f(1",
        &[
        ("Unterminated function call", "There is no closing parenthesis for this function call before the end of the file. This may be caused by incorrect parethesis nesting elsewhere in this file.", "1,5,4-1,7,6"),
    ],
    );
}

#[test]
fn expansion_not_last() {
    check(
        "a = f(a..., b)\n",
        &[
        ("Missing closing parenthesis", "An expanded function argument (with ...) must be immediately followed by closing parentheses.", "1,8,7-1,11,10"),
    ],
    );
}

#[test]
fn attribute_name_required_after_dot() {
    check(
        "a = x.\n",
        &[(
            "Invalid attribute name",
            "An attribute name is required after a dot.",
            "1,7,6-2,1,7",
        )],
    );
}

#[test]
fn chained_legacy_index() {
    check(
        "a = x.0.1\n",
        &[
        ("Invalid legacy index syntax", "When using the legacy index syntax, chaining two indexes together is not permitted. Use the proper index syntax instead, like [0][1].", "1,7,6-1,10,9"),
    ],
    );
}

#[test]
fn chained_legacy_index_in_splat() {
    check(
        "a = x.*.0.1\n",
        &[
        ("Invalid legacy index syntax", "When using the legacy index syntax, chaining two indexes together is not permitted. Use the proper index syntax with a full splat expression [*] instead, like [0][1].", "1,7,6-1,8,7"),
    ],
    );
}

#[test]
fn nested_attribute_splat() {
    check(
        "a = x.*.y.*\n",
        &[(
            "Nested splat expression not allowed",
            "A splat expression (*) cannot be used inside another attribute-only splat expression.",
            "1,11,10-1,12,11",
        )],
    );
}

#[test]
fn unclosed_splat_index() {
    check(
        "a = x[*\n",
        &[
        ("Missing close bracket on splat index", "The star for a full splat operator must be immediately followed by a closing bracket (\"]\").", "2,1,8-2,1,8"),
    ],
    );
}

#[test]
fn unclosed_index() {
    check(
        "a = x[1\n",
        &[(
            "Missing close bracket on index",
            "The index operator must end with a closing bracket (\"]\").",
            "2,1,8-2,1,8",
        )],
    );
}

#[test]
fn conditional_without_false_part() {
    check(
        "a = 1 ? 2\n",
        &[
        ("Missing false expression in conditional", "The conditional operator (...?...:...) requires a false expression, delimited by a colon.", "1,10,9-2,1,10"),
    ],
    );
}

#[test]
fn invalid_number_literal() {
    check(
        "a = 1..2\n",
        &[(
            "Invalid number literal",
            "Failed to recognize the value of this number literal.",
            "1,5,4-1,9,8",
        )],
    );
}

#[test]
fn bitwise_operators() {
    check(
        "a = a & b | c ^ ~d\n",
        &[
            (
                "Unsupported operator",
                "Bitwise operators are not supported. Did you mean boolean AND (\"&&\")?",
                "1,7,6-1,8,7",
            ),
            (
                "Unsupported operator",
                "Bitwise operators are not supported. Did you mean boolean OR (\"||\")?",
                "1,11,10-1,12,11",
            ),
            (
                "Unsupported operator",
                "Bitwise operators are not supported.",
                "1,15,14-1,16,15",
            ),
            (
                "Unsupported operator",
                "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?",
                "1,17,16-1,18,17",
            ),
            (
                "Missing newline after argument",
                "An argument definition must end with a newline.",
                "1,7,6-1,8,7",
            ),
        ],
    );
}

#[test]
fn single_quotes() {
    check(
        "a = 'x'\n",
        &[
            (
                "Invalid character",
                "Single quotes are not valid. Use double quotes (\") to enclose strings.",
                "1,5,4-1,6,5",
            ),
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,5,4-1,6,5",
            ),
        ],
    );
}

#[test]
fn semicolon() {
    check(
        "a = 1;\n",
        &[
        ("Invalid character", "The \";\" character is not valid. Use newlines to separate arguments and blocks, and commas to separate items in collection values.", "1,6,5-1,7,6"),
        ("Missing newline after argument", "An argument definition must end with a newline.", "1,6,5-1,7,6"),
    ],
    );
}

#[test]
fn backtick() {
    check(
        "b = `x`\n",
        &[
        ("Invalid character", "The \"`\" character is not valid. To create a multi-line string, use the \"heredoc\" syntax, like \"<<EOT\".", "1,5,4-1,6,5"),
        ("Invalid expression", "Expected the start of an expression, but found an invalid expression token.", "1,5,4-1,6,5"),
    ],
    );
}

#[test]
fn curly_quotes() {
    check(
        "b = “x”\n",
        &[
        ("Invalid character", "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code via documents or discussion forums. It might help to replace the character with a \"straight quote\".", "1,5,4-1,6,7"),
        ("Invalid character", "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code via documents or discussion forums. It might help to replace the character with a \"straight quote\".", "1,7,8-1,8,11"),
        ("Invalid expression", "Expected the start of an expression, but found an invalid expression token.", "1,5,4-1,6,7"),
    ],
    );
}

#[test]
fn invalid_character() {
    check(
        "a = @\n",
        &[
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,5,4-1,6,5",
            ),
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,5,4-1,6,5",
            ),
        ],
    );
}

#[test]
fn exponent_operator() {
    check(
        "a = 2 ** 3\n",
        &[(
            "Invalid expression",
            "Expected the start of an expression, but found an invalid expression token.",
            "1,8,7-1,9,8",
        )],
    );
}

#[test]
fn trailing_commas_and_newlines() {
    check("a = {\n  b = 1,\n  c = 2,\n}\nd = [\n1,\n2,\n]\n", &[]);
}

#[test]
fn colon_in_object() {
    check("a = {(k) = 1, \"x\": 2, y: 3}\n", &[]);
}

#[test]
fn operators_and_precedence() {
    check(
        "a = !true && -1 || x == y != z < 1 + 2 * 3 % 4 / 5 - 6 >= 7\n",
        &[],
    );
}

#[test]
fn traversals_and_splats() {
    check(
        "a = x[y][1].z[*].w[0]\nb = x.*.y[0]\nc = x.0.y\nd = x[\"k\"].*\n",
        &[],
    );
}

#[test]
fn comments_everywhere() {
    check(
        "a = 1 /* c */ + 2 # x\n// y\nb = [ # z\n  1, /* w */\n]\n",
        &[],
    );
}

#[test]
fn newlines_in_brackets() {
    check(
        "a = (1 + 2\n  + 3)\nb = f(\n  1,\n  2\n)\nc = x[\n  1\n]\n",
        &[],
    );
}

#[test]
fn newline_inside_object_value() {
    check(
        "a = {\n  b = 1 +\n  2\n}\n",
        &[(
            "Invalid expression",
            "Expected the start of an expression, but found an invalid expression token.",
            "2,10,15-3,1,16",
        )],
    );
}

#[test]
fn for_expressions() {
    check(
        "a = [for k, v in m: k => v... if v]\nb = {for k, v in m: k => v... if v}\nc = [for x in y: x]\n",
        &[
        ("Invalid 'for' expression", "Key expression is not valid when building a tuple.", "1,21,20-1,22,21"),
        ("Invalid 'for' expression", "Grouping ellipsis (...) cannot be used when building a tuple.", "1,27,26-1,30,29"),
    ],
    );
}

#[test]
fn nested_conditionals() {
    check("a = x ? y : z ? w : v\n", &[]);
}

#[test]
fn huge_number() {
    check(
        "a = 99999999999999999999999999999999999999999999999e999999999\n",
        &[],
    );
}

#[test]
fn function_calls() {
    check("a = f()\nb = g(1, 2,)\nc = h(x...)\nd = j(\n)\n", &[]);
}

#[test]
fn splat_then_index() {
    check("a = x.*[0]\n", &[]);
}

#[test]
fn tab_indentation() {
    check("b {\n\ta = 1\n}\n", &[]);
}

#[test]
fn unicode_identifiers() {
    check("bé = 1\nété = xé.y\n", &[]);
}

#[test]
fn quoted_templates() {
    check(
        "a = \"x ${y} z\"\nb = \"%{ if c }d%{ else }e%{ endif }\"\nc = \"%{ for k, v in m ~} ${k} %{~ endfor }\"\n",
        &[],
    );
}

#[test]
fn escapes() {
    check(
        "a = \"\\n\\r\\t\\\"\\\\\\u00e9\\U0001F600 $${x} %%{y}\"\n",
        &[],
    );
}

#[test]
fn invalid_escape() {
    check(
        "a = \"\\q\"\n",
        &[(
            "Invalid escape sequence",
            "The symbol \"q\" is not a valid escape sequence selector.",
            "1,6,5-1,8,7",
        )],
    );
}

#[test]
fn short_unicode_escape() {
    check(
        "a = \"\\u12\"\n",
        &[(
            "Invalid escape sequence",
            "The \\u escape sequence must be followed by four hexadecimal digits.",
            "1,6,5-1,10,9",
        )],
    );
}

#[test]
fn multi_line_string() {
    check(
        "a = \"abc\ndef\"\n",
        &[
        ("Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.", "1,9,8-2,1,9"),
        ("Unterminated template string", "No closing marker was found for the string.", "1,9,8-2,1,9"),
    ],
    );
}

#[test]
fn unterminated_string() {
    check(
        "a = \"abc",
        &[(
            "Unterminated template string",
            "No closing marker was found for the string.",
            "1,9,8-1,9,8",
        )],
    );
}

#[test]
fn unclosed_interpolation() {
    check(
        "a = \"${b\"\n",
        &[
        ("Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.", "1,10,9-2,1,10"),
        ("Unclosed template interpolation sequence", "There is no closing brace for this interpolation sequence before the end of the quoted template. This might be caused by incorrect nesting inside the given expression.", "1,6,5-1,8,7"),
    ],
    );
}

#[test]
fn extra_characters_in_interpolation() {
    check(
        "a = \"${b c}\"\n",
        &[
        ("Extra characters after interpolation expression", "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".", "1,10,9-1,11,10"),
    ],
    );
}

#[test]
fn endif_without_if() {
    check(
        "a = \"%{ endif }\"\n",
        &[(
            "Unexpected endif directive",
            "The control directives within this template are unbalanced.",
            "1,6,5-1,16,15",
        )],
    );
}

#[test]
fn else_twice() {
    check(
        "a = \"%{ if x }a%{ else }b%{ else }c%{ endif }\"\n",
        &[
            (
                "Unexpected else directive",
                "Already in the else clause for the if started at t.hcl:1,6-15.",
                "1,26,25-1,35,34",
            ),
            (
                "Unexpected endif directive",
                "The control directives within this template are unbalanced.",
                "1,36,35-1,46,45",
            ),
        ],
    );
}

#[test]
fn endfor_closing_if() {
    check(
        "a = \"%{ if x }a%{ endfor }\"\n",
        &[(
            "Unexpected endfor directive",
            "Expecting an endif directive for the if started at t.hcl:1,6-15.",
            "1,16,15-1,27,26",
        )],
    );
}

#[test]
fn unterminated_if() {
    check(
        "a = \"%{ if x }a\"\n",
        &[(
            "Unexpected end of template",
            "The if directive at t.hcl:1,6-15 is missing its corresponding endif directive.",
            "1,16,15-1,17,16",
        )],
    );
}

#[test]
fn unknown_directive() {
    check(
        "a = \"%{ while x }\"\n",
        &[(
            "Invalid template control keyword",
            "\"while\" is not a valid template control keyword.",
            "1,9,8-1,14,13",
        )],
    );
}

#[test]
fn heredoc() {
    check("a = <<EOT\nhello ${x}\n  world\nEOT\nb = 1\n", &[]);
}

#[test]
fn flush_heredoc() {
    check(
        "a = <<-EOT\n    hello\n      ${x}\n    world\n    EOT\n",
        &[],
    );
}

#[test]
fn unterminated_heredoc() {
    check(
        "a = <<EOT\nhello\n",
        &[(
            "Unterminated template string",
            "No closing marker was found for the string.",
            "3,1,16-3,1,16",
        )],
    );
}

#[test]
fn nested_templates() {
    check("a = \"${\"${\"x\"}\"}\"\n", &[]);
}

#[test]
fn interpolation_with_newlines() {
    check("a = \"${\n  x +\n  y\n}\"\n", &[]);
}

#[test]
fn strip_markers() {
    check("a = \"a ${~ x ~} b\"\n", &[]);
}

#[test]
fn newline_runs_in_quoted_string() {
    check(
        "a = \"x\n\ny\r\n\r\nz\n \nw\"\n",
        &[
        ("Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.", "1,7,6-3,1,8"),
        ("Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.", "3,2,9-5,1,13"),
        ("Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.", "5,2,14-6,1,15"),
        ("Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.", "6,2,16-7,1,17"),
        ("Unterminated template string", "No closing marker was found for the string.", "1,7,6-3,1,8"),
    ],
    );
}

#[test]
fn namespaced_function_call() {
    check("a = provider::aws::arn_parse(\"x\")\n", &[]);
}

#[test]
fn invalid_utf8() {
    check_bytes(
        b"a = \x22\xff\x22\x0a",
        &[
        ("Invalid character encoding", "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.", "1,6,5-1,7,6"),
    ],
    );
}

#[test]
fn every_invalid_character_after_the_first_error() {
    check_expr(
        "$$",
        &[
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,1,0-1,2,1",
            ),
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,2,1-1,3,2",
            ),
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,1,0-1,2,1",
            ),
        ],
    );
}

#[test]
fn invalid_character_after_a_stray_brace() {
    check_expr(
        "}$",
        &[
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,2,1-1,3,2",
            ),
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,1,0-1,2,1",
            ),
        ],
    );
}

#[test]
fn two_backslashes() {
    check_expr(
        "\\\\",
        &[
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,1,0-1,2,1",
            ),
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,2,1-1,3,2",
            ),
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,1,0-1,2,1",
            ),
        ],
    );
}

#[test]
fn invalid_characters_after_extra_characters() {
    check_expr(
        "1 $ @",
        &[
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,3,2-1,4,3",
            ),
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,5,4-1,6,5",
            ),
            (
                "Extra characters after expression",
                "An expression was successfully parsed, but extra characters were found after it.",
                "1,3,2-1,4,3",
            ),
        ],
    );
}

#[test]
fn dollar_ending_a_quoted_string() {
    check_expr(
        "\"$",
        &[
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,2,1-1,3,2",
            ),
            (
                "Unterminated template string",
                "No closing marker was found for the string.",
                "1,2,1-1,3,2",
            ),
        ],
    );
}

#[test]
fn percent_ending_a_heredoc() {
    check_expr(
        "<<EOT\nab%",
        &[
            (
                "Invalid character",
                "This character is not used within the language.",
                "2,3,8-2,4,9",
            ),
            (
                "Unterminated template string",
                "No closing marker was found for the string.",
                "2,3,8-2,4,9",
            ),
        ],
    );
}

#[test]
fn newline_in_a_string_after_the_expression() {
    check_expr(
        "\"\"\"\n",
        &[
        ("Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.", "1,4,3-2,1,4"),
        ("Extra characters after expression", "An expression was successfully parsed, but extra characters were found after it.", "1,3,2-1,4,3"),
    ],
    );
}

#[test]
fn tilde_after_a_percent() {
    check_expr(
        "%~",
        &[
            (
                "Unsupported operator",
                "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?",
                "1,2,1-1,3,2",
            ),
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,1,0-1,2,1",
            ),
        ],
    );
}

#[test]
fn namespaced_name_without_call() {
    // The current reference (2.14.1 cannot parse `::`).
    check_expr(
        "a::b",
        &[(
            "Missing open parenthesis",
            "Function selector must be followed by an open parenthesis to begin the function call.",
            "1,5,4-1,5,4",
        )],
    );
}

#[test]
fn namespaced_name_reported_while_recovering() {
    // The current reference (2.14.1 cannot parse `::`).
    check_template(
        "${ {a=} }%{ if a::b }x%{ endif }",
        &[
        ("Invalid expression", "Expected the start of an expression, but found an invalid expression token.", "1,7,6-1,8,7"),
        ("Missing open parenthesis", "Function selector must be followed by an open parenthesis to begin the function call.", "1,21,20-1,22,21"),
        ("Unexpected end of template", "The if directive at t.hcl:1,10-33 is missing its corresponding endif directive.", "1,33,32-1,33,32"),
    ],
    );
}

#[test]
fn invalid_character_in_a_directive() {
    check_template(
        "%{$",
        &[
        ("Invalid character", "This character is not used within the language.", "1,3,2-1,4,3"),
        ("Invalid template directive", "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.", "1,3,2-1,4,3"),
    ],
    );
}

#[test]
fn single_quote_after_a_colon() {
    check_template(
        "${:'",
        &[
            (
                "Invalid character",
                "Single quotes are not valid. Use double quotes (\") to enclose strings.",
                "1,4,3-1,5,4",
            ),
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,3,2-1,4,3",
            ),
        ],
    );
}

#[test]
fn text_after_a_closed_sequence_is_not_expression() {
    check_template(
        "${[}$",
        &[(
            "Invalid expression",
            "Expected the start of an expression, but found an invalid expression token.",
            "1,4,3-1,5,4",
        )],
    );
}

#[test]
fn tilde_in_a_directive() {
    check_template(
        "%{ ~",
        &[
        ("Unsupported operator", "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?", "1,4,3-1,5,4"),
        ("Invalid template directive", "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.", "1,4,3-1,5,4"),
    ],
    );
}

#[test]
fn tilde_after_a_directive_keyword() {
    check_template(
        "%{i~",
        &[
            (
                "Unsupported operator",
                "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?",
                "1,4,3-1,5,4",
            ),
            (
                "Invalid template control keyword",
                "\"i\" is not a valid template control keyword. Did you mean \"if\"?",
                "1,3,2-1,4,3",
            ),
        ],
    );
}

#[test]
fn tilde_after_an_inner_brace() {
    check_template(
        "${s{~",
        &[
        ("Unsupported operator", "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?", "1,5,4-1,6,5"),
        ("Extra characters after interpolation expression", "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".", "1,4,3-1,5,4"),
    ],
    );
}

#[test]
fn directive_opener_in_a_directive() {
    check_template(
        "%{%{",
        &[
        ("Invalid template directive", "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.", "1,3,2-1,4,3"),
    ],
    );
}

#[test]
fn interpolation_opener_in_an_interpolation() {
    check_template(
        "${s${",
        &[
        ("Invalid character", "This character is not used within the language.", "1,4,3-1,5,4"),
        ("Extra characters after interpolation expression", "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".", "1,4,3-1,5,4"),
    ],
    );
}

#[test]
fn double_colon_after_for() {
    // The current reference (2.14.1 cannot parse `::`).
    check_template(
        "%{for::",
        &[(
            "Invalid 'for' directive",
            "For directive requires variable name after 'for'.",
            "1,6,5-1,8,7",
        )],
    );
}

#[test]
fn double_colon_after_if() {
    // The current reference (2.14.1 cannot parse `::`).
    check_template(
        "%{if::",
        &[
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,5,4-1,7,6",
            ),
            (
                "Unexpected end of template",
                "The if directive at t.hcl:1,1-7 is missing its corresponding endif directive.",
                "1,7,6-1,7,6",
            ),
        ],
    );
}
#[test]
fn stray_strip_close_ends_a_standalone_template() {
    check_template(
        "${s{~}}%{endif",
        &[
        ("Extra characters after interpolation expression", "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".", "1,4,3-1,5,4"),
    ],
    );
}

#[test]
fn stray_strip_close_in_a_directive_ends_a_standalone_template() {
    check_template(
        "%{{~}}%{endfor",
        &[
        ("Invalid template directive", "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.", "1,3,2-1,4,3"),
    ],
    );
}

#[test]
fn stray_strip_close_ends_a_heredoc_at_its_marker() {
    check(
        "a = <<EOT\n${s{~}}x\n%{endif}\nEOT\nb = 1 $\n",
        &[
        ("Invalid character", "This character is not used within the language.", "5,7,38-5,8,39"),
        ("Extra characters after interpolation expression", "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".", "2,4,13-2,5,14"),
    ],
    );
}

#[test]
fn stray_strip_close_ends_a_quoted_template_at_its_quote() {
    check(
        "a = \"${s{~}} %{endif} x\"\nb = 1 $\n",
        &[
        ("Invalid character", "This character is not used within the language.", "2,7,31-2,8,32"),
        ("Extra characters after interpolation expression", "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".", "1,9,8-1,10,9"),
    ],
    );
}

#[test]
fn a_string_opened_after_a_stray_strip_close_ends_a_quoted_template_at_its_own_quote() {
    check_expr(
        "\"%{if%{~}\"\"",
        &[
            (
                "Invalid expression",
                "Expected the start of an expression, but found an invalid expression token.",
                "1,6,5-1,7,6",
            ),
            (
                "Unexpected end of template",
                "The if directive at t.hcl:1,2-7 is missing its corresponding endif directive.",
                "1,11,10-1,12,11",
            ),
        ],
    );
}

#[test]
fn a_directive_whose_parenthesis_ate_its_closing_brace_ends_at_the_next_text_token() {
    let unbalanced = (
        "Unbalanced parentheses",
        "Expected a closing parenthesis to terminate the expression.",
        "1,7,6-1,8,7",
    );
    check_template(
        "%{if(1}f ",
        &[
            unbalanced,
            (
                "Unexpected end of template",
                "The if directive at t.hcl:1,1-10 is missing its corresponding endif directive.",
                "1,10,9-1,10,9",
            ),
        ],
    );
    // An escaped opener takes its strip marker into the same text token.
    check_template(
        "%{if(1}$${~",
        &[
            unbalanced,
            (
                "Unexpected end of template",
                "The if directive at t.hcl:1,1-12 is missing its corresponding endif directive.",
                "1,12,11-1,12,11",
            ),
        ],
    );
}

#[test]
fn columns_count_grapheme_clusters_token_by_token() {
    // A skin-tone modifier extends the character before it, but not across a token
    // boundary: after the quote it is a column of its own.
    check_expr(
        "\"\u{1F3FD}",
        &[(
            "Unterminated template string",
            "No closing marker was found for the string.",
            "1,3,5-1,3,5",
        )],
    );
    check_expr(
        "x = \"\u{1F44D}\u{1F3FD}\" + \u{1F3FD}\n",
        &[
            (
                "Invalid character",
                "This character is not used within the language.",
                "1,11,17-1,12,21",
            ),
            (
                "Extra characters after expression",
                "An expression was successfully parsed, but extra characters were found after it.",
                "1,3,2-1,4,3",
            ),
        ],
    );
}

// Found by `cargo xtask differential --category expressions --seed 1 --count 30000`
// (cases 25356 and 29309, shrunk): past the `}` that closes its sequence, an expression
// meets template text, as the reference's scanner reads it.

#[test]
fn an_expression_stops_at_the_brace_that_closes_its_sequence() {
    let invalid = (
        "Invalid template directive",
        "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.",
        "1,3,2-1,4,3",
    );
    check_template(
        "%{}%{if r[}%e",
        &[
            invalid,
            (
                "Unexpected end of template",
                "The if directive at t.hcl:1,4-13 is missing its corresponding endif directive.",
                "1,14,13-1,14,13",
            ),
        ],
    );
    check_template(
        "%{}%{if r[}\n%",
        &[
            invalid,
            (
                "Unexpected end of template",
                "The if directive at t.hcl:1,4-2,1 is missing its corresponding endif directive.",
                "2,2,13-2,2,13",
            ),
        ],
    );
}

#[test]
fn a_brace_opened_inside_a_sequence_keeps_it_open() {
    let invalid = (
        "Invalid expression",
        "Expected the start of an expression, but found an invalid expression token.",
        "2,12,17-2,13,18",
    );
    check_expr(
        "<<END\n%{for m in[%{]}\nEND\n",
        &[
            invalid,
            (
                "Unexpected end of template",
                "The for directive at t.hcl:2,1-16 is missing its corresponding endfor directive.",
                "4,1,26-4,1,26",
            ),
        ],
    );
    check_expr(
        "<<END\n%{for m in[%{]r}\nEND\n",
        &[
            invalid,
            (
                "Unexpected end of template",
                "The for directive at t.hcl:2,1-16 is missing its corresponding endfor directive.",
                "4,1,27-4,1,27",
            ),
        ],
    );
    // A `~}` still ends the directive, but leaves the reference's scanner inside it.
    check_expr(
        "<<END\n%{for m in[%{]~}\nEND\n",
        &[
            invalid,
            (
                "Unexpected end of template",
                "The for directive at t.hcl:2,1-17 is missing its corresponding endfor directive.",
                "4,1,27-4,1,27",
            ),
        ],
    );
}
