//! Operations on values with the reference's rules for unknown, dynamic, null and marked
//! operands.

mod equality;
