//! Collection functions: `length`, `hasindex`, `coalesce`, `concat`, `keys` and `values`.

use hcl2_value::{convert, unify_unsafe, Error, Function, Parameter, Type, Value};

/// `length(collection)`: the number of elements of a list, set, map or tuple; the
/// collection's own marks mark the result.
///
/// As go-cty 1.13+, the collection may be unknown: a tuple's length is known all the
/// same, a list's, set's or map's is bounded by what its refinements say.
pub fn length() -> Function {
    Function::builder([Parameter::new("collection", Type::Dynamic)
        .allow_dynamic_type()
        .allow_unknown()
        .allow_marked()])
    .description("The number of elements of the collection.")
    .returns_with(|args| match args[0].ty() {
        Type::List(_) | Type::Set(_) | Type::Map(_) | Type::Tuple(_) | Type::Dynamic => {
            Ok(Type::Number)
        }
        _ => Err(Error::new("collection must be a list, a map or a tuple")),
    })
    .refine_not_null()
    .build(|args, _| {
        if !args[0].is_known() && !hcl2_value::refinements_enabled() {
            // go-cty 1.12.1: an unknown collection's length is unknown.
            return Ok(Value::unknown(Type::Number).with_marks(args[0].marks()));
        }
        Ok(args[0].length())
    })
}

/// `hasindex(collection, key)`: whether indexing the list, map or tuple with the key
/// would find an element (false for a key of the wrong type, never a conversion).
pub fn hasindex() -> Function {
    Function::builder([
        Parameter::new("collection", Type::Dynamic).allow_dynamic_type(),
        Parameter::new("key", Type::Dynamic).allow_dynamic_type(),
    ])
    .description(
        "Whether the collection has an element for the key, so that indexing it cannot fail.",
    )
    .returns_with(|args| match args[0].ty() {
        Type::List(_) | Type::Map(_) | Type::Tuple(_) | Type::Dynamic => Ok(Type::Bool),
        _ => Err(Error::new("collection must be a list, a map or a tuple")),
    })
    .refine_not_null()
    .build(|args, _| Ok(args[0].has_index(&args[1])))
}

/// `coalesce(vals...)`: the first argument that is not null, converted to the type all
/// the arguments unify to (unsafe conversions allowed); unknown if an unknown comes first.
pub fn coalesce() -> Function {
    Function::builder([])
        .variadic(
            Parameter::new("vals", Type::Dynamic)
                .allow_unknown()
                .allow_dynamic_type()
                .allow_null(),
        )
        .description("The first of the arguments that is not null.")
        .returns_with(|args| {
            let types: Vec<Type> = args.iter().map(|a| a.ty().clone()).collect();
            unify_unsafe(&types).ok_or_else(|| Error::new("all arguments must have the same type"))
        })
        .refine_not_null()
        .build(|args, ret| {
            for arg in args {
                if !arg.is_known() {
                    return Ok(Value::unknown(ret.clone()));
                }
                if !arg.is_null() {
                    return convert(arg, ret);
                }
            }
            Err(Error::new("no non-null arguments"))
        })
}

/// `concat(seqs...)`: the elements of all the lists and tuples, in order; a list when
/// every argument is a list and their types unify, otherwise a tuple. The sequences'
/// own marks mark the result; marks on elements stay on the elements.
pub fn concat() -> Function {
    Function::builder([])
        .variadic(Parameter::new("seqs", Type::Dynamic).allow_marked())
        .description("Joins lists and tuples into one sequence, keeping their order.")
        .returns_with(concat_type)
        .refine_not_null()
        .build(|args, ret| {
            let mut elements = Vec::new();
            let mut marks = hcl2_value::Marks::new();
            for (i, seq) in args.iter().enumerate() {
                let seq = if let Type::List(_) = ret {
                    convert(seq, ret).map_err(|e| Error::about(i, e))?
                } else {
                    seq.clone()
                };
                let (seq, seq_marks) = seq.unmark();
                marks.extend(&seq_marks);
                elements.extend(seq.as_slice().unwrap_or_default().iter().cloned());
            }
            let joined = match ret {
                Type::List(ety) if elements.is_empty() => Value::empty_list((**ety).clone()),
                Type::List(_) => Value::list(elements)?,
                _ => Value::tuple(elements),
            };
            Ok(joined.with_marks(&marks))
        })
}

