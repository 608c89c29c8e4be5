//! JSON-syntax parsing never panics, hangs or overflows the stack, and what it returns is
//! consistent: every diagnostic has a subject inside the input (or, as the reference
//! places the fault of a string cut short, just past its end), and every node of a tree
//! read without errors lies inside its parent and inside the input.
#![no_main]

use hcl2_json::ast::{Extent, Loc, Value};
use hcl2_json::Tree;
use libfuzzer_sys::fuzz_target;

/// Checks that `extent` is ordered and lies within `outer`.
fn check_within(extent: Extent, outer: Extent) {
    assert!(extent.start.byte() <= extent.end.byte(), "{extent:?}");
    assert!(
        outer.start.byte() <= extent.start.byte() && extent.end.byte() <= outer.end.byte(),
        "{extent:?} outside {outer:?}"
    );
}

/// Checks `value` and everything in it, reading every string's text and every number.
fn check_tree(value: Value, tree: &Tree, outer: Extent) {
    let extent = value.extent();
    check_within(extent, outer);
    match value {
        Value::Object(o) => {
            for p in o.properties(tree) {
                check_within(p.name.extent, extent);
                let _ = p.name.text(tree);
                check_tree(p.value, tree, extent);
            }
        }
        Value::Array(a) => {
            for e in a.elements(tree) {
                check_tree(e, tree, extent);
            }
        }
        Value::String(s) => {
            let _ = s.text(tree);
        }
        Value::Number(n) => {
            let _ = n.value(tree);
        }
        _ => {}
    }
}

fuzz_target!(|data: &[u8]| {
    let input_end = u32::try_from(data.len()).unwrap_or(u32::MAX);
    for parsed in [
        hcl2_json::parse(data, "fuzz.json"),
        hcl2_json::parse_expression(data, "fuzz.json"),
    ] {
        for d in &parsed.diagnostics {
            let subject = d.subject.as_ref().expect("every diagnostic has a subject");
            assert!(subject.start.byte <= subject.end.byte, "{d}");
            assert!(subject.end.byte <= data.len() + 1, "{d}");
        }
        if parsed.diagnostics.is_empty() {
            let whole = Extent::new(Loc::new(0), Loc::new(input_end));
            check_tree(parsed.value, &parsed.tree, whole);
        }
    }
});
