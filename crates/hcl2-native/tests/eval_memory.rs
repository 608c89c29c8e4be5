//! Evaluation takes memory in proportion to its input, and values of one shape share
//! their type instead of repeating it (issue 29, defect 7).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

use std::sync::Arc;

use hcl2_core::Pos;
use hcl2_native::{evaluate, parse_expression};
use hcl2_value::{Type, Value};

/// The value of `src` and the peak memory its evaluation took (parsing left out).
fn evaluate_measured(src: &str) -> (Value, usize) {
    let parsed = parse_expression(src.as_bytes(), "t.hcl", Pos::START);
    assert!(!parsed.diagnostics.has_errors(), "{:?}", parsed.diagnostics);
    let ((value, diags), peak) =
        peak_memory::peak_during(|| evaluate(&parsed.value, parsed.tree(), None));
    assert!(diags.is_empty(), "{diags:?}");
    (value, peak)
}

fn tuple_source(n: usize, element: &str) -> String {
    format!("[{}]", vec![element; n].join(","))
}

#[test]
fn a_long_tuple_evaluates_within_twenty_times_its_text() {
    let _serial = peak_memory::serial();
    // Four bytes of text an element; each element's value and type once, no copies.
    for n in [50_000, 200_000] {
        let src = tuple_source(n, "100");
        let (value, peak) = evaluate_measured(&src);
        assert_eq!(value.as_slice().map(<[Value]>::len), Some(n));
        let bound = 20 * src.len() + (1 << 20);
        eprintln!(
            "{n} elements, {} bytes of text: peak {peak} bytes",
            src.len()
        );
        assert!(peak <= bound, "{n} elements: {peak} bytes, over {bound}");
    }
}

#[test]
fn objects_of_one_shape_share_one_object_type() {
    let _serial = peak_memory::serial();
    let (value, _) = evaluate_measured(&tuple_source(1000, "{x = 1, y = \"a\"}"));
    let Some(Type::Tuple(elements)) = Some(value.ty()) else {
        panic!("not a tuple: {value:?}");
    };
    let Some(Type::Object(first)) = elements.first() else {
        panic!("not an object: {:?}", elements.first());
    };
    for t in elements.iter() {
        assert!(
            matches!(t, Type::Object(o) if Arc::ptr_eq(o, first)),
            "{t:?}"
        );
    }
}

#[test]
fn memory_for_many_objects_grows_in_proportion_to_their_number() {
    let _serial = peak_memory::serial();
    let (_, small) = evaluate_measured(&tuple_source(10_000, "{x = 1}"));
    let (_, large) = evaluate_measured(&tuple_source(40_000, "{x = 1}"));
    assert!(large <= 5 * small, "n: {small} bytes, 4n: {large} bytes");
}

#[test]
fn a_splat_over_small_objects_takes_a_small_constant_per_object() {
    let _serial = peak_memory::serial();
    // A one-attribute object once held a tree node sized for eleven entries (about
    // 800 bytes); now its value, its one entry and the splat's element.
    let n = 100_000;
    let (value, peak) = evaluate_measured(&format!("{}[*].x", tuple_source(n, "{x=1}")));
    assert_eq!(value.as_slice().map(<[Value]>::len), Some(n));
    let per_object = peak / n;
    eprintln!("{n} objects: peak {peak} bytes, {per_object} an object");
    // 88 with 32-byte values and thin maps and names (session 18): 128 and more with
    // 48-byte values, 96 with wide names.
    assert!(per_object <= 92, "{per_object} bytes an object");
}

/// What the harness may allocate beside a measured test; far below what a failure
/// of the tests that use it would cost.
const SLACK: usize = 64 * 1024;

#[test]
fn a_tuple_of_one_element_type_stores_that_type_once() {
    let _serial = peak_memory::serial();
    let (t, peak) = peak_memory::peak_during(|| Type::tuple(vec![Type::Number; 1_000_000]));
    assert_eq!(t.tuple_elements().map(|e| e.len()), Some(1_000_000));
    // The vector of the argument is counted; the type itself is a few words. The
    // slack covers what the test harness may allocate on its own thread meanwhile (the
    // counters are process-wide): a type repeated per element would take 16 MB.
    let argument = 1_000_000 * std::mem::size_of::<Type>();
    assert!(peak <= argument + SLACK, "{peak} bytes");
    drop(t);
    let (t, peak) =
        peak_memory::peak_during(|| Type::tuple(std::iter::repeat_n(Type::Number, 1_000_000)));
    assert_eq!(
        t.tuple_elements().map(|e| e.get(999_999).cloned()),
        Some(Some(Type::Number))
    );
    assert!(peak <= SLACK, "{peak} bytes for a tuple type of one run");
}

#[test]
fn a_tuple_of_numbers_takes_little_more_than_one_value_an_element() {
    let _serial = peak_memory::serial();
    // A value is 32 bytes (48 until session 18) and a small number allocates nothing:
    // the elements' vector is nearly all of it, at n and at 4n alike.
    for n in [100_000, 400_000] {
        let (value, peak) = evaluate_measured(&tuple_source(n, "1"));
        assert_eq!(value.as_slice().map(<[Value]>::len), Some(n));
        let per_element = peak / n;
        eprintln!("{n} numbers: peak {peak} bytes, {per_element} an element");
        assert!(
            per_element <= 40,
            "{n} numbers: {per_element} bytes an element"
        );
    }
}
