//! Taking content from a JSON body costs time in proportion to the body and the schema,
//! not their product (issue 29, defect 2).

#[path = "../../../tests/support/linear_growth.rs"]
mod linear_growth;

use hcl2_core::{Body, BodySchema};

fn take_every_attribute_and_block(n: usize) {
    let mut props = Vec::new();
    let mut schema = BodySchema::new();
    for i in 0..n {
        props.push(format!("\"a{i}\": {i}, \"b{i}\": {{}}"));
        schema = schema
            .attribute(format!("a{i}"), true)
            .block(format!("b{i}"), [""; 0]);
    }
    let src = format!("{{{}}}", props.join(", "));
    let parsed = hcl2_json::parse(src.as_bytes(), "t.json");
    let body = hcl2_json::JsonBody::file(&parsed);
    let (content, diags) = body.content(&schema);
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!((content.attributes.len(), content.blocks.len()), (n, n));
}

#[test]
fn a_schema_naming_every_property_matches_in_linear_time() {
    linear_growth::assert_linear("JSON body content", 2_000, take_every_attribute_and_block);
}
