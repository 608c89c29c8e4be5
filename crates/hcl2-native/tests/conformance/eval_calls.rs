//! Function calls: argument mapping and conversion, arity, `...` expansion, the
//! function's own errors, and null, unknown and marked arguments.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// Each argument is converted to its parameter's type before the call.
#[test]
fn arguments_are_converted_to_their_parameters() {
    check(&[
        (r#"full"#, r#"upper("a")"#, r#"string "A""#, &[]),
        (r#"full"#, r#"upper(1)"#, r#"string "1""#, &[]),
        (r#"full"#, r#"upper(true)"#, r#"string "TRUE""#, &[]),
        (r#"full"#, r#"strlen(str)"#, r#"number 5"#, &[]),
        (r#"full"#, r#"min(3, "1", 2)"#, r#"number 1"#, &[]),
        (r#"full"#, r#"pair(1, "2")"#, r#"string "1=2""#, &[]),
        (r#"full"#, r#"count([1, "2"])"#, r#"number 2"#, &[]),
        (
            r#"full"#,
            r#"join(",", ["a", 1], list)"#,
            r#"string "a,1,a,b,c""#,
            &[],
        ),
        (r#"full"#, r#"upper(upper("a"))"#, r#"string "A""#, &[]),
        (r#"full"#, r#"coalesce(null, "a")"#, r#"string "a""#, &[]),
        (r#"full"#, r#"coalesce(null_str, 1)"#, r#"string "1""#, &[]),
    ]);
}

/// An argument that cannot be converted is "Invalid function argument" at its start.
#[test]
fn unconvertible_arguments_are_invalid_function_arguments() {
    check(&[
        (
            r#"full"#,
            r#"upper([1])"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"str\" parameter: string required." subject=1,7,6-1,8,7 context=1,1,0-1,11,10"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(1, "x")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"numbers\" parameter: a number is required." subject=1,9,8-1,10,9 context=1,1,0-1,12,11"#,
            ],
        ),
        (
            r#"full"#,
            r#"count(["a"])"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"nums\" parameter: a number is required." subject=1,7,6-1,8,7 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"count("x")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"nums\" parameter: list of number required." subject=1,8,7-1,9,8 context=1,1,0-1,11,10"#,
            ],
        ),
        (
            r#"full"#,
            r#"join(",", [[1]])"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"lists\" parameter: element 0: string required." subject=1,11,10-1,12,11 context=1,1,0-1,17,16"#,
            ],
        ),
        (
            r#"full"#,
            r#"pair("a", "b")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"value\" parameter: a number is required." subject=1,12,11-1,13,12 context=1,1,0-1,15,14"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper({a = 1})"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"str\" parameter: string required." subject=1,7,6-1,8,7 context=1,1,0-1,15,14"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(1, 2 + 3, "x" == 1 ? 1 : "y")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"numbers\" parameter: a number is required." subject=1,16,15-1,17,16 context=1,1,0-1,34,33"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper(obj)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"str\" parameter: string required." subject=1,7,6-1,10,9 context=1,1,0-1,11,10"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper("a") + upper([])"#,
            r#"number ?"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: a number is required." subject=1,1,0-1,11,10 context=1,1,0-1,23,22"#,
                r#"error "Invalid function argument" "Invalid value for \"str\" parameter: string required." subject=1,20,19-1,21,20 context=1,14,13-1,23,22"#,
            ],
        ),
    ]);
}

/// Too few or too many arguments are errors naming the function and the parameters.
#[test]
fn argument_counts_are_checked() {
    check(&[
        (
            r#"full"#,
            r#"upper()"#,
            r#"dynamic ?"#,
            &[
                r#"error "Not enough function arguments" "Function \"upper\" expects 1 argument(s). Missing value for \"str\"." subject=1,7,6-1,8,7 context=1,1,0-1,8,7"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper("a", "b")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"upper\" expects only 1 argument(s)." subject=1,13,12-1,14,13 context=1,1,0-1,16,15"#,
            ],
        ),
        (
            r#"full"#,
            r#"pair("a")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Not enough function arguments" "Function \"pair\" expects 2 argument(s). Missing value for \"value\"." subject=1,9,8-1,10,9 context=1,1,0-1,10,9"#,
            ],
        ),
        (
            r#"full"#,
            r#"pair("a", 1, 2)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"pair\" expects only 2 argument(s)." subject=1,14,13-1,15,14 context=1,1,0-1,16,15"#,
            ],
        ),
        (
            r#"full"#,
            r#"join()"#,
            r#"dynamic ?"#,
            &[
                r#"error "Not enough function arguments" "Function \"join\" expects at least 1 argument(s). Missing value for \"separator\"." subject=1,6,5-1,7,6 context=1,1,0-1,7,6"#,
            ],
        ),
        // Differential seed 10: a splat finds its result type (here, of an unknown
        // list) in a child scope, which has no functions of its own to suggest from.
        (
            r#"full"#,
            r#"unk_objs[*].name[uper()]"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Call to unknown function" "There is no function named \"uper\"." subject=1,18,17-1,22,21 context=1,18,17-1,24,23"#,
            ],
        ),
        // Differential seed 3, case 25634: the extra argument is a flush heredoc whose
        // first line's literal a strip marker emptied; it starts at that literal's token.
        (
            r#"full"#,
            "upper(1,<<-X\n ${~1}\nX\n)",
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"upper\" expects only 1 argument(s)." subject=2,1,13-2,2,14 context=1,1,0-4,2,23"#,
            ],
        ),
        (
            r#"full"#,
            r#"fail(1)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"fail\" expects only 0 argument(s)." subject=1,6,5-1,7,6 context=1,1,0-1,8,7"#,
            ],
        ),
        (
            r#"full"#,
            r#"pair(nope)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Not enough function arguments" "Function \"pair\" expects 2 argument(s). Missing value for \"value\"." subject=1,10,9-1,11,10 context=1,1,0-1,11,10"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper(
  "a",
  "b"
)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"upper\" expects only 1 argument(s)." subject=3,4,17-3,5,18 context=1,1,0-4,2,21"#,
            ],
        ),
    ]);
}

