//! Hostile arguments: every call stays bounded in time and memory, with a clear error
//! where the reference would build something enormous.

use std::time::{Duration, Instant};

use hcl2_value::{Number, Type, Value};

#[path = "../../../tests/support/linear_growth.rs"]
mod linear_growth;

fn num(text: &str) -> Value {
    Value::number(Number::parse(text).expect("a number literal"))
}

/// Runs `call` and checks it took less than `limit`.
fn quickly<T>(limit: Duration, call: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let out = call();
    assert!(started.elapsed() < limit, "took {:?}", started.elapsed());
    out
}

const SECOND: Duration = Duration::from_secs(1);

#[test]
fn range_keeps_the_references_cap_of_1024_values() {
    let e = quickly(SECOND, || {
        hcl2_stdlib::range()
            .call(&[num("0"), num("1e15")])
            .unwrap_err()
    });
    assert_eq!(
        e.to_string(),
        "more than 1024 values were generated; either decrease the difference between start and end or use a smaller step"
    );
    let ok = hcl2_stdlib::range().call(&[num("1024")]).unwrap();
    assert_eq!(ok.as_slice().map(<[Value]>::len), Some(1024));
}

#[test]
fn format_widths_and_precisions_that_would_need_gigabytes_are_errors() {
    let f = hcl2_stdlib::format();
    for spec in [
        "%999999999999d",
        "%.999999999999f",
        "%9999999999s",
        "%-99999999999v",
    ] {
        let e = quickly(SECOND, || {
            f.call(&[Value::string(spec), Value::from(1)]).unwrap_err()
        });
        assert!(
            e.to_string().contains("is more than the 67108864 allowed"),
            "{spec}: {e}"
        );
    }
    let wide = f.call(&[Value::string("%1000d"), Value::from(1)]).unwrap();
    assert_eq!(wide.as_str().map(str::len), Some(1000));
}

#[test]
fn pow_results_are_floats_never_gigabytes() {
    let p = hcl2_stdlib::pow();
    let r = quickly(SECOND, || p.call(&[num("10"), num("1e15")]).unwrap());
    assert_eq!(r, Value::number(Number::infinity(false)));
    let r = quickly(SECOND, || p.call(&[num("2"), num("-1e15")]).unwrap());
    assert_eq!(r, Value::from(0));
}

#[test]
fn indent_and_replace_refuse_results_past_the_cap() {
    let e = quickly(SECOND, || {
        hcl2_stdlib::indent()
            .call(&[num("1e12"), Value::string("a\nb")])
            .unwrap_err()
    });
    assert!(
        e.to_string().contains("more than the 67108864 allowed"),
        "{e}"
    );
    let big = "x".repeat(100_000);
    let e = quickly(SECOND, || {
        hcl2_stdlib::replace()
            .call(&[Value::string(&big), Value::string("x"), Value::string(&big)])
            .unwrap_err()
    });
    assert!(
        e.to_string().contains("more than the 67108864 allowed"),
        "{e}"
    );
}

#[test]
fn regular_expressions_cannot_backtrack_catastrophically() {
    let text = format!("{}b", "a".repeat(50_000));
    for pattern in ["(a+)+$", "(a|aa)+c", "(a*)*c", "(?:a?){30}a{30}c"] {
        let e = quickly(5 * SECOND, || {
            hcl2_stdlib::regex()
                .call(&[Value::string(pattern), Value::string(&text)])
                .unwrap_err()
        });
        assert_eq!(
            e.to_string(),
            "pattern did not match any part of the given string"
        );
    }
    let all = quickly(5 * SECOND, || {
        hcl2_stdlib::regexall()
            .call(&[Value::string("a"), Value::string(&text)])
            .unwrap()
    });
    assert_eq!(all.as_slice().map(<[Value]>::len), Some(50_000));
}

#[test]
fn setproduct_refuses_products_past_its_cap() {
    let ten: Vec<Value> = (0..64).map(Value::from).collect();
    let set = Value::list(ten).unwrap();
    let args = vec![set; 4];
    let e = quickly(SECOND, || {
        hcl2_stdlib::setproduct().call(&args).unwrap_err()
    });
    assert_eq!(
        e.to_string(),
        format!(
            "the product would have 16777216 elements, more than the {} allowed",
            hcl2_stdlib::MAX_PRODUCT
        )
    );
}

#[test]
fn jsondecode_nesting_is_limited_and_flatten_takes_the_deepest_it_allows() {
    let too_deep = format!("{}1{}", "[".repeat(200), "]".repeat(200));
    let e = hcl2_stdlib::jsondecode()
        .call(&[Value::string(&too_deep)])
        .unwrap_err();
    assert!(e.to_string().contains("exceeded max depth"), "{e}");
    let depth = hcl2_value::json::MAX_DEPTH;
    let deepest = format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
    let v = hcl2_stdlib::jsondecode()
        .call(&[Value::string(&deepest)])
        .unwrap();
    let flat = quickly(SECOND, || hcl2_stdlib::flatten().call(&[v]).unwrap());
    assert_eq!(flat, Value::tuple(vec![Value::from(1)]));
    assert_eq!(flat.ty(), &Type::tuple(vec![Type::Number]));
}

#[test]
fn base64gzip_time_grows_linearly_with_the_input() {
    // Two letters at random give every position a long hash chain (the search stops
    // after 128 candidates); a run gives the longest matches. Both stay linear.
    let f = hcl2_stdlib::terraform::functions()
        .remove("base64gzip")
        .unwrap();
    let gzip = |text: String| {
        let out = f.call(&[Value::string(text.as_str())]).unwrap();
        assert!(out.as_str().is_some_and(|s| s.starts_with("H4sIAAAAAAAA/")));
    };
    linear_growth::assert_linear("base64gzip of two random letters", 1 << 16, |n| {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        gzip(
            (0..n)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    if state & 1 == 0 {
                        'a'
                    } else {
                        'b'
                    }
                })
                .collect(),
        )
    });
    linear_growth::assert_linear("base64gzip of a run", 1 << 18, |n| gzip("x".repeat(n)));
}

/// `n` distinct strings from `from`.
fn strings(from: usize, n: usize) -> Value {
    Value::list((from..from + n).map(|i| Value::string(format!("s{i}")))).unwrap()
}

#[test]
fn set_functions_distinct_and_matchkeys_grow_linearly_with_their_arguments() {
    let mut functions = hcl2_stdlib::functions();
    functions.extend(hcl2_stdlib::terraform::functions());
    let call = |name: &str, args: &[Value]| {
        functions[name].call(args).unwrap();
    };
    let set = |v: Value| Value::set(v.as_slice().unwrap().to_vec()).unwrap();
    for name in [
        "setunion",
        "setintersection",
        "setsubtract",
        "setsymmetricdifference",
    ] {
        linear_growth::assert_linear(name, 4000, |n| {
            call(name, &[set(strings(0, n)), set(strings(n / 2, n))]);
        });
    }
    linear_growth::assert_linear("distinct", 4000, |n| {
        let once = strings(0, n);
        let twice = [once.as_slice().unwrap(), once.as_slice().unwrap()].concat();
        call("distinct", &[Value::list(twice).unwrap()]);
    });
    linear_growth::assert_linear("matchkeys", 4000, |n| {
        call(
            "matchkeys",
            &[strings(0, n), strings(0, n), strings(n / 2, n)],
        );
    });
}
