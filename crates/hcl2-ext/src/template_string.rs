//! `templatestring(template, vars)`: Terraform's rendering of a string value as a
//! template, with only `vars` as variables and the application's functions (the
//! template functions among them refuse to run inside, as in `templatefile`).
//!
//! The template is a value obtained elsewhere (a variable, a file's content, a data
//! source's result); an unknown template gives an unknown string, and the template's
//! marks carry over to the result. Terraform also refuses a string literal or template
//! written directly as the first argument (for which ordinary template syntax is the
//! way): that guard looks at the argument's syntax, which expressions do not expose
//! across syntaxes, so here such a literal is rendered like any other string.
//!
//! ```
//! use std::collections::BTreeMap;
//! use hcl2_ext::template_string::templatestring;
//! use hcl2_value::Value;
//!
//! let f = templatestring(BTreeMap::new);
//! let vars = Value::object([("name".to_string(), Value::from("world"))]);
//! let out = f.call(&[Value::from("Hello, ${name}!"), vars]).unwrap();
//! assert_eq!(out, Value::from("Hello, world!"));
//! ```

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_value::{CallError, Function, Parameter, Type, Value};

use crate::files::template::{render_template, without_recursion};

/// The name templates carry in the diagnostics of a `templatestring` call.
const TEMPLATE_NAME: &str = "<templatestring argument>";

/// `templatestring`, its templates calling the functions `functions` gives (usually
/// the application's whole set, which may include this one).
pub fn templatestring(
    functions: impl Fn() -> BTreeMap<String, Function> + Send + Sync + 'static,
) -> Function {
    let functions: Arc<dyn Fn() -> BTreeMap<String, Function> + Send + Sync> = Arc::new(functions);
    let for_type = functions.clone();
    Function::builder([
        Parameter::new("template", Type::String).allow_marked(),
        Parameter::new("vars", Type::Dynamic),
    ])
    .returns_with(move |args| {
        if !(args[0].is_known() && args[1].is_known()) {
            return Ok(Type::Dynamic);
        }
        render(args, &*for_type).map(|v| v.ty().clone())
    })
    .refine_not_null()
    .build(move |args, _| {
        let marks = args[0].marks().clone();
        Ok(render(args, &*functions)?.with_marks(&marks))
    })
}

fn render(
    args: &[Value],
    functions: &(dyn Fn() -> BTreeMap<String, Function> + Send + Sync),
) -> Result<Value, CallError> {
    let (template, _) = args[0].clone().unmark();
    let text = template.as_str().unwrap_or_default();
    let functions = without_recursion(functions(), "templatestring");
    render_template(text, TEMPLATE_NAME, &args[1], functions).map_err(|e| {
        e.unwrap_or_else(|diags| CallError::arg(0, format!("invalid template: {diags}")))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, Value)]) -> Value {
        Value::object(pairs.iter().map(|(k, v)| (k.to_string(), v.clone())))
    }

    fn with_itself() -> BTreeMap<String, Function> {
        let mut all = BTreeMap::new();
        all.insert("templatestring".to_string(), templatestring(with_itself));
        all
    }

    #[test]
    fn directives_and_interpolations_render_with_the_given_vars() {
        let f = templatestring(BTreeMap::new);
        let template = "%{ for n in names }${n}:${port} %{ endfor }";
        let names = Value::tuple([Value::from("a"), Value::from("b")]);
        let got = f
            .call(&[
                Value::from(template),
                vars(&[("names", names), ("port", Value::from(80))]),
            ])
            .unwrap();
        assert_eq!(got, Value::from("a:80 b:80 "));
    }

    #[test]
    fn a_variable_missing_from_vars_is_an_error_on_vars() {
        let f = templatestring(BTreeMap::new);
        let e = f.call(&[Value::from("${who}"), vars(&[])]).unwrap_err();
        assert_eq!(e.arg, Some(1));
        assert!(
            e.to_string()
                .starts_with("vars map does not contain key \"who\", referenced at <templatestring argument>:1,3-6"),
            "{e}"
        );
    }

    #[test]
    fn a_template_that_does_not_parse_is_an_error_on_the_template() {
        let f = templatestring(BTreeMap::new);
        let e = f.call(&[Value::from("${"), vars(&[])]).unwrap_err();
        assert_eq!(e.arg, Some(0));
        assert!(e.to_string().starts_with("invalid template: "), "{e}");
    }

    #[test]
    fn vars_that_are_not_a_map_are_refused() {
        let f = templatestring(BTreeMap::new);
        let e = f.call(&[Value::from("x"), Value::from(1)]).unwrap_err();
        assert_eq!(e.arg, Some(1));
        assert_eq!(e.to_string(), "invalid vars value: must be a map");
    }

    #[test]
    fn a_template_cannot_render_templatestring_again() {
        let f = templatestring(with_itself);
        let e = f
            .call(&[Value::from("${templatestring(\"x\", {})}"), vars(&[])])
            .unwrap_err();
        assert!(
            e.to_string()
                .contains("cannot recursively call templatestring from inside templatestring call"),
            "{e}"
        );
    }

    #[test]
    fn an_unknown_template_gives_an_unknown_string_and_marks_carry_over() {
        let f = templatestring(BTreeMap::new);
        let got = f.call(&[Value::unknown(Type::String), vars(&[])]).unwrap();
        assert!(!got.is_known());
        let marked = Value::from("plain").mark("sensitive");
        let got = f.call(&[marked, vars(&[])]).unwrap();
        assert_eq!(got, Value::from("plain").mark("sensitive"));
    }
}
