//! Index expressions whose key is computed: key conversion, out-of-range and other
//! errors, unknowns and marks.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// A computed key indexes lists, tuples, maps and objects.
#[test]
fn computed_keys_index_collections() {
    check(&[
        (r#"full"#, r#"list[num - 41]"#, r#"string "b""#, &[]),
        (r#"full"#, r#"list[zero]"#, r#"string "a""#, &[]),
        (r#"full"#, r#"tuple[num - 40]"#, r#"bool true"#, &[]),
        (r#"full"#, r#"map[coalesce("a")]"#, r#"number 1"#, &[]),
        (r#"full"#, r#"[10, 20, 30][zero]"#, r#"number 10"#, &[]),
        (r#"full"#, r#"{a = 1}["a"]"#, r#"number 1"#, &[]),
        (r#"full"#, r#"objs[zero].name"#, r#"string "a""#, &[]),
        (
            r#"full"#,
            r#"obj[str_num == "12" ? "name" : "age"]"#,
            r#"string "x""#,
            &[],
        ),
    ]);
}

/// The key is converted to the kind the collection is indexed by.
#[test]
fn computed_keys_are_converted() {
    check(&[
        (
            r#"full"#,
            r#"list[str_num == "12" ? "1" : "2"]"#,
            r#"string "b""#,
            &[],
        ),
        (r#"full"#, r#"map[zero == 0 ? "a" : 1]"#, r#"number 1"#, &[]),
        (r#"full"#, r#"obj[num - 32]"#, r#"string "ten""#, &[]),
        (
            r#"full"#,
            r#"list[t]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: number required." subject=1,5,4-1,8,7 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[[0]]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: number required." subject=1,5,4-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"map[list]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: string required." subject=1,4,3-1,10,9 context=-"#,
            ],
        ),
    ]);
}

/// Keys that name nothing are "Invalid index" at the brackets.
#[test]
fn bad_computed_keys_are_errors_at_the_brackets() {
    check(&[
        (
            r#"full"#,
            r#"list[num]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,5,4-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[num - 39]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: the given index is greater than or equal to the length of the collection." subject=1,5,4-1,15,14 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[frac]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: indexing a sequence requires a whole number, but the given index has a fractional part." subject=1,5,4-1,11,10 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[neg]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: a negative number is not a valid index for a sequence." subject=1,5,4-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"empty_list[zero]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: the collection has no elements." subject=1,11,10-1,17,16 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj[num]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value. An object only supports looking up attributes by name, not by numeric index." subject=1,4,3-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj[upper("name")]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,4,3-1,19,18 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"set[zero]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set." subject=1,4,3-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"str[zero]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "This value does not have any indices." subject=1,4,3-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"map[str]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,4,3-1,9,8 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[null_num]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "Can't use a null value as an indexing key." subject=1,5,4-1,15,14 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_list[zero]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Attempt to index null value" "This value is null, so it does not have any indices." subject=1,10,9-1,16,15 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"tuple[num]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,6,5-1,11,10 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"secret_list[num - 39]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,12,11-1,22,21 context=-"#,
            ],
        ),
    ]);
}

/// An unknown key or collection gives an unknown of the element type when there is one.
#[test]
fn unknown_collections_and_keys_give_unknowns() {
    check(&[
        (r#"full"#, r#"list[unk_num]"#, r#"string ?"#, &[]),
        (r#"full"#, r#"tuple[unk_num]"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"map[unk_str]"#, r#"number ?"#, &[]),
        (r#"full"#, r#"obj[unk_str]"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"unk_list[zero]"#, r#"string ?"#, &[]),
        (r#"full"#, r#"unk[zero]"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"list[unk]"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"unk_tuple[zero]"#, r#"string ?"#, &[]),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"unk_obj[str]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value." subject=1,8,7-1,13,12 context=-"#,
            ],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (r#"full"#, r#"unk_obj["name"]"#, r#"string ?"#, &[]),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"secret_unk_obj[unk_str]"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"list[nope]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,6,5-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope[zero]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope[nope2]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope2\"." subject=1,6,5-1,11,10 context=-"#,
            ],
        ),
    ]);
}

/// The element carries the marks of the collection and of the key (an object attribute only the object's).
#[test]
fn marks_of_collection_and_key_reach_the_element() {
    check(&[
        (
            r#"full"#,
            r#"list[secret_idx]"#,
            r#"string "b"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_list[zero]"#,
            r#"string "a"@[sensitive]"#,
            &[],
        ),
        (r#"full"#, r#"obj[secret_key]"#, r#"string "x""#, &[]),
        (
            r#"full"#,
            r#"secret_obj[secret_key]"#,
            r#"string "n"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_map["k"]"#,
            r#"string "v"@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"marked_elems[zero + 1]"#,
            r#"string "b"@[sensitive]"#,
            &[],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: string ?
        (
            r#"full"#,
            r#"secret_list[unk_num]"#,
            r#"string ?@[sensitive]"#,
            &[],
        ),
        // current reference (marks through unknown traversals, hcl 2.23); hcl 2.14.1 gives: string ?
        (
            r#"full"#,
            r#"secret_unk_list[zero]"#,
            r#"string ?@[sensitive]"#,
            &[],
        ),
    ]);
}
