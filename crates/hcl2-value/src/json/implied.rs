//! The type JSON implies without a type to go by (the reference's `json.ImpliedType`).

use std::collections::BTreeMap;

use super::cursor::{Cursor, SynResult, Token};
use crate::ty::Type;

/// Objects give object types, arrays tuple types, null the dynamic pseudo-type.
pub(crate) fn implied_type(buf: &[u8]) -> SynResult<Type> {
    let mut dec = Cursor::new(buf, 0);
    let tok = dec.token()?;
    let ty = for_token(tok, &mut dec)?;
    if dec.more() {
        return Err("extraneous data after JSON object".into());
    }
    Ok(ty)
}

fn for_token(tok: Token, dec: &mut Cursor<'_>) -> SynResult<Type> {
    match tok {
        Token::Null => Ok(Type::Dynamic),
        Token::Bool(_) => Ok(Type::Bool),
        Token::Number(_) => Ok(Type::Number),
        Token::String(_) => Ok(Type::String),
        Token::Delim(b'{') => object(dec),
        Token::Delim(b'[') => tuple(dec),
        Token::Delim(d) => Err(format!("unexpected token \"{}\"", char::from(d))),
    }
}

fn object(dec: &mut Cursor<'_>) -> SynResult<Type> {
    let mut atys: BTreeMap<String, Type> = BTreeMap::new();
    loop {
        let key = match dec.token()? {
            Token::Delim(b'}') => break,
            Token::Delim(d) => return Err(format!("unexpected delimiter \"{}\"", char::from(d))),
            Token::String(k) => k,
            _ => return Err("expected string but found json.Number".into()),
        };
        let tok = dec.token()?;
        let aty = for_token(tok, dec)?;
        atys.insert(crate::strings::normalize(&key), aty);
    }
    Ok(Type::object(atys))
}

fn tuple(dec: &mut Cursor<'_>) -> SynResult<Type> {
    let mut etys = Vec::new();
    loop {
        let tok = dec.token()?;
        if tok == Token::Delim(b']') {
            break;
        }
        etys.push(for_token(tok, dec)?);
    }
    Ok(Type::tuple(etys))
}
