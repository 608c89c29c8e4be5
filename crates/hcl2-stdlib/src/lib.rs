//! Standard HCL functions: the reference's go-cty `stdlib` functions, built on the
//! `hcl2-value` function model.
//!
//! Each function has the reference's parameter names, type constraints and flags (which
//! of null, unknown, dynamic and marked arguments it accepts), its return type rule, its
//! results and its error messages, so that an application offering these functions
//! behaves as one offering go-cty's. [`functions`] lists them all by the names the
//! reference's applications give them; [`hcldec_spec_functions`] is the set the
//! reference's `hcldec` tool offers to spec files.
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
pub mod terraform;

use std::collections::BTreeMap;

use hcl2_value::{CallError, Function, Value};

pub use collection::{coalesce, concat, hasindex, keys, length, values};
pub use encoding::{jsondecode, jsonencode};
pub use number::{abs, int, max, min};
pub use string::{join, lower, reverse, strlen, substr, upper};

/// Every function of this crate under its reference name (`upper`, `jsonencode`, ...),
/// ready to put in an evaluation context.
pub fn functions() -> BTreeMap<String, Function> {
    by_name([
        ("abs", abs()),
        ("coalesce", coalesce()),
        ("concat", concat()),
        ("hasindex", hasindex()),
        ("int", int()),
        ("join", join()),
        ("jsondecode", jsondecode()),
        ("jsonencode", jsonencode()),
        ("keys", keys()),
        ("length", length()),
        ("lower", lower()),
        ("max", max()),
        ("min", min()),
        ("reverse", reverse()),
        ("strlen", strlen()),
        ("substr", substr()),
        ("upper", upper()),
        ("values", values()),
    ])
}

/// The functions the reference's `hcldec` offers to expressions in spec files (its
/// "spec definition functions"), by the names it gives them.
pub fn hcldec_spec_functions() -> BTreeMap<String, Function> {
    by_name([
        ("abs", abs()),
        ("coalesce", coalesce()),
        ("concat", concat()),
        ("hasindex", hasindex()),
        ("int", int()),
        ("jsondecode", jsondecode()),
        ("jsonencode", jsonencode()),
        ("length", length()),
        ("lower", lower()),
        ("max", max()),
        ("min", min()),
        ("reverse", reverse()),
        ("strlen", strlen()),
        ("substr", substr()),
        ("upper", upper()),
    ])
}

/// The named functions as a map from name to function.
fn by_name<const N: usize>(entries: [(&str, Function); N]) -> BTreeMap<String, Function> {
    entries
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
