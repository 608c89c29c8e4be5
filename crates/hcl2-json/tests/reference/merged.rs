//! Native and JSON files merged into one body (the reference's `hcl.MergeFiles`), each
//! file answering through the same `Body` trait.

use crate::render::*;

/// Attributes and blocks come from both files in file order; an argument set in both is an error at the later file's definition.
#[test]
fn a_native_file_and_a_json_file_merge_into_one_body() {
    check_body(
        &[("f0.hcl", "name = \"web\"\nport = 80\n\nsvc \"a\" {\n  x = 1\n}\n"), ("f1.json", "{\n  \"replicas\": 3,\n  \"svc\": {\"b\": {\"x\": 2}},\n  \"port\": 8080,\n  \"//\": \"merged\"\n}\n")],
        vec![content(&[("name", true), ("port", false), ("replicas", false)], &[("svc", &["id"])]).eval(&["nil", "bare"]).nested(vec![content(&[("x", true)], &[]).eval(&["nil"])])],
        &[
            "CONTENT",
            "  ATTR \"name\" range=f0.hcl:0-12(1:1-1:13) name=f0.hcl:0-4(1:1-1:5) expr=f0.hcl:7-12(1:8-1:13) start=f0.hcl:8-11(1:9-1:12)",
            "    VALUE nil \"web\" : string",
            "    VALUE bare \"web\" : string",
            "  ATTR \"port\" range=f0.hcl:13-22(2:1-2:10) name=f0.hcl:13-17(2:1-2:5) expr=f0.hcl:20-22(2:8-2:10) start=f0.hcl:20-22(2:8-2:10)",
            "    VALUE nil 80 : number",
            "    VALUE bare 80 : number",
            "  ATTR \"replicas\" range=f1.json:4-17(2:3-2:16) name=f1.json:4-14(2:3-2:13) expr=f1.json:16-17(2:15-2:16) start=f1.json:16-17(2:15-2:16)",
            "    VALUE nil 3 : number",
            "    VALUE bare 3 : number",
            "  BLOCK svc [\"a\"] def=f0.hcl:24-31(4:1-4:8) type=f0.hcl:24-27(4:1-4:4) labels=[f0.hcl:28-31(4:5-4:8)] missing=f0.hcl:32-32(4:9-4:9)",
            "    CONTENT",
            "      ATTR \"x\" range=f0.hcl:36-41(5:3-5:8) name=f0.hcl:36-37(5:3-5:4) expr=f0.hcl:40-41(5:7-5:8) start=f0.hcl:40-41(5:7-5:8)",
            "        VALUE nil 1 : number",
            "      MISSING f0.hcl:32-32(4:9-4:9)",
            "  BLOCK svc [\"b\"] def=f1.json:34-35(3:16-3:17) type=f1.json:21-26(3:3-3:8) labels=[f1.json:29-32(3:11-3:14)] missing=f1.json:41-42(3:23-3:24)",
            "    CONTENT",
            "      ATTR \"x\" range=f1.json:35-41(3:17-3:23) name=f1.json:35-38(3:17-3:20) expr=f1.json:40-41(3:22-3:23) start=f1.json:40-41(3:22-3:23)",
            "        VALUE nil 2 : number",
            "      MISSING f1.json:41-42(3:23-3:24)",
            "  MISSING :0-0(0:0-0:0)",
            "  ERROR \"Duplicate argument\" | \"Argument \\\"port\\\" was already set at f0.hcl:2,1-5\" @ f1.json:47-53(4:3-4:9)",
        ],
    );
}

/// A required argument set in either file is satisfied; one set in neither is reported once, without a range.
#[test]
fn a_merged_body_checks_required_arguments_once_across_files() {
    check_body(
        &[("f0.hcl", "name = \"web\"\nport = 80\n\nsvc \"a\" {\n  x = 1\n}\n"), ("f1.json", "{\n  \"replicas\": 3,\n  \"svc\": {\"b\": {\"x\": 2}},\n  \"port\": 8080,\n  \"//\": \"merged\"\n}\n")],
        vec![content(&[("name", true), ("replicas", true), ("missing", true)], &[("svc", &["id"])])],
        &[
            "CONTENT",
            "  ATTR \"name\" range=f0.hcl:0-12(1:1-1:13) name=f0.hcl:0-4(1:1-1:5) expr=f0.hcl:7-12(1:8-1:13) start=f0.hcl:8-11(1:9-1:12)",
            "  ATTR \"replicas\" range=f1.json:4-17(2:3-2:16) name=f1.json:4-14(2:3-2:13) expr=f1.json:16-17(2:15-2:16) start=f1.json:16-17(2:15-2:16)",
            "  BLOCK svc [\"a\"] def=f0.hcl:24-31(4:1-4:8) type=f0.hcl:24-27(4:1-4:4) labels=[f0.hcl:28-31(4:5-4:8)] missing=f0.hcl:32-32(4:9-4:9)",
            "  BLOCK svc [\"b\"] def=f1.json:34-35(3:16-3:17) type=f1.json:21-26(3:3-3:8) labels=[f1.json:29-32(3:11-3:14)] missing=f1.json:41-42(3:23-3:24)",
            "  MISSING :0-0(0:0-0:0)",
            "  ERROR \"Unsupported argument\" | \"An argument named \\\"port\\\" is not expected here.\" @ f0.hcl:13-17(2:1-2:5)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"port\\\".\" @ f1.json:47-53(4:3-4:9) ctx=f1.json:47-53(4:3-4:9)",
            "  ERROR \"Missing required argument\" | \"The argument \\\"missing\\\" is required, but was not set.\" @ -",
        ],
    );
}

