//! `for` expressions: iteration order, `if` clauses, object keys and grouping, scopes,
//! unknown collections and marks.
//!
//! Expectations are hcl 2.14.1's outputs, recorded as `eval_support` describes; a case
//! commented "current reference" follows a newer release on purpose (see the
//! deliberate differences in `hcl2_native::eval`), with 2.14.1's output beside it.

use crate::eval_support::check;

/// Lists and tuples are visited in order, the key being the index.
#[test]
fn tuples_and_lists_are_visited_by_index() {
    check(&[
        (
            r#"full"#,
            r#"[for x in list: upper(x)]"#,
            r#"tuple([string,string,string]) ["A", "B", "C"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for i, x in list: i]"#,
            r#"tuple([number,number,number]) [0, 1, 2]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for i, x in tuple: x]"#,
            r#"tuple([string,number,bool]) ["a", 1, true]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in [3, 1, 2]: x * 2]"#,
            r#"tuple([number,number,number]) [6, 2, 4]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in empty_list: x]"#,
            r#"tuple([]) []"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for i, v in nums: i + v]"#,
            r#"tuple([number,number,number]) [3, 2, 4]"#,
            &[],
        ),
    ]);
}

/// Maps and objects are visited in key order, the key being the name.
#[test]
fn maps_and_objects_are_visited_by_sorted_key() {
    check(&[
        (
            r#"full"#,
            r#"[for k, v in map: k]"#,
            r#"tuple([string,string]) ["a", "b"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for k, v in map: v]"#,
            r#"tuple([number,number]) [1, 2]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for k, v in obj: k]"#,
            r#"tuple([string,string,string,string,string,string]) ["10", "age", "name", "nested", "nothing", "tags"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for v in {b = 1, a = 2, c = 3}: v]"#,
            r#"tuple([number,number,number]) [2, 1, 3]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for k, v in map: k => v * 2}"#,
            r#"object({"a"=number,"b"=number}) {"a": 2, "b": 4}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for k, v in empty_map: k]"#,
            r#"tuple([]) []"#,
            &[],
        ),
    ]);
}

/// Sets are visited in set order, the key being the element itself.
#[test]
fn sets_are_visited_in_set_order() {
    check(&[
        (
            r#"full"#,
            r#"[for x in set: x]"#,
            r#"tuple([string,string,string]) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for k, v in set: k]"#,
            r#"tuple([string,string,string]) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in num_set: x]"#,
            r#"tuple([number,number,number]) [-1, 2, 10]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in obj_set: x.name]"#,
            r#"tuple([string,string]) ["a", "b"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in empty_set: x]"#,
            r#"tuple([]) []"#,
            &[],
        ),
    ]);
}

/// An object `for` converts each key to a string.
#[test]
fn object_fors_build_objects() {
    check(&[
        (
            r#"full"#,
            r#"{for x in objs: x.name => x.v}"#,
            r#"object({"a"=number,"b"=number}) {"a": 1, "b": 2}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in list: x => upper(x)}"#,
            r#"object({"a"=string,"b"=string,"c"=string}) {"a": "A", "b": "B", "c": "C"}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for i, x in list: i => x}"#,
            r#"object({"0"=string,"1"=string,"2"=string}) {"0": "a", "1": "b", "2": "c"}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in nums: x => x}"#,
            r#"object({"1"=number,"2"=number,"3"=number}) {"1": 1, "2": 2, "3": 3}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in empty_list: x => x}"#,
            r#"object({}) {}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for k, v in obj_tuple: k => v}"#,
            r#"object({"0"=object({"name"=string}),"1"=object({"extra"=bool,"name"=number})}) {"0": {"name": "a"}, "1": {"extra": true, "name": 5}}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in [true, false]: x => x}"#,
            r#"object({"false"=bool,"true"=bool}) {"false": false, "true": true}"#,
            &[],
        ),
    ]);
}

