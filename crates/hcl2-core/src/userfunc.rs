//! Functions a configuration defines for itself (the reference's `ext/userfunc`):
//!
//! ```hcl
//! function "add" {
//!   params         = [a, b]
//!   variadic_param = rest
//!   result         = a + b + length(rest)
//! }
//! ```
//!
//! Each block of the given type defines a function of that name: its parameters take
//! values of any type (not null, unknown or marked, which the call handles as for any
//! function), and a call evaluates `result` with the arguments as variables (the
//! variadic ones as a tuple) in a child of the scope the application's context
//! function gives, made once, on the first call. Errors of `result` make the call fail
//! with them as its message. A block with errors defines nothing.
//!
//! This lives here, below the syntax crates, so that `hcl2-dec` (for `hcldec` spec
//! files) and `hcl2-ext` (for applications) share it; `hcl2_ext::userfunc` re-exports
//! it with a runnable example.

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use crate::{Body, BodyContent, BodySchema, Diagnostic, Diagnostics, EvalContext, Expression};
use hcl2_value::{Error, Function, Parameter, Type, Value};

/// The functions the `block_type` blocks of `body` define, by name (a later block of
/// a name replaces an earlier one), the rest of the body, and the problems found.
/// `context` makes the scope the functions' results are evaluated in.
pub fn decode_user_functions<'b>(
    body: &'b dyn Body,
    block_type: &str,
    context: impl Fn() -> EvalContext<'static> + Send + Sync + 'static,
) -> (BTreeMap<String, Function>, Box<dyn Body + 'b>, Diagnostics) {
    let schema = BodySchema::new().block(block_type, ["name"]);
    let (content, rest, mut diags) = body.partial_content(&schema);
    let mut functions = BTreeMap::new();
    if diags.has_errors() {
        return (functions, rest, diags);
    }
    let scope = Arc::new(Scope {
        make: Box::new(context),
        made: OnceLock::new(),
    });
    let function_schema = BodySchema::new()
        .attribute("params", true)
        .attribute("variadic_param", false)
        .attribute("result", true);
    for block in &content.blocks {
        let (fc, found) = block.body.content(&function_schema);
        let failed = found.has_errors();
        diags.extend(found);
        if failed {
            continue;
        }
        if let Some(f) = define(&fc, &scope, &mut diags) {
            functions.insert(block.labels[0].clone(), f);
        }
    }
    (functions, rest, diags)
}

/// The scope of every function of one decoding, made on first use.
struct Scope {
    make: Box<dyn Fn() -> EvalContext<'static> + Send + Sync>,
    made: OnceLock<EvalContext<'static>>,
}

/// The function one block's content defines, or `None` with diagnostics.
fn define(
    content: &BodyContent<'_>,
    scope: &Arc<Scope>,
    diags: &mut Diagnostics,
) -> Option<Function> {
    let params_expr = content.attributes.get("params")?.expr.as_ref();
    let result_expr = content.attributes.get("result")?.expr.as_ref();
    let param_exprs = match params_expr.as_list() {
        Ok(list) => list,
        Err(found) => {
            diags.extend(found);
            return None;
        }
    };
    let mut params = Vec::with_capacity(param_exprs.len());
    for expr in &param_exprs {
        let Some(name) = expr.as_keyword() else {
            diags.push(Diagnostic::error(
                "Invalid param element",
                "Each parameter name must be an identifier.",
                Some(expr.range()),
            ));
            return None;
        };
        params.push(name);
    }
    let variadic = match content.attributes.get("variadic_param") {
        Some(attr) => match attr.expr.as_keyword() {
            Some(name) => Some(name),
            None => {
                diags.push(Diagnostic::error(
                    "Invalid variadic_param",
                    "The variadic parameter name must be an identifier.",
                    Some(attr.expr.range()),
                ));
                return None;
            }
        },
        None => None,
    };
    let Some(result) = result_expr.detach() else {
        diags.push(Diagnostic::error(
            "Unsupported function result",
            "This expression cannot be kept beyond its file's parse, so it cannot be a function's result.",
            Some(result_expr.range()),
        ));
        return None;
    };
    let body = Arc::new(UserFunction {
        params: params.clone(),
        variadic: variadic.clone(),
        result,
        scope: scope.clone(),
    });
    let mut builder = Function::builder(
        params
            .iter()
            .map(|p| Parameter::new(p.clone(), Type::Dynamic)),
    );
    if let Some(name) = variadic {
        builder = builder.variadic(Parameter::new(name, Type::Dynamic));
    }
    let for_type = body.clone();
    Some(
        builder
            .returns_with(move |args| for_type.call(args).map(|v| v.ty().clone()))
            .build(move |args, _| body.call(args)),
    )
}

/// What a user function's calls need.
struct UserFunction {
    params: Vec<String>,
    variadic: Option<String>,
    result: Arc<dyn Expression + Send + Sync>,
    scope: Arc<Scope>,
}

impl UserFunction {
    /// `result` with the arguments bound; the reference runs this for the result type
    /// too.
    fn call(&self, args: &[Value]) -> Result<Value, Error> {
        let base = self.scope.made.get_or_init(|| (self.scope.make)());
        let mut ctx = base.child();
        ctx.variables = Some(BTreeMap::new());
        for (name, arg) in self.params.iter().zip(args) {
            ctx.set_variable(name.clone(), arg.clone());
        }
        if let Some(name) = &self.variadic {
            let rest = args.get(self.params.len()..).unwrap_or_default();
            ctx.set_variable(name.clone(), Value::tuple(rest.iter().cloned()));
        }
        let (value, diags) = self.result.value(Some(&ctx));
        if diags.has_errors() {
            return Err(Error::new(diags.to_string()));
        }
        Ok(value)
    }
}
