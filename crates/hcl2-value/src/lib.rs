//! HCL's type system and values (layer 1 of hcl2: it knows nothing of syntax).
//!
//! This is hcl2's equivalent of the reference's go-cty: [`Type`]s, [`Value`]s (known,
//! unknown or null, with [`Marks`]), arbitrary-precision [`Number`]s with the reference's
//! exact binary semantics, the operations the language applies to values, conversion and
//! unification, the reference's JSON encodings of values and types, and the function model.
//!
//! Every failure is the crate's one [`Error`], one pointer wide: the reference's message,
//! the path inside the value, and an [`ErrorKind`] saying which case it is (a conversion
//! or operation, an index or attribute access, arithmetic, number syntax, serde), with
//! the function call's argument at fault where there is one.
//!
//! ```
//! use hcl2_value::{Type, Value};
//!
//! let v = Value::object([("name", Value::string("web")), ("port", Value::from(8080))]);
//! assert_eq!(v.ty().to_string(), "object({name=string,port=number})");
//! assert_eq!(v.equals(&v).as_bool(), Some(true));
//! let unknown = Value::unknown(Type::Number);
//! assert!(!unknown.equals(&Value::from(1)).is_known());
//! ```
#![forbid(unsafe_code)]

mod capsule;
mod conformance;
mod convert;
mod display;
mod element_index;
mod error;
mod function;
mod go_printable;
mod grapheme;
pub mod json;
mod marks;
mod name_map;
mod number;
mod ops;
mod path;
mod refinement;
pub mod serde;
mod set_order;
mod shared_types;
pub mod strings;
mod tuple_type;
mod ty;
mod value;

pub use capsule::{CapsuleEquals, CapsuleType};
pub use convert::{
    can_convert, can_convert_safe, convert, convert_limited, convert_safe, mismatch_message, unify,
    unify_unsafe, unify_values, unify_values_unsafe,
};
pub use element_index::ElementIndex;
pub use error::{Error, ErrorKind, Result};
pub use function::{Function, FunctionBuilder, ImplFn, Parameter, ResultRefinement, ReturnTypeFn};
pub use marks::{Mark, Marks};
pub use name_map::{NameMap, NameMapIter};
pub use number::{Number, LITERAL_PRECISION};
pub use ops::{ElementKey, ElementRefs};
pub use path::{Path, PathStep};
#[doc(hidden)]
pub use refinement::{refinements_enabled, set_refinements_enabled};
pub use refinement::{Refine, ValueRange};
pub use tuple_type::{TupleType, TupleTypeIter};
pub use ty::{ObjectType, Type};
pub use value::Value;
