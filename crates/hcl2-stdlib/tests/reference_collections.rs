//! length, hasindex, coalesce, concat, keys and values, pinned to the reference.
//!
//! Generated: each expectation is what go-cty 1.12.1's own stdlib function returned for
//! the same arguments (a throwaway Go program called the reference functions and wrote
//! these calls), rendered as `value : type` (marks as `@mark`) or
//! `error[arg N] at PATH: message` as `support::render_outcome` does.

mod support;

use hcl2_value::Type;
use support::*;

/// length: elements of lists, sets, maps and tuples.
#[test]
fn length_counts_elements_of_collections_and_tuples() {
    check("length", vec![list(vec![s("a"), s("b")])], "2 : number");
    check("length", vec![empty_list(Type::String)], "0 : number");
    check(
        "length",
        vec![tup(vec![s("a"), n("1"), b(true)])],
        "3 : number",
    );
    check("length", vec![tup(vec![])], "0 : number");
    check(
        "length",
        vec![map(vec![("a", n("1")), ("b", n("2"))])],
        "2 : number",
    );
    check("length", vec![empty_map(Type::Number)], "0 : number");
    check("length", vec![set(vec![s("a"), s("b")])], "2 : number");
    check("length", vec![empty_set(Type::String)], "0 : number");
    check(
        "length",
        vec![list(vec![unknown(Type::String), s("b")])],
        "2 : number",
    );
    check(
        "length",
        vec![tup(vec![unknown(Type::String), null(Type::Number)])],
        "2 : number",
    );
    check(
        "length",
        vec![set(vec![unknown(Type::String)])],
        "1 : number",
    );
    check(
        "length",
        vec![set(vec![s("a"), unknown(Type::String)])],
        "unknown : number",
    );
    check(
        "length",
        vec![set(vec![unknown(Type::String), unknown(Type::String)])],
        "unknown : number",
    );
}

