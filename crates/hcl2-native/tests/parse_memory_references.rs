//! Parsing long collections of references and calls, `a = [x, x, …]` and the like
//! (issue 29: parsing within 4× the input), stays within 2× the input: a tuple or
//! object whose elements are bare variables and short attribute paths (`depends_on`,
//! `security_groups`), calls without arguments written tight (`f()`, kept inline),
//! plain constants, calls of such arguments (`f(x)`, `list(string)`, themselves kept as
//! their text) or such collections, is kept as its text like one of constants alone,
//! its elements read again when viewed. 1.00–1.01× on each long collection here;
//! before, each reference was a 16-byte expression in the collection's node run and
//! each call a stored node besides: `[x, …]` 9.91× (two bytes an element), `[v.a,
//! s.x.id, …]` 10.50×, `[{a = v.x, b = [y]}, …]` 3.76×, `[f(), …]` 15.47×, `[f(x), …]`
//! 17.76× (these tests on the parser before each change). Lines of one attribute each
//! stay within 4×, the attributes being most of it.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

use hcl2_core::Pos;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

/// The peak while parsing `src`, over its size; `src` must parse without errors.
fn parse_ratio(src: &str) -> f64 {
    let (parsed, ratio) = peak_memory::peak_ratio(src.len(), || {
        hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START)
    });
    assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
    ratio
}

#[test]
fn a_long_tuple_of_bare_variables_parses_within_twice_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = [{}x]\n", "x,".repeat(500_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 2.0, "{ratio:.2}×");
}

#[test]
fn a_long_tuple_of_attribute_paths_parses_within_twice_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = [{}v.a]\n", "v.a, s.x.id, ".repeat(200_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 2.0, "{ratio:.2}×");
}

#[test]
fn a_long_tuple_of_objects_of_references_parses_within_twice_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = [{}{{}}]\n", "{a = v.x, b = [y]}, ".repeat(100_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 2.0, "{ratio:.2}×");
}

#[test]
fn a_long_tuple_of_calls_without_arguments_parses_within_twice_its_size() {
    let _serial = peak_memory::serial();
    let src = format!("a = [{}f()]\n", "f(), ".repeat(300_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 2.0, "{ratio:.2}×");
}

#[test]
fn a_long_tuple_of_calls_of_references_parses_within_twice_its_size() {
    // 17.76× while each call was a stored node (a 44-byte call, its argument and its
    // element); 1.00× kept as text.
    let _serial = peak_memory::serial();
    let src = format!("a = [{}f(x)]\n", "f(x), ".repeat(300_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 2.0, "{ratio:.2}×");
}

#[test]
fn an_attribute_of_a_call_of_plain_arguments_on_each_line_parses_within_four_times_its_size() {
    // 8.13× while each call was a stored node; 3.38× kept as text (the rest is the
    // attributes).
    let _serial = peak_memory::serial();
    let src: String = (0..50_000).map(|i| format!("a{i} = f(x, [1])\n")).collect();
    let ratio = parse_ratio(&src);
    assert!(ratio <= 4.0, "{ratio:.2}×");
}

#[test]
fn a_template_of_a_call_without_arguments_on_each_line_parses_within_four_times_its_size() {
    // 7.23× while the template was stored as parts (its call inline); 3.51× kept as text
    // (the rest is the attributes: 18 bytes a line).
    let _serial = peak_memory::serial();
    let src: String = (0..50_000)
        .map(|i| format!("a{i} = \"${{f()}}\"\n"))
        .collect();
    let ratio = parse_ratio(&src);
    assert!(ratio <= 4.0, "{ratio:.2}×");
}
