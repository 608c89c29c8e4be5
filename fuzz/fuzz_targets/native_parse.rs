//! Native-syntax parsing never panics, hangs or overflows the stack: any bytes go through
//! the configuration, expression, template and traversal entry points.
#![no_main]

use hcl2_core::Pos;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = hcl2_native::parse_config(data, "fuzz.hcl", Pos::START);
    let _ = hcl2_native::parse_expression(data, "fuzz.hcl", Pos::START);
    let _ = hcl2_native::parse_template(data, "fuzz.hcl", Pos::START);
    let _ = hcl2_native::parse_traversal_abs(data, "fuzz.hcl", Pos::START);
});
