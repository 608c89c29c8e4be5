//! hcldec spec files never panic, hang or overflow the stack: any bytes load as a spec
//! file, and a spec that loads decodes a fixed native body and a fixed JSON body, and
//! gives its implied type, schema, variables and source range.
#![no_main]

use hcl2_core::Pos;
use libfuzzer_sys::fuzz_target;

const NATIVE: &[u8] = b"a = 1\nb = \"x\"\nc = [1, 2]\nblk \"l\" {\n  a = true\n}\nblk {\n}\n";
const JSON: &[u8] = br#"{"a": 1, "b": "x", "blk": {"l": {"a": true}}}"#;

fuzz_target!(|data: &[u8]| {
    let (Some(spec), _) = hcl2_ext::spec_file::load_spec_file(data, "fuzz.hcldec") else {
        return;
    };
    let native = hcl2_native::parse_config(NATIVE, "in.hcl", Pos::START);
    let json = hcl2_json::parse(JSON, "in.json");
    let native_body = native.body();
    let json_body = hcl2_json::JsonBody::file(&json);
    let mut ctx = hcl2_core::EvalContext::new();
    for (name, value) in &spec.variables {
        ctx.set_variable(name.clone(), value.clone());
    }
    for (name, function) in &spec.functions {
        ctx.set_function(name.clone(), function.clone());
    }
    for body in [&native_body as &dyn hcl2_core::Body, &json_body] {
        let _ = hcl2_dec::decode(body, &spec.root, None);
        let _ = hcl2_dec::decode(body, &spec.root, Some(&ctx));
        let _ = hcl2_dec::variables(body, &spec.root);
        let _ = hcl2_dec::source_range(body, &spec.root);
    }
    let _ = hcl2_dec::implied_type(&spec.root);
    let _ = hcl2_dec::implied_schema(&spec.root);
});
