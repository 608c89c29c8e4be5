//! A type as the type expression that reads back as it (the reference's
//! `TypeString`): `any` for the dynamic type, object attributes in name order (quoted
//! where they are not identifiers), and no `optional` markers.

use hcl2_native::valid_identifier;
use hcl2_value::strings::go_quote;
use hcl2_value::Type;

/// The type expression for `ty`; `None` for a capsule type, which has none.
pub fn type_string(ty: &Type) -> Option<String> {
    let mut out = String::new();
    write_type(&mut out, ty)?;
    Some(out)
}

fn write_type(out: &mut String, ty: &Type) -> Option<()> {
    match ty {
        Type::String => out.push_str("string"),
        Type::Bool => out.push_str("bool"),
        Type::Number => out.push_str("number"),
        Type::Dynamic => out.push_str("any"),
        Type::List(e) | Type::Set(e) | Type::Map(e) => {
            let name = match ty {
                Type::List(_) => "list",
                Type::Set(_) => "set",
                _ => "map",
            };
            out.push_str(name);
            out.push('(');
            write_type(out, e)?;
            out.push(')');
        }
        Type::Object(o) => {
            out.push_str("object({");
            for (i, (name, aty)) in o.attributes().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                if valid_identifier(name) {
                    out.push_str(name);
                } else {
                    out.push_str(&go_quote(name));
                }
                out.push('=');
                write_type(out, aty)?;
            }
            out.push_str("})");
        }
        Type::Tuple(es) => {
            out.push_str("tuple([");
            for (i, e) in es.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_type(out, e)?;
            }
            out.push_str("])");
        }
        _ => return None,
    }
    Some(())
}
