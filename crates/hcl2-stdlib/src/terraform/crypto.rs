//! Hashing and identifiers: `md5`, `sha1`, `sha256`, `sha512`, `base64sha256`,
//! `base64sha512`, `bcrypt`, `uuid`, `uuidv5`, each over a string's UTF-8 bytes, with
//! the RustCrypto hashes, the `bcrypt` crate and the `uuid` crate rather than code of
//! our own.

use base64::Engine;
use hcl2_value::{Error, Function, Parameter, Type, Value};
use md5::Digest as _;

/// A hash algorithm the hashing functions (and the file hashing functions built on
/// them) use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Digest {
    /// MD5.
    Md5,
    /// SHA-1.
    Sha1,
    /// SHA-256.
    Sha256,
    /// SHA-512.
    Sha512,
}

/// How a hash's bytes are written out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Encoding {
    /// Lowercase hexadecimal digits.
    Hex,
    /// Standard base64 with padding (RFC 4648 section 4).
    Base64,
}

impl Digest {
    /// The hash of `bytes`.
    pub fn of(self, bytes: &[u8]) -> Vec<u8> {
        match self {
            Digest::Md5 => md5::Md5::digest(bytes).to_vec(),
            Digest::Sha1 => sha1::Sha1::digest(bytes).to_vec(),
            Digest::Sha256 => sha2::Sha256::digest(bytes).to_vec(),
            Digest::Sha512 => sha2::Sha512::digest(bytes).to_vec(),
        }
    }

    /// The hash of `bytes`, written out in `encoding`.
    pub fn encoded(self, bytes: &[u8], encoding: Encoding) -> String {
        let hash = self.of(bytes);
        match encoding {
            Encoding::Hex => hash.iter().map(|b| format!("{b:02x}")).collect(),
            Encoding::Base64 => base64::engine::general_purpose::STANDARD.encode(hash),
        }
    }
}

/// A function of one string (`str`) returning its hash.
pub(super) fn hash_function(digest: Digest, encoding: Encoding) -> Function {
    Function::builder([Parameter::new("str", Type::String)])
        .returns(Type::String)
        .refine_not_null()
        .build(move |args, _| {
            let s = args[0].as_str().unwrap_or_default();
            Ok(Value::string(digest.encoded(s.as_bytes(), encoding)))
        })
}

/// `uuid()`: a new random (version 4) UUID; a different one at each call.
pub(super) fn uuid() -> Function {
    Function::builder([])
        .returns(Type::String)
        .refine_not_null()
        .build(|_, _| Ok(Value::string(uuid::Uuid::new_v4().to_string())))
}

/// `uuidv5(namespace, name)`: the name-based (SHA-1) UUID of `name` in `namespace`,
/// one of `dns`, `url`, `oid`, `x500` or a UUID.
pub(super) fn uuidv5() -> Function {
    Function::builder([
        Parameter::new("namespace", Type::String),
        Parameter::new("name", Type::String),
    ])
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let namespace = args[0].as_str().unwrap_or_default();
        let ns = match namespace {
            "dns" => uuid::Uuid::NAMESPACE_DNS,
            "url" => uuid::Uuid::NAMESPACE_URL,
            "oid" => uuid::Uuid::NAMESPACE_OID,
            "x500" => uuid::Uuid::NAMESPACE_X500,
            other => parse_uuid(other).ok_or_else(|| {
                // Go's uuid.Parse tells a wrong length from a wrong format.
                let why = match other.len() {
                    32 | 36 | 38 | 45 => "invalid UUID format".to_string(),
                    n => format!("invalid UUID length: {n}"),
                };
                Error::new(format!(
                    "uuidv5() doesn't support namespace {other} ({why})"
                ))
            })?,
        };
        let name = args[1].as_str().unwrap_or_default();
        Ok(Value::string(
            uuid::Uuid::new_v5(&ns, name.as_bytes()).to_string(),
        ))
    })
}

/// A UUID in one of the forms Go's `uuid.Parse` reads (plain, braced, URN).
fn parse_uuid(text: &str) -> Option<uuid::Uuid> {
    uuid::Uuid::parse_str(text).ok()
}

/// The highest `bcrypt` cost [`functions`](super::functions) accepts. Each step doubles
/// the work: cost 14 does 16 times the work of the default 10, while Terraform's own
/// limit of 31 does 2^21 times it (hours), out of proportion to a two-digit argument. An application that wants more
/// registers [`bcrypt_with_max_cost`] in its place.
pub const MAX_BCRYPT_COST: u32 = 14;

/// `bcrypt(str, cost...)` accepting costs up to `max_cost` (Terraform's range is 4 to
/// 31; a `max_cost` above 31 still refuses costs above 31 as Terraform does): the
/// bcrypt hash of `str` (cost 10 unless given), in the Modular Crypt Format; random
/// salt, so a different result at each call.
///
/// ```
/// use hcl2_value::Value;
/// use hcl2_stdlib::terraform::bcrypt_with_max_cost;
///
/// let bcrypt = bcrypt_with_max_cost(5);
/// let hash = bcrypt.call(&[Value::from("secret"), Value::from(4)]).unwrap();
/// assert!(hash.as_str().unwrap().contains("$04$"));
/// let e = bcrypt.call(&[Value::from("secret"), Value::from(6)]).unwrap_err();
/// assert_eq!(e.argument(), Some(1));
/// ```
pub fn bcrypt_with_max_cost(max_cost: u32) -> Function {
    Function::builder([Parameter::new("str", Type::String)])
        .variadic(Parameter::new("cost", Type::Number))
        .returns(Type::String)
        .refine_not_null()
        .build(move |args, _| {
            let cost = match args.get(1) {
                Some(v) => v
                    .as_number()
                    .and_then(|n| n.to_i64())
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(|| Error::new("number must be an integer"))?,
                None => 10,
            };
            if args.len() > 2 {
                return Err(Error::new("bcrypt() takes no more than two arguments"));
            }
            if cost > max_cost && cost <= 31 {
                return Err(Error::arg(1, cost_limit_message(cost, max_cost)));
            }
            let s = args[0].as_str().unwrap_or_default();
            // Go's bcrypt hashes at most 72 bytes and reports the rest as an error;
            // the crate's non-truncating mode gives the same refusal.
            bcrypt::non_truncating_hash(s, cost)
                .map(Value::string)
                .map_err(|e| {
                    Error::new(format!(
                        "error occured generating password {}",
                        bcrypt_message(&e)
                    ))
                })
        })
}

/// `bcrypt` with the default limit, [`MAX_BCRYPT_COST`].
pub(super) fn bcrypt() -> Function {
    bcrypt_with_max_cost(MAX_BCRYPT_COST)
}

/// Why a cost Terraform accepts is refused here.
fn cost_limit_message(cost: u32, max_cost: u32) -> String {
    format!(
        "cost {cost} is above this application's limit of {max_cost}: each step doubles the \
         time a hash takes (the application can raise the limit, up to Terraform's 31)"
    )
}

/// Go's wording of a bcrypt failure.
fn bcrypt_message(e: &bcrypt::BcryptError) -> String {
    match e {
        bcrypt::BcryptError::CostNotAllowed(c) => {
            format!("crypto/bcrypt: cost {c} is outside allowed range (4,31)")
        }
        bcrypt::BcryptError::Truncation(_) => "bcrypt: password length exceeds 72 bytes".into(),
        other => other.to_string(),
    }
}
