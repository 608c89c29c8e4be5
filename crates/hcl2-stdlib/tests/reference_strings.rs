//! upper, lower, strlen, reverse, substr and join, pinned to the reference.
//!
//! Generated: each expectation is what go-cty 1.12.1's own stdlib function returned for
//! the same arguments (a throwaway Go program called the reference functions and wrote
//! these calls), rendered as `value : type` (marks as `@mark`) or
//! `error[arg N] at PATH: message` as `support::render_outcome` does.

mod support;

use hcl2_value::Type;
use support::*;

/// Go's strings.ToUpper/ToLower: one character at a time, Unicode 13 simple mappings (no `ß` -> `SS`, no final sigma).
#[test]
fn upper_and_lower_map_each_character_by_its_simple_case_mapping() {
    check("upper", vec![s("abc")], "\"ABC\" : string");
    check("lower", vec![s("abc")], "\"abc\" : string");
    check("upper", vec![s("")], "\"\" : string");
    check("lower", vec![s("")], "\"\" : string");
    check(
        "upper",
        vec![s("Hello, World 123!")],
        "\"HELLO, WORLD 123!\" : string",
    );
    check(
        "lower",
        vec![s("Hello, World 123!")],
        "\"hello, world 123!\" : string",
    );
    check("upper", vec![s("ÄÖü straße")], "\"ÄÖÜ STRAßE\" : string");
    check("lower", vec![s("ÄÖü straße")], "\"äöü straße\" : string");
    check("upper", vec![s("ß")], "\"ß\" : string");
    check("lower", vec![s("ß")], "\"ß\" : string");
    check("upper", vec![s("ﬁ")], "\"ﬁ\" : string");
    check("lower", vec![s("ﬁ")], "\"ﬁ\" : string");
    check("upper", vec![s("ŉ")], "\"ŉ\" : string");
    check("lower", vec![s("ŉ")], "\"ŉ\" : string");
    check("upper", vec![s("ǰ")], "\"ǰ\" : string");
    check("lower", vec![s("ǰ")], "\"ǰ\" : string");
    check("upper", vec![s("ΣΑΣ σας")], "\"ΣΑΣ ΣΑΣ\" : string");
    check("lower", vec![s("ΣΑΣ σας")], "\"σασ σας\" : string");
    check("upper", vec![s("İı")], "\"İI\" : string");
    check("lower", vec![s("İı")], "\"iı\" : string");
    check("upper", vec![s("ᾳᾼ")], "\"ᾼᾼ\" : string");
    check("lower", vec![s("ᾳᾼ")], "\"ᾳᾳ\" : string");
    check("upper", vec![s("ǅǄǆ")], "\"ǄǄǄ\" : string");
    check("lower", vec![s("ǅǄǆ")], "\"ǆǆǆ\" : string");
    check("upper", vec![s("ꭰᏸ")], "\"ᎠᏰ\" : string");
    check("lower", vec![s("ꭰᏸ")], "\"ꭰᏸ\" : string");
    check("upper", vec![s("აᲐ")], "\"ᲐᲐ\" : string");
    check("lower", vec![s("აᲐ")], "\"აა\" : string");
    check("upper", vec![s("ǲ")], "\"Ǳ\" : string");
    check("lower", vec![s("ǲ")], "\"ǳ\" : string");
    check("upper", vec![s("Ωω")], "\"ΩΩ\" : string");
    check("lower", vec![s("Ωω")], "\"ωω\" : string");
    check("upper", vec![s("𐖗𐕰")], "\"𐖗𐕰\" : string");
    check("lower", vec![s("𐖗𐕰")], "\"𐖗𐕰\" : string");
    check("upper", vec![s("ＡＢｃ")], "\"ＡＢＣ\" : string");
    check("lower", vec![s("ＡＢｃ")], "\"ａｂｃ\" : string");
    check("upper", vec![s("é")], "\"É\" : string");
    check("lower", vec![s("é")], "\"é\" : string");
}

