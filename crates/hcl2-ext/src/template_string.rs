//! `templatestring(template, vars)`: Terraform's rendering of a string value as a
//! template, with only `vars` as variables and the application's functions (the
//! template functions among them refuse to run inside, as in `templatefile`).
//!
//! The template must come from elsewhere, and Terraform checks how the first argument
//! is written before evaluating it (so that a template written inline, for which
//! ordinary template syntax is the way, is refused with a hint): only a reference is
//! accepted (a variable with static steps, or an index, splat or further steps applied
//! to one: `local.t`, `var.m[each.key]`, `data.x.y[*].z`). A literal string, a template,
//! `"${local.t}"` (the interpolation-only habit of Terraform 0.11), a call, an operation
//! or a parenthesized expression are each refused on argument 0 with Terraform's
//! message. The form is read through [`Expression::form`](hcl2_core::Expression::form);
//! syntaxes that do not tell (JSON's own expressions) count as "anything else", as they
//! do in Terraform.
//!
//! The template's value must then be a string (not a number or `null`); an unknown one
//! gives an unknown string, and its marks carry over to the result. `vars` is checked
//! first, as the reference's calls do: `null` is refused, an unknown gives an unknown
//! string, and its marks carry over to the result.
//!
//! ```
//! use hcl2_core::{EvalContext, Expression};
//! use hcl2_ext::template_string::templatestring;
//! use hcl2_value::Value;
//! use std::collections::BTreeMap;
//!
//! let mut ctx = EvalContext::empty();
//! ctx.set_function("templatestring", templatestring(BTreeMap::new));
//! ctx.set_variable("greeting", Value::from("Hello, ${name}!"));
//! let call = r#"templatestring(greeting, { name = "world" })"#;
//! let parsed = hcl2_native::parse_expression(call.as_bytes(), "x.hcl", hcl2_core::Pos::START);
//! let expr = hcl2_native::NativeExpression { expr: &parsed.value, file: parsed.tree() };
//! let (value, diags) = expr.value(Some(&ctx));
//! assert!(!diags.has_errors(), "{diags}");
//! assert_eq!(value, Value::from("Hello, world!"));
//! ```

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::closure::{
    closure_type, expression_function, Argument, ClosureError, ExpressionClosure,
};
use hcl2_core::ExpressionForm;
use hcl2_value::{convert, Error, Function, Marks, Parameter, Type, Value};

use crate::files::template::{for_templates, render_template, RenderError};

/// The name templates carry in the diagnostics of a `templatestring` call.
const TEMPLATE_NAME: &str = "<templatestring argument>";

type Functions = dyn Fn() -> BTreeMap<String, Function> + Send + Sync;

/// `templatestring`, its templates calling the functions `functions` gives (usually
/// the application's whole set, which may include this one).
pub fn templatestring(
    functions: impl Fn() -> BTreeMap<String, Function> + Send + Sync + 'static,
) -> Function {
    let functions: Arc<Functions> = Arc::new(functions);
    let builder = Function::builder([
        Parameter::new("template", closure_type()),
        Parameter::new("vars", Type::Dynamic),
    ])
    .returns(Type::String)
    .refine_not_null();
    expression_function(builder, move |args| call(args, &*functions))
}

