//! Directive nesting is bounded by the embedding: a directive nested past the bound is
//! reported once and skipped with its content, up to its closing directive.

#[path = "../examples/toy/mod.rs"]
mod toy;

use hcl2_core::{Diagnostics, SourceFile};

fn parse(src: &str) -> (String, Vec<String>) {
    let file = SourceFile::new("t.tmpl", src);
    let mut diags = Diagnostics::new();
    let (t, _) = toy::parse_src(&file, "t", &mut diags);
    let summaries = diags.iter().map(|d| d.summary.clone()).collect();
    (toy::dump_parts(&file, &t), summaries)
}

#[test]
fn too_deep_directives_are_reported_once_and_skipped() {
    let depth = 10_000;
    let src = format!("a{}x{}b", "%{if c}".repeat(depth), "%{endif}".repeat(depth));
    let (parts, summaries) = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || parse(&src))
        .unwrap()
        .join()
        .expect("no stack overflow");
    assert_eq!(summaries, ["Nesting too deep"]);
    assert!(parts.starts_with("L0-1(1:1-1:2)\"a\", IF"), "{parts}");
    assert!(parts.ends_with("\"b\""), "{parts}");
}

#[test]
fn directives_up_to_the_bound_nest() {
    let depth = toy::TOY_MAX_DEPTH;
    let src = format!("{}x{}", "%{if c}".repeat(depth), "%{endif}".repeat(depth));
    let (parts, summaries) = parse(&src);
    assert!(summaries.is_empty(), "{summaries:?}");
    assert!(parts.starts_with("IF"), "{parts}");
}

#[test]
fn closing_directives_after_the_bound_leave_their_levels() {
    // Sibling directives each enter and leave one level, so many in a row are fine.
    let src = "%{for v in c}x%{endfor}".repeat(toy::TOY_MAX_DEPTH * 3);
    let (_, summaries) = parse(&src);
    assert!(summaries.is_empty(), "{summaries:?}");
}
