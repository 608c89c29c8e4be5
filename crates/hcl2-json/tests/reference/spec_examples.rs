//! The examples of the JSON syntax specification (`json-syntax.md`), each checked
//! against the reference's output for it.

use crate::render::*;

/// Attributes: `{"foo": "bar baz"}` defines the attribute "foo".
#[test]
fn an_attribute_is_the_property_its_schema_names() {
    check_body(
        &[("spec.json", "{\n  \"foo\": \"bar baz\"\n}")],
        vec![content(&[("foo", true)], &[]).eval(&["nil", "full"])],
        &[
            "CONTENT",
            "  ATTR \"foo\" range=spec.json:4-20(2:3-2:19) name=spec.json:4-9(2:3-2:8) expr=spec.json:11-20(2:10-2:19) start=spec.json:11-20(2:10-2:19)",
            "    VALUE nil \"bar baz\" : string",
            "    VALUE full \"bar baz\" : string",
            "  MISSING spec.json:21-22(3:1-3:2)",
        ],
    );
}

/// Blocks: a block type without labels given as one object (one block), an array of two objects (two blocks) and an empty array (none).
#[test]
fn a_block_without_labels_is_an_object_an_array_of_objects_or_none() {
    check_body(
        &[("spec.json", "{\n  \"foo\": {\n    \"child_attr\": \"baz\"\n  }\n}")],
        vec![content(&[], &[("foo", &[])]).nested(vec![content(&[("child_attr", true)], &[]).eval(&["nil"])])],
        &[
            "CONTENT",
            "  BLOCK foo [] def=spec.json:11-12(2:10-2:11) type=spec.json:4-9(2:3-2:8) labels=[] missing=spec.json:39-40(4:3-4:4)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:17-36(3:5-3:24) name=spec.json:17-29(3:5-3:17) expr=spec.json:31-36(3:19-3:24) start=spec.json:31-36(3:19-3:24)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:39-40(4:3-4:4)",
            "  MISSING spec.json:41-42(5:1-5:2)",
        ],
    );
    check_body(
        &[("spec.json", "{\n  \"foo\": [\n    {\n      \"child_attr\": \"baz\"\n    },\n    {\n      \"child_attr\": \"boz\"\n    }\n  ]\n}")],
        vec![content(&[], &[("foo", &[])]).nested(vec![content(&[("child_attr", true)], &[]).eval(&["nil"])])],
        &[
            "CONTENT",
            "  BLOCK foo [] def=spec.json:11-12(2:10-2:11) type=spec.json:4-9(2:3-2:8) labels=[] missing=spec.json:49-50(5:5-5:6)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:25-44(4:7-4:26) name=spec.json:25-37(4:7-4:19) expr=spec.json:39-44(4:21-4:26) start=spec.json:39-44(4:21-4:26)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:49-50(5:5-5:6)",
            "  BLOCK foo [] def=spec.json:11-12(2:10-2:11) type=spec.json:4-9(2:3-2:8) labels=[] missing=spec.json:88-89(8:5-8:6)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:64-83(7:7-7:26) name=spec.json:64-76(7:7-7:19) expr=spec.json:78-83(7:21-7:26) start=spec.json:78-83(7:21-7:26)",
            "        VALUE nil \"boz\" : string",
            "      MISSING spec.json:88-89(8:5-8:6)",
            "  MISSING spec.json:94-95(10:1-10:2)",
        ],
    );
    check_body(
        &[("spec.json", "{\n  \"foo\": []\n}")],
        vec![content(&[], &[("foo", &[])])
            .nested(vec![content(&[("child_attr", true)], &[]).eval(&["nil"])])],
        &["CONTENT", "  MISSING spec.json:14-15(3:1-3:2)"],
    );
}

