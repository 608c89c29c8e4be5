//! abs, int, min and max, pinned to the reference.
//!
//! Generated: each expectation is what go-cty 1.12.1's own stdlib function returned for
//! the same arguments (a throwaway Go program called the reference functions and wrote
//! these calls), rendered as `value : type` (marks as `@mark`) or
//! `error[arg N] at PATH: message` as `support::render_outcome` does.

mod support;

use hcl2_value::Type;
use support::*;

/// abs: the magnitude, exactly, infinities included.
#[test]
fn abs_makes_numbers_non_negative() {
    check("abs", vec![n("1")], "1 : number");
    check("abs", vec![n("-1")], "1 : number");
    check("abs", vec![n("0")], "0 : number");
    check("abs", vec![n("-0")], "0 : number");
    check("abs", vec![n("-1.5")], "1.5 : number");
    check("abs", vec![n("-0.1")], "0.1 : number");
    check(
        "abs",
        vec![n("-123456789012345678901234567890.123456789")],
        "123456789012345678901234567890.123456789 : number",
    );
    check(
        "abs",
        vec![n("-10000000000000000000000000000000000000000")],
        "10000000000000000000000000000000000000000 : number",
    );
    check("abs", vec![inf(true)], "+Inf : number");
    check("abs", vec![inf(false)], "+Inf : number");
}