/// Errors in arguments are reported and the function is not called.
#[test]
fn argument_errors_skip_the_call() {
    check(&[
        (
            r#"full"#,
            r#"upper(nope)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,7,6-1,11,10 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"fail(nope)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"fail\" expects only 0 argument(s)." subject=1,6,5-1,10,9 context=1,1,0-1,11,10"#,
            ],
        ),
        (
            r#"full"#,
            r#"pair(nope, nope2)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,6,5-1,10,9 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope2\"." subject=1,12,11-1,17,16 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper(nope, "x")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"upper\" expects only 1 argument(s)." subject=1,14,13-1,15,14 context=1,1,0-1,17,16"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(1, nope, [])"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,8,7-1,12,11 context=-"#,
                r#"error "Invalid function argument" "Invalid value for \"numbers\" parameter: number required." subject=1,14,13-1,15,14 context=1,1,0-1,17,16"#,
            ],
        ),
    ]);
}

/// Errors from the function itself point at the argument they name, or at the call.
#[test]
fn the_functions_own_errors_name_the_argument_they_blame() {
    check(&[
        (
            r#"full"#,
            r#"fail()"#,
            r#"dynamic ?"#,
            &[
                r#"error "Error in function call" "Call to function \"fail\" failed: something broke." subject=1,1,0-1,6,5 context=1,1,0-1,7,6"#,
            ],
        ),
        (
            r#"full"#,
            r#"argfail("x")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"a\" parameter: bad argument." subject=1,10,9-1,11,10 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"wrongidx("x")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Error in function call" "Call to function \"wrongidx\" failed: out of range." subject=1,1,0-1,10,9 context=1,1,0-1,14,13"#,
            ],
        ),
        (
            r#"full"#,
            r#"varidx()"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"rest\" parameter: no more." subject=1,1,0-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"varidx("a")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"rest\" parameter: no more." subject=1,1,0-1,12,11 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"min()"#,
            r#"dynamic ?"#,
            &[
                r#"error "Error in function call" "Call to function \"min\" failed: must pass at least one number." subject=1,1,0-1,5,4 context=1,1,0-1,6,5"#,
            ],
        ),
        (
            r#"full"#,
            r#"join(",")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Error in function call" "Call to function \"join\" failed: at least one list is required." subject=1,1,0-1,6,5 context=1,1,0-1,10,9"#,
            ],
        ),
        (
            r#"full"#,
            r#"join(",", list_with_null)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"lists\" parameter: element 1 is null; cannot concatenate null values." subject=1,11,10-1,25,24 context=1,1,0-1,26,25"#,
            ],
        ),
        (
            r#"full"#,
            r#"join(",", list, list_with_null)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"lists\" parameter: element 1 of list 2 is null; cannot concatenate null values." subject=1,17,16-1,31,30 context=1,1,0-1,32,31"#,
            ],
        ),
        (
            r#"full"#,
            r#"coalesce(null, null)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Error in function call" "Call to function \"coalesce\" failed: no non-null arguments." subject=1,1,0-1,10,9 context=1,1,0-1,21,20"#,
            ],
        ),
        (
            r#"full"#,
            r#"coalesce([1], "a")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Error in function call" "Call to function \"coalesce\" failed: all arguments must have the same type." subject=1,1,0-1,10,9 context=1,1,0-1,19,18"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper(null)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"str\" parameter: argument must not be null." subject=1,7,6-1,11,10 context=1,1,0-1,12,11"#,
            ],
        ),
        (
            r#"full"#,
            r#"echo(null)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"v\" parameter: argument must not be null." subject=1,6,5-1,10,9 context=1,1,0-1,11,10"#,
            ],
        ),
        (
            r#"full"#,
            r#"count(null)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"nums\" parameter: argument must not be null." subject=1,7,6-1,11,10 context=1,1,0-1,12,11"#,
            ],
        ),
    ]);
}

