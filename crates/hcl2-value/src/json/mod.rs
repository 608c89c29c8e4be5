//! The reference's JSON encodings of values and types (go-cty's `cty/json` package).
//!
//! Values are written for a type ([`value_to_json`]) and read back for a type
//! ([`value_from_json`]); where the type is the dynamic pseudo-type the value is wrapped
//! as `{"value":...,"type":...}` so its type can be recovered. Numbers keep their exact
//! decimal text in both directions. Reading follows the reference's streaming decoder,
//! including its error messages and its leniency about text after a complete value.
//!
//! Nesting is limited to [`MAX_DEPTH`] (128) levels of arrays and objects when
//! reading, and of collection and structural types when writing; deeper input is
//! an error ("exceeded max depth"). The reference allows 10000 levels, which needs a
//! large stack; ours is low enough that every recursive path here (checking,
//! decoding, encoding, implied types, type JSON, and serde over the values read)
//! runs on an ordinary 2 MiB thread stack even in a debug build, where the deepest
//! input needs about 0.9 MiB (`tests/json_depth.rs` checks this). Type descriptions
//! take two JSON levels per level of object or tuple type, so such types nest at most
//! half as deep in JSON.
//!
//! ```
//! use hcl2_value::{json, Type, Value};
//!
//! let v = Value::object([("a", Value::from(1)), ("b", Value::string("<x>"))]);
//! let text = json::value_to_json(&v, v.ty()).unwrap();
//! assert_eq!(text, r#"{"a":1,"b":"\u003cx\u003e"}"#);
//! assert_eq!(json::value_from_json(text.as_bytes(), v.ty()).unwrap(), v);
//! assert_eq!(json::type_to_json(v.ty()).unwrap(), r#"["object",{"a":"number","b":"string"}]"#);
//! ```

mod cursor;
mod implied;
mod scan;
mod type_json;
mod value_decode;
mod value_encode;

pub use value_encode::{write_json_string, write_json_string_content};

use crate::error::{Error, Result};
use crate::ty::Type;
use crate::value::Value;

/// The deepest nesting of arrays and objects (of collection and structural types,
/// for what is written) that this module accepts; the reference's limit is 10000.
pub const MAX_DEPTH: usize = 128;

/// The JSON of `value` written as type `ty` (the reference's `json.Marshal`); a dynamic
/// `ty` wraps the value with its type as `{"value":...,"type":...}`.
///
/// Unknown values ("value is not known"), marked values, infinities and capsules
/// cannot be written. The value must conform to `ty`.
///
/// A number longer than [`DEFAULT_MAX_NUMBER_LEN`] characters is an error naming that
/// limit; [`value_to_json_limited`] sets another.
pub fn value_to_json(value: &Value, ty: &Type) -> Result<String> {
    value_to_json_limited(value, ty, DEFAULT_MAX_NUMBER_LEN)
}

/// The longest number [`value_to_json`] writes, in characters. Numbers print without an
/// exponent (as the reference's do), so the 16-byte `1e646456992` would print 646 MB:
/// past this limit the encoding stops with an error instead.
pub const DEFAULT_MAX_NUMBER_LEN: usize = 1_000_000;

/// As [`value_to_json`], with numbers of at most `max_number_len` characters; a longer
/// one is an error that names the limit, before anything is written.
///
/// ```
/// use hcl2_value::{json, Number, Type, Value};
/// let big = Value::number(Number::parse("1e40").unwrap());
/// assert_eq!(json::value_to_json_limited(&big, &Type::Number, 41).unwrap().len(), 41);
/// let err = json::value_to_json_limited(&big, &Type::Number, 40).unwrap_err();
/// assert!(err.message().contains("41 characters"), "{}", err.message());
/// ```
pub fn value_to_json_limited(value: &Value, ty: &Type, max_number_len: usize) -> Result<String> {
    if too_deep(value.ty()) || too_deep(ty) {
        return Err(depth_error());
    }
    let value = conform(value, ty)?;
    value_encode::check_number_lengths(&value, max_number_len, &mut Vec::new())?;
    let mut out = String::new();
    marshal(&value, ty, false, &mut out)?;
    Ok(out)
}

/// How a [`ValueJson`] is written.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct WriteOptions {
    /// The longest number written, in characters; a longer one is an error naming the
    /// limit. [`DEFAULT_MAX_NUMBER_LEN`] unless set.
    pub max_number_len: usize,
    /// Leave out the object and map properties whose value is `null`, at every level,
    /// and write the dynamic wrapper as `{"type":...,"value":...}` (without `value`
    /// when it is null): the text the reference `hcldec` prints by default, which
    /// re-encodes the marshalled JSON through Go's generic decoder and encoder (keys
    /// sorted, null properties dropped). Off unless set.
    pub drop_null_properties: bool,
}

impl Default for WriteOptions {
    fn default() -> WriteOptions {
        WriteOptions {
            max_number_len: DEFAULT_MAX_NUMBER_LEN,
            drop_null_properties: false,
        }
    }
}

/// A value checked to be writable as JSON of a type, to write to an
/// [`io::Write`](std::io::Write) without building its text: memory for a small buffer
/// whatever its size. Its text is that of [`value_to_json_limited`] (with
/// [`WriteOptions::drop_null_properties`], the reference `hcldec`'s re-encoding of it).
///
/// ```
/// use hcl2_value::json::{ValueJson, WriteOptions};
/// use hcl2_value::{Type, Value};
///
/// let v = Value::object([("a", Value::from(1)), ("b", Value::null(Type::String))]);
/// let mut out = Vec::new();
/// ValueJson::new(&v, v.ty(), WriteOptions::default())?.write_to(&mut out)?;
/// assert_eq!(out, br#"{"a":1,"b":null}"#);
///
/// let mut options = WriteOptions::default();
/// options.drop_null_properties = true;
/// out.clear();
/// ValueJson::new(&v, &Type::Dynamic, options)?.write_to(&mut out)?;
/// assert_eq!(out, br#"{"type":["object",{"a":"number","b":"string"}],"value":{"a":1}}"#);
///
/// let unknown = Value::unknown(Type::String);
/// let err = ValueJson::new(&unknown, &Type::String, WriteOptions::default()).unwrap_err();
/// assert_eq!(err.message(), "value is not known");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct ValueJson {
    value: Value,
    ty: Type,
    drop_null_properties: bool,
}

