//! Variables and function calls in the three evaluation modes (no context, a context
//! lacking variables or functions, a full context) and in child scopes.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// Without a context, or with one that has no variable table, a variable is "Variables not allowed" at its root name.
#[test]
fn variables_are_not_allowed_without_a_variable_table() {
    check(&[
        (
            r#"none"#,
            r#"foo"#,
            r#"dynamic ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,4,3 context=-"#,
            ],
        ),
        (
            r#"empty"#,
            r#"foo"#,
            r#"dynamic ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,4,3 context=-"#,
            ],
        ),
        (
            r#"novars"#,
            r#"foo"#,
            r#"dynamic ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,4,3 context=-"#,
            ],
        ),
        (
            r#"none"#,
            r#"foo.bar[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,4,3 context=-"#,
            ],
        ),
        (
            r#"empty"#,
            r#"foo.bar[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,4,3 context=-"#,
            ],
        ),
        (
            r#"novars"#,
            r#"foo.bar[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,1,0-1,4,3 context=-"#,
            ],
        ),
    ]);
}

/// With variables available, a missing one is "Unknown variable", with a close name suggested.
#[test]
fn unknown_variables_are_named_with_a_suggestion() {
    check(&[
        (
            r#"nofuncs"#,
            r#"foo"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"foo\". Did you mean \"f\"?" subject=1,1,0-1,4,3 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"foo"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"foo\". Did you mean \"f\"?" subject=1,1,0-1,4,3 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"strr"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"strr\". Did you mean \"str\"?" subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"secre.x"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"secre\". Did you mean \"secret\"?" subject=1,1,0-1,6,5 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"zzzzzzz"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"zzzzzzz\"." subject=1,1,0-1,8,7 context=-"#,
            ],
        ),
    ]);
}

/// Without a context, or with one that has no function table, a call is "Function calls not allowed" at the whole call.
#[test]
fn function_calls_are_not_allowed_without_a_function_table() {
    check(&[
        (
            r#"none"#,
            r#"upper("a")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Function calls not allowed" "Functions may not be called here." subject=1,1,0-1,11,10 context=-"#,
            ],
        ),
        (
            r#"empty"#,
            r#"upper("a")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Function calls not allowed" "Functions may not be called here." subject=1,1,0-1,11,10 context=-"#,
            ],
        ),
        (
            r#"nofuncs"#,
            r#"upper("a")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Function calls not allowed" "Functions may not be called here." subject=1,1,0-1,11,10 context=-"#,
            ],
        ),
        (
            r#"none"#,
            r#"upper(foo, bar)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Function calls not allowed" "Functions may not be called here." subject=1,1,0-1,16,15 context=-"#,
            ],
        ),
    ]);
}

/// With functions available, a missing one is "Call to unknown function" at its name, with a close name suggested.
#[test]
fn unknown_functions_are_named_with_a_suggestion() {
    check(&[
        (
            r#"novars"#,
            r#"uper("a")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Call to unknown function" "There is no function named \"uper\". Did you mean \"upper\"?" subject=1,1,0-1,5,4 context=1,1,0-1,10,9"#,
            ],
        ),
        (
            r#"full"#,
            r#"uper("a")"#,
            r#"dynamic ?"#,
            &[
                r#"error "Call to unknown function" "There is no function named \"uper\". Did you mean \"upper\"?" subject=1,1,0-1,5,4 context=1,1,0-1,10,9"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope()"#,
            r#"dynamic ?"#,
            &[
                r#"error "Call to unknown function" "There is no function named \"nope\"." subject=1,1,0-1,5,4 context=1,1,0-1,7,6"#,
            ],
        ),
        (
            r#"full"#,
            r#"strln(str)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Call to unknown function" "There is no function named \"strln\". Did you mean \"strlen\"?" subject=1,1,0-1,6,5 context=1,1,0-1,11,10"#,
            ],
        ),
    ]);
}

/// Defined variables and functions evaluate in any context that has their table.
#[test]
fn defined_names_resolve() {
    check(&[
        (r#"nofuncs"#, r#"str"#, r#"string "hello""#, &[]),
        (r#"full"#, r#"str"#, r#"string "hello""#, &[]),
        (r#"novars"#, r#"upper("a")"#, r#"string "A""#, &[]),
        (r#"full"#, r#"upper(str)"#, r#"string "HELLO""#, &[]),
    ]);
}

/// A child scope's variables shadow its parent's, and the rest come from the parent.
#[test]
fn child_scopes_shadow_and_fall_back() {
    check(&[
        (r#"child"#, r#"str"#, r#"string "shadowed""#, &[]),
        (r#"child"#, r#"local"#, r#"string "inner""#, &[]),
        (r#"child"#, r#"num"#, r#"number 42"#, &[]),
        (r#"child"#, r#"upper(local)"#, r#"string "INNER""#, &[]),
        (
            r#"child"#,
            r#"nope"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        (
            r#"child"#,
            r#"upper(nope)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,7,6-1,11,10 context=-"#,
            ],
        ),
    ]);
}

/// Arguments are evaluated (and their errors reported) before anything about the function is checked.
#[test]
fn errors_in_arguments_are_reported_before_the_call() {
    check(&[
        (
            r#"nofuncs"#,
            r#"upper(foo)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Function calls not allowed" "Functions may not be called here." subject=1,1,0-1,11,10 context=-"#,
            ],
        ),
        (
            r#"none"#,
            r#"[a, b(c)]"#,
            r#"tuple([dynamic,dynamic]) [?, ?]"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,2,1-1,3,2 context=-"#,
                r#"error "Function calls not allowed" "Functions may not be called here." subject=1,5,4-1,9,8 context=-"#,
            ],
        ),
        (
            r#"novars"#,
            r#"upper(foo)"#,
            r#"dynamic ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,7,6-1,10,9 context=-"#,
            ],
        ),
    ]);
}
