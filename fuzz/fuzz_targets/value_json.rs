//! Decoding arbitrary bytes as JSON of the dynamic type must never panic, and a decoded
//! value must encode again.
#![no_main]

use hcl2_value::json;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(ty) = json::implied_type(data) {
        if let Ok(v) = json::value_from_json(data, &ty) {
            json::value_to_json(&v, &ty).expect("a decoded value encodes");
        }
    }
    let _ = json::type_from_json(data);
});
