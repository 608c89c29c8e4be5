//! jsonencode and jsondecode, pinned to the reference.
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

/// jsondecode: numbers exactly (at the reference's 512 bits), strings with every escape, bools and null.
#[test]
fn jsondecode_reads_primitives() {
    check("jsondecode", vec![s("1")], "1 : number");
    check("jsondecode", vec![s("-1.5")], "-1.5 : number");
    check("jsondecode", vec![s("0.1")], "0.1 : number");
    check("jsondecode", vec![s("-0")], "-0 : number");
    check("jsondecode", vec![s("1E+2")], "100 : number");
    check("jsondecode", vec![s("1e-2")], "0.01 : number");
    check("jsondecode", vec![s("1e400")], "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 : number");
    check("jsondecode", vec![s("-1e-400")], "-0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001 : number");
    check(
        "jsondecode",
        vec![s("123456789012345678901234567890.0987654321")],
        "123456789012345678901234567890.0987654321 : number",
    );
    check("jsondecode", vec![s("3.14159265358979323846264338327950288419716939937510582097494459230781640628620899862803482534211706798214808651328230664709384460955058223172535940812848111745028410270193852110555964462294895493038196442881097566593344612847564823378678316527120190914564856692346034861045432664821339360726024914127372458700660631558817488152092096282925409171536436789259036001133053054882046652138414695194151160943305727036575959195309218611738193261179310511854807446237996274956735188575272489122793818301194912")], "3.1415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679821480865132823066470938446095505822317253594081284811 : number");
    check("jsondecode", vec![s("100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001")], "100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 : number");
    check("jsondecode", vec![s("true")], "true : bool");
    check("jsondecode", vec![s("false")], "false : bool");
    check("jsondecode", vec![s("null")], "null : any");
    check("jsondecode", vec![s("\"a\"")], "\"a\" : string");
    check("jsondecode", vec![s("\"\"")], "\"\" : string");
    check(
        "jsondecode",
        vec![s("\"\\u00e9\\ud83d\\ude00\\n\\t\\\"\\\\\\/\\b\\f\\r\"")],
        "\"é😀\\n\\t\\\"\\\\/\\x08\\x0c\\r\" : string",
    );
    check("jsondecode", vec![s("\"e\\u0301\"")], "\"é\" : string");
    check("jsondecode", vec![s("\"\\ud800\"")], "\"�\" : string");
    check("jsondecode", vec![s("\"\\u0000\"")], "\"\\x00\" : string");
    check(
        "jsondecode",
        vec![s("\"ü😀\u{2028}\"")],
        "\"ü😀\u{2028}\" : string",
    );
    check("jsondecode", vec![s("  \t\n 1 \r\n ")], "1 : number");
}

/// jsondecode: structures take the types the text implies, nested to any depth the reference allows.
#[test]
fn jsondecode_reads_arrays_as_tuples_and_objects_as_objects() {
    check("jsondecode", vec![s("[]")], "[] : tuple([])");
    check("jsondecode", vec![s("{}")], "{} : object({})");
    check(
        "jsondecode",
        vec![s("[1,\"a\",true,null]")],
        "[1, \"a\", true, null] : tuple([number,string,bool,any])",
    );
    check("jsondecode", vec![s("{\"b\":1,\"a\":[{\"c\":null}],\"é\":{\"x\":[]}}")], "{\"a\" = [{\"c\" = null}], \"b\" = 1, \"é\" = {\"x\" = []}} : object({a=tuple([object({c=any})]),b=number,é=object({x=tuple([])})})");
    check("jsondecode", vec![s("[[1,2],[3,[4,{\"k\":\"v\"}]]]")], "[[1, 2], [3, [4, {\"k\" = \"v\"}]]] : tuple([tuple([number,number]),tuple([number,tuple([number,object({k=string})])])])");
    check(
        "jsondecode",
        vec![s("{ \"a\" : 1 , \"b\" : [ ] }")],
        "{\"a\" = 1, \"b\" = []} : object({a=number,b=tuple([])})",
    );
    check(
        "jsondecode",
        vec![s("{\"a\":1,\"a\":2}")],
        "{\"a\" = 2} : object({a=number})",
    );
    check("jsondecode", vec![s("{\"a\":{\"b\":{\"c\":{\"d\":{\"e\":[null]}}}}}")], "{\"a\" = {\"b\" = {\"c\" = {\"d\" = {\"e\" = [null]}}}}} : object({a=object({b=object({c=object({d=object({e=tuple([any])})})})})})");
    check(
        "jsondecode",
        vec![s("[null,null]")],
        "[null, null] : tuple([any,any])",
    );
    check(
        "jsondecode",
        vec![s("{\"\":\"\"}")],
        "{\"\" = \"\"} : object({\"\"=string})",
    );
    check(
        "jsondecode",
        vec![s("{\"e\\u0301\":1}")],
        "error: unsupported attribute \"e\u{301}\"",
    );
    check("jsondecode", vec![s("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]")], "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] : tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])");
    check("jsondecode", vec![s("{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":1}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}")], "{\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = 1}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}} : object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=number})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})");
}

