//! The process-wide refinement switch (go-cty 1.12.1's behaviour when off). One test in
//! its own binary: the switch is global, so no other test may run beside it.

use hcl2_value::{set_refinements_enabled, Type, Value};

#[test]
fn with_refinements_off_unknowns_stay_plain_and_on_again_they_refine() {
    let refined = || {
        Value::unknown(Type::String)
            .refine()
            .not_null()
            .build()
            .unwrap()
    };
    assert!(refined().range().definitely_not_null());

    set_refinements_enabled(false);
    let plain = refined();
    set_refinements_enabled(true);

    assert!(!plain.range().definitely_not_null());
    assert!(!plain.equals(&Value::null(Type::String)).is_known());
    assert!(refined().range().definitely_not_null());
}
