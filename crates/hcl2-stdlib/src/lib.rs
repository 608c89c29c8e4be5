//! Standard HCL functions: the whole of the reference's go-cty `function/stdlib`, built
//! on the `hcl2-value` function model.
//!
//! Each function has the reference's parameter names, type constraints and flags (which
//! of null, unknown, dynamic and marked arguments it accepts), its return type rule, its
//! results and its error messages (with the argument they are about), so that an
//! application offering these functions behaves as one offering go-cty's;
//! `cargo xtask differential --category functions` checks this against the reference
//! on generated calls.
//!
//! - [`functions`]: every function configurations call, by the names applications give
//!   them (`format`, `join`, `regex_replace`, `tolist`, `formatdate`...). `reverse` is
//!   go-cty's string reversal (as in the reference's `hcldec`; `strrev` is the same);
//!   Terraform's list `reverse` is [`reverse_list`], and go-cty's `index(collection,
//!   key)` is [`index`], both outside the map because Terraform gives those names to
//!   other functions.
//! - [`operator_functions`]: the language's operators as functions (`add`, `lessthan`,
//!   `equal`, `not`...), for applications with expression languages of their own.
//! - [`bytes_functions`]: `byteslen` and `bytesslice` over the [`bytes_type`] capsule.
//! - [`hcldec_spec_functions`]: the set the reference's `hcldec` offers to spec files.
//!
//! Where go-cty's changelog documents a behaviour change since the reference's 1.12.1,
//! these functions follow the newer version: `element` takes negative indices (1.15.0),
//! `contains` looks for a null value (1.18.1), `format`, `formatlist` and the `to*`
//! conversions take values of unknown type (1.14.4, 1.16.1), and an unknown `format`
//! result keeps its arguments' marks (1.15.1).
//!
//! `regex`, `regexall` and `regex_replace` take Go's RE2 syntax and run on the `regex`
//! crate, in time linear in the text. The engine differences users could hit are
//! removed: `\d`, `\w`, `\s` and `\b` are ASCII-only as in Go, a `{` that starts no
//! repetition is literal, `\Q...\E` quotes, group names may repeat, `(?<name>)` and
//! repetition counts over 1,000 are refused, and syntax errors carry Go's wording.
//!
//! No call takes memory or time out of proportion to its arguments: `range` stops at
//! [`MAX_RANGE`] values as the reference does, strings built by `format` widths,
//! `indent` and `replace` stop at [`MAX_RESULT_BYTES`], `setproduct` at [`MAX_PRODUCT`]
//! elements, `pow` computes in 64-bit floats (huge powers are infinities), and
//! `jsondecode` refuses nesting past `hcl2_value::json::MAX_DEPTH` levels; these are
//! errors where the reference would try to allocate gigabytes.
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

mod bytes;
mod case_mapping;
mod collection;
mod conversion;
mod csv;
mod datetime;
mod encoding;
mod float64;
mod format;
mod lists;
mod maps;
mod number;
mod operators;
mod pattern;
mod regexp;
mod rounding;
mod sequence;
mod sets;
mod string;
mod string_edit;
pub mod terraform;

use std::collections::BTreeMap;

use hcl2_value::{Error, Function, Number, Value};

pub use bytes::{bytes_of, bytes_type, bytes_value, byteslen, bytesslice};
pub use collection::{coalesce, concat, hasindex, keys, length, values};
pub use conversion::{make_to_function, tobool, tolist, tomap, tonumber, toset, tostring};
pub use csv::csvdecode;
pub use datetime::{formatdate, timeadd};
pub use encoding::{jsondecode, jsonencode};
pub use format::{format, formatlist};
pub use lists::{
    chunklist, coalescelist, compact, contains, distinct, element, flatten, index, reverse_list,
};
pub use maps::{lookup, merge, zipmap};
pub use number::{abs, int, max, min};
pub use operators::{
    add, and, divide, equal, greater_than, greater_than_or_equal_to, less_than,
    less_than_or_equal_to, modulo, multiply, negate, not, not_equal, or, subtract,
};
pub use regexp::{regex, regex_replace, regexall};
pub use rounding::{ceil, floor, log, parseint, pow, signum};
pub use sequence::{range, slice, MAX_RANGE};
pub use sets::{
    sethaselement, setintersection, setproduct, setsubtract, setsymmetricdifference, setunion,
    MAX_PRODUCT,
};
pub use string::{join, lower, reverse, strlen, substr, upper};
pub use string_edit::{
    chomp, indent, replace, sort, split, title, trim, trimprefix, trimspace, trimsuffix,
};