fn call(args: &[Argument<'_>], functions: &Functions) -> Result<Value, ClosureError> {
    let (Some(template), Some(vars)) = (
        args.first().and_then(Argument::closure),
        args.get(1).and_then(Argument::value),
    ) else {
        return Err(Error::new("templatestring takes a template and its vars").into());
    };
    if vars.is_null() {
        return Err(Error::arg(1, "argument must not be null").into());
    }
    let (vars, vars_marks) = vars.clone().unmark_deep();
    if !vars.is_known() {
        return Ok(unknown_string(&vars_marks));
    }
    check_form(template)?;
    let (value, diags) = template.value();
    if diags.has_errors() {
        return Err(Error::arg(0, format!("invalid template expression: {diags}")).into());
    }
    if !value.is_known() {
        return Ok(unknown_string(&vars_marks));
    }
    if value.ty() != &Type::String || value.is_null() {
        return Err(Error::arg(0, "invalid template value: a string is required").into());
    }
    let (value, marks) = value.unmark();
    let rendered = render(value.as_str().unwrap_or_default(), &vars, functions)?;
    Ok(rendered.with_marks(&marks).with_marks(&vars_marks))
}

/// An unknown string, not null, with `marks`.
fn unknown_string(marks: &Marks) -> Value {
    Value::unknown(Type::String)
        .refine_not_null()
        .with_marks(marks)
}

/// Terraform's rule on how the template argument is written.
fn check_form(template: &ExpressionClosure<'_>) -> Result<(), Error> {
    let message = match template.expression.form() {
        ExpressionForm::Reference => return Ok(()),
        ExpressionForm::WrappedInterpolation => "templatestring is only for rendering templates retrieved dynamically from elsewhere; to treat the inner expression as template syntax, write the reference expression directly without any template interpolation syntax",
        ExpressionForm::LiteralTemplate => "templatestring is only for rendering templates retrieved dynamically from elsewhere, and so does not support providing a literal template; consider using a template string expression instead",
        ExpressionForm::Template => "templatestring is only for rendering templates retrieved dynamically from elsewhere; to render an inline template, consider using a plain template string expression",
        _ => "must be a direct reference to a single string from elsewhere, containing valid Terraform template syntax",
    };
    Err(Error::arg(
        0,
        format!("invalid template expression: {message}"),
    ))
}

/// `text` rendered with `vars`, the result converted to a string.
fn render(text: &str, vars: &Value, functions: &Functions) -> Result<Value, Error> {
    let functions = for_templates(functions(), false);
    let value = render_template(text, TEMPLATE_NAME, vars, functions).map_err(|e| match e {
        RenderError::Call(e) => e,
        RenderError::Parse(diags) => Error::arg(0, format!("invalid template: {diags}")),
        RenderError::Evaluate(diags) => Error::new(diags),
    })?;
    convert(&value, &Type::String).map_err(|e| Error::new(format!("invalid template result: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::{Diagnostics, EvalContext, Expression, Pos};

    /// `templatestring` itself, `templatefile` and `file` (both stand-ins echoing their
    /// path) and `upper`.
    fn with_itself() -> BTreeMap<String, Function> {
        let echo = || {
            Function::builder([Parameter::new("path", Type::String)])
                .variadic(Parameter::new("vars", Type::Dynamic))
                .returns(Type::String)
                .build(|args, _| Ok(args[0].clone()))
        };
        let mut all = hcl2_stdlib::functions();
        all.insert("templatestring".to_string(), templatestring(with_itself));
        all.insert("templatefile".to_string(), echo());
        all.insert("file".to_string(), echo());
        all
    }

    /// `src` evaluated with `templatestring` and the variables `vars`.
    fn eval(src: &str, vars: &[(&str, Value)]) -> (Value, Diagnostics) {
        let mut ctx = EvalContext::empty();
        ctx.set_function("templatestring", templatestring(with_itself));
        for (name, value) in vars {
            ctx.set_variable(*name, value.clone());
        }
        let parsed = hcl2_native::parse_expression(src.as_bytes(), "t.hcl", Pos::START);
        assert!(!parsed.diagnostics.has_errors(), "{}", parsed.diagnostics);
        let expr = hcl2_native::NativeExpression {
            expr: &parsed.value,
            file: parsed.tree(),
        };
        expr.value(Some(&ctx))
    }

    fn local(pairs: &[(&str, Value)]) -> (&'static str, Value) {
        let attrs = pairs.iter().map(|(k, v)| (k.to_string(), v.clone()));
        ("local", Value::object(attrs))
    }

    /// The one error of `src`: its detail and the column its subject starts at.
    fn error(src: &str, vars: &[(&str, Value)]) -> (String, usize) {
        let (_, diags) = eval(src, vars);
        let d = diags.iter().next().expect("an error");
        let column = d.subject.as_ref().map_or(0, |r| r.start.column);
        (d.detail.clone(), column)
    }

    #[test]
    fn a_reference_to_a_template_renders_with_the_given_vars() {
        let tmpl = local(&[("greeting_template", Value::from("Hello, ${name}!"))]);
        let (got, diags) = eval(
            r#"templatestring(local.greeting_template, { name = "Alex" })"#,
            &[tmpl],
        );
        assert!(!diags.has_errors(), "{diags}");
        assert_eq!(got, Value::from("Hello, Alex!"));
    }

    #[test]
    fn indexes_splats_and_steps_after_a_reference_are_accepted() {
        let templates = Value::object([(
            "a".to_string(),
            Value::from("%{ for n in names }${n} %{ endfor }"),
        )]);
        let names = ("names", Value::tuple([Value::from("x"), Value::from("y")]));
        for src in [
            r#"templatestring(local.t["a"], { names = names })"#,
            r#"templatestring(local.t[k], { names = names })"#,
            r#"templatestring(local.t.a, { names = names })"#,
        ] {
            let vars = [
                local(&[("t", templates.clone())]),
                names.clone(),
                ("k", Value::from("a")),
            ];
            let (got, diags) = eval(src, &vars);
            assert!(!diags.has_errors(), "{src}: {diags}");
            assert_eq!(got, Value::from("x y "), "{src}");
        }
    }

    #[test]
    fn templates_written_inline_are_refused_on_the_template_with_terraforms_hints() {
        let t = || local(&[("t", Value::from("${x}"))]);
        for (src, hint) in [
            (
                r#"templatestring("${local.t}", {})"#,
                "to treat the inner expression as template syntax",
            ),
            (
                r#"templatestring("Hello", {})"#,
                "does not support providing a literal template",
            ),
            (
                r#"templatestring("Hello, ${local.t}", {})"#,
                "to render an inline template",
            ),
            (
                "templatestring(<<EOT\na\nb\nEOT\n, {})",
                "to render an inline template",
            ),
        ] {
            let (detail, column) = error(src, &[t()]);
            assert!(detail.contains("invalid template expression: templatestring is only for rendering templates retrieved dynamically from elsewhere"), "{src}: {detail}");
            assert!(detail.contains(hint), "{src}: {detail}");
            assert!(detail.contains("\"template\" parameter"), "{src}: {detail}");
            assert!(
                (16..=19).contains(&column) || src.contains("EOT"),
                "{src}: {column}"
            );
        }
    }

    #[test]
    fn other_expressions_are_refused_as_not_a_direct_reference() {
        let t = || local(&[("t", Value::from("${x}"))]);
        for src in [
            "templatestring(templatestring(local.t, {x = 1}), {})",
            "templatestring((local.t), {})",
            "templatestring(true ? local.t : local.t, {})",
        ] {
            let (detail, column) = error(src, &[t()]);
            assert!(detail.contains("invalid template expression: must be a direct reference to a single string from elsewhere, containing valid Terraform template syntax"), "{src}: {detail}");
            assert!(detail.contains("\"template\" parameter"), "{src}: {detail}");
            assert!(
                (16..=19).contains(&column) || src.contains("EOT"),
                "{src}: {column}"
            );
        }
    }

    #[test]
    fn a_template_that_is_not_a_string_is_refused() {
        for value in [
            Value::from(1),
            Value::null(Type::String),
            Value::tuple([Value::from("a")]),
        ] {
            let (detail, _) = error("templatestring(t, {})", &[("t", value)]);
            assert!(
                detail.contains("invalid template value: a string is required"),
                "{detail}"
            );
        }
    }

    #[test]
    fn a_variable_missing_from_vars_is_an_error_on_vars() {
        let (detail, column) = error("templatestring(t, {})", &[("t", Value::from("${who}"))]);
        assert!(detail.contains("vars map does not contain key \"who\", referenced at <templatestring argument>:1,3-6"), "{detail}");
        assert_eq!(column, 19);
    }

    #[test]
    fn vars_that_are_null_or_not_a_map_are_refused() {
        let t = || ("t", Value::from("x"));
        let (detail, _) = error("templatestring(t, null)", &[t()]);
        assert!(detail.contains("argument must not be null"), "{detail}");
        let (detail, _) = error("templatestring(t, 1)", &[t()]);
        assert!(
            detail.contains("invalid vars value: must be a map"),
            "{detail}"
        );
    }

    #[test]
    fn the_result_is_always_a_string() {
        let (got, diags) = eval(
            "templatestring(t, {v = true})",
            &[("t", Value::from("${v}"))],
        );
        assert!(!diags.has_errors(), "{diags}");
        assert_eq!(got, Value::from("true"));
    }

    #[test]
    fn a_template_cannot_render_templatestring_again() {
        let (_, diags) = eval(
            "templatestring(t, {})",
            &[("t", Value::from("${templatestring(\"x\", {})}"))],
        );
        assert!(
            diags.to_string().contains(
                "cannot recursively call templatestring from inside another template function"
            ),
            "{diags}"
        );
    }

    #[test]
    fn unknowns_give_an_unknown_string_and_marks_carry_over() {
        let (got, _) = eval(
            "templatestring(t, {})",
            &[("t", Value::unknown(Type::String))],
        );
        assert_eq!(got, Value::unknown(Type::String).refine_not_null());
        let (got, _) = eval(
            "templatestring(t, v)",
            &[("t", Value::from("x")), ("v", Value::dynamic())],
        );
        assert_eq!(got, Value::unknown(Type::String).refine_not_null());
        let marked = Value::from("plain").mark("sensitive");
        let (got, _) = eval("templatestring(t, {})", &[("t", marked)]);
        assert_eq!(got, Value::from("plain").mark("sensitive"));
    }

    #[test]
    fn template_and_filesystem_functions_refuse_to_run_inside_with_terraforms_messages() {
        for (inner, message) in [
            ("${templatefile(\"x\", {})}", "cannot recursively call templatefile from inside another template function"),
            ("${file(\"x\")}", "cannot use filesystem access functions like file in templatestring templates; consider passing the function result as a template variable instead"),
        ] {
            let (_, diags) = eval("templatestring(t, {})", &[("t", Value::from(inner))]);
            assert!(diags.to_string().contains(message), "{inner}: {diags}");
        }
        let (got, diags) = eval(
            "templatestring(t, {})",
            &[("t", Value::from("${upper(\"a\")}"))],
        );
        assert!(!diags.has_errors(), "{diags}");
        assert_eq!(got, Value::from("A"));
    }

    #[test]
    fn a_template_that_does_not_parse_is_an_error_on_the_template_and_one_that_fails_on_the_call() {
        let (detail, _) = error("templatestring(t, {})", &[("t", Value::from("${"))]);
        assert!(detail.contains("invalid template: "), "{detail}");
        assert!(detail.contains("\"template\" parameter"), "{detail}");
        let (_, diags) = eval(
            "templatestring(t, {x = 1})",
            &[("t", Value::from("${x.y}"))],
        );
        let d = diags.iter().next().expect("an error");
        assert!(!d.detail.contains("parameter"), "{}", d.detail);
        assert!(d.detail.contains("Unsupported attribute"), "{}", d.detail);
    }
}