/// upper's parameter: a string, dynamic allowed, no null, unknown or marks passed through.
#[test]
fn upper_takes_one_string_argument() {
    check(
        "upper",
        vec![null(Type::String)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "upper",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check("upper", vec![unknown(Type::String)], "unknown : string");
    check("upper", vec![unknown(Type::Dynamic)], "unknown : string");
    check(
        "upper",
        vec![s("aB").mark("sensitive")],
        "\"AB\"@sensitive : string",
    );
    check(
        "upper",
        vec![unknown(Type::String).mark("sensitive")],
        "unknown : string",
    );
    check(
        "upper",
        vec![n("1")],
        "error[arg 0]: string required, but received number",
    );
    check(
        "upper",
        vec![list(vec![s("a")])],
        "error[arg 0]: string required, but received list of string",
    );
    check(
        "upper",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "upper",
        vec![s("a"), s("b")],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}

/// lower's parameter, as upper's.
#[test]
fn lower_takes_one_string_argument() {
    check(
        "lower",
        vec![null(Type::String)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "lower",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check("lower", vec![unknown(Type::String)], "unknown : string");
    check("lower", vec![unknown(Type::Dynamic)], "unknown : string");
    check(
        "lower",
        vec![s("aB").mark("sensitive")],
        "\"ab\"@sensitive : string",
    );
    check(
        "lower",
        vec![unknown(Type::String).mark("sensitive")],
        "unknown : string",
    );
    check(
        "lower",
        vec![n("1")],
        "error[arg 0]: string required, but received number",
    );
    check(
        "lower",
        vec![list(vec![s("a")])],
        "error[arg 0]: string required, but received list of string",
    );
    check(
        "lower",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "lower",
        vec![s("a"), s("b")],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}

/// strlen counts and reverse reorders extended grapheme clusters.
#[test]
fn strlen_and_reverse_work_in_grapheme_clusters() {
    check("strlen", vec![s("")], "0 : number");
    check("reverse", vec![s("")], "\"\" : string");
    check("strlen", vec![s("abc")], "3 : number");
    check("reverse", vec![s("abc")], "\"cba\" : string");
    check("strlen", vec![s("héllo")], "5 : number");
    check("reverse", vec![s("héllo")], "\"olléh\" : string");
    check("strlen", vec![s("éx")], "2 : number");
    check("reverse", vec![s("éx")], "\"xé\" : string");
    check("strlen", vec![s("👩\u{200d}👩\u{200d}👧")], "1 : number");
    check(
        "reverse",
        vec![s("👩\u{200d}👩\u{200d}👧")],
        "\"👩\u{200d}👩\u{200d}👧\" : string",
    );
    check("strlen", vec![s("🇺🇸🇫🇷🇩")], "3 : number");
    check("reverse", vec![s("🇺🇸🇫🇷🇩")], "\"🇩🇫🇷🇺🇸\" : string");
    check("strlen", vec![s("a\r\nb")], "3 : number");
    check("reverse", vec![s("a\r\nb")], "\"b\\r\\na\" : string");
    check("strlen", vec![s("\n\r")], "2 : number");
    check("reverse", vec![s("\n\r")], "\"\\r\\n\" : string");
    check("strlen", vec![s("👍🏽!")], "2 : number");
    check("reverse", vec![s("👍🏽!")], "\"!👍🏽\" : string");
    check("strlen", vec![s("a\u{200d}b")], "2 : number");
    check("reverse", vec![s("a\u{200d}b")], "\"ba\u{200d}\" : string");
    check("strlen", vec![s("각")], "1 : number");
    check("reverse", vec![s("각")], "\"각\" : string");
    check("strlen", vec![s("தமிழ்")], "3 : number");
    check("reverse", vec![s("தமிழ்")], "\"ழ்மித\" : string");
    check("strlen", vec![s("ẍ\u{301}y")], "2 : number");
    check("reverse", vec![s("ẍ\u{301}y")], "\"yẍ\u{301}\" : string");
}

/// The reference segments text by Unicode 13 rules (no Indic conjunct clusters, a rule of Unicode 15.1) with its own quirks.
#[test]
fn strlen_and_reverse_segment_as_unicode_13_did() {
    check("strlen", vec![s("क\u{94d}षत\u{94d}रिय")], "5 : number");
    check(
        "reverse",
        vec![s("क\u{94d}षत\u{94d}रिय")],
        "\"यरित\u{94d}षक\u{94d}\" : string",
    );
    check("strlen", vec![s("नमस\u{94d}ते")], "4 : number");
    check(
        "reverse",
        vec![s("नमस\u{94d}ते")],
        "\"तेस\u{94d}मन\" : string",
    );
    check("strlen", vec![s("ক্ষ")], "2 : number");
    check("reverse", vec![s("ক্ষ")], "\"ষক্\" : string");
    check("strlen", vec![s("क\u{94d}\u{200d}ष")], "2 : number");
    check(
        "reverse",
        vec![s("क\u{94d}\u{200d}ष")],
        "\"षक\u{94d}\u{200d}\" : string",
    );
    check("strlen", vec![s("👩\u{200d}★")], "1 : number");
    check(
        "reverse",
        vec![s("👩\u{200d}★")],
        "\"👩\u{200d}★\" : string",
    );
    check("strlen", vec![s("🇺\u{301}\u{200d}★")], "1 : number");
    check(
        "reverse",
        vec![s("🇺\u{301}\u{200d}★")],
        "\"🇺\u{301}\u{200d}★\" : string",
    );
    check("strlen", vec![s("a\u{200d}★")], "2 : number");
    check("reverse", vec![s("a\u{200d}★")], "\"★a\u{200d}\" : string");
    check("strlen", vec![s("ᄀ각")], "1 : number");
    check("reverse", vec![s("ᄀ각")], "\"ᄀ각\" : string");
    check("strlen", vec![s("�\u{301}")], "2 : number");
    check("reverse", vec![s("�\u{301}")], "\"\u{301}�\" : string");
}

/// strlen's parameter, as upper's.
#[test]
fn strlen_takes_one_string_argument() {
    check(
        "strlen",
        vec![null(Type::String)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "strlen",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check("strlen", vec![unknown(Type::String)], "unknown : number");
    check("strlen", vec![unknown(Type::Dynamic)], "unknown : number");
    check(
        "strlen",
        vec![s("aB").mark("sensitive")],
        "2@sensitive : number",
    );
    // go-cty 1.12.1 gives "unknown : number"; 1.13+'s strlen takes the unknown
    // string (to bound the length by its prefix), and keeps its marks.
    check(
        "strlen",
        vec![unknown(Type::String).mark("sensitive")],
        "unknown@sensitive : number",
    );
    check(
        "strlen",
        vec![n("1")],
        "error[arg 0]: string required, but received number",
    );
    check(
        "strlen",
        vec![list(vec![s("a")])],
        "error[arg 0]: string required, but received list of string",
    );
    check(
        "strlen",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "strlen",
        vec![s("a"), s("b")],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}

/// reverse's parameter, as upper's.
#[test]
fn reverse_takes_one_string_argument() {
    check(
        "reverse",
        vec![null(Type::String)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "reverse",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check("reverse", vec![unknown(Type::String)], "unknown : string");
    check("reverse", vec![unknown(Type::Dynamic)], "unknown : string");
    check(
        "reverse",
        vec![s("aB").mark("sensitive")],
        "\"Ba\"@sensitive : string",
    );
    check(
        "reverse",
        vec![unknown(Type::String).mark("sensitive")],
        "unknown : string",
    );
    check(
        "reverse",
        vec![n("1")],
        "error[arg 0]: string required, but received number",
    );
    check(
        "reverse",
        vec![list(vec![s("a")])],
        "error[arg 0]: string required, but received list of string",
    );
    check(
        "reverse",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "reverse",
        vec![s("a"), s("b")],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}

/// join: every element of every list, in order, separated.
#[test]
fn join_concatenates_the_lists_elements_with_the_separator() {
    check(
        "join",
        vec![s(","), list(vec![s("a"), s("b")])],
        "\"a,b\" : string",
    );
    check("join", vec![s(", "), list(vec![s("a")])], "\"a\" : string");
    check(
        "join",
        vec![s(","), empty_list(Type::String)],
        "\"\" : string",
    );
    check(
        "join",
        vec![s(""), list(vec![s("a"), s("b")]), list(vec![s("c")])],
        "\"abc\" : string",
    );
    check(
        "join",
        vec![
            s("→"),
            list(vec![s("ä"), s("b")]),
            empty_list(Type::String),
            list(vec![s("c"), s("d")]),
        ],
        "\"ä→b→c→d\" : string",
    );
}

/// join: a null element is an error on its list's argument.
#[test]
fn join_rejects_null_elements_naming_the_list() {
    check(
        "join",
        vec![s(","), list(vec![s("a"), null(Type::String)])],
        "error[arg 1]: element 1 is null; cannot concatenate null values",
    );
    check(
        "join",
        vec![
            s(","),
            list(vec![s("a")]),
            list(vec![s("b"), s("c"), null(Type::String)]),
        ],
        "error[arg 2]: element 2 of list 2 is null; cannot concatenate null values",
    );
    check(
        "join",
        vec![s(","), list(vec![null(Type::String)]), list(vec![s("b")])],
        "error[arg 1]: element 0 of list 1 is null; cannot concatenate null values",
    );
}

/// join's arity and argument checks.
#[test]
fn join_needs_a_separator_and_at_least_one_list() {
    check("join", vec![s(",")], "error: at least one list is required");
    check(
        "join",
        vec![],
        "error: wrong number of arguments (at least 1 required; 0 given)",
    );
    check(
        "join",
        vec![null(Type::String), list(vec![s("a")])],
        "error[arg 0]: argument must not be null",
    );
    check(
        "join",
        vec![s(","), null(Type::list(Type::String))],
        "error[arg 1]: argument must not be null",
    );
    check(
        "join",
        vec![s(","), list(vec![s("a")]), null(Type::list(Type::String))],
        "error[arg 2]: argument must not be null",
    );
    check(
        "join",
        vec![s(","), list(vec![n("1")])],
        "error[arg 0] at [...]: string required, but received number",
    );
    check(
        "join",
        vec![s(","), list(vec![s("a")]), list(vec![n("1")])],
        "error[arg 1] at [...]: string required, but received number",
    );
    check(
        "join",
        vec![s(","), tup(vec![s("a")])],
        "error[arg 0]: list of string required, but received tuple",
    );
    check(
        "join",
        vec![n("1"), list(vec![s("a")])],
        "error[arg 0]: string required, but received number",
    );
    check(
        "join",
        vec![s(","), s("a")],
        "error[arg 0]: list of string required, but received string",
    );
}

/// join: unknown separator, list or element make the result unknown; dynamic makes it dynamic.
#[test]
fn join_is_unknown_until_every_element_is_known() {
    check(
        "join",
        vec![unknown(Type::String), list(vec![s("a")])],
        "unknown : string",
    );
    check(
        "join",
        vec![s(","), unknown(Type::list(Type::String))],
        "unknown : string",
    );
    check(
        "join",
        vec![s(","), list(vec![s("a"), unknown(Type::String)])],
        "unknown : string",
    );
    check(
        "join",
        vec![
            s(","),
            list(vec![s("a"), unknown(Type::String)]),
            list(vec![null(Type::String)]),
        ],
        "unknown : string",
    );
    check(
        "join",
        vec![unknown(Type::Dynamic), list(vec![s("a")])],
        "unknown : any",
    );
    check(
        "join",
        vec![s(","), unknown(Type::Dynamic)],
        "unknown : any",
    );
    check(
        "join",
        vec![
            s(","),
            list(vec![null(Type::String)]),
            unknown(Type::list(Type::String)),
        ],
        "unknown : string",
    );
}

/// join: marks on the separator, lists or elements mark the result.
#[test]
fn join_moves_marks_to_the_result() {
    check(
        "join",
        vec![s("-").mark("sensitive"), list(vec![s("a"), s("b")])],
        "\"a-b\"@sensitive : string",
    );
    check(
        "join",
        vec![s("-"), list(vec![s("a"), s("b")]).mark("sensitive")],
        "\"a-b\"@sensitive : string",
    );
    check(
        "join",
        vec![s("-"), list(vec![s("a").mark("sensitive"), s("b")])],
        "\"a-b\"@sensitive : string",
    );
    check(
        "join",
        vec![s("-"), list(vec![unknown(Type::String).mark("sensitive")])],
        "unknown@sensitive : string",
    );
    check(
        "join",
        vec![s("-"), unknown(Type::list(Type::String)).mark("sensitive")],
        "unknown : string",
    );
}

/// substr: at most length clusters from offset on; a negative length takes the rest, zero takes none.
#[test]
fn substr_takes_grapheme_clusters_from_an_offset() {
    check("substr", vec![s("hello"), n("0"), n("1")], "\"h\" : string");
    check(
        "substr",
        vec![s("hello"), n("1"), n("3")],
        "\"ell\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("0"), n("-1")],
        "\"hello\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("2"), n("-1")],
        "\"llo\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("2"), n("-100")],
        "\"llo\" : string",
    );
    check("substr", vec![s("hello"), n("0"), n("0")], "\"\" : string");
    check("substr", vec![s("hello"), n("1"), n("0")], "\"\" : string");
    check(
        "substr",
        vec![s("hello"), n("4"), n("10")],
        "\"o\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("0"), n("100")],
        "\"hello\" : string",
    );
    check("substr", vec![s("hello"), n("5"), n("1")], "\"\" : string");
    check("substr", vec![s("hello"), n("6"), n("1")], "\"\" : string");
    check(
        "substr",
        vec![s("hello"), n("100"), n("-1")],
        "\"\" : string",
    );
    check("substr", vec![s("hello"), n("5"), n("-1")], "\"\" : string");
    check(
        "substr",
        vec![s("hello"), n("-0"), n("2")],
        "\"he\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("9223372036854775807"), n("1")],
        "\"\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("1"), n("9223372036854775807")],
        "\"ello\" : string",
    );
    check("substr", vec![s("hello"), n("2"), n("1")], "\"l\" : string");
}

/// substr: a negative offset counts back from the end and stops at the start; after one, a zero length takes the rest.
#[test]
fn substr_counts_negative_offsets_from_the_end() {
    check(
        "substr",
        vec![s("hello"), n("-1"), n("1")],
        "\"o\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-3"), n("2")],
        "\"ll\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-3"), n("-1")],
        "\"llo\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-3"), n("0")],
        "\"llo\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-3"), n("100")],
        "\"llo\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-5"), n("2")],
        "\"he\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-6"), n("2")],
        "\"he\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-100"), n("3")],
        "\"hel\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-100"), n("0")],
        "\"hello\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-100"), n("-1")],
        "\"hello\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-1"), n("0")],
        "\"o\" : string",
    );
    check(
        "substr",
        vec![s("hello"), n("-9223372036854775808"), n("1")],
        "\"h\" : string",
    );
    check(
        "substr",
        vec![
            s("hello"),
            n("-9223372036854775808"),
            n("-9223372036854775808"),
        ],
        "\"hello\" : string",
    );
}

