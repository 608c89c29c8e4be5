//! Telling linear from quadratic growth within one test run: the time for an input of
//! size 4n is compared with the time for size n (each the best of a few runs, so that
//! a busy machine slows both alike). Linear work grows about 4×, quadratic about 16×;
//! no wall-clock limit is involved. Included by each crate's regression tests with
//! `#[path]`, so the rule is written once.

use std::time::{Duration, Instant};

/// The best of three timings of `work(size)`.
fn best_time(work: &dyn Fn(usize), size: usize) -> Duration {
    (0..3)
        .map(|_| {
            let start = Instant::now();
            work(size);
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// Panics unless `work` on 4 × `n` takes less than 10 times as long as on `n`
/// (quadratic work takes about 16 times as long, linear about 4). The two sizes are
/// timed in alternation twice, and the better ratio is judged, so that one burst of
/// load on a shared machine does not decide.
pub fn assert_linear(what: &str, n: usize, work: impl Fn(usize)) {
    assert_growth_below(what, n, 10.0, work);
}

/// As [`assert_linear`], with the ratio that fails given: 6 tells linear work (about 4)
/// from work growing as n^1.47 (about 7.7), the exponent of Toom-3 multiplication.
pub fn assert_growth_below(what: &str, n: usize, max_ratio: f64, work: impl Fn(usize)) {
    let mut best_ratio = f64::INFINITY;
    let mut figures = Vec::new();
    for _ in 0..2 {
        let small = best_time(&work, n).max(Duration::from_micros(50));
        let large = best_time(&work, 4 * n);
        let ratio = large.as_secs_f64() / small.as_secs_f64();
        figures.push(format!("n={n}: {small:?}, 4n: {large:?} (×{ratio:.1})"));
        best_ratio = best_ratio.min(ratio);
        if best_ratio < max_ratio {
            return;
        }
    }
    panic!("{what} grows faster than linearly: {}", figures.join("; "));
}
