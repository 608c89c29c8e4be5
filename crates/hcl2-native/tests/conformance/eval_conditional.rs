//! The conditional operator: result type unification, errors only from the selected
//! result, unknown, null and non-bool conditions, and marks.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// A known condition selects one result.
#[test]
fn the_condition_selects_a_result() {
    check(&[
        (r#"full"#, r#"true ? 1 : 2"#, r#"number 1"#, &[]),
        (r#"full"#, r#"false ? "a" : "b""#, r#"string "b""#, &[]),
        (r#"full"#, r#"t ? (f ? 1 : 2) : 3"#, r#"number 2"#, &[]),
        (
            r#"full"#,
            r#"num > 40 ? "big" : "small""#,
            r#"string "big""#,
            &[],
        ),
        (r#"full"#, r#""true" ? 1 : 2"#, r#"number 1"#, &[]),
    ]);
}

/// Both results are unified; the selected one is converted to the unified type.
#[test]
fn results_are_converted_to_their_unified_type() {
    check(&[
        (r#"full"#, r#"t ? num : str"#, r#"string "42""#, &[]),
        (r#"full"#, r#"f ? num : str"#, r#"string "hello""#, &[]),
        (
            r#"full"#,
            r#"t ? [1] : ["a"]"#,
            r#"tuple([string]) ["1"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? {a = 1} : {a = "x"}"#,
            r#"object({"a"=string}) {"a": "1"}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"f ? list : nums"#,
            r#"list(string) ["3", "1", "2"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? list : nums"#,
            r#"list(string) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? map : {c = 3}"#,
            r#"map(number) {"a": 1, "b": 2}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"f ? map : {c = "x"}"#,
            r#"map(string) {"c": "x"}"#,
            &[],
        ),
        (r#"full"#, r#"t ? true : "x""#, r#"string "true""#, &[]),
        (r#"full"#, r#"t ? "abc" : 1"#, r#"string "abc""#, &[]),
        (r#"full"#, r#"f ? "abc" : 1"#, r#"string "1""#, &[]),
        (
            r#"full"#,
            r#"t ? list : tuple"#,
            r#"list(string) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? objs : obj_tuple"#,
            r#"list(map(string)) [{"name": "a", "v": "1"}, {"name": "b", "v": "2"}]"#,
            &[],
        ),
    ]);
}

/// A literal `null` result takes the other result's type.
#[test]
fn null_takes_the_other_results_type() {
    check(&[
        (r#"full"#, r#"t ? null : 1"#, r#"number null"#, &[]),
        (r#"full"#, r#"f ? null : 1"#, r#"number 1"#, &[]),
        (r#"full"#, r#"t ? 1 : null"#, r#"number 1"#, &[]),
        (r#"full"#, r#"t ? null : null"#, r#"dynamic null"#, &[]),
        (r#"full"#, r#"t ? null : unk"#, r#"dynamic null"#, &[]),
        (r#"full"#, r#"t ? null : list"#, r#"list(string) null"#, &[]),
        (r#"full"#, r#"t ? null_num : "a""#, r#"string null"#, &[]),
    ]);
}

/// Results that cannot be unified are "Inconsistent conditional result types", with the first difference described.
#[test]
fn results_without_a_common_type_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"t ? {a = 1} : {b = 2}"#,
            r#"map(number) {"a": 1}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? {b = 1} : {a = 1, b = 1}"#,
            r#"map(number) {"b": 1}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? [1, 2] : [1]"#,
            r#"list(number) [1, 2]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? 1 : []"#,
            r#"dynamic ?"#,
            &[
                r#"error "Inconsistent conditional result types" "The true and false result expressions must have consistent types. The 'true' value is number, but the 'false' value is tuple." subject=1,5,4-1,11,10 context=1,1,0-1,11,10"#,
            ],
        ),
        (
            r#"full"#,
            r#"t ? {a = {b = 1}} : {a = {c = 1}}"#,
            r#"object({"a"=map(number)}) {"a": {"b": 1}}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? [[1]] : [[1, 2]]"#,
            r#"tuple([list(number)]) [[1]]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? objs : [{x = 1}]"#,
            r#"list(map(string)) [{"name": "a", "v": "1"}, {"name": "b", "v": "2"}]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? [{a = 1}] : [{b = 2}]"#,
            r#"tuple([map(number)]) [{"a": 1}]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? obj : list"#,
            r#"dynamic ?"#,
            &[
                r#"error "Inconsistent conditional result types" "The true and false result expressions must have consistent types. The 'true' value is object, but the 'false' value is list of string." subject=1,5,4-1,15,14 context=1,1,0-1,15,14"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope ? {a = 1} : {b = 2}"#,
            r#"map(number) ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
    ]);
}

/// Errors in the result that is not selected are not reported.
#[test]
fn only_the_selected_results_diagnostics_are_reported() {
    check(&[
        (
            r#"full"#,
            r#"t ? nope : 1"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,5,4-1,9,8 context=-"#,
            ],
        ),
        (r#"full"#, r#"f ? nope : 1"#, r#"number 1"#, &[]),
        (r#"full"#, r#"t ? 1 : nope"#, r#"number 1"#, &[]),
        (
            r#"full"#,
            r#"f ? 1 : nope"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,9,8-1,13,12 context=-"#,
            ],
        ),
        (r#"full"#, r#"t ? "a" : nope.x"#, r#"string "a""#, &[]),
    ]);
}

/// A null condition and one that is not a bool are errors; the result is an unknown of the unified type.
#[test]
fn unusable_conditions_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"null ? 1 : 2"#,
            r#"number ?"#,
            &[
                r#"error "Null condition" "The condition value is null. Conditions must either be true or false." subject=1,1,0-1,5,4 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_bool ? "a" : "b""#,
            r#"string ?"#,
            &[
                r#"error "Null condition" "The condition value is null. Conditions must either be true or false." subject=1,1,0-1,10,9 context=1,1,0-1,22,21"#,
            ],
        ),
        (
            r#"full"#,
            r#""yes" ? 1 : 2"#,
            r#"number ?"#,
            &[
                r#"error "Incorrect condition type" "The condition expression must be of type bool." subject=1,1,0-1,6,5 context=1,1,0-1,14,13"#,
            ],
        ),
        (
            r#"full"#,
            r#"1 ? 1 : 2"#,
            r#"number ?"#,
            &[
                r#"error "Incorrect condition type" "The condition expression must be of type bool." subject=1,1,0-1,2,1 context=1,1,0-1,10,9"#,
            ],
        ),
        (
            r#"full"#,
            r#"list ? 1 : 2"#,
            r#"number ?"#,
            &[
                r#"error "Incorrect condition type" "The condition expression must be of type bool." subject=1,1,0-1,5,4 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"secret_null ? 1 : 2"#,
            r#"number ?"#,
            &[
                r#"error "Null condition" "The condition value is null. Conditions must either be true or false." subject=1,1,0-1,12,11 context=1,1,0-1,20,19"#,
            ],
        ),
    ]);
}

/// An unknown condition gives an unknown of the unified result type.
#[test]
fn unknown_conditions_give_unknowns_of_the_unified_type() {
    check(&[
        (r#"full"#, r#"unk_bool ? 1 : 2"#, r#"number ?"#, &[]),
        (r#"full"#, r#"unk_bool ? 1 : "a""#, r#"string ?"#, &[]),
        (r#"full"#, r#"unk ? 1 : 2"#, r#"number ?"#, &[]),
        (r#"full"#, r#"unk_str ? 1 : 2"#, r#"number ?"#, &[]),
        (
            r#"full"#,
            r#"nope ? 1 : 2"#,
            r#"number ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        // current reference (conditional marks and nulls, hcl 2.19 and 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"unk_bool ? null : null"#,
            r#"dynamic null"#,
            &[],
        ),
        // current reference (conditional marks and nulls, hcl 2.19 and 2.23); hcl 2.14.1 gives: string ?
        (
            r#"full"#,
            r#"unk_bool ? null_str : null"#,
            r#"string null"#,
            &[],
        ),
        // current reference (conditional marks and nulls, hcl 2.19 and 2.23); hcl 2.14.1 gives: number ?
        (
            r#"full"#,
            r#"secret_unk == "" ? null : null_num"#,
            r#"number null@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"unk_bool ? list : nums"#,
            r#"list(string) ?"#,
            &[],
        ),
    ]);
}

/// The result carries the marks of the condition and of both results.
#[test]
fn marks_of_every_part_reach_the_result() {
    check(&[
        // current reference (conditional marks and nulls, hcl 2.19 and 2.23); hcl 2.14.1 gives: number 1
        (
            r#"full"#,
            r#"secret_t ? 1 : 2"#,
            r#"number 1@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"t ? secret : "x""#,
            r#"string "hunter2"@[sensitive]"#,
            &[],
        ),
        // current reference (conditional marks and nulls, hcl 2.19 and 2.23); hcl 2.14.1 gives: string "x"
        (
            r#"full"#,
            r#"t ? "x" : secret"#,
            r#"string "x"@[sensitive]"#,
            &[],
        ),
        // current reference (conditional marks and nulls, hcl 2.19 and 2.23); hcl 2.14.1 gives: string ?
        (
            r#"full"#,
            r#"unk_bool ? secret : "x""#,
            r#"string ?@[sensitive]"#,
            &[],
        ),
        // current reference (conditional marks and nulls, hcl 2.19 and 2.23); hcl 2.14.1 gives: number ?
        (
            r#"full"#,
            r#"secret_unk == "a" ? 1 : 2"#,
            r#"number ?@[sensitive]"#,
            &[],
        ),
        // current reference (conditional marks and nulls, hcl 2.19 and 2.23); hcl 2.14.1 gives: list(string) ["a", "b", "c"]
        (
            r#"full"#,
            r#"secret_f ? marked_elems : list"#,
            r#"list(string) ["a", "b", "c"]@[sensitive]"#,
            &[],
        ),
    ]);
}
