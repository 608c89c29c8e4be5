//! Traversals: a variable and its static attribute and index steps, and static steps
//! applied to the result of any other expression.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// Attribute and constant index steps look inside objects, maps, lists and tuples.
#[test]
fn attribute_and_index_steps_walk_into_values() {
    check(&[
        (r#"full"#, r#"obj.name"#, r#"string "x""#, &[]),
        (r#"full"#, r#"obj.nested.deep.v"#, r#"number 1"#, &[]),
        (r#"full"#, r#"obj.tags[1]"#, r#"string "b""#, &[]),
        (r#"full"#, r#"map.a"#, r#"number 1"#, &[]),
        (r#"full"#, r#"map["b"]"#, r#"number 2"#, &[]),
        (r#"full"#, r#"list[0]"#, r#"string "a""#, &[]),
        (r#"full"#, r#"tuple[2]"#, r#"bool true"#, &[]),
        (r#"full"#, r#"obj["age"]"#, r#"number 3"#, &[]),
        (r#"full"#, r#"objs[1].name"#, r#"string "b""#, &[]),
        (r#"full"#, r#"obj_map.x.v"#, r#"number 1"#, &[]),
    ]);
}

/// A constant key is converted to the kind the collection is indexed by.
#[test]
fn index_keys_are_converted() {
    check(&[
        (r#"full"#, r#"list["1"]"#, r#"string "b""#, &[]),
        (r#"full"#, r#"tuple["0"]"#, r#"string "a""#, &[]),
        (r#"full"#, r#"obj[10]"#, r#"string "ten""#, &[]),
        (r#"full"#, r#"obj["10"]"#, r#"string "ten""#, &[]),
        (r#"full"#, r#"list[1.0]"#, r#"string "b""#, &[]),
    ]);
}

/// The legacy `.0` form is an index step.
#[test]
fn legacy_dot_index_steps_index() {
    check(&[
        (r#"full"#, r#"list.0"#, r#"string "a""#, &[]),
        (r#"full"#, r#"obj.tags.1"#, r#"string "b""#, &[]),
        (r#"full"#, r#"objs.1.name"#, r#"string "b""#, &[]),
    ]);
}

/// A step that finds nothing reports the reference's message at that step's range.
#[test]
fn missing_attributes_and_elements_are_errors_at_the_step() {
    check(&[
        (
            r#"full"#,
            r#"obj.nope"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "This object does not have an attribute named \"nope\"." subject=1,4,3-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj.name.foo"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,9,8-1,13,12 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"map.c"#,
            r#"dynamic ?"#,
            &[
                r#"error "Missing map element" "This map does not have an element with the key \"c\"." subject=1,4,3-1,6,5 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[3]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: the given index is greater than or equal to the length of the collection." subject=1,5,4-1,8,7 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[4]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,5,4-1,8,7 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"empty_list[1]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,11,10-1,14,13 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[-1]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: a negative number is not a valid index for a sequence." subject=1,5,4-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[0.5]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: indexing a sequence requires a whole number, but the given index has a fractional part." subject=1,5,4-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"empty_list[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: the collection has no elements." subject=1,11,10-1,14,13 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list["x"]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: a number is required." subject=1,5,4-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"set[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set." subject=1,4,3-1,7,6 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"str[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "This value does not have any indices." subject=1,4,3-1,7,6 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"objs.name"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a list of objects. Did you mean to access attribute \"name\" for a specific element of the list, or across all elements of the list?" subject=1,5,4-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"objs.nope"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a list of objects. Did you mean to access an attribute for a specific element of the list, or across all elements of the list?" subject=1,5,4-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj_set.name"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a set of objects. Did you mean to access an attribute across all elements of the set?" subject=1,8,7-1,13,12 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"num.x"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (number)." subject=1,4,3-1,6,5 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value. An object only supports looking up attributes by name, not by numeric index." subject=1,4,3-1,7,6 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj["nope"]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,4,3-1,12,11 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[null]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "Can't use a null value as an indexing key." subject=1,5,4-1,11,10 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"tuple[5]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,6,5-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list.a"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "This value does not have any attributes." subject=1,5,4-1,7,6 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"map["c"].d"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,4,3-1,9,8 context=-"#,
            ],
        ),
    ]);
}

/// Attribute and index steps on null report that the value is null.
#[test]
fn steps_on_null_values_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"null_obj.name"#,
            r#"dynamic ?"#,
            &[
                r#"error "Attempt to get attribute from null value" "This value is null, so it does not have any attributes." subject=1,9,8-1,14,13 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_list[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Attempt to index null value" "This value is null, so it does not have any indices." subject=1,10,9-1,13,12 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj.nothing.x"#,
            r#"dynamic ?"#,
            &[
                r#"error "Attempt to get attribute from null value" "This value is null, so it does not have any attributes." subject=1,12,11-1,14,13 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_dyn.a"#,
            r#"dynamic ?"#,
            &[
                r#"error "Attempt to get attribute from null value" "This value is null, so it does not have any attributes." subject=1,9,8-1,11,10 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_dyn[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Attempt to index null value" "This value is null, so it does not have any indices." subject=1,9,8-1,12,11 context=-"#,
            ],
        ),
    ]);
}

/// Steps on unknown or dynamic values give unknowns of the type known so far.
#[test]
fn steps_on_unknown_values_give_unknowns_of_the_best_type() {
    check(&[
        (r#"full"#, r#"unk.a.b[0]"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"unk_obj.name"#, r#"string ?"#, &[]),
        (
            r#"full"#,
            r#"unk_obj.nope"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "This object does not have an attribute named \"nope\"." subject=1,8,7-1,13,12 context=-"#,
            ],
        ),
        (r#"full"#, r#"unk_list[0]"#, r#"string ?"#, &[]),
        (r#"full"#, r#"unk_map.k"#, r#"string ?"#, &[]),
        (r#"full"#, r#"unk_tuple[1]"#, r#"number ?"#, &[]),
        (
            r#"full"#,
            r#"unk_tuple[2]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: the given index is greater than or equal to the length of the collection." subject=1,10,9-1,13,12 context=-"#,
            ],
        ),
        (r#"full"#, r#"unk_objs[0].v"#, r#"number ?"#, &[]),
        (r#"full"#, r#"list_with_unk[1]"#, r#"string ?"#, &[]),
        (
            r#"full"#,
            r#"unk_set[0]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set." subject=1,8,7-1,11,10 context=-"#,
            ],
        ),
    ]);
}

/// Marks on a value reach whatever a step takes from it.
#[test]
fn marks_follow_traversals() {
    check(&[
        (
            r#"full"#,
            r#"secret_obj.name"#,
            r#"string "n"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_list[0]"#,
            r#"string "a"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_map.k"#,
            r#"string "v"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"marked_elems[1]"#,
            r#"string "b"@[sensitive]"#,
            &[],
        ),
        (r#"full"#, r#"marked_elems[0]"#, r#"string "a""#, &[]),
        (
            r#"full"#,
            r#"secret_objs[0].name"#,
            r#"string "n"@[sensitive]"#,
            &[],
        ),
        (r#"full"#, r#"secret_unk"#, r#"string ?@[sensitive]"#, &[]),
        (
            r#"full"#,
            r#"secret_list[5]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,12,11-1,15,14 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"secret_list[1]"#,
            r#"string "b"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_list[2]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,12,11-1,15,14 context=-"#,
            ],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: string ?
        (
            r#"full"#,
            r#"secret_unk_obj.name"#,
            r#"string ?@[sensitive]"#,
            &[],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: string ?
        (
            r#"full"#,
            r#"secret_unk_list[0]"#,
            r#"string ?@[sensitive]"#,
            &[],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: string ?
        (
            r#"full"#,
            r#"secret_unk_map.k"#,
            r#"string ?@[sensitive]"#,
            &[],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"secret_dyn.a"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"secret_dyn[0]"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: string ?
        (
            r#"full"#,
            r#"secret_list[unk_num]"#,
            r#"string ?@[sensitive]"#,
            &[],
        ),
        (r#"full"#, r#"obj[secret_key]"#, r#"string "x""#, &[]),
        (
            r#"full"#,
            r#"list[secret_idx]"#,
            r#"string "b"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_map[secret_key]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,11,10-1,23,22 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"secret_obj["name"]"#,
            r#"string "n"@[sensitive]"#,
            &[],
        ),
    ]);
}

/// Static steps after a call, a parenthesized expression, a constructor or a literal apply to its value.
#[test]
fn steps_apply_to_any_expression() {
    check(&[
        (r#"full"#, r#"echo(obj).name"#, r#"string "x""#, &[]),
        (r#"full"#, r#"(obj).tags[0]"#, r#"string "a""#, &[]),
        (r#"full"#, r#"[1, 2, 3][1]"#, r#"number 2"#, &[]),
        (r#"full"#, r#"{a = {b = 1}}.a.b"#, r#"number 1"#, &[]),
        (
            r#"full"#,
            r#"(list)[5]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,7,6-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#""abc".x"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,6,5-1,8,7 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"null.x"#,
            r#"dynamic ?"#,
            &[
                r#"error "Attempt to get attribute from null value" "This value is null, so it does not have any attributes." subject=1,5,4-1,7,6 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"echo(secret_obj).name"#,
            r#"string "n"@[sensitive]"#,
            &[],
        ),
        (r#"full"#, r#"echo(unk_obj).name"#, r#"string ?"#, &[]),
        (
            r#"full"#,
            r#"(secret_unk_obj).nope"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "This object does not have an attribute named \"nope\"." subject=1,17,16-1,22,21 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"upper(nope).x"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,7,6-1,11,10 context=-"#,
            ],
        ),
        (r#"full"#, r#"[for x in list: x][0]"#, r#"string "a""#, &[]),
    ]);
}
