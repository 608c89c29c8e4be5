//! Type conformance: whether a type matches a type constraint (the dynamic pseudo-type
//! matching anything), with the reference's messages for each mismatch.

use crate::{Error, Number, PathStep, Type, Value};

impl Type {
    /// Whether this type matches the constraint `want` (a type matches itself, and
    /// anything matches the dynamic pseudo-type, at any depth).
    pub fn conforms_to(&self, want: &Type) -> bool {
        self.conformance_errors(want).is_empty()
    }

    /// Every way this type fails to match the constraint `want`, each with its path
    /// (empty when it conforms).
    pub fn conformance_errors(&self, want: &Type) -> Vec<Error> {
        let mut errors = Vec::new();
        check(self, want, &mut Vec::new(), &mut errors);
        errors
    }
}

fn check(given: &Type, want: &Type, path: &mut Vec<PathStep>, errors: &mut Vec<Error>) {
    if want.is_dynamic() || given == want {
        return;
    }
    let error =
        |path: &[PathStep], message: String| Error::at_path(crate::Path(path.to_vec()), message);
    match (given, want) {
        (Type::Object(g), Type::Object(w)) => {
            for name in g.attributes().keys().filter(|k| w.attribute(k).is_none()) {
                errors.push(error(
                    path,
                    format!("unsupported attribute {}", crate::strings::go_quote(name)),
                ));
            }
            for name in w.attributes().keys().filter(|k| g.attribute(k).is_none()) {
                errors.push(error(
                    path,
                    format!(
                        "missing required attribute {}",
                        crate::strings::go_quote(name)
                    ),
                ));
            }
            for (name, wt) in w.attributes() {
                if let Some(gt) = g.attribute(name) {
                    path.push(PathStep::Attr(name.to_string()));
                    check(gt, wt, path, errors);
                    path.pop();
                }
            }
        }
        (Type::Tuple(g), Type::Tuple(w)) => {
            if g.len() != w.len() {
                errors.push(error(
                    path,
                    format!("{} elements are required, but got {}", w.len(), g.len()),
                ));
                return;
            }
            for (i, (gt, wt)) in g.iter().zip(w.iter()).enumerate() {
                path.push(PathStep::Index(Value::number(Number::from_u64(i as u64))));
                check(gt, wt, path, errors);
                path.pop();
            }
        }
        (Type::List(g), Type::List(w))
        | (Type::Map(g), Type::Map(w))
        | (Type::Set(g), Type::Set(w)) => {
            let key = match given {
                Type::List(_) => Type::Number,
                Type::Map(_) => Type::String,
                _ => (**g).clone(),
            };
            path.push(PathStep::Index(Value::unknown(key)));
            check(g, w, path, errors);
            path.pop();
        }
        _ => errors.push(error(
            path,
            format!(
                "{} required, but received {}",
                want.friendly_name(),
                given.friendly_name()
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use crate::Type;

    #[test]
    fn conformance_treats_dynamic_as_a_wildcard_at_any_depth() {
        assert!(Type::list(Type::String).conforms_to(&Type::list(Type::Dynamic)));
        assert!(!Type::set(Type::String).conforms_to(&Type::list(Type::Dynamic)));
        assert!(Type::Number.conforms_to(&Type::Dynamic));
        assert!(!Type::Dynamic.conforms_to(&Type::Number));
    }

    #[test]
    fn conformance_errors_use_the_reference_messages() {
        let e = Type::Number.conformance_errors(&Type::String);
        assert_eq!(e[0].message(), "string required, but received number");
        let e = Type::object([("a", Type::Number)])
            .conformance_errors(&Type::object([("b", Type::Number)]));
        let msgs: Vec<_> = e.iter().map(|e| e.message()).collect();
        assert_eq!(
            msgs,
            [
                "unsupported attribute \"a\"",
                "missing required attribute \"b\""
            ]
        );
        let e = Type::tuple([Type::String]).conformance_errors(&Type::tuple([]));
        assert_eq!(e[0].message(), "0 elements are required, but got 1");
        let e = Type::list(Type::Bool).conformance_errors(&Type::list(Type::String));
        assert_eq!(
            e[0].to_string(),
            "[...]: string required, but received bool"
        );
    }
}
