//! Functions that take some arguments unevaluated: the reference's expression closures
//! (its `customdecode` extension), which `try`, `can` and type-valued functions need.
//!
//! A parameter whose type is [`closure_type`] receives its argument as an
//! [`ExpressionClosure`], the expression together with the scope it was written in,
//! and the function decides whether, when and in which scope to evaluate it. Such a
//! function is made with [`expression_function`]; every syntax's call evaluation
//! finds its [`ClosureCall`] and passes the written expressions through.
//!
//! A closure borrows the syntax tree and the scope, so it lives only for the call; that
//! is why the implementation receives [`Argument`]s rather than values.
//!
//! A parameter may instead want its argument read into a value some other way than by
//! evaluating it (a type expression read as a type, say): a capsule type made with an
//! [`ExpressionDecoder`] as its extension says how, and call evaluation decodes every
//! argument for a parameter of that type with it, as the reference's custom
//! expression decoders do.

use std::sync::OnceLock;

use hcl2_value::FunctionBuilder;
use hcl2_value::{CapsuleType, Error, Function, Type, Value};

use crate::diagnostic::Diagnostics;
use crate::eval_context::EvalContext;
use crate::expression::Expression;
use crate::pos::Range;
use crate::traversal::Traversal;

/// The type of a parameter that receives its argument unevaluated.
pub fn closure_type() -> Type {
    static CLOSURE: OnceLock<CapsuleType> = OnceLock::new();
    Type::Capsule(
        CLOSURE
            .get_or_init(|| CapsuleType::new("expression closure"))
            .clone(),
    )
}

/// An argument expression and the scope it was written in.
#[derive(Clone, Copy, Debug)]
pub struct ExpressionClosure<'a> {
    /// The argument as written.
    pub expression: &'a dyn Expression,
    /// The scope of the call (`None` in the no-context mode).
    pub context: Option<&'a EvalContext<'a>>,
}

impl ExpressionClosure<'_> {
    /// Evaluates the expression in its own scope.
    pub fn value(&self) -> (Value, Diagnostics) {
        self.expression.value(self.context)
    }

    /// Whether a variable the expression reads is not wholly known, so that whether
    /// it succeeds cannot be decided yet (references that fail count as known: their
    /// failure is definite).
    pub fn depends_on_unknowns(&self) -> bool {
        self.expression.variables().iter().any(|traversal| {
            let (value, diags) = traversal.apply_in(self.context);
            !diags.has_errors() && !value.is_wholly_known()
        })
    }
}

/// One argument as a closure-taking function receives it.
#[derive(Debug)]
pub enum Argument<'a> {
    /// Evaluated and converted to its parameter's type.
    Value(Value),
    /// Passed unevaluated (its parameter's type is [`closure_type`]).
    Closure(ExpressionClosure<'a>),
}

impl Argument<'_> {
    /// The closure, for a parameter of [`closure_type`].
    pub fn closure(&self) -> Option<&ExpressionClosure<'_>> {
        match self {
            Argument::Closure(c) => Some(c),
            Argument::Value(_) => None,
        }
    }
    /// The value, for any other parameter.
    pub fn value(&self) -> Option<&Value> {
        match self {
            Argument::Value(v) => Some(v),
            Argument::Closure(_) => None,
        }
    }
}

/// Why a closure-taking function failed.
///
/// The crate's one error type besides the information model's own diagnostics
/// ([`Diagnostics`], which are errors too, and their rendered
/// [`Report`](crate::Report)): a function's failure, which becomes diagnostics only
/// where the caller places it. Its variants are the protocol between a closure-taking
/// function and the syntax crate that calls it (which must handle each), so the enum is
/// exhaustive on purpose.
#[derive(Debug)]
pub enum ClosureError {
    /// An error of the call, reported as any function's is (about an argument, or
    /// about the call).
    Call(Error),
    /// Diagnostics to report as they are: what reading an argument's expression
    /// found (a type expression that is not one, say).
    Diagnostics(Diagnostics),
}