impl ValueJson {
    /// `value` as JSON of type `ty`, or the error [`value_to_json_limited`] gives, found
    /// before anything is written. With `drop_null_properties`, a failure inside a
    /// dynamic wrapper, which the reference passes over, is an error too: the text left
    /// would not be JSON to re-encode.
    pub fn new(value: &Value, ty: &Type, options: WriteOptions) -> Result<ValueJson> {
        if too_deep(value.ty()) || too_deep(ty) {
            return Err(depth_error());
        }
        let value = conform(value, ty)?;
        value_encode::check_number_lengths(&value, options.max_number_len, &mut Vec::new())?;
        let passed_over = marshal(
            &value,
            ty,
            options.drop_null_properties,
            &mut value_encode::Nowhere,
        )?;
        if passed_over && options.drop_null_properties {
            return Err(Error::new(
                "a value inside a dynamic wrapper cannot be written as JSON",
            ));
        }
        Ok(ValueJson {
            value,
            ty: ty.clone(),
            drop_null_properties: options.drop_null_properties,
        })
    }

    /// Writes the JSON to `out` through a buffer of its own, flushed at the end.
    pub fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let mut sink = value_encode::Buffered::new(out);
        // The value was checked: the only failure left is the writer's.
        let marshalled = marshal(&self.value, &self.ty, self.drop_null_properties, &mut sink);
        sink.finish()?;
        marshalled
            .map(|_| ())
            .map_err(|e| std::io::Error::other(e.message().to_owned()))
    }
}

/// Writes `value` (conforming to `ty`) to `out`; whether a failure inside a dynamic
/// wrapper was passed over.
fn marshal<S: value_encode::Sink>(
    value: &Value,
    ty: &Type,
    drop_null_properties: bool,
    out: &mut S,
) -> Result<bool> {
    let mut walk = value_encode::Marshal {
        out,
        drop_null_properties,
        passed_over: false,
        path: Vec::new(),
    };
    walk.value(value, ty)?;
    Ok(walk.passed_over)
}

/// The value of type `ty` that `json` encodes (the reference's `json.Unmarshal`).
///
/// Reading is type-directed: a JSON string is accepted for a number or bool type and
/// a number or bool for a string type, as the reference does.
pub fn value_from_json(json: &[u8], ty: &Type) -> Result<Value> {
    value_decode::unmarshal(json, ty, &mut Vec::new(), 0)
}

/// The type that `json` implies without a type to go by (the reference's
/// `json.ImpliedType`): objects as object types, arrays as tuple types, null as dynamic.
pub fn implied_type(json: &[u8]) -> Result<Type> {
    implied::implied_type(json).map_err(Error::new)
}

/// The reference's JSON description of `ty`, such as `["list","string"]`; capsule types
/// have none ("type not allowed: ...").
pub fn type_to_json(ty: &Type) -> Result<String> {
    if too_deep(ty) {
        return Err(depth_error());
    }
    let mut out = String::new();
    type_json::write_type(&mut out, ty)?;
    Ok(out)
}

/// The type a JSON type description such as `["map","number"]` describes.
pub fn type_from_json(json: &[u8]) -> Result<Type> {
    type_json::read_type(json, 0).map_err(Error::new)
}

/// The text of a JSON string literal whose syntax is already known to be valid (quotes
/// included), decoded as the reference's `encoding/json` decodes it: each byte of invalid
/// UTF-8 and each unpaired surrogate escape becomes U+FFFD. Syntaxes that read JSON
/// themselves (such as HCL's JSON syntax) use it so strings decode the same everywhere.
///
/// ```
/// assert_eq!(hcl2_value::json::unquote_string(b"\"a\\u00e9\xff\""), "a\u{e9}\u{fffd}");
/// ```
pub fn unquote_string(literal: &[u8]) -> String {
    cursor::unquote(literal)
}

/// Whether `ty` nests containers more than [`MAX_DEPTH`] deep (looking no deeper).
fn too_deep(ty: &Type) -> bool {
    /// Whether `ty` nests more than `room` containers deep.
    fn exceeds(ty: &Type, room: usize) -> bool {
        let deeper = |t: &Type| room == 0 || exceeds(t, room - 1);
        match ty {
            Type::List(e) | Type::Map(e) | Type::Set(e) => deeper(e),
            Type::Object(o) => room == 0 || o.attributes().values().any(deeper),
            // Each run of one element type once: the same types as every element.
            Type::Tuple(es) => room == 0 || es.run_types().any(deeper),
            _ => false,
        }
    }
    exceeds(ty, MAX_DEPTH)
}

/// The error for values and types nested deeper than [`MAX_DEPTH`].
fn depth_error() -> Error {
    Error::new("exceeded max depth")
}

/// `value` made to conform to `ty` before writing: as the reference, a value whose type
/// does not conform is converted to `ty` first (`1` written as `string` is `"1"`).
fn conform(value: &Value, ty: &Type) -> Result<Value> {
    if value.ty().conforms_to(ty) {
        return Ok(value.clone());
    }
    crate::convert::convert(value, ty)
}
