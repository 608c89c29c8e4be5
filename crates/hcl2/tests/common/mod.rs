//! Decoding the same configuration from native and JSON text.

#![allow(dead_code)]

use std::fmt::Debug;

use hcl2::{File, Syntax};
use serde::de::DeserializeOwned;

/// `native` and `json` decoded into `T`, which must agree; the value.
pub fn both<T: DeserializeOwned + PartialEq + Debug>(native: &str, json: &str) -> T {
    let n: T = decode(native, Syntax::Native).unwrap_or_else(|e| panic!("native: {e}"));
    let j: T = decode(json, Syntax::Json).unwrap_or_else(|e| panic!("json: {e}"));
    assert_eq!(n, j, "native and JSON decode differently");
    n
}

/// `text` in `syntax` decoded into `T`, in a file named `main.hcl` or `main.json`.
pub fn decode<T: DeserializeOwned>(text: &str, syntax: Syntax) -> Result<T, hcl2::Error> {
    let name = match syntax {
        Syntax::Native => "main.hcl",
        Syntax::Json => "main.json",
    };
    File::parse(text.as_bytes(), name, syntax).decode(None)
}

/// The only error of decoding `text` in `syntax` into `T`, as the reference prints it.
pub fn error<T: DeserializeOwned + Debug>(text: &str, syntax: Syntax) -> String {
    let err = decode::<T>(text, syntax).expect_err("decoding should fail");
    assert_eq!(err.diagnostics().len(), 1, "{err}");
    err.to_string()
}