/// Parameters decide whether null, unknown, dynamic and marked arguments reach the function.
#[test]
fn null_unknown_and_marked_arguments_follow_the_parameters() {
    check(&[
        (r#"full"#, r#"isnull(null)"#, r#"bool true"#, &[]),
        (r#"full"#, r#"isnull(null_str)"#, r#"bool true"#, &[]),
        (r#"full"#, r#"isnull(1)"#, r#"bool false"#, &[]),
        (r#"full"#, r#"isknown(unk)"#, r#"bool false"#, &[]),
        (r#"full"#, r#"isknown(unk_str)"#, r#"bool false"#, &[]),
        (r#"full"#, r#"isknown(1)"#, r#"bool true"#, &[]),
        (r#"full"#, r#"upper(unk_str)"#, r#"string ?"#, &[]),
        (r#"full"#, r#"upper(unk)"#, r#"string ?"#, &[]),
        (r#"full"#, r#"echo(unk)"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"echo(unk_str)"#, r#"string ?"#, &[]),
        (r#"full"#, r#"isnull(unk)"#, r#"bool ?"#, &[]),
        (r#"full"#, r#"ismarked(secret)"#, r#"bool true"#, &[]),
        (r#"full"#, r#"ismarked("x")"#, r#"bool false"#, &[]),
        (
            r#"full"#,
            r#"upper(secret)"#,
            r#"string "HUNTER2"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"echo(secret)"#,
            r#"string "hunter2"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"min(1, secret_num)"#,
            r#"number 1@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"echo(marked_elems)"#,
            r#"list(string) ["a", "b"]@[sensitive]"#,
            &[],
        ),
        (r#"full"#, r#"coalesce(unk_str, "a")"#, r#"string ?"#, &[]),
        (r#"full"#, r#"upper(secret_unk)"#, r#"string ?"#, &[]),
        (r#"full"#, r#"join(",", list_with_unk)"#, r#"string ?"#, &[]),
        (r#"full"#, r#"echo(1)"#, r#"number 1"#, &[]),
    ]);
}

/// A final argument followed by `...` is expanded into its elements.
#[test]
fn expanded_arguments_become_one_argument_per_element() {
    check(&[
        (r#"full"#, r#"min(nums...)"#, r#"number 1"#, &[]),
        (r#"full"#, r#"min(num_set...)"#, r#"number -1"#, &[]),
        (r#"full"#, r#"min([5, 2]...)"#, r#"number 2"#, &[]),
        (r#"full"#, r#"pair(["a", 1]...)"#, r#"string "a=1""#, &[]),
        (
            r#"full"#,
            r#"join(",", [list, ["x"]]...)"#,
            r#"string "a,b,c,x""#,
            &[],
        ),
        (
            r#"full"#,
            r#"coalesce(secret_list...)"#,
            r#"string "a"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"min(empty_list...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Error in function call" "Call to function \"min\" failed: must pass at least one number." subject=1,1,0-1,5,4 context=1,1,0-1,19,18"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper([]...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Not enough function arguments" "Function \"upper\" expects 1 argument(s). Missing value for \"str\"." subject=1,12,11-1,13,12 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper(list...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"upper\" expects only 1 argument(s)." subject=1,7,6-1,11,10 context=1,1,0-1,15,14"#,
            ],
        ),
        (
            r#"full"#,
            r#"pair(tuple...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"pair\" expects only 2 argument(s)." subject=1,6,5-1,11,10 context=1,1,0-1,15,14"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(list...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid function argument" "Invalid value for \"numbers\" parameter: a number is required." subject=1,5,4-1,9,8 context=1,1,0-1,13,12"#,
                r#"error "Invalid function argument" "Invalid value for \"numbers\" parameter: a number is required." subject=1,5,4-1,9,8 context=1,1,0-1,13,12"#,
                r#"error "Invalid function argument" "Invalid value for \"numbers\" parameter: a number is required." subject=1,5,4-1,9,8 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"pair(["a"]...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Not enough function arguments" "Function \"pair\" expects 2 argument(s). Missing value for \"value\"." subject=1,14,13-1,15,14 context=1,1,0-1,15,14"#,
            ],
        ),
        (r#"full"#, r#"min(1, nums...)"#, r#"number 1"#, &[]),
    ]);
}

/// The expanded argument must be a known, non-null tuple, list or set.
#[test]
fn unusable_expanded_arguments_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"min(null_list...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid expanding argument value" "The expanding argument (indicated by ...) must not be null." subject=1,5,4-1,14,13 context=1,1,0-1,18,17"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(null...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid expanding argument value" "The expanding argument (indicated by ...) must not be null." subject=1,5,4-1,9,8 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(str...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid expanding argument value" "The expanding argument (indicated by ...) must be of a tuple, list, or set type." subject=1,5,4-1,8,7 context=1,1,0-1,12,11"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(map...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid expanding argument value" "The expanding argument (indicated by ...) must be of a tuple, list, or set type." subject=1,5,4-1,8,7 context=1,1,0-1,12,11"#,
            ],
        ),
        (r#"full"#, r#"min(unk_list...)"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"min(unk...)"#, r#"dynamic ?"#, &[]),
        (
            r#"full"#,
            r#"min(nope...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,5,4-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(null_dyn...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid expanding argument value" "The expanding argument (indicated by ...) must not be null." subject=1,5,4-1,13,12 context=1,1,0-1,17,16"#,
            ],
        ),
        (
            r#"full"#,
            r#"min(1...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid expanding argument value" "The expanding argument (indicated by ...) must be of a tuple, list, or set type." subject=1,5,4-1,6,5 context=1,1,0-1,10,9"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper(nope, list...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Too many function arguments" "Function \"upper\" expects only 1 argument(s)." subject=1,13,12-1,17,16 context=1,1,0-1,21,20"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope(list...)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Call to unknown function" "There is no function named \"nope\"." subject=1,1,0-1,5,4 context=1,1,0-1,14,13"#,
            ],
        ),
    ]);
}
