//! Decoding whole Terraform-style modules into structs: ours (`hcl2::from_slice`) and
//! hcl-rs (`hcl::from_slice`) into the same struct family, which differs only in the type
//! of the fields kept unevaluated (`hcl2::Expression` / `hcl::Expression`). The
//! reference's `gohcl.DecodeBody` decodes the same shape in the oracle
//! (`xtask/oracle/bench_decode.go`).

use std::collections::BTreeMap;

use serde::Deserialize;

/// A module: its variables, outputs, resources, data sources and module calls, labelled
/// blocks nested by label as the JSON syntax writes them (the shape hcl-rs reads too).
// Decoding fills every field; the bench reads none of them back.
#[allow(dead_code)]
#[derive(Deserialize)]
#[serde(bound = "E: Deserialize<'de>")]
pub struct Module<E> {
    #[serde(default)]
    pub variable: BTreeMap<String, Variable<E>>,
    #[serde(default)]
    pub output: BTreeMap<String, Output<E>>,
    #[serde(default)]
    pub resource: BTreeMap<String, BTreeMap<String, Resource<E>>>,
    #[serde(default)]
    pub data: BTreeMap<String, BTreeMap<String, Resource<E>>>,
    #[serde(default)]
    pub module: BTreeMap<String, Call<E>>,
}

// Decoding fills every field; the bench reads none of them back.
#[allow(dead_code)]
#[derive(Deserialize)]
#[serde(bound = "E: Deserialize<'de>")]
pub struct Variable<E> {
    pub default: Option<E>,
    pub description: Option<E>,
    #[serde(rename = "type")]
    pub ty: Option<E>,
}

// Decoding fills every field; the bench reads none of them back.
#[allow(dead_code)]
#[derive(Deserialize)]
#[serde(bound = "E: Deserialize<'de>")]
pub struct Output<E> {
    pub value: E,
    pub description: Option<E>,
}

// Decoding fills every field; the bench reads none of them back.
#[allow(dead_code)]
#[derive(Deserialize)]
#[serde(bound = "E: Deserialize<'de>")]
pub struct Resource<E> {
    pub count: Option<E>,
    pub for_each: Option<E>,
    pub provider: Option<E>,
}

// Decoding fills every field; the bench reads none of them back.
#[allow(dead_code)]
#[derive(Deserialize)]
#[serde(bound = "E: Deserialize<'de>")]
pub struct Call<E> {
    pub source: String,
    pub version: Option<E>,
}

/// A decoder of `src` into a [`Module`]: whether it succeeded, and how many resources it
/// found (so that the work cannot be optimised away).
pub type Decoder = fn(&[u8]) -> Option<usize>;

/// The decoder named `name`: `ours` or `hcl-rs`.
pub fn named(name: &str) -> Result<Decoder, String> {
    match name {
        "ours" => Ok(|src| {
            let m: Module<hcl2::Expression> = hcl2::from_slice(src).ok()?;
            Some(m.resource.values().map(BTreeMap::len).sum())
        }),
        "hcl-rs" => Ok(|src| {
            let m: Module<hcl::Expression> = hcl::from_slice(src).ok()?;
            Some(m.resource.values().map(BTreeMap::len).sum())
        }),
        other => Err(format!("unknown decoder `{other}`")),
    }
}
