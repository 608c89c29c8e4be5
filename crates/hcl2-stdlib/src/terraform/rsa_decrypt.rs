//! `rsadecrypt(ciphertext, privatekey)`: Terraform's RSA decryption of a base64
//! ciphertext padded with PKCS #1 v1.5, with an unencrypted PEM private key, using the
//! RustCrypto `rsa` crate rather than code of our own.
//!
//! The key is the first PEM block of `privatekey` (text before it is skipped, as Go's
//! PEM reader does): `RSA PRIVATE KEY` (PKCS #1) or `PRIVATE KEY` (PKCS #8) holding an
//! RSA key. Differences from Terraform: a PKCS #8 key of another algorithm, or an `EC`
//! or `DSA` private key, is refused as "not an RSA key" (Terraform prints Go's internal
//! representation of the key there, which cannot be matched); an RSA key in OpenSSH's
//! own format (`OPENSSH PRIVATE KEY`), which Terraform reads, is refused with how to
//! convert it, since the `rsa` crate reads PEM and DER forms only; and the
//! detail after "invalid ASN1 data in the given private key:" names the `rsa` crate's
//! finding rather than Go's. Decrypted bytes that are not UTF-8 are read with U+FFFD
//! in place of the bad sequences, since a string holds text.

use base64::Engine;
use hcl2_value::{Error, Function, Parameter, Type, Value};
use rsa::pkcs1::DecodeRsaPrivateKey;
use rsa::pkcs8::DecodePrivateKey;
use rsa::{Pkcs1v15Encrypt, RsaPrivateKey};

/// The `rsadecrypt` function.
pub(super) fn rsadecrypt() -> Function {
    Function::builder([
        Parameter::new("ciphertext", Type::String),
        Parameter::new("privatekey", Type::String),
    ])
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let text = args[0].as_str().unwrap_or_default();
        let ciphertext = base64::engine::general_purpose::STANDARD
            .decode(text)
            .map_err(|_| {
                Error::arg(
                    0,
                    format!(
                        "failed to decode input {}: cipher text must be base64-encoded",
                        go_quote(text)
                    ),
                )
            })?;
        let key = private_key(args[1].as_str().unwrap_or_default())
            .map_err(|message| Error::arg(1, message))?;
        let plain = key
            .decrypt(Pkcs1v15Encrypt, &ciphertext)
            .map_err(|_| Error::new("failed to decrypt: crypto/rsa: decryption error"))?;
        Ok(Value::string(String::from_utf8_lossy(&plain)))
    })
}

/// The RSA key of the first PEM block of `text`, or the message saying why not.
fn private_key(text: &str) -> Result<RsaPrivateKey, String> {
    let Some(start) = text.find("-----BEGIN ") else {
        return Err("invalid private key: ssh: no key found".into());
    };
    let block = &text[start..];
    if block.contains("Proc-Type: 4,ENCRYPTED") {
        return Err("invalid private key: ssh: this private key is passphrase protected".into());
    }
    if let Some(key) = super::openssh_key::from_pem(block) {
        return key;
    }
    let (label, der) = rsa::pkcs8::der::pem::decode_vec(block.as_bytes())
        .map_err(|e| format!("invalid private key: {e}"))?;
    let asn1 =
        |e: &dyn std::fmt::Display| format!("invalid ASN1 data in the given private key: {e}");
    match label {
        "RSA PRIVATE KEY" => RsaPrivateKey::from_pkcs1_der(&der).map_err(|e| asn1(&e)),
        "PRIVATE KEY" => RsaPrivateKey::from_pkcs8_der(&der).map_err(|e| match e {
            rsa::pkcs8::Error::KeyMalformed | rsa::pkcs8::Error::Asn1(_) => asn1(&e),
            _ => not_rsa(),
        }),
        "EC PRIVATE KEY" | "DSA PRIVATE KEY" => Err(not_rsa()),
        other => Err(format!(
            "invalid private key: ssh: unsupported key type {}",
            go_quote(other)
        )),
    }
}

/// What a key of another algorithm is refused with.
pub(super) const NOT_RSA: &str = "invalid private key type: the key is not an RSA key";

fn not_rsa() -> String {
    NOT_RSA.into()
}

