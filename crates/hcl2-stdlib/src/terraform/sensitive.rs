//! `sensitive`, `nonsensitive` and `issensitive`: the `sensitive` mark put on, taken
//! off and tested, as Terraform does with its marks.

use hcl2_value::{Function, Mark, Parameter, Type, Value};

/// The mark these functions work with.
pub const SENSITIVE: &str = "sensitive";

fn any_param() -> Parameter {
    Parameter::new("value", Type::Dynamic)
        .allow_unknown()
        .allow_null()
        .allow_marked()
        .allow_dynamic_type()
}

/// `sensitive(value)`: `value` marked sensitive.
pub(super) fn sensitive() -> Function {
    Function::builder([any_param()])
        .returns_with(|args| Ok(args[0].ty().clone()))
        .build(|args, _| Ok(args[0].clone().mark(SENSITIVE)))
}

/// `nonsensitive(value)`: `value` without its sensitive mark (at the top level).
pub(super) fn nonsensitive() -> Function {
    Function::builder([any_param()])
        .returns_with(|args| Ok(args[0].ty().clone()))
        .build(|args, _| {
            let (raw, marks) = args[0].clone().unmark();
            let keep: Vec<Mark> = marks
                .iter()
                .filter(|m| m.name() != SENSITIVE)
                .cloned()
                .collect();
            Ok(keep.into_iter().fold(raw, Value::mark))
        })
}

/// `issensitive(value)`: whether `value` is marked sensitive.
pub(super) fn issensitive() -> Function {
    Function::builder([any_param()])
        .returns(Type::Bool)
        .build(|args, _| {
            if args[0].ty().is_dynamic() && !args[0].is_known() && !args[0].is_marked() {
                return Ok(Value::unknown(Type::Bool));
            }
            Ok(Value::bool(args[0].has_mark(&Mark::new(SENSITIVE))))
        })
}
