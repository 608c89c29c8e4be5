//! How long a number may print when a conversion writes it into a string.
//!
//! The reference prints every digit: `1e646456992` converted to a string is 646 MB of
//! text. We stop at a limit instead (by default
//! [`DEFAULT_MAX_NUMBER_LEN`](crate::json::DEFAULT_MAX_NUMBER_LEN) characters, the limit
//! of string templates and JSON output), with an error naming it. An application sets
//! its own limit for one conversion with [`convert_limited`](super::convert_limited),
//! or for everything a function call converts with
//! [`Function::call_limited`](crate::Function::call_limited); the limit holds for
//! everything that conversion or call does, nested elements included.

use std::cell::Cell;

use crate::error::{Error, Result};
use crate::number::Number;

thread_local! {
    static MAX_NUMBER_LEN: Cell<usize> = const { Cell::new(crate::json::DEFAULT_MAX_NUMBER_LEN) };
}

/// Runs `work` with the limit set to `max`, restoring the limit before it after.
pub(crate) fn with_limit<T>(max: usize, work: impl FnOnce() -> T) -> T {
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            MAX_NUMBER_LEN.with(|m| m.set(self.0));
        }
    }
    let _restore = Restore(MAX_NUMBER_LEN.with(|m| m.replace(max)));
    work()
}

/// `n` printed, or an error naming the limit if it prints longer than the limit.
pub(super) fn print(n: &Number) -> Result<String> {
    let max = MAX_NUMBER_LEN.with(Cell::get);
    match n.printed_len_over(max) {
        None => Ok(n.to_string()),
        Some((len, bound)) => {
            let at_least = if bound { "at least " } else { "" };
            Err(Error::new(format!(
                "the number prints as {at_least}{len} characters, more than the limit of {max} for a number converted to a string (hcl2_value::json::DEFAULT_MAX_NUMBER_LEN, or the limit set by EvalContext::set_max_number_len)"
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_within_the_limit_prints_in_full() {
        let n = Number::parse("12345").unwrap();
        assert_eq!(with_limit(5, || print(&n)).unwrap(), "12345");
    }

    #[test]
    fn a_number_past_the_limit_is_an_error_naming_it() {
        let n = Number::parse("1e40").unwrap();
        let err = with_limit(40, || print(&n)).unwrap_err();
        assert!(err
            .message()
            .contains("41 characters, more than the limit of 40"));
        // The limit is restored after the scope.
        assert!(print(&n).is_ok());
    }
}
