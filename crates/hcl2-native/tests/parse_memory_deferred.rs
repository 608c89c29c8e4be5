//! Parsing big texts dense with expressions that no compact form holds (issue 29:
//! parsing within 4× the input): operators, conditionals, parentheses, splats, index
//! steps, `for` expressions, templates, object keys in parentheses. In a text of
//! 64 KiB or more, such an expression read without errors is kept as its text
//! (`Repr::Deferred`), and a collection of them is kept as its text too, so each of
//! these long tuples parses within 1.1× its size. Before, each element was stored
//! node by node: `[x+1, …]` 18.60×, `[!x, …]` 19.11×, `[x?1:2, …]` 13.85×, `[(x), …]`
//! 11.75×, `[x.*.y, …]` 25.45×, `[f(x[0]), …]` 11.13×, `[[for v in x: v], …]` 9.74×,
//! `[a[0], …]` 4.64× (a probe on the parser before this change).

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

/// `a = [elem, elem, …]` of `n` elements.
fn tuple_of(elem: &str, n: usize) -> String {
    format!("a = [{}{elem}]\n", format!("{elem}, ").repeat(n - 1))
}

#[test]
fn long_tuples_of_operators_parse_within_their_size_and_a_tenth() {
    let _serial = peak_memory::serial();
    for elem in ["x+1", "!x", "x?1:2", "(x)", "a && b || c == 2"] {
        let ratio = parse_ratio(&tuple_of(elem, 200_000));
        assert!(ratio <= 1.1, "{elem}: {ratio:.2}×");
    }
}

#[test]
fn long_tuples_of_traversals_splats_and_indexes_parse_within_their_size_and_a_tenth() {
    let _serial = peak_memory::serial();
    for elem in ["x.*.y", "a[0]", "var.a.b.c", "f(x[0])", "x[*].y[k]"] {
        let ratio = parse_ratio(&tuple_of(elem, 200_000));
        assert!(ratio <= 1.1, "{elem}: {ratio:.2}×");
    }
}

#[test]
fn long_tuples_of_for_expressions_templates_and_objects_parse_within_their_size_and_a_tenth() {
    let _serial = peak_memory::serial();
    for elem in [
        "[for v in x: v]",
        "\"${x}${y}\"",
        "{a = x+1}",
        "[x+1, y]",
        "<<EOT\n${x}\nEOT\n",
    ] {
        let ratio = parse_ratio(&tuple_of(elem, 100_000));
        assert!(ratio <= 1.1, "{elem:?}: {ratio:.2}×");
    }
}

#[test]
fn a_long_object_of_keys_in_parentheses_parses_within_its_size_and_a_tenth() {
    let _serial = peak_memory::serial();
    let src = format!("a = {{{}}}\n", "(k) = v,\n".repeat(100_000));
    let ratio = parse_ratio(&src);
    assert!(ratio <= 1.1, "{ratio:.2}×");
}

#[test]
fn long_operator_chains_parse_within_their_size_and_a_tenth() {
    // Each link nests one level deeper: 100 of them stay within the nesting limit.
    let _serial = peak_memory::serial();
    let chain = format!("{}x", "x + ".repeat(100));
    let ratio = parse_ratio(&tuple_of(&chain, 5_000));
    assert!(ratio <= 1.1, "{ratio:.2}×");
}

#[test]
fn an_operator_attribute_on_each_line_parses_within_four_times_its_size() {
    let _serial = peak_memory::serial();
    let src: String = (0..200_000)
        .map(|i| format!("a{i} = f(x[{i}])\n"))
        .collect();
    let ratio = parse_ratio(&src);
    assert!(ratio <= 4.0, "{ratio:.2}×");
}
