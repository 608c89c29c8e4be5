//! Every kind of invalid input gets the reference's diagnostics (summary, detail,
//! subject and context ranges) and the reference's tree of what could be read.

mod common;

use common::{check, Case};

#[test]
fn a_trailing_comma_is_reported_at_the_comma() {
    check(TRAILING_COMMAS);
}

#[test]
fn comments_are_an_invalid_start_of_value() {
    check(COMMENTS);
}

#[test]
fn single_quoted_strings_are_an_invalid_start_of_value() {
    check(SINGLE_QUOTES);
}

#[test]
fn an_unterminated_string_is_reported_just_past_its_end() {
    check(UNTERMINATED_STRINGS);
}

#[test]
fn a_bad_escape_is_reported_one_byte_past_the_faulty_character() {
    check(BAD_ESCAPES);
}

#[test]
fn numbers_outside_the_json_grammar_or_exponent_range_are_invalid() {
    check(NUMBERS);
}

#[test]
fn javascript_names_and_misspelt_keywords_are_invalid_with_suggestions() {
    check(KEYWORDS);
}

#[test]
fn a_byte_order_mark_is_an_invalid_start_of_value() {
    check(BYTE_ORDER_MARK);
}

#[test]
fn invalid_utf8_is_an_invalid_start_outside_strings_and_replaced_inside() {
    check(INVALID_UTF8);
}

#[test]
fn data_after_a_good_value_is_extraneous() {
    check(TRAILING_GARBAGE);
}

#[test]
fn a_property_without_a_colon_is_reported_with_its_likely_cause() {
    check(MISSING_COLON);
}

#[test]
fn a_missing_value_is_reported_where_it_should_start() {
    check(MISSING_VALUES);
}

#[test]
fn a_missing_comma_is_reported_after_skipping_ahead() {
    check(MISSING_COMMAS);
}

#[test]
fn mismatched_closing_brackets_are_reported() {
    check(MISMATCHED_BRACKETS);
}

#[test]
fn unclosed_objects_and_arrays_are_reported_at_their_opening() {
    check(UNCLOSED);
}

#[test]
fn a_property_name_must_be_a_string() {
    check(PROPERTY_NAMES);
}

#[test]
fn a_colon_in_an_array_is_an_invalid_array_value() {
    check(ARRAY_COLONS);
}

#[test]
fn a_scalar_root_is_not_a_configuration() {
    check(SCALAR_ROOTS);
}

#[test]
fn a_prepended_mark_joins_the_quote_or_backslash_after_it() {
    check(GRAPHEME_QUIRKS);
}

// The expected outputs below were recorded from the reference (hashicorp/hcl v2.14.1 with
// go-cty v1.12.1, Go 1.19) by a throwaway Go program that ran `json.Parse` (diagnostics)
// and `json.ParseExpression` (tree, read from the unexported nodes by reflection) over
// each input and printed them in the format of `common`. They are pasted verbatim.

