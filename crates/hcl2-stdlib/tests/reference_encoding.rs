//! jsonencode, pinned to the reference.
//!
//! Generated: each expectation is what go-cty 1.12.1's own stdlib function returned for
//! the same arguments (a throwaway Go program called the reference functions and wrote
//! these calls), rendered as `value : type` (marks as `@mark`) or
//! `error[arg N] at PATH: message` as `support::render_outcome` does.

mod support;

use hcl2_value::Type;
use support::*;

/// jsonencode: strings with Go's escapes, exact numbers, bools and null.
#[test]
fn jsonencode_writes_primitives() {
    check("jsonencode", vec![s("a")], "\"\\\"a\\\"\" : string");
    check("jsonencode", vec![s("<a href=\"x\">&amp;</a>")], "\"\\\"\\\\u003ca href=\\\\\\\"x\\\\\\\"\\\\u003e\\\\u0026amp;\\\\u003c/a\\\\u003e\\\"\" : string");
    check(
        "jsonencode",
        vec![s("tab\tnl\ncr\r\u{1}\u{7f}")],
        "\"\\\"tab\\\\tnl\\\\ncr\\\\r\\\\u0001\\x7f\\\"\" : string",
    );
    check(
        "jsonencode",
        vec![s("ü\u{2028}\u{2029}😀")],
        "\"\\\"ü\\\\u2028\\\\u2029😀\\\"\" : string",
    );
    check(
        "jsonencode",
        vec![s("back\\slash")],
        "\"\\\"back\\\\\\\\slash\\\"\" : string",
    );
    check("jsonencode", vec![n("1")], "\"1\" : string");
    check("jsonencode", vec![n("-1.5")], "\"-1.5\" : string");
    check("jsonencode", vec![n("0.1")], "\"0.1\" : string");
    check("jsonencode", vec![n("10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")], "\"10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000\" : string");
    check("jsonencode", vec![n("-0")], "\"-0\" : string");
    check(
        "jsonencode",
        vec![n("123456789012345678901234567890.0987654321")],
        "\"123456789012345678901234567890.0987654321\" : string",
    );
    check("jsonencode", vec![b(true)], "\"true\" : string");
    check("jsonencode", vec![b(false)], "\"false\" : string");
    check("jsonencode", vec![null(Type::String)], "\"null\" : string");
    check("jsonencode", vec![null(Type::Dynamic)], "\"null\" : string");
    check(
        "jsonencode",
        vec![null(Type::list(Type::String))],
        "\"null\" : string",
    );
}

/// jsonencode: lists, sets and tuples as arrays, maps and objects as objects in key order.
#[test]
fn jsonencode_writes_collections_and_structures() {
    check(
        "jsonencode",
        vec![list(vec![s("a"), s("b")])],
        "\"[\\\"a\\\",\\\"b\\\"]\" : string",
    );
    check(
        "jsonencode",
        vec![empty_list(Type::String)],
        "\"[]\" : string",
    );
    check(
        "jsonencode",
        vec![set(vec![n("1"), n("2"), n("3")])],
        "\"[1,2,3]\" : string",
    );
    check(
        "jsonencode",
        vec![set(vec![s("a"), s("b")])],
        "\"[\\\"a\\\",\\\"b\\\"]\" : string",
    );
    check(
        "jsonencode",
        vec![tup(vec![s("a"), n("1"), b(true), null(Type::String)])],
        "\"[\\\"a\\\",1,true,null]\" : string",
    );
    check("jsonencode", vec![tup(vec![])], "\"[]\" : string");
    check(
        "jsonencode",
        vec![map(vec![("a", n("2")), ("b", n("1"))])],
        "\"{\\\"a\\\":2,\\\"b\\\":1}\" : string",
    );
    check(
        "jsonencode",
        vec![empty_map(Type::Number)],
        "\"{}\" : string",
    );
    check("jsonencode", vec![obj(vec![("<", s(">")), ("a", obj(vec![("c", null(Type::Dynamic))])), ("b", list(vec![n("1")]))])], "\"{\\\"\\\\u003c\\\":\\\"\\\\u003e\\\",\\\"a\\\":{\\\"c\\\":null},\\\"b\\\":[1]}\" : string");
    check("jsonencode", vec![obj(vec![])], "\"{}\" : string");
    check(
        "jsonencode",
        vec![obj(vec![("a", null(Type::Dynamic))])],
        "\"{\\\"a\\\":null}\" : string",
    );
    check(
        "jsonencode",
        vec![tup(vec![null(Type::Dynamic), null(Type::String)])],
        "\"[null,null]\" : string",
    );
    check(
        "jsonencode",
        vec![list(vec![null(Type::String), s("x")])],
        "\"[null,\\\"x\\\"]\" : string",
    );
}