/// The result type of `concat`: the unified list type when every argument is a list,
/// else the tuple of every element's type (dynamic while a list's length is unknown).
fn concat_type(args: &[Value]) -> Result<Type, Error> {
    if args.is_empty() {
        return Err(Error::new("at least one argument is required"));
    }
    if args.iter().all(|a| a.ty().is_list()) {
        let types: Vec<Type> = args.iter().map(|a| a.ty().clone()).collect();
        if let Some(list) = unify_unsafe(&types) {
            return Ok(list);
        }
    }
    let mut etys = Vec::new();
    for (i, arg) in args.iter().enumerate() {
        match arg.ty() {
            Type::Tuple(es) => etys.extend(es.iter().cloned()),
            Type::List(ety) => match arg.length_int() {
                Some(n) if arg.is_known() => etys.extend(std::iter::repeat_n((**ety).clone(), n)),
                _ => return Ok(Type::Dynamic),
            },
            other => {
                return Err(Error::arg(
                    i,
                    format!(
                        "all arguments must be lists or tuples; got {}",
                        other.friendly_name()
                    ),
                ))
            }
        }
    }
    Ok(Type::tuple(etys))
}

/// `keys(inputMap)`: a map's keys as a sorted list of strings, or an object's attribute
/// names as a tuple of strings (known even when the object is not). The argument's own
/// marks mark the result.
pub fn keys() -> Function {
    Function::builder([Parameter::new("inputMap", Type::Dynamic)
        .describe("A map, or an object (whose attribute names are then the keys).")
        .allow_unknown()
        .allow_marked()])
    .description("The keys of the map, or the attribute names of the object, in order.")
    .returns_with(|args| match args[0].ty() {
        Type::Map(_) => Ok(Type::list(Type::String)),
        Type::Object(o) => Ok(Type::tuple(o.attributes().keys().map(|_| Type::String))),
        _ => Err(Error::arg(0, "must have map or object type")),
    })
    .refine_not_null()
    .build(|args, ret| {
        let (mapping, marks) = args[0].clone().unmark();
        let names: Vec<Value> = match mapping.ty() {
            Type::Object(o) => o.attributes().keys().map(Value::string).collect(),
            _ => match mapping.as_map() {
                Some(entries) => entries.keys().map(Value::string).collect(),
                None => return Ok(Value::unknown(ret.clone()).with_marks(&marks)),
            },
        };
        Ok(sequence_of(ret, names)?.with_marks(&marks))
    })
}

/// `values(mapping)`: a map's elements as a list, or an object's attribute values as a
/// tuple, in key order. The argument's own marks mark the result; marks on elements stay.
pub fn values() -> Function {
    Function::builder([Parameter::new("mapping", Type::Dynamic).allow_marked()])
        .description(
            "The elements of the map, or the attribute values of the object, in key order.",
        )
        .returns_with(|args| match args[0].ty() {
            Type::Map(ety) => Ok(Type::list((**ety).clone())),
            Type::Object(o) => Ok(Type::tuple(o.attributes().values().cloned())),
            _ => Err(Error::new("values() requires a map as the first argument")),
        })
        .refine_not_null()
        .build(|args, ret| {
            let (mapping, marks) = args[0].clone().unmark();
            let elements: Vec<Value> = mapping
                .as_map()
                .map(|entries| entries.values().cloned().collect())
                .unwrap_or_default();
            Ok(sequence_of(ret, elements)?.with_marks(&marks))
        })
}

/// `elements` as a value of `ret`: a tuple, or a list (possibly empty) of its element type.
fn sequence_of(ret: &Type, elements: Vec<Value>) -> Result<Value, Error> {
    Ok(match ret {
        Type::List(ety) if elements.is_empty() => Value::empty_list((**ety).clone()),
        Type::List(_) => Value::list(elements)?,
        _ => Value::tuple(elements),
    })
}
