//! A `Remain` kept from a JSON body decodes later exactly as the native form does: a
//! property a later schema reads as blocks may hold one object, an array of objects, or
//! objects keyed by labels, as the JSON syntax allows for blocks.

mod common;

use std::collections::HashMap;

use hcl2::{Remain, Syntax};
use serde::Deserialize;

#[derive(Deserialize, Debug)]
struct Phase1 {
    name: String,
    #[serde(rename = "@remain")]
    rest: Remain,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Disks {
    disk: Vec<Disk>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Disk {
    gb: u16,
}

/// Phase 1 of `text`, decoded three ways: from text (native or JSON by `syntax`), and
/// with `from_body` over the parsed file's body (no text to keep).
fn phase1_all_ways(text: &str, syntax: Syntax) -> [Phase1; 2] {
    let from_text: Phase1 = common::decode(text, syntax).unwrap();
    let name = match syntax {
        Syntax::Native => "main.hcl",
        Syntax::Json => "main.json",
    };
    let parsed = hcl2::File::parse(text.as_bytes(), name, syntax);
    let from_body: Phase1 = hcl2::from_body(&parsed.body(), None).unwrap();
    [from_text, from_body]
}

#[test]
fn a_json_block_written_as_one_object_decodes_from_a_remain_as_the_native_block() {
    let native = "name = \"a\"\ndisk {\n  gb = 3\n}\n";
    let json = r#"{"name": "a", "disk": {"gb": 3}}"#;
    let want = Disks {
        disk: vec![Disk { gb: 3 }],
    };
    for syntax_text in [(native, Syntax::Native), (json, Syntax::Json)] {
        for p1 in phase1_all_ways(syntax_text.0, syntax_text.1) {
            assert_eq!(p1.name, "a");
            assert_eq!(
                p1.rest.decode::<Disks>(None).unwrap(),
                want,
                "{syntax_text:?}"
            );
        }
    }
}

#[test]
fn a_json_block_as_one_object_decodes_from_a_remain_through_from_file() {
    let dir = std::env::temp_dir().join(format!("hcl2-remain-json-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("main.tf.json");
    std::fs::write(&path, r#"{"name": "a", "disk": {"gb": 3}}"#).unwrap();
    let p1: Phase1 = hcl2::from_file(&path).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        p1.rest.decode::<Disks>(None).unwrap(),
        Disks {
            disk: vec![Disk { gb: 3 }]
        }
    );
}

#[test]
fn a_json_array_of_block_objects_still_decodes_from_a_remain() {
    let json = r#"{"name": "a", "disk": [{"gb": 3}, {"gb": 4}]}"#;
    for p1 in phase1_all_ways(json, Syntax::Json) {
        let d: Disks = p1.rest.decode(None).unwrap();
        assert_eq!(d.disk, vec![Disk { gb: 3 }, Disk { gb: 4 }]);
    }
}

#[test]
fn labelled_json_blocks_decode_from_a_remain_as_native_ones() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Resources {
        resource: HashMap<String, HashMap<String, Instance>>,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct Instance {
        ami: String,
    }
    let native = "name = \"a\"\nresource \"aws_instance\" \"web\" {\n  ami = \"x\"\n}\n";
    let json = r#"{"name": "a", "resource": {"aws_instance": {"web": {"ami": "x"}}}}"#;
    let decoded = |text, syntax| {
        phase1_all_ways(text, syntax).map(|p1| p1.rest.decode::<Resources>(None).unwrap())
    };
    let n = decoded(native, Syntax::Native);
    let j = decoded(json, Syntax::Json);
    assert_eq!(n[0], j[0]);
    assert_eq!(n[1], j[1]);
    assert_eq!(j[0].resource["aws_instance"]["web"].ami, "x");
}

#[test]
fn a_json_block_error_from_a_remain_is_placed_as_from_the_file() {
    let json = "{\n  \"name\": \"a\",\n  \"disk\": {\"gb\": 70000}\n}";
    let direct = common::error::<Disks>("{\n  \"disk\": {\"gb\": 70000}\n}", Syntax::Json);
    for p1 in phase1_all_ways(json, Syntax::Json) {
        let err = p1.rest.decode::<Disks>(None).unwrap_err().to_string();
        assert!(err.starts_with("main.json:3,18-23:"), "{err}");
        // The same wording as decoding the block straight from a file.
        assert_eq!(
            err.split_once(": ").unwrap().1,
            direct.split_once(": ").unwrap().1
        );
    }
}

#[test]
fn a_json_remain_lists_every_property_as_an_argument_as_the_reference_just_attributes() {
    // Only a schema tells a JSON property that holds blocks from an argument: the
    // reference's JustAttributes on a JSON body lists both, and so does a Remain.
    let json = r#"{"name": "a", "size": 1, "disk": {"gb": 3}}"#;
    for p1 in phase1_all_ways(json, Syntax::Json) {
        assert_eq!(
            p1.rest.attribute_names().collect::<Vec<_>>(),
            ["size", "disk"]
        );
        assert!(p1.rest.blocks().is_empty());
    }
}

#[test]
fn an_unknown_json_property_of_a_remain_gets_the_reference_json_error() {
    // The reference (gohcl.DecodeBody of the remaining body into a struct with only
    // `disk`): `main.json:1,15-21: Extraneous JSON object property; No argument or block
    // type is named "size".`
    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Strict {
        disk: Vec<Disk>,
    }
    let json = r#"{"name": "a", "size": 1, "disk": {"gb": 3}}"#;
    for p1 in phase1_all_ways(json, Syntax::Json) {
        let err = p1.rest.decode::<Strict>(None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "main.json:1,15-21: Extraneous JSON object property; No argument or block type is named \"size\"."
        );
    }
}

#[test]
fn a_json_block_object_from_a_remain_decodes_into_one_or_an_optional_block() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct One {
        disk: Disk,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct Maybe {
        disk: Option<Disk>,
    }
    let native = "name = \"a\"\ndisk {\n  gb = 3\n}\n";
    let json = r#"{"name": "a", "disk": {"gb": 3}}"#;
    for (text, syntax) in [(native, Syntax::Native), (json, Syntax::Json)] {
        for p1 in phase1_all_ways(text, syntax) {
            let one: One = p1.rest.decode(None).unwrap();
            assert_eq!(one.disk, Disk { gb: 3 }, "{syntax:?}");
            let maybe: Maybe = p1.rest.decode(None).unwrap();
            assert_eq!(maybe.disk, Some(Disk { gb: 3 }), "{syntax:?}");
        }
    }
}

#[test]
fn a_remain_of_a_remain_still_reads_a_json_property_as_blocks() {
    #[derive(Deserialize, Debug)]
    struct Phase2 {
        size: u8,
        #[serde(rename = "@remain")]
        rest: Remain,
    }
    let json = r#"{"name": "a", "size": 1, "disk": {"gb": 3}}"#;
    for p1 in phase1_all_ways(json, Syntax::Json) {
        let p2: Phase2 = p1.rest.decode(None).unwrap();
        assert_eq!(p2.size, 1);
        let p3: Disks = p2.rest.decode(None).unwrap();
        assert_eq!(p3.disk, vec![Disk { gb: 3 }]);
    }
}
