//! Decoding arbitrary bytes as JSON of the dynamic type must never panic, and a decoded
//! value must encode again, unless it holds an infinity or a number too long to print.
//! A huge exponent decodes to an infinity, which JSON cannot represent: the reference
//! (go-cty) likewise decodes `1e999999999` to +Inf and then refuses to encode it
//! ("cannot serialize infinity as JSON"). A finite number prints without an exponent,
//! and one longer than the encoder's limit is refused with an error naming the limit.
#![no_main]

use hcl2_value::{json, Value};
use libfuzzer_sys::fuzz_target;

/// Whether `v` is or holds an infinite number or one printing longer than the limit.
fn holds_unprintable(v: &Value) -> bool {
    if let Some(n) = v.as_number() {
        return n.is_infinite()
            || n.printed_len_at_least() > json::DEFAULT_MAX_NUMBER_LEN
            || n.printed_len() > json::DEFAULT_MAX_NUMBER_LEN;
    }
    if let Some(items) = v.as_slice() {
        return items.iter().any(holds_unprintable);
    }
    v.as_map()
        .is_some_and(|attrs| attrs.values().any(holds_unprintable))
}

fuzz_target!(|data: &[u8]| {
    if let Ok(ty) = json::implied_type(data) {
        if let Ok(v) = json::value_from_json(data, &ty) {
            let encoded = json::value_to_json(&v, &ty);
            assert_eq!(
                encoded.is_err(),
                holds_unprintable(&v),
                "{v:?} encodes as {encoded:?}"
            );
        }
    }
    let _ = json::type_from_json(data);
});
