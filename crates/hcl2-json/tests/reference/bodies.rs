//! JSON bodies against the reference: content and partial content by schema,
//! just-attributes mode, missing-item ranges, block label levels, and every diagnostic
//! with its ranges.

use crate::render::*;

/// Attributes keep their name and whole ranges (name to end of value); blocks their type, label and header ranges.
#[test]
fn content_takes_the_schema_attributes_and_blocks_in_source_order() {
    check_body(
        &[("f0.json", "{\n  \"a\": 1,\n  \"b\": \"two\",\n  \"svc\": {\"web\": {\"x\": {\"port\": 80}}},\n  \"lone\": {\"c\": true}\n}\n")],
        vec![content(&[("a", false), ("b", true)], &[("svc", &["kind", "name"]), ("lone", &[])]).eval(&["nil"]).nested(vec![attrs().eval(&["nil"])])],
        &[
            "CONTENT",
            "  ATTR \"a\" range=f0.json:4-10(2:3-2:9) name=f0.json:4-7(2:3-2:6) expr=f0.json:9-10(2:8-2:9) start=f0.json:9-10(2:8-2:9)",
            "    VALUE nil 1 : number",
            "  ATTR \"b\" range=f0.json:14-24(3:3-3:13) name=f0.json:14-17(3:3-3:6) expr=f0.json:19-24(3:8-3:13) start=f0.json:19-24(3:8-3:13)",
            "    VALUE nil \"two\" : string",
            "  BLOCK svc [\"web\" \"x\"] def=f0.json:49-50(4:24-4:25) type=f0.json:28-33(4:3-4:8) labels=[f0.json:36-41(4:11-4:16) f0.json:44-47(4:19-4:22)] missing=f0.json:60-61(4:35-4:36)",
            "    ATTRS",
            "      ATTR \"port\" range=f0.json:50-60(4:25-4:35) name=f0.json:50-56(4:25-4:31) expr=f0.json:58-60(4:33-4:35) start=f0.json:58-60(4:33-4:35)",
            "        VALUE nil 80 : number",
            "  BLOCK lone [] def=f0.json:75-76(5:11-5:12) type=f0.json:67-73(5:3-5:9) labels=[] missing=f0.json:85-86(5:21-5:22)",
            "    ATTRS",
            "      ATTR \"c\" range=f0.json:76-85(5:12-5:21) name=f0.json:76-79(5:12-5:15) expr=f0.json:81-85(5:17-5:21) start=f0.json:81-85(5:17-5:21)",
            "        VALUE nil true : bool",
            "  MISSING f0.json:87-88(6:1-6:2)",
        ],
    );
}

/// An array of objects is one body: properties of every element in order; an element that is not an object is an error (reported twice by content, once by a partial take).
#[test]
fn a_body_may_be_an_array_of_objects_read_as_one() {
    check_body(
        &[("f0.json", "[{\"a\": 1}, {\"b\": 2}, 3, {\"c\": [4]}]")],
        vec![content(&[("a", false), ("b", false), ("c", false)], &[]).eval(&["nil"])],
        &[
            "CONTENT",
            "  ATTR \"a\" range=f0.json:2-8(1:3-1:9) name=f0.json:2-5(1:3-1:6) expr=f0.json:7-8(1:8-1:9) start=f0.json:7-8(1:8-1:9)",
            "    VALUE nil 1 : number",
            "  ATTR \"b\" range=f0.json:12-18(1:13-1:19) name=f0.json:12-15(1:13-1:16) expr=f0.json:17-18(1:18-1:19) start=f0.json:17-18(1:18-1:19)",
            "    VALUE nil 2 : number",
            "  ATTR \"c\" range=f0.json:25-33(1:26-1:34) name=f0.json:25-28(1:26-1:29) expr=f0.json:30-33(1:31-1:34) start=f0.json:30-31(1:31-1:32)",
            "    VALUE nil [4] : tuple([number])",
            "  MISSING f0.json:0-1(1:1-1:2)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to define arguments and child blocks.\" @ f0.json:21-22(1:22-1:23)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to define arguments and child blocks.\" @ f0.json:21-22(1:22-1:23)",
        ],
    );
    check_body(
        &[("f0.json", "[{\"a\": 1}, \"x\", {\"zz\": 2}]")],
        vec![partial(&[("a", true)], &[]).then(vec![missing()]), content(&[("a", true)], &[])],
        &[
            "PARTIAL",
            "  ATTR \"a\" range=f0.json:2-8(1:3-1:9) name=f0.json:2-5(1:3-1:6) expr=f0.json:7-8(1:8-1:9) start=f0.json:7-8(1:8-1:9)",
            "  MISSING f0.json:0-1(1:1-1:2)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to define arguments and child blocks.\" @ f0.json:11-14(1:12-1:15)",
            "  REMAIN missing=f0.json:0-1(1:1-1:2)",
            "    MISSING",
            "      MISSING f0.json:0-1(1:1-1:2)",
            "CONTENT",
            "  ATTR \"a\" range=f0.json:2-8(1:3-1:9) name=f0.json:2-5(1:3-1:6) expr=f0.json:7-8(1:8-1:9) start=f0.json:7-8(1:8-1:9)",
            "  MISSING f0.json:0-1(1:1-1:2)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to define arguments and child blocks.\" @ f0.json:11-14(1:12-1:15)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to define arguments and child blocks.\" @ f0.json:11-14(1:12-1:15)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"zz\\\".\" @ f0.json:17-21(1:18-1:22) ctx=f0.json:17-21(1:18-1:22)",
        ],
    );
    check_body(
        &[("f0.json", "[]")],
        vec![content(&[("a", true)], &[]), attrs(), missing()],
        &[
            "CONTENT",
            "  MISSING f0.json:0-1(1:1-1:2)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.json:0-1(1:1-1:2)",
            "ATTRS",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:0-1(1:1-1:2)",
            "MISSING",
            "  MISSING f0.json:0-1(1:1-1:2)",
        ],
    );
    check_body(
        &[("f0.json", "[{\"a\": 1}]")],
        vec![attrs()],
        &[
            "ATTRS",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:0-1(1:1-1:2)",
        ],
    );
}