/// Every function of this crate under its reference name (`upper`, `jsonencode`, ...),
/// ready to put in an evaluation context.
pub fn functions() -> BTreeMap<String, Function> {
    by_name([
        ("abs", abs()),
        ("ceil", ceil()),
        ("chomp", chomp()),
        ("chunklist", chunklist()),
        ("coalesce", coalesce()),
        ("coalescelist", coalescelist()),
        ("compact", compact()),
        ("concat", concat()),
        ("contains", contains()),
        ("csvdecode", csvdecode()),
        ("distinct", distinct()),
        ("element", element()),
        ("flatten", flatten()),
        ("floor", floor()),
        ("format", format()),
        ("formatdate", formatdate()),
        ("formatlist", formatlist()),
        ("hasindex", hasindex()),
        ("indent", indent()),
        ("int", int()),
        ("join", join()),
        ("jsondecode", jsondecode()),
        ("jsonencode", jsonencode()),
        ("keys", keys()),
        ("length", length()),
        ("log", log()),
        ("lookup", lookup()),
        ("lower", lower()),
        ("max", max()),
        ("merge", merge()),
        ("min", min()),
        ("parseint", parseint()),
        ("pow", pow()),
        ("range", range()),
        ("regex", regex()),
        ("regex_replace", regex_replace()),
        ("regexall", regexall()),
        ("replace", replace()),
        ("reverse", reverse()),
        ("setintersection", setintersection()),
        ("setproduct", setproduct()),
        ("setsubtract", setsubtract()),
        ("setsymmetricdifference", setsymmetricdifference()),
        ("setunion", setunion()),
        ("sethaselement", sethaselement()),
        ("signum", signum()),
        ("slice", slice()),
        ("sort", sort()),
        ("split", split()),
        ("strlen", strlen()),
        ("strrev", reverse()),
        ("substr", substr()),
        ("timeadd", timeadd()),
        ("title", title()),
        ("tobool", tobool()),
        ("tolist", tolist()),
        ("tomap", tomap()),
        ("tonumber", tonumber()),
        ("toset", toset()),
        ("tostring", tostring()),
        ("trim", trim()),
        ("trimprefix", trimprefix()),
        ("trimspace", trimspace()),
        ("trimsuffix", trimsuffix()),
        ("upper", upper()),
        ("values", values()),
        ("zipmap", zipmap()),
    ])
}

/// go-cty's byte buffer functions (`byteslen`, `bytesslice`) over the [`bytes_type`]
/// capsule, for applications that hand byte buffers to their functions. Not in
/// [`functions`]: configurations cannot write a byte buffer.
pub fn bytes_functions() -> BTreeMap<String, Function> {
    by_name([("byteslen", byteslen()), ("bytesslice", bytesslice())])
}

/// The language's operators as functions, by the names go-cty's stdlib documents
/// (`add`, `lessthan`, `equal`, `not`, ...): for applications that evaluate an
/// expression language of their own. Not in [`functions`], whose names are those
/// configurations call.
pub fn operator_functions() -> BTreeMap<String, Function> {
    by_name([
        ("add", add()),
        ("and", and()),
        ("divide", divide()),
        ("equal", equal()),
        ("greaterthan", greater_than()),
        ("greaterthanorequalto", greater_than_or_equal_to()),
        ("lessthan", less_than()),
        ("lessthanorequalto", less_than_or_equal_to()),
        ("modulo", modulo()),
        ("multiply", multiply()),
        ("negate", negate()),
        ("not", not()),
        ("notequal", not_equal()),
        ("or", or()),
        ("subtract", subtract()),
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

/// The most bytes a function builds into one string (`indent`, `replace`, `format`
/// widths): past it a call is an error rather than an allocation of gigabytes.
pub const MAX_RESULT_BYTES: usize = 64 << 20;

/// The text of argument `index`, which the function model has checked to be a known,
/// non-null string.
fn text_arg(args: &[Value], index: usize) -> Result<&str, Error> {
    args.get(index)
        .and_then(Value::as_str)
        .ok_or_else(|| Error::arg(index, "a known string is required"))
}

/// The number of argument `index`, which the function model has checked to be a known,
/// non-null number.
fn number_arg(args: &[Value], index: usize) -> Result<&Number, Error> {
    args.get(index)
        .and_then(Value::as_number)
        .ok_or_else(|| Error::arg(index, "a known number is required"))
}

/// The number as a machine integer, with the reference's error for a number that is
/// fractional, infinite or beyond 64 bits (about no argument in particular).
fn whole_number(n: &Number) -> Result<i64, Error> {
    n.to_i64().ok_or_else(|| {
        Error::new(format!(
            "value must be a whole number, between {} and {}",
            i64::MIN,
            i64::MAX
        ))
    })
}