/// Blocks: the four examples of a block type with two labels, including arrays at the label and body levels and a label property given twice.
#[test]
fn each_label_level_is_an_object_or_an_array_of_objects() {
    check_body(
        &[("spec.json", "{\n  \"foo\": {\n    \"bar\": {\n      \"baz\": {\n        \"child_attr\": \"baz\"\n      },\n      \"boz\": {\n        \"child_attr\": \"baz\"\n      }\n    },\n    \"boz\": {\n      \"baz\": {\n        \"child_attr\": \"baz\"\n      }\n    }\n  }\n}")],
        vec![content(&[], &[("foo", &["a", "b"])]).nested(vec![content(&[("child_attr", true)], &[]).eval(&["nil"])])],
        &[
            "CONTENT",
            "  BLOCK foo [\"bar\" \"baz\"] def=spec.json:39-40(4:14-4:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:17-22(3:5-3:10) spec.json:32-37(4:7-4:12)] missing=spec.json:75-76(6:7-6:8)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:49-68(5:9-5:28) name=spec.json:49-61(5:9-5:21) expr=spec.json:63-68(5:23-5:28) start=spec.json:63-68(5:23-5:28)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:75-76(6:7-6:8)",
            "  BLOCK foo [\"bar\" \"boz\"] def=spec.json:91-92(7:14-7:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:17-22(3:5-3:10) spec.json:84-89(7:7-7:12)] missing=spec.json:127-128(9:7-9:8)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:101-120(8:9-8:28) name=spec.json:101-113(8:9-8:21) expr=spec.json:115-120(8:23-8:28) start=spec.json:115-120(8:23-8:28)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:127-128(9:7-9:8)",
            "  BLOCK foo [\"boz\" \"baz\"] def=spec.json:162-163(12:14-12:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:140-145(11:5-11:10) spec.json:155-160(12:7-12:12)] missing=spec.json:198-199(14:7-14:8)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:172-191(13:9-13:28) name=spec.json:172-184(13:9-13:21) expr=spec.json:186-191(13:23-13:28) start=spec.json:186-191(13:23-13:28)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:198-199(14:7-14:8)",
            "  MISSING spec.json:210-211(17:1-17:2)",
        ],
    );
    check_body(
        &[("spec.json", "{\n  \"foo\": {\n    \"bar\": {\n      \"baz\": {\n        \"child_attr\": \"baz\"\n      },\n      \"boz\": {\n        \"child_attr\": \"baz\"\n      }\n    },\n    \"boz\": {\n      \"baz\": [\n        {\n          \"child_attr\": \"baz\"\n        },\n        {\n          \"child_attr\": \"boz\"\n        }\n      ]\n    }\n  }\n}")],
        vec![content(&[], &[("foo", &["a", "b"])]).nested(vec![content(&[("child_attr", true)], &[]).eval(&["nil"])])],
        &[
            "CONTENT",
            "  BLOCK foo [\"bar\" \"baz\"] def=spec.json:39-40(4:14-4:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:17-22(3:5-3:10) spec.json:32-37(4:7-4:12)] missing=spec.json:75-76(6:7-6:8)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:49-68(5:9-5:28) name=spec.json:49-61(5:9-5:21) expr=spec.json:63-68(5:23-5:28) start=spec.json:63-68(5:23-5:28)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:75-76(6:7-6:8)",
            "  BLOCK foo [\"bar\" \"boz\"] def=spec.json:91-92(7:14-7:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:17-22(3:5-3:10) spec.json:84-89(7:7-7:12)] missing=spec.json:127-128(9:7-9:8)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:101-120(8:9-8:28) name=spec.json:101-113(8:9-8:21) expr=spec.json:115-120(8:23-8:28) start=spec.json:115-120(8:23-8:28)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:127-128(9:7-9:8)",
            "  BLOCK foo [\"boz\" \"baz\"] def=spec.json:162-163(12:14-12:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:140-145(11:5-11:10) spec.json:155-160(12:7-12:12)] missing=spec.json:212-213(15:9-15:10)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:184-203(14:11-14:30) name=spec.json:184-196(14:11-14:23) expr=spec.json:198-203(14:25-14:30) start=spec.json:198-203(14:25-14:30)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:212-213(15:9-15:10)",
            "  BLOCK foo [\"boz\" \"baz\"] def=spec.json:162-163(12:14-12:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:140-145(11:5-11:10) spec.json:155-160(12:7-12:12)] missing=spec.json:263-264(18:9-18:10)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:235-254(17:11-17:30) name=spec.json:235-247(17:11-17:23) expr=spec.json:249-254(17:25-17:30) start=spec.json:249-254(17:25-17:30)",
            "        VALUE nil \"boz\" : string",
            "      MISSING spec.json:263-264(18:9-18:10)",
            "  MISSING spec.json:283-284(22:1-22:2)",
        ],
    );
    check_body(
        &[("spec.json", "{\n  \"foo\": [\n    {\n      \"bar\": {\n        \"baz\": {\n          \"child_attr\": \"baz\"\n        },\n        \"boz\": {\n          \"child_attr\": \"baz\"\n        }\n      }\n    },\n    {\n      \"bar\": {\n        \"baz\": [\n          {\n            \"child_attr\": \"baz\"\n          },\n          {\n            \"child_attr\": \"boz\"\n          }\n        ]\n      }\n    }\n  ]\n}")],
        vec![content(&[], &[("foo", &["a", "b"])]).nested(vec![content(&[("child_attr", true)], &[]).eval(&["nil"])])],
        &[
            "CONTENT",
            "  BLOCK foo [\"bar\" \"baz\"] def=spec.json:49-50(5:16-5:17) type=spec.json:4-9(2:3-2:8) labels=[spec.json:25-30(4:7-4:12) spec.json:42-47(5:9-5:14)] missing=spec.json:89-90(7:9-7:10)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:61-80(6:11-6:30) name=spec.json:61-73(6:11-6:23) expr=spec.json:75-80(6:25-6:30) start=spec.json:75-80(6:25-6:30)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:89-90(7:9-7:10)",
            "  BLOCK foo [\"bar\" \"boz\"] def=spec.json:107-108(8:16-8:17) type=spec.json:4-9(2:3-2:8) labels=[spec.json:25-30(4:7-4:12) spec.json:100-105(8:9-8:14)] missing=spec.json:147-148(10:9-10:10)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:119-138(9:11-9:30) name=spec.json:119-131(9:11-9:23) expr=spec.json:133-138(9:25-9:30) start=spec.json:133-138(9:25-9:30)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:147-148(10:9-10:10)",
            "  BLOCK foo [\"bar\" \"baz\"] def=spec.json:200-201(15:16-15:17) type=spec.json:4-9(2:3-2:8) labels=[spec.json:176-181(14:7-14:12) spec.json:193-198(15:9-15:14)] missing=spec.json:256-257(18:11-18:12)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:226-245(17:13-17:32) name=spec.json:226-238(17:13-17:25) expr=spec.json:240-245(17:27-17:32) start=spec.json:240-245(17:27-17:32)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:256-257(18:11-18:12)",
            "  BLOCK foo [\"bar\" \"baz\"] def=spec.json:200-201(15:16-15:17) type=spec.json:4-9(2:3-2:8) labels=[spec.json:176-181(14:7-14:12) spec.json:193-198(15:9-15:14)] missing=spec.json:313-314(21:11-21:12)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:283-302(20:13-20:32) name=spec.json:283-295(20:13-20:25) expr=spec.json:297-302(20:27-20:32) start=spec.json:297-302(20:27-20:32)",
            "        VALUE nil \"boz\" : string",
            "      MISSING spec.json:313-314(21:11-21:12)",
            "  MISSING spec.json:343-344(26:1-26:2)",
        ],
    );
    check_body(
        &[("spec.json", "{\n  \"foo\": {\n    \"bar\": {\n      \"baz\": {\n        \"child_attr\": \"baz\"\n      },\n      \"boz\": {\n        \"child_attr\": \"baz\"\n      }\n    },\n    \"bar\": {\n      \"baz\": [\n        {\n          \"child_attr\": \"baz\"\n        },\n        {\n          \"child_attr\": \"boz\"\n        }\n      ]\n    }\n  }\n}")],
        vec![content(&[], &[("foo", &["a", "b"])]).nested(vec![content(&[("child_attr", true)], &[]).eval(&["nil"])])],
        &[
            "CONTENT",
            "  BLOCK foo [\"bar\" \"baz\"] def=spec.json:39-40(4:14-4:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:17-22(3:5-3:10) spec.json:32-37(4:7-4:12)] missing=spec.json:75-76(6:7-6:8)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:49-68(5:9-5:28) name=spec.json:49-61(5:9-5:21) expr=spec.json:63-68(5:23-5:28) start=spec.json:63-68(5:23-5:28)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:75-76(6:7-6:8)",
            "  BLOCK foo [\"bar\" \"boz\"] def=spec.json:91-92(7:14-7:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:17-22(3:5-3:10) spec.json:84-89(7:7-7:12)] missing=spec.json:127-128(9:7-9:8)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:101-120(8:9-8:28) name=spec.json:101-113(8:9-8:21) expr=spec.json:115-120(8:23-8:28) start=spec.json:115-120(8:23-8:28)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:127-128(9:7-9:8)",
            "  BLOCK foo [\"bar\" \"baz\"] def=spec.json:162-163(12:14-12:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:140-145(11:5-11:10) spec.json:155-160(12:7-12:12)] missing=spec.json:212-213(15:9-15:10)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:184-203(14:11-14:30) name=spec.json:184-196(14:11-14:23) expr=spec.json:198-203(14:25-14:30) start=spec.json:198-203(14:25-14:30)",
            "        VALUE nil \"baz\" : string",
            "      MISSING spec.json:212-213(15:9-15:10)",
            "  BLOCK foo [\"bar\" \"baz\"] def=spec.json:162-163(12:14-12:15) type=spec.json:4-9(2:3-2:8) labels=[spec.json:140-145(11:5-11:10) spec.json:155-160(12:7-12:12)] missing=spec.json:263-264(18:9-18:10)",
            "    CONTENT",
            "      ATTR \"child_attr\" range=spec.json:235-254(17:11-17:30) name=spec.json:235-247(17:11-17:23) expr=spec.json:249-254(17:25-17:30) start=spec.json:249-254(17:25-17:30)",
            "        VALUE nil \"boz\" : string",
            "      MISSING spec.json:263-264(18:9-18:10)",
            "  MISSING spec.json:283-284(22:1-22:2)",
        ],
    );
}

