//! Schema-less decoding (into `hcl2::Value` or `serde_json::Value`) of a merge of a
//! native file that has blocks with a JSON file: each file's blocks and arguments, as
//! decoding each file alone gives them.

use hcl2::{File, Syntax};

const NATIVE: &[u8] = br#"
region = "eu"
resource "aws_instance" "web" {
  size = 2
}
module "net" {
  cidr = "10.0.0.0/16"
}
"#;

const JSON: &[u8] = br#"{
  "owner": "ops",
  "resource": {"aws_instance": {"db": {"size": 8}}, "aws_eip": {"ip": {"vpc": true}}},
  "module": {"dns": {"zone": "x"}},
  "variable": {"v": {"default": 1}}
}"#;

fn files() -> (File, File) {
    (
        File::parse(NATIVE, "main.tf", Syntax::Native),
        File::parse(JSON, "extra.tf.json", Syntax::Json),
    )
}

/// `value` with `more`'s keys added, recursively for objects present in both.
fn deep_merge(value: &mut serde_json::Value, more: serde_json::Value) {
    match (value, more) {
        (serde_json::Value::Object(a), serde_json::Value::Object(b)) => {
            for (k, v) in b {
                match a.get_mut(&k) {
                    Some(existing) => deep_merge(existing, v),
                    None => {
                        a.insert(k, v);
                    }
                }
            }
        }
        (slot, more) => *slot = more,
    }
}

#[test]
fn a_merge_of_native_blocks_and_json_decodes_to_both_files_items() {
    let (native, json) = files();
    let merged = hcl2::merge([&native, &json]);
    let got: serde_json::Value = hcl2::from_body(&merged, None).unwrap();
    let mut want: serde_json::Value = hcl2::from_body(native.body(), None).unwrap();
    deep_merge(&mut want, hcl2::from_body(json.body(), None).unwrap());
    assert_eq!(got, want);
    assert_eq!(got["resource"]["aws_instance"]["db"]["size"], 8);
    assert_eq!(got["resource"]["aws_instance"]["web"]["size"], 2);
    assert_eq!(got["resource"]["aws_eip"]["ip"]["vpc"], true);
    assert_eq!(got["module"]["dns"]["zone"], "x");
    // A block type only the JSON file has is read as its property, as the file alone is.
    assert_eq!(got["variable"]["v"]["default"], 1);
    assert_eq!(
        (got["region"].as_str(), got["owner"].as_str()),
        (Some("eu"), Some("ops"))
    );
}

#[test]
fn a_merge_decodes_to_the_same_hcl_value_as_to_serde_json() {
    let (native, json) = files();
    let merged = hcl2::merge([&json, &native]);
    let value: hcl2::Value = hcl2::from_body(&merged, None).unwrap();
    let as_json: serde_json::Value = hcl2::from_body(&merged, None).unwrap();
    assert_eq!(serde_json::to_value(&value).unwrap(), as_json);
    assert_eq!(as_json["resource"]["aws_instance"]["web"]["size"], 2);
    assert_eq!(as_json["module"]["net"]["cidr"], "10.0.0.0/16");
}

#[test]
fn a_typed_struct_reads_blocks_from_both_files_of_a_merge() {
    use std::collections::BTreeMap;
    #[derive(serde::Deserialize, Debug)]
    struct Resource {
        size: Option<u8>,
        vpc: Option<bool>,
    }
    #[derive(serde::Deserialize, Debug)]
    struct Config {
        region: String,
        owner: String,
        resource: BTreeMap<String, BTreeMap<String, Resource>>,
        module: BTreeMap<String, serde_json::Value>,
    }
    let (native, json) = files();
    let merged = hcl2::merge([&native, &json]);
    let c: Config = hcl2::from_body(&merged, None).unwrap();
    assert_eq!((c.region.as_str(), c.owner.as_str()), ("eu", "ops"));
    let instances: Vec<&String> = c.resource["aws_instance"].keys().collect();
    assert_eq!(instances, ["db", "web"]);
    assert_eq!(c.resource["aws_instance"]["web"].size, Some(2));
    assert_eq!(c.resource["aws_eip"]["ip"].vpc, Some(true));
    assert_eq!(c.module.keys().collect::<Vec<_>>(), ["dns", "net"]);
}

#[test]
fn an_argument_set_in_both_files_of_such_a_merge_is_a_duplicate_at_the_second() {
    let native = File::parse(b"a = 1\nb {}\n", "main.tf", Syntax::Native);
    let json = File::parse(br#"{"a": 2}"#, "extra.tf.json", Syntax::Json);
    let merged = hcl2::merge([&native, &json]);
    let err = hcl2::from_body::<serde_json::Value>(&merged, None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "extra.tf.json:1,2-5: Duplicate argument; Argument \"a\" was already set at main.tf:1,1-2"
    );
}

#[test]
fn a_json_property_of_a_block_type_the_native_file_has_must_be_blocks() {
    let native = File::parse(b"b \"x\" {}\n", "main.tf", Syntax::Native);
    let json = File::parse(br#"{"b": "text"}"#, "extra.tf.json", Syntax::Json);
    let merged = hcl2::merge([&native, &json]);
    let err = hcl2::from_body::<serde_json::Value>(&merged, None).unwrap_err();
    let json_alone = File::parse(br#"{"b": "text"}"#, "extra.tf.json", Syntax::Json);
    let schema = hcl2::core::BodySchema::new().block("b", ["name"]);
    let (_, want) = json_alone.body().content(&schema);
    assert_eq!(err.diagnostics().as_slice(), want.as_slice());
}
