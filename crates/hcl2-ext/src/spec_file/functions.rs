//! `function` blocks: functions a spec file defines for the input's expressions (as the
//! reference's `ext/userfunc` reads them, which `hcl2_core::userfunc` implements for
//! this module and [`userfunc`](crate::userfunc) alike).
//!
//! ```hcl
//! function "add" {
//!   params         = [a, b]
//!   variadic_param = rest
//!   result         = a + b + length(rest)
//! }
//! ```
//!
//! Parameters are names, taking values of any type but not null; `result` is evaluated
//! with the spec-definition functions and the arguments as variables (the variadic ones
//! as a tuple). Its errors make the call fail with the diagnostics as the message. The
//! functions cannot call each other. A block with errors defines nothing.

use std::collections::BTreeMap;

use hcl2_core::userfunc::decode_user_functions;
use hcl2_core::{Body, Diagnostics};
use hcl2_value::Function;

use super::spec_context;

/// The functions the `function` blocks of `body` define, by name (a later block replaces
/// an earlier one of the same name), and the rest of the body.
pub(super) fn decode<'b>(
    body: &'b dyn Body,
) -> (BTreeMap<String, Function>, Box<dyn Body + 'b>, Diagnostics) {
    decode_user_functions(body, "function", spec_context)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec_file::load_spec_file;
    use hcl2_value::Value;

    fn functions_of(src: &str) -> (BTreeMap<String, Function>, Diagnostics) {
        let (file, diags) = load_spec_file(
            format!("{src}\nliteral {{\n  value = 1\n}}\n").as_bytes(),
            "f.hcldec",
        );
        (file.map(|f| f.functions).unwrap_or_default(), diags)
    }

    #[test]
    fn variadic_arguments_arrive_as_a_tuple() {
        let (fs, diags) = functions_of(
            "function \"f\" {\n  params = [a]\n  variadic_param = rest\n  result = [a, rest]\n}",
        );
        assert!(diags.is_empty(), "{diags}");
        let f = &fs["f"];
        let got = f
            .call(&[Value::from(1), Value::from("x"), Value::from(true)])
            .unwrap();
        let rest = Value::tuple([Value::from("x"), Value::from(true)]);
        assert_eq!(got, Value::tuple([Value::from(1), rest]));
        assert_eq!(
            f.call(&[Value::from(1)]).unwrap(),
            Value::tuple([Value::from(1), Value::empty_tuple()])
        );
    }

    #[test]
    fn errors_in_the_result_become_the_calls_error() {
        let (fs, _) = functions_of("function \"f\" {\n  params = []\n  result = nope\n}");
        let e = fs["f"].call(&[]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "f.hcldec:3,12-16: Unknown variable; There is no variable named \"nope\"."
        );
    }
}