/// length: strings, objects and other types are errors; null is not allowed.
#[test]
fn length_rejects_what_is_not_a_collection() {
    check(
        "length",
        vec![s("abc")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "length",
        vec![obj(vec![("a", n("1"))])],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "length",
        vec![n("1")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "length",
        vec![b(true)],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "length",
        vec![null(Type::list(Type::String))],
        "error[arg 0]: argument must not be null",
    );
    check(
        "length",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "length",
        vec![null(Type::String)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "length",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "length",
        vec![list(vec![s("a")]), list(vec![s("b")])],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}

/// length: unknown and dynamic arguments, and marks.
#[test]
fn length_is_unknown_for_unknown_collections_and_keeps_top_level_marks() {
    check(
        "length",
        vec![unknown(Type::list(Type::String))],
        "unknown : number",
    );
    // go-cty 1.12.1 answers "unknown"; 1.13+'s length takes unknowns and knows a
    // tuple's length from its type.
    check(
        "length",
        vec![unknown(Type::tuple([Type::String, Type::Number]))],
        "2 : number",
    );
    check("length", vec![unknown(Type::Dynamic)], "unknown : number");
    check(
        "length",
        vec![list(vec![s("a")]).mark("sensitive")],
        "1@sensitive : number",
    );
    check(
        "length",
        vec![list(vec![s("a").mark("sensitive"), s("b")])],
        "2 : number",
    );
    // go-cty 1.12.1 drops the marks here; 1.13+ keeps them (length takes unknowns).
    check(
        "length",
        vec![unknown(Type::list(Type::String)).mark("sensitive")],
        "unknown@sensitive : number",
    );
    check(
        "length",
        vec![set(vec![s("a"), s("b")]).mark("sensitive")],
        "2@sensitive : number",
    );
    check(
        "length",
        vec![unknown(Type::map(Type::Number))],
        "unknown : number",
    );
    check(
        "length",
        vec![unknown(Type::object([("a", Type::Number)]))],
        "error: collection must be a list, a map or a tuple",
    );
}

/// coalesce: the first non-null argument, converted to the arguments' unified type.
#[test]
fn coalesce_returns_the_first_non_null_argument() {
    check("coalesce", vec![s("a"), s("b")], "\"a\" : string");
    check(
        "coalesce",
        vec![null(Type::String), s("b")],
        "\"b\" : string",
    );
    check(
        "coalesce",
        vec![null(Type::String), null(Type::String), s("c")],
        "\"c\" : string",
    );
    check("coalesce", vec![n("1"), s("a")], "\"1\" : string");
    check("coalesce", vec![s("a"), n("1")], "\"a\" : string");
    check(
        "coalesce",
        vec![null(Type::Number), s("x")],
        "\"x\" : string",
    );
    check("coalesce", vec![b(true), s("x")], "\"true\" : string");
    check(
        "coalesce",
        vec![null(Type::Dynamic), s("a")],
        "\"a\" : string",
    );
    check(
        "coalesce",
        vec![s("a"), null(Type::Dynamic)],
        "\"a\" : string",
    );
    check(
        "coalesce",
        vec![empty_list(Type::String), list(vec![s("a")])],
        "[] : list(string)",
    );
    check(
        "coalesce",
        vec![list(vec![s("a")]), tup(vec![s("b"), s("c")])],
        "[\"a\"] : list(string)",
    );
    check(
        "coalesce",
        vec![tup(vec![n("1")]), list(vec![s("b")])],
        "[\"1\"] : list(string)",
    );
    check(
        "coalesce",
        vec![obj(vec![("a", n("1"))]), obj(vec![("a", s("x"))])],
        "{\"a\" = \"1\"} : object({a=string})",
    );
    check(
        "coalesce",
        vec![obj(vec![("a", n("1"))]), obj(vec![("b", n("2"))])],
        "{\"a\" = 1} : map(number)",
    );
    check(
        "coalesce",
        vec![map(vec![("a", n("1"))]), obj(vec![("b", s("x"))])],
        "{\"a\" = \"1\"} : map(string)",
    );
    check("coalesce", vec![s("only")], "\"only\" : string");
}

/// coalesce: errors.
#[test]
fn coalesce_needs_a_non_null_argument_and_a_common_type() {
    check(
        "coalesce",
        vec![null(Type::String), null(Type::String)],
        "error: no non-null arguments",
    );
    check(
        "coalesce",
        vec![null(Type::Dynamic)],
        "error: no non-null arguments",
    );
    check(
        "coalesce",
        vec![],
        "error: all arguments must have the same type",
    );
    check(
        "coalesce",
        vec![b(true), n("1")],
        "error: all arguments must have the same type",
    );
    check(
        "coalesce",
        vec![list(vec![s("a")]), s("b")],
        "error: all arguments must have the same type",
    );
    check(
        "coalesce",
        vec![null(Type::Number), b(true)],
        "error: all arguments must have the same type",
    );
}

/// coalesce: unknown and dynamic arguments, and marks.
#[test]
fn coalesce_is_unknown_when_an_unknown_comes_first_and_keeps_every_mark() {
    check(
        "coalesce",
        vec![unknown(Type::String), s("a")],
        "unknown : string",
    );
    check(
        "coalesce",
        vec![null(Type::String), unknown(Type::String)],
        "unknown : string",
    );
    check(
        "coalesce",
        vec![s("a"), unknown(Type::String)],
        "\"a\" : string",
    );
    check(
        "coalesce",
        vec![unknown(Type::Dynamic), s("a")],
        "unknown : string",
    );
    check(
        "coalesce",
        vec![s("a"), unknown(Type::Dynamic)],
        "\"a\" : string",
    );
    check(
        "coalesce",
        vec![s("a").mark("sensitive"), s("b")],
        "\"a\"@sensitive : string",
    );
    check(
        "coalesce",
        vec![null(Type::String), s("b").mark("sensitive")],
        "\"b\"@sensitive : string",
    );
    check(
        "coalesce",
        vec![null(Type::String).mark("sensitive"), s("b")],
        "\"b\"@sensitive : string",
    );
    check(
        "coalesce",
        vec![s("a"), s("b").mark("sensitive")],
        "\"a\"@sensitive : string",
    );
    check(
        "coalesce",
        vec![unknown(Type::String).mark("sensitive"), s("b")],
        "unknown@sensitive : string",
    );
    check(
        "coalesce",
        vec![list(vec![s("a").mark("sensitive")]), list(vec![s("b")])],
        "[\"a\"]@sensitive : list(string)",
    );
}

/// concat: lists of unifiable element types give a list.
#[test]
fn concat_joins_lists_into_a_list() {
    check(
        "concat",
        vec![list(vec![s("a")]), list(vec![s("b"), s("c")])],
        "[\"a\", \"b\", \"c\"] : list(string)",
    );
    check("concat", vec![list(vec![s("a")])], "[\"a\"] : list(string)");
    check(
        "concat",
        vec![empty_list(Type::String), empty_list(Type::String)],
        "[] : list(string)",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), list(vec![n("1")])],
        "[\"a\", \"1\"] : list(string)",
    );
    check(
        "concat",
        vec![list(vec![n("1")]), list(vec![s("a")])],
        "[\"1\", \"a\"] : list(string)",
    );
    check(
        "concat",
        vec![empty_list(Type::Number), list(vec![s("a")])],
        "[\"a\"] : list(string)",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), list(vec![b(true)])],
        "[\"a\", \"true\"] : list(string)",
    );
    check(
        "concat",
        vec![
            list(vec![list(vec![s("a")])]),
            list(vec![empty_list(Type::String)]),
        ],
        "[[\"a\"], []] : list(list(string))",
    );
}

