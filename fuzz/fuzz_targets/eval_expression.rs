//! Evaluating any parsed expression against a fixed context never panics, hangs or
//! overflows the stack, and what it yields is consistent: a known number formats to
//! text that parses back to the same number, and a wholly known, unmarked value printed
//! as JSON of its type reads back as the same value.
#![no_main]

use hcl2_core::Pos;
use hcl2_value::{json, Number, Value};
use libfuzzer_sys::fuzz_target;

#[path = "context.rs"]
mod context;

/// The longest printed number the round trips are checked for (numbers print without
/// an exponent, so a short expression can make one of millions of digits).
const MAX_PRINTED: usize = 20_000;

/// Whether `n` prints in at most `MAX_PRINTED` characters.
fn prints_briefly(n: &Number) -> bool {
    n.printed_len() <= MAX_PRINTED
}

fn check_number(n: &Number) {
    if n.is_infinite() || !prints_briefly(n) {
        return;
    }
    let shown = n.to_string();
    let back = Number::parse(&shown).expect("a formatted number parses");
    assert!(back.equals(n), "{shown:?} read back as {back}");
}

/// Whether every number inside `v` prints briefly, checking at most `budget` values.
fn all_numbers_brief(v: &Value, budget: &mut usize) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    if let Some(n) = v.as_number() {
        return prints_briefly(n);
    }
    if let Some(items) = v.as_slice() {
        return items.iter().all(|e| all_numbers_brief(e, budget));
    }
    if let Some(attrs) = v.as_map() {
        return attrs.values().all(|e| all_numbers_brief(e, budget));
    }
    true
}

fn check_value(v: &Value) {
    if let Some(n) = v.as_number() {
        check_number(n);
    }
    if !v.is_wholly_known() || v.contains_marked() || !all_numbers_brief(v, &mut 10_000) {
        return;
    }
    let ty = v.ty().clone();
    let Ok(text) = json::value_to_json(v, &ty) else {
        return;
    };
    let back = json::value_from_json(text.as_bytes(), &ty).expect("printed JSON reads back");
    assert!(back == *v, "{v:?} printed as {text} read back as {back:?}");
}

fuzz_target!(|data: &[u8]| {
    let ctx = context::fixed_context();
    let parsed = hcl2_native::parse_expression(data, "fuzz.hcl", Pos::START);
    let (value, _) = hcl2_native::evaluate(&parsed.value, parsed.tree(), Some(&ctx));
    check_value(&value);
    let _ = hcl2_native::evaluate(&parsed.value, parsed.tree(), None);
});