/// A partial take from a merged body leaves the remainder of every file, so a later take sees only what is left in each.
#[test]
fn partial_content_of_a_merged_body_leaves_each_files_remainder() {
    check_body(
        &[("f0.hcl", "name = \"web\"\nport = 80\n\nsvc \"a\" {\n  x = 1\n}\n"), ("f1.json", "{\n  \"replicas\": 3,\n  \"svc\": {\"b\": {\"x\": 2}},\n  \"port\": 8080,\n  \"//\": \"merged\"\n}\n")],
        vec![partial(&[("port", false)], &[("svc", &["id"])]).then(vec![attrs().eval(&["nil"]), missing()])],
        &[
            "PARTIAL",
            "  ATTR \"port\" range=f0.hcl:13-22(2:1-2:10) name=f0.hcl:13-17(2:1-2:5) expr=f0.hcl:20-22(2:8-2:10) start=f0.hcl:20-22(2:8-2:10)",
            "  BLOCK svc [\"a\"] def=f0.hcl:24-31(4:1-4:8) type=f0.hcl:24-27(4:1-4:4) labels=[f0.hcl:28-31(4:5-4:8)] missing=f0.hcl:32-32(4:9-4:9)",
            "  BLOCK svc [\"b\"] def=f1.json:34-35(3:16-3:17) type=f1.json:21-26(3:3-3:8) labels=[f1.json:29-32(3:11-3:14)] missing=f1.json:41-42(3:23-3:24)",
            "  MISSING :0-0(0:0-0:0)",
            "  ERROR \"Duplicate argument\" | \"Argument \\\"port\\\" was already set at f0.hcl:2,1-5\" @ f1.json:47-53(4:3-4:9)",
            "  REMAIN missing=f0.hcl:0-0(1:1-1:1)",
            "    ATTRS",
            "      ATTR \"name\" range=f0.hcl:0-12(1:1-1:13) name=f0.hcl:0-4(1:1-1:5) expr=f0.hcl:7-12(1:8-1:13) start=f0.hcl:8-11(1:9-1:12)",
            "        VALUE nil \"web\" : string",
            "      ATTR \"replicas\" range=f1.json:4-17(2:3-2:16) name=f1.json:4-14(2:3-2:13) expr=f1.json:16-17(2:15-2:16) start=f1.json:16-17(2:15-2:16)",
            "        VALUE nil 3 : number",
            "      ERROR \"Unexpected \\\"svc\\\" block\" | \"Blocks are not allowed here.\" @ f0.hcl:24-27(4:1-4:4)",
            "    MISSING",
            "      MISSING f0.hcl:0-0(1:1-1:1)",
        ],
    );
}

/// Content reports a native file's unexpected items and a JSON file's extraneous properties each as its syntax does.
#[test]
fn unexpected_items_are_reported_in_each_files_own_words() {
    check_body(
        &[("f0.hcl", "name = \"web\"\nport = 80\n\nsvc \"a\" {\n  x = 1\n}\n"), ("f1.json", "{\n  \"replicas\": 3,\n  \"svc\": {\"b\": {\"x\": 2}},\n  \"port\": 8080,\n  \"//\": \"merged\"\n}\n")],
        vec![content(&[("name", false)], &[])],
        &[
            "CONTENT",
            "  ATTR \"name\" range=f0.hcl:0-12(1:1-1:13) name=f0.hcl:0-4(1:1-1:5) expr=f0.hcl:7-12(1:8-1:13) start=f0.hcl:8-11(1:9-1:12)",
            "  MISSING :0-0(0:0-0:0)",
            "  ERROR \"Unsupported argument\" | \"An argument named \\\"port\\\" is not expected here.\" @ f0.hcl:13-17(2:1-2:5)",
            "  ERROR \"Unsupported block type\" | \"Blocks of type \\\"svc\\\" are not expected here.\" @ f0.hcl:24-27(4:1-4:4)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"replicas\\\".\" @ f1.json:4-14(2:3-2:13) ctx=f1.json:4-14(2:3-2:13)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"svc\\\".\" @ f1.json:21-26(3:3-3:8) ctx=f1.json:21-26(3:3-3:8)",
            "  ERROR \"Extraneous JSON object property\" | \"No argument or block type is named \\\"port\\\".\" @ f1.json:47-53(4:3-4:9) ctx=f1.json:47-53(4:3-4:9)",
        ],
    );
}

