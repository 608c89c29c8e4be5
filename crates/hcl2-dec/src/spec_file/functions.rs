//! `function` blocks: functions a spec file defines for the input's expressions (as the
//! reference's `ext/userfunc` reads them).
//!
//! ```hcl
//! function "add" {
//!   params         = [a, b]
//!   variadic_param = rest
//!   result         = a + b + length(rest)
//! }
//! ```
//!
//! Parameters are names, taking values of any type but not null; `result` is evaluated
//! with the spec-definition functions and the arguments as variables (the variadic ones
//! as a tuple). Its errors make the call fail with the diagnostics as the message. The
//! functions cannot call each other. A block with errors defines nothing.

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::{Body, BodySchema, Diagnostic, Diagnostics, EvalContext, Expression};
use hcl2_value::function::{CallError, Function, Parameter};
use hcl2_value::{Type, Value};

use super::Source;
use crate::owned_expression::OwnedExpression;

/// The functions the `function` blocks of `body` define, by name (a later block replaces
/// an earlier one of the same name), and the rest of the body.
pub(super) fn decode<'b>(
    body: &'b dyn Body,
    source: &Source,
    spec_ctx: &Arc<EvalContext<'static>>,
) -> (BTreeMap<String, Function>, Box<dyn Body + 'b>, Diagnostics) {
    let schema = BodySchema::new().block("function", ["name"]);
    let (content, rest, mut diags) = body.partial_content(&schema);
    let mut functions = BTreeMap::new();
    if diags.has_errors() {
        return (functions, rest, diags);
    }
    let function_schema = BodySchema::new()
        .attribute("params", true)
        .attribute("variadic_param", false)
        .attribute("result", true);
    for block in &content.blocks {
        let Some(name) = block.labels.first() else {
            continue;
        };
        let (parts, part_diags) = block.body.content(&function_schema);
        let failed = part_diags.has_errors();
        diags.extend(part_diags);
        if failed {
            continue;
        }
        let (Some(params), Some(result)) = (
            parts.attributes.get("params"),
            parts.attributes.get("result"),
        ) else {
            continue;
        };
        let variadic = parts.attributes.get("variadic_param");
        let Some((names, variadic)) = parameters(
            params.expr.as_ref(),
            variadic.map(|v| v.expr.as_ref()),
            &mut diags,
        ) else {
            continue;
        };
        let Some(result) = source.owned(&result.expr.range()) else {
            continue;
        };
        functions.insert(
            name.clone(),
            function(names, variadic, Arc::new(result), spec_ctx.clone()),
        );
    }
    (functions, rest, diags)
}

/// The parameter names and the variadic parameter's, each a bare name; `None` (with the
/// reference's diagnostic) when one is not.
fn parameters(
    params: &dyn Expression,
    variadic: Option<&dyn Expression>,
    diags: &mut Diagnostics,
) -> Option<(Vec<String>, Option<String>)> {
    let elems = match params.as_list() {
        Ok(elems) => elems,
        Err(e) => {
            diags.extend(e);
            return None;
        }
    };
    let mut names = Vec::with_capacity(elems.len());
    for elem in &elems {
        match elem.as_keyword() {
            Some(name) => names.push(name),
            None => {
                diags.push(Diagnostic::error(
                    "Invalid param element",
                    "Each parameter name must be an identifier.",
                    Some(elem.range()),
                ));
                return None;
            }
        }
    }
    let variadic = match variadic {
        None => None,
        Some(expr) => match expr.as_keyword() {
            Some(name) => Some(name),
            None => {
                diags.push(Diagnostic::error(
                    "Invalid variadic_param",
                    "The variadic parameter name must be an identifier.",
                    Some(expr.range()),
                ));
                return None;
            }
        },
    };
    Some((names, variadic))
}

/// The function evaluating `result` with the arguments bound to `names` (and the rest,
/// as a tuple, to `variadic`) in a child scope of `spec_ctx`. Its result type is that of
/// the result for the given arguments.
fn function(
    names: Vec<String>,
    variadic: Option<String>,
    result: Arc<OwnedExpression>,
    spec_ctx: Arc<EvalContext<'static>>,
) -> Function {
    let mut builder = Function::builder(
        names
            .iter()
            .map(|n| Parameter::new(n.clone(), Type::Dynamic)),
    );
    if let Some(rest) = &variadic {
        builder = builder.variadic(Parameter::new(rest.clone(), Type::Dynamic));
    }
    let call = Arc::new(move |args: &[Value]| -> Result<Value, CallError> {
        let mut scope = spec_ctx.child();
        let mut vars = BTreeMap::new();
        for (name, arg) in names.iter().zip(args) {
            vars.insert(name.clone(), arg.clone());
        }
        if let Some(rest) = &variadic {
            let extra = args.get(names.len()..).unwrap_or_default();
            vars.insert(rest.clone(), Value::tuple(extra.iter().cloned()));
        }
        scope.variables = Some(vars);
        let (value, diags) = result.value(Some(&scope));
        if diags.has_errors() {
            // The reference passes the diagnostics on as the call's error.
            return Err(CallError::new(diags.to_string()));
        }
        Ok(value)
    });
    let for_type = call.clone();
    builder
        .returns_with(move |args| for_type(args).map(|v| v.ty().clone()))
        .build(move |args, _| call(args))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec_file::load_spec_file;

    fn functions_of(src: &str) -> (BTreeMap<String, Function>, Diagnostics) {
        let (file, diags) = load_spec_file(
            format!("{src}\nliteral {{\n  value = 1\n}}\n").as_bytes(),
            "f.hcldec",
        );
        (file.map(|f| f.functions).unwrap_or_default(), diags)
    }

    #[test]
    fn variadic_arguments_arrive_as_a_tuple() {
        let (fs, diags) = functions_of(
            "function \"f\" {\n  params = [a]\n  variadic_param = rest\n  result = [a, rest]\n}",
        );
        assert!(diags.is_empty(), "{diags}");
        let f = &fs["f"];
        let got = f
            .call(&[Value::from(1), Value::from("x"), Value::from(true)])
            .unwrap();
        let rest = Value::tuple([Value::from("x"), Value::from(true)]);
        assert_eq!(got, Value::tuple([Value::from(1), rest]));
        assert_eq!(
            f.call(&[Value::from(1)]).unwrap(),
            Value::tuple([Value::from(1), Value::empty_tuple()])
        );
    }

    #[test]
    fn errors_in_the_result_become_the_calls_error() {
        let (fs, _) = functions_of("function \"f\" {\n  params = []\n  result = nope\n}");
        let e = fs["f"].call(&[]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "f.hcldec:3,12-16: Unknown variable; There is no variable named \"nope\"."
        );
    }
}
