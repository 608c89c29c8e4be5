//! Decoding a list of many blocks holds each block only while it is decoded (issue 29,
//! defect 7): the body hands the blocks over one by one, and only their values are
//! kept. Collecting every block first (type name, labels, ranges and body of each) took
//! about 300 bytes a block on top of the values, native and JSON alike.

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

use std::collections::BTreeMap;

use hcl2_core::{Body, Pos};
use hcl2_dec::{decode, AttrSpec, BlockListSpec, Spec};
use hcl2_value::{Type, Value};

/// `object { block_list "b" { object { attr "x" { type = ty } } } }`, with limits.
fn list_spec(ty: Type, min_items: usize, max_items: usize) -> Spec {
    let x = Spec::Attr(AttrSpec {
        name: "x".into(),
        ty,
        required: false,
    });
    let list = Spec::BlockList(BlockListSpec {
        type_name: "b".into(),
        nested: Box::new(Spec::Object(BTreeMap::from([("x".to_owned(), x)]))),
        min_items,
        max_items,
    });
    Spec::Object(BTreeMap::from([("b".to_owned(), list)]))
}

/// The decoded list's length and the peak memory decoding took (parsing left out).
fn decode_measured(body: &dyn Body, spec: &Spec) -> (usize, usize) {
    let ((value, diags), peak) = peak_memory::peak_during(|| decode(body, spec, None));
    assert!(diags.is_empty(), "{diags}");
    let list = value.as_map().expect("an object")["b"].clone();
    (list.as_slice().map_or(0, <[Value]>::len), peak)
}

/// Bytes a block may take while decoded: its value in the list and the object it holds.
const PER_BLOCK: usize = 200;

#[test]
fn a_native_block_list_holds_only_the_values_of_its_blocks() {
    let _serial = peak_memory::serial();
    for n in [50_000, 200_000] {
        let src = "b { x = 1 }\n".repeat(n);
        let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        let (len, peak) = decode_measured(&parsed.body(), &list_spec(Type::Number, 0, 0));
        assert_eq!(len, n);
        eprintln!("{n} native blocks: decoding peak {peak} bytes");
        assert!(peak <= PER_BLOCK * n, "{n} blocks: peak {peak} bytes");
    }
}

#[test]
fn a_json_block_list_holds_only_the_values_of_its_blocks() {
    let _serial = peak_memory::serial();
    for n in [50_000, 200_000] {
        let src = format!("{{\"b\":[{}]}}", vec!["{\"x\":1}"; n].join(","));
        let parsed = hcl2_json::parse(src.as_bytes(), "t.json");
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        let body = hcl2_json::JsonBody::file(&parsed);
        let (len, peak) = decode_measured(&body, &list_spec(Type::Number, 0, 0));
        assert_eq!(len, n);
        eprintln!("{n} JSON blocks: decoding peak {peak} bytes");
        assert!(peak <= PER_BLOCK * n, "{n} blocks: peak {peak} bytes");
    }
}

/// The summaries and subjects of `diags`.
fn described(diags: &hcl2_core::Diagnostics) -> Vec<String> {
    diags
        .iter()
        .map(|d| format!("{} @ {}", d.summary, d.subject.as_ref().expect("a subject")))
        .collect()
}

#[test]
fn blocks_decoded_one_by_one_report_limits_and_types_as_collected_ones() {
    let src = "b { x = 1 }\nb { x = 2 }\nb { x = \"a\" }\nb {\n  x = [] }\n";
    let parsed = hcl2_native::parse_config(src.as_bytes(), "t.hcl", Pos::START);
    let body = parsed.body();
    for (spec, want) in [
        (
            list_spec(Type::Dynamic, 0, 2),
            [
                "Too many b blocks @ t.hcl:3,5-5",
                "Unconsistent argument types in b blocks @ t.hcl:1,5-5",
            ],
        ),
        (
            list_spec(Type::Dynamic, 6, 0),
            [
                "Insufficient b blocks @ t.hcl:1,1-1",
                "Unconsistent argument types in b blocks @ t.hcl:1,5-5",
            ],
        ),
    ] {
        // A partial decode takes the content whole: the same answer, collected.
        let (value, streamed) = decode(&body, &spec, None);
        let (collected_value, _, collected) = hcl2_dec::partial_decode(&body, &spec, None);
        assert_eq!(described(&streamed), described(&collected));
        assert_eq!(described(&streamed), want);
        assert_eq!(value, collected_value);
    }
}

#[test]
fn a_merged_body_offers_its_blocks_in_file_order() {
    let first = hcl2_native::parse_config(b"b { x = 1 }\nb { x = 2 }\n", "a.hcl", Pos::START);
    let second = hcl2_native::parse_config(b"b { x = 3 }\n", "b.hcl", Pos::START);
    let merged = hcl2_core::MergedBody::new([
        Box::new(first.body()) as Box<dyn Body + '_>,
        Box::new(second.body()),
    ]);
    let spec = list_spec(Type::Number, 0, 2);
    let (value, streamed) = decode(&merged, &spec, None);
    let (collected_value, _, collected) = hcl2_dec::partial_decode(&merged, &spec, None);
    assert_eq!(value, collected_value);
    assert_eq!(described(&streamed), described(&collected));
    assert_eq!(described(&streamed), ["Too many b blocks @ b.hcl:1,5-5"]);
    let xs: Vec<Value> = value.as_map().expect("an object")["b"]
        .as_slice()
        .expect("a list")
        .iter()
        .map(|b| b.as_map().expect("an object")["x"].clone())
        .collect();
    assert_eq!(xs, [1, 2, 3].map(Value::from));
}
