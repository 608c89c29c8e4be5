//! Editing the elements of object and tuple constructors, asserting the whole output.

use hcl2_write::{Document, ExprText};

fn edit(src: &str, f: impl FnOnce(&mut hcl2_write::Attribute<'_>)) -> String {
    let mut doc = Document::parse(src).unwrap();
    let attr = doc.body_mut().attribute_mut("x").unwrap();
    f(attr);
    doc.to_string()
}

fn raw(s: &str) -> ExprText {
    ExprText::raw(s).unwrap()
}

#[test]
fn an_object_element_is_changed_in_place() {
    let src = "x = {\n  a = 1 # one\n  b = 2\n}\n";
    let out = edit(src, |a| a.set_object_element("a", raw("10")).unwrap());
    assert_eq!(out, "x = {\n  a = 10 # one\n  b = 2\n}\n");
}

#[test]
fn a_new_object_element_gets_a_line_before_the_closing_brace() {
    let src = "x = {\n  a = 1\n}\ny = 2\n";
    let out = edit(src, |a| {
        a.set_object_element("new key", raw("[1,2]")).unwrap()
    });
    assert_eq!(out, "x = {\n  a = 1\n  \"new key\" = [1, 2]\n}\ny = 2\n");
}

#[test]
fn one_line_objects_take_new_elements_after_a_comma() {
    assert_eq!(
        edit("x = { a = 1 }\n", |a| a
            .set_object_element("b", raw("2"))
            .unwrap()),
        "x = { a = 1, b = 2 }\n"
    );
    assert_eq!(
        edit("x = {}\n", |a| a.set_object_element("b", raw("2")).unwrap()),
        "x = { b = 2 }\n"
    );
}

#[test]
fn an_object_element_is_removed_with_its_line() {
    let src = "x = {\n  a = 1\n  b = 2 # two\n  c = 3\n}\n";
    let mut removed = false;
    let out = edit(src, |a| removed = a.remove_object_element("b").unwrap());
    assert!(removed);
    assert_eq!(out, "x = {\n  a = 1\n  c = 3\n}\n");
    assert_eq!(
        edit("x = { a = 1, b = 2 }\n", |a| assert!(a
            .remove_object_element("a")
            .unwrap())),
        "x = { b = 2 }\n"
    );
    assert_eq!(
        edit("x = { a = 1, b = 2 }\n", |a| assert!(a
            .remove_object_element("b")
            .unwrap())),
        "x = { a = 1 }\n"
    );
}

#[test]
fn tuple_elements_are_pushed_changed_and_removed() {
    assert_eq!(
        edit("x = [1, 2]\n", |a| a.push_tuple_element(raw("3")).unwrap()),
        "x = [1, 2, 3]\n"
    );
    assert_eq!(
        edit("x = []\n", |a| a.push_tuple_element(raw("\"a\"")).unwrap()),
        "x = [\"a\"]\n"
    );
    assert_eq!(
        edit("x = [\n  1,\n  2\n]\n", |a| a
            .push_tuple_element(raw("3"))
            .unwrap()),
        "x = [\n  1,\n  2,\n  3,\n]\n"
    );
    assert_eq!(
        edit("x = [1, 2, 3]\n", |a| a
            .set_tuple_element(1, raw("var.b"))
            .unwrap()),
        "x = [1, var.b, 3]\n"
    );
    assert_eq!(
        edit("x = [1, 2, 3]\n", |a| assert!(a
            .remove_tuple_element(1)
            .unwrap())),
        "x = [1, 3]\n"
    );
    assert_eq!(
        edit("x = [\n  1,\n  2, # two\n  3,\n]\n", |a| assert!(a
            .remove_tuple_element(1)
            .unwrap())),
        "x = [\n  1,\n  3,\n]\n"
    );
}

#[test]
fn keys_and_lengths_are_read_and_other_expressions_refused() {
    let doc = Document::parse("x = { a = 1, \"b c\" = [1, 2] }\ny = [for v in l : v]\n").unwrap();
    let x = doc.body().attribute("x").unwrap();
    assert_eq!(x.object_keys().unwrap(), ["a", "b c"]);
    assert!(x.tuple_len().is_err());
    assert!(doc.body().attribute("y").unwrap().tuple_len().is_err());
}

#[test]
fn nested_values_are_laid_out_at_their_depth() {
    let src = "blk {\n  x = {\n    a = 1\n  }\n}\n";
    let mut doc = Document::parse(src).unwrap();
    let blk = doc.body_mut().block_mut("blk", &[]).unwrap();
    let x = blk.body_mut().attribute_mut("x").unwrap();
    x.set_object_element("b", ExprText::object([("c", raw("true"))]))
        .unwrap();
    assert_eq!(
        doc.to_string(),
        "blk {\n  x = {\n    a = 1\n    b = {\n      c = true\n    }\n  }\n}\n"
    );
}
