//! Function calls: `name(args)`, `name(args, list...)` and namespaced names such as
//! `provider::aws::arn_parse(x)`, which are looked up by their full name.
//!
//! The function is found in the nearest scope that defines it. A final argument
//! followed by `...` is expanded into one argument per element. The arguments are then
//! counted against the parameters, each is evaluated and converted to its parameter's
//! type, and the function is called only when all of that succeeded; its own errors
//! point at the argument they name.

use hcl2_core::closure::{
    closure_type, Argument, ClosureCall, ClosureError, ExpressionClosure, ExpressionDecoder,
    ValueExpression,
};
use hcl2_core::suggestion::name_suggestion;
use hcl2_core::{Diagnostic, Diagnostics, EvalContext, Expression, Lookup, Range};
use hcl2_value::strings::go_quote;
use hcl2_value::{convert_limited, Function, Parameter, Type, Value};

use super::{range_of, start_range_of, NativeExpression};
use crate::ast::Tree;
use crate::ast::{Expr, FunctionCallView};

/// One argument after expansion: written in the call, or an element of the expanded
/// final argument (whose ranges are all the expanded expression's).
enum Arg<'a> {
    Written(&'a Expr),
    Expanded(Value, &'a Expr),
}

/// Evaluates a function call.
pub(super) fn evaluate(
    e: &FunctionCallView<'_>,
    file: Tree<'_>,
    ctx: Option<&EvalContext<'_>>,
) -> (Value, Diagnostics) {
    let whole = || file.range(e.span);
    let name = e.name;
    let function = match ctx.map(|c| (c, c.function(name))) {
        Some((_, Lookup::Found(f))) => f,
        Some((ctx, Lookup::Unknown { .. })) => {
            let diag = Diagnostic::error(
                "Call to unknown function",
                unknown_function_detail(name, ctx),
                Some(file.range(e.name_span)),
            )
            .with_context(whole());
            return (Value::dynamic(), diag.into());
        }
        None | Some((_, Lookup::NotAllowed)) => {
            let diag = Diagnostic::error(
                "Function calls not allowed",
                "Functions may not be called here.",
                Some(whole()),
            );
            return (Value::dynamic(), diag.into());
        }
    };
    // Arguments read from the call's text are gathered once for the call (without
    // allocating for the few most calls have).
    let read: smallvec::SmallVec<[Expr; 4]>;
    let args = match e.args.stored() {
        Some(stored) => stored,
        None => {
            read = e.args.iter().collect();
            &read
        }
    };
    let call = Call {
        e,
        args,
        file,
        ctx,
        function,
    };
    call.run()
}

/// Why a name is not a function, with a suggestion drawn (as the reference does) only
/// from the innermost scope's own functions.
fn unknown_function_detail(name: &str, ctx: &EvalContext<'_>) -> String {
    let names = ctx
        .functions
        .iter()
        .flat_map(|t| t.keys().map(String::as_str));
    if let Some(sep) = name.rfind("::") {
        let (namespace, bare) = name.split_at(sep + 2);
        let in_namespace: Vec<&str> = names.filter(|n| n.starts_with(namespace)).collect();
        if in_namespace.is_empty() {
            return format!(
                "There are no functions in namespace {}.",
                go_quote(namespace)
            );
        }
        // The reference compares the bare name with the qualified candidates and puts
        // the namespace in front of the (already qualified) one it picks.
        let suggestion = name_suggestion(bare, in_namespace)
            .map(|s| format!(" Did you mean {namespace}{s}?"))
            .unwrap_or_default();
        return format!(
            "There is no function named {} in namespace {namespace}.{suggestion}",
            go_quote(bare)
        );
    }
    let suggestion = name_suggestion(name, names)
        .map(|s| format!(" Did you mean {}?", go_quote(s)))
        .unwrap_or_default();
    format!("There is no function named {}.{suggestion}", go_quote(name))
}

/// A call of a function that was found.
struct Call<'a, 'c> {
    e: &'a FunctionCallView<'a>,
    /// The arguments as written.
    args: &'a [Expr],
    file: Tree<'a>,
    ctx: Option<&'a EvalContext<'c>>,
    function: &'a Function,
}

impl<'a> Call<'a, '_> {
    /// The whole call's range, the context of its diagnostics.
    fn whole(&self) -> Range {
        self.file.range(self.e.span)
    }

    fn run(&self) -> (Value, Diagnostics) {
        let mut diags = Diagnostics::new();
        let args = match self.arguments(&mut diags) {
            Some(args) => args,
            None => return (Value::dynamic(), diags),
        };
        if let Some(diag) = self.check_count(&args) {
            return (Value::dynamic(), diag.into());
        }
        if let Some(closure_call) = ClosureCall::of(self.function) {
            return self.run_with_closures(closure_call, &args, diags);
        }
        let mut values = Vec::with_capacity(args.len());
        for (i, arg) in args.iter().enumerate() {
            // Every argument has a parameter once the count has been checked.
            let Some(param) = self.param(i) else {
                return (Value::dynamic(), diags);
            };
            values.push(self.argument_value(arg, param, &mut diags));
        }
        if diags.has_errors() {
            return (Value::dynamic(), diags);
        }
        match self.function.call_limited(&values, self.max_number_len()) {
            Ok(value) => (value, diags),
            Err(err) => {
                diags.push(self.call_error(&args, err));
                (Value::dynamic(), diags)
            }
        }
    }

    /// How long a number may print when the call converts it to a string: the
    /// context's limit ([`EvalContext::max_number_len`]), or the default without one.
    fn max_number_len(&self) -> usize {
        self.ctx
            .map_or(hcl2_value::json::DEFAULT_MAX_NUMBER_LEN, |c| {
                c.max_number_len()
            })
    }

    /// An argument evaluated and converted to its parameter's type (an unknown of that
    /// type, with a diagnostic, when it does not convert), or read by the decoder of
    /// the parameter's type when it has one.
    fn argument_value(&self, arg: &Arg<'_>, param: &Parameter, diags: &mut Diagnostics) -> Value {
        if let Some(decoder) = ExpressionDecoder::of(&param.ty) {
            let (value, found) = match arg {
                Arg::Written(expr) => decoder.decode(
                    &NativeExpression {
                        expr,
                        file: self.file,
                    },
                    self.ctx,
                ),
                Arg::Expanded(value, expr) => decoder.decode(
                    &ValueExpression::new(value.clone(), range_of(expr, self.file)),
                    self.ctx,
                ),
            };
            diags.extend(found);
            return value;
        }
        let value = match arg {
            Arg::Written(expr) => {
                let (value, arg_diags) = super::evaluate(expr, self.file, self.ctx);
                diags.extend(arg_diags);
                value
            }
            Arg::Expanded(value, _) => value.clone(),
        };
        // A value already of a primitive parameter type (or for a dynamic one)
        // converts to itself.
        let as_is = param.ty.is_dynamic() || (param.ty.is_primitive() && value.ty() == &param.ty);
        let converted = if as_is {
            Ok(value)
        } else {
            convert_limited(&value, &param.ty, self.max_number_len())
        };
        converted.unwrap_or_else(|err| {
            diags.push(self.invalid_argument(param, err.message(), self.arg_start(arg)));
            Value::unknown(param.ty.clone())
        })
    }

    /// Calls a function that takes some arguments unevaluated (see
    /// [`hcl2_core::closure`]): those get their expression and this call's scope; an
    /// element of an expanded final argument is an expression of its value, at the
    /// expanded expression's range, as in the reference.
    fn run_with_closures(
        &self,
        closure_call: &ClosureCall,
        args: &[Arg<'a>],
        mut diags: Diagnostics,
    ) -> (Value, Diagnostics) {
        let closure_ty = closure_type();
        let expressions: Vec<Option<Box<dyn Expression + 'a>>> = args
            .iter()
            .enumerate()
            .map(|(i, arg)| {
                let param = self.param(i)?;
                (param.ty == closure_ty).then(|| -> Box<dyn Expression + 'a> {
                    match arg {
                        Arg::Written(expr) => Box::new(NativeExpression {
                            expr,
                            file: self.file,
                        }),
                        Arg::Expanded(value, expr) => Box::new(ValueExpression::new(
                            value.clone(),
                            range_of(expr, self.file),
                        )),
                    }
                })
            })
            .collect();
        let mut arguments = Vec::with_capacity(args.len());
        for (i, (arg, expression)) in args.iter().zip(&expressions).enumerate() {
            let (Some(param), expression) = (self.param(i), expression) else {
                return (Value::dynamic(), diags);
            };
            arguments.push(match expression {
                Some(expression) => Argument::Closure(ExpressionClosure {
                    expression: expression.as_ref(),
                    context: self.ctx,
                }),
                None => Argument::Value(self.argument_value(arg, param, &mut diags)),
            });
        }
        if diags.has_errors() {
            return (Value::dynamic(), diags);
        }
        match closure_call.call(&arguments) {
            Ok(value) => (value, diags),
            Err(ClosureError::Call(err)) => {
                diags.push(self.call_error(args, err));
                (Value::dynamic(), diags)
            }
            Err(ClosureError::Diagnostics(found)) => {
                diags.extend(found);
                (Value::dynamic(), diags)
            }
        }
    }

    /// The parameter argument `i` maps to.
    fn param(&self, i: usize) -> Option<&'a Parameter> {
        self.function
            .params()
            .get(i)
            .or_else(|| self.function.variadic_param())
    }

    /// The arguments with a final `...` argument expanded, or `None` (with diagnostics)
    /// when it cannot be: a value that is null, unknown, of unknown type or not a
    /// sequence, or one that failed to evaluate.
    fn arguments(&self, diags: &mut Diagnostics) -> Option<Vec<Arg<'a>>> {
        let written = self.args;
        let (last, init) = match written.split_last() {
            Some(split) if self.e.expand_final => split,
            _ => return Some(written.iter().map(Arg::Written).collect()),
        };
        let (value, expand_diags) = super::evaluate(last, self.file, self.ctx);
        let failed = expand_diags.has_errors();
        diags.extend(expand_diags);
        if failed {
            return None;
        }
        let invalid = |detail: &str| {
            Diagnostic::error(
                "Invalid expanding argument value",
                detail,
                Some(range_of(last, self.file)),
            )
            .with_context(self.whole())
        };
        let sequence = matches!(value.ty(), Type::Tuple(_) | Type::List(_) | Type::Set(_));
        if !sequence && !value.ty().is_dynamic() {
            diags.push(invalid(
                "The expanding argument (indicated by ...) must be of a tuple, list, or set type.",
            ));
            return None;
        }
        if value.is_null() {
            diags.push(invalid(
                "The expanding argument (indicated by ...) must not be null.",
            ));
            return None;
        }
        if !sequence || !value.is_known() {
            return None;
        }
        // The sequence's own marks go onto each element instead.
        let (value, marks) = value.unmark();
        let mut args: Vec<Arg<'a>> = init.iter().map(Arg::Written).collect();
        args.extend(
            value
                .as_slice()
                .unwrap_or_default()
                .iter()
                .map(|v| Arg::Expanded(v.clone().with_marks(&marks), last)),
        );
        Some(args)
    }

    /// "Not enough" or "Too many function arguments", when the count does not fit.
    fn check_count(&self, args: &[Arg<'_>]) -> Option<Diagnostic> {
        let params = self.function.params();
        let variadic = self.function.variadic_param().is_some();
        if args.len() < params.len() {
            let detail = format!(
                "Function {} expects{} {} argument(s). Missing value for {}.",
                go_quote(self.e.name),
                if variadic { " at least" } else { "" },
                params.len(),
                go_quote(&params[args.len()].name)
            );
            let subject = self.file.range(self.e.close_paren_span);
            return Some(
                Diagnostic::error("Not enough function arguments", detail, Some(subject))
                    .with_context(self.whole()),
            );
        }
        if !variadic && args.len() > params.len() {
            let detail = format!(
                "Function {} expects only {} argument(s).",
                go_quote(self.e.name),
                params.len()
            );
            return Some(
                Diagnostic::error(
                    "Too many function arguments",
                    detail,
                    Some(self.arg_start(&args[params.len()])),
                )
                .with_context(self.whole()),
            );
        }
        None
    }

    /// Where an argument starts, for messages about it.
    fn arg_start(&self, arg: &Arg<'_>) -> Range {
        match arg {
            Arg::Written(expr) => start_range_of(expr, self.file),
            Arg::Expanded(_, expr) => range_of(expr, self.file),
        }
    }

    fn invalid_argument(&self, param: &Parameter, message: &str, subject: Range) -> Diagnostic {
        Diagnostic::error(
            "Invalid function argument",
            format!(
                "Invalid value for {} parameter: {message}.",
                go_quote(&param.name)
            ),
            Some(subject),
        )
        .with_context(self.whole())
    }

    /// The diagnostic for an error the function itself returned: about the argument it
    /// names when there is one, otherwise about the call.
    fn call_error(&self, args: &[Arg<'_>], err: hcl2_value::Error) -> Diagnostic {
        let message = err.message();
        let failed = || {
            Diagnostic::error(
                "Error in function call",
                format!(
                    "Call to function {} failed: {message}.",
                    go_quote(self.e.name)
                ),
                Some(self.file.range(self.e.name_span.to(self.e.open_paren_span))),
            )
            .with_context(self.whole())
        };
        let Some(i) = err.argument() else {
            return failed();
        };
        match (self.param(i), args.get(i)) {
            (Some(param), Some(arg)) => self.invalid_argument(param, message, self.arg_start(arg)),
            // The function named an argument the call does not have.
            (Some(param), None) => Diagnostic::error(
                "Invalid function argument",
                format!(
                    "Invalid value for {} parameter: {message}.",
                    go_quote(&param.name)
                ),
                Some(self.whole()),
            ),
            (None, _) => failed(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx_with(names: &[&str]) -> EvalContext<'static> {
        let mut ctx = EvalContext::new();
        for name in names {
            let f = Function::builder([])
                .returns(Type::Bool)
                .build(|_, _| Ok(Value::from(true)));
            ctx.set_function(*name, f);
        }
        ctx
    }

    #[test]
    fn plain_names_get_a_suggestion_from_the_innermost_scope_only() {
        let ctx = ctx_with(&["upper"]);
        assert_eq!(
            unknown_function_detail("uper", &ctx),
            "There is no function named \"uper\". Did you mean \"upper\"?"
        );
        assert_eq!(
            unknown_function_detail("uper", &ctx.child()),
            "There is no function named \"uper\"."
        );
    }

    #[test]
    fn namespaced_names_are_looked_for_in_their_namespace() {
        let ctx = ctx_with(&["ns::f"]);
        assert_eq!(
            unknown_function_detail("other::f", &ctx),
            "There are no functions in namespace \"other::\"."
        );
        assert_eq!(
            unknown_function_detail("ns::g", &ctx),
            "There is no function named \"g\" in namespace ns::."
        );
    }
}