/// With `...` the values of each key are gathered into tuples.
#[test]
fn grouping_collects_values_by_key() {
    check(&[
        (
            r#"full"#,
            r#"{for x in ["a", "b", "a"]: x => x...}"#,
            r#"object({"a"=tuple([string,string]),"b"=tuple([string])}) {"a": ["a", "a"], "b": ["b"]}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for i, x in ["a", "b", "a"]: x => i...}"#,
            r#"object({"a"=tuple([number,number]),"b"=tuple([number])}) {"a": [0, 2], "b": [1]}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in objs: "all" => x.name...}"#,
            r#"object({"all"=tuple([string,string])}) {"all": ["a", "b"]}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in []: x => x...}"#,
            r#"object({}) {}"#,
            &[],
        ),
    ]);
}

/// Without `...`, a key produced twice is "Duplicate object key" and the first value is kept.
#[test]
fn duplicate_keys_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"{for x in ["a", "b", "a"]: x => 1}"#,
            r#"object({"a"=number,"b"=number}) {"a": 1, "b": 1}"#,
            &[
                r#"error "Duplicate object key" "Two different items produced the key \"a\" in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key." subject=1,28,27-1,29,28 context=1,1,0-1,35,34"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in [1, "1", 2]: x => x}"#,
            r#"object({"1"=number,"2"=number}) {"1": 1, "2": 2}"#,
            &[
                r#"error "Duplicate object key" "Two different items produced the key \"1\" in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key." subject=1,24,23-1,25,24 context=1,1,0-1,31,30"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in list: "k" => x}"#,
            r#"object({"k"=string}) {"k": "a"}"#,
            &[
                r#"error "Duplicate object key" "Two different items produced the key \"k\" in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key." subject=1,17,16-1,20,19 context=1,1,0-1,26,25"#,
                r#"error "Duplicate object key" "Two different items produced the key \"k\" in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key." subject=1,17,16-1,20,19 context=1,1,0-1,26,25"#,
            ],
        ),
    ]);
}

/// An `if` clause keeps the elements for which it is true, converting it to bool.
#[test]
fn if_clauses_filter_elements() {
    check(&[
        (
            r#"full"#,
            r#"[for x in nums: x if x > 1]"#,
            r#"tuple([number,number]) [3, 2]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for i, x in list: x => i if i > 0}"#,
            r#"object({"b"=number,"c"=number}) {"b": 1, "c": 2}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in nums: x if "true"]"#,
            r#"tuple([number,number,number]) [3, 1, 2]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in nums: x if false]"#,
            r#"tuple([]) []"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in list: x if x != "b"]"#,
            r#"tuple([string,string]) ["a", "c"]"#,
            &[],
        ),
    ]);
}

/// An `if` clause that is null or not a bool is an error, reported once, and the result is unknown.
#[test]
fn bad_if_clauses_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"[for x in nums: x if 1]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: bool required." subject=1,22,21-1,23,22 context=1,1,0-1,24,23"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in nums: x if null]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Condition is null" "The value of the 'if' clause must not be null." subject=1,22,21-1,26,25 context=1,1,0-1,27,26"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in nums: x if x]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: bool required." subject=1,22,21-1,23,22 context=1,1,0-1,24,23"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in nums: x => x if x}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: bool required." subject=1,27,26-1,28,27 context=1,1,0-1,29,28"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in list: x if x == "a" ? null : true]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The value of the 'if' clause must not be null." subject=1,22,21-1,44,43 context=1,1,0-1,45,44"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in list: x => x if x == "b" ? null : true}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The value of the 'if' clause must not be null." subject=1,27,26-1,49,48 context=1,1,0-1,50,49"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in list: x if nope]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,22,21-1,26,25 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in list: x if x == "a" ? "yes" : true]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: a bool is required." subject=1,22,21-1,45,44 context=1,1,0-1,46,45"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in nums: x if list]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: bool required." subject=1,22,21-1,26,25 context=1,1,0-1,27,26"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in nums: x => x if list}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: bool required." subject=1,27,26-1,31,30 context=1,1,0-1,32,31"#,
            ],
        ),
    ]);
}