/// substr: offsets and lengths count user-perceived characters, as the reference's Unicode 13 segmentation finds them.
#[test]
fn substr_works_in_grapheme_clusters() {
    check(
        "substr",
        vec![s("héllo wörld"), n("1"), n("4")],
        "\"éllo\" : string",
    );
    check(
        "substr",
        vec![s("héllo wörld"), n("-5"), n("3")],
        "\"wör\" : string",
    );
    check(
        "substr",
        vec![s("éẍ\u{301}y"), n("1"), n("1")],
        "\"ẍ\u{301}\" : string",
    );
    check(
        "substr",
        vec![s("éẍ\u{301}y"), n("-2"), n("1")],
        "\"ẍ\u{301}\" : string",
    );
    check(
        "substr",
        vec![s("👩\u{200d}👩\u{200d}👧ab"), n("0"), n("1")],
        "\"👩\u{200d}👩\u{200d}👧\" : string",
    );
    check(
        "substr",
        vec![s("👩\u{200d}👩\u{200d}👧ab"), n("-2"), n("0")],
        "\"ab\" : string",
    );
    check(
        "substr",
        vec![s("🇺🇸🇫🇷🇩"), n("1"), n("1")],
        "\"🇫🇷\" : string",
    );
    check(
        "substr",
        vec![s("🇺🇸🇫🇷🇩"), n("2"), n("-1")],
        "\"🇩\" : string",
    );
    check(
        "substr",
        vec![s("a\r\nb"), n("1"), n("1")],
        "\"\\r\\n\" : string",
    );
    check("substr", vec![s("👍🏽!"), n("0"), n("1")], "\"👍🏽\" : string");
    check(
        "substr",
        vec![s("क\u{94d}षत\u{94d}रिय"), n("1"), n("2")],
        "\"षत\u{94d}\" : string",
    );
    check(
        "substr",
        vec![s("नमस\u{94d}ते"), n("-2"), n("2")],
        "\"स\u{94d}ते\" : string",
    );
    check("substr", vec![s("각x"), n("1"), n("1")], "\"x\" : string");
    check("substr", vec![s(""), n("0"), n("1")], "\"\" : string");
    check("substr", vec![s(""), n("1"), n("1")], "\"\" : string");
    check("substr", vec![s(""), n("-1"), n("1")], "\"\" : string");
    check("substr", vec![s(""), n("-1"), n("0")], "\"\" : string");
    check("substr", vec![s(""), n("0"), n("0")], "\"\" : string");
}

