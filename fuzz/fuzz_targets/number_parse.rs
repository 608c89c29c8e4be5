//! Number parsing and formatting must never panic, and formatting must read back equal.
//! Numbers print without an exponent, so a short literal such as `2443P21101101` prints
//! millions of digits: the round trip is checked for numbers whose printed length
//! (known without printing) is at most `MAX_PRINTED`.
#![no_main]

use hcl2_value::Number;
use libfuzzer_sys::fuzz_target;

/// The longest printed form the round trip is checked for.
const MAX_PRINTED: usize = 20_000;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 256 {
        return;
    }
    if let Ok(n) = Number::parse(text) {
        if !n.is_infinite() && n.printed_len() <= MAX_PRINTED {
            let shown = n.to_string();
            assert_eq!(shown.len(), n.printed_len(), "{text:?}");
            let back = Number::parse(&shown).expect("formatted numbers parse");
            assert!(
                back.equals(&n),
                "{text:?} formatted as {shown:?} read back as {back}"
            );
        }
        let _ = n.add(&n).and_then(|s| s.div(&n)).and_then(|q| q.rem(&n));
    }
});