/// A comma before a closing bracket.
const TRAILING_COMMAS: &[Case] = &[
    Case {
        input: b"{\"a\": 1,}",
        diagnostics: "error|Trailing comma in object|JSON does not permit a trailing comma after the final property in an object.|1:8:7-1:9:8|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1, 2,]",
        diagnostics: "error|Trailing comma in array|JSON does not permit a trailing comma after the final value in an array.|1:6:5-1:7:6|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": [1,], \"b\": 2}",
        diagnostics: "error|Trailing comma in array|JSON does not permit a trailing comma after the final value in an array.|1:9:8-1:10:9|-\nerror|Mismatched braces|A JSON object must be closed with a brace, not a bracket.|1:11:10-1:12:11|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[{\"a\": 1,}, 2]",
        diagnostics: "error|Trailing comma in object|JSON does not permit a trailing comma after the final property in an object.|1:9:8-1:10:9|-\nerror|Mismatched brackets|A JSON array must be closed with a bracket, not a brace.|1:15:14-1:15:14|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": 1,\n}",
        diagnostics: "error|Trailing comma in object|JSON does not permit a trailing comma after the final property in an object.|1:8:7-1:9:8|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[,]",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:2:1-1:3:2|-\nerror|Trailing comma in array|JSON does not permit a trailing comma after the final value in an array.|1:2:1-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{,}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:2:1-1:3:2|-\nerror|Invalid object property name|A JSON object property name must be a string|1:2:1-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// Comments are not JSON.
const COMMENTS: &[Case] = &[
    Case {
        input: b"// comment\n{}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"/* c */ {}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": 1 // c\n}",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each property definition in an object.|1:10:9-1:10:9|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": 1, /* c */ \"b\": 2}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:10:9-1:11:10|-\nerror|Invalid object property name|A JSON object property name must be a string|1:10:9-1:11:10|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"# c\n{}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1, // c\n2]",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:5:4-1:6:5|-\nerror|Missing attribute seperator comma|A comma must appear between each value in an array.|1:6:5-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// Strings in single quotes.
const SINGLE_QUOTES: &[Case] = &[
    Case {
        input: b"{'a': 1}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:2:1-1:3:2|-\nerror|Invalid object property name|A JSON object property name must be a string|1:2:1-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": 'b'}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:7:6-1:8:7|-\nerror|Missing attribute seperator comma|A comma must appear between each property definition in an object.|1:8:7-1:8:7|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"['a']",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:2:1-1:3:2|-\nerror|Missing attribute seperator comma|A comma must appear between each value in an array.|1:3:2-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// A string that ends before its closing quote.
const UNTERMINATED_STRINGS: &[Case] = &[
    Case {
        input: b"{\"a\": \"abc",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:11:10-1:12:11|1:7:6-1:11:10\nerror|Unclosed object|No closing brace was found for this JSON object.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": \"abc\n\"}",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:11:10-1:12:11|1:7:6-1:11:10\nerror|Missing attribute seperator comma|A comma must appear between each property definition in an object.|2:3:13-2:3:13|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": \"abc\r\n}",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:11:10-1:12:11|1:7:6-1:11:10\n",
        tree: "object 1:1:0-2:2:13 open=1:1:0-1:2:1 close=2:1:12-2:2:13\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:11:10\n",
    },
    Case {
        input: b"\"",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:2:1-1:3:2|1:1:0-1:2:1\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[\"a\x01b\"]",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:4:3-1:5:4|1:2:1-1:4:3\nerror|Missing attribute seperator comma|A comma must appear between each value in an array.|1:5:4-1:5:4|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": \"x\ty\"}",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:9:8-1:10:9|1:7:6-1:9:8\nerror|Missing attribute seperator comma|A comma must appear between each property definition in an object.|1:14:12-1:14:12|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"abc\n: 1}",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:6:5-1:7:6|1:2:1-1:6:5\nerror|Invalid object property name|A JSON object property name must be a string|1:2:1-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"\"\\",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:3:2-1:4:3|1:1:0-1:3:2\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:3:2|-\n",
        tree: "invalid 1:1:0-1:3:2\n",
    },
];

/// Escapes JSON does not have.
const BAD_ESCAPES: &[Case] = &[
    Case {
        input: b"{\"a\": \"\\x\"}",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:10:9-1:11:10|1:7:6-1:11:10\n",
        tree: "object 1:1:0-1:12:11 open=1:1:0-1:2:1 close=1:11:10-1:12:11\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:11:10\n",
    },
    Case {
        input: b"{\"a\": \"a\\qb\", \"b\": 1}",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:11:10-1:12:11|1:7:6-1:13:12\n",
        tree: "object 1:1:0-1:22:21 open=1:1:0-1:2:1 close=1:21:20-1:22:21\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:13:12\n  prop \"b\" 1:15:14-1:18:17\n    number 1 prec=512 1:20:19-1:21:20\n",
    },
    Case {
        input: b"[\"\\u12g4\"]",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:8:7-1:9:8|1:2:1-1:10:9\n",
        tree: "array 1:1:0-1:11:10 open=1:1:0-1:2:1\n  invalid 1:2:1-1:10:9\n",
    },
    Case {
        input: b"[\"\\u12\"]",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:8:7-1:9:8|1:2:1-1:8:7\n",
        tree: "array 1:1:0-1:9:8 open=1:1:0-1:2:1\n  invalid 1:2:1-1:8:7\n",
    },
    Case {
        input: b"[\"\\U0041\"]",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:5:4-1:6:5|1:2:1-1:10:9\n",
        tree: "array 1:1:0-1:11:10 open=1:1:0-1:2:1\n  invalid 1:2:1-1:10:9\n",
    },
    Case {
        input: b"[\"\\'\"]",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:5:4-1:6:5|1:2:1-1:6:5\n",
        tree: "array 1:1:0-1:7:6 open=1:1:0-1:2:1\n  invalid 1:2:1-1:6:5\n",
    },
    Case {
        input: b"{\"\\a\": 1}",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:5:4-1:6:5|1:2:1-1:6:5\nerror|Invalid object property name|A JSON object property name must be a string|1:2:1-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// Numbers outside the JSON grammar, and one the reference cannot represent.
const NUMBERS: &[Case] = &[
    Case {
        input: b"{\"a\": 01}",
        diagnostics: "error|Invalid JSON number|There is a syntax error in the given JSON number.|1:7:6-1:9:8|-\n",
        tree: "object 1:1:0-1:10:9 open=1:1:0-1:2:1 close=1:9:8-1:10:9\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:9:8\n",
    },
    Case {
        input: b"[-01, 00, 0.5]",
        diagnostics: "error|Invalid JSON number|There is a syntax error in the given JSON number.|1:2:1-1:5:4|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:7:6-1:9:8|-\n",
        tree: "array 1:1:0-1:15:14 open=1:1:0-1:2:1\n  invalid 1:2:1-1:5:4\n  invalid 1:7:6-1:9:8\n  number 0.5 prec=512 1:11:10-1:14:13\n",
    },
    Case {
        input: b"[1., .5, +1, -, 1-2, 1.5.5, 1ee5, --1, 1e, 1E+]",
        diagnostics: "error|Invalid JSON number|There is a syntax error in the given JSON number.|1:2:1-1:4:3|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:6:5-1:8:7|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:10:9-1:12:11|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:14:13-1:15:14|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:17:16-1:20:19|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:22:21-1:27:26|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:29:28-1:33:32|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:35:34-1:38:37|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:40:39-1:42:41|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:44:43-1:47:46|-\n",
        tree: "array 1:1:0-1:48:47 open=1:1:0-1:2:1\n  invalid 1:2:1-1:4:3\n  invalid 1:6:5-1:8:7\n  invalid 1:10:9-1:12:11\n  invalid 1:14:13-1:15:14\n  invalid 1:17:16-1:20:19\n  invalid 1:22:21-1:27:26\n  invalid 1:29:28-1:33:32\n  invalid 1:35:34-1:38:37\n  invalid 1:40:39-1:42:41\n  invalid 1:44:43-1:47:46\n",
    },
    Case {
        input: b"[0x1F]",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each value in an array.|1:7:6-1:7:6|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1e1000000000000, 1e2147483648, 1e-2147483649]",
        diagnostics: "error|Invalid JSON number|There is a syntax error in the given JSON number.|1:2:1-1:17:16|-\nerror|Invalid JSON number|There is a syntax error in the given JSON number.|1:19:18-1:31:30|-\n",
        tree: "array 1:1:0-1:47:46 open=1:1:0-1:2:1\n  invalid 1:2:1-1:17:16\n  invalid 1:19:18-1:31:30\n  number 0 prec=512 1:33:32-1:46:45\n",
    },
    Case {
        input: b"[-Infinity]",
        diagnostics: "error|Invalid JSON number|There is a syntax error in the given JSON number.|1:2:1-1:3:2|-\nerror|Missing attribute seperator comma|A comma must appear between each value in an array.|1:12:11-1:12:11|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1_000]",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each value in an array.|1:4:3-1:4:3|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// JavaScript names and misspelled keywords.
const KEYWORDS: &[Case] = &[
    Case {
        input: b"{\"a\": NaN}",
        diagnostics: "error|Invalid JSON keyword|The JavaScript identifier \"NaN\" cannot be used in JSON.|1:7:6-1:10:9|-\n",
        tree: "object 1:1:0-1:11:10 open=1:1:0-1:2:1 close=1:10:9-1:11:10\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:10:9\n",
    },
    Case {
        input: b"[Infinity, undefined]",
        diagnostics: "error|Invalid JSON keyword|The JavaScript identifier \"Infinity\" cannot be used in JSON.|1:2:1-1:10:9|-\nerror|Invalid JSON keyword|The JavaScript identifier \"undefined\" cannot be used in JSON.|1:12:11-1:21:20|-\n",
        tree: "array 1:1:0-1:22:21 open=1:1:0-1:2:1\n  invalid 1:2:1-1:10:9\n  invalid 1:12:11-1:21:20\n",
    },
    Case {
        input: b"[True, FALSE, Null, nul, tru, fals, truee]",
        diagnostics: "error|Invalid JSON keyword|\"True\" is not a valid JSON keyword. Did you mean \"true\"?|1:2:1-1:6:5|-\nerror|Invalid JSON keyword|\"FALSE\" is not a valid JSON keyword.|1:8:7-1:13:12|-\nerror|Invalid JSON keyword|\"Null\" is not a valid JSON keyword. Did you mean \"null\"?|1:15:14-1:19:18|-\nerror|Invalid JSON keyword|\"nul\" is not a valid JSON keyword. Did you mean \"null\"?|1:21:20-1:24:23|-\nerror|Invalid JSON keyword|\"tru\" is not a valid JSON keyword. Did you mean \"true\"?|1:26:25-1:29:28|-\nerror|Invalid JSON keyword|\"fals\" is not a valid JSON keyword. Did you mean \"false\"?|1:31:30-1:35:34|-\nerror|Invalid JSON keyword|\"truee\" is not a valid JSON keyword. Did you mean \"true\"?|1:37:36-1:42:41|-\n",
        tree: "array 1:1:0-1:43:42 open=1:1:0-1:2:1\n  invalid 1:2:1-1:6:5\n  invalid 1:8:7-1:13:12\n  invalid 1:15:14-1:19:18\n  invalid 1:21:20-1:24:23\n  invalid 1:26:25-1:29:28\n  invalid 1:31:30-1:35:34\n  invalid 1:37:36-1:42:41\n",
    },
    Case {
        input: b"[yes, no, none, nil]",
        diagnostics: "error|Invalid JSON keyword|\"yes\" is not a valid JSON keyword.|1:2:1-1:5:4|-\nerror|Invalid JSON keyword|\"no\" is not a valid JSON keyword.|1:7:6-1:9:8|-\nerror|Invalid JSON keyword|\"none\" is not a valid JSON keyword.|1:11:10-1:15:14|-\nerror|Invalid JSON keyword|\"nil\" is not a valid JSON keyword. Did you mean \"null\"?|1:17:16-1:20:19|-\n",
        tree: "array 1:1:0-1:21:20 open=1:1:0-1:2:1\n  invalid 1:2:1-1:5:4\n  invalid 1:7:6-1:9:8\n  invalid 1:11:10-1:15:14\n  invalid 1:17:16-1:20:19\n",
    },
    Case {
        input: b"{\"a\": x_y}",
        diagnostics: "error|Invalid JSON keyword|\"x_y\" is not a valid JSON keyword.|1:7:6-1:10:9|-\n",
        tree: "object 1:1:0-1:11:10 open=1:1:0-1:2:1 close=1:10:9-1:11:10\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:10:9\n",
    },
    Case {
        input: b"[e5]",
        diagnostics: "error|Invalid JSON keyword|\"e\" is not a valid JSON keyword.|1:2:1-1:3:2|-\nerror|Missing attribute seperator comma|A comma must appear between each value in an array.|1:5:4-1:5:4|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// A byte-order mark is an invalid start, as any non-ASCII byte outside strings.
const BYTE_ORDER_MARK: &[Case] = &[
    Case {
        input: b"\xef\xbb\xbf{}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"\xef\xbb\xbf{\"a\": 1}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{}\xef\xbb\xbf",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|1:3:2-1:4:3|-\n",
        tree: "object 1:1:0-1:3:2 open=1:1:0-1:2:1 close=1:2:1-1:3:2\n",
    },
    Case {
        input: b"{\"a\": \xef\xbb\xbf1}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:7:6-1:8:7|-\nerror|Missing attribute seperator comma|A comma must appear between each property definition in an object.|1:8:7-1:8:7|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// Invalid UTF-8: outside strings an invalid start; inside strings decoded per byte.
const INVALID_UTF8: &[Case] = &[
    Case {
        input: b"\xff",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{} \xff",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|1:4:3-1:5:4|-\n",
        tree: "object 1:1:0-1:3:2 open=1:1:0-1:2:1 close=1:2:1-1:3:2\n",
    },
    Case {
        input: b"{\"a\": \xff}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:7:6-1:8:7|-\nerror|Missing attribute seperator comma|A comma must appear between each property definition in an object.|1:8:7-1:8:7|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\xffb\": \"c\xe2\x82d\", \"e\": 1}",
        diagnostics: "",
        tree: "object 1:1:0-1:24:23 open=1:1:0-1:2:1 close=1:23:22-1:24:23\n  prop \"a\\ufffdb\" 1:2:1-1:7:6\n    string \"c\\ufffd\\ufffdd\" 1:9:8-1:15:14\n  prop \"e\" 1:17:16-1:20:19\n    number 1 prec=512 1:22:21-1:23:22\n",
    },
    Case {
        input: b"[\"\xc0\x80\", \"\xed\xa0\x80\", \"\xf4\x90\x80\x80\", 1]",
        diagnostics: "",
        tree: "array 1:1:0-1:19:24 open=1:1:0-1:2:1\n  string \"\\ufffd\\ufffd\" 1:2:1-1:5:5\n  string \"\\ufffd\\ufffd\\ufffd\" 1:7:7-1:10:12\n  string \"\\ufffd\\ufffd\\ufffd\\ufffd\" 1:12:14-1:15:20\n  number 1 prec=512 1:17:22-1:18:23\n",
    },
    Case {
        input: b"{\"caf\xe9\": \"na\xefve\", \"x\": 1}",
        diagnostics: "",
        tree: "object 1:1:0-1:26:25 open=1:1:0-1:2:1 close=1:25:24-1:26:25\n  prop \"caf\\ufffd\" 1:2:1-1:8:7\n    string \"na\\ufffdve\" 1:10:9-1:17:16\n  prop \"x\" 1:19:18-1:22:21\n    number 1 prec=512 1:24:23-1:25:24\n",
    },
    Case {
        input: b"[\"\xe2\x82\"]",
        diagnostics: "",
        tree: "array 1:1:0-1:7:6 open=1:1:0-1:2:1\n  string \"\\ufffd\\ufffd\" 1:2:1-1:6:5\n",
    },
];

/// Anything after the value.
const TRAILING_GARBAGE: &[Case] = &[
    Case {
        input: b"{} x",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|1:4:3-1:5:4|-\n",
        tree: "object 1:1:0-1:3:2 open=1:1:0-1:2:1 close=1:2:1-1:3:2\n",
    },
    Case {
        input: b"{} {}",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|1:4:3-1:5:4|-\n",
        tree: "object 1:1:0-1:3:2 open=1:1:0-1:2:1 close=1:2:1-1:3:2\n",
    },
    Case {
        input: b"[] ,",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|1:4:3-1:5:4|-\n",
        tree: "array 1:1:0-1:3:2 open=1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": 1}}",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|1:9:8-1:10:9|-\n",
        tree: "object 1:1:0-1:9:8 open=1:1:0-1:2:1 close=1:8:7-1:9:8\n  prop \"a\" 1:2:1-1:5:4\n    number 1 prec=512 1:7:6-1:8:7\n",
    },
    Case {
        input: b"[1]]",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|1:4:3-1:5:4|-\n",
        tree: "array 1:1:0-1:4:3 open=1:1:0-1:2:1\n  number 1 prec=512 1:2:1-1:3:2\n",
    },
    Case {
        input: b"{}\n\n  \"x\"",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|3:3:6-3:6:9|-\n",
        tree: "object 1:1:0-1:3:2 open=1:1:0-1:2:1 close=1:2:1-1:3:2\n",
    },
    Case {
        input: b"{} =",
        diagnostics: "error|Extraneous data after value|Extra characters appear after the JSON value.|1:4:3-1:5:4|-\n",
        tree: "object 1:1:0-1:3:2 open=1:1:0-1:2:1 close=1:2:1-1:3:2\n",
    },
    Case {
        input: b"{\"a\": x} {}",
        diagnostics: "error|Invalid JSON keyword|\"x\" is not a valid JSON keyword.|1:7:6-1:8:7|-\n",
        tree: "object 1:1:0-1:9:8 open=1:1:0-1:2:1 close=1:8:7-1:9:8\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:8:7\n",
    },
];

/// A property without its colon.
const MISSING_COLON: &[Case] = &[
    Case {
        input: b"{\"a\" 1}",
        diagnostics: "error|Missing property value colon|A colon must appear between an object property's name and its value.|1:6:5-1:7:6|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\" = 1}",
        diagnostics: "error|Missing property value colon|JSON uses a colon as its name/value delimiter, not an equals sign.|1:6:5-1:7:6|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\"}",
        diagnostics: "error|Missing object value|A JSON object attribute must have a value, introduced by a colon.|1:5:4-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\", \"b\": 1}",
        diagnostics: "error|Missing object value|A JSON object attribute must have a value, introduced by a colon.|1:5:4-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\" {\"b\": 1}}",
        diagnostics: "error|Missing property value colon|A colon must appear between an object property's name and its value.|1:6:5-1:7:6|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\" {\"b\": {\"c\": 1}}}",
        diagnostics: "error|Missing property value colon|A colon must appear between an object property's name and its value.|1:6:5-1:7:6|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\" x {\"b\": 1} } }",
        diagnostics: "error|Missing property value colon|A colon must appear between an object property's name and its value.|1:6:5-1:7:6|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\":1, \"b\" = {\"c\": 1}, \"d\": 2}",
        diagnostics: "error|Missing property value colon|JSON uses a colon as its name/value delimiter, not an equals sign.|1:13:12-1:14:13|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// A value missing where one must be.
const MISSING_VALUES: &[Case] = &[
    Case {
        input: b"",
        diagnostics: "error|Missing value|The JSON data ends prematurely.|1:1:0-1:1:0|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:1:0|-\n",
        tree: "invalid 1:1:0-1:1:0\n",
    },
    Case {
        input: b"   ",
        diagnostics: "error|Missing value|The JSON data ends prematurely.|1:4:3-1:4:3|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:4:3-1:4:3|-\n",
        tree: "invalid 1:4:3-1:4:3\n",
    },
    Case {
        input: b"\n\t",
        diagnostics: "error|Missing value|The JSON data ends prematurely.|2:3:2-2:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|2:3:2-2:3:2|-\n",
        tree: "invalid 2:3:2-2:3:2\n",
    },
    Case {
        input: b"{\"a\": }",
        diagnostics: "error|Missing JSON value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:7:6-1:8:7|-\n",
        tree: "object 1:1:0-1:8:7 open=1:1:0-1:2:1 close=1:7:6-1:8:7\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:8:7\n",
    },
    Case {
        input: b"{\"a\": ]}",
        diagnostics: "error|Missing array element value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:7:6-1:8:7|-\nerror|Mismatched braces|A JSON object must be closed with a brace, not a bracket.|1:8:7-1:9:8|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": ",
        diagnostics: "error|Missing value|The JSON data ends prematurely.|1:7:6-1:7:6|-\nerror|Unclosed object|No closing brace was found for this JSON object.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1, }",
        diagnostics: "error|Missing JSON value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:5:4-1:6:5|-\nerror|Mismatched brackets|A JSON array must be closed with a bracket, not a brace.|1:6:5-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[",
        diagnostics: "error|Missing value|The JSON data ends prematurely.|1:2:1-1:2:1|-\nerror|Unclosed object|No closing bracket was found for this JSON array.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1,",
        diagnostics: "error|Missing value|The JSON data ends prematurely.|1:4:3-1:4:3|-\nerror|Unclosed object|No closing bracket was found for this JSON array.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b",",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b":",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"}",
        diagnostics: "error|Missing JSON value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"]",
        diagnostics: "error|Missing array element value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"=",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": ,}",
        diagnostics: "error|Invalid start of value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:7:6-1:8:7|-\nerror|Trailing comma in object|JSON does not permit a trailing comma after the final property in an object.|1:7:6-1:8:7|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// Values or properties not separated by commas.
const MISSING_COMMAS: &[Case] = &[
    Case {
        input: b"{\"a\": 1 \"b\": 2}",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each property definition in an object.|1:16:15-1:16:15|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1 2]",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each value in an array.|1:6:5-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1, [2 3], 4]",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each value in an array.|1:10:9-1:11:10|-\n",
        tree: "array 1:1:0-1:14:13 open=1:1:0-1:2:1\n  number 1 prec=512 1:2:1-1:3:2\n  invalid 1:5:4-1:6:5\n  number 4 prec=512 1:12:11-1:13:12\n",
    },
    Case {
        input: b"{\"a\": {\"b\": 1} \"c\": 2}",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each property definition in an object.|1:23:22-1:23:22|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1 {\"a\": [2]}] ]",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each value in an array.|1:13:12-1:14:13|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[{\"a\": 1} {\"b\": 2}]",
        diagnostics: "error|Missing attribute seperator comma|A comma must appear between each value in an array.|1:20:19-1:20:19|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// An object closed with a bracket, an array with a brace.
const MISMATCHED_BRACKETS: &[Case] = &[
    Case {
        input: b"{\"a\": 1]",
        diagnostics: "error|Mismatched braces|A JSON object must be closed with a brace, not a bracket.|1:9:8-1:9:8|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": 1] x",
        diagnostics: "error|Mismatched braces|A JSON object must be closed with a brace, not a bracket.|1:10:9-1:11:10|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1}",
        diagnostics: "error|Mismatched brackets|A JSON array must be closed with a bracket, not a brace.|1:4:3-1:4:3|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1} 2 ]",
        diagnostics: "error|Mismatched brackets|A JSON array must be closed with a bracket, not a brace.|1:8:7-1:8:7|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[{\"a\": 1]]",
        diagnostics: "error|Mismatched braces|A JSON object must be closed with a brace, not a bracket.|1:10:9-1:11:10|-\n",
        tree: "array 1:1:0-1:11:10 open=1:1:0-1:2:1\n  invalid 1:2:1-1:3:2\n",
    },
    Case {
        input: b"{\"a\": [1}}",
        diagnostics: "error|Mismatched brackets|A JSON array must be closed with a bracket, not a brace.|1:11:10-1:11:10|-\nerror|Unclosed object|No closing brace was found for this JSON object.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[[[1]]",
        diagnostics: "error|Unclosed object|No closing bracket was found for this JSON array.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": {\"b\": 1]}}",
        diagnostics: "error|Mismatched braces|A JSON object must be closed with a brace, not a bracket.|1:15:14-1:16:15|-\n",
        tree: "object 1:1:0-1:16:15 open=1:1:0-1:2:1 close=1:15:14-1:16:15\n  prop \"a\" 1:2:1-1:5:4\n    invalid 1:7:6-1:8:7\n",
    },
];

/// Input that ends inside an object or array.
const UNCLOSED: &[Case] = &[
    Case {
        input: b"{\"a\": 1",
        diagnostics: "error|Unclosed object|No closing brace was found for this JSON object.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1",
        diagnostics: "error|Unclosed object|No closing bracket was found for this JSON array.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[[1]",
        diagnostics: "error|Unclosed object|No closing bracket was found for this JSON array.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": {\"b\": 1}",
        diagnostics: "error|Unclosed object|No closing brace was found for this JSON object.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": [1, 2]",
        diagnostics: "error|Unclosed object|No closing brace was found for this JSON object.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[{\"a\": 1}",
        diagnostics: "error|Unclosed object|No closing bracket was found for this JSON array.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// Property names that are not strings.
const PROPERTY_NAMES: &[Case] = &[
    Case {
        input: b"{1: 2}",
        diagnostics: "error|Invalid object property name|A JSON object property name must be a string|1:2:1-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{{}: 2}",
        diagnostics: "error|Invalid object property name|A JSON object property name must be a string|1:2:1-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{[]: 2}",
        diagnostics: "error|Invalid object property name|A JSON object property name must be a string|1:2:1-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{true: 1}",
        diagnostics: "error|Invalid object property name|A JSON object property name must be a string|1:2:1-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{null: 1}",
        diagnostics: "error|Invalid object property name|A JSON object property name must be a string|1:2:1-1:6:5|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{a: 1}",
        diagnostics: "error|Invalid JSON keyword|\"a\" is not a valid JSON keyword.|1:2:1-1:3:2|-\nerror|Invalid object property name|A JSON object property name must be a string|1:2:1-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{]",
        diagnostics: "error|Missing array element value|A JSON value must start with a brace, a bracket, a number, a string, or a keyword.|1:2:1-1:3:2|-\nerror|Invalid object property name|A JSON object property name must be a string|1:2:1-1:3:2|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"{\"a\": 1, 2: 3}",
        diagnostics: "error|Invalid object property name|A JSON object property name must be a string|1:10:9-1:11:10|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// A colon inside an array.
const ARRAY_COLONS: &[Case] = &[
    Case {
        input: b"[1: 2]",
        diagnostics: "error|Invalid array value|A colon is not used to introduce values in a JSON array.|1:7:6-1:7:6|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[\"a\": \"b\"]",
        diagnostics: "error|Invalid array value|A colon is not used to introduce values in a JSON array.|1:11:10-1:11:10|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[1, 2: [3]]",
        diagnostics: "error|Invalid array value|A colon is not used to introduce values in a JSON array.|1:11:10-1:12:11|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
];

/// The root of a configuration must be an object or an array.
const SCALAR_ROOTS: &[Case] = &[
    Case {
        input: b"1",
        diagnostics: "error|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "number 1 prec=512 1:1:0-1:2:1\n",
    },
    Case {
        input: b"\"a\"",
        diagnostics: "error|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:4:3|-\n",
        tree: "string \"a\" 1:1:0-1:4:3\n",
    },
    Case {
        input: b"true",
        diagnostics: "error|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:5:4|-\n",
        tree: "bool true 1:1:0-1:5:4\n",
    },
    Case {
        input: b"null",
        diagnostics: "error|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:5:4|-\n",
        tree: "null 1:1:0-1:5:4\n",
    },
    Case {
        input: b"-1.5",
        diagnostics: "error|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:5:4|-\n",
        tree: "number -1.5 prec=512 1:1:0-1:5:4\n",
    },
    Case {
        input: b"\"unterminated",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:14:13-1:15:14|1:1:0-1:14:13\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:14:13|-\n",
        tree: "invalid 1:1:0-1:14:13\n",
    },
    Case {
        input: b"NaN",
        diagnostics: "error|Invalid JSON keyword|The JavaScript identifier \"NaN\" cannot be used in JSON.|1:1:0-1:4:3|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:4:3|-\n",
        tree: "invalid 1:1:0-1:4:3\n",
    },
];

/// A prepended mark joins the quote or backslash after it, as the reference segments.
const GRAPHEME_QUIRKS: &[Case] = &[
    Case {
        input: b"{\"\xd8\x80\": 1}",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:7:6-1:8:7|1:2:1-1:8:9\nerror|Invalid object property name|A JSON object property name must be a string|1:2:1-1:8:9|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[\"\xd8\x80\\\"]",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:7:6-1:8:7|1:2:1-1:5:6\n",
        tree: "array 1:1:0-1:6:7 open=1:1:0-1:2:1\n  invalid 1:2:1-1:5:6\n",
    },
    Case {
        input: b"[\"\xd8\x80\\n\"]",
        diagnostics: "",
        tree: "array 1:1:0-1:7:8 open=1:1:0-1:2:1\n  string \"\\u0600\\n\" 1:2:1-1:6:7\n",
    },
    Case {
        input: b"[\"\xd8\x80\" ]",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:8:7-1:9:8|1:2:1-1:6:7\nerror|Unclosed object|No closing bracket was found for this JSON array.|1:1:0-1:2:1|-\nerror|Root value must be object|The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.|1:1:0-1:2:1|-\n",
        tree: "invalid 1:1:0-1:2:1\n",
    },
    Case {
        input: b"[\"\xd8\x80\" \n]",
        diagnostics: "",
        tree: "array 1:1:0-2:2:8 open=1:1:0-1:2:1\n  string \"\\u0600\" 1:2:1-1:5:6\n",
    },
    Case {
        input: b"[\"a\\\xcc\x81\"]",
        diagnostics: "error|Invalid JSON string|There is a syntax error in the given JSON string.|1:6:5-1:7:6|1:2:1-1:7:7\n",
        tree: "array 1:1:0-1:8:8 open=1:1:0-1:2:1\n  invalid 1:2:1-1:7:7\n",
    },
];
