//! Spec kinds that `.hcldec` files cannot express (tuples and objects of blocks, block
//! attributes, block labels, transform functions) and partial decoding, pinned to what
//! the reference's `hcldec` package gives for the same specs and inputs (recorded with a
//! small Go program over hcl v2.14.1).

use hcl2_core::Pos;
use hcl2_dec::{
    decode, implied_type, partial_decode, source_range, variables, AttrSpec, BlockAttrsSpec,
    BlockLabelSpec, BlockListSpec, BlockMapSpec, Spec, TransformFuncSpec,
};
use hcl2_value::{Error, Function, Parameter};
use hcl2_value::{Type, Value};

/// Decodes `src` (a native file named `in.hcl`) with `spec`: the value, the diagnostics
/// as `summary | detail | subject | context` lines, the source range and the variables.
fn run(src: &str, spec: &Spec) -> (Value, Vec<String>, String, Vec<String>) {
    let parsed = hcl2_native::parse_config(src.as_bytes(), "in.hcl", Pos::START);
    assert!(parsed.diagnostics.is_empty());
    let body = parsed.body();
    let (value, diags) = decode(&body, spec, None);
    let diags = diags
        .iter()
        .map(|d| {
            let range =
                |r: &Option<hcl2_core::Range>| r.as_ref().map_or("<nil>".into(), |r| r.to_string());
            format!(
                "{} | {} | {} | {}",
                d.summary,
                d.detail,
                range(&d.subject),
                range(&d.context)
            )
        })
        .collect();
    let refs = variables(&body, spec)
        .iter()
        .map(|t| {
            format!(
                "{} {}",
                t.root_name().unwrap_or_default(),
                t.range().expect("a range")
            )
        })
        .collect();
    (value, diags, source_range(&body, spec).to_string(), refs)
}

fn attr(name: &str, ty: Type) -> Spec {
    Spec::Attr(AttrSpec {
        name: name.into(),
        ty,
        required: false,
    })
}

fn label(index: usize, name: &str) -> Spec {
    Spec::BlockLabel(BlockLabelSpec {
        index,
        name: name.into(),
    })
}

fn list(type_name: &str, nested: Spec, min_items: usize, max_items: usize) -> BlockListSpec {
    BlockListSpec {
        type_name: type_name.into(),
        nested: Box::new(nested),
        min_items,
        max_items,
    }
}

fn object<const N: usize>(props: [(&str, Spec); N]) -> Spec {
    Spec::Object(props.into_iter().map(|(k, s)| (k.to_owned(), s)).collect())
}

const ITEMS: &str =
    "item \"a\" {\n  v = 1\n}\nitem \"b\" {\n  v = \"x\"\n}\nitem \"b\" {\n  v = true\n}\n";

#[test]
fn a_block_tuple_rejects_labels_its_nested_spec_does_not_read() {
    let spec = object([(
        "items",
        Spec::BlockTuple(list("item", attr("v", Type::Dynamic), 1, 2)),
    )]);
    let (value, diags, range, _) = run(ITEMS, &spec);
    assert_eq!(value, Value::object([("items", Value::empty_tuple())]));
    assert_eq!(
        implied_type(&spec),
        Type::object([("items", Type::Dynamic)])
    );
    assert_eq!(range, "in.hcl:1,1-1");
    assert_eq!(
        diags,
        [
            "Extraneous label for item | No labels are expected for item blocks. | in.hcl:1,6-9 | in.hcl:1,1-11",
            "Extraneous label for item | No labels are expected for item blocks. | in.hcl:4,6-9 | in.hcl:4,1-11",
            "Extraneous label for item | No labels are expected for item blocks. | in.hcl:7,6-9 | in.hcl:7,1-11",
            "Insufficient item blocks | At least 1 \"item\" blocks are required. | in.hcl:1,1-1 | <nil>",
        ]
    );
}

#[test]
fn a_block_tuple_keeps_each_blocks_type_and_labels() {
    let nested = object([("name", label(0, "name")), ("v", attr("v", Type::Dynamic))]);
    let spec = Spec::BlockTuple(list("item", nested, 0, 0));
    let (value, diags, range, _) = run(ITEMS, &spec);
    let item = |name: &str, v: Value| Value::object([("name", Value::from(name)), ("v", v)]);
    let want = Value::tuple([
        item("a", Value::from(1)),
        item("b", Value::from("x")),
        item("b", Value::from(true)),
    ]);
    assert_eq!(value, want);
    assert!(diags.is_empty());
    assert_eq!(implied_type(&spec), Type::Dynamic);
    assert_eq!(range, "in.hcl:1,10-10");
}

#[test]
fn a_block_object_keys_blocks_by_label_and_reports_duplicates() {
    let spec = Spec::BlockObject(BlockMapSpec {
        type_name: "item".into(),
        label_names: vec!["name".into()],
        nested: Box::new(attr("v", Type::Dynamic)),
    });
    let (value, diags, range, _) = run(ITEMS, &spec);
    assert_eq!(
        value,
        Value::object([("a", Value::from(1)), ("b", Value::from("x"))])
    );
    assert_eq!(
        diags,
        ["Duplicate item block | A block for item \"b\" was already defined. The item labels must be unique. | in.hcl:7,1-9 | <nil>"]
    );
    assert_eq!(range, "in.hcl:2,7-8");
}

