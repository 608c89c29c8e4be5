//! Reading a `result_type` type constraint (`object({a = list(string)})`, `any`) from
//! its native-syntax expression, with the reference's `typeexpr.TypeConstraint`
//! meaning and diagnostics.
//!
//! This is the harness's own small reader, written because `hcl2-dec` does not offer
//! type-expression reading yet; it should give way to `hcl2-dec`'s once that exists.
//! Only what a type constraint may say is read: the primitive keywords, `any`, the
//! `list`/`set`/`map`/`object`/`tuple` constructors and `optional(...)` attributes
//! (without defaults).

use hcl2_core::{Diagnostic, Diagnostics, Range};
use hcl2_native::analysis::{key_keyword, keyword, static_call, static_list, static_map};
use hcl2_native::ast::{Expr, Tree};
use hcl2_value::strings::go_quote;
use hcl2_value::Type;

const SUMMARY: &str = "Invalid type specification";

/// The type constraint `expr` states; errors leave the dynamic pseudo-type (or the
/// best type built so far) beside the diagnostics.
pub fn type_constraint(expr: &Expr, file: Tree<'_>) -> (Type, Diagnostics) {
    let mut diags = Diagnostics::new();
    let ty = read(expr, file, &mut diags);
    (ty, diags)
}

fn error(diags: &mut Diagnostics, detail: impl Into<String>, subject: Range) -> Type {
    diags.push(Diagnostic::error(SUMMARY, detail, Some(subject)));
    Type::Dynamic
}

fn error_in(diags: &mut Diagnostics, detail: impl Into<String>, subject: Range, context: Range) {
    diags.push(Diagnostic::error(SUMMARY, detail, Some(subject)).with_context(context));
}

fn collection_detail(name: &str) -> Option<String> {
    Some(match name {
        "list" | "map" | "set" => {
            format!("The {name} type constructor requires one argument specifying the element type.")
        }
        "object" => "The object type constructor requires one argument specifying the attribute types and values as a map.".into(),
        "tuple" => "The tuple type constructor requires one argument specifying the element types as a list.".into(),
        _ => return None,
    })
}

fn read(expr: &Expr, file: Tree<'_>, diags: &mut Diagnostics) -> Type {
    let range = file.range(expr.span());
    if let Some(word) = keyword(expr, file) {
        return match word {
            "bool" => Type::Bool,
            "string" => Type::String,
            "number" => Type::Number,
            "any" => Type::Dynamic,
            _ => match collection_detail(word) {
                Some(detail) => error(diags, detail, range),
                None => error(
                    diags,
                    format!(
                        "The keyword {} is not a valid type specification.",
                        go_quote(word)
                    ),
                    range,
                ),
            },
        };
    }
    let Ok(call) = static_call(expr, file) else {
        return error(
            diags,
            "A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string).",
            range,
        );
    };
    match call.name {
        "bool" | "string" | "number" => {
            return error(
                diags,
                format!(
                    "Primitive type keyword {} does not expect arguments.",
                    go_quote(call.name)
                ),
                call.args_range,
            )
        }
        "any" => {
            return error(
                diags,
                format!(
                    "Type constraint keyword {} does not expect arguments.",
                    go_quote(call.name)
                ),
                call.args_range,
            )
        }
        _ => {}
    }
    if call.args.len() != 1 {
        if let Some(detail) = collection_detail(call.name) {
            let args: Vec<Expr> = call.args.iter().collect();
            let subject = match args.as_slice() {
                [_, second, .., last] | [_, second @ last] => {
                    Range::between(&file.range(second.span()), &file.range(last.span()))
                }
                _ => call.args_range.clone(),
            };
            error_in(diags, detail, subject, call.args_range);
            return Type::Dynamic;
        }
    }
    // Each collection constructor here has its one argument (checked above).
    match (call.name, call.args.iter().next()) {
        ("list", Some(arg)) => Type::list(read(&arg, file, diags)),
        ("set", Some(arg)) => Type::set(read(&arg, file, diags)),
        ("map", Some(arg)) => Type::map(read(&arg, file, diags)),
        ("object", Some(arg)) => read_object(&arg, &range, file, diags),
        ("tuple", Some(arg)) => {
            let Ok(elems) = static_list(&arg, file) else {
                error_in(
                    diags,
                    "Tuple type constructor requires a list of element types.",
                    file.range(arg.span()),
                    range,
                );
                return Type::Dynamic;
            };
            Type::tuple(
                elems
                    .iter()
                    .map(|e| read(&e, file, diags))
                    .collect::<Vec<_>>(),
            )
        }
        ("optional", _) => error(
            diags,
            format!(
                "Keyword {} is valid only as a modifier for object type attributes.",
                go_quote(call.name)
            ),
            call.name_range,
        ),
        (other, _) => error(
            diags,
            format!(
                "Keyword {} is not a valid type constructor.",
                go_quote(other)
            ),
            range,
        ),
    }
}

