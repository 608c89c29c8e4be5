//! Taking content from a body costs time in proportion to the body and the schema, not
//! their product (issue 29, defect 2).

#[path = "../../../tests/support/linear_growth.rs"]
mod linear_growth;

use hcl2_core::{Body, BodySchema, Pos};

fn take_every_attribute_and_block(n: usize) {
    let mut src = String::new();
    let mut schema = BodySchema::new();
    for i in 0..n {
        src.push_str(&format!("a{i} = {i}\nb{i} {{\n}}\n"));
        schema = schema
            .attribute(format!("a{i}"), true)
            .block(format!("b{i}"), [""; 0]);
    }
    let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
    let body = parsed.body();
    let (content, diags) = body.content(&schema);
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!((content.attributes.len(), content.blocks.len()), (n, n));
}

#[test]
fn a_schema_naming_every_item_of_a_body_matches_in_linear_time() {
    linear_growth::assert_linear("body content", 2_000, take_every_attribute_and_block);
}
