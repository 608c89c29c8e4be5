//! The functions Terraform adds to go-cty's standard library, on values alone, for
//! applications that want Terraform's function set: encoding (`base64encode`,
//! `base64decode`, `base64gzip`, `urlencode`), hashing (`md5`, `sha1`, `sha256`,
//! `sha512`, `base64sha256`, `base64sha512`, `bcrypt`, `rsadecrypt`, `uuid`, `uuidv5`), IP networks
//! (`cidrhost`, `cidrnetmask`, `cidrsubnet`, `cidrsubnets`), time (`timestamp`,
//! `timecmp`), YAML (`yamldecode`, `yamlencode`), collections (`alltrue`, `anytrue`, `one`, `sum`, `transpose`,
//! `matchkeys`), strings (`startswith`, `endswith`, `strcontains`) and the
//! `sensitive` mark (`sensitive`, `nonsensitive`, `issensitive`).
//!
//! `coalesce`, `index`, `length`, `lookup` and `reverse` are Terraform's versions of functions
//! go-cty's set has under the same names (Terraform's `coalesce` also skips empty strings, its
//! `length` also counts a string's characters and an object's attributes, its `reverse` reverses
//! a list where go-cty's and `hcldec`'s reverses a string, which Terraform calls `strrev`), so a
//! set that merges this one over go-cty's behaves as Terraform does.
//!
//! Functions that read files, or need syntax (`templatefile`, `templatestring`), live in
//! `hcl2-ext`.
//!
//! `bcrypt` refuses costs above [`MAX_BCRYPT_COST`] (Terraform accepts up to 31, hours
//! of work for one call): [`bcrypt_with_max_cost`] makes one with a higher limit.
//!
//! Terraform's JSON encoding is go-cty's `jsonencode` and `jsondecode` (in this crate's
//! standard set); Terraform's built-in functions have no other JSON variant (its
//! `encode_tfvars`, `decode_tfvars` and `encode_expr` are functions of its `terraform`
//! provider, not built-ins). Two of Terraform's built-ins are deliberately not offered,
//! because they are about a Terraform run rather than values: `plantimestamp` is the
//! instant a plan started, which only an application with a plan phase can fix (it can
//! register a function returning its own instant; `timestamp` is here), and
//! `ephemeralasnull` nulls values Terraform's runtime marks ephemeral (from ephemeral
//! resources and variables), a mark nothing in HCL itself sets.
//!
//! ```
//! use hcl2_value::Value;
//!
//! let fns = hcl2_stdlib::terraform::functions();
//! let host = fns["cidrhost"].call(&[Value::from("10.12.112.0/20"), Value::from(16)]).unwrap();
//! assert_eq!(host, Value::from("10.12.112.16"));
//! ```

mod collection;
mod crypto;
mod deflate;
mod encoding;
mod network;
mod openssh_key;
mod overrides;
mod rsa_decrypt;
mod sensitive;
mod string;
mod text_encoding;
mod time;
mod yaml_decode;
mod yaml_encode;
mod yaml_errors;
mod yaml_scalar;
mod yaml_timestamp;

use std::collections::BTreeMap;

use hcl2_value::Function;

pub use crypto::{bcrypt_with_max_cost, Digest, Encoding, MAX_BCRYPT_COST};
pub use sensitive::SENSITIVE;
pub use yaml_decode::MAX_YAML_DEPTH;

/// Every function of this module under its Terraform name.
pub fn functions() -> BTreeMap<String, Function> {
    use crypto::{hash_function as hash, Digest as D, Encoding as E};
    [
        ("alltrue", collection::alltrue()),
        ("anytrue", collection::anytrue()),
        ("base64decode", encoding::base64decode()),
        ("base64encode", encoding::base64encode()),
        ("base64gzip", encoding::base64gzip()),
        ("base64sha256", hash(D::Sha256, E::Base64)),
        ("base64sha512", hash(D::Sha512, E::Base64)),
        ("bcrypt", crypto::bcrypt()),
        ("cidrhost", network::cidrhost()),
        ("cidrnetmask", network::cidrnetmask()),
        ("cidrsubnet", network::cidrsubnet()),
        ("cidrsubnets", network::cidrsubnets()),
        ("coalesce", overrides::coalesce()),
        ("endswith", string::endswith()),
        ("index", overrides::index()),
        ("issensitive", sensitive::issensitive()),
        ("length", overrides::length()),
        ("lookup", overrides::lookup()),
        ("matchkeys", collection::matchkeys()),
        ("md5", hash(D::Md5, E::Hex)),
        ("nonsensitive", sensitive::nonsensitive()),
        ("one", collection::one()),
        ("reverse", crate::reverse_list()),
        ("rsadecrypt", rsa_decrypt::rsadecrypt()),
        ("sensitive", sensitive::sensitive()),
        ("sha1", hash(D::Sha1, E::Hex)),
        ("sha256", hash(D::Sha256, E::Hex)),
        ("sha512", hash(D::Sha512, E::Hex)),
        ("startswith", string::startswith()),
        ("strcontains", string::strcontains()),
        ("sum", collection::sum()),
        ("textdecodebase64", text_encoding::textdecodebase64()),
        ("textencodebase64", text_encoding::textencodebase64()),
        ("timecmp", time::timecmp()),
        ("timestamp", time::timestamp()),
        ("transpose", collection::transpose()),
        ("urlencode", encoding::urlencode()),
        ("uuid", crypto::uuid()),
        ("uuidv5", crypto::uuidv5()),
        ("yamldecode", yaml_decode::yamldecode()),
        ("yamlencode", yaml_encode::yamlencode()),
    ]
    .into_iter()
    .map(|(name, f)| (name.to_string(), f))
    .collect()
}
