//! Arithmetic, comparison, equality and unary operators: operand conversion, unknown,
//! null and marked operands, and the reference's diagnostics.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// Arithmetic follows the reference's number semantics.
#[test]
fn arithmetic_on_numbers() {
    check(&[
        (r#"full"#, r#"1 + 2"#, r#"number 3"#, &[]),
        (r#"full"#, r#"10 - 20"#, r#"number -10"#, &[]),
        (r#"full"#, r#"3 * 4.5"#, r#"number 13.5"#, &[]),
        (
            r#"full"#,
            r#"1 / 3"#,
            r#"number 0.33333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333335"#,
            &[],
        ),
        (r#"full"#, r#"7 % 3"#, r#"number 1"#, &[]),
        (r#"full"#, r#"-7 % 3"#, r#"number -1"#, &[]),
        (
            r#"full"#,
            r#"11 % 5.1"#,
            r#"number 0.80000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000024"#,
            &[],
        ),
        (r#"full"#, r#"1 / 0"#, r#"number +Inf"#, &[]),
        (r#"full"#, r#"0.1 + 0.2"#, r#"number 0.3"#, &[]),
        (
            r#"full"#,
            r#"1e100 * 1e100"#,
            r#"number 100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"#,
            &[],
        ),
        (r#"full"#, r#"num * frac"#, r#"number 63"#, &[]),
        (r#"full"#, r#"-num"#, r#"number -42"#, &[]),
        (r#"full"#, r#"2 + 3 * 4"#, r#"number 14"#, &[]),
        (r#"full"#, r#"(2 + 3) * 4"#, r#"number 20"#, &[]),
        (r#"full"#, r#"10 - 2 - 3"#, r#"number 5"#, &[]),
        (r#"full"#, r#"-(-1)"#, r#"number 1"#, &[]),
    ]);
}

/// Operands are converted to numbers first, so numeric strings work.
#[test]
fn arithmetic_converts_string_operands() {
    check(&[
        (r#"full"#, r#""1" + 1"#, r#"number 2"#, &[]),
        (r#"full"#, r#"str_num * 2"#, r#"number 24"#, &[]),
        (r#"full"#, r#""1.5" - "0.5""#, r#"number 1"#, &[]),
        (r#"full"#, r#"-"3""#, r#"number -3"#, &[]),
        (
            r#"full"#,
            r#""0x10" + 1"#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: a number is required." subject=1,1,0-1,7,6 context=1,1,0-1,11,10"#,
            ],
        ),
    ]);
}

/// An operand that cannot be converted is "Invalid operand" at that operand, in the context of the whole operation.
#[test]
fn unsuitable_operands_are_invalid_operand_errors() {
    check(&[
        (
            r#"full"#,
            r#""a" + 1"#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: a number is required." subject=1,1,0-1,4,3 context=1,1,0-1,8,7"#,
            ],
        ),
        (
            r#"full"#,
            r#"1 + "b""#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for right operand: a number is required." subject=1,5,4-1,8,7 context=1,1,0-1,8,7"#,
            ],
        ),
        (
            r#"full"#,
            r#""a" * "b""#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: a number is required." subject=1,1,0-1,4,3 context=1,1,0-1,10,9"#,
                r#"error "Invalid operand" "Unsuitable value for right operand: a number is required." subject=1,7,6-1,10,9 context=1,1,0-1,10,9"#,
            ],
        ),
        (
            r#"full"#,
            r#"true + 1"#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: number required." subject=1,1,0-1,5,4 context=1,1,0-1,9,8"#,
            ],
        ),
        (
            r#"full"#,
            r#"list + 1"#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: number required." subject=1,1,0-1,5,4 context=1,1,0-1,9,8"#,
            ],
        ),
        (
            r#"full"#,
            r#"-"x""#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for unary operand: a number is required." subject=1,2,1-1,5,4 context=1,1,0-1,5,4"#,
            ],
        ),
        (
            r#"full"#,
            r#"!"x""#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for unary operand: a bool is required." subject=1,2,1-1,5,4 context=1,1,0-1,5,4"#,
            ],
        ),
        (
            r#"full"#,
            r#"!1"#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for unary operand: bool required." subject=1,2,1-1,3,2 context=1,1,0-1,3,2"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj > 1"#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: number required." subject=1,1,0-1,4,3 context=1,1,0-1,8,7"#,
            ],
        ),
        (
            r#"full"#,
            r#"1 < str"#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for right operand: a number is required." subject=1,5,4-1,8,7 context=1,1,0-1,8,7"#,
            ],
        ),
    ]);
}

/// A null operand fails the operation itself: "Operation failed" over the whole expression.
#[test]
fn null_operands_fail_the_operation() {
    check(&[
        (
            r#"full"#,
            r#"null_num + 1"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,13,12 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"1 - null"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"-null_num"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"!null_bool"#,
            r#"bool ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,11,10 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"null > 1"#,
            r#"bool ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_str + 1"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,13,12 context=-"#,
            ],
        ),
    ]);
}

/// Operations without a defined result are "Operation failed".
#[test]
fn arithmetic_errors_fail_the_operation() {
    check(&[
        (
            r#"full"#,
            r#"inf - inf"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: can't subtract infinity from itself." subject=1,1,0-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"inf + -inf"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: can't compute sum of opposing infinities." subject=1,1,0-1,11,10 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"0 * inf"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: can't multiply zero by infinity." subject=1,1,0-1,8,7 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"0 / 0"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: can't divide zero by zero or infinity by infinity." subject=1,1,0-1,6,5 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"inf / inf"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: can't divide zero by zero or infinity by infinity." subject=1,1,0-1,10,9 context=-"#,
            ],
        ),
        (r#"full"#, r#"inf % 2"#, r#"number +Inf"#, &[]),
        (r#"full"#, r#"inf * 2"#, r#"number +Inf"#, &[]),
        (r#"full"#, r#"5 % 0"#, r#"number 5"#, &[]),
    ]);
}

/// Unknown and dynamic operands give unknowns of the operator's result type.
#[test]
fn unknown_operands_give_unknown_results() {
    check(&[
        (r#"full"#, r#"unk_num + 1"#, r#"number ?"#, &[]),
        (r#"full"#, r#"unk + 1"#, r#"number ?"#, &[]),
        (r#"full"#, r#"unk_str + 1"#, r#"number ?"#, &[]),
        (r#"full"#, r#"1 > unk"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"-unk"#, r#"number ?"#, &[]),
        (r#"full"#, r#"!unk_bool"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"unk_num == 1"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"unk == unk"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"unk == null"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"null_dyn == null"#, r#"bool true"#, &[]),
        (r#"full"#, r#"unk != unk_str"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"null_str != null"#, r#"bool false"#, &[]),
        (r#"full"#, r#"!secret_unk"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"-secret_unk"#, r#"number ?"#, &[]),
        (r#"full"#, r#"unk_list == list"#, r#"bool ?"#, &[]),
        (
            r#"full"#,
            r#"list_with_unk == ["a", "b"]"#,
            r#"bool false"#,
            &[],
        ),
        (r#"full"#, r#"unk_str == 1"#, r#"bool false"#, &[]),
        (
            r#"full"#,
            r#"unk_list + 1"#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: number required." subject=1,1,0-1,9,8 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_num + unk_num"#,
            r#"number ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,19,18 context=-"#,
            ],
        ),
    ]);
}

/// Ordering operators compare numbers, converting their operands.
#[test]
fn comparisons_compare_numbers() {
    check(&[
        (r#"full"#, r#"1 < 2"#, r#"bool true"#, &[]),
        (r#"full"#, r#"2 <= 2"#, r#"bool true"#, &[]),
        (r#"full"#, r#"3 > 2"#, r#"bool true"#, &[]),
        (r#"full"#, r#"2 >= 3"#, r#"bool false"#, &[]),
        (r#"full"#, r#""10" > 9"#, r#"bool true"#, &[]),
        (r#"full"#, r#"neg < zero"#, r#"bool true"#, &[]),
        (r#"full"#, r#"inf > 1e300"#, r#"bool true"#, &[]),
    ]);
}

/// `==` and `!=` compare values of any type without conversion.
#[test]
fn equality_compares_any_values() {
    check(&[
        (r#"full"#, r#"1 == 1"#, r#"bool true"#, &[]),
        (r#"full"#, r#"1 == "1""#, r#"bool false"#, &[]),
        (r#"full"#, r#""a" != "b""#, r#"bool true"#, &[]),
        (r#"full"#, r#"null == null"#, r#"bool true"#, &[]),
        (r#"full"#, r#"null_str == null"#, r#"bool true"#, &[]),
        (
            r#"full"#,
            r#"list == ["a", "b", "c"]"#,
            r#"bool false"#,
            &[],
        ),
        (r#"full"#, r#"tuple == ["a", 1, true]"#, r#"bool true"#, &[]),
        (r#"full"#, r#"obj == obj"#, r#"bool true"#, &[]),
        (r#"full"#, r#"map == {a = 1, b = 2}"#, r#"bool false"#, &[]),
        (r#"full"#, r#"set == set"#, r#"bool true"#, &[]),
        (r#"full"#, r#"1.0 == 1"#, r#"bool true"#, &[]),
        (r#"full"#, r#"null_num != 1"#, r#"bool true"#, &[]),
        (r#"full"#, r#"true == "true""#, r#"bool false"#, &[]),
    ]);
}

/// Marked operands give marked results, unknown ones too: the current reference unmarks
/// the operands before the call and marks the result (hcl PR #713; 2.14.1 left an
/// unknown result unmarked).
#[test]
fn marks_reach_operator_results() {
    check(&[
        (
            r#"full"#,
            r#"secret_num + 1"#,
            r#"number 8@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_num > 1"#,
            r#"bool true@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret == "hunter2""#,
            r#"bool true@[sensitive]"#,
            &[],
        ),
        (r#"full"#, r#"!secret_t"#, r#"bool false@[sensitive]"#, &[]),
        (r#"full"#, r#"-secret_num"#, r#"number -7@[sensitive]"#, &[]),
        (
            r#"full"#,
            r#"secret_num + unk_num"#,
            r#"number ?@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"unk_num + secret_num"#,
            r#"number ?@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_num > unk_num"#,
            r#"bool ?@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_list == list"#,
            r#"bool false@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"marked_elems == list"#,
            r#"bool false@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_unk == "a""#,
            r#"bool ?@[sensitive]"#,
            &[],
        ),
    ]);
}

/// Errors in an operand are reported and the operation is not attempted; conversion
/// errors come first (the current reference's order, hcl PR #713; 2.14.1 put them last).
#[test]
fn operand_errors_skip_the_operation() {
    check(&[
        (
            r#"full"#,
            r#"nope + 1"#,
            r#"number ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"1 + nope"#,
            r#"number ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,5,4-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope + "a""#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for right operand: a number is required." subject=1,8,7-1,11,10 context=1,1,0-1,11,10"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"-nope"#,
            r#"number ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,2,1-1,6,5 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"!nope"#,
            r#"bool ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,2,1-1,6,5 context=-"#,
            ],
        ),
        (
            r#"none"#,
            r#"a == b"#,
            r#"bool ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,2,1 context=-"#,
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,6,5-1,7,6 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#""a" + nope"#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: a number is required." subject=1,1,0-1,4,3 context=1,1,0-1,11,10"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,7,6-1,11,10 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope == 1"#,
            r#"bool ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
    ]);
}
