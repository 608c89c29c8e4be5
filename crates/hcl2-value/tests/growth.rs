//! Operations on values whose cost must stay (near) linear in their input (issue 29,
//! defects 3 and 4), and the bounded printing of huge numbers (defect 6).

#[path = "../../../tests/support/linear_growth.rs"]
mod linear_growth;

use hcl2_value::unify_unsafe;
use hcl2_value::{json, Number, Type, Value};

#[test]
fn a_long_decimal_literal_parses_in_near_linear_time() {
    linear_growth::assert_linear("parsing decimal digits", 40_000, |n| {
        let text = "7".repeat(n);
        assert!(!Number::parse(&text).unwrap().is_zero());
    });
}

#[test]
fn a_long_decimal_fraction_parses_in_near_linear_time() {
    linear_growth::assert_linear("parsing fraction digits", 40_000, |n| {
        let text = format!("0.{}", "3".repeat(n));
        assert!(!Number::parse(&text).unwrap().is_zero());
    });
}

#[test]
fn a_million_digit_literal_parses_in_linear_time() {
    // Linear work grows about 4× from 1M to 4M digits; the digit-splitting reading of
    // every digit (n^1.47) grew about 7.7×.
    linear_growth::assert_growth_below("parsing a million digits", 1_000_000, 6.0, |n| {
        let text = format!("{}.{}e-7", "7".repeat(n / 2), "1".repeat(n / 2));
        assert!(!Number::parse(&text).unwrap().is_zero());
    });
}

#[test]
fn unifying_many_copies_of_few_types_is_linear() {
    linear_growth::assert_linear("unifying repeated types", 20_000, |n| {
        let mut types = vec![Type::Dynamic; n];
        types.push(Type::Number);
        types.extend(std::iter::repeat_n(Type::String, n));
        assert_eq!(unify_unsafe(&types), Some(Type::String));
    });
}

#[test]
fn the_printed_length_bound_never_exceeds_the_length() {
    for text in [
        "1",
        "-1",
        "9.99",
        "1e5",
        "123456789012345678901234567890",
        "1e-5",
        "-3.25e-40",
        "1e300",
        "0.1",
        "5e-324",
        "1.5e1000",
        "-7e-1000",
        "1e12345",
    ] {
        let n = Number::parse(text).unwrap();
        let (bound, len) = (n.printed_len_at_least(), n.printed_len());
        assert!(bound <= len && len <= bound + 6, "{text}: {bound} vs {len}");
        assert_eq!(len, n.to_string().len(), "{text}");
    }
}

#[test]
fn a_number_too_long_to_print_is_an_error_naming_the_limit() {
    let huge = Value::number(Number::parse("1e646456992").unwrap());
    let err = json::value_to_json(&huge, &Type::Number).unwrap_err();
    assert!(
        err.message().contains("at least 6464569"),
        "{}",
        err.message()
    );
    assert!(
        err.message().contains("limit of 1000000"),
        "{}",
        err.message()
    );
    assert!(
        err.message().contains("DEFAULT_MAX_NUMBER_LEN"),
        "{}",
        err.message()
    );
    let within = Value::number(Number::parse("1e999").unwrap());
    assert_eq!(
        json::value_to_json(&within, &Type::Number).unwrap().len(),
        1000
    );
    let nested = Value::tuple([Value::from(1), huge]);
    let err = json::value_to_json(&nested, nested.ty()).unwrap_err();
    assert!(err.message().contains("characters"), "{}", err.message());
}