/// jsondecode: the reference's messages for malformed text, and its leniency about what follows a complete value.
#[test]
fn jsondecode_reports_invalid_json() {
    check("jsondecode", vec![s("")], "error: EOF");
    check("jsondecode", vec![s("   ")], "error: EOF");
    check("jsondecode", vec![s("{")], "error: EOF");
    check("jsondecode", vec![s("[1,")], "error: EOF");
    check("jsondecode", vec![s("{\"a\":1")], "error: EOF");
    check("jsondecode", vec![s("nul")], "error: unexpected EOF");
    check("jsondecode", vec![s("tru")], "error: unexpected EOF");
    check(
        "jsondecode",
        vec![s("nulls")],
        "error: extraneous data after JSON object",
    );
    check(
        "jsondecode",
        vec![s("01")],
        "error: extraneous data after JSON object",
    );
    check("jsondecode", vec![s("1.")], "error: unexpected EOF");
    check(
        "jsondecode",
        vec![s(".5")],
        "error: invalid character '.' looking for beginning of value",
    );
    check(
        "jsondecode",
        vec![s("+1")],
        "error: invalid character '+' looking for beginning of value",
    );
    check("jsondecode", vec![s("-")], "error: unexpected EOF");
    check("jsondecode", vec![s("1e")], "error: unexpected EOF");
    check(
        "jsondecode",
        vec![s("\"unterminated")],
        "error: unexpected EOF",
    );
    check(
        "jsondecode",
        vec![s("[1 2]")],
        "error: invalid character '2' after array element",
    );
    check(
        "jsondecode",
        vec![s("{\"a\" 1}")],
        "error: invalid character '1' after object key",
    );
    check(
        "jsondecode",
        vec![s("{1:2}")],
        "error: invalid character '1'",
    );
    check(
        "jsondecode",
        vec![s("{\"a\":1,}")],
        "error: invalid character '}' looking for beginning of object key string",
    );
    check(
        "jsondecode",
        vec![s("[1,]")],
        "error: invalid character ']' looking for beginning of value",
    );
    check(
        "jsondecode",
        vec![s("[,1]")],
        "error: invalid character ',' looking for beginning of value",
    );
    check(
        "jsondecode",
        vec![s("1 2")],
        "error: extraneous data after JSON object",
    );
    check(
        "jsondecode",
        vec![s("[1] x")],
        "error: extraneous data after JSON object",
    );
    check(
        "jsondecode",
        vec![s("{} {}")],
        "error: extraneous data after JSON object",
    );
    check("jsondecode", vec![s("[1]]")], "[1] : tuple([number])");
    check(
        "jsondecode",
        vec![s("\"\\x\"")],
        "error: invalid character 'x' in string escape code",
    );
    check(
        "jsondecode",
        vec![s("\"\\u12\"")],
        "error: invalid character '\"' in \\u hexadecimal character escape",
    );
    check(
        "jsondecode",
        vec![s("'a'")],
        "error: invalid character '\\'' looking for beginning of value",
    );
    check(
        "jsondecode",
        vec![s("NaN")],
        "error: invalid character 'N' looking for beginning of value",
    );
    check(
        "jsondecode",
        vec![s("Infinity")],
        "error: invalid character 'I' looking for beginning of value",
    );
    check(
        "jsondecode",
        vec![s("-Infinity")],
        "error: invalid character 'I' in numeric literal",
    );
    check(
        "jsondecode",
        vec![s("\"a\tb\"")],
        "error: invalid character '\\t' in string literal",
    );
    check(
        "jsondecode",
        vec![s("\"a\nb\"")],
        "error: invalid character '\\n' in string literal",
    );
    check(
        "jsondecode",
        vec![s("\u{feff}1")],
        "error: invalid character 'ï' looking for beginning of value",
    );
    check(
        "jsondecode",
        vec![s("[1,{\"a\":[2,}]")],
        "error: invalid character '}' looking for beginning of value",
    );
    check(
        "jsondecode",
        vec![s("{\"a\":[1,2}")],
        "error: invalid character '}' after array element",
    );
    check(
        "jsondecode",
        vec![s("x")],
        "error: invalid character 'x' looking for beginning of value",
    );
}

/// jsondecode: unknown text gives an unknown of unknown type; marks on the text mark the result; null and other types are errors.
#[test]
fn jsondecode_takes_one_string() {
    check("jsondecode", vec![unknown(Type::String)], "unknown : any");
    check("jsondecode", vec![unknown(Type::Dynamic)], "unknown : any");
    check(
        "jsondecode",
        vec![s("{\"a\":[1]}").mark("sensitive")],
        "{\"a\" = [1]}@sensitive : object({a=tuple([number])})",
    );
    check(
        "jsondecode",
        vec![s("1").mark("sensitive")],
        "1@sensitive : number",
    );
    check(
        "jsondecode",
        vec![unknown(Type::String).mark("sensitive")],
        "unknown : any",
    );
    check("jsondecode", vec![s("{").mark("sensitive")], "error: EOF");
    check(
        "jsondecode",
        vec![null(Type::String)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "jsondecode",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "jsondecode",
        vec![n("1")],
        "error[arg 0]: string required, but received number",
    );
    check(
        "jsondecode",
        vec![b(true)],
        "error[arg 0]: string required, but received bool",
    );
    check(
        "jsondecode",
        vec![list(vec![s("1")])],
        "error[arg 0]: string required, but received list of string",
    );
    check(
        "jsondecode",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "jsondecode",
        vec![s("1"), s("2")],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}

/// jsondecode: the reference reads up to 10000 levels of arrays and objects.
#[test]
#[ignore = "hcl2-value's JSON reader stops at 128 levels (hcl2_value::json::MAX_DEPTH) so that every recursive path fits an ordinary thread stack; the reference allows 10000"]
fn jsondecode_reads_nesting_as_deep_as_the_reference_does() {
    check("jsondecode", vec![s("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]")], "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] : tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([tuple([])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])])");
    check("jsondecode", vec![s("{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":1}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}")], "{\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = {\"a\" = 1}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}} : object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=object({a=number})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})})");
}
