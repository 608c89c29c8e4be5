//! Splat expressions: sequences, the wrapping of other values, null and unknown sources,
//! the two forms' trailing operators, nesting and marks.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// The steps after the marker apply to every element: a list or set gives a list, a tuple a tuple.
#[test]
fn splats_apply_their_steps_to_each_element() {
    check(&[
        (
            r#"full"#,
            r#"list[*]"#,
            r#"list(string) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"list.*"#,
            r#"list(string) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"objs[*].name"#,
            r#"list(string) ["a", "b"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"objs.*.name"#,
            r#"list(string) ["a", "b"]"#,
            &[],
        ),
        (r#"full"#, r#"objs[*].v"#, r#"list(number) [1, 2]"#, &[]),
        (
            r#"full"#,
            r#"obj_set[*].name"#,
            r#"list(string) ["a", "b"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"obj_tuple[*].name"#,
            r#"tuple([string,number]) ["a", 5]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"tuple[*]"#,
            r#"tuple([string,number,bool]) ["a", 1, true]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"list_with_null[*]"#,
            r#"list(string) ["a", null]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"set[*]"#,
            r#"list(string) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"obj_map[*].x.name"#,
            r#"tuple([string]) ["a"]"#,
            &[],
        ),
        (r#"full"#, r#"objs.*.name[1]"#, r#"string "b""#, &[]),
        (
            r#"full"#,
            r#"objs[*]["name"]"#,
            r#"list(string) ["a", "b"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"objs.*["name"]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value: a number is required." subject=1,7,6-1,15,14 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"objs[*][zero]"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value. An object only supports looking up attributes by name, not by numeric index." subject=1,8,7-1,14,13 context=-"#,
                r#"error "Invalid index" "The given key does not identify an element in this collection value. An object only supports looking up attributes by name, not by numeric index." subject=1,8,7-1,14,13 context=-"#,
            ],
        ),
        (r#"full"#, r#"unk_objs.*.name"#, r#"list(string) ?"#, &[]),
        (
            r#"full"#,
            r#"objs[*].name[*]"#,
            r#"list(tuple([string])) [["a"], ["b"]]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"list[*][0]"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Invalid index" "This value does not have any indices." subject=1,8,7-1,11,10 context=-"#,
                r#"error "Invalid index" "This value does not have any indices." subject=1,8,7-1,11,10 context=-"#,
                r#"error "Invalid index" "This value does not have any indices." subject=1,8,7-1,11,10 context=-"#,
            ],
        ),
        (r#"full"#, r#"list.*[0]"#, r#"string "a""#, &[]),
        (
            r#"full"#,
            r#"tuple.*"#,
            r#"tuple([string,number,bool]) ["a", 1, true]"#,
            &[],
        ),
    ]);
}

/// An empty list gives an empty list of the steps' result type; an empty tuple an empty tuple.
#[test]
fn empty_sequences_splat_to_empty_results() {
    check(&[
        (r#"full"#, r#"empty_list[*]"#, r#"list(string) []"#, &[]),
        (r#"full"#, r#"empty_set[*]"#, r#"list(string) []"#, &[]),
        (r#"full"#, r#"empty_tuple[*]"#, r#"tuple([]) []"#, &[]),
        (r#"full"#, r#"[][*].a"#, r#"tuple([]) []"#, &[]),
        (
            r#"full"#,
            r#"empty_list[*].foo"#,
            r#"list(dynamic) []"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,14,13-1,18,17 context=-"#,
            ],
        ),
    ]);
}

/// A value that is not a sequence is wrapped in a one-element tuple; null gives an empty tuple.
#[test]
fn other_values_are_wrapped_and_null_is_empty() {
    check(&[
        (r#"full"#, r#"obj[*].name"#, r#"tuple([string]) ["x"]"#, &[]),
        (r#"full"#, r#"obj.*.name"#, r#"tuple([string]) ["x"]"#, &[]),
        (r#"full"#, r#"str[*]"#, r#"tuple([string]) ["hello"]"#, &[]),
        (r#"full"#, r#"map[*].a"#, r#"tuple([number]) [1]"#, &[]),
        (r#"full"#, r#"null_str[*]"#, r#"tuple([]) []"#, &[]),
        (r#"full"#, r#"null_obj[*].name"#, r#"tuple([]) []"#, &[]),
        (r#"full"#, r#"null[*]"#, r#"tuple([]) []"#, &[]),
        (r#"full"#, r#"1[*]"#, r#"tuple([number]) [1]"#, &[]),
    ]);
}

/// A null list, set or tuple is "Splat of null value".
#[test]
fn null_sequences_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"null_list[*]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Splat of null value" "Splat expressions (with the * symbol) cannot be applied to null sequences." subject=1,1,0-1,10,9 context=1,1,0-1,13,12"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_set[*].a"#,
            r#"dynamic ?"#,
            &[
                r#"error "Splat of null value" "Splat expressions (with the * symbol) cannot be applied to null sequences." subject=1,1,0-1,9,8 context=1,1,0-1,12,11"#,
            ],
        ),
        (
            r#"full"#,
            r#"null_tuple.*"#,
            r#"dynamic ?"#,
            &[
                r#"error "Splat of null value" "Splat expressions (with the * symbol) cannot be applied to null sequences." subject=1,1,0-1,11,10 context=1,1,0-1,13,12"#,
            ],
        ),
    ]);
}

/// An unknown sequence gives an unknown of the type the steps would give; an unknown of any other type gives the dynamic unknown.
#[test]
fn unknown_sources_give_unknowns_of_the_result_type() {
    check(&[
        (r#"full"#, r#"unk_list[*]"#, r#"list(string) ?"#, &[]),
        (r#"full"#, r#"unk_objs[*].name"#, r#"list(string) ?"#, &[]),
        (
            r#"full"#,
            r#"unk_tuple[*]"#,
            r#"tuple([string,number]) ?"#,
            &[],
        ),
        (r#"full"#, r#"unk[*]"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"unk_str[*]"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"unk_obj[*].name"#, r#"dynamic ?"#, &[]),
        (
            r#"full"#,
            r#"unk_obj[*].nope"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unsupported attribute" "This object does not have an attribute named \"nope\"." subject=1,11,10-1,16,15 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"unk_objs[*].nope"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Unsupported attribute" "This object does not have an attribute named \"nope\"." subject=1,12,11-1,17,16 context=-"#,
            ],
        ),
        (r#"full"#, r#"unk_set[*]"#, r#"list(string) ?"#, &[]),
        (
            r#"full"#,
            r#"list_with_unk[*]"#,
            r#"list(string) ["a", ?]"#,
            &[],
        ),
    ]);
}

/// An error applying the steps to any element is reported and the result is an unknown of the result type.
#[test]
fn step_errors_make_the_result_unknown() {
    check(&[
        (
            r#"full"#,
            r#"objs[*].nope"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Unsupported attribute" "This object does not have an attribute named \"nope\"." subject=1,8,7-1,13,12 context=-"#,
                r#"error "Unsupported attribute" "This object does not have an attribute named \"nope\"." subject=1,8,7-1,13,12 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"objs_with_null[*].name"#,
            r#"list(string) ?"#,
            &[
                r#"error "Attempt to get attribute from null value" "This value is null, so it does not have any attributes." subject=1,18,17-1,23,22 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"list[*].x"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,8,7-1,10,9 context=-"#,
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,8,7-1,10,9 context=-"#,
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,8,7-1,10,9 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"obj_tuple[*].extra"#,
            r#"tuple([dynamic,bool]) ?"#,
            &[
                r#"error "Unsupported attribute" "This object does not have an attribute named \"extra\"." subject=1,13,12-1,19,18 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"nope[*].a"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,1,0-1,5,4 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"objs[*].name.x"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,13,12-1,15,14 context=-"#,
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,13,12-1,15,14 context=-"#,
            ],
        ),
    ]);
}

/// After `[*]` every following step applies to each element; after `.*` only attribute steps do, and an index applies to the result.
#[test]
fn full_splats_take_every_trailing_step_attribute_splats_only_attributes() {
    check(&[
        (
            r#"full"#,
            r#"objs[*].name[0]"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Invalid index" "This value does not have any indices." subject=1,13,12-1,16,15 context=-"#,
                r#"error "Invalid index" "This value does not have any indices." subject=1,13,12-1,16,15 context=-"#,
            ],
        ),
        (r#"full"#, r#"objs.*.name[0]"#, r#"string "a""#, &[]),
        (
            r#"full"#,
            r#"lists[*][0]"#,
            r#"list(string) ["a", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"lists.*[0]"#,
            r#"list(string) ["a", "b"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"lists[*][zero]"#,
            r#"list(string) ["a", "c"]"#,
            &[],
        ),
        (r#"full"#, r#"objs.*.v[1]"#, r#"number 2"#, &[]),
        (
            r#"full"#,
            r#"objs.*.0"#,
            r#"list(dynamic) ?"#,
            &[
                r#"error "Invalid index" "The given key does not identify an element in this collection value. An object only supports looking up attributes by name, not by numeric index." subject=1,7,6-1,9,8 context=-"#,
                r#"error "Invalid index" "The given key does not identify an element in this collection value. An object only supports looking up attributes by name, not by numeric index." subject=1,7,6-1,9,8 context=-"#,
            ],
        ),
        (r#"full"#, r#"(objs[*].name)[0]"#, r#"string "a""#, &[]),
        (
            r#"none"#,
            r#"[[1]][*][a]"#,
            r#"tuple([dynamic]) ?"#,
            &[
                r#"error "Variables not allowed" "Variables may not be used here." subject=1,10,9-1,11,10 context=-"#,
            ],
        ),
        (
            r#"none"#,
            r#"[{a = 1}][*].a"#,
            r#"tuple([number]) [1]"#,
            &[],
        ),
    ]);
}

/// A splat inside another's steps applies to each element's sequence.
#[test]
fn nested_splats_apply_per_element() {
    check(&[
        (
            r#"full"#,
            r#"nested_lists[*].items[*].id"#,
            r#"list(list(number)) [[1, 2], [3]]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"lists[*][*]"#,
            r#"list(list(string)) [["a", "b"], ["c"]]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"objs[*][*].name"#,
            r#"list(tuple([string])) [["a"], ["b"]]"#,
            &[],
        ),
        // current reference (nested-splat error, PR #724); hcl 2.14.1 gives: panics
        (
            r#"full"#,
            r#"strs_with_null[*][*]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid nested splat expressions" "The second level of splat expression produced elements of different types, so it isn't possible to construct a valid list to represent the top-level result.\n\nConsider using a for expression instead, to produce a tuple-typed result which can therefore have non-homogenous element types." subject=1,15,14-1,21,20 context=1,1,0-1,21,20"#,
            ],
        ),
    ]);
}

/// The source's marks mark the result; elements keep their own.
#[test]
fn marks_on_the_source_reach_the_result() {
    check(&[
        (
            r#"full"#,
            r#"secret_list[*]"#,
            r#"list(string) ["a", "b"]@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"marked_elems[*]"#,
            r#"list(string) ["a", "b"@[sensitive]]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"secret_objs[*].name"#,
            r#"list(string) ["n"]@[sensitive]"#,
            &[],
        ),
        // current reference (splat marks, hcl 2.21 and later); hcl 2.14.1 gives: tuple([string]) ["hunter2"@[sensitive]]
        (
            r#"full"#,
            r#"secret[*]"#,
            r#"tuple([string]) ["hunter2"@[sensitive]]@[sensitive]"#,
            &[],
        ),
        // current reference (splat marks, hcl 2.21 and later); hcl 2.14.1 gives: tuple([]) []
        (
            r#"full"#,
            r#"secret_null[*]"#,
            r#"tuple([]) []@[sensitive]"#,
            &[],
        ),
        // current reference (splat marks, hcl 2.21 and later); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"secret_dyn[*]"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
        // current reference (splat marks, hcl 2.21 and later); hcl 2.14.1 gives: list(string) ?
        (
            r#"full"#,
            r#"secret_unk_list[*]"#,
            r#"list(string) ?@[sensitive]"#,
            &[],
        ),
        // current reference (splat marks, hcl 2.21 and later); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"secret_unk[*]"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
        // current reference (splat marks, hcl 2.21 and later); hcl 2.14.1 gives: tuple([string]) ["n"@[sensitive]]
        (
            r#"full"#,
            r#"secret_obj[*].name"#,
            r#"tuple([string]) ["n"@[sensitive]]@[sensitive]"#,
            &[],
        ),
    ]);
}