/// Each label level is an object or an array of objects; other values, and array elements that are not objects, are errors worded for labels.
#[test]
fn label_levels_take_objects_or_arrays_of_objects() {
    check_body(
        &[("f0.json", "{\"svc\": [{\"web\": {\"a\": {}}}, {\"db\": [{\"b\": {}}, {\"c\": null}]}]}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  BLOCK svc [\"web\" \"a\"] def=f0.json:23-24(1:24-1:25) type=f0.json:1-6(1:2-1:7) labels=[f0.json:10-15(1:11-1:16) f0.json:18-21(1:19-1:22)] missing=f0.json:24-25(1:25-1:26)",
            "  BLOCK svc [\"db\" \"b\"] def=f0.json:43-44(1:44-1:45) type=f0.json:1-6(1:2-1:7) labels=[f0.json:30-34(1:31-1:35) f0.json:38-41(1:39-1:42)] missing=f0.json:44-45(1:45-1:46)",
            "  MISSING f0.json:62-63(1:63-1:64)",
        ],
    );
    check_body(
        &[("f0.json", "{\"svc\": \"web\"}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  MISSING f0.json:13-14(1:14-1:15)",
            "  ERROR \"Incorrect JSON value type\" | \"Either a JSON object or JSON array of objects is required here, to specify kind labels for this block.\" @ f0.json:8-13(1:9-1:14)",
            "  ERROR \"Missing block label\" | \"At least one object property is required, whose name represents the svc block's kind.\" @ f0.json:8-13(1:9-1:14)",
        ],
    );
    check_body(
        &[("f0.json", "{\"svc\": {\"web\": 1}}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  MISSING f0.json:18-19(1:19-1:20)",
            "  ERROR \"Incorrect JSON value type\" | \"Either a JSON object or JSON array of objects is required here, to specify name labels for this block.\" @ f0.json:16-17(1:17-1:18)",
            "  ERROR \"Missing block label\" | \"At least one object property is required, whose name represents the svc block's name.\" @ f0.json:16-17(1:17-1:18)",
        ],
    );
    check_body(
        &[("f0.json", "{\"svc\": [{\"web\": {\"x\": {}}}, \"db\", [1]]}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  BLOCK svc [\"web\" \"x\"] def=f0.json:23-24(1:24-1:25) type=f0.json:1-6(1:2-1:7) labels=[f0.json:10-15(1:11-1:16) f0.json:18-21(1:19-1:22)] missing=f0.json:24-25(1:25-1:26)",
            "  MISSING f0.json:39-40(1:40-1:41)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to specify kind labels for this block.\" @ f0.json:29-33(1:30-1:34)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to specify kind labels for this block.\" @ f0.json:35-36(1:36-1:37)",
        ],
    );
    check_body(
        &[("f0.json", "{\"svc\": {\"web\": [{\"x\": {}}, true]}}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  BLOCK svc [\"web\" \"x\"] def=f0.json:23-24(1:24-1:25) type=f0.json:1-6(1:2-1:7) labels=[f0.json:9-14(1:10-1:15) f0.json:18-21(1:19-1:22)] missing=f0.json:24-25(1:25-1:26)",
            "  MISSING f0.json:34-35(1:35-1:36)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to specify name labels for this block.\" @ f0.json:28-32(1:29-1:33)",
        ],
    );
}

/// An empty object, an empty array or null where a label is expected is "Missing block label" at the value.
#[test]
fn a_label_level_without_properties_is_a_missing_label() {
    check_body(
        &[("f0.json", "{\"svc\": {}}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  MISSING f0.json:10-11(1:11-1:12)",
            "  ERROR \"Missing block label\" | \"At least one object property is required, whose name represents the svc block's kind.\" @ f0.json:8-9(1:9-1:10)",
        ],
    );
    check_body(
        &[("f0.json", "{\"svc\": {\"web\": []}}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  MISSING f0.json:19-20(1:20-1:21)",
            "  ERROR \"Missing block label\" | \"At least one object property is required, whose name represents the svc block's name.\" @ f0.json:16-17(1:17-1:18)",
        ],
    );
    check_body(
        &[("f0.json", "{\"svc\": null}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  MISSING f0.json:12-13(1:13-1:14)",
            "  ERROR \"Missing block label\" | \"At least one object property is required, whose name represents the svc block's kind.\" @ f0.json:8-12(1:9-1:13)",
        ],
    );
    check_body(
        &[("f0.json", "{\"svc\": [1, 2]}")],
        vec![content(&[], &[("svc", &["kind", "name"])])],
        &[
            "CONTENT",
            "  MISSING f0.json:14-15(1:15-1:16)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to specify kind labels for this block.\" @ f0.json:9-10(1:10-1:11)",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to specify kind labels for this block.\" @ f0.json:12-13(1:13-1:14)",
            "  ERROR \"Missing block label\" | \"At least one object property is required, whose name represents the svc block's kind.\" @ f0.json:8-9(1:9-1:10)",
        ],
    );
}

/// After the labels: an object is one block, an array one block per element (each headed by the array bracket), null none, anything else an error; a mistyped element becomes a body whose content is an error.
#[test]
fn block_bodies_are_objects_arrays_of_objects_or_null() {
    check_body(
        &[("f0.json", "{\"b\": null, \"b\": [{\"x\": 1}, {\"x\": 2}], \"b\": {\"x\": 3}, \"b\": 4, \"b\": \"s\"}")],
        vec![content(&[], &[("b", &[])]).nested(vec![attrs().eval(&["nil"])])],
        &[
            "CONTENT",
            "  BLOCK b [] def=f0.json:17-18(1:18-1:19) type=f0.json:12-15(1:13-1:16) labels=[] missing=f0.json:25-26(1:26-1:27)",
            "    ATTRS",
            "      ATTR \"x\" range=f0.json:19-25(1:20-1:26) name=f0.json:19-22(1:20-1:23) expr=f0.json:24-25(1:25-1:26) start=f0.json:24-25(1:25-1:26)",
            "        VALUE nil 1 : number",
            "  BLOCK b [] def=f0.json:17-18(1:18-1:19) type=f0.json:12-15(1:13-1:16) labels=[] missing=f0.json:35-36(1:36-1:37)",
            "    ATTRS",
            "      ATTR \"x\" range=f0.json:29-35(1:30-1:36) name=f0.json:29-32(1:30-1:33) expr=f0.json:34-35(1:35-1:36) start=f0.json:34-35(1:35-1:36)",
            "        VALUE nil 2 : number",
            "  BLOCK b [] def=f0.json:44-45(1:45-1:46) type=f0.json:39-42(1:40-1:43) labels=[] missing=f0.json:51-52(1:52-1:53)",
            "    ATTRS",
            "      ATTR \"x\" range=f0.json:45-51(1:46-1:52) name=f0.json:45-48(1:46-1:49) expr=f0.json:50-51(1:51-1:52) start=f0.json:50-51(1:51-1:52)",
            "        VALUE nil 3 : number",
            "  MISSING f0.json:70-71(1:71-1:72)",
            "  ERROR \"Incorrect JSON value type\" | \"Either a JSON object or a JSON array is required, representing the contents of one or more \\\"b\\\" blocks.\" @ f0.json:59-60(1:60-1:61)",
            "  ERROR \"Incorrect JSON value type\" | \"Either a JSON object or a JSON array is required, representing the contents of one or more \\\"b\\\" blocks.\" @ f0.json:67-70(1:68-1:71)",
        ],
    );
    check_body(
        &[("f0.json", "{\"b\": [{\"x\": 1}, 2, [3], null]}")],
        vec![content(&[], &[("b", &[])]).nested(vec![content(&[("x", false)], &[]), attrs(), missing()])],
        &[
            "CONTENT",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:14-15(1:15-1:16)",
            "    CONTENT",
            "      ATTR \"x\" range=f0.json:8-14(1:9-1:15) name=f0.json:8-11(1:9-1:12) expr=f0.json:13-14(1:14-1:15) start=f0.json:13-14(1:14-1:15)",
            "      MISSING f0.json:14-15(1:15-1:16)",
            "    ATTRS",
            "      ATTR \"x\" range=f0.json:8-14(1:9-1:15) name=f0.json:8-11(1:9-1:12) expr=f0.json:13-14(1:14-1:15) start=f0.json:13-14(1:14-1:15)",
            "    MISSING",
            "      MISSING f0.json:14-15(1:15-1:16)",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:17-18(1:18-1:19)",
            "    CONTENT",
            "      MISSING f0.json:17-18(1:18-1:19)",
            "      ERROR \"Incorrect JSON value type\" | \"Either a JSON object or JSON array of objects is required here, to define arguments and child blocks.\" @ f0.json:17-18(1:18-1:19)",
            "      ERROR \"Incorrect JSON value type\" | \"Either a JSON object or JSON array of objects is required here, to define arguments and child blocks.\" @ f0.json:17-18(1:18-1:19)",
            "    ATTRS",
            "      ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:17-18(1:18-1:19)",
            "    MISSING",
            "      MISSING f0.json:17-18(1:18-1:19)",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:20-21(1:21-1:22)",
            "    CONTENT",
            "      MISSING f0.json:20-21(1:21-1:22)",
            "      ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to define arguments and child blocks.\" @ f0.json:21-22(1:22-1:23)",
            "      ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, to define arguments and child blocks.\" @ f0.json:21-22(1:22-1:23)",
            "    ATTRS",
            "      ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:20-21(1:21-1:22)",
            "    MISSING",
            "      MISSING f0.json:20-21(1:21-1:22)",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:25-29(1:26-1:30)",
            "    CONTENT",
            "      MISSING f0.json:25-29(1:26-1:30)",
            "    ATTRS",
            "      ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:25-29(1:26-1:30)",
            "    MISSING",
            "      MISSING f0.json:25-29(1:26-1:30)",
            "  MISSING f0.json:30-31(1:31-1:32)",
        ],
    );
}

/// A property the schema does not name is extraneous; the suggestion is the first close unused attribute name or block type, in schema order.
#[test]
fn content_reports_unexpected_properties_with_suggestions() {
    check_body(
        &[("f0.json", "{\"nmae\": 1, \"name\": 2, \"sv\": {}, \"count\": 3, \"cuont\": 4, \"x\": 5}")],
        vec![content(&[("name", false), ("count", false), ("cnt", false)], &[("svc", &[])])],
        &[
            "CONTENT",
            "  ATTR \"count\" range=f0.json:33-43(1:34-1:44) name=f0.json:33-40(1:34-1:41) expr=f0.json:42-43(1:43-1:44) start=f0.json:42-43(1:43-1:44)",
            "  ATTR \"name\" range=f0.json:12-21(1:13-1:22) name=f0.json:12-18(1:13-1:19) expr=f0.json:20-21(1:21-1:22) start=f0.json:20-21(1:21-1:22)",
            "  MISSING f0.json:63-64(1:64-1:65)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"nmae\\\".\" @ f0.json:1-7(1:2-1:8) ctx=f0.json:1-7(1:2-1:8)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"sv\\\". Did you mean \\\"svc\\\"?\" @ f0.json:23-27(1:24-1:28) ctx=f0.json:23-27(1:24-1:28)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"cuont\\\". Did you mean \\\"cnt\\\"?\" @ f0.json:45-52(1:46-1:53) ctx=f0.json:45-52(1:46-1:53)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"x\\\".\" @ f0.json:57-60(1:58-1:61) ctx=f0.json:57-60(1:58-1:61)",
        ],
    );
    check_body(
        &[("f0.json", "{\"nam\": 1}")],
        vec![content(&[("name", true), ("nam2", false)], &[])],
        &[
            "CONTENT",
            "  MISSING f0.json:9-10(1:10-1:11)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"name\\\" is required, but no definition was found.\" @ f0.json:9-10(1:10-1:11)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"nam\\\". Did you mean \\\"name\\\"?\" @ f0.json:1-6(1:2-1:7) ctx=f0.json:1-6(1:2-1:7)",
        ],
    );
}

/// The "//" property is skipped by content and just-attributes, but is an ordinary name for a schema, a label and an expression.
#[test]
fn comment_properties_are_ignored_in_bodies_only() {
    check_body(
        &[("f0.json", "{\"//\": \"note\", \"a\": 1, \"b\": {\"//\": {\"c\": {}}}}")],
        vec![content(&[("a", false)], &[("b", &["l"])]).nested(vec![attrs()]), attrs().eval(&["nil"])],
        &[
            "CONTENT",
            "  ATTR \"a\" range=f0.json:15-21(1:16-1:22) name=f0.json:15-18(1:16-1:19) expr=f0.json:20-21(1:21-1:22) start=f0.json:20-21(1:21-1:22)",
            "  BLOCK b [\"//\"] def=f0.json:35-36(1:36-1:37) type=f0.json:23-26(1:24-1:27) labels=[f0.json:29-33(1:30-1:34)] missing=f0.json:43-44(1:44-1:45)",
            "    ATTRS",
            "      ATTR \"c\" range=f0.json:36-43(1:37-1:44) name=f0.json:36-39(1:37-1:40) expr=f0.json:41-43(1:42-1:44) start=f0.json:41-42(1:42-1:43)",
            "  MISSING f0.json:45-46(1:46-1:47)",
            "ATTRS",
            "  ATTR \"a\" range=f0.json:15-21(1:16-1:22) name=f0.json:15-18(1:16-1:19) expr=f0.json:20-21(1:21-1:22) start=f0.json:20-21(1:21-1:22)",
            "    VALUE nil 1 : number",
            "  ATTR \"b\" range=f0.json:23-45(1:24-1:46) name=f0.json:23-26(1:24-1:27) expr=f0.json:28-45(1:29-1:46) start=f0.json:28-29(1:29-1:30)",
            "    VALUE nil {\"//\": {\"c\": {}}} : object({\"//\"=object({\"c\"=object({})})})",
        ],
    );
    check_body(
        &[("f0.json", "{\"//\": \"note\"}")],
        vec![content(&[("//", true)], &[]).eval(&["nil"])],
        &[
            "CONTENT",
            "  ATTR \"//\" range=f0.json:1-13(1:2-1:14) name=f0.json:1-5(1:2-1:6) expr=f0.json:7-13(1:8-1:14) start=f0.json:7-13(1:8-1:14)",
            "    VALUE nil \"note\" : string",
            "  MISSING f0.json:13-14(1:14-1:15)",
        ],
    );
    check_body(
        &[("f0.json", "{\"a\": {\"//\": 1, \"x\": 2}}")],
        vec![attrs().eval(&["nil"])],
        &[
            "ATTRS",
            "  ATTR \"a\" range=f0.json:1-23(1:2-1:24) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-23(1:7-1:24) start=f0.json:6-7(1:7-1:8)",
            "    VALUE nil {\"//\": 1, \"x\": 2} : object({\"//\"=number,\"x\"=number})",
        ],
    );
}

/// Content reports "Duplicate argument" (with a context); just-attributes "Duplicate attribute definition"; the first definition is kept.
#[test]
fn an_attribute_defined_twice_is_an_error_at_the_second() {
    check_body(
        &[("f0.json", "{\"a\": 1, \"a\": [2], \"b\": {}, \"a\": 3}")],
        vec![content(&[("a", false)], &[("b", &[])]).eval(&["nil"]), attrs().eval(&["nil"])],
        &[
            "CONTENT",
            "  ATTR \"a\" range=f0.json:1-7(1:2-1:8) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-7(1:7-1:8) start=f0.json:6-7(1:7-1:8)",
            "    VALUE nil 1 : number",
            "  BLOCK b [] def=f0.json:24-25(1:25-1:26) type=f0.json:19-22(1:20-1:23) labels=[] missing=f0.json:25-26(1:26-1:27)",
            "  MISSING f0.json:34-35(1:35-1:36)",
            "  ERROR \"Duplicate argument\" | \"The argument \\\"a\\\" was already set at f0.json:1,2-8.\" @ f0.json:9-12(1:10-1:13) ctx=f0.json:9-12(1:10-1:13)",
            "  ERROR \"Duplicate argument\" | \"The argument \\\"a\\\" was already set at f0.json:1,2-8.\" @ f0.json:28-31(1:29-1:32) ctx=f0.json:28-31(1:29-1:32)",
            "ATTRS",
            "  ATTR \"a\" range=f0.json:1-7(1:2-1:8) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-7(1:7-1:8) start=f0.json:6-7(1:7-1:8)",
            "    VALUE nil 1 : number",
            "  ATTR \"b\" range=f0.json:19-26(1:20-1:27) name=f0.json:19-22(1:20-1:23) expr=f0.json:24-26(1:25-1:27) start=f0.json:24-25(1:25-1:26)",
            "    VALUE nil {} : object({})",
            "  ERROR \"Duplicate attribute definition\" | \"The argument \\\"a\\\" was already set at f0.json:1,2-8.\" @ f0.json:9-12(1:10-1:13)",
            "  ERROR \"Duplicate attribute definition\" | \"The argument \\\"a\\\" was already set at f0.json:1,2-8.\" @ f0.json:28-31(1:29-1:32)",
        ],
    );
    check_body(
        &[("f0.json", "[{\"a\": 1}, {\"a\": 2}]")],
        vec![content(&[("a", false)], &[]).eval(&["nil"])],
        &[
            "CONTENT",
            "  ATTR \"a\" range=f0.json:2-8(1:3-1:9) name=f0.json:2-5(1:3-1:6) expr=f0.json:7-8(1:8-1:9) start=f0.json:7-8(1:8-1:9)",
            "    VALUE nil 1 : number",
            "  MISSING f0.json:0-1(1:1-1:2)",
            "  ERROR \"Duplicate argument\" | \"The argument \\\"a\\\" was already set at f0.json:1,3-9.\" @ f0.json:12-15(1:13-1:16) ctx=f0.json:12-15(1:13-1:16)",
        ],
    );
}

/// A missing required attribute is reported at the closing brace of an object body, the opening bracket of an array body, or a whole scalar body.
#[test]
fn required_attributes_are_missing_at_the_missing_item_range() {
    check_body(
        &[("f0.json", "{\n  \"b\": 1\n}")],
        vec![content(&[("a", true), ("b", true), ("c", true)], &[])],
        &[
            "CONTENT",
            "  ATTR \"b\" range=f0.json:4-10(2:3-2:9) name=f0.json:4-7(2:3-2:6) expr=f0.json:9-10(2:8-2:9) start=f0.json:9-10(2:8-2:9)",
            "  MISSING f0.json:11-12(3:1-3:2)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.json:11-12(3:1-3:2)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"c\\\" is required, but no definition was found.\" @ f0.json:11-12(3:1-3:2)",
        ],
    );
    check_body(
        &[("f0.json", "{\"b\": [{}, {\"x\": 1}]}")],
        vec![content(&[], &[("b", &[])]).nested(vec![content(&[("a", true)], &[]), missing()])],
        &[
            "CONTENT",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:8-9(1:9-1:10)",
            "    CONTENT",
            "      MISSING f0.json:8-9(1:9-1:10)",
            "      ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.json:8-9(1:9-1:10)",
            "    MISSING",
            "      MISSING f0.json:8-9(1:9-1:10)",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:18-19(1:19-1:20)",
            "    CONTENT",
            "      MISSING f0.json:18-19(1:19-1:20)",
            "      ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.json:18-19(1:19-1:20)",
            "      ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"x\\\". Did you mean \\\"a\\\"?\" @ f0.json:12-15(1:13-1:16) ctx=f0.json:12-15(1:13-1:16)",
            "    MISSING",
            "      MISSING f0.json:18-19(1:19-1:20)",
            "  MISSING f0.json:20-21(1:21-1:22)",
        ],
    );
    check_body(
        &[("f0.json", "{\"b\": [[{\"x\": 1}]]}")],
        vec![content(&[], &[("b", &[])]).nested(vec![content(&[("x", true)], &[]), attrs(), missing()])],
        &[
            "CONTENT",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:7-8(1:8-1:9)",
            "    CONTENT",
            "      ATTR \"x\" range=f0.json:9-15(1:10-1:16) name=f0.json:9-12(1:10-1:13) expr=f0.json:14-15(1:15-1:16) start=f0.json:14-15(1:15-1:16)",
            "      MISSING f0.json:7-8(1:8-1:9)",
            "    ATTRS",
            "      ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:7-8(1:8-1:9)",
            "    MISSING",
            "      MISSING f0.json:7-8(1:8-1:9)",
            "  MISSING f0.json:18-19(1:19-1:20)",
        ],
    );
}

/// A partial take returns the body with the names it took (attributes and block types) hidden, so later takes and just-attributes skip every property of those names.
#[test]
fn partial_content_hides_what_it_took_by_name() {
    check_body(
        &[("f0.json", "{\"a\": 1, \"b\": {\"x\": 1}, \"c\": 2, \"a\": 3, \"b\": {\"y\": 2}, \"d\": 4}")],
        vec![partial(&[("a", false)], &[("b", &[])]).eval(&["nil"]).then(vec![content(&[("c", false)], &[]), partial(&[("a", true), ("c", false)], &[]).then(vec![attrs(), content(&[("d", false)], &[("b", &[])])]), attrs().eval(&["nil"]), missing()])],
        &[
            "PARTIAL",
            "  ATTR \"a\" range=f0.json:1-7(1:2-1:8) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-7(1:7-1:8) start=f0.json:6-7(1:7-1:8)",
            "    VALUE nil 1 : number",
            "  BLOCK b [] def=f0.json:14-15(1:15-1:16) type=f0.json:9-12(1:10-1:13) labels=[] missing=f0.json:21-22(1:22-1:23)",
            "  BLOCK b [] def=f0.json:45-46(1:46-1:47) type=f0.json:40-43(1:41-1:44) labels=[] missing=f0.json:52-53(1:53-1:54)",
            "  MISSING f0.json:61-62(1:62-1:63)",
            "  ERROR \"Duplicate argument\" | \"The argument \\\"a\\\" was already set at f0.json:1,2-8.\" @ f0.json:32-35(1:33-1:36) ctx=f0.json:32-35(1:33-1:36)",
            "  REMAIN missing=f0.json:61-62(1:62-1:63)",
            "    CONTENT",
            "      ATTR \"c\" range=f0.json:24-30(1:25-1:31) name=f0.json:24-27(1:25-1:28) expr=f0.json:29-30(1:30-1:31) start=f0.json:29-30(1:30-1:31)",
            "      MISSING f0.json:61-62(1:62-1:63)",
            "      ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"d\\\".\" @ f0.json:55-58(1:56-1:59) ctx=f0.json:55-58(1:56-1:59)",
            "    PARTIAL",
            "      ATTR \"c\" range=f0.json:24-30(1:25-1:31) name=f0.json:24-27(1:25-1:28) expr=f0.json:29-30(1:30-1:31) start=f0.json:29-30(1:30-1:31)",
            "      MISSING f0.json:61-62(1:62-1:63)",
            "      ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.json:61-62(1:62-1:63)",
            "      REMAIN missing=f0.json:61-62(1:62-1:63)",
            "        ATTRS",
            "          ATTR \"d\" range=f0.json:55-61(1:56-1:62) name=f0.json:55-58(1:56-1:59) expr=f0.json:60-61(1:61-1:62) start=f0.json:60-61(1:61-1:62)",
            "        CONTENT",
            "          ATTR \"d\" range=f0.json:55-61(1:56-1:62) name=f0.json:55-58(1:56-1:59) expr=f0.json:60-61(1:61-1:62) start=f0.json:60-61(1:61-1:62)",
            "          MISSING f0.json:61-62(1:62-1:63)",
            "    ATTRS",
            "      ATTR \"c\" range=f0.json:24-30(1:25-1:31) name=f0.json:24-27(1:25-1:28) expr=f0.json:29-30(1:30-1:31) start=f0.json:29-30(1:30-1:31)",
            "        VALUE nil 2 : number",
            "      ATTR \"d\" range=f0.json:55-61(1:56-1:62) name=f0.json:55-58(1:56-1:59) expr=f0.json:60-61(1:61-1:62) start=f0.json:60-61(1:61-1:62)",
            "        VALUE nil 4 : number",
            "    MISSING",
            "      MISSING f0.json:61-62(1:62-1:63)",
        ],
    );
    check_body(
        &[("f0.json", "{\"a\": 1}")],
        vec![partial(&[("z", false)], &[]).then(vec![partial(&[("a", false)], &[]).then(vec![content(&[("a", true)], &[])])])],
        &[
            "PARTIAL",
            "  MISSING f0.json:7-8(1:8-1:9)",
            "  REMAIN missing=f0.json:7-8(1:8-1:9)",
            "    PARTIAL",
            "      ATTR \"a\" range=f0.json:1-7(1:2-1:8) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-7(1:7-1:8) start=f0.json:6-7(1:7-1:8)",
            "      MISSING f0.json:7-8(1:8-1:9)",
            "      REMAIN missing=f0.json:7-8(1:8-1:9)",
            "        CONTENT",
            "          MISSING f0.json:7-8(1:8-1:9)",
            "          ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.json:7-8(1:8-1:9)",
        ],
    );
}

/// Just-attributes takes every property of an object as an attribute; an array (even of objects) or any other value is an error at its start.
#[test]
fn just_attributes_needs_a_single_object() {
    check_body(
        &[("f0.json", "{\"a\": 1, \"b\": {\"c\": \"${x}\"}, \"d\": [true]}")],
        vec![attrs().eval(&["nil", "bare"])],
        &[
            "ATTRS",
            "  ATTR \"a\" range=f0.json:1-7(1:2-1:8) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-7(1:7-1:8) start=f0.json:6-7(1:7-1:8)",
            "    VALUE nil 1 : number",
            "    VALUE bare 1 : number",
            "  ATTR \"b\" range=f0.json:9-27(1:10-1:28) name=f0.json:9-12(1:10-1:13) expr=f0.json:14-27(1:15-1:28) start=f0.json:14-15(1:15-1:16)",
            "    VALUE nil {\"c\": \"${x}\"} : object({\"c\"=string})",
            "    VALUE bare {\"c\": ?} : object({\"c\"=dynamic})",
            "      ERROR \"Unknown variable\" | \"There is no variable named \\\"x\\\".\" @ f0.json:23-24(1:24-1:25)",
            "    VAR [root \"x\" f0.json:23-24(1:24-1:25)]",
            "  ATTR \"d\" range=f0.json:29-40(1:30-1:41) name=f0.json:29-32(1:30-1:33) expr=f0.json:34-40(1:35-1:41) start=f0.json:34-35(1:35-1:36)",
            "    VALUE nil [true] : tuple([bool])",
            "    VALUE bare [true] : tuple([bool])",
        ],
    );
    check_body(
        &[("f0.json", "{\"b\": [{\"x\": 1}, 7, \"s\"]}")],
        vec![content(&[], &[("b", &[])]).nested(vec![attrs()])],
        &[
            "CONTENT",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:14-15(1:15-1:16)",
            "    ATTRS",
            "      ATTR \"x\" range=f0.json:8-14(1:9-1:15) name=f0.json:8-11(1:9-1:12) expr=f0.json:13-14(1:14-1:15) start=f0.json:13-14(1:14-1:15)",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:17-18(1:18-1:19)",
            "    ATTRS",
            "      ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:17-18(1:18-1:19)",
            "  BLOCK b [] def=f0.json:6-7(1:7-1:8) type=f0.json:1-4(1:2-1:5) labels=[] missing=f0.json:20-23(1:21-1:24)",
            "    ATTRS",
            "      ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:20-23(1:21-1:24)",
            "  MISSING f0.json:24-25(1:25-1:26)",
        ],
    );
    check_body(
        &[("f0.json", "[{\"a\": 1}, {\"b\": 2}]")],
        vec![attrs()],
        &[
            "ATTRS",
            "  ERROR \"Incorrect JSON value type\" | \"A JSON object is required here, setting the arguments for this block.\" @ f0.json:0-1(1:1-1:2)",
        ],
    );
}

/// A file whose root is a scalar is reported and then read as an empty object whose missing-item range is an empty range in no file.
#[test]
fn a_root_that_is_not_an_object_reads_as_an_empty_one() {
    check_body(
        &[("f0.json", "\"x\"")],
        vec![missing(), attrs(), content(&[("a", true)], &[("b", &[])]), partial(&[("a", false)], &[]).then(vec![missing()])],
        &[
            "PARSE ERROR \"Root value must be object\" | \"The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.\" @ f0.json:0-3(1:1-1:4)",
            "MISSING",
            "  MISSING :0-0(0:0-0:0)",
            "ATTRS",
            "CONTENT",
            "  MISSING :0-0(0:0-0:0)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ :0-0(0:0-0:0)",
            "PARTIAL",
            "  MISSING :0-0(0:0-0:0)",
            "  REMAIN missing=:0-0(0:0-0:0)",
            "    MISSING",
            "      MISSING :0-0(0:0-0:0)",
        ],
    );
    check_body(
        &[("f0.json", "42")],
        vec![attrs(), content(&[("a", true)], &[])],
        &[
            "PARSE ERROR \"Root value must be object\" | \"The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.\" @ f0.json:0-2(1:1-1:3)",
            "ATTRS",
            "CONTENT",
            "  MISSING :0-0(0:0-0:0)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ :0-0(0:0-0:0)",
        ],
    );
    check_body(
        &[("f0.json", "")],
        vec![missing(), content(&[("a", true)], &[])],
        &[
            "PARSE ERROR \"Missing value\" | \"The JSON data ends prematurely.\" @ f0.json:0-0(1:1-1:1)",
            "PARSE ERROR \"Root value must be object\" | \"The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.\" @ f0.json:0-0(1:1-1:1)",
            "MISSING",
            "  MISSING :0-0(0:0-0:0)",
            "CONTENT",
            "  MISSING :0-0(0:0-0:0)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ :0-0(0:0-0:0)",
        ],
    );
    check_body(
        &[("f0.json", "nul")],
        vec![missing(), attrs()],
        &[
            "PARSE ERROR \"Invalid JSON keyword\" | \"\\\"nul\\\" is not a valid JSON keyword. Did you mean \\\"null\\\"?\" @ f0.json:0-3(1:1-1:4)",
            "PARSE ERROR \"Root value must be object\" | \"The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.\" @ f0.json:0-3(1:1-1:4)",
            "MISSING",
            "  MISSING :0-0(0:0-0:0)",
            "ATTRS",
        ],
    );
}

/// Values the parser could not read are attributes evaluating to the dynamic unknown, or block bodies of the wrong type.
#[test]
fn broken_input_yields_the_parts_that_parsed() {
    check_body(
        &[("f0.json", "{\"a\": , \"b\": 2}")],
        vec![attrs().eval(&["nil", "bare"])],
        &[
            "PARSE ERROR \"Invalid start of value\" | \"A JSON value must start with a brace, a bracket, a number, a string, or a keyword.\" @ f0.json:6-7(1:7-1:8)",
            "ATTRS",
            "  ATTR \"a\" range=f0.json:1-7(1:2-1:8) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-7(1:7-1:8) start=f0.json:6-7(1:7-1:8)",
            "    VALUE nil ? : dynamic",
            "    VALUE bare ? : dynamic",
            "  ATTR \"b\" range=f0.json:8-14(1:9-1:15) name=f0.json:8-11(1:9-1:12) expr=f0.json:13-14(1:14-1:15) start=f0.json:13-14(1:14-1:15)",
            "    VALUE nil 2 : number",
            "    VALUE bare 2 : number",
        ],
    );
    check_body(
        &[("f0.json", "{\"a\": 1, \"b\": {\"x\": [1, }")],
        vec![content(&[("a", false)], &[("b", &[])]).eval(&["nil"]).nested(vec![attrs().eval(&["nil"])])],
        &[
            "PARSE ERROR \"Missing JSON value\" | \"A JSON value must start with a brace, a bracket, a number, a string, or a keyword.\" @ f0.json:24-25(1:25-1:26)",
            "PARSE ERROR \"Mismatched brackets\" | \"A JSON array must be closed with a bracket, not a brace.\" @ f0.json:25-25(1:26-1:26)",
            "PARSE ERROR \"Unclosed object\" | \"No closing brace was found for this JSON object.\" @ f0.json:14-15(1:15-1:16)",
            "PARSE ERROR \"Unclosed object\" | \"No closing brace was found for this JSON object.\" @ f0.json:0-1(1:1-1:2)",
            "PARSE ERROR \"Root value must be object\" | \"The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.\" @ f0.json:0-1(1:1-1:2)",
            "CONTENT",
            "  MISSING :0-0(0:0-0:0)",
        ],
    );
    check_body(
        &[("f0.json", "{\"b\": {\"x\": }}")],
        vec![content(&[], &[("b", &["l"])]).nested(vec![attrs().eval(&["nil"])])],
        &[
            "PARSE ERROR \"Missing JSON value\" | \"A JSON value must start with a brace, a bracket, a number, a string, or a keyword.\" @ f0.json:12-13(1:13-1:14)",
            "CONTENT",
            "  MISSING f0.json:13-14(1:14-1:15)",
            "  ERROR \"Incorrect JSON value type\" | \"Either a JSON object or a JSON array is required, representing the contents of one or more \\\"b\\\" blocks.\" @ f0.json:12-13(1:13-1:14)",
        ],
    );
    check_body(
        &[("f0.json", "{\"a\": 1,}")],
        vec![attrs().eval(&["nil"])],
        &[
            "PARSE ERROR \"Trailing comma in object\" | \"JSON does not permit a trailing comma after the final property in an object.\" @ f0.json:7-8(1:8-1:9)",
            "PARSE ERROR \"Root value must be object\" | \"The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.\" @ f0.json:0-1(1:1-1:2)",
            "ATTRS",
        ],
    );
}

/// A name in the schema twice takes its last entry (labels and all), and an attribute wins over a block type of the same name; each required entry is checked on its own.
#[test]
fn schema_names_given_twice_take_the_last_entry() {
    check_body(
        &[("f0.json", "{\"b\": {\"l\": {\"x\": 1}}, \"a\": 1}")],
        vec![content(&[("a", false), ("a", true), ("z", true), ("z", false)], &[("b", &[]), ("b", &["l"])]).nested(vec![attrs()])],
        &[
            "CONTENT",
            "  ATTR \"a\" range=f0.json:23-29(1:24-1:30) name=f0.json:23-26(1:24-1:27) expr=f0.json:28-29(1:29-1:30) start=f0.json:28-29(1:29-1:30)",
            "  BLOCK b [\"l\"] def=f0.json:12-13(1:13-1:14) type=f0.json:1-4(1:2-1:5) labels=[f0.json:7-10(1:8-1:11)] missing=f0.json:19-20(1:20-1:21)",
            "    ATTRS",
            "      ATTR \"x\" range=f0.json:13-19(1:14-1:20) name=f0.json:13-16(1:14-1:17) expr=f0.json:18-19(1:19-1:20) start=f0.json:18-19(1:19-1:20)",
            "  MISSING f0.json:29-30(1:30-1:31)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.json:29-30(1:30-1:31)",
        ],
    );
    check_body(
        &[("f0.json", "{\"b\": {\"x\": 1}}")],
        vec![content(&[("b", false)], &[("b", &[])]).eval(&["nil"])],
        &[
            "CONTENT",
            "  ATTR \"b\" range=f0.json:1-14(1:2-1:15) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-14(1:7-1:15) start=f0.json:6-7(1:7-1:8)",
            "    VALUE nil {\"x\": 1} : object({\"x\"=number})",
            "  MISSING f0.json:14-15(1:15-1:16)",
        ],
    );
}

/// Ranges come from the JSON scanner: a tab counts two columns between tokens, a string counts grapheme clusters.
#[test]
fn positions_are_those_of_the_json_scanner() {
    check_body(
        &[("f0.json", "{\n\t\"é́\": \"x\",\t\"b\": {\"😀l\": {\"c\": 1}}\n}")],
        vec![content(&[("é́", true)], &[("b", &["n"])]).eval(&["nil"]).nested(vec![attrs().eval(&["nil"])])],
        &[
            "CONTENT",
            "  ATTR \"é́\" range=f0.json:3-14(2:3-2:11) name=f0.json:3-9(2:3-2:6) expr=f0.json:11-14(2:8-2:11) start=f0.json:11-14(2:8-2:11)",
            "    VALUE nil \"x\" : string",
            "  BLOCK b [\"😀l\"] def=f0.json:31-32(2:26-2:27) type=f0.json:16-19(2:14-2:17) labels=[f0.json:22-29(2:20-2:24)] missing=f0.json:38-39(2:33-2:34)",
            "    ATTRS",
            "      ATTR \"c\" range=f0.json:32-38(2:27-2:33) name=f0.json:32-35(2:27-2:30) expr=f0.json:37-38(2:32-2:33) start=f0.json:37-38(2:32-2:33)",
            "        VALUE nil 1 : number",
            "  MISSING f0.json:41-42(3:1-3:2)",
        ],
    );
    check_body(
        &[("main.tf.json", "{\r\n  \"a\": \"${b}\"\r\n}")],
        vec![attrs().eval(&["bare"])],
        &[
            "ATTRS",
            "  ATTR \"a\" range=main.tf.json:5-16(2:3-2:14) name=main.tf.json:5-8(2:3-2:6) expr=main.tf.json:10-16(2:8-2:14) start=main.tf.json:10-16(2:8-2:14)",
            "    VALUE bare ? : dynamic",
            "      ERROR \"Unknown variable\" | \"There is no variable named \\\"b\\\".\" @ main.tf.json:13-14(2:11-2:12)",
            "    VAR [root \"b\" main.tf.json:13-14(2:11-2:12)]",
        ],
    );
}

/// A block body is a body in turn: its own content, blocks within blocks, and its missing-item range.
#[test]
fn block_bodies_nest() {
    check_body(
        &[("f0.json", "{\"outer\": {\"x\": {\"a\": 1, \"inner\": [{\"b\": 2}, {\"b\": 3, \"deep\": {\"c\": 4}}]}}}")],
        vec![content(&[], &[("outer", &["n"])]).nested(vec![content(&[("a", true)], &[("inner", &[])]).eval(&["nil"]).nested(vec![content(&[("b", true)], &[("deep", &[])]).eval(&["nil"]).nested(vec![content(&[("c", true)], &[]).eval(&["nil"])])])])],
        &[
            "CONTENT",
            "  BLOCK outer [\"x\"] def=f0.json:16-17(1:17-1:18) type=f0.json:1-8(1:2-1:9) labels=[f0.json:11-14(1:12-1:15)] missing=f0.json:72-73(1:73-1:74)",
            "    CONTENT",
            "      ATTR \"a\" range=f0.json:17-23(1:18-1:24) name=f0.json:17-20(1:18-1:21) expr=f0.json:22-23(1:23-1:24) start=f0.json:22-23(1:23-1:24)",
            "        VALUE nil 1 : number",
            "      BLOCK inner [] def=f0.json:34-35(1:35-1:36) type=f0.json:25-32(1:26-1:33) labels=[] missing=f0.json:42-43(1:43-1:44)",
            "        CONTENT",
            "          ATTR \"b\" range=f0.json:36-42(1:37-1:43) name=f0.json:36-39(1:37-1:40) expr=f0.json:41-42(1:42-1:43) start=f0.json:41-42(1:42-1:43)",
            "            VALUE nil 2 : number",
            "          MISSING f0.json:42-43(1:43-1:44)",
            "      BLOCK inner [] def=f0.json:34-35(1:35-1:36) type=f0.json:25-32(1:26-1:33) labels=[] missing=f0.json:70-71(1:71-1:72)",
            "        CONTENT",
            "          ATTR \"b\" range=f0.json:46-52(1:47-1:53) name=f0.json:46-49(1:47-1:50) expr=f0.json:51-52(1:52-1:53) start=f0.json:51-52(1:52-1:53)",
            "            VALUE nil 3 : number",
            "          BLOCK deep [] def=f0.json:62-63(1:63-1:64) type=f0.json:54-60(1:55-1:61) labels=[] missing=f0.json:69-70(1:70-1:71)",
            "            CONTENT",
            "              ATTR \"c\" range=f0.json:63-69(1:64-1:70) name=f0.json:63-66(1:64-1:67) expr=f0.json:68-69(1:69-1:70) start=f0.json:68-69(1:69-1:70)",
            "                VALUE nil 4 : number",
            "              MISSING f0.json:69-70(1:70-1:71)",
            "          MISSING f0.json:70-71(1:71-1:72)",
            "      MISSING f0.json:72-73(1:73-1:74)",
            "  MISSING f0.json:74-75(1:75-1:76)",
        ],
    );
}