/// An unknown `if` result makes the whole result unknown.
#[test]
fn unknown_if_clauses_make_the_result_unknown() {
    check(&[
        (
            r#"full"#,
            r#"[for x in list: x if unk_bool]"#,
            r#"dynamic ?"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in list: x => x if unk_bool}"#,
            r#"dynamic ?"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in list: x if x == unk_str]"#,
            r#"dynamic ?"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in list: x => x if unk_num}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: bool required." subject=1,27,26-1,34,33 context=1,1,0-1,35,34"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in list: x if unk_num]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: bool required." subject=1,22,21-1,29,28 context=1,1,0-1,30,29"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in list: x if unk]"#,
            r#"dynamic ?"#,
            &[],
        ),
    ]);
}

/// A key that is null or not a string is "Invalid object key", reported once; an unknown key makes the result unknown.
#[test]
fn bad_keys_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"{for x in list: null => x}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid object key" "Key expression in 'for' expression must not produce a null value." subject=1,17,16-1,21,20 context=1,1,0-1,27,26"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in list: [x] => x}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid object key" "The key expression produced an invalid result: string required." subject=1,17,16-1,20,19 context=1,1,0-1,26,25"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in list: unk_str => x}"#,
            r#"dynamic ?"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in list: nope => x}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,17,16-1,21,20 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,17,16-1,21,20 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,17,16-1,21,20 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in list: (x == "b" ? null : x) => x}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid object key" "Key expression in 'for' expression must not produce a null value." subject=1,17,16-1,38,37 context=1,1,0-1,44,43"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in list: (x == "a" ? [x] : x) => x}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Inconsistent conditional result types" "The true and false result expressions must have consistent types. The 'true' value is tuple, but the 'false' value is string." subject=1,29,28-1,36,35 context=1,18,17-1,36,35"#,
                r#"error "Inconsistent conditional result types" "The true and false result expressions must have consistent types. The 'true' value is tuple, but the 'false' value is string." subject=1,29,28-1,36,35 context=1,18,17-1,36,35"#,
                r#"error "Inconsistent conditional result types" "The true and false result expressions must have consistent types. The 'true' value is tuple, but the 'false' value is string." subject=1,29,28-1,36,35 context=1,18,17-1,36,35"#,
            ],
        ),
    ]);
}

/// Errors in the value expression are reported for each element.
#[test]
fn element_errors_are_reported_for_every_element() {
    check(&[
        (
            r#"full"#,
            r#"[for x in list: nope]"#,
            r#"tuple([dynamic,dynamic,dynamic]) [?, ?, ?]"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,17,16-1,21,20 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,17,16-1,21,20 context=-"#,
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,17,16-1,21,20 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in list: x.foo]"#,
            r#"tuple([dynamic,dynamic,dynamic]) [?, ?, ?]"#,
            &[
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,18,17-1,22,21 context=-"#,
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,18,17-1,22,21 context=-"#,
                r#"error "Unsupported attribute" "Can't access attributes on a primitive-typed value (string)." subject=1,18,17-1,22,21 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in list: x => x + 1}"#,
            r#"object({"a"=number,"b"=number,"c"=number}) {"a": ?, "b": ?, "c": ?}"#,
            &[
                r#"error "Invalid operand" "Unsuitable value for left operand: a number is required." subject=1,22,21-1,23,22 context=1,22,21-1,27,26"#,
                r#"error "Invalid operand" "Unsuitable value for left operand: a number is required." subject=1,22,21-1,23,22 context=1,22,21-1,27,26"#,
                r#"error "Invalid operand" "Unsuitable value for left operand: a number is required." subject=1,22,21-1,23,22 context=1,22,21-1,27,26"#,
            ],
        ),
    ]);
}