/// concat: any tuple, or lists with no common element type, give a tuple.
#[test]
fn concat_joins_tuples_and_mixed_sequences_into_a_tuple() {
    check(
        "concat",
        vec![tup(vec![s("a"), n("1")]), tup(vec![b(true)])],
        "[\"a\", 1, true] : tuple([string,number,bool])",
    );
    check(
        "concat",
        vec![tup(vec![s("a")]), list(vec![s("b")])],
        "[\"a\", \"b\"] : tuple([string,string])",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), tup(vec![n("1")])],
        "[\"a\", 1] : tuple([string,number])",
    );
    check(
        "concat",
        vec![list(vec![n("1")]), list(vec![b(true)])],
        "[1, true] : tuple([number,bool])",
    );
    check("concat", vec![tup(vec![]), tup(vec![])], "[] : tuple([])");
    check("concat", vec![tup(vec![])], "[] : tuple([])");
    check(
        "concat",
        vec![empty_list(Type::String), tup(vec![n("1")])],
        "[1] : tuple([number])",
    );
}

/// concat: arity, wrong types, nulls, unknowns and dynamic values.
#[test]
fn concat_accepts_only_known_lists_and_tuples() {
    check("concat", vec![], "error: at least one argument is required");
    check(
        "concat",
        vec![s("a")],
        "error[arg 0]: all arguments must be lists or tuples; got string",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), s("b")],
        "error[arg 1]: all arguments must be lists or tuples; got string",
    );
    check(
        "concat",
        vec![tup(vec![s("a")]), set(vec![s("b")])],
        "error[arg 1]: all arguments must be lists or tuples; got set of string",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), map(vec![("k", s("v"))])],
        "error[arg 1]: all arguments must be lists or tuples; got map of string",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), obj(vec![("k", s("v"))])],
        "error[arg 1]: all arguments must be lists or tuples; got object",
    );
    check(
        "concat",
        vec![null(Type::list(Type::String))],
        "error[arg 0]: argument must not be null",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), null(Type::empty_tuple())],
        "error[arg 1]: argument must not be null",
    );
    check(
        "concat",
        vec![unknown(Type::list(Type::String)), list(vec![s("a")])],
        "unknown : list(string)",
    );
    check(
        "concat",
        vec![unknown(Type::list(Type::String)), tup(vec![s("a")])],
        "unknown : any",
    );
    check(
        "concat",
        vec![tup(vec![s("a")]), unknown(Type::list(Type::String))],
        "unknown : any",
    );
    check(
        "concat",
        vec![unknown(Type::tuple([Type::String]))],
        "unknown : tuple([string])",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), unknown(Type::Dynamic)],
        "unknown : any",
    );
    check(
        "concat",
        vec![unknown(Type::Dynamic), list(vec![s("a")])],
        "unknown : any",
    );
    check(
        "concat",
        vec![
            list(vec![unknown(Type::String)]),
            tup(vec![unknown(Type::Number)]),
        ],
        "[unknown, unknown] : tuple([string,number])",
    );
}

