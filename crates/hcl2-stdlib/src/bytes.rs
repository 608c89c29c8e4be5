//! The byte buffer capsule type and its functions `byteslen` and `bytesslice` (go-cty's
//! `Bytes`, for applications that pass raw bytes between their own functions).

use std::sync::{Arc, OnceLock};

use hcl2_value::{CapsuleType, Error, Function, Parameter, Type, Value};

use crate::{number_arg, whole_number};

/// The capsule type of byte buffers (one type for the whole program).
pub fn bytes_type() -> CapsuleType {
    static TYPE: OnceLock<CapsuleType> = OnceLock::new();
    TYPE.get_or_init(|| CapsuleType::new("bytes")).clone()
}

/// A byte buffer value.
///
/// ```
/// let v = hcl2_stdlib::bytes_value(b"hello".to_vec());
/// let len = hcl2_stdlib::byteslen().call(&[v]).unwrap();
/// assert_eq!(len, hcl2_value::Value::from(5));
/// ```
pub fn bytes_value(buf: Vec<u8>) -> Value {
    Value::capsule(&bytes_type(), Arc::new(buf))
}

/// The bytes of a byte buffer value (`None` for any other value).
pub fn bytes_of(v: &Value) -> Option<&[u8]> {
    v.as_capsule()?.downcast_ref::<Vec<u8>>().map(Vec::as_slice)
}

fn buffer_param() -> Parameter {
    Parameter::new("buf", Type::Capsule(bytes_type())).allow_dynamic_type()
}

/// `byteslen(buf)`: the number of bytes in the buffer.
pub fn byteslen() -> Function {
    Function::builder([buffer_param()])
        .description("The length of the byte buffer, in bytes.")
        .returns(Type::Number)
        .refine_not_null()
        .build(|args, _| {
            let buf = bytes_of(&args[0]).unwrap_or_default();
            Ok(Value::from(buf.len() as i64))
        })
}

/// `bytesslice(buf, offset, length)`: `length` bytes of the buffer from `offset` on.
pub fn bytesslice() -> Function {
    Function::builder([
        buffer_param(),
        Parameter::new("offset", Type::Number).allow_dynamic_type(),
        Parameter::new("length", Type::Number).allow_dynamic_type(),
    ])
    .description("A part of the byte buffer.")
    .returns(Type::Capsule(bytes_type()))
    .refine_not_null()
    .build(|args, _| {
        let buf = bytes_of(&args[0]).unwrap_or_default();
        let offset = whole_number(number_arg(args, 1)?)?;
        let length = whole_number(number_arg(args, 2)?)?;
        if offset < 0 || length < 0 {
            return Err(Error::new("offset and length must be non-negative"));
        }
        let total = buf.len() as i64;
        if offset > total {
            return Err(Error::new(format!(
                "offset {offset} is greater than total buffer length {total}"
            )));
        }
        let end = offset.saturating_add(length);
        if end > total {
            return Err(Error::new(format!(
                "offset {offset} + length {length} is greater than total buffer length {total}"
            )));
        }
        Ok(bytes_value(buf[offset as usize..end as usize].to_vec()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_are_bounded_by_the_buffer() {
        let v = bytes_value(b"hello".to_vec());
        let part = bytesslice()
            .call(&[v.clone(), Value::from(1), Value::from(3)])
            .unwrap();
        assert_eq!(bytes_of(&part), Some(&b"ell"[..]));
        let e = bytesslice()
            .call(&[v, Value::from(4), Value::from(2)])
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "offset 4 + length 2 is greater than total buffer length 5"
        );
    }
}