/// Strings: in literal-only mode template sequences pass through as text.
#[test]
fn strings_are_literal_without_a_context() {
    check_expr(
        "\"Hello world! Template sequences like ${ are not intepreted here.\"",
        &["nil"],
        &[
            "VALUE nil \"Hello world! Template sequences like ${ are not intepreted here.\" : string",
            "RANGE t.json:0-66(1:1-1:67) START t.json:0-66(1:1-1:67)",
            "LIST error",
            "  ERROR \"Invalid expression\" | \"A static list expression is required.\" @ t.json:0-66(1:1-1:67)",
            "MAP error",
            "  ERROR \"Invalid expression\" | \"A static map expression is required.\" @ t.json:0-66(1:1-1:67)",
            "CALL error",
            "  ERROR \"Invalid expression\" | \"A static function call is required.\" @ t.json:0-66(1:1-1:67)",
            "ABS error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-66(1:1-1:67)",
            "REL error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-66(1:1-1:67)",
            "KEYWORD \"\"",
        ],
    );
}

/// Strings: in full expression mode a string is a native template, and a lone interpolation is unwrapped to its value (a number here, not a string).
#[test]
fn strings_are_templates_in_full_expression_mode() {
    check_expr(
        "\"Hello, ${name}! Template sequences are interpreted in full expression mode.\"",
        &["nil", "full"],
        &[
            "VALUE nil \"Hello, ${name}! Template sequences are interpreted in full expression mode.\" : string",
            "VALUE full \"Hello, world! Template sequences are interpreted in full expression mode.\" : string",
            "VAR [root \"name\" t.json:10-14(1:11-1:15)]",
            "RANGE t.json:0-77(1:1-1:78) START t.json:0-77(1:1-1:78)",
            "LIST error",
            "  ERROR \"Invalid expression\" | \"A static list expression is required.\" @ t.json:0-77(1:1-1:78)",
            "MAP error",
            "  ERROR \"Invalid expression\" | \"A static map expression is required.\" @ t.json:0-77(1:1-1:78)",
            "CALL error",
            "  ERROR \"Invalid expression\" | \"A static function call is required.\" @ t.json:0-77(1:1-1:78)",
            "ABS error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-77(1:1-1:78)",
            "REL error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-77(1:1-1:78)",
            "KEYWORD \"\"",
        ],
    );
    check_expr(
        "\"${ a + b }\"",
        &["nil", "full"],
        &[
            "VALUE nil \"${ a + b }\" : string",
            "VALUE full 3 : number",
            "VAR [root \"a\" t.json:4-5(1:5-1:6)]",
            "VAR [root \"b\" t.json:8-9(1:9-1:10)]",
            "RANGE t.json:0-12(1:1-1:13) START t.json:0-12(1:1-1:13)",
            "LIST error",
            "  ERROR \"Invalid expression\" | \"A static list expression is required.\" @ t.json:0-12(1:1-1:13)",
            "MAP error",
            "  ERROR \"Invalid expression\" | \"A static map expression is required.\" @ t.json:0-12(1:1-1:13)",
            "CALL error",
            "  ERROR \"Invalid expression\" | \"A static function call is required.\" @ t.json:0-12(1:1-1:13)",
            "ABS error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-12(1:1-1:13)",
            "REL error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-12(1:1-1:13)",
            "KEYWORD \"\"",
        ],
    );
}