/// The call error's message, or the diagnostics one per line.
impl std::fmt::Display for ClosureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClosureError::Call(e) => e.fmt(f),
            ClosureError::Diagnostics(d) => d.fmt(f),
        }
    }
}

impl std::error::Error for ClosureError {}

impl From<Error> for ClosureError {
    fn from(error: Error) -> ClosureError {
        ClosureError::Call(error)
    }
}

impl From<Diagnostics> for ClosureError {
    fn from(diags: Diagnostics) -> ClosureError {
        ClosureError::Diagnostics(diags)
    }
}

type ClosureImpl = dyn for<'a> Fn(&[Argument<'a>]) -> Result<Value, ClosureError> + Send + Sync;

/// What call evaluation runs for a function made by [`expression_function`].
pub struct ClosureCall(Box<ClosureImpl>);

impl ClosureCall {
    /// The closure call of `function`, if it takes unevaluated arguments.
    pub fn of(function: &Function) -> Option<&ClosureCall> {
        function.extension::<ClosureCall>()
    }
    /// Calls the function with its arguments.
    pub fn call(&self, args: &[Argument<'_>]) -> Result<Value, ClosureError> {
        (self.0)(args)
    }
}

/// Finishes `builder` (whose parameters of [`closure_type`] take expressions) as a
/// function that syntax evaluation calls with [`Argument`]s. Called with values
/// alone (outside any expression) it reports that it needs expressions.
///
/// Arguments for other parameters are evaluated and converted to the parameter's
/// type; nulls, unknowns and marks reach the implementation as they are.
///
/// ```
/// use hcl2_core::closure::{closure_type, expression_function};
/// use hcl2_value::{Function, Parameter, Type, Value};
///
/// // `succeeds(expr)`: whether `expr` evaluates without errors.
/// let succeeds = expression_function(
///     Function::builder([Parameter::new("expr", closure_type())]).returns(Type::Bool),
///     |args| {
///         let closure = args[0].closure().expect("a closure parameter");
///         Ok(Value::bool(!closure.value().1.has_errors()))
///     },
/// );
/// assert!(succeeds.call(&[Value::from(1)]).is_err());
/// ```
pub fn expression_function(
    builder: FunctionBuilder,
    implementation: impl for<'a> Fn(&[Argument<'a>]) -> Result<Value, ClosureError>
        + Send
        + Sync
        + 'static,
) -> Function {
    builder
        .extension(ClosureCall(Box::new(implementation)))
        .build(|_, _| {
            Err(Error::new(
                "this function takes expressions, so it can only be called from an expression",
            ))
        })
}

