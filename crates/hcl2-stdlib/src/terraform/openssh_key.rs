//! RSA private keys in OpenSSH's own format (`-----BEGIN OPENSSH PRIVATE KEY-----`,
//! what `ssh-keygen` writes by default), which Terraform's `rsadecrypt` reads through
//! Go's `ssh.ParseRawPrivateKey`: unencrypted keys only, one key per file, with the
//! messages of Go's reader.

use rsa::{BigUint, RsaPrivateKey};

const MAGIC: &[u8] = b"openssh-key-v1\0";

/// A reader of the format's big-endian length-prefixed fields.
struct Fields<'a>(&'a [u8]);

impl<'a> Fields<'a> {
    fn u32(&mut self) -> Option<u32> {
        let (head, rest) = self.0.split_first_chunk::<4>()?;
        self.0 = rest;
        Some(u32::from_be_bytes(*head))
    }
    fn bytes(&mut self) -> Option<&'a [u8]> {
        let n = self.u32()? as usize;
        if n > self.0.len() {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }
    fn int(&mut self) -> Option<BigUint> {
        self.bytes().map(BigUint::from_bytes_be)
    }
}

const INVALID: &str = "ssh: invalid openssh private key format";

const BEGIN: &str = "-----BEGIN OPENSSH PRIVATE KEY-----";
const END: &str = "-----END OPENSSH PRIVATE KEY-----";

/// The key of a PEM block that begins `block`, if it is an OpenSSH one (`None`
/// otherwise). Its body is read as Go's PEM reader reads it, whatever the length of
/// its lines (`ssh-keygen` writes 70 characters, which stricter readers refuse).
pub(super) fn from_pem(block: &str) -> Option<Result<RsaPrivateKey, String>> {
    use base64::Engine;
    let body = block.strip_prefix(BEGIN)?;
    let Some(end) = body.find(END) else {
        return Some(Err("invalid private key: ssh: no key found".into()));
    };
    let text: String = body[..end].split_whitespace().collect();
    let data = base64::engine::general_purpose::STANDARD.decode(text);
    Some(match data {
        Ok(data) => rsa_key(&data).map_err(|e| {
            if e == super::rsa_decrypt::NOT_RSA {
                e
            } else {
                format!("invalid private key: {e}")
            }
        }),
        Err(_) => Err("invalid private key: ssh: no key found".into()),
    })
}

/// The RSA key in `data` (the PEM block's decoded body), or Go's message.
fn rsa_key(data: &[u8]) -> Result<RsaPrivateKey, String> {
    let body = data.strip_prefix(MAGIC).ok_or(INVALID)?;
    let mut f = Fields(body);
    let (cipher, kdf) = (f.bytes().ok_or(INVALID)?, f.bytes().ok_or(INVALID)?);
    let _kdf_options = f.bytes().ok_or(INVALID)?;
    if cipher != b"none" || kdf != b"none" {
        return Err("ssh: this private key is passphrase protected".into());
    }
    if f.u32().ok_or(INVALID)? != 1 {
        return Err("ssh: multi-key files are not supported".into());
    }
    let _public = f.bytes().ok_or(INVALID)?;
    let mut private = Fields(f.bytes().ok_or(INVALID)?);
    let (check1, check2) = (private.u32().ok_or(INVALID)?, private.u32().ok_or(INVALID)?);
    if check1 != check2 {
        return Err("ssh: checkint mismatch".into());
    }
    let key_type = private.bytes().ok_or(INVALID)?;
    if key_type != b"ssh-rsa" {
        return Err(super::rsa_decrypt::NOT_RSA.into());
    }
    let mut int = || private.int().ok_or(INVALID);
    let (n, e, d, _iqmp, p, q) = (int()?, int()?, int()?, int()?, int()?, int()?);
    let _comment = private.bytes().ok_or(INVALID)?;
    let padding_ok = private
        .0
        .iter()
        .enumerate()
        .all(|(i, &b)| usize::from(b) == i + 1);
    if !padding_ok {
        return Err("ssh: padding not as expected".into());
    }
    RsaPrivateKey::from_components(n, e, d, vec![p, q]).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_that_are_not_openssh_ones_are_refused_with_gos_words() {
        assert_eq!(rsa_key(b"nope").unwrap_err(), INVALID);
        let mut truncated = MAGIC.to_vec();
        truncated.extend_from_slice(&[0, 0, 0, 9, b'n']);
        assert_eq!(rsa_key(&truncated).unwrap_err(), INVALID);
        let mut encrypted = MAGIC.to_vec();
        for field in [&b"aes256-ctr"[..], b"bcrypt", b""] {
            encrypted.extend_from_slice(&(field.len() as u32).to_be_bytes());
            encrypted.extend_from_slice(field);
        }
        assert_eq!(
            rsa_key(&encrypted).unwrap_err(),
            "ssh: this private key is passphrase protected"
        );
    }
}
