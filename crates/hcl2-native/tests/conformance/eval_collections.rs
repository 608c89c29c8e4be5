//! Tuple and object constructors.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// A tuple constructor gives a tuple of its elements' values and types.
#[test]
fn tuples_hold_their_elements() {
    check(&[
        (r#"full"#, r#"[]"#, r#"tuple([]) []"#, &[]),
        (
            r#"full"#,
            r#"[1, "a", true, null]"#,
            r#"tuple([number,string,bool,dynamic]) [1, "a", true, null]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[[1], {a = 2}]"#,
            r#"tuple([tuple([number]),object({"a"=number})]) [[1], {"a": 2}]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[secret, 1]"#,
            r#"tuple([string,number]) ["hunter2"@[sensitive], 1]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[unk, unk_str]"#,
            r#"tuple([dynamic,string]) [?, ?]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[nope, 1, nope2]"#,
            r#"tuple([dynamic,number,dynamic]) [?, 1, ?]"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,2,1-1,6,5 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope2\"." subject=1,11,10-1,16,15 context=-"#,
            ],
        ),
    ]);
}

/// An object constructor gives an object; bare names and keywords are literal keys, and a later item replaces an earlier one.
#[test]
fn objects_hold_their_items() {
    check(&[
        (r#"full"#, r#"{}"#, r#"object({}) {}"#, &[]),
        (
            r#"full"#,
            r#"{a = 1, b = "x"}"#,
            r#"object({"a"=number,"b"=string}) {"a": 1, "b": "x"}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{"a" = 1}"#,
            r#"object({"a"=number}) {"a": 1}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{a = 1, a = 2}"#,
            r#"object({"a"=number}) {"a": 2}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{true = 1, null = 2, false = 3}"#,
            r#"object({"false"=number,"null"=number,"true"=number}) {"false": 3, "null": 2, "true": 1}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{1 = 2}"#,
            r#"object({"1"=number}) {"1": 2}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{a: 1, b: 2}"#,
            r#"object({"a"=number,"b"=number}) {"a": 1, "b": 2}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{str = num}"#,
            r#"object({"str"=number}) {"str": 42}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{a = nope}"#,
            r#"object({"a"=dynamic}) {"a": ?}"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,6,5-1,10,9 context=-"#,
            ],
        ),
    ]);
}

/// A key in parentheses is an expression, converted to a string.
#[test]
fn parenthesized_keys_are_evaluated() {
    check(&[
        (
            r#"full"#,
            r#"{(str) = 1}"#,
            r#"object({"hello"=number}) {"hello": 1}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{(num) = 1}"#,
            r#"object({"42"=number}) {"42": 1}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{(t) = 1}"#,
            r#"object({"true"=number}) {"true": 1}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{(obj.name) = 1}"#,
            r#"object({"x"=number}) {"x": 1}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{(str) = 1, ("hello") = 2}"#,
            r#"object({"hello"=number}) {"hello": 2}"#,
            &[],
        ),
    ]);
}

/// A key that is null, not a string, unknown or in error makes the object the dynamic unknown, after every item was evaluated.
#[test]
fn unusable_keys_make_the_object_unknown() {
    check(&[
        (
            r#"full"#,
            r#"{(null) = 1}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Null value as key" "Can't use a null value as a key." subject=1,11,10-1,12,11 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{(null_str) = 1, b = nope}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Null value as key" "Can't use a null value as a key." subject=1,15,14-1,16,15 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,22,21-1,26,25 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{(list) = 1}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Incorrect key type" "Can't use this value as a key: string required." subject=1,2,1-1,8,7 context=-"#,
            ],
        ),
        (r#"full"#, r#"{(unk_str) = 1}"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"{(unk) = 1}"#, r#"dynamic ?"#, &[]),
        (
            r#"full"#,
            r#"{(nope) = 1}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,3,2-1,7,6 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{a = 1, (nope) = nope2}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,10,9-1,14,13 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope2\"." subject=1,18,17-1,23,22 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{(secret_null) = 1}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Null value as key" "Can't use a null value as a key." subject=1,18,17-1,19,18 context=-"#,
            ],
        ),
        (r#"full"#, r#"{(secret_unk) = 1}"#, r#"dynamic ?"#, &[]),
        (
            r#"full"#,
            r#"{(obj) = 1, (list) = 2}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Incorrect key type" "Can't use this value as a key: string required." subject=1,2,1-1,7,6 context=-"#,
                r#"error "Incorrect key type" "Can't use this value as a key: string required." subject=1,13,12-1,19,18 context=-"#,
            ],
        ),
    ]);
}

/// A bare key with further steps is "Ambiguous attribute key".
#[test]
fn bare_traversal_keys_are_ambiguous() {
    check(&[
        (
            r#"full"#,
            r#"{a.b = 1}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Ambiguous attribute key" "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal." subject=1,2,1-1,5,4 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{obj.name = 1}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Ambiguous attribute key" "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal." subject=1,2,1-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{a[0] = 1}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Ambiguous attribute key" "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal." subject=1,2,1-1,6,5 context=-"#,
            ],
        ),
        (
            r#"none"#,
            r#"{a.b = 1}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Ambiguous attribute key" "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal." subject=1,2,1-1,5,4 context=-"#,
            ],
        ),
    ]);
}

/// An object carries its keys' marks; values keep their own.
#[test]
fn marked_keys_mark_the_object() {
    check(&[
        (
            r#"full"#,
            r#"{(secret) = 1}"#,
            r#"object({"hunter2"=number}) {"hunter2": 1}@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{a = secret}"#,
            r#"object({"a"=string}) {"a": "hunter2"@[sensitive]}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{(secret_key) = secret}"#,
            r#"object({"name"=string}) {"name": "hunter2"@[sensitive]}@[sensitive]"#,
            &[],
        ),
    ]);
}