type DecodeFn =
    dyn Fn(&dyn Expression, Option<&EvalContext<'_>>) -> (Value, Diagnostics) + Send + Sync;

/// How to read an expression into a value of a capsule type, instead of evaluating
/// it: the extension of a capsule type made with
/// [`CapsuleType::with_extension`](hcl2_value::CapsuleType::with_extension).
pub struct ExpressionDecoder(Box<DecodeFn>);

impl ExpressionDecoder {
    /// A decoder; on errors it should return an unknown of its type beside them.
    pub fn new(
        decode: impl Fn(&dyn Expression, Option<&EvalContext<'_>>) -> (Value, Diagnostics)
            + Send
            + Sync
            + 'static,
    ) -> ExpressionDecoder {
        ExpressionDecoder(Box::new(decode))
    }
    /// The decoder of `ty`, if it is a capsule type that has one.
    pub fn of(ty: &Type) -> Option<&ExpressionDecoder> {
        match ty {
            Type::Capsule(c) => c.extension::<ExpressionDecoder>(),
            _ => None,
        }
    }
    /// Reads `expr` (in `ctx`) into a value.
    pub fn decode(
        &self,
        expr: &dyn Expression,
        ctx: Option<&EvalContext<'_>>,
    ) -> (Value, Diagnostics) {
        (self.0)(expr, ctx)
    }
}

/// An expression that is a value already: what an element of an expanded final
/// argument (`f(list...)`) is, with the expanded expression's range.
#[derive(Debug)]
pub struct ValueExpression {
    value: Value,
    range: Range,
}

impl ValueExpression {
    /// The value `value`, written at `range`.
    pub fn new(value: Value, range: Range) -> ValueExpression {
        ValueExpression { value, range }
    }
}

impl Expression for ValueExpression {
    fn value(&self, _: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        (self.value.clone(), Diagnostics::new())
    }
    fn variables(&self) -> Vec<Traversal> {
        Vec::new()
    }
    fn range(&self) -> Range {
        self.range.clone()
    }
    fn start_range(&self) -> Range {
        self.range.clone()
    }
    fn detach(&self) -> Option<std::sync::Arc<dyn Expression + Send + Sync>> {
        Some(std::sync::Arc::new(ValueExpression::new(
            self.value.clone(),
            self.range.clone(),
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pos::Pos;
    use crate::traversal::Traverser;
    use hcl2_value::Parameter;

    #[test]
    fn a_closure_error_is_a_shareable_error_that_shows_its_message() {
        fn shareable<T: Send + Sync + std::error::Error>() {}
        shareable::<ClosureError>();
        let e = ClosureError::from(Error::new("no good"));
        assert_eq!(e.to_string(), "no good");
    }

    /// The expression `v` (a variable reference).
    #[derive(Debug)]
    struct Var;

    impl Expression for Var {
        fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
            let (v, d) = self.variables()[0].apply_in(ctx);
            (v, d)
        }
        fn variables(&self) -> Vec<Traversal> {
            vec![Traversal(vec![Traverser::Root {
                name: "v".into(),
                range: self.range(),
            }])]
        }
        fn range(&self) -> Range {
            Range::new("t.hcl", Pos::new(1, 1, 0), Pos::new(1, 2, 1))
        }
        fn start_range(&self) -> Range {
            self.range()
        }
    }

    #[test]
    fn closures_see_unknown_variables_but_not_failing_ones() {
        let mut ctx = EvalContext::new();
        let closure = ExpressionClosure {
            expression: &Var,
            context: Some(&ctx),
        };
        assert!(!closure.depends_on_unknowns());
        ctx.set_variable("v", Value::unknown(Type::String));
        let closure = ExpressionClosure {
            expression: &Var,
            context: Some(&ctx),
        };
        assert!(closure.depends_on_unknowns());
    }

    #[test]
    fn decoders_are_found_through_their_capsule_type() {
        let ty = Type::Capsule(hcl2_value::CapsuleType::with_extension(
            "doubled",
            |_, _| true,
            ExpressionDecoder::new(|expr, ctx| expr.value(ctx)),
        ));
        let decoder = ExpressionDecoder::of(&ty).expect("a decoder");
        let expr = ValueExpression::new(Value::from(2), Var.range());
        assert_eq!(decoder.decode(&expr, None).0, Value::from(2));
        assert!(ExpressionDecoder::of(&Type::String).is_none());
        assert!(ExpressionDecoder::of(&closure_type()).is_none());
    }

    #[test]
    fn closure_functions_are_found_through_the_function_and_refuse_plain_calls() {
        let f = expression_function(
            Function::builder([Parameter::new("e", closure_type())]),
            |args| Ok(args[0].closure().expect("closure").value().0),
        );
        let call = ClosureCall::of(&f).expect("a closure call");
        let v = Value::from(3);
        let expr = ValueExpression::new(v.clone(), Var.range());
        let args = [Argument::Closure(ExpressionClosure {
            expression: &expr,
            context: None,
        })];
        assert_eq!(call.call(&args).ok(), Some(v));
        assert!(f.call(&[Value::from(1)]).is_err());
        assert!(ClosureCall::of(&Function::builder([]).build(|_, _| Ok(Value::from(1)))).is_none());
    }
}