/// jsonencode: infinities are an error, with the path to them.
#[test]
fn jsonencode_cannot_write_infinity() {
    check(
        "jsonencode",
        vec![inf(false)],
        "error: cannot serialize infinity as JSON",
    );
    check(
        "jsonencode",
        vec![inf(true)],
        "error: cannot serialize infinity as JSON",
    );
    check(
        "jsonencode",
        vec![list(vec![n("1"), inf(false)])],
        "error at [1]: cannot serialize infinity as JSON",
    );
    check(
        "jsonencode",
        vec![obj(vec![("a", tup(vec![inf(true)]))])],
        "error at .a[0]: cannot serialize infinity as JSON",
    );
    check(
        "jsonencode",
        vec![map(vec![("k", inf(false))])],
        "error at [\"k\"]: cannot serialize infinity as JSON",
    );
}

/// jsonencode: unknown and dynamic values anywhere make the result unknown.
#[test]
fn jsonencode_is_unknown_until_wholly_known() {
    check(
        "jsonencode",
        vec![unknown(Type::String)],
        "unknown : string",
    );
    check(
        "jsonencode",
        vec![unknown(Type::Dynamic)],
        "unknown : string",
    );
    check(
        "jsonencode",
        vec![list(vec![unknown(Type::String)])],
        "unknown : string",
    );
    check(
        "jsonencode",
        vec![obj(vec![("a", unknown(Type::Dynamic))])],
        "unknown : string",
    );
    check(
        "jsonencode",
        vec![unknown(Type::list(Type::String))],
        "unknown : string",
    );
}

/// jsonencode: marks anywhere in the value mark the result.
#[test]
fn jsonencode_moves_marks_to_the_result() {
    check(
        "jsonencode",
        vec![s("a").mark("sensitive")],
        "\"\\\"a\\\"\"@sensitive : string",
    );
    check(
        "jsonencode",
        vec![list(vec![s("a").mark("sensitive"), s("b")])],
        "\"[\\\"a\\\",\\\"b\\\"]\"@sensitive : string",
    );
    check(
        "jsonencode",
        vec![obj(vec![("a", n("1").mark("sensitive"))])],
        "\"{\\\"a\\\":1}\"@sensitive : string",
    );
    check(
        "jsonencode",
        vec![null(Type::String).mark("sensitive")],
        "\"null\"@sensitive : string",
    );
    check(
        "jsonencode",
        vec![unknown(Type::String).mark("sensitive")],
        "unknown : string",
    );
    check(
        "jsonencode",
        vec![list(vec![unknown(Type::String).mark("sensitive")])],
        "unknown@sensitive : string",
    );
    check(
        "jsonencode",
        vec![obj(vec![("a", unknown(Type::Dynamic).mark("sensitive"))])],
        "unknown@sensitive : string",
    );
    check(
        "jsonencode",
        vec![inf(false).mark("sensitive")],
        "error: cannot serialize infinity as JSON",
    );
}

/// jsonencode: arity.
#[test]
fn jsonencode_takes_exactly_one_argument() {
    check(
        "jsonencode",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "jsonencode",
        vec![s("a"), s("b")],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}
