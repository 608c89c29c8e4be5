//! `hcl2::Expression` fields decoded by `from_str`, which share the parsed file and find
//! their positions when asked, equal those decoded from a body without the file's
//! text, which copy both up front.

use serde::Deserialize;

const TEXT: &str = "# é\nname = \"ü-${n}\"\ncount = (var.n +\n  1)\nlist = [\n  \"a\", b.c,\n]\nlong = \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"\nblock \"x\" {\n  inner = \"é\" # ü\n}\n";

#[derive(Deserialize, Debug, PartialEq)]
struct Config {
    name: hcl2::Expression,
    count: Option<hcl2::Expression>,
    list: hcl2::Expression,
    long: hcl2::Expression,
    block: Vec<Block>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Block {
    #[serde(rename = "@name")]
    name: String,
    inner: hcl2::Expression,
}

/// The same text decoded through `from_body`, whose expressions copy their text.
fn through_body<T: for<'de> Deserialize<'de>>(text: &str) -> T {
    let file = hcl2::parse(text).unwrap();
    hcl2::from_body(file.body(), None).unwrap()
}

#[test]
fn expressions_sharing_their_file_equal_copied_ones() {
    let shared: Config = hcl2::from_str(TEXT).unwrap();
    let copied: Config = through_body(TEXT);
    assert_eq!(shared, copied);
    assert_eq!(shared.name.source(), "\"ü-${n}\"");
    assert_eq!(shared.name.range().to_string(), "<input>:2,8-16");
    let count = shared.count.as_ref().unwrap();
    assert_eq!(count.source(), "(var.n +\n  1)");
    assert_eq!(count.range().to_string(), "<input>:3,9-4,5");
    assert_eq!(
        shared.block[0].inner.range().to_string(),
        "<input>:10,11-14"
    );
}

#[test]
fn a_shared_expression_outlives_its_decode_and_evaluates() {
    let shared: Config = hcl2::from_str(TEXT).unwrap();
    let name = shared.name.clone();
    drop(shared);
    let mut ctx = hcl2::EvalContext::new();
    ctx.set_variable("n", hcl2::Value::from(3));
    assert_eq!(name.evaluate(Some(&ctx)).unwrap(), hcl2::Value::from("ü-3"));
    let err = name.evaluate(None).unwrap_err();
    assert!(err.to_string().contains("<input>:2,13-14"), "{err}");
}

#[test]
fn a_remain_body_keeps_expressions_sharing_the_file() {
    #[derive(Deserialize, Debug)]
    struct Phase1 {
        name: hcl2::Expression,
        #[serde(rename = "@remain")]
        rest: hcl2::Remain,
    }
    #[derive(Deserialize, Debug)]
    struct Phase2 {
        count: hcl2::Expression,
    }
    let phase1: Phase1 = hcl2::from_str(
        "name = x
count = y + 1
",
    )
    .unwrap();
    assert_eq!(phase1.name.range().to_string(), "<input>:1,8-9");
    let phase2: Phase2 = phase1.rest.decode(None).unwrap();
    assert_eq!(phase2.count.source(), "y + 1");
    assert_eq!(phase2.count.range().to_string(), "<input>:2,9-14");
}