/// A null or non-iterable collection is an error; an unknown one makes the result unknown.
#[test]
fn unusable_collections_are_errors() {
    check(&[
        (
            r#"full"#,
            r#"[for x in null_list: x]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Iteration over null value" "A null value cannot be used as the collection in a 'for' expression." subject=1,11,10-1,20,19 context=1,1,0-1,24,23"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in null: x]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Iteration over null value" "A null value cannot be used as the collection in a 'for' expression." subject=1,11,10-1,15,14 context=1,1,0-1,19,18"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in str: x]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Iteration over non-iterable value" "A value of type string cannot be used as the collection in a 'for' expression." subject=1,11,10-1,14,13 context=1,1,0-1,18,17"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in 1: x]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Iteration over non-iterable value" "A value of type number cannot be used as the collection in a 'for' expression." subject=1,11,10-1,12,11 context=1,1,0-1,16,15"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in true: x => x}"#,
            r#"dynamic ?"#,
            &[
                r#"error "Iteration over non-iterable value" "A value of type bool cannot be used as the collection in a 'for' expression." subject=1,11,10-1,15,14 context=1,1,0-1,24,23"#,
            ],
        ),
        (r#"full"#, r#"[for x in unk_list: x]"#, r#"dynamic ?"#, &[]),
        (r#"full"#, r#"[for x in unk: x]"#, r#"dynamic ?"#, &[]),
        (
            r#"full"#,
            r#"[for x in unk_str: x]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Iteration over non-iterable value" "A value of type string cannot be used as the collection in a 'for' expression." subject=1,11,10-1,18,17 context=1,1,0-1,22,21"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in nope: x]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,11,10-1,15,14 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"{for x in unk_map: x => x}"#,
            r#"dynamic ?"#,
            &[],
        ),
    ]);
}

/// The iteration names shadow outer names in a child scope; other names resolve as outside.
#[test]
fn iteration_names_live_in_a_child_scope() {
    check(&[
        (
            r#"full"#,
            r#"[for str in list: str]"#,
            r#"tuple([string,string,string]) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in list: str]"#,
            r#"tuple([string,string,string]) ["hello", "hello", "hello"]"#,
            &[],
        ),
        (
            r#"child"#,
            r#"[for x in list: local]"#,
            r#"tuple([string,string,string]) ["inner", "inner", "inner"]"#,
            &[],
        ),
        (
            r#"none"#,
            r#"[for x in [1, 2]: x]"#,
            r#"tuple([number,number]) [1, 2]"#,
            &[],
        ),
        (
            r#"none"#,
            r#"[for x in [1]: y]"#,
            r#"tuple([dynamic]) [?]"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"y\". Did you mean \"x\"?" subject=1,16,15-1,17,16 context=-"#,
            ],
        ),
        (
            r#"none"#,
            r#"[for x in [1]: upper(x)]"#,
            r#"tuple([dynamic]) [?]"#,
            &[
                r#"error "Function calls not allowed" "Functions may not be called here." subject=1,16,15-1,24,23 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in [1]: uper(x)]"#,
            r#"tuple([dynamic]) [?]"#,
            &[
                r#"error "Call to unknown function" "There is no function named \"uper\"." subject=1,16,15-1,20,19 context=1,16,15-1,23,22"#,
            ],
        ),
        (
            r#"empty"#,
            r#"[for x in [1]: y]"#,
            r#"tuple([dynamic]) [?]"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"y\". Did you mean \"x\"?" subject=1,16,15-1,17,16 context=-"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for i, x in ["a"]: [i, x]]"#,
            r#"tuple([tuple([number,string])]) [[0, "a"]]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in [[1, 2]]: [for y in x: y * 10]]"#,
            r#"tuple([tuple([number,number])]) [[10, 20]]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for k, v in unk_tuple: v]"#,
            r#"dynamic ?"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in tuple: x if x]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: a bool is required." subject=1,23,22-1,24,23 context=1,1,0-1,25,24"#,
            ],
        ),
        (
            r#"none"#,
            r#"{for x in ["a"]: x => x}"#,
            r#"object({"a"=string}) {"a": "a"}"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x, x in list: x]"#,
            r#"tuple([string,string,string]) ["a", "b", "c"]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for i, v in list: v => i...}"#,
            r#"object({"a"=tuple([number]),"b"=tuple([number]),"c"=tuple([number])}) {"a": [0], "b": [1], "c": [2]}"#,
            &[],
        ),
    ]);
}

/// Marks on the collection, `if` results and keys mark the result; elements keep their own.
#[test]
fn marks_move_to_the_result() {
    check(&[
        (
            r#"full"#,
            r#"[for x in secret_list: x]"#,
            r#"tuple([string,string]) ["a", "b"]@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in secret_list: x => 1}"#,
            r#"object({"a"=number,"b"=number}) {"a": 1, "b": 1}@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in marked_elems: x]"#,
            r#"tuple([string,string]) ["a", "b"@[sensitive]]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in marked_elems: x => 1}"#,
            r#"object({"a"=number,"b"=number}) {"a": 1, "b": 1}@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in list: x if secret_t]"#,
            r#"tuple([string,string,string]) ["a", "b", "c"]@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in list: x => 1 if secret_t}"#,
            r#"object({"a"=number,"b"=number,"c"=number}) {"a": 1, "b": 1, "c": 1}@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"{for x in list: (x == "a" ? secret : x) => 1}"#,
            r#"object({"b"=number,"c"=number,"hunter2"=number}) {"b": 1, "c": 1, "hunter2": 1}@[sensitive]"#,
            &[],
        ),
        (
            r#"full"#,
            r#"[for x in secret_obj: x]"#,
            r#"tuple([string,number]) ["n", 1]@[sensitive]"#,
            &[],
        ),
    ]);
}

/// An unknown result keeps the marks of the collection, `if` results and keys.
#[test]
fn unknown_results_keep_the_marks_gathered_so_far() {
    check(&[
        // current reference (for-expression marks and if check, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"[for x in secret_unk_list: x]"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
        // current reference (for-expression marks and if check, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"[for x in secret_list: x if unk_bool]"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
        // current reference (for-expression marks and if check, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"{for x in list: (x == "b" ? secret_unk : x) => 1}"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
        // current reference (for-expression marks and if check, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"[for x in unk_list: x if secret_t]"#,
            r#"dynamic ?@[sensitive]"#,
            &[],
        ),
    ]);
}

/// The `if` clause is checked against unknown iteration values before the collection's knownness is considered.
#[test]
fn the_if_clause_is_checked_even_for_unknown_collections() {
    check(&[
        // current reference (for-expression marks and if check, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"[for x in unk_list: x if 1]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Invalid 'for' condition" "The 'if' clause value is invalid: bool required." subject=1,26,25-1,27,26 context=1,1,0-1,28,27"#,
            ],
        ),
        // current reference (for-expression marks and if check, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"[for x in unk_list: x if nope]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Unknown variable" "There is no variable named \"nope\"." subject=1,26,25-1,30,29 context=-"#,
            ],
        ),
        // current reference (for-expression marks and if check, hcl 2.23); hcl 2.14.1 gives: dynamic ?
        (
            r#"full"#,
            r#"[for x in unk_list: x if null]"#,
            r#"dynamic ?"#,
            &[
                r#"error "Condition is null" "The value of the 'if' clause must not be null." subject=1,26,25-1,30,29 context=1,1,0-1,31,30"#,
            ],
        ),
        (
            r#"full"#,
            r#"[for x in unk_list: x if x]"#,
            r#"dynamic ?"#,
            &[],
        ),
    ]);
}
