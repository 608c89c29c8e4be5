//! `&&`, `||`: operand conversion, and the short-circuit rules of the current reference.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// On known bools the operators are plain boolean logic.
#[test]
fn logic_on_known_bools() {
    check(&[
        (r#"full"#, r#"true && true"#, r#"bool true"#, &[]),
        (r#"full"#, r#"true && false"#, r#"bool false"#, &[]),
        (r#"full"#, r#"false || true"#, r#"bool true"#, &[]),
        (r#"full"#, r#"false || false"#, r#"bool false"#, &[]),
        (r#"full"#, r#"t && !f"#, r#"bool true"#, &[]),
        (r#"full"#, r#""true" && true"#, r#"bool true"#, &[]),
        (r#"full"#, r#"str_bool || false"#, r#"bool true"#, &[]),
        (r#"full"#, r#"true || false && false"#, r#"bool true"#, &[]),
        (
            r#"full"#,
            r#"(true || false) && false"#,
            r#"bool false"#,
            &[],
        ),
    ]);
}

/// An operand that is not a bool is "Invalid operand"; conversion errors come before the operands' own diagnostics.
#[test]
fn unsuitable_logic_operands_are_invalid_operand_errors() {
    check(&[
        (
            r#"full"#,
            r#"1 && true"#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: bool required." subject=1,1,0-1,2,1 context=1,1,0-1,10,9"#,
            ],
        ),
        (
            r#"full"#,
            r#"true || "x""#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for right operand: a bool is required." subject=1,9,8-1,12,11 context=1,1,0-1,12,11"#,
            ],
        ),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Unknown variable" "There is no variable named \"nope\"." subject=1,6,5-1,10,9 context=- error "Invalid operand" "Unsuitable value for left operand: bool required." subject=1,1,0-1,2,1 context=1,1,0-1,10,9
        (
            r#"full"#,
            r#"1 && nope"#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: bool required." subject=1,1,0-1,2,1 context=1,1,0-1,10,9"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,6,5-1,10,9 context=-"#,
            ],
        ),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=- error "Invalid operand" "Unsuitable value for right operand: bool required." subject=1,9,8-1,10,9 context=1,1,0-1,10,9
        (
            r#"full"#,
            r#"nope && 1"#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for right operand: bool required." subject=1,9,8-1,10,9 context=1,1,0-1,10,9"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list || obj"#,
            r#"bool ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: bool required." subject=1,1,0-1,5,4 context=1,1,0-1,12,11"#,
                r#"error "Invalid operand" "Unsuitable value for right operand: bool required." subject=1,9,8-1,12,11 context=1,1,0-1,12,11"#,
            ],
        ),
    ]);
}

/// A known `false` for `&&` or `true` for `||` decides the result on either side.
#[test]
fn a_deciding_operand_short_circuits() {
    check(&[
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ?
        (r#"full"#, r#"false && unk_bool"#, r#"bool false"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ?
        (r#"full"#, r#"unk_bool && false"#, r#"bool false"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ?
        (r#"full"#, r#"true || unk_bool"#, r#"bool true"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ?
        (r#"full"#, r#"unk_bool || true"#, r#"bool true"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ?
        (r#"full"#, r#"false && unk"#, r#"bool false"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ?
        (r#"full"#, r#"unk || true"#, r#"bool true"#, &[]),
    ]);
}

/// An unknown operand beside the neutral value gives an unknown bool.
#[test]
fn an_undecided_unknown_gives_an_unknown() {
    check(&[
        (r#"full"#, r#"unk_bool && true"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"true && unk_bool"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"unk_bool || false"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"false || unk"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"unk_bool && unk_bool"#, r#"bool ?"#, &[]),
    ]);
}

/// Once one side decides, only its diagnostics are reported.
#[test]
fn the_deciding_side_drops_the_other_sides_diagnostics() {
    check(&[
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-
        (r#"full"#, r#"nope && false"#, r#"bool false"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Unknown variable" "There is no variable named \"nope\"." subject=1,10,9-1,14,13 context=-
        (r#"full"#, r#"false && nope"#, r#"bool false"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-
        (r#"full"#, r#"nope || true"#, r#"bool true"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Unknown variable" "There is no variable named \"nope\"." subject=1,9,8-1,13,12 context=-
        (r#"full"#, r#"true || nope"#, r#"bool true"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Unknown variable" "There is no variable named \"nope\"." subject=1,13,12-1,17,16 context=-
        (r#"full"#, r#"unk_bool && nope"#, r#"bool ?"#, &[]),
        (
            r#"full"#,
            r#"nope && true"#,
            r#"bool ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"true && nope"#,
            r#"bool ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,9,8-1,13,12 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope && nope2"#,
            r#"bool ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope2\"." subject=1,9,8-1,14,13 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope || false"#,
            r#"bool ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,2,1 context=-
        (r#"none"#, r#"a && false"#, r#"bool false"#, &[]),
        (
            r#"none"#,
            r#"a || b"#,
            r#"bool ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,2,1 context=-"#,
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,6,5-1,7,6 context=-"#,
            ],
        ),
    ]);
}

/// A null operand counts as false when deciding; where nothing decides, the operation fails on it.
#[test]
fn null_operands_count_as_false() {
    check(&[
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,13,12 context=-
        (r#"full"#, r#"null && true"#, r#"bool false"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,13,12 context=-
        (r#"full"#, r#"true && null"#, r#"bool false"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,13,12 context=-
        (r#"full"#, r#"null || true"#, r#"bool true"#, &[]),
        (
            r#"full"#,
            r#"false || null"#,
            r#"bool ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,14,13 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"null || null"#,
            r#"bool ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,13,12 context=-"#,
            ],
        ),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,22,21 context=-
        (r#"full"#, r#"null_bool && unk_bool"#, r#"bool false"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,22,21 context=-
        (r#"full"#, r#"null_bool || unk_bool"#, r#"bool ?"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,13,12 context=-
        (r#"full"#, r#"null && null"#, r#"bool false"#, &[]),
    ]);
}

/// The result carries both operands' marks.
#[test]
fn logic_keeps_the_operands_marks() {
    check(&[
        (
            r#"full"#,
            r#"secret_t && true"#,
            r#"bool true@[sensitive]"#,
            &[],
        ),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ?
        (
            r#"full"#,
            r#"secret_f && unk_bool"#,
            r#"bool false@[sensitive]"#,
            &[],
        ),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ?
        (
            r#"full"#,
            r#"secret_t && unk_bool"#,
            r#"bool ?@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"true || secret_f"#,
            r#"bool true@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_t || secret_f"#,
            r#"bool true@[sensitive]"#,
            &[],
        ),
        (r#"full"#, r#"!secret_t"#, r#"bool false@[sensitive]"#, &[]),
        // current reference (short-circuit, PRs #713 and #719); hcl 2.14.1 gives: bool ? error "Unknown variable" "There is no variable named \"nope\"." subject=1,13,12-1,17,16 context=-
        (
            r#"full"#,
            r#"secret_t && nope"#,
            r#"bool ?@[sensitive]"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,13,12-1,17,16 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"secret_f || null"#,
            r#"bool ?"#,
            &[
                r#"error "Operation failed" "Error during operation: argument must not be null." subject=1,1,0-1,17,16 context=-"#,
            ],
        ),
    ]);
}