#[test]
fn empty_block_tuples_and_objects_are_empty() {
    let spec = Spec::Tuple(vec![
        Spec::BlockTuple(list("item", attr("v", Type::String), 0, 0)),
        Spec::BlockObject(BlockMapSpec {
            type_name: "item".into(),
            label_names: vec!["n".into()],
            nested: Box::new(attr("v", Type::String)),
        }),
    ]);
    let (value, diags, _, _) = run("", &spec);
    assert_eq!(
        value,
        Value::tuple([Value::empty_tuple(), Value::empty_object()])
    );
    assert!(diags.is_empty());
    assert_eq!(
        implied_type(&spec),
        Type::tuple([Type::Dynamic, Type::Dynamic])
    );
}

fn block_attrs(element_type: Type, required: bool) -> Spec {
    Spec::BlockAttrs(BlockAttrsSpec {
        type_name: "env".into(),
        element_type,
        required,
    })
}

#[test]
fn block_attributes_make_a_map_of_converted_values() {
    let src = "env {\n  A = \"x\"\n  B = 2\n  C = [1]\n}\nenv {\n}\n";
    let spec = object([("env", block_attrs(Type::String, true))]);
    let (value, diags, _, _) = run(src, &spec);
    let env = Value::map([
        ("A", Value::from("x")),
        ("B", Value::from("2")),
        ("C", Value::unknown(Type::String)),
    ])
    .unwrap();
    assert_eq!(value, Value::object([("env", env)]));
    assert_eq!(
        diags,
        [
            "Duplicate env block | Only one block of type \"env\" is allowed. Previous definition was at in.hcl:1,1-4. | in.hcl:6,1-4 | <nil>",
            "Invalid attribute value | Invalid value for attribute of \"env\" block: string required. | in.hcl:4,7-10 | in.hcl:4,3-10",
        ]
    );
}

#[test]
fn a_missing_block_of_attributes_is_null_and_reported_when_required() {
    let spec = object([("env", block_attrs(Type::String, true))]);
    let (value, diags, _, _) = run("", &spec);
    let null = Value::null(Type::map(Type::String));
    assert_eq!(value, Value::object([("env", null)]));
    assert_eq!(
        diags,
        ["Missing env block | A block of type \"env\" is required here. | in.hcl:1,1-1 | <nil>"]
    );
}

#[test]
fn a_block_of_attributes_rejects_nested_blocks_and_lists_its_variables_in_order() {
    let spec = block_attrs(Type::Number, false);
    let (value, diags, range, _) = run("env {\n  a = x\n  inner {}\n}\n", &spec);
    let want = Value::map([("a", Value::unknown(Type::Number))]).unwrap();
    assert_eq!(value, want);
    assert_eq!(
        diags,
        [
            "Unexpected \"inner\" block | Blocks are not allowed here. | in.hcl:3,3-8 | <nil>",
            "Variables not allowed | Variables may not be used here. | in.hcl:2,7-8 | <nil>",
        ]
    );
    assert_eq!(range, "in.hcl:1,1-4");

    let (value, _, _, refs) = run("env {\n}\n", &spec);
    assert_eq!(value, Value::empty_map(Type::Number));
    assert!(refs.is_empty());

    let spec = block_attrs(Type::Dynamic, false);
    let (value, _, _, refs) = run("env {\n  b = y\n  a = x.z\n}\n", &spec);
    let want = Value::map([("a", Value::dynamic()), ("b", Value::dynamic())]).unwrap();
    assert_eq!(value, want);
    assert_eq!(refs, ["y in.hcl:2,7-8", "x in.hcl:3,7-10"]);
}

#[test]
fn block_attributes_of_differing_types_unify_instead_of_failing() {
    // The reference cannot build this map (its map constructor panics); here the
    // values are unified as a map constructor would unify them.
    let spec = block_attrs(Type::Dynamic, false);
    let (value, diags, _, _) = run("env {\n  a = 1\n  b = \"x\"\n}\n", &spec);
    assert!(diags.is_empty());
    let want = Value::map([("a", Value::from("1")), ("b", Value::from("x"))]).unwrap();
    assert_eq!(value, want);
    let (value, diags, _, _) = run("env {\n  a = [1]\n  b = \"x\"\n}\n", &spec);
    assert_eq!(value, Value::unknown(Type::map(Type::Dynamic)));
    assert_eq!(diags.len(), 1);
    assert!(diags[0].starts_with("Invalid attribute value | "));
}