/// `object({name = type, ...})`'s argument: attribute names to types, any of them
/// wrapped in `optional(...)`. A repeated name keeps its last type.
fn read_object(arg: &Expr, whole: &Range, file: Tree<'_>, diags: &mut Diagnostics) -> Type {
    let Ok(items) = static_map(arg, file) else {
        error_in(
            diags,
            "Object type constructor requires a map whose keys are attribute names and whose values are the corresponding attribute types.",
            file.range(arg.span()),
            whole.clone(),
        );
        return Type::Dynamic;
    };
    let mut attrs: Vec<(String, Type)> = Vec::new();
    let mut optional: Vec<String> = Vec::new();
    for item in items {
        let Some(name) = key_keyword(&item.key, file) else {
            error_in(
                diags,
                "Object constructor map keys must be attribute names.",
                file.range(item.key.expr.span()),
                whole.clone(),
            );
            continue;
        };
        let mut ty_expr = item.value;
        if let Ok(call) = static_call(&ty_expr, file) {
            if call.name == "optional" {
                let context = file.range(ty_expr.span());
                if call.args.is_empty() {
                    error_in(
                        diags,
                        "Optional attribute modifier requires the attribute type as its argument.",
                        call.args_range,
                        context,
                    );
                    continue;
                }
                if call.args.len() == 1 {
                    optional.push(name.to_string());
                } else {
                    error_in(
                        diags,
                        "Optional attribute modifier expects only one argument: the attribute type.",
                        call.args_range,
                        context,
                    );
                }
                ty_expr = call.args.iter().next().unwrap_or(ty_expr);
            }
        }
        let ty = read(&ty_expr, file, diags);
        match attrs.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = ty,
            None => attrs.push((name.to_string(), ty)),
        }
    }
    Type::object_with_optional(attrs, optional)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::Pos;

    fn read_text(text: &str) -> (Type, Vec<String>) {
        let parsed = hcl2_native::parse_expression(text.as_bytes(), "t.t", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
        let (ty, diags) = type_constraint(&parsed.value, parsed.tree());
        let messages = diags
            .iter()
            .map(|d| format!("{}: {}", d.subject.as_ref().unwrap(), d.detail))
            .collect();
        (ty, messages)
    }

    fn ty(text: &str) -> Type {
        let (ty, messages) = read_text(text);
        assert!(messages.is_empty(), "{text}: {messages:?}");
        ty
    }

    #[test]
    fn keywords_and_constructors_read_as_types() {
        assert_eq!(ty("string"), Type::String);
        assert_eq!(ty("any"), Type::Dynamic);
        assert_eq!(ty("list(number)"), Type::list(Type::Number));
        assert_eq!(ty("set(bool)"), Type::set(Type::Bool));
        assert_eq!(ty("map(any)"), Type::map(Type::Dynamic));
        assert_eq!(
            ty("tuple([string, list(bool)])"),
            Type::tuple([Type::String, Type::list(Type::Bool)])
        );
        assert_eq!(
            ty("object({a = number, b = string})").to_string(),
            "object({a=number,b=string})"
        );
        assert_eq!(ty("object({})"), Type::empty_object());
    }

    #[test]
    fn optional_attributes_are_marked_and_a_repeated_name_keeps_its_last_type() {
        assert_eq!(
            ty("object({a = optional(string), b = bool})").to_string(),
            "object({a=optional(string),b=bool})"
        );
        assert_eq!(
            ty("object({a = string, a = number})").to_string(),
            "object({a=number})"
        );
    }

    #[test]
    fn invalid_specifications_have_the_reference_messages() {
        let cases = [
            ("foo", "t.t:1,1-4: The keyword \"foo\" is not a valid type specification."),
            ("null", "t.t:1,1-5: The keyword \"null\" is not a valid type specification."),
            ("list", "t.t:1,1-5: The list type constructor requires one argument specifying the element type."),
            ("\"string\"", "t.t:1,1-9: A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string)."),
            ("string()", "t.t:1,7-9: Primitive type keyword \"string\" does not expect arguments."),
            ("any(1)", "t.t:1,4-7: Type constraint keyword \"any\" does not expect arguments."),
            ("list(string, number, bool)", "t.t:1,14-26: The list type constructor requires one argument specifying the element type."),
            ("map()", "t.t:1,4-6: The map type constructor requires one argument specifying the element type."),
            ("tuple(string)", "t.t:1,7-13: Tuple type constructor requires a list of element types."),
            ("object([])", "t.t:1,8-10: Object type constructor requires a map whose keys are attribute names and whose values are the corresponding attribute types."),
            ("object({(a) = string})", "t.t:1,9-12: Object constructor map keys must be attribute names."),
            ("object({\"b\" = string})", "t.t:1,9-12: Object constructor map keys must be attribute names."),
            ("(string)", "t.t:1,1-9: A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string)."),
            ("object({a = optional()})", "t.t:1,21-23: Optional attribute modifier requires the attribute type as its argument."),
            ("object({a = optional(string, 1)})", "t.t:1,21-32: Optional attribute modifier expects only one argument: the attribute type."),
            ("optional(string)", "t.t:1,1-9: Keyword \"optional\" is valid only as a modifier for object type attributes."),
            ("frob(string)", "t.t:1,1-13: Keyword \"frob\" is not a valid type constructor."),
        ];
        for (text, want) in cases {
            let (_, messages) = read_text(text);
            assert_eq!(messages, [want], "{text}");
        }
    }
}
