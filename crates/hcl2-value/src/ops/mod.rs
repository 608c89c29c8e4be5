//! Operations on values with the reference's rules for unknown, dynamic, null and marked
//! operands.

mod access;
mod arith;
mod elements;
mod equality;
mod logic;
mod operands;

pub use elements::{ElementKey, ElementRefs};