/// Just-attributes over both files: a native block and a duplicate name across files are errors.
#[test]
fn just_attributes_of_merged_files() {
    check_body(
        &[("f0.hcl", "a = 1\n"), ("f1.json", "{\"b\": \"${a}\", \"a\": 2}")],
        vec![attrs().eval(&["nil", "full"])],
        &[
            "ATTRS",
            "  ATTR \"a\" range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6) start=f0.hcl:4-5(1:5-1:6)",
            "    VALUE nil 1 : number",
            "    VALUE full 1 : number",
            "  ATTR \"b\" range=f1.json:1-12(1:2-1:13) name=f1.json:1-4(1:2-1:5) expr=f1.json:6-12(1:7-1:13) start=f1.json:6-12(1:7-1:13)",
            "    VALUE nil \"${a}\" : string",
            "    VALUE full 1 : number",
            "    VAR [root \"a\" f1.json:9-10(1:10-1:11)]",
            "  ERROR \"Duplicate argument\" | \"Argument \\\"a\\\" was already set at f0.hcl:1,1-2\" @ f1.json:14-17(1:15-1:18)",
        ],
    );
    check_body(
        &[("f0.hcl", "name = \"web\"\nport = 80\n\nsvc \"a\" {\n  x = 1\n}\n"), ("f1.json", "{\n  \"replicas\": 3,\n  \"svc\": {\"b\": {\"x\": 2}},\n  \"port\": 8080,\n  \"//\": \"merged\"\n}\n")],
        vec![attrs()],
        &[
            "ATTRS",
            "  ATTR \"name\" range=f0.hcl:0-12(1:1-1:13) name=f0.hcl:0-4(1:1-1:5) expr=f0.hcl:7-12(1:8-1:13) start=f0.hcl:8-11(1:9-1:12)",
            "  ATTR \"port\" range=f0.hcl:13-22(2:1-2:10) name=f0.hcl:13-17(2:1-2:5) expr=f0.hcl:20-22(2:8-2:10) start=f0.hcl:20-22(2:8-2:10)",
            "  ATTR \"replicas\" range=f1.json:4-17(2:3-2:16) name=f1.json:4-14(2:3-2:13) expr=f1.json:16-17(2:15-2:16) start=f1.json:16-17(2:15-2:16)",
            "  ATTR \"svc\" range=f1.json:21-43(3:3-3:25) name=f1.json:21-26(3:3-3:8) expr=f1.json:28-43(3:10-3:25) start=f1.json:28-29(3:10-3:11)",
            "  ERROR \"Unexpected \\\"svc\\\" block\" | \"Blocks are not allowed here.\" @ f0.hcl:24-27(4:1-4:4)",
            "  ERROR \"Duplicate argument\" | \"Argument \\\"port\\\" was already set at f0.hcl:2,1-5\" @ f1.json:47-53(4:3-4:9)",
        ],
    );
}

/// The missing-item range of a merged body is its first file's; the JSON file's is its closing brace.
#[test]
fn a_json_file_first_gives_the_merged_missing_item_range() {
    check_body(
        &[("f0.json", "{\"a\": 1}"), ("f1.hcl", "b = 2\n")],
        vec![missing(), content(&[("a", true), ("b", true)], &[]).eval(&["nil"])],
        &[
            "MISSING",
            "  MISSING f0.json:7-8(1:8-1:9)",
            "CONTENT",
            "  ATTR \"a\" range=f0.json:1-7(1:2-1:8) name=f0.json:1-4(1:2-1:5) expr=f0.json:6-7(1:7-1:8) start=f0.json:6-7(1:7-1:8)",
            "    VALUE nil 1 : number",
            "  ATTR \"b\" range=f1.hcl:0-5(1:1-1:6) name=f1.hcl:0-1(1:1-1:2) expr=f1.hcl:4-5(1:5-1:6) start=f1.hcl:4-5(1:5-1:6)",
            "    VALUE nil 2 : number",
            "  MISSING :0-0(0:0-0:0)",
        ],
    );
}