/// substr: an offset or length that is fractional, infinite or beyond a 64-bit integer is an error about the call.
#[test]
fn substr_needs_whole_numbers_that_fit_64_bits() {
    check(
        "substr",
        vec![s("hello"), n("1.5"), n("1")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("1"), n("0.5")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("-0.5"), n("1")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("1"), n("-1.5")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("9223372036854775808"), n("1")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("1"), n("-9223372036854775809")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("1000000000000000000000000000000"), n("1")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("1"), n("-1000000000000000000000000000000")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), inf(false), n("1")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("1"), inf(true)],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("1.5"), n("0.5")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![s("hello"), n("0.1"), n("0")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
}

/// substr: null, unknown, dynamic, marked and wrong-typed arguments, and arity.
#[test]
fn substr_takes_a_string_and_two_numbers() {
    check(
        "substr",
        vec![null(Type::String), n("0"), n("1")],
        "error[arg 0]: argument must not be null",
    );
    check(
        "substr",
        vec![s("a"), null(Type::Number), n("1")],
        "error[arg 1]: argument must not be null",
    );
    check(
        "substr",
        vec![s("a"), n("0"), null(Type::Number)],
        "error[arg 2]: argument must not be null",
    );
    check(
        "substr",
        vec![null(Type::Dynamic), n("0"), n("1")],
        "error[arg 0]: argument must not be null",
    );
    check(
        "substr",
        vec![unknown(Type::String), n("0"), n("1")],
        "unknown : string",
    );
    check(
        "substr",
        vec![s("a"), unknown(Type::Number), n("1")],
        "unknown : string",
    );
    check(
        "substr",
        vec![s("a"), n("0"), unknown(Type::Number)],
        "unknown : string",
    );
    check(
        "substr",
        vec![unknown(Type::String), n("1.5"), n("1")],
        "unknown : string",
    );
    check(
        "substr",
        vec![unknown(Type::Dynamic), n("0"), n("1")],
        "unknown : string",
    );
    check(
        "substr",
        vec![s("a"), unknown(Type::Dynamic), n("1")],
        "unknown : string",
    );
    check(
        "substr",
        vec![s("a"), n("0"), unknown(Type::Dynamic)],
        "unknown : string",
    );
    check(
        "substr",
        vec![s("hello").mark("sensitive"), n("1"), n("2")],
        "\"el\"@sensitive : string",
    );
    check(
        "substr",
        vec![s("hello"), n("1").mark("sensitive"), n("2")],
        "\"el\"@sensitive : string",
    );
    check(
        "substr",
        vec![s("hello"), n("1"), n("2").mark("sensitive")],
        "\"el\"@sensitive : string",
    );
    check(
        "substr",
        vec![unknown(Type::String).mark("sensitive"), n("1"), n("2")],
        "unknown : string",
    );
    check(
        "substr",
        vec![s("hello").mark("sensitive"), n("1.5"), n("2")],
        "error: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
    );
    check(
        "substr",
        vec![n("1"), n("0"), n("1")],
        "error[arg 0]: string required, but received number",
    );
    check(
        "substr",
        vec![s("a"), s("0"), n("1")],
        "error[arg 1]: number required, but received string",
    );
    check(
        "substr",
        vec![s("a"), n("0"), b(true)],
        "error[arg 2]: number required, but received bool",
    );
    check(
        "substr",
        vec![list(vec![s("a")]), n("0"), n("1")],
        "error[arg 0]: string required, but received list of string",
    );
    check(
        "substr",
        vec![],
        "error: wrong number of arguments (3 required; 0 given)",
    );
    check(
        "substr",
        vec![s("a"), n("0")],
        "error: wrong number of arguments (3 required; 2 given)",
    );
    check(
        "substr",
        vec![s("a"), n("0"), n("1"), n("2")],
        "error: wrong number of arguments (3 required; 4 given)",
    );
}