#[test]
fn labels_are_read_by_index_and_gaps_still_count() {
    let src = "thing \"a\" \"b\" {\n}\n";
    let nested = Spec::Tuple(vec![label(1, "second"), label(0, "first")]);
    let spec = Spec::BlockList(list("thing", nested, 0, 0));
    let (value, diags, range, _) = run(src, &spec);
    let pair = Value::tuple([Value::from("b"), Value::from("a")]);
    assert_eq!(value, Value::list([pair]).unwrap());
    assert!(diags.is_empty());
    assert_eq!(range, "in.hcl:1,15-15");

    let spec = Spec::BlockList(list("thing", label(1, "second"), 0, 0));
    let (value, diags, range, _) = run(src, &spec);
    assert_eq!(value, Value::list([Value::from("b")]).unwrap());
    assert!(diags.is_empty());
    assert_eq!(range, "in.hcl:1,11-14");
}

#[test]
fn a_label_outside_a_block_is_an_error_not_a_crash() {
    let (value, diags, range, _) = run("", &label(0, "name"));
    assert_eq!(value, Value::unknown(Type::String));
    assert_eq!(diags.len(), 1);
    assert!(diags[0].starts_with("Invalid block label spec | "));
    assert_eq!(range, "in.hcl:1,1-1");
}

#[test]
fn block_maps_read_labels_past_their_own_and_source_ranges_see_all_labels() {
    let spec = Spec::BlockMap(BlockMapSpec {
        type_name: "svc".into(),
        label_names: vec!["name".into()],
        nested: Box::new(label(0, "sub")),
    });
    let (value, diags, range, _) = run("svc \"a\" \"x\" {\n}\nsvc \"b\" \"y\" {\n}\n", &spec);
    let want = Value::map([("a", Value::from("x")), ("b", Value::from("y"))]).unwrap();
    assert_eq!(value, want);
    assert!(diags.is_empty());
    assert_eq!(range, "in.hcl:1,5-8");
}

#[test]
fn block_maps_without_labels_or_of_dynamic_type_are_errors_not_crashes() {
    let spec = Spec::BlockMap(BlockMapSpec {
        type_name: "svc".into(),
        label_names: Vec::new(),
        nested: Box::new(attr("p", Type::Number)),
    });
    let (_, diags, _, _) = run("svc {\n}\n", &spec);
    assert!(diags[0].starts_with("Invalid block label name list | "));
    let spec = Spec::BlockMap(BlockMapSpec {
        type_name: "svc".into(),
        label_names: vec!["n".into()],
        nested: Box::new(attr("p", Type::Dynamic)),
    });
    let (value, diags, _, _) = run("svc \"a\" {\n  p = 1\n}\n", &spec);
    assert_eq!(value, Value::dynamic());
    assert!(diags[0].starts_with("Invalid block_map spec | "));
}

fn upper_or_fail(fail: bool) -> Function {
    Function::builder([Parameter::new("x", Type::String)])
        .returns(if fail { Type::Number } else { Type::String })
        .build(move |args, _| {
            if fail {
                return Err(Error::new("nope"));
            }
            Ok(Value::from(
                args[0].as_str().unwrap_or_default().to_uppercase(),
            ))
        })
}

#[test]
fn transform_functions_apply_to_the_wrapped_result() {
    let spec = |fail| {
        Spec::TransformFunc(TransformFuncSpec {
            wrapped: Box::new(attr("a", Type::String)),
            func: upper_or_fail(fail),
        })
    };
    let (value, diags, range, _) = run("a = \"abc\"\n", &spec(false));
    assert_eq!(value, Value::from("ABC"));
    assert!(diags.is_empty());
    assert_eq!(range, "in.hcl:1,5-10");
    assert_eq!(implied_type(&spec(false)), Type::String);

    let (value, diags, _, _) = run("a = \"abc\"\n", &spec(true));
    assert_eq!(value, Value::unknown(Type::Number));
    assert_eq!(
        diags,
        ["Transform function failed | Decoder transform returned an error: nope | in.hcl:1,5-10 | <nil>"]
    );
}

#[test]
fn literals_come_from_nowhere() {
    let (value, _, range, _) = run("", &Spec::Literal(Value::from("x")));
    assert_eq!(value, Value::from("x"));
    assert_eq!(range, "<unknown>:0,0-0");
}

#[test]
fn a_partial_decode_leaves_the_rest_for_later() {
    let parsed = hcl2_native::parse_config(b"a = 1\nb = 2\nblk {\n}\n", "in.hcl", Pos::START);
    let body = parsed.body();
    let spec = object([("a", attr("a", Type::Number))]);
    let (value, rest, diags) = partial_decode(&body, &spec, None);
    assert_eq!(value, Value::object([("a", Value::from(1))]));
    assert!(diags.is_empty());
    let (attrs, diags) = rest.just_attributes();
    assert_eq!(attrs.keys().collect::<Vec<_>>(), ["b"]);
    assert_eq!(
        diags.iter().next().map(|d| d.to_string()).as_deref(),
        Some("in.hcl:3,1-4: Unexpected \"blk\" block; Blocks are not allowed here.")
    );
}
