//! Parsing a long array of small objects keeps small nodes (issue 29): a plain integer
//! is kept inline as its value instead of in a 72-byte box of text and number, objects
//! and arrays hold their items in exactly sized boxed slices (a value is 48 bytes
//! instead of 56), and a property no longer keeps its colon's position (96 bytes instead
//! of 120). For `{"x":1}` the tree took about 250 bytes before (element, property and
//! boxed number), 144 then, and the parser's stack of elements the rest of the bound
//! (329 bytes an object measured before, 214 after).
//!
//! The tree then kept only byte offsets, lines and columns coming from the file's
//! `Positions` (an extent is 8 bytes instead of 24): an object in the array takes 96
//! bytes (a 32-byte element and a 64-byte property), and the parse 145 bytes an object
//! (214 before).
//!
//! Then the properties of all the objects of a file went into one arena instead of one
//! slice per object: the bytes are the same (145 an object), but the million 64-byte
//! allocations, each with 16 bytes of the system allocator's own, are gone; what the
//! parse keeps is a handful of allocations whatever the number of objects.
//!
//! Then the tree became a tape of 16-byte nodes in document order (no stack of items
//! copied into place, no 64-byte property), and an object or array of plain constants
//! one node read again from the text: each `{"x":1}` is one node while the array is
//! read, and the whole document one node once it closes. The parse takes 24 bytes an
//! object (145 before): the 8 bytes of text the source keeps and the 16-byte node, 3.0
//! times the input.
//!
//! Then consecutive plain items of a stored collection became one node too (a run, read
//! again from the text), so the array's objects take no node even while the array is
//! read: the parse takes the source's copy of the text and little else, 8.3 bytes an
//! object (1.04 times the input).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

use hcl2_json::ast::Value;

/// Bytes one `{"x":1}` (8 bytes with its comma) in the array may take while parsed:
/// the source's copy of its text, and a share of the few nodes.
const PER_OBJECT: usize = 9;

/// The allocations a parsed file may keep, whatever its size: text, tree, line table
/// (marks and line jumps), nodes and the like.
const KEPT_ALLOCATIONS: usize = 7;

#[test]
fn an_array_of_small_objects_parses_within_its_bound_per_object_keeping_a_handful_of_allocations() {
    let _serial = peak_memory::serial();
    let n = 200_000;
    let src = format!("{{\"b\":[{}]}}", vec!["{\"x\":1}"; n].join(","));
    let before = peak_memory::live_allocations();
    let (parsed, peak) = peak_memory::peak_during(|| hcl2_json::parse(src.as_bytes(), "t.json"));
    let kept = peak_memory::live_allocations() - before;
    assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
    let Value::Object(root) = parsed.value else {
        panic!("an object")
    };
    let Some(b) = root.properties(&parsed.tree).next() else {
        panic!("a property")
    };
    let Value::Array(list) = b.value else {
        panic!("an array")
    };
    assert_eq!(list.elements(&parsed.tree).count(), n);
    eprintln!(
        "{n} objects: parse peak {peak} bytes ({} a object)",
        peak / n
    );
    assert!(peak <= PER_OBJECT * n, "{n} objects: peak {peak} bytes");
    eprintln!("{n} objects: {kept} allocations kept");
    assert!(
        kept <= KEPT_ALLOCATIONS,
        "{n} objects: {kept} allocations kept"
    );
}