/// concat: a sequence's marks mark the result; element marks stay on elements.
#[test]
fn concat_keeps_marks_of_sequences_and_elements() {
    check(
        "concat",
        vec![list(vec![s("a")]).mark("sensitive"), list(vec![s("b")])],
        "[\"a\", \"b\"]@sensitive : list(string)",
    );
    check(
        "concat",
        vec![list(vec![s("a").mark("sensitive")]), list(vec![s("b")])],
        "[\"a\"@sensitive, \"b\"] : list(string)",
    );
    check(
        "concat",
        vec![tup(vec![s("a")]).mark("sensitive"), tup(vec![n("1")])],
        "[\"a\", 1]@sensitive : tuple([string,number])",
    );
    check(
        "concat",
        vec![tup(vec![s("a").mark("sensitive")]), list(vec![s("b")])],
        "[\"a\"@sensitive, \"b\"] : tuple([string,string])",
    );
    check(
        "concat",
        vec![empty_list(Type::String).mark("sensitive")],
        "[]@sensitive : list(string)",
    );
    check(
        "concat",
        vec![tup(vec![]).mark("sensitive")],
        "[]@sensitive : tuple([])",
    );
    check(
        "concat",
        vec![
            unknown(Type::list(Type::String)).mark("sensitive"),
            list(vec![s("a")]),
        ],
        "unknown : list(string)",
    );
    check(
        "concat",
        vec![list(vec![s("a")]), s("b").mark("sensitive")],
        "error[arg 1]: all arguments must be lists or tuples; got string",
    );
}

/// keys: sorted keys, a list for maps and a tuple for objects.
#[test]
fn keys_lists_map_keys_and_object_attribute_names_in_order() {
    check(
        "keys",
        vec![map(vec![
            ("B", n("4")),
            ("a", n("2")),
            ("b", n("1")),
            ("ä", n("3")),
        ])],
        "[\"B\", \"a\", \"b\", \"ä\"] : list(string)",
    );
    check("keys", vec![empty_map(Type::String)], "[] : list(string)");
    check(
        "keys",
        vec![obj(vec![("a", s("x")), ("b", n("1"))])],
        "[\"a\", \"b\"] : tuple([string,string])",
    );
    check("keys", vec![obj(vec![])], "[] : tuple([])");
    check(
        "keys",
        vec![map(vec![("a", unknown(Type::Number))])],
        "[\"a\"] : list(string)",
    );
    check(
        "keys",
        vec![obj(vec![("a", unknown(Type::Dynamic))])],
        "[\"a\"] : tuple([string])",
    );
}

/// keys: unknown maps, unknown objects (whose names are known) and marks.
#[test]
fn keys_handles_unknown_and_marked_arguments() {
    check(
        "keys",
        vec![unknown(Type::map(Type::Number))],
        "unknown : list(string)",
    );
    check(
        "keys",
        vec![unknown(Type::object([
            ("x", Type::String),
            ("y", Type::Number),
        ]))],
        "[\"x\", \"y\"] : tuple([string,string])",
    );
    check(
        "keys",
        vec![unknown(Type::empty_object())],
        "[] : tuple([])",
    );
    check("keys", vec![unknown(Type::Dynamic)], "unknown : any");
    check(
        "keys",
        vec![map(vec![("a", n("1"))]).mark("sensitive")],
        "[\"a\"]@sensitive : list(string)",
    );
    check(
        "keys",
        vec![map(vec![("a", n("1").mark("sensitive"))])],
        "[\"a\"] : list(string)",
    );
    check(
        "keys",
        vec![unknown(Type::map(Type::Number)).mark("sensitive")],
        "unknown@sensitive : list(string)",
    );
    check(
        "keys",
        vec![obj(vec![("a", n("1"))]).mark("sensitive")],
        "[\"a\"]@sensitive : tuple([string])",
    );
    check(
        "keys",
        vec![obj(vec![]).mark("sensitive")],
        "[]@sensitive : tuple([])",
    );
    check(
        "keys",
        vec![empty_map(Type::Number).mark("sensitive")],
        "[]@sensitive : list(string)",
    );
}

/// keys: errors.
#[test]
fn keys_rejects_what_is_not_a_map_or_object() {
    check(
        "keys",
        vec![list(vec![s("a")])],
        "error[arg 0]: must have map or object type",
    );
    check(
        "keys",
        vec![tup(vec![s("a")])],
        "error[arg 0]: must have map or object type",
    );
    check(
        "keys",
        vec![s("a")],
        "error[arg 0]: must have map or object type",
    );
    check(
        "keys",
        vec![null(Type::map(Type::String))],
        "error[arg 0]: argument must not be null",
    );
    check(
        "keys",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "keys",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "keys",
        vec![unknown(Type::list(Type::String))],
        "error[arg 0]: must have map or object type",
    );
}