/// Numbers: `"${1e150}"` gives the number 1e150 exactly, through the native expression evaluator.
#[test]
fn an_interpolation_represents_a_number_exactly() {
    check_expr(
        "\"${1e150}\"",
        &["full"],
        &[
            "VALUE full 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 : number",
            "RANGE t.json:0-10(1:1-1:11) START t.json:0-10(1:1-1:11)",
            "LIST error",
            "  ERROR \"Invalid expression\" | \"A static list expression is required.\" @ t.json:0-10(1:1-1:11)",
            "MAP error",
            "  ERROR \"Invalid expression\" | \"A static map expression is required.\" @ t.json:0-10(1:1-1:11)",
            "CALL error",
            "  ERROR \"Invalid expression\" | \"A static function call is required.\" @ t.json:0-10(1:1-1:11)",
            "ABS error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-10(1:1-1:11)",
            "REL error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-10(1:1-1:11)",
            "KEYWORD \"\"",
        ],
    );
    check_expr(
        "1e150",
        &["nil"],
        &[
            "VALUE nil 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 : number",
            "RANGE t.json:0-5(1:1-1:6) START t.json:0-5(1:1-1:6)",
            "LIST error",
            "  ERROR \"Invalid expression\" | \"A static list expression is required.\" @ t.json:0-5(1:1-1:6)",
            "MAP error",
            "  ERROR \"Invalid expression\" | \"A static map expression is required.\" @ t.json:0-5(1:1-1:6)",
            "CALL error",
            "  ERROR \"Invalid expression\" | \"A static function call is required.\" @ t.json:0-5(1:1-1:6)",
            "ABS error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-5(1:1-1:6)",
            "REL error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-5(1:1-1:6)",
            "KEYWORD \"\"",
        ],
    );
}

