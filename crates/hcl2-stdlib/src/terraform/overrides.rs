//! The functions Terraform defines in place of go-cty's of the same name, with
//! Terraform's behaviour: `coalesce` (skipping empty strings too), `index` (lists and
//! tuples, searching by equality) and `lookup` (maps and objects, with a default).

use hcl2_value::strings::go_quote;
use hcl2_value::{convert, unify_unsafe, Error, Function, Marks, Parameter, Type, Value};

/// `coalesce(vals...)`: the first argument that is neither null nor an empty string,
/// all converted to their unified type.
pub(super) fn coalesce() -> Function {
    Function::builder([])
        .variadic(
            Parameter::new("vals", Type::Dynamic)
                .allow_unknown()
                .allow_dynamic_type()
                .allow_null(),
        )
        .returns_with(|args| {
            let types: Vec<Type> = args.iter().map(|a| a.ty().clone()).collect();
            unify_unsafe(&types).ok_or_else(|| Error::new("all arguments must have the same type"))
        })
        .refine_not_null()
        .build(|args, ret| {
            for arg in args {
                let v = convert(arg, ret).unwrap_or_else(|_| arg.clone());
                if !v.is_known() {
                    return Ok(Value::unknown(ret.clone()));
                }
                if v.is_null() || (ret == &Type::String && v.as_str() == Some("")) {
                    continue;
                }
                return Ok(v);
            }
            Err(Error::new("no non-null, non-empty-string arguments"))
        })
}

/// `index(list, value)`: the position of the first element equal to `value`.
pub(super) fn index() -> Function {
    Function::builder([
        Parameter::new("list", Type::Dynamic),
        Parameter::new("value", Type::Dynamic),
    ])
    .returns(Type::Number)
    .refine_not_null()
    .build(|args, _| {
        let list = &args[0];
        if !(list.ty().is_list() || list.ty().is_tuple()) {
            return Err(Error::new("argument must be a list or tuple"));
        }
        if !list.is_known() {
            return Ok(Value::unknown(Type::Number));
        }
        let items = list.as_slice().unwrap_or_default();
        if items.is_empty() {
            return Err(Error::new("cannot search an empty list"));
        }
        for (i, item) in items.iter().enumerate() {
            let eq = item.equals(&args[1]);
            if !eq.is_known() {
                return Ok(Value::unknown(Type::Number));
            }
            if eq.as_bool() == Some(true) {
                return Ok(Value::from(i as u64));
            }
        }
        Err(Error::new("item not found"))
    })
}

/// `lookup(map, key, default...)`: the element of a map or attribute of an object
/// named `key`, else the default (an error without one).
pub(super) fn lookup() -> Function {
    Function::builder([
        Parameter::new("inputMap", Type::Dynamic)
            .allow_marked()
            .allow_unknown(),
        Parameter::new("key", Type::String)
            .allow_marked()
            .allow_unknown(),
    ])
    .variadic(
        Parameter::new("default", Type::Dynamic)
            .allow_unknown()
            .allow_dynamic_type()
            .allow_null()
            .allow_marked(),
    )
    .returns_with(lookup_type)
    .build(|args, ret| {
        let (map, map_marks) = args[0].clone().unmark();
        let (key, key_marks) = args[1].clone().unmark();
        let marks: Marks = map_marks.union(&key_marks);
        if !(map.is_known() && key.is_known()) {
            return Ok(Value::unknown(ret.clone()).with_marks(&marks));
        }
        let name = key.as_str().unwrap_or_default();
        if let Some(found) = map.as_map().and_then(|m| m.get(name)) {
            return Ok(found.clone().with_marks(&marks));
        }
        if let Some(default) = args.get(2) {
            return Ok(convert(default, ret)?.with_marks(&marks));
        }
        let shown = if key_marks.iter().any(|m| m.name() == super::SENSITIVE) {
            "(sensitive value)".to_string()
        } else {
            go_quote(name)
        };
        Err(Error::new(format!("lookup failed to find key {shown}")))
    })
}

fn lookup_type(args: &[Value]) -> Result<Type, Error> {
    if args.len() > 3 {
        return Err(Error::new(format!(
            "lookup() takes two or three arguments, got {}",
            args.len()
        )));
    }
    match args[0].ty() {
        Type::Object(o) => {
            if !args[1].is_known() {
                return Ok(Type::Dynamic);
            }
            let (key, _) = args[1].clone().unmark();
            let name = key.as_str().unwrap_or_default();
            if let Some(t) = o.attribute(name) {
                return Ok(t.clone());
            }
            match args.get(2) {
                Some(default) => Ok(default.ty().clone()),
                None => Err(Error::arg(
                    0,
                    format!("the given object has no attribute {}", go_quote(name)),
                )),
            }
        }
        Type::Map(element) => {
            if let Some(default) = args.get(2) {
                convert(default, element).map_err(|_| {
                    Error::arg(
                        2,
                        "the default value must have the same type as the map elements",
                    )
                })?;
            }
            Ok((**element).clone())
        }
        _ => Err(Error::arg(
            0,
            "lookup() requires a map as the first argument",
        )),
    }
}

/// `length(value)`: the number of elements of a collection, attributes of an object,
/// or grapheme clusters of a string (go-cty's takes collections only).
pub(super) fn length() -> Function {
    Function::builder([Parameter::new("value", Type::Dynamic)
        .allow_dynamic_type()
        .allow_unknown()
        .allow_marked()])
    .returns_with(|args| match args[0].ty() {
        Type::String
        | Type::Tuple(_)
        | Type::Object(_)
        | Type::List(_)
        | Type::Map(_)
        | Type::Set(_)
        | Type::Dynamic => Ok(Type::Number),
        _ => Err(Error::new(
            "argument must be a string, a collection type, or a structural type",
        )),
    })
    .refine_not_null()
    .build(|args, _| {
        let value = &args[0];
        match value.ty() {
            Type::Dynamic => Ok(Value::unknown(Type::Number).with_marks(value.marks())),
            Type::String => {
                let (raw, marks) = value.clone().unmark();
                Ok(match raw.as_str() {
                    Some(s) => Value::from(hcl2_value::strings::grapheme_len(s) as u64),
                    // As Terraform, go-cty's strlen: at least the known prefix's length.
                    None => crate::strlen().call(&[raw])?,
                }
                .with_marks(&marks))
            }
            _ => Ok(value.length()),
        }
    })
}