/// values: elements in key order, a list for maps and a tuple for objects.
#[test]
fn values_lists_elements_in_key_order() {
    check(
        "values",
        vec![map(vec![("a", n("2")), ("b", n("1"))])],
        "[2, 1] : list(number)",
    );
    check("values", vec![empty_map(Type::String)], "[] : list(string)");
    check(
        "values",
        vec![obj(vec![("a", s("x")), ("b", n("1"))])],
        "[\"x\", 1] : tuple([string,number])",
    );
    check("values", vec![obj(vec![])], "[] : tuple([])");
    check(
        "values",
        vec![map(vec![
            ("a", unknown(Type::Number)),
            ("b", null(Type::Number)),
        ])],
        "[unknown, null] : list(number)",
    );
    check(
        "values",
        vec![obj(vec![
            ("a", unknown(Type::Dynamic)),
            ("b", list(vec![s("x")])),
        ])],
        "[unknown, [\"x\"]] : tuple([any,list(string)])",
    );
    check(
        "values",
        vec![map(vec![
            ("a", list(vec![s("x")])),
            ("b", empty_list(Type::String)),
        ])],
        "[[\"x\"], []] : list(list(string))",
    );
}

/// values: unknown and dynamic arguments, and marks.
#[test]
fn values_handles_unknown_and_marked_arguments() {
    check(
        "values",
        vec![unknown(Type::map(Type::Number))],
        "unknown : list(number)",
    );
    check(
        "values",
        vec![unknown(Type::object([
            ("x", Type::String),
            ("y", Type::Number),
        ]))],
        "unknown : tuple([string,number])",
    );
    check("values", vec![unknown(Type::Dynamic)], "unknown : any");
    check(
        "values",
        vec![map(vec![("a", n("1"))]).mark("sensitive")],
        "[1]@sensitive : list(number)",
    );
    check(
        "values",
        vec![map(vec![("a", n("1").mark("sensitive")), ("b", n("2"))])],
        "[1@sensitive, 2] : list(number)",
    );
    check(
        "values",
        vec![obj(vec![("a", n("1"))]).mark("sensitive")],
        "[1]@sensitive : tuple([number])",
    );
    check(
        "values",
        vec![empty_map(Type::String).mark("sensitive")],
        "[]@sensitive : list(string)",
    );
    check(
        "values",
        vec![obj(vec![]).mark("sensitive")],
        "[]@sensitive : tuple([])",
    );
    check(
        "values",
        vec![unknown(Type::map(Type::Number)).mark("sensitive")],
        "unknown : list(number)",
    );
}

/// values: errors.
#[test]
fn values_rejects_what_is_not_a_map_or_object() {
    check(
        "values",
        vec![list(vec![s("a")])],
        "error: values() requires a map as the first argument",
    );
    check(
        "values",
        vec![tup(vec![s("a")])],
        "error: values() requires a map as the first argument",
    );
    check(
        "values",
        vec![s("a")],
        "error: values() requires a map as the first argument",
    );
    check(
        "values",
        vec![null(Type::map(Type::String))],
        "error[arg 0]: argument must not be null",
    );
    check(
        "values",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "values",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "values",
        vec![unknown(Type::list(Type::String))],
        "error: values() requires a map as the first argument",
    );
}

/// hasindex: whole numbers from zero below the length; anything else, including keys of other types, is false.
#[test]
fn hasindex_finds_list_and_tuple_positions() {
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), n("0")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), n("1")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), n("2")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), n("-1")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), n("0.5")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), n("-0")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), n("1")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![
            list(vec![s("a"), s("b")]),
            n("1000000000000000000000000000000"),
        ],
        "false : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), n("9223372036854775808")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), inf(false)],
        "false : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), s("0")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), b(true)],
        "false : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a"), s("b")]), list(vec![n("0")])],
        "false : bool",
    );
    check(
        "hasindex",
        vec![empty_list(Type::String), n("0")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![tup(vec![s("a"), n("1")]), n("1")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![tup(vec![s("a"), n("1")]), n("2")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![tup(vec![s("a"), n("1")]), n("-1")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![tup(vec![s("a"), n("1")]), s("1")],
        "false : bool",
    );
    check("hasindex", vec![tup(vec![]), n("0")], "false : bool");
    check(
        "hasindex",
        vec![tup(vec![null(Type::String)]), n("0")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![list(vec![unknown(Type::String)]), n("0")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![list(vec![null(Type::String)]), n("0")],
        "true : bool",
    );
}

/// hasindex: a map has exactly its keys; a key that is not a string is false, never converted.
#[test]
fn hasindex_finds_map_keys() {
    check(
        "hasindex",
        vec![map(vec![("a", n("1")), ("b", n("2"))]), s("a")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("a", n("1")), ("b", n("2"))]), s("c")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("a", n("1"))]), s("A")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("1", n("1"))]), n("1")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("", n("1"))]), s("")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("é", n("1"))]), s("é")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![empty_map(Type::String), s("a")],
        "false : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("a", unknown(Type::Number))]), s("a")],
        "true : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("a", n("1"))]), b(true)],
        "false : bool",
    );
}