/// abs: dynamic and marked arguments pass through; null, unknown and wrong types do not.
#[test]
fn abs_takes_one_number_and_keeps_its_marks() {
    check(
        "abs",
        vec![null(Type::Number)],
        "error[arg 0]: argument must not be null",
    );
    check("abs", vec![unknown(Type::Number)], "unknown : number");
    check("abs", vec![unknown(Type::Dynamic)], "unknown : number");
    check(
        "abs",
        vec![n("-2").mark("sensitive")],
        "2@sensitive : number",
    );
    check(
        "abs",
        vec![unknown(Type::Number).mark("sensitive")],
        "unknown : number",
    );
    check(
        "abs",
        vec![s("-1")],
        "error[arg 0]: number required, but received string",
    );
    check(
        "abs",
        vec![b(true)],
        "error[arg 0]: number required, but received bool",
    );
    check(
        "abs",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "abs",
        vec![n("1"), n("2")],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}

/// min and max: the numerically smallest or greatest; the first of equals wins.
#[test]
fn min_and_max_pick_the_extreme_argument() {
    check("min", vec![n("1"), n("2"), n("3")], "1 : number");
    check("max", vec![n("1"), n("2"), n("3")], "3 : number");
    check("min", vec![n("3"), n("-2"), n("1")], "-2 : number");
    check("max", vec![n("3"), n("-2"), n("1")], "3 : number");
    check("min", vec![n("7")], "7 : number");
    check("max", vec![n("7")], "7 : number");
    check(
        "min",
        vec![n("0.1"), n("0.10000000000000000001")],
        "0.1 : number",
    );
    check(
        "max",
        vec![n("0.1"), n("0.10000000000000000001")],
        "0.10000000000000000001 : number",
    );
    check("min", vec![n("0"), n("-0")], "0 : number");
    check("max", vec![n("0"), n("-0")], "0 : number");
    check("min", vec![n("-0"), n("0")], "-0 : number");
    check("max", vec![n("-0"), n("0")], "-0 : number");
    check("min", vec![inf(true), n("1")], "-Inf : number");
    check("max", vec![inf(false), n("1")], "+Inf : number");
    check("min", vec![inf(false)], "+Inf : number");
    check("max", vec![inf(true)], "-Inf : number");
    check("min", vec![inf(false), inf(false)], "+Inf : number");
    check("max", vec![inf(true), inf(true)], "-Inf : number");
    check("min", vec![n("10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"), n("-10000000000000000000000000000000000000000")], "-10000000000000000000000000000000000000000 : number");
    check(
        "max",
        vec![
            n("10000000000000000000000000000000000000000"),
            n("-10000000000000000000000000000000000000000"),
        ],
        "10000000000000000000000000000000000000000 : number",
    );
}

/// min and max: arity, null, unknown, dynamic, marked and wrong-typed arguments.
#[test]
fn min_and_max_need_known_non_null_numbers() {
    check("min", vec![], "error: must pass at least one number");
    check("max", vec![], "error: must pass at least one number");
    check(
        "min",
        vec![n("1"), null(Type::Number)],
        "error[arg 1]: argument must not be null",
    );
    check(
        "max",
        vec![null(Type::Number), n("1")],
        "error[arg 0]: argument must not be null",
    );
    check(
        "min",
        vec![n("1"), unknown(Type::Number)],
        "unknown : number",
    );
    check(
        "max",
        vec![unknown(Type::Number), n("1")],
        "unknown : number",
    );
    check(
        "min",
        vec![n("1"), unknown(Type::Dynamic)],
        "unknown : number",
    );
    check("max", vec![unknown(Type::Dynamic)], "unknown : number");
    check(
        "min",
        vec![n("1").mark("sensitive"), n("2")],
        "1@sensitive : number",
    );
    check(
        "max",
        vec![n("1").mark("sensitive"), n("2")],
        "2@sensitive : number",
    );
    check(
        "min",
        vec![n("1"), s("2")],
        "error[arg 1]: number required, but received string",
    );
    check(
        "max",
        vec![b(true)],
        "error[arg 0]: number required, but received bool",
    );
    check(
        "min",
        vec![n("1"), unknown(Type::Number).mark("sensitive")],
        "unknown : number",
    );
}

/// int: truncation toward zero; integers come back as they are, huge ones included.
#[test]
fn int_discards_the_fractional_part_toward_zero() {
    check("int", vec![n("1.5")], "1 : number");
    check("int", vec![n("-1.5")], "-1 : number");
    check("int", vec![n("0.5")], "0 : number");
    check("int", vec![n("-0.5")], "0 : number");
    check(
        "int",
        vec![n("0.999999999999999999999999999999")],
        "0 : number",
    );
    check(
        "int",
        vec![n("-0.999999999999999999999999999999")],
        "0 : number",
    );
    check("int", vec![n("0")], "0 : number");
    check("int", vec![n("-0")], "-0 : number");
    check("int", vec![n("7")], "7 : number");
    check("int", vec![n("-7")], "-7 : number");
    check("int", vec![n("3")], "3 : number");
    check("int", vec![n("0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001")], "0 : number");
    check("int", vec![n("-0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001")], "0 : number");
    check("int", vec![n("10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")], "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 : number");
    check("int", vec![n("-10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")], "-10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 : number");
    check(
        "int",
        vec![n("1180591620717411303424.5")],
        "1180591620717411303424 : number",
    );
    check(
        "int",
        vec![n("123456789012345678901234567890.9")],
        "123456789012345678901234567890 : number",
    );
    check(
        "int",
        vec![n("-123456789012345678901234567890.123456789")],
        "-123456789012345678901234567890 : number",
    );
    check(
        "int",
        vec![n("9223372036854775807.5")],
        "9223372036854775807 : number",
    );
    check(
        "int",
        vec![n("-9223372036854775808.5")],
        "-9223372036854775808 : number",
    );
    check(
        "int",
        vec![n("18446744073709551615.75")],
        "18446744073709551615 : number",
    );
    check("int", vec![n("0.1")], "0 : number");
    check("int", vec![n("-2500")], "-2500 : number");
}

/// int: an infinity has no integer part; the reference's implementation panics and reports that (its stack trace is not compared).
#[test]
fn int_of_an_infinity_fails_as_the_references_panic_does() {
    check("int", vec![inf(false)], "error: panic in function implementation: runtime error: invalid memory address or nil pointer dereference");
    check("int", vec![inf(true)], "error: panic in function implementation: runtime error: invalid memory address or nil pointer dereference");
    check("int", vec![inf(false).mark("sensitive")], "error: panic in function implementation: runtime error: invalid memory address or nil pointer dereference");
}

/// int: dynamic arguments pass; null, unknown, marked and wrong types as the function model handles them.
#[test]
fn int_takes_one_number() {
    check(
        "int",
        vec![null(Type::Number)],
        "error[arg 0]: argument must not be null",
    );
    check(
        "int",
        vec![null(Type::Dynamic)],
        "error[arg 0]: argument must not be null",
    );
    check("int", vec![unknown(Type::Number)], "unknown : number");
    check("int", vec![unknown(Type::Dynamic)], "unknown : number");
    check(
        "int",
        vec![n("-2.5").mark("sensitive")],
        "-2@sensitive : number",
    );
    check(
        "int",
        vec![n("3").mark("sensitive")],
        "3@sensitive : number",
    );
    check(
        "int",
        vec![unknown(Type::Number).mark("sensitive")],
        "unknown : number",
    );
    check(
        "int",
        vec![s("1.5")],
        "error[arg 0]: number required, but received string",
    );
    check(
        "int",
        vec![b(true)],
        "error[arg 0]: number required, but received bool",
    );
    check(
        "int",
        vec![list(vec![n("1")])],
        "error[arg 0]: number required, but received list of number",
    );
    check(
        "int",
        vec![],
        "error: wrong number of arguments (1 required; 0 given)",
    );
    check(
        "int",
        vec![n("1"), n("2")],
        "error: wrong number of arguments (1 required; 2 given)",
    );
}
