//! What each side made of a case, and how our side is run.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use super::case::Case;
use super::fixture;
use crate::differential::{panic_message, run_quietly};
use crate::oracle::Answer;

/// One side's result for one case.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The canonical result (see the fixture's documentation).
    Record(serde_json::Value),
    /// The implementation panicked, or the oracle process died.
    Panic(String),
    /// The request could not be attempted (the oracle rejected it).
    Failure(String),
}

impl Outcome {
    /// The oracle's answer as an outcome.
    pub fn from_answer(answer: Answer) -> Outcome {
        match answer {
            Answer::Died(why) => Outcome::Panic(format!("oracle process died: {why}")),
            Answer::Line(line) => match serde_json::from_str::<serde_json::Value>(&line) {
                Ok(v) => {
                    if let Some(p) = v.get("panic").and_then(|p| p.as_str()) {
                        Outcome::Panic(p.to_string())
                    } else if let Some(e) = v.get("error").and_then(|e| e.as_str()) {
                        Outcome::Failure(e.to_string())
                    } else {
                        Outcome::Record(v)
                    }
                }
                Err(e) => Outcome::Failure(format!("unreadable oracle line ({e}): {line}")),
            },
        }
    }

    /// The outcome as JSON (for reports and `--print-reference`).
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            Outcome::Record(v) => v.clone(),
            Outcome::Panic(p) => serde_json::json!({ "panic": p }),
            Outcome::Failure(e) => serde_json::json!({ "error": e }),
        }
    }
}

/// How long one case may take before the run is stopped as hanging.
const CASE_TIME_LIMIT: Duration = Duration::from_secs(30);

/// Evaluates every case with our implementation, in this process, catching panics per
/// case, on a thread with a large stack. A case that runs longer than
/// [`CASE_TIME_LIMIT`] stops the whole run with a message naming it (a hang cannot
/// be interrupted, and must not stall CI).
pub fn evaluate_ours(cases: &[Case]) -> Result<Vec<Outcome>, String> {
    let current = AtomicUsize::new(0);
    let (done, finished) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|scope| {
        scope.spawn(|| watch(cases, &current, finished));
        let result = run_quietly("evaluate", || {
            let full = fixture::full_context();
            cases
                .iter()
                .enumerate()
                .map(|(i, case)| {
                    current.store(i, Ordering::Relaxed);
                    evaluate_one(case, &full)
                })
                .collect()
        });
        drop(done);
        result
    })
}

fn evaluate_one(case: &Case, full: &hcl2_core::EvalContext<'_>) -> Outcome {
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        fixture::evaluate_case(&case.src, case.kind, case.ctx, full)
    }));
    match result {
        Ok(text) => match serde_json::from_str(&text) {
            Ok(v) => Outcome::Record(v),
            Err(e) => Outcome::Failure(format!("our record is not JSON ({e}): {text}")),
        },
        Err(payload) => Outcome::Panic(panic_message(payload.as_ref())),
    }
}

/// Stops the process if one case runs longer than the limit; returns as soon as the
/// evaluation is over (`finished` disconnects).
fn watch(cases: &[Case], current: &AtomicUsize, finished: Receiver<()>) {
    let tick = Duration::from_millis(100);
    let mut last = usize::MAX;
    let mut since = Instant::now();
    while let Err(RecvTimeoutError::Timeout) = finished.recv_timeout(tick) {
        let now = current.load(Ordering::Relaxed);
        if now != last {
            (last, since) = (now, Instant::now());
        } else if since.elapsed() > CASE_TIME_LIMIT {
            let case = &cases[now];
            eprintln!(
                "differential: our evaluation of one case has run for {}s; stopping ({}): {}",
                CASE_TIME_LIMIT.as_secs(),
                case.describe_origin(),
                case.request()
            );
            std::process::exit(3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::differential::expressions::case::Origin;
    use crate::differential::expressions::fixture::{ContextMode, Kind};

    fn case(src: &str) -> Case {
        Case {
            src: src.into(),
            kind: Kind::Expr,
            ctx: ContextMode::Full,
            origin: Origin::Shrunk,
            tree: None,
        }
    }

    #[test]
    fn our_records_are_canonical_json() {
        let out = evaluate_ours(&[case("1"), case("(")]).unwrap();
        let Outcome::Record(one) = &out[0] else {
            panic!("{out:?}")
        };
        assert_eq!(one["result"]["type"], "number");
        assert_eq!(one["result"]["value"].to_string(), "1");
        let Outcome::Record(bad) = &out[1] else {
            panic!("{out:?}")
        };
        assert!(bad["result"].is_null());
        assert_eq!(bad["parse"][0]["severity"], "error");
    }

    #[test]
    fn oracle_answers_become_outcomes() {
        let rec = Outcome::from_answer(Answer::Line(r#"{"parse":[],"result":null}"#.into()));
        assert!(matches!(rec, Outcome::Record(_)));
        let panic = Outcome::from_answer(Answer::Line(r#"{"file":"x","panic":"boom"}"#.into()));
        assert_eq!(panic, Outcome::Panic("boom".into()));
        let died = Outcome::from_answer(Answer::Died("signal 6".into()));
        assert!(matches!(died, Outcome::Panic(m) if m.contains("signal 6")));
        let err = Outcome::from_answer(Answer::Line(r#"{"file":"x","error":"bad"}"#.into()));
        assert_eq!(err, Outcome::Failure("bad".into()));
    }
}
