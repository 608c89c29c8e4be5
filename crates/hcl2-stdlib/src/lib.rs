//! Standard HCL functions: the reference's go-cty `stdlib` functions, built on the
//! `hcl2-value` function model.
//!
//! Each function has the reference's parameter names, type constraints and flags (which
//! of null, unknown, dynamic and marked arguments it accepts), its return type rule, its
//! results and its error messages, so that an application offering these functions
//! behaves as one offering go-cty's. [`functions`] lists them all by the names the
//! reference's applications give them.
//!
//! ```
//! use hcl2_value::Value;
//!
//! let upper = hcl2_stdlib::upper();
//! assert_eq!(upper.call(&[Value::from("héllo")]).unwrap(), Value::from("HÉLLO"));
//! let fns = hcl2_stdlib::functions();
//! let max = &fns["max"];
//! assert_eq!(max.call(&[Value::from(1), Value::from(3)]).unwrap(), Value::from(3));
//! ```
#![forbid(unsafe_code)]

mod case_mapping;
mod collection;
mod encoding;
mod number;
mod string;

use std::collections::BTreeMap;

use hcl2_value::{CallError, Function, Value};

pub use collection::{coalesce, concat, keys, length, values};
pub use encoding::jsonencode;
pub use number::{abs, max, min};
pub use string::{join, lower, reverse, strlen, upper};

/// Every function of this crate under its reference name (`upper`, `jsonencode`, ...),
/// ready to put in an evaluation context.
pub fn functions() -> BTreeMap<String, Function> {
    [
        ("abs", abs()),
        ("coalesce", coalesce()),
        ("concat", concat()),
        ("join", join()),
        ("jsonencode", jsonencode()),
        ("keys", keys()),
        ("length", length()),
        ("lower", lower()),
        ("max", max()),
        ("min", min()),
        ("reverse", reverse()),
        ("strlen", strlen()),
        ("upper", upper()),
        ("values", values()),
    ]
    .into_iter()
    .map(|(name, f)| (name.to_string(), f))
    .collect()
}

/// The text of argument `index`, which the function model has checked to be a known,
/// non-null string.
fn text_arg(args: &[Value], index: usize) -> Result<&str, CallError> {
    args.get(index)
        .and_then(Value::as_str)
        .ok_or_else(|| CallError::arg(index, "a known string is required"))
}
