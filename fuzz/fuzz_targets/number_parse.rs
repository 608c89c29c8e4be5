//! Number parsing and formatting must never panic, and formatting must read back equal.
#![no_main]

use hcl2_value::Number;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if text.len() > 256 {
        return;
    }
    if let Ok(n) = Number::parse(text) {
        let shown = n.to_string();
        if !n.is_infinite() {
            let back = Number::parse(&shown).expect("formatted numbers parse");
            assert!(back.equals(&n), "{text:?} formatted as {shown:?} read back as {back}");
        }
        let _ = n.add(&n).and_then(|s| s.div(&n)).and_then(|q| q.rem(&n));
    }
});