/// Objects are objects (property names are string expressions), arrays tuples, `true` and `false` bools, `null` a null of the dynamic pseudo-type.
#[test]
fn objects_arrays_booleans_and_null_map_to_hcl_values() {
    check_expr(
        "{\"a\": [1, \"two\", true, false, null], \"${name}\": {}}",
        &["nil", "full"],
        &[
            "VALUE nil {\"${name}\": {}, \"a\": [1, \"two\", true, false, null]} : object({\"${name}\"=object({}),\"a\"=tuple([number,string,bool,bool,dynamic])})",
            "VALUE full {\"a\": [1, \"two\", true, false, null], \"world\": {}} : object({\"a\"=tuple([number,string,bool,bool,dynamic]),\"world\"=object({})})",
            "VAR [root \"name\" t.json:40-44(1:41-1:45)]",
            "RANGE t.json:0-51(1:1-1:52) START t.json:0-1(1:1-1:2)",
            "LIST error",
            "  ERROR \"Invalid expression\" | \"A static list expression is required.\" @ t.json:0-1(1:1-1:2)",
            "MAP 2",
            "  KEY \"a\" t.json:1-4(1:2-1:5) start=t.json:1-4(1:2-1:5) VALUE t.json:6-35(1:7-1:36)",
            "  KEY \"${name}\" t.json:37-46(1:38-1:47) start=t.json:37-46(1:38-1:47) VALUE t.json:48-50(1:49-1:51)",
            "CALL error",
            "  ERROR \"Invalid expression\" | \"A static function call is required.\" @ t.json:0-1(1:1-1:2)",
            "ABS error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-51(1:1-1:52)",
            "REL error",
            "  ERROR \"Invalid expression\" | \"A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.\" @ t.json:0-51(1:1-1:52)",
            "KEYWORD \"\"",
        ],
    );
}