/// hasindex: only lists, maps and tuples are collections here; null is not allowed.
#[test]
fn hasindex_rejects_sets_objects_and_other_values() {
    check(
        "hasindex",
        vec![set(vec![s("a")]), s("a")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "hasindex",
        vec![obj(vec![("a", n("1"))]), s("a")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "hasindex",
        vec![obj(vec![]), s("a")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "hasindex",
        vec![s("abc"), n("0")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "hasindex",
        vec![n("1"), n("0")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "hasindex",
        vec![b(true), n("0")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "hasindex",
        vec![unknown(Type::object([("a", Type::Number)])), s("a")],
        "error: collection must be a list, a map or a tuple",
    );
    check(
        "hasindex",
        vec![null(Type::list(Type::String)), n("0")],
        "error[arg 0]: argument must not be null",
    );
    check(
        "hasindex",
        vec![null(Type::Dynamic), n("0")],
        "error[arg 0]: argument must not be null",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")]), null(Type::Number)],
        "error[arg 1]: argument must not be null",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")]), null(Type::Dynamic)],
        "error[arg 1]: argument must not be null",
    );
    check(
        "hasindex",
        vec![map(vec![("a", n("1"))]), null(Type::String)],
        "error[arg 1]: argument must not be null",
    );
    check(
        "hasindex",
        vec![null(Type::set(Type::String)), n("0")],
        "error[arg 0]: argument must not be null",
    );
    check(
        "hasindex",
        vec![],
        "error: wrong number of arguments (2 required; 0 given)",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")])],
        "error: wrong number of arguments (2 required; 1 given)",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")]), n("0"), n("1")],
        "error: wrong number of arguments (2 required; 3 given)",
    );
}

/// hasindex: unknown and dynamic collections or keys give an unknown bool.
#[test]
fn hasindex_is_unknown_while_the_answer_is() {
    check(
        "hasindex",
        vec![unknown(Type::list(Type::String)), n("0")],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![unknown(Type::map(Type::String)), s("a")],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![unknown(Type::tuple([Type::String])), n("0")],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")]), unknown(Type::Number)],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("a", n("1"))]), unknown(Type::String)],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")]), unknown(Type::String)],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![unknown(Type::Dynamic), n("0")],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")]), unknown(Type::Dynamic)],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![unknown(Type::Dynamic), unknown(Type::Dynamic)],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![unknown(Type::set(Type::String)), n("0")],
        "error: collection must be a list, a map or a tuple",
    );
}

/// hasindex: marks on the collection, its elements or the key mark the answer.
#[test]
fn hasindex_marks_the_result_with_every_mark_of_its_arguments() {
    check(
        "hasindex",
        vec![list(vec![s("a")]).mark("sensitive"), n("0")],
        "true@sensitive : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")]), n("0").mark("sensitive")],
        "true@sensitive : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a").mark("sensitive"), s("b")]), n("5")],
        "false@sensitive : bool",
    );
    check(
        "hasindex",
        vec![map(vec![("a", n("1").mark("sensitive"))]), s("b")],
        "false@sensitive : bool",
    );
    check(
        "hasindex",
        vec![
            tup(vec![s("a"), list(vec![s("x").mark("sensitive")])]),
            n("0"),
        ],
        "true@sensitive : bool",
    );
    check(
        "hasindex",
        vec![unknown(Type::list(Type::String)).mark("sensitive"), n("0")],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![list(vec![s("a")]), unknown(Type::Number).mark("sensitive")],
        "unknown : bool",
    );
    check(
        "hasindex",
        vec![set(vec![s("a")]).mark("sensitive"), n("0")],
        "error: collection must be a list, a map or a tuple",
    );
}
