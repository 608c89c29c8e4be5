//! Figures from repeated timings: medians, rates and how they are printed.

/// The median of `samples` (the mean of the middle two for an even count); 0 when empty.
pub fn median(samples: &[f64]) -> f64 {
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

/// Items per second for `count` done in `ns` nanoseconds.
pub fn per_s(count: u64, ns: u64) -> f64 {
    if ns == 0 {
        return 0.0;
    }
    count as f64 / (ns as f64 / 1e9)
}

/// `a / b`, or NaN (printed as `n/a`) when `b` is 0.
pub fn ratio(a: f64, b: f64) -> f64 {
    if b == 0.0 {
        f64::NAN
    } else {
        a / b
    }
}

/// A ratio as `12.3x` (`n/a` when unknown).
pub fn times(x: f64) -> String {
    if x.is_finite() {
        format!("{x:.2}x")
    } else {
        "n/a".into()
    }
}

/// A rate with three significant figures or more.
pub fn rate(x: f64) -> String {
    if x >= 100.0 {
        format!("{x:.0}")
    } else if x >= 10.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_counts_ignores_order() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(&[]), 0.0);
    }

    #[test]
    fn rates_are_per_second_and_unknown_ratios_print_as_n_a() {
        assert_eq!(per_s(10, 500_000_000), 20.0);
        assert!(ratio(1.0, 0.0).is_nan());
        assert_eq!(times(f64::NAN), "n/a");
        assert_eq!(times(2.5), "2.50x");
    }
}