/// `text` quoted as Go's `%q` quotes printable text.
fn go_quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // A 1024-bit key made for these tests with `openssl genrsa -traditional 1024`, its
    // PKCS #8 form (`openssl pkey`), and "Hello, hcl2!" encrypted with it by
    // `openssl pkeyutl -encrypt -pkeyopt rsa_padding_mode:pkcs1`; Go's
    // `rsa.DecryptPKCS1v15` decrypts it to the same text.
    const PKCS1_KEY: &str = include_str!("testdata/rsa_pkcs1.pem");
    const PKCS8_KEY: &str = include_str!("testdata/rsa_pkcs8.pem");
    const EC_KEY: &str = include_str!("testdata/ec_pkcs8.pem");
    const CIPHERTEXT: &str = include_str!("testdata/rsa_ciphertext.b64");
    // The same key in OpenSSH's own format (`ssh-keygen -p -N ""`), and protected by
    // a passphrase (`ssh-keygen -p -N secret`).
    const OPENSSH_KEY: &str = include_str!("testdata/rsa_openssh.key");
    const OPENSSH_ENCRYPTED: &str = include_str!("testdata/rsa_openssh_encrypted.key");

    fn call(ciphertext: &str, key: &str) -> Result<Value, Error> {
        rsadecrypt().call(&[Value::from(ciphertext.trim()), Value::from(key)])
    }

    #[test]
    fn a_pkcs1_key_decrypts_a_pkcs1_v15_ciphertext() {
        assert_eq!(
            call(CIPHERTEXT, PKCS1_KEY).unwrap(),
            Value::from("Hello, hcl2!")
        );
    }

    #[test]
    fn a_pkcs8_key_decrypts_too_and_text_before_the_pem_block_is_skipped() {
        let key = format!("my key:\n{PKCS8_KEY}");
        assert_eq!(call(CIPHERTEXT, &key).unwrap(), Value::from("Hello, hcl2!"));
    }

    #[test]
    fn a_key_in_openssh_format_decrypts_as_terraforms_does() {
        assert_eq!(
            call(CIPHERTEXT, OPENSSH_KEY).unwrap(),
            Value::from("Hello, hcl2!")
        );
        let e = call(CIPHERTEXT, OPENSSH_ENCRYPTED).unwrap_err();
        assert_eq!(e.argument(), Some(1));
        assert_eq!(
            e.to_string(),
            "invalid private key: ssh: this private key is passphrase protected"
        );
    }

    #[test]
    fn a_ciphertext_that_is_not_base64_is_an_error_on_the_first_argument() {
        let e = call("not base64!", PKCS1_KEY).unwrap_err();
        assert_eq!(e.argument(), Some(0));
        assert_eq!(
            e.to_string(),
            "failed to decode input \"not base64!\": cipher text must be base64-encoded"
        );
    }

    #[test]
    fn text_without_a_key_is_an_error_on_the_second_argument() {
        let e = call(CIPHERTEXT, "no key here").unwrap_err();
        assert_eq!(e.argument(), Some(1));
        assert_eq!(e.to_string(), "invalid private key: ssh: no key found");
    }

    #[test]
    fn an_unknown_pem_label_is_named_as_go_names_it() {
        let key = "-----BEGIN FOO KEY-----\nAAAA\n-----END FOO KEY-----\n";
        let e = call(CIPHERTEXT, key).unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid private key: ssh: unsupported key type \"FOO KEY\""
        );
    }

    #[test]
    fn a_passphrase_protected_key_is_refused_as_go_refuses_it() {
        let key = "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nAAAA\n-----END RSA PRIVATE KEY-----\n";
        let e = call(CIPHERTEXT, key).unwrap_err();
        assert_eq!(e.argument(), Some(1));
        assert_eq!(
            e.to_string(),
            "invalid private key: ssh: this private key is passphrase protected"
        );
    }

    #[test]
    fn a_key_of_another_algorithm_is_refused() {
        let e = call(CIPHERTEXT, EC_KEY).unwrap_err();
        assert_eq!(e.argument(), Some(1));
        assert_eq!(
            e.to_string(),
            "invalid private key type: the key is not an RSA key"
        );
    }

    #[test]
    fn a_malformed_key_is_invalid_asn1_data() {
        let key = "-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----\n";
        let e = call(CIPHERTEXT, key).unwrap_err();
        assert_eq!(e.argument(), Some(1));
        assert!(
            e.to_string()
                .starts_with("invalid ASN1 data in the given private key: "),
            "{e}"
        );
    }

    #[test]
    fn a_ciphertext_the_key_cannot_decrypt_fails_the_call() {
        let short = base64::engine::general_purpose::STANDARD.encode("short");
        for ciphertext in [short.as_str(), ""] {
            let e = call(ciphertext, PKCS1_KEY).unwrap_err();
            assert_eq!(e.argument(), None);
            assert_eq!(
                e.to_string(),
                "failed to decrypt: crypto/rsa: decryption error"
            );
        }
    }
}
